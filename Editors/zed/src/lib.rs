//! Starts `insetfix lsp` (found on the PATH of the worktree's shell) for Swift files.
use zed_extension_api::{self as zed, LanguageServerId, Result};

struct Insetfix;

impl zed::Extension for Insetfix {
    fn new() -> Self {
        Insetfix
    }

    fn language_server_command(
        &mut self,
        _language_server_id: &LanguageServerId,
        worktree: &zed::Worktree,
    ) -> Result<zed::Command> {
        let command = worktree
            .which("insetfix")
            .ok_or_else(|| "insetfix is not on PATH (make install, or see README)".to_string())?;
        Ok(zed::Command { command, args: vec!["lsp".into()], env: Default::default() })
    }
}

zed::register_extension!(Insetfix);

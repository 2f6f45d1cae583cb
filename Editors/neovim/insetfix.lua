-- insetfix next to sourcekit-lsp in Neovim (0.10+): put this in init.lua (or
-- ~/.config/nvim/after/ftplugin/swift.lua without the autocommand).
vim.api.nvim_create_autocmd("FileType", {
  pattern = "swift",
  callback = function(args)
    vim.lsp.start({
      name = "insetfix",
      cmd = { "insetfix", "lsp" },
      root_dir = vim.fs.root(args.buf, { ".insetfix.json", "Package.swift", ".git" }),
      -- init_options = { insetfix = { deploymentTarget = "15.0" } },
    })
  end,
})

import PackagePlugin

/// `swift package insetfix-lint [--target NAME]… [insetfix lint options]`, and the
/// "insetfix-lint" command of an Xcode project's context menu.
@main
struct InsetfixLintCommand: InsetfixCommand {
  static let subcommand = "lint"
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  extension InsetfixLintCommand: XcodeCommandPlugin {}
#endif

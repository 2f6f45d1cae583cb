import PackagePlugin

/// `swift package insetfix-fix [--target NAME]… [insetfix fix options]`, and the
/// "insetfix-fix" command of an Xcode project's context menu.
@main
struct InsetfixFixCommand: InsetfixCommand {
  static let subcommand = "fix"
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  extension InsetfixFixCommand: XcodeCommandPlugin {}
#endif

// swift-tools-version:6.0
import PackageDescription

// A small app package that uses insetfix's plugins from the root package (by relative path,
// so it builds offline): the build-tool plugin lints SampleApp on every `swift build`, the
// command plugins run `swift package insetfix-lint` and
// `swift package --allow-writing-to-package-directory insetfix-fix`. See scripts/lint-plugin-demo.sh.
let package = Package(
  name: "SampleApp",
  platforms: [.iOS(.v15), .macOS(.v13)],
  dependencies: [.package(name: "insetfix", path: "../../..")],
  targets: [
    .target(name: "SampleApp", plugins: [.plugin(name: "InsetfixLintPlugin", package: "insetfix")])
  ]
)

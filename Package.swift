// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "insetfix",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "InsetEmulation", targets: ["InsetEmulation"]),
    .library(name: "InsetEngine", targets: ["InsetEngine"]),
    .library(name: "InsetStrategies", targets: ["InsetStrategies"]),
    .library(name: "InsetLint", targets: ["InsetLint"]),
    .library(name: "InsetReport", targets: ["InsetReport"]),
    .library(name: "InsetLSP", targets: ["InsetLSP"]),
    .library(name: "InsetfixCLI", targets: ["InsetfixCLI"]),
    .executable(name: "insetfix", targets: ["insetfix"]),
    .plugin(name: "InsetfixLintPlugin", targets: ["InsetfixLintPlugin"]),
    .plugin(name: "InsetfixLintCommand", targets: ["InsetfixLintCommand"]),
    .plugin(name: "InsetfixFixCommand", targets: ["InsetfixFixCommand"]),
  ],
  targets: [
    .target(name: "InsetEmulation"),
    .target(name: "InsetEngine", dependencies: ["InsetEmulation"]),
    .target(name: "InsetStrategies", dependencies: ["InsetEngine", "InsetEmulation"]),
    .target(name: "InsetLint", dependencies: ["InsetEngine"]),
    .target(name: "InsetReport", dependencies: ["InsetEngine"]),
    .target(name: "InsetLSP", dependencies: ["InsetLint", "InsetEngine", "InsetEmulation"]),
    .target(
      name: "InsetfixCLI",
      dependencies: ["InsetReport", "InsetLint", "InsetLSP", "InsetStrategies", "InsetEngine"]),
    .executableTarget(name: "insetfix", dependencies: ["InsetfixCLI"]),
    .executableTarget(
      name: "insetfix-bench", dependencies: ["InsetReport", "InsetLint", "InsetStrategies", "InsetEngine"]),
    .executableTarget(name: "insetfix-lint-bench", dependencies: ["InsetLint", "InsetEngine"]),
    .plugin(name: "InsetfixLintPlugin", capability: .buildTool(), dependencies: ["insetfix"]),
    // Two command plugins, so that only the one that writes asks for permission to write.
    .plugin(
      name: "InsetfixLintCommand",
      capability: .command(
        intent: .custom(
          verb: "insetfix-lint", description: "Find safe-area and inset problems (insetfix lint)")),
      dependencies: ["insetfix"]),
    .plugin(
      name: "InsetfixFixCommand",
      capability: .command(
        intent: .custom(
          verb: "insetfix-fix",
          description: "Apply the measured fix for safe-area and inset problems (insetfix fix)"),
        permissions: [
          .writeToPackageDirectory(reason: "insetfix fix rewrites Swift files to apply the selected strategy")
        ]),
      dependencies: ["insetfix"]),
    .testTarget(name: "InsetEmulationTests", dependencies: ["InsetEmulation"]),
    .testTarget(name: "InsetEngineTests", dependencies: ["InsetEngine", "InsetStrategies"]),
    .testTarget(
      name: "InsetStrategiesTests", dependencies: ["InsetStrategies", "InsetEngine", "InsetEmulation"]),
    .testTarget(name: "InsetReportTests", dependencies: ["InsetReport", "InsetStrategies"]),
    .testTarget(name: "InsetLintTests", dependencies: ["InsetLint", "InsetStrategies"]),
    .testTarget(name: "InsetLSPTests", dependencies: ["InsetLSP"]),
    .testTarget(name: "insetfixTests", dependencies: ["InsetEngine"]),
  ]
)

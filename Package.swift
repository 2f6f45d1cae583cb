// swift-tools-version:6.0
import PackageDescription

/// The built-in problems' default scenarios, compiled into the binary (no resource bundle to ship).
let problemScenarios: [Resource] = [
  "HostedCellSafeArea/hosted-cell-safe-area.json",
  "InputViewBottomInset/input-view-bottom-inset.json",
  "FixedHorizontalPadding/fixed-horizontal-padding.json",
  "ListScrollTracking/list-scroll-tracking.json",
  "UIKitIntrospection/uikit-introspection.json",
  "KeyboardInset/keyboard-inset.json",
  "HostedKeyboardAvoidance/hosted-keyboard-avoidance.json",
  "WindowSafeAreaRead/window-safe-area-read.json",
  "BottomBarOverlap/bottom-bar-overlap.json",
  "LandscapeSideSafeArea/landscape-side-safe-area.json",
].map { .embedInCode($0) }

let package = Package(
  name: "insetfix",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "InsetEmulation", targets: ["InsetEmulation"]),
    .library(name: "InsetEngine", targets: ["InsetEngine"]),
    .library(name: "InsetLint", targets: ["InsetLint"]),
    .library(name: "InsetProblems", targets: ["InsetProblems"]),
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
    .target(
      name: "InsetEngine", dependencies: ["InsetEmulation"],
      resources: [.embedInCode("Devices/devices.json"), .embedInCode("Config/insetfix.json")]),
    .target(name: "InsetLint", dependencies: ["InsetEngine", "InsetEmulation"]),
    // One target, one folder per problem (Sources/Problems/<Name>/), each registered through the
    // same `Plugin` contract a team's package uses.
    .target(
      name: "InsetProblems", dependencies: ["InsetLint", "InsetEngine", "InsetEmulation"],
      path: "Sources/Problems",
      resources: problemScenarios),
    .target(name: "InsetReport", dependencies: ["InsetLint", "InsetEngine", "InsetEmulation"]),
    .target(
      name: "InsetfixCLI", dependencies: ["InsetReport", "InsetLint", "InsetLSP", "InsetEngine", "InsetEmulation"]),
    // The language server (`insetfix lsp`): the lint engine behind LSP over stdio.
    .target(name: "InsetLSP", dependencies: ["InsetLint", "InsetReport", "InsetEngine", "InsetEmulation"]),
    .executableTarget(name: "insetfix", dependencies: ["InsetfixCLI", "InsetProblems"]),
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
    // Test helpers shared by the test targets (lint and fix in memory with the built-in plugins).
    .target(
      name: "InsetTestSupport",
      dependencies: ["InsetLint", "InsetProblems", "InsetEngine", "InsetEmulation"],
      path: "Tests/Support"),
    .testTarget(name: "InsetEmulationTests", dependencies: ["InsetEmulation"]),
    .testTarget(name: "InsetEngineTests", dependencies: ["InsetEngine", "InsetProblems", "InsetEmulation"]),
    .testTarget(
      name: "InsetProblemsTests",
      dependencies: ["InsetProblems", "InsetTestSupport", "InsetLint", "InsetEngine", "InsetEmulation"],
      path: "Tests/Problems"),
    .testTarget(
      name: "InsetReportTests",
      dependencies: [
        "InsetReport", "InsetTestSupport", "InsetLint", "InsetProblems", "InsetEngine", "InsetEmulation",
      ]),
    .testTarget(
      name: "InsetLintTests",
      dependencies: [
        "InsetLint", "InsetReport", "InsetTestSupport", "InsetProblems", "InsetEngine", "InsetEmulation",
      ]),
    .testTarget(name: "InsetLSPTests", dependencies: ["InsetLSP", "InsetEngine"]),
    .testTarget(
      name: "insetfixTests",
      dependencies: ["InsetEngine", "InsetEmulation", "InsetLint", "InsetProblems", "InsetTestSupport"]),
  ]
)

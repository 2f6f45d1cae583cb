// swift-tools-version:6.0
// A team's own insetfix, without forking: the built-in problems, plus a problem of its own
// (`hard-coded-status-bar`: one strategy pair and a lint rule) and a strategy of its own for a
// built-in problem (`fixed-20`), all registered through the same `Plugin` contract the built-in
// problems use. `insetfix` is named explicitly so that the path dependency resolves whatever the
// checkout's directory is called. See scripts/example-plugin.sh.
import PackageDescription

let package = Package(
  name: "TeamPlugin",
  platforms: [.iOS(.v15), .macOS(.v13)],
  products: [.executable(name: "insetfix-team", targets: ["insetfix-team"])],
  dependencies: [.package(name: "insetfix", path: "../..")],
  targets: [
    // The team's plugin: one folder per problem, as insetfix's own Sources/Problems.
    .target(
      name: "TeamProblems",
      dependencies: [
        .product(name: "InsetProblems", package: "insetfix"),
        .product(name: "InsetLint", package: "insetfix"),
        .product(name: "InsetEngine", package: "insetfix"),
        .product(name: "InsetEmulation", package: "insetfix"),
      ]),
    // The team's `insetfix`: every command, with the built-in plugins and the team's.
    .executableTarget(
      name: "insetfix-team",
      dependencies: [
        "TeamProblems", .product(name: "InsetfixCLI", package: "insetfix"),
        .product(name: "InsetProblems", package: "insetfix"),
      ]),
    // insetfix's build-tool plugin runs the built-in `insetfix`; this one runs the team's during
    // the build (a build-tool plugin can only run tools it depends on).
    .plugin(name: "TeamLintPlugin", capability: .buildTool(), dependencies: ["insetfix-team"]),
    // An app target the plugins lint: `swift build` runs TeamLintPlugin; `swift package
    // insetfix-lint` (insetfix's command plugin) finds and runs insetfix-team.
    .target(name: "TeamApp", plugins: [.plugin(name: "TeamLintPlugin")]),
  ]
)

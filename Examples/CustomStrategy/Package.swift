// swift-tools-version:6.0
// A team's own `insetfix`: the built-in problems and strategies plus one strategy of theirs,
// without forking. `insetfix` is named explicitly so that the path dependency resolves whatever the
// checkout's directory is called.
import PackageDescription

let package = Package(
  name: "CustomStrategy",
  platforms: [.macOS(.v13)],
  dependencies: [.package(name: "insetfix", path: "../..")],
  targets: [
    .executableTarget(
      name: "insetfix-custom",
      dependencies: [
        .product(name: "InsetfixCLI", package: "insetfix"),
        .product(name: "InsetEngine", package: "insetfix"),
        .product(name: "InsetEmulation", package: "insetfix"),
        .product(name: "InsetProblems", package: "insetfix"),
        .product(name: "InsetLint", package: "insetfix"),
      ])
  ]
)

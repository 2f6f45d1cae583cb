// swift-tools-version:6.0
// The benchmarks, a package of their own so that `swift build` of insetfix never builds them.
// Built on purpose, in release: `swift build -c release --package-path Benchmarks` (scripts/bench.sh,
// scripts/lint-bench.sh; CI type-checks them against the debug build's modules).
import PackageDescription

let package = Package(
  name: "insetfix-benchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [.package(name: "insetfix", path: "..")],
  targets: [
    .executableTarget(
      name: "insetfix-bench",
      dependencies: [
        .product(name: "InsetReport", package: "insetfix"), .product(name: "InsetLint", package: "insetfix"),
        .product(name: "InsetProblems", package: "insetfix"),
        .product(name: "InsetEngine", package: "insetfix"),
        .product(name: "InsetEmulation", package: "insetfix"),
      ]),
    .executableTarget(
      name: "insetfix-lint-bench",
      dependencies: [
        .product(name: "InsetLint", package: "insetfix"),
        .product(name: "InsetProblems", package: "insetfix"),
        .product(name: "InsetEngine", package: "insetfix"),
      ]),
  ]
)

#!/usr/bin/env bash
# Builds insetfix.artifactbundle.zip: the release `insetfix` executable in SwiftPM's artifact
# bundle layout (SE-0305), with info.json, so that a package can declare
#   .binaryTarget(name: "insetfix", url: "https://…/insetfix.artifactbundle.zip", checksum: "…")
# and its plugins run the prebuilt tool (`context.tool(named: "insetfix")`) without building
# insetfix from source.
#
# On Linux it builds the host's variant (x86_64 or aarch64, Swift runtime linked statically so
# the binary runs without a toolchain). On macOS it builds one universal binary (arm64 + x86_64).
# To ship both, run it on each system and merge: put both variant folders in one bundle and list
# both in info.json's "variants" (see README, "Distribution").
#
# Usage: scripts/build-artifactbundle.sh [OUT_DIR]   (default: $TMPDIR/insetfix-artifactbundle,
#        never inside the repository). Prints the zip's path and its SwiftPM checksum.
#        VERIFY=1 also builds a scratch package whose plugin runs the bundled binary.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=${1:-${TMPDIR:-/tmp}/insetfix-artifactbundle}
parent=$(cd "$(dirname "$out")" 2>/dev/null && pwd) || { echo "error: $(dirname "$out") does not exist" >&2; exit 2; }
case "$parent/$(basename "$out")/" in
  "$root"/*) echo "error: $out is inside the repository; choose a folder outside it" >&2; exit 2 ;;
esac
mkdir -p "$out"
out=$(cd "$out" && pwd)
cd "$root"

if [ "$(uname -s)" = Darwin ]; then
  swift build -c release --product insetfix --arch arm64 --arch x86_64
  binary=$(swift build -c release --product insetfix --arch arm64 --arch x86_64 --show-bin-path)/insetfix
  triples='"arm64-apple-macosx", "x86_64-apple-macosx"'
  variant=macos
else
  swift build -c release --product insetfix --static-swift-stdlib
  binary=$(swift build -c release --product insetfix --static-swift-stdlib --show-bin-path)/insetfix
  arch=$(uname -m)
  triples="\"$arch-unknown-linux-gnu\""
  variant=linux-$arch
fi
version=$("$binary" --version | awk '{print $2}')
bundle="$out/insetfix.artifactbundle"
rm -rf "$bundle" "$out/insetfix.artifactbundle.zip"
mkdir -p "$bundle/insetfix-$version-$variant/bin"
cp "$binary" "$bundle/insetfix-$version-$variant/bin/insetfix"
# Debug symbols are most of the size; the tool needs none of them.
if [ "$variant" != macos ] && command -v strip > /dev/null; then strip "$bundle/insetfix-$version-$variant/bin/insetfix"; fi
cp LICENSE "$bundle/LICENSE"
cat > "$bundle/info.json" <<JSON
{
  "schemaVersion": "1.0",
  "artifacts": {
    "insetfix": {
      "version": "$version",
      "type": "executable",
      "variants": [
        { "path": "insetfix-$version-$variant/bin/insetfix", "supportedTriples": [$triples] }
      ]
    }
  }
}
JSON
(cd "$out" && zip -qry insetfix.artifactbundle.zip insetfix.artifactbundle)
echo "$out/insetfix.artifactbundle.zip"
echo "checksum: $(swift package compute-checksum "$out/insetfix.artifactbundle.zip")"

if [ "${VERIFY:-0}" = 1 ]; then
  # A package with a build-tool plugin whose only tool is the bundle: building it runs the
  # prebuilt insetfix on a cell with the hosted-cell bug.
  pkg="$out/verify"
  rm -rf "$pkg" && mkdir -p "$pkg/Plugins/LintPlugin" "$pkg/Sources/App"
  cp "$out/insetfix.artifactbundle.zip" "$pkg/"
  cp Plugins/InsetfixLintPlugin/InsetfixLintPlugin.swift "$pkg/Plugins/LintPlugin/"
  cp Tests/Fixtures/Lint/App/HostingCollectionViewCell.swift Tests/Fixtures/Lint/App/BaseCell.swift "$pkg/Sources/App/"
  cat > "$pkg/Package.swift" <<'SWIFT'
// swift-tools-version:6.0
import PackageDescription
let package = Package(
  name: "Verify",
  targets: [
    .binaryTarget(name: "insetfix", path: "insetfix.artifactbundle.zip"),
    .plugin(name: "LintPlugin", capability: .buildTool(), dependencies: ["insetfix"]),
    .target(name: "App", plugins: ["LintPlugin"]),
  ])
SWIFT
  log="$out/verify.log"
  (cd "$pkg" && swift build 2>&1 | tee "$log" | grep -E "insetfix|warning: |error: " || true)
  grep -q "\[hosted-cell-safe-area\]" "$log" || { echo "FAIL: the bundled insetfix did not run in the plugin" >&2; exit 1; }
  echo "OK: a package's plugin ran the bundled insetfix (no source build of insetfix)"
fi

#!/usr/bin/env bash
# insetfix's SwiftPM plugins on Tests/Fixtures/SamplePackage, offline (the sample depends on this
# package by relative path):
#   1. `swift build` of the sample: the build-tool plugin lints SampleApp during the build;
#   2. `swift package insetfix-lint`: the read-only command plugin, which asks for no permission;
#   3. on a copy: `swift package --allow-writing-to-package-directory insetfix-fix`, the diff it
#      made, and a rebuild whose lint finds nothing left.
# Usage: scripts/lint-plugin-demo.sh   (SCRATCH=dir to choose the build folder)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
sample="$root/Tests/Fixtures/SamplePackage"
scratch="${SCRATCH:-$root/.build/lint-plugin-demo}"
copy=$(mktemp -d /tmp/insetfix-sample.XXXXXX)
trap 'rm -rf "$copy"' EXIT

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

step "1. swift build (build-tool plugin InsetfixLintPlugin lints SampleApp)"
swift build --package-path "$sample" --scratch-path "$scratch" > "$copy.build.log" 2>&1 \
  || { grep error "$copy.build.log" | sort -u; echo "FAIL: the sample does not build"; exit 1; }
grep -E "insetfix|SampleApp|Build complete" "$copy.build.log" || true
grep -q "warning: .*\[hosted-cell-safe-area\]" "$copy.build.log" || { echo "FAIL: the build printed no insetfix diagnostics"; exit 1; }
# Each diagnostic once.
if grep -E ": (warning|error): .*\[[a-z-]+\]$" "$copy.build.log" | sort | uniq -d | grep -q .; then
  echo "FAIL: the build printed a diagnostic twice"; exit 1
fi
report=$(find "$scratch/plugins" -name 'InsetfixLint_SampleApp.swift' | head -1)
echo "declared output of the build command: ${report#$root/}"
sed 's/^/    /' "$report"

step "2. swift package insetfix-lint --reporter json > report.json (read-only command plugin: no permission flag)"
# Standard output is the report alone (the summary goes to standard error): valid JSON.
swift package --package-path "$sample" --scratch-path "$scratch" insetfix-lint --reporter json \
  > "$copy.report.json" 2> "$copy.lint.err" || true
sed 's/^/    /' "$copy.lint.err"
python3 -m json.tool "$copy.report.json" > /dev/null \
  || { head -5 "$copy.report.json"; echo "FAIL: insetfix-lint --reporter json printed invalid JSON"; exit 1; }
grep -q "insetfix: .*findings" "$copy.lint.err" || { echo "FAIL: the summary is not on standard error"; exit 1; }
echo "    standard output: $(wc -c < "$copy.report.json") bytes of valid JSON"
rm -f "$copy.report.json" "$copy.lint.err"

step "2b. swift package insetfix-fix without --allow-writing-to-package-directory: refused"
if swift package --package-path "$sample" --scratch-path "$scratch" insetfix-fix > "$copy.refused.log" 2>&1 </dev/null; then
  echo "FAIL: insetfix-fix ran without permission to write"; exit 1
fi
grep -i "permission\|allow-writing" "$copy.refused.log" | head -3
rm -f "$copy.refused.log"

step "3. fix a copy: swift package --allow-writing-to-package-directory insetfix-fix"
cp -R "$sample/." "$copy/"
sed -i "s|path: \"../../..\"|path: \"$root\"|" "$copy/Package.swift"
# --dry-run: standard output is the patch alone (notes go to standard error), and it applies.
swift package --package-path "$copy" --scratch-path "$scratch" --allow-writing-to-package-directory \
  insetfix-fix --dry-run > "$copy.patch" 2> "$copy.fix.err" || true
# Every line is a line of a unified diff: a header, a hunk, or a context, added or removed line.
if grep -vqE '^(diff |--- |\+\+\+ |@@ |[-+ \\]|$)' "$copy.patch"; then
  grep -vE '^(diff |--- |\+\+\+ |@@ |[-+ \\]|$)' "$copy.patch" | head -3; echo "FAIL: notes inside the patch"; exit 1
fi
(cd "$copy" && git apply --check "$copy.patch") || { echo "FAIL: the dry-run patch does not apply"; exit 1; }
echo "    --dry-run: a clean patch of $(grep -c '^+++ ' "$copy.patch") file(s); notes on standard error: $(wc -l < "$copy.fix.err")"
rm -f "$copy.patch" "$copy.fix.err"
swift package --package-path "$copy" --scratch-path "$scratch" --allow-writing-to-package-directory insetfix-fix
diff -ru "$sample/Sources" "$copy/Sources" || true

step "4. rebuild the fixed copy: nothing left to report"
if ! swift build --package-path "$copy" --scratch-path "$scratch" > "$copy.rebuild.log" 2>&1; then
  grep -E "error" "$copy.rebuild.log" | sort -u; echo "FAIL: the fixed copy does not build"; exit 1
fi
grep -E "insetfix|SampleApp|Build complete" "$copy.rebuild.log" || true
# What fix mends (the hosted cell) is gone; a finding with no mechanical edit may stay, and the
# rebuild says what it is (the sample's `.ignoresSafeArea()` for landscape-side-safe-area).
if grep -E "\[(hosted-cell-safe-area|ignores-safe-area-in-cell)\]" "$copy.rebuild.log" > /dev/null; then
  grep -E "warning: |error: " "$copy.rebuild.log" | sort -u; echo "FAIL: fixable findings left after fix"; exit 1
fi
grep -E "warning: " "$copy.rebuild.log" | sort -u | sed 's/^/    left (no mechanical fix): /' || true
rm -f "$copy.build.log" "$copy.rebuild.log"
echo "OK: build-tool plugin reported the findings, the command plugin fixed them, the rebuild has no fixable finding left"

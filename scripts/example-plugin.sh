#!/usr/bin/env bash
# Builds Examples/TeamPlugin, a team's package that depends on insetfix by path and registers, through
# the same Plugin contract the built-in problems use, a problem of its own (`hard-coded-status-bar`:
# two strategies and a lint rule) and a strategy for a built-in problem (`fixed-20`). Then uses
# them as a team would:
#   1. its own `insetfix-team`: list, compare (the team's problem measured), lint (the team's rule);
#   2. the SwiftPM plugins: `swift package insetfix-lint` (insetfix's command plugin finds and runs
#      insetfix-team) and `swift build` (the team's build-tool plugin lints TeamApp).
# Exits non-zero on the first expectation that fails.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root/Examples/TeamPlugin"
export PATH="/opt/swift/usr/bin:$PATH"
log=$(mktemp)
trap 'rm -f "$log"' EXIT
expect() { # expect WHAT PATTERN FILE
  if ! grep -E -- "$2" "$3" > /dev/null; then echo "FAIL: $1 (no '$2')"; sed 's/^/    /' "$3" | tail -20; exit 1; fi
}
swift build --product insetfix-team > "$log" 2>&1 || { tail -30 "$log"; echo "FAIL: build"; exit 1; }
bin=.build/debug/insetfix-team

echo "== 1. insetfix-team list problems / strategies"
"$bin" list problems > "$log"; expect "the team's problem is listed" '^hard-coded-status-bar: ' "$log"
"$bin" list strategies > "$log"; expect "the team's strategy for a built-in problem is listed" 'fixed-20 ' "$log"

echo "== 1b. insetfix-team compare --problem hard-coded-status-bar (measured on every device)"
"$bin" compare --problem hard-coded-status-bar --device iphone-15-pro --os 17.0 > "$log"
sed -n '1,/^$/p;/^#/,/^$/p' "$log"
expect "as-is measured under the Dynamic Island" 'fixed-20-top \(as-is\) +no +39 ' "$log"
expect "the safe-area guide measured right" 'safe-area-top +FIXED +0 ' "$log"
"$bin" compare --problem hard-coded-status-bar --device iphone-se-3 --os 17.0 > "$log"
expect "on a home-button phone 20 pt is right" 'fixed-20-top \(as-is\) +FIXED +0 ' "$log"
"$bin" compare --problem hard-coded-status-bar --deployment-target 13.0 > "$log"
sed -n '/^selection/,/^$/p' "$log"
expect "the selection over every device is the safe-area guide" 'iOS 13\.0.*: safe-area-top' "$log"
"$bin" compare --problem fixed-horizontal-padding --deployment-target 27.0 > "$log"
expect "fixed-20 is measured beside the built-in strategies" '^[0-9]+ +fixed-20 ' "$log"

echo "== 1c. insetfix-team lint Sources/TeamApp (the team's rule beside the built-in ones)"
status=0
"$bin" lint Sources/TeamApp --no-cache > "$log" 2>&1 || status=$?
cat "$log"
expect "the team's rule finds the hard-coded header" 'LoginViewController.swift:13:[0-9]+: warning: .*\[hard-coded-status-bar\]' "$log"
"$bin" rules > "$log"; expect "insetfix-team rules lists the team's rule" '^hard-coded-status-bar ' "$log"

echo "== 2. swift package insetfix-lint (insetfix's command plugin runs the package's own insetfix)"
swift package insetfix-lint --target TeamApp > "$log" 2>&1 || true
grep -E "insetfix|hard-coded" "$log" | head -5
expect "the command plugin used insetfix-team" "hard-coded-status-bar" "$log"

echo "== 2b. swift build (the team's build-tool plugin lints TeamApp during the build)"
swift build --target TeamApp > "$log" 2>&1 || { tail -30 "$log"; echo "FAIL: build of TeamApp"; exit 1; }
expect "the build printed the team's finding" "warning: .*\[hard-coded-status-bar\]" "$log"
echo "example plugin: the team's problem, strategies and rule measured and linted through the CLI and the SwiftPM plugins"

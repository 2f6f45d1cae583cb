#!/usr/bin/env bash
# Checks .pre-commit-hooks.yaml with the real pre-commit on a sample repository made in a
# temporary folder: a staged file with a hosted-cell finding fails insetfix-lint, insetfix-fix
# rewrites it (and fails, as a hook that modifies files does), and then both hooks pass.
#   (default)  `pre-commit try-repo` twice on a snapshot of this working tree (uncommitted changes
#              included): insetfix-lint alone, then both hooks. Each try-repo builds the package in
#              release mode in a fresh store (`language: swift`): minutes on two cores.
#   --quick    `pre-commit validate-manifest`, then each hook's `entry` run on the staged files
#              exactly as pre-commit runs it, with the debug build on PATH (seconds; what CI runs).
# Installs pre-commit with pip when missing; skips (exit 0, with a message) only if that fails.
# Usage: scripts/pre-commit-check.sh [--quick]
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
quick=0
[ "${1:-}" = "--quick" ] && quick=1
export PATH="/opt/swift/usr/bin:$PATH"
if ! command -v pre-commit >/dev/null 2>&1; then
  if ! python3 -m pip install --quiet pre-commit >/dev/null 2>&1; then
    echo "pre-commit-check: skipped: pre-commit could not be installed with pip (no network?)"
    exit 0
  fi
fi
scratch=$(mktemp -d "${TMPDIR:-/tmp}/insetfix-pre-commit.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
export PRE_COMMIT_HOME="$scratch/pre-commit-home" XDG_CACHE_HOME="$scratch/cache"
git_quiet() { git -c user.email=ci@example.com -c user.name=ci -c init.defaultBranch=main "$@" -q; }
failed=0
step() { echo "pre-commit-check: $*"; }
expect() {  # expect STATUS GOT LOG WHAT
  if [ "$1" -ne "$2" ]; then
    step "FAIL: $4 (exit $2, expected $1)"; sed 's/^/    /' "$3" | tail -n 30; failed=1
  else
    step "ok: $4 (exit $2)"
  fi
}

# The sample app: a collection view cell that hosts SwiftUI without opting out of the safe area.
mkdir -p "$scratch/app" && cd "$scratch/app"
git_quiet init
cat > Cell.swift <<'SWIFT'
import SwiftUI
import UIKit

final class BadgeCell: UICollectionViewCell {
  func show(_ view: some View) {
    let host = UIHostingController(rootView: view)
    contentView.addSubview(host.view)
  }
}
SWIFT
echo '{ "deploymentTarget": "17.0" }' > .insetfix.json
git add -A
fixed() { grep -q "host.safeAreaRegions = \[\]" Cell.swift; }

if [ "$quick" -eq 1 ]; then
  pre-commit validate-manifest "$root/.pre-commit-hooks.yaml" > "$scratch/manifest.log" 2>&1
  expect 0 $? "$scratch/manifest.log" "pre-commit validate-manifest .pre-commit-hooks.yaml"
  bin_dir=$(dirname "${INSETFIX_BIN:-$root/.build/debug/insetfix}")
  [ -x "$bin_dir/insetfix" ] || (cd "$root" && swift build --product insetfix 2>&1 | tail -n 1)
  # Each hook's entry and file filter from the manifest, run as pre-commit runs it.
  run_hook() {  # run_hook ID LOG: entry + the staged files its `types` select
    python3 - "$root/.pre-commit-hooks.yaml" "$1" <<'PY' > "$scratch/command"
import shlex, subprocess, sys, yaml
hook = next(h for h in yaml.safe_load(open(sys.argv[1])) if h["id"] == sys.argv[2])
assert hook["language"] == "swift" and hook["types"] == ["swift"], hook
staged = subprocess.run(["git", "diff", "--cached", "--name-only"], capture_output=True, text=True).stdout.split()
print(" ".join(shlex.split(hook["entry"]) + [f for f in staged if f.endswith(".swift")]))
PY
    PATH="$bin_dir:$PATH" bash -c "$(cat "$scratch/command")" > "$2" 2>&1
  }
  run_hook insetfix-lint "$scratch/lint1.log"
  expect 1 $? "$scratch/lint1.log" "insetfix-lint fails on the staged finding"
  grep -q "hosted-cell-safe-area" "$scratch/lint1.log" || { step "FAIL: the finding is not in the hook's output"; failed=1; }
  run_hook insetfix-fix "$scratch/fix.log"
  fixed || { step "FAIL: insetfix-fix did not rewrite Cell.swift"; cat Cell.swift; failed=1; }
  git add -A
  run_hook insetfix-lint "$scratch/lint2.log"
  expect 0 $? "$scratch/lint2.log" "insetfix-lint passes after the fix"
else
  # One snapshot of this tree: tracked and new files.
  mkdir "$scratch/insetfix"
  (cd "$root" && git ls-files --cached --others --exclude-standard -z | xargs -0 cp --parents -t "$scratch/insetfix" 2>/dev/null)
  (cd "$scratch/insetfix" && git_quiet init && git add -A && git_quiet commit -m snapshot)
  rev=$(git -C "$scratch/insetfix" rev-parse HEAD)
  # try-repo runs the hooks sorted by id (insetfix-fix before insetfix-lint): first insetfix-lint
  # alone fails on the finding; then both, where insetfix-fix rewrites the file (failing, as a hook
  # that modifies files does) and insetfix-lint passes on what it wrote.
  pre-commit try-repo "$scratch/insetfix" insetfix-lint --ref "$rev" --verbose > "$scratch/first.log" 2>&1
  expect 1 $? "$scratch/first.log" "try-repo insetfix-lint: the staged finding fails the hook"
  grep -q "hosted-cell-safe-area" "$scratch/first.log" || { step "FAIL: the finding is not in insetfix-lint's output"; sed 's/^/    /' "$scratch/first.log" | tail -n 20; failed=1; }
  pre-commit try-repo "$scratch/insetfix" --ref "$rev" > "$scratch/after.log" 2>&1
  expect 1 $? "$scratch/after.log" "try-repo (both hooks): insetfix-fix rewrites the file"
  grep -q "files were modified by this hook" "$scratch/after.log" || { step "FAIL: insetfix-fix did not modify the file"; failed=1; }
  grep -qE "insetfix lint\.+Passed" "$scratch/after.log" || { step "FAIL: insetfix-lint did not pass after the fix"; sed 's/^/    /' "$scratch/after.log" | tail -n 20; failed=1; }
  fixed || { step "FAIL: Cell.swift was not fixed"; cat Cell.swift; failed=1; }
fi
[ "$failed" -eq 0 ] && step "passed" || step "FAILED"
exit "$failed"

#!/usr/bin/env bash
# Checks .pre-commit-hooks.yaml with the real pre-commit: `pre-commit try-repo` on a sample
# repository made in a temporary folder. A staged file with a hosted-cell finding fails
# insetfix-lint; insetfix-fix rewrites it (and fails, as a hook that modifies files does); after
# that both hooks pass.
# pre-commit builds the package in release mode once (a few minutes on two cores); the snapshot
# of this tree it builds from is the working tree, uncommitted changes included.
# Installs pre-commit with pip when missing; skips (exit 0, with a message) only if that fails.
# Usage: scripts/pre-commit-check.sh
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
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

# One snapshot of this tree (so both try-repo runs share one build): tracked and new files.
mkdir "$scratch/insetfix"
(cd "$root" && git ls-files --cached --others --exclude-standard -z | xargs -0 cp --parents -t "$scratch/insetfix" 2>/dev/null)
(cd "$scratch/insetfix" && git_quiet init && git add -A && git_quiet commit -m snapshot)
rev=$(git -C "$scratch/insetfix" rev-parse HEAD)

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
failed=0
step() { echo "pre-commit-check: $*"; }
expect() {  # expect STATUS LOG WHAT
  if [ "$1" -ne "$2" ]; then
    step "FAIL: $4 (exit $2, expected $1)"; sed 's/^/    /' "$3" | tail -n 30; failed=1
  else
    step "ok: $4 (exit $2)"
  fi
}

pre-commit try-repo "$scratch/insetfix" insetfix-lint --ref "$rev" --verbose > "$scratch/lint1.log" 2>&1
expect 1 $? "$scratch/lint1.log" "insetfix-lint fails on the staged finding"
grep -q "hosted-cell-safe-area" "$scratch/lint1.log" || { step "FAIL: the finding is not in the hook's output"; failed=1; }

pre-commit try-repo "$scratch/insetfix" insetfix-fix --ref "$rev" > "$scratch/fix.log" 2>&1
expect 1 $? "$scratch/fix.log" "insetfix-fix rewrites the file (a hook that modifies files fails)"
grep -q "host.safeAreaRegions = \[\]" Cell.swift || { step "FAIL: Cell.swift was not fixed"; cat Cell.swift; failed=1; }

git add -A
pre-commit try-repo "$scratch/insetfix" --ref "$rev" > "$scratch/after.log" 2>&1
expect 0 $? "$scratch/after.log" "both hooks pass after the fix"
[ "$failed" -eq 0 ] && step "passed" || step "FAILED"
exit "$failed"

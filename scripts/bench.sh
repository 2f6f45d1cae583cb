#!/usr/bin/env bash
# Release-build benchmarks. First the figure the project is held to: the full built-in batch
# matrix (Configs/batch/full-matrix.json) through the `insetfix` CLI writing JSONL, as wall time
# and as a ratio against the same matrix measured without the measurement cache, in the same
# invocation (these machines are shared: the ratio is the stable figure, the load average says how
# busy the machine was). Then the hosted-cell comparison over every device × orientation, and the
# matrix at 1×, 10× and 100× (pass a smaller list as $SCALES). MATRIX_ONLY=1 stops after the first.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product insetfix >/dev/null
swift build -c release --package-path Benchmarks --product insetfix-bench >/dev/null
cli=.build/release/insetfix
bin=Benchmarks/.build/release/insetfix-bench
out=$(mktemp)
trap 'rm -f "$out"' EXIT
seconds() { date +%s.%N; }
start=$(seconds)
"$cli" batch Configs/batch/full-matrix.json --format jsonl --output "$out" --quiet
end=$(seconds)
nocache=$("$bin" batch --scale 1 --no-cache)
echo "$nocache"
awk -v s="$start" -v e="$end" -v lines="$(wc -l <"$out")" -v ref="$nocache" -v load="$(cut -d' ' -f1 /proc/loadavg)" 'BEGIN {
  wall = e - s
  match(ref, / in [0-9.]+ s/); n = substr(ref, RSTART + 4, RLENGTH - 6) + 0
  printf "full matrix, CLI writing JSONL (%d lines): %.2f s wall; no-cache reference %.2f s; ratio %.3f; load average %s\n", lines, wall, n, wall / n, load
}'
[ "${MATRIX_ONLY:-0}" = 1 ] && exit 0
for problem in $("$cli" list problems | sed -n 's/^\([a-z0-9-]*\): .*/\1/p'); do
  "$bin" compare --problem "$problem" --repeat "${REPEAT:-10}" --no-cache || true
done
for scale in ${SCALES:-1 10 100}; do
  "$bin" batch --scale "$scale"
done

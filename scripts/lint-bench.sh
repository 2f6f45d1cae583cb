#!/usr/bin/env bash
# Benchmark of `insetfix lint` on a real codebase, in one run, against `cat` reading the same
# files and the toolchain's `swift-format lint -r --parallel`.
# Usage: scripts/lint-bench.sh DIR
#   SWIFT_FORMAT_SAMPLE=N  files given to swift-format (default 300, spread over the tree; its
#                          time is scaled to all files by bytes); SWIFT_FORMAT_SAMPLE=all times
#                          `swift-format lint -r --parallel DIR` on the whole tree once
#   BASELINE_BIN=PATH      another insetfix (say, the last release's build) timed cold in the same
#                          rounds, to compare the two in one invocation
# insetfix is built in release mode with the Swift runtime linked statically (how a Linux CLI
# ships; it saves ~2 ms of dynamic linking per run, which matters for the cached rerun).
set -euo pipefail
dir=${1:?usage: scripts/lint-bench.sh DIR}
root=$(cd "$(dirname "$0")/.." && pwd)
sample=${SWIFT_FORMAT_SAMPLE:-300}
scratch="$root/.build/lint-bench"
work=$(mktemp -d /tmp/insetfix-lint-bench.XXXXXX)
trap 'rm -rf "$work"' EXIT

echo "building insetfix (release, static Swift runtime)…" >&2
swift build -c release --static-swift-stdlib --scratch-path "$scratch" --product insetfix >&2
swift build -c release --static-swift-stdlib --package-path "$root/Benchmarks" --scratch-path "$scratch-benchmarks" \
  --product insetfix-lint-bench >&2
bin="$scratch/release/insetfix"

# The files insetfix lints: *.swift, hidden folders and build/dependency folders skipped.
find "$dir" \( -name '.*' -o -name .build -o -name Pods -o -name Carthage -o -name DerivedData \
  -o -name node_modules -o -name xcuserdata \) -prune -o -type f -name '*.swift' -print0 > "$work/files"
count=$(tr -cd '\0' < "$work/files" | wc -c)
bytes=$(xargs -0 cat < "$work/files" | wc -c)

# Times come from bash's own clock ($EPOCHREALTIME, microseconds): no `date` process or
# subshell inside the timed window.
# best_of N CMD…: the fastest of N runs, in microseconds (stdout and stderr discarded)
best_of() {
  local n=$1 best=999999999 t0 t1 d; shift
  for _ in $(seq "$n"); do
    t0=${EPOCHREALTIME/./}; "$@" > /dev/null 2>&1 || true; t1=${EPOCHREALTIME/./}
    d=$(( 10#$t1 - 10#$t0 )); (( d < best )) && best=$d
  done
  echo "$best"
}

cat_us=$(best_of 5 sh -c "xargs -0 cat < '$work/files' > /dev/null")
# Cold and cached runs interleaved (5 rounds: empty the cache, one cold run, four cached reruns),
# so that noise from other load on the machine falls on both; the best of each is kept.
cold_us=999999999
cached_us=999999999
baseline_us=999999999
for _ in 1 2 3 4 5; do
  rm -rf "$work/cache"
  t=$(best_of 1 "$bin" lint "$dir" --cache-dir "$work/cache"); (( t < cold_us )) && cold_us=$t
  t=$(best_of 4 "$bin" lint "$dir" --cache-dir "$work/cache"); (( t < cached_us )) && cached_us=$t
  if [[ -n ${BASELINE_BIN:-} ]]; then
    rm -rf "$work/baseline-cache"
    t=$(best_of 1 "$BASELINE_BIN" lint "$dir" --cache-dir "$work/baseline-cache"); (( t < baseline_us )) && baseline_us=$t
  fi
done

if [[ "$sample" == all ]]; then
  sf_files="$work/files"; sf_count=$count; sf_bytes=$bytes
else
  tr '\0' '\n' < "$work/files" | awk -v n="$sample" 'NR % int(('"$count"' + n - 1) / n) == 0' | head -n "$sample" \
    | tr '\n' '\0' > "$work/sf-files"
  sf_files="$work/sf-files"; sf_count=$(tr -cd '\0' < "$sf_files" | wc -c)
  sf_bytes=$(xargs -0 cat < "$sf_files" | wc -c)
fi
t0=${EPOCHREALTIME/./}
if [[ "$sample" == all ]]; then
  swift-format lint -r --parallel "$dir" > /dev/null 2>&1 || true
else
  xargs -0 swift-format lint --parallel < "$sf_files" > /dev/null 2>&1 || true
fi
t1=${EPOCHREALTIME/./}
sf_sample_us=$(( 10#$t1 - 10#$t0 ))
sf_us=$(( sf_sample_us * bytes / sf_bytes ))

"$bin" lint "$dir" --cache-dir "$work/cache" --reporter json > "$work/findings.json" 2> "$work/summary.txt" || true

fmt() { awk -v us="$1" 'BEGIN { printf "%9.1f ms", us / 1000 }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
echo
echo "codebase: $dir — $count Swift files, $(awk -v b="$bytes" 'BEGIN { printf "%.1f", b / 1048576 }') MB; $(nproc) cores"
echo "  cat (xargs -0 cat)                 $(fmt "$cat_us")"
echo "  insetfix lint, cold (empty cache)  $(fmt "$cold_us")   $(ratio "$cold_us" "$cat_us")x cat"
echo "  insetfix lint, cached rerun        $(fmt "$cached_us")   $(ratio "$cold_us" "$cached_us")x faster than cold"
if [[ -n ${BASELINE_BIN:-} ]]; then
  echo "  baseline insetfix, cold            $(fmt "$baseline_us")   $(ratio "$baseline_us" "$cat_us")x cat ($BASELINE_BIN)"
fi
echo "  swift-format lint -r --parallel    $(fmt "$sf_us")   ($sf_count files timed once in $(fmt "$sf_sample_us" | tr -s ' '), scaled by bytes)"
echo "  insetfix cold vs swift-format      $(ratio "$sf_us" "$cold_us")x faster"
echo "  $(tail -1 "$work/summary.txt")"
echo
"$scratch-benchmarks/release/insetfix-lint-bench" "$dir" 3

#!/usr/bin/env bash
# Benchmark of every lint reporter against the default one (xcode), on one codebase, in one run,
# with `cat` and `find` over the same files for scale. Three states of the cache folder:
#   cached     the run before left everything: the analyses, the measured suggestions and the
#              reporter's last report
#   cold       the project's analyses are gone; the measured suggestions of an earlier run of
#              the same insetfix build are kept (the cache folder is shared by every project)
#   first run  an empty cache folder: a new build's first lint measures every suggestion
# Rounds are interleaved (every reporter once per round), so noise falls on all of them; each
# figure is the median of ROUNDS runs, and each ratio is against the default reporter's median.
# Usage: scripts/reporter-bench.sh DIR
#   ROUNDS=N          runs per reporter and state (default 7; the first run: 3)
#   INSETFIX_BIN=PATH the insetfix to time (default: a release build with the static Swift
#                     runtime, made here)
set -euo pipefail
dir=${1:?usage: scripts/reporter-bench.sh DIR}
root=$(cd "$(dirname "$0")/.." && pwd)
rounds=${ROUNDS:-7}
first_rounds=${FIRST_ROUNDS:-$(( rounds < 3 ? rounds : 3 ))}
if [[ -n ${INSETFIX_BIN:-} ]]; then
  bin=$INSETFIX_BIN
else
  echo "building insetfix (release, static Swift runtime)…" >&2
  swift build -c release --static-swift-stdlib --scratch-path "$root/.build/lint-bench" --product insetfix >&2
  bin="$root/.build/lint-bench/release/insetfix"
fi
# Every cache folder lives in one scratch folder made before the first timed run: creating a
# folder beside the project later would change a folder its deployment targets were read from,
# and the next run would judge again instead of replaying.
work=$(mktemp -d /tmp/insetfix-reporter-bench.XXXXXX)
trap 'rm -rf "$work"' EXIT
reporters=(xcode json sarif github-actions markdown checkstyle junit codeclimate sonarqube)
measuring=(xcode json markdown)

find "$dir" \( -name '.*' -o -name .build -o -name Pods -o -name Carthage -o -name DerivedData \
  -o -name node_modules -o -name xcuserdata \) -prune -o -type f -name '*.swift' -print0 > "$work/files"
count=$(tr -cd '\0' < "$work/files" | wc -c)

# Times come from bash's own clock ($EPOCHREALTIME, microseconds).
# time_us CMD…: one run's wall time in microseconds (output discarded)
time_us() {
  local t0 t1
  t0=${EPOCHREALTIME/./}; "$@" > /dev/null 2>&1 || true; t1=${EPOCHREALTIME/./}
  echo $(( 10#$t1 - 10#$t0 ))
}
median() { printf '%s\n' "$@" | sort -n | awk '{v[NR]=$1} END{print v[int((NR+1)/2)]}'; }
ms() { awk -v us="$1" 'BEGIN{printf "%.1f", us/1000}'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN{printf "%.2f", b/a}'; }

cat_runs=(); find_runs=()
for _ in $(seq "$rounds"); do
  cat_runs+=("$(time_us sh -c "xargs -0 cat < '$work/files'")")
  find_runs+=("$(time_us find "$dir" -name '*.swift')")
done

# The measured suggestions of a full run, the seed of every cold run's cache folder.
"$bin" lint "$dir" --reporter json --cache-dir "$work/seed" > /dev/null 2>&1 || true
declare -A cached cold first
for reporter in "${reporters[@]}"; do
  # Two runs first: the second replays and stores the report the timed runs print.
  "$bin" lint "$dir" --reporter "$reporter" --cache-dir "$work/cached" > /dev/null 2>&1 || true
  "$bin" lint "$dir" --reporter "$reporter" --cache-dir "$work/cached" > /dev/null 2>&1 || true
done
for _ in $(seq "$rounds"); do
  for reporter in "${reporters[@]}"; do
    cached[$reporter]+="$(time_us "$bin" lint "$dir" --reporter "$reporter" --cache-dir "$work/cached") "
    rm -rf "$work/cold"; mkdir "$work/cold"
    [[ -f $work/seed/selections.memo ]] && cp "$work/seed/selections.memo" "$work/cold/"
    cold[$reporter]+="$(time_us "$bin" lint "$dir" --reporter "$reporter" --cache-dir "$work/cold") "
  done
done
for _ in $(seq "$first_rounds"); do
  for reporter in "${measuring[@]}"; do
    rm -rf "$work/first"; mkdir "$work/first"
    first[$reporter]+="$(time_us "$bin" lint "$dir" --reporter "$reporter" --cache-dir "$work/first") "
  done
done

cat_us=$(median "${cat_runs[@]}")
find_us=$(median "${find_runs[@]}")
echo "insetfix lint by reporter: $count Swift files in $dir, medians of $rounds runs ($first_rounds for the first run)"
echo "cat of the files: $(ms "$cat_us") ms; find: $(ms "$find_us") ms; load average: $(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-16s %20s %20s %20s\n' reporter cached cold "first run"
base_cached=$(median ${cached[xcode]}); base_cold=$(median ${cold[xcode]}); base_first=$(median ${first[xcode]})
for reporter in "${reporters[@]}"; do
  c=$(median ${cached[$reporter]}); k=$(median ${cold[$reporter]})
  line=$(printf '%-16s %20s %20s' "$reporter" "$(ms "$c") ms $(ratio "$base_cached" "$c")×" \
    "$(ms "$k") ms $(ratio "$base_cold" "$k")×")
  if [[ -n ${first[$reporter]:-} ]]; then
    f=$(median ${first[$reporter]})
    line+=$(printf ' %20s' "$(ms "$f") ms $(ratio "$base_first" "$f")×")
  else
    line+=$(printf ' %20s' "(measures nothing)")
  fi
  echo "$line"
done
echo "default reporter against cat: cached $(ratio "$cat_us" "$base_cached")×, cold $(ratio "$cat_us" "$base_cold")×, first run $(ratio "$cat_us" "$base_first")×"

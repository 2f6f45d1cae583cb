#!/usr/bin/env bash
# Kills `insetfix lint` and `insetfix batch` with SIGKILL at random moments and checks that
# nothing a later run reads was left half-written:
#   - the report file (`lint --output`, batch `output.path`) is either absent or byte-identical
#     to the reference report (writes go to a temporary file renamed into place);
#   - the lint cache a killed run leaves is either valid or ignored: the next, unkilled, cached
#     run prints exactly the reference report;
#   - temporary files of killed runs do not pile up (batch removes those of dead processes when it
#     next writes the same report; lint removes cache temporaries after an hour, so they are
#     counted, not required to be gone).
# Before the loop, two `lint` processes run at once on the same tree and cache folder, and both
# must print the reference report.
# Usage: scripts/kill-check.sh [KILLS]   (default 50 kills that landed, about half lint, half batch;
# a run that finished before its kill does not count, and the loop goes on, up to 3 × KILLS rounds)
# INSETFIX=path picks the executable (default: .build/debug/insetfix, built if missing).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
kills=${1:-50}
bin=${INSETFIX:-$root/.build/debug/insetfix}
[[ -x $bin ]] || (cd "$root" && swift build --product insetfix >&2)
work=$(mktemp -d /tmp/insetfix-kill-check.XXXXXX)
trap 'rm -rf "$work"' EXIT
cd "$work"

# A tree of 1,200 Swift files (the lint fixtures, 200 times over) and a 4-problem batch.
mkdir tree
for i in $(seq 1 200); do
  mkdir "tree/m$i"
  cp "$root"/Tests/Fixtures/Lint/App/*.swift "$root"/Tests/Fixtures/Lint/Clean/*.swift "tree/m$i/"
done
cat > batch.json <<'EOF'
{"matrix": {"devices": ["iphone-15-pro", "iphone-se-3"], "os": {"from": "17.0", "to": "18.7"}},
 "deploymentTarget": "17.0", "output": {"path": "out.jsonl"}}
EOF

lint() { "$bin" lint tree --reporter json --quiet "$@"; }
status() { "$@" && echo 0 || echo $?; }

echo "references…" >&2
start=$(date +%s%N)
[[ $(status lint --no-cache --output lint.ref) == 1 ]]
lint_ms=$((($(date +%s%N) - start) / 1000000))
start=$(date +%s%N)
"$bin" batch batch.json --output batch.ref --quiet
batch_ms=$((($(date +%s%N) - start) / 1000000))
echo "lint (cold, no cache) ${lint_ms} ms, batch ${batch_ms} ms" >&2

failures=0
began=$(date +%s)
fail() {
  echo "FAIL: $*" >&2
  failures=$((failures + 1))
}

# Two processes at once, same tree, same (empty) cache folder; then a third, cached.
lint --cache-dir cache --output two-a.json &
a=$!
lint --cache-dir cache --output two-b.json &
b=$!
wait $a || true
wait $b || true
cmp -s two-a.json lint.ref || fail "concurrent lint A differs from the reference"
cmp -s two-b.json lint.ref || fail "concurrent lint B differs from the reference"
lint --cache-dir cache --output two-c.json || true
cmp -s two-c.json lint.ref || fail "the cached run after two concurrent runs differs from the reference"
echo "two concurrent lint runs: both equal the reference; the cache after them too" >&2

# A killed lint usually finds a warm cache (one file changed): time such a run.
printf '\n// warm-up\n' >> tree/m1/Clean.swift
[[ $(status lint --no-cache --output lint.ref) == 1 ]]
start=$(date +%s%N)
lint --cache-dir cache --output /dev/null || true
warm_ms=$((($(date +%s%N) - start) / 1000000))
echo "lint (cached, one file changed) ${warm_ms} ms" >&2

# Kills at random moments over a run's duration (a little beyond, so some runs finish).
lint_kills=0 lint_finished=0 batch_kills=0 batch_finished=0 reports_left=0 round=0
while ((lint_kills + batch_kills < kills && round < 3 * kills)); do
  round=$((round + 1))
  if ((round % 2)); then
    # Change the tree a little so that the run analyses and saves the cache again.
    file=$(find tree -name '*.swift' | shuf -n 1)
    printf '\n// edit %s\n' "$round" >> "$file"
    [[ $(status lint --no-cache --output lint.ref) == 1 ]]
    rm -f lint.out
    delay=$((RANDOM % (warm_ms * 12 / 10 + 1)))
    lint --cache-dir cache --output lint.out &
    pid=$!
    sleep "$((delay / 1000)).$(printf '%03d' $((delay % 1000)))"
    if kill -9 $pid 2>/dev/null; then lint_kills=$((lint_kills + 1)); else lint_finished=$((lint_finished + 1)); fi
    wait $pid 2>/dev/null || true
    if [[ -e lint.out ]]; then
      reports_left=$((reports_left + 1))
      cmp -s lint.out lint.ref || fail "round $round: lint left a report that is not the whole report"
    fi
    lint --cache-dir cache --output lint.after || true
    cmp -s lint.after lint.ref || fail "round $round: the run after a kill trusted a bad cache"
  else
    rm -f out.jsonl
    delay=$((RANDOM % (batch_ms * 12 / 10 + 1)))
    "$bin" batch batch.json --quiet &
    pid=$!
    sleep "$((delay / 1000)).$(printf '%03d' $((delay % 1000)))"
    if kill -9 $pid 2>/dev/null; then batch_kills=$((batch_kills + 1)); else batch_finished=$((batch_finished + 1)); fi
    wait $pid 2>/dev/null || true
    if [[ -e out.jsonl ]]; then
      reports_left=$((reports_left + 1))
      cmp -s out.jsonl batch.ref || fail "round $round: batch left a report that is not the whole report"
    fi
  fi
done

# The next batch run clears the temporaries of the killed ones; lint's are counted.
"$bin" batch batch.json --quiet
cmp -s out.jsonl batch.ref || fail "batch after the kills differs from the reference"
batch_left=$(find . -maxdepth 1 -name '.out.jsonl.insetfix-*' | wc -l)
[[ $batch_left == 0 ]] || fail "$batch_left temporary batch reports left after the next run"
lint_left=$(find . cache -maxdepth 1 -name '.insetfix-*' | wc -l)

echo "lint: $lint_kills killed, $lint_finished finished before the kill; batch: $batch_kills killed, $batch_finished finished"
echo "complete reports found after a kill: $reports_left (each identical to the reference)"
echo "temporary files left: batch $batch_left, lint $lint_left (lint cache temporaries expire after an hour)"
echo "$round rounds in $(($(date +%s) - began)) s"
((lint_kills + batch_kills >= kills)) || fail "only $((lint_kills + batch_kills)) kills landed in $round rounds"
if ((failures)); then
  echo "FAILED: $failures check(s)"
  exit 1
fi
echo "OK: no half-written report or cache was ever read"

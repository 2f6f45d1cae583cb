#!/usr/bin/env bash
# Accuracy of the lint rules on real apps, on two sets: the TUNING set (Benchmarks/accuracy/
# corpus.json + labels.json + labels-new-problems.json: the apps the rules were tuned on) and the HELD-OUT set
# (Benchmarks/accuracy/heldout/: apps no rule was tuned on, labelled pos/neg by reading the code
# before any rule change). Lints each app whole (as a team would: the app folder, JSON reporter, no
# cache, release build) and prints one table per set: per rule the real instances, findings,
# precision and recall.
# Usage: scripts/accuracy.sh [CORPUS_DIR] [--heldout-dir DIR] [--only tuning|heldout] [--list]
#   CORPUS_DIR     folder holding one <owner>+<name> folder per tuning app at its pinned commit
#                  (default ${INSETFIX_CORPUS:-$HOME/.cache/insetfix-corpus}); a missing app is cloned
#                  there when the network allows, else named and skipped
#   --heldout-dir  the same for the held-out apps (default ${INSETFIX_HELDOUT:-/tmp/heldout} when
#                  present, else CORPUS_DIR/heldout)
#   --only         score one set only
#   INSETFIX_BIN=PATH  score this insetfix binary instead of building one
#   --list         list every false positive, miss and unlabelled finding of the TUNING set. The
#                  held-out set is never listed: reading its misses to change a rule makes it a
#                  tuning app (see Benchmarks/accuracy/heldout/README.md); --list-heldout does it
#                  anyway, for the final report only.
# The matcher is scripts/accuracy_match.py (tested by scripts/accuracy_match_test.py).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
list=""
list_heldout=""
corpus_dir=""
heldout_dir=""
only=""
while (( $# > 0 )); do
  case "$1" in
    --list) list="--list" ;;
    --list-heldout) list_heldout="--list" ;;
    --heldout-dir) heldout_dir=${2:?--heldout-dir: expected a folder}; shift ;;
    --only)
      only=${2:?--only: expected tuning or heldout}; shift
      [[ $only == tuning || $only == heldout ]] || { echo "accuracy.sh: --only $only (valid: tuning, heldout)" >&2; exit 2; } ;;
    -*) echo "accuracy.sh: unknown option $1 (valid: --list, --list-heldout, --heldout-dir, --only)" >&2; exit 2 ;;
    *) corpus_dir=$1 ;;
  esac
  shift
done
corpus_dir=${corpus_dir:-${INSETFIX_CORPUS:-$HOME/.cache/insetfix-corpus}}
if [[ -z $heldout_dir ]]; then
  heldout_dir=${INSETFIX_HELDOUT:-/tmp/heldout}
  [[ -d $heldout_dir ]] || heldout_dir="$corpus_dir/heldout"
fi
work=$(mktemp -d /tmp/insetfix-accuracy.XXXXXX)
trap 'rm -rf "$work"' EXIT

if [[ -n "${INSETFIX_BIN:-}" ]]; then
  bin=$INSETFIX_BIN  # a binary already built (another build, or a baseline to compare)
else
  echo "building insetfix (release)…" >&2
  swift build -c release --package-path "$root" --product insetfix >&2
  bin="$(swift build -c release --package-path "$root" --show-bin-path)/insetfix"
fi

# score_set NAME CORPUS LABELS DIR LISTING: lint the set's apps and print its table.
score_set() {
local name=$1 corpus=$2 labels=$3 corpus_dir=$4 listing=$5 missing=0
# repo commit pairs from corpus.json
rm -rf "$work/findings" && mkdir -p "$work/findings"
python3 -c 'import json,sys; [print(a["repo"], a["commit"]) for a in json.load(open(sys.argv[1]))["apps"]]' "$corpus" \
  > "$work/apps"
while read -r repo commit; do
  folder="$corpus_dir/${repo/\//+}"
  if [[ ! -d "$folder" ]]; then
    mkdir -p "$corpus_dir"
    if git clone --quiet --filter=blob:none --no-checkout "https://github.com/$repo" "$folder.clone" 2>/dev/null \
      && git -C "$folder.clone" checkout --quiet "$commit" 2>/dev/null; then
      mv "$folder.clone" "$folder"
    else
      rm -rf "$folder.clone"
      echo "missing: $repo at $commit (no folder $folder and no clone); skipped, its labels not scored" >&2
      missing=$((missing + 1))
      continue
    fi
  fi
  t0=${EPOCHREALTIME/./}
  # exit 1 means findings at error severity; only 2 (bad input) is a failure here
  status=0
  (cd "$folder" && "$bin" lint . --reporter json --no-cache) > "$work/findings/${repo/\//+}.json" || status=$?
  t1=${EPOCHREALTIME/./}
  if (( status == 2 )); then echo "accuracy.sh: lint of $repo failed (exit $status)" >&2; return 2; fi
  if (( status > 2 )); then
    # A crash is named and the app left out (its labels unscored), so one app cannot hide the rest.
    echo "crashed: lint of $repo (exit $status); skipped, its labels not scored" >&2
    rm -f "$work/findings/${repo/\//+}.json"
    missing=$((missing + 1))
    continue
  fi
  files=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["summary"]["files"])' "$work/findings/${repo/\//+}.json")
  printf '%-34s %s %6s files %6d ms\n' "$repo" "${commit:0:12}" "$files" $(( (10#$t1 - 10#$t0) / 1000 ))
done < "$work/apps"

echo
echo "== $name set: $(basename "$(dirname "$corpus")")/$(basename "$corpus") =="
python3 "$root/scripts/accuracy_match.py" "$labels" "$work/findings" --corpus "$corpus" $listing
if [[ -n "${INSETFIX_ACCURACY_KEEP:-}" ]]; then
  mkdir -p "$INSETFIX_ACCURACY_KEEP/$name" && cp "$work"/findings/*.json "$INSETFIX_ACCURACY_KEEP/$name/"
fi
(( missing == 0 )) || echo "note: $missing app(s) missing; the table covers the others only" >&2
echo
}

accuracy="$root/Benchmarks/accuracy"
if [[ $only != heldout ]]; then
  # The tuning labels: the first rules' (labels.json) and the keyboard, window, bar and landscape
  # rules' (labels-new-problems.json), scored as one set.
  tuning_labels=$(mktemp /tmp/insetfix-tuning-labels.XXXXXX)
  python3 -c 'import json, sys; print(json.dumps(sum((json.load(open(p)) for p in sys.argv[1:]), [])))' \
    "$accuracy/labels.json" "$accuracy/labels-new-problems.json" > "$tuning_labels"
  score_set tuning "$accuracy/corpus.json" "$tuning_labels" "$corpus_dir" "$list"
  rm -f "$tuning_labels"
fi
if [[ $only != tuning ]]; then
  score_set held-out "$accuracy/heldout/corpus.json" "$accuracy/heldout/labels.json" "$heldout_dir" "$list_heldout"
fi

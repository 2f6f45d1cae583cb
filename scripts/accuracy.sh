#!/usr/bin/env bash
# Accuracy of the lint rules on real apps: lints each app of Benchmarks/accuracy/corpus.json whole
# (as a team would: the app folder, JSON reporter, no cache, release build) and prints precision,
# recall and instance counts per rule against the hand-made Benchmarks/accuracy/labels.json.
# Usage: scripts/accuracy.sh [CORPUS_DIR] [--list]
#   CORPUS_DIR  folder holding one <owner>+<name> folder per app at its pinned commit
#               (default ${INSETFIX_CORPUS:-$HOME/.cache/insetfix-corpus}); a missing app is cloned
#               there when the network allows, else named and skipped
#   --list      also list every false positive, miss and unlabelled finding
# The matcher is scripts/accuracy_match.py (tested by scripts/accuracy_match_test.py).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
list=""
corpus_dir=""
for arg in "$@"; do
  case "$arg" in
    --list) list="--list" ;;
    -*) echo "accuracy.sh: unknown option $arg (valid: --list)" >&2; exit 2 ;;
    *) corpus_dir=$arg ;;
  esac
done
corpus_dir=${corpus_dir:-${INSETFIX_CORPUS:-$HOME/.cache/insetfix-corpus}}
corpus="$root/Benchmarks/accuracy/corpus.json"
labels="$root/Benchmarks/accuracy/labels.json"
work=$(mktemp -d /tmp/insetfix-accuracy.XXXXXX)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/findings"

echo "building insetfix (release)…" >&2
swift build -c release --package-path "$root" --product insetfix >&2
bin="$(swift build -c release --package-path "$root" --show-bin-path)/insetfix"

# repo commit pairs from corpus.json
python3 -c 'import json,sys; [print(a["repo"], a["commit"]) for a in json.load(open(sys.argv[1]))["apps"]]' "$corpus" \
  > "$work/apps"
missing=0
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
  if (( status > 1 )); then echo "accuracy.sh: lint of $repo failed (exit $status)" >&2; exit 2; fi
  files=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["summary"]["files"])' "$work/findings/${repo/\//+}.json")
  printf '%-34s %s %6s files %6d ms\n' "$repo" "${commit:0:12}" "$files" $(( (10#$t1 - 10#$t0) / 1000 ))
done < "$work/apps"

python3 "$root/scripts/accuracy_match.py" "$labels" "$work/findings" --corpus "$corpus" $list
if [[ -n "${INSETFIX_ACCURACY_KEEP:-}" ]]; then
  mkdir -p "$INSETFIX_ACCURACY_KEEP" && cp "$work"/findings/*.json "$INSETFIX_ACCURACY_KEEP/"
fi
(( missing == 0 )) || echo "note: $missing app(s) missing; the table covers the others only" >&2

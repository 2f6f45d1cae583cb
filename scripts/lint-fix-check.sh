#!/usr/bin/env bash
# Runs `insetfix fix` on a copy of a real codebase and checks that every file it changed (or
# created) still passes `swiftc -parse`, that the originals did too, and that a second fix
# changes nothing. The codebase itself is never written.
# Usage: scripts/lint-fix-check.sh DIR [insetfix fix options…]
set -euo pipefail
dir=${1:?usage: scripts/lint-fix-check.sh DIR [options]}
shift
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d /tmp/insetfix-fix-check.XXXXXX)
trap 'rm -rf "$work"' EXIT

swift build -c release --product insetfix --scratch-path "$root/.build/lint-bench" --static-swift-stdlib >&2
bin="$root/.build/lint-bench/release/insetfix"
cp -R "$dir/." "$work/copy"
cd "$work/copy"

start=$(date +%s%N)
"$bin" fix . "$@" > "$work/left.txt" 2> "$work/fix.log" || true
end=$(date +%s%N)
tail -1 "$work/fix.log"
echo "fix took $(( (end - start) / 1000000 )) ms"

changed=$(cd "$work/copy" && diff -rq "$dir" . 2>/dev/null | sed -nE "s|^Files $dir/(.*) and \./.* differ$|\1|p; s|^Only in \./?(.*): (.*)$|\1/\2|p" | sed 's|^/||' | grep '\.swift$' || true)
count=$(printf '%s\n' "$changed" | grep -c . || true)
echo "$count Swift files changed or created:"
failures=0
while IFS= read -r file; do
  [[ -z "$file" ]] && continue
  if swiftc -parse "$work/copy/$file" > "$work/parse.log" 2>&1; then
    echo "  parses: $file"
  else
    echo "  FAILS swiftc -parse: $file"; sed 's/^/    /' "$work/parse.log" | head -20
    failures=$((failures + 1))
  fi
  if [[ -f "$dir/$file" ]] && ! swiftc -parse "$dir/$file" > /dev/null 2>&1; then echo "    (the original did not parse either)"; fi
done <<< "$changed"

"$bin" fix . "$@" > /dev/null 2> "$work/fix2.log" || true
second=$(tail -1 "$work/fix2.log")
echo "second fix: $second"
grep -q "changed 0 files" <<< "$second" || { echo "FAIL: a second fix changed something"; exit 1; }
grep "note: not fixed" "$work/fix.log" | sed -E 's/.*\[([a-z-]+)\]$/\1/' | sort | uniq -c | sed 's/^/  not fixed (note): /' || true
[[ $failures -eq 0 ]] && echo "OK: every changed file passes swiftc -parse" || { echo "FAIL: $failures files"; exit 1; }

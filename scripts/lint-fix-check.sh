#!/usr/bin/env bash
# Runs `insetfix fix` on a copy of each real codebase given and checks, per codebase:
# - every Swift file it changed or created passes `swiftc -parse` (and says when the original
#   did not parse either);
# - a second `fix` changes nothing;
# - nothing outside the changed ranges differs: every line the fix removed or rewrote lies in the
#   expression `lint` reported a finding on (its whole modifier chain, to where its brackets close);
#   insertions add lines and touch no other;
# - no file was created inside an Xcode project (only SwiftPM target folders may get one);
# - every changed or created file that uses UIHostingController imports SwiftUI itself.
# The codebases themselves are never written. Prints one summary line per codebase.
# Usage: scripts/lint-fix-check.sh DIR… [-- insetfix fix options…]
#        (INSETFIX_BIN=path of the insetfix to run; default: a release build in .build/lint-bench)
set -euo pipefail
dirs=()
while [[ $# -gt 0 && "$1" != "--" ]]; do dirs+=("$1"); shift; done
[[ "${1:-}" == "--" ]] && shift
[[ ${#dirs[@]} -gt 0 ]] || { echo "usage: scripts/lint-fix-check.sh DIR… [-- fix options]" >&2; exit 2; }
root=$(cd "$(dirname "$0")/.." && pwd)
if [[ -z "${INSETFIX_BIN:-}" ]]; then
  swift build -c release --product insetfix --scratch-path "$root/.build/lint-bench" >&2
  INSETFIX_BIN="$root/.build/lint-bench/release/insetfix"
fi
bin=$INSETFIX_BIN
work=$(mktemp -d /tmp/insetfix-fix-check.XXXXXX)
trap 'rm -rf "$work"' EXIT
# swiftc's driver leaves a folder in TMPDIR at every call: keep them in the scratch folder.
mkdir -p "$work/tmp"
parse() { TMPDIR="$work/tmp" swiftc -parse "$@"; }
status=0
summary=()
for dir in "${dirs[@]}"; do
  # The physical folder: a DIR that is a symbolic link is copied as what it points to, never as
  # the link (a copied link would let `fix` write into the original).
  dir=$(cd "$dir" && pwd -P)
  name=$(basename "$dir")
  copy="$work/$name"
  rm -rf "$copy"
  mkdir -p "$copy"
  cp -R "$dir/." "$copy/"
  if [[ -L "$copy" || "$(cd "$copy" && pwd -P)" == "$dir" ]]; then
    echo "lint-fix-check: $dir: the copy is not a separate folder; refusing to run fix on it" >&2
    exit 2
  fi
  echo "== $name"
  (cd "$copy" && "$bin" lint . --no-cache --reporter json "$@" > "$work/$name.lint.json" 2> /dev/null) || true
  start=$(date +%s%N)
  (cd "$copy" && "$bin" fix . "$@" > "$work/$name.left.txt" 2> "$work/$name.fix.log") || true
  took=$(( ($(date +%s%N) - start) / 1000000 ))
  tail -1 "$work/$name.fix.log"
  result=$(python3 - "$dir" "$copy" "$work/$name.lint.json" <<'EOF'
import json, os, subprocess, sys
original, copy, lint = sys.argv[1:4]
try:
    findings = json.load(open(lint))["findings"]
except Exception:
    findings = []
def span(text, line):
    """The lines of the expression a finding is on: a modifier chain (`List { … }` then
    `.safeAreaInset { … }` then the flagged `.onScrollGeometryChange { … }`) is one expression, from
    its first line to where its last modifier's brackets close."""
    rows = text.split("\n")
    if not 1 <= line <= len(rows):
        return range(line, line + 1)
    # Up: while the line starts a chained modifier, or brackets opened above are still open.
    first, depth = line, 0
    while first > 1 and (depth > 0 or rows[first - 1].strip().startswith(".")):
        first -= 1
        for c in reversed(rows[first - 1]):
            depth += c in ")]}"
            depth -= c in "([{"
        depth = max(depth, 0)
    # Down: to where the brackets close, then on through the modifiers chained after.
    depth, n = 0, line
    while n <= len(rows):
        for c in rows[n - 1]:
            depth += c in "([{"
            depth -= c in ")]}"
        if depth <= 0 and not (n < len(rows) and rows[n].strip().startswith(".")):
            return range(first, n + 1)
        n += 1
    return range(first, line + 1)
lines = {}
for f in findings:
    path = os.path.normpath(f["file"])
    try:
        text = open(os.path.join(original, path), encoding="utf-8", errors="replace").read()
    except OSError:
        text = ""
    lines.setdefault(path, set()).update(span(text, f["line"]))
changed, created, outside, in_xcode = [], [], 0, 0
for base, _, files in os.walk(copy):
    for name in files:
        if not name.endswith(".swift"):
            continue
        path = os.path.join(base, name)
        relative = os.path.relpath(path, copy)
        before = os.path.join(original, relative)
        if not os.path.exists(before):
            created.append(relative)
            parts = relative.split(os.sep)
            if "Sources" not in parts[:-2]:
                in_xcode += 1
            continue
        if open(before, "rb").read() == open(path, "rb").read():
            continue
        changed.append(relative)
        diff = subprocess.run(["diff", "-U0", before, path], capture_output=True, text=True).stdout
        for line in diff.splitlines():
            if not line.startswith("@@"):
                continue
            old = line.split()[1][1:]
            start, _, count = old.partition(",")
            count = int(count) if count else 1
            for n in range(int(start), int(start) + count):
                if n not in lines.get(relative, set()):
                    outside += 1
                    print(f"  outside the changed ranges: {relative}:{n}", file=sys.stderr)
# A file cannot see a type only another file imports: every changed or created file that uses
# UIHostingController imports SwiftUI itself.
missing = 0
for relative in changed + created:
    text = open(os.path.join(copy, relative), encoding="utf-8", errors="replace").read()
    imports = {l.split()[-1] for l in text.splitlines() if l.lstrip().startswith(("import ", "@_exported import ", "@preconcurrency import "))}
    if "UIHostingController" in text and "SwiftUI" not in imports:
        missing += 1
        print(f"  uses UIHostingController without importing SwiftUI: {relative}", file=sys.stderr)
print(len(findings), len(changed), len(created), outside, in_xcode, missing)
for path in changed + created:
    print(path)
EOF
  )
  read -r findings nchanged ncreated outside in_xcode missing_import <<< "$(head -1 <<< "$result")"
  parse_fail=0
  orig_fail=0
  while IFS= read -r file; do
    [[ -z "$file" ]] && continue
    if ! parse "$copy/$file" > "$work/parse.log" 2>&1; then
      if [[ -f "$dir/$file" ]] && ! parse "$dir/$file" > /dev/null 2>&1; then
        orig_fail=$((orig_fail + 1))
        echo "  does not parse, nor did the original: $file"
      else
        parse_fail=$((parse_fail + 1))
        echo "  FAILS swiftc -parse: $file"
        sed 's/^/    /' "$work/parse.log" | head -10
      fi
    fi
  done < <(tail -n +2 <<< "$result")
  (cd "$copy" && "$bin" fix . "$@" > /dev/null 2> "$work/$name.fix2.log") || true
  second=$(grep -oE "changed [0-9]+ files?" "$work/$name.fix2.log" | head -1 || true)
  idempotent=yes
  [[ "$second" == "changed 0 files" ]] || { idempotent=no; echo "  FAIL: a second fix: $second"; }
  grep "note: not fixed" "$work/$name.fix.log" | sed -E 's/.*\[([a-z-]+)\]$/\1/' | sort | uniq -c \
    | sed 's/^/  not fixed (note): /' || true
  line="$name: $findings findings, $nchanged files changed, $ncreated created ($in_xcode outside a SwiftPM target), parse failures $parse_fail (+$orig_fail whose original fails too), lines changed outside findings $outside, files using UIHostingController without importing SwiftUI $missing_import, second fix changes nothing: $idempotent, fix took $took ms"
  summary+=("$line")
  if [[ $parse_fail -ne 0 || $outside -ne 0 || $in_xcode -ne 0 || $missing_import -ne 0 || $idempotent != yes ]]; then status=1; fi
done
echo
printf '%s\n' "${summary[@]}"
[[ $status -eq 0 ]] && echo "OK" || echo "FAIL"
exit $status

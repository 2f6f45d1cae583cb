#!/usr/bin/env bash
# Kills `insetfix fix` at random points, KILLS times (default 50; SIGKILL, SIGINT and SIGTERM in
# turn), on a generated
# SwiftPM project of N hosted cells (default 400) deploying to iOS 15 (so each fix inserts the
# #available switch and the dynamic-subclass helper). After every kill it checks that each Swift
# file is byte for byte either its original or its fully fixed version (never truncated or
# mixed), then runs `fix` again to completion and checks that the result is the fixed project.
# Temporary files left by a SIGKILLed write (.insetfix-XXXXXX, never a .swift file) are counted;
# after SIGINT or SIGTERM there must be none (the writer removes them on those signals).
# Usage: scripts/fix-kill.sh [KILLS] [N]   (INSETFIX_BIN=path of the insetfix to run; default the
# debug build)
set -euo pipefail
# Job control: background jobs of a script otherwise ignore SIGINT, which then could not be tested.
set -m
kills=${1:-50}
cells=${2:-400}
root=$(cd "$(dirname "$0")/.." && pwd)
bin=${INSETFIX_BIN:-$root/.build/debug/insetfix}
[[ -x "$bin" ]] || { echo "no insetfix at $bin: swift build --product insetfix first" >&2; exit 2; }
work=$(mktemp -d /tmp/insetfix-fix-kill.XXXXXX)
trap 'rm -rf "$work"' EXIT

# The project: Package.swift (iOS 15) and N cells, in a few folders of one target.
mkdir -p "$work/original/Sources/App"
printf '%s\n' '// swift-tools-version:5.9' 'import PackageDescription' \
  'let package = Package(name: "App", platforms: [.iOS(.v15)], targets: [.target(name: "App")])' \
  > "$work/original/Package.swift"
for i in $(seq 1 "$cells"); do
  dir="$work/original/Sources/App/Group$((i % 8))"
  mkdir -p "$dir"
  cat > "$dir/Cell$i.swift" <<EOF
import SwiftUI
import UIKit

final class Cell$i: UICollectionViewCell {
  func configure(with view: AnyView) {
    let controller = UIHostingController(rootView: view)
    contentView.addSubview(controller.view)
  }
}
EOF
done

# The fixed project, and how long a fix takes.
cp -R "$work/original" "$work/fixed"
start=$(date +%s%N)
(cd "$work/fixed" && "$bin" fix Sources --quiet > /dev/null) || true
duration_ms=$(( ($(date +%s%N) - start) / 1000000 ))
changed=$( (diff -rq "$work/original" "$work/fixed" || true) | wc -l)
echo "reference fix: $changed of $cells files changed in $duration_ms ms"
[[ $changed -eq $cells ]] || { echo "FAIL: the reference fix did not change every cell" >&2; exit 1; }

mixed=0
partial=0
untouched=0
complete=0
leftovers=0
recovered=0
signal_leftovers=0
signals=(KILL INT TERM)
for k in $(seq 1 "$kills"); do
  rm -rf "$work/run"
  cp -R "$work/original" "$work/run"
  # Every other kill lands in the last third of the run, where the files are written.
  if (( k % 2 )); then delay_ms=$(( RANDOM % (duration_ms + 1) )); else
    delay_ms=$(( duration_ms * 2 / 3 + RANDOM % (duration_ms / 2 + 1) ))
  fi
  (cd "$work/run" && exec "$bin" fix Sources --quiet > /dev/null 2>&1) &
  pid=$!
  sleep "$(printf '%d.%03d' $((delay_ms / 1000)) $((delay_ms % 1000)))"
  sig=${signals[$((k % 3))]}
  kill -"$sig" "$pid" 2> /dev/null || true
  wait "$pid" 2> /dev/null || true
  new=0
  old=0
  while IFS= read -r file; do
    relative=${file#"$work/run/"}
    if cmp -s "$work/original/$relative" "$work/fixed/$relative"; then
      cmp -s "$file" "$work/original/$relative" || { echo "  kill $k: $relative changed" >&2; mixed=$((mixed + 1)); }
      continue
    fi
    if cmp -s "$file" "$work/fixed/$relative"; then
      new=$((new + 1))
    elif cmp -s "$file" "$work/original/$relative"; then
      old=$((old + 1))
    else
      echo "  kill $k: $relative is neither the original nor the fixed file" >&2
      mixed=$((mixed + 1))
    fi
  done < <(find "$work/run" -name '*.swift')
  left=$(find "$work/run" -name '.insetfix-*' | wc -l)
  echo "  kill $k (SIG$sig) after $delay_ms ms: $new files new, $old old, $left temporary files left"
  if [[ $sig != KILL && $left -gt 0 ]]; then
    echo "  kill $k: SIG$sig left $left temporary file(s)" >&2
    signal_leftovers=$((signal_leftovers + left))
  fi
  leftovers=$((leftovers + left))
  if [[ $new -eq 0 ]]; then
    untouched=$((untouched + 1))
  elif [[ $old -eq 0 ]]; then
    complete=$((complete + 1))
  else
    partial=$((partial + 1))
  fi
  find "$work/run" -name '.insetfix-*' -delete
  (cd "$work/run" && "$bin" fix Sources --quiet > /dev/null 2>&1) || true
  if diff -rq "$work/run" "$work/fixed" > /dev/null; then recovered=$((recovered + 1)); else
    echo "  kill $k (after ${delay_ms} ms, $new new / $old old): a rerun does not reach the fixed project" >&2
    diff -r "$work/run" "$work/fixed" | head -20 >&2
  fi
done
echo "$kills kills: $untouched before any write, $partial part-way through the writes, $complete after all"
echo "files neither old nor new: $mixed; temporary files left: $leftovers (after SIGINT/SIGTERM: $signal_leftovers); reruns that reach the fixed project: $recovered/$kills"
[[ $mixed -eq 0 && $recovered -eq $kills && $signal_leftovers -eq 0 ]] && echo "OK" || { echo "FAIL"; exit 1; }

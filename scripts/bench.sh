#!/usr/bin/env bash
# Release-build benchmarks: the hosted-cell comparison over every device × orientation, then
# the full batch matrix at 1×, 10× and 100× (pass a smaller list as $SCALES to save time).
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product insetfix-bench >/dev/null
bin=.build/release/insetfix-bench
for problem in hosted-cell-safe-area input-view-bottom-inset fixed-horizontal-padding list-scroll-tracking uikit-introspection; do
  "$bin" compare --problem "$problem" --repeat "${REPEAT:-10}" --no-cache || true
done
for scale in ${SCALES:-1 10 100}; do
  "$bin" batch --scale "$scale"
done
# Without the measurement cache every cell is measured afresh: the cost of the emulation itself.
"$bin" batch --scale 1 --no-cache

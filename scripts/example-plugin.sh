#!/usr/bin/env bash
# Builds Examples/CustomStrategy, a separate package that depends on insetfix by path and adds one
# strategy (`fixed-20`) to `fixed-horizontal-padding` through InsetfixCLI.main(plugins:), then runs
# its `compare`: the new strategy is measured side by side with the built-in ones, and is selected
# only where it was measured right on every device and orientation.
set -euo pipefail
cd "$(dirname "$0")/../Examples/CustomStrategy"
export PATH="/opt/swift/usr/bin:$PATH"
swift build --product insetfix-custom >/dev/null
bin=.build/debug/insetfix-custom
strategies=$("$bin" list strategies)
grep -F "fixed-20" <<< "$strategies"
for device in iphone-15-pro iphone-se-3 iphone-duo-closed; do
  echo
  "$bin" compare --problem fixed-horizontal-padding --device "$device" --orientation portrait --os 27.1 \
    --deployment-target 27.0 | sed -n '1,/^$/p;/^#/,/^$/p'
done
# The selection, judged on every device and orientation: fixed-20 is right on some, so never chosen.
echo
"$bin" compare --problem fixed-horizontal-padding --deployment-target 27.0 | sed -n '/^selection/,/^$/p'
# Fails unless the new strategy was measured (it has a row with a result).
# (The JSON is read whole before the check: `grep -q` would stop reading at the first match, and
# under pipefail the SIGPIPE of the writer would fail the script with 141.)
json=$("$bin" compare --problem fixed-horizontal-padding --format json)
grep -q '"id" *: *"fixed-20"' <<< "$json" || { echo "FAIL: fixed-20 was not measured"; exit 1; }
echo "example plugin: fixed-20 measured beside the built-in strategies"

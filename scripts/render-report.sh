#!/usr/bin/env bash
# Renders a batch HTML report in headless Chromium (Debian's `chromium`) and saves a screenshot,
# to look at what reviewers will see. Usage: scripts/render-report.sh [CONFIG] [OUT_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
config=${1:-Configs/batch/face-id-phones.json}
out=${2:-/tmp/insetfix-report}
mkdir -p "$out"
command -v chromium >/dev/null || { echo "chromium not installed: apt-get install -y chromium" >&2; exit 2; }
swift build --product insetfix >/dev/null
.build/debug/insetfix batch "$config" --format html --output "$out/report.html" --quiet
chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1400,2400 \
  --screenshot="$out/report.png" "file://$out/report.html" 2>/dev/null
echo "$out/report.html"
echo "$out/report.png"

#!/usr/bin/env bash
# Renders insetfix HTML reports in headless Chromium and saves FULL-PAGE screenshots (the whole
# page, however long, not a fixed window), to look at what a reviewer will see.
#
# Installs nothing. Needs `chromium` (on Debian/Ubuntu: `apt-get install chromium`) and python3
# (it drives Chromium over its DevTools pipe to measure the page and capture beyond the viewport).
#
# Usage: scripts/render-report.sh [BATCH_CONFIG] [OUT_DIR]
#   writes OUT_DIR/batch.html + batch.png and OUT_DIR/compare.html + compare.png (all problems,
#   landscape-left on the default device), or, with RENDER_HTML=file.html, only that file's PNG.
#   RENDER_TILES=1600 also writes each page cut into 1600-pixel-high tiles.
set -euo pipefail
cd "$(dirname "$0")/.."
config=${1:-Configs/batch/face-id-phones.json}
out=${2:-/tmp/insetfix-report}
browser=$(command -v chromium || command -v chromium-browser || true)
[ -n "$browser" ] || { echo "render-report.sh: chromium not found; apt-get install chromium provides it" >&2; exit 2; }
command -v python3 >/dev/null || { echo "render-report.sh: python3 not found" >&2; exit 2; }
mkdir -p "$out"
out=$(cd "$out" && pwd)

shoot() { # HTML PNG
  python3 - "$browser" "$1" "$2" <<'PY'
import json, os, subprocess, sys
browser, page, png = sys.argv[1], os.path.abspath(sys.argv[2]), sys.argv[3]
# DevTools over a pipe: Chromium reads commands on fd 3 and writes replies on fd 4, NUL-separated.
to_chrome_r, to_chrome_w = os.pipe()
from_chrome_r, from_chrome_w = os.pipe()
def child():
    r, w = os.dup(to_chrome_r), os.dup(from_chrome_w)  # out of the way of 3 and 4 first
    os.dup2(r, 3, inheritable=True); os.dup2(w, 4, inheritable=True)
proc = subprocess.Popen(
    [browser, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--remote-debugging-pipe",
     "--window-size=1400,1000", "about:blank"],
    preexec_fn=child, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    close_fds=False)
os.close(to_chrome_r); os.close(from_chrome_w)
reader = os.fdopen(from_chrome_r, "rb")
buffer = b""
next_id = 0
def read_message():
    global buffer
    while b"\0" not in buffer:
        chunk = reader.read1(1 << 16)
        if not chunk: raise SystemExit("render-report.sh: chromium closed its DevTools pipe")
        buffer += chunk
    message, buffer = buffer.split(b"\0", 1)
    return json.loads(message)
def send(method, params=None, session=None, wait_event=None):
    global next_id
    next_id += 1
    message = {"id": next_id, "method": method, "params": params or {}}
    if session: message["sessionId"] = session
    os.write(to_chrome_w, json.dumps(message).encode() + b"\0")
    result, seen = None, wait_event is None
    while result is None or not seen:
        reply = read_message()
        if reply.get("id") == next_id:
            if "error" in reply: raise SystemExit(f"render-report.sh: {method}: {reply['error']}")
            result = reply.get("result", {})
        if wait_event and reply.get("method") == wait_event: seen = True
    return result
target = send("Target.createTarget", {"url": "about:blank"})["targetId"]
session = send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
send("Page.enable", session=session)
send("Page.navigate", {"url": "file://" + page}, session=session, wait_event="Page.loadEventFired")
metrics = send("Page.getLayoutMetrics", session=session)
size = metrics.get("cssContentSize") or metrics["contentSize"]
width, height = max(1400, int(size["width"])), int(size["height"])
send("Emulation.setDeviceMetricsOverride",
     {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False}, session=session)
shot = send("Page.captureScreenshot",
            {"format": "png", "captureBeyondViewport": True,
             "clip": {"x": 0, "y": 0, "width": width, "height": height, "scale": 1}}, session=session)
import base64
with open(png, "wb") as f: f.write(base64.b64decode(shot["data"]))
print(f"{png} ({width}x{height})")
# RENDER_TILES=N also writes the page in N-pixel-high tiles (PNG-NN.png), for viewers that
# shrink a very long image.
tile = int(os.environ.get("RENDER_TILES", "0") or 0)
for index, top in enumerate(range(0, height, tile) if tile > 0 else []):
    part = send("Page.captureScreenshot",
                {"format": "png", "captureBeyondViewport": True,
                 "clip": {"x": 0, "y": top, "width": width, "height": min(tile, height - top), "scale": 1}},
                session=session)
    with open(f"{png[:-4]}-{index:02d}.png", "wb") as f: f.write(base64.b64decode(part["data"]))
send("Browser.close")
proc.wait(timeout=30)
PY
}

if [ -n "${RENDER_HTML:-}" ]; then
  shoot "$RENDER_HTML" "${RENDER_HTML%.html}.png"
  exit 0
fi
swift build --product insetfix >/dev/null
.build/debug/insetfix batch "$config" --format html --output "$out/batch.html" --quiet
.build/debug/insetfix compare --problem all --orientation landscape-left --format html >"$out/compare.html"
shoot "$out/batch.html" "$out/batch.png"
shoot "$out/compare.html" "$out/compare.png"

#!/usr/bin/env bash
# Drives `insetfix lsp` as an editor would over a project folder and prints its latencies:
#   cold start  spawn -> initialize -> initialized -> didOpen -> first publishDiagnostics, with no
#               lint cache and after `insetfix lint` left one;
#   one-file changes  didChange (an edit of one line) -> the publishDiagnostics of that version,
#               for files with findings first, then others across the tree; median and worst.
# Uses the release build (INSETFIX_BIN overrides; built when missing).
# Usage: scripts/lsp-bench.sh PROJECT_DIR [CHANGES]   (default 60 changes)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
project=$(cd "${1:?usage: scripts/lsp-bench.sh PROJECT_DIR [CHANGES]}" && pwd)
changes=${2:-60}
export PATH="/opt/swift/usr/bin:$PATH"
if [ -z "${INSETFIX_BIN:-}" ]; then
  bin="$root/.build/release/insetfix"
  [ -x "$bin" ] || (cd "$root" && swift build -c release --product insetfix 2>&1 | tail -n 1)
  INSETFIX_BIN=$bin
fi
scratch=$(mktemp -d "${TMPDIR:-/tmp}/insetfix-lsp-bench.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
python3 - "$INSETFIX_BIN" "$project" "$changes" "$scratch" <<'PY'
import json, os, random, statistics, subprocess, sys, time

binary, project, changes, scratch = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]


class Server:
    def __init__(self, cache):
        env = dict(os.environ, XDG_CACHE_HOME=cache)
        self.start = time.perf_counter()
        self.process = subprocess.Popen([binary, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=env)

    def send(self, message):
        body = json.dumps(message).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def read(self):
        length = None
        while True:
            line = self.process.stdout.readline()
            if not line:
                raise SystemExit("lsp-bench: the server closed its output")
            if line == b"\r\n":
                break
            name, value = line.split(b":", 1)
            if name.lower() == b"content-length":
                length = int(value)
        return json.loads(self.process.stdout.read(length))

    def diagnostics(self, uri, version):
        while True:
            message = self.read()
            params = message.get("params") or {}
            if message.get("method") == "textDocument/publishDiagnostics" and params.get("uri") == uri \
                    and params.get("version") == version:
                return params["diagnostics"]

    def initialize(self):
        self.send({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
            "processId": os.getpid(), "rootUri": "file://" + project, "capabilities": {}}})
        while self.read().get("id") != 1:
            pass
        self.send({"jsonrpc": "2.0", "method": "initialized", "params": {}})

    def open(self, path):
        uri = "file://" + path
        with open(path, encoding="utf-8", errors="replace") as handle:
            text = handle.read()
        self.send({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
            "uri": uri, "languageId": "swift", "version": 1, "text": text}}})
        return uri

    def stop(self):
        self.send({"jsonrpc": "2.0", "id": 2, "method": "shutdown"})
        while self.read().get("id") != 2:
            pass
        self.send({"jsonrpc": "2.0", "method": "exit"})
        self.process.wait()


files = []
for folder, dirs, names in os.walk(project):
    dirs[:] = sorted(d for d in dirs if not d.startswith(".") and d not in ("Pods", "Carthage", "DerivedData"))
    files += [os.path.join(folder, n) for n in sorted(names) if n.endswith(".swift")]
print(f"lsp-bench: {project}: {len(files)} Swift files; {binary}")

# Cold start, no cache, then with the cache `insetfix lint` leaves.
cache = os.path.join(scratch, "cache")
first = files[0]
def cold(label):
    server = Server(cache)
    server.initialize()
    uri = server.open(first)
    server.diagnostics(uri, 1)
    elapsed = (time.perf_counter() - server.start) * 1000
    server.stop()
    print(f"cold start ({label}): {elapsed:.0f} ms to the first diagnostics")
    return elapsed
cold("no lint cache")
subprocess.run([binary, "lint", ".", "--quiet"], cwd=project, stdout=subprocess.DEVNULL,
               env=dict(os.environ, XDG_CACHE_HOME=cache))
cold("after insetfix lint")

# One-file changes: files with findings first, then a spread of the others.
report = subprocess.run([binary, "lint", ".", "--quiet", "--reporter", "json"], cwd=project, capture_output=True,
                        env=dict(os.environ, XDG_CACHE_HOME=cache))
flagged = []
for finding in json.loads(report.stdout or b'{"findings": []}')["findings"]:
    path = os.path.join(project, finding["file"])
    if path not in flagged:
        flagged.append(path)
others = [f for f in files if f not in flagged]
random.Random(21).shuffle(others)
chosen = (flagged + others)[:changes]

server = Server(cache)
server.initialize()
latencies = []
found = 0
for path in chosen:
    uri = server.open(path)
    server.diagnostics(uri, 1)
    for version, text in ((2, "// edited by lsp-bench\n"), (3, "")):
        start = (0, 0)
        end = (0, 0) if version == 2 else (1, 0)
        server.send({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
            "textDocument": {"uri": uri, "version": version},
            "contentChanges": [{"range": {"start": {"line": start[0], "character": start[1]},
                                          "end": {"line": end[0], "character": end[1]}}, "text": text}]}})
        sent = time.perf_counter()
        diagnostics = server.diagnostics(uri, version)
        latencies.append((time.perf_counter() - sent) * 1000)
        if version == 3:
            found += len(diagnostics)
    server.send({"jsonrpc": "2.0", "method": "textDocument/didClose", "params": {"textDocument": {"uri": uri}}})
server.stop()
latencies.sort()
print(f"one-file changes: {len(latencies)} didChange -> publishDiagnostics in {len(chosen)} files "
      f"({len(flagged)} with findings, {found} findings): median {statistics.median(latencies):.1f} ms, "
      f"p90 {latencies[int(len(latencies) * 0.9) - 1]:.1f} ms, worst {latencies[-1]:.1f} ms")
PY

"""`insetfix lsp` on its raw transport: bytes a real client never sends on purpose (malformed
headers, bodies that are not JSON or not UTF-8, unknown methods) never stop it, and it leaves
when the client's process dies."""

import json
import os
import subprocess
import sys
import time

import pytest

from conftest import BIN


class Raw:
    """A server on pipes, spoken to in bytes."""

    def __init__(self, *args):
        self.process = subprocess.Popen([BIN, "lsp", *args], stdin=subprocess.PIPE, stdout=subprocess.PIPE)

    def write(self, data: bytes):
        self.process.stdin.write(data)
        self.process.stdin.flush()

    def send(self, message: dict):
        body = json.dumps(message).encode()
        self.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)

    def read(self) -> dict:
        headers = {}
        while True:
            line = self.process.stdout.readline()
            assert line, "the server closed its output"
            if line == b"\r\n":
                break
            name, value = line.decode().split(":", 1)
            headers[name.lower()] = value.strip()
        return json.loads(self.process.stdout.read(int(headers["content-length"])))

    def response(self, id_):
        while True:
            message = self.read()
            if message.get("id") == id_ and "method" not in message:
                return message

    def initialize(self, root, pid=None):
        self.send(
            {
                "jsonrpc": "2.0",
                "id": 1,
                "method": "initialize",
                "params": {"processId": pid or os.getpid(), "rootUri": root.as_uri(), "capabilities": {}},
            }
        )
        assert "capabilities" in self.response(1)["result"]
        self.send({"jsonrpc": "2.0", "method": "initialized", "params": {}})

    def alive(self, id_=99):
        """The server still answers a request."""
        self.send({"jsonrpc": "2.0", "id": id_, "method": "shutdown"})
        return self.response(id_) == {"jsonrpc": "2.0", "id": id_, "result": None}

    def close(self):
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait()


@pytest.fixture
def raw(project):
    server = Raw()
    server.initialize(project)
    yield server
    server.close()


def test_bodiesThatAreNotJSON_getAParseError_andTheServerGoesOn(raw):
    raw.write(b"Content-Length: 9\r\n\r\n{not json")
    error = raw.read()
    assert error["error"]["code"] == -32700 and error["id"] is None
    raw.send({"jsonrpc": "2.0", "id": 5, "result": 1, "method": 3})
    assert raw.read()["error"]["code"] == -32600
    assert raw.alive()


def test_headersWithoutALength_areSkipped(raw):
    raw.write(b"X-Nonsense: yes\r\n\r\n")
    raw.write(b"Content-Length: minus one\r\n\r\n")
    assert raw.alive()


def test_aDocumentWithInvalidUTF8_isLintedWithReplacements(raw, project):
    path = project / "Single.swift"
    text = path.read_bytes().replace("😀".encode(), b"\xff\xfe")
    uri = path.as_uri().encode()
    body = (
        b'{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"'
        + uri
        + b'","languageId":"swift","version":1,"text":'
        + json.dumps(text.decode("latin-1")).encode().replace(b"\\u00ff\\u00fe", b"\xff\xfe")
        + b"}}}"
    )
    raw.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
    while True:
        message = raw.read()
        if message.get("method") == "textDocument/publishDiagnostics":
            break
    assert [d["code"] for d in message["params"]["diagnostics"]] == ["hosted-cell-safe-area"]
    assert raw.alive()


def test_unknownNotifications_areIgnored_unknownRequests_areMethodNotFound(raw):
    raw.send({"jsonrpc": "2.0", "method": "$/unknownNotification", "params": {}})
    raw.send({"jsonrpc": "2.0", "method": "workspace/somethingNew", "params": {}})
    raw.send({"jsonrpc": "2.0", "id": "x", "method": "workspace/somethingNew", "params": {}})
    assert raw.response("x")["error"]["code"] == -32601
    assert raw.alive()


def test_requestsBeforeInitialize_areRefused(project):
    server = Raw()
    try:
        server.send({"jsonrpc": "2.0", "id": 1, "method": "textDocument/codeAction", "params": {}})
        assert server.response(1)["error"]["code"] == -32002
    finally:
        server.close()


def test_exitAfterShutdown_isZero_exitWithoutIt_isOne(project):
    for shutdown, code in [(True, 0), (False, 1)]:
        server = Raw()
        server.initialize(project)
        if shutdown:
            assert server.alive()
        server.send({"jsonrpc": "2.0", "method": "exit"})
        assert server.process.wait(timeout=10) == code
        server.close()


def test_theServerExits_whenItsClientsProcessDies(project):
    client = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    server = Raw()
    try:
        server.initialize(project, pid=client.pid)
        client.kill()
        client.wait()
        deadline = time.time() + 10
        while server.process.poll() is None and time.time() < deadline:
            time.sleep(0.1)
        assert server.process.poll() is not None, "the server outlived its client"
    finally:
        server.close()


def test_theLogIsOptIn_andTheServerStartsFromTheLastLintsCache(project, tmp_path):
    # `insetfix lint` run in the project folder leaves its cache; the server reads every file's
    # analysis from it instead of analysing again.
    subprocess.run([BIN, "lint", "--quiet"], cwd=project, capture_output=True)
    log = tmp_path / "lsp.log"
    server = Raw("--log", str(log))
    try:
        server.initialize(project)
        assert server.alive()
        server.send({"jsonrpc": "2.0", "method": "exit"})
        assert server.process.wait(timeout=10) == 0
    finally:
        server.close()
    text = log.read_text()
    assert "initialize" in text and "shutdown" in text
    files = len(list(project.glob("*.swift")))
    assert f"loaded {files} files ({files} from the lint cache)" in text, text


def test_aCodeActionRangeGivenEndFirst_isAnsweredLikeAnyOther(raw, project):
    path = project / "Single.swift"
    raw.send({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
        "uri": path.as_uri(), "languageId": "swift", "version": 1, "text": path.read_text()}}})
    backwards = {"start": {"line": 6, "character": 0}, "end": {"line": 5, "character": 0}}
    raw.send({"jsonrpc": "2.0", "id": 7, "method": "textDocument/codeAction", "params": {
        "textDocument": {"uri": path.as_uri()}, "range": backwards, "context": {"diagnostics": []}}})
    actions = raw.response(7)["result"]
    assert any(a["title"] == "Disable hosted-cell-safe-area for this line" for a in actions)
    assert raw.alive()

"""`insetfix lsp` driven by a real LSP client (pytest-lsp runs it as a subprocess over stdio):
open, diagnostics, code actions, applying the edit, diagnostics clearing; incremental sync in
UTF-16; project facts from files that are not open; errors for closed documents and unknown
methods."""

import asyncio
import pathlib
import subprocess

import pytest
import pytest_lsp
from lsprotocol import converters, types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

from conftest import BIN, SINGLE
from lsptext import apply, workspace_edits

CONVERTER = converters.get_converter()


def plain(value):
    return CONVERTER.unstructure(value)


def make_fixture(spec):
    @pytest_lsp.fixture(config=ClientServerConfig(server_command=[BIN, "lsp"]))
    async def client(lsp_client: LanguageClient, project):
        lsp_client.project = project

        @lsp_client.feature(types.CLIENT_REGISTER_CAPABILITY)
        def register(params):  # the server asks to watch its project files
            lsp_client.registrations = params.registrations
            return None

        await lsp_client.initialize_session(
            types.InitializeParams(
                capabilities=client_capabilities(spec),
                root_uri=project.as_uri(),
                workspace_folders=[types.WorkspaceFolder(uri=project.as_uri(), name="App")],
            )
        )
        yield
        await lsp_client.shutdown_session()

    return client


vscode = make_fixture("visual-studio-code")
neovim = make_fixture("neovim")


async def open_document(client, path: pathlib.Path):
    uri = path.as_uri()
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri, language_id="swift", version=1, text=path.read_text())
        )
    )
    await wait_for_diagnostics(client, uri)
    return uri


async def wait_for_diagnostics(client, uri, version=None):
    """Waits until diagnostics for `uri` (at `version`, when given) have arrived."""
    for _ in range(200):
        params = await asyncio.wait_for(client.wait_for_notification("textDocument/publishDiagnostics"), 30)
        if params.uri == uri and (version is None or params.version == version):
            return params.diagnostics
    raise AssertionError(f"no diagnostics for {uri}")


def codes(diagnostics):
    return sorted((d.range.start.line, d.code) for d in diagnostics)


async def code_actions(client, uri, diagnostic):
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            range=diagnostic.range,
            context=types.CodeActionContext(diagnostics=[diagnostic]),
        )
    )
    return [plain(action) for action in actions or []]


async def apply_as_editor(client, uri, text, edit, version, encoding="utf-16"):
    """Applies the workspace edit to the open document and tells the server, as an editor does:
    one incremental change per edit, last first (so earlier positions still hold)."""
    edits = workspace_edits(edit)[uri]
    ordered = sorted(edits, key=lambda e: (e["range"]["start"]["line"], e["range"]["start"]["character"]), reverse=True)
    changes = [
        types.TextDocumentContentChangePartial(
            range=CONVERTER.structure(e["range"], types.Range), text=e["newText"]
        )
        for e in ordered
    ]
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
            content_changes=changes,
        )
    )
    return apply(text, edits, encoding)


def fixed_by_cli(project: pathlib.Path, name: str) -> str:
    """What `insetfix fix NAME` writes to the file, run on a copy of the project."""
    copy = project.parent / "cli-copy"
    subprocess.run(["cp", "-R", str(project), str(copy)], check=True)
    subprocess.run([BIN, "fix", name, "--quiet"], cwd=copy, check=False, capture_output=True)
    return (copy / name).read_text()


@pytest.mark.asyncio
async def test_open_codeAction_apply_diagnosticsClear_andTheTextIsWhatFixWrites(vscode):
    client = vscode
    path = client.project / "Single.swift"
    uri = await open_document(client, path)
    diagnostics = client.diagnostics[uri]
    assert codes(diagnostics) == [(5, "hosted-cell-safe-area")]
    finding = diagnostics[0]
    # The emoji after the finding is on its line: columns are UTF-16 units (VS Code's encoding).
    assert finding.range.start.character == len("    let host = ")
    assert finding.code_description.href.endswith("docs/rules/hosted-cell-safe-area.md")
    assert finding.related_information, "the cell's declaration is a related location"

    actions = await code_actions(client, uri, finding)
    titles = [a["title"] for a in actions]
    preferred = [a for a in actions if a.get("isPreferred")]
    assert len(preferred) == 1, titles
    assert "measured on 28 devices" in preferred[0]["title"]
    assert any(a["title"].startswith("Use `dynamic-subclass`") for a in actions), titles
    assert actions[-1]["title"] == "Disable hosted-cell-safe-area for this line"

    text = await apply_as_editor(client, uri, path.read_text(), preferred[0]["edit"], 2)
    assert text == fixed_by_cli(client.project, "Single.swift")
    after = await wait_for_diagnostics(client, uri, version=2)
    assert codes(after) == []


@pytest.mark.asyncio
async def test_eachSuggestionsQuickFix_clearsTheFinding(vscode):
    client = vscode
    path = client.project / "Single.swift"
    uri = await open_document(client, path)
    actions = await code_actions(client, uri, client.diagnostics[uri][0])
    suggestion = next(a for a in actions if a["title"].startswith("Use `dynamic-subclass`"))
    text = await apply_as_editor(client, uri, path.read_text(), suggestion["edit"], 2)
    assert "host.disableSafeArea()" in text and "safeAreaRegions" not in text
    assert codes(await wait_for_diagnostics(client, uri, version=2)) == []


@pytest.mark.asyncio
async def test_disableForThisLine_writesTheSuppression_andTheFindingGoes(vscode):
    client = vscode
    path = client.project / "Single.swift"
    uri = await open_document(client, path)
    actions = await code_actions(client, uri, client.diagnostics[uri][0])
    disable = actions[-1]
    text = await apply_as_editor(client, uri, path.read_text(), disable["edit"], 2)
    assert "    // insetfix:disable:next hosted-cell-safe-area\n    let host" in text
    assert codes(await wait_for_diagnostics(client, uri, version=2)) == []


@pytest.mark.asyncio
async def test_typingIntroducesAFinding_incrementallyInUTF16(vscode):
    client = vscode
    path = client.project / "Single.swift"
    path.write_text("import UIKit\n\nfinal class BadgeCell: UICollectionViewCell {\n  // 😀😀\n}\n")
    uri = await open_document(client, path)
    assert codes(client.diagnostics[uri]) == []
    # Typed after the emoji comment's line: position (3, 9) is after "  // 😀😀" in UTF-16.
    line = "\n  func show() { let h = UIHostingController(rootView: EmptyView()); contentView.addSubview(h.view) }"
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
            content_changes=[
                types.TextDocumentContentChangePartial(
                    range=types.Range(start=types.Position(line=3, character=9), end=types.Position(line=3, character=9)),
                    text=line,
                )
            ],
        )
    )
    after = await wait_for_diagnostics(client, uri, version=2)
    assert codes(after) == [(4, "hosted-cell-safe-area")]
    assert after[0].range.start.character == len("  func show() { let h = ")


@pytest.mark.asyncio
async def test_findingsUseTheProjectsFacts_aBaseClassInAFileThatIsNotOpen(vscode):
    client = vscode
    # PhotoCell inherits from BaseCell, declared in BaseCell.swift, which is never opened.
    uri = await open_document(client, client.project / "HostingCollectionViewCell.swift")
    assert (23, "hosted-cell-safe-area") in codes(client.diagnostics[uri])


@pytest.mark.asyncio
async def test_aHalfTypedFile_getsDiagnostics_andTheServerGoesOn(vscode):
    client = vscode
    path = client.project / "Single.swift"
    uri = await open_document(client, path)
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=path.read_text() + '\nlet s = "unterminated\n  {{{ (')],
        )
    )
    await wait_for_diagnostics(client, uri, version=2)
    actions = await code_actions(client, uri, client.diagnostics[uri][0]) if client.diagnostics[uri] else []
    assert isinstance(actions, list)


@pytest.mark.asyncio
async def test_aCodeActionForAClosedDocument_isAnError(vscode):
    client = vscode
    path = client.project / "Single.swift"
    uri = await open_document(client, path)
    client.text_document_did_close(types.DidCloseTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=uri)))
    cleared = await wait_for_diagnostics(client, uri)
    assert list(cleared) == []
    with pytest.raises(Exception) as error:
        await client.text_document_code_action_async(
            types.CodeActionParams(
                text_document=types.TextDocumentIdentifier(uri=uri),
                range=types.Range(start=types.Position(line=0, character=0), end=types.Position(line=0, character=0)),
                context=types.CodeActionContext(diagnostics=[]),
            )
        )
    assert "not open" in str(error.value)


@pytest.mark.asyncio
async def test_anUnknownRequest_isMethodNotFound(vscode):
    client = vscode
    with pytest.raises(Exception) as error:
        await client.protocol.send_request_async("insetfix/noSuchMethod", {})
    assert "method not found" in str(error.value).lower()


@pytest.mark.asyncio
async def test_neovimCountsInUTF8_andGetsUTF8Columns(neovim):
    client = neovim
    path = client.project / "Single.swift"
    path.write_text(path.read_text().replace("    let host", "    /*😀*/ let host"))
    uri = await open_document(client, path)
    finding = client.diagnostics[uri][0]
    assert finding.range.start.character == len("    /*😀*/ let host = ".encode("utf-8"))
    actions = await code_actions(client, uri, finding)
    preferred = next(a for a in actions if a.get("isPreferred"))
    text = await apply_as_editor(client, uri, path.read_text(), preferred["edit"], 2, encoding="utf-8")
    assert "host.safeAreaRegions = []" in text
    assert codes(await wait_for_diagnostics(client, uri, version=2)) == []


@pytest.mark.asyncio
async def test_aWatchedFileChangedOnDisk_movesTheOpenDocumentsDiagnostics(vscode):
    client = vscode
    uri = await open_document(client, client.project / "HostingCollectionViewCell.swift")
    assert (23, "hosted-cell-safe-area") in codes(client.diagnostics[uri])
    # BaseCell stops being a cell in a file that is not open: PhotoCell's finding goes.
    base = client.project / "BaseCell.swift"
    base.write_text(base.read_text().replace("UICollectionViewCell", "NSObject"))
    client.workspace_did_change_watched_files(
        types.DidChangeWatchedFilesParams(
            changes=[types.FileEvent(uri=base.as_uri(), type=types.FileChangeType.Changed)]
        )
    )
    after = await wait_for_diagnostics(client, uri)
    assert (23, "hosted-cell-safe-area") not in codes(after)
    assert (8, "hosted-cell-safe-area") in codes(after)


PINNED = """import UIKit

final class PlayerController: UIViewController {
    private let trackName = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        trackName.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(trackName)
        NSLayoutConstraint.activate([
            trackName.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -24),
            trackName.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
        ])
    }
}
"""


def info_plist(*orientations):
    values = "".join(f"<string>{o}</string>" for o in orientations)
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0"><dict>'
        f"<key>UISupportedInterfaceOrientations</key><array>{values}</array></dict></plist>\n"
    )


@pytest.mark.asyncio
async def test_anInfoPlistEditedDuringTheSession_isReadAgain(vscode):
    client = vscode
    plist = client.project / "Info.plist"
    plist.write_text(info_plist("UIInterfaceOrientationPortrait"))
    path = client.project / "Player.swift"
    path.write_text(PINNED)
    uri = await open_document(client, path)
    # Portrait only: the label pinned to the view's edge never meets the sensor housing.
    assert "landscape-side-safe-area" not in [code for _, code in codes(client.diagnostics[uri])]
    plist.write_text(info_plist("UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft"))
    client.workspace_did_change_watched_files(
        types.DidChangeWatchedFilesParams(
            changes=[types.FileEvent(uri=plist.as_uri(), type=types.FileChangeType.Changed)]
        )
    )
    after = await wait_for_diagnostics(client, uri)
    assert (10, "landscape-side-safe-area") in codes(after)


@pytest.mark.asyncio
async def test_aDeploymentTargetSetting_changesTheQuickFixes(vscode):
    client = vscode
    path = client.project / "Single.swift"
    uri = await open_document(client, path)
    client.workspace_did_change_configuration(
        types.DidChangeConfigurationParams(settings={"insetfix": {"deploymentTarget": "17.0"}})
    )
    await wait_for_diagnostics(client, uri)
    actions = await code_actions(client, uri, client.diagnostics[uri][0])
    preferred = next(a for a in actions if a.get("isPreferred"))
    # From 17.0 on the official API alone covers the range: no #available, no support code.
    assert "from iOS 17.0" in preferred["title"]
    edits = workspace_edits(preferred["edit"])[uri]
    assert [e["newText"].strip() for e in edits] == ["host.safeAreaRegions = []"]


@pytest.mark.asyncio
async def test_supportCodeAnotherFileAlreadyHas_isNotWrittenTwice(vscode):
    client = vscode
    # A file that is not open already holds the helper `fix` placed there before.
    subprocess.run([BIN, "fix", "Single.swift", "--quiet"], cwd=client.project, capture_output=True)
    fixed = (client.project / "Single.swift").read_text()
    helper = fixed[fixed.index("// insetfix:support"):]
    support = client.project / "Support.swift"
    support.write_text("import SwiftUI\nimport UIKit\n\n" + helper)
    path = client.project / "Single.swift"
    path.write_text(SINGLE)
    client.workspace_did_change_watched_files(
        types.DidChangeWatchedFilesParams(
            changes=[
                types.FileEvent(uri=support.as_uri(), type=types.FileChangeType.Created),
                types.FileEvent(uri=path.as_uri(), type=types.FileChangeType.Changed),
            ]
        )
    )
    uri = await open_document(client, path)
    actions = await code_actions(client, uri, client.diagnostics[uri][0])
    preferred = next(a for a in actions if a.get("isPreferred"))
    edits = workspace_edits(preferred["edit"])
    assert list(edits) == [uri]
    assert not any("insetfix:support" in e["newText"] for e in edits[uri])
    assert "host.disableSafeArea()" in apply(path.read_text(), edits[uri])

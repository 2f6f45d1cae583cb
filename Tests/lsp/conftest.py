"""Shared set-up for the end-to-end tests of `insetfix lsp` (run by scripts/lsp-check.sh).

INSETFIX_BIN names the insetfix executable under test; each test gets a fresh copy of a small
project in a temporary folder, so the server's cache and fixes never touch the repository."""

import os
import pathlib
import shutil

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
BIN = os.environ.get("INSETFIX_BIN", str(ROOT / ".build" / "debug" / "insetfix"))


@pytest.fixture
def project(tmp_path):
    """A copy of Tests/Fixtures/Lint/App plus a one-finding file, with its own lint cache.

    The copy leaves out the fixture's keyboard screen: in a module that shows no keyboard, a
    hosted cell's one finding is the safe-area one (with a keyboard somewhere in the module,
    hosted-keyboard-avoidance rightly flags the same line too, as `insetfix lint` on the fixture shows)."""
    folder = tmp_path / "App"
    shutil.copytree(
        ROOT / "Tests" / "Fixtures" / "Lint" / "App", folder, ignore=shutil.ignore_patterns("KeyboardCompose.swift")
    )
    (folder / "Single.swift").write_text(SINGLE)
    os.environ["XDG_CACHE_HOME"] = str(tmp_path / "cache")
    return folder


# One hosted-cell finding, alone in its file (and its module's only one needing support code).
SINGLE = """import SwiftUI
import UIKit

final class BadgeCell: UICollectionViewCell {
  func show(_ view: some View) {
    let host = UIHostingController(rootView: view) // 😀 emoji before nothing
    contentView.addSubview(host.view)
  }
}
"""

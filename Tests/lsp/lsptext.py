"""Applying LSP text edits the way an editor does, in UTF-16 or UTF-8 positions."""


def offset(text: str, line: int, character: int, encoding: str = "utf-16") -> int:
    """The index into `text` (a Python str) of an LSP position."""
    lines = text.splitlines(keepends=True)
    if line >= len(lines):
        return len(text)
    start = sum(len(item) for item in lines[:line])
    content = lines[line].rstrip("\r\n")
    units = 0
    for index, char in enumerate(content):
        width = len(char.encode("utf-16-le")) // 2 if encoding == "utf-16" else len(char.encode("utf-8"))
        if units + width > character:
            return start + index
        units += width
    return start + len(content)


def apply(text: str, edits, encoding: str = "utf-16") -> str:
    """Applies non-overlapping edits given against the same original text (last first)."""
    spans = []
    for edit in edits:
        start = offset(text, edit["range"]["start"]["line"], edit["range"]["start"]["character"], encoding)
        end = offset(text, edit["range"]["end"]["line"], edit["range"]["end"]["character"], encoding)
        spans.append((start, end, edit["newText"]))
    for start, end, new in sorted(spans, key=lambda s: (s[0], s[1]), reverse=True):
        text = text[:start] + new + text[end:]
    return text


def workspace_edits(edit: dict) -> dict:
    """uri -> [TextEdit] from a WorkspaceEdit (`changes` or `documentChanges`)."""
    result = {}
    for uri, edits in (edit.get("changes") or {}).items():
        result.setdefault(uri, []).extend(edits)
    for change in edit.get("documentChanges") or []:
        if "textDocument" in change:
            result.setdefault(change["textDocument"]["uri"], []).extend(change["edits"])
    return result

#!/usr/bin/env python3
"""Finds accuracy labels that cannot be right whatever a rule does: a real instance (tp, fn, pos)
labelled on a line no build compiles.

Usage: label_audit.py LABELS APPS_DIR

LABELS is a JSON array of labels (the format scripts/accuracy_match.py reads). APPS_DIR holds one
<owner>+<name> folder per app, checked out at the labelled commit. For each real-instance label
the line is read from its file, and the label is reported when:
  - the file is missing from the checkout, or the line is past its end;
  - the line is blank;
  - the line holds only comment (`//`, or inside a `/* … */`, which Swift lets nest).
A label reported here scores as a miss that no rule can find (a commented-out copy of a real
instance, a label whose line drifted). Relabel it by behaviour (`neg`/`tn`, saying why) or move it
to the line the instance is on. Labels of apps not in APPS_DIR are skipped and counted.

Output: one line per problem, then a count. Exit 1 when any label is reported, 2 on bad input.
"""

import json
import os
import sys

REAL = ("tp", "fn", "pos")


def fail(message):
    print(f"label_audit: {message}", file=sys.stderr)
    sys.exit(2)


def code_lines(source):
    """The 1-based numbers of the lines that hold code outside comments. String literals (plain,
    multi-line and raw) are code, whatever they contain."""
    lines = set()
    line = 1
    depth = 0  # nesting of block comments
    string = None  # the closing delimiter of the string literal being read
    i = 0
    n = len(source)
    while i < n:
        c = source[i]
        if c == "\n":
            line += 1
            i += 1
            if string is not None and not string.startswith('"""'):
                string = None  # a one-line literal ends with its line (an unterminated one)
            continue
        if string is not None:
            lines.add(line)
            if c == "\\" and not string.endswith("#"):
                # An escaped character; a line break after it (a continued line) still counts.
                i += 1 if source.startswith("\n", i + 1) else 2
                continue
            if source.startswith(string, i):
                i += len(string)
                string = None
                continue
            i += 1
            continue
        if depth > 0:
            if source.startswith("/*", i):
                depth += 1
                i += 2
            elif source.startswith("*/", i):
                depth -= 1
                i += 2
            else:
                i += 1
            continue
        if source.startswith("//", i):
            end = source.find("\n", i)
            i = n if end < 0 else end
            continue
        if source.startswith("/*", i):
            depth = 1
            i += 2
            continue
        if c == "#" or c == '"':
            hashes = 0
            while i + hashes < n and source[i + hashes] == "#":
                hashes += 1
            rest = source[i + hashes :]
            if rest.startswith('"'):
                quote = '"""' if rest.startswith('"""') else '"'
                string = quote + "#" * hashes
                lines.add(line)
                i += hashes + len(quote)
                continue
        if not c.isspace():
            lines.add(line)
        i += 1
    return lines


def load(path):
    try:
        with open(path, encoding="utf-8") as handle:
            data = json.load(handle)
    except OSError as error:
        fail(f"{path}: cannot read ({error.strerror})")
    except json.JSONDecodeError as error:
        fail(f"{path}: line {error.lineno}: not JSON ({error.msg})")
    if not isinstance(data, list):
        fail(f"{path}: expected a JSON array of labels at $")
    return data


def audit(labels, apps_dir):
    problems = []
    skipped = 0
    sources = {}
    for index, label in enumerate(labels):
        if not isinstance(label, dict) or label.get("label") not in REAL:
            continue
        repo, path, line = label.get("repo"), label.get("path"), label.get("line")
        if not isinstance(repo, str) or not isinstance(path, str) or not isinstance(line, int):
            fail(f"$[{index}]: expected string \"repo\" and \"path\" and an integer \"line\"")
        folder = os.path.join(apps_dir, repo.replace("/", "+", 1))
        if not os.path.isdir(folder):
            skipped += 1
            continue
        where = f"{repo} {path}:{line} {label.get('rule')}"
        file = os.path.join(folder, path)
        if file not in sources:
            try:
                with open(file, encoding="utf-8", errors="replace") as handle:
                    text = handle.read()
                sources[file] = (text.split("\n"), code_lines(text))
            except OSError:
                sources[file] = None
        if sources[file] is None:
            problems.append(f"{where}: the file is not in the checkout")
            continue
        text_lines, code = sources[file]
        if line > len(text_lines):
            problems.append(f"{where}: past the file's end ({len(text_lines)} lines)")
        elif not text_lines[line - 1].strip():
            problems.append(f"{where}: a blank line")
        elif line not in code:
            problems.append(f"{where}: a line of comment only (no build compiles it)")
    return problems, skipped


def main(argv):
    if len(argv) != 2:
        fail("usage: label_audit.py LABELS APPS_DIR")
    labels_path, apps_dir = argv
    if not os.path.isdir(apps_dir):
        fail(f"{apps_dir}: not a folder of app checkouts")
    problems, skipped = audit(load(labels_path), apps_dir)
    for problem in problems:
        print(problem)
    note = f" ({skipped} labels of apps not in {apps_dir} skipped)" if skipped else ""
    print(f"label_audit: {len(problems)} real-instance labels on lines no build compiles{note}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

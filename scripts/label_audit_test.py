#!/usr/bin/env python3
"""Tests of label_audit.py: which real-instance labels sit on lines no build compiles.
Run: python3 scripts/label_audit_test.py"""

import io
import json
import os
import sys
import tempfile
import unittest
from contextlib import redirect_stdout

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import label_audit  # noqa: E402

SOURCE = '''import SwiftUI
// .padding(.horizontal, 16)
struct Card: View {
    /*
     Text("old").padding(.horizontal, 20)
     /* nested */
     Text("older").padding(.horizontal, 24)
    */
    let note = "// not a comment"
    let terms = """
        A long text that goes on \\
        and on, /* not a comment either */
        """
    var body: some View {
        Text(note).padding(.horizontal, 16) // a trailing comment

    }
}
'''


def label(line, kind="pos"):
    return {"repo": "o/app", "commit": "c", "path": "Card.swift", "line": line, "rule": "r", "label": kind, "why": "w"}


class LabelAuditTests(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.TemporaryDirectory()
        os.makedirs(os.path.join(self.folder.name, "o+app"))
        with open(os.path.join(self.folder.name, "o+app", "Card.swift"), "w", encoding="utf-8") as handle:
            handle.write(SOURCE)

    def tearDown(self):
        self.folder.cleanup()

    def problems(self, labels):
        return label_audit.audit(labels, self.folder.name)[0]

    def test_a_line_comment_and_lines_in_a_nested_block_comment_are_reported(self):
        self.assertEqual(len(self.problems([label(2), label(5), label(7)])), 3)

    def test_code_with_a_trailing_comment_is_not_reported(self):
        self.assertEqual(self.problems([label(15)]), [])

    def test_comment_markers_inside_string_literals_are_code(self):
        self.assertEqual(self.problems([label(9), label(11), label(12)]), [])

    def test_a_blank_line_and_a_line_past_the_end_are_reported(self):
        found = self.problems([label(16), label(99)])
        self.assertIn("blank", found[0])
        self.assertIn("past the file's end", found[1])

    def test_negative_labels_are_not_audited(self):
        self.assertEqual(self.problems([label(2, "neg"), label(2, "tn"), label(2, "fp")]), [])

    def test_a_missing_file_is_reported_and_an_app_not_checked_out_is_skipped(self):
        missing = dict(label(3), path="Gone.swift")
        other = dict(label(3), repo="x/other")
        problems, skipped = label_audit.audit([missing, other], self.folder.name)
        self.assertEqual(len(problems), 1)
        self.assertEqual(skipped, 1)

    def test_the_command_exits_1_with_a_count_when_a_label_is_reported(self):
        path = os.path.join(self.folder.name, "labels.json")
        with open(path, "w", encoding="utf-8") as handle:
            json.dump([label(2), label(15)], handle)
        output = io.StringIO()
        with redirect_stdout(output):
            status = label_audit.main([path, self.folder.name])
        self.assertEqual(status, 1)
        self.assertTrue(output.getvalue().rstrip().endswith("1 real-instance labels on lines no build compiles"))


if __name__ == "__main__":
    unittest.main()

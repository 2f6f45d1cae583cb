#!/usr/bin/env python3
"""Tests of accuracy_match.py on the hand-counted fixture in Benchmarks/accuracy/matcher-fixture
(expected.txt was counted by hand from labels.json and findings/). Run: python3 scripts/accuracy_match_test.py"""

import json
import os
import subprocess
import sys
import tempfile
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MATCHER = os.path.join(ROOT, "scripts", "accuracy_match.py")
FIXTURE = os.path.join(ROOT, "Benchmarks", "accuracy", "matcher-fixture")


def run(*args):
    return subprocess.run([sys.executable, MATCHER, *args], capture_output=True, text=True)


class MatcherTests(unittest.TestCase):
    def fixture(self, name):
        return os.path.join(FIXTURE, name)

    def test_counts_match_the_hand_counted_table(self):
        result = run(self.fixture("labels.json"), self.fixture("findings"), "--corpus", self.fixture("corpus.json"), "--list")
        self.assertEqual(result.returncode, 0, result.stderr)
        with open(self.fixture("expected.txt"), encoding="utf-8") as handle:
            self.assertEqual(result.stdout, handle.read())

    def test_output_is_deterministic(self):
        first = run(self.fixture("labels.json"), self.fixture("findings"), "--list").stdout
        second = run(self.fixture("labels.json"), self.fixture("findings"), "--list").stdout
        self.assertEqual(first, second)

    def write(self, directory, name, value):
        path = os.path.join(directory, name)
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(value if isinstance(value, str) else json.dumps(value))
        return path

    def assertBadInput(self, result, *fragments):
        self.assertEqual(result.returncode, 2)
        self.assertEqual(result.stdout, "")
        self.assertEqual(len(result.stderr.strip().splitlines()), 1, result.stderr)
        for fragment in fragments:
            self.assertIn(fragment, result.stderr)

    def test_an_unknown_label_names_the_json_path_and_the_choices(self):
        with tempfile.TemporaryDirectory() as directory:
            entry = {"repo": "a/b", "commit": "c", "path": "p", "line": 1, "rule": "r", "label": "maybe", "why": "w"}
            labels = self.write(directory, "labels.json", [entry])
            self.assertBadInput(run(labels, self.fixture("findings")), "$[0].label", "tp, fp, fn, tn, pos, neg", "maybe")

    def test_pos_and_neg_labels_score_as_real_instances_and_negatives(self):
        with tempfile.TemporaryDirectory() as directory:
            base = {"repo": "a/b", "commit": "c", "rule": "r", "why": "w"}
            labels = self.write(directory, "labels.json", [
                dict(base, path="p", line=1, label="pos"),  # found: a true positive
                dict(base, path="p", line=2, label="pos"),  # missed: a false negative
                dict(base, path="p", line=3, label="neg"),  # found: a false positive
                dict(base, path="p", line=4, label="neg"),  # not found: nothing
            ])
            findings = os.path.join(directory, "findings")
            os.mkdir(findings)
            self.write(findings, "a+b.json", {"findings": [
                {"file": "p", "line": 1, "rule": "r"}, {"file": "p", "line": 3, "rule": "r"}]})
            result = run(labels, findings)
            self.assertEqual(result.returncode, 0, result.stderr)
            row = next(line for line in result.stdout.splitlines() if line.startswith("r "))
            self.assertEqual(row.split(), ["r", "2", "2", "1", "1", "1", "0", "0.50", "0.50"])

    def test_a_label_missing_a_field_names_it(self):
        with tempfile.TemporaryDirectory() as directory:
            labels = self.write(directory, "labels.json", [{"repo": "a/b"}])
            self.assertBadInput(run(labels, self.fixture("findings")), "$[0]", "missing \"commit\"")

    def test_a_label_at_another_commit_than_the_corpus_pins_is_refused(self):
        with tempfile.TemporaryDirectory() as directory:
            entry = {"repo": "acme/app", "commit": "0" * 40, "path": "p", "line": 1, "rule": "r", "label": "tp", "why": "w"}
            labels = self.write(directory, "labels.json", [entry])
            result = run(labels, self.fixture("findings"), "--corpus", self.fixture("corpus.json"))
            self.assertBadInput(result, "$[0].commit", "pinned at 1111")

    def test_two_labels_for_one_place_are_refused(self):
        with tempfile.TemporaryDirectory() as directory:
            entry = {"repo": "a/b", "commit": "c", "path": "p", "line": 1, "rule": "r", "label": "tp", "why": "w"}
            labels = self.write(directory, "labels.json", [entry, dict(entry, label="fp")])
            self.assertBadInput(run(labels, self.fixture("findings")), "$[1]", "a second label")

    def test_also_lines_must_be_positive_line_numbers(self):
        with tempfile.TemporaryDirectory() as directory:
            entry = {"repo": "a/b", "commit": "c", "path": "p", "line": 1, "also": ["x"], "rule": "r", "label": "tp", "why": "w"}
            labels = self.write(directory, "labels.json", [entry])
            self.assertBadInput(run(labels, self.fixture("findings")), "$[0].also", "positive line numbers")

    def test_labels_that_are_not_json_name_the_line(self):
        with tempfile.TemporaryDirectory() as directory:
            labels = self.write(directory, "labels.json", "[\n{\n")
            self.assertBadInput(run(labels, self.fixture("findings")), "labels.json: line", "not JSON")

    def test_findings_without_the_reporter_shape_are_refused(self):
        with tempfile.TemporaryDirectory() as directory:
            findings = os.path.join(directory, "findings")
            os.mkdir(findings)
            self.write(findings, "a+b.json", {"results": []})
            self.assertBadInput(run(self.fixture("labels.json"), findings), "a+b.json", "$.findings")


if __name__ == "__main__":
    unittest.main()

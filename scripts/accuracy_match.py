#!/usr/bin/env python3
"""Scores `insetfix lint --reporter json` output against hand-made labels.

Usage: accuracy_match.py LABELS FINDINGS_DIR [--corpus CORPUS] [--list]

LABELS is a JSON array of {repo, commit, path, line, rule, label, why}. A label says what is true
at a place in the code, judged by reading it:
  tp  a real instance; the tool found it when it was labelled
  fn  a real instance the tool missed when it was labelled
  fp  not a real instance; the tool reported it when it was labelled
  tn  not a real instance the tool did not report (a near miss read on purpose: a candidate
      found by searching, kept so that a rule that starts reporting it is scored as wrong)
  pos a real instance, labelled without running the tool (the held-out set): it should be reported
  neg not a real instance, labelled without running the tool: it must not be reported
so the real instances are the tp, fn and pos labels and the others are negatives, whatever the
tool does today. An optional "also": [lines] names other lines of the same file where a finding is the
same instance (a hosted cell reported at the cell's declaration or where the controller is made).

FINDINGS_DIR holds one `<owner>+<name>.json` per app (the JSON reporter's output, run with the
app folder as the path). A finding matches a label with the same repo, path (relative to the app
folder), line and rule. Per rule:
  true positives  findings at real instances
  false positives findings at places labelled fp or tn
  false negatives real instances without a finding
  unlabelled      findings no label speaks of (listed: label them; they count in no figure)
  duplicates      a second finding for one labelled instance (listed; counted once)
precision = tp / (tp + fp), recall = tp / (tp + fn).

With --corpus, every label's commit must be the commit the corpus pins for its repo.
Bad input is one line on stderr and exit code 2.
"""

import json
import os
import sys

LABELS = ("tp", "fp", "fn", "tn", "pos", "neg")
REAL = ("tp", "fn", "pos")
FIELDS = ("repo", "commit", "path", "line", "rule", "label", "why")


def fail(message):
    print(f"accuracy: {message}", file=sys.stderr)
    sys.exit(2)


def load_json(path):
    try:
        with open(path, encoding="utf-8") as handle:
            return json.load(handle)
    except OSError as error:
        fail(f"{path}: cannot read ({error.strerror})")
    except json.JSONDecodeError as error:
        fail(f"{path}: line {error.lineno}: not JSON ({error.msg})")


def load_labels(path, pinned):
    data = load_json(path)
    if not isinstance(data, list):
        fail(f"{path}: expected a JSON array of labels at $")
    labels = {}
    for index, entry in enumerate(data):
        where = f"{path}: $[{index}]"
        if not isinstance(entry, dict):
            fail(f"{where}: expected an object with {', '.join(FIELDS)}")
        for field in FIELDS:
            if field not in entry:
                fail(f"{where}: missing \"{field}\" (expected {', '.join(FIELDS)})")
        if entry["label"] not in LABELS:
            fail(f"{where}.label: expected one of tp, fp, fn, tn, pos, neg, got {json.dumps(entry['label'])}")
        if not isinstance(entry["line"], int) or entry["line"] < 1:
            fail(f"{where}.line: expected a positive integer")
        for field in ("repo", "commit", "path", "rule", "why"):
            if not isinstance(entry[field], str) or not entry[field]:
                fail(f"{where}.{field}: expected a non-empty string")
        if pinned is not None:
            if entry["repo"] not in pinned:
                fail(f"{where}.repo: {entry['repo']} is not in the corpus (valid: {', '.join(sorted(pinned))})")
            if pinned[entry["repo"]] != entry["commit"]:
                fail(f"{where}.commit: {entry['repo']} is pinned at {pinned[entry['repo']]}, not {entry['commit']}")
        also = entry.get("also", [])
        if not isinstance(also, list) or not all(isinstance(line, int) and line > 0 for line in also):
            fail(f"{where}.also: expected a list of positive line numbers")
        for line in [entry["line"]] + also:
            key = (entry["repo"], entry["path"], line, entry["rule"])
            if key in labels:
                fail(f"{where}: a second label for {entry['repo']} {entry['path']}:{line} {entry['rule']}")
            labels[key] = entry
    return labels


def primary(label):
    return (label["repo"], label["path"], label["line"], label["rule"])


def load_corpus(path):
    data = load_json(path)
    apps = data.get("apps") if isinstance(data, dict) else None
    if not isinstance(apps, list):
        fail(f"{path}: expected {{\"apps\": [{{\"repo\", \"commit\"}}]}} at $.apps")
    pinned = {}
    for index, app in enumerate(apps):
        if not isinstance(app, dict) or not isinstance(app.get("repo"), str) or not isinstance(app.get("commit"), str):
            fail(f"{path}: $.apps[{index}]: expected an object with string \"repo\" and \"commit\"")
        pinned[app["repo"]] = app["commit"]
    return pinned


def load_findings(directory):
    if not os.path.isdir(directory):
        fail(f"{directory}: not a folder of lint results")
    findings = set()
    repos = []
    for name in sorted(os.listdir(directory)):
        if not name.endswith(".json"):
            continue
        repo = name[: -len(".json")].replace("+", "/", 1)
        repos.append(repo)
        path = os.path.join(directory, name)
        data = load_json(path)
        entries = data.get("findings") if isinstance(data, dict) else None
        if not isinstance(entries, list):
            fail(f"{path}: expected the JSON reporter's {{\"findings\": [...]}} at $.findings")
        for index, finding in enumerate(entries):
            try:
                findings.add((repo, os.path.normpath(finding["file"]), int(finding["line"]), finding["rule"]))
            except (KeyError, TypeError, ValueError):
                fail(f"{path}: $.findings[{index}]: expected \"file\", \"line\" and \"rule\"")
    return repos, findings


def score(labels, repos, findings):
    """Per rule: counts and the places behind each count. Labels of repos without results are
    left out (the app was not linted), so a missing app cannot read as misses."""
    rules = {}

    def row(rule):
        return rules.setdefault(rule, {"tp": [], "fp": [], "fn": [], "unlabelled": [], "duplicate": []})

    matched = set()
    for key in sorted(findings):
        label = labels.get(key)
        if label is None:
            row(key[3])["unlabelled"].append(key)
            continue
        instance = primary(label)
        if instance in matched:
            row(key[3])["duplicate"].append(key)
        elif label["label"] not in REAL:
            row(key[3])["fp"].append(instance)
        else:
            row(key[3])["tp"].append(instance)
        matched.add(instance)
    for key, label in sorted(labels.items()):
        if key == primary(label) and label["label"] in REAL and key not in matched and key[0] in repos:
            row(key[3])["fn"].append(key)
    return rules


def ratio(numerator, denominator):
    return f"{numerator / denominator:.2f}" if denominator else "-"


def render(rules, labels, repos):
    lines = []
    header = f"{'rule':<42} {'real':>5} {'found':>5} {'tp':>4} {'fp':>4} {'fn':>4} {'unlab':>5} {'precision':>9} {'recall':>6}"
    lines.append(header)
    for rule in sorted(rules):
        counts = rules[rule]
        tp, fp, fn = len(counts["tp"]), len(counts["fp"]), len(counts["fn"])
        real = tp + fn
        found = tp + fp + len(counts["unlabelled"])
        lines.append(
            f"{rule:<42} {real:>5} {found:>5} {tp:>4} {fp:>4} {fn:>4} {len(counts['unlabelled']):>5} "
            f"{ratio(tp, tp + fp):>9} {ratio(tp, tp + fn):>6}"
        )
    linted = sum(1 for key, label in labels.items() if key == primary(label) and key[0] in repos)
    lines.append(f"apps linted: {len(repos)}; labels on them: {linted}")
    return "\n".join(lines) + "\n"


def main(argv):
    args = [a for a in argv if not a.startswith("--")]
    listing = "--list" in argv
    corpus = None
    if "--corpus" in argv:
        position = argv.index("--corpus")
        if position + 1 >= len(argv):
            fail("--corpus: expected a path to corpus.json")
        corpus = argv[position + 1]
        args = [a for a in args if a != corpus]
    if len(args) != 2:
        fail("usage: accuracy_match.py LABELS FINDINGS_DIR [--corpus CORPUS] [--list]")
    pinned = load_corpus(corpus) if corpus else None
    labels = load_labels(args[0], pinned)
    repos, findings = load_findings(args[1])
    rules = score(labels, repos, findings)
    sys.stdout.write(render(rules, labels, repos))
    if listing:
        for rule in sorted(rules):
            for kind in ("fp", "fn", "unlabelled", "duplicate"):
                for repo, path, line, _ in rules[rule][kind]:
                    why = labels.get((repo, path, line, rule), {}).get("why", "")
                    print(f"{kind:<10} {rule} {repo} {path}:{line} {why}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

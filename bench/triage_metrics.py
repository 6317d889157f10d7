"""Scores shared by the triage benchmarks (bench/triage-eval.py, bench/triage-scale.py,
bench/triage-buglens.py)."""

import os
from collections import Counter, defaultdict


def bcubed(clusters, label):
    """B-cubed precision and recall of `clusters` (lists of ids) against `label`."""
    cluster_of = {m: i for i, c in enumerate(clusters) for m in c}
    by_label = defaultdict(set)
    for m in cluster_of:
        by_label[label[m]].add(m)
    p = r = 0.0
    for m, i in cluster_of.items():
        same = sum(1 for x in clusters[i] if label[x] == label[m])
        p += same / len(clusters[i])
        r += same / len(by_label[label[m]])
    n = len(cluster_of)
    return p / n, r / n


def reduced_texts(out, report, labels):
    """The reduced programs (bytes) of the labelled failures of a triage's work directory
    `out` that were reduced (not attached), by id."""
    texts = {}
    for f in report["failures"]:
        reduced = os.path.join(out, "failures", f["id"], "reduced.c")
        if f["id"] in labels and os.path.exists(reduced) and not f.get("attached_to"):
            texts[f["id"]] = open(reduced, "rb").read()
    return texts


def identical_pairs(texts, labels):
    """Pairs of `texts` (id -> program) that are byte-identical: (of one cause, of two
    causes, pairs of one cause in all). Issue 60's canonical output: the more of the
    first, the more often two reductions of one bug end at one program."""
    by_text = defaultdict(list)
    for fid, t in texts.items():
        by_text[t].append(fid)
    same = other = 0
    for group in by_text.values():
        for i, a in enumerate(group):
            for b in group[i + 1:]:
                if labels[a] == labels[b]:
                    same += 1
                else:
                    other += 1
    possible = sum(n * (n - 1) // 2 for n in Counter(labels[m] for m in texts).values())
    return same, other, possible


LABELS_SCHEMA = "creduce-rs-labels/1"


def read_labels(campaign):
    """CAMPAIGN/labels.json as (failure -> cause, cause -> description).

    The file (docs/guide.md, "Labelled campaigns") is
    `{"schema": "creduce-rs-labels/1", "causes": {CAUSE: {"compiler", "summary",
    "minimal", "check"}}, "failures": {FAILURE: CAUSE}}`; `minimal` and `check` are paths
    relative to the campaign. A cause without a check has `"check": null`."""
    import json
    import os
    doc = json.load(open(os.path.join(campaign, "labels.json")))
    if doc.get("schema") != LABELS_SCHEMA:
        raise SystemExit(f"{campaign}/labels.json: schema is not {LABELS_SCHEMA}")
    failures, causes = doc["failures"], doc["causes"]
    unknown = sorted({c for c in failures.values() if c not in causes})
    if unknown:
        raise SystemExit(f"{campaign}/labels.json: causes without an entry: {unknown}")
    return failures, causes


def run_check(campaign, cause, program, timeout=120):
    """True if `program` (a path) shows `cause`: its check, `check.sh FILE`, exits 0.
    It runs in a fresh temporary directory, in its own process group, killed whole at
    `timeout`. None if the cause has no check or the check timed out."""
    import os
    import signal
    import subprocess
    import tempfile
    check = cause.get("check")
    if not check:
        return None
    with tempfile.TemporaryDirectory(prefix="cause-check-") as d:
        p = subprocess.Popen([os.path.join(os.path.abspath(campaign), check),
                              os.path.abspath(program)], cwd=d, stdout=subprocess.DEVNULL,
                             stderr=subprocess.DEVNULL, start_new_session=True)
        try:
            return p.wait(timeout=timeout) == 0
        except subprocess.TimeoutExpired:
            os.killpg(p.pid, signal.SIGKILL)
            p.wait()
            return None
        finally:
            if p.poll() is None:
                os.killpg(p.pid, signal.SIGKILL)
                p.wait()

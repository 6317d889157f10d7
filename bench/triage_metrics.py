"""Scores shared by the triage benchmarks (bench/triage-eval.py, bench/triage-buglens.py)."""

from collections import defaultdict


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

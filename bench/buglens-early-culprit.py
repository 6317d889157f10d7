#!/usr/bin/env python3
"""What a culprit found on the *unreduced* program is worth as evidence for attaching
wrong-code failures without reducing them, measured on BugLens's GCC-4.3.0 data, which
holds both each test program's original (`gcc430-orig/tcN/orig.c`, with the level and
minimal flags found on it) and its reduction (`gcc430/tcN/small.c`, with its own).

No compiler runs: gcc 4.3.0 is not built here. Each failure is grouped by its original's
culprit (level and flags), as `triage` groups gcc wrong-code failures before reducing;
the two smallest originals of a group are its representatives. Three rules of attaching
the other members are scored:

1. `culprit`: every member is attached to the first representative;
2. `+ agree`: only when both representatives' reductions are in one cluster of
   creduce-rs's clustering of the reduced set with culprits (a finished
   `triage-buglens.py --culprit` work directory);
3. `+ cure`: and only the members that `-fno-` of the first representative's *reduced*
   culprit would cure. The artifact has no such runs, so two stand-ins bound it:
   `+ cure, all` counts a member cured when those flags include every flag of its own
   original's culprit (whose `-fno-` forms cure it, by how it was found); `+ cure, any`
   when they include one of them (right when each flag alone cures, as where the search
   found several one-flag sets).

Printed per rule: reductions run (representatives, failures of no group, members
left unattached), attached, attached to another bug, and B-cubed precision, recall
and F1 when each attached member takes its representative's cluster (the others keep
their own).

    python3 bench/buglens-early-culprit.py ARTIFACT WORK
"""

import json
import os
import sys

from triage_metrics import bcubed


def lines(path):
    if not os.path.exists(path):
        return []
    with open(path) as f:
        return [x.strip() for x in f if x.strip()]


def main():
    artifact, work = sys.argv[1], sys.argv[2]
    with open(os.path.join(work, "report.json")) as f:
        report = json.load(f)
    cluster_of = {}
    for i, c in enumerate(report["clusters"]):
        for m in c["members"]:
            cluster_of[m] = i
    label = {}
    with open(os.path.join(artifact, "results", "gcc430-orig.csv")) as f:
        for row in list(f)[1:]:
            name, bug = row.split(",")[:2]
            label[name] = bug
    orig = os.path.join(artifact, "datasets", "gcc430-orig")
    small = os.path.join(artifact, "datasets", "gcc430")
    key, size, reduced_flags = {}, {}, {}
    for name in sorted(label):
        flags = sorted(lines(os.path.join(orig, name, "minimal_opt_flags_orig.txt")))
        level = "".join(lines(os.path.join(orig, name, "bad_opt.txt")))
        size[name] = os.path.getsize(os.path.join(orig, name, "orig.c"))
        reduced_flags[name] = set(lines(os.path.join(small, name, "minimal_opt_flags_small.txt")))
        if flags:
            key[name] = (level, tuple(flags))
    groups = {}
    for name in sorted(key, key=lambda n: (size[n], n)):
        groups.setdefault(key[name], []).append(name)
    print(f"{len(label)} failures, {len(set(label.values()))} bugs; {len(key)} with a culprit "
          f"on the original, in {len(groups)} groups "
          f"({sum(1 for g in groups.values() if len(g) > 2)} with members beyond 2 representatives)")
    print(f"{'rule':<12} {'reductions':>10} {'attached':>9} {'wrongly':>8} "
          f"{'precision':>9} {'recall':>7} {'F1':>6}")
    for rule in ("culprit", "+ agree", "+ cure, all", "+ cure, any"):
        attached = {}
        for g in groups.values():
            reps, others = g[:2], g[2:]
            if not others:
                continue
            if rule != "culprit" and cluster_of.get(reps[0]) != cluster_of.get(reps[1]):
                continue
            for m in others:
                if rule == "+ cure, all" and not set(key[m][1]) <= reduced_flags[reps[0]]:
                    continue
                if rule == "+ cure, any" and not set(key[m][1]) & reduced_flags[reps[0]]:
                    continue
                attached[m] = reps[0]
        clusters = {}
        for name in label:
            c = cluster_of[attached.get(name, name)]
            clusters.setdefault(c, []).append(name)
        p, r = bcubed(list(clusters.values()), label)
        f1 = 2 * p * r / (p + r) if p + r else 0.0
        wrong = sum(1 for m, rep in attached.items() if label[m] != label[rep])
        print(f"{rule:<12} {len(label) - len(attached):>10} {len(attached):>9} {wrong:>8} "
              f"{p:>9.3f} {r:>7.3f} {f1:>6.3f}")
    p, r = bcubed([c["members"] for c in report["clusters"]], label)
    print(f"{'none':<12} {len(label):>10} {0:>9} {0:>8} {p:>9.3f} {r:>7.3f} "
          f"{2 * p * r / (p + r):>6.3f}   (every failure reduced: the work directory's clusters)")


if __name__ == "__main__":
    main()

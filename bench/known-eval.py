#!/usr/bin/env python3
"""Known-bug matching on a labelled campaign, the protocol of tests/bugs.rs for every
choice of the left-out cause.

For each cause L (or only --left-out L): split every other cause's failures in two
halves (a cause of one failure goes to the first), leave L out of the first half,
triage the first half, record every cluster as a bug named after its members' majority
cause (a second cluster of a cause is added to that bug), then triage the second half
with --known. Prints, per round: how the second half's clusters of known causes were
marked (known with the right id, known with another id, maybe known, new), whether L came
out new, and where L's first member is in the ranking. Triage runs with
--already-reduced, so give it a campaign of reduced programs (wrong-code-reduced) or one
whose programs are the failures themselves (csmith-compile).

    bench/known-eval.py corpus/campaigns/wrong-code-reduced [-j 2] [--left-out CAUSE]
                        [--bin target/release/creduce-rs]
"""

import argparse
import collections
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BIN = os.path.join(ROOT, "target", "release", "creduce-rs")


def run(args):
    r = subprocess.run([BIN] + args, capture_output=True, text=True, timeout=3600)
    if r.returncode != 0:
        sys.exit(f"creduce-rs {' '.join(args)}: exit {r.returncode}\n{r.stderr}")
    return r.stdout


def majority(members, cause_of):
    c = collections.Counter(cause_of[m] for m in members)
    best = max(c.values())
    return sorted(k for k, v in c.items() if v == best)[0], len(c) > 1


def round_(campaign, labels, left_out, jobs, work):
    cause_of = labels["failures"]
    by = collections.defaultdict(list)
    for f, c in cause_of.items():
        by[c].append(f)
    first, second = os.path.join(work, "first"), os.path.join(work, "second")
    for cause, fs in sorted(by.items()):
        fs.sort()
        if cause == left_out:
            half = 0
        elif len(fs) == 1:
            half = 1
        else:
            half = len(fs) // 2
        for i, f in enumerate(fs):
            shutil.copytree(os.path.join(campaign, f), os.path.join(first if i < half else second, f))
    wa, wb, db = (os.path.join(work, n) for n in ("wa", "wb", "db"))
    common = ["--already-reduced", "-j", str(jobs), "-q"]
    run(["triage", first, "--out", wa] + common)
    ra = json.load(open(os.path.join(wa, "report.json")))
    recorded, mixed_first = set(), 0
    for c in ra["clusters"]:
        cause, mixed = majority(c["members"], cause_of)
        mixed_first += mixed
        how = ["--to", cause] if cause in recorded else ["--id", cause]
        run(["bugs", "add", wa, c["id"], "--db", db] + how)
        recorded.add(cause)
    run(["triage", second, "--out", wb, "--known", db] + common)
    rb = json.load(open(os.path.join(wb, "report.json")))
    tally = collections.Counter()
    left = []
    for c in rb["clusters"]:
        cause, _ = majority(c["members"], cause_of)
        k = c.get("known") or {}
        cls = k.get("class", "new")
        bug = (k.get("bug") or {}).get("id")
        if cause == left_out:
            left.append(cls)
        elif cls == "known":
            tally["known, right id" if bug == cause else "known, WRONG id"] += 1
        else:
            tally[cls] += 1
    rank = next(i for i, f in enumerate(rb["ranking"]) if cause_of[f] == left_out) + 1
    return tally, left, rank, len(ra["clusters"]), mixed_first, len(rb["clusters"])


def main():
    global BIN
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("campaign")
    ap.add_argument("-j", type=int, default=2)
    ap.add_argument("--left-out", action="append")
    ap.add_argument("--bin", default=BIN)
    a = ap.parse_args()
    BIN = os.path.abspath(a.bin)
    if not os.access(BIN, os.X_OK):
        sys.exit(f"{BIN}: build it first (cargo build --release)")
    labels = json.load(open(os.path.join(a.campaign, "labels.json")))
    causes = sorted(set(labels["failures"].values()))
    left_outs = a.left_out or causes
    total = collections.Counter()
    new_first = new = 0
    t0 = time.time()
    print(f"{'left out':48} {'1st':>4} {'2nd':>4}  known ok/wrong  maybe  new   left-out  rank")
    for lo in left_outs:
        with tempfile.TemporaryDirectory() as work:
            tally, left, rank, n1, mixed1, n2 = round_(a.campaign, labels, lo, a.j, work)
        total += tally
        is_new = bool(left) and all(c == "new" for c in left)
        new += is_new
        new_first += rank == 1
        print(
            f"{lo:48} {n1:>4} {n2:>4}  {tally['known, right id']:>5}/{tally['known, WRONG id']:<5}"
            f"  {tally['maybe-known']:>5} {tally['new']:>4}   {'/'.join(left):9} {rank:>4}"
            + (f"   ({mixed1} mixed cluster(s) in the first half)" if mixed1 else "")
        )
    clusters = sum(total.values())
    print()
    print(f"rounds              {len(left_outs)} ({time.time() - t0:.0f} s)")
    print(
        f"known causes        {clusters} second-half clusters: {total['known, right id']} known with the "
        f"right id, {total['known, WRONG id']} with another id, {total['maybe-known']} maybe, "
        f"{total['new']} new"
    )
    print(f"left-out cause      new in {new} of {len(left_outs)} rounds, ranked first in {new_first}")


if __name__ == "__main__":
    main()

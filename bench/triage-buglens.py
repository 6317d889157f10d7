#!/usr/bin/env python3
"""Triage of BugLens's published wrong-code sets, scored as the artifact scores them.

Given a checkout of the BugLens artifact (github.com/buglens-artifact/BugLens), for
each set asked for:

1. builds a campaign of exactly the programs listed in `results/<set>.csv`: one folder
   per program holding a copy of its `small.c`, plus, with `--culprit`, a sidecar whose
   `culprit` is `bad_opt.txt`'s level followed by `minimal_opt_flags_small.txt`'s
   flags (either left out where the artifact lacks the file). Never `bug.id` or the bisection results: those are the labels;
2. runs `creduce-rs triage --already-reduced` once (the deterministic ranking the
   report ships) and scores its clusters (B-cubed precision, recall, F1 against
   `bug_id`);
3. re-ranks the finished work directory from 100 seeded starting failures
   (`--rank-start`), as the published figures average 100 random starts of
   furthest-point-first;
4. prints, for each ranking, the programs inspected until all K bugs are seen and the
   mean over k = 1..K of the position where the k-th distinct bug is first seen, beside
   the same figures computed from the artifact's own order files (random, Tamer, D3,
   BugLens's bisection).

It fetches nothing. Not a test.

    python3 bench/triage-buglens.py ARTIFACT [--set gcc430 ...] [--culprit]
                                    [--starts 100] [--bin target/release/creduce-rs]
                                    [--out DIR] [-- extra triage options]
"""

import argparse
import csv
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile

from triage_metrics import bcubed

ANCHORS = [("random", "{s}_random_orders.csv"), ("Tamer (PLDI'13)", "{s}_tamer_orders.csv"),
           ("D3 (ISSTA'23)", "{s}_d3_orders.csv"),
           ("BugLens (bisection)", "{s}_bisection_opt_order.csv")]


def labels_of(artifact, s):
    with open(os.path.join(artifact, "results", f"{s}.csv"), newline="") as f:
        rows = list(csv.reader(f))[1:]
    return {r[0]: r[1] for r in rows}


def positions(order, label):
    """1-based positions at which each new bug is first seen."""
    seen, pos = set(), []
    for i, x in enumerate(order):
        if x in label and label[x] not in seen:
            seen.add(label[x])
            pos.append(i + 1)
    return pos


def summarize(orders, label):
    """(programs until all bugs are seen, mean over k), averaged over the orders."""
    k = len(set(label.values()))
    alls, means = [], []
    for o in orders:
        p = positions(o, label)
        if len(p) < k:
            p += [len(label)] * (k - len(p))  # never seen: the whole set
        alls.append(p[-1])
        means.append(sum(p) / k)
    return sum(alls) / len(alls), sum(means) / len(means)


def build_campaign(artifact, s, dest, culprit):
    shutil.rmtree(dest, ignore_errors=True)
    os.makedirs(dest)
    for name in labels_of(artifact, s):
        src = os.path.join(artifact, "datasets", s, name)
        out = os.path.join(dest, name)
        os.makedirs(out)
        with open(os.path.join(src, "small.c"), "rb") as f:
            program = f.read()
        with open(os.path.join(out, "small.c"), "wb") as f:
            f.write(program)
        if culprit:
            level_file = os.path.join(src, "bad_opt.txt")
            level = open(level_file).read().strip() if os.path.exists(level_file) else ""
            flags_file = os.path.join(src, "minimal_opt_flags_small.txt")
            flags = []
            if os.path.exists(flags_file):
                flags = [x.strip() for x in open(flags_file) if x.strip()]
            with open(os.path.join(out, "failure.json"), "w") as f:
                json.dump({"culprit": ([level] if level else []) + flags}, f)


def triage(binary, campaign, out, extra, start=None):
    cmd = [binary, "triage", campaign, "--out", out, "--already-reduced", "-q"] + extra
    if start:
        cmd += ["--rank-start", start]
    p = subprocess.run(cmd, capture_output=True, text=True)
    if p.returncode != 0:
        sys.exit(f"triage failed ({p.returncode}): {p.stderr.strip()}")
    with open(os.path.join(out, "report.json")) as f:
        return json.load(f)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("artifact", help="a checkout of the BugLens artifact")
    ap.add_argument("--set", action="append", dest="sets",
                    help="gcc430, gcc440, gcc450, llvm280 (repeatable; default gcc430)")
    ap.add_argument("--culprit", action="store_true",
                    help="give each program its culprit (bad_opt.txt + minimal flags)")
    ap.add_argument("--starts", type=int, default=100)
    ap.add_argument("--bin", default="target/release/creduce-rs")
    ap.add_argument("--out", help="where campaigns and work directories go (default: temporary)")
    argv = sys.argv[1:]
    extra = argv[argv.index("--") + 1:] if "--" in argv else []
    args = ap.parse_args(argv[:argv.index("--")] if "--" in argv else argv)
    args.extra = extra
    base = args.out or tempfile.mkdtemp(prefix="triage-buglens-")
    mode = "culprit" if args.culprit else "programs"
    for s in args.sets or ["gcc430"]:
        label = labels_of(args.artifact, s)
        k = len(set(label.values()))
        campaign = os.path.join(base, f"{s}-{mode}", "campaign")
        work = os.path.join(base, f"{s}-{mode}", "work")
        build_campaign(args.artifact, s, campaign, args.culprit)
        shutil.rmtree(work, ignore_errors=True)
        report = triage(args.bin, campaign, work, args.extra)
        clusters = [c["members"] for c in report["clusters"]]
        p, r = bcubed(clusters, label)
        f1 = 2 * p * r / (p + r) if p + r else 0.0
        shipped = summarize([report["ranking"]], label)
        rng = random.Random(0)
        ids = sorted(label)
        orders = [triage(args.bin, campaign, work, args.extra, rng.choice(ids))["ranking"]
                  for _ in range(args.starts)]
        ours = summarize(orders, label)
        print(f"== {s} ({len(label)} programs, {k} bugs), {mode}")
        print(f"clusters {len(clusters)}; B-cubed precision {p:.3f} recall {r:.3f} F1 {f1:.3f}")
        print(f"{'ranking':<28} {'all bugs seen':>14} {'mean over k':>12}")
        print(f"{'creduce-rs, shipped order':<28} {shipped[0]:>14.1f} {shipped[1]:>12.1f}")
        print(f"{f'creduce-rs, {args.starts} starts':<28} {ours[0]:>14.1f} {ours[1]:>12.1f}")
        for name, pattern in ANCHORS:
            path = os.path.join(args.artifact, "results", pattern.format(s=s))
            if not os.path.exists(path):
                continue
            with open(path, newline="") as f:
                rows = [[x for x in row if x] for row in csv.reader(f)]
            a = summarize(rows, label)
            print(f"{name:<28} {a[0]:>14.1f} {a[1]:>12.1f}")
        sys.stdout.flush()


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Regenerate the big wrong-code campaign: `creduce-rs fuzz` with the arith, callconv and
csmith generators against chibicc, pcc and tcc, labelled by the causes' checks of the
labelled wrong-code campaign (corpus/campaigns/wrong-code).

The runs are those of corpus/campaigns/wrong-code/README.md ("How it was found") with
counts instead of minutes, so the campaign is the same on every run, and a Csmith run
(oracle `vote`). A finished run is kept, so an interrupted one picks up where it stopped.

Each failure is labelled by a program: every cause of its compiler runs its `check.sh`
on the failure's program; the one cause whose check accepts it is its label. The checks
were written for reduced programs: an unreduced program that no check accepts, or
several, stays unlabelled and is listed as such (Csmith's have no `NG` line, so no check
accepts them).

    python3 bench/make-big-wrong-code.py --out DIR [-j 2] [--bin target/release/creduce-rs]
                                         [--held-out]

DIR/campaign is then a campaign folder for `creduce-rs triage`, with labels.json.
"""

import argparse
import concurrent.futures
import json
import os
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
LABELLED = os.path.join(HERE, "..", "corpus", "campaigns", "wrong-code")
CCS = ["--cc", "tcc", "--cc", "chibicc", "--cc", "pcc"]
RUNS = [
    ("arith", ["--generator", "arith", *CCS, "--count", "4000", "--seed", "20001"]),
    ("arithf", ["--generator", "arith", "--float", *CCS, "--count", "3000", "--seed", "40001"]),
    ("callconv", ["--generator", "callconv", "--types",
                  "ints,floats,long-double,pointers,structs,unions,arrays,bitfields,aggregate-return",
                  *CCS, "--count", "300", "--seed", "60001"]),
    ("csmith", ["--generator", "csmith", *CCS, "--count", "150", "--seed", "70001"]),
]
# `--held-out`: arith tests from other seeds, for figures on what the arith shrink's key
# was not designed with (it was chosen looking at RUNS' arith failures).
HELD_OUT = [
    ("arith", ["--generator", "arith", *CCS, "--count", "2000", "--seed", "120001"]),
    ("arithf", ["--generator", "arith", "--float", *CCS, "--count", "1500", "--seed", "140001"]),
]


def label(prog, cc, causes):
    accepted = []
    for c, v in causes.items():
        if v["compiler"] != cc:
            continue
        p = subprocess.run(["timeout", "120", "sh", os.path.join(LABELLED, v["check"]), prog],
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        if p.returncode == 0:
            accepted.append(c)
    return accepted


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", required=True)
    ap.add_argument("-j", type=int, default=2)
    ap.add_argument("--bin", default="target/release/creduce-rs")
    ap.add_argument("--held-out", action="store_true",
                    help="arith tests from other seeds only (see HELD_OUT)")
    args = ap.parse_args()
    runs = HELD_OUT if args.held_out else RUNS
    root = os.path.abspath(args.out)
    os.makedirs(os.path.join(root, "fuzz"), exist_ok=True)
    for name, opts in runs:
        out = os.path.join(root, "fuzz", name)
        if os.path.exists(out + ".done"):
            continue
        shutil.rmtree(out, ignore_errors=True)
        cmd = [args.bin, "fuzz", *opts, "-j", str(args.j), "--out", out]
        print("$ " + " ".join(cmd), file=sys.stderr)
        subprocess.run(cmd, check=True)
        open(out + ".done", "w").close()

    campaign = os.path.join(root, "campaign")
    shutil.rmtree(campaign, ignore_errors=True)
    os.makedirs(campaign)
    labelled = json.load(open(os.path.join(LABELLED, "labels.json")))
    causes = labelled["causes"]
    found = []
    for name, _ in runs:
        d = os.path.join(root, "fuzz", name)
        for f in sorted(os.listdir(d)):
            src = os.path.join(d, f)
            if os.path.isdir(src):
                dest = f if f.startswith(name + "-") else f"{name}-{f}"
                shutil.copytree(src, os.path.join(campaign, dest))
                fj = json.load(open(os.path.join(src, "failure.json")))
                cc = fj["oracle"].get("cc") or []
                found.append((dest, cc))

    def one(t):
        dest, cc = t
        prog = os.path.join(campaign, dest, "test.c")
        suspects = [c for c in (cc if isinstance(cc, list) else [cc]) if c in ("chibicc", "pcc", "tcc")]
        compiler = dest.rsplit("-", 1)[1] if dest.rsplit("-", 1)[1] in ("chibicc", "pcc", "tcc") else None
        which = compiler or (suspects[0] if len(suspects) == 1 else None)
        return dest, (label(prog, which, causes) if which and os.path.exists(prog) else [])

    with concurrent.futures.ThreadPoolExecutor(args.j) as ex:
        results = list(ex.map(one, found))
    failures = {d: acc[0] for d, acc in results if len(acc) == 1}
    unlabelled = {d: acc for d, acc in results if len(acc) != 1}
    shutil.copytree(os.path.join(LABELLED, "causes"), os.path.join(campaign, "causes"))
    with open(os.path.join(campaign, "labels.json"), "w") as f:
        json.dump({"schema": "creduce-rs-labels/1", "causes": causes, "failures": failures,
                   "unlabelled": unlabelled}, f, indent=1, sort_keys=True)
    counts = {}
    for d, acc in results:
        key = acc[0] if len(acc) == 1 else ("no check accepts it" if not acc else "several checks accept it")
        counts[key] = counts.get(key, 0) + 1
    # The labelled campaign's own failures (the same seeds) were labelled by their reduced
    # programs: the cause a reduction shows, which can differ from the check that accepts
    # the unreduced program (a reduction can move from one NG cause to another). Written
    # beside labels.json; bench/triage-scale.py scores against both.
    curated = labelled["failures"]
    by_reduced = dict(failures)
    for d, _ in results:
        key = d.replace("arithf-arith-", "arithf-")  # the labelled campaign's spelling
        if key in curated:
            by_reduced[d] = curated[key]
    with open(os.path.join(campaign, "labels-by-reduced.json"), "w") as f:
        json.dump({"schema": "creduce-rs-labels/1", "causes": causes, "failures": by_reduced},
                  f, indent=1, sort_keys=True)
    changed = sum(1 for d in by_reduced if failures.get(d) != by_reduced[d])
    print(f"labels-by-reduced.json: {changed} of {len(by_reduced)} labels from the labelled "
          "campaign's reduced programs")
    print(f"failures   {len(results)}")
    for k, n in sorted(counts.items()):
        print(f"  {n:4d}  {k}")


if __name__ == "__main__":
    main()

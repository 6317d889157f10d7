#!/usr/bin/env python3
"""Regenerate the big compile campaign: batches 1 and 5 of the Csmith hunt in
corpus/campaigns/csmith-compile/README.md, labelled by the causes' checks.

Batch 1 is seeds 1-3000 with no extra Csmith options, batch 5 is seeds 8201-8700 with
`--no-packed-struct --no-safe-math`; both against chibicc, pcc and tcc. The seeds and
options are kept (in each failure's meta.json), not the programs: the campaign is about
25 MB. `hunt.sh` runs in WORKERS parts at a time under `nice -n 19`; a finished part is
kept, so an interrupted run picks up where it stopped.

Each failure is labelled by a program, as the hunt was: every cause of its compiler in
corpus/campaigns/csmith-compile/causes/ runs its `check.sh` on the failure's program; the
cause whose check accepts it is its label (the caret position for chibicc's const-address
cause, the pragma for tcc). A failure that no check accepts, or more than one, stays
unlabelled and is listed as such.

    python3 bench/make-big-compile.py --out DIR [--workers 2] [--batches 1,5]

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
HUNT = os.path.join(HERE, "..", "corpus", "campaigns", "csmith-compile")
BATCHES = {
    "1": (1, 3000, ""),
    "5": (8201, 8700, "--no-packed-struct --no-safe-math"),
}
PREPROCESS = (
    "gcc -E -P -Iinc -I/usr/include/csmith -U__GNUC__ -D__STRICT_ANSI__ '-D__attribute__(x)=' "
    "-D__extension__= -D__restrict= -D__inline=inline '-D__asm__(x)=' -D_Float32=csm_F32 "
    "-D_Float64=csm_F64 -D_Float32x=csm_F32x -D_Float64x=csm_F64x -D_Float128=csm_F128 orig.c -o prog.c"
)


def parts(batches, workers):
    """The hunt split into parts: each batch's seeds in WORKERS even ranges."""
    out = []
    for b in batches:
        first, last, extra = BATCHES[b]
        n = last - first + 1
        for k in range(workers):
            lo = first + n * k // workers
            hi = first + n * (k + 1) // workers - 1
            out.append((f"b{b}-{k}", lo, hi, extra, b))
    return out


def hunt(part, root):
    name, lo, hi, extra, _ = part
    out = os.path.join(root, "hunt", name)
    if os.path.exists(os.path.join(out, "done")):
        return name, "kept"
    shutil.rmtree(out, ignore_errors=True)
    env = dict(os.environ, EXTRA_OPTS=extra, COMPILERS="chibicc pcc tcc")
    subprocess.run(["bash", os.path.join(HUNT, "hunt.sh"), str(lo), str(hi), out],
                   env=env, check=True, stdout=subprocess.DEVNULL)
    open(os.path.join(out, "done"), "w").close()
    return name, "hunted"


def causes():
    labels = json.load(open(os.path.join(HUNT, "labels.json")))
    return {c: v for c, v in sorted(labels["causes"].items())}


def label(prog, cc, all_causes):
    """The causes of compiler CC whose check accepts PROG."""
    accepted = []
    for c, v in all_causes.items():
        if v["compiler"] != cc:
            continue
        check = os.path.join(HUNT, v["check"])
        p = subprocess.run(["timeout", "120", "sh", check, prog],
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        if p.returncode == 0:
            accepted.append(c)
    return accepted


def assemble(root, plist, workers):
    campaign = os.path.join(root, "campaign")
    shutil.rmtree(campaign, ignore_errors=True)
    os.makedirs(campaign)
    all_causes = causes()
    found = []
    for name, _, _, _, batch in plist:
        d = os.path.join(root, "hunt", name)
        for f in sorted(os.listdir(d)):
            if f.startswith("s") and os.path.isdir(os.path.join(d, f)):
                found.append((os.path.join(d, f), f, batch))
    found.sort(key=lambda t: (int(t[1][1:].split("-")[0]), t[1]))

    def one(t):
        src, fname, batch = t
        cc = fname.split("-", 1)[1]
        o = os.path.join(campaign, fname)
        os.makedirs(o)
        shutil.copy(os.path.join(src, "prog.c"), os.path.join(o, "prog.c"))
        opts = open(os.path.join(src, "opts.txt")).read().split()
        err = open(os.path.join(src, "err.txt"), errors="replace").read()
        with open(os.path.join(o, "failure.json"), "w") as f:
            json.dump({"oracle": {"oracle": "crash", "cc": [cc], "ref": "gcc -std=c99 -w"}}, f, indent=1)
        with open(os.path.join(o, "meta.json"), "w") as f:
            json.dump({"seed": int(opts[1]), "csmith_opts": opts, "preprocess": PREPROCESS,
                       "stdio_stub": "inc/stdio.h = extern int printf(const char *, ...);",
                       "compiler": cc, "exit_code": int(open(os.path.join(src, "rc")).read()),
                       "stderr": err[:2000], "batch": batch}, f, indent=1)
        return fname, label(os.path.join(o, "prog.c"), cc, all_causes)

    with concurrent.futures.ThreadPoolExecutor(workers) as ex:
        results = list(ex.map(one, found))
    failures, unlabelled = {}, []
    for fname, acc in results:
        if len(acc) == 1:
            failures[fname] = acc[0]
        else:
            unlabelled.append((fname, acc))
    cause_dir = os.path.join(campaign, "causes")
    shutil.copytree(os.path.join(HUNT, "causes"), cause_dir)
    with open(os.path.join(campaign, "labels.json"), "w") as f:
        json.dump({"schema": "creduce-rs-labels/1", "causes": all_causes, "failures": failures,
                   "unlabelled": {n: a for n, a in unlabelled}}, f, indent=1, sort_keys=True)
    return results, unlabelled


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", required=True)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--batches", default="1,5")
    ap.add_argument("--hunt-only", action="store_true")
    args = ap.parse_args()
    root = os.path.abspath(args.out)
    os.makedirs(os.path.join(root, "hunt"), exist_ok=True)
    plist = parts(args.batches.split(","), args.workers)
    with concurrent.futures.ThreadPoolExecutor(args.workers) as ex:
        for name, how in ex.map(lambda p: hunt(p, root), plist):
            print(f"{name}: {how}", file=sys.stderr)
    if args.hunt_only:
        return
    results, unlabelled = assemble(root, plist, args.workers)
    counts = {}
    for _, acc in results:
        key = acc[0] if len(acc) == 1 else ("unlabelled" if not acc else "ambiguous")
        counts[key] = counts.get(key, 0) + 1
    print(f"failures   {len(results)}")
    for k, n in sorted(counts.items()):
        print(f"  {n:4d}  {k}")
    for n, acc in unlabelled:
        print(f"unlabelled {n}: {', '.join(acc) or 'no check accepts it'}")


if __name__ == "__main__":
    main()

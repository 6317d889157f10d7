#!/usr/bin/env python3
"""Clustering and ranking at scale: `creduce-rs triage --already-reduced` on N generated
small programs (default 1,000), as a campaign of already-reduced failures would be.

Each program is one of 40 "bugs" (a template of statements over a few variables, with
its own sidecar signature for half of them), with names, constants and a few extra
statements varied at random, so clustering and ranking have real work to do. Prints
the wall time, the peak memory of the triage process, the number of clusters and the
goal (under a minute, under 1 GiB). Not a test: run it on an idle machine.

    python3 bench/triage-scale.py [--n 1000] [--bin target/release/creduce-rs] [--keep DIR]
"""

import argparse
import json
import os
import random
import resource
import shutil
import subprocess
import tempfile
import time

TYPES = ["int", "unsigned", "long", "short", "char", "unsigned long", "long long"]
OPS = ["+", "-", "*", "/", "%", "<<", ">>", "&", "|", "^"]


def bug(k, rng):
    """The k-th bug: a fixed shape chosen by k."""
    r = random.Random(k)
    t1, t2 = r.choice(TYPES), r.choice(TYPES)
    ops = [r.choice(OPS) for _ in range(3)]
    shape = r.randrange(4)
    if shape == 0:
        body = [f"{t1} x = a {ops[0]} b;", f"x = x {ops[1]} c;", "return x;"]
    elif shape == 1:
        body = [f"{t2} y[4];", f"y[a & 3] = b {ops[0]} c;", f"return y[0] {ops[2]} a;"]
    elif shape == 2:
        body = [f"struct s{k} {{ {t1} f; {t2} g; }} v;", f"v.f = a {ops[1]} b;",
                "v.g = v.f;", "return v.g;"]
    else:
        body = [f"{t1} i;", "for (i = 0; i < a; i++)", f"  b = b {ops[2]} c;", "return b;"]
    return t1, body


def program(k, rng):
    t1, body = bug(k, rng)
    names = {n: f"{rng.choice('pqrstuvw')}{rng.randrange(100)}" for n in ["a", "b", "c", "x", "y", "v", "i"]}
    extra = [f"  {rng.choice(TYPES)} e{j} = {rng.randrange(1000)};" for j in range(rng.randrange(3))]
    lines = [f"{t1} f{rng.randrange(1000)}({t1} a, {t1} b, {t1} c) {{"] + extra
    lines += ["  " + s for s in body] + ["}"]
    text = "\n".join(lines) + "\n"
    for old, new in names.items():
        text = text.replace(f" {old} ", f" {new} ").replace(f" {old};", f" {new};")
    return text


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--n", type=int, default=1000)
    ap.add_argument("--bin", default="target/release/creduce-rs")
    ap.add_argument("--keep", help="keep the campaign and work directory here")
    args = ap.parse_args()
    rng = random.Random(42)
    root = args.keep or tempfile.mkdtemp(prefix="triage-scale-")
    campaign = os.path.join(root, "campaign")
    work = os.path.join(root, "work")
    shutil.rmtree(campaign, ignore_errors=True)
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(campaign)
    for i in range(args.n):
        k = rng.randrange(40)
        name = f"f{i:05d}"
        with open(os.path.join(campaign, name + ".c"), "w") as f:
            f.write(program(k, rng))
        if k % 2 == 0:
            sig = {"oracle": "crash", "compiler": "cc",
                   "failure": {"kind": "ice", "message": f"in pass_{k}, at file_{k}.c:N"}}
            with open(os.path.join(campaign, name + ".json"), "w") as f:
                json.dump({"signature": sig, "labels": {"bug": str(k)}}, f)
    t0 = time.monotonic()
    p = subprocess.run([args.bin, "triage", campaign, "--out", work, "--already-reduced", "-q"],
                       capture_output=True, text=True)
    wall = time.monotonic() - t0
    peak_kib = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    if p.returncode != 0:
        print(p.stderr)
        raise SystemExit(f"triage exited {p.returncode}")
    report = json.load(open(os.path.join(work, "report.json")))
    print(f"programs            {args.n}")
    print(f"clusters            {report['summary']['clusters']} (40 bugs generated)")
    print(f"wall time           {wall:.2f} s   (goal: < 60 s)")
    print(f"peak memory         {peak_kib / 1024:.1f} MiB   (goal: < 1024 MiB)")
    # Purity: how many clusters mix generated bugs.
    bug_of = {f["id"]: f["labels"].get("bug") for f in report["failures"]}
    mixed = sum(1 for c in report["clusters"]
                if len({bug_of[m] for m in c["members"] if bug_of[m] is not None}) > 1)
    print(f"clusters mixing two generated bugs with signatures: {mixed}")
    if not args.keep:
        shutil.rmtree(root)


if __name__ == "__main__":
    main()

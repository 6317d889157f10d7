#!/usr/bin/env python3
"""Fidelity of reductions on corpus/, in one run: each case reduced with its built-in
oracle twice, as before the static guard (--no-static-guard --format none) and as now
(the defaults: static guard, final formatting step), plus the crash-oracle reductions of
a finished triage of a labelled campaign (--triage-out).

Prints per case: the oracle, tokens and bytes of the result before and after the
formatting step (bytes before it from --stats-json), and whether each result passes the
independent check: gcc -std=c99 -pedantic-errors -Werror=pragmas -fsyntax-only (or the
original's strictest mode: c89, c99, c11, else gnu11, else gcc's default), then the
share of results that pass it before and after the guard. Not a test.

    python3 bench/fidelity.py [-j 2] [--triage-out WORKDIR] [CASE ...]
"""

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BIN = os.path.join(ROOT, "target", "release", "creduce-rs")

CRASH_CHIBICC = ["--oracle", "crash", "--cc", "chibicc", "--ref", "gcc -std=c99 -w"]
VOTE = ["--oracle", "vote", "--cc", "gcc -O0", "--cc", "gcc -O2", "--cc", "clang-15 -O2"]

# The built-in oracle of each corpus case (the one its script stands for).
ORACLES = {
    "rv-s1-chibicc": CRASH_CHIBICC,
    "rv-s27-chibicc": CRASH_CHIBICC,
    "small-static-init-chibicc": CRASH_CHIBICC,
    "small-gcc-diagnostic": ["--oracle", "crash", "--cc", "gcc -std=c99 -pedantic-errors"],
    "small-selfcheck-chibicc": ["--oracle", "expect", "--cc", "chibicc", "--ref", "gcc"],
    "small-bitfield-chibicc": VOTE + ["--cc", "chibicc"],
    "small-float-conv-chibicc": VOTE + ["--cc", "chibicc"],
    "small-u64-literal-chibicc": VOTE + ["--cc", "chibicc"],
}


def strictest_mode(path):
    """The first of c89, c99, c11, gnu11 that gcc -pedantic-errors accepts, else None."""
    for m in ["c89", "c99", "c11", "gnu11"]:
        if passes(path, m):
            return m
    return None


def passes(path, mode):
    """The independent check: gcc in `mode` (None: its default) with -pedantic-errors
    (not for the default) and -Werror=pragmas, syntax only."""
    flags = ["-Werror=pragmas", "-fsyntax-only"]
    if mode:
        flags = [f"-std={mode}", "-pedantic-errors"] + flags
    d = tempfile.mkdtemp()
    try:
        shutil.copy(path, os.path.join(d, "r.c"))
        r = subprocess.run(["gcc"] + flags + ["r.c"], cwd=d, capture_output=True, timeout=60)
        return r.returncode == 0
    finally:
        shutil.rmtree(d, ignore_errors=True)


def measure(path):
    m = json.loads(subprocess.run([BIN, "measure", "--json", path], capture_output=True,
                                  text=True, check=True).stdout)
    return m["bytes"], m["tokens"]


def reduce(case, oracle, extra, jobs):
    src = os.path.join(ROOT, "corpus", case)
    cfile = next(f for f in sorted(os.listdir(src)) if f.endswith(".c"))
    work = tempfile.mkdtemp(prefix=f"fidelity-{case}-")
    shutil.copy(os.path.join(src, cfile), work)
    stats = os.path.join(work, "stats.json")
    cmd = [BIN, cfile] + oracle + ["-j", str(jobs), "-q", "--stats-json", stats] + extra
    p = subprocess.run(cmd, cwd=work, capture_output=True, text=True)
    if p.returncode != 0:
        return None, p.stderr.strip().splitlines()[-1:] or ["?"]
    s = json.load(open(stats))
    return (os.path.join(work, cfile), s), None


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("-j", type=int, default=2)
    ap.add_argument("--triage-out", help="a finished triage work directory to check too")
    ap.add_argument("cases", nargs="*", default=sorted(ORACLES))
    args = ap.parse_args()
    rows = []
    print(f"{'case':28} {'oracle':7} {'before guard':>22} {'after: before format':>22} "
          f"{'after format':>14}  mode  pass before/after")
    for case in args.cases:
        oracle = ORACLES[case]
        src = os.path.join(ROOT, "corpus", case)
        cfile = next(f for f in sorted(os.listdir(src)) if f.endswith(".c"))
        mode = strictest_mode(os.path.join(src, cfile))
        before, err = reduce(case, oracle, ["--no-static-guard", "--format", "none"], args.j)
        after, err2 = reduce(case, oracle, [], args.j)
        if before is None or after is None:
            print(f"{case:28} error: {err or err2}")
            continue
        bpath, _ = before
        apath, astats = after
        bb, bt = measure(bpath)
        ab, at = measure(apath)
        pb, pa = passes(bpath, mode), passes(apath, mode)
        rows.append((pb, pa))
        print(f"{case:28} {oracle[1]:7} {bb:>8} B {bt:>5} tok   "
              f"{astats['bytes_before_format']:>8} B {at:>5} tok   {ab:>8} B ({astats['format']:9})"
              f"  {mode or 'dflt':5} {'yes' if pb else 'no':>3}/{'yes' if pa else 'no'}")
    if rows:
        n = len(rows)
        print(f"\npass {sum(b for b, _ in rows)} of {n} before the guard, "
              f"{sum(a for _, a in rows)} of {n} after (gcc in the original's strictest mode, "
              "-pedantic-errors, -Werror=pragmas)")
    if args.triage_out:
        fails = os.path.join(args.triage_out, "failures")
        ok, total, bad = 0, 0, []
        for fid in sorted(os.listdir(fails)):
            red = os.path.join(fails, fid, "reduced.c")
            orig = os.path.join(fails, fid, "original.c")
            if not os.path.exists(red):
                continue
            total += 1
            mode = strictest_mode(orig)
            if passes(red, mode):
                ok += 1
            else:
                bad.append(f"{fid} ({mode or 'default'})")
        print(f"\ntriage {args.triage_out}: {ok} of {total} reduced programs pass the "
              "independent check in their original's strictest mode")
        for b in bad:
            print(f"   fails: {b}")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Benchmark: C++ cases side by side with C-Vise, same test script, same -j.

Runs bench/compare.py (script mode: both tools run each case's test.sh) on the public set
of real C++ compiler bugs, corpus/campaigns/cpp-bugs (g++ 12.2 and clang++ 14/15 crashes
and wrong code, each with its test.sh), and prints per case and as medians: wall time,
tests, final bytes and tokens, and the ratios creduce-rs / C-Vise.

usage: bench/cpp.py [-j N] [--kind crash|wrong-code|all] [--keep DIR] [compare.py options]
Needs: a release build (cargo build --release), cvise, g++, clang++-14/15/16.
"""
import json, os, subprocess, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SET = os.path.join(ROOT, "corpus", "campaigns", "cpp-bugs")


def main():
    args = sys.argv[1:]
    kind = "all"
    if "--kind" in args:
        i = args.index("--kind")
        kind = args[i + 1]
        del args[i:i + 2]
    cases = []
    for name in sorted(os.listdir(SET)):
        meta = os.path.join(SET, name, "meta.json")
        if not os.path.exists(meta):
            continue
        k = json.load(open(meta)).get("kind", "")
        crash = k in ("ice", "crash")
        if kind == "all" or (kind == "crash") == crash:
            cases.append(os.path.join(SET, name))
    cmd = [sys.executable, os.path.join(ROOT, "bench", "compare.py")] + args + cases
    sys.exit(subprocess.run(cmd).returncode)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Benchmark: C++ cases side by side with C-Vise, same test script, same -j.

Runs bench/compare.py (script mode: both tools run each case's test.sh) on the public set
of real C++ compiler bugs, corpus/campaigns/cpp-bugs (g++ 12.2 and clang++ 14/15 crashes
and wrong code, each with its test.sh), and prints per case and as medians: wall time,
tests, final bytes and tokens, and the ratios creduce-rs / C-Vise.

usage: bench/cpp.py [-j N] [--kind crash|wrong-code|all] [--keep DIR] [compare.py options]
       bench/cpp.py --validity DIR   (after --mode builtin --kind crash --keep DIR)
--validity: for each crash case's creduce-rs result in DIR, the -std=c++98/11/14/17/20
  -pedantic-errors modes its original passes under g++ and clang++-15 (not the compiler
  under suspicion), and whether the result passes every one of them too.
Needs: a release build (cargo build --release), cvise, g++, clang++-14/15/16.
"""
import json, os, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SET = os.path.join(ROOT, "corpus", "campaigns", "cpp-bugs")


MODES = ["c++98", "c++11", "c++14", "c++17", "c++20"]


def passes(compiler, mode, path):
    with tempfile.TemporaryDirectory() as d:
        r = subprocess.run(["timeout", "60", compiler, f"-std={mode}", "-pedantic-errors", "-fsyntax-only",
                            "-x", "c++", path], cwd=d, capture_output=True)
        return r.returncode == 0


def validity(keep):
    rows = 0
    bad = 0
    for name in sorted(os.listdir(SET)):
        meta = os.path.join(SET, name, "meta.json")
        if not os.path.exists(meta) or json.load(open(meta)).get("kind") not in ("ice", "crash"):
            continue
        result = os.path.join(keep, f"{name}.creduce-rs.cc")
        if not os.path.exists(result):
            print(f"{name:<22} no result in {keep}")
            bad += 1
            continue
        suspect = json.load(open(os.path.join(SET, name, "failure.json")))["oracle"]["cc"][0].split()[0]
        original = os.path.join(SET, name, "prog.cc")
        parts = []
        for comp in ("g++", "clang++-15"):
            if ("clang" in comp) == ("clang" in suspect):
                continue
            modes = [m for m in MODES if passes(comp, m, original)]
            kept = [m for m in modes if passes(comp, m, result)]
            ok = kept == modes
            bad += not ok
            parts.append(f"{comp}: original {','.join(modes) or 'none'} -> result {'same' if ok else ','.join(kept) or 'none'}")
        rows += 1
        print(f"{name:<22} {'; '.join(parts)}")
    print(f"{rows} results, {bad} not as valid as their original")
    return bad == 0


def main():
    args = sys.argv[1:]
    if args[:1] == ["--validity"]:
        sys.exit(0 if validity(args[1]) else 1)
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

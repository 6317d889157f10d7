#!/usr/bin/env python3
"""Folder cases beside C-Vise: creduce-rs reduces the folder (corpus/folder-*/, the folder
beside test.sh), C-Vise the single-file route it can take: each translation unit with the
folder's own headers inlined (quoted includes, where they are), given to it together;
the test's other files (build files, files left alone) are copied in by a wrapper before
each test, as they are.

Prints per case and tool: wall time, tests, files left, bytes of text (every text file
the tool reduces or keeps), tokens of the C and C++ sources (creduce-rs measure), and
whether the result still passes the case's test run as its user runs it. Then the
ratios creduce-rs / C-Vise.

Usage: python3 bench/folder.py [-j 2] [--skip-cvise | --skip-creduce] [--limit S] [--keep DIR] [CASE...]
(--limit: a tool still running after S seconds is stopped, and what it has is measured,
marked "cut")
Needs a release build (cargo build --release), cvise, and the compilers the tests call.
"""
import argparse
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BIN = os.path.join(ROOT, "target", "release", "creduce-rs")
SOURCES = (".c", ".cc", ".cpp", ".cxx", ".C")
HEADERS = (".h", ".hh", ".hpp", ".hxx", ".inc", ".def")


def cases():
    d = os.path.join(ROOT, "corpus")
    return sorted(c for c in os.listdir(d) if c.startswith("folder-"))


def project_of(case):
    d = os.path.join(ROOT, "corpus", case)
    dirs = [x for x in sorted(os.listdir(d)) if os.path.isdir(os.path.join(d, x))]
    if len(dirs) != 1:
        raise SystemExit(f"{case}: expected one folder beside test.sh, found {dirs}")
    return os.path.join(d, dirs[0]), os.path.join(d, "test.sh")


def files(d):
    out = []
    for base, dirs, names in os.walk(d):
        dirs.sort()
        for n in sorted(names):
            out.append(os.path.relpath(os.path.join(base, n), d))
    return out


def is_text(path):
    with open(path, "rb") as f:
        b = f.read()
    if b"\0" in b or not b.strip():
        return False
    try:
        b.decode()
        return True
    except UnicodeDecodeError:
        return False


def tokens(path):
    out = subprocess.run([BIN, "measure", "--json", path], capture_output=True, text=True, check=True)
    return json.loads(out.stdout)["tokens"]


def size(d):
    """(files, bytes of text, tokens of C/C++ sources) of a folder."""
    fs = [f for f in files(d) if is_text(os.path.join(d, f))]
    b = sum(os.path.getsize(os.path.join(d, f)) for f in fs)
    t = sum(tokens(os.path.join(d, f)) for f in fs if f.endswith(SOURCES + HEADERS))
    return len(fs), b, t


def holds(d, test):
    """The case's test, run in a copy of the folder as its user runs it."""
    with tempfile.TemporaryDirectory() as t:
        c = os.path.join(t, "p")
        shutil.copytree(d, c, symlinks=True)
        return subprocess.run([test], cwd=c, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode == 0


LIMIT = None


def run(cmd, cwd=None):
    """Run `cmd` in its own process group, stopped (SIGTERM, then SIGKILL) at LIMIT."""
    p = subprocess.Popen(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                         start_new_session=True)
    try:
        out, err = p.communicate(timeout=LIMIT)
        return p.returncode, out, err, False
    except subprocess.TimeoutExpired:
        os.killpg(p.pid, signal.SIGTERM)
        try:
            out, err = p.communicate(timeout=30)
        except subprocess.TimeoutExpired:
            os.killpg(p.pid, signal.SIGKILL)
            out, err = p.communicate()
        return p.returncode, out, err, True


def run_creduce(proj, test, work, jobs):
    dst = os.path.join(work, "proj")
    shutil.copytree(proj, dst, symlinks=True)
    stats = os.path.join(work, "stats.json")
    t0 = time.monotonic()
    rc, _, err, cut = run([BIN, dst, "--test", test, "-j", str(jobs), "--tidy", "-q", "--stats-json", stats])
    wall = time.monotonic() - t0
    if rc != 0 and not cut:
        return {"error": err.strip()[-300:]}
    tests = json.load(open(stats))["tests"] if os.path.exists(stats) else 0
    n, b, t = size(dst)
    return {"wall": wall, "tests": tests, "files": n, "bytes": b, "tokens": t, "holds": holds(dst, test),
            "dir": dst, "cut": cut}


INCLUDE = re.compile(r'^\s*#\s*include\s*"([^"]+)"[^\n]*\n', re.M)


def inline(proj, rel, seen, stack=()):
    """The text of `rel` with the folder's quoted includes replaced by their text, where
    they are (a header's own guard keeps a second copy out, and a dead #if branch keeps
    its include without taking the header from the live one), looked up beside the
    includer, then at the top, then in any folder; `seen` collects the headers used."""
    stack = list(stack)
    text = open(os.path.join(proj, rel)).read()
    here = os.path.dirname(rel)

    def find(name):
        for cand in (os.path.join(here, name), name):
            if os.path.isfile(os.path.join(proj, cand)):
                return os.path.normpath(cand)
        tails = [f for f in files(proj) if f.endswith("/" + name)]
        return tails[0] if len(tails) == 1 else None

    def repl(m):
        h = find(m.group(1))
        if h is None or h in stack:
            return m.group(0)
        seen.add(h)
        body = inline(proj, h, seen, stack + [h])
        return body if body.endswith("\n") else body + "\n"

    return INCLUDE.sub(repl, text)


def run_cvise(proj, test, work, jobs):
    units = [f for f in files(proj) if f.endswith(SOURCES)]
    headers = set(f for f in files(proj) if f.endswith(HEADERS))
    inlined = {u: inline(proj, u, set()) for u in units}
    used = set()
    for u in units:
        s = set()
        inline(proj, u, s)
        used |= s
    rest = [f for f in files(proj) if f not in units and f not in used and not (f in headers)]
    cv = os.path.join(work, "cvise")
    os.makedirs(cv)
    names = []
    for u in units:
        # C-Vise writes its test cases into one folder, by their base names.
        name = os.path.basename(u)
        with open(os.path.join(cv, name), "w") as f:
            f.write(inlined[u])
        names.append((u, name))
    wrapper = os.path.join(work, "cvise-test.sh")
    with open(wrapper, "w") as f:
        f.write("#!/bin/bash\n")
        for r in rest:
            f.write(f"mkdir -p \"$(dirname '{r}')\" && cp -P '{os.path.join(proj, r)}' '{r}'\n")
        for u, name in names:
            if u != name:
                f.write(f"mkdir -p \"$(dirname '{u}')\" && cp '{name}' '{u}'\n")
        f.write(f"exec '{test}'\n")
    os.chmod(wrapper, 0o755)
    t0 = time.monotonic()
    rc, out, err, cut = run(["cvise", "--n", str(jobs), "--tidy", wrapper] + [n for _, n in names], cwd=cv)
    wall = time.monotonic() - t0
    if rc != 0 and not cut:
        return {"error": err.strip()[-300:]}
    tests, table = 0, False
    for line in (out + err).splitlines():
        if "PASS statistics" in line:
            table = True
            continue
        m = re.match(r"\s+\S+\s+[\d.]+\s+[\d.]+\s+\d+\s+\d+\s+(\d+)\s*$", line) if table else None
        if m:
            tests += int(m.group(1))
    # The result as a folder: the reduced units and the files the wrapper copies.
    res = os.path.join(work, "cvise-result")
    os.makedirs(res)
    for r in rest:
        os.makedirs(os.path.dirname(os.path.join(res, r)) or res, exist_ok=True)
        shutil.copy(os.path.join(proj, r), os.path.join(res, r), follow_symlinks=False)
    for u, name in names:
        os.makedirs(os.path.dirname(os.path.join(res, u)) or res, exist_ok=True)
        shutil.copy(os.path.join(cv, name), os.path.join(res, u))
    n, b, t = size(res)
    return {"wall": wall, "tests": tests, "files": n, "bytes": b, "tokens": t, "holds": holds(res, test), "dir": res,
            "cut": cut}


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("cases", nargs="*")
    ap.add_argument("-j", type=int, default=2)
    ap.add_argument("--skip-cvise", action="store_true")
    ap.add_argument("--skip-creduce", action="store_true", help="run C-Vise only")
    ap.add_argument("--keep", help="keep the results under this folder")
    ap.add_argument("--limit", type=float, help="stop a tool after this many seconds")
    a = ap.parse_args()
    global LIMIT
    LIMIT = a.limit
    if not os.path.exists(BIN):
        raise SystemExit("build first: cargo build --release")
    print(f"{'case':<32} {'tool':<10} {'wall s':>7} {'tests':>6} {'files':>5} {'bytes':>7} {'tokens':>7} holds")
    ratios = []
    for case in a.cases or cases():
        proj, test = project_of(case)
        n, b, t = size(proj)
        print(f"{case:<32} {'original':<10} {'':>7} {'':>6} {n:>5} {b:>7} {t:>7}")
        row = {}
        tools = (([] if a.skip_creduce else [("creduce-rs", run_creduce)])
                 + ([] if a.skip_cvise else [("cvise", run_cvise)]))
        for tool, run in tools:
            work = tempfile.mkdtemp(prefix=f"folder-{tool}-")
            r = run(proj, test, work, a.j)
            row[tool] = r
            if "error" in r:
                print(f"{'':<32} {tool:<10} error: {r['error']}")
                continue
            print(f"{'':<32} {tool:<10} {r['wall']:>7.1f} {r['tests']:>6} {r['files']:>5} {r['bytes']:>7} "
                  f"{r['tokens']:>7} {'yes' if r['holds'] else 'NO'}{'  (cut at the limit)' if r.get('cut') else ''}")
            if a.keep:
                shutil.copytree(r["dir"], os.path.join(a.keep, case, tool), symlinks=True, dirs_exist_ok=True)
            shutil.rmtree(work)
        if all(t in row and "error" not in row[t] for t in ("creduce-rs", "cvise")):
            c, v = row["creduce-rs"], row["cvise"]
            ratios.append((case, {k: c[k] / v[k] if v[k] else float("nan") for k in ("wall", "tests", "bytes", "tokens")}))
    for case, r in ratios:
        print(f"{case:<32} creduce-rs / cvise: wall {r['wall']:.2f}x, tests {r['tests']:.2f}x, "
              f"bytes {r['bytes']:.2f}x, tokens {r['tokens']:.2f}x")
    sys.stdout.flush()


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Is a reduced program a local minimum? Every small replacement, tried with the case's test.

Vulcan's and SFC's replacements, done by brute force on a finished result: every window
of 1..--window consecutive tokens is replaced by nothing, by any name the program holds
(or `int`, `0`, `auto`, `void`), or by any run of 1..--runs tokens the program holds
(a smaller subtree it already has), keeping only candidates with fewer tokens. Each
candidate runs the case's own test (`test.sh` in a folder holding the program as
`prog.cc` or `prog.c`), two at a time. Prints how many candidates there were and every
interesting one with its token count (`creduce-rs measure`). None found means no
one-place replacement of that size makes the program smaller: what is left needs edits
in several places at once, or another program.

usage: bench/neighbourhood.py CASE_DIR RESULT_FILE [--window 4] [--runs 3] [-j 2]
       CASE_DIR holds test.sh (a corpus case: corpus/campaigns/cpp-bugs/gcc-pr110468);
       RESULT_FILE is the reduced program (from `bench/compare.py --keep DIR`).
Needs: a release build (cargo build --release) for the token count, and what the
case's test calls.
"""
import argparse, os, re, shutil, signal, subprocess, sys, tempfile
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BIN = os.path.join(ROOT, "target", "release", "creduce-rs")
# A close enough lexer for choosing windows; the counts printed are creduce-rs's.
TOKEN = re.compile(r'[A-Za-z_]\w*|\d[\w.]*|"(?:[^"\\]|\\.)*"|\'(?:[^\'\\]|\\.)*\'|::|->|&&|\|\||\.\.\.|\S')


def candidates(text, window, runs):
    toks = [(m.start(), m.end()) for m in TOKEN.finditer(text)]
    words = [text[s:e] for s, e in toks]
    names = {w for w in words if re.match(r"[A-Za-z_]", w)} | {"int", "0", "auto", "void"}
    pieces = {" ".join(words[i:i + n]) for n in range(1, runs + 1) for i in range(len(words) - n + 1)}
    replacements = sorted(names | pieces | {""})
    sizes = {r: len(TOKEN.findall(r)) for r in replacements}
    out = set()
    for i in range(len(toks)):
        for n in range(1, window + 1):
            if i + n > len(toks):
                break
            s, e = toks[i][0], toks[i + n - 1][1]
            for r in replacements:
                if sizes[r] < n:
                    out.add(text[:s] + r + text[e:])
    return sorted(out), len(toks)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("case")
    ap.add_argument("result")
    ap.add_argument("--window", type=int, default=4)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("-j", type=int, default=2)
    ap.add_argument("--bin", default=BIN)
    a = ap.parse_args()
    test = os.path.join(a.case, "test.sh")
    if not os.path.exists(test):
        sys.exit(f"no test.sh in {a.case}")
    name = "prog.cc" if a.result.endswith((".cc", ".cpp", ".C")) else "prog.c"
    text = open(a.result).read()
    cands, n = candidates(text, a.window, a.runs)
    print(f"{a.result}: {n} tokens (by the window lexer), {len(cands)} candidates "
          f"(windows of 1..{a.window} tokens, replacements of 0..{a.runs} tokens)", flush=True)
    work = tempfile.mkdtemp(prefix="neighbourhood-")

    def run(c):
        d = tempfile.mkdtemp(dir=work)
        try:
            open(os.path.join(d, name), "w").write(c)
            shutil.copy(test, d)
            p = subprocess.Popen(["bash", "test.sh"], cwd=d, stdout=subprocess.DEVNULL,
                                 stderr=subprocess.DEVNULL, start_new_session=True)
            try:
                return p.wait(timeout=300) == 0
            except subprocess.TimeoutExpired:
                return False
            finally:
                try:
                    os.killpg(p.pid, signal.SIGKILL)  # the test's own children too
                except ProcessLookupError:
                    pass
                p.wait()
        finally:
            shutil.rmtree(d, ignore_errors=True)

    found = 0
    try:
        with ThreadPoolExecutor(a.j) as ex:
            for c, ok in zip(cands, ex.map(run, cands)):
                if not ok:
                    continue
                found += 1
                f = os.path.join(work, "found" + os.path.splitext(name)[1])
                open(f, "w").write(c)
                m = subprocess.run([a.bin, "measure", f], capture_output=True, text=True)
                tokens = m.stdout.split()[1] if m.returncode == 0 else "?"
                print(f"interesting, {tokens} tokens:\n{c}", flush=True)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print(f"{found} of {len(cands)} candidates interesting")


if __name__ == "__main__":
    main()

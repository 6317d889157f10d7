#!/usr/bin/env python3
"""Triage of a synthetic campaign of N failures (default 10,000), for memory, open files,
time and the report page at scale. Not a test: run it on an idle machine.

The failures are copies and mutants of the five labelled causes of the real Csmith
campaign (corpus/campaigns/csmith-compile/causes/*/minimal.c, chibicc, pcc and tcc), each
with the crash oracle of a real failure of its cause: a mutant adds 0 to 30 unused
declarations (`int pad_K;`) and a comment naming it, which keep the compiler's message.
Failure i is of cause i mod 5, so every cause has N/5 failures; labels.json says which.

One run of `creduce-rs triage` in reduce mode (grouping before reducing, with the audit:
`--audit`, default 0 here, so each group audits its largest member only), at `-j 2`,
measured from outside: wall time, peak RSS of the triage process (and of its children,
the compilers, apart), the most file descriptors it held open at once (sampled every
0.2 s from /proc), the summary line, and B-cubed F1 against the labels. Then report.html
is loaded in headless Chromium (`--dump-dom`, its own script run to its end) and timed,
beside an empty page for Chromium's own start.

    python3 bench/triage-synthetic.py [--n 10000] [--audit 0] [-j 2]
                                      [--bin target/release/creduce-rs] [--keep DIR]
"""

import argparse
import json
import os
import random
import resource
import shutil
import subprocess
import sys
import tempfile
import threading
import time

from triage_metrics import bcubed

HERE = os.path.dirname(os.path.abspath(__file__))
HUNT = os.path.join(HERE, "..", "corpus", "campaigns", "csmith-compile")


def causes():
    """(cause, minimal program, oracle of one of its real failures), by cause id."""
    labels = json.load(open(os.path.join(HUNT, "labels.json")))
    out = []
    for cause, info in sorted(labels["causes"].items()):
        failure = sorted(f for f, c in labels["failures"].items() if c == cause)[0]
        oracle = json.load(open(os.path.join(HUNT, failure, "failure.json")))
        program = open(os.path.join(HUNT, info["minimal"])).read()
        out.append((cause, program, oracle))
    return out


def build(root, n, seed=1):
    """The campaign in ROOT: N failure folders and labels.json."""
    rnd = random.Random(seed)
    cs = causes()
    failures = {}
    for i in range(n):
        cause, program, oracle = cs[i % len(cs)]
        fid = f"f{i:05d}"
        d = os.path.join(root, fid)
        os.makedirs(d)
        pads = "".join(f"int pad_{fid}_{k};\n" for k in range(rnd.randrange(31)))
        with open(os.path.join(d, "prog.c"), "w") as f:
            f.write(f"/* {fid} */\n{pads}{program}")
        with open(os.path.join(d, "failure.json"), "w") as f:
            json.dump(oracle, f)
        failures[fid] = cause
    with open(os.path.join(root, "labels.json"), "w") as f:
        json.dump({"schema": "creduce-rs-labels/1",
                   "causes": {c: {"compiler": "", "summary": "", "minimal": None, "check": None}
                              for c, _, _ in cs},
                   "failures": failures}, f)
    return failures


def watch_fds(pid, out, stop):
    """The most entries /proc/PID/fd held at once, into out[0]."""
    while not stop.is_set():
        try:
            out[0] = max(out[0], len(os.listdir(f"/proc/{pid}/fd")))
        except OSError:
            pass
        time.sleep(0.2)


def peak_rss_kib(pid_status):
    for line in pid_status.splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1])
    return 0


def chromium_load(path):
    """Seconds for headless Chromium to load PATH and run its script (whole process)."""
    start = time.monotonic()
    out = subprocess.run(
        ["timeout", "120", "chromium", "--headless", "--no-sandbox", "--disable-gpu",
         "--no-first-run", f"--user-data-dir={tempfile.mkdtemp()}", "--dump-dom",
         f"file://{path}"],
        capture_output=True, text=True)
    took = time.monotonic() - start
    ok = 'data-ready="yes"' in out.stdout or "data-ready" not in open(path).read()
    return took, ok, len(out.stdout)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--n", type=int, default=10000)
    ap.add_argument("--audit", default="0")
    ap.add_argument("-j", type=int, default=2)
    ap.add_argument("--reduce-budget", default="60")
    ap.add_argument("--bin", default=os.path.join(HERE, "..", "target", "release", "creduce-rs"))
    ap.add_argument("--keep")
    a = ap.parse_args()
    tmp = a.keep or tempfile.mkdtemp(prefix="triage-synthetic.")
    root = os.path.join(tmp, "campaign")
    work = os.path.join(tmp, "work")
    shutil.rmtree(root, ignore_errors=True)
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(root)
    t0 = time.monotonic()
    labels = build(root, a.n)
    print(f"campaign: {a.n} failures of {len(set(labels.values()))} causes in {root} "
          f"({time.monotonic() - t0:.1f} s to write)")

    cmd = [a.bin, "triage", root, "--out", work, "-j", str(a.j), "-q",
           "--reduce-budget", a.reduce_budget]
    cmd += ["--no-audit"] if a.audit == "none" else ["--audit", a.audit]
    start = time.monotonic()
    p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    fds, stop = [0], threading.Event()
    watcher = threading.Thread(target=watch_fds, args=(p.pid, fds, stop))
    watcher.start()
    hwm = 0
    while p.poll() is None:
        try:
            hwm = max(hwm, peak_rss_kib(open(f"/proc/{p.pid}/status").read()))
        except OSError:
            pass
        time.sleep(0.5)
    out, err = p.communicate()
    wall = time.monotonic() - start
    stop.set()
    watcher.join()
    children = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    if p.returncode != 0:
        print(err[-3000:], file=sys.stderr)
        sys.exit(f"triage exited {p.returncode}")
    report = json.load(open(os.path.join(work, "report.json")))
    clusters = [c["members"] for c in report["clusters"]]
    clustered = {m for c in clusters for m in c}
    prec, rec = bcubed(clusters, labels)
    f1 = 2 * prec * rec / (prec + rec) if prec + rec else 0.0
    s = report["summary"]
    print(f"triage -j {a.j} --audit {a.audit}: {wall:.0f} s wall; peak RSS of triage "
          f"{hwm / 1024:.0f} MiB (largest process of the run, triage included: {children / 1024:.0f} MiB); at most {fds[0]} "
          f"open files")
    print(f"  {err.strip().splitlines()[-1] if err.strip() else ''}")
    print(f"  reduced {s.get('reduced', 0) + s.get('reduced_partly', 0)}, attached "
          f"{s.get('attached', 0)}, audited {s.get('audited', 0)} "
          f"({s.get('audits_caught', 0)} caught); {len(clusters)} clusters, "
          f"{a.n - len(clustered)} not clustered")
    print(f"  B-cubed precision {prec:.3f}, recall {rec:.3f}, F1 {f1:.3f}")
    html = os.path.join(work, "report.html")
    empty = os.path.join(tmp, "empty.html")
    open(empty, "w").write("<!DOCTYPE html><html><body></body></html>\n")
    base, _, _ = chromium_load(empty)
    took, ok, dom = chromium_load(html)
    print(f"report.html: {os.path.getsize(html) / 1e6:.1f} MB; headless Chromium "
          f"{took:.2f} s to load it and run its script ({'ran' if ok else 'DID NOT FINISH'}), "
          f"{base:.2f} s for an empty page; DOM {dom / 1e6:.1f} MB")
    if not a.keep:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()

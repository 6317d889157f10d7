#!/usr/bin/env python3
"""Benchmark: speed-up with -j on a latency-bound test (a slow build, a remote board).

Each case's test waits --sleep seconds, then runs a cheap real check. The two cores of
this machine do not limit such a test; how many tests run at once, and how well the
reducer keeps them busy with tests it will need, does.

Prints, per case and -j (1, 2, 4, 8, 16, 32 unless --jobs says otherwise): wall time,
tests run, final tokens and bytes, the speed-up over -j 2, and whether the result is the
same program as at every other -j. With --repeat N, every figure is the median of N runs
(the result must be the same in all of them). C-Vise runs the same test at the same
--n, each run stopped after --cvise-limit seconds ("> LIMIT" in the table).

With --bound, each case's path (the tests the engine needs, in order) is recorded once
(--record-tests, -j 1 --no-speculation, the check without the sleep), then replayed at
every -j (--replay-tests): the time a perfect prediction of the verdicts would give. The
"of bound" column is the bound's time over the walk's: how much of it the walk reaches.

Cases:
  file2   C-Reduce's tests/file2.c (corpus/creduce-file2-plusplus/file2.c): gcc -fsyntax-only
          accepts it and it still contains `<<`.
  rv-s1   corpus/rv-s1-chibicc (a real Csmith reject-valid bug of chibicc): its own test.sh.
  file1, file3  C-Reduce's tests/file1.c and file3.c with file2's check, from a C-Reduce
          checkout given by --creduce-tests DIR (not vendored: 212 and 155 KB).

usage: bench/latency.py [--cases file2,rv-s1] [--jobs 1,2,4,8,16,32] [--repeat N]
                        [--sleep 1] [--cvise-jobs 2,16] [--cvise-limit 400] [--skip-cvise]
                        [--bound]
Needs: a release build (cargo build --release), gcc, chibicc (rv-s1), cvise.
"""
import argparse, hashlib, json, os, shutil, signal, statistics, subprocess, sys, tempfile, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BIN = os.path.join(ROOT, "target", "release", "creduce-rs")

CHECK_SHIFT = "gcc -fsyntax-only {f} >/dev/null 2>&1 && grep -q '<<' {f}"


def case(name, args):
    """(source path, file name, test script text) of a case."""
    sleep = f"sleep {args.sleep}\n"
    if name == "file2":
        src = os.path.join(ROOT, "corpus", "creduce-file2-plusplus", "file2.c")
        return src, "file2.c", "#!/bin/sh\n" + sleep + CHECK_SHIFT.format(f="file2.c") + "\n"
    if name in ("file1", "file3"):
        if not args.creduce_tests:
            raise SystemExit(f"{name} needs --creduce-tests DIR (C-Reduce's tests folder)")
        src = os.path.join(args.creduce_tests, name + ".c")
        f = name + ".c"
        return src, f, "#!/bin/sh\n" + sleep + CHECK_SHIFT.format(f=f) + "\n"
    if name == "rv-s1":
        d = os.path.join(ROOT, "corpus", "rv-s1-chibicc")
        body = open(os.path.join(d, "test.sh")).read().split("\n", 1)[1]
        return os.path.join(d, "prog.c"), "prog.c", "#!/bin/bash\n" + sleep + body
    raise SystemExit(f"unknown case {name}")


def prepare(src, cfile, script):
    work = tempfile.mkdtemp(prefix="latency-")
    shutil.copy(src, os.path.join(work, cfile))
    with open(os.path.join(work, "test.sh"), "w") as f:
        f.write(script)
    os.chmod(os.path.join(work, "test.sh"), 0o755)
    return work


def measure(path):
    out = subprocess.run([BIN, "measure", "--json", path], capture_output=True, text=True, check=True)
    m = json.loads(out.stdout)
    return m["bytes"], m["tokens"]


def run_creduce(src, cfile, script, jobs, extra=()):
    work = prepare(src, cfile, script)
    try:
        stats = os.path.join(work, "stats.json")
        t0 = time.monotonic()
        p = subprocess.run([BIN, cfile, "--test", "./test.sh", "-j", str(jobs), "--tidy", "-q",
                            "--stats-json", stats, *extra], cwd=work, capture_output=True, text=True)
        wall = time.monotonic() - t0
        if p.returncode != 0:
            return {"error": f"exit {p.returncode}: {p.stderr.strip()[-300:]}"}
        s = json.load(open(stats))
        text = open(os.path.join(work, cfile), "rb").read()
        b, t = measure(os.path.join(work, cfile))
        return {"wall": wall, "tests": s["tests"], "ahead": s.get("speculative_tests", 0),
                "used": s.get("speculative_hits", 0), "bytes": b, "tokens": t,
                "hash": hashlib.blake2b(text, digest_size=6).hexdigest()}
    finally:
        shutil.rmtree(work, ignore_errors=True)


def run_cvise(src, cfile, script, jobs, limit):
    work = prepare(src, cfile, script)
    try:
        t0 = time.monotonic()
        p = subprocess.Popen(["cvise", "--n", str(jobs), "--tidy", "./test.sh", cfile], cwd=work,
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
        try:
            p.wait(timeout=limit)
        except subprocess.TimeoutExpired:
            os.killpg(p.pid, signal.SIGKILL)
            p.wait()
            return {"wall": None}
        wall = time.monotonic() - t0
        b, t = measure(os.path.join(work, cfile))
        return {"wall": wall, "bytes": b, "tokens": t}
    finally:
        shutil.rmtree(work, ignore_errors=True)


def record_path(src, cfile, script, sleep, out):
    """Record the engine's path (the tests it needs, in order) with the check alone."""
    quick = script.replace(f"sleep {sleep}\n", "", 1)
    r = run_creduce(src, cfile, quick, 1, ["--no-speculation", "--record-tests", out])
    if "error" in r:
        raise SystemExit(f"recording the path failed: {r['error']}")
    return r


def median_run(runs):
    ok = [r for r in runs if "error" not in r]
    if not ok:
        return runs[0]
    m = dict(ok[0])
    for k in ("wall", "tests", "ahead", "used"):
        m[k] = statistics.median(r[k] for r in ok)
    m["hashes"] = sorted({r["hash"] for r in ok})
    m["walls"] = [round(r["wall"], 1) for r in ok]
    return m


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--cases", default="file2,rv-s1")
    ap.add_argument("--jobs", default="1,2,4,8,16,32")
    ap.add_argument("--repeat", type=int, default=1)
    ap.add_argument("--sleep", default="1")
    ap.add_argument("--cvise-jobs", default=None, help="the -j values C-Vise runs at (default: --jobs)")
    ap.add_argument("--cvise-limit", type=float, default=400)
    ap.add_argument("--skip-cvise", action="store_true")
    ap.add_argument("--creduce-tests", default=None)
    ap.add_argument("--bound", action="store_true",
                    help="also replay the recorded path at every -j: the perfect-prediction bound")
    args = ap.parse_args()
    jobs = [int(j) for j in args.jobs.split(",")]
    cvise_jobs = [int(j) for j in (args.cvise_jobs or args.jobs).split(",")]
    if not os.path.exists(BIN):
        raise SystemExit("build first: cargo build --release")
    print(f"# latency-bound test: sleep {args.sleep} s, then the check; median of {args.repeat} run(s)")
    print(f"# creduce-rs {subprocess.run([BIN, '--version'], capture_output=True, text=True).stdout.strip()}")
    for name in args.cases.split(","):
        src, cfile, script = case(name, args)
        print(f"\n## {name} ({os.path.relpath(src, ROOT) if src.startswith(ROOT) else src}, "
              f"{os.path.getsize(src)} bytes)")
        rows = {}
        for j in jobs:
            rows[j] = median_run([run_creduce(src, cfile, script, j) for _ in range(args.repeat)])
            r = rows[j]
            if "error" in r:
                print(f"  -j {j}: {r['error']}", flush=True)
            else:
                print(f"  -j {j}: {r['wall']:.1f} s (runs {r['walls']}), {r['tests']:.0f} tests", flush=True)
        bound = {}
        if args.bound:
            with tempfile.TemporaryDirectory(prefix="latency-path-") as d:
                path = os.path.join(d, "path.jsonl")
                rec = record_path(src, cfile, script, args.sleep, path)
                print(f"  path: {sum(1 for _ in open(path))} tests needed (recorded at -j 1)", flush=True)
                for j in jobs:
                    bound[j] = run_creduce(src, cfile, script, j, ["--replay-tests", path])
                    b = bound[j]
                    if "error" in b:
                        print(f"  bound -j {j}: {b['error']}", flush=True)
                        continue
                    same = "same" if b["hash"] == rec["hash"] else "DIFFERENT"
                    print(f"  bound -j {j}: {b['wall']:.1f} s ({same} program)", flush=True)
        cv = {}
        if not args.skip_cvise and shutil.which("cvise"):
            for j in cvise_jobs:
                cv[j] = run_cvise(src, cfile, script, j, args.cvise_limit)
                w = cv[j]["wall"]
                print(f"  C-Vise --n {j}: " + (f"{w:.1f} s" if w else f"> {args.cvise_limit:.0f} s"), flush=True)
        base = rows.get(2, {}).get("wall")
        hashes = set()
        for r in rows.values():
            hashes.update(r.get("hashes", []))
        bcols = " bound s | of bound |" if bound else ""
        print(f"\n| -j | wall s | speed-up over -j 2 | tests | run ahead (used) | tokens | bytes | result |"
              f"{bcols} C-Vise wall s | C-Vise tokens |")
        print("|---|---|---|---|---|---|---|---|" + ("---|---|" if bound else "") + "---|---|")
        for j in jobs:
            r = rows[j]
            if "error" in r:
                print(f"| {j} | error | | | | | | | | |")
                continue
            sp = f"{base / r['wall']:.2f}x" if base else "-"
            c = cv.get(j)
            cw = "-" if c is None else (f"{c['wall']:.1f}" if c["wall"] else f"> {args.cvise_limit:.0f}")
            ct = "-" if c is None or not c["wall"] else str(c["tokens"])
            bc = ""
            if bound:
                b = bound.get(j, {})
                bc = (f" {b['wall']:.1f} | {100 * b['wall'] / r['wall']:.0f}% |" if "wall" in b
                      else " error | |")
            print(f"| {j} | {r['wall']:.1f} | {sp} | {r['tests']:.0f} | {r['ahead']:.0f} ({r['used']:.0f}) | "
                  f"{r['tokens']} | {r['bytes']} | {','.join(r['hashes'])} |{bc} {cw} | {ct} |")
        for b in bound.values():
            if "hash" in b:
                hashes.add(b["hash"])
        print(f"\nsame program at every -j and run{' (and replay)' if bound else ''}: "
              f"{'yes' if len(hashes) == 1 else 'NO: ' + ', '.join(sorted(hashes))}")
        if 16 in rows and 32 in rows and "wall" in rows[16] and "wall" in rows[32]:
            print(f"-j 32 vs -j 16: {100 * (1 - rows[32]['wall'] / rows[16]['wall']):.0f}% faster")


if __name__ == "__main__":
    main()

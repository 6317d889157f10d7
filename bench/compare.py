#!/usr/bin/env python3
"""Benchmark: reduce corpus cases with creduce-rs and with C-Vise, same script, same -j.

Prints, per case and as medians: wall time, tests run, final bytes and tokens (counted by
`creduce-rs measure` for both tools), and the ratios creduce-rs / C-Vise.

usage: bench/compare.py [-j N] [--timeout S] [--script NAME] [--cvise-timeout S] [CASE ...]
Cases default to every corpus folder holding prog.c (the real Csmith failures).
Needs: a release build (cargo build --release), cvise, and the compilers the scripts call.
"""
import argparse, json, os, re, shutil, statistics, subprocess, sys, tempfile, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BIN = os.path.join(ROOT, "target", "release", "creduce-rs")


def case_file(d):
    for f in sorted(os.listdir(d)):
        if f.endswith(".c"):
            return f
    raise SystemExit(f"no .c file in {d}")


def measure(path):
    out = subprocess.run([BIN, "measure", "--json", path], capture_output=True, text=True, check=True)
    m = json.loads(out.stdout)
    return m["bytes"], m["tokens"]


def run_creduce(work, cfile, script, jobs, timeout, extra):
    stats = os.path.join(work, "stats.json")
    t0 = time.monotonic()
    p = subprocess.run([BIN, cfile, "--test", "./" + script, "-j", str(jobs), "--timeout", str(timeout),
                        "--tidy", "-q", "--stats-json", stats] + extra, cwd=work, capture_output=True, text=True)
    wall = time.monotonic() - t0
    if p.returncode != 0:
        return {"error": f"exit {p.returncode}: {p.stderr.strip()[-300:]}"}
    s = json.load(open(stats))
    b, t = measure(os.path.join(work, cfile))
    outside = 1 - (s["test_seconds"] / max(1, s["jobs"])) / max(s["wall_seconds"], 1e-9)
    return {"wall": wall, "tests": s["tests"], "bytes": b, "tokens": t, "outside": outside}


def run_cvise(work, cfile, script, jobs, timeout):
    t0 = time.monotonic()
    p = subprocess.run(["cvise", "--n", str(jobs), "--timeout", str(timeout), "--tidy", "./" + script, cfile],
                       cwd=work, capture_output=True, text=True)
    wall = time.monotonic() - t0
    if p.returncode != 0:
        return {"error": f"exit {p.returncode}: {p.stderr.strip()[-300:]}"}
    tests = 0
    table = False
    for line in (p.stdout + p.stderr).splitlines():
        if "PASS statistics" in line:
            table = True
            continue
        if table:
            m = re.match(r"\s+\S+\s+[\d.]+\s+[\d.]+\s+\d+\s+\d+\s+(\d+)\s*$", line)
            if m:
                tests += int(m.group(1))
    b, t = measure(os.path.join(work, cfile))
    return {"wall": wall, "tests": tests, "bytes": b, "tokens": t}


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("-j", type=int, default=2)
    ap.add_argument("--timeout", type=float, default=60)
    ap.add_argument("--script", default="test.sh", help="script name inside each case folder")
    ap.add_argument("--creduce-arg", action="append", default=[], help="extra argument for creduce-rs")
    ap.add_argument("--skip-cvise", action="store_true")
    ap.add_argument("--json", help="also write the rows as JSON here")
    ap.add_argument("cases", nargs="*")
    a = ap.parse_args()
    if not os.path.exists(BIN):
        raise SystemExit("build first: cargo build --release")
    corpus = os.path.join(ROOT, "corpus")
    cases = a.cases or sorted(c for c in os.listdir(corpus) if os.path.exists(os.path.join(corpus, c, "prog.c")))
    rows = []
    hdr = f"{'case':<20} {'tool':<10} {'wall s':>8} {'tests':>6} {'bytes':>7} {'tokens':>7} {'outside':>8}"
    print(hdr)
    print("-" * len(hdr))
    for c in cases:
        src = c if os.path.isdir(c) else os.path.join(corpus, c)
        name = os.path.basename(os.path.normpath(src))
        cfile = case_file(src)
        b0, t0 = measure(os.path.join(src, cfile))
        print(f"{name:<20} {'original':<10} {'':>8} {'':>6} {b0:>7} {t0:>7}")
        row = {"case": name, "bytes0": b0, "tokens0": t0}
        tools = [("creduce-rs", lambda w: run_creduce(w, cfile, a.script, a.j, a.timeout, a.creduce_arg))]
        if not a.skip_cvise:
            tools.append(("cvise", lambda w: run_cvise(w, cfile, a.script, a.j, a.timeout)))
        for tool, fn in tools:
            with tempfile.TemporaryDirectory(prefix="bench-") as w:
                for f in os.listdir(src):
                    shutil.copy(os.path.join(src, f), w)
                r = fn(w)
            row[tool] = r
            if "error" in r:
                print(f"{'':<20} {tool:<10} ERROR {r['error']}")
                continue
            out = f"{100 * r['outside']:7.1f}%" if "outside" in r else ""
            print(f"{'':<20} {tool:<10} {r['wall']:>8.1f} {r['tests']:>6} {r['bytes']:>7} {r['tokens']:>7} {out:>8}")
            sys.stdout.flush()
        rows.append(row)
    ok = [r for r in rows if "error" not in r.get("creduce-rs", {"error": 1})
          and ("error" not in r.get("cvise", {"error": 1}) or a.skip_cvise)]
    if not ok:
        return
    print()
    print("medians over", len(ok), "cases")
    for tool in ["creduce-rs"] + ([] if a.skip_cvise else ["cvise"]):
        med = {k: statistics.median(r[tool][k] for r in ok) for k in ["wall", "tests", "bytes", "tokens"]}
        extra = ""
        if tool == "creduce-rs":
            extra = f"  outside tests {100 * statistics.median(r[tool]['outside'] for r in ok):.1f}%"
        print(f"  {tool:<10} wall {med['wall']:.1f} s, tests {med['tests']:.0f}, bytes {med['bytes']:.0f}, tokens {med['tokens']:.0f}{extra}")
    if not a.skip_cvise:
        print("ratios creduce-rs / C-Vise (per case, then median):")
        for k in ["wall", "tests", "bytes", "tokens"]:
            rs = [r["creduce-rs"][k] / r["cvise"][k] if r["cvise"][k] else float("nan") for r in ok]
            per = " ".join(f"{x:.2f}" for x in rs)
            print(f"  {k:<7} {per}  | median {statistics.median(rs):.2f}")
        wall_per_test = [(r["creduce-rs"]["wall"] / max(1, r["creduce-rs"]["tests"])) /
                         (r["cvise"]["wall"] / max(1, r["cvise"]["tests"])) for r in ok]
        print(f"  wall/test median {statistics.median(wall_per_test):.2f}")
    if a.json:
        json.dump(rows, open(a.json, "w"), indent=1)


if __name__ == "__main__":
    main()

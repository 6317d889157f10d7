#!/usr/bin/env python3
"""Benchmark: reduce corpus cases with creduce-rs and with C-Vise, same script, same -j.

Prints, per case and as medians: wall time, tests run, final bytes and tokens (counted by
`creduce-rs measure` for both tools), and the ratios creduce-rs / C-Vise.

usage: bench/compare.py [-j N] [--mode script|builtin] [--ubcheck] [--keep DIR] [--limit S] [CASE ...]

--mode script (default): both tools run the case's script (test.sh, C-Reduce style).
--mode builtin: creduce-rs runs its built-in oracle (vote for wc-* cases, crash for rv-*
  cases; the UB guard is on for vote), and C-Vise runs the equivalent script written by
  `creduce-rs check --emit-script`.
--ubcheck: run bench/ubcheck.sh on every result and show its verdict.
--limit S: stop each tool on each case after S seconds (SIGINT, as Ctrl-C); its program so
  far is measured and the row says "cut at --limit" (its wall is then the limit).
Cases default to every corpus folder holding prog.c (the real Csmith failures); a CASE may
also be a folder's path (bench/cpp.py passes corpus/campaigns/cpp-bugs/*).
Needs: a release build (cargo build --release), cvise, and the compilers the scripts call.
"""
import argparse, hashlib, json, os, re, shutil, signal, statistics, subprocess, sys, tempfile, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BIN = os.path.join(ROOT, "target", "release", "creduce-rs")


SOURCE_EXTENSIONS = (".c", ".cc", ".cpp")


def case_file(d):
    for f in sorted(os.listdir(d)):
        if f.endswith(SOURCE_EXTENSIONS):
            return f
    raise SystemExit(f"no C or C++ file in {d}")


def measure(path):
    out = subprocess.run([BIN, "measure", "--json", path], capture_output=True, text=True, check=True)
    m = json.loads(out.stdout)
    return m["bytes"], m["tokens"]


def builtin_oracle(src):
    """The built-in oracle arguments for a corpus case, from its scripts."""
    name = os.path.basename(os.path.normpath(src))
    sidecar = os.path.join(src, "failure.json")
    if os.path.exists(sidecar):
        # A labelled campaign's failure: its own oracle.
        o = json.load(open(sidecar))["oracle"]
        args = ["--oracle", o["oracle"]]
        for cc in o.get("cc", []):
            args += ["--cc", cc]
        if o.get("ref"):
            args += ["--ref", o["ref"]]
        return args
    test = open(os.path.join(src, "test.sh")).read()
    if name.startswith("rv-"):
        return ["--oracle", "crash", "--cc", "chibicc", "--ref", "gcc -std=c99 -w"]
    bug = re.search(r'^BUGCC="([^"]*)"', test, re.M).group(1)
    flags = re.search(r'^BUGFLAGS="([^"]*)"', test, re.M).group(1)
    return ["--oracle", "vote", "--cc", "gcc -O0", "--cc", "gcc -O2", "--cc", "clang-15 -O2",
            "--cc", (bug + " " + flags).strip()]


def emit_script(work, cfile, oracle):
    subprocess.run([BIN, "check", cfile, "--emit-script", "emitted.sh"] + oracle, cwd=work,
                   capture_output=True, text=True, check=True)
    return "emitted.sh"


def emitted_hash(src, cfile, oracle):
    """The first 12 hex digits of SHA-256 of the script `check --emit-script` writes for
    a case (emitted in a scratch copy of it)."""
    with tempfile.TemporaryDirectory(prefix="bench-emit-") as w:
        for f in os.listdir(src):
            shutil.copy(os.path.join(src, f), w)
        text = open(os.path.join(w, emit_script(w, cfile, oracle)), "rb").read()
    return hashlib.sha256(text).hexdigest()[:12]


def ubcheck(path):
    p = subprocess.run([os.path.join(ROOT, "bench", "ubcheck.sh"), path], capture_output=True, text=True)
    return p.stdout.strip() or p.stderr.strip()


LIMIT = None


class Finished:
    """A finished (or cut) run: its exit code, output, and whether --limit cut it."""

    def __init__(self, returncode, stdout, stderr, cut):
        self.returncode, self.stdout, self.stderr, self.cut = returncode, stdout, stderr, cut


def run_limited(cmd, work):
    """Run cmd in its own process group; with --limit, interrupt it (SIGINT, then SIGKILL)
    after that many seconds. Both tools keep their best program so far in the file."""
    p = subprocess.Popen(cmd, cwd=work, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                         start_new_session=True)
    try:
        out, err = p.communicate(timeout=LIMIT)
        return Finished(p.returncode, out, err, False)
    except subprocess.TimeoutExpired:
        os.killpg(p.pid, signal.SIGINT)
        try:
            out, err = p.communicate(timeout=30)
        except subprocess.TimeoutExpired:
            os.killpg(p.pid, signal.SIGKILL)
            out, err = p.communicate()
        return Finished(p.returncode, out, err, True)


def run_creduce(work, cfile, script, jobs, timeout, extra, oracle=None):
    stats = os.path.join(work, "stats.json")
    t0 = time.monotonic()
    how = oracle if oracle else ["--test", "./" + script]
    p = run_limited([BIN, cfile] + how + ["-j", str(jobs), "--timeout", str(timeout),
                     "--tidy", "-q", "--stats-json", stats] + extra, work)
    wall = time.monotonic() - t0
    if p.cut:
        b, t = measure(os.path.join(work, cfile))
        return {"wall": wall, "tests": 0, "bytes": b, "tokens": t, "cut": True}
    if p.returncode != 0:
        return {"error": f"exit {p.returncode}: {p.stderr.strip()[-300:]}"}
    s = json.load(open(stats))
    b, t = measure(os.path.join(work, cfile))
    outside = 1 - (s["test_seconds"] / max(1, s["jobs"])) / max(s["wall_seconds"], 1e-9)
    slot_s = max(0.0, s["wall_seconds"] * max(1, s["jobs"]) - s["test_seconds"])
    return {"wall": wall, "tests": s["tests"], "bytes": b, "tokens": t, "outside": outside,
            "outside_slot_s": slot_s,
            "timeouts": s.get("timeouts", 0), "fold_tests": s.get("fold_tests", 0),
            "fold_wins": s.get("fold_wins", 0), "folded": s.get("folded_candidates", 0),
            "wasted": s.get("wasted_tests", 0),
            "stage_seconds": s.get("stage_seconds", {}), "passes": s["passes"]}


def run_cvise(work, cfile, script, jobs, timeout):
    t0 = time.monotonic()
    p = run_limited(["cvise", "--n", str(jobs), "--timeout", str(timeout), "--tidy", "./" + script, cfile], work)
    wall = time.monotonic() - t0
    if p.cut:
        b, t = measure(os.path.join(work, cfile))
        return {"wall": wall, "tests": 0, "bytes": b, "tokens": t, "cut": True}
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
    global BIN
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("-j", type=int, default=2)
    ap.add_argument("--timeout", type=float, default=60)
    ap.add_argument("--script", default="test.sh", help="script name inside each case folder")
    ap.add_argument("--creduce-arg", action="append", default=[], help="extra argument for creduce-rs")
    ap.add_argument("--skip-cvise", action="store_true")
    ap.add_argument("--limit", type=float, help="stop each tool on each case after this many seconds "
                    "(its program so far is measured, the row says 'cut')")
    ap.add_argument("--mode", choices=["script", "builtin"], default="script")
    ap.add_argument("--ubcheck", action="store_true", help="run bench/ubcheck.sh on every result")
    ap.add_argument("--keep", help="copy every result here as CASE.TOOL.EXT (the case's extension)")
    ap.add_argument("--cvise-cache", help="JSON file of earlier C-Vise results (per case, mode and -j): "
                    "reused when present, written when new; C-Vise's results do not depend on creduce-rs")
    ap.add_argument("--bin", help="the creduce-rs binary to benchmark [default: target/release/creduce-rs]")
    ap.add_argument("--json", help="also write the rows as JSON here")
    ap.add_argument("cases", nargs="*")
    a = ap.parse_args()
    global LIMIT
    LIMIT = a.limit
    BIN = os.path.abspath(a.bin or BIN)
    if not os.path.exists(BIN):
        raise SystemExit("build first: cargo build --release")
    cache = {}
    if a.cvise_cache and os.path.exists(a.cvise_cache):
        cache = json.load(open(a.cvise_cache))
    corpus = os.path.join(ROOT, "corpus")
    cases = a.cases or sorted(c for c in os.listdir(corpus) if os.path.exists(os.path.join(corpus, c, "prog.c")))
    rows = []
    hdr = f"{'case':<20} {'tool':<10} {'wall s':>8} {'tests':>6} {'bytes':>7} {'tokens':>7} {'outside':>8}"
    if a.ubcheck:
        hdr += "  ubcheck"
    if a.keep:
        os.makedirs(a.keep, exist_ok=True)
    print(hdr)
    print("-" * len(hdr))
    for c in cases:
        src = c if os.path.isdir(c) else os.path.join(corpus, c)
        name = os.path.basename(os.path.normpath(src))
        cfile = case_file(src)
        b0, t0 = measure(os.path.join(src, cfile))
        print(f"{name:<20} {'original':<10} {'':>8} {'':>6} {b0:>7} {t0:>7}")
        row = {"case": name, "bytes0": b0, "tokens0": t0}
        oracle = builtin_oracle(src) if a.mode == "builtin" else None
        tools = [("creduce-rs", lambda w: run_creduce(w, cfile, a.script, a.j, a.timeout, a.creduce_arg, oracle))]
        if not a.skip_cvise:
            tools.append(("cvise", lambda w: run_cvise(
                w, cfile, emit_script(w, cfile, oracle) if oracle else a.script, a.j, a.timeout)))
        script_key = a.script
        if oracle and not a.skip_cvise and a.cvise_cache:
            # C-Vise runs the script creduce-rs emits, which changes with creduce-rs: a
            # cached row holds only for the same script.
            script_key = "emitted-" + emitted_hash(src, cfile, oracle)
        for tool, fn in tools:
            key = f"{name}|{a.mode}|{script_key}|j{a.j}|t{a.timeout}"
            if tool == "cvise" and key in cache:
                r = dict(cache[key], cached=True)
                row[tool] = r
                ub = f"  {r['ubcheck']}" if "ubcheck" in r else ""
                print(f"{'':<20} {tool:<10} {r['wall']:>8.1f} {r['tests']:>6} {r['bytes']:>7} {r['tokens']:>7} {'(cached)':>8}{ub}")
                continue
            with tempfile.TemporaryDirectory(prefix="bench-") as w:
                for f in os.listdir(src):
                    shutil.copy(os.path.join(src, f), w)
                r = fn(w)
                out = os.path.join(w, cfile)
                if "error" not in r and a.ubcheck:
                    r["ubcheck"] = ubcheck(out)
                if a.keep:
                    ext = os.path.splitext(cfile)[1]
                    shutil.copy(out, os.path.join(a.keep, f"{name}.{tool}{ext}"))
            row[tool] = r
            if tool == "cvise" and a.cvise_cache and "error" not in r and not r.get("cut"):
                cache[key] = r
                json.dump(cache, open(a.cvise_cache, "w"), indent=1)
            if "error" in r:
                print(f"{'':<20} {tool:<10} ERROR {r['error']}")
                continue
            out = f"{100 * r['outside']:7.1f}%" if "outside" in r else ""
            ub = f"  {r['ubcheck']}" if "ubcheck" in r else ""
            folds = (f"  folds {r['fold_wins']}/{r['fold_tests']} (+{r['folded']} candidates), "
                     f"{r['wasted']} wasted, {r['timeouts']} timeouts") if "fold_tests" in r else ""
            cut = "  cut at --limit" if r.get("cut") else ""
            print(f"{'':<20} {tool:<10} {r['wall']:>8.1f} {r['tests']:>6} {r['bytes']:>7} {r['tokens']:>7} {out:>8}{ub}{folds}{cut}")
            if "outside_slot_s" in r:
                st = r.get("stage_seconds", {})
                where = ", ".join(f"{k} {st[k]:.1f}" for k in ("idle-slots", "parse-check", "candidates", "save")
                                  if k in st)
                print(f"{'':<31} outside tests {r['outside_slot_s']:.1f} slot-s ({where})")
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
            done = [r for r in ok if "outside" in r[tool]] or ok
            extra = (f"  outside tests {100 * statistics.median(r[tool].get('outside', 0) for r in done):.1f}%"
                     f" ({statistics.median(r[tool].get('outside_slot_s', 0) for r in done):.1f} slot-s)")
            tot = lambda k: sum(r[tool].get(k, 0) for r in ok)
            extra += (f"\n             folds kept {tot('fold_wins')}/{tot('fold_tests')}, candidates folded in "
                      f"{tot('folded')}, tests wasted {tot('wasted')}, timeouts {tot('timeouts')}")
        print(f"  {tool:<10} wall {med['wall']:.1f} s, tests {med['tests']:.0f}, bytes {med['bytes']:.0f}, tokens {med['tokens']:.0f}{extra}")
    cuts = [f"{r['case']} ({t})" for r in ok for t in ("creduce-rs", "cvise") if r.get(t, {}).get("cut")]
    if cuts:
        print(f"  cut at --limit {LIMIT:.0f} s (wall is the limit, size the program so far): {', '.join(cuts)}")
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

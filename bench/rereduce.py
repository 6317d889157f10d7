#!/usr/bin/env python3
"""Second runs: reduce each case, then reduce its result again with the same test and
options. A result that shrinks on the second run was no fixpoint: some edit the first run
never tried, often a candidate that could not parse (two tokens joined into one) or a
pass whose cursor skipped a site. Not a test; a way to find such faults.

Prints, per case: bytes and tokens after the first run and after the second, and the
second run's tests; then the cases that shrank. Runs as bench/compare.py runs creduce-rs
(same script or built-in oracle, -j, --timeout, --tidy).

    python3 bench/rereduce.py [-j 2] [--mode script|builtin] [--bin B] [--keep DIR]
                              [--json F] CASE ...
"""
import argparse, json, os, shutil, statistics, sys, tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import compare  # noqa: E402


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("-j", type=int, default=2)
    ap.add_argument("--timeout", type=float, default=60)
    ap.add_argument("--mode", choices=["script", "builtin"], default="script")
    ap.add_argument("--bin", help="the creduce-rs binary [default: target/release/creduce-rs]")
    ap.add_argument("--keep", help="copy both results here as CASE.first.EXT and CASE.second.EXT")
    ap.add_argument("--json", help="also write the rows as JSON here")
    ap.add_argument("cases", nargs="+")
    a = ap.parse_args()
    if a.bin:
        compare.BIN = os.path.abspath(a.bin)
    if a.keep:
        os.makedirs(a.keep, exist_ok=True)
    rows = []
    print(f"{'case':32} {'first B/T':>12} {'second B/T':>12} {'tests':>6}")
    for case in a.cases:
        src = case if os.path.isdir(case) else os.path.join(compare.ROOT, "corpus", case)
        name = os.path.basename(os.path.normpath(src))
        cfile = compare.case_file(src)
        oracle = compare.builtin_oracle(src) if a.mode == "builtin" else None
        row = {"case": name}
        with tempfile.TemporaryDirectory(prefix="bench-rereduce-") as work:
            for f in os.listdir(src):
                p = os.path.join(src, f)
                if os.path.isfile(p):
                    shutil.copy(p, work)
            for run in ("first", "second"):
                r = compare.run_creduce(work, cfile, "test.sh", a.j, a.timeout, [], oracle)
                if "error" in r:
                    row["error"] = f"{run} run: {r['error']}"
                    break
                row[run] = {k: r[k] for k in ("bytes", "tokens", "tests", "wall")}
                if a.keep:
                    stem, ext = os.path.splitext(cfile)
                    shutil.copy(os.path.join(work, cfile), os.path.join(a.keep, f"{name}.{run}{ext}"))
        rows.append(row)
        if "error" in row:
            print(f"{name:32} {row['error'][:120]}")
        else:
            f, s = row["first"], row["second"]
            print(f"{name:32} {f['bytes']:>6}/{f['tokens']:<5} {s['bytes']:>6}/{s['tokens']:<5} {s['tests']:>6}",
                  flush=True)
    shrank = [r for r in rows if "second" in r and r["second"]["tokens"] < r["first"]["tokens"]]
    done = [r for r in rows if "second" in r]
    print(f"\n{len(done)} cases reduced twice; {len(shrank)} shrank on the second run"
          + (": " + ", ".join(f"{r['case']} {r['first']['tokens']} -> {r['second']['tokens']} tokens"
                              for r in shrank) if shrank else ""))
    if done:
        print(f"median second-run tests: {statistics.median(r['second']['tests'] for r in done)}")
    if a.json:
        json.dump(rows, open(a.json, "w"), indent=1)


if __name__ == "__main__":
    main()

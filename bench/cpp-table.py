#!/usr/bin/env python3
"""The public C++ set's table without running C-Vise again: creduce-rs's rows from a
`bench/cpp.py --skip-cvise --json RUN.json` run against C-Vise's rows cached on this
machine (bench/results/2026-11-27/cvise-cache-cpp-public-set.json), and, for the three
cases where C-Vise was stopped at 900-930 s, its size then (the 2026-11-27 tables).
Prints a Markdown table, then the medians of the wall and token ratios. Not a test.

    python3 bench/cpp-table.py RUN.json
"""
import json
import statistics
import sys

CACHE = "bench/results/2026-11-27/cvise-cache-cpp-public-set.json"
# C-Vise stopped at its time limit: (seconds, tokens then).
CUT = {"gcc-pr101367": (930.0, 183), "gcc-pr106890": (930.0, 47), "gcc-pr111019": (900.3, 135)}


def main():
    run = json.load(open(sys.argv[1]))
    cache = json.load(open(CACHE))
    wr, tr = [], []
    print("| case | original tokens | creduce-rs s | tests | tokens | C-Vise s | C-Vise tokens "
          "| wall ratio | token ratio |")
    print("|---|---|---|---|---|---|---|---|---|")
    for row in run:
        name = row["case"]
        c = row.get("creduce-rs", {})
        if "tokens" not in c:
            continue
        key = f"{name}|script|test.sh|j2|t60"
        if key in cache:
            cw, ct, note = cache[key]["wall"], cache[key]["tokens"], ""
        elif name in CUT:
            (cw, ct), note = CUT[name], " (cut)"
        else:
            continue
        w, t = c["wall"] / cw, c["tokens"] / ct
        wr.append(w)
        tr.append(t)
        print(f"| {name} | {row['tokens0']} | {c['wall']:.1f} | {c['tests']} | {c['tokens']} "
              f"| {cw:.1f}{note} | {ct} | {w:.2f} | {t:.2f} |")
    print(f"\n{len(tr)} cases: median wall ratio {statistics.median(wr):.2f}, median token ratio "
          f"{statistics.median(tr):.2f}, above 1.0: {sum(1 for t in tr if t > 1.0)}, "
          f"max {max(tr):.2f}, min {min(tr):.2f}")


if __name__ == "__main__":
    main()

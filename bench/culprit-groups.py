#!/usr/bin/env python3
"""Grouping gcc wrong code by the culprit of its original, on real gcc bugs: what the
culprit searches on the originals cost, and the reductions they save.

Builds a campaign of COPIES padded copies of each gcc case of
`corpus/campaigns/real-optimizer-bugs` (with that campaign's vote oracle: gcc and
clang-15 at -O0 and -O2), each copy with a different number of unrelated global arrays,
functions summing them and calls printing the sums ahead of the case's own code, so the
copies are different programs of one bug. Then triages it twice at `-j J`, the new way
and with `--reduce-all`, one after the other, and prints for each: wall time, failures
reduced, attached and in error, the seconds and probes of the culprit searches on the
originals, the reduce stage's seconds, and the clusters with their labels.

    python3 bench/culprit-groups.py [--copies 4] [-j 2] [--bin target/release/creduce-rs]
                                    [--out DIR] [--case gcc-pr107107 ...]
"""

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
CASES = os.path.join(HERE, "..", "corpus", "campaigns", "real-optimizer-bugs")


def padded(src, k):
    """`src` with k*3 unrelated arrays, their sums and calls printing them."""
    n = k * 3
    pad = "".join(
        f"int pad{k}_{i}[{i + 3}] = {{{', '.join(str(j * i + k) for j in range(i + 3))}}};\n"
        f"static int sum{k}_{i}(void) {{ int s = 0; for (int j = 0; j < {i + 3}; j++) "
        f"s += pad{k}_{i}[j] * {i + 1}; return s; }}\n"
        for i in range(n))
    calls = "".join(f'  printf("%d\\n", sum{k}_{i}());\n' for i in range(n))
    head = "" if "int printf" in src else "int printf(const char *, ...);\n"
    out = head + pad + src
    for main in ("int main(void)\n{\n", "int main() {"):
        if main in out:
            return out.replace(main, main + "\n" + calls, 1)
    sys.exit("no main to pad")


def triage(binary, campaign, work, j, extra):
    shutil.rmtree(work, ignore_errors=True)
    t = time.monotonic()
    p = subprocess.run([binary, "triage", campaign, "--out", work, "-j", str(j), "-q"] + extra,
                       capture_output=True, text=True)
    wall = time.monotonic() - t
    if p.returncode not in (0, 1):
        sys.exit(f"triage failed ({p.returncode}): {p.stderr.strip()}")
    with open(os.path.join(work, "report.json")) as f:
        return wall, json.load(f)


def stage_costs(work):
    secs, probes, reduce_s = 0.0, 0, 0.0
    root = os.path.join(work, "failures")
    for d in sorted(os.listdir(root)):
        with open(os.path.join(root, d, "timings.json")) as f:
            t = json.load(f)["seconds"]
        secs += t.get("original-culprit", 0.0)
        reduce_s += t.get("reduce", 0.0)
        with open(os.path.join(root, d, "record.json")) as f:
            c = json.load(f).get("original_culprit") or {}
        probes += c.get("probes", 0)
    return secs, probes, reduce_s


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--copies", type=int, default=4)
    ap.add_argument("-j", type=int, default=2)
    ap.add_argument("--bin", default="target/release/creduce-rs")
    ap.add_argument("--out")
    ap.add_argument("--case", action="append", dest="cases")
    args = ap.parse_args()
    cases = args.cases or sorted(c for c in os.listdir(CASES) if c.startswith("gcc-"))
    base = args.out or tempfile.mkdtemp(prefix="culprit-groups-")
    campaign = os.path.join(base, "campaign")
    shutil.rmtree(campaign, ignore_errors=True)
    os.makedirs(campaign)
    shutil.copy(os.path.join(CASES, "campaign.json"), campaign)
    label = {}
    for case in cases:
        with open(os.path.join(CASES, case, "prog.c")) as f:
            src = f.read()
        for k in range(1, args.copies + 1):
            d = os.path.join(campaign, f"{case}-v{k}")
            os.makedirs(d)
            with open(os.path.join(d, "prog.c"), "w") as f:
                f.write(padded(src, k))
            label[f"{case}-v{k}"] = case
    print(f"{len(label)} failures: {args.copies} copies of {', '.join(cases)}; -j {args.j}")
    print(f"{'run':<14} {'wall s':>8} {'reduced':>8} {'attached':>9} {'errors':>7} "
          f"{'orig-culprit s':>15} {'probes':>7} {'reduce s':>9}  clusters")
    for name, extra in (("new way", []), ("--reduce-all", ["--reduce-all"])):
        work = os.path.join(base, "work-" + name.strip("-").replace(" ", "-"))
        wall, report = triage(args.bin, campaign, work, args.j, extra)
        s = report["summary"]
        secs, probes, reduce_s = stage_costs(work)
        clusters = "; ".join(
            "+".join(sorted({label[m] for m in c["members"]})) + f" ({len(c['members'])})"
            for c in report["clusters"])
        print(f"{name:<14} {wall:>8.1f} {s['reduced'] + s['reduced_partly']:>8} "
              f"{s['attached']:>9} {s['errors']:>7} {secs:>15.1f} {probes:>7} {reduce_s:>9.1f}"
              f"  {clusters}")
        for f in report["failures"]:
            if f.get("evidence"):
                print(f"  {f['id']}: {f['evidence']}")
            if f.get("error"):
                print(f"  {f['id']}: error: {f['error'][:160]}")
        sys.stdout.flush()


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""How well crash signatures alone tell a labelled campaign's causes apart, for one or
two builds, on the *original* programs (no reduction, no triage).

For every crash failure of CAMPAIGN (`failure.json`'s oracle is `crash`) whose compiler's
name starts with one of `--compilers`, runs `B check PROG --oracle crash --cc CC` and
keeps the signature it prints, the compiler's name without its flags, then the failure
(triage's clustering key of a specific crash; a weak one keeps its flags there) (`g++-12: ICE: in unify, at cp/pt.cc:24832 (stack
cc1plus+0x25fbed ...)`). Then, per build, over the labelled failures:

- the signatures, and those shared by two causes or more (mixed), with their failures;
- the causes with two signatures or more (split);
- B-cubed precision, recall and F1 of grouping the failures by signature alone.

With `--before B0` the same is done with a second build, and the failures whose
signatures differ between the two are counted. `--json F` saves the signatures;
`--from-json F` scores saved ones without running anything; `--leave-out DIR` leaves
out the causes of another labelled campaign (a cut that a change was tuned on), to
report the rest as held out. Not a test.

    python3 bench/crash-states.py CAMPAIGN [--bin target/release/creduce-rs]
        [--before OLD_BIN] [--compilers gcc,g++] [-j 2] [--list] [--json F]
        [--from-json F] [--leave-out DIR]
"""

import argparse
import collections
import concurrent.futures
import gzip
import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from triage_metrics import bcubed, read_labels  # noqa: E402


def failures(campaign, compilers):
    """(id, program path, compiler command) of the crash failures asked for."""
    out = []
    for name in sorted(os.listdir(campaign)):
        d = os.path.join(campaign, name)
        meta = os.path.join(d, "failure.json")
        if not os.path.isfile(meta):
            continue
        oracle = json.load(open(meta)).get("oracle", {})
        if oracle.get("oracle") != "crash" or not oracle.get("cc"):
            continue
        cc = oracle["cc"][0]
        if not any(cc.split()[0].startswith(c) for c in compilers):
            continue
        progs = [f for f in os.listdir(d) if f.startswith("prog.")]
        if progs:
            out.append((name, os.path.join(d, progs[0]), cc))
    return out


def signature(binary, prog, cc):
    """The clustering key `binary check` prints for PROG, or `None`."""
    try:
        p = subprocess.run(
            ["nice", "-n", "19", binary, "check", prog, "--oracle", "crash", "--cc", cc],
            capture_output=True, text=True, timeout=600)
    except subprocess.TimeoutExpired:
        return None
    for line in p.stdout.splitlines():
        line = line.strip()
        if line.startswith("signature: `"):
            command, _, failure = line[len("signature: `"):].partition("`: ")
            return f"{command.split()[0]}: {failure}"
    return None


def measure(binary, todo, labels, jobs):
    with concurrent.futures.ThreadPoolExecutor(jobs) as pool:
        sigs = list(pool.map(lambda t: signature(binary, t[1], t[2]), todo))
    return {t[0]: s for t, s in zip(todo, sigs)}


def report(title, sigs, labels, show):
    ids = [i for i in sorted(sigs) if i in labels and sigs[i] is not None]
    by_sig = collections.defaultdict(list)
    for i in ids:
        by_sig[sigs[i]].append(i)
    by_cause = collections.defaultdict(set)
    for i in ids:
        by_cause[labels[i]].add(sigs[i])
    mixed = {s: m for s, m in by_sig.items() if len({labels[i] for i in m}) > 1}
    split = {c: s for c, s in by_cause.items() if len(s) > 1}
    p, r = bcubed(list(by_sig.values()), labels)
    f1 = 2 * p * r / (p + r) if p + r else 0.0
    none = sum(1 for i in sigs if i in labels and sigs[i] is None)
    print(f"## {title}")
    print(f"failures            {len(ids)} labelled with a signature"
          f" ({none} labelled without one: not reproduced)")
    print(f"signatures          {len(by_sig)} for {len(by_cause)} causes")
    print(f"B-cubed             precision {p:.3f}, recall {r:.3f}, F1 {f1:.3f}")
    print(f"mixed signatures    {len(mixed)}, holding "
          f"{sum(len(m) for m in mixed.values())} failures")
    for s, m in sorted(mixed.items()):
        counts = collections.Counter(labels[i] for i in m)
        print(f"   {s}")
        print("      " + ", ".join(f"{c} ({n})" for c, n in sorted(counts.items())))
    print(f"split causes        {len(split)}")
    if show:
        for c, s in sorted(split.items()):
            print(f"   {c}: " + " | ".join(sorted(s)))
    print()


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("campaign")
    ap.add_argument("--bin", default="target/release/creduce-rs")
    ap.add_argument("--before", help="a second build to compare with")
    ap.add_argument("--compilers", default="gcc,g++",
                    help="compiler name prefixes, comma-separated (default gcc,g++)")
    ap.add_argument("-j", type=int, default=2)
    ap.add_argument("--list", action="store_true", help="list the split causes' signatures")
    ap.add_argument("--json", help="save the signatures here")
    ap.add_argument("--from-json", help="score the signatures saved here; run nothing")
    ap.add_argument("--leave-out", help="a labelled campaign whose causes are left out")
    args = ap.parse_args()
    labels, _ = read_labels(args.campaign)
    if args.leave_out:
        # A cut keeps its campaign's whole labels.json: its causes are those of the
        # failures it holds.
        fitted = {c for i, c in read_labels(args.leave_out)[0].items()
                  if os.path.isdir(os.path.join(args.leave_out, i))}
        labels = {i: c for i, c in labels.items() if c not in fitted}
        print(f"left out            the {len(fitted)} causes of {args.leave_out}")
    if args.from_json:
        opener = gzip.open if args.from_json.endswith(".gz") else open
        with opener(args.from_json, "rt") as f:
            saved = json.load(f)
        builds = list(saved.items())
        print(f"signatures from     {args.from_json}")
    else:
        todo = failures(args.campaign, args.compilers.split(","))
        print(f"campaign            {args.campaign}: {len(todo)} crash failures of "
              f"{args.compilers}")
        builds = [(f"{title}: {binary}", measure(binary, todo, labels, args.j))
                  for title, binary in (("before", args.before), ("now", args.bin))
                  if binary]
        if args.json:
            json.dump(dict(builds), open(args.json, "w"), indent=1, sort_keys=True)
    for title, sigs in builds:
        report(title, sigs, labels, args.list)
    if len(builds) == 2:
        a, b = builds[0][1], builds[1][1]
        changed = sum(1 for i in a if i in labels and a[i] != b.get(i))
        print(f"signatures changed  {changed} of {sum(1 for i in a if i in labels)} "
              "labelled failures")


if __name__ == "__main__":
    main()

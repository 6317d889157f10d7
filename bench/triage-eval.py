#!/usr/bin/env python3
"""Triage of a labelled campaign, measured: `creduce-rs triage CAMPAIGN` from scratch,
then its clusters and ranking against the hand labels in CAMPAIGN/labels.json
(docs/guide.md, "Labelled campaigns": causes with their checks, and each failure's cause).

Prints: wall time, seconds per stage summed over failures and the share spent
reducing, how busy the cores were (CPU time of triage and its children over wall time
times cores), B-cubed precision and recall, clusters that mix causes, how many ranked
failures a person inspects before seeing every cause (and whether the first k cover
all k causes), the reductions whose signature slipped, and, where a cause has a check, how many
reduced programs still show their labelled cause (run by the check, not judged by hand),
and how many pairs of reduced failures of one cause end at byte-identical programs
(issue 60's canonical output; pairs of two causes that do are counted apart).
Not a test.

    python3 bench/triage-eval.py CAMPAIGN [-j 2] [--bin target/release/creduce-rs]
                                 [--out DIR] [--reuse] [-- extra triage options]
"""

import argparse
import json
import os
import re
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from collections import Counter, defaultdict

from triage_metrics import bcubed, identical_pairs, read_labels, reduced_texts, run_check


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("campaign")
    ap.add_argument("-j", type=int, default=os.cpu_count())
    ap.add_argument("--bin", default="target/release/creduce-rs")
    ap.add_argument("--out", help="work directory (default: a new temporary one)")
    ap.add_argument("--reuse", action="store_true",
                    help="keep --out as it is (resume, or re-cluster a finished run)")
    args, extra = ap.parse_known_args()
    args.extra = [a for a in extra if a != "--"]
    labels, causes_info = read_labels(args.campaign)
    out = args.out or tempfile.mkdtemp(prefix="triage-eval-")
    if not args.reuse:
        shutil.rmtree(out, ignore_errors=True)
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.monotonic()
    cmd = [args.bin, "triage", args.campaign, "--out", out, "-j", str(args.j), "-q"] + args.extra
    p = subprocess.run(cmd, capture_output=True, text=True)
    wall = time.monotonic() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    print("$ " + " ".join(cmd))
    print(p.stderr.strip())
    if p.returncode not in (0, 10):
        sys.exit(f"triage exited {p.returncode}")
    report = json.load(open(os.path.join(out, "report.json")))
    timings = json.load(open(os.path.join(out, "timings.json")))
    stages = Counter()
    for t in timings.values():
        for k, v in t["seconds"].items():
            stages[k] += v
    total = sum(stages.values()) or 1.0
    print(f"\nwall time           {wall:.1f} s at -j {args.j}")
    print("stage seconds       " + ", ".join(f"{k} {v:.1f}" for k, v in sorted(stages.items())))
    print(f"share reducing      {100 * stages['reduce'] / total:.1f}% of stage time")
    cores = os.cpu_count()
    print(f"cores busy          {100 * cpu / (wall * cores):.1f}% of {cores} cores "
          f"({cpu:.0f} CPU-s in {wall:.0f} s)")

    s = report["summary"]
    print(f"\nfailures            {s['failures']} ({s['reduced']} reduced, {s['reduced_partly']} partly, "
          f"{s.get('attached', 0)} attached, {s['flaky']} flaky, {s['not_reproducible']} not reproducible, "
          f"{s['errors']} errors)")
    attached = [f for f in report["failures"] if f.get("attached_to")]
    wrong = [f for f in attached if labels.get(f["id"]) != labels.get(f["attached_to"])]
    print(f"attached            {len(attached)} not reduced; {len(wrong)} attached to another cause's failure")
    for f in wrong:
        print(f"   {f['id']} ({labels.get(f['id'])}) -> {f['attached_to']} ({labels.get(f['attached_to'])})")
    clusters = [c["members"] for c in report["clusters"]]
    unlabelled = [m for c in clusters for m in c if m not in labels]
    if unlabelled:
        sys.exit(f"no label for {unlabelled}")
    causes = sorted({labels[m] for c in clusters for m in c})
    print(f"causes              {len(causes)} among clustered failures; {len(clusters)} clusters")
    prec, rec = bcubed(clusters, labels)
    print(f"B-cubed             precision {prec:.3f}, recall {rec:.3f}")
    mixed = [c for c in clusters if len({labels[m] for m in c}) > 1]
    print(f"mixed clusters      {len(mixed)}")
    for c in mixed:
        print("   " + ", ".join(f"{m} ({labels[m]})" for m in c))
    ranking = report["ranking"]
    seen, needed = set(), None
    for i, m in enumerate(ranking):
        seen.add(labels[m])
        if len(seen) == len(causes):
            needed = i + 1
            break
    k = len(causes)
    first_k = {labels[m] for m in ranking[:k]}
    print(f"ranking             first {k} cover {len(first_k)} of {k} causes; "
          f"all causes seen after {needed} of {len(ranking)}")
    print("   " + " ".join(f"{m}:{labels[m]}" for m in ranking[:k]))
    per_cluster = defaultdict(Counter)
    for c in report["clusters"]:
        for m in c["members"]:
            per_cluster[labels[m]][c["id"]] += 1
    print("\ncause -> clusters (members)")
    for cause in causes:
        print(f"   {cause}: " + ", ".join(f"{cid} ({n})" for cid, n in per_cluster[cause].most_common()))
    slipped = [f for f in report["failures"] if f.get("original_signature")]
    print(f"\nslipped             {len(slipped)} reduced programs show another signature than their original")
    for f in slipped:
        print(f"   {f['id']} ({labels.get(f['id'])}): {json.dumps(f['original_signature'])} -> "
              f"{json.dumps(f['signature'])}")
    shows, lost, unchecked = 0, [], 0  # unchecked: no check, or it timed out
    for f in report["failures"]:
        cause = labels.get(f["id"])
        reduced = os.path.join(out, "failures", f["id"], "reduced.c")
        if cause is None or not os.path.exists(reduced):
            continue
        ok = run_check(args.campaign, causes_info[cause], reduced)
        if ok is None:
            unchecked += 1
        elif ok:
            shows += 1
        else:
            lost.append((f["id"], cause))
    checked = shows + len(lost)
    print(f"\nkeeps its cause     {shows} of {checked} reduced programs still show their labelled "
          f"cause (by the cause's check){'; ' + str(unchecked) + ' without a check or timed out' if unchecked else ''}")
    for fid, cause in lost:
        print(f"   {fid}: no longer shows {cause}")
    # Canonical output: pairs of one cause whose reduced programs are byte-identical
    # (the more, the more often two reductions of one bug end at one program), and pairs
    # of two causes that are (a canonical form that merges bugs).
    texts = reduced_texts(out, report, labels)
    same, other, possible = identical_pairs(texts, labels)
    print(f"\nidentical results   {same} of {possible} same-cause pairs of reduced programs are "
          f"byte-identical; {other} pairs of two causes are")
    # The expect oracle keeps a failed check's whole `NG` line, so a generated check's
    # name (`NG t7`) stays in the program: how many more would match without it.
    named = {k: re.sub(rb"NG [a-z]+[0-9]+", b"NG t0", t) for k, t in texts.items()}
    same_n, other_n, _ = identical_pairs(named, labels)
    print(f"                    {same_n} and {other_n} with the checks' names (`NG t7`) made one")
    print(f"\nwork directory      {out}")


if __name__ == "__main__":
    main()

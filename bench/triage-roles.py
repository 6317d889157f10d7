#!/usr/bin/env python3
"""Where a triage run's time went, by what each failure was.

usage: bench/triage-roles.py WORKDIR [--culprits]

Reads WORKDIR's timings.json and each failure's record.json (a work directory kept by
`bench/triage-scale.py --keep`, or any `creduce-rs triage --out`), and prints the
reduce stage's seconds and tests summed by oracle (crash, expect, ...), role
(`rep`: a group's representative or a failure of no group, `audit`: reduced to audit an
attachment) and whether the reduction ran to its end (`full`) or stopped at a program
reduced before (`stopped`). `--culprits` lists every culprit search on an original:
seconds, probes, whether it checked another search's sets, the sets found.
Python 3 standard library only.
"""
import collections, json, os, sys


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    if len(args) != 1:
        sys.exit(__doc__.strip().splitlines()[2])
    work = args[0]
    timings = json.load(open(os.path.join(work, "timings.json")))
    agg = collections.defaultdict(lambda: [0, 0.0, 0])
    searches = []
    for fid in sorted(os.listdir(os.path.join(work, "failures"))):
        path = os.path.join(work, "failures", fid, "record.json")
        if not os.path.exists(path):
            continue
        r = json.load(open(path))
        t = timings.get(fid, {})
        secs = t.get("seconds", {})
        oc = r.get("original_culprit")
        if oc and secs.get("original-culprit") is not None:
            searches.append((secs["original-culprit"], fid, oc))
        red = r.get("reduce")
        if not red:
            continue
        kind = (r.get("oracle") or {}).get("oracle", "?")
        role = "audit" if r.get("audit") else "rep"
        end = "stopped" if red.get("stopped_at") else "full"
        a = agg[(kind, role, end)]
        a[0] += 1
        a[1] += secs.get("reduce", 0)
        a[2] += t.get("reduce_tests", 0)
    print(f"{'oracle':<8} {'role':<6} {'end':<8} {'n':>4} {'reduce s':>9} {'tests':>7} {'s each':>7}")
    for (kind, role, end), (n, s, tests) in sorted(agg.items()):
        print(f"{kind:<8} {role:<6} {end:<8} {n:>4} {s:>9.1f} {tests:>7} {s / n:>7.1f}")
    print(f"{'all':<24} {sum(a[0] for a in agg.values()):>4} {sum(a[1] for a in agg.values()):>9.1f}")
    if "--culprits" in sys.argv:
        print(f"\noriginal-culprit searches: {len(searches)}, {sum(s for s, _, _ in searches):.1f} s")
        for s, fid, oc in sorted(searches, key=lambda x: (-x[0], x[1])):
            seeded = "checked" if "checked" in (oc.get("how") or "") else "fresh"
            print(f"{s:6.1f} s {oc.get('probes', 0):>4} probes {seeded:<7} {fid}  {json.dumps(oc.get('sets', []))}")


if __name__ == "__main__":
    main()

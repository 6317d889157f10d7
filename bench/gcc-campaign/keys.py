#!/usr/bin/env python3
"""The grouping evidence of a real GCC and Clang campaign, as triage takes it before any
reduction: each failure's signature on its original (assemble.py's DIR.signatures.json,
from `creduce-rs check`), grouped by its attach key, with the crash states of this
version and with the keys the version before them had.

- **after**: a gcc ICE's key holds its `during … pass` line, the line of gcc's source it
  names and, for a bare `Segmentation fault`, where it faulted; a clang crash's holds its
  stack dump's first three frames below the handler (`stack-dump`); gcc's bare
  `Segmentation fault` (and the other messages of `WEAK_MESSAGES`) alone is weak: no
  group, no attachment, the failure is reduced.
- **before**: an ICE's key was its message alone, and a clang crash's was the driver's
  "clang frontend command failed with exit code N", both specific.

For each: failures with a specific key, groups of two or more, groups whose labelled
members have more than one cause (a key covering two bugs), and members a group would
attach to a representative of another cause (the representative: the smallest original,
as triage chooses it; only labelled failures are judged). clang's failures are
unlabelled: their groups are counted apart.

    python3 bench/gcc-campaign/keys.py DIR.signatures.json
"""

import json
import sys
from collections import defaultdict

WEAK = ["Segmentation fault", "Aborted", "Bus error", "Illegal instruction",
        "Floating point exception", "Killed signal terminated program", "killed by signal",
        "error reporting routines re-entered",
        "clang frontend command failed", "unable to execute command", "linker command failed",
        "terminated by signal", "Killed signal"]


def weak(message):
    m = (message or "").strip()
    if not m:
        return True
    parts = [m] + [m[i + 2:] for i in range(len(m)) if m.startswith(": ", i)]
    return any(p.startswith(w) for p in parts for w in WEAK)


def key_after(sig):
    f = (sig or {}).get("failure") or {}
    kind = f.get("kind")
    if kind == "ice":
        if weak(f.get("message")) and not f.get("pass") and not f.get("site"):
            return None
    elif kind == "stack-dump":
        if not f.get("frames"):
            return None
    elif kind in ("crash", "error", "assertion"):
        if weak(f.get("message")):
            return None
    elif kind not in ("child-crash", "error-at"):
        return None
    return json.dumps([sig.get("compiler"), f], sort_keys=True)


def key_before(sig):
    f = dict((sig or {}).get("failure") or {})
    kind = f.get("kind")
    if kind == "ice":
        f.pop("pass", None)
    elif kind == "stack-dump":
        f = {"kind": "error", "message": "clang frontend command failed with exit code N "
                                          "(use -v to see invocation)"}
    elif kind in ("crash", "error", "assertion"):
        if not (f.get("message") or "").strip():
            return None
    elif kind not in ("child-crash", "error-at"):
        return None
    return json.dumps([sig.get("compiler"), f], sort_keys=True)


def score(name, failures, key):
    groups = defaultdict(list)
    specific = 0
    for fid, info in failures.items():
        k = key(info["signature"])
        if k is None:
            continue
        specific += 1
        groups[k].append(fid)
    multi = {k: sorted(m, key=lambda f: (failures[f]["bytes"], f)) for k, m in groups.items()
             if len(m) >= 2}
    mixed = wrong = attached = 0
    clang_groups = 0
    for k, members in multi.items():
        causes = {failures[f]["cause"] for f in members if failures[f]["cause"]}
        if not causes:
            clang_groups += 1
            continue
        if len(causes) > 1:
            mixed += 1
        rep = members[0]
        for f in members[2:]:
            attached += 1
            if failures[f]["cause"] and failures[rep]["cause"] and failures[f]["cause"] != failures[rep]["cause"]:
                wrong += 1
    print(f"{name}: {specific} of {len(failures)} failures with a specific key; "
          f"{len(multi)} groups ({clang_groups} of clang failures only); {mixed} groups "
          f"mix labelled causes; {attached} members past two representatives, "
          f"{wrong} of them of another cause than the first representative")


def main():
    failures = json.load(open(sys.argv[1]))
    crashes = {f: i for f, i in failures.items() if i["kind"] != "wrong-code"}
    print(f"{len(failures)} failures, {len(crashes)} crashes, "
          f"{sum(1 for i in crashes.values() if i['cause'])} of them labelled, "
          f"{len({i['cause'] for i in crashes.values() if i['cause']})} labelled causes")
    score("before (message only)", crashes, key_before)
    score("after (crash states)", crashes, key_after)


if __name__ == "__main__":
    main()

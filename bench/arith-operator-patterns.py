#!/usr/bin/env python3
"""How an arith failure's operator pattern (the set of operators in the failing check's
expression, after reduction) spreads over the causes of a labelled campaign: the
measurement behind not making it part of the signature. Not a test.

    python3 bench/arith-operator-patterns.py CAMPAIGN WORKDIR
"""

import json
import os
import re
import sys
from collections import defaultdict

from triage_metrics import read_labels


def main():
    campaign, work = sys.argv[1], sys.argv[2]
    labels, _ = read_labels(campaign)
    patterns = defaultdict(list)
    for fid, cause in sorted(labels.items()):
        path = os.path.join(work, "failures", fid, "reduced.c")
        if not fid.startswith("arith") or not os.path.exists(path):
            continue
        text = open(path).read()
        checks = re.findall(r"if\s*\((.*)\)\s*\{\s*printf", text)
        expr = checks[-1] if checks else text.split("main")[-1]
        ops = sorted(set(re.findall(r"<<|>>|<=|>=|==|!=|&&|\|\||[-+*/%&|^~<>?!]", expr)))
        patterns[cause].append(" ".join(ops))
    total = sum(len(v) for v in patterns.values())
    distinct = sum(len(set(v)) for v in patterns.values())
    print(f"{total} arith failures of {len(patterns)} causes: {distinct} (cause, pattern) pairs")
    for cause, pats in sorted(patterns.items()):
        print(f"{cause}: {len(pats)} failures, {len(set(pats))} patterns")
        for p in sorted(set(pats)):
            print(f"    {p}")


if __name__ == "__main__":
    main()

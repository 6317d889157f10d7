#!/usr/bin/env python3
"""Which passes matter: sum each pass's tests, accepted changes, tokens removed and time
over the creduce-rs runs recorded by `bench/compare.py --json FILE`.

usage: bench/pass-contributions.py RESULTS.json [RESULTS.json ...]
"""
import json, sys
from collections import defaultdict

tot = defaultdict(lambda: defaultdict(float))
order = []
for path in sys.argv[1:]:
    for row in json.load(open(path)):
        r = row.get("creduce-rs", {})
        for p in r.get("passes", []):
            if p["pass"] not in order:
                order.append(p["pass"])
            for k in ["tests", "accepted", "tokens_removed", "bytes_removed", "seconds"]:
                tot[p["pass"]][k] += p[k]
all_tokens = sum(t["tokens_removed"] for t in tot.values()) or 1
all_secs = sum(t["seconds"] for t in tot.values()) or 1
print(f"{'pass':<24} {'tests':>7} {'accepted':>8} {'tokens removed':>15} {'%':>6} {'seconds':>8} {'%':>6}")
for name in sorted(order, key=lambda n: -tot[n]["tokens_removed"]):
    t = tot[name]
    print(f"{name:<24} {t['tests']:>7.0f} {t['accepted']:>8.0f} {t['tokens_removed']:>15.0f} "
          f"{100 * t['tokens_removed'] / all_tokens:>5.1f}% {t['seconds']:>8.1f} {100 * t['seconds'] / all_secs:>5.1f}%")

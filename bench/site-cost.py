#!/usr/bin/env python3
"""The cost of crash sites, in one run: triage of a labelled campaign twice at the same
-j, with sites (the default) and with CREDUCE_RS_SITES=off (signatures from the words
alone), each through bench/triage-eval.py. Prints both runs' summaries, then the wall
times, their ratio, and how many reductions keep their labelled cause in each. Not a
test.

    python3 bench/site-cost.py CAMPAIGN [-j 2] [--bin target/release/creduce-rs]
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile


def run(args, sites):
    env = dict(os.environ)
    if not sites:
        env["CREDUCE_RS_SITES"] = "off"
    out = tempfile.mkdtemp(prefix=f"site-cost-{'on' if sites else 'off'}-")
    cmd = [sys.executable, os.path.join(os.path.dirname(__file__), "triage-eval.py"),
           args.campaign, "-j", str(args.j), "--bin", args.bin, "--out", out]
    p = subprocess.run(cmd, capture_output=True, text=True, env=env)
    print(f"==== sites {'on' if sites else 'off'}\n{p.stdout}{p.stderr}")
    if p.returncode != 0:
        sys.exit(f"triage-eval exited {p.returncode}")
    wall = float(re.search(r"wall time\s+([0-9.]+) s", p.stdout).group(1))
    keeps = re.search(r"keeps its cause\s+(\d+) of (\d+)", p.stdout)
    bcubed = re.search(r"B-cubed\s+precision ([0-9.]+), recall ([0-9.]+)", p.stdout)
    return wall, keeps.groups() if keeps else ("?", "?"), bcubed.groups() if bcubed else ("?", "?")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("campaign")
    ap.add_argument("-j", type=int, default=2)
    ap.add_argument("--bin", default="target/release/creduce-rs")
    args = ap.parse_args()
    on = run(args, True)
    off = run(args, False)
    print(f"{'':12} {'wall s':>8} {'keeps cause':>12} {'B-cubed P/R':>12}")
    for name, (wall, keeps, b) in (("sites on", on), ("sites off", off)):
        print(f"{name:12} {wall:8.1f} {keeps[0] + ' of ' + keeps[1]:>12} {b[0] + '/' + b[1]:>12}")
    print(f"ratio on/off {on[0] / off[0]:.2f} (at -j {args.j})")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Benchmark: a large preprocessed C++ unit, creduce-rs beside C-Vise, same test, same -j.

The input is made here, not committed: a small program that includes <vector>, <map>,
<string>, <algorithm>, <iostream> and <memory> and has a class with an `override`, run
through `g++ -std=c++17 -E -P` (about 1.3 MB with Debian 12's libstdc++). The test keeps
a class and its `override` while `g++ -std=c++17 -fsyntax-only` still accepts the file.

--program FILE takes another program instead (with --std and -I for its headers), as
for the 3.8 MB unit: `--program bench/results/2026-11-26/cpp-3.8MB-program.cc --std
c++20`. The test is the same, at that standard.

Each tool runs for at most --limit seconds (default 900). While it runs, the file is
measured every few seconds; the table gives, per tool: wall time (or "cut" at the limit),
final bytes and tokens, tokens left after 1, 5 and 15 minutes, and peak RSS of the
tool's own process (VmHWM; the compilers it starts are not counted) against the input's
size.

usage: bench/cpp-large.py [-j N] [--limit S] [--skip-cvise] [--keep DIR]
                          [--program FILE] [--std STD] [-I DIR]... [--bin FILE]
Needs: a release build (cargo build --release), g++, cvise.
"""
import argparse, json, os, shutil, signal, subprocess, sys, tempfile, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BIN = os.path.join(ROOT, "target", "release", "creduce-rs")

PROGRAM = r"""#include <vector>
#include <map>
#include <string>
#include <algorithm>
#include <iostream>
#include <memory>

struct Shape {
  virtual ~Shape() {}
  virtual double area(const std::string &unit) const { return unit.size(); }
};

template <class T> struct Polygon : Shape {
  std::vector<T> sides;
  double area(const std::string &unit) const override {
    return std::accumulate_placeholder_free(sides, unit);
  }
  static double std_accumulate(const std::vector<T> &v) {
    double s = 0;
    for (const auto &x : v) s += x;
    return s;
  }
};

int main() {
  std::map<std::string, std::unique_ptr<Shape>> shapes;
  shapes["square"] = std::make_unique<Polygon<int>>();
  std::vector<int> order{3, 1, 2};
  std::sort(order.begin(), order.end());
  for (auto &p : shapes)
    std::cout << p.first << " " << p.second->area("cm") << " " << order[0] << "\n";
}
""".replace("std::accumulate_placeholder_free(sides, unit)", "std_accumulate(sides) + unit.size()")

TEST = """#!/bin/bash
# Keeps a class and its `override` while g++ -std=STD -fsyntax-only accepts the file.
grep -q override prog.cc || exit 1
grep -Eq '(struct|class)' prog.cc || exit 1
timeout 120 g++ -std=STD -fsyntax-only prog.cc > /dev/null 2>&1 || exit 1
exit 0
"""

MARKS = (60, 300, 900)


def measure(path):
    with tempfile.NamedTemporaryFile(suffix=".cc") as t:
        shutil.copy(path, t.name)
        out = subprocess.run([BIN, "measure", "--json", t.name], capture_output=True, text=True)
        if out.returncode != 0:
            return None
        m = json.loads(out.stdout)
        return m["bytes"], m["tokens"]


def hwm_kb(pid):
    try:
        for line in open(f"/proc/{pid}/status"):
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    except OSError:
        pass
    return None


def run(tool, cmd, work, limit):
    t0 = time.monotonic()
    p = subprocess.Popen(cmd, cwd=work, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                         text=True, start_new_session=True)
    peak = 0
    marks = {}
    last = measure(os.path.join(work, "prog.cc"))
    next_sample = 0.0
    cut = False
    while True:
        el = time.monotonic() - t0
        h = hwm_kb(p.pid)
        if h:
            peak = max(peak, h)
        if p.poll() is not None:
            break
        if el >= next_sample:
            m = measure(os.path.join(work, "prog.cc"))
            last = m or last
            next_sample = el + 5
        for mk in MARKS:
            if mk not in marks and el >= mk:
                marks[mk] = last
        if el > limit:
            cut = True
            os.killpg(p.pid, signal.SIGINT)
            try:
                p.wait(30)
            except subprocess.TimeoutExpired:
                os.killpg(p.pid, signal.SIGKILL)
                p.wait()
            break
        time.sleep(0.5)
    wall = time.monotonic() - t0
    final = measure(os.path.join(work, "prog.cc")) or last
    for mk in MARKS:
        marks.setdefault(mk, final)
    err = "" if cut or p.returncode == 0 else p.stderr.read()[-300:]
    return {"tool": tool, "wall": wall, "cut": cut, "bytes": final[0], "tokens": final[1],
            "marks": {str(k): v[1] for k, v in marks.items()}, "peak_rss_mb": peak / 1024,
            "error": err}


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("-j", type=int, default=2)
    ap.add_argument("--limit", type=float, default=900)
    ap.add_argument("--skip-cvise", action="store_true")
    ap.add_argument("--keep", help="copy each result here as large.TOOL.cc")
    ap.add_argument("--json", help="write the results here")
    ap.add_argument("--program", help="a C++ file to preprocess instead of the built-in program")
    ap.add_argument("--std", default="c++17", help="the standard to preprocess and test at")
    ap.add_argument("-I", dest="includes", action="append", default=[], help="a header folder")
    ap.add_argument("--bin", default=BIN, help="the creduce-rs binary (default: the release build)")
    a = ap.parse_args()
    program = open(a.program).read() if a.program else PROGRAM
    with tempfile.TemporaryDirectory(prefix="cpp-large-") as base:
        open(os.path.join(base, "big.cc"), "w").write(program)
        # Header folders absolute, and the program's own folder for its `#include "..."`.
        dirs = [os.path.abspath(d) for d in a.includes]
        if a.program:
            dirs.append(os.path.dirname(os.path.abspath(a.program)))
        subprocess.run(["g++", f"-std={a.std}", "-E", "-P", *[f"-I{d}" for d in dirs], "big.cc",
                        "-o", "prog.cc"], cwd=base, check=True)
        open(os.path.join(base, "test.sh"), "w").write(TEST.replace("STD", a.std))
        os.chmod(os.path.join(base, "test.sh"), 0o755)
        if subprocess.run(["./test.sh"], cwd=base).returncode != 0:
            sys.exit("the test does not accept the generated input")
        b0, t0 = measure(os.path.join(base, "prog.cc"))
        lines = sum(1 for _ in open(os.path.join(base, "prog.cc")))
        print(f"input: {b0} bytes, {t0} tokens, {lines} lines (g++ -std={a.std} -E -P), -j {a.j}, limit {a.limit:.0f} s")
        tools = [("creduce-rs", [a.bin, "prog.cc", "--test", "./test.sh", "-j", str(a.j), "--timeout", "120", "-q"])]
        if not a.skip_cvise:
            tools.append(("cvise", ["cvise", "--n", str(a.j), "--timeout", "120", "./test.sh", "prog.cc"]))
        results = []
        print(f"{'tool':<11} {'wall s':>8} {'bytes':>9} {'tokens':>8} {'@1min':>8} {'@5min':>8} {'@15min':>8} {'peak RSS':>9}")
        for tool, cmd in tools:
            work = os.path.join(base, tool)
            os.mkdir(work)
            for f in ("prog.cc", "test.sh"):
                shutil.copy(os.path.join(base, f), work)
            r = run(tool, cmd, work, a.limit)
            results.append(r)
            wall = f"cut {r['wall']:.0f}" if r["cut"] else f"{r['wall']:.1f}"
            m = r["marks"]
            r["peak_rss_per_input_byte"] = r["peak_rss_mb"] * 1024 * 1024 / b0
            print(f"{tool:<11} {wall:>8} {r['bytes']:>9} {r['tokens']:>8} {m['60']:>8} {m['300']:>8} {m['900']:>8} {r['peak_rss_mb']:>7.0f}MB"
                  f" ({r['peak_rss_per_input_byte']:.0f}x input)"
                  + (f"  error: {r['error']}" if r["error"] else ""))
            if a.keep:
                os.makedirs(a.keep, exist_ok=True)
                shutil.copy(os.path.join(work, "prog.cc"), os.path.join(a.keep, f"large.{tool}.cc"))
        print(f"input size {b0 / 1e6:.2f} MB; peak RSS is the tool's own process (VmHWM)")
        if len(results) == 2:
            c, v = results
            print(f"ratios creduce-rs/cvise: wall {c['wall'] / v['wall']:.2f}x"
                  f"{' (C-Vise cut at the limit)' if v['cut'] else ''}, tokens {c['tokens'] / max(1, v['tokens']):.2f}x")
        if a.json:
            json.dump({"input_bytes": b0, "input_tokens": t0, "results": results}, open(a.json, "w"), indent=1)


if __name__ == "__main__":
    main()

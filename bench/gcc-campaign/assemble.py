#!/usr/bin/env python3
"""Assemble a triage campaign from the failures bench/gcc-campaign/hunt.py found in GCC's
own testsuite (g++.dg, c-c++-common, the torture directories) with Debian's gcc/g++ 12
and clang/clang++ 14, 15 and 16.

Each failure becomes a campaign folder `ID/` with the test as `prog.c` or `prog.cc` and
`failure.json`, its oracle:
- a crash (gcc's internal compiler error, a clang stack dump, a signal): `crash`, the
  failing compiler with the test's flags;
- wrong code (the test aborts at the failing options and passes at -O0): `expect`, the
  failing compiler with its flags, and as the reference the same compiler at -O0.

**Labels** never come from a signature. A gcc or g++ failure is labelled by its fixing
change: the testsuite ChangeLog entry that added the test, named by the PRs it names
(`pr111059+pr111911`: one fix of two reports); the tests one entry adds are one cause. clang failures are left unlabelled (the PR is gcc's, not the
cause of a clang bug) and reported apart.

**Duplicates**, as a fuzzer makes them:
- `--mutants K` mutants per failure, each the test with unused declarations added at the
  top (`int creduce_mutant_I_J;`);
- `--option-sets K`: the same test at up to K other option sets, the failing command's
  `-O` level replaced by one of `OPTION_SETS` in turn (`-O1`, `-O3`, `-Os`, `-O2 -g`, ...;
  not `-O0` for wrong code, whose reference is `-O0`), as a fuzzer runs each program at
  several. The hunt keeps only the first failing option set of a test per compiler.
Each duplicate is kept only if `creduce-rs check` gives it the original's signature
(its failure: the compiler command aside).
Tests that one fix added together are duplicates too.

Left out: failures the hunt's `--verify` did not see fail three times of three, and the
three C23 tag-compatibility tests that GCC 12 cannot compile as meant (not miscompiles).

    python3 bench/gcc-campaign/assemble.py --found /tmp/gcc-hunt/found --out DIR
        --testsuite SRC/gcc/testsuite [--mutants 2] [--bin target/release/creduce-rs]

DIR is then a campaign folder with labels.json, for `creduce-rs triage` and
bench/triage-scale.py --campaign DIR; DIR.signatures.json holds each failure's signature
on its original (`creduce-rs check`), for keys.py.
"""

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))


def spec_of(cmd, source):
    """The compiler and its flags from the hunt's command line, without the source, the
    output and the link-only words (the oracle places `{src}` and `{out}` itself)."""
    words = cmd.split("#")[0].split()
    out, skip = [], False
    for w in words:
        if skip:
            skip = False
            continue
        if w == "-o":
            skip = True
            continue
        if w in (source, "-c", "-pthread", "-lm") or w.startswith("./"):
            continue
        out.append(w)
    return " ".join(out)


def reference(spec):
    """The wrong-code reference: the failing compiler at -O0 (where the hunt saw the test
    pass), its other flags kept."""
    words = [w for w in spec.split() if not (w.startswith("-O") and len(w) <= 6)]
    return " ".join(words[:1] + ["-O0"] + words[1:])


OPTION_SETS = ["-O1", "-O2", "-O3", "-Os", "-O2 -g", "-O3 -fno-inline", "-O0"]


def with_options(spec, options):
    """`spec` with its `-O` level replaced by `options`."""
    words = [w for w in spec.split() if not (w.startswith("-O") and len(w) <= 6)]
    return " ".join(words[:1] + options.split() + words[1:])


def oracle(meta, cmd, source, options=None):
    spec = spec_of(cmd.splitlines()[0], source)
    if options is not None:
        spec = with_options(spec, options)
    if meta["kind"] == "wrong-code":
        return {"oracle": {"oracle": "expect", "cc": [spec + " -pthread -lm"],
                           "ref": reference(spec) + " -pthread -lm",
                           "compile_timeout": 60.0, "run_timeout": 10.0}}
    return {"oracle": {"oracle": "crash", "cc": [spec], "compile_timeout": 60.0}}


DATE = re.compile(r"^\d{4}-\d{2}-\d{2}\s")
PR = re.compile(r"\bPR\s+([\w+-]+/)?(\d+)")
PATH = re.compile(r"[\w.+-]+(?:/[\w.+-]+)+\.(?:c|C|cc|cpp|h|H)\b")


def fixing_changes(testsuite):
    """Each test's fixing change, from the testsuite's ChangeLog files: the entry that
    added it (the oldest entry naming it), as the PRs it names (`pr111059+pr111911`),
    else its date and author. Tests one entry adds share a label: one fix."""
    entries = []  # (date, header, PRs, paths)
    for name in sorted(os.listdir(testsuite)):
        if not name.startswith("ChangeLog"):
            continue
        header, prs, paths = None, set(), set()
        for line in open(os.path.join(testsuite, name), errors="replace"):
            if DATE.match(line):
                if header:
                    entries.append((header[:10], header, prs, paths))
                header, prs, paths = line.strip(), set(), set()
                continue
            prs.update(m.group(2) for m in PR.finditer(line))
            paths.update(PATH.findall(line))
        if header:
            entries.append((header[:10], header, prs, paths))
    added = {}
    for date, header, prs, paths in sorted(entries, key=lambda e: e[0], reverse=True):
        label = "+".join(f"pr{p}" for p in sorted(prs, key=int)) or re.sub(r"\W+", "-", header)
        for path in paths:
            added[path] = label  # the oldest entry is written last
    return added


def label(meta, changes):
    """The cause of a gcc or g++ failure: the change that fixed it (None for clang's)."""
    if not meta["compiler"].startswith(("gcc", "g++")):
        return None
    test = meta["test"].split("gcc/testsuite/", 1)[-1]
    if test in changes:
        return changes[test]
    return ("pr" + re.sub(r"^.*/", "", meta["prs"][0])) if meta.get("prs") else None


def signature(binary, folder, source):
    """`creduce-rs check`'s signature of FOLDER/SOURCE under FOLDER/failure.json (its
    oracle without the static guard, which a signature does not need)."""
    config = json.load(open(os.path.join(folder, "failure.json")))["oracle"]
    config["static_guard"] = False
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
        json.dump(config, f)
    try:
        out = subprocess.run(
            [binary, "check", source, "--oracle-config", f.name, "--json"],
            cwd=folder, capture_output=True, text=True, timeout=300)
        sig = json.loads(out.stdout).get("signature")
        return json.dumps(sig, sort_keys=True) if sig else None
    except (ValueError, AttributeError, subprocess.TimeoutExpired):
        return None
    finally:
        os.unlink(f.name)


INCLUDE = re.compile(r'^[ \t]*#[ \t]*include[ \t]*"([^"]+)"[^\n]*$', re.M)


def inline_sources(text, folder, depth=0):
    """TEXT with each `#include "X"` of a C or C++ file X beside it (a test that includes
    another test: gcc.dg/torture/pr113630.c includes pr110799.c, g++.dg/cpp2a's
    spaceship-eq12.C includes spaceship-eq11.C) replaced by X's text, as the preprocessor
    would. Triage compiles each C or C++ file of a failure's folder as a unit of its own
    and reduces headers with them, so an included source file cannot go beside the test:
    copied, it would be a second unit; left out, the test fails with "file not found"."""
    def one(m):
        name = m.group(1)
        path = os.path.join(folder, name)
        if name.endswith((".h", ".H", ".hh")) or not os.path.isfile(path) or depth > 3:
            return m.group(0)
        return inline_sources(open(path, errors="replace").read(), folder, depth + 1)
    return INCLUDE.sub(one, text)


def failure_of(sig):
    """The failure a signature names, without the compiler command (which an option set
    changes)."""
    return json.loads(sig).get("failure") if sig else None


def mutant(text, ident, k):
    decls = "".join(f"int creduce_mutant_{ident}_{j};\n" for j in range(k))
    return decls + text


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--found", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--mutants", type=int, default=2)
    ap.add_argument("--option-sets", type=int, default=0,
                    help="up to K duplicates of each failure at other option sets")
    ap.add_argument("--only", default="", help="regex on the hunt's folder names")
    ap.add_argument("--testsuite", required=True,
                    help="the extracted gcc/testsuite folder (its ChangeLog files label)")
    ap.add_argument("--bin", default=os.path.join(HERE, "..", "..", "target", "release",
                                                  "creduce-rs"))
    a = ap.parse_args()
    # The signatures run inside each failure's folder: a relative path would not resolve.
    if os.sep in a.bin:
        a.bin = os.path.abspath(a.bin)
    shutil.rmtree(a.out, ignore_errors=True)
    os.makedirs(a.out)
    changes = fixing_changes(a.testsuite)
    failures, causes, kinds, sigs = {}, {}, {}, {}
    kept = dropped = 0
    for name in sorted(os.listdir(a.found)):
        src_dir = os.path.join(a.found, name)
        meta_path = os.path.join(src_dir, "meta.json")
        if not os.path.exists(meta_path):
            continue
        if a.only and not re.search(a.only, name):
            continue
        meta = json.load(open(meta_path))
        if meta.get("reproduced", "3/3") != "3/3" or re.search(r"(c|gnu)23-tag-alias", meta["test"]):
            continue
        source = "prog.cc" if os.path.exists(os.path.join(src_dir, "prog.cc")) else "prog.c"
        text = inline_sources(open(os.path.join(src_dir, source), errors="replace").read(),
                              src_dir)
        cmd = open(os.path.join(src_dir, "cmd.txt")).read()
        fid = re.sub(r"[^A-Za-z0-9_.-]", "_", name)
        cause = label(meta, changes)
        variants = [(fid, text, None)] + [
            (f"{fid}-m{k}", mutant(text, k, k + 1), None) for k in range(a.mutants)]
        first = spec_of(cmd.splitlines()[0], source)
        others = [o for o in OPTION_SETS
                  if with_options(first, o) != first
                  and not (o == "-O0" and meta["kind"] == "wrong-code")]
        variants += [(f"{fid}-o{k}", text, o) for k, o in enumerate(others)]
        base_sig = None
        option_dups = 0
        for vid, vtext, options in variants:
            if options is not None and option_dups >= a.option_sets:
                continue
            d = os.path.join(a.out, vid)
            os.makedirs(d)
            with open(os.path.join(d, source), "w") as f:
                f.write(vtext)
            with open(os.path.join(d, "failure.json"), "w") as f:
                json.dump(oracle(meta, cmd, source, options), f, indent=1)
            # Every header the test includes from its own folder goes with it.
            for extra in os.listdir(src_dir):
                if extra.endswith((".h", ".H", ".hh")):
                    shutil.copy(os.path.join(src_dir, extra), d)
            sig = signature(a.bin, d, source)
            if vid == fid:
                base_sig = sig
            elif sig is None or failure_of(sig) != failure_of(base_sig):
                shutil.rmtree(d)
                dropped += 1
                continue
            if options is not None:
                option_dups += 1
            sigs[vid] = {"signature": json.loads(sig) if sig else None,
                         "bytes": len(vtext.encode()), "kind": meta["kind"],
                         "compiler": meta["compiler"], "cause": cause}
            kept += 1
            kinds[vid] = meta["kind"]
            if cause:
                failures[vid] = cause
                causes.setdefault(cause, {"compiler": meta["compiler"],
                                          "summary": meta.get("ice_message") or meta["kind"],
                                          "minimal": None, "check": None})
    with open(os.path.join(a.out, "labels.json"), "w") as f:
        json.dump({"schema": "creduce-rs-labels/1", "causes": causes, "failures": failures},
                  f, indent=1, sort_keys=True)
    # Each failure's signature on its original, for keys.py (outside the campaign).
    with open(a.out.rstrip("/") + ".signatures.json", "w") as f:
        json.dump(sigs, f, indent=1, sort_keys=True)
    by_kind = {}
    for k in kinds.values():
        by_kind[k] = by_kind.get(k, 0) + 1
    print(f"{kept} failures ({', '.join(f'{n} {k}' for k, n in sorted(by_kind.items()))}), "
          f"{len(failures)} labelled of {len(causes)} causes; {dropped} duplicates dropped "
          f"(another signature); in {a.out}")


if __name__ == "__main__":
    main()

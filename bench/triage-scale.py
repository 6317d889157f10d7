#!/usr/bin/env python3
"""Triage at scale, in two modes. Not a test: run it on an idle machine.

**A whole labelled campaign** (`--campaign DIR`, e.g. the one bench/make-big-compile.py
writes): in one run,
- the new way (grouping before reducing) on the whole campaign: wall time, reductions run,
  failures attached without reduction and how many to another cause's failure, B-cubed
  precision, recall and F1 against DIR/labels.json (unlabelled failures are counted and left
  out of the scores), mixed clusters, same-cause pairs of reduced (not attached) failures
  whose programs are byte-identical (issue 60's canonical output), and whether every
  failure is in the report with its
  status (an attached one with its evidence); when DIR has labels-by-reduced.json (a second
  labelling, bench/make-big-wrong-code.py's), every run is scored against it too;
- `--reduce-all` on a seeded random sample of `--sample` failures (0: on all of them), with
  its time extrapolated to the whole campaign, and the new way on the same sample, so their
  clusters are compared on the same failures; then both ways' stage time and a floor (the
  new way's other stages and one reduction per labelled cause, its cheapest under
  `--reduce-all`);
- two nights: the campaign without 10% of its failures (all of one cause among them: the
  `--new-cause`, by default the labelled cause with the fewest failures), its clusters
  recorded as known bugs (`bugs add`), then the whole campaign into the same work directory
  with `--known`: the second night's wall time, the reductions it ran and for which causes,
  and where the new cause is ranked.

With `--causes K [--with-causes A,B]`, the campaign is first cut to K seeded random
labelled causes (and the named ones) with all their failures, so duplicates stay
together (a sample of failures keeps few), for a campaign too big to run whole.

    python3 bench/triage-scale.py --campaign DIR [-j 2] [--sample 60] [--new-cause CAUSE]
                                  [--bin target/release/creduce-rs] [--keep DIR]

**Clustering alone** (no `--campaign`): `creduce-rs triage --already-reduced` on N generated
small programs (default 1,000), as a campaign of already-reduced failures would be.

Each program is one of 40 "bugs" (a template of statements over a few variables, with
its own sidecar signature for half of them), with names, constants and a few extra
statements varied at random, so clustering and ranking have real work to do. Prints
the wall time, the peak memory of the triage process, the number of clusters and the
goal (under a minute, under 1 GiB).

    python3 bench/triage-scale.py [--n 1000] [--bin target/release/creduce-rs] [--keep DIR]
"""

import argparse
import json
import os
import random
import resource
import shutil
import subprocess
import tempfile
import sys
import time
from collections import Counter

from triage_metrics import bcubed, identical_pairs, read_labels, reduced_texts

TYPES = ["int", "unsigned", "long", "short", "char", "unsigned long", "long long"]
OPS = ["+", "-", "*", "/", "%", "<<", ">>", "&", "|", "^"]


def bug(k, rng):
    """The k-th bug: a fixed shape chosen by k."""
    r = random.Random(k)
    t1, t2 = r.choice(TYPES), r.choice(TYPES)
    ops = [r.choice(OPS) for _ in range(3)]
    shape = r.randrange(4)
    if shape == 0:
        body = [f"{t1} x = a {ops[0]} b;", f"x = x {ops[1]} c;", "return x;"]
    elif shape == 1:
        body = [f"{t2} y[4];", f"y[a & 3] = b {ops[0]} c;", f"return y[0] {ops[2]} a;"]
    elif shape == 2:
        body = [f"struct s{k} {{ {t1} f; {t2} g; }} v;", f"v.f = a {ops[1]} b;",
                "v.g = v.f;", "return v.g;"]
    else:
        body = [f"{t1} i;", "for (i = 0; i < a; i++)", f"  b = b {ops[2]} c;", "return b;"]
    return t1, body


def program(k, rng):
    t1, body = bug(k, rng)
    names = {n: f"{rng.choice('pqrstuvw')}{rng.randrange(100)}" for n in ["a", "b", "c", "x", "y", "v", "i"]}
    extra = [f"  {rng.choice(TYPES)} e{j} = {rng.randrange(1000)};" for j in range(rng.randrange(3))]
    lines = [f"{t1} f{rng.randrange(1000)}({t1} a, {t1} b, {t1} c) {{"] + extra
    lines += ["  " + s for s in body] + ["}"]
    text = "\n".join(lines) + "\n"
    for old, new in names.items():
        text = text.replace(f" {old} ", f" {new} ").replace(f" {old};", f" {new};")
    return text


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--n", type=int, default=1000)
    ap.add_argument("--bin", default="target/release/creduce-rs")
    ap.add_argument("--keep", help="keep the campaign and work directory here")
    ap.add_argument("--campaign", help="a labelled campaign folder: measure whole triage runs")
    ap.add_argument("-j", type=int, default=2)
    ap.add_argument("--sample", type=int, default=60,
                    help="--reduce-all on this many failures, seeded (0: all)")
    ap.add_argument("--new-cause", help="the cause held back for the second night")
    ap.add_argument("--skip", default="", help="comma-separated parts to skip: all,sample,nights")
    ap.add_argument("--causes", type=int, default=0,
                    help="first cut the campaign to this many labelled causes (seeded), with "
                         "all their failures, so duplicates stay together")
    ap.add_argument("--only", default="",
                    help="comma-separated id prefixes: cut the campaign to the failures whose "
                         "ids start with one of them, labelled or not (e.g. clang, for the "
                         "unlabelled clang part of the GCC and Clang campaign)")
    ap.add_argument("--with-causes", default="",
                    help="comma-separated causes the cut always keeps (e.g. those whose "
                         "failures share an attach key with another cause's)")
    args = ap.parse_args()
    if args.campaign:
        return campaign_mode(args)
    rng = random.Random(42)
    root = args.keep or tempfile.mkdtemp(prefix="triage-scale-")
    campaign = os.path.join(root, "campaign")
    work = os.path.join(root, "work")
    shutil.rmtree(campaign, ignore_errors=True)
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(campaign)
    for i in range(args.n):
        k = rng.randrange(40)
        name = f"f{i:05d}"
        with open(os.path.join(campaign, name + ".c"), "w") as f:
            f.write(program(k, rng))
        if k % 2 == 0:
            sig = {"oracle": "crash", "compiler": "cc",
                   "failure": {"kind": "ice", "message": f"in pass_{k}, at file_{k}.c:N"}}
            with open(os.path.join(campaign, name + ".json"), "w") as f:
                json.dump({"signature": sig, "labels": {"bug": str(k)}}, f)
    t0 = time.monotonic()
    p = subprocess.run([args.bin, "triage", campaign, "--out", work, "--already-reduced", "-q"],
                       capture_output=True, text=True)
    wall = time.monotonic() - t0
    peak_kib = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    if p.returncode != 0:
        print(p.stderr)
        raise SystemExit(f"triage exited {p.returncode}")
    report = json.load(open(os.path.join(work, "report.json")))
    print(f"programs            {args.n}")
    print(f"clusters            {report['summary']['clusters']} (40 bugs generated)")
    print(f"wall time           {wall:.2f} s   (goal: < 60 s)")
    print(f"peak memory         {peak_kib / 1024:.1f} MiB   (goal: < 1024 MiB)")
    # Purity: how many clusters mix generated bugs.
    bug_of = {f["id"]: f["labels"].get("bug") for f in report["failures"]}
    mixed = sum(1 for c in report["clusters"]
                if len({bug_of[m] for m in c["members"] if bug_of[m] is not None}) > 1)
    print(f"clusters mixing two generated bugs with signatures: {mixed}")
    if not args.keep:
        shutil.rmtree(root)


def failure_dirs(campaign):
    """The campaign's failures: its folders holding a program."""
    return sorted(d for d in os.listdir(campaign)
                  if os.path.isdir(os.path.join(campaign, d)) and d != "causes"
                  and any(os.path.exists(os.path.join(campaign, d, f))
                          for f in ("prog.c", "test.c", "prog.cc", "test.cc")))


def subset(campaign, names, dest):
    """A campaign folder at DEST with only NAMES (copied) and the same labels and causes."""
    shutil.rmtree(dest, ignore_errors=True)
    os.makedirs(dest)
    for n in names:
        shutil.copytree(os.path.join(campaign, n), os.path.join(dest, n))
    if os.path.isdir(os.path.join(campaign, "causes")):
        shutil.copytree(os.path.join(campaign, "causes"), os.path.join(dest, "causes"))
    for f in ("labels.json", "labels-by-reduced.json"):
        if os.path.exists(os.path.join(campaign, f)):
            shutil.copy(os.path.join(campaign, f), dest)


def reduced_state(work):
    """failure id -> (size, mtime) of its reduced program, for counting a night's reductions."""
    out = {}
    root = os.path.join(work, "failures")
    if not os.path.isdir(root):
        return out
    for d in os.listdir(root):
        p = os.path.join(root, d, "reduced.c")
        if os.path.exists(p):
            st = os.stat(p)
            out[d] = (st.st_size, st.st_mtime_ns)
    return out


def triage(args, campaign, work, extra=()):
    cmd = [args.bin, "triage", campaign, "--out", work, "-j", str(args.j), "-q", *extra]
    before = reduced_state(work)
    t0 = time.monotonic()
    p = subprocess.run(cmd, capture_output=True, text=True)
    wall = time.monotonic() - t0
    if p.returncode not in (0, 10):
        print(p.stderr)
        raise SystemExit(f"triage exited {p.returncode}: {' '.join(cmd)}")
    after = reduced_state(work)
    ran = sorted(k for k, v in after.items() if before.get(k) != v)
    report = json.load(open(os.path.join(work, "report.json")))
    timings = json.load(open(os.path.join(work, "timings.json")))
    return {"cmd": cmd, "wall": wall, "report": report, "ran": ran, "timings": timings,
            "out": work}


def scores(report, labels, only=None):
    """B-cubed precision, recall, F1, mixed clusters, over labelled (and `only`) failures."""
    clusters = [[m for m in c["members"] if m in labels and (only is None or m in only)]
                for c in report["clusters"]]
    clusters = [c for c in clusters if c]
    if not clusters:
        return 0.0, 0.0, 0.0, []
    p, r = bcubed(clusters, labels)
    f1 = 2 * p * r / (p + r) if p + r else 0.0
    mixed = [c for c in clusters if len({labels[m] for m in c}) > 1]
    return p, r, f1, mixed


def attached_wrongly(report, labels, bug_label=None):
    """Attached failures, and those attached to another cause (a failure or a known bug)."""
    attached = [f for f in report["failures"] if f.get("attached_to")]
    wrong = []
    for f in attached:
        to = f["attached_to"]
        cause = (bug_label or {}).get(to[4:]) if to.startswith("bug:") else labels.get(to)
        if f["id"] in labels and cause is not None and labels[f["id"]] != cause:
            wrong.append((f["id"], to))
    return attached, wrong


def print_run(title, run, labels, only=None, bug_label=None, scale=1.0):
    rep = run["report"]
    s = rep["summary"]
    p, r, f1, mixed = scores(rep, labels, only)
    attached, wrong = attached_wrongly(rep, labels, bug_label)
    print(f"\n## {title}")
    print("$ " + " ".join(run["cmd"]))
    wall = f"{run['wall']:.1f} s"
    if scale != 1.0:
        wall += f" (x{scale:.2f} = {run['wall'] * scale:.0f} s extrapolated to the whole campaign)"
    print(f"wall time           {wall}")
    print(f"failures            {s['failures']}: {s['reduced']} reduced, {s['reduced_partly']} partly, "
          f"{s.get('attached', 0)} attached, {s['as_given']} as given, {s['flaky']} flaky, "
          f"{s['not_reproducible']} not reproducible, {s['errors']} errors")
    print(f"reductions run      {len(run['ran'])}")
    t = run["timings"]
    tests = sum(t[f].get("reduce_tests", 0) for f in run["ran"] if f in t)
    secs = sum(t[f]["seconds"].get("reduce", 0) for f in run["ran"] if f in t)
    print(f"reducing            {secs:.0f} s of stage time, {tests} tests")
    for stage in ("culprit", "original-culprit"):
        secs = sum(v["seconds"].get(stage, 0) for v in t.values())
        if secs:
            print(f"{stage + ' search':<19} {secs:.0f} s of stage time")
    run_p = sum(v.get("probes_run", 0) for v in t.values())
    cached_p = sum(v.get("probes_cached", 0) for v in t.values())
    if run_p or cached_p:
        print(f"culprit probes      {run_p + cached_p}: {run_p} ran a compiler, {cached_p} answered "
              "from the run's cache")
    shrink_tests = sum(v.get("shrink_tests", 0) for v in t.values())
    if shrink_tests:
        shrink_secs = sum(v["seconds"].get("shrink", 0) for v in t.values())
        print(f"shrinking           {shrink_secs:.0f} s of stage time, {shrink_tests} tests (generated tests, every failure)")
    stopped = [f for f in rep["failures"] if f.get("stopped_at")]
    stopped_wrong = [f for f in stopped if f["id"] in labels and f["stopped_at"] in labels
                     and labels[f["id"]] != labels[f["stopped_at"]]]
    print(f"stopped at known    {len(stopped)} reductions became a program reduced before; "
          f"of another cause: {len(stopped_wrong)}")
    for f in stopped_wrong:
        print(f"   {f['id']} ({labels[f['id']]}) -> {f['stopped_at']} ({labels[f['stopped_at']]})")
    print(f"attached            {len(attached)}, to another cause: {len(wrong)}")
    for fid, to in wrong:
        print(f"   {fid} ({labels.get(fid)}) -> {to}")
    print(f"B-cubed             precision {p:.3f}, recall {r:.3f}, F1 {f1:.3f} "
          f"({len(rep['clusters'])} clusters)")
    print(f"mixed clusters      {len(mixed)}")
    for c in mixed:
        print("   " + ", ".join(f"{m} ({labels[m]})" for m in c))
    same, other, possible = identical_pairs(reduced_texts(run["out"], rep, labels), labels)
    print(f"identical results   {same} of {possible} same-cause pairs of reduced programs are "
          f"byte-identical; {other} pairs of two causes are")
    if BY_REDUCED:
        p2, r2, f2, mixed2 = scores(rep, BY_REDUCED, only)
        print(f"by reduced labels   precision {p2:.3f}, recall {r2:.3f}, F1 {f2:.3f}, "
              f"mixed clusters {len(mixed2)} (labels-by-reduced.json)")
        for c in mixed2:
            print("   " + ", ".join(f"{m} ({BY_REDUCED[m]})" for m in c))
    return f1


def relabel(campaign, sample, labels, work, runs):
    """The sample's unlabelled failures labelled by their `--reduce-all` reduced programs
    (the one cause whose check accepts it), as the labelled campaigns were; both runs
    scored again on the labels so extended."""
    from triage_metrics import run_check
    _, causes = read_labels(campaign)
    fj = {}
    more = dict(labels)
    for n in sample:
        if n in labels:
            continue
        reduced = os.path.join(work, "failures", n, "reduced.c")
        if not os.path.exists(reduced):
            continue
        if n not in fj:
            fj[n] = json.load(open(os.path.join(campaign, n, "failure.json")))
        ccs = fj[n].get("oracle", {}).get("cc") or []
        ccs = ccs if isinstance(ccs, list) else [ccs]
        acc = [c for c, v in sorted(causes.items())
               if v.get("compiler") in ccs and run_check(campaign, v, reduced)]
        if len(acc) == 1:
            more[n] = acc[0]
    added = sum(1 for n in sample if n in more and n not in labels)
    left = sum(1 for n in sample if n not in more)
    print(f"\nrelabelled          {added} unlabelled failures of the sample by their --reduce-all "
          f"reduced programs; {left} still unlabelled")
    for mode, run in runs.items():
        p, r, f1, mixed = scores(run["report"], more)
        print(f"   {mode:12s} B-cubed precision {p:.3f}, recall {r:.3f}, F1 {f1:.3f}, "
              f"mixed clusters {len(mixed)}")
        for c in mixed:
            print("      " + ", ".join(f"{m} ({more[m]})" for m in c))


def agreement(new, every):
    """The new way's clusters scored against `--reduce-all`'s on the same failures, with
    no labels needed: each failure's `--reduce-all` cluster is its label. What grouping
    before reduction loses against reducing every failure: a split (recall), a merge
    (precision), and members attached to a representative that `--reduce-all` put in
    another cluster."""
    truth = {m: c["id"] for c in every["clusters"] for m in c["members"]}
    p, r, f1, mixed = scores(new, truth)
    attached, wrong = attached_wrongly(new, truth)
    print(f"\nagainst --reduce-all's clusters (as labels; {len(every['clusters'])} clusters of "
          f"{len(truth)} failures)")
    print(f"   B-cubed precision {p:.3f}, recall {r:.3f}, F1 {f1:.3f}, mixed clusters {len(mixed)}")
    for c in mixed:
        print("      " + ", ".join(f"{m} ({truth[m]})" for m in c))
    print(f"   attached {len(attached)}, to a representative --reduce-all put in another "
          f"cluster: {len(wrong)}")
    for fid, to in wrong:
        print(f"      {fid} ({truth.get(fid)}) -> {to} ({truth.get(to)})")


STAGES = ("reproduce", "original-culprit", "reduce", "culprit", "signature", "fingerprint")


def stage_seconds(timings):
    """Seconds of stage time per stage, summed over the failures."""
    out = Counter()
    for v in timings.values():
        for stage, secs in v["seconds"].items():
            out[stage] += secs
    return out


def floor(new, every, labels):
    """How far below `--reduce-all` grouping before reduction could go on these failures,
    in stage time: the new way's own reproduce, culprit and signature stages, and one
    reduction per labelled cause, its cheapest under `--reduce-all` (a perfect grouping
    that needs no second representative and no audit). Also what the new way's reductions
    cost beyond one per cause, and how its stage time turned into wall time."""
    tn, ta = new["timings"], every["timings"]
    sn, sa = stage_seconds(tn), stage_seconds(ta)
    total_n, total_a = sum(sn.values()), sum(sa.values())
    print("\nstage time          " + ", ".join(
        f"{s} {sn[s]:.0f} / {sa[s]:.0f} s" for s in STAGES if sn[s] or sa[s])
        + " (the new way / --reduce-all)")
    print(f"   total {total_n:.0f} / {total_a:.0f} s: ratio {total_n / total_a:.2f}; wall "
          f"{new['wall']:.0f} / {every['wall']:.0f} s: ratio {new['wall'] / every['wall']:.2f} "
          f"(stage time per wall second {total_n / new['wall']:.2f} / "
          f"{total_a / every['wall']:.2f})")
    by_cause = {}
    for f in ta:
        if f in labels and f in tn:
            by_cause.setdefault(labels[f], []).append(f)
    if not by_cause:
        return
    red = lambda t, f: t[f]["seconds"].get("reduce", 0.0)
    cheapest = sum(min(red(ta, f) for f in fs) for fs in by_cause.values())
    costliest_new = sum(max(red(tn, f) for f in fs) for fs in by_cause.values())
    fixed = total_n - sn["reduce"]
    print(f"   one reduction per cause ({len(by_cause)} labelled causes): its cheapest under "
          f"--reduce-all {cheapest:.0f} s; the new way's reductions {sn['reduce']:.0f} s, of "
          f"which the costliest per cause {costliest_new:.0f} s and the rest "
          f"{sn['reduce'] - costliest_new:.0f} s (representatives, audits, waves)")
    print(f"   floor: the new way's other stages {fixed:.0f} s + {cheapest:.0f} s = "
          f"{fixed + cheapest:.0f} s of stage time: ratio {(fixed + cheapest) / total_a:.2f} "
          f"against --reduce-all's {total_a:.0f} s")
    # Stage time counts a reduction's waits for a slot that another one holds, so it
    # depends on how many run at once; tests do not.
    tests = lambda t, fs: sum(t[f].get("reduce_tests", 0) for f in fs)
    all_n, all_a = tests(tn, tn), tests(ta, ta)
    least = sum(min(tests(ta, [f]) for f in fs) for fs in by_cause.values())
    print(f"   in reduction tests: the new way {all_n}, --reduce-all {all_a} (ratio "
          f"{all_n / all_a:.2f}); one reduction per cause, its fewest under --reduce-all, "
          f"{least} (ratio {least / all_a:.2f})")


# A second labelling, when the campaign has one (bench/make-big-wrong-code.py writes
# labels-by-reduced.json: the labelled campaign's labels, made on reduced programs, for
# the failures it shares); every run is scored against it too.
BY_REDUCED = {}


def campaign_mode(args):
    campaign = os.path.abspath(args.campaign)
    labels, _ = read_labels(campaign)
    second = os.path.join(campaign, "labels-by-reduced.json")
    if os.path.exists(second):
        BY_REDUCED.update(json.load(open(second))["failures"])
    names = failure_dirs(campaign)
    unlabelled = [n for n in names if n not in labels]
    skip = set(args.skip.split(","))
    root = args.keep or tempfile.mkdtemp(prefix="triage-scale-")
    os.makedirs(root, exist_ok=True)
    if args.causes or args.with_causes:
        every = sorted({labels[n] for n in names if n in labels})
        kept = [c for c in args.with_causes.split(",") if c]
        unknown = [c for c in kept if c not in every]
        if unknown:
            sys.exit(f"--with-causes: no failure has cause {unknown}")
        rest = [c for c in every if c not in kept]
        kept += random.Random(3).sample(rest, min(args.causes, len(rest)))
        names = [n for n in names if labels.get(n) in kept]
        print(f"cut                 {len(kept)} of {len(every)} labelled causes "
              f"({len(kept) - args.causes if args.causes else len(kept)} named by --with-causes, "
              f"the rest random.Random(3)); their {len(names)} failures; unlabelled left out")
        cut = os.path.join(root, "cut-campaign")
        subset(campaign, names, cut)
        campaign = cut
        unlabelled = []
    if args.only:
        prefixes = tuple(p for p in args.only.split(",") if p)
        names = [n for n in names if n.startswith(prefixes)]
        unlabelled = [n for n in names if n not in labels]
        print(f"cut                 the {len(names)} failures whose ids start with "
              f"{' or '.join(prefixes)}")
        cut = os.path.join(root, "only-campaign")
        subset(campaign, names, cut)
        campaign = cut
    counts = Counter(labels[n] for n in names if n in labels)
    print(f"campaign            {campaign}: {len(names)} failures, {len(unlabelled)} unlabelled "
          "(no check accepts them, or more than one)")
    for c, n in sorted(counts.items()):
        print(f"   {n:4d} {c}")
    print(f"binary              {args.bin}, -j {args.j}")

    if "all" not in skip:
        work = os.path.join(root, "grouped")
        shutil.rmtree(work, ignore_errors=True)
        run = triage(args, campaign, work)
        print_run("the new way, whole campaign", run, labels)
        rep = run["report"]
        listed = {f["id"] for f in rep["failures"]}
        missing = sorted(set(names) - listed)
        no_evidence = [f["id"] for f in rep["failures"]
                       if f.get("attached_to") and not f.get("evidence")]
        print(f"in the report       {len(listed)} of {len(names)} failures"
              f"{', missing: ' + ' '.join(missing) if missing else ''}; "
              f"attached without evidence: {len(no_evidence)}")

    if "sample" not in skip:
        rng = random.Random(1)
        sample = sorted(rng.sample(names, args.sample)) if 0 < args.sample < len(names) else names
        scale = len(names) / len(sample)
        sub = os.path.join(root, "sample-campaign")
        subset(campaign, sample, sub)
        print(f"\nsample              {len(sample)} of {len(names)} failures (random.Random(1))")
        runs = {}
        for mode, extra in (("the new way", ()), ("--reduce-all", ("--reduce-all",))):
            work = os.path.join(root, "sample-" + mode.strip("-").replace(" ", "-"))
            shutil.rmtree(work, ignore_errors=True)
            run = triage(args, sub, work, extra)
            print_run(f"{mode}, sample", run, labels, scale=scale if extra else 1.0)
            runs[mode] = run
        agreement(runs["the new way"]["report"], runs["--reduce-all"]["report"])
        floor(runs["the new way"], runs["--reduce-all"], labels)
        if any(n not in labels for n in sample):
            relabel(campaign, sample, labels, os.path.join(root, "sample-reduce-all"), runs)

    if "nights" not in skip:
        # With a second labelling, the new cause is chosen by it (labels made on reduced
        # programs say which cause a failure's reduction shows), and its failures under
        # either labelling are held back, so that night 1 has none of them.
        night_counts = Counter(BY_REDUCED[n] for n in names if n in BY_REDUCED) if BY_REDUCED else counts
        new_cause = args.new_cause or min(night_counts, key=lambda c: (night_counts[c], c))
        rng = random.Random(2)

        def of_new_cause(n):
            return new_cause in (labels.get(n), BY_REDUCED.get(n))
        held = {n for n in names if of_new_cause(n)}
        tenth = max(len(names) // 10, len(held))
        rest = [n for n in names if n not in held]
        held |= set(rng.sample(rest, tenth - len(held)))
        night1 = [n for n in names if n not in held]
        sub = os.path.join(root, "night1-campaign")
        subset(campaign, night1, sub)
        work = os.path.join(root, "nights")
        bugs = os.path.join(root, "bugs")
        shutil.rmtree(work, ignore_errors=True)
        shutil.rmtree(bugs, ignore_errors=True)
        os.makedirs(bugs)
        print(f"\nnights              night 1: {len(night1)} failures; night 2 adds {len(held)} "
              f"({sum(1 for n in held if of_new_cause(n))} "
              f"of the new cause {new_cause})")
        run1 = triage(args, sub, work)
        print_run("night 1", run1, labels)
        bug_label = {}
        for c in run1["report"]["clusters"]:
            bid = "b" + c["id"]
            subprocess.run([args.bin, "bugs", "add", "--db", bugs, work, c["id"], "--id", bid],
                           check=True, capture_output=True)
            majority = Counter(labels.get(m) for m in c["members"]).most_common(1)[0][0]
            bug_label[bid] = majority
        print(f"known bugs          {len(bug_label)} recorded from night 1's clusters")
        run2 = triage(args, campaign, work, ("--known", bugs))
        print_run("night 2 (the whole campaign, same work directory, --known)", run2, labels,
                  bug_label=bug_label)
        by_cause = Counter(labels.get(f, "unlabelled") for f in run2["ran"])
        print("night 2 reduced     " + (", ".join(f"{c} {n}" for c, n in sorted(by_cause.items()))
                                         or "nothing"))
        not_new = [f for f in run2["ran"] if f not in held]
        print(f"   of failures night 1 had: {len(not_new)}")
        ranking = run2["report"]["ranking"]
        first_new = next((i + 1 for i, m in enumerate(ranking) if of_new_cause(m)), None)
        print(f"new cause ranked    {first_new} of {len(ranking)}")
        for i, m in enumerate(ranking[:first_new or 5]):
            label = BY_REDUCED.get(m) or labels.get(m)
            print(f"   {i + 1:3d} {m} ({label}; {'held back' if m in held else 'night 1'})")

    print(f"\nwork directories    {root}")
    if not args.keep:
        shutil.rmtree(root)


if __name__ == "__main__":
    main()

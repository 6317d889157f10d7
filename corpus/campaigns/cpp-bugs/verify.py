#!/usr/bin/env python3
"""Verify every /tmp/cppbugs/NAME: test.sh 3 times, each in a fresh temp dir; record
first_error_line, other_compiler_accepts, sanitizer runs; update meta.json."""
import json, os, re, shlex, shutil, subprocess, sys, tempfile

ROOT = "/tmp/cppbugs"
NICE = ["nice", "-n", "19"]


def sh(cmdline, cwd, timeout=120):
    p = subprocess.run(NICE + ["bash", "-c", cmdline], cwd=cwd, capture_output=True,
                       text=True, errors="replace", timeout=timeout)
    return p.returncode, p.stdout + p.stderr


def fresh(name):
    d = tempfile.mkdtemp(prefix="cppbugs-verify-")
    shutil.copy(os.path.join(ROOT, name, "prog.cc"), d)
    shutil.copy(os.path.join(ROOT, name, "test.sh"), d)
    return d


def main(names):
    results = {}
    for name in names:
        mp = os.path.join(ROOT, name, "meta.json")
        meta = json.load(open(mp))
        fj = json.load(open(os.path.join(ROOT, name, "failure.json")))["oracle"]
        runs = []
        for i in range(3):
            d = fresh(name)
            rc, _ = sh("./test.sh", d, timeout=400)
            runs.append(rc)
            if i == 0:
                if fj["oracle"] == "crash":
                    log = open(os.path.join(d, "bug.log"), errors="replace").read()
                    first = next((l for l in log.splitlines()
                                  if "internal compiler error" in l or "PLEASE submit" in l), None)
                    meta["first_error_line"] = first
                    m = re.search(r"frontend command failed[^\n]*", log)
                    if m:
                        meta["driver_message"] = m.group(0)
                    fr = [l.strip() for l in log.splitlines() if re.match(r"\s*#\d+ .*clang::", l)]
                    if fr:
                        meta["first_named_frame"] = re.sub(r"^#\d+ 0x[0-9a-f]+ ", "", fr[0])[:200]
                else:
                    outs = {}
                    for k in ("ref1", "ref2", "bug"):
                        p = os.path.join(d, k + ".out")
                        outs[k] = open(p, errors="replace").read()[-300:] if os.path.exists(p) else None
                    meta["run_outputs_tail"] = outs
            shutil.rmtree(d)
        meta["reproduced"] = "%d/3 (test.sh exit codes %s, fresh temp dir each time)" % (
            runs.count(0), runs)
        # other compiler accepts / sanitizers
        d = fresh(name)
        if fj["oracle"] == "crash":
            rc, out = sh(fj["ref"] + " -c prog.cc -o ref.o", d)
            meta["other_compiler_accepts"] = (rc == 0)
            rc, out = sh(fj["cc"][0] + " -c prog.cc -o bug.o", d)
            meta["bug_exit_status"] = rc
        else:
            san = {}
            std = "-std=c++20" if "-std=c++20" in " ".join(fj["cc"]) else ""
            for cc in ("g++", "clang++-15"):
                rc, out = sh(f"timeout 60 {cc} {std} -O0 -fsanitize=undefined,address prog.cc -o s"
                             " > /dev/null 2>&1 || exit 99; timeout -s KILL 10 ./s > s.out 2>&1; echo rc=$?;"
                             " grep -c -E 'runtime error|AddressSanitizer|LeakSanitizer' s.out", d)
                san[cc] = out.strip().replace("\n", " sanitizer-lines=")
            meta["sanitizer_O0_runs"] = san
        shutil.rmtree(d)
        if meta["kind"] == "wrong-code":
            meta["other_compiler_accepts"] = True
            meta["other_compiler"] = fj["cc"][-1]
        meta["compiler_version"] = subprocess.run([meta["compiler"], "--version"],
            capture_output=True, text=True).stdout.splitlines()[0]
        json.dump(meta, open(mp, "w"), indent=1)
        results[name] = meta["reproduced"]
        print(name, meta["reproduced"], meta.get("first_error_line"),
              meta.get("other_compiler_accepts"), meta.get("sanitizer_O0_runs"), flush=True)
    return results


if __name__ == "__main__":
    names = sys.argv[1:] or sorted(n for n in os.listdir(ROOT)
                                   if os.path.isfile(os.path.join(ROOT, n, "test.sh")))
    main(names)

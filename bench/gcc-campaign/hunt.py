#!/usr/bin/env python3
r"""Build a campaign of *real* compiler failures from GCC's own testsuite.

The GCC 14.2 testsuite (from Debian's ``gcc-14-source`` package) is run, test
by test, against older compilers that are installed on the machine (Debian
12's gcc-12 / g++-12 12.2.0 and clang-14/15/16).  Tests whose PR was fixed
after GCC 12.2 was released (Aug 2022) are the ones most likely to still
break GCC 12.2, so the ChangeLog files of the testsuite are parsed to find
when every test was added and which ``PR component/NNNNN`` it belongs to,
and only tests added in the ``--since`` .. ``--until`` window are run.

Every failure found becomes one directory
``OUT/found/<compiler>-<test-sanitized>-<optset-hash>/`` holding

* ``prog.c`` / ``prog.cc``  the test file as is (plus the local headers it
  includes),
* ``cmd.txt``               the exact failing command (run it in that dir),
* ``stderr.txt``            the full stderr of the failing compile, or the
  output of the failing run for wrong code,
* ``meta.json``             compiler, version, flags, kind (``ice`` |
  ``crash`` | ``wrong-code``), test path, PRs and ChangeLog file/date, the
  ``during ... pass`` line, the ICE message line, the first clang stack
  frames after the signal-handler frames, ...

``OUT/results.jsonl`` logs every compile and run (it also makes a second
invocation resume where the first one stopped) and ``OUT/SUMMARY.md``
summarises what was found.

Definitions
-----------
* ice:        gcc printed "internal compiler error" (a ``dg-ice`` test that
              is expected to ICE still counts; meta.json notes it).
* crash:      the compiler died of a signal without an ICE message, or clang
              printed its "PLEASE submit a bug report" stack dump,
              "fatal error: error in backend" or "LLVM ERROR".
* wrong-code: a ``dg-do run`` test (or gcc.c-torture/execute) built by
              compiler C with option set F exits non-zero / aborts / times
              out (10 s), while C at -O0 gives a binary that exits 0 and
              another compiler's -O2 build exits 0 as well.

Plain rejections (compile errors) are ignored.  A GCC ICE that happens after
an error was already issued shows only "confused by earlier errors, bailing
out" in release builds; those are logged as ``confused`` in results.jsonl but
not collected (their stderr names no pass or function).

Resource rules: every compile and every run of a built test goes through
``nice -n 19`` and ``timeout`` (``timeout -k 5 30`` for compiles, 10 s for
runs), exactly one at a time, each in a fresh temporary directory; a
``--budget-min`` wall-clock budget stops the campaign cleanly.

How it was run (2026-11-29, Debian 12 container, 2 cores shared with a
developer's build; each line resumes the same OUT directory; D is
``--deb /tmp/lto-hunt/gcc-14-source_14.2.0-19_all.deb --out /tmp/gcc-hunt``)::

    hunt.py D --compilers gcc-12,clang-16,clang-14,clang-15 --budget-min 60
        # primary dirs, tests added 2022-08..2024-08: 38.4 min, 20869 compiles
    hunt.py D --compilers gcc-12,clang-16,clang-14,clang-15 --extra \
        --only '^gcc\.dg/' --budget-min 35
        # the rest of gcc.dg (vect, tree-ssa, ipa, analyzer, ...): 18.5 min
    hunt.py D --compilers gcc-12 --extra --since 2022-05 --until 2022-07
        # 13-dev fixes from before 12.2's release, maybe not backported: 0.7 min
    hunt.py D --compilers clang-14 --since 2019-01 --until 2022-07 \
        --only '^(g\+\+\.dg|c-c\+\+-common)/' --budget-min 20      # 10.5 min
    hunt.py D --compilers clang-16 --since 2019-01 --until 2022-07 \
        --only '^(g\+\+\.dg|c-c\+\+-common)/' --budget-min 13      # 13 min (budget hit)
    hunt.py D --compilers clang-14 --since 2019-01 --until 2022-07 --undated \
        --only 'torture/' --budget-min 12                                # 12 min (budget hit)
    hunt.py D --compilers gcc-12,clang-16,clang-14,clang-15 --extra --verify
        # re-ran every failure 3x from its directory: 3.4 min

Total 96.6 min wall time, 44289 compiles and 9596 runs of built tests;
253 failures (143 gcc ICEs, 40 clang crashes, 70 wrong-code) from 205
distinct PRs/tests.  The ``Wall time`` section of OUT/SUMMARY.md is written
from OUT/state.json and so stays exact when the campaign is extended.

Python 3 standard library only.
"""

import argparse
import fnmatch
import glob
import hashlib
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import time

TARGET_TRIPLET = "x86_64-pc-linux-gnu"
COMPILE_TIMEOUT = ["timeout", "-k", "5", "30"]
RUN_TIMEOUT = ["timeout", "-k", "2", "10"]
NICE = ["nice", "-n", "19"]

# Parts of the release tarball that are extracted.
EXTRACT_MEMBERS = [
    "gcc/testsuite/g++.dg/*",
    "gcc/testsuite/c-c++-common/*",
    "gcc/testsuite/gcc.c-torture/*",
    "gcc/testsuite/gcc.dg/*",
    "gcc/testsuite/ChangeLog*",
    "gcc/cp/ChangeLog*",
    "gcc/ChangeLog*",
]

# The option sets of lib/c-torture.exp (LTO variants left out).
GCC_TORTURE = [
    "-O0",
    "-O1",
    "-O2",
    "-O3 -fomit-frame-pointer -funroll-loops -fpeel-loops -ftracer -finline-functions",
    "-O3 -g",
    "-Os",
    "-Og -g",
]
# clang has no distinct -Og and ignores -fpeel-loops/-ftracer: fewer sets.
CLANG_TORTURE = ["-O0", "-O1", "-O2", "-O3 -g", "-Os"]

STD_ORDER = [98, 11, 14, 17, 20, 23, 26]
DIR_STD = {
    "cpp0x": 11, "cpp1y": 14, "cpp1z": 17, "cpp2a": 20, "concepts": 20,
    "cpp23": 23, "cpp26": 26,
}

# Subdirectories skipped outright, with the reason written to SUMMARY.md.
SKIP_DIRS = {
    "modules": "C++20 modules (multi-file, module mapper)",
    "lto": "LTO tests are multi-file",
    "pch": "precompiled-header tests need a .gch build step",
    "plugin": "GCC plugins",
    "compat": "binary-compatibility tests are multi-file",
    "gcov": "coverage tests need gcov post-processing",
    "bprob": "profiling tests need a training run",
    "tree-prof": "profiling tests need a training run",
    "guality": "debug-info quality tests need gdb",
    "simulate-thread": "simulate-thread tests need gdb",
    "hwasan": "hwasan needs aarch64 / LAM hardware",
    "contracts": "C++ contracts (-fcontracts) do not exist in GCC 12 nor clang",
    "special": "ecos-style special tests",
    "charset": "charset tests need EBCDIC iconv",
    "rtl": "RTL front-end tests (__RTL) are GCC-internal",
    "vmx": "PowerPC AltiVec",
    "vxworks": "VxWorks",
    "fixed-point": "fixed-point types are not supported on x86",
    "builtins": "gcc.c-torture/execute/builtins tests link lib-main.c (multi-file)",
    "goacc-gomp": "mixed OpenACC/OpenMP",
    "sancov": "sanitizer coverage dumps only",
    "unsorted": "old gcc.c-torture/unsorted",
}

SANITIZER_FLAGS = {"asan": "-fsanitize=address", "tsan": "-fsanitize=thread"}
ANALYZER_FLAGS = "-fanalyzer -Wanalyzer-too-complex -fanalyzer-call-summaries"


# --------------------------------------------------------------------------
# Extraction
# --------------------------------------------------------------------------

def extract(deb, out):
    """Extract the testsuite from the gcc-14-source .deb into OUT/src."""
    src_root = os.path.join(out, "src")
    done = glob.glob(os.path.join(src_root, "gcc-*", "gcc", "testsuite", "ChangeLog"))
    if done:
        return os.path.dirname(os.path.dirname(os.path.dirname(done[0])))
    pkg = os.path.join(out, "pkg")
    if not glob.glob(os.path.join(pkg, "usr", "src", "gcc-*", "gcc-*.tar.*")):
        os.makedirs(pkg, exist_ok=True)
        subprocess.run(["dpkg-deb", "-x", deb, pkg], check=True)
    tarballs = glob.glob(os.path.join(pkg, "usr", "src", "gcc-*", "gcc-*.tar.*"))
    if not tarballs:
        sys.exit("no gcc-*.tar.* inside %s" % deb)
    tarball = tarballs[0]
    listing = subprocess.run(["tar", "-tf", tarball], check=True,
                             capture_output=True, text=True).stdout.split("\n", 1)[0]
    top = listing.split("/", 1)[0]
    os.makedirs(src_root, exist_ok=True)
    subprocess.run(NICE + ["tar", "-xf", tarball, "-C", src_root, "--wildcards"]
                   + ["%s/%s" % (top, m) for m in EXTRACT_MEMBERS], check=True)
    return os.path.join(src_root, top)


# --------------------------------------------------------------------------
# ChangeLog parsing
# --------------------------------------------------------------------------

ENTRY_RE = re.compile(r"^(\d{4}-\d{2}-\d{2})\s+\S")
PR_RE = re.compile(r"\bPR\s+([\w+.-]+)/(\d+)")
PATH_RE = re.compile(
    r"((?:g\+\+\.dg|gcc\.dg|c-c\+\+-common|gcc\.c-torture)/[\w+.,/-]*?\.(?:C|c|cc|cpp|h|H|x))\b")


def parse_changelogs(testsuite):
    """Map test path (relative to gcc/testsuite) -> first 'New test' entry."""
    files = sorted(glob.glob(os.path.join(testsuite, "ChangeLog*")))
    tests = {}
    for cl in files:
        name = os.path.basename(cl)
        if not re.match(r"ChangeLog(-\d{4})?$", name):
            continue
        with open(cl, encoding="utf-8", errors="replace") as f:
            lines = f.read().split("\n")
        entries = []
        cur = None
        for ln in lines:
            m = ENTRY_RE.match(ln)
            if m:
                cur = {"date": m.group(1), "lines": []}
                entries.append(cur)
            elif cur is not None:
                cur["lines"].append(ln)
        for e in entries:
            date = e["date"]
            body = e["lines"]
            # "Backported from master:\n\t2024-07-17  Name" -> master date.
            for i, ln in enumerate(body):
                if "Backported from master" in ln and i + 1 < len(body):
                    m = re.match(r"\s*(\d{4}-\d{2}-\d{2})", body[i + 1])
                    if m:
                        date = m.group(1)
                    break
            text = "\n".join(body)
            prs = []
            for comp, num in PR_RE.findall(text):
                tag = "%s/%s" % (comp, num)
                if tag not in prs:
                    prs.append(tag)
            # bullets: "\t* path, path2: New test."  (continuation lines until
            # the next bullet or blank line)
            bullets = []
            for ln in body:
                s = ln.strip()
                if s.startswith("* "):
                    bullets.append(s[2:])
                elif s and bullets and not s.startswith("PR "):
                    bullets[-1] += " " + s
                elif not s:
                    bullets.append("")
            pending = []  # files listed without their own description yet
            prev_new = False
            for b in bullets:
                if not b:
                    pending = []
                    continue
                head, sep, desc = b.partition(": ")
                paths = PATH_RE.findall(head if sep else b)
                if not sep:
                    pending.extend(paths)
                    continue
                paths = pending + paths
                pending = []
                if re.match(r"(Likewise|Ditto|Same)\b", desc.strip()):
                    is_new = prev_new
                else:
                    is_new = bool(re.search(r"\bNew\b", desc))
                prev_new = is_new
                if not is_new:
                    continue
                for p in paths:
                    p = p.rstrip(",")
                    base = os.path.basename(p)
                    nums = set(re.findall(r"\d{5,6}", base))
                    mine = [t for t in prs if t.split("/")[1] in nums] or prs
                    old = tests.get(p)
                    if old is None or date < old["date"]:
                        tests[p] = {"date": date, "prs": list(mine), "changelog": name}
                    elif old is not None:
                        for t in mine:
                            if t not in old["prs"] and old["date"] == date:
                                old["prs"].append(t)
    return tests


# --------------------------------------------------------------------------
# dg directive parsing
# --------------------------------------------------------------------------

def tcl_words(s):
    """Split a Tcl list into words (quotes and balanced braces honoured)."""
    words, i, n = [], 0, len(s)
    while i < n:
        while i < n and s[i].isspace():
            i += 1
        if i >= n:
            break
        c = s[i]
        if c == "{":
            depth, j = 1, i + 1
            while j < n and depth:
                if s[j] == "\\":
                    j += 2
                    continue
                if s[j] == "{":
                    depth += 1
                elif s[j] == "}":
                    depth -= 1
                j += 1
            words.append(s[i + 1:j - 1])
            i = j
        elif c == '"':
            j, buf = i + 1, []
            while j < n and s[j] != '"':
                if s[j] == "\\" and j + 1 < n:
                    buf.append(s[j + 1])
                    j += 2
                    continue
                buf.append(s[j])
                j += 1
            words.append("".join(buf))
            i = j + 1
        else:
            j = i
            while j < n and not s[j].isspace():
                j += 1
            words.append(s[i:j])
            i = j
    return words


def dg_directives(text):
    """Yield (name, [args]) for every '{ dg-xxx ... }' in the test source."""
    out = []
    for m in re.finditer(r"\{\s*(dg-[\w-]+)", text):
        start = m.start()
        depth, j, n = 0, start, len(text)
        while j < n:
            c = text[j]
            if c == "\\":
                j += 2
                continue
            if c == "{":
                depth += 1
            elif c == "}":
                depth -= 1
                if depth == 0:
                    break
            elif c == "\n" and depth == 1:
                # directives are single-line; give up on runaway braces
                break
            j += 1
        inner = text[start + 1:j]
        words = tcl_words(inner)
        if words:
            out.append((words[0], words[1:]))
    return out


class Ctx:
    """Evaluation context for target selectors."""

    def __init__(self, lang, std, compiler):
        self.lang = lang          # "c" | "c++"
        self.std = std            # int for C++ (98..26), None for C
        self.compiler = compiler  # "gcc" | "clang"


# Effective targets (lib/target-supports.exp) that hold on x86_64 Linux with
# this machine's CPU (AVX-512 present) for both gcc-12 and clang.
TRUE_ET = set("""
4byte_wchar_t __float128 alias alloca asm_goto_with_outputs avx avx2 avx2_runtime
avx512bw avx512bw_runtime avx512cd avx512dq avx512dq_runtime avx512f avx512f_runtime
avx512vl avx512vl_runtime avx_runtime bfloat16 bswap bswap16 bswap32 bswap64 c++tm
c99_runtime cet cfi clock clz clzl clzll ctz ctzl ctzll cxa_atexit dfp dfp_bid dfprt
dlopen double64 double64plus exceptions exceptions_enabled fenv fenv_exceptions
fenv_exceptions_dfp fenv_exceptions_double fenv_exceptions_float
fenv_exceptions_long_double fgnu_tm float128 float128_runtime float16 float16_runtime
float32 float32_runtime float32x float32x_runtime float64 float64_runtime float64x
float64x_runtime fma fma_runtime fopenmp fpic freorder fstack_check fstack_protector
gettimeofday hard_float ieee754 ifn_copysign ifunc indirect_calls indirect_jumps
init_priority int128 int32 int32plus inttypes_types label_values large_double
large_long_double lax_strtofp le long_double longlong64 lp64 lra mmap named_sections
natural_alignment_32 natural_alignment_64 nonlocal_goto nonpic nonstrict_align parity
pie popcount popcountl popcountll profiling pthread pthread_h ptr32plus ptr_eq_long rtti
rtti_enabled scheduling setjmp shared signal sigsetjmp size20plus size32plus sockets
split_stack sqrt_insn sse sse2 sse2_runtime sse3 sse3_runtime sse4 sse4_1 sse4_2
sse4_runtime sse_runtime ssse3 ssse3_runtime stack_size static stdint_types
string_merging sync_char_short sync_int_long sync_long_long sync_long_long_runtime
tail_call tls tls_native tls_runtime trampolines ucn untyped_assembly vect128 vect256
vect64 vect_align_stack_vars vect_bool_cmp vect_call_sqrtf vect_char_add vect_char_mult
vect_cond_mixed vect_condition vect_double vect_double_cond_arith vect_early_break
vect_early_break_hw vect_element_align vect_extract_even_odd vect_float
vect_float_strict vect_floatint_cvt vect_floatuint_cvt vect_hw_misalign vect_int
vect_int_add vect_int_mult vect_intfloat_cvt vect_logical_reduc vect_long vect_long_long
vect_long_mult vect_max_reduc vect_multiple_sizes vect_natural_alignment vect_pack_trunc
vect_perm vect_perm_byte vect_perm_short vect_sdot_qi vect_shift vect_shift_char
vect_short_mult vect_simd_clones vect_sizes_16B_8B vect_sizes_32B_16B vect_strided2
vect_strided4 vect_udot_qi vect_uintfloat_cvt vect_unaligned_possible vect_unpack
vect_usad_char vect_widen_mult_hi_to_si vect_widen_sum_hi_to_si vect_widen_sum_qi_to_hi
visibility wchar wchar_t_char16_t_compatible wchar_t_char32_t_compatible weak
weak_undefined x86 xorsign
""".split())
# ... and ones that do not (other targets, GCC >= 13 features, things the
# installed toolchains lack).  Unknown names count as false as well.
FALSE_ET = set("""
aarch64 alpha arm avr be bfloat16_runtime default_packed double_is_float float128x
float128x_runtime heap_trampoline hppa hwaddress_exec ia32 ilp32 int16
keeps_null_pointer_checks lto mips msp430 musttail newlib no_alignment_constraints_32
nvptx offload_device pe_aligned_commons powerpc ptr_eq_short recent_linker riscv s390
section_anchors short_enums size32 sparc strub struct_musttail struct_ret
structured_binding sync_int_128 sync_int_long_stack unwrapped vect_cmdline_needed
vect_fully_masked vect_gather_load_ifn vect_load_lanes vect_masked_load
vect_masked_store vect_no_align vect_partial_vectors vect_var_length vect_widen_shift
vma_equals_lma vxworks_kernel vxworks_rtp x32
""".split())
TRUE_ET -= FALSE_ET

GCC_ONLY_ET = {"fgnu_tm", "c++tm", "dfp", "dfprt", "dfp_bid", "fenv_exceptions_dfp",
               "float32x", "float64x", "float128", "float32x_runtime", "float64x_runtime",
               "float128_runtime", "split_stack", "fopenacc", "analyzer",
               "fgraphite"}
CLANG_ONLY_ET = {"bitint", "bitint575", "bitint65535", "bitint128"}


def std_pred(name, ctx):
    """C++ standard effective targets (c++11, c++17_down, c++20_only ...)."""
    m = re.match(r"c\+\+(\d\d|2a|1z|1y|0x|2b|2c)(_only|_down)?$", name)
    if not m:
        return None
    v = {"2a": 20, "1z": 17, "1y": 14, "0x": 11, "2b": 23, "2c": 26}.get(m.group(1))
    v = v or int(m.group(1))
    if ctx.lang != "c++":
        return False
    std = ctx.std
    key = lambda x: STD_ORDER.index(x) if x in STD_ORDER else 0
    if m.group(2) == "_only":
        return std == v
    if m.group(2) == "_down":
        return key(std) <= key(v)
    return key(std) >= key(v)


def et_value(name, ctx):
    """Truth of one effective-target name; None when unknown."""
    if name == "c++":
        return ctx.lang == "c++"
    if name == "c":
        return ctx.lang == "c"
    if name in ("native", "*-*-*", "any-opts", "no-opts"):
        return True
    v = std_pred(name, ctx)
    if v is not None:
        return v
    if name == "concepts":
        return ctx.lang == "c++" and STD_ORDER.index(ctx.std) >= STD_ORDER.index(20)
    if name in GCC_ONLY_ET:
        return ctx.compiler == "gcc"
    if name in CLANG_ONLY_ET:
        return ctx.compiler == "clang"
    if name in TRUE_ET:
        return True
    if name in FALSE_ET:
        return False
    if name.startswith("vect_"):
        return False
    return None


def atom_value(atom, ctx, unknown):
    if "-" in atom and ("*" in atom or atom.count("-") >= 2):
        return fnmatch.fnmatch(TARGET_TRIPLET, atom)
    v = et_value(atom, ctx)
    if v is None:
        unknown.add(atom)
        return False
    return v


def eval_expr(expr, ctx, unknown):
    """Evaluate a dg selector expression: words, { ! x }, a && b, a || b."""
    words = tcl_words(expr) if isinstance(expr, str) else expr
    if not words:
        return True
    if "&&" in words or "||" in words or "!" in words:
        # left-to-right with '!' binding tightest, && before ||
        def val(tok):
            tok = tok.strip()
            if " " in tok or tok.startswith("!"):
                return eval_expr(tok, ctx, unknown)
            return atom_value(tok, ctx, unknown)
        ors, ands, neg = [], [], False
        for w in words:
            if w == "!":
                neg = not neg
            elif w == "&&":
                continue
            elif w == "||":
                ors.append(all(ands))
                ands = []
            else:
                v = val(w)
                ands.append((not v) if neg else v)
                neg = False
        ors.append(all(ands))
        return any(ors)
    if len(words) == 1 and (" " in words[0].strip()):
        return eval_expr(words[0], ctx, unknown)
    return any(atom_value(w, ctx, unknown) for w in words)


def eval_selector(sel, ctx, unknown):
    """'target X' / 'xfail X' / '{ target X }' -> bool (xfail counts as run)."""
    if sel is None:
        return True
    words = tcl_words(sel)
    if len(words) == 1 and " " in words[0].strip():
        words = tcl_words(words[0])
    if not words:
        return True
    kind = words[0]
    if kind == "target":
        return eval_expr(words[1:] if len(words) > 2 else words[1], ctx, unknown)
    return True  # xfail / any-opts / no-opts: the test is still run


def parse_test(text):
    info = {"do": None, "do_sel": None, "options": None, "add_options": [],
            "require_et": [], "skip_if": [], "ice": False, "multi": None,
            "add_files": [], "shouldfail": False, "xfail_run": [],
            "require_other": [], "set_env": False, "output": False}
    for name, args in dg_directives(text):
        if name == "dg-do" and args:
            info["do"] = args[0]
            info["do_sel"] = args[1] if len(args) > 1 else None
        elif name == "dg-options" and args:
            info["options"] = (args[0], args[1] if len(args) > 1 else None)
        elif name == "dg-additional-options" and args:
            info["add_options"].append((args[0], args[1] if len(args) > 1 else None))
        elif name == "dg-require-effective-target" and args:
            info["require_et"].append((args[0], args[1] if len(args) > 1 else None))
        elif name == "dg-skip-if" and len(args) >= 2:
            info["skip_if"].append(args[1:])
        elif name == "dg-ice":
            info["ice"] = True
        elif name in ("dg-additional-sources", "dg-module-do", "dg-module-cmi",
                      "dg-module-bmi"):
            info["multi"] = name
        elif name == "dg-additional-files" and args:
            info["add_files"].extend(tcl_words(args[0]))
        elif name == "dg-shouldfail":
            info["shouldfail"] = True
        elif name == "dg-xfail-run-if":
            info["xfail_run"].append(args[1] if len(args) > 1 else "*-*-*")
        elif name in ("dg-set-target-env-var", "dg-set-compiler-env-var"):
            info["set_env"] = True
        elif name.startswith("dg-require-") and name != "dg-require-effective-target":
            info["require_other"].append(name)
    return info


# --------------------------------------------------------------------------
# Which tests, with which languages and default flags
# --------------------------------------------------------------------------

def dir_config(rel):
    """Return dict(langs, always, default, torture, default_do, run_ok) or str (skip reason).

    rel is the path relative to gcc/testsuite."""
    parts = rel.split("/")
    top = parts[0]
    sub = parts[1] if len(parts) > 2 else ""
    for p in parts[1:-1]:
        if p in SKIP_DIRS:
            return "skip dir %s: %s" % (p, SKIP_DIRS[p])
    ext = os.path.splitext(rel)[1]
    cfg = {"langs": [], "always": "", "default": {}, "torture": False,
           "default_do": "compile", "run_ok": True, "debug": False}
    if top == "g++.dg":
        if ext not in (".C", ".cc", ".c") or (ext == ".c" and sub != "vect"):
            return "not a g++.dg test source"
        cfg["langs"] = ["c++"]
        cfg["default"] = {"c++": "-pedantic-errors -Wno-long-long"}
        if sub == "torture" or (sub == "coroutines" and "torture" in parts):
            cfg["torture"] = True
            cfg["default"] = {"c++": ""}
        if sub == "coroutines":
            cfg["default"] = {"c++": "-pedantic-errors -Wno-long-long -std=c++20"}
            cfg["always_gcc"] = "-fcoroutines"
        elif sub == "analyzer":
            cfg["default"] = {"c++": ANALYZER_FLAGS}
            cfg["run_ok"] = False
        elif sub in SANITIZER_FLAGS:
            cfg["always"] = SANITIZER_FLAGS[sub]
            cfg["default"] = {"c++": ""}
            cfg["run_ok"] = False
        elif sub == "ubsan":
            cfg["default"] = {"c++": ""}
            cfg["run_ok"] = False
        elif sub == "gomp":
            cfg["default"] = {"c++": "-fopenmp"}
            cfg["run_ok"] = False
        elif sub == "goacc":
            cfg["default"] = {"c++": "-fopenacc"}
            cfg["run_ok"] = False
        elif sub == "tm":
            cfg["always"] = "-fgnu-tm"
            cfg["run_ok"] = False
        elif sub == "vect":
            cfg["default"] = {"c++": "-O2 -ftree-vectorize -fno-vect-cost-model -msse2"}
            cfg["default_do"] = "run"
        elif sub == "dfp":
            cfg["default"] = {"c++": ""}
        elif sub == "graphite":
            cfg["default"] = {"c++": "-O2 -floop-nest-optimize"}
        elif sub == "debug":
            cfg["debug"] = True
        return cfg
    if top == "c-c++-common":
        if ext != ".c":
            return "not a c-c++-common .c test"
        cfg["langs"] = ["c++", "c"]
        cfg["default"] = {"c++": "", "c": ""}
        if sub == "":
            cfg["always_c"] = "-Wc++-compat"
        elif sub == "torture":
            cfg["torture"] = True
        elif sub == "gomp":
            cfg["default"] = {"c++": "-fopenmp", "c": "-fopenmp"}
            cfg["run_ok"] = False
        elif sub == "goacc":
            cfg["default"] = {"c++": "-fopenacc", "c": "-fopenacc"}
            cfg["run_ok"] = False
        elif sub in SANITIZER_FLAGS:
            cfg["always"] = SANITIZER_FLAGS[sub]
            cfg["run_ok"] = False
        elif sub == "ubsan":
            cfg["run_ok"] = False
        elif sub == "analyzer":
            cfg["default"] = {"c++": ANALYZER_FLAGS, "c": ANALYZER_FLAGS}
            cfg["run_ok"] = False
        elif sub == "tm":
            cfg["always"] = "-fgnu-tm"
            cfg["run_ok"] = False
        elif sub in ("cpp", "dfp", "dwarf2"):
            pass
        else:
            return "c-c++-common/%s not handled" % sub
        return cfg
    if top == "gcc.c-torture":
        if ext != ".c":
            return "not a .c torture test"
        if sub not in ("compile", "execute") or len(parts) > 3:
            return "gcc.c-torture/%s not handled" % "/".join(parts[1:-1])
        cfg["langs"] = ["c"]
        cfg["torture"] = True
        cfg["always"] = "-w"
        cfg["default"] = {"c": ""}
        cfg["default_do"] = "run" if sub == "execute" else "compile"
        cfg["force_do"] = sub == "execute"
        return cfg
    if top == "gcc.dg":
        if ext != ".c":
            return "not a gcc.dg .c test"
        cfg["langs"] = ["c"]
        cfg["default"] = {"c": "-ansi -pedantic-errors"}
        if sub == "torture":
            cfg["torture"] = True
            cfg["default"] = {"c": ""}
        elif sub == "vect":
            cfg["always"] = "-O2 -ftree-vectorize -fno-vect-cost-model -fno-common -msse2"
            cfg["default"] = {"c": ""}
            cfg["default_do"] = "run"
        elif sub == "analyzer":
            cfg["default"] = {"c": ANALYZER_FLAGS}
            cfg["run_ok"] = False
        elif sub in SANITIZER_FLAGS:
            cfg["always"] = SANITIZER_FLAGS[sub]
            cfg["default"] = {"c": ""}
            cfg["run_ok"] = False
        elif sub in ("ubsan", "gomp", "goacc", "tm", "atomic", "params", "debug"):
            cfg["default"] = {"c": {"gomp": "-fopenmp", "goacc": "-fopenacc",
                                    "tm": "-fgnu-tm"}.get(sub, "")}
            cfg["run_ok"] = sub not in ("ubsan", "gomp", "goacc", "tm", "atomic")
            cfg["debug"] = sub == "debug"
        elif sub in ("", "ipa", "tree-ssa", "graphite", "dfp", "tls", "weak", "sso",
                     "format", "cpp", "noncompile", "autopar", "gimplefe"):
            if sub in ("graphite", "tree-ssa", "ipa", "autopar", "gimplefe", "dfp",
                       "format", "sso", "tls", "weak"):
                cfg["default"] = {"c": ""}
        else:
            return "gcc.dg/%s not handled" % sub
        cfg["extra"] = True  # outside the brief's primary directories
        if sub == "torture":
            cfg["extra"] = False
        return cfg
    return "outside scope"


# --------------------------------------------------------------------------
# Flag handling
# --------------------------------------------------------------------------

def split_flags(s):
    return tcl_words(s) if s else []


def has_opt_level(flags):
    return any(re.match(r"-O(\d|s|g|fast|z)?$", f) for f in flags)


def std_of(flags):
    std = None
    for f in flags:
        if f.startswith("-std="):
            std = f[5:]
        elif f == "-ansi":
            std = "ansi"
    return std


def cxx_std_num(std):
    m = re.match(r"(?:c|gnu)\+\+(\d\d|2a|1z|1y|0x|2b|2c|98|03)$", std or "")
    if not m:
        return None
    return {"2a": 20, "1z": 17, "1y": 14, "0x": 11, "2b": 23, "2c": 26, "03": 98}.get(
        m.group(1)) or int(m.group(1))


def map_std_for(compiler_kind, version, flag):
    """Translate -std= values to what an older compiler understands.
    Returns the new flag or None if unsupported."""
    if not flag.startswith("-std="):
        return flag
    v = flag[5:]
    m = re.match(r"(c|gnu)\+\+(\d\w)$", v)
    if m:
        n = cxx_std_num(v)
        if n == 26:
            return None
        if n == 23 and compiler_kind == "clang":
            return "-std=%s++2b" % m.group(1)
        return flag
    m = re.match(r"(c|gnu|iso9899:)(\w+)$", v)
    if m:
        tail = m.group(2)
        if tail in ("23", "2x"):
            return "-std=%s2x" % m.group(1)
        if tail in ("2y", "2Y"):
            return None
    return flag


GCC_ONLY_PREFIX = ("-fdump-", "--param", "-fno-tree-", "-ftree-", "-fipa-", "-fno-ipa-",
                   "-fopt-info", "-fno-report-bug", "-fcoroutines", "-fchecking",
                   "-fcompare-debug", "-fgimple", "-fanalyzer", "-fno-analyzer",
                   "-Wanalyzer", "-Wno-analyzer", "-fgnu-tm", "-fopenacc",
                   "-fdiagnostics-", "-fconcepts", "-fsched", "-fselective-scheduling",
                   "-fvect-cost-model", "-fno-vect-cost-model", "-fsimd-cost-model",
                   "-fpeel-loops", "-ftracer", "-fvar-tracking", "-fno-var-tracking",
                   "-fgcse", "-fno-gcse", "-fira-", "-flra-", "-fno-ira", "-fmodulo-sched",
                   "-fprofile-", "-fno-guess-branch-probability", "-fsplit-",
                   "-fno-split-", "-fcse-", "-fno-cse-", "-fexpensive-optimizations",
                   "-fno-expensive-optimizations", "-fpredictive-commoning",
                   "-fno-early-inlining", "-fearly-inlining", "-fno-inline-small-functions",
                   "-finline-small-functions", "-fharden-", "-fhardened", "-fstrub",
                   "-fcontracts", "-fno-ssa-phiopt", "-fno-ipa", "-fdelete-dead-exceptions",
                   "-fno-thread-jumps", "-fthread-jumps", "-floop-", "-fno-loop-",
                   "-fgraphite", "-fno-graphite", "-fpeephole", "-fno-peephole",
                   "-fdisable-", "-fenable-", "-fno-dce", "-fno-dse", "-fno-code-hoisting",
                   "-fstore-merging", "-fno-store-merging", "-fcheck-new", "-fno-check-new",
                   "-fsanitize-coverage", "-fcf-protection", "-fno-fold-simple-inlines",
                   "-fimplicit-constexpr", "-fno-implicit-constexpr", "-fdeduce-init-list",
                   )


def clang_prefilter(flags):
    out, skip_next = [], False
    for f in flags:
        if skip_next:
            skip_next = False
            continue
        if f == "--param":
            skip_next = True
            continue
        if f.startswith(GCC_ONLY_PREFIX):
            continue
        if f in ("-pedantic-errors",):
            continue
        out.append(f)
    return out


def strip_unknown(flags, stderr):
    """Remove options the compiler reported as unknown; None if none found."""
    bad = set()
    for m in re.finditer(r"unrecognized command[- ]line option '([^']+)'", stderr):
        bad.add(m.group(1))
    for m in re.finditer(r"unknown argument:? '([^']+)'", stderr):
        bad.add(m.group(1))
    for m in re.finditer(r"unsupported option '([^']+)'", stderr):
        bad.add(m.group(1))
    for m in re.finditer(r"invalid (?:--param name|argument in option) '([^']+)'", stderr):
        bad.add(m.group(1))
    for m in re.finditer(r"error: invalid value '[^']*' in '(-[^']+)'", stderr):
        bad.add(m.group(1))
    for m in re.finditer(r"unrecognized argument (?:to|in) '?(-[\w=+-]+)'? option", stderr):
        bad.add(m.group(1))
    if not bad:
        return None
    out, i, removed = [], 0, False
    while i < len(flags):
        f = flags[i]
        if f in bad or any(f.startswith(b) and b.endswith("=") for b in bad):
            removed = True
            i += 1
            continue
        if f == "--param" and i + 1 < len(flags) and (
                flags[i + 1] in bad or flags[i + 1].split("=")[0] in bad):
            removed = True
            i += 2
            continue
        if f.startswith("--param=") and (f[8:] in bad or f[8:].split("=")[0] in bad):
            removed = True
            i += 1
            continue
        out.append(f)
        i += 1
    return out if removed else None


# --------------------------------------------------------------------------
# Compilers
# --------------------------------------------------------------------------

class Compiler:
    def __init__(self, name):
        self.name = name                          # gcc-12 | clang-16 ...
        self.kind = "clang" if name.startswith("clang") else "gcc"
        self.major = int(name.split("-")[1])
        self.version = ""

    def driver(self, lang):
        if self.kind == "gcc":
            return ("g++-%d" if lang == "c++" else "gcc-%d") % self.major
        return ("clang++-%d" if lang == "c++" else "clang-%d") % self.major

    def label(self, lang):
        return self.driver(lang)

    def probe(self):
        try:
            out = subprocess.run([self.driver("c++"), "--version"], capture_output=True,
                                 text=True, timeout=30).stdout
            self.version = out.split("\n", 1)[0].strip()
            return True
        except (OSError, subprocess.SubprocessError):
            return False

    def base_flags(self, lang):
        if self.kind == "gcc":
            return ["-fno-report-bug"]  # Debian's gcc would otherwise re-run ICEs
        fl = ["-fno-crash-diagnostics"]
        if lang == "c":
            # GCC's C tests use pre-C99 idioms that clang 16 turned into errors.
            fl += ["-Wno-unknown-warning-option",
                   "-Wno-error=implicit-function-declaration", "-Wno-error=implicit-int",
                   "-Wno-error=int-conversion",
                   "-Wno-error=incompatible-function-pointer-types",
                   "-Wno-error=incompatible-pointer-types", "-Wno-error=return-type"]
        return fl

    def torture_sets(self):
        return GCC_TORTURE if self.kind == "gcc" else CLANG_TORTURE


# --------------------------------------------------------------------------
# Output classification
# --------------------------------------------------------------------------

# Frames of LLVM's crash reporting itself: the signal handler, or for a
# report_fatal_error ("error in backend", "LLVM ERROR") the exit path.
HANDLER_FRAME_RE = re.compile(
    r"PrintStackTrace|RunSignalHandlers|SignalHandler|CleanupOnSignal|CrashRecoveryContext|"
    r"HandleCrash|RunInterruptHandlers|__restore_rt|Process::Exit|report_fatal_error|"
    r"reportFatal(Usage|Internal)Error|^(abort|raise|gsignal|__pthread_kill\w*)\b")


def classify_compile(comp, rc, stderr):
    """-> (outcome, details dict)."""
    d = {}
    if comp.kind == "gcc":
        if re.search(r"(^|: )internal compiler error: ", stderr, re.M):
            m = re.search(r"^during (.*) pass: (.*)$", stderr, re.M)
            if m:
                d["during"] = m.group(0)
            m = re.search(r"^.*internal compiler error:.*$", stderr, re.M)
            d["ice_message"] = m.group(0) if m else ""
            return "ice", d
        if "confused by earlier errors, bailing out" in stderr:
            return "confused", d
    else:
        if "PLEASE submit a bug report" in stderr or "Stack dump:" in stderr:
            d["frames"] = clang_frames(stderr)
            m = re.findall(r"^\s*\d+\.\s+Running pass '([^']*)'.*$", stderr, re.M)
            if m:
                d["running_pass"] = m[-1]
            ctx = re.findall(r"^\d+\.\t(.*)$", stderr, re.M)
            d["crash_context"] = [c for c in ctx if not c.startswith("Program arguments")]
            for key, rx in (("llvm_error", r"^.*LLVM ERROR:.*$"),
                            ("backend_error", r"^.*fatal error: error in backend:.*$")):
                mm = re.search(rx, stderr, re.M)
                if mm:
                    d[key] = mm.group(0)
            m = re.search(r"^[^\n]*(?:clang|clang\+\+)[^:\n]*: error: clang frontend command "
                          r"failed[^\n]*$", stderr, re.M)
            if m:
                d["ice_message"] = m.group(0)
            return "crash", d
        for key, rx in (("llvm_error", r"^.*LLVM ERROR:.*$"),
                        ("backend_error", r"^.*fatal error: error in backend:.*$")):
            mm = re.search(rx, stderr, re.M)
            if mm:
                d[key] = mm.group(0)
                d["ice_message"] = mm.group(0)
                return "crash", d
    if rc in (124, 137) or rc == -9:
        return "timeout", d
    if rc < 0 or rc >= 128 or re.search(r"terminated by signal|killed by signal|"
                                        r"terminated program", stderr):
        if rc not in (124, 137):
            d["ice_message"] = (re.findall(r"^.*(?:signal|terminated).*$", stderr, re.M)
                                or ["rc=%d" % rc])[0]
            return "crash", d
    if rc != 0:
        return "error", d
    return "ok", d


def clang_frames(stderr, n=5):
    """Function names of the first N frames after the signal-handler frames.

    The dump starts with llvm::sys::PrintStackTrace, RunSignalHandlers, an
    unnamed libLLVM frame (the handler) and the libc signal trampoline (and,
    for aborts, raise/abort in libc); after a report_fatal_error it starts
    with the exit path up to report_fatal_error.  Frames without a symbol
    (static functions in a stripped library) are given as '??(lib+0xOFFSET)'."""
    frames = []
    for m in re.finditer(r"^\s*#(\d+) 0x[0-9a-f]+ (.*)$", stderr, re.M):
        frames.append(m.group(2).strip())
    cut, seen_real = -1, False
    for j, fr in enumerate(frames[:16]):
        if HANDLER_FRAME_RE.search(fr):
            cut = j
        elif "libc.so" in fr and not seen_real:
            cut = j                      # signal trampoline, raise, abort
        elif not fr.startswith("("):
            seen_real = True             # a named frame of the compiler proper
    i = cut + 1
    out = []
    for fr in frames[i:i + n]:
        if fr.startswith("("):
            lib = re.sub(r"^\(.*/", "", fr).rstrip(")")
            out.append("??(%s)" % lib)
            continue
        fn = re.sub(r"\s+\(/[^)]*\)\s*$", "", fr)       # drop "(/usr/lib/...+0x...)"
        fn = re.sub(r"\s+/\S+:\d+:\d+$", "", fn)        # drop file:line
        out.append(fn)
    return out


# --------------------------------------------------------------------------
# The campaign
# --------------------------------------------------------------------------

def sanitize(s):
    """File-name-safe form of a test path ('+' becomes 'x': g++.dg -> gxx.dg)."""
    return re.sub(r"[^A-Za-z0-9._+-]+", "_", s).replace("+", "x")


def local_includes(path, testsuite, seen=None):
    """Recursively collect the quote-included files of PATH that exist on disk.
    Returns {absolute path: include spelling}."""
    seen = seen if seen is not None else {}
    base = os.path.dirname(path)
    try:
        text = open(path, encoding="utf-8", errors="replace").read()
    except OSError:
        return []
    for inc in re.findall(r'^\s*#\s*(?:include|import|include_next)\s+"([^"]+)"', text, re.M):
        cand = os.path.normpath(os.path.join(base, inc))
        if not os.path.isfile(cand):
            continue
        if cand in seen:
            continue
        seen[cand] = inc
        local_includes(cand, testsuite, seen)
    return seen


class Campaign:
    def __init__(self, args):
        self.args = args
        self.out = os.path.abspath(args.out)
        os.makedirs(self.out, exist_ok=True)
        self.found_dir = os.path.join(self.out, "found")
        os.makedirs(self.found_dir, exist_ok=True)
        self.results_path = os.path.join(self.out, "results.jsonl")
        self.state_path = os.path.join(self.out, "state.json")
        self.state = {"wall_seconds": 0.0, "runs": []}
        if os.path.exists(self.state_path):
            self.state = json.load(open(self.state_path))
        self.done_units = set()
        self.found = {}
        if os.path.exists(self.results_path):
            for ln in open(self.results_path):
                try:
                    r = json.loads(ln)
                except ValueError:
                    continue
                if r.get("type") == "unit-done":
                    self.done_units.add((r["compiler"], r["unit"]))
        self.t0 = time.time()
        self.deadline = self.t0 + args.budget_min * 60
        self.compile_seconds = 0.0
        self.ncompiles = 0
        self.skips = {}
        self.tmp_root = os.path.join(self.out, "tmp")
        os.makedirs(self.tmp_root, exist_ok=True)

    # ---- bookkeeping ------------------------------------------------------
    def log(self, rec):
        with open(self.results_path, "a") as f:
            f.write(json.dumps(rec) + "\n")

    def save_state(self, note):
        now = time.time()
        self.state["wall_seconds"] += now - self.t0
        self.state["runs"].append({"start": time.strftime("%Y-%m-%d %H:%M:%S",
                                                           time.localtime(self.t0)),
                                   "seconds": round(now - self.t0, 1),
                                   "compiles": self.ncompiles,
                                   "compile_seconds": round(self.compile_seconds, 1),
                                   "argv": sys.argv[1:], "note": note})
        self.t0 = now
        with open(self.state_path, "w") as f:
            json.dump(self.state, f, indent=1)

    def out_of_time(self):
        return time.time() > self.deadline

    def skip(self, reason, path):
        self.skips.setdefault(reason, []).append(path)

    # ---- units ------------------------------------------------------------
    def build_units(self, testsuite, cl):
        since, until = self.args.since, self.args.until
        units = []
        cl = dict(cl)
        if self.args.undated:
            # tests that no ChangeLog entry calls new (older than the files):
            # the PR is taken from the file name, the date is left empty.
            for top in ("gcc.c-torture/compile", "gcc.c-torture/execute", "gcc.dg/torture",
                        "g++.dg/torture", "c-c++-common/torture"):
                for f in sorted(glob.glob(os.path.join(testsuite, top, "*.[cC]"))):
                    rel = os.path.relpath(f, testsuite)
                    if rel in cl:
                        continue
                    m = re.search(r"pr(\d{4,6})", os.path.basename(rel))
                    cl[rel] = {"date": "undated", "prs": ["?/%s" % m.group(1)] if m else [],
                               "changelog": "(none: older than the ChangeLog files)"}
        for rel, info in sorted(cl.items(), key=lambda kv: (kv[1]["date"], kv[0])):
            if info["date"] == "undated":
                if not self.args.undated:
                    continue
            elif not (since <= info["date"][:7] <= until):
                continue
            path = os.path.join(testsuite, rel)
            if rel.endswith((".h", ".H", ".x")):
                continue
            if not os.path.isfile(path):
                self.skip("listed in ChangeLog but absent from the 14.2 tree", rel)
                continue
            cfg = dir_config(rel)
            if isinstance(cfg, str):
                self.skip(cfg, rel)
                continue
            if cfg.get("extra") and not self.args.extra:
                self.skip("gcc.dg outside gcc.dg/torture (use --extra)", rel)
                continue
            text = open(path, encoding="utf-8", errors="replace").read()
            dg = parse_test(text)
            if dg["multi"]:
                self.skip("multi-file test (%s)" % dg["multi"], rel)
                continue
            if re.search(r"^\s*(?:export\s+)?module\b|^\s*import\s+[\w<\"]", text, re.M) and \
                    rel.endswith((".C", ".cc")):
                self.skip("uses C++20 modules", rel)
                continue
            incs = local_includes(path, testsuite)
            if any(not a.startswith(testsuite + os.sep) for a in incs):
                self.skip("includes a file outside the testsuite", rel)
                continue
            xfile = os.path.splitext(path)[0] + ".x"
            xflags = ""
            if os.path.exists(xfile):
                xt = open(xfile).read()
                if re.search(r"^return 1", xt, re.M):
                    self.skip("gcc.c-torture .x file skips it", rel)
                    continue
                m = re.search(r'^set additional_flags "([^"]*)"', xt, re.M)
                if m:
                    xflags = m.group(1)
            for lang in cfg["langs"]:
                units.append({"rel": rel, "path": path, "lang": lang, "cfg": cfg, "dg": dg,
                              "cl": info, "incs": incs, "xflags": xflags, "testsuite": testsuite,
                              "key": "%s:%s" % (rel, lang)})
        return units

    def flagsets(self, unit, comp):
        """List of (flags, what) for this unit and compiler, or (None, reason)."""
        cfg, dg, lang = unit["cfg"], unit["dg"], unit["lang"]
        what = cfg["default_do"]
        if dg["do"]:
            what = dg["do"]
        if cfg.get("force_do"):
            what = "run"
        if what in ("preprocess",):
            return None, "dg-do preprocess"
        if what not in ("compile", "assemble", "link", "run"):
            return None, "dg-do %s" % what
        if what == "run" and (not cfg["run_ok"] or dg["shouldfail"] or dg["set_env"]):
            what = "link"
        # candidate C++ standards
        if dg["options"]:
            opts_str = dg["options"][0]
        else:
            opts_str = cfg["default"].get(lang, "")
        all_opt_text = " ".join([opts_str] + [a for a, _ in dg["add_options"]] +
                                [cfg["always"], unit["xflags"]])
        explicit_std = std_of(split_flags(all_opt_text))
        if lang == "c++":
            if explicit_std:
                n = cxx_std_num(explicit_std) if explicit_std != "ansi" else 98
                stds = [n or 20]
                explicit = True
            else:
                parts = unit["rel"].split("/")
                stds = [20]
                for p in parts[1:-1]:
                    if p in DIR_STD and DIR_STD[p] not in stds:
                        stds.append(DIR_STD[p])
                explicit = False
        else:
            stds = [None]
            explicit = True
        results = []
        reason = None
        tried_fallback = False
        while True:
            for std in stds:
                ctx = Ctx(lang, std, comp.kind)
                unknown = set()
                if not eval_selector(dg["do_sel"], ctx, unknown):
                    reason = "dg-do selector false" + (" (unknown: %s)" % ",".join(
                        sorted(unknown)) if unknown else "")
                    continue
                ok = True
                for et, sel in dg["require_et"]:
                    if sel is not None and not eval_selector(sel, ctx, set()):
                        continue
                    if not eval_expr(et, ctx, unknown):
                        ok = False
                        reason = "effective target %s unsatisfied%s" % (et, (
                            " (unknown)" if unknown else ""))
                        break
                if not ok:
                    continue
                flags = []
                if dg["options"] is None or eval_selector(dg["options"][1], ctx, set()):
                    flags += split_flags(opts_str)
                elif dg["options"] is not None:
                    flags += split_flags(cfg["default"].get(lang, ""))
                for a, sel in dg["add_options"]:
                    if eval_selector(sel, ctx, set()):
                        flags += split_flags(a)
                flags = split_flags(cfg["always"]) + flags + split_flags(unit["xflags"])
                if lang == "c" and cfg.get("always_c"):
                    flags = split_flags(cfg["always_c"]) + flags
                if comp.kind == "gcc" and cfg.get("always_gcc"):
                    flags = split_flags(cfg["always_gcc"]) + flags
                if lang == "c++" and not explicit:
                    flags = ["-std=%s" % ("gnu++20" if std == 20 and stds[0] == 20
                                          and std == stds[0] else "c++%d" % std
                                          if std != 98 else "c++98")] + flags
                if "-fmodules-ts" in flags or "-fmodules" in flags:
                    return None, "modules"
                # map -std for older compilers
                mapped = []
                for f in flags:
                    g = map_std_for(comp.kind, comp.major, f)
                    if g is None:
                        reason = "standard %s unsupported by %s" % (f, comp.name)
                        ok = False
                        break
                    mapped.append(g)
                if not ok:
                    continue
                flags = mapped
                if cfg["torture"]:
                    sets = comp.torture_sets()
                    for t in sets:
                        tf = split_flags(t) + flags
                        if self.skipped_by_skip_if(dg, ctx, tf):
                            continue
                        results.append((tf, what))
                elif cfg.get("debug"):
                    for t in ("-g -O0", "-g -O2", "-g3 -O3"):
                        results.append((split_flags(t) + flags, what))
                else:
                    if self.skipped_by_skip_if(dg, ctx, flags):
                        reason = "dg-skip-if"
                        continue
                    results.append((flags, what))
                    if what == "run" and not has_opt_level(flags):
                        results.append((flags + ["-O2"], what))
            if results or tried_fallback or explicit or lang != "c++":
                break
            # none of the preferred standards satisfy the selectors: pick others
            tried_fallback = True
            stds = [s for s in STD_ORDER if s not in stds and s != 26]
            stds = stds[::-1]
        if not results:
            return None, reason or "no option set"
        # de-duplicate
        seen, uniq = set(), []
        for fl, w in results:
            k = " ".join(fl)
            if k not in seen:
                seen.add(k)
                uniq.append((fl, w))
        return uniq, None

    def skipped_by_skip_if(self, dg, ctx, flags):
        joined = " " + " ".join(flags) + " "
        for args in dg["skip_if"]:
            targets = args[0] if args else "*-*-*"
            inc = tcl_words(args[1]) if len(args) > 1 else ["*"]
            exc = tcl_words(args[2]) if len(args) > 2 else [""]
            if not eval_expr(targets, ctx, set()):
                continue
            inc_hit = any(i in ("*", "") or (" " + i + " ") in joined for i in inc) \
                if inc else True
            exc_hit = any(e not in ("", "*") and (" " + e + " ") in joined for e in exc)
            if inc_hit and not exc_hit:
                return True
        return False

    # ---- running ----------------------------------------------------------
    def compile(self, comp, unit, flags, what, workdir):
        """Compile (and link for run/link tests). Returns dict."""
        lang = unit["lang"]
        src = "prog.cc" if lang == "c++" else "prog.c"
        if not os.path.exists(os.path.join(workdir, src)):
            copy_sources(unit, workdir, src)
        if comp.kind == "clang":
            flags = clang_prefilter(flags)
        link = what in ("link", "run")
        if outside_includes(unit):
            flags = ["-Iinc/" + os.path.dirname(unit["rel"])] + flags
        out = "a.out" if link else "prog.o"
        for _ in range(4):
            cmd = [comp.driver(lang)] + comp.base_flags(lang) + flags + [src]
            if link:
                cmd += ["-o", out]
                if "-pthread" not in flags:
                    cmd += ["-pthread"]
                cmd += ["-lm"]
            else:
                cmd += ["-c", "-o", out]
            t = time.time()
            p = subprocess.run(NICE + COMPILE_TIMEOUT + cmd, cwd=workdir, capture_output=True,
                               text=True, errors="replace",
                               env=dict(os.environ, LC_ALL="C", LANG="C"))
            dt = time.time() - t
            self.compile_seconds += dt
            self.ncompiles += 1
            outcome, det = classify_compile(comp, p.returncode, p.stderr)
            if outcome == "error":
                nf = strip_unknown(flags, p.stderr)
                if nf is not None:
                    flags = nf
                    continue
            break
        if outcome == "error" and link and "undefined reference" in p.stderr:
            outcome = "link-error"
        return {"cmd": cmd, "rc": p.returncode, "stderr": p.stderr, "outcome": outcome,
                "what": what,
                "det": det, "secs": round(dt, 2), "flags": flags}

    def run_binary(self, workdir):
        t = time.time()
        p = subprocess.run(NICE + RUN_TIMEOUT + ["./a.out"], cwd=workdir, capture_output=True,
                           errors="replace", text=True, stdin=subprocess.DEVNULL)
        return {"rc": p.returncode, "out": (p.stdout[-4000:] + p.stderr[-4000:]),
                "secs": round(time.time() - t, 2)}

    def newdir(self):
        return tempfile.mkdtemp(prefix="w", dir=self.tmp_root)

    def run_unit(self, comp, unit, others):
        sets, why = self.flagsets(unit, comp)
        if sets is None:
            self.log({"type": "unit-skip", "compiler": comp.name, "unit": unit["key"],
                      "reason": why})
            self.skip("%s: %s" % (comp.kind, why.split(" (")[0]), unit["key"])
            return
        for flags, what in sets:
            if self.out_of_time():
                return "timeout"
            wd = self.newdir()
            try:
                r = self.compile(comp, unit, flags, what, wd)
                rec = {"type": "compile", "compiler": comp.name, "unit": unit["key"],
                       "flags": " ".join(r["flags"]), "what": what, "outcome": r["outcome"],
                       "rc": r["rc"], "secs": r["secs"]}
                self.log(rec)
                if r["outcome"] in ("ice", "crash"):
                    self.record(comp, unit, r, r["outcome"], r["stderr"])
                    break
                if what == "run" and r["outcome"] == "ok":
                    run = self.run_binary(wd)
                    self.log({"type": "run", "compiler": comp.name, "unit": unit["key"],
                              "flags": " ".join(r["flags"]), "rc": run["rc"],
                              "secs": run["secs"]})
                    if run["rc"] != 0 and has_opt_level(r["flags"]) and \
                            not any(f in ("-O0",) for f in r["flags"][-1:]) and \
                            not self.is_o0(r["flags"]):
                        v = self.verify_wrong_code(comp, unit, r, run, others)
                        if v:
                            self.record(comp, unit, r, "wrong-code", v["text"], extra=v)
                            break
            finally:
                shutil.rmtree(wd, ignore_errors=True)
        self.log({"type": "unit-done", "compiler": comp.name, "unit": unit["key"]})

    @staticmethod
    def is_o0(flags):
        lvl = None
        for f in flags:
            m = re.match(r"-O(\d|s|g|fast|z)?$", f)
            if m:
                lvl = m.group(1) or "1"
        return lvl in (None, "0")

    def verify_wrong_code(self, comp, unit, r, run, others):
        """Same compiler at -O0 must pass, and another compiler at -O2 too."""
        base = [f for f in r["flags"] if not re.match(r"-O(\d|s|g|fast|z)?$", f)]
        wd = self.newdir()
        try:
            r0 = self.compile(comp, unit, base + ["-O0"], "run", wd)
            if r0["outcome"] != "ok":
                return None
            run0 = self.run_binary(wd)
            self.log({"type": "verify-O0", "compiler": comp.name, "unit": unit["key"],
                      "rc": run0["rc"]})
            if run0["rc"] != 0:
                return None
        finally:
            shutil.rmtree(wd, ignore_errors=True)
        for oc in others:
            osets, _ = self.flagsets(unit, oc)
            if not osets:
                continue
            ofl = [f for f in osets[0][0] if not re.match(r"-O(\d|s|g|fast|z)?$", f)]
            ofl = ofl + ["-O2"]
            wd = self.newdir()
            try:
                r2 = self.compile(oc, unit, ofl, "run", wd)
                if r2["outcome"] != "ok":
                    continue
                run2 = self.run_binary(wd)
                self.log({"type": "verify-other", "compiler": oc.name, "unit": unit["key"],
                          "rc": run2["rc"]})
                if run2["rc"] == 0:
                    text = ("$ ./a.out   # built with: %s\nexit status: %d%s\n%s\n"
                            "# same compiler at -O0: exit 0 (%s)\n"
                            "# %s -O2: exit 0 (%s)\n" % (
                                " ".join(r["cmd"]), run["rc"],
                                describe_rc(run["rc"]), run["out"], " ".join(r0["cmd"]),
                                oc.label(unit["lang"]), " ".join(r2["cmd"])))
                    return {"text": text, "run_rc": run["rc"],
                            "o0_cmd": " ".join(r0["cmd"]),
                            "other_cmd": " ".join(r2["cmd"])}
            finally:
                shutil.rmtree(wd, ignore_errors=True)
        return None

    def record(self, comp, unit, r, kind, text, extra=None):
        flags = " ".join(r["flags"])
        h = hashlib.sha1(flags.encode()).hexdigest()[:8]
        name = "%s-%s-%s" % (comp.label(unit["lang"]), sanitize(unit["rel"]), h)
        d = os.path.join(self.found_dir, name)
        os.makedirs(d, exist_ok=True)
        src = "prog.cc" if unit["lang"] == "c++" else "prog.c"
        copy_sources(unit, d, src)
        cmd = " ".join(shquote(c) for c in r["cmd"])
        with open(os.path.join(d, "cmd.txt"), "w") as f:
            f.write(cmd + "\n")
            if kind == "wrong-code":
                f.write("./a.out ; echo \"exit status $?\"   # non-zero = miscompiled\n")
        with open(os.path.join(d, "stderr.txt"), "w") as f:
            f.write(text)
        det = r["det"]
        meta = {
            "compiler": comp.label(unit["lang"]),
            "version": comp.version,
            "flags": flags,
            "kind": kind,
            "test": "gcc/testsuite/" + unit["rel"],
            "language": unit["lang"],
            "prs": unit["cl"]["prs"],
            "changelog": "gcc/testsuite/" + unit["cl"]["changelog"],
            "changelog_date": unit["cl"]["date"],
            "dg_do": unit["dg"]["do"] or unit["cfg"]["default_do"],
            "mode": "link" if r.get("what") in ("link", "run") else "compile",
            "dg_ice_expected": unit["dg"]["ice"],
            "during": det.get("during"),
            "ice_message": det.get("ice_message"),
            "exit_status": r["rc"],
        }
        if comp.kind == "clang" and kind != "wrong-code":
            meta["frames"] = det.get("frames", [])
            meta["named_frames"] = [f for f in clang_frames(text, 12)
                                    if not f.startswith("??")][:5]
            meta["running_pass"] = det.get("running_pass")
            meta["crash_context"] = det.get("crash_context", [])
            meta["llvm_error"] = det.get("llvm_error") or det.get("backend_error")
        if extra:
            meta["run_exit_status"] = extra["run_rc"]
            meta["o0_command"] = extra["o0_cmd"]
            meta["other_compiler_command"] = extra["other_cmd"]
        with open(os.path.join(d, "meta.json"), "w") as f:
            json.dump(meta, f, indent=1)
        self.log({"type": "found", "dir": name, "compiler": comp.name, "unit": unit["key"],
                  "kind": kind, "flags": flags})
        print("FOUND %-10s %s  %s  [%s]" % (kind, meta["compiler"], unit["rel"], flags),
              flush=True)


def outside_includes(unit):
    tdir = os.path.dirname(unit["path"])
    return [a for a in unit["incs"] if not a.startswith(tdir + os.sep)]


def copy_sources(unit, dest, src):
    """Copy the test as DEST/SRC plus the files it includes.  Headers from the
    test's own directory go next to it; headers elsewhere in the testsuite go
    to DEST/inc/<path in testsuite> (the command then gets -Iinc/<test dir>,
    so that '#include "../x/y.h"' resolves as in the source tree)."""
    shutil.copy(unit["path"], os.path.join(dest, src))
    tdir = os.path.dirname(unit["path"])
    outside = outside_includes(unit)
    if outside:
        os.makedirs(os.path.join(dest, "inc", os.path.dirname(unit["rel"])), exist_ok=True)
    for a in unit["incs"]:
        if a in outside:
            dst = os.path.join(dest, "inc", os.path.relpath(a, unit["testsuite"]))
        else:
            dst = os.path.join(dest, os.path.relpath(a, tdir))
        os.makedirs(os.path.dirname(dst), exist_ok=True)
        shutil.copy(a, dst)
    for extra in unit["dg"]["add_files"]:
        a = os.path.join(tdir, extra)
        if os.path.isfile(a):
            shutil.copy(a, os.path.join(dest, os.path.basename(extra)))


def describe_rc(rc):
    if rc in (124, 137):
        return " (timeout after 10 s)"
    if rc < 0:
        return " (killed by signal %d)" % -rc
    if rc > 128:
        return " (signal %d)" % (rc - 128)
    return ""


def shquote(s):
    if re.match(r"^[\w@%+=:,./-]+$", s):
        return s
    return "'" + s.replace("'", "'\"'\"'") + "'"


def annotate_wrong_code(camp):
    """For every wrong-code directory, rebuild the failing command with
    -fno-strict-aliasing and with -fwrapv and run it again: a test that then
    passes may rely on GCC's reading of aliasing / overflow rules (worth a
    look before calling it a miscompile, especially for clang)."""
    found_dir = camp.found_dir
    for d in sorted(os.listdir(found_dir)):
        mp = os.path.join(found_dir, d, "meta.json")
        if not os.path.exists(mp):
            continue
        meta = json.load(open(mp))
        if meta["kind"] != "wrong-code" or "passes_with" in meta:
            continue
        cmd = shlex.split(open(os.path.join(found_dir, d, "cmd.txt")).read().split("\n")[0])
        src = [i for i, c in enumerate(cmd) if c in ("prog.c", "prog.cc")][0]
        passes = {}
        for extra in ("-fno-strict-aliasing", "-fwrapv"):
            wd = camp.newdir()
            try:
                for f in os.listdir(os.path.join(found_dir, d)):
                    pth = os.path.join(found_dir, d, f)
                    if os.path.isdir(pth):
                        shutil.copytree(pth, os.path.join(wd, f))
                    else:
                        shutil.copy(pth, wd)
                c2 = cmd[:src] + [extra] + cmd[src:]
                p = subprocess.run(NICE + COMPILE_TIMEOUT + c2, cwd=wd, capture_output=True,
                                   text=True, errors="replace")
                camp.ncompiles += 1
                if p.returncode != 0:
                    continue
                run = camp.run_binary(wd)
                passes[extra] = run["rc"] == 0
            finally:
                shutil.rmtree(wd, ignore_errors=True)
        meta["passes_with"] = passes
        with open(mp, "w") as f:
            json.dump(meta, f, indent=1)


def verify_found(camp, tries=3):
    """Re-run every collected failure from its own directory (cmd.txt in a
    fresh copy) TRIES times and store meta["reproduced"] = "k/TRIES": a
    failure with the same kind, the same ICE message (gcc) or clang crash, or
    a failing run again for wrong code.  Some GCC 12 ICEs are
    memory-corruption segfaults that only happen now and then."""
    found_dir = camp.found_dir
    for d in sorted(os.listdir(found_dir)):
        mp = os.path.join(found_dir, d, "meta.json")
        if not os.path.exists(mp):
            continue
        meta = json.load(open(mp))
        if "reproduced" in meta:
            continue
        if camp.out_of_time():
            break
        comp = Compiler(re.sub(r"^(g\+\+|gcc)-", "gcc-",
                               re.sub(r"^clang(\+\+)?-", "clang-", meta["compiler"])))
        cmd = shlex.split(open(os.path.join(found_dir, d, "cmd.txt")).read().split("\n")[0])
        ok = 0
        for _ in range(tries):
            wd = camp.newdir()
            try:
                for f in os.listdir(os.path.join(found_dir, d)):
                    pth = os.path.join(found_dir, d, f)
                    if os.path.isdir(pth):
                        shutil.copytree(pth, os.path.join(wd, f))
                    elif f not in ("prog.o", "a.out"):
                        shutil.copy(pth, wd)
                p = subprocess.run(NICE + COMPILE_TIMEOUT + cmd, cwd=wd, capture_output=True,
                                   text=True, errors="replace",
                                   env=dict(os.environ, LC_ALL="C", LANG="C"))
                camp.ncompiles += 1
                outcome, det = classify_compile(comp, p.returncode, p.stderr)
                if meta["kind"] == "wrong-code":
                    if outcome == "ok" and camp.run_binary(wd)["rc"] != 0:
                        ok += 1
                elif outcome == meta["kind"]:
                    same = True
                    if comp.kind == "gcc" and meta.get("ice_message"):
                        same = det.get("ice_message") == meta["ice_message"]
                    ok += same
            finally:
                shutil.rmtree(wd, ignore_errors=True)
        meta["reproduced"] = "%d/%d" % (ok, tries)
        with open(mp, "w") as f:
            json.dump(meta, f, indent=1)


def refresh_meta(out):
    """Re-derive the stderr-based fields of every found/*/meta.json (so that
    directories written by an earlier version of this script stay uniform)."""
    found_dir = os.path.join(out, "found")
    for d in sorted(os.listdir(found_dir)):
        mp = os.path.join(found_dir, d, "meta.json")
        if not os.path.exists(mp):
            continue
        meta = json.load(open(mp))
        cmd = open(os.path.join(found_dir, d, "cmd.txt")).read().split("\n")[0]
        meta["mode"] = "link" if " -o a.out" in cmd else "compile"
        src = [f for f in ("prog.cc", "prog.c") if os.path.exists(os.path.join(found_dir, d, f))]
        if src:
            dg = parse_test(open(os.path.join(found_dir, d, src[0]), errors="replace").read())
            meta["dg_do"] = dg["do"] or meta.get("dg_do")
            meta["dg_ice_expected"] = dg["ice"]
        if meta["kind"] != "wrong-code":
            comp = Compiler(re.sub(r"^(g\+\+|gcc)-", "gcc-",
                                   re.sub(r"^clang(\+\+)?-", "clang-", meta["compiler"])))
            err = open(os.path.join(found_dir, d, "stderr.txt"), errors="replace").read()
            outcome, det = classify_compile(comp, meta.get("exit_status", 1), err)
            if outcome in ("ice", "crash"):
                meta["kind"] = outcome
            meta["during"] = det.get("during")
            meta["ice_message"] = det.get("ice_message")
            if comp.kind == "clang":
                meta["frames"] = det.get("frames", [])
                meta["named_frames"] = [f for f in clang_frames(err, 12)
                                        if not f.startswith("??")][:5]
                meta["running_pass"] = det.get("running_pass")
                meta["crash_context"] = det.get("crash_context", [])
                meta["llvm_error"] = det.get("llvm_error") or det.get("backend_error")
        with open(mp, "w") as f:
            json.dump(meta, f, indent=1)


# --------------------------------------------------------------------------
# Summary
# --------------------------------------------------------------------------

def primary_cause(m):
    """The PR a failure is filed under: the first PR of its test's ChangeLog
    entry (the parser already narrows it to the PR in the file name)."""
    return m["prs"][0] if m["prs"] else "test:" + m["test"]


def write_summary(out, skips=None):
    found_dir = os.path.join(out, "found")
    metas = []
    for d in sorted(os.listdir(found_dir)):
        p = os.path.join(found_dir, d, "meta.json")
        if os.path.exists(p):
            m = json.load(open(p))
            m["dir"] = d
            metas.append(m)
    state = {}
    if os.path.exists(os.path.join(out, "state.json")):
        state = json.load(open(os.path.join(out, "state.json")))
    ncomp = nrun = 0
    outcomes = {}
    odd = {}
    if os.path.exists(os.path.join(out, "results.jsonl")):
        for ln in open(os.path.join(out, "results.jsonl")):
            try:
                r = json.loads(ln)
            except ValueError:
                continue
            if r.get("type") == "compile":
                ncomp += 1
                k = (r["compiler"], r["outcome"])
                outcomes[k] = outcomes.get(k, 0) + 1
                if r["outcome"] in ("confused", "timeout"):
                    odd.setdefault((r["outcome"], r["unit"], r["compiler"]), r["flags"])
            elif r.get("type") == "run":
                nrun += 1
    L = ["# GCC-testsuite failure campaign", ""]
    L.append("Testsuite: GCC 14.2.0 (Debian gcc-14-source 14.2.0-19), compilers: " +
             ", ".join(sorted({"%s (%s)" % (m["compiler"], m["version"]) for m in metas})))
    L.append("")
    by = {}
    for m in metas:
        by.setdefault((m["compiler"], m["kind"]), []).append(m)
    L += ["## Counts by compiler and kind", "", "| compiler | kind | failures | distinct PRs |",
          "|---|---|---|---|"]
    for (c, k), ms in sorted(by.items()):
        prs = {p for m in ms for p in m["prs"]}
        L.append("| %s | %s | %d | %d |" % (c, k, len(ms), len(prs)))
    allprs = {p for m in metas for p in m["prs"]}
    nodate = [m for m in metas if not m["prs"]]
    causes = {primary_cause(m) for m in metas}
    L += ["", "Total failures: **%d**; distinct PRs named by the failing tests: **%d**; "
          "distinct causes (one per failing test's primary PR, or per test when its "
          "ChangeLog entry names no PR): **%d**; %d failures come from tests whose "
          "ChangeLog entry names no PR." % (len(metas), len(allprs), len(causes), len(nodate))]
    for kind in ("ice", "crash", "wrong-code"):
        ms = [m for m in metas if m["kind"] == kind]
        L.append("- %s: %d failures, %d distinct causes" % (
            kind, len(ms), len({primary_cause(m) for m in ms})))
    kinds = {}
    for m in metas:
        kinds[m["kind"]] = kinds.get(m["kind"], 0) + 1
    L.append("By kind: " + ", ".join("%s %d" % kv for kv in sorted(kinds.items())) + ".")
    ndur = sum(1 for m in metas if m.get("during"))
    L.append("GCC ICEs with a `during ... pass` line: %d of %d." % (
        ndur, sum(1 for m in metas if m["kind"] == "ice")))
    nrp = sum(1 for m in metas if m.get("running_pass"))
    L.append("clang crashes with a `Running pass` line: %d of %d." % (
        nrp, sum(1 for m in metas if m["compiler"].startswith("clang")
                 and m["kind"] == "crash")))
    rep = [m for m in metas if "reproduced" in m]
    full = [m for m in rep if m["reproduced"].split("/")[0] == m["reproduced"].split("/")[1]]
    never = [m for m in rep if m["reproduced"].startswith("0/")]
    L.append("Re-run from the found directory: %d of %d reproduced every time, %d only "
             "sometimes (flaky), %d not at all%s." % (
                 len(full), len(rep), len(rep) - len(full) - len(never), len(never),
                 (" (%s)" % ", ".join(m["dir"] for m in never)) if never else ""))
    ndg = sum(1 for m in metas if m.get("dg_ice_expected"))
    L.append("Tests marked `dg-ice` (expected to ICE even on GCC 14): %d." % ndg)
    L += ["", "## Failures", "",
          "Columns: for GCC the `during ... pass` line and the ICE message; for clang the "
          "`Running pass` line, the LLVM error if any, and the first named stack frames "
          "after the signal handler (meta.json has the raw first five, unnamed ones as "
          "??(lib+offset)); for wrong code the exit status of the miscompiled test.", "",
          "| test | compiler | flags | kind | PR | pass line / ICE message / top frames | "
          "repro |",
          "|---|---|---|---|---|---|---|"]
    for m in sorted(metas, key=lambda m: (m["kind"], m["test"], m["compiler"])):
        if m["kind"] == "wrong-code":
            what = "run exit status %s" % m.get("run_exit_status")
            pw = [k for k, v in (m.get("passes_with") or {}).items() if v]
            if pw:
                what += "; passes with " + " / ".join(pw)
        elif m["compiler"].startswith("clang"):
            what = "; ".join(x for x in [
                ("Running pass '%s'" % m["running_pass"]) if m.get("running_pass") else "",
                m.get("llvm_error") or "",
                " < ".join((m.get("named_frames") or m.get("frames") or [])[:3])] if x)
        else:
            msg = m.get("ice_message") or ""
            msg = re.sub(r"^.*?internal compiler error: ", "", msg)
            what = "; ".join(x for x in [m.get("during") or "", msg] if x)
        what = what.replace("|", "\\|")
        L.append("| %s | %s | `%s` | %s | %s | %s | %s |" % (
            m["test"].replace("gcc/testsuite/", ""), m["compiler"],
            m["flags"].replace("|", "\\|")[:120], m["kind"] + (" (dg-ice)" if
                                                               m.get("dg_ice_expected") else ""),
            ", ".join(m["prs"]) or "-", what[:300], m.get("reproduced", "?")))
    L += ["", "## Wall time", ""]
    tot = state.get("wall_seconds", 0)
    L.append("Total wall time of the campaign: %.1f min over %d invocation(s); %d compiles, "
             "%d runs of built tests." % (tot / 60, len(state.get("runs", [])), ncomp, nrun))
    for r in state.get("runs", []):
        L.append("- %s: %.1f min, %d compiles (%.1f min compiling) — `%s` %s" % (
            r["start"], r["seconds"] / 60, r["compiles"], r["compile_seconds"] / 60,
            " ".join(r["argv"]), r.get("note", "")))
    L += ["", "Compile outcomes:", "", "| compiler | outcome | compiles |", "|---|---|---|"]
    for (c, o), n in sorted(outcomes.items()):
        L.append("| %s | %s | %d |" % (c, o, n))
    if odd:
        L += ["", "## Not collected: hangs and ICE-after-error", "",
              "`timeout`: the compile did not finish in 30 s (compile-time hog or hang). "
              "`confused`: GCC hit an internal error after having reported an error and, "
              "being a release build, only printed \"confused by earlier errors, bailing "
              "out\" (exit status 4), which names no pass or function.", "",
              "| outcome | test (language) | compiler | first flags |", "|---|---|---|---|"]
        seen = set()
        for (o, u, c), fl in sorted(odd.items()):
            if (o, u, c) in seen:
                continue
            seen.add((o, u, c))
            L.append("| %s | %s | %s | `%s` |" % (o, u, c, fl))
    L += ["", "## Method notes", "",
          "- Tests are chosen by the date of the ChangeLog entry that calls them new "
          "(`Backported from master` entries use the master date); the PR list is the "
          "entry's `PR component/NNNNN` lines, narrowed to the PR in the file name when "
          "there is one.",
          "- Options: the test's `dg-options` (else the directory's default options, as "
          "in its .exp file), plus `dg-additional-options`; target selectors are "
          "evaluated for x86_64-pc-linux-gnu (with this machine's AVX-512). C++ tests "
          "without -std run with -std=gnu++20 and with the standard their directory "
          "implies (cpp0x c++11, cpp1y c++14, cpp1z c++17, cpp2a c++20, cpp23 c++23 — "
          "c++2b for clang; c++26 is skipped). Torture directories use the "
          "lib/c-torture.exp option sets without LTO (clang: -O0 -O1 -O2 '-O3 -g' -Os).",
          "- gcc always gets -fno-report-bug (Debian's driver would otherwise re-run "
          "every ICE to save a preprocessed copy); clang always gets "
          "-fno-crash-diagnostics (no reproducer files), GCC-only options are dropped "
          "for clang, C tests get -Wno-error= for the pre-C99 idioms that clang 16 "
          "rejects, and an option a compiler reports as unknown is removed and the "
          "compile retried.",
          "- For each (compiler, test) the option sets are tried in order and the first "
          "failure is kept, so one test yields at most one directory per compiler.",
          "- Wrong code needs: failing run with the option set, exit 0 at -O0 with the "
          "same compiler, exit 0 with another compiler at -O2 (gcc-12's reference is "
          "clang-16, clang's is gcc-12). `passes with -fno-strict-aliasing / -fwrapv` "
          "marks tests whose failure goes away with those options (an aliasing or "
          "overflow reading to double-check; the GCC bug fixed by the PR is often "
          "exactly such a misoptimisation). Tests that need _BitInt > 128 bits could "
          "not be confirmed for clang-16 (no other compiler here builds them).",
          ]
    if skips:
        L += ["", "## Skipped", "",
              "Rows starting with `gcc:` / `clang:` count (test, language, compiler) "
              "triples for which the test's selectors left no option set; the others "
              "count test files.", "",
              "| reason | count | examples |", "|---|---|---|"]
        for reason, paths in sorted(skips.items(), key=lambda kv: -len(kv[1])):
            L.append("| %s | %d | %s |" % (reason.replace("|", "\\|"), len(paths),
                                          ", ".join(sorted(set(paths))[:3])))
    with open(os.path.join(out, "SUMMARY.md"), "w") as f:
        f.write("\n".join(L) + "\n")
    return metas


# --------------------------------------------------------------------------

def replay_pairs(summary):
    """The (compiler label, test) pairs of the failure table of an earlier SUMMARY.md."""
    pairs = set()
    with open(summary) as f:
        for line in f:
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            if len(cells) >= 7 and re.match(r"^(gcc|g\+\+|clang|clang\+\+)-\d+$", cells[1]):
                pairs.add((cells[1], cells[0]))
    return pairs


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--deb", required=True, help="gcc-14-source_*.deb")
    ap.add_argument("--out", default="/tmp/gcc-hunt")
    ap.add_argument("--limit", type=int, default=0, help="at most N test units (0 = all)")
    ap.add_argument("--compilers", default="gcc-12,clang-16,clang-14,clang-15",
                    help="comma list, run in this order (gcc-N, clang-N)")
    ap.add_argument("--since", default="2022-08", help="first ChangeLog month YYYY-MM")
    ap.add_argument("--until", default="2024-08", help="last ChangeLog month YYYY-MM")
    ap.add_argument("--budget-min", type=float, default=115.0,
                    help="stop starting new compiles after this many minutes")
    ap.add_argument("--extra", action="store_true",
                    help="also run gcc.dg outside gcc.dg/torture")
    ap.add_argument("--only", default="", help="regex on test path")
    ap.add_argument("--replay", default="",
                    help="a SUMMARY.md of an earlier hunt: run only its failures' "
                         "(compiler, test) pairs, with every option set up to the first "
                         "failing one, as the hunt did (give --since/--until/--extra/"
                         "--undated wide enough to hold them)")
    ap.add_argument("--undated", action="store_true",
                    help="also run torture tests that predate the ChangeLog files")
    ap.add_argument("--dry-run", action="store_true", help="list units and flag sets only")
    ap.add_argument("--summary-only", action="store_true")
    ap.add_argument("--verify", action="store_true",
                    help="only re-run the collected failures (meta.json 'reproduced') "
                         "and rewrite SUMMARY.md")
    args = ap.parse_args()

    out = os.path.abspath(args.out)
    root = extract(args.deb, out)
    testsuite = os.path.join(root, "gcc", "testsuite")
    camp = Campaign(args)
    cl = parse_changelogs(testsuite)
    units = camp.build_units(testsuite, cl)
    if args.only:
        units = [u for u in units if re.search(args.only, u["rel"])]
    wanted = replay_pairs(args.replay) if args.replay else None
    if wanted is not None:
        tests = {t for _, t in wanted}
        units = [u for u in units if u["rel"] in tests]
    if args.limit:
        units = units[:args.limit]
    comps = []
    for name in args.compilers.split(","):
        c = Compiler(name.strip())
        if c.probe():
            comps.append(c)
        else:
            print("compiler %s not found, skipped" % name, file=sys.stderr)
    print("%d ChangeLog tests, %d units in %s..%s, compilers %s" % (
        len(cl), len(units), args.since, args.until, [c.name for c in comps]), flush=True)
    if args.verify:
        camp.deadline = time.time() + args.budget_min * 60
        annotate_wrong_code(camp)
        verify_found(camp)
        camp.save_state("verify")
        args.summary_only = True
    if args.summary_only:
        # collect the per-compiler reasons for units that get no option set
        for u in units:
            for c in comps:
                sets, why = camp.flagsets(u, c)
                if sets is None:
                    camp.skip("%s: %s" % (c.kind, why.split(" (")[0]), u["key"])
        refresh_meta(out)
        write_summary(out, camp.skips)
        return
    if args.dry_run:
        for u in units:
            for c in comps:
                sets, why = camp.flagsets(u, c)
                print(c.name, u["key"], why or ["%s:%s" % (w, " ".join(f)) for f, w in sets])
        return
    stopped = "complete"
    try:
        for comp in comps:
            others = [c for c in comps if c is not comp]
            if comp.kind == "gcc":  # prefer a clang as the independent reference
                others = sorted(others, key=lambda c: -c.major)
            for i, u in enumerate(units):
                if (comp.name, u["key"]) in camp.done_units:
                    continue
                if wanted is not None and (comp.label(u["lang"]), u["rel"]) not in wanted:
                    continue
                if camp.out_of_time():
                    stopped = "budget exhausted at %s unit %d/%d" % (comp.name, i, len(units))
                    break
                camp.run_unit(comp, u, others)
                if i % 200 == 0:
                    print("[%s] %d/%d units, %.1f min" % (comp.name, i, len(units),
                                                          (time.time() - camp.t0) / 60),
                          flush=True)
            if camp.out_of_time():
                stopped = "budget exhausted during %s" % comp.name
                break
    except KeyboardInterrupt:
        stopped = "interrupted"
    finally:
        if stopped != "interrupted":
            annotate_wrong_code(camp)
            verify_found(camp)
        camp.save_state(stopped)
        refresh_meta(out)
        write_summary(out, camp.skips)
        shutil.rmtree(camp.tmp_root, ignore_errors=True)
    print("done:", stopped)


if __name__ == "__main__":
    main()

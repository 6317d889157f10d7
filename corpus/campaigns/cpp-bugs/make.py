#!/usr/bin/env python3
"""Writes /tmp/cppbugs/NAME/{prog.cc,test.sh,meta.json,failure.json} and labels.json.

Was run from a scratch folder (/tmp/cppbugs/gen) that held the original test files
(their text is each NAME/prog.cc). verify.py fills in first_error_line / reproduced afterwards.
"""
import json, os, shlex, stat

OUT = "/tmp/cppbugs"
GCCBZ = "https://gcc.gnu.org/bugzilla/show_bug.cgi?id="
GH = "https://github.com/llvm/llvm-project/issues/"

# ---------------------------------------------------------------- causes
CAUSES = {
    "gcc-pr108975-lambda-constexpr-array-bound": dict(
        compiler="g++-12", kind="ice", source=GCCBZ + "108975",
        summary="ICE in lookup_template_class_1 (cp/pt.cc): a constexpr local used "
                "as an array bound inside a lambda in a function template"),
    "gcc-pr110468-nsdmi-noexcept-dependent": dict(
        compiler="g++-12", kind="ice", source=GCCBZ + "110468",
        summary="ICE in nothrow_spec_p (cp/except.cc): NSDMI '= {}' of a member whose "
                "default constructor has a value-dependent noexcept-specifier"),
    "gcc-pr106890-nsdmi-this-virtual-base": dict(
        compiler="g++-12", kind="ice", source=GCCBZ + "106890",
        summary="ICE in expand_expr_real_1 (expr.cc): NSDMI using this->member of a "
                "virtual base in a class template, explicit instantiation"),
    "gcc-pr106925-nsdmi-array-default-arg": dict(
        compiler="g++-12", kind="ice", source=GCCBZ + "106925",
        summary="ICE Segmentation fault: '{}' NSDMI of a dependent array of a class "
                "with NSDMIs, used in a default argument"),
    "gcc-pr107079-constexpr-ref-this-nsdmi": dict(
        compiler="g++-12", kind="ice", source=GCCBZ + "107079",
        summary="ICE in cxx_eval_constant_expression (cp/constexpr.cc): constexpr "
                "reference bound to a temporary whose NSDMI stores 'this'"),
    "gcc-pr106829-omp-target-static-member": dict(
        compiler="g++-12", kind="ice", source=GCCBZ + "106829",
        summary="ICE in gimplify_expr (gimplify.cc) with -fopenmp: '#pragma omp target' "
                "in a static member function initializing a class-type local"),
    "gcc-pr111773-replaced-new-throws": dict(
        compiler="g++-12", kind="wrong-code", source=GCCBZ + "111773",
        summary="g++ -O1 and above miscompile a call to a user-replaced ::operator new "
                "that throws (abort at -O2/-O3, SIGSEGV at -O1; -O0 and clang exit 0)"),
    "gcc-pr111019-destructor-loop-hang": dict(
        compiler="g++-12", kind="wrong-code", source=GCCBZ + "111019",
        summary="g++ -O1 and above turn the list-unlinking loop of an always_inline "
                "destructor into an endless loop (the program hangs; -O0 and clang exit 0)"),
    "gcc-pr108166-cond-ref-wrong-value": dict(
        compiler="g++-12", kind="wrong-code", source=GCCBZ + "108166",
        summary="g++ -O2 and above compute a wrong value for 'b ? d : b' next to a "
                "conditional returning const int& (abort; -O0/-O1 and clang exit 0)"),
    "gcc-pr111245-assign-from-throwing-call": dict(
        compiler="g++-12", kind="wrong-code", source=GCCBZ + "111245",
        summary="g++ -O1 and above: after 'x = always_throws()' throws and is caught, "
                "x has been modified (abort; -O0 and clang exit 0)"),
    "gcc-coro-lambda-temporary-destroyed-twice": dict(
        compiler="g++-12", kind="wrong-code",
        source=GCCBZ + "100611 (and " + GCCBZ + "101367)",
        summary="coroutines, every -O level: a lambda with captures that is a "
                "temporary in a co_await / co_yield operand has its captured object "
                "destroyed twice (abort / invalid free)"),
    "clang-gh57410-constrained-template-template-param": dict(
        compiler="clang++-15", kind="crash", source=GH + "57410",
        summary="Segfault under Sema::CheckConstraintSatisfaction / "
                "Expr::EvaluateAsConstantExpr: alias template using a template "
                "template parameter with a constrained (concept) parameter"),
    "clang-gh58919-concept-pack-expansion": dict(
        compiler="clang++-15", kind="crash", source=GH + "58919",
        summary="Segfault in clang::desugarForDiagnostic: pack of type-constraints "
                "'always_true<T>... U' expanded against the enclosing class's pack"),
    "clang-gh58207-consteval-ctor-global-init": dict(
        compiler="clang++-15", kind="crash", source=GH + "58207",
        summary="Segfault in Expr::EvaluateAsConstantExpr from "
                "Sema::PopExpressionEvaluationContext: global initialized by a "
                "consteval constructor taking a consteval call's result"),
    "clang-gh53244-consteval-nested-temporary": dict(
        compiler="clang++-14", kind="crash", source=GH + "53244",
        summary="Segfault in the constant evaluator (reached from "
                "PopExpressionEvaluationContext) for A{A{}}.f() with consteval "
                "constructor and member function"),
    "clang-gh64047-loopvectorize-xor-cmp": dict(
        compiler="clang++-15", kind="wrong-code", source=GH + "64047",
        summary="clang -O2/-O3 (since clang 15; the issue points at LoopVectorize): "
                "loop 'c = i[f] ^= *e > *b' gives 1 instead of 4"),
}

# ---------------------------------------------------------------- failures
# crash: bug = buggy compiler spec, ref = other compiler spec (accepts),
#        grep = list of fixed strings that must all be in the buggy compile's output,
#        notgrep = fixed strings that must not be there (optional)
# vote:  bug, refs (two specs that agree), cond ("abort"|"hang"|"differ"),
#        ub = reference compiler spec for the sanitizer run
F = []

def crash(name, src, cause, bug, ref, grep, kind, source, testfile, fixed_in,
          notgrep=(), notes=""):
    F.append(dict(name=name, src=src, cause=cause, oracle="crash", bug=bug, ref=ref,
                  grep=list(grep), notgrep=list(notgrep), kind=kind, source=source,
                  testfile=testfile, fixed_in=fixed_in, notes=notes))

def vote(name, src, cause, bug, refs, cond, ub, source, testfile, fixed_in, notes=""):
    F.append(dict(name=name, src=src, cause=cause, oracle="vote", bug=bug, refs=refs,
                  cond=cond, ub=ub, kind="wrong-code", source=source, testfile=testfile,
                  fixed_in=fixed_in, notes=notes))

GT = "gcc-mirror/gcc:gcc/testsuite/"
G_FIX = "after GCC 12.2 (GCC 13 development; exact release/backport not verified here)"

crash("gcc-pr108975", "lambda-const11.C", "gcc-pr108975-lambda-constexpr-array-bound",
      "g++ -std=c++20", "clang++-15 -std=c++20",
      ["internal compiler error: in lookup_template_class_1, at cp/pt.cc"], "ice",
      GCCBZ + "108975", GT + "g++.dg/cpp0x/lambda/lambda-const11.C @ b1d131f8941cd30ee7904698e7d3bcc20686b61c",
      G_FIX, "original testcase of PR108975 (dg-do compile, target c++11)")
crash("gcc-pr108975-generic", "lambda-const11a.C", "gcc-pr108975-lambda-constexpr-array-bound",
      "g++ -std=c++20", "clang++-15 -std=c++20",
      ["internal compiler error: in lookup_template_class_1, at cp/pt.cc"], "ice",
      GCCBZ + "108975", GT + "g++.dg/cpp0x/lambda/lambda-const11a.C @ a53f988e36132761c8fe17da421b736e737dec30",
      G_FIX, "second testcase of the same PR: generic-lambda variant added with a "
      "follow-up commit; on 12.2 it ICEs at the same place (same array bound line)")
crash("gcc-pr110468", "pr110468.C", "gcc-pr110468-nsdmi-noexcept-dependent",
      "g++ -std=c++20", "clang++-15 -std=c++20",
      ["internal compiler error: in nothrow_spec_p, at cp/except.cc"], "ice",
      GCCBZ + "110468", "GCC testsuite file for PR c++/110468 (text from gcc-mirror/gcc)",
      "after GCC 12.2 (GCC 14 development, 2023; backports not verified here)")
crash("gcc-pr106890", "pr106890.C", "gcc-pr106890-nsdmi-this-virtual-base",
      "g++ -std=c++20", "clang++-15 -std=c++20",
      ["internal compiler error: in expand_expr_real_1, at expr.cc"], "ice",
      GCCBZ + "106890", "GCC testsuite file for PR c++/106890 (text from gcc-mirror/gcc)",
      "after GCC 12.2 (exact release not verified here)")
crash("gcc-pr106925", "pr106925.C", "gcc-pr106925-nsdmi-array-default-arg",
      "g++ -std=c++20", "clang++-15 -std=c++20",
      ["internal compiler error: Segmentation fault"], "ice",
      GCCBZ + "106925", "GCC testsuite file for PR c++/106925 (text from gcc-mirror/gcc)",
      G_FIX, "Debian's g++ prints no backtrace frames, so the check is the generic "
      "'internal compiler error: Segmentation fault' (weaker than a named function)")
crash("gcc-pr107079", "pr107079.C", "gcc-pr107079-constexpr-ref-this-nsdmi",
      "g++ -std=c++20", "clang++-15 -std=c++20",
      ["internal compiler error: in cxx_eval_constant_expression, at cp/constexpr.cc"], "ice",
      GCCBZ + "107079", "GCC testsuite file for PR c++/107079 (text from gcc-mirror/gcc)",
      G_FIX)
crash("gcc-pr106829", "pr106829.C", "gcc-pr106829-omp-target-static-member",
      "g++ -fopenmp", "clang++-15 -fopenmp",
      ["internal compiler error: in gimplify_expr, at gimplify.cc"], "ice",
      GCCBZ + "106829", GT + "g++.dg/gomp/pr106829.C @ 82bfbdca15292ca2ca614c7ec16b8fe10124ddd4",
      G_FIX)

vote("gcc-pr111773", "pr111773.C", "gcc-pr111773-replaced-new-throws",
     "g++ -O2", ["g++ -O0", "clang++-15 -O2"], "abort", "clang++-15",
     GCCBZ + "111773", GT + "g++.dg/torture/pr111773.C @ e91a81ab5fa4775be1967bff887953fe71b597c6",
     "after GCC 12.2 (GCC 14 development; backports not verified here)",
     "g++ -O2/-O3: abort (exit 134); g++ -O1: SIGSEGV; -O0 and clang: exit 0")
vote("gcc-pr111019", "pr111019.C", "gcc-pr111019-destructor-loop-hang",
     "g++ -O2", ["g++ -O0", "clang++-15 -O2"], "hang", "clang++-15",
     GCCBZ + "111019", GT + "g++.dg/torture/pr111019.C @ a0599b1b382d65972a94df7155b2697c37891560",
     "after GCC 12.2 (GCC 14 development; backports not verified here)",
     "g++ -O1/-O2/-O3: infinite loop (killed by the 5 s timeout, exit 137); "
     "-O0 and clang print 'test' and exit 0. Uses printf without <cstdio> (it comes "
     "in through <memory>/<string> in libstdc++ 12)")
vote("gcc-pr108166", "pr108166.C", "gcc-pr108166-cond-ref-wrong-value",
     "g++ -O2", ["g++ -O0", "clang++-15 -O2"], "abort", "clang++-15",
     GCCBZ + "108166", GT + "g++.dg/torture/pr108166.C @ 73e6dac17f3fb27a10f805faacc61875c66f35c4",
     "after GCC 12.2 (exact release not verified here)",
     "g++ -O2/-O3 abort; -O0/-O1 and clang exit 0")
vote("gcc-pr111245", "pr111245.C", "gcc-pr111245-assign-from-throwing-call",
     "g++ -O2", ["g++ -O0", "clang++-15 -O2"], "abort", "clang++-15",
     GCCBZ + "111245", GT + "g++.dg/torture/pr111245.C @ 83f764a9ac925d479ad3fee8c44e6053adb3475a",
     "after GCC 12.2 (GCC 14 development; backports not verified here)",
     "g++ -O1/-O2/-O3 abort; -O0 and clang exit 0")
vote("gcc-pr100611", "pr100611-noaddr.C", "gcc-coro-lambda-temporary-destroyed-twice",
     "g++ -std=c++20 -O0", ["clang++-15 -std=c++20 -O0", "clang++-16 -std=c++20 -O0"],
     "abort", "clang++-15 -std=c++20",
     GCCBZ + "100611", GT + "g++.dg/coroutines/pr100611.C @ 84a85305de56260ef9cea8116c05fa06d5e6f841",
     "after GCC 12.2 (fixed on trunk in 2024; exact release not verified here)",
     "MODIFIED: the four '<< \" \" << (void*)this' address prints were removed so that the "
     "output is the same from run to run and compiler to compiler (the vote compares "
     "output); the rest is the testsuite file. g++ aborts at every -O level "
     "('Foo was destroyed more than two times!'); the g++ sanitizer build shows the "
     "miscompilation itself (abort), the clang++-15 sanitizer build runs clean")
vote("gcc-pr101367", "pr101367.C", "gcc-coro-lambda-temporary-destroyed-twice",
     "g++ -std=c++20 -O0", ["clang++-15 -std=c++20 -O0", "clang++-16 -std=c++20 -O0"],
     "abort", "clang++-15 -std=c++20",
     GCCBZ + "101367", GT + "g++.dg/coroutines/pr101367.C @ 4308c343b8eae789ef5aa4ac2e33a1d4e6aca32a",
     "after GCC 12.2 (same fix as PR100611, see README; not verified here)",
     "second report of the coroutine double-destruction bug (co_yield of a temporary "
     "whose lambda captures a std::string): g++ 'free(): invalid pointer', abort, at "
     "every -O level; the g++ sanitizer build reports the double free (the bug "
     "itself), the clang++-15 sanitizer build runs clean")

crash("clang-gh57410", "gh57410.cc", "clang-gh57410-constrained-template-template-param",
      "clang++-15 -std=c++20 -fno-crash-diagnostics", "g++ -std=c++20",
      ["PLEASE submit a bug report", "clang::Sema::CheckConstraintSatisfaction",
       "clang::Expr::EvaluateAsConstantExpr"], "crash",
      GH + "57410", "reproducer from the issue description",
      "clang 16 (clang++-16 accepts; clang++-14 and -15 crash)")
crash("clang-gh58919", "gh58919.cc", "clang-gh58919-concept-pack-expansion",
      "clang++-15 -std=c++20 -fno-crash-diagnostics", "g++ -std=c++20",
      ["PLEASE submit a bug report", "clang::desugarForDiagnostic"], "crash",
      GH + "58919", "reproducer from the issue description",
      "clang 16 (clang++-16 and -14 accept; only 15 crashes)")
crash("clang-gh58207", "gh58207.cc", "clang-gh58207-consteval-ctor-global-init",
      "clang++-15 -std=c++20 -fno-crash-diagnostics", "g++ -std=c++20",
      ["PLEASE submit a bug report", "clang::Expr::EvaluateAsConstantExpr",
       "clang::Sema::PopExpressionEvaluationContext"], "crash",
      GH + "58207", "reduction by royjacobson in the issue thread",
      "clang 16 (clang++-16 and -14 accept; 15.0.6 still crashes)",
      notes="check also requires the crash frame #5 to be EvaluateAsConstantExpr "
      "itself (see test.sh), which separates it from clang-gh53244")
crash("clang-gh53244", "gh53244.cc", "clang-gh53244-consteval-nested-temporary",
      "clang++-14 -std=c++20 -fno-crash-diagnostics", "g++ -std=c++20",
      ["PLEASE submit a bug report", "clang::Expr::EvaluateAsConstantExpr",
       "clang::Sema::PopExpressionEvaluationContext"], "crash",
      GH + "53244", "reproducer from the issue description",
      "clang 16 (clang++-16 accepts; clang++-14 and -15 crash)",
      notes="clang++-15 crashes as well; frame #5 is an unnamed ExprConstant.cpp "
      "function, not EvaluateAsConstantExpr (test.sh rejects that shape, which is gh58207's)")

vote("clang-gh64047", "gh64047.cc", "clang-gh64047-loopvectorize-xor-cmp",
     "clang++-15 -O2", ["clang++-15 -O0", "g++ -O2"], "differ", "g++",
     GH + "64047", "reproducer from the issue description",
     "after clang 16 (clang++-16 -O2 also prints 1)",
     "MODIFIED: the issue's C file declares 'int printf(const char *, ...);'; here it is "
     "'extern \"C\" int printf(...)' so that it links as C++. clang++-15/16 -O2/-O3 print 1, "
     "clang -O0, clang++-14 and g++ print 4")


def cmd(spec, rest):
    return spec + " " + rest


def crash_script(f):
    lines = ["#!/bin/bash",
             f"# Interestingness test for {f['name']} ({f['source']}).",
             "# Exit 0 iff the buggy compiler still crashes the same way and the other",
             "# compiler still accepts the file. Runs in a directory holding prog.cc.",
             "ulimit -c 0",
             f"timeout 60 {cmd(f['bug'], '-c prog.cc -o bug.o')} > bug.log 2>&1",
             "st=$?",
             "[ $st -ne 0 ] || exit 1"]
    for g in f["grep"]:
        lines.append(f"grep -q -F {shlex.quote(g)} bug.log || exit 1")
    if f["name"] == "clang-gh58207":
        lines.append("grep -q -E '^ *#5 .*clang::Expr::EvaluateAsConstantExpr' bug.log || exit 1")
    if f["name"] == "clang-gh53244":
        lines.append("grep -q -E '^ *#5 .*clang::Expr::EvaluateAsConstantExpr' bug.log && exit 1")
    lines += [f"timeout 60 {cmd(f['ref'], '-c prog.cc -o ref.o')} > ref.log 2>&1 || exit 1",
              "exit 0", ""]
    return "\n".join(lines)


def vote_script(f):
    r1, r2 = f["refs"]
    cond = {
        "abort": ["# as in the bug: the buggy build aborts (SIGABRT, exit 134)",
                  "[ $b -eq 134 ] || exit 1"],
        "hang": ["# as in the bug: the buggy build runs into the 5 s timeout (killed, exit 137)",
                 "[ $b -eq 137 ] || exit 1"],
        "differ": ["# as in the bug: the buggy build exits normally with different output",
                   "[ $b -eq 0 ] || exit 1",
                   "cmp -s bug.out ref1.out && exit 1"],
    }[f["cond"]]
    lines = ["#!/bin/bash",
             f"# Interestingness test for {f['name']} ({f['source']}).",
             f"# Wrong code: '{f['bug']}' differs from '{r1}' and '{r2}', which agree;",
             f"# the program must run clean under '{f['ub']} -O0 -fsanitize=undefined,address'.",
             "# Runs in a directory holding prog.cc; exit 0 iff the bug is still there.",
             "ulimit -c 0",
             f"timeout 60 {cmd(r1, 'prog.cc -o ref1')} > /dev/null 2>&1 || exit 1",
             f"timeout 60 {cmd(r2, 'prog.cc -o ref2')} > /dev/null 2>&1 || exit 1",
             f"timeout 60 {cmd(f['bug'], 'prog.cc -o bug')} > /dev/null 2>&1 || exit 1",
             "timeout -s KILL 5 ./ref1 > ref1.out 2>&1; r1=$?",
             "timeout -s KILL 5 ./ref2 > ref2.out 2>&1; r2=$?",
             "[ $r1 -eq 0 ] && [ $r2 -eq 0 ] || exit 1",
             "cmp -s ref1.out ref2.out || exit 1",
             "timeout -s KILL 5 ./bug > bug.out 2>&1; b=$?"] + cond + [
             f"timeout 60 {f['ub']} -O0 -fsanitize=undefined,address prog.cc -o ub > /dev/null 2>&1 || exit 1",
             "timeout -s KILL 10 ./ub > ub.out 2>&1 || exit 1",
             "grep -q -E 'runtime error|AddressSanitizer|LeakSanitizer' ub.out && exit 1",
             "exit 0", ""]
    return "\n".join(lines)


def main():
    labels = {"schema": "creduce-rs-labels/1", "causes": {}, "failures": {}}
    for cid, c in sorted(CAUSES.items()):
        labels["causes"][cid] = {"compiler": c["compiler"], "summary": c["summary"],
                                 "kind": c["kind"], "source": c["source"],
                                 "minimal": None, "check": None}
    for f in F:
        d = os.path.join(OUT, f["name"])
        os.makedirs(d, exist_ok=True)
        text = open(f["src"]).read()
        open(os.path.join(d, "prog.cc"), "w").write(text)
        script = crash_script(f) if f["oracle"] == "crash" else vote_script(f)
        p = os.path.join(d, "test.sh")
        open(p, "w").write(script)
        os.chmod(p, 0o755)
        bugspec = shlex.split(f["bug"])
        meta = {"compiler": bugspec[0], "flags": bugspec[1:], "kind": f["kind"],
                "source": f["source"], "testcase_from": f["testfile"],
                "fixed_in": f["fixed_in"], "cause": f["cause"], "bytes": len(text.encode()),
                "original_name": f["src"], "notes": f["notes"]}
        if f["oracle"] == "crash":
            meta.update({"crash_check": f["grep"], "other_compiler": f["ref"],
                         "other_compiler_accepts": None, "first_error_line": None})
            fj = {"oracle": {"oracle": "crash", "cc": [f["bug"]], "ref": f["ref"]}}
        else:
            meta.update({"reference_compilers": f["refs"], "bug_behaviour": f["cond"],
                         "ub_check_compiler": f["ub"], "first_error_line": None})
            fj = {"oracle": {"oracle": "vote", "cc": [f["bug"]] + f["refs"],
                             "compile_timeout": 60.0, "run_timeout": 5.0}}
        json.dump(meta, open(os.path.join(d, "meta.json"), "w"), indent=1)
        json.dump(fj, open(os.path.join(d, "failure.json"), "w"), indent=1)
        labels["failures"][f["name"]] = f["cause"]
    json.dump(labels, open(os.path.join(OUT, "labels.json"), "w"), indent=1, sort_keys=False)
    print(len(F), "failures,", len(CAUSES), "causes")


if __name__ == "__main__":
    main()

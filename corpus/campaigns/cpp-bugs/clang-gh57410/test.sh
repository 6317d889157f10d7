#!/bin/bash
# Interestingness test for clang-gh57410 (https://github.com/llvm/llvm-project/issues/57410).
# Exit 0 iff the buggy compiler still crashes the same way and the other
# compiler still accepts the file. Runs in a directory holding prog.cc.
ulimit -c 0
timeout 60 clang++-15 -std=c++20 -fno-crash-diagnostics -c prog.cc -o bug.o > bug.log 2>&1
st=$?
[ $st -ne 0 ] || exit 1
grep -q -F 'PLEASE submit a bug report' bug.log || exit 1
grep -q -F clang::Sema::CheckConstraintSatisfaction bug.log || exit 1
grep -q -F clang::Expr::EvaluateAsConstantExpr bug.log || exit 1
timeout 60 g++ -std=c++20 -c prog.cc -o ref.o > ref.log 2>&1 || exit 1
exit 0

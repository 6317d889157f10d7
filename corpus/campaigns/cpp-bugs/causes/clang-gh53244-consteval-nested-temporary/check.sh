#!/bin/bash
# check.sh FILE: exit 0 iff FILE shows clang-gh53244-consteval-nested-temporary:
# clang-gh53244/test.sh accepts it.
# Segfault in the constant evaluator (reached from PopExpressionEvaluationContext) for A{A{}}.f() with consteval constructor and member function
set -u
F=$(realpath "$1")
here=$(cd "$(dirname "$0")" && pwd)
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
trap 'exit 130' INT TERM
has() {
    tr -d ' \t\n' <"$F" | grep -Eq -- "$1"
}
cp "$F" "$T/prog.cc"
(cd "$T" && bash "$here/../../clang-gh53244/test.sh") || exit 1
exit 0

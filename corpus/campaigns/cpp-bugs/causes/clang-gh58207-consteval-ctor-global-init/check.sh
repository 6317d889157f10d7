#!/bin/bash
# check.sh FILE: exit 0 iff FILE shows clang-gh58207-consteval-ctor-global-init:
# clang-gh58207/test.sh accepts it.
# Segfault in Expr::EvaluateAsConstantExpr from Sema::PopExpressionEvaluationContext: global initialized by a consteval constructor taking a consteval call's result
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
(cd "$T" && bash "$here/../../clang-gh58207/test.sh") || exit 1
exit 0

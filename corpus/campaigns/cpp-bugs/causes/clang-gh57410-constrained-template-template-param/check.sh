#!/bin/bash
# check.sh FILE: exit 0 iff FILE shows clang-gh57410-constrained-template-template-param:
# clang-gh57410/test.sh accepts it.
# Segfault under Sema::CheckConstraintSatisfaction / Expr::EvaluateAsConstantExpr: alias template using a template template parameter with a constrained (concept) parameter
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
(cd "$T" && bash "$here/../../clang-gh57410/test.sh") || exit 1
exit 0

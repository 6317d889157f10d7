#!/bin/bash
# check.sh FILE: exit 0 iff FILE shows clang-gh58207-consteval-ctor-global-init:
# clang-gh58207/test.sh accepts it.
# Segfault in Expr::EvaluateAsConstantExpr from Sema::PopExpressionEvaluationContext: global initialized by a consteval constructor taking a consteval call's result
. "$(dirname "$0")/../lib.sh"
accepted_by clang-gh58207 || exit 1
exit 0

#!/bin/bash
# check.sh FILE: exit 0 iff FILE shows clang-gh53244-consteval-nested-temporary:
# clang-gh53244/test.sh accepts it.
# Segfault in the constant evaluator (reached from PopExpressionEvaluationContext) for A{A{}}.f() with consteval constructor and member function
. "$(dirname "$0")/../lib.sh"
accepted_by clang-gh53244 || exit 1
exit 0

#!/bin/bash
# check.sh FILE: exit 0 iff FILE shows clang-gh57410-constrained-template-template-param:
# clang-gh57410/test.sh accepts it.
# Segfault under Sema::CheckConstraintSatisfaction / Expr::EvaluateAsConstantExpr: alias template using a template template parameter with a constrained (concept) parameter
. "$(dirname "$0")/../lib.sh"
accepted_by clang-gh57410 || exit 1
exit 0

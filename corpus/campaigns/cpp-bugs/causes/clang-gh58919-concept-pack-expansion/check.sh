#!/bin/bash
# check.sh FILE: exit 0 iff FILE shows clang-gh58919-concept-pack-expansion:
# clang-gh58919/test.sh accepts it.
# Segfault in clang::desugarForDiagnostic: pack of type-constraints 'always_true<T>... U' expanded against the enclosing class's pack
. "$(dirname "$0")/../lib.sh"
accepted_by clang-gh58919 || exit 1
exit 0

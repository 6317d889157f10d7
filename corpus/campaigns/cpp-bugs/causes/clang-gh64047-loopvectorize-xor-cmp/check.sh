#!/bin/bash
# check.sh FILE: exit 0 iff FILE shows clang-gh64047-loopvectorize-xor-cmp:
# clang-gh64047/test.sh accepts it.
# clang -O2/-O3 (since clang 15; the issue points at LoopVectorize): loop 'c = i[f] ^= *e > *b' gives 1 instead of 4
. "$(dirname "$0")/../lib.sh"
accepted_by clang-gh64047 || exit 1
exit 0

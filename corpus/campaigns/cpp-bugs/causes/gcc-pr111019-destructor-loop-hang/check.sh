#!/bin/bash
# check.sh FILE: exit 0 iff FILE shows gcc-pr111019-destructor-loop-hang:
# gcc-pr111019/test.sh accepts it.
# g++ -O1 and above turn the list-unlinking loop of an always_inline destructor into an endless loop (the program hangs; -O0 and clang exit 0)
. "$(dirname "$0")/../lib.sh"
accepted_by gcc-pr111019 || exit 1
exit 0

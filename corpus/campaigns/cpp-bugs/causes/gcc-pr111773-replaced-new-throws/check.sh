#!/bin/bash
# check.sh FILE: exit 0 iff FILE shows gcc-pr111773-replaced-new-throws:
# gcc-pr111773/test.sh accepts it and it replaces `operator new`.
# g++ -O1 and above miscompile a call to a user-replaced ::operator new that throws (abort at -O2/-O3, SIGSEGV at -O1; -O0 and clang exit 0)
. "$(dirname "$0")/../lib.sh"
accepted_by gcc-pr111773 || exit 1
has 'operatornew' || exit 1
exit 0

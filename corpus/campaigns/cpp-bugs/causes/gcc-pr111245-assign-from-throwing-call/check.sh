#!/bin/bash
# check.sh FILE: exit 0 iff FILE shows gcc-pr111245-assign-from-throwing-call:
# gcc-pr111245/test.sh accepts it and it throws, with no replaced `operator new`.
# g++ -O1 and above: after 'x = always_throws()' throws and is caught, x has been modified (abort; -O0 and clang exit 0)
. "$(dirname "$0")/../lib.sh"
accepted_by gcc-pr111245 || exit 1
has 'throw' || exit 1
has 'operatornew' && exit 1
exit 0

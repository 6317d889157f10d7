#!/bin/bash
# check.sh FILE: exit 0 iff FILE shows gcc-pr108166-cond-ref-wrong-value:
# gcc-pr108166/test.sh accepts it and it has neither `throw` nor `operator new` (the three g++ -O2 aborts' test.sh accept each other's programs; what tells them apart is what the program is made of).
# g++ -O2 and above compute a wrong value for 'b ? d : b' next to a conditional returning const int& (abort; -O0/-O1 and clang exit 0)
. "$(dirname "$0")/../lib.sh"
accepted_by gcc-pr108166 || exit 1
has 'throw' && exit 1
has 'operatornew' && exit 1
exit 0

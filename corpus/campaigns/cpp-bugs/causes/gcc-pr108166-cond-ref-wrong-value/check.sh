#!/bin/bash
# check.sh FILE: exit 0 iff FILE shows gcc-pr108166-cond-ref-wrong-value:
# gcc-pr108166/test.sh accepts it and it has neither `throw` nor `operator new` (the three g++ -O2 aborts' test.sh accept each other's programs; what tells them apart is what the program is made of).
# g++ -O2 and above compute a wrong value for 'b ? d : b' next to a conditional returning const int& (abort; -O0/-O1 and clang exit 0)
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
(cd "$T" && bash "$here/../../gcc-pr108166/test.sh") || exit 1
has 'throw' && exit 1
has 'operatornew' && exit 1
exit 0

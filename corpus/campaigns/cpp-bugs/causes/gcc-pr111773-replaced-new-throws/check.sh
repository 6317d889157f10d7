#!/bin/bash
# check.sh FILE: exit 0 iff FILE shows gcc-pr111773-replaced-new-throws:
# gcc-pr111773/test.sh accepts it and it replaces `operator new`.
# g++ -O1 and above miscompile a call to a user-replaced ::operator new that throws (abort at -O2/-O3, SIGSEGV at -O1; -O0 and clang exit 0)
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
(cd "$T" && bash "$here/../../gcc-pr111773/test.sh") || exit 1
has 'operatornew' || exit 1
exit 0

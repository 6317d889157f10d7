#!/bin/bash
# check.sh FILE: exit 0 iff FILE shows gcc-pr111019-destructor-loop-hang:
# gcc-pr111019/test.sh accepts it.
# g++ -O1 and above turn the list-unlinking loop of an always_inline destructor into an endless loop (the program hangs; -O0 and clang exit 0)
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
(cd "$T" && bash "$here/../../gcc-pr111019/test.sh") || exit 1
exit 0

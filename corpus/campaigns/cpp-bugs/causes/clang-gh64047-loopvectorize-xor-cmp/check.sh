#!/bin/bash
# check.sh FILE: exit 0 iff FILE shows clang-gh64047-loopvectorize-xor-cmp:
# clang-gh64047/test.sh accepts it.
# clang -O2/-O3 (since clang 15; the issue points at LoopVectorize): loop 'c = i[f] ^= *e > *b' gives 1 instead of 4
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
(cd "$T" && bash "$here/../../clang-gh64047/test.sh") || exit 1
exit 0

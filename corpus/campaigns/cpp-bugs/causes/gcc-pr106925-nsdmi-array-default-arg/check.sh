#!/bin/bash
# check.sh FILE: exit 0 iff FILE shows gcc-pr106925-nsdmi-array-default-arg:
# gcc-pr106925/test.sh accepts it.
# ICE Segmentation fault: '{}' NSDMI of a dependent array of a class with NSDMIs, used in a default argument
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
(cd "$T" && bash "$here/../../gcc-pr106925/test.sh") || exit 1
exit 0

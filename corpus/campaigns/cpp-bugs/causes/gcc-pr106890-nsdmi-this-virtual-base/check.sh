#!/bin/bash
# check.sh FILE: exit 0 iff FILE shows gcc-pr106890-nsdmi-this-virtual-base:
# gcc-pr106890/test.sh accepts it.
# ICE in expand_expr_real_1 (expr.cc): NSDMI using this->member of a virtual base in a class template, explicit instantiation
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
(cd "$T" && bash "$here/../../gcc-pr106890/test.sh") || exit 1
exit 0

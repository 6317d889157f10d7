#!/bin/bash
# check.sh FILE: exit 0 iff FILE shows gcc-pr106829-omp-target-static-member:
# gcc-pr106829/test.sh accepts it.
# ICE in gimplify_expr (gimplify.cc) with -fopenmp: '#pragma omp target' in a static member function initializing a class-type local
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
(cd "$T" && bash "$here/../../gcc-pr106829/test.sh") || exit 1
exit 0

#!/bin/bash
# check.sh FILE: exit 0 iff FILE shows gcc-pr107079-constexpr-ref-this-nsdmi:
# gcc-pr107079/test.sh accepts it.
# ICE in cxx_eval_constant_expression (cp/constexpr.cc): constexpr reference bound to a temporary whose NSDMI stores 'this'
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
(cd "$T" && bash "$here/../../gcc-pr107079/test.sh") || exit 1
exit 0

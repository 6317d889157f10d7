#!/bin/bash
# check.sh FILE: exit 0 iff FILE shows gcc-pr110468-nsdmi-noexcept-dependent:
# gcc-pr110468/test.sh accepts it.
# ICE in nothrow_spec_p (cp/except.cc): NSDMI '= {}' of a member whose default constructor has a value-dependent noexcept-specifier
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
(cd "$T" && bash "$here/../../gcc-pr110468/test.sh") || exit 1
exit 0

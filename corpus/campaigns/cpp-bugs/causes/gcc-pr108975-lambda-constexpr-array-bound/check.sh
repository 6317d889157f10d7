#!/bin/bash
# check.sh FILE: exit 0 iff FILE shows gcc-pr108975-lambda-constexpr-array-bound:
# gcc-pr108975/test.sh accepts it.
# ICE in lookup_template_class_1 (cp/pt.cc): a constexpr local used as an array bound inside a lambda in a function template
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
(cd "$T" && bash "$here/../../gcc-pr108975/test.sh") || exit 1
exit 0

#!/bin/bash
# check.sh FILE: exit 0 iff FILE shows clang-gh58919-concept-pack-expansion:
# clang-gh58919/test.sh accepts it.
# Segfault in clang::desugarForDiagnostic: pack of type-constraints 'always_true<T>... U' expanded against the enclosing class's pack
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
(cd "$T" && bash "$here/../../clang-gh58919/test.sh") || exit 1
exit 0

#!/bin/bash
# check.sh FILE: exit 0 iff FILE shows gcc-coro-lambda-temporary-destroyed-twice:
# gcc-pr100611/test.sh accepts it.
# coroutines, every -O level: a lambda with captures that is a temporary in a co_await / co_yield operand has its captured object destroyed twice (abort / invalid free)
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
(cd "$T" && bash "$here/../../gcc-pr100611/test.sh") || exit 1
exit 0

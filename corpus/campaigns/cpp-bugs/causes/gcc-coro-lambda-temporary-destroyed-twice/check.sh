#!/bin/bash
# check.sh FILE: exit 0 iff FILE shows gcc-coro-lambda-temporary-destroyed-twice:
# gcc-pr100611/test.sh accepts it.
# coroutines, every -O level: a lambda with captures that is a temporary in a co_await / co_yield operand has its captured object destroyed twice (abort / invalid free)
. "$(dirname "$0")/../lib.sh"
accepted_by gcc-pr100611 || exit 1
exit 0

#!/bin/sh
# pcc computes a shift whose value and count are both divisions or remainders wrongly
# (the second division clobbers the first's result): a wrong value, or a later division
# by that value dies of SIGFPE.
. "$(dirname "$0")/../lib.sh"
builds pcc || exit 1
prints_ng || dies 8 || exit 1
# Each operand in parentheses or not: `a % b << c % d` is `(a % b) << (c % d)`.
has '[%/]([^;]*\)|[A-Za-z0-9_]+)(<<|>>)(\([^;]*|[A-Za-z0-9_]+)[%/]'

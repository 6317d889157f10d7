#!/bin/sh
# pcc decides (LLONG_MIN + a) >= 0 as true: the comparison of a sum with 0 is rewritten
# in a way that overflows.
. "$(dirname "$0")/../lib.sh"
builds pcc || exit 1
prints_ng || exit 1
# `((-9223372036854775807L - 1) + a) >= 0`, or the same without its parentheses.
has '9223372036854775807[lL]*-1\)?\+[A-Za-z_][A-Za-z0-9_]*\)?(>=|<|>|<=)0'

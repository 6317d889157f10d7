#!/bin/sh
# chibicc rejects a file-scope address constant of a multi-dimensional array's element
# (&g[1][2], or g[0] decaying to &g[0][0]) as not a compile-time constant.
. "$(dirname "$0")/../lib.sh"
rejects chibicc || exit 1
says 'not a compile-time constant' || exit 1
has '=\{*&?\(*[A-Za-z_][A-Za-z0-9_]*\['

#!/bin/sh
# chibicc's cc1 dies of SIGSEGV (the driver exits 1, saying nothing) looking up a member
# declared after an unnamed bit-field.
. "$(dirname "$0")/../lib.sh"
rejects chibicc || exit 1
silent || exit 1
has '(int|unsigned|signed|short|char|long):[0-9]+;'

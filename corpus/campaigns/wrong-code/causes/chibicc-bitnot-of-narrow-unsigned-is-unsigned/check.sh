#!/bin/sh
# chibicc gives ~a an unsigned type when a is an unsigned char or short; it is promoted to
# int first, so ~0 is -1 and -1 >> 1 is -1, not 2147483647. A later division by a
# comparison of it can die of SIGFPE.
. "$(dirname "$0")/../lib.sh"
builds chibicc || exit 1
prints_ng || dies 8 || exit 1
has 'unsigned(char|short)' && has '~'

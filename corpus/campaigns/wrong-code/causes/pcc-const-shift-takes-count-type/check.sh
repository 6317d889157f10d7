#!/bin/sh
# pcc folds a constant shift whose count is an unsigned or long constant in the count's
# type, not the promoted left operand's: -128 >> 1UL is a huge unsigned long (a logical
# shift), 0 >> 0u is unsigned, 265u << 30L does not wrap. A later division by the wrong value can die of SIGFPE.
. "$(dirname "$0")/../lib.sh"
builds pcc || exit 1
prints_ng || dies 8 || exit 1
has '[0-9][uUlL]*\)?(<<|>>)[0-9]+[uUlL]+'

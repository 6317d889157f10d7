#!/bin/sh
# pcc returns a 16-byte struct whose first eightbyte is a double and whose second is an
# integer or pointer (SSE then INTEGER class) wrongly: the caller crashes or reads garbage.
. "$(dirname "$0")/../lib.sh"
builds pcc || exit 1
dies 11 || prints_ng || exit 1
has 'struct[A-Za-z0-9_]*\{double[A-Za-z0-9_]*;(unsigned|signed)?(int|long|short|char)'

#!/bin/sh
# chibicc gives an unnamed zero-width bit-field an initializer, so a braced initializer
# lands on a scalar: expected '}'.
. "$(dirname "$0")/../lib.sh"
rejects chibicc || exit 1
says "expected '}'" || exit 1
has '(int|unsigned|signed|short|char|long):0;' && has '=\{'

#!/bin/sh
# pcc cannot generate code for an unsigned % whose divisor is a cast to unsigned of an
# expression folded late (a shift by zero, a constant || or &&). The cast may name a
# typedef of unsigned.
. "$(dirname "$0")/../lib.sh"
rejects pcc || exit 1
says 'Cannot generate code' || exit 1
has '%\((unsigned(int)?|[A-Za-z_][A-Za-z0-9_]*)\)\('

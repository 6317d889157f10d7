#!/bin/sh
# tcc computes 1 || ((a && 1) || 0) as 0: a constant true left of || followed by a nested
# logical expression with constant operands. A later division by it dies of SIGFPE.
. "$(dirname "$0")/../lib.sh"
builds tcc || exit 1
prints_ng || dies 8 || exit 1
has '(^|[^0-9A-Za-z_.])1[uU]?\|\|\(+[A-Za-z_][A-Za-z0-9_]*(&&|\|\|)[0-9]'

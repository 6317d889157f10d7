#!/bin/sh
# pcc folds a float constant combined with a double constant (106.0f + 1.0) into a float
# constant, so what it multiplies is computed in float, not double.
. "$(dirname "$0")/../lib.sh"
builds pcc || exit 1
prints_ng || exit 1
has '[0-9]\.[0-9]*[fF][-+*/]+-?[0-9]+\.[0-9]*([^0-9fF.]|$)'

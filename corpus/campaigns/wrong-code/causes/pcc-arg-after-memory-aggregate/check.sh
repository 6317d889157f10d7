#!/bin/sh
# pcc passes an argument wrongly when it follows an aggregate passed in memory (over 16
# bytes): a small aggregate, or a scalar after a long double, arrives with other bytes.
. "$(dirname "$0")/../lib.sh"
builds pcc || exit 1
prints_ng || exit 1
has '\([^(){};]*(struct|union)[^(){};]*,[^(){};]*(struct|union|longdouble)[^(){};]*\)\{'

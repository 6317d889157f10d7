#!/bin/sh
# pcc crashes returning a union of a long double and a double.
. "$(dirname "$0")/../lib.sh"
builds pcc || exit 1
dies 11 || exit 1
has 'union[A-Za-z0-9_]*\{longdouble[A-Za-z0-9_]*;double'

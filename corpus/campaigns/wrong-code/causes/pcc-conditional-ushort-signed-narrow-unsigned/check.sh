#!/bin/sh
# pcc gives c ? x : y an unsigned type when one arm is an unsigned short and the other a
# signed short or char; both promote to int, so a negative arm stays negative.
. "$(dirname "$0")/../lib.sh"
builds pcc || exit 1
prints_ng || exit 1
has 'unsignedshort' && has '(^|[;{(,])(const|volatile|static)*(short|char|signedchar)[A-Za-z_]' && has '\?[^:;]*:'

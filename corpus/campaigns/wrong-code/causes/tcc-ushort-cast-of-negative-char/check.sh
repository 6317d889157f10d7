#!/bin/sh
# tcc converts a negative char to unsigned short without truncating to 16 bits:
# (unsigned short) (char) -105 is 4294967191, not 65431.
. "$(dirname "$0")/../lib.sh"
builds tcc || exit 1
prints_ng || exit 1
has '\(unsignedshort\)'

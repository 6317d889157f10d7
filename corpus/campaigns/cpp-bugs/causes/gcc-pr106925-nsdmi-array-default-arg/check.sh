#!/bin/bash
# check.sh FILE: exit 0 iff FILE shows gcc-pr106925-nsdmi-array-default-arg:
# gcc-pr106925/test.sh accepts it.
# ICE Segmentation fault: '{}' NSDMI of a dependent array of a class with NSDMIs, used in a default argument
. "$(dirname "$0")/../lib.sh"
accepted_by gcc-pr106925 || exit 1
exit 0

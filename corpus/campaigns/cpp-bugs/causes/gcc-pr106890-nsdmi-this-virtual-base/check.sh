#!/bin/bash
# check.sh FILE: exit 0 iff FILE shows gcc-pr106890-nsdmi-this-virtual-base:
# gcc-pr106890/test.sh accepts it.
# ICE in expand_expr_real_1 (expr.cc): NSDMI using this->member of a virtual base in a class template, explicit instantiation
. "$(dirname "$0")/../lib.sh"
accepted_by gcc-pr106890 || exit 1
exit 0

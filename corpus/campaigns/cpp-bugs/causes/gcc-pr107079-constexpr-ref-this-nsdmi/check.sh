#!/bin/bash
# check.sh FILE: exit 0 iff FILE shows gcc-pr107079-constexpr-ref-this-nsdmi:
# gcc-pr107079/test.sh accepts it.
# ICE in cxx_eval_constant_expression (cp/constexpr.cc): constexpr reference bound to a temporary whose NSDMI stores 'this'
. "$(dirname "$0")/../lib.sh"
accepted_by gcc-pr107079 || exit 1
exit 0

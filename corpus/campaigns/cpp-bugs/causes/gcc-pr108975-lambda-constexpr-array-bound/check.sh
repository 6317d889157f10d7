#!/bin/bash
# check.sh FILE: exit 0 iff FILE shows gcc-pr108975-lambda-constexpr-array-bound:
# gcc-pr108975/test.sh accepts it.
# ICE in lookup_template_class_1 (cp/pt.cc): a constexpr local used as an array bound inside a lambda in a function template
. "$(dirname "$0")/../lib.sh"
accepted_by gcc-pr108975 || exit 1
exit 0

#!/bin/bash
# check.sh FILE: exit 0 iff FILE shows gcc-pr110468-nsdmi-noexcept-dependent:
# gcc-pr110468/test.sh accepts it.
# ICE in nothrow_spec_p (cp/except.cc): NSDMI '= {}' of a member whose default constructor has a value-dependent noexcept-specifier
. "$(dirname "$0")/../lib.sh"
accepted_by gcc-pr110468 || exit 1
exit 0

#!/bin/bash
# check.sh FILE: exit 0 iff FILE shows gcc-pr106829-omp-target-static-member:
# gcc-pr106829/test.sh accepts it.
# ICE in gimplify_expr (gimplify.cc) with -fopenmp: '#pragma omp target' in a static member function initializing a class-type local
. "$(dirname "$0")/../lib.sh"
accepted_by gcc-pr106829 || exit 1
exit 0

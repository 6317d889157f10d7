#!/bin/bash
# Interestingness test for gcc-pr106925 (https://gcc.gnu.org/bugzilla/show_bug.cgi?id=106925).
# Exit 0 iff the buggy compiler still crashes the same way and the other
# compiler still accepts the file. Runs in a directory holding prog.cc.
ulimit -c 0
timeout 60 g++ -std=c++20 -c prog.cc -o bug.o > bug.log 2>&1
st=$?
[ $st -ne 0 ] || exit 1
grep -q -F 'internal compiler error: Segmentation fault' bug.log || exit 1
timeout 60 clang++-15 -std=c++20 -c prog.cc -o ref.o > ref.log 2>&1 || exit 1
exit 0

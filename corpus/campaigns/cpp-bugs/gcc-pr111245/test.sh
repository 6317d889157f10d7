#!/bin/bash
# Interestingness test for gcc-pr111245 (https://gcc.gnu.org/bugzilla/show_bug.cgi?id=111245).
# Wrong code: 'g++ -O2' differs from 'g++ -O0' and 'clang++-15 -O2', which agree;
# the program must run clean under 'clang++-15 -O0 -fsanitize=undefined,address'.
# Runs in a directory holding prog.cc; exit 0 iff the bug is still there.
ulimit -c 0
timeout 60 g++ -O0 prog.cc -o ref1 > /dev/null 2>&1 || exit 1
timeout 60 clang++-15 -O2 prog.cc -o ref2 > /dev/null 2>&1 || exit 1
timeout 60 g++ -O2 prog.cc -o bug > /dev/null 2>&1 || exit 1
timeout -s KILL 5 ./ref1 > ref1.out 2>&1; r1=$?
timeout -s KILL 5 ./ref2 > ref2.out 2>&1; r2=$?
[ $r1 -eq 0 ] && [ $r2 -eq 0 ] || exit 1
cmp -s ref1.out ref2.out || exit 1
timeout -s KILL 5 ./bug > bug.out 2>&1; b=$?
# as in the bug: the buggy build aborts (SIGABRT, exit 134)
[ $b -eq 134 ] || exit 1
timeout 60 clang++-15 -O0 -fsanitize=undefined,address prog.cc -o ub > /dev/null 2>&1 || exit 1
timeout -s KILL 10 ./ub > ub.out 2>&1 || exit 1
grep -q -E 'runtime error|AddressSanitizer|LeakSanitizer' ub.out && exit 1
exit 0

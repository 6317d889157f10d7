#!/bin/bash
# Interestingness test for gcc-pr100611 (https://gcc.gnu.org/bugzilla/show_bug.cgi?id=100611).
# Wrong code: 'g++ -std=c++20 -O0' differs from 'clang++-15 -std=c++20 -O0' and 'clang++-16 -std=c++20 -O0', which agree;
# the program must run clean under 'clang++-15 -std=c++20 -O0 -fsanitize=undefined,address'.
# Runs in a directory holding prog.cc; exit 0 iff the bug is still there.
ulimit -c 0
timeout 60 clang++-15 -std=c++20 -O0 prog.cc -o ref1 > /dev/null 2>&1 || exit 1
timeout 60 clang++-16 -std=c++20 -O0 prog.cc -o ref2 > /dev/null 2>&1 || exit 1
timeout 60 g++ -std=c++20 -O0 prog.cc -o bug > /dev/null 2>&1 || exit 1
timeout -s KILL 5 ./ref1 > ref1.out 2>&1; r1=$?
timeout -s KILL 5 ./ref2 > ref2.out 2>&1; r2=$?
[ $r1 -eq 0 ] && [ $r2 -eq 0 ] || exit 1
cmp -s ref1.out ref2.out || exit 1
timeout -s KILL 5 ./bug > bug.out 2>&1; b=$?
# as in the bug: the buggy build aborts (SIGABRT, exit 134)
[ $b -eq 134 ] || exit 1
timeout 60 clang++-15 -std=c++20 -O0 -fsanitize=undefined,address prog.cc -o ub > /dev/null 2>&1 || exit 1
timeout -s KILL 10 ./ub > ub.out 2>&1 || exit 1
grep -q -E 'runtime error|AddressSanitizer|LeakSanitizer' ub.out && exit 1
exit 0

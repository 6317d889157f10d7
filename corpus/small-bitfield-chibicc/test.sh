#!/bin/bash
# Interesting (exit 0) iff gcc -O0 and gcc -O2 agree on the program's output and the
# chibicc build prints something else (chibicc does not promote an unsigned bit-field narrower than int to int).
F=bug.c
ulimit -c 0
timeout 30 gcc -w -O0 $F -o ref0.exe >/dev/null 2>&1 || exit 1
timeout 30 gcc -w -O2 $F -o ref2.exe >/dev/null 2>&1 || exit 1
timeout -s KILL 5 ./ref0.exe > out0.txt 2>/dev/null || exit 1
timeout -s KILL 5 ./ref2.exe > out2.txt 2>/dev/null || exit 1
cmp -s out0.txt out2.txt || exit 1
timeout 30 chibicc -c $F -o bug.o >/dev/null 2>&1 || exit 1
timeout 30 gcc -no-pie bug.o -o bug.exe >/dev/null 2>&1 || exit 1
timeout -s KILL 5 ./bug.exe > outb.txt 2>/dev/null || exit 1
! cmp -s out0.txt outb.txt

#!/bin/bash
# Interesting (exit 0) iff gcc accepts the program and chibicc rejects it with
# "not a compile-time constant" (chibicc's reject-valid bug for &a[i][j] in a static initializer).
F=bug.c
timeout 30 gcc -std=c99 -w -c $F -o ref.o >/dev/null 2>&1 || exit 1
timeout 30 chibicc -c $F -o bug.o > bug.txt 2>&1 && exit 1
grep -q 'not a compile-time constant' bug.txt

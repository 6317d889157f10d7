#!/bin/bash
# Interesting (exit 0) iff the gcc build passes all its checks and the chibicc build
# prints NG (a self-checking program, as `--oracle expect --cc chibicc --ref gcc`).
F=bug.c
ulimit -c 0
timeout 30 gcc -w $F -o ref.exe >/dev/null 2>&1 || exit 1
timeout -s KILL 5 ./ref.exe > ref.txt 2>&1 || exit 1
grep -qw NG ref.txt && exit 1
timeout 30 chibicc $F -o bug.exe >/dev/null 2>&1 || exit 1
timeout -s KILL 5 ./bug.exe > bug.txt 2>/dev/null
grep -qw NG bug.txt

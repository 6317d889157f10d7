#!/bin/sh
# Expected: exit status 0 at every level. gcc 12.2 at -O2/-O3 calls __builtin_abort (exit 134).
cd "$(dirname "$0")"; T=$(mktemp -d)
run() { timeout 30 nice -n 19 gcc "$@" prog.c -o $T/a && { (timeout 10 $T/a) 2>/dev/null; echo "gcc $*: exit=$?"; }; }
for o in O0 O1 O2 O3 Os; do run -$o; done
run -O2 -ftree-tail-merge           # the testsuite options; still fails
run -O2 -fno-tree-tail-merge        # still fails on 12.2
run -O2 -fno-strict-aliasing        # fixed: TBAA is needed for the bug
run -O2 -fno-tree-pre -fno-code-hoisting   # fixed: both flags gate the PRE pass, where the bad VN happens
rm -rf $T

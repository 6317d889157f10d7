#!/bin/sh
# Expected output at every level: -1560359471. gcc 12.2 at -O2/-O3/-Os prints -486617677.
cd "$(dirname "$0")"; T=$(mktemp -d)
for o in O0 O1 O2 O3 Os; do timeout 30 nice -n 19 gcc -w -$o prog.c -o $T/a && echo "gcc -$o: $(timeout 10 $T/a)"; done
for f in -fno-tree-scev-cprop -fwrapv; do timeout 30 nice -n 19 gcc -w -O2 $f prog.c -o $T/a && echo "gcc -O2 $f: $(timeout 10 $T/a)"; done
rm -rf $T

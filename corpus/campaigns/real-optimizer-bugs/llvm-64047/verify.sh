#!/bin/sh
# Expected: every line prints 4. Actual on clang-15/16 at -O2/-O3: 1.
cd "$(dirname "$0")"; T=$(mktemp -d)
for cc in clang-14 clang-15 clang-16; do
  command -v $cc >/dev/null || continue
  for o in O0 O2 O3; do
    timeout 30 nice -n 19 $cc -w -$o prog.c -o $T/a && echo "$cc -$o: $(timeout 10 $T/a)"
  done
done
# bisect: the first bad limit should name LoopVectorizePass
for n in 100 101; do
  timeout 30 clang-15 -w -O2 -mllvm -opt-bisect-limit=$n prog.c -o $T/b 2>$T/log
  echo "limit=$n -> $(timeout 10 $T/b)   $(grep "($n)" $T/log)"
done
rm -rf $T

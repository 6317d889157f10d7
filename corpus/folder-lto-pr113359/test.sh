#!/bin/bash
# Interestingness test for gcc.dg/lto/pr113359-3 (GCC PR 113359: LTO's identical code
# folding merges two functions that differ in their types), as gcc 12 still shows it.
# Runs in the folder (the project): exit 0 iff
#  - every translation unit is sound: the -O0 build without LTO, under UBSan and ASan,
#    runs to exit 0, and gcc -Wall finds nothing uninitialized or undeclared;
#  - the project's own build (make) links, and the program aborts (__builtin_abort);
#  - the cause still holds: the same LTO build with -fno-ipa-icf does not abort.
ulimit -c 0
T=$(mktemp -d) || exit 1
trap 'rm -rf "$T"' EXIT
UNITS=$(ls *.c 2>/dev/null) || exit 1
[ -n "$UNITS" ] || exit 1
for f in $UNITS; do
  timeout 30 gcc -O0 -Wall -Werror=uninitialized -Werror=maybe-uninitialized \
    -Werror=implicit-function-declaration -Werror=return-type -Werror=int-conversion \
    -c "$f" -o "$T/w.o" >/dev/null 2>&1 || exit 1
done
timeout 30 gcc -O0 -w -fsanitize=undefined,address -fno-sanitize-recover=all $UNITS \
  -o "$T/san" >/dev/null 2>&1 || exit 1
timeout 10 "$T/san" >/dev/null 2>&1 || exit 1
timeout 120 make -s prog >/dev/null 2>&1 || exit 1
timeout 10 ./prog >/dev/null 2>&1
[ $? -eq 134 ] || exit 1
timeout 120 make -s -B prog CFLAGS="$(make -s -p -n 2>/dev/null | sed -n 's/^CFLAGS = //p' | head -1) -fno-ipa-icf" >/dev/null 2>&1 || exit 1
timeout 10 ./prog >/dev/null 2>&1 || exit 1
exit 0

#!/bin/bash
# Copied from the project's shared tools: the independent yardstick for "still a valid program".
# usage: ubcheck.sh FILE.c — independent validity checks on a (reduced) C program.
# Needs gcc, clang-15 and valgrind (Debian packages).
# Prints one line: "clean" or the checkers that found a problem. Exit 0 iff clean.
f=$(readlink -f "$1"); t=$(mktemp -d); cd "$t" || exit 2
found=""
run() { timeout 30 "$@" >out.txt 2>&1; }
for cc in gcc clang-15; do for o in -O0 -O2; do
  if $cc $o -w -fsanitize=undefined,address,float-cast-overflow -fno-sanitize-recover=all "$f" -o s.exe -lm 2>/dev/null; then
    run ./s.exe; rc=$?; [ $rc -ne 0 ] && grep -qE 'runtime error|AddressSanitizer' out.txt && found="$found $cc$o-ubsan/asan"
  fi
done; done
if clang-15 -O0 -w -fsanitize=memory -fno-sanitize-recover=all "$f" -o m.exe -lm 2>/dev/null; then
  run ./m.exe; grep -q 'MemorySanitizer' out.txt && found="$found clang-msan"
fi
if gcc -O0 -w "$f" -o v.exe -lm 2>/dev/null; then
  timeout 60 valgrind -q --error-exitcode=99 ./v.exe >/dev/null 2>vg.txt; [ $? -eq 99 ] && found="$found valgrind"
fi
w=$( (gcc -std=c99 -O2 -Wall -Wextra -c "$f" -o w.o; clang-15 -std=c99 -O0 -Wall -Wextra -c "$f" -o w2.o) 2>&1 | grep -E 'uninitiali|is used uninit|may be used|array subscript .* (above|below|outside)|division by zero|control reaches end|non-void function does not return|implicit declaration|implicitly declaring|incompatible pointer|makes pointer from integer|makes integer from pointer|-Wformat|conflicting types|builtin-declaration-mismatch|incompatible redeclaration|type defaults to|type specifier missing|-Wimplicit-int|too few arguments|too many arguments|passing an object that undergoes default argument promotion' | head -3)
[ -n "$w" ] && found="$found warnings"
cd /; rm -rf "$t"
if [ -z "$found" ]; then echo clean; exit 0; fi
echo "UB:$found"; exit 1

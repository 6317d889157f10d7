#!/bin/bash
# usage: gen-valid.sh FILE.c — the generators' validity check for one program:
#   gcc -O0 -fsanitize=undefined,address,float-cast-overflow builds it, runs clean and
#   prints only OK; gcc and clang-15 at -O0 and -O2 print only OK; ubcheck.sh (the
#   yardstick) finds nothing.
# KNOWN_GCC_O2_FLAG (e.g. -mno-stv): a gcc -O2 failure that this flag makes go away is
#   counted as a known gcc bug (GCC PR116621: va_arg of a union holding a long double
#   faults at -O2 in gcc 12), not as an invalid program; it is printed as "known".
# Prints "ok FILE", "known FILE ..." or "BAD FILE why"; exit 1 only for BAD.
f=$1; here=$(cd "$(dirname "$0")" && pwd)
d=$(mktemp -d); trap 'rm -rf "$d"' EXIT
only_ok() { [ "$(cat "$d/o")" = "OK" ]; }
known=""
gcc -O0 -w -fsanitize=undefined,address,float-cast-overflow -fno-sanitize-recover=all "$f" -o "$d/s" -lm 2>"$d/e" \
  || { echo "BAD $f sanitizer build: $(head -c 200 "$d/e")"; exit 1; }
timeout 20 "$d/s" >"$d/o" 2>"$d/e"; only_ok || { echo "BAD $f sanitizer run: $(head -c 200 "$d/o" "$d/e")"; exit 1; }
for cc in gcc clang-15; do for o in -O0 -O2; do
  $cc $o -w "$f" -o "$d/x" -lm 2>/dev/null || { echo "BAD $f $cc $o does not compile"; exit 1; }
  timeout 20 "$d/x" >"$d/o" 2>/dev/null
  if ! only_ok; then
    if [ "$cc $o" = "gcc -O2" ] && [ -n "$KNOWN_GCC_O2_FLAG" ] \
       && gcc -O2 $KNOWN_GCC_O2_FLAG -w "$f" -o "$d/k" -lm && timeout 20 "$d/k" >"$d/o" 2>/dev/null && only_ok; then
      known="gcc -O2 fails, gcc -O2 $KNOWN_GCC_O2_FLAG passes"
    else
      echo "BAD $f $cc $o: $(head -c 200 "$d/o")"; exit 1
    fi
  fi
done; done
r=$(bash "$here/ubcheck.sh" "$f")
if [ "$r" != clean ]; then
  # The yardstick runs gcc -O2 with sanitizers: the known gcc bug shows there too.
  if [ -n "$known" ] && [ "$r" = "UB: gcc-O2-ubsan/asan" ]; then :; else echo "BAD $f ubcheck: $r"; exit 1; fi
fi
if [ -n "$known" ]; then echo "known $f $known"; else echo "ok $f"; fi

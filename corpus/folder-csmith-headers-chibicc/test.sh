#!/bin/bash
# Interestingness test for Csmith seed 1180 (the campaign's wc-s1180-chibicc) as Csmith
# wrote it: prog.c and Csmith's runtime headers in runtime/, not preprocessed. Runs in
# the folder: exit 0 iff gcc -O0, gcc -O2 and clang-15 -O2 agree on the output, chibicc
# (given the program preprocessed by gcc, as the campaign did) prints another one, and
# the program is sound: gcc -Wall finds nothing uninitialized or undeclared, and the
# UBSan/ASan build prints the reference output.
ulimit -c 0
T=$(mktemp -d) || exit 1
trap 'rm -rf "$T"' EXIT
F=prog.c
I=-Iruntime
PP='-U__GNUC__ -D__STRICT_ANSI__ -D__attribute__(x)= -D__extension__= -D__restrict= -D__inline=inline -D__asm__(x)= -D_Float32=csm_F32 -D_Float64=csm_F64 -D_Float32x=csm_F32x -D_Float64x=csm_F64x -D_Float128=csm_F128 -D__builtin_va_list=void*'
RT=5; ST=20; CT=60
timeout $CT gcc -w -O0 $I $F -o $T/ref0 -lm >/dev/null 2>&1 || exit 1
timeout $CT gcc -w -O2 $I $F -o $T/ref2 -lm >/dev/null 2>&1 || exit 1
timeout $CT clang-15 -w -O2 $I $F -o $T/refc -lm >/dev/null 2>&1 || exit 1
timeout -s KILL $RT $T/ref0 > $T/out0 2>/dev/null || exit 1
timeout -s KILL $RT $T/ref2 > $T/out2 2>/dev/null || exit 1
timeout -s KILL $RT $T/refc > $T/outc 2>/dev/null || exit 1
cmp -s $T/out0 $T/out2 || exit 1
cmp -s $T/out0 $T/outc || exit 1
timeout $CT gcc -E -P $I $PP $F -o $T/pp.c >/dev/null 2>&1 || exit 1
timeout $CT chibicc -c $T/pp.c -o $T/bug.o >/dev/null 2>&1 || exit 1
timeout $CT gcc -no-pie $T/bug.o -o $T/bug -lm >/dev/null 2>&1 || exit 1
timeout -s KILL $RT $T/bug > $T/outb 2>/dev/null || exit 1
cmp -s $T/out0 $T/outb && exit 1
timeout $CT gcc -O0 -Wall -Wextra -Werror=uninitialized -Werror=maybe-uninitialized \
  -Werror=return-type -Werror=implicit-function-declaration -Werror=int-conversion \
  -Werror=incompatible-pointer-types $I -c $F -o $T/w.o >/dev/null 2>&1 || exit 1
timeout $CT gcc -w -O0 -fsanitize=undefined,address,float-cast-overflow -fno-sanitize-recover=all \
  $I $F -o $T/san -lm >/dev/null 2>&1 || exit 1
ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=halt_on_error=1 \
  timeout -s KILL $ST $T/san > $T/outs 2>/dev/null || exit 1
cmp -s $T/out0 $T/outs || exit 1
exit 0

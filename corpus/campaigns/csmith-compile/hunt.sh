#!/bin/bash
# Csmith swarm hunt for COMPILE-TIME failures of chibicc, pcc and tcc (reject-valid / crash).
# Usage: hunt.sh FIRST_SEED LAST_SEED [OUTDIR]
#   Needs: csmith, libcsmith-dev (/usr/include/csmith), gcc, chibicc, pcc, tcc.
# For each seed: csmith with a random (seed-determined) subset of feature switches,
# preprocess like the first campaign (bench/rv-s1-chibicc/meta.json), keep programs
# whose Csmith text is under MAXSIZE bytes, require `gcc -std=c99 -w -c` to accept, then compile with each
# compiler under test (`X -c prog.c -o bug.o`). A failure = exit non-zero, a signal,
# or exit 0 without an object. Everything runs one process at a time under nice -n 19.
set -u
FIRST=${1:?first seed}; LAST=${2:?last seed}
OUT=${3:-$PWD/found}
MAXSIZE=${MAXSIZE:-40000}
COMPILERS=${COMPILERS:-"chibicc pcc tcc"}
# EXTRA_OPTS: Csmith options always added (e.g. --no-packed-struct, whose
# `#pragma pack(push)` tcc rejects, hiding any other tcc failure)
HERE=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$OUT"
LOG="$OUT/log.tsv"
W=$(mktemp -d /tmp/hunt.XXXXXX)
trap 'rm -rf "$W"' EXIT
mkdir -p "$W/inc"
# one-line stdio stub, as in the first campaign (-Iinc)
echo 'extern int printf(const char *, ...);' > "$W/inc/stdio.h"
N='nice -n 19'
SWARM=(--no-unions --no-bitfields --no-structs --no-arrays --no-pointers --no-volatiles
       --no-packed-struct --no-consts --no-comma-operators --no-embedded-assigns
       --no-math64 --no-longlong --no-int8 --no-uint8 --no-muls --no-jumps
       --no-pre-incr-operator --no-pre-decr-operator --no-volatile-pointers
       --no-const-pointers --no-divs --no-compound-assignment --no-post-incr-operator
       --no-post-decr-operator --no-unary-plus-operator --no-inline-function --float)
PP=(-E -P -I"$W/inc" -I/usr/include/csmith -U__GNUC__ -D__STRICT_ANSI__ '-D__attribute__(x)='
    -D__extension__= -D__restrict= -D__inline=inline '-D__asm__(x)=' -D_Float32=csm_F32
    -D_Float64=csm_F64 -D_Float32x=csm_F32x -D_Float64x=csm_F64x -D_Float128=csm_F128)

for ((seed=FIRST; seed<=LAST; seed++)); do
  RANDOM=$seed
  opts=(--seed $seed --no-argc --max-funcs 3 ${EXTRA_OPTS:-})
  for f in "${SWARM[@]}"; do (( RANDOM % 2 )) && opts+=("$f"); done
  cd "$W" || exit 1
  rm -f orig.c prog.c ref.o bug.o err.txt
  if ! timeout 60 $N csmith "${opts[@]}" > orig.c 2>/dev/null; then
    printf '%s\t-\tcsmith-failed\t-\t-\n' $seed >> "$LOG"; continue; fi
  if ! timeout 60 $N gcc "${PP[@]}" orig.c -o prog.c 2>/dev/null; then
    printf '%s\t-\tpreprocess-failed\t-\t-\n' $seed >> "$LOG"; continue; fi
  # size limit on Csmith's own text (orig.c); the preprocessed csmith.h adds ~39 KB
  size=$(stat -c %s orig.c)
  if (( size > MAXSIZE )); then
    printf '%s\t-\ttoo-big\t%s\t-\n' $seed $size >> "$LOG"; continue; fi
  if ! timeout 30 $N gcc -std=c99 -w -c prog.c -o ref.o >/dev/null 2>&1; then
    printf '%s\t-\tgcc-rejects\t%s\t-\n' $seed $size >> "$LOG"; continue; fi
  for cc in $COMPILERS; do
    rm -f bug.o
    timeout 30 $N $cc -c prog.c -o bug.o > err.txt 2>&1
    rc=$?
    if (( rc == 0 )) && [ -s bug.o ]; then
      printf '%s\t%s\tok\t%s\t0\n' $seed $cc $size >> "$LOG"; continue; fi
    # message: chibicc prints the source line then a caret line with the message
    first=$(grep -m1 -E '\^ |error|Error|rror:' err.txt || grep -m1 -v '^[[:space:]]*$' err.txt)
    first=$(printf '%s' "$first" | sed 's/^[[:space:]]*//' | cut -c1-200)
    (( rc == 124 )) && first="TIMEOUT $first"
    (( rc > 128 && rc != 124 )) && first="SIGNAL $((rc-128)) $first"
    [ -z "$first" ] && first="(no message, rc=$rc)"
    printf '%s\t%s\tFAIL\t%s\t%s\t%s\n' $seed $cc $size $rc "$first" >> "$LOG"
    d="$OUT/s$seed-$cc"; mkdir -p "$d"
    cp prog.c "$d/prog.c"; head -c 4000 err.txt > "$d/err.txt"
    printf '%s\n' "${opts[@]}" > "$d/opts.txt"; echo $rc > "$d/rc"
  done
done

#!/bin/sh
# Interesting (exit 0) iff gcc -pedantic-errors rejects the program because of
# an increment of a pointer to void ("wrong type argument to increment"). Needs only gcc.
timeout 30 gcc -std=c99 -pedantic-errors -c bug.c -o out.o > err.txt 2>&1 && exit 1
grep -q 'wrong type argument to increment' err.txt

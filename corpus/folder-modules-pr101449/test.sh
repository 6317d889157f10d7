#!/bin/sh
# Interestingness test for GCC PR c++/101449 (g++.dg/modules/cexpr-3), as Debian 12's
# g++ 12.2 still shows it: importing a module whose exported constexpr function returns
# a class with a user-written copy constructor, constant evaluation crashes cc1plus.
# Runs in the folder (the interface unit and its importer): exit 0 iff
#  - the interface units (those that say `export module`) compile cleanly, in name order;
#  - compiling the importers then ends in the same internal compiler error;
#  - the cause check: the same code without modules (module lines dropped, one file)
#    compiles, so the program is valid C++ and the crash is the modules' own.
src=$(pwd)
d=$(mktemp -d) || exit 1
trap 'rm -rf "$d"' EXIT INT TERM
cp ./*.C "$d"/ 2>/dev/null || exit 1
cd "$d" || exit 1
CXX="g++ -std=c++20 -fmodules-ts"
for f in $(grep -l '^export module' ./*.C | sort); do
  timeout 30 $CXX -c "$f" -o "$f.o" >a.log 2>&1 || exit 1
done
for f in $(grep -L '^export module' ./*.C | sort); do
  timeout 30 $CXX -c "$f" -o "$f.o" >>b.log 2>&1
done
grep -q 'internal compiler error: in cxx_eval_call_expression, at cp/constexpr.cc' b.log || exit 1
for f in $(grep -l '^export module' ./*.C | sort) $(grep -L '^export module' ./*.C | sort); do
  sed -e '/^export module/d' -e '/^import /d' -e 's/^export //' "$f"
done > whole.cc
timeout 30 g++ -std=c++20 -fsyntax-only whole.cc >/dev/null 2>&1

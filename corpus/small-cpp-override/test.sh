#!/bin/bash
# Interesting while g++ accepts the file as C++17 and it still has an `override`.
ulimit -c 0
timeout 30 g++ -std=c++17 -fsyntax-only bug.cc >/dev/null 2>&1 || exit 1
grep -q override bug.cc

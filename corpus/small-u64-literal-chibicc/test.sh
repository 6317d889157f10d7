#!/bin/bash
# Interestingness test written by `creduce-rs check --emit-script` (vote oracle + UB guard).
# C-Reduce convention: runs in a directory holding bug.c; exit 0 = interesting.
F=bug.c
ulimit -c 0
# build and run with compiler $1 (index), command in the rest; writes rcN.txt and outN.txt
b() { i=$1; shift; if timeout 60 "$@" >/dev/null 2>&1; then timeout -s KILL 5 ./cc$i.exe > out$i.txt 2>/dev/null; echo $? > rc$i.txt; else echo cf > rc$i.txt; : > out$i.txt; fi; }
b 0 gcc -O0 "$F" -o cc0.exe -lm
[ "$(cat rc0.txt)" = cf ] && exit 1
[ "$(cat rc0.txt)" -gt 128 ] && exit 1
b 1 gcc -O2 "$F" -o cc1.exe -lm
[ "$(cat rc1.txt)" = cf ] && exit 1
[ "$(cat rc1.txt)" -gt 128 ] && exit 1
cmp -s rc0.txt rc1.txt && cmp -s out0.txt out1.txt || exit 1
b 2 clang-15 -O2 "$F" -o cc2.exe -lm
[ "$(cat rc2.txt)" = cf ] && exit 1
[ "$(cat rc2.txt)" -gt 128 ] && exit 1
cmp -s rc0.txt rc2.txt && cmp -s out0.txt out2.txt || exit 1
b 3 chibicc "$F" -o cc3.exe -lm
r=$(cat rc3.txt)
[ "$r" != cf ] && [ "$r" -le 128 ] || exit 1
cmp -s rc0.txt rc3.txt && cmp -s out0.txt out3.txt && exit 1
# --- UB guard (most expensive, last) ---
# gcc warnings
timeout 60 gcc -std=c99 -O2 -Wall -Wextra -S "$F" > guard-w.txt 2>&1 || exit 1
grep -qE 'uninitiali|may be used uninit|is used uninit|-Wuninitialized|division by zero|-Wdiv-by-zero|-Wdivision-by-zero|control reaches end|non-void function does not return|-Wreturn-type|implicit declaration|implicitly declaring|type defaults to|type specifier missing|-Wimplicit-int|without a prototype|conflicting types|builtin-declaration-mismatch|incompatible redeclaration|too few arguments|too many arguments|passing an object that undergoes default argument promotion|-Wvarargs|not last named argument|-Wformat|-Wnonnull|incompatible pointer|makes pointer from integer|makes integer from pointer|-Wint-conversion|-Wint-to-pointer-cast|-Wpointer-to-int-cast|-Wreturn-local-addr|-Wreturn-stack-address|integer constant is so large|integer constant is too large|too large to be represented|implicitly-unsigned-literal|overflow in expression|overflow in conversion|overflow in implicit constant|-Woverflow|-Winteger-overflow|shift count|-Wshift-count|-Wshift-negative-value|-Wshift-overflow|-Wsequence-point|-Wunsequenced|multiple unsequenced|array subscript .*(above|below|outside)|-Warray-bounds' guard-w.txt && exit 1
# clang warnings
timeout 60 clang-15 -std=c99 -O0 -Wall -Wextra -fsyntax-only "$F" > guard-w.txt 2>&1 || exit 1
grep -qE 'uninitiali|may be used uninit|is used uninit|-Wuninitialized|division by zero|-Wdiv-by-zero|-Wdivision-by-zero|control reaches end|non-void function does not return|-Wreturn-type|implicit declaration|implicitly declaring|type defaults to|type specifier missing|-Wimplicit-int|without a prototype|conflicting types|builtin-declaration-mismatch|incompatible redeclaration|too few arguments|too many arguments|passing an object that undergoes default argument promotion|-Wvarargs|not last named argument|-Wformat|-Wnonnull|incompatible pointer|makes pointer from integer|makes integer from pointer|-Wint-conversion|-Wint-to-pointer-cast|-Wpointer-to-int-cast|-Wreturn-local-addr|-Wreturn-stack-address|integer constant is so large|integer constant is too large|too large to be represented|implicitly-unsigned-literal|overflow in expression|overflow in conversion|overflow in implicit constant|-Woverflow|-Winteger-overflow|shift count|-Wshift-count|-Wshift-negative-value|-Wshift-overflow|-Wsequence-point|-Wunsequenced|multiple unsequenced|array subscript .*(above|below|outside)|-Warray-bounds' guard-w.txt && exit 1
# gcc -O0 UBSan+ASan
timeout 60 gcc -O0 -w -fsanitize=undefined,address,float-cast-overflow -fno-sanitize-recover=all -fuse-ld=gold "$F" -o guard.exe -lm >/dev/null 2>&1 || exit 1
timeout -s KILL 20 ./guard.exe >/dev/null 2>guard-run.txt; rc=$?
[ $rc -gt 128 ] && exit 1
grep -qE 'runtime error|AddressSanitizer|LeakSanitizer|MemorySanitizer' guard-run.txt && exit 1
# clang -O0 MSan
timeout 60 clang-15 -O0 -w -fsanitize=memory -fno-sanitize-recover=all -fuse-ld=gold "$F" -o guard.exe -lm >/dev/null 2>&1 || exit 1
timeout -s KILL 20 ./guard.exe >/dev/null 2>guard-run.txt; rc=$?
[ $rc -gt 128 ] && exit 1
grep -qE 'runtime error|AddressSanitizer|LeakSanitizer|MemorySanitizer' guard-run.txt && exit 1
exit 0

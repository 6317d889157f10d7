#!/usr/bin/env bash
# One command on a fresh Debian machine (as root, with a Rust toolchain): install what is
# missing, build creduce-rs, and reduce the bundled example (a real chibicc bug) into
# /tmp/creduce-example/bug.c with the built-in crash oracle. Safe to run again.
set -euo pipefail
cd "$(dirname "$0")"
bash .ci/install-deps
cargo build --release --locked
work=/tmp/creduce-example
rm -rf "$work" && mkdir -p "$work"
cp corpus/small-static-init-chibicc/bug.c "$work"/
echo "== reducing $work/bug.c (the original is kept in $work/bug.c.orig)"
# chibicc must still reject the program with the same message, gcc must still accept it,
# and the static guard keeps it valid C89 and C99 (see docs/guide.md, "The static guard").
target/release/creduce-rs "$work/bug.c" --oracle crash --cc chibicc --ref "gcc -std=c99 -w"
echo "== result ($work/bug.c):"
cat "$work/bug.c"

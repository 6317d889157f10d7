#!/usr/bin/env bash
# One command on a fresh Debian machine (as root, with a Rust toolchain): install what is
# missing, build creduce-rs, and reduce the bundled example (a real chibicc bug) into
# /tmp/creduce-example/bug.c. Safe to run again.
set -euo pipefail
cd "$(dirname "$0")"
bash .ci/install-deps
cargo build --release --locked
work=/tmp/creduce-example
rm -rf "$work" && mkdir -p "$work"
cp corpus/small-static-init-chibicc/bug.c corpus/small-static-init-chibicc/test.sh "$work"/
echo "== reducing $work/bug.c (the original is kept in $work/bug.c.orig)"
target/release/creduce-rs "$work/bug.c" --test "$work/test.sh"
echo "== result ($work/bug.c):"
cat "$work/bug.c"

#!/bin/bash
# usage: bench/ubcheck-all.sh FILE.c...  — run the validity yardstick (ubcheck.sh) over a set
# of reduced programs and print a table: file, bytes, tokens, verdict. Exit 0 iff all clean.
here=$(cd "$(dirname "$0")" && pwd)
bin="$here/../target/release/creduce-rs"
printf '%-44s %7s %7s  %s\n' file bytes tokens ubcheck
bad=0
for f in "$@"; do
  read -r bytes tokens _ < <("$bin" measure "$f")
  v=$("$here/ubcheck.sh" "$f") || bad=$((bad + 1))
  printf '%-44s %7s %7s  %s\n' "$f" "$bytes" "$tokens" "$v"
done
echo "$(( $# - bad )) clean, $bad with UB"
[ "$bad" -eq 0 ]

# Shared by the causes' checks (sourced by each check.sh, with $1 the program).
#
#   builds CC      FILE built by gcc runs and prints no NG line; built by CC it runs
#                  too (its output in $T/bug.txt, its exit status in $BUG_RC)
#   prints_ng      CC's build printed an NG line (a self-check failed)
#   dies SIGNAL    CC's build died of SIGNAL (8: SIGFPE)
#   has ERE        the program, with all white space removed, matches ERE
#
# Every child has a time limit; the temporary directory goes on every exit.
set -u
F=$1
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
trap 'exit 130' INT TERM
BUG_RC=

builds() {
    timeout 30 gcc -w -o "$T/ref" "$F" >/dev/null 2>&1 || return 1
    (cd "$T" && timeout 10 ./ref >ref.txt 2>&1) || return 1
    grep -q '^NG' "$T/ref.txt" && return 1
    timeout 30 "$1" -o "$T/bug" "$F" >/dev/null 2>&1 || return 1
    (cd "$T" && { timeout 10 ./bug >bug.txt 2>&1; echo $? >bug.rc; }) 2>/dev/null
    BUG_RC=$(cat "$T/bug.rc")
    return 0
}

prints_ng() {
    grep -q '^NG' "$T/bug.txt"
}

dies() {
    [ "$BUG_RC" -eq $((128 + $1)) ]
}

has() {
    tr -d ' \t\n' <"$F" | grep -Eq -- "$1"
}

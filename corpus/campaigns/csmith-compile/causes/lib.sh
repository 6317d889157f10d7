# Shared by the causes' checks (sourced by each check.sh, with $1 the program).
#
#   rejects CC     gcc -std=c99 -w compiles FILE; CC does not (its output in $T/bug.txt)
#   says TEXT      CC's output holds TEXT (fixed string)
#   silent         CC printed nothing
#   has ERE        the program, with all white space removed, matches ERE
#
# Every child has a time limit; the temporary directory goes on every exit.
set -u
F=$1
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
trap 'exit 130' INT TERM

rejects() {
    timeout 30 gcc -std=c99 -w -c -o "$T/ref.o" "$F" >/dev/null 2>&1 || return 1
    timeout 30 "$1" -c -o "$T/bug.o" "$F" >"$T/bug.txt" 2>&1 && return 1
    return 0
}

says() {
    grep -qF -- "$1" "$T/bug.txt"
}

silent() {
    ! grep -q . "$T/bug.txt"
}

has() {
    tr -d ' \t\n' <"$F" | grep -Eq -- "$1"
}

# Shared by the causes' checks (sourced by each check.sh, with $1 the program).
#
#   accepted_by FAILURE   FAILURE/test.sh accepts the program (copied to prog.cc in a
#                         fresh directory)
#   has ERE               the program, with all white space removed, matches ERE
#
# Every child has a time limit (the test.sh files set their own); the temporary
# directory goes on every exit.
set -u
F=$(realpath "$1")
LIB=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
trap 'exit 130' INT TERM

accepted_by() {
    cp "$F" "$T/prog.cc"
    (cd "$T" && bash "$LIB/../$1/test.sh")
}

has() {
    tr -d ' \t\n' <"$F" | grep -Eq -- "$1"
}

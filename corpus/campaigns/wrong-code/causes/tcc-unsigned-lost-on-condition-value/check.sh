#!/bin/sh
# tcc loses the unsigned type of a value made by a jump: a conditional with constant arms
# (a ? 0u : 0), or (unsigned) applied to a ?: or to a || or && expression. Arithmetic and
# comparisons on the result are then signed: (unsigned) (a || 0) > -1 is true.
. "$(dirname "$0")/../lib.sh"
builds tcc || exit 1
prints_ng || exit 1
has '\?\(*(\(unsigned(int)?\))?\(*[0-9]+[uU]?\)*:\(*[0-9]+[uU]?\)' && has 'unsigned|[0-9][uU]' ||
    has '\(unsigned(int)?\)\(+[A-Za-z_][A-Za-z0-9_]*(\|\||&&|\?)'

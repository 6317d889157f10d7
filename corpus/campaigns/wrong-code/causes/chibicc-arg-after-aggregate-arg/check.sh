#!/bin/sh
# chibicc passes an argument that follows a small struct or union argument (integer
# class) in the wrong place when enough arguments are in registers (three aggregates,
# or an aggregate and four more, or a struct return's hidden pointer): it arrives with
# another argument's bytes. An aggregate after four arguments goes wrong too.
. "$(dirname "$0")/../lib.sh"
builds chibicc || exit 1
prints_ng || exit 1
has '\([^(){};]*(struct|union)[^(){};]*,[^(){};]*\)\{' ||
    has '\(([^(){};,]*,){4}[^(){};]*(struct|union)[^(){};]*\)\{'

#!/bin/sh
# tcc 0.9.27 rejects #pragma pack(push) without a value.
. "$(dirname "$0")/../lib.sh"
rejects tcc || exit 1
says "expected" || exit 1
has '#pragmapack\(push\)'

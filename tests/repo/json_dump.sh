#!/usr/bin/env bash
# Every JSON text of the program is written by stich::json_text (include/stich/support/json_text.h),
# which writes a string that is not UTF-8 (a file name, a byte of the input) with U+FFFD
# rather than throwing: a bare nlohmann dump() throws on one, and a batch lost its run to it
# (issue 45).  Fails listing each dump() found elsewhere.
set -u
root=${1:?usage: json_dump.sh REPO_ROOT}
cd "$root" || exit 1
found=$(grep -rnE '\.dump\(' src include | grep -v '^include/stich/support/json_text\.h:')
if [ -n "$found" ]; then
    echo "JSON written without stich::json_text (it throws on text that is not UTF-8):"
    printf '%s\n' "$found"
    exit 1
fi

#!/usr/bin/env bash
# Nothing in the CLI or the reports parses rendered JSON back (issue 40): an answer is a value
# (game/report.h) and an Outcome keeps its JSON records as values until it is printed, so a
# command that adds a member ("file", "position", "after_play") adds it to the value.  Parsing
# the output again cost a round trip and could not tell a record from several.  Fails listing
# each parse in src/cli and src/report, except the files of json_parse.allow, which read JSON
# that is not output (each with its reason).  (The viewer's JavaScript, which reads the data the
# page embeds, is not C++ and not matched.)
set -u
root=${1:?usage: json_parse.sh REPO_ROOT}
cd "$root" || exit 1
allow=$(sed -e 's/#.*//' -e '/^[[:space:]]*$/d' -e 's/[[:space:]].*//' tests/repo/json_parse.allow)
found=$(grep -rnE 'json::(parse|accept|from_cbor|from_msgpack|from_bson|from_ubjson)\b' \
            src/cli src/report | grep -vF "$(printf '%s\n' $allow | sed 's/$/:/')")
if [ -n "$found" ]; then
    echo "Rendered JSON parsed again (give the command the value instead):"
    printf '%s\n' "$found"
    exit 1
fi

#!/usr/bin/env bash
# Nothing in the CLI or the reports parses rendered JSON back, nor reads a rendering (issue 40): an answer is a value
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
# Nor is an answer's rendering kept to be read (a member looked up, a line cut out of the text):
# the library's par reads the answer's ParValue, and the CLI, the reports and the library take
# the figures from the typed answer (game/report.h), printing the renderings as they are.
kept=$(grep -rnE '^\s*(const\s+)?(auto|std::string|nlohmann::(ordered_)?json)\s*&?\s+\w+\s*=\s*[^;]*report(->|\.)(json|text)\(\)\s*;' \
           src/cli src/report src/api)
if [ -n "$kept" ]; then
    echo "An answer's rendering kept to be read (read the answer's typed value instead):"
    printf '%s\n' "$kept"
    exit 1
fi

#!/usr/bin/env bash
# Outside the game folders (whist/, preference/, alliance/, and bridge/: whist's code for bridge
# records, contract words, par and the bridge score, which only whist uses), the game registry
# (game/) and the records' schemas of the games (src/io/schema/ and include/stich/io/schema/: each
# game's hand records as data and its id, `<game>::kGame`, below the game modules;
# src/io/record_schema.h), no code of src/ or include/ names a particular game:
# it asks the game's module (issue 22; include/stich/game/module.h) or, in the records layer,
# the game's record schema.  Fails listing each new file that names one; the files of
# game_names.allow are the ones not yet routed through the registry ("debt: issue 22").
set -u
root=${1:?usage: game_names.sh REPO_ROOT}
cd "$root" || exit 1
allow="$(dirname "$0")/game_names.allow"
[ -f "$allow" ] || allow="$root/tests/repo/game_names.allow"

pattern='\b(whist|bridge|preference|pref|alliance)::|#include "stich/(io/schema/)?(whist|bridge|preference|alliance)[/.]|#include "\.\./(whist|bridge|preference|alliance)/'
found=$(grep -rlE "$pattern" src include \
    | grep -vE '^(src|include/stich)/(whist|preference|alliance|bridge|game|io/schema)/' | sort)
allowed=$(grep -vE '^\s*(#|$)' "$allow" | awk '{print $1}' | sort)
new=$(comm -23 <(printf '%s\n' "$found" | sed '/^$/d') <(printf '%s\n' "$allowed"))
if [ -n "$new" ]; then
    echo "These files name a particular game outside the game folders; ask the game's module"
    echo "(include/stich/game/module.h) instead, or move the code into the game's folder:"
    for f in $new; do
        echo "  $f:"
        grep -nE "$pattern" "$f" | head -5 | sed 's/^/    /'
    done
    exit 1
fi
# A file of the list that no longer names a game leaves it, so that the debt only shrinks.
paid=$(comm -13 <(printf '%s\n' "$found" | sed '/^$/d') <(printf '%s\n' "$allowed"))
if [ -n "$paid" ]; then
    echo "These files no longer name a game: remove them from $allow:"
    printf '  %s\n' $paid
    exit 1
fi
exit 0

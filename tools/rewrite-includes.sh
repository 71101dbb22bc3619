#!/usr/bin/env bash
# Rewrites the paths of files that moved, over every tracked file of the repository (issue 22:
# the engine's own folder): `#include "stich/tt.h"` becomes `#include "stich/engine/tt.h"`, and
# a path written out in full (`include/stich/tt.h`, `src/tt.cpp`, as in the tests' lists)
# becomes the new one.  A branch written before the move still uses the old paths: run this
# again after merging it.  Safe to run any number of times: only the old paths match, and a
# file without them is not touched.  The include blocks it changes are sorted again with
# clang-format, on those lines only (the repository's .clang-format sorts includes).
#
# It also knows the later moves listed below.
#
# usage: tools/rewrite-includes.sh [REPO_ROOT]   (default: the repository holding this script)
set -eu
root=${1:-$(cd "$(dirname "$0")/.." && pwd)}
cd "$root"
self=tools/rewrite-includes.sh

# The engine's files: include/stich/NAME.h -> include/stich/engine/NAME.h, and src/NAME.cpp
# -> src/engine/NAME.cpp where there is one.
engine="bits bounds cards dealing goal maxn movegen order parallel position random rules search"
engine+=" solver tt"
alternatives=$(echo $engine | tr ' ' '|')

# `#include "stich/NAME.h"` -> `#include "stich/engine/NAME.h"`, spaces kept.
include_line="^([[:space:]]*#[[:space:]]*include[[:space:]]*\")stich/($alternatives)\\.h\""
include_sed="s@$include_line@\\1stich/engine/\\2.h\"@"
# A full path, not inside a longer one (src/alliance/rules.cpp is not src/rules.cpp).
path="(^|[^[:alnum:]_./-])(include/stich|src)/($alternatives)\\.(h|cpp)\\b"
path_sed="s@$path@\\1\\2/engine/\\3.\\4@g"

# Each game's batch statistics moved into its game's folder (stats/whist_stats.h ->
# whist/stats.h, src/stats/whist_stats.cpp -> src/whist/stats.cpp), and the formatting pieces
# two of them share into include/stich/stats/ ("figures_text.h" -> "stich/stats/figures_text.h").
games="whist|preference|alliance"
moved="stich/stats/($games)_stats\\.h|src/stats/($games)_stats\\.cpp|#include \"figures_text\\.h\""
moved_sed=(-e "s@stich/stats/($games)_stats\\.h@stich/\\1/stats.h@g"
           -e "s@src/stats/($games)_stats\\.cpp@src/\\1/stats.cpp@g"
           -e "s@#include \"figures_text\\.h\"@#include \"stich/stats/figures_text.h\"@")

# The game ids and the per-game statistics (issue 22): `Game::kWhist` -> `whist::kGame` (the
# id is its record schema's: add `#include "stich/io/schema/whist.h"` where the compiler asks),
# and each game's statistics in its game's namespace: `stats::WhistStats` -> `whist::WhistStats`.
renamed="Game::k(Whist|Preference|Alliance)\\b|stats::(Whist|Preference|Alliance)(Stats|Sample)\\b"
renamed_sed=(-e "s@Game::kWhist\\b@whist::kGame@g" -e "s@Game::kPreference\\b@preference::kGame@g"
             -e "s@Game::kAlliance\\b@alliance::kGame@g"
             -e "s@stats::Whist(Stats|Sample)\\b@whist::Whist\\1@g"
             -e "s@stats::Preference(Stats)\\b@preference::Preference\\1@g"
             -e "s@stats::Alliance(Stats)\\b@alliance::Alliance\\1@g")

# Files moved under stich/ as OLD:NEW, each without its .h/.cpp (issue 40).  The loose files of
# src/ and include/stich/ into their layers' folders ("stich/board.h" -> "stich/io/board.h",
# src/text_table.cpp -> src/support/text_table.cpp, ...); then judge/ and stats/, which each held
# two layers, made one each (support) by moving out what is above the games.
moves="board:io/board card_words:io/card_words plural:io/plural"
moves+=" json_text:support/json_text table_layout:support/table_layout"
moves+=" play_analysis:support/play_analysis text_table:support/text_table"
moves+=" variant:game/variant won:game/won play_json:game/play_json"
moves+=" benchmark:app/benchmark deal_generator:app/deal_generator deal_script:app/deal_script"
moves+=" judge/decide:app/judge_decide judge/condition_test:app/judge_condition"
moves+=" stats/batch_stats:batch/stats"
moved_names=$(for m in $moves; do echo "${m%%:*}"; done | paste -sd'|')
moved_include="\"stich/($moved_names)\\.h\""
moved_path="(^|[^[:alnum:]_./-])(include/stich|src)/($moved_names)\\.(h|cpp)\\b"
moves_sed=()
for m in $moves; do
    moves_sed+=(-e "s@\"stich/${m%%:*}\\.h\"@\"stich/${m#*:}.h\"@g"
                -e "s@(^|[^[:alnum:]_./-])(include/stich|src)/${m%%:*}\\.(h|cpp)\\b@\\1\\2/${m#*:}.\\3@g")
done

have_format=1
command -v clang-format >/dev/null || have_format=0
changed=0
while IFS= read -r -d '' file; do
    [ -f "$file" ] && [ "$file" != "$self" ] || continue
    grep -qE "$include_line|$path|$moved|$renamed|$moved_include|$moved_path" "$file" || continue
    lines=$(grep -nE "$include_line|#include \"($moved)|#include $moved_include" "$file" |
                cut -d: -f1 || true)
    sed -i -E -e "$include_sed" -e "$path_sed" "${moved_sed[@]}" "${renamed_sed[@]}" \
        "${moves_sed[@]}" "$file"
    changed=$((changed + 1))
    case "$file" in
        *.h | *.hpp | *.cpp | *.cc)
            if [ "$have_format" = 1 ] && [ -n "$lines" ]; then
                args=()
                for n in $lines; do args+=("--lines=$n:$n"); done
                clang-format -i --style=file "${args[@]}" "$file"
            fi
            ;;
    esac
done < <(git ls-files -z)
echo "rewrite-includes: $changed file(s) rewritten"
if [ "$have_format" = 0 ] && [ "$changed" -gt 0 ]; then
    echo "rewrite-includes: clang-format not found: sort the changed include blocks by hand" >&2
fi

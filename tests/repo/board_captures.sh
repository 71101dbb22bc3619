#!/usr/bin/env bash
# No closure captures a board by reference (issue 40): a function kept past its call (a
# Report's rendering, a judge's layout function) that held `&board` read a board its caller
# may have freed.  An answer keeps what it renders (game/report.h: its presenters are plain
# functions of the board and the value, which capture nothing).  Fails listing each capture of
# a name ending in "board" by reference, and each closure with a default capture by reference
# stored in a member in a game's folder.
set -u
root=${1:?usage: board_captures.sh REPO_ROOT}
cd "$root" || exit 1
by_name=$(grep -rnP '\[[^\]\[]*&\w*board\b[^\]\[]*\]\s*(\(|\{|mutable|->)' src include)
games=$(ls -d src/*/ | grep -vE '^src/(cli|engine|io|batch|report|judge|stats)/$')
stored=$(grep -rnP '(\.\w+|->\w+)\s*=\s*\[\s*&\s*[,\]]' $games)
found=$(printf '%s\n%s\n' "$by_name" "$stored" | sed '/^$/d')
if [ -n "$found" ]; then
    echo "A closure that captures a board (or everything) by reference:"
    printf '%s\n' "$found"
    exit 1
fi

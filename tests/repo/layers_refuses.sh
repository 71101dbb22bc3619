#!/usr/bin/env bash
# The layers' check itself (layers.sh), on small trees made here: a tree whose files sit in their
# layers' folders passes; a loose file at the top of src/ or include/stich/, a file in a folder of
# no layer and an include that reaches a higher layer each fail, named in the message.
set -u
check=${1:?usage: layers_refuses.sh LAYERS_SH}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0

# A tree of one file a layer, each including the one below; $1.. are extra "path:line" files.
make_tree() {
    rm -rf "$work/tree" && mkdir -p "$work/tree" && cd "$work/tree" || exit 1
    mkdir -p include/stich/engine include/stich/io src/support src/game src/app src/cli
    echo '#pragma once' >include/stich/engine/cards.h
    echo '#include "stich/engine/cards.h"' >include/stich/io/board.h
    echo '#include "stich/io/board.h"' >src/support/text_table.cpp
    echo '#include "stich/io/board.h"' >src/game/won.cpp
    echo '#include "stich/io/board.h"' >src/app/benchmark.cpp
    echo '#include "stich/io/board.h"' >src/cli/main.cpp
    echo '#include "stich/io/board.h"' >include/stich/stich.h
    local extra
    for extra in "$@"; do
        mkdir -p "$(dirname "${extra%%:*}")"
        printf '%s\n' "${extra#*:}" >"${extra%%:*}"
    done
}

# expect STATUS TEXT: the check's exit status is STATUS and its output holds TEXT.
expect() {
    local want=$1 text=$2 out status
    out=$(bash "$check" "$work/tree" 2>&1)
    status=$?
    if [ "$status" != "$want" ] || ! grep -qF -- "$text" <<<"$out"; then
        echo "FAIL: wanted status $want and \"$text\"; got status $status:"
        printf '%s\n' "$out" | sed 's/^/    /'
        failures=$((failures + 1))
    fi
}

make_tree
expect 0 ""
make_tree 'src/loose.cpp:#include "stich/io/board.h"'
expect 1 "loose at the top"
expect 1 "src/loose.cpp"
make_tree 'include/stich/loose.h:#pragma once'
expect 1 "include/stich/loose.h"
make_tree 'src/nowhere/x.cpp:#pragma once'
expect 1 "belong to no layer"
expect 1 "src/nowhere/x.cpp"
make_tree 'src/io/reader.cpp:#include "stich/game/won.h"'
expect 1 "src/io/reader.cpp -> include/stich/game/won.h  (records -> games)"
make_tree 'src/support/table.cpp:#include "../app/benchmark.h"'
expect 1 "src/support/table.cpp -> src/app/benchmark.h  (support -> app)"
# judge/ and stats/ are the support layer whole: what asks the games lies in app/ and batch/.
make_tree 'src/judge/ask.cpp:#include "stich/game/won.h"'
expect 1 "src/judge/ask.cpp -> include/stich/game/won.h  (support -> games)"
make_tree 'src/stats/batch.cpp:#include "stich/batch/record.h"'
expect 1 "src/stats/batch.cpp -> include/stich/batch/record.h  (support -> app)"
exit $((failures > 0))

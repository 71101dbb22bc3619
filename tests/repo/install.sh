#!/usr/bin/env bash
# The library as a consumer gets it: installs the build into a fresh prefix, builds
# examples/ against it twice (CMake's find_package and pkg-config), and checks that the
# example's answers equal `stich solve --json` on sample hands without a play section (with
# one, the command line reports the deal as dealt and the position after the play: the
# library's solve gives the deal as the record has it, docs/library.md).
#   install.sh SOURCE_DIR BUILD_DIR
set -eu
src=${1:?usage: install.sh SOURCE_DIR BUILD_DIR}
build=${2:?usage: install.sh SOURCE_DIR BUILD_DIR}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
prefix=$work/prefix

cmake --install "$build" --prefix "$prefix" >/dev/null
# Only the facade's headers are installed, and they need nothing but the standard library.
headers=$(cd "$prefix/include" && find . -type f | sort | tr '\n' ' ')
[ "$headers" = "./stich/api/deal.h ./stich/api/judge.h ./stich/api/play.h ./stich/api/position.h ./stich/api/records.h ./stich/api/scoring.h ./stich/api/solver.h ./stich/api/state.h ./stich/stich.h ./stich/version.h " ] ||
    { echo "installed headers: $headers"; exit 1; }
if grep -rE '#include <(boost|nlohmann)' "$prefix/include"; then exit 1; fi

cmake -S "$src/examples" -B "$work/cmake-build" -DCMAKE_PREFIX_PATH="$prefix" \
      -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$work/cmake-build" >/dev/null
PKG_CONFIG_PATH=$prefix/lib/pkgconfig
export PKG_CONFIG_PATH
[ "$(pkg-config --modversion stich)" = "$("$prefix/bin/stich" --version | awk '{print $NF}')" ] ||
    { echo "pkg-config version differs from stich --version"; exit 1; }
# shellcheck disable=SC2046
c++ -O1 -o "$work/solve_file_pc" "$src/examples/solve_file.cpp" $(pkg-config --cflags --libs stich)

status=0
for f in whist.pbn preference.pbn; do
    "$prefix/bin/stich" solve --json -t 1 "$src/sample-hands/$f" >"$work/cli.jsonl" 2>/dev/null || true
    for example in "$work/cmake-build/solve_file" "$work/solve_file_pc"; do
        "$example" "$src/sample-hands/$f" >"$work/lib.jsonl" 2>/dev/null || true
        if ! cmp -s "$work/cli.jsonl" "$work/lib.jsonl"; then
            echo "$f: $(basename "$example") differs from stich solve --json:"
            diff "$work/cli.jsonl" "$work/lib.jsonl" | head -5
            status=1
        fi
    done
    [ -s "$work/cli.jsonl" ] || { echo "$f: no answers"; status=1; }
done
exit $status

#!/usr/bin/env bash
# Runs `stich play`, `solve`, `analyze` and `judge` on every sample file and test-data record
# (PBN and LIN), in text, --json and --csv (play offers no --csv), with two binaries, and
# compares their stdout, stderr and exit status byte for byte: a change that should not alter
# any output shows it did not (issue 40's must-show).  The judge draws a few deals with a fixed
# seed on one thread, so that its figures are the same run to run.
#   tools/compare-outputs.sh OLD_BINARY NEW_BINARY [OUT_DIR] [EXTRA_FILES...]
# Prints each differing run and the counts; exits 1 when a run differs.
set -u
old=$1
new=$2
out=${3:-/tmp/stich-compare}
shift $(($# < 3 ? $# : 3))
root=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$out"
mapfile -t files < <(cd "$root" && find sample-hands tests/data -type f \
    \( -name '*.pbn' -o -name '*.lin' \) | sort)
files+=("$@")
same=0
differ=0
run_one() {  # binary tag file args...
    local bin=$1 tag=$2 file=$3
    shift 3
    (cd "$root" && timeout 300 "$bin" "$@" --no-rules "$file" >"$out/$tag.out" 2>"$out/$tag.err")
    echo $? >"$out/$tag.rc"
}
for file in "${files[@]}"; do
    key=$(echo "$file" | tr '/' '_')
    for cmd in play solve analyze judge; do
        for fmt in text --json --csv; do
            [ "$cmd" = play ] && [ "$fmt" = --csv ] && continue
            args=("$cmd" -t 1)
            [ "$fmt" != text ] && args+=("$fmt")
            [ "$cmd" = judge ] && args+=(-n 12 -s 7)
            name="$key.$cmd.${fmt#--}"
            run_one "$old" "$name.old" "$file" "${args[@]}"
            run_one "$new" "$name.new" "$file" "${args[@]}"
            if cmp -s "$out/$name.old.out" "$out/$name.new.out" &&
                cmp -s "$out/$name.old.err" "$out/$name.new.err" &&
                cmp -s "$out/$name.old.rc" "$out/$name.new.rc"; then
                same=$((same + 1))
            else
                differ=$((differ + 1))
                echo "DIFFERS: ${args[*]} $file"
            fi
        done
    done
done
echo "identical runs: $same, differing: $differ (files: ${#files[@]})"
[ "$differ" -eq 0 ]

#!/usr/bin/env bash
# The layers of ARCHITECTURE.md, checked on the includes: every file of src/ and include/stich/
# belongs to one layer, engine < records < support < games < app < cli and api (the facade, beside
# the cli), by the folder it lies in, and includes only files of its own layer or of the layers
# below (issues 22 and 40).  Fails listing each file of no layer and each upward include; the
# edges of layers.allow are the known ones not yet cut ("debt"), and a listed edge that is gone
# must leave the list, so that it only shrinks.  Run by the build (target stich_layers) and by
# ctest (repo.layers; repo.layers_refuses tries the check itself on small trees).
set -u
root=${1:?usage: layers.sh REPO_ROOT}
cd "$root" || exit 1
allow="$(dirname "$0")/layers.allow"
[ -f "$allow" ] || allow="$root/tests/repo/layers.allow"

# The layer of a file, by its folder: engine/ (the solver: no I/O, no records), io/ (records:
# hand records read and written, the Board), support/ and condition/ (what every game builds
# on: the table layout, the play analysis, the text tables, the JSON text, the dealing
# language), judge/ (the judge's core and the presenters of a judgement) and stats/ (the
# interface of a game's batch statistics), the games' folders and game/ (the modules and what
# they share), app/, batch/, report/ (the application: deals, the judge on a board, benchmark,
# batch and its statistics, HTML reports), cli/, and api/ with stich.h.  A folder is one layer.
# A file of no layer fails the check: a new folder, and a loose file at the top of src/ or
# include/stich/ (other than the facade's stich.h).
layers_awk='
function layer(p) {
    if (p ~ /^src\/cli\//) return "5 cli"
    if (p ~ /^(src|include\/stich)\/api\// || p == "include/stich/stich.h") return "5 api"
    if (p ~ /^(src|include\/stich)\/engine\//) return "0 engine"
    if (p ~ /^(src|include\/stich)\/io\//) return "1 records"
    if (p ~ /^(src|include\/stich)\/(support|condition|judge|stats)\//) return "2 support"
    if (p ~ /^(src|include\/stich)\/(game|whist|preference|alliance|bridge)\//) return "3 games"
    if (p ~ /^(src|include\/stich)\/(app|batch|report)\//) return "4 app"
    return ""
}
# "a/b/../c/d.h" -> "a/c/d.h"
function normal(p,    n, parts, out, i, k) {
    n = split(p, parts, "/"); k = 0
    for (i = 1; i <= n; ++i) {
        if (parts[i] == "." || parts[i] == "") continue
        if (parts[i] == ".." && k > 0) { --k; continue }
        out[++k] = parts[i]
    }
    p = out[1]
    for (i = 2; i <= k; ++i) p = p "/" out[i]
    return p
}
{
    f = $0
    from = layer(f)
    if (from == "") { print "NOLAYER " f; next }
    dir = f; sub(/\/[^\/]*$/, "", dir)
    while ((getline line < f) > 0) {
        if (line !~ /^[ \t]*#[ \t]*include[ \t]*"/) continue
        inc = line; sub(/^[^"]*"/, "", inc); sub(/".*$/, "", inc)
        to = (inc ~ /^stich\//) ? "include/" inc : normal(dir "/" inc)
        target = layer(to)
        if (target != "" && substr(target, 1, 1) + 0 > substr(from, 1, 1) + 0)
            print f " -> " to "\t" from "\t" target
    }
    close(f)
}'

files=$(git ls-files src include 2>/dev/null)
[ -n "$files" ] || files=$(find src include -type f | sort)
result=$(printf '%s\n' "$files" | grep -E '\.(h|cpp)$' | awk "$layers_awk")
status=0
nolayer=$(printf '%s\n' "$result" | sed -n 's/^NOLAYER //p')
loose=$(printf '%s\n' $nolayer | grep -E '^(src|include/stich)/[^/]+$')
unplaced=$(printf '%s\n' $nolayer | grep -vE '^(src|include/stich)/[^/]+$')
if [ -n "$loose" ]; then
    echo "These files lie loose at the top of src/ or include/stich/: move them into the folder"
    echo "of their layer (ARCHITECTURE.md):"
    printf '  %s\n' $loose
    status=1
fi
if [ -n "$unplaced" ]; then
    echo "These files belong to no layer: assign their folder one in $0 and in ARCHITECTURE.md:"
    printf '  %s\n' $unplaced
    status=1
fi
described=$(printf '%s\n' "$result" | grep -v '^NOLAYER ' | sed '/^$/d')
found=$(printf '%s\n' "$described" | cut -f1)
found=$(printf '%s\n' "$found" | sed '/^$/d' | sort)
allowed=$(grep -vE '^\s*(#|$)' "$allow" | sed -E 's/[[:space:]]+#.*$//; s/[[:space:]]+$//' | sort)

new=$(comm -23 <(printf '%s\n' "$found") <(printf '%s\n' "$allowed") | sed '/^$/d')
if [ -n "$new" ]; then
    echo "These includes reach a higher layer (engine < records < support < games < app < cli; see"
    echo "ARCHITECTURE.md): move the code down, or the dependency up:"
    while IFS= read -r edge; do
        printf '%s\n' "$described" | grep -F "$edge"$'\t' |
            awk -F'\t' '{ sub(/^[0-9] /, "", $2); sub(/^[0-9] /, "", $3)
                           print "  " $1 "  (" $2 " -> " $3 ")" }'
    done <<<"$new"
    status=1
fi
paid=$(comm -13 <(printf '%s\n' "$found") <(printf '%s\n' "$allowed") | sed '/^$/d')
if [ -n "$paid" ]; then
    echo "These edges of $allow are gone: remove them from the list:"
    printf '%s\n' "$paid" | sed 's/^/  /'
    status=1
fi
exit $status

#!/bin/bash
# Fails when a tracked file of the repository refers to files outside it: the developers'
# shared folder beside the checkout (rules, hand-record spec, data) is not what a user gets,
# so the README, the man page, sample files, comments, tests and benchmarks must point inside
# the tree (docs/, tests/data/).  Outside a git checkout (a source tarball) there is nothing to list,
# and the test is skipped (exit 77, CTest's SKIP_RETURN_CODE below).
#
# usage: no_outside_refs.sh SOURCE_DIR
set -u
root=${1:?usage: no_outside_refs.sh SOURCE_DIR}
if ! command -v git >/dev/null || ! git -C "$root" rev-parse --is-inside-work-tree >/dev/null 2>&1; then
    echo "not a git checkout: skipped"
    exit 77
fi
# Patterns for a path out of the tree; this script names them and is left out.
hits=$(git -C "$root" grep -n -I -e '\.\./shared' -e '/work/shared' -- . ':(exclude)tests/repo/no_outside_refs.sh')
if [ -n "$hits" ]; then
    echo "files of the repository refer outside it (the developers' shared folder); point at docs/ or tests/data/ instead:"
    echo "$hits"
    exit 1
fi
echo "no tracked file refers outside the repository"

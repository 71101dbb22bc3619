#!/usr/bin/env bash
# Fails when the documents a user reads name a file of the repository that is not there: the
# README, ARCHITECTURE.md, docs/, the man page, the sample hands' comments and the benchmark
# notes point at sample files, benchmarks, docs and sources by their paths, and a path that
# moved leaves a command that fails or a pointer to nothing.  A path with '*' must match a file.
# Outside a git checkout (a source tarball) there is nothing to list: skipped (exit 77).
#
# usage: named_paths.sh SOURCE_DIR
set -u
root=${1:?usage: named_paths.sh SOURCE_DIR}
if ! command -v git >/dev/null || ! git -C "$root" rev-parse --is-inside-work-tree >/dev/null 2>&1; then
    echo "not a git checkout: skipped"
    exit 77
fi
cd "$root" || exit 1
# A pathspec's '*' matches across '/' too: 'docs/*.md' takes docs/rules/*.md as well.
docs=$(git ls-files -- README.md ARCHITECTURE.md 'docs/*.md' man/stich.1 'sample-hands/*' \
    'bench/*.md' 'bench/judge/*')
# A path starts a word (not inside build/bench/... or a URL) and ends on a letter, digit, '_'
# or '*'.
pattern='(^|[^A-Za-z0-9_./-])(sample-hands|bench|docs|man|src|include|tests)/[A-Za-z0-9_./*-]*[A-Za-z0-9_*]'
missing=$(printf '%s\n' $docs | xargs grep -noE "$pattern" 2>/dev/null |
    while IFS=: read -r file line match; do
        path=$(printf '%s' "$match" | sed -E 's#^[^A-Za-z0-9_.]##')
        if [[ $path == *'*'* ]]; then
            compgen -G "$path" >/dev/null || echo "  $file:$line: $path"
        elif [ ! -e "$path" ]; then
            echo "  $file:$line: $path"
        fi
    done)
if [ -n "$missing" ]; then
    echo "documents name files that are not in the repository; correct the paths:"
    echo "$missing"
    exit 1
fi
echo "every path the documents name is in the repository"

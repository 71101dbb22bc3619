#!/usr/bin/env bash
# Every doctest case of stich_tests is one ctest test of exactly its name.  doctest_discover_tests
# passes each name to CMake as a list element and then to doctest as a filter: a ';' in a name
# splits it into two ctest tests whose filters match no case, and doctest exits 0 when no case
# matches, so such a case silently never ran (it happened: a stale expectation went unseen).
# Usage: test_names.sh STICH_TESTS CTEST BUILD_DIR
set -euo pipefail
tests_binary=$1 ctest_binary=$2 build_dir=$3
cases=$("$tests_binary" --list-test-cases --no-version |
    grep -v '^\[doctest\]' | grep -v '^=*$' || true)
registered=$("$ctest_binary" --test-dir "$build_dir" -N | sed -n 's/^ *Test *#[0-9]*: //p')
status=0
while IFS= read -r name; do
    [ -n "$name" ] || continue
    if [[ $name == *";"* ]]; then
        echo "test case name has ';' (ctest splits it and runs nothing): $name"
        status=1
    elif ! grep -qxF -- "$name" <<<"$registered"; then
        echo "test case not registered with ctest under its own name: $name"
        status=1
    fi
done <<<"$cases"
exit $status

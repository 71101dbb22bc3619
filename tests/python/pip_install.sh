#!/usr/bin/env bash
# `pip install .` as a user runs it, without network: a fresh virtual environment that sees
# Debian's NumPy, the package installed from the repository (reusing the extension this CMake
# build made), then the README's examples and the package's own tests against the installed
# copy, from another folder.  The rest of tests/python (the game state, deals, values, OpenSpiel)
# runs against the build tree in python.package: running it twice cost CI about 40 s and
# checks no more of the install.
#   pip_install.sh SOURCE_DIR BUILD_DIR PYTHON STICH_BINARY
set -eu
src=${1:?} build=${2:?} python=${3:?} binary=${4:?}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$python" -m venv --system-site-packages "$work/venv"
# A copy of the sources without the builds: pip writes build/ and *.egg-info beside them.
mkdir "$work/src"
(cd "$src" && tar cf - --exclude='./build*' --exclude=./.git .) | (cd "$work/src" && tar xf -)
STICH_CMAKE_BUILD_DIR=$build "$work/venv/bin/pip" install -q --no-build-isolation --no-index \
    --disable-pip-version-check "$work/src"
cd "$work"
"$work/venv/bin/python" -c 'import stich, sys; sys.exit(stich.__file__.startswith(sys.argv[1]) is False)' "$work/venv"
STICH_BINARY=$binary STICH_PY_DDS_TABLES=4 "$work/venv/bin/python" -m pytest -q -p no:cacheprovider \
    "$src/tests/python/test_readme.py" "$src/tests/python/test_package.py"

#!/usr/bin/env bash
# `stich web`: it copies the page found beside the binary (web/stich.html, as the build writes
# it) byte for byte, to a file or standard output; without one it says where it looked and
# exits 3 (man/stich.1, EXIT STATUS); an unwritable output is exit 6.  A copy of the binary in
# a folder of the test's own stands for the build.
set -u
stich=$1 out=$2
fail() { echo "FAIL: $*"; exit 1; }
rm -rf "$out"; mkdir -p "$out/bin"
cp "$stich" "$out/bin/stich"
cd "$out" || exit 1
bin/stich web -o page.html >stdout 2>stderr
rc=$?
[ $rc -eq 3 ] || fail "without a page: exit $rc, not 3"
grep -q "was not built" stderr && grep -q "$out/bin/web/stich.html" stderr ||
  fail "no clear message: $(cat stderr)"
[ ! -e page.html ] || fail "page.html written without a page"
mkdir -p bin/web
printf '<!DOCTYPE html>\n<title>the page</title>\n' >bin/web/stich.html
bin/stich web -o page.html >stdout 2>stderr || fail "with a page: exit $?: $(cat stderr)"
cmp -s page.html bin/web/stich.html || fail "page.html is not the page"
grep -q "page.html" stdout || fail "nothing said of page.html: $(cat stdout)"
bin/stich web -o - >copy.html || fail "-o -: exit $?"
cmp -s copy.html bin/web/stich.html || fail "-o - wrote another page"
(cd bin && ./stich web >/dev/null) && cmp -s bin/stich.html bin/web/stich.html ||
  fail "the default output is not ./stich.html"
bin/stich web -o no/such/folder/page.html 2>stderr
rc=$?
[ $rc -eq 6 ] || fail "an unwritable output: exit $rc, not 6"
# Installed: share/stich/stich.html beside bin/.
rm -rf bin/web bin/stich.html; mkdir -p share/stich
printf 'installed\n' >share/stich/stich.html
bin/stich web -o - | grep -qx installed || fail "the installed page was not found"
echo "stich web: ok"

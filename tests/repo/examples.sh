#!/usr/bin/env bash
# Every example command of the README and of the man page's EXAMPLES, run (issue 44).
#
# Usage: examples.sh STICH ROOT WORKDIR
#
# The commands are taken from the documents themselves: the README's ``` blocks (in a block
# with "$ " prompts, the prompted lines only; the rest is their output) and the man page's
# EXAMPLES section, its roff escapes undone.  They run in order, as a reader would type them,
# in WORKDIR with a copy of sample-hands/ (so that a file one example writes, deals.pbn,
# is there for the next), with `stich` the binary under test.  Lines naming FILE are the
# forms of an option, not examples, and are not run.  Counts made for a study (100 or more deals,
# 1000 samples, a judgement's default 200 deals) are cut to a few dozen so that the test
# takes a minute, not ten; nothing else is changed.  Each must exit 0 and write no error on
# stderr.
set -u
stich=$1 root=$2 work=$3
rm -rf "$work"
mkdir -p "$work/bin"
cp -r "$root/sample-hands" "$work/"
ln -s "$stich" "$work/bin/stich"
export PATH="$work/bin:$PATH"

commands() {
  # README: prompted lines in blocks that have prompts, else every line starting with stich.
  awk '
    /^```/ { if (inb) { flush() } inb = !inb; n = 0; prompts = 0; cont = 0; next }
    # A line ending in a backslash goes on on the next: one command.
    inb && cont { sub(/^[ \t]+/, "", $0); lines[n] = lines[n] " " $0; cont = sub(/[ \t]*\\$/, "", lines[n]); next }
    inb { lines[++n] = $0; if ($0 ~ /^\$ /) prompts = 1; cont = sub(/[ \t]*\\$/, "", lines[n]) }
    function flush(  i, l) {
      for (i = 1; i <= n; i++) {
        l = lines[i]
        if (prompts) { if (l !~ /^\$ /) continue; sub(/^\$ /, "", l) }
        if (l ~ /^(stich |(printf|cat) .*\| *stich |for .*; do stich )/) print "README.md\t" l
      }
    }' "$root/README.md"
  # The man page's EXAMPLES: the lines that run stich (mpirun's needs Open MPI: not run).
  awk '
    /^\.SH / { inex = ($0 ~ /^\.SH EXAMPLES/) }
    inex && /^(stich |(printf|cat) .*\| *stich |for .*; do stich )/ { l = $0; gsub(/\\-/, "-", l); gsub(/\\\(aq/, "\047", l); gsub(/\\\\/, "\\", l); print "man/stich.1\t" l }
  ' "$root/man/stich.1"
}

failed=0 ran=0
while IFS=$'\t' read -r doc line; do
  case $line in *FILE*) continue ;; esac
  # A study's counts, cut: the same commands on fewer deals.
  cmd=$(sed -E 's/(-n|--count) (100|1000|10000)\b/\1 12/g; s/--samples 1000\b/--samples 100/g' <<<"$line")
  # A judgement at its default 200 deals takes minutes on the Alliance sample: 24 here.
  if grep -qE '^stich judge ' <<<"$cmd" && ! grep -qE ' (-n|--samples) ' <<<"$cmd"; then
    cmd="${cmd%%#*} -n 24"
  fi
  start=$SECONDS
  ran=$((ran + 1))
  (cd "$work" && timeout 120 bash -o pipefail -c "$cmd" >"$work/out" 2>"$work/err" </dev/null)
  rc=$?
  # A pipe into head stops the writer: its exit 6 (output cut, man page EXIT STATUS) is the
  # example working as documented.
  if [ $rc -eq 6 ] && grep -q '| *head' <<<"$cmd" && [ ! -s "$work/err" ]; then rc=0; fi
  if [ $rc -ne 0 ] || grep -qiE '(^|: )error|cannot|no such file' "$work/err"; then
    echo "FAIL ($doc): $line"
    echo "  exit $rc; stderr: $(head -c 400 "$work/err")"
    failed=$((failed + 1))
  else
    echo "ok   ($doc, $((SECONDS - start)) s): $line"
  fi
done < <(commands)

[ $ran -gt 20 ] || { echo "FAIL: only $ran examples found: the extraction is broken"; exit 1; }
echo "$ran examples run, $failed failed"
[ $failed -eq 0 ]

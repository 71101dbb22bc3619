#!/usr/bin/env bash
# Command-line tests of `stich batch`, run by CTest:  batch_test.sh MODE STICH SOURCE_DIR
#
# The reference is one run on one thread; every other way of running the same batch (more
# threads, shards merged, mpirun, a killed run resumed) must give the same records and the
# same statistics, byte for byte.  The input is 60 whist endgames (four of them bad on
# purpose), the 12 whist scoring samples (which have calls at 8) and the 11 Préférence samples
# (a game of every kind, Ausfechten, a table of every game): 83 boards in about a second.
# Records carry file names as given, so every run names the files the same way, relative to
# the source tree.
set -euo pipefail
mode=$1
stich=$2
cd "$3"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
whist_files=(tests/data/batch/endgames.pbn sample-hands/whist-scoring.pbn)
files=("${whist_files[@]}" sample-hands/preference.pbn)
boards=83

fail() {
    echo "FAIL ($mode): $*" >&2
    exit 1
}
same() { cmp "$1" "$2" || fail "$3"; }
# A batch of the test input exits with 1: it holds bad boards.
batch() {
    local rc=0
    "$stich" batch -q "$@" 2>>"$tmp/stderr" || rc=$?
    [ $rc -eq 1 ] || fail "exit status $rc (expected 1) for: stich batch $*"
}
# A shard may hold none of the bad boards.
shard() {
    local rc=0
    "$stich" batch -q "$@" 2>>"$tmp/stderr" || rc=$?
    [ $rc -le 1 ] || fail "exit status $rc for: stich batch $*"
}
lines() { wc -l <"$1" | tr -d ' '; }
# fed_input: $tmp/all.pbn, the test input behind 256 KiB of blank lines and before one: the
# reader takes the first 4 KiB of its input whole (to tell text from binary) before it gives a
# board, so that without them a run fed board by board would give its first records only 4 KiB
# in (256: room for a larger head).
fed_input() {
    head -c 262144 /dev/zero | tr '\0' '\n' >"$tmp/all.pbn"
    cat "${files[@]}" >>"$tmp/all.pbn"
    echo >>"$tmp/all.pbn"  # a blank line ends the last board before the input ends
}
# start_fed OUT: a batch of standard input into OUT in the background ($pid), its input a
# pipe that the test writes to through descriptor 3 (feed_boards), so that the run waits for
# the boards it is not given yet.  Reads $tmp/all.pbn.  One thread: with more, the boards
# read ahead hold back the records before them until the input goes on.
start_fed() {
    rm -f "$tmp/feed"
    mkfifo "$tmp/feed"
    "$stich" batch -q --threads 1 --out "$1" - <"$tmp/feed" 2>"$tmp/fed.err" &
    pid=$!
    exec 3>"$tmp/feed"
    fed=0
}
# feed_boards N: the first N boards of $tmp/all.pbn down the pipe (all of them past the last).
feed_boards() {
    local end
    end=$(grep -b '^\[Board ' "$tmp/all.pbn" | sed -n "$(($1 + 1))p" | cut -d: -f1)
    [ -n "$end" ] || end=$(wc -c <"$tmp/all.pbn")
    # head first: it reads the file to its end byte and ends, and tail reads all it gives.  The
    # other way round head could end with tail still writing, whose SIGPIPE ended the test
    # (pipefail, errexit) with no message, now and then under load.
    head -c "$end" "$tmp/all.pbn" | tail -c +$((fed + 1)) >&3
    fed=$end
}
# fed_ended: the fed run ended by itself before the test killed it; say how.
fed_ended() {
    local rc=0
    wait $pid || rc=$?
    fail "the run fed board by board ended by itself (exit $rc) before it was killed: $(cat "$tmp/fed.err")"
}
# wait_records OUT K: until OUT holds K complete records (the run waits for more boards).
wait_records() {
    for _ in $(seq 2000); do
        [ -f "$1" ] && [ "$(lines "$1")" -ge "$2" ] && return 0
        sleep 0.01
    done
    fail "no $2 records in $1 after 20 s"
}

batch --threads 1 "${files[@]}" --stats "$tmp/ref.stats" >"$tmp/ref.jsonl"
[ "$(lines "$tmp/ref.jsonl")" -eq $boards ] || fail "$(lines "$tmp/ref.jsonl") records for $boards boards"

case $mode in
threads)
    for t in 2 3 8; do
        batch --threads $t "${files[@]}" --stats "$tmp/t.stats" >"$tmp/t.jsonl"
        same "$tmp/ref.jsonl" "$tmp/t.jsonl" "records on $t threads differ from 1 thread"
        same "$tmp/ref.stats" "$tmp/t.stats" "statistics on $t threads differ from 1 thread"
    done
    # Every analysed board's record is its `analyze --json` line with index and file in front.
    # (analyze names the file of each line, last, when it reads several: dropped here.)
    "$stich" analyze --json "${files[@]}" 2>/dev/null | sed -E 's/,"file":"[^"]*"\}$/}/' \
        >"$tmp/analyze.jsonl" || true
    grep -v '"error":' "$tmp/ref.jsonl" | sed -E 's/^\{"index":[0-9]+,"file":"[^"]*",/{/' \
        >"$tmp/stripped.jsonl"
    same "$tmp/analyze.jsonl" "$tmp/stripped.jsonl" "records are not the analyze lines"
    # Records match boards one to one: indexes 0..71 in order, the bad boards included.
    seq 0 $((boards - 1)) >"$tmp/want.idx"
    sed -E 's/^\{"index":([0-9]+),.*/\1/' "$tmp/ref.jsonl" >"$tmp/got.idx"
    same "$tmp/want.idx" "$tmp/got.idx" "indexes are not 0..$((boards - 1)) in order"
    grep -q '^{"index":61,"file":"sample-hands/whist-scoring.pbn","board":"2",' "$tmp/ref.jsonl" ||
        fail "board 2 of the second file is not index 61"
    [ "$(grep -c '"error":' "$tmp/ref.jsonl")" -eq 4 ] || fail "not 4 failed records"
    grep -qF '{"index":8,"file":"tests/data/batch/endgames.pbn","board":"9","game":null,"line":62,"column":41,"error":"card SA listed twice' \
        "$tmp/ref.jsonl" || fail "the unreadable board 9 has no located record"
    grep -qF '{"index":51,"file":"tests/data/batch/endgames.pbn","board":"52","game":"whist","line":366,"column":1,"error":"scoring a whist deal needs its trump suit' \
        "$tmp/ref.jsonl" || fail "board 52 (no trump) has no located record"
    grep -qF 'endgames.pbn:162:1: board 23: the hands hold the last 7 tricks' "$tmp/stderr" ||
        fail "board 23's problem is not reported on standard error"
    # The statistics count what the records say.
    grep -q '"boards": 83,' "$tmp/ref.stats" || fail "statistics: not 83 boards"
    grep -q '"failed": 4,' "$tmp/ref.stats" || fail "statistics: not 4 failed"
    grep -q '"unread": 2,' "$tmp/ref.stats" || fail "statistics: not 2 unread"
    calls=$(grep -c '"verdict":"call"' "$tmp/ref.jsonl")
    allowed=$(grep -c '"call":{"allowed":true' "$tmp/ref.jsonl")
    tr -d ' \n' <"$tmp/ref.stats" | grep -q "\"call\":{\"allowed\":$allowed,\"sound\":$calls," ||
        fail "statistics: the call is not allowed $allowed times, sound $calls times"
    [ "$allowed" -gt 0 ] || fail "no call in the test input"
    # Préférence: each contract counted once (every sample has its own), the table's games.
    p=$(tr -d ' \n' <"$tmp/ref.stats" | sed 's/.*"preference"://')
    [[ $p == '{"boards":11,"failed":0,"contracts":{"3":{"boards":1,"makes":1,'* ]] ||
        fail "statistics: Préférence does not start with contract 3 made once"
    [[ $p == *'"ausfechten":{"boards":2,"pays":{"1":1,"2":1,"3":1}'* ]] ||
        fail "statistics: Ausfechten is not two deals"
    [[ $p == *'"table":{"boards":1,"not_counted_csv":0,"makes":{"1":{"1":1,"2":0,"3":0}'* ]] ||
        fail "statistics: the table does not say that game 1 makes for forehand"
    ;;
csv)
    # Whist: one header.  (A Préférence table's CSV row does not say whether each game makes,
    # so its statistics come from JSON only; every other figure is the same from CSV.)
    batch --threads 1 "${whist_files[@]}" --stats "$tmp/w.stats" >/dev/null
    batch --csv --threads 1 "${whist_files[@]}" --stats "$tmp/c1.stats" >"$tmp/c1.csv"
    batch --csv --threads 2 "${whist_files[@]}" --stats "$tmp/c2.stats" >"$tmp/c2.csv"
    same "$tmp/c1.csv" "$tmp/c2.csv" "CSV on 2 threads differs from 1 thread"
    # The statistics read CSV rows by column name and JSON records by field: the same figures.
    same "$tmp/w.stats" "$tmp/c1.stats" "statistics from CSV differ from those from JSON"
    [ "$(grep -c '^index,file,board,game,row,column,value$' "$tmp/c1.csv")" -eq 1 ] ||
        fail "not one header"
    # Alliance: a board whose games have no one outcome (no marks: board 10) still counts under
    # its table's size from CSV, as from JSON: each row says the players.  Boards 5, 6 and 10
    # (4 and 6 players, a Resistance) are the quick ones of the file: the whole file takes
    # minutes under the sanitizers.
    alliance_boards=(--board 5 --board 6 --board 10)
    "$stich" batch -q --threads 2 sample-hands/alliance.pbn "${alliance_boards[@]}" \
        --stats "$tmp/aj.stats" >/dev/null
    "$stich" batch -q --csv --threads 2 sample-hands/alliance.pbn "${alliance_boards[@]}" \
        --stats "$tmp/ac.stats" >/dev/null
    same "$tmp/aj.stats" "$tmp/ac.stats" "Alliance statistics from CSV differ from those from JSON"
    # One long table whatever the games: one header, seven fields on every row.
    batch --csv --threads 1 "${files[@]}" >"$tmp/all1.csv"
    batch --csv --threads 3 "${files[@]}" >"$tmp/all3.csv"
    same "$tmp/all1.csv" "$tmp/all3.csv" "CSV with Préférence on 3 threads differs from 1 thread"
    [ "$(grep -c '^index,' "$tmp/all1.csv")" -eq 1 ] || fail "CSV of several games: not one header"
    [ "$(cut -d, -f1 "$tmp/all1.csv" | grep -v index | uniq | wc -l)" -eq $boards ] ||
        fail "CSV of several games: not one record per board"
    if command -v python3 >/dev/null; then
        # Loaded as one table by Python's csv module (as pandas.read_csv would), Alliance too.
        "$stich" batch -q --csv --threads 2 sample-hands/alliance-play.pbn >>"$tmp/all1.csv" 2>/dev/null ||
            true
        python3 - "$tmp/all1.csv" <<'PY' || fail "the CSV does not load as one table"
import csv, sys
rows = list(csv.reader(open(sys.argv[1], newline="", encoding="utf-8")))
header, body = rows[0], rows[1:]
assert header == ["index", "file", "board", "game", "row", "column", "value"], header
# The Alliance run appended its own header; drop it as a reader of two files would.
body = [r for r in body if r != header]
assert all(len(r) == 7 for r in body), [r for r in body if len(r) != 7][:3]
games = {r[3] for r in body}
assert {"whist", "preference", "alliance"} <= games, games
failed = [r for r in body if r[0] == "40"]
assert ["40", "tests/data/batch/endgames.pbn", "41", "", "0", "error",
        "bad rank 'X': expected one of A K Q J T 9 8 7 6 5 4 3 2"] in failed, failed
PY
    fi
    ;;
shards)
    for n in 2 3 5; do
        rm -f "$tmp"/shard.*
        for ((k = n - 1; k >= 0; k--)); do
            shard --shard $k/$n "${files[@]}" --out "$tmp/shard.$k"
            sed -E 's/^\{"index":([0-9]+),.*/\1/' "$tmp/shard.$k" |
                awk -v k=$k -v n=$n '$1 % n != k { bad = 1 } END { exit bad }' ||
                fail "shard $k/$n holds a board whose index mod $n is not $k"
        done
        batch --merge "$tmp"/shard.* --stats "$tmp/m.stats" --out "$tmp/merged.jsonl"
        same "$tmp/ref.jsonl" "$tmp/merged.jsonl" "$n shards merged differ from one run"
        same "$tmp/ref.stats" "$tmp/m.stats" "statistics of $n shards merged differ"
    done
    # Shard 1 of 3 missing: the merge says which boards are in no file.
    rc=0
    "$stich" batch -q --merge "$tmp/shard.0" "$tmp/shard.2" "$tmp/shard.4" >/dev/null \
        2>"$tmp/merge.err" || rc=$?
    [ $rc -eq 1 ] || fail "merge with a shard missing exits $rc"
    grep -q 'board index 1 is in no file' "$tmp/merge.err" || fail "missing boards not reported"
    for k in 0 1 2; do shard --csv --shard $k/3 "${files[@]}" --out "$tmp/c.$k"; done
    batch --csv --threads 1 "${files[@]}" >"$tmp/c.csv"
    batch --merge "$tmp/c.2" "$tmp/c.0" "$tmp/c.1" >"$tmp/cm.csv"
    same "$tmp/c.csv" "$tmp/cm.csv" "CSV shards merged differ from one run"
    ;;
resume)
    # A batch long enough to be killed in the middle: the test input, then full deals.
    "$stich" deal --count 8 --seed 11 >"$tmp/full.pbn"
    big=("${files[@]}" "$tmp/full.pbn")
    batch --threads 1 "${big[@]}" --stats "$tmp/big.stats" >"$tmp/big.jsonl"
    "$stich" batch -q --threads 1 "${big[@]}" --out "$tmp/out.jsonl" 2>/dev/null &
    pid=$!
    while kill -0 $pid 2>/dev/null && [ "$(lines "$tmp/out.jsonl" 2>/dev/null || echo 0)" -lt $boards ]; do
        sleep 0.01
    done
    kill -KILL $pid 2>/dev/null || true
    wait $pid || true
    written=$(lines "$tmp/out.jsonl")
    if [ "$written" -lt $((boards + 8)) ]; then
        echo "killed after $written complete records"
    else
        echo "note: the run ended before it could be killed; resuming a finished run"
    fi
    batch --threads 2 "${big[@]}" --out "$tmp/out.jsonl" --stats "$tmp/out.stats"
    same "$tmp/big.jsonl" "$tmp/out.jsonl" "the killed run resumed differs from one run"
    same "$tmp/big.stats" "$tmp/out.stats" "statistics of the resumed run differ"
    # A torn last line (the run killed while writing it) is dropped and written again.
    head -40 "$tmp/ref.jsonl" >"$tmp/torn.jsonl"
    sed -n 41p "$tmp/ref.jsonl" | head -c 100 >>"$tmp/torn.jsonl"
    batch "${files[@]}" --out "$tmp/torn.jsonl"
    same "$tmp/ref.jsonl" "$tmp/torn.jsonl" "a run resumed after a torn line differs"
    # A finished run resumed writes nothing more.
    batch "${files[@]}" --out "$tmp/torn.jsonl"
    same "$tmp/ref.jsonl" "$tmp/torn.jsonl" "a finished run resumed changed"
    # CSV, torn in the middle of a row.
    batch --csv --threads 1 "${files[@]}" >"$tmp/c.csv"
    head -c 9000 "$tmp/c.csv" >"$tmp/torn.csv"
    batch --csv "${files[@]}" --out "$tmp/torn.csv"
    same "$tmp/c.csv" "$tmp/torn.csv" "a CSV run resumed after a torn line differs"
    # The output of another batch is not resumed, and is left as it was.
    head -30 "$tmp/ref.jsonl" >"$tmp/other.jsonl"
    cp "$tmp/other.jsonl" "$tmp/other.copy"
    rc=0
    "$stich" batch -q sample-hands/whist-scoring.pbn "${files[0]}" --out "$tmp/other.jsonl" \
        2>"$tmp/other.err" || rc=$?
    [ $rc -eq 2 ] || fail "resuming another batch's output exits $rc"
    grep -q 'is not that board of this batch' "$tmp/other.err" || fail "no reason given"
    same "$tmp/other.copy" "$tmp/other.jsonl" "another batch's output was changed"
    rc=0
    "$stich" batch -q --shard 1/2 "${files[@]}" --out "$tmp/other.jsonl" 2>/dev/null || rc=$?
    [ $rc -eq 2 ] || fail "resuming with another shard exits $rc"
    ;;
faults)
    # SIGKILL at several moments of a run, each resumed by the same command: the records and
    # the statistics are those of one uninterrupted run, byte for byte.  The boards come
    # through a pipe that the test feeds: a run that has analysed the boards it was given
    # waits for the next, so each kill lands at a known record (K), however loaded the machine.
    fed_input
    batch --threads 1 - --stats "$tmp/all.stats" <"$tmp/all.pbn" >"$tmp/all.jsonl"
    # K = 83: every record written, the run waiting for the end of its input before it
    # writes the statistics (a torn statistics file of the killed run is replaced).
    # On a sample (STICH_TEST_SAMPLE: the sanitizer run) fewer moments and cuts.
    kills="0 1 7 40 82 $boards" cuts="1 9 17 18 25 -1"
    [ -z "${STICH_TEST_SAMPLE:-}" ] || { kills="0 40 $boards"; cuts="9 18 -1"; }
    for k in $kills; do
        out="$tmp/killed-$k.jsonl"
        start_fed "$out"
        feed_boards "$k"
        wait_records "$out" "$k"
        kill -KILL $pid || fed_ended
        wait $pid 2>/dev/null || true
        exec 3>&-
        echo "killed with $(lines "$out") records written (K = $k)"
        printf '{"boards":' >"$tmp/resumed.stats"
        # Resumed on another thread count: a record does not depend on the thread.
        batch --threads 3 - --out "$out" --stats "$tmp/resumed.stats" <"$tmp/all.pbn"
        same "$tmp/all.jsonl" "$out" "killed after $k records and resumed: the records differ"
        same "$tmp/all.stats" "$tmp/resumed.stats" "killed after $k records and resumed: the statistics differ"
    done
    # A merge killed while it waits for the rest of a shard (a named pipe), and merges cut
    # short at several bytes (it writes a megabyte at a time; a first line must show its
    # key, as above): the same merge again writes
    # the whole output.
    shard --shard 0/2 - --out "$tmp/s0.jsonl" <"$tmp/all.pbn"
    shard --shard 1/2 - --out "$tmp/s1.jsonl" <"$tmp/all.pbn"
    rm -f "$tmp/s1.fifo"
    mkfifo "$tmp/s1.fifo"
    "$stich" batch -q --merge "$tmp/s0.jsonl" "$tmp/s1.fifo" --out "$tmp/merged.jsonl" \
        --stats "$tmp/merged.stats" 2>/dev/null &
    pid=$!
    exec 3>"$tmp/s1.fifo"
    head -20 "$tmp/s1.jsonl" >&3
    sleep 0.2
    kill -KILL $pid
    wait $pid 2>/dev/null || true
    exec 3>&-
    size=$(wc -c <"$tmp/all.jsonl")
    for cut in killed 0 30 5000 $((size - 1)); do
        [ $cut == killed ] || head -c "$cut" "$tmp/all.jsonl" >"$tmp/merged.jsonl"
        batch --merge "$tmp/s1.jsonl" "$tmp/s0.jsonl" --out "$tmp/merged.jsonl" \
            --stats "$tmp/merged.stats"
        same "$tmp/all.jsonl" "$tmp/merged.jsonl" "a merge cut at $cut, merged again, differs"
        same "$tmp/all.stats" "$tmp/merged.stats" "a merge cut at $cut: the statistics differ"
    done
    # Killed in the middle of writing a record (a kill in write(2), a full disk): the file
    # ends in a torn line, cut anywhere in the record; the resumed run writes it again.  A
    # first line must show its key's start ({"index":0,"file":, 18 bytes) to be taken for a
    # torn record: shorter, it cannot be told from a foreign one-line file, and is left as it
    # was (exit 2), as one is.
    for cut in $cuts; do
        for k in 0 30; do
            head -$k "$tmp/all.jsonl" >"$tmp/torn.jsonl"
            record=$(sed -n "$((k + 1))p" "$tmp/all.jsonl")
            [ $cut -gt 0 ] && part=${record:0:$cut} || part=${record:0:$((${#record} - 1))}
            printf %s "$part" >>"$tmp/torn.jsonl"
            if [ $k -eq 0 ] && [ $cut -gt 0 ] && [ $cut -lt 18 ]; then
                cp "$tmp/torn.jsonl" "$tmp/torn.copy"
                rc=0
                "$stich" batch -q - --out "$tmp/torn.jsonl" <"$tmp/all.pbn" 2>"$tmp/torn.err" ||
                    rc=$?
                [ $rc -eq 2 ] || fail "a first line of $cut bytes without its newline exits $rc"
                grep -q 'is not the output of this batch' "$tmp/torn.err" ||
                    fail "a first line of $cut bytes: $(cat "$tmp/torn.err")"
                same "$tmp/torn.copy" "$tmp/torn.jsonl" "a first line of $cut bytes was changed"
                continue
            fi
            batch --threads 2 - --out "$tmp/torn.jsonl" --stats "$tmp/torn.stats" <"$tmp/all.pbn"
            same "$tmp/all.jsonl" "$tmp/torn.jsonl" "torn after $k records at byte $cut: resumed differs"
            same "$tmp/all.stats" "$tmp/torn.stats" "torn after $k records at byte $cut: statistics differ"
        done
    done
    ;;
writers)
    # Two runs on one --out: the first holds the file's lock while it runs (here: while it
    # waits for boards); every other writer is refused at once, and the first's output is
    # what one run alone writes.
    fed_input
    batch --threads 1 - <"$tmp/all.pbn" >"$tmp/all.jsonl"
    out="$tmp/shared.jsonl"
    start_fed "$out"
    feed_boards 11
    wait_records "$out" 10
    held="another stich batch is writing this file (it holds the file's lock): wait for it to end, or give another --out"
    locked="stich batch: $out: $held"
    for second in "-" "--shard 1/2 -" "--csv -" "--merge $tmp/all.jsonl"; do
        rc=0
        # shellcheck disable=SC2086
        timeout 20 "$stich" batch -q --out "$out" $second <"$tmp/all.pbn" >/dev/null \
            2>"$tmp/second.err" || rc=$?
        [ $rc -eq 6 ] || fail "a second writer ($second) exits $rc, expected 6"
        [ "$(cat "$tmp/second.err")" == "$locked" ] ||
            fail "a second writer ($second) is told: $(cat "$tmp/second.err")"
    done
    feed_boards $boards
    exec 3>&-
    rc=0
    wait $pid || rc=$?
    [ $rc -eq 1 ] || fail "the first writer exits $rc"
    same "$tmp/all.jsonl" "$out" "the first writer's output is not that of one run"
    # Its lock ends with it: the same command again is a finished run resumed.
    batch - --out "$out" <"$tmp/all.pbn"
    same "$tmp/all.jsonl" "$out" "a finished run resumed changed"
    # Two runs started together on a new file, each fed the whole input once both run:
    # exactly one is refused, and the file holds the other's records, once each.
    out="$tmp/both.jsonl"
    pids=()
    for i in 1 2; do
        rm -f "$tmp/feed$i"
        mkfifo "$tmp/feed$i"
        "$stich" batch -q --threads 2 --out "$out" - <"$tmp/feed$i" >/dev/null \
            2>"$tmp/both$i.err" &
        pids+=($!)
    done
    exec 4>"$tmp/feed1" 5>"$tmp/feed2"
    cat "$tmp/all.pbn" >&4 2>/dev/null || true  # a refused run may be gone
    cat "$tmp/all.pbn" >&5 2>/dev/null || true
    exec 4>&- 5>&-
    rc1=0 rc2=0
    wait "${pids[0]}" || rc1=$?
    wait "${pids[1]}" || rc2=$?
    [ "$rc1 $rc2" == "1 6" ] || [ "$rc1 $rc2" == "6 1" ] ||
        fail "two writers started together exit $rc1 and $rc2"
    refused=$([ $rc1 -eq 6 ] && echo 1 || echo 2)
    [ "$(cat "$tmp/both$refused.err")" == "stich batch: $out: $held" ] ||
        fail "the refused writer is told: $(cat "$tmp/both$refused.err")"
    same "$tmp/all.jsonl" "$out" "two writers started together: the file is not one run's"
    ;;
output)
    # Output that cannot be written stops the run at once with exit 6 and a message; --out on
    # a pipe or a device is a stream, never read back (resuming needs a regular file).
    expect() { # STATUS MESSAGE ARGS...: stich batch -q ARGS exits STATUS saying MESSAGE last
        local status=$1 message=$2 rc=0
        shift 2
        timeout 60 "$stich" batch -q "$@" >"$tmp/expect.out" 2>"$tmp/expect.err" || rc=$?
        [ $rc -eq "$status" ] || fail "stich batch $* exits $rc, expected $status"
        [ "$(tail -1 "$tmp/expect.err")" == "$message" ] ||
            fail "stich batch $* says: $(tail -1 "$tmp/expect.err")"
    }
    expect 6 "stich batch: /dev/full: cannot write the records: No space left on device" \
        --out /dev/full "${files[@]}"
    expect 6 "stich batch: /dev/full: cannot write the records: No space left on device" \
        --merge --out /dev/full "$tmp/ref.jsonl"
    expect 6 "stich: /dev/full: cannot write the file: No space left on device" \
        --stats /dev/full "${files[@]}"
    expect 6 "stich: /dev/full: cannot write the file: No space left on device" \
        --html /dev/full "${files[@]}"
    mkdir "$tmp/folder"
    expect 6 "stich batch: $tmp/folder: is a directory" --out "$tmp/folder" "${files[@]}"
    mkfifo "$tmp/fifo"
    expect 6 "stich batch: $tmp/fifo: cannot write the file: no process reads it" \
        --out "$tmp/fifo" "${files[@]}"
    # A stream: through a pipe to its reader, the records of one run.
    rc=0
    timeout 60 "$stich" batch -q "${files[@]}" --out /dev/stdout 2>/dev/null | cat \
        >"$tmp/piped.jsonl" || rc=$?
    same "$tmp/ref.jsonl" "$tmp/piped.jsonl" "--out /dev/stdout | cat differs from one run"
    # A named pipe once its reader has come (until then, refused with 6: tried again).
    cat "$tmp/fifo" >"$tmp/fifo.jsonl" &
    reader=$!
    for _ in $(seq 200); do
        rc=0
        "$stich" batch -q "${files[@]}" --out "$tmp/fifo" 2>/dev/null || rc=$?
        [ $rc -eq 6 ] || break
        sleep 0.05
    done
    [ $rc -eq 1 ] || fail "a batch into a named pipe exits $rc"
    wait $reader
    same "$tmp/ref.jsonl" "$tmp/fifo.jsonl" "--out on a named pipe differs from one run"
    # A file that is not a batch's output is never cut or appended to, whatever its shape:
    # one line without a newline, a "{", a JSON object, a line longer than any record, a
    # batch's records followed by a foreign line.
    cp tests/data/hostile/batch-out-notes.txt "$tmp/f1"
    printf '{' >"$tmp/f2"
    printf '{"index":0}' >"$tmp/f3"
    printf '{"index":0,"fil' >"$tmp/f4"
    printf 'index,file' >"$tmp/f5"
    printf 'notes\n' >"$tmp/f6"
    head -c 70000000 /dev/zero >"$tmp/f7"
    cp tests/data/hostile/batch-out-records-then-note.jsonl "$tmp/f8"
    for f in "$tmp"/f?; do
        cp "$f" "$tmp/copy"
        rc=0
        "$stich" batch -q "${files[@]}" --out "$f" 2>"$tmp/foreign.err" || rc=$?
        [ $rc -eq 2 ] || fail "a foreign $f exits $rc, expected 2"
        grep -q "is not the output of this batch\|not the output of a batch" "$tmp/foreign.err" ||
            fail "a foreign $f: $(cat "$tmp/foreign.err")"
        same "$tmp/copy" "$f" "a foreign $f was changed"
        rc=0
        "$stich" batch -q --merge "$tmp/ref.jsonl" --out "$f" 2>"$tmp/foreign.err" || rc=$?
        [ $rc -eq 2 ] || fail "merging onto a foreign $f exits $rc, expected 2"
        same "$tmp/copy" "$f" "merging onto a foreign $f changed it"
    done
    grep -qx "stich batch: $tmp/f8:4: not a JSON record of a batch (a last line without its newline): this file is not the output of this batch (or of another --json/--csv)" \
        <(cat "$tmp/foreign.err"; "$stich" batch -q "${files[@]}" --out "$tmp/f8" 2>&1) ||
        fail "a foreign last line is not named"
    [ "$(cat "$tmp/foreign.err")" == "stich batch: $tmp/f8:4: not a JSON record: this file is not the output of a batch, and is left as it was" ] ||
        fail "merging onto records and a note: $(cat "$tmp/foreign.err")"
    ;;
timelimit)
    # --time-limit: a board past it gets a record that says so (a failed board, exit 1), the
    # rest run; a resumed run keeps the record (the board is done).  With a 1 MiB table this
    # Alliance board takes over ten seconds, far past 1 s, while an endgame takes no time.
    cp tests/data/hostile/batch-slow-alliance.pbn "$tmp/slow.pbn"
    limited=(-q --threads 2 --tt-mb 1 --time-limit 1 "$tmp/slow.pbn" "${whist_files[@]}")
    rc=0
    "$stich" batch "${limited[@]}" --out "$tmp/limited.jsonl" --stats "$tmp/limited.stats" \
        2>"$tmp/limited.err" || rc=$?
    [ $rc -eq 1 ] || fail "a batch with a board timed out exits $rc"
    message="timed out: no result within the time limit of 1 s (--time-limit)"
    [ "$(head -1 "$tmp/limited.jsonl")" == '{"index":0,"file":"'"$tmp"'/slow.pbn","board":"1","game":"alliance","line":1,"column":1,"error":"'"$message"'"}' ] ||
        fail "the timed-out record is: $(head -1 "$tmp/limited.jsonl")"
    grep -qxF "stich: $tmp/slow.pbn:1:1: board 1: $message" "$tmp/limited.err" ||
        fail "the timed-out board is not reported: $(cat "$tmp/limited.err")"
    # The boards after it are those of a batch without it.
    "$stich" batch -q --threads 1 "${whist_files[@]}" 2>/dev/null |
        sed -E 's/^\{"index":[0-9]+,//' >"$tmp/want.rest" || true
    tail -n +2 "$tmp/limited.jsonl" | sed -E 's/^\{"index":[0-9]+,//' >"$tmp/got.rest"
    same "$tmp/want.rest" "$tmp/got.rest" "the boards after the timed-out one differ"
    tr -d ' \n' <"$tmp/limited.stats" | grep -q '^{"boards":73,"failed":5,' ||
        fail "the timed-out board is not counted failed: $(head -c 80 "$tmp/limited.stats")"
    # Resumed, it is done: nothing is analysed again.
    cp "$tmp/limited.jsonl" "$tmp/before.jsonl"
    rc=0
    "$stich" batch "${limited[@]:1}" --out "$tmp/limited.jsonl" 2>"$tmp/resumed.err" || rc=$?
    [ $rc -eq 1 ] || fail "the resumed batch exits $rc"
    grep -Eq '^stich batch: 0 boards, 5 failed in all; .* \(2 threads; 73 boards were done before, resumed\)$' \
        "$tmp/resumed.err" || fail "the resumed batch analysed again: $(cat "$tmp/resumed.err")"
    same "$tmp/before.jsonl" "$tmp/limited.jsonl" "a resumed run changed the records"
    ;;
usage)
    for bad in "--shard 3/3" "--shard 1" "--shard a/2" "--score 8" "--score 8:x"; do
        rc=0
        # shellcheck disable=SC2086
        "$stich" batch $bad "${files[@]}" >/dev/null 2>&1 || rc=$?
        [ $rc -eq 2 ] || fail "'$bad' exits $rc, expected 2"
    done
    rc=0
    "$stich" batch -q "$tmp/none.pbn" >"$tmp/none.jsonl" 2>/dev/null || rc=$?
    [ $rc -eq 3 ] || fail "no readable input exits $rc, expected 3"
    grep -q '^{"index":0,"file":"'"$tmp"'/none.pbn","board":null,"game":null,"line":null,"column":null,"error":"cannot open the file' \
        "$tmp/none.jsonl" || fail "a file that cannot be opened has no record"
    # The manual documents every option of the command.
    for opt in $("$stich" batch --help | grep -oE -- '--[a-z-]+' | sort -u); do
        grep -qF -- "${opt//-/\\-}" man/stich.1 || fail "the manual does not document $opt"
    done
    # On a terminal, a progress bar with the rate and the time left, then the summary.
    script -qec "'$stich' batch --threads 2 ${whist_files[*]} >/dev/null" "$tmp/tty" >/dev/null || true
    # The line is drawn after, and erased by, \r ESC [K: cut at \r, the erasures dropped.
    tr '\r' '\n' <"$tmp/tty" | sed 's/\x1b\[K//g' >"$tmp/tty.lines"
    grep -Eq '^\[[#.]{30}\] analysed [0-9]+/72 boards \([0-9.]+/s, [0-9]+s left\)' "$tmp/tty.lines" ||
        fail "no progress bar on a terminal"
    grep -Eq '^stich batch: 72 boards, 4 failed in all; [0-9.]+ s, [0-9.]+ boards/s \(2 threads\)' \
        "$tmp/tty.lines" || fail "no summary after the progress bar"
    # --score gives every board a standing: a full deal may then call at 8.
    "$stich" deal --count 1 --seed 1 >"$tmp/one.pbn"
    "$stich" batch -q --score "8 0" "$tmp/one.pbn" >"$tmp/one.jsonl"
    grep -q '"score_before":{"NS":8,"EW":0}' "$tmp/one.jsonl" || fail "--score not applied"
    ;;
mpi)
    export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
    # Open MPI does not free its own allocations at exit; under AddressSanitizer (.ci/check)
    # LeakSanitizer would make every rank exit 1 for them.
    export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"
    # This machine only: the processes talk through shared memory, the runtime on loopback.
    export OMPI_MCA_plm=isolated OMPI_MCA_btl=self,vader OMPI_MCA_oob_tcp_if_include=lo
    export OMPI_MCA_rmaps_base_oversubscribe=1 OMPI_MCA_btl_vader_single_copy_mechanism=none
    mpi() { "${MPIEXEC:-mpirun}" -np "$@"; }
    for np in 2 3; do
        rc=0
        mpi $np "$stich" batch -q --threads 1 "${files[@]}" --stats "$tmp/mpi.stats" \
            >"$tmp/mpi.jsonl" 2>"$tmp/mpi.err" || rc=$?
        [ $rc -eq 1 ] || { cat "$tmp/mpi.err"; fail "mpirun -np $np exits $rc"; }
        same "$tmp/ref.jsonl" "$tmp/mpi.jsonl" "mpirun -np $np differs from one process"
        same "$tmp/ref.stats" "$tmp/mpi.stats" "statistics under mpirun -np $np differ"
    done
    # With a shard, and resuming a torn output.
    shard --shard 1/2 "${files[@]}" >"$tmp/s1.jsonl"
    head -20 "$tmp/s1.jsonl" >"$tmp/ms1.jsonl"
    sed -n 21p "$tmp/s1.jsonl" | head -c 50 >>"$tmp/ms1.jsonl"
    mpi 2 "$stich" batch -q --shard 1/2 "${files[@]}" --out "$tmp/ms1.jsonl" 2>/dev/null || true
    same "$tmp/s1.jsonl" "$tmp/ms1.jsonl" "mpirun with a shard, resumed, differs"
    # Ctrl-C on the terminal (SIGINT to mpirun and its ranks, one process group): every rank
    # stops, rank 0 says so as a run without mpirun does, the records written stay, and the
    # same command resumes the batch to its end.  The exit status is mpirun's own (Open MPI,
    # itself interrupted: 1, see the man page), not the ranks' 130.
    # Préférence deals (about 0.2 s a board) so that the run is still going when the signal
    # comes: it is sent once the first records are out, not after a fixed time.
    "$stich" deal --game preference --count 100 --seed 3 >"$tmp/many.pbn"
    # Starts the batch of `many.pbn` into $1 (its own process group); returns once it has
    # written two records, mpirun's process id in $pid.
    interruptible() {
        setsid "${MPIEXEC:-mpirun}" -np 2 "$stich" batch -q --threads 1 "$tmp/many.pbn" \
            --out "$1" 2>"$1.err" &
        pid=$!
        for _ in $(seq 300); do
            [ -s "$1" ] && [ "$(wc -l <"$1")" -ge 2 ] && break
            sleep 0.1
        done
    }
    interrupted='^stich batch: interrupted after [0-9]+ boards: run the same command again to resume$'
    interruptible "$tmp/int.jsonl"
    kill -INT -- -$pid
    rc=0
    wait $pid || rc=$?
    [ $rc -ne 0 ] || fail "mpirun interrupted exits 0"
    grep -Eq "$interrupted" "$tmp/int.jsonl.err" ||
        { cat "$tmp/int.jsonl.err"; fail "rank 0 does not say that the batch was interrupted"; }
    # The ranks alone interrupted (mpirun not): mpirun exits with their 130.
    interruptible "$tmp/ranks.jsonl"
    kill -INT $(pgrep -P $pid)
    rc=0
    wait $pid || rc=$?
    [ $rc -eq 130 ] || { cat "$tmp/ranks.jsonl.err"; fail "ranks interrupted: mpirun exits $rc"; }
    grep -Eq "$interrupted" "$tmp/ranks.jsonl.err" || fail "ranks interrupted: no message"
    sleep 1
    ! pgrep -f -- "--out $tmp/(int|ranks).jsonl" >/dev/null || fail "a rank goes on after Ctrl-C"
    done_before=$(lines "$tmp/int.jsonl")
    [ "$done_before" -lt 100 ] || fail "the batch was not interrupted (give it more boards)"
    mpi 2 "$stich" batch -q --threads 1 "$tmp/many.pbn" --out "$tmp/int.jsonl" ||
        fail "the interrupted batch does not resume"
    [ "$(sed -E 's/^\{"index":([0-9]+),.*/\1/' "$tmp/int.jsonl" | tr '\n' ' ')" == \
        "$(seq -s ' ' 0 99) " ] || fail "the resumed batch is not boards 0..99 once each, in order"
    ;;
*)
    fail "unknown mode"
    ;;
esac
echo "batch.$mode: ok"

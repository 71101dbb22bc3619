#!/usr/bin/env python3
"""Every command's --csv loads as one table (issue 44).

Usage: csv_tables.py STICH ROOT WORKDIR

Each command that writes CSV runs on a file that mixes the three games (whist, Préférence,
Alliance), and on several files at once with bridge boards played at several tables (a LIN
file of two rooms, a tournament's PBN with one board at three tables).  Its standard output,
read with Python's csv module, must be one rectangular table: one header line first, every
row as long as the header, the header nowhere else.  And the rows keep their values under
their own columns: each row equals, column for column, the row that the same command writes
for that game's file alone.
"""
import csv
import io
import os
import subprocess
import sys

stich, root, work = (os.path.abspath(a) for a in sys.argv[1:4])
hands = os.path.join(root, "sample-hands")
bridge = os.path.join(root, "tests", "data", "bridge")
os.makedirs(work, exist_ok=True)
failures = []


# Boards of each kind of row, each quick: whist 2; Préférence 2 and 10 (games), 9 (an
# Ausfechten); Alliance 2 (four players), 9 and 10 (six); the bridge files' boards o2 and c2
# (two rooms) and 1 (three tables).
SELECTED = ["--board", "2", "--board", "9", "--board", "10", "--board", "tournament.pbn:1"]


def run(args):
    chosen = [] if args[0] == "judge" else SELECTED  # the judge's samples: a board a kind
    done = subprocess.run([stich] + args + chosen + ["-t", "1"], capture_output=True, text=True,
                          cwd=work, check=False)
    if done.returncode not in (0, 1):
        failures.append(f"stich {' '.join(args)}: exit {done.returncode}: {done.stderr[:300]}")
    return done.stdout


def table(args):
    """The rows of the command's CSV as dicts, after checking that they form one table."""
    text = run(args)
    rows = list(csv.reader(io.StringIO(text)))
    what = "stich " + " ".join(os.path.basename(a) for a in args)
    if not rows:
        failures.append(f"{what}: no CSV")
        return []
    header = rows[0]
    for n, row in enumerate(rows[1:], start=2):
        if row == header:
            failures.append(f"{what}: the header again at line {n}")
        if len(row) != len(header):
            failures.append(f"{what}: line {n} has {len(row)} fields, the header {len(header)}")
    if len(set(header)) != len(header):
        failures.append(f"{what}: a column named twice in {header}")
    return [dict(zip(header, row)) for row in rows[1:]]


def joined(name, parts, judge_seats=None):
    """A PBN file of the given sample files, one after the other (a [JudgeSeat] added to
    each board where judge_seats names the file's seat)."""
    path = os.path.join(work, name)
    with open(path, "w", encoding="utf-8") as out:
        for part in parts:
            with open(os.path.join(hands, part), encoding="utf-8") as f:
                text = f.read()
            seat = (judge_seats or {}).get(part)
            if seat:
                text = text.replace("[Deal ", f'[JudgeSeat "{seat}"]\n[Deal ')
            out.write(text + "\n")
    return path


def same_rows(args, mixed, singles):
    """Each game's rows in the mixed table equal its own file's rows, column for column (the
    mixed table's other columns empty)."""
    rows = table(args + [mixed])
    alone = []
    for single in singles:
        alone += table(args + [single])
    what = "stich " + " ".join(args)
    if len(rows) != len(alone) or not rows:
        failures.append(f"{what}: {len(rows)} rows of the mixed file, {len(alone)} alone")
        return
    for n, (row, own) in enumerate(zip(rows, alone), start=2):
        for column, value in row.items():
            if own.get(column, "") != value:
                failures.append(f"{what}: line {n}, column {column}: {value!r}, "
                                f"alone {own.get(column, '')!r}")
                break


games = ["whist.pbn", "preference.pbn", "alliance.pbn"]
mixed = joined("mixed.pbn", games)
singles = [os.path.join(hands, g) for g in games]
same_rows(["solve", "--csv"], mixed, singles)
same_rows(["analyze", "--csv"], mixed, singles)
same_rows(["analyze", "--csv", "--variants", "all"], mixed, singles)
seats = {"judge/whist.pbn": "N", "judge/preference.pbn": "1", "judge/alliance.pbn": "2"}
judged = joined("judged.pbn", list(seats), seats)
judge_singles = [joined(f"judged-{n}.pbn", [p], seats) for n, p in enumerate(seats)]
same_rows(["judge", "--csv", "-n", "4"], judged, judge_singles)

# Several files, bridge boards of several tables among them: one table, a "file" column.
several = [mixed, os.path.join(bridge, "bbo-teams.lin"), os.path.join(bridge, "tournament.pbn")]
for command in (["solve", "--csv"], ["analyze", "--csv"], ["export", "--csv"]):
    rows = table(command + several)
    if not rows or "file" not in rows[0]:
        failures.append(f"stich {' '.join(command)} of several files: no file column")
    elif command[0] != "export" and {r["game"] for r in rows} != {"whist", "preference",
                                                                "alliance", "bridge"}:
        failures.append(f"stich {' '.join(command)}: games {sorted({r['game'] for r in rows})}")
# batch writes its long table (seven columns) for every game.
rows = table(["batch", "--csv", "-q"] + several)
if not rows or list(rows[0]) != ["index", "file", "board", "game", "row", "column", "value"]:
    failures.append("stich batch --csv: not the long table")



def streamed(args, text):
    """A command whose CSV header is fixed (export, judge) writes a board's row before its
    input has ended: with every board but the last written to its standard input (more than
    the 4 KB the reader looks at before it reads a record), and the input still open, the
    header and the first rows are read from its pipe.  The whole output equals that of the same
    text read from a file."""
    import select
    what = "stich " + " ".join(args)
    record = os.path.join(work, "streamed.pbn")
    with open(record, "w", encoding="utf-8") as f:
        f.write(text)
    last = text.rfind("[Board ")
    cut = text.find("\n", last) + 1  # the last board begun: every board before it complete
    proc = subprocess.Popen([stich] + args + ["-t", "1", "-"], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
                            cwd=work)
    proc.stdin.write(text[:cut])
    proc.stdin.flush()
    # The pipe read as bytes from its descriptor: a buffered readline() may take both lines at
    # once and leave select() waiting on an empty pipe.
    fd = proc.stdout.fileno()
    got = b""
    while got.count(b"\n") < 2 and select.select([fd], [], [], 60)[0]:
        chunk = os.read(fd, 65536)
        if not chunk:
            break
        got += chunk
    lines = got.decode("utf-8").splitlines(keepends=True)
    if len(lines) < 2:
        failures.append(f"{what}: no row before the input ended ({lines})")
    proc.stdin.write(text[cut:])
    proc.stdin.close()
    rest = proc.stdout.read()
    proc.wait()
    whole = subprocess.run([stich] + args + ["-t", "1", record], capture_output=True, text=True,
                           cwd=work, check=False).stdout
    if got.decode("utf-8") + rest != whole:
        failures.append(f"{what}: the streamed output differs from the file's")


dealt = subprocess.run([stich, "deal", "-s", "4", "-n", "24"], capture_output=True, text=True,
                       check=False).stdout
streamed(["export", "--csv"], dealt)
with open(judge_singles[0], encoding="utf-8") as f:
    one = f.read()
streamed(["judge", "--csv", "-n", "2"], "".join(
    one.replace('[Board "', f'[Board "{k}-') for k in range(1, 9)))

for failure in failures:
    print("FAIL:", failure)
print(f"csv tables: {len(failures)} failures")
sys.exit(1 if failures else 0)

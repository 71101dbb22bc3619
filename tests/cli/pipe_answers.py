#!/usr/bin/env python3
"""A board written to a pipe that stays open is answered at once (issue 44).

Usage: pipe_answers.py STICH WORKDIR

`printf '...one board...' | stich solve -` and a slow writer (a generator, a live feed) must
get each board's answer while the pipe is still open, not once 4 KB have come or the writer
has closed it.  Each case writes one board of far less than 4 KB to stich's standard input,
keeps the pipe open, and waits (at most 60 s) for the answer on standard output; only then
is the pipe closed.  The formats are told apart on what has come: a PBN board, a LIN line and
a BBO handviewer link.  The whole output equals that of the same text read from a file.
"""
import os
import select
import subprocess
import sys

stich, work = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
os.makedirs(work, exist_ok=True)
failures = []

# A whist endgame of five cards a hand and the blank line that ends it; the same deal as LIN,
# whose board ends where the next begins (a record may span lines), so that two are written
# and the first is looked for; and as a handviewer link, a board of its own.
PBN = ('[Game "whist"]\n[Board "1"]\n[Trump "S"]\n'
       '[Deal "N:AK.Q.J.2 QJ.K.T.3 T9.A.Q.4 87.J.K.5"]\n\n')
LIN = ("pn|Sam,Wes,Nora,Ed|md|3S2QKAH5432D76CAKQ,S34H89TD89TJC89TJ,S5678HAKQD345C234,|rh||"
       "ah|Board 1|sv|o|mb|p|mb|1D|mb|1S|mb|p|mb|3S|mb|p|mb|4S|mb|p|mb|p|mb|p|pg||\n")
LIN2 = LIN.replace("Board 1", "Board 2")
URL = ("https://www.bridgebase.com/tools/handviewer.html?lin=md|3S2QKAH5432D76CAKQ,"
       "S34H89TD89TJC89TJ,S5678HAKQD345C234,|ah|Board%201|mb|1S|mb|p|mb|p|mb|p|\n")


def answered_while_open(args, text, expect):
    """Writes `text`, keeps the pipe open, and reads until `expect` has come."""
    what = "stich " + " ".join(args) + " on " + repr(text[:20])
    proc = subprocess.Popen([stich] + args + ["-t", "1", "-"], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=work)
    proc.stdin.write(text.encode())
    proc.stdin.flush()
    fd = proc.stdout.fileno()
    got = b""
    while expect.encode() not in got and select.select([fd], [], [], 60)[0]:
        chunk = os.read(fd, 65536)
        if not chunk:
            break
        got += chunk
    if expect.encode() not in got:
        failures.append(f"{what}: no answer while the input was open ({got[:200]!r})")
    proc.stdin.close()
    rest = proc.stdout.read()
    err = proc.stderr.read()
    proc.wait()
    path = os.path.join(work, "board.txt")
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    whole = subprocess.run([stich] + args + ["-t", "1", path], capture_output=True,
                           cwd=work, check=False)
    if got + rest != whole.stdout or proc.returncode != whole.returncode:
        failures.append(f"{what}: the piped output (exit {proc.returncode}) differs from the "
                        f"file's (exit {whole.returncode}): {err[:300]!r}")


answered_while_open(["solve"], PBN, "Board 1")
answered_while_open(["solve", "--json"], PBN, "\n")
answered_while_open(["solve", "--json"], LIN + LIN2, '"board":"1"')
answered_while_open(["analyze"], URL, "Board 1")

for failure in failures:
    print("FAIL:", failure)
print(f"pipe answers: {len(failures)} failures")
sys.exit(1 if failures else 0)

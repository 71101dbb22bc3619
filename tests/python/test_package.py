"""The Python package against independent values: DDS's tables, the command line's JSON, and
itself across threads."""

import json
import os
import subprocess
from pathlib import Path

import numpy as np
import pytest

import stich

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = ROOT / "sample-hands"
STICH = os.environ.get("STICH_BINARY", str(ROOT / "build" / "stich"))


def dds_records(count):
    """(deal, 20 values) of tests/data/dds-whist-200.txt: declarer's side's tricks, strain-major."""
    out = []
    for line in (ROOT / "tests" / "data" / "dds-whist-200.txt").read_text().splitlines():
        if not line or line.startswith("#"):
            continue
        deal, values = line.split("|")
        out.append((deal.strip(), [int(v) for v in values.split()]))
        if len(out) == count:
            break
    return out


def test_tables_equal_dds():
    records = dds_records(int(os.environ.get("STICH_PY_DDS_TABLES", "12")))
    boards = [stich.read(f'[Board "{i + 1}"]\n[Deal "{deal}"]\n')[0] for i, (deal, _) in enumerate(records)]
    got = stich.tables(boards, threads=2)
    assert got.shape == (len(records), 5, 4)
    assert got.dtype == np.int8
    for i, (_, values) in enumerate(records):
        for k, value in enumerate(values):
            strain, declarer = divmod(k, 4)
            leader = (declarer + 1) % 4
            assert 13 - got[i, strain, leader] == value, (i, k)


@pytest.mark.parametrize("name", ["whist.pbn", "preference.pbn"])
def test_to_dict_equals_the_command_line(name):
    cli = subprocess.run([STICH, "solve", "--json", "-t", "1", str(SAMPLES / name)],
                         capture_output=True, text=True, env={**os.environ, "HOME": "/nonexistent"})
    lines = [json.loads(line) for line in cli.stdout.splitlines()]
    boards = stich.read_file(SAMPLES / name)
    assert [a.to_dict() for a in stich.solve_all(boards, threads=2)] == lines


def test_analysis_the_same_on_any_thread_count():
    boards = stich.read_file(SAMPLES / "alliance.pbn")[:2] + stich.read_file(SAMPLES / "preference.pbn")
    one = [a.json for a in stich.analyze_all(boards, threads=1)]
    two = [a.json for a in stich.analyze_all(boards, threads=2)]
    assert one == two
    assert all(one)


def test_errors_are_value_errors_with_their_place():
    text = '[Board "1"]\n[Deal "N:AK94.864.T6.AJT6 J3.AK3.K73.9543X QT872.QJ5.Q54.K8 65.T972.AJ982.Q7"]\n'
    with pytest.raises(ValueError, match=r"^club\.pbn:2:\d+: board 1: "):
        stich.read(text, name="club.pbn")
    records, problems = stich.read(text, name="club.pbn", errors="collect")
    assert records == [] and len(problems) == 1
    assert (problems[0].file, problems[0].line, problems[0].board) == ("club.pbn", 2, "1")
    with pytest.raises(ValueError):
        stich.read_file(SAMPLES / "no-such-file.pbn")
    short = stich.read('[Deal "N:AK94.864.T6.AJT6 J3.AK3.K73.95432 QT872.QJ5.Q54.K8 -"]\n')
    answer = stich.SolverContext().solve(short[0])
    assert not answer.ok
    with pytest.raises(ValueError):
        answer.to_dict()


def test_records_round_trip_and_describe_themselves():
    boards = stich.read_file(SAMPLES / "whist.pbn")
    again = stich.read(stich.write_pbn(boards))
    assert [b.pbn() for b in again] == [b.pbn() for b in boards]
    b = boards[0]
    assert b.game == "whist" and b.players == 4
    assert [b.seat_label(s) for s in range(4)] == ["N", "E", "S", "W"]
    assert sum(len(b.hand(s).replace(".", "")) for s in range(4)) == 52
    assert stich.version() == stich.__version__

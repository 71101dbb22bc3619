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


def cli_lines(*args):
    """`stich ARGS` on one thread: its JSON lines, each as a dict."""
    run = subprocess.run([STICH, *args], capture_output=True, text=True,
                         env={**os.environ, "HOME": "/nonexistent"})
    assert run.returncode == 0, run.stderr
    return [json.loads(line) for line in run.stdout.splitlines()]


def test_judge_condition_equals_the_command_line_byte_for_byte():
    """`judge(..., condition=)` is `stich judge --condition`: the same JSON bytes, with the
    verdict without the condition beside; a record's [Condition] is applied the same way."""
    ctx = stich.SolverContext(16)
    judged = SAMPLES / "judge" / "whist.pbn"
    lead = stich.read_file(judged)[1]
    condition = "hcp(north) >= 12"
    answer = ctx.judge(lead, 3, call="lead SJ", versus=["lead H2"], samples=3, exact_up_to=0,
                       condition=condition)
    run = subprocess.run([STICH, "judge", "--json", "--board", "lead", "--seat", "W", "--call",
                          "lead SJ", "--versus", "lead H2", "--samples", "3", "--exact-up-to",
                          "0", "--condition", condition, str(judged)],
                         capture_output=True, text=True, env={**os.environ, "HOME": "/nonexistent"})
    assert run.returncode == 0, run.stderr
    assert answer.json + "\n" == run.stdout
    assert "without_condition" in answer.to_dict()
    tagged = stich.read('[Game "whist"]\n[Board "c"]\n[Dealer "S"]\n[Turned "D4"]\n'
                        f'[Condition "{condition}"]\n[Deal "W:JT85.A742.863.Q6 - - -"]\n')[0]
    untagged = stich.read('[Game "whist"]\n[Board "c"]\n[Dealer "S"]\n[Turned "D4"]\n'
                          '[Deal "W:JT85.A742.863.Q6 - - -"]\n')[0]
    assert stich.judge(tagged, "W", "lead", samples=3, context=ctx) == \
        stich.judge(untagged, "W", "lead", samples=3, condition=condition, context=ctx)
    with pytest.raises(ValueError, match="--condition:1:"):
        stich.judge(untagged, "W", "lead", samples=3, condition="hcp(north) >=", context=ctx)


def test_judge_play_settle_and_par_equal_the_command_line():
    ctx = stich.SolverContext(16)
    judged = SAMPLES / "judge" / "whist.pbn"
    for record, seat, call in zip(stich.read_file(judged), ("N", "W"), ("call", "lead")):
        want = cli_lines("judge", "--json", "--board", record.id, "--seat", seat, "--call", call,
                         "--samples", "3", "--seed", "3", str(judged))
        assert stich.judge(record, seat, call, samples=3, seed=3, context=ctx) == want[0]
    lead = stich.read_file(judged)[1]
    answer = ctx.judge(lead, 3, call="lead SJ", versus=["lead H2"], samples=3, exact_up_to=0)
    assert answer.to_dict() == cli_lines("judge", "--json", "--board", "lead", "--seat", "W",
                                         "--call", "lead SJ", "--versus", "lead H2",
                                         "--samples", "3", "--exact-up-to", "0", str(judged))[0]
    with pytest.raises(ValueError, match="board lead"):
        ctx.judge(lead, 3, call="lead S9").to_dict()
    for name in ("whist-play.pbn", "preference-play.pbn", "alliance-play.pbn"):
        record = stich.read_file(SAMPLES / name)[0]
        audit = ctx.play_analysis(record)
        assert audit.json_lines
        assert audit.to_dict() == cli_lines("play", "--json", "--board", record.id,
                                            str(SAMPLES / name))
    played = stich.read_file(SAMPLES / "whist-play.pbn")[0]
    settled = ctx.settle(played, "five-honours")
    assert settled.to_dict() == cli_lines("analyze", "--json", "--board", played.id, "--variant",
                                          "five-honours", str(SAMPLES / "whist-play.pbn"))[0]
    assert settled.settlement.unit == "points"
    assert stich.settle(played) == ctx.analyze(played).to_dict()
    with pytest.raises(ValueError, match="variant"):
        stich.settle(played, "no-such-switch")
    bridge = stich.read_file(SAMPLES / "bridge.lin")[0]
    par = ctx.par(bridge)
    solved = cli_lines("solve", "--json", "--board", bridge.id, str(SAMPLES / "bridge.lin"))[0]
    assert par.to_dict() == solved["par"]
    assert (par.par.score, par.par.contracts) == (solved["par"]["score"], solved["par"]["contracts"])
    with pytest.raises(ValueError, match="Vulnerable"):
        stich.par(stich.read_file(SAMPLES / "whist.pbn")[0])
    # Where the play has led, as `stich solve --cards`.
    cards = cli_lines("solve", "--cards", "--json", "--board", played.id,
                      str(SAMPLES / "whist-play.pbn"))
    assert ctx.card_values(played, after_play=True).to_dict() == cards[0]


def test_module_functions_equal_the_command_line():
    """stich.analyze, stich.card_values and stich.table: the commands' JSON, one board each."""
    name = "whist.pbn"
    record = stich.read_file(SAMPLES / name)[0]
    assert stich.analyze(record) == cli_lines("analyze", "--json", "--board", record.id,
                                              str(SAMPLES / name))[0]
    assert stich.card_values(record) == cli_lines("solve", "--cards", "--json", "--board",
                                                  record.id, str(SAMPLES / name))[0]
    deal = stich.read_file(SAMPLES / "whist.pbn")[0]
    assert stich.table(deal).shape == (5, 4)
    assert (stich.table(deal) == stich.tables([deal])[0]).all()


def test_jupyter_draws_an_analysis_as_the_command_line_page():
    """stich.analysis_page: the board's section of `stich analyze --html`'s page (Jupyter's
    _repr_html_), its tables drawn from the same values."""
    name = "preference-play.pbn"
    record = stich.read_file(SAMPLES / name)[0]
    page = stich.analysis_page(record)
    assert page._repr_html_() == str(page) and page.startswith("<!DOCTYPE html>")
    run = subprocess.run([STICH, "analyze", "--html", "-", "--board", record.id,
                          str(SAMPLES / name)], capture_output=True, text=True,
                         env={**os.environ, "HOME": "/nonexistent"})
    assert run.returncode == 0, run.stderr
    # The board's section (from its <section> on) is the command's, byte for byte.
    heading = f"Board {record.id} (preference)"
    assert heading in page and heading in run.stdout
    def section(text):
        return text[text.index('<section class="board"'):text.index("</body>")]

    mine, theirs = section(page), section(run.stdout)
    assert len(mine) > 1000
    assert mine == theirs

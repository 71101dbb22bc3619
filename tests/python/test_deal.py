"""Typed cards, seats and deals (python/stich/deal.py) against the C++ reader's records, LIN as
`stich export --to lin` writes it, and a file read one board at a time."""

import os
import subprocess
import threading
from pathlib import Path

import pytest

import stich
from stich import Card, Deal, Seat

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = ROOT / "sample-hands"
STICH = os.environ.get("STICH_BINARY", str(ROOT / "build" / "stich"))


def test_cards_are_the_state_actions():
    for action in range(52):
        card = Card.from_action(action)
        assert card.action == action == stich.action_of(str(card))
        assert stich.action_name(action) == str(card)
    assert Card.parse("s10") == Card.parse("ST") == Card("S", "T")
    assert Card.parse("\u2665A") == Card("H", "A")
    for bad in ("", "X2", "S1", "SAK"):
        with pytest.raises(ValueError):
            Card.parse(bad)


def test_seats():
    assert Seat.parse("w") == Seat(3, "W")
    assert Seat.parse("2", players=5, compass=False) == Seat(1, "2")
    assert Seat.parse(0) == Seat(0, "N")
    with pytest.raises(ValueError, match="no seat"):
        Seat.parse("6", players=5, compass=False)


@pytest.mark.parametrize("name", ["whist.pbn", "preference.pbn", "alliance.pbn", "bridge.lin"])
def test_deals_read_as_the_library_reads_them(name):
    # Python's parse of each [Deal] against the C++ reader's hands, and back through PBN.
    for record in stich.read_file(SAMPLES / name):
        dealt = Deal.from_record(record)
        assert dealt.players == record.players
        # The record says whether its game's seats sit at a compass (whist's and bridge's N E
        # S W); the deal takes that, not a guess from the first seat's label.
        assert record.compass == (record.game == "whist")
        assert dealt.compass == record.compass
        if record.tag("Deal"):
            assert Deal.parse(record.tag("Deal")) == dealt
        assert Deal.parse(dealt.pbn()) == dealt
        assert Deal.parse(dealt.pbn(dealt.players - 1)) == dealt
    text = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"
    deal = Deal.parse(text)
    assert deal.pbn() == text
    assert deal.pbn("E").startswith("E:T98.765.432.AKQJ ")
    assert deal.cards("N") == "SA SK SQ SJ HT H9 H8 D7 D6 D5 C4 C3 C2"
    assert Deal.parse(deal.pbn("S")) == deal
    with pytest.raises(ValueError, match="twice"):
        Deal.parse("N:AK... A... - -")


def test_a_position_by_hand_solves_as_its_text():
    # A three-card ending built by hand, as a record: the same answer as its PBN text read.
    deal = Deal.from_hands({"N": "SA SK HA", "E": "SQ SJ HK", "S": "S2 H2 H3", "W": "D2 D3 D4"})
    assert deal.cards("W") == "D4 D3 D2"
    record = deal.record("whist", trump="S", Leader="N")
    text = ('[Game "whist"]\n[Trump "S"]\n[Leader "N"]\n'
            '[Deal "N:AK.A.. QJ.K.. 2.32.. ..432."]\n')
    ctx = stich.SolverContext(4)
    got = ctx.solve(record).to_dict()["table"]
    assert got == ctx.solve(stich.read(text)[0]).to_dict()["table"]
    assert got["N"]["S"] == 3  # N-S take all three in spades: the ace, king and heart ace


def test_lin_equals_stich_export():
    boards = []
    for name in ("bridge.lin", "whist-play.pbn", "whist.pbn"):
        run = subprocess.run([STICH, "export", "--to", "lin", str(SAMPLES / name)],
                             capture_output=True, text=True,
                             env={**os.environ, "HOME": "/nonexistent"})
        assert run.returncode == 0, run.stderr
        records = stich.read_file(SAMPLES / name)
        assert stich.write_lin(records) == run.stdout
        assert [r.lin() for r in records] == run.stdout.splitlines()
        boards += records
    # LIN is read back into the same deal.
    again = stich.read(boards[0].lin(), name="again.lin")[0]
    assert [again.hand(k) for k in range(4)] == [boards[0].hand(k) for k in range(4)]
    pref = stich.read_file(SAMPLES / "preference.pbn")
    with pytest.raises(ValueError, match="cannot export"):
        pref[0].lin()
    assert stich.write_lin(pref + boards[:1], errors="skip") == boards[0].lin() + "\n"


def test_iter_file_streams_the_boards(tmp_path):
    for name in ("whist.pbn", "preference.pbn", "bridge.lin"):
        assert [r.pbn() for r in stich.iter_file(SAMPLES / name)] == \
               [r.pbn() for r in stich.read_file(SAMPLES / name)]
    # A pipe: the first board comes before the writer has written the last (the reader takes
    # a first block of 4 KiB, which tells text from binary, then reads on board by board).
    pipe = tmp_path / "boards.pbn"
    os.mkfifo(pipe)
    got_first, closed = threading.Event(), threading.Event()
    board = '[Board "{}"]\n[Deal "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"]\n\n'

    def write():
        with open(pipe, "w") as out:
            out.write("".join(board.format(k) for k in range(1, 61)))  # 6 KiB
            out.flush()
            got_first.wait(timeout=20)
            out.write(board.format(61))
        closed.set()

    writer = threading.Thread(target=write)
    writer.start()
    stream = stich.iter_file(pipe)
    first = next(stream)
    streamed = not closed.is_set()
    got_first.set()
    ids = [first.id] + [r.id for r in stream]
    writer.join()
    assert streamed
    assert ids == [str(k) for k in range(1, 62)]
    # A bad board raises at its place once the reading reaches it; "skip" passes over it.
    bad = tmp_path / "bad.pbn"
    bad.write_text(board.format(1) + board.format(2).replace("AKQJ.T98", "AKQX.T98", 1))
    seen = []
    with pytest.raises(ValueError, match=r"bad\.pbn:\d+:\d+: board 2: "):
        for record in stich.iter_file(bad):
            seen.append(record.id)
    assert seen == ["1"]
    assert [r.id for r in stich.iter_file(bad, errors="skip")] == ["1"]
    with pytest.raises(ValueError):
        list(stich.iter_file(tmp_path / "none.pbn"))


def test_board_reads_a_records_tags_as_typed_fields():
    record = stich.read('[Game "preference"]\n[Board "7"]\n[Dealer "3"]\n'
                        '[Deal "1:AQ.A.A87.QJT7 J97.KJT.T.AK9 K8.Q987.KJ9.8"]\n[Talon "T..Q."]\n'
                        '[Variant "russian"]\n[Contract "3"]\n[Declarer "1"]\n'
                        '[Discard "..7.7"]\n[Stake "1"]\n[Pot "2.5"]\n')[0]
    board = stich.Board.from_record(record)
    assert board.id == "7" and board.game == stich.Game("preference") and board.players == 3
    assert board.deal == Deal.parse("1:AQ.A.A87.QJT7 J97.KJT.T.AK9 K8.Q987.KJ9.8")
    assert board.dealer == Seat.parse("3", 3, compass=False)
    assert board.declarer.index == 0 and board.declarer.label == "1"
    assert (board.contract, board.variant, board.talon, board.discard) == ("3", "russian",
                                                                           "T..Q.", "..7.7")
    assert (board.stake, board.pot, board.cap) == (1.0, 2.5, None)
    assert board.vulnerable == "" and board.record is record


def test_a_board_built_from_a_deal_game_and_variant():
    deal = Deal.parse("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
    board = stich.make_board(deal, "whist", "five-honours", trump="S", dealer="W",
                             Event="club night")
    assert board.game.name == "whist" and board.variant == "five-honours"
    assert board.trump == "S" and board.dealer.label == "W" and board.deal == deal
    assert board.record.tag("Event") == "club night"
    # The record reads back as the command line reads it: the same PBN.
    assert stich.read(board.record.pbn())[0].pbn() == board.record.pbn()
    with pytest.raises(ValueError):
        stich.make_board(deal, "skat")


def test_games_list_their_variants_by_name():
    assert [g.name for g in stich.games()] == stich.game_names() == ["whist", "preference",
                                                                     "alliance"]
    preference = stich.Game("preference")
    assert [v.name for v in preference.presets] == ["vienna", "russian"]
    names = [v.name for v in preference.variants]
    assert {"no-duck", "home-on-stake", "stake"} <= set(names)
    assert names.index("russian") < names.index("no-duck")  # presets first
    assert "five-honours" in [v.name for v in stich.Game("whist").presets]
    assert [v.name for v in stich.Game("alliance").presets] == ["pierer", "stichzwang"]
    # Every whist preset is a variant the game settles under; a name it lacks is refused.
    deal = Deal.parse("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
    record = stich.make_board(deal, "whist", trump="S", dealer="W").record
    for v in stich.Game("whist").presets:
        assert stich.settle(record, v.name)["variant"] == v.name
    with pytest.raises(ValueError, match="not a whist variant"):
        stich.settle(record, "no-such-switch")
    with pytest.raises(ValueError):
        stich.Game("skat")


def test_presets_list_their_switches_as_the_manual_does():
    """Each preset with the switches it sets (man/stich.1's variant sections); a preset
    settles a deal as its switches do."""
    presets = {g.name: {v.name: v.switches for v in g.presets} for g in stich.games()}
    assert presets["preference"] == {"vienna": ("beat", "ruff", "overtrump", "duck"),
                                     "russian": ("no-beat", "ruff", "no-overtrump", "no-duck")}
    assert presets["whist"]["five-honours"] == ("honours=5", "carry-over", "no-call")
    assert presets["whist"]["without-honours"] == ("honours=0", "game=5", "simple-from=3",
                                                   "no-call", "no-honours-at=0")
    assert presets["alliance"] == {"pierer": (), "stichzwang": ("compulsion-to-beat",)}
    assert all(not v.switches for g in stich.games() for v in g.variants if not v.preset)
    # Every switch a preset names is one of its game's switches.
    for g in stich.games():
        switches = {v.name for v in g.variants if not v.preset}
        for v in g.presets:
            assert {s.split("=")[0] for s in v.switches} <= switches, v.name
    # A preset and its switches give the same analysis (whist: the honours, points, call).
    deal = Deal.parse("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
    record = stich.make_board(deal, "whist", trump="S", dealer="W").record
    for name in ("five-honours", "without-honours"):
        by_name = stich.settle(record, name)
        by_switches = stich.settle(record, ", ".join(presets["whist"][name]))
        assert by_name.pop("variant") == name
        by_switches.pop("variant")
        assert by_name == by_switches, name


def test_board_lists_the_tags_stich_does_not_read():
    record = stich.read('[Event "club night"]\n[Site "Wien"]\n[Game "preference"]\n'
                        '[Board "7"]\n[Dealer "3"]\n[MyEngine "v2; 0.31"]\n'
                        '[Deal "1:AQ.A.A87.QJT7 J97.KJT.T.AK9 K8.Q987.KJ9.8"]\n[Talon "T..Q."]\n'
                        '[Contract "3"]\n[Declarer "1"]\n[Discard "..7.7"]\n'
                        '[Annotator "anna"]\n')[0]
    board = stich.Board.from_record(record)
    assert board.unknown_tags == (stich.Tag("Event", "club night"), stich.Tag("Site", "Wien"),
                                  stich.Tag("MyEngine", "v2; 0.31"), stich.Tag("Annotator", "anna"))
    assert board.unknown_tags[2].name == "MyEngine" and board.unknown_tags[2].value == "v2; 0.31"
    assert record.unknown_tags() == [tuple(t) for t in board.unknown_tags]
    # A record of tags stich reads only has none.
    deal = Deal.parse("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
    assert stich.make_board(deal, "whist", trump="S", dealer="W").unknown_tags == ()

"""The typed values of an answer (Answer.table, Answer.cards): DDS's tables and a hand-solved
endgame as NumPy arrays with their axis labels, and card values equal to the command line's."""

import json
import os
import random
import subprocess
from pathlib import Path

import numpy as np
import pytest

import stich

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = ROOT / "sample-hands"
STICH = os.environ.get("STICH_BINARY", str(ROOT / "build" / "stich"))

# Two tricks, each suit in one hand (N spades, E hearts, S diamonds, W clubs): the leader's
# side takes both at no trump or with its own suit as trumps, none when the others hold trumps.
ENDGAME = '[Game "whist"]\n[Board "e"]\n[Deal "N:AK... .AK.. ..AK. ...AK"]\n[Trump "S"]\n[Leader "E"]\n'


def test_endgame_table_by_leader():
    answer = stich.SolverContext().solve(stich.read(ENDGAME)[0])
    table = answer.table
    assert not table.by_declarer
    assert table.seats == ["N", "E", "S", "W"]
    assert table.columns == ["S", "H", "D", "C", "NT"]
    assert table.tricks_left == 2
    assert table.array.dtype == np.int16
    assert table.array.tolist() == [[2, 0, 2, 0, 2], [0, 2, 0, 2, 2], [2, 0, 2, 0, 2], [0, 2, 0, 2, 2]]
    assert table.at(1, 4) == 2
    assert answer.cards is None


def test_endgame_card_values():
    cards = stich.SolverContext().card_values(stich.read(ENDGAME)[0]).cards
    assert cards.to_move == "E"
    assert cards.unit == "tricks"
    assert [(r.cards, r.value) for r in cards.runs] == [(["HA", "HK"], 0.0)]
    assert cards.by_card() == {"HA": 0.0, "HK": 0.0}


def test_bridge_table_by_declarer_equals_dds():
    line = next(l for l in (ROOT / "tests" / "data" / "dds-whist-200.txt").read_text().splitlines()
                if l and not l.startswith("#"))
    deal, values = line.split("|")
    table = stich.SolverContext().solve(stich.read(f"[Deal \"{deal.strip()}\"]\n")[0]).table
    assert table.by_declarer and table.columns == list(stich.STRAINS)
    # DDS: strain by strain, declarer by declarer; the array is [declarer, strain].
    assert table.array.T.flatten().tolist() == [int(v) for v in values.split()]


def test_card_values_equal_the_command_line():
    for name, key in [("whist-play.pbn", "tricks"), ("preference-play.pbn", "money")]:
        cli = subprocess.run([STICH, "solve", "--cards", "--json", str(SAMPLES / name)],
                             capture_output=True, text=True, env={**os.environ, "HOME": "/nonexistent"})
        lines = [json.loads(line) for line in cli.stdout.splitlines()]
        answers = stich.SolverContext()
        for record, line in zip(stich.read_file(SAMPLES / name), lines):
            cards = answers.card_values(record).cards
            assert [r.cards for r in cards.runs] == [row["cards"] for row in line["cards"]]
            assert [r.value for r in cards.runs] == [row[key] for row in line["cards"]]
            assert cards.to_move == str(line["to_move"])


def test_preference_table_names_its_games():
    record = stich.read_file(SAMPLES / "preference.pbn")[0]
    table = stich.SolverContext().solve(record).table
    assert table.by_declarer and table.seats == ["1"]
    assert table.columns[:2] == ["3", "4"]
    assert table.array[0, :2].tolist() == [7, 4]  # as `stich solve` shows board 1


def test_analysis_settlement_equals_the_command_line():
    """answer.settlement of each sample played deal: the settlement `stich analyze --json`
    prints (Préférence at its top, Alliance in its contract) or whist's points by side."""
    for name, unit in [("whist-play.pbn", "points"), ("preference-play.pbn", "money"),
                       ("alliance-play.pbn", "marks")]:
        record = stich.read_file(SAMPLES / name)[0]
        settlement = stich.SolverContext().analyze(record).settlement
        [line] = subprocess.run([STICH, "analyze", "--json", "-t", "1", str(SAMPLES / name)],
                                check=True, capture_output=True, text=True,
                                env={**os.environ, "HOME": "/nonexistent"}).stdout.splitlines()
        analysis = json.loads(line)
        assert settlement.unit == unit
        table = analysis.get("settlement") or (analysis.get("contract") or {}).get("settlement")
        if table:
            want = [float(table[seat]) for seat in settlement.seats]
        else:
            points = {side: sum(v.values()) for side, v in analysis["points"].items()}
            want = [sum(p if seat in side else -p for side, p in points.items())
                    for seat in settlement.seats]
        assert settlement.values == pytest.approx(want), name
        assert settlement.by_seat() == pytest.approx(dict(zip(settlement.seats, want)))
    assert stich.SolverContext().solve(stich.read(ENDGAME)[0]).settlement is None


RANKS = "23456789TJQKA"


def brute_force_tricks(hands, trump, leader):
    """The tricks the leader's side takes, double dummy, by trying every legal card (whist's
    rules: follow suit if able; the highest trump wins, else the highest of the suit led).
    Cards are (suit 0..3 S H D C, rank 0..12); trump 4 is no trump."""
    def best(hands, leader):
        if not hands[leader]:
            return 0

        def play(trick, seat):
            if len(trick) == 4:
                led = trick[0][1][0]
                def strength(card):
                    return (2 if card[0] == trump else 1 if card[0] == led else 0, card[1])
                winner = max(trick, key=lambda t: strength(t[1]))[0]
                rest = best(hands, winner)
                left = len(hands[winner])
                # The trick's winner's side takes rest of the `left` tricks still to play.
                mine = (1 + rest) if winner % 2 == leader % 2 else (left - rest)
                return mine
            hand = hands[seat]
            follow = [c for c in hand if trick and c[0] == trick[0][1][0]]
            options = follow or list(hand)
            results = []
            for card in options:
                hands[seat] = tuple(c for c in hand if c != card)
                results.append(play(trick + [(seat, card)], (seat + 1) % 4))
                hands[seat] = hand
            return max(results) if seat % 2 == leader % 2 else min(results)
        return play([], leader)

    return best(list(hands), leader)


def test_random_endgames_equal_a_brute_force():
    """Three-card endgames dealt at random: every leader and strain of the package's table
    equals a brute force over all legal plays (the C++ tests' oracle, in Python)."""
    rng = random.Random(42)
    ctx = stich.SolverContext(16)
    deck = [(s, r) for s in range(4) for r in range(13)]
    for _ in range(int(os.environ.get("STICH_PY_ENDGAMES", "12"))):
        cards = rng.sample(deck, 12)
        hands = [tuple(sorted(cards[3 * k:3 * k + 3])) for k in range(4)]
        pbn = " ".join(".".join("".join(RANKS[r] for (s2, r) in sorted(h, key=lambda c: -c[1])
                                        if s2 == s) for s in range(4)) for h in hands)
        record = stich.read(f'[Game "whist"]\n[Deal "N:{pbn}"]\n[Trump "S"]\n[Leader "N"]\n')[0]
        table = ctx.solve(record).table
        assert table.tricks_left == 3 and not table.by_declarer
        for leader in range(4):
            for strain in range(5):
                assert table.at(leader, strain) == brute_force_tricks(hands, strain, leader), (
                    pbn, leader, strain)

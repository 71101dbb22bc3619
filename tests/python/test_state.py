"""The game state for agents against the command line: the sample played deals replay to
`stich analyze`'s settlement, legal actions equal `stich solve --cards`'s cards on random
positions of each game, and random playouts end with returns that settle as the game does.

STICH_PY_STATE_POSITIONS sets the random positions per game (default 200; the issue's full
count is 1000)."""

import json
import os
import random
import re
import subprocess
import tempfile
from pathlib import Path

import numpy as np
import pytest

import stich

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = ROOT / "sample-hands"
STICH = os.environ.get("STICH_BINARY", str(ROOT / "build" / "stich"))
POSITIONS = int(os.environ.get("STICH_PY_STATE_POSITIONS", "200"))


def cli_json(*args):
    out = subprocess.run([STICH, *args], capture_output=True, text=True,
                         env={**os.environ, "HOME": "/nonexistent"})
    return [json.loads(line) for line in out.stdout.splitlines() if line.strip()]


def playable(files):
    """Every board of the sample files that is played card by card, at its first card."""
    states = []
    for name in files:
        for record in stich.read_file(SAMPLES / name):
            try:
                state = stich.State.from_record(record)
            except ValueError:
                continue  # no contract, a talon game without its discard, each for himself
            while state.history():
                state.undo_action()
            states.append(state)
    return states


GAMES = {
    "whist": ["whist.pbn", "whist-play.pbn"],
    "preference": ["preference.pbn", "preference-play.pbn", "preference-cards.pbn"],
    "alliance": ["alliance.pbn", "alliance-play.pbn"],
}


def expected_returns(analysis, labels):
    """Each seat's result from `stich analyze --json`, computed here from its settlement (the
    numbered games) or from each side's points (whist)."""
    settlement = analysis.get("settlement") or (analysis.get("contract") or {}).get("settlement")
    if settlement:
        return [float(settlement[label]) for label in labels]
    points = {side: sum(v.values()) for side, v in analysis["points"].items()}
    return [sum(p if label in side else -p for side, p in points.items()) for label in labels]


@pytest.mark.parametrize("name", ["whist-play.pbn", "preference-play.pbn", "alliance-play.pbn"])
def test_sample_deals_replay_to_the_command_line(name):
    state = stich.State.from_record(stich.read_file(SAMPLES / name)[0])
    assert state.is_terminal() and state.current_player() == -1
    [analysis] = cli_json("analyze", "--json", "-t", "1", str(SAMPLES / name))
    labels = [state.seat_label(s) for s in range(state.players)]
    assert state.returns() == pytest.approx(expected_returns(analysis, labels))
    assert state.result() == analysis
    # The play of `stich play --json`, card by card, is the state's history.
    steps = cli_json("play", "--json", "-t", "1", str(SAMPLES / name))
    assert [stich.action_of(s["card"]) for s in steps] == state.history()
    assert [str(s["seat"]) for s in steps] == [labels[p] for p in state.history_players()]


@pytest.mark.parametrize("game", sorted(GAMES))
def test_legal_actions_equal_solve_cards(game):
    rng = random.Random(2026)
    # A record that starts inside a trick is written back as the endgame now, without its
    # history, which an Alliance endgame whose called king was played cannot do without.
    starts = [s for s in playable(GAMES[game]) if not s.record().tag("Trick")]
    assert starts, game
    if game == "alliance":  # every table: four, five and six players
        assert {s.players for s in starts} == {4, 5, 6}
    positions = []
    while len(positions) < POSITIONS:
        state = rng.choice(starts).clone()
        # Later positions are cheaper to value; every stage of the play is drawn.
        for _ in range(rng.randrange(len(state.legal_actions()) * state.players)):
            if state.is_terminal():
                break
            state.apply_action(rng.choice(state.legal_actions()))
        if not state.is_terminal():
            positions.append(state)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "positions.pbn"
        texts = []
        for i, state in enumerate(positions):
            text = state.serialize()
            board = state.record().tag("Board")
            text = text.replace(f'[Board "{board}"]', f'[Board "p{i}"]') if board else f'[Board "p{i}"]\n' + text
            texts.append(text)
        path.write_text("".join(texts))
        rows = cli_json("solve", "--cards", "--json", "-t", "2", str(path))
    assert len(rows) == len(positions)
    for i, (state, row) in enumerate(zip(positions, rows)):
        assert row["board"] == f"p{i}"
        cli = sorted(stich.action_of(c) for run in row["cards"] for c in run["cards"])
        assert state.legal_actions() == cli, (i, state.serialize())


@pytest.mark.parametrize("game", sorted(GAMES))
def test_random_playouts_settle(game):
    rng = random.Random(7)
    # Full deals: an endgame's record does not say who holds the honours of earlier tricks,
    # and whist's settlement needs them (stich analyze refuses it; returns() is then []).
    full = [s for s in playable(GAMES[game]) if not s.record().tag("Won")]
    assert full
    if game == "alliance":  # one deal at each table size, four to six players
        full = [next(s for s in full if s.players == n) for n in (4, 5, 6)] + full[:3]
    for start in full[:6]:
        state = start.clone()
        while not state.is_terminal():
            state.apply_action(rng.choice(state.legal_actions()))
        returns = state.returns()
        assert len(returns) == state.players
        if game == "preference":
            # The seats' money and the pot's sum to nothing.
            pot = state.result()["settlement"]["pot"]
            assert sum(returns) + pot == pytest.approx(0)
        else:
            assert sum(returns) == pytest.approx(0)
        # The start is untouched by its clone's play.
        assert start.history() == [] and not start.is_terminal()


def test_tensors_resample_and_errors():
    state = playable(["whist-play.pbn"])[0]
    me = state.current_player()
    obs = state.observation_tensor(me)
    assert obs.dtype == np.float32 and obs.shape == (stich.OBSERVATION_SIZE,)
    assert obs[:52].sum() == 13
    info = state.information_state_tensor(me)
    assert info.shape == (stich.INFORMATION_STATE_SIZE,)
    other = state.resample(me, seed=5)
    assert other.serialize() != state.serialize()
    assert np.array_equal(other.observation_tensor(me), obs)
    values = state.action_values()
    assert sorted(values) == state.legal_actions()
    with pytest.raises(ValueError, match="not legal"):
        state.apply_action(stich.action_of("SA"))  # N's card, W to lead
    # Another seat, not to move: his hand and the play kept, the mover's hand dealt again.
    them = (me + 1) % 4
    seen = state.information_state_tensor(them)
    again = state.resample(them, seed=5)
    assert np.array_equal(again.information_state_tensor(them), seen)
    assert again.history() == state.history() and again.current_player() == me
    assert any(not np.array_equal(state.resample(them, seed=s).observation_tensor(me), obs)
               for s in range(5))
    with pytest.raises(ValueError, match="no such seat"):
        state.resample(7)
    with pytest.raises(ValueError, match="board"):
        stich.new_game("whist", "N:AKQ.JT9.876.5432 - - -", trump="X")
    game = stich.new_game("preference", "1:AQ.A.A87.QJT7 J97.KJT.T.AK9 K8.Q987.KJ9.8",
                          contract="Bettler", declarer="1", dealer="3", talon="T..Q.",
                          discard="..7.7")
    assert game.current_player() in range(3)


def test_repr_html_draws_the_cards_held():
    record = stich.read_file(SAMPLES / "whist-play.pbn")[0]
    state = stich.State.from_record(record)
    while state.history():
        state.undo_action()
    page = state._repr_html_()
    assert page.startswith("<!DOCTYPE html>")
    assert '<div class="who">N</div><div><span>&#9824;A643</span>' in page
    state.apply_action(stich.action_of("ST"))  # W's card leaves his hand
    assert "&#9824;J1085" not in state._repr_html_()
    assert "<h1>Board 7 (whist)</h1>" in record._repr_html_()


def test_state_names_a_bridge_record_bridge():
    # The state names the game as the answers and `stich solve` do (issue 46); the record's
    # [Game] stays whist, the game that plays it.
    record = stich.read_file(SAMPLES / "bridge.lin")[0]
    assert record.game == "whist"
    assert stich.State.from_record(record).game == "bridge"
    whist = stich.read_file(SAMPLES / "whist-play.pbn")[0]
    assert stich.State.from_record(whist).game == "whist"


def test_preference_auction_through_the_package():
    """The calls before a Préférence contract (docs/library.md, "The auction"): the hand-worked
    auction of tests/test_api_state.cpp, named actions, serialize and undo through it."""
    state = stich.new_game("preference", "1:AQ.A.A87.QJT7 J97.KJT.T.AK9 K8.Q987.KJ9.8",
                           talon="T..Q.", dealer="3")
    assert state.calling() and state.current_player() == 0 and state.action_count() == 73
    assert [state.action_name(a) for a in state.legal_actions()][:2] == ["pass", "1"]
    calls = ["1", "2", "pass", "hold", "3", "pass", "S7", "C9", "3", "play", "play"]
    for k, call in enumerate(calls):
        state.apply_action(state.action_of(call))
        back = stich.State.deserialize(state.serialize())
        assert back.history() == state.history() and back.legal_actions() == state.legal_actions()
    assert not state.calling() and state.current_player() == 1
    assert '[Calls "1 2 pass hold 3 pass S7 C9 3 play play"]' in state.serialize()
    assert "calls: 1:1 2:2 3:pass 1:hold 2:3 1:pass 2:?? 2:??" in state.observation_string(0)
    assert "2:S7 2:C9" in state.observation_string(1)
    with pytest.raises(ValueError, match="not legal"):
        state.apply_action(state.action_of("pass"))
    while not state.is_terminal():
        state.apply_action(state.legal_actions()[0])
    returns = state.returns()
    assert sum(returns) == pytest.approx(-state.result()["settlement"]["pot"])
    while state.history():
        state.undo_action()
    assert state.calling() and state.current_player() == 0


def test_calls_in_tensors_and_resample_during_them():
    """The calls are in the tensors (stich.TENSOR_LAYOUT's "calls", "laid_away" and
    "call_history"), and resample works in the calls: the seat's hand and the calls kept."""
    state = stich.new_game("preference", "1:AQ.A.A87.QJT7 J97.KJT.T.AK9 K8.Q987.KJ9.8",
                           talon="T..Q.", dealer="3")
    for call in ["1", "2", "pass", "hold", "3", "pass", "S7"]:
        state.apply_action(state.action_of(call))
    offset, shape = stich.TENSOR_LAYOUT["calls"]
    calls = state.observation_tensor(1)[offset:offset + 6 * 22].reshape(shape)
    # Seen by seat 2 (declarer): slot 0 himself (2, 3, a card laid away), slot 1 seat 3 (pass),
    # slot 2 seat 1 (1, hold, pass).
    assert calls[0, 2] == 1 and calls[0, 3] == 1 and calls[0, 21] == 1
    assert calls[1, 0] == 1 and calls[2, 1] == calls[2, 5] == calls[2, 0] == 1 and calls.sum() == 7
    offset, _ = stich.TENSOR_LAYOUT["laid_away"]
    assert np.flatnonzero(state.observation_tensor(1)[offset:offset + 52]).tolist() == [
        stich.action_of("S7")]
    assert not state.observation_tensor(0)[offset:offset + 52].any()
    hand = state.observation_string(0).split("\n")[1]
    seen = state.information_state_tensor(0)
    talons = set()
    for seed in range(30):
        other = state.resample(0, seed=seed)
        assert other.calling() and other.current_player() == 1
        assert other.observation_string(0).split("\n")[1] == hand
        assert np.array_equal(other.information_state_tensor(0), seen)
        talons.add(re.search(r'\[Talon "([^"]*)"\]', other.serialize()).group(1))
    assert len(talons) > 20  # the talon is hidden from seat 1, and dealt again

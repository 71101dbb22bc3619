"""stich.openspiel against a small fake of pyspiel's Python-game types (OpenSpiel itself is
not installed here): the games register, and random playouts through the adapter's State
reach a terminal state whose returns settle as the game does.  With the real `open-spiel`
installed (`pip install open_spiel`), the same playouts and the observer test run through
pyspiel.load_game instead: `PYTHONPATH=build/python python3 -m pytest
tests/python/test_openspiel.py` (docs/python.md).  It was not run so here: no PyPI."""

import importlib
import random
import sys
import types

import numpy as np
import pytest

import stich


def fake_pyspiel():
    """The parts of pyspiel's API the adapter uses, as plain Python."""
    m = types.ModuleType("pyspiel")
    m.registered = {}

    class GameType:
        class Dynamics:
            SEQUENTIAL = "sequential"

        class ChanceMode:
            DETERMINISTIC = "deterministic"
            EXPLICIT_STOCHASTIC = "explicit"

        class Information:
            IMPERFECT_INFORMATION = "imperfect"

        class Utility:
            ZERO_SUM = "zero_sum"
            GENERAL_SUM = "general_sum"

        class RewardModel:
            TERMINAL = "terminal"

        def __init__(self, **kwargs):
            self.__dict__.update(kwargs)

    class GameInfo:
        def __init__(self, **kwargs):
            self.__dict__.update(kwargs)

    class Game:
        def __init__(self, game_type, info, params):
            self.game_type, self.info, self.params = game_type, info, params

    class State:
        """pyspiel.State's public methods over the subclass's underscored ones."""

        def __init__(self, game):
            self.game = game

        def legal_actions(self, player=None):
            return self._legal_actions(self.current_player() if player is None else player)

        def apply_action(self, action):
            if self.current_player() >= 0 and action not in self.legal_actions():
                raise RuntimeError("illegal action")
            self._apply_action(action)

        def is_chance_node(self):
            return self.current_player() == -1

    def register_game(game_type, game_class):
        m.registered[game_type.short_name] = (game_type, game_class)

    m.GameType, m.GameInfo, m.Game, m.State, m.register_game = GameType, GameInfo, Game, State, register_game
    return m


@pytest.fixture()
def spiel(monkeypatch):
    real = importlib.util.find_spec("pyspiel")
    fake = None if real else fake_pyspiel()
    if fake:
        monkeypatch.setitem(sys.modules, "pyspiel", fake)
    sys.modules.pop("stich.openspiel", None)
    module = importlib.import_module("stich.openspiel")
    yield module, fake
    sys.modules.pop("stich.openspiel", None)


def load(spiel, name, params=None):
    module, fake = spiel
    if fake is None:  # the real OpenSpiel
        import pyspiel
        return pyspiel.load_game(name, params or {})
    game_type, game_class = fake.registered[name]
    return game_class(params or {})


def test_games_register(spiel):
    module, fake = spiel
    assert module.GAMES == ["python_stich_whist", "python_stich_preference", "python_stich_alliance"]
    if fake:
        game_type, _ = fake.registered["python_stich_preference"]
        assert game_type.utility == "general_sum" and game_type.provides_information_state_tensor


def playout(state, rng):
    """Random actions (chance outcomes by their probabilities' support) to the end; the
    number of steps and the names of the actions taken."""
    steps, names = 0, []
    while not state.is_terminal():
        if state.is_chance_node():
            cards, probabilities = zip(*state.chance_outcomes())
            assert sum(probabilities) == pytest.approx(1)
            state.apply_action(rng.choice(cards))
        else:
            player = state.current_player()
            assert len(state.observation_tensor(player)) == stich.OBSERVATION_SIZE
            action = rng.choice(state.legal_actions())
            names.append(state._action_to_string(player, action))
            state.apply_action(action)
        steps += 1
    return steps, names


@pytest.mark.parametrize("game", ["whist", "preference", "alliance"])
def test_random_playout(spiel, game):
    rng = random.Random(11)
    spiel_game = load(spiel, f"python_stich_{game}")
    state = spiel_game.new_initial_state()
    steps, names = playout(state, rng)
    if game != "preference":
        assert steps == (104 if game == "whist" else 50)
        returns = state.returns()
        assert sum(returns) == pytest.approx(0) and any(returns)
        return
    # Préférence: 32 cards dealt, the calls, then the play (none after an Ausfechten or when
    # both defenders stay home); every action within the game's actions.
    assert names[0] in {"pass", "1"} | set(stich.new_game(
        "preference", "1:AQ.A.A87.QJT7 J97.KJT.T.AK9 K8.Q987.KJ9.8", talon="T..Q.",
        dealer="3").action_name(a) for a in range(52, 73))
    returns = state.returns()
    assert len(returns) == 3
    # The seats' money sums to minus what went into the pot, as `stich analyze` settles it.
    pot = state._state.result()["settlement"]["pot"]
    assert sum(returns) == pytest.approx(-pot)


def test_preference_deals_and_calls(spiel):
    """Préférence from the deal: 32 chance nodes in the rules' order, then forehand's first
    call; several playouts all settle."""
    module, fake = spiel
    if fake is None:
        pytest.skip("the fake's game class only")
    _, game_class = fake.registered["python_stich_preference"]
    game = game_class({})
    assert game.info.num_distinct_actions == stich.new_game(
        "preference", "1:AQ.A.A87.QJT7 J97.KJT.T.AK9 K8.Q987.KJ9.8", talon="T..Q.",
        dealer="3").action_count() == module.PREFERENCE_ACTIONS
    rng = random.Random(5)
    for _ in range(4):
        state = game.new_initial_state()
        for _ in range(32):
            assert state.is_chance_node()
            outcomes = state.chance_outcomes()
            state.apply_action(rng.choice(outcomes)[0])
        assert state.current_player() == 0  # forehand calls first
        assert {state._action_to_string(0, a) for a in state.legal_actions()} >= {"pass", "1"}
        playout(state, rng)
        assert len(state.returns()) == 3
    # A record given: its contract is played, no chance node.
    pbn = ('[Game "preference"]\n[Dealer "3"]\n'
           '[Deal "1:AQ.A.A87.QJT7 J97.KJT.T.AK9 K8.Q987.KJ9.8"]\n[Talon "T..Q."]\n'
           '[Contract "3"]\n[Declarer "1"]\n[Discard "..7.7"]\n')
    state = game_class({"pbn": pbn}).new_initial_state()
    assert not state.is_chance_node() and state.current_player() == 0
    assert playout(state, rng)[0] == 30


def test_observer_shapes_and_calls(spiel):
    """The game's observer (make_py_observer): the tensor sizes, the pieces by name, and the
    calls of a Préférence auction in its "calls" and "call_history" pieces."""
    pbn = ('[Game "preference"]\n[Dealer "3"]\n'
           '[Deal "1:AQ.A.A87.QJT7 J97.KJT.T.AK9 K8.Q987.KJ9.8"]\n[Talon "T..Q."]\n'
           '[Calls ""]\n')
    game = load(spiel, "python_stich_preference", {"pbn": pbn})
    assert game.observation_tensor_shape() == [stich.OBSERVATION_SIZE] == [883]
    assert game.information_state_tensor_shape() == [stich.INFORMATION_STATE_SIZE] == [1831]
    state = game.new_initial_state()
    for call in ("1", "2", "pass"):
        state.apply_action(state._state.action_of(call))
    observer = game.make_py_observer()
    assert observer.tensor.shape == (883,)
    assert observer.dict["calls"].shape == (6, 22) and observer.dict["played"].shape == (6, 52)
    assert "call_history" not in observer.dict
    observer.set_from(state, 2)  # seat 3: slot 0 himself, slot 1 seat 1, slot 2 seat 2
    calls = observer.dict["calls"]
    assert calls[0, 0] == 1 and calls[1, 1] == 1 and calls[2, 2] == 1 and calls.sum() == 3
    assert observer.dict["hand"].sum() == 10
    assert "calls:" in observer.string_from(state, 2)

    class PerfectRecall:
        perfect_recall = True

    recall = game.make_py_observer(PerfectRecall())
    recall.set_from(state, 2)
    history = recall.dict["call_history"]
    assert history.shape == (stich.MAX_CALLS, 28)
    # Call 0: "1" by seat 1 (slot 1), kind 1; call 2: pass by seat 3 (slot 0), kind 0.
    assert history[0, 1] == 1 and history[0, 6 + 1] == 1
    assert history[2, 0] == 1 and history[2, 6 + 0] == 1
    assert history[3:].sum() == 0
    assert np.array_equal(recall.tensor, state._state.information_state_tensor(2))

"""stich.openspiel against a small fake of pyspiel's Python-game types (OpenSpiel itself is
not installed here): the games register, and random playouts through the adapter's State
reach a terminal state whose returns settle as the game does.  With the real `open-spiel`
installed, the same playout runs through pyspiel.load_game."""

import importlib
import random
import sys
import types

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


def load(spiel, name):
    module, fake = spiel
    if fake is None:  # the real OpenSpiel
        import pyspiel
        return pyspiel.load_game(name)
    game_type, game_class = fake.registered[name]
    return game_class({})


def test_games_register(spiel):
    module, fake = spiel
    assert module.GAMES == ["python_stich_whist", "python_stich_preference", "python_stich_alliance"]
    if fake:
        game_type, _ = fake.registered["python_stich_preference"]
        assert game_type.utility == "general_sum" and game_type.provides_information_state_tensor


@pytest.mark.parametrize("game", ["whist", "preference", "alliance"])
def test_random_playout(spiel, game):
    rng = random.Random(11)
    state = load(spiel, f"python_stich_{game}").new_initial_state()
    steps = 0
    while not state.is_terminal():
        if state.is_chance_node():
            cards, probabilities = zip(*state.chance_outcomes())
            assert sum(probabilities) == pytest.approx(1)
            state.apply_action(rng.choice(cards))
        else:
            player = state.current_player()
            assert len(state.observation_tensor(player)) == stich.OBSERVATION_SIZE
            state.apply_action(rng.choice(state.legal_actions()))
        steps += 1
    assert steps == (104 if game == "whist" else 30 if game == "preference" else 50)
    returns = state.returns()
    if game == "preference":
        assert len(returns) == 3
    else:
        assert sum(returns) == pytest.approx(0) and any(returns)

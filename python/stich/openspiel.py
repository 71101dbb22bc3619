"""stich's games as OpenSpiel games (docs/python.md), registered with `pyspiel` when it can be
imported::

    import stich.openspiel            # registers python_stich_whist, _preference, _alliance
    import pyspiel
    game = pyspiel.load_game("python_stich_whist")

Written against OpenSpiel's documented Python-game API (a `pyspiel.Game` and `pyspiel.State`
subclass registered with `pyspiel.register_game`, as its python/games/ examples do); it was not
run against a real OpenSpiel here, where the package cannot be installed.

- Whist deals its cards at chance nodes, one card an action (the bridge game's convention):
  the 52 cards go round from the dealer's left, and the dealer's last card is turned for
  trumps.  Then the players play, actions being stich's cards (13 * suit + face).
- Préférence deals its 32 cards at chance nodes as the rules deal them (3 to each from
  forehand, 2 to the talon, 4 to each, 3 to each), then the calls are actions after the cards
  (the bidding, two cards laid away, the game named, the defenders' play / home / invite:
  stich.State.action_name), then the play.  With a `pbn` parameter it plays that record: from
  its calls when it has [Calls], else its contract.
- Alliance plays a given contract on a given deal: the `pbn` parameter is one record with its
  contract (by default the sample deal of sample-hands/), and no chance node.
- Returns are the game's settlement (stich.State.returns): whist and Alliance are zero-sum,
  Préférence is general-sum (what goes into the pot is no seat's).
"""

from __future__ import annotations

from typing import Dict, List, Optional

import numpy as np

from . import (INFORMATION_STATE_SIZE, MAX_CALLS, OBSERVATION_SIZE, TENSOR_LAYOUT, State, action_name,
               new_game, read)

# The deals the numbered games play when no `pbn` parameter is given: sample-hands/'s.
DEFAULT_PBN = {
    "alliance": (
        '[Game "alliance"]\n[Board "1"]\n[Players "5"]\n[Dealer "5"]\n'
        '[Deal "1:2.KJ86..AJ643 K94.97.72.987 63.T2.T85.K52 JT.Q.AKQJ63.Q Q75.A543.94.T"]\n'
        '[TableCards "S8 SA"]\n[Contract "Alliance D CK"]\n[Declarer "4"]\n'),
}

# Préférence's actions: the 52 cards and its 21 calls (stich.State.action_count()).
PREFERENCE_ACTIONS = 52 + 21
CHANCE = -1  # pyspiel.PlayerId.CHANCE
TERMINAL = -4  # pyspiel.PlayerId.TERMINAL
SEATS = "NESW"


class Dealing:
    """A deal dealt one card at a time (the chance nodes), each card to the pile `pile_of`
    names for its place in the deal: pure Python."""

    def __init__(self, deck: List[int], piles: int):
        self.deck = deck
        self.piles: List[List[int]] = [[] for _ in range(piles)]
        self.dealt: List[int] = []

    def pile_of(self, place: int) -> int:
        raise NotImplementedError

    def done(self) -> bool:
        return len(self.dealt) == len(self.deck)

    def outcomes(self) -> List[tuple]:
        left = [c for c in self.deck if c not in set(self.dealt)]
        return [(c, 1.0 / len(left)) for c in left]

    def deal(self, card: int) -> None:
        if card in self.dealt or card not in self.deck:
            raise ValueError(f"card {card} cannot be dealt")
        self.piles[self.pile_of(len(self.dealt))].append(card)
        self.dealt.append(card)


class WhistDealing(Dealing):
    """Whist's deal: the 52 cards round from the dealer's left, his last card turned."""

    def __init__(self, dealer: int = 3):
        super().__init__(list(range(52)), 4)
        self.dealer = dealer

    @property
    def hands(self) -> List[List[int]]:
        return self.piles

    def pile_of(self, place: int) -> int:
        return (self.dealer + 1 + place) % 4

    def pbn_deal(self) -> str:
        return "N:" + " ".join(_hand(self.piles[s]) for s in range(4))

    def state(self) -> State:
        # The dealer's last card, the deal's last, is turned for trumps.
        return new_game("whist", self.pbn_deal(), dealer=SEATS[self.dealer],
                        turned=action_name(self.dealt[-1]))


class PreferenceDealing(Dealing):
    """Préférence's deal in the rules' order: 3 to each from forehand (seat 1), 2 to the
    talon, 4 to each, 3 to each."""

    ORDER = [0] * 3 + [1] * 3 + [2] * 3 + [3] * 2 + [0] * 4 + [1] * 4 + [2] * 4 + \
        [0] * 3 + [1] * 3 + [2] * 3  # 3: the talon

    def __init__(self, pot: str = ""):
        super().__init__([13 * suit + face for suit in range(4) for face in range(5, 13)], 4)
        self.pot = pot

    def pile_of(self, place: int) -> int:
        return self.ORDER[place]

    def state(self) -> State:
        tags = {"Pot": self.pot} if self.pot else None
        return new_game("preference", "1:" + " ".join(_hand(self.piles[s]) for s in range(3)),
                        dealer="3", talon=_hand(self.piles[3]), tags=tags)


def _hand(cards) -> str:
    """Cards as a PBN hand, S.H.D.C."""
    suits = []
    for suit in range(4):
        faces = sorted((c % 13 for c in cards if c // 13 == suit), reverse=True)
        suits.append("".join("23456789TJQKA"[f] for f in faces))
    return ".".join(suits)


def dealing_of(game: str, params: Dict) -> Optional[Dealing]:
    """The chance nodes a game starts with: whist's and Préférence's deal (Préférence: unless a
    `pbn` parameter gives the record), None for a game that starts from a given deal."""
    if game == "whist":
        return WhistDealing()
    if game == "preference" and not params.get("pbn"):
        return PreferenceDealing(params.get("pot", ""))
    return None


def game_state_of(game: str, params: Dict) -> Optional[State]:
    """The stich state a numbered game starts from (None when it deals at chance nodes)."""
    if dealing_of(game, params) is not None:
        return None
    records = read(params.get("pbn") or DEFAULT_PBN[game])
    return State.from_record(records[0])


def observation(state: Optional[State], player: int, information: bool) -> np.ndarray:
    size = INFORMATION_STATE_SIZE if information else OBSERVATION_SIZE
    if state is None:
        return np.zeros(size, dtype=np.float32)
    return state.information_state_tensor(player) if information else state.observation_tensor(player)


class Observer:
    """pyspiel's Python observer (what `Game.make_py_observer` returns): `tensor` is stich's
    observation tensor, or with perfect recall its information-state tensor, and `dict` views
    of its pieces by name (stich.TENSOR_LAYOUT: "hand", "played" 6 x 52, "calls" 6 x 22 ...)."""

    def __init__(self, information: bool):
        self.information = information
        self.tensor = np.zeros(INFORMATION_STATE_SIZE if information else OBSERVATION_SIZE,
                               dtype=np.float32)
        self.dict: Dict[str, np.ndarray] = {}
        for name, (offset, shape) in TENSOR_LAYOUT.items():
            size = int(np.prod(shape))
            if offset + size <= self.tensor.size:
                self.dict[name] = self.tensor[offset:offset + size].reshape(shape)

    def set_from(self, state, player: int) -> None:
        self.tensor[:] = observation(state._state, player, self.information)

    def string_from(self, state, player: int) -> str:
        if state._state is None:
            return ""
        return (state._state.information_state_string(player) if self.information
                else state._state.observation_string(player))


def register(pyspiel) -> List[str]:
    """Registers the three games with `pyspiel`; returns their short names."""
    names = []
    for game, players, zero_sum in (("whist", 4, True), ("preference", 3, False), ("alliance", 6, True)):
        short = f"python_stich_{game}"
        params = {} if game == "whist" else {"pbn": "", "pot": ""} if game == "preference" \
            else {"pbn": ""}
        game_type = pyspiel.GameType(
            short_name=short,
            long_name=f"stich {game}",
            dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
            chance_mode=(pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC if game != "alliance"
                         else pyspiel.GameType.ChanceMode.DETERMINISTIC),
            information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
            utility=(pyspiel.GameType.Utility.ZERO_SUM if zero_sum
                     else pyspiel.GameType.Utility.GENERAL_SUM),
            reward_model=pyspiel.GameType.RewardModel.TERMINAL,
            max_num_players=players,
            min_num_players=3 if game == "preference" else 4,
            provides_information_state_string=True,
            provides_information_state_tensor=True,
            provides_observation_string=True,
            provides_observation_tensor=True,
            parameter_specification=params)
        pyspiel.register_game(game_type, _game_class(pyspiel, game, game_type, players))
        names.append(short)
    return names


def _game_class(pyspiel, game: str, game_type, max_players: int):
    """The pyspiel.Game subclass of `game` (its State class inside)."""

    class StichState(pyspiel.State):
        def __init__(self, spiel_game, params):
            super().__init__(spiel_game)
            self._dealing = dealing_of(game, params)
            self._state = game_state_of(game, params)

        def current_player(self):
            if self._state is None:
                return CHANCE
            p = self._state.current_player()
            return TERMINAL if p < 0 else p

        def _legal_actions(self, player):
            return [] if self._state is None else self._state.legal_actions()

        def chance_outcomes(self):
            return self._dealing.outcomes() if self._state is None else []

        def _apply_action(self, action):
            if self._state is None:
                self._dealing.deal(action)
                if self._dealing.done():
                    self._state = self._dealing.state()
            else:
                self._state.apply_action(action)

        def _action_to_string(self, player, action):
            if player == CHANCE or self._state is None:
                return "deal " + action_name(action)
            return self._state.action_name(action)

        def is_terminal(self):
            return self._state is not None and self._state.is_terminal()

        def returns(self):
            if not self.is_terminal():
                return [0.0] * (self._state.players if self._state else max_players)
            return list(self._state.returns())

        def information_state_string(self, player=None):
            return self._state.information_state_string(player) if self._state else ""

        def observation_string(self, player=None):
            return self._state.observation_string(player) if self._state else ""

        def information_state_tensor(self, player=None):
            return list(observation(self._state, player, True))

        def observation_tensor(self, player=None):
            return list(observation(self._state, player, False))

        def __str__(self):
            return self._state.serialize() if self._state else "dealing"

    class StichGame(pyspiel.Game):
        def __init__(self, params=None):
            self._params = dict(params or {})
            first = game_state_of(game, self._params)
            players = first.players if first is not None else max_players
            dealing = dealing_of(game, self._params)
            deck = 0 if dealing is None else 52 if game == "whist" else 32
            # Préférence's calls: the actions after the cards (stich.State.action_count); at
            # most 28 (stich.MAX_CALLS bounds them: 22 in the bidding, two cards laid away,
            # the game, three defence calls), then 30 cards.
            actions = 52 if game != "preference" else PREFERENCE_ACTIONS
            info = pyspiel.GameInfo(
                num_distinct_actions=actions,
                max_chance_outcomes=deck,
                num_players=players,
                min_utility=-1000.0,
                max_utility=1000.0,
                utility_sum=0.0 if game != "preference" else None,
                max_game_length=deck + (52 if game == "whist" else 30 + MAX_CALLS
                                        if game == "preference" else 52))
            super().__init__(game_type, info, self._params)

        def new_initial_state(self):
            return StichState(self, self._params)

        def make_py_observer(self, iig_obs_type=None, params=None):
            # OpenSpiel's convention: perfect recall asks for the information state.
            return Observer(bool(iig_obs_type is not None and iig_obs_type.perfect_recall))

        def observation_tensor_shape(self):
            return [OBSERVATION_SIZE]

        def information_state_tensor_shape(self):
            return [INFORMATION_STATE_SIZE]

    StichGame.__name__ = f"Stich{game.capitalize()}Game"
    return StichGame


try:  # pragma: no cover - OpenSpiel is not installed where the tests run
    import pyspiel as _pyspiel
except ImportError:  # the module still offers its pure-Python parts
    _pyspiel = None
if _pyspiel is not None:  # pragma: no cover
    GAMES = register(_pyspiel)
else:
    GAMES = []

__all__ = ["register", "Observer", "Dealing", "WhistDealing", "PreferenceDealing", "dealing_of", "game_state_of", "GAMES",
           "DEFAULT_PBN", "PREFERENCE_ACTIONS"]

"""stich: a double-dummy solver and hand analysis for Whist, Préférence and Alliance.

The C++ library's facade (docs/library.md) for Python::

    import stich
    boards = stich.read_file("deals.pbn")            # ValueError on a bad board
    with_problems = stich.read_file("deals.pbn", errors="collect")
    ctx = stich.SolverContext()                       # one per thread
    answer = ctx.solve(boards[0])
    answer.table.array                                # 4 x 5 NumPy array of tricks
    answer.to_dict()                                  # what `stich solve --json` prints
    stich.tables(boards, threads=2)                   # N x 5 x 4 NumPy array of tricks
    state = stich.new_game("whist", "N:AKQJ.... ...", trump="S")   # a game state for agents

Answers hold typed values (``answer.table``, a TrickTable with a NumPy ``array``;
``answer.cards``, CardValues; ``answer.settlement`` of an analysis, each seat's value in the
game's unit) beside the renderings; ``to_dict()`` equals the command's JSON
line.
"""

from __future__ import annotations

import json as _json
import threading as _threading
from typing import Iterable, Iterator, List, Sequence, Tuple

from . import _stich
from ._stich import (ACTION_COUNT, INFORMATION_STATE_SIZE, MAX_CALLS, OBSERVATION_SIZE,
                     TENSOR_LAYOUT, Answer, CardValue,
                     CardValues, GameSpec, Par, Problem, Record, Settlement, SolverContext, State,
                     TrickTable, _variants, action_name, action_of, game_names)

__all__ = [
    "Answer", "TrickTable", "CardValues", "CardValue", "Settlement", "Par", "Problem", "Record", "SolverContext", "read", "read_file", "iter_file", "write_pbn", "write_lin", "Card", "Seat", "Deal", "solve", "analyze", "analysis_page", "Page", "card_values", "table", "judge", "play_analysis", "settle", "par",
    "solve_all", "analyze_all", "tables", "version", "STRAINS", "SEATS", "State", "GameSpec",
    "new_game", "action_name", "action_of", "ACTION_COUNT", "OBSERVATION_SIZE",
    "INFORMATION_STATE_SIZE", "TENSOR_LAYOUT", "MAX_CALLS", "Board", "Tag", "Game", "Variant", "games", "make_board", "game_names",
]

from .deal import Card, Deal, Seat  # noqa: E402  (typed cards, seats and deals)
from .board import Board, Game, Tag, Variant, games, make_board  # noqa: E402  (typed boards, games)

__version__ = _stich.version()

#: The strains of a trick table's columns and the leaders of its rows (whist and bridge).
STRAINS: Tuple[str, ...] = ("S", "H", "D", "C", "NT")
SEATS: Tuple[str, ...] = ("N", "E", "S", "W")


def version() -> str:
    """The version of the library (semantic versioning, docs/library.md)."""
    return _stich.version()


def _answer_to_dict(self: Answer):
    """The answer as `stich ... --json` prints it, a dict (a list of dicts, one a line, where
    the command prints several: play_analysis's line a card); ValueError when the board had
    none."""
    if not self.ok:
        raise ValueError(self.problem.text())
    if self.json_lines:
        return [_json.loads(line) for line in self.json.splitlines()]
    return _json.loads(self.json)


Answer.to_dict = _answer_to_dict  # type: ignore[attr-defined]


def _records_of(result, errors: str):
    if errors not in ("raise", "collect"):
        raise ValueError("errors must be 'raise' or 'collect'")
    if errors == "collect":
        return list(result.records), list(result.problems)
    for problem in result.problems:
        if problem.error:
            raise ValueError(problem.text())
    return list(result.records)


def read(text: str, name: str = "<string>", errors: str = "raise"):
    """The boards of a PBN or LIN text.

    errors="raise" (the default) raises ValueError with the first error's file, line, column
    and board; errors="collect" returns (records, problems) with every board that could be read.
    """
    return _records_of(_stich.read_text(text, name), errors)


def read_file(path: str, errors: str = "raise"):
    """The boards of a PBN or LIN file (".lin" is LIN, anything else by its first text)."""
    return _records_of(_stich.read_file(str(path)), errors)


def iter_file(path: str, errors: str = "raise") -> Iterator[Record]:
    """The boards of a PBN or LIN file one at a time, the file never held whole (read as far
    as the next board at each step, the GIL released).

    errors="raise" (the default) raises ValueError with the first error's file, line, column
    and board when the reading reaches it (the boards before it have been yielded);
    errors="skip" yields every board that could be read and passes over the rest."""
    if errors not in ("raise", "skip"):
        raise ValueError("errors must be 'raise' or 'skip'")
    stream = _stich.RecordStream(str(path))
    while True:
        record = stream.next()
        if errors == "raise":
            for problem in stream.take_problems():
                if problem.error:
                    raise ValueError(problem.text())
        if record is None:
            return
        yield record


def write_pbn(records: Iterable[Record]) -> str:
    """The records as one PBN text."""
    return _stich.write_pbn(list(records))


def write_lin(records: Iterable[Record], errors: str = "raise") -> str:
    """The records as BBO's LIN, a line each (`stich export --to lin`).  errors="raise" raises
    ValueError for the first board LIN cannot hold; errors="skip" leaves such boards out."""
    if errors not in ("raise", "skip"):
        raise ValueError("errors must be 'raise' or 'skip'")
    text, problems = _stich.write_lin(list(records))
    if problems and errors == "raise":
        raise ValueError(problems[0].text())
    return text


def solve(record: Record) -> dict:
    """`stich solve --json` of one board, as a dict (a fresh context: for many boards use a
    SolverContext or solve_all)."""
    return SolverContext().solve(record).to_dict()


def analyze(record: Record, context: "SolverContext | None" = None) -> dict:
    """`stich analyze --json` of one board, as a dict (``SolverContext.analyze`` gives the
    Answer with its typed values)."""
    return _context(context).analyze(record).to_dict()


class Page(str):
    """An HTML page, which Jupyter draws (``_repr_html_``); as a str, the page's text."""

    def _repr_html_(self) -> str:
        return str(self)


def analysis_page(record: Record, context: "SolverContext | None" = None) -> Page:
    """The page `stich analyze --html` draws of one board: its hand diagram, the analysis (the
    trick table, card values and settlement) and the hand viewer.  In Jupyter, a cell ending
    in ``stich.analysis_page(record)`` shows it; a Record or State shows its hand diagram."""
    return Page(_context(context).analysis_html(record))


def card_values(record: Record, context: "SolverContext | None" = None) -> dict:
    """`stich solve --cards --json` of one board, as a dict (``SolverContext.card_values``
    gives the Answer with its typed CardValues)."""
    return _context(context).card_values(record).to_dict()


def table(record: Record, table_megabytes: int = 64):
    """The double-dummy trick table of one full four-handed deal as a 5 x 4 NumPy array:
    [strain (S H D C NT), leader (N E S W)] (``tables`` for many)."""
    return tables([record], 1, table_megabytes)[0]


def _seat_of(record: Record, seat) -> int:
    """A seat given as its index (0-based) or its label as the record writes it ("N", "2")."""
    if isinstance(seat, int):
        return seat
    for k in range(record.players):
        if record.seat_label(k).upper() == str(seat).upper():
            return k
    raise ValueError(f"board {record.id}: no seat {seat!r} at this table")


def judge(record: Record, seat, call: str = "", versus: Sequence[str] = (), samples: int = 200,
          seed: int = 1, exact_up_to: "int | None" = None, condition: str = "",
          context: "SolverContext | None" = None) -> dict:
    """`stich judge --json` from `seat` (index or label): the call ("card": the next card; ""
    the record's [JudgeCall] or own call) against `versus`, over `samples` deals dealt from
    `seed`, or every consistent deal when there are no more than `exact_up_to`; only the deals
    where `condition` holds (what the bidding showed, in the dealing language: `stich judge
    --condition`; "" the record's [Condition], if any), the verdict without it beside.
    ValueError with the located message when the board cannot be judged."""
    return _context(context).judge(record, _seat_of(record, seat), call, list(versus), samples,
                                   seed, exact_up_to, condition).to_dict()


def play_analysis(record: Record, context: "SolverContext | None" = None) -> List[dict]:
    """`stich play --json`: a dict a card played, its value before and after for the side that
    played it (the cards before one that could not be played, which is in the answer's notes)."""
    return _context(context).play_analysis(record).to_dict()


def settle(record: Record, variant: str = "", context: "SolverContext | None" = None) -> dict:
    """`stich analyze --json --variant VARIANT`: what the deal settles to under the variant
    ("" the record's own); ``SolverContext.settle(...).settlement`` has it typed."""
    return _context(context).settle(record, variant).to_dict()


def par(record: Record, context: "SolverContext | None" = None) -> dict:
    """The par of a full four-handed deal for its [Dealer] and [Vulnerable], as the "par" member
    of `stich solve --json` ({"score": 420, "contracts": ["NS 4S"]}, N-S's score)."""
    return _context(context).par(record).to_dict()


def solve_all(records: Sequence[Record], threads: int = 1, table_megabytes: int = 64) -> List[Answer]:
    """Every board solved on `threads` threads (the GIL released), answers in input order."""
    return _stich.solve_all(list(records), threads, table_megabytes)


def analyze_all(records: Sequence[Record], threads: int = 1, table_megabytes: int = 64) -> List[Answer]:
    """Every board analysed as `stich analyze` does, on `threads` threads, in input order."""
    return _stich.analyze_all(list(records), threads, table_megabytes)


def tables(records: Sequence[Record], threads: int = 1, table_megabytes: int = 64):
    """The double-dummy trick tables of full four-handed deals as an N x 5 x 4 NumPy array of
    int8: [deal, strain (S H D C NT), leader (N E S W)] = the tricks the leader's side takes.
    ValueError names the first board that has no full table."""
    import numpy as np

    answers = solve_all(records, threads, table_megabytes)
    out = np.zeros((len(answers), len(STRAINS), len(SEATS)), dtype=np.int8)
    for i, answer in enumerate(answers):
        if not answer.ok:
            raise ValueError(answer.problem.text())
        table = answer.table
        if table is None or tuple(table.seats) != SEATS or tuple(table.columns) != STRAINS:
            raise ValueError(f"board {records[i].id}: no full trick table (not a full deal of four hands)")
        cells = table.array
        # A bridge record's table comes by declarer: the leader's side takes what the declarer
        # on his right does not.
        for s in range(len(STRAINS)):
            for p in range(len(SEATS)):
                out[i, s, p] = table.tricks_left - cells[(p + 3) % 4, s] if table.by_declarer else cells[p, s]
    return out


# --- The game state for agents (docs/python.md) -------------------------------------------

_local = _threading.local()


def _context(context: "SolverContext | None") -> SolverContext:
    """`context`, or this thread's own (a context is one thread's: the GIL is released while it
    searches)."""
    if context is not None:
        return context
    ctx = getattr(_local, "context", None)
    if ctx is None:
        ctx = _local.context = SolverContext(16)
    return ctx


def _state_from_record(record: Record, context: "SolverContext | None" = None) -> State:
    """The record's deal and game, its [Play] played (ValueError when it cannot be played card
    by card: no contract, an Ausfechten or Resistance, a play section against the rules)."""
    return State._from_record(record, _context(context))


def _state_deserialize(text: str, context: "SolverContext | None" = None) -> State:
    """The state serialize() wrote (one PBN record)."""
    return State._deserialize(text, _context(context))


def _state_returns(self: State, context: "SolverContext | None" = None) -> List[float]:
    """Each seat's result in the game's own settlement once terminal ([] before): whist the
    points of the seat's side less the other's, Préférence the money each seat wins (the pot
    outside), Alliance the marks each seat wins."""
    return self._returns(_context(context))


def _state_result(self: State, context: "SolverContext | None" = None) -> dict:
    """What `stich analyze --json` says of the deal as played so far."""
    text = self._result_json(_context(context))
    return _json.loads(text) if text else {}


def _state_action_values(self: State, context: "SolverContext | None" = None) -> dict:
    """{action: double-dummy value} of every legal card, as `stich solve --cards` values it for
    the seat to move (money or marks where the game values cards so, else tricks)."""
    return self._action_values(_context(context))


def _state_resample(self: State, player: int, seed: int = 0,
                    context: "SolverContext | None" = None) -> State:
    """A state whose hidden cards are dealt again uniformly over the deals consistent with what
    `player` (the seat to move) has seen, the same cards played."""
    return self._resample(player, seed, _context(context))


State.from_record = staticmethod(_state_from_record)  # type: ignore[attr-defined]
State.deserialize = staticmethod(_state_deserialize)  # type: ignore[attr-defined]
State.returns = _state_returns  # type: ignore[attr-defined]
State.result = _state_result  # type: ignore[attr-defined]
State.action_values = _state_action_values  # type: ignore[attr-defined]
State.resample = _state_resample  # type: ignore[attr-defined]


def new_game(game: str, deal: str, contract: str = "", declarer: str = "", variant: str = "",
             dealer: str = "", trump: str = "", turned: str = "", talon: str = "",
             discard: str = "", table_cards: str = "", players: int = 0,
             tags: "dict | None" = None, context: "SolverContext | None" = None) -> State:
    """A game state from a deal given by hand: each argument the value of its PBN tag
    (``deal`` is [Deal], ``table_cards`` [TableCards], ``tags`` any others).

    ValueError names what is wrong, as the command line would."""
    spec = GameSpec()
    spec.game, spec.deal, spec.contract, spec.declarer = game, deal, contract, declarer
    spec.variant, spec.dealer, spec.trump, spec.turned = variant, dealer, trump, turned
    spec.talon, spec.discard, spec.table_cards, spec.players = talon, discard, table_cards, players
    spec.tags = list((tags or {}).items())
    return State._new_game(spec, _context(context))

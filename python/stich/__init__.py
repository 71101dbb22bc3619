"""stich: a double-dummy solver and hand analysis for Whist, Préférence and Alliance.

The C++ library's facade (docs/library.md) for Python::

    import stich
    boards = stich.read_file("deals.pbn")            # ValueError on a bad board
    with_problems = stich.read_file("deals.pbn", errors="collect")
    ctx = stich.SolverContext()                       # one per thread
    answer = ctx.solve(boards[0])
    answer.to_dict()                                  # what `stich solve --json` prints
    stich.tables(boards, threads=2)                   # N x 5 x 4 NumPy array of tricks

Answers are rendered as the command line renders them; ``to_dict()`` equals the command's
JSON line.
"""

from __future__ import annotations

import json as _json
from typing import Iterable, List, Sequence, Tuple

from . import _stich
from ._stich import Answer, Problem, Record, SolverContext

__all__ = [
    "Answer", "Problem", "Record", "SolverContext", "read", "read_file", "write_pbn", "solve",
    "solve_all", "analyze_all", "tables", "version", "STRAINS", "SEATS",
]

__version__ = _stich.version()

#: The strains of a trick table's columns and the leaders of its rows (whist and bridge).
STRAINS: Tuple[str, ...] = ("S", "H", "D", "C", "NT")
SEATS: Tuple[str, ...] = ("N", "E", "S", "W")


def version() -> str:
    """The version of the library (semantic versioning, docs/library.md)."""
    return _stich.version()


def _answer_to_dict(self: Answer) -> dict:
    """The answer as `stich ... --json` prints it; ValueError when the board had none."""
    if not self.ok:
        raise ValueError(self.problem.text())
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


def write_pbn(records: Iterable[Record]) -> str:
    """The records as one PBN text."""
    return _stich.write_pbn(list(records))


def solve(record: Record) -> dict:
    """`stich solve --json` of one board, as a dict (a fresh context: for many boards use a
    SolverContext or solve_all)."""
    return SolverContext().solve(record).to_dict()


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
        answer_dict = answer.to_dict()
        table = answer_dict.get("table")
        if not isinstance(table, dict) or set(table) != set(SEATS):
            raise ValueError(f"board {records[i].id}: no full trick table (not a full deal of four hands)")
        # A bridge record's table comes by declarer ("by": "declarer"): the leader's side takes
        # what the declarer on his right does not.
        by_declarer = answer_dict.get("by") == "declarer"
        for s, strain in enumerate(STRAINS):
            for p, seat in enumerate(SEATS):
                if by_declarer:
                    out[i, s, p] = 13 - table[SEATS[(p + 3) % 4]][strain]
                else:
                    out[i, s, p] = table[seat][strain]
    return out

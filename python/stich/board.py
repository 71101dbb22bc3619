"""Typed boards, games and variants: a record's tags read as typed fields (``Board``), a record
built from a ``Deal`` with its game and variant, and the games the library plays with the
names their ``[Variant]`` may use (``Game``, ``Variant``).  docs/python.md has the table."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Dict, List, NamedTuple, Optional, Tuple

from .deal import Deal, Seat

# The tags Board reads as fields of their own, by field name.
_FIELDS = {
    "dealer": "Dealer", "contract": "Contract", "declarer": "Declarer", "variant": "Variant",
    "vulnerable": "Vulnerable", "trump": "Trump", "turned": "Turned", "talon": "Talon",
    "discard": "Discard", "defence": "Defence", "table_cards": "TableCards", "result": "Result",
}
# The money tags of Préférence, as numbers.
_AMOUNTS = {"stake": "Stake", "pot": "Pot", "cap": "Cap"}


class Tag(NamedTuple):
    """A tag pair of a record: [name "value"]."""

    name: str
    value: str


@dataclass(frozen=True)
class Variant:
    """A name a game's [Variant] may use: a preset ("vienna", a name for a list of switches) or
    a switch ("no-duck"; "stake" takes a value: "stake=2").  A preset's ``switches`` are those
    it sets, in order, as man/stich.1 writes them (vienna: beat, ruff, overtrump, duck); a
    switch has none, nor a preset that is the game's defaults (Alliance's pierer)."""

    name: str
    preset: bool = False
    switches: Tuple[str, ...] = ()

    def __str__(self) -> str:
        return self.name


@dataclass(frozen=True)
class Game:
    """A game the library plays, as [Game] writes it ("whist", "preference", "alliance")."""

    name: str

    def __post_init__(self) -> None:
        from . import game_names
        if self.name not in game_names():
            raise ValueError(f"no game {self.name!r}: the games are {', '.join(game_names())}")

    @property
    def variants(self) -> List[Variant]:
        """The names its [Variant] may use, presets first."""
        from . import _variants
        return [Variant(name, preset, tuple(switches))
                for name, preset, switches in _variants(self.name)]

    @property
    def presets(self) -> List[Variant]:
        return [v for v in self.variants if v.preset]

    def __str__(self) -> str:
        return self.name


def games() -> List[Game]:
    """Every game the library plays."""
    from . import game_names
    return [Game(name) for name in game_names()]


@dataclass(frozen=True)
class Board:
    """One record's tags as typed fields.  ``deal`` is a Deal, ``dealer`` and ``declarer`` are
    Seats (None when the record has none), ``stake``, ``pot`` and ``cap`` numbers (None when
    absent); every other field is the tag's text ("" when absent).  ``unknown_tags`` are the
    tags stich does not read ([Event], [Site], a program's own ...), as Tag(name, value) in
    file order (stich.Record.unknown_tags).  ``record`` is the stich.Record it was read from,
    or built."""

    id: str
    game: Game
    players: int
    deal: Deal
    dealer: Optional[Seat]
    declarer: Optional[Seat]
    contract: str = ""
    variant: str = ""
    vulnerable: str = ""
    trump: str = ""
    turned: str = ""
    talon: str = ""
    discard: str = ""
    defence: str = ""
    table_cards: str = ""
    result: str = ""
    stake: Optional[float] = None
    pot: Optional[float] = None
    cap: Optional[float] = None
    unknown_tags: Tuple[Tag, ...] = ()
    record: object = field(default=None, compare=False, repr=False)

    @classmethod
    def from_record(cls, record) -> "Board":
        """The typed fields of a stich.Record; ValueError names a tag that does not read."""
        deal = Deal.from_record(record)

        def seat(tag: str) -> Optional[Seat]:
            text = record.tag(tag)
            return deal.seat(text) if text else None

        def amount(tag: str) -> Optional[float]:
            text = record.tag(tag)
            if not text:
                return None
            try:
                return float(text)
            except ValueError:
                raise ValueError(f"board {record.id}: [{tag} \"{text}\"] is no number") from None

        texts = {name: record.tag(tag) for name, tag in _FIELDS.items()
                 if name not in ("dealer", "declarer")}
        return cls(id=record.id, game=Game(record.game), players=record.players, deal=deal,
                   dealer=seat("Dealer"), declarer=seat("Declarer"), record=record,
                   unknown_tags=tuple(Tag(n, v) for n, v in record.unknown_tags()),
                   **texts, **{name: amount(tag) for name, tag in _AMOUNTS.items()})

    @property
    def variants(self) -> List[Variant]:
        """The variant names of the board's game (Game.variants)."""
        return self.game.variants


def make_board(deal: Deal, game: str = "whist", variant: str = "", **tags: str) -> Board:
    """A board from a Deal, its game and variant, and any tags by GameSpec field name or tag
    name (``contract="4S", declarer="S", dealer="N"``, ``Pot="2"``): read as the command line
    reads the same record, so ValueError names what is wrong."""
    Game(game)  # the game must be one the library plays
    if variant:
        tags["variant"] = variant
    return Board.from_record(deal.record(game, **tags))

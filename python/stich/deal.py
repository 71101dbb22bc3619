"""Typed cards, seats and deals: a deal or a position built by hand, read from and written as
PBN's deal notation ("N:AKQ.JT9.876.5432 ...") and the command line's card lists
("SA SK HQ", as `stich deal --give` and the JSON answers write cards).

A card's action is the game state's (docs/python.md): 13 * suit + face, suits S H D C = 0..3,
faces 2..A = 0..12, so ``Card.parse("SA").action == stich.action_of("SA") == 12``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Dict, FrozenSet, Iterable, List, Optional, Sequence, Tuple, Union

SUITS = "SHDC"
RANKS = "23456789TJQKA"
_SUIT_SYMBOLS = {"\u2660": "S", "\u2665": "H", "\u2666": "D", "\u2663": "C"}
#: Whist's (and bridge's) seats in play order; the other games number theirs from 1.
COMPASS = "NESW"


@dataclass(frozen=True)
class Card:
    """One card: ``suit`` "S" "H" "D" "C", ``rank`` "2".."9" "T" "J" "Q" "K" "A"."""

    suit: str
    rank: str

    def __post_init__(self) -> None:
        if self.suit not in SUITS or len(self.suit) != 1:
            raise ValueError(f"bad suit {self.suit!r}: expected one of S H D C")
        if self.rank not in RANKS or len(self.rank) != 1:
            raise ValueError(f"bad rank {self.rank!r}: expected one of 2..9 T J Q K A")

    @classmethod
    def parse(cls, text: str) -> "Card":
        """A card as records write it: "SA", "sa", "S10", "♠A"; ValueError otherwise."""
        t = text.strip()
        if not t:
            raise ValueError("bad card '': expected a suit and a rank, as SA")
        suit = _SUIT_SYMBOLS.get(t[0], t[0].upper())
        rank = t[1:].upper()
        rank = "T" if rank == "10" else rank
        if suit not in SUITS or len(rank) != 1 or rank not in RANKS:
            raise ValueError(f"bad card {text!r}: expected a suit and a rank, as SA")
        return cls(suit, rank)

    @classmethod
    def from_action(cls, action: int) -> "Card":
        """The card of a game-state action (13 * suit + face)."""
        if not 0 <= action < 52:
            raise ValueError(f"action {action} is no card (0..51)")
        return cls(SUITS[action // 13], RANKS[action % 13])

    @property
    def action(self) -> int:
        """The game state's action of this card."""
        return 13 * SUITS.index(self.suit) + RANKS.index(self.rank)

    def __str__(self) -> str:
        return self.suit + self.rank

    def __repr__(self) -> str:
        return f"Card({str(self)!r})"

    def __lt__(self, other: "Card") -> bool:
        return self.action < other.action


@dataclass(frozen=True)
class Seat:
    """A seat at the table: its 0-based ``index`` and its ``label`` as records write it ("N",
    "1")."""

    index: int
    label: str

    @classmethod
    def parse(cls, text: Union[str, int], players: int = 4, compass: bool = True) -> "Seat":
        """A seat from its label ("N", "w", "2") or index; `compass`: whist's N E S W, else the
        numbered seats 1..players.  ValueError for no seat at the table."""
        if isinstance(text, int):
            if not 0 <= text < players:
                raise ValueError(f"no seat {text} at a table of {players}")
            return cls(text, COMPASS[text] if compass else str(text + 1))
        t = str(text).strip().upper()
        if compass and len(t) == 1 and t in COMPASS:
            return cls(COMPASS.index(t), t)
        if not compass and t.isdigit() and 1 <= int(t) <= players:
            return cls(int(t) - 1, t)
        names = "N, E, S or W" if compass else f"1 to {players}"
        raise ValueError(f"no seat {text!r} at this table ({names})")

    def __str__(self) -> str:
        return self.label


Hand = Optional[FrozenSet[Card]]  # None: a hand not known ('-')


def parse_hand(text: str) -> Hand:
    """A hand in PBN's notation ("AKQ.T9.-.5432", suits S.H.D.C, "-" an unknown hand) or the
    command line's card list ("SA SK HQ"); ValueError with what is wrong."""
    t = text.strip()
    if t == "-":
        return None
    if "." not in t:
        cards = [Card.parse(word) for word in t.replace(",", " ").split()]
    else:
        suits = t.split(".")
        if len(suits) != 4:
            raise ValueError(f"bad hand {text!r}: expected four suits S.H.D.C")
        cards = []
        for suit, ranks in zip(SUITS, suits):
            ranks = ranks.upper().replace("10", "T")
            if ranks == "-":
                continue
            cards.extend(Card(suit, r) for r in ranks)
    held = frozenset(cards)
    if len(held) != len(cards):
        raise ValueError(f"bad hand {text!r}: a card twice")
    return held


def format_hand(hand: Hand) -> str:
    """A hand in PBN's notation, high cards first ("AKQ.T9..5432"); "-" when not known."""
    if hand is None:
        return "-"
    return ".".join("".join(c.rank for c in sorted((c for c in hand if c.suit == s),
                                                    reverse=True))
                    for s in SUITS)


def card_list(cards: Iterable[Card]) -> str:
    """Cards as the command line lists them: suit by suit, high first ("SA SK HQ")."""
    return " ".join(str(c) for c in sorted(cards, key=lambda c: (SUITS.index(c.suit),
                                                                  -RANKS.index(c.rank))))


class Deal:
    """The hands of a deal or a position, by seat: ``hands[k]`` a frozenset of Cards, or None
    for a hand not known.  ``compass``: whist's seats N E S W (four hands), else numbered."""

    def __init__(self, hands: Sequence[Union[Hand, str, Iterable[Card]]], compass: bool = True):
        self.compass = compass
        self.hands: Tuple[Hand, ...] = tuple(
            parse_hand(h) if isinstance(h, str) else None if h is None else frozenset(h)
            for h in hands)
        if compass and len(self.hands) != 4:
            raise ValueError("a deal of N E S W has four hands")
        seen: set = set()
        for hand in self.hands:
            for card in hand or ():
                if card in seen:
                    raise ValueError(f"card {card} is dealt twice")
                seen.add(card)

    @property
    def players(self) -> int:
        return len(self.hands)

    def seat(self, seat: Union[str, int, Seat]) -> Seat:
        """A seat of this table from its label or index."""
        if isinstance(seat, Seat):
            return seat
        return Seat.parse(seat, self.players, self.compass)

    @classmethod
    def parse(cls, text: str) -> "Deal":
        """PBN's [Deal] value: "N:AKQ.JT9.876.5432 ..." (a seat letter, or a number for the
        numbered games, then the hands in play order from it)."""
        head, sep, rest = text.strip().partition(":")
        if not sep or not head:
            raise ValueError(f"bad deal {text!r}: expected the first seat, ':' and the hands")
        hands = rest.split()
        compass = not head.isdigit()
        first = cls._first_seat(head, len(hands), compass)
        ordered: List[Hand] = [None] * len(hands)
        for k, hand in enumerate(hands):
            ordered[(first + k) % len(hands)] = parse_hand(hand)
        return cls(ordered, compass)

    @staticmethod
    def _first_seat(head: str, players: int, compass: bool) -> int:
        return Seat.parse(head, players, compass).index

    @classmethod
    def from_hands(cls, hands: Dict[str, str], players: int = 4,
                   compass: bool = True) -> "Deal":
        """A deal from a dict of seat label to hand, in either notation ({"N": "SA SK HQ",
        "E": "AK.Q.."}); seats left out are not known."""
        out: List[Hand] = [None] * players
        for label, hand in hands.items():
            out[Seat.parse(label, players, compass).index] = parse_hand(hand)
        return cls(out, compass)

    @classmethod
    def from_record(cls, record) -> "Deal":
        """The hands of a stich.Record, as its [Deal] writes them."""
        return cls([parse_hand(record.hand(k)) for k in range(record.players)], record.compass)

    def hand(self, seat: Union[str, int, Seat]) -> Hand:
        return self.hands[self.seat(seat).index]

    def pbn(self, first: Union[str, int, Seat] = 0) -> str:
        """PBN's [Deal] value, the hands in play order from `first`."""
        start = self.seat(first)
        n = self.players
        return start.label + ":" + " ".join(format_hand(self.hands[(start.index + k) % n])
                                            for k in range(n))

    def cards(self, seat: Union[str, int, Seat]) -> str:
        """A hand as the command line lists it ("SA SK HQ"); "-" when not known."""
        hand = self.hand(seat)
        return "-" if hand is None else card_list(hand)

    def record(self, game: str = "whist", **tags: str):
        """The deal as a stich.Record of `game`, with the tags given ({"trump": "S"} is
        [Trump]; GameSpec's field names, any other name a tag of its own)."""
        from . import GameSpec, read

        spec = GameSpec()
        spec.game = game
        spec.deal = self.pbn()
        extra = []
        for name, value in tags.items():
            if hasattr(spec, name) and name not in ("game", "deal", "tags", "pbn"):
                setattr(spec, name, value)
            else:
                extra.append((name, str(value)))
        spec.tags = extra
        if not self.compass and game != "preference":
            spec.players = self.players
        return read(spec.pbn())[0]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Deal) and (self.hands, self.compass) == (other.hands,
                                                                          other.compass)

    def __hash__(self) -> int:
        return hash((self.hands, self.compass))

    def __str__(self) -> str:
        return self.pbn()

    def __repr__(self) -> str:
        return f"Deal.parse({self.pbn()!r})"

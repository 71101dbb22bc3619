#!/usr/bin/env python3
"""Whist records in mid-play for the card judge's speed, from fresh random deals.

    stich deal -g whist -n 20 -s SEED | bench/judge/mid-play-records.py TRICKS > mid.pbn

Each deal is played for TRICKS tricks by a plain card-player's rule (the leader leads a card
drawn from the deal's own generator; a follower wins as cheaply as he can, else plays his
lowest card; a void player ruffs low when that wins, else throws his lowest card), and written
from the view of the player then to move, the seats turned so that he sits South (judge
with --seat S): his own 13 cards in [Deal], the other hands '-', the tricks in [Play].  The play only has to be legal: the judge is timed, not the play.
"""
import random
import re
import sys

SEATS = "NESW"
RANKS = "23456789TJQKA"
SUITS = "SHDC"


def parse(text):
    for block in re.split(r"\n\s*\n", text):
        tags = dict(re.findall(r'^\[(\w+) "([^"]*)"\]', block, re.M))
        if "Deal" in tags:
            yield tags


def hands_of(deal):
    first, rest = deal.split(":")
    start = SEATS.index(first)
    hands = {}
    for k, hand in enumerate(rest.split()):
        seat = SEATS[(start + k) % 4]
        hands[seat] = {s + r for s, holding in zip(SUITS, hand.split(".")) for r in holding}
    return hands


def rank(card):
    return RANKS.index(card[1])


def play_trick(hands, leader, trump, rng):
    cards = []
    seat = leader
    for k in range(4):
        hand = sorted(hands[seat], key=lambda c: (SUITS.index(c[0]), rank(c)))
        if k == 0:
            card = rng.choice(hand)
        else:
            led = cards[0][0]

            def beats(c, best):
                if c[0] == best[0]:
                    return rank(c) > rank(best)
                return c[0] == trump

            best = cards[0]
            for c in cards[1:]:
                if beats(c, best):
                    best = c
            follow = [c for c in hand if c[0] == led]
            pool = follow if follow else hand
            winners = sorted((c for c in pool if beats(c, best)), key=rank)
            card = winners[0] if winners else min(pool, key=rank)
        hands[seat].discard(card)
        cards.append(card)
        seat = SEATS[(SEATS.index(seat) + 1) % 4]
    led = cards[0][0]
    win = 0
    for i, c in enumerate(cards):
        w = cards[win]
        if (c[0] == w[0] and rank(c) > rank(w)) or (c[0] == trump and w[0] != trump):
            win = i
    return cards, SEATS[(SEATS.index(leader) + win) % 4]


def main():
    tricks = int(sys.argv[1])
    for tags in parse(sys.stdin.read().replace("\r", "")):
        full = hands_of(tags["Deal"])
        hands = {s: set(h) for s, h in full.items()}
        trump = tags["Turned"][0]
        first = SEATS[(SEATS.index(tags["Dealer"]) + 1) % 4]
        rng = random.Random(tags["Deal"])
        leader = first
        rows = []
        for _ in range(tricks):
            cards, winner = play_trick(hands, leader, trump, rng)
            by_seat = {SEATS[(SEATS.index(leader) + i) % 4]: c for i, c in enumerate(cards)}
            rows.append(" ".join(by_seat[SEATS[(SEATS.index(first) + i) % 4]] for i in range(4)))
            leader = winner
        seat = leader
        shift = SEATS.index("S") - SEATS.index(seat)

        def turned(s):
            return SEATS[(SEATS.index(s) + shift) % 4]

        south = ".".join("".join(sorted((c[1] for c in full[seat] if c[0] == suit),
                                        key=RANKS.index, reverse=True)) for suit in SUITS)
        print(f'[Game "whist"]\n[Board "{tags["Board"]}"]\n[Dealer "{turned(tags["Dealer"])}"]')
        print(f'[Turned "{tags["Turned"]}"]\n[Deal "N:- - {south} -"]')
        print(f'[Play "{turned(first)}"]')
        print("\n".join(rows))
        print("*\n")


main()

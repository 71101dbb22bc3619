#!/usr/bin/env python3
"""Writes endgames.pbn: whist endgames of 5 to 9 cards for the batch tests (quick to solve),
with every trump honour in view, [Won] consistent with the hands and a standing ([Standing])
biased towards 8 so that calls come up, and four bad boards among them.  Run once; the
output is checked in.  python3 make_endgames.py > endgames.pbn"""
import random

rng = random.Random(20261122)
SUITS = "SHDC"
RANKS = "AKQJT98765432"
SEATS = "NESW"


def hand_text(cards):
    return ".".join("".join(r for r in RANKS if (s, r) in cards) for s in SUITS)


def board(n):
    size = rng.randint(5, 9)
    trump = rng.choice(SUITS)
    honours = [(trump, r) for r in "AKQJT"]
    rest = [(s, r) for s in SUITS for r in RANKS if (s, r) not in honours]
    cards = honours + rng.sample(rest, 4 * size - len(honours))
    rng.shuffle(cards)
    hands = [set(cards[i * size:(i + 1) * size]) for i in range(4)]
    won = [0, 0, 0, 0]
    for _ in range(13 - size):
        won[rng.randrange(4)] += 1
    dealer = rng.randrange(4)
    score = (rng.choice([0, 2, 5, 7, 8, 8, 8, 9]), rng.choice([0, 3, 6, 8, 8, 9]))
    lines = [f'[Board "{n}"]', f'[Dealer "{SEATS[dealer]}"]',
             '[Deal "N:' + " ".join(hand_text(h) for h in hands) + '"]',
             f'[Trump "{trump}"]', f'[Won "{" ".join(map(str, won))}"]',
             f'[Standing "{score[0]} {score[1]}"]']
    if n % 7 == 0:
        lines.append('[Variant "five-honours"]')
    return lines


print("% Whist endgames for the batch tests, written by make_endgames.py")
print()
for n in range(1, 61):
    lines = board(n)
    if n == 9:  # a card given twice: the board cannot be read
        lines[2] = lines[2].replace('"N:', '"N:A', 1) if not lines[2].startswith('[Deal "N:A') \
            else lines[2].replace('"N:A', '"N:AA', 1)
    if n == 23:  # no [Won]: read, but cannot be scored
        lines = [l for l in lines if not l.startswith("[Won")]
    if n == 41:  # a rank that does not exist
        lines[2] = lines[2].replace('"N:', '"N:X', 1)
    if n == 52:  # no trump: read, but cannot be scored
        lines = [l for l in lines if not l.startswith("[Trump")]
    print("\n".join(lines))
    print()

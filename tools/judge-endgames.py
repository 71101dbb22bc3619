#!/usr/bin/env python3
"""Writes tests/data/hostile/judge-strategy-endgames.pbn: 20 whist endgames of three cards a
hand with no trick in progress, the seat to judge from on lead, for `stich judge --call card`
and its strategy search (tests/test_judge_strategy_bounds.cpp).  Reproducible: a fixed seed
and Python's own Mersenne Twister, whose sequence for a given seed does not change.

Half the boards turn the trump card from the dealer's hand ([Turned]: 560 layouts of the
other eight cards), half name the trump ([Trump]: 1,680 layouts of nine).
"""
import random
import sys

SUITS = "SHDC"
RANKS = "AKQJT98765432"
SEATS = "NESW"


def hand_text(cards):
    return ".".join("".join(r for r in RANKS if (s, r) in cards) for s in SUITS)


def board(rng, number):
    deck = [(s, r) for s in SUITS for r in RANKS]
    rng.shuffle(deck)
    hands = [set(deck[3 * k:3 * k + 3]) for k in range(4)]
    leader = rng.randrange(4)
    dealer = rng.randrange(4)
    won = [0, 0, 0, 0]
    for _ in range(10):
        won[rng.randrange(4)] += 1
    tags = [("Game", "whist"), ("Board", "js%02d" % number), ("Dealer", SEATS[dealer])]
    if number % 2:
        turned = sorted(hands[dealer])[rng.randrange(3)]
        tags.append(("Turned", turned[0] + turned[1]))
    else:
        tags.append(("Trump", SUITS[rng.randrange(4)]))
    tags += [("Leader", SEATS[leader]), ("Won", " ".join(map(str, won))),
             ("Deal", "N:" + " ".join(hand_text(h) for h in hands)),
             ("JudgeSeat", SEATS[leader]), ("JudgeCall", "card")]
    return "".join('[%s "%s"]\n' % t for t in tags)


def main():
    rng = random.Random(45013)
    out = ["% 20 whist endgames, three cards a hand, the judging seat on lead: written by\n"
           "% tools/judge-endgames.py (seed 45013); do not edit by hand.\n"]
    for n in range(1, 21):
        out.append("\n" + board(rng, n))
    sys.stdout.write("".join(out))


main()

"""The Expert's Differenzler rollout: the rest of a hand, every player playing to his bid.

A player who still lacks points plays the greedy policy of the other games
(take a trick worth taking cheaply, else throw the cheapest card); one who
has his bid ducks: the highest card that does not take the trick, and when
every card would take it, the cheapest.  Each seat is alone, so nobody feeds
a partner.  Works on bare masks; legality from :mod:`jassdesk.engine.card_play`.
"""

from __future__ import annotations

from jassdesk.engine.card_play import SchieberFlags, schieber_legal
from jassdesk.engine.cards import N_RANKS
from jassdesk.engine.modes import LAST_TRICK_BONUS, POINTS, STRENGTH, WIN_KEY, trick_winner_index

from .rollout import greedy_choice

EXPLORE = 0.1  # one card in ten at random, and a player past his bid goes after a trick one time in ten


def ducking_card(legal: int, trick: list[int], keys, points, strength) -> int:
    """The card least likely to take the trick: the highest one that stays under it, else the weakest loser."""
    best_key = max((keys[c] for c in trick), default=10_000)
    under = -1
    under_val = -1
    weakest = -1
    weakest_val = 1_000_000
    m = legal
    while m:
        low = m & -m
        c = low.bit_length() - 1
        m ^= low
        s = strength[c]
        if trick and keys[c] < best_key and s * 16 + points[c] > under_val:
            under, under_val = c, s * 16 + points[c]
        v = s * 16 + points[c]
        if v < weakest_val:
            weakest, weakest_val = c, v
    return under if under >= 0 else weakest


def differenzler_rollout(hands: list[int], mode: int, leader: int, trick: list[int], tricks_done: int,
                         flags: SchieberFlags, step: int, rnd, taken: list[int], bids: tuple[int, ...],
                         explore: float = EXPLORE) -> list[int]:
    """Finish a Differenzler hand; ``taken`` (each seat's points so far) is updated in place and returned.

    ``hands`` is modified in place (pass a copy); ``bids`` holds each seat's
    bid as the simulating player assumes it.
    """
    points = POINTS[mode]
    strength = STRENGTH[mode]
    win_key = WIN_KEY[mode]
    trick = list(trick)
    seat = (leader + step * len(trick)) % 4
    for t in range(tricks_done, 9):
        while len(trick) < 4:
            legal = schieber_legal(hands[seat], trick, mode, flags)
            keys = win_key[trick[0] // N_RANKS] if trick else win_key[0]
            if taken[seat] >= bids[seat] and rnd() >= explore:
                card = ducking_card(legal, trick, keys, points, strength)
            else:
                card = greedy_choice(legal, trick, False, keys, points, strength, rnd, len(trick) == 3, explore)
            hands[seat] &= ~(1 << card)
            trick.append(card)
            seat = (seat + step) % 4
        winner = (leader + step * trick_winner_index(mode, trick)) % 4
        p = points[trick[0]] + points[trick[1]] + points[trick[2]] + points[trick[3]]
        if t == 8:
            p += LAST_TRICK_BONUS
        taken[winner] += p
        leader = seat = winner
        trick = []
    return taken

"""The rollout policy of the Expert's simulations: fast, plausible play on bare masks.

A uniformly random rollout undervalues good cards (partners throw points
away, nobody takes a rich trick), so the Expert simulates with a cheap greedy
policy instead: take a trick worth taking with the weakest winning card, give
points to a partner who is winning, otherwise throw the cheapest card.  A
little randomness keeps the simulations from being one fixed line.  Each game
plays its hands with this policy in its own rollout module
(:mod:`~jassdesk.ai.schieber_rollout`, :mod:`~jassdesk.ai.schmaus_rollout`);
legality always comes from :mod:`jassdesk.engine.card_play`.
"""

from __future__ import annotations

from jassdesk.engine.playout import random_card



def greedy_choice(legal: int, trick: list[int], leader_side_winning: bool, keys, points, strength,
                   rnd, last_to_play: bool, explore: float) -> int:
    """The policy's card: take a trick worth taking cheaply, feed a winning partner, else throw the cheapest."""
    if legal & (legal - 1) == 0:
        return legal.bit_length() - 1
    if not trick:
        return random_card(legal, rnd)
    best_key = max(keys[c] for c in trick)
    trick_pts = 0
    for c in trick:
        trick_pts += points[c]
    return follow_choice(legal, leader_side_winning, best_key, trick_pts, keys, points, strength, rnd,
                         last_to_play, explore)


def follow_choice(legal: int, side_winning: bool, best_key: int, trick_pts: int, keys, points, strength,
                  rnd, last_to_play: bool, explore: float) -> int:
    """:func:`greedy_choice` onto a begun trick whose winning key and points the caller keeps as it goes
    (the rollouts' most frequent call: they need not be summed again for every card)."""
    if legal & (legal - 1) == 0:
        return legal.bit_length() - 1
    if rnd() < explore:
        return random_card(legal, rnd)
    cheapest = -1
    cheapest_val = 1000
    richest = -1
    richest_val = -1_000_000
    weakest_win = -1
    weakest_win_str = 1000
    m = legal
    while m:
        low = m & -m
        c = low.bit_length() - 1
        m ^= low
        p = points[c]
        s = strength[c]
        v = p * 16 + s
        if v < cheapest_val:
            cheapest, cheapest_val = c, v
        if p * 16 - s > richest_val:
            richest, richest_val = c, p * 16 - s
        if keys[c] > best_key and s < weakest_win_str:
            weakest_win, weakest_win_str = c, s
    if side_winning:
        return richest if last_to_play else cheapest
    if weakest_win >= 0 and (trick_pts + points[weakest_win] >= 10 or last_to_play):
        return weakest_win
    return cheapest

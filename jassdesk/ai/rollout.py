"""Rollout policies for the Expert's simulations: fast, plausible play on bare masks.

A uniformly random rollout undervalues good cards (partners throw points
away, nobody takes a rich trick), so the Expert simulates with a cheap greedy
policy instead: take a trick worth taking with the weakest winning card, give
points to a partner who is winning, otherwise throw the cheapest card.  A
little randomness keeps the simulations from being one fixed line.
Legality always comes from :mod:`jassdesk.engine.card_play`.
"""

from __future__ import annotations

from jassdesk.engine.card_play import SchieberFlags, schieber_legal
from jassdesk.engine.playout import schmaus_playout
from jassdesk.engine.cards import N_RANKS
from jassdesk.engine.modes import LAST_TRICK_BONUS, POINTS, STRENGTH, WIN_KEY, trick_winner_index

from .solver import solve_schieber_tricks


def _random_card(mask: int, rnd) -> int:
    k = int(rnd() * mask.bit_count())
    while k:
        mask &= mask - 1
        k -= 1
    return (mask & -mask).bit_length() - 1


def _greedy_choice(legal: int, trick: list[int], leader_side_winning: bool, keys, points, strength,
                   rnd, last_to_play: bool, explore: float) -> int:
    if legal & (legal - 1) == 0:
        return legal.bit_length() - 1
    if not trick or rnd() < explore:
        return _random_card(legal, rnd)
    best_key = max(keys[c] for c in trick)
    trick_pts = 0
    for c in trick:
        trick_pts += points[c]
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
    if leader_side_winning:
        return richest if last_to_play else cheapest
    if weakest_win >= 0 and (trick_pts + points[weakest_win] >= 10 or last_to_play):
        return weakest_win
    return cheapest


def schieber_rollout(hands: list[int], mode: int, leader: int, trick: list[int], tricks_done: int,
                     flags: SchieberFlags, step: int, rnd, explore: float = 0.15, exact_tricks: int = 0,
                     side: int = 0) -> list[int]:
    """Finish a Schieber hand with the greedy policy; card points each side takes from now on.

    With ``exact_tricks`` > 0 the last tricks are solved double dummy instead
    (returned as ``side``'s advantage folded into the two totals).
    """
    pts = [0, 0]
    points = POINTS[mode]
    strength = STRENGTH[mode]
    win_key = WIN_KEY[mode]
    trick = list(trick)
    seat = (leader + step * len(trick)) % 4
    for t in range(tricks_done, 9):
        if exact_tricks and 9 - t <= exact_tricks and not trick:
            remaining = sum(points[c] for h in hands for m in [h] for c in _iter(m)) + LAST_TRICK_BONUS
            diff = solve_schieber_tricks(hands, mode, leader, (), 9 - t, flags, step, side)
            mine = (remaining + diff) // 2
            pts[side] += mine
            pts[1 - side] += remaining - mine
            return pts
        while len(trick) < 4:
            legal = schieber_legal(hands[seat], trick, mode, flags)
            if trick:
                keys = win_key[trick[0] // N_RANKS]
                winner_seat = (leader + step * trick_winner_index(mode, trick)) % 4
                partner_winning = winner_seat % 2 == seat % 2
            else:
                keys = win_key[0]
                partner_winning = False
            card = _greedy_choice(legal, trick, partner_winning, keys, points, strength, rnd, len(trick) == 3,
                                  explore)
            hands[seat] &= ~(1 << card)
            trick.append(card)
            seat = (seat + step) % 4
        winner = (leader + step * trick_winner_index(mode, trick)) % 4
        p = points[trick[0]] + points[trick[1]] + points[trick[2]] + points[trick[3]]
        if t == 8:
            p += LAST_TRICK_BONUS
        pts[winner & 1] += p
        leader = seat = winner
        trick = []
    return pts


def _iter(mask: int):
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def schmaus_rollout(hands: list[int], stock: list[int], trump: int, leader: int, trick: list[int],
                    tricks_done: int, rnd, explore: float = 0.2) -> list[int]:
    """Finish a Schmaus hand with the greedy policy (drawing from ``stock``); card points per seat."""
    points = POINTS[trump]
    strength = STRENGTH[trump]
    win_key = WIN_KEY[trump]

    def choose(legal: int, trick: list[int]) -> int:
        keys = win_key[trick[0] // N_RANKS] if trick else win_key[0]
        return _greedy_choice(legal, trick, False, keys, points, strength, rnd, bool(trick), explore)

    return schmaus_playout(hands, stock, trump, leader, trick, tricks_done, rnd, choose)

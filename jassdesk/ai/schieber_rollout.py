"""The Expert's Schieber rollout: the rest of a hand with the greedy policy, the last tricks double dummy."""

from __future__ import annotations

from jassdesk.engine.card_play import SchieberFlags, schieber_legal
from jassdesk.engine.cards import N_RANKS, cards_in
from jassdesk.engine.modes import LAST_TRICK_BONUS, POINTS, STRENGTH, TRICK_MODES, WIN_KEY
from jassdesk.engine.playout import random_card

from .rollout import SAFE_SMEAR, SURE_LEADS, follow_choice, lead_choice, smear_choice
from .solver import solve_schieber_tricks

EXPLORE = 0.15  # one card in seven at random (docs/ai.md: one in twenty gained nothing)


def schieber_rollout(hands: list[int], mode: int, leader: int, trick: list[int], tricks_done: int,
                     flags: SchieberFlags, step: int, rnd, explore: float = EXPLORE, exact_tricks: int = 0,
                     side: int = 0, policy: int = 0) -> list[int]:
    """Finish a Schieber hand with the greedy policy; card points each side takes from now on.

    With ``exact_tricks`` > 0 the last tricks are solved double dummy instead
    (returned as ``side``'s advantage folded into the two totals).  In Slalom and Guschti each trick is
    ranked and scored by its own direction (``tm``, the trick mode).  ``policy`` adds the rules of
    :mod:`~jassdesk.ai.rollout` (:data:`~jassdesk.ai.rollout.SURE_LEADS`, :data:`~jassdesk.ai.rollout.SAFE_SMEAR`;
    0: the greedy policy alone).
    """
    pts = [0, 0]
    trump = mode if mode < 4 else -1
    trick = list(trick)
    seat = (leader + step * len(trick)) % 4
    trick_modes = TRICK_MODES[mode]
    for t in range(tricks_done, 9):
        tm = trick_modes[t]
        points = POINTS[tm]
        strength = STRENGTH[tm]
        win_key = WIN_KEY[tm]
        n = len(trick)
        if exact_tricks and 9 - t <= exact_tricks and not n:
            remaining = _points_left(hands, mode, t)
            diff = solve_schieber_tricks(hands, mode, leader, (), 9 - t, flags, step, side)
            mine = (remaining + diff) // 2
            pts[side] += mine
            pts[1 - side] += remaining - mine
            return pts
        # the trick's winning position, its key and its points, kept up to date card by card
        keys = win_key[trick[0] // N_RANKS] if n else win_key[0]
        best_pos = best_key = trick_pts = 0
        for i in range(n):
            k = keys[trick[i]]
            trick_pts += points[trick[i]]
            if i == 0 or k > best_key:
                best_pos, best_key = i, k
        while n < 4:
            legal = schieber_legal(hands[seat], trick, mode, flags)
            if n:
                partner_winning = (leader + step * best_pos) % 2 == seat % 2
                if partner_winning and policy & SAFE_SMEAR:
                    others = (hands[0] | hands[1] | hands[2] | hands[3]) & ~hands[seat]
                    card = smear_choice(legal, others, trump, trick[best_pos], n == 3, tm, rnd, explore)
                else:
                    card = follow_choice(legal, partner_winning, best_key, trick_pts, keys, points, strength, rnd,
                                         n == 3, explore)
                k = keys[card]
                if k > best_key:
                    best_pos, best_key = n, k
            else:  # a lead: greedy_choice's (the one card, else any at random), here to set the trick's keys
                if policy & SURE_LEADS:
                    others = (hands[0] | hands[1] | hands[2] | hands[3]) & ~hands[seat]
                    card = lead_choice(legal, others, trump, tm, rnd, explore)
                else:
                    card = legal.bit_length() - 1 if legal & (legal - 1) == 0 else random_card(legal, rnd)
                keys = win_key[card // N_RANKS]
                best_key = keys[card]
            trick_pts += points[card]
            hands[seat] &= ~(1 << card)
            trick.append(card)
            seat = (seat + step) % 4
            n += 1
        winner = (leader + step * best_pos) % 4
        if t == 8:
            trick_pts += LAST_TRICK_BONUS
        pts[winner & 1] += trick_pts
        leader = seat = winner
        trick = []
    return pts


def _points_left(hands: list[int], mode: int, tricks_done: int) -> int:
    """The card points still to be taken from trick ``tricks_done`` on, with the last trick's 5.

    With one direction for the hand this is the points of the cards left; in Slalom and Guschti a card's
    value depends on the trick it falls in, so the total is only exact for one direction left and is
    otherwise estimated by the cards' mean value over the remaining tricks' directions.
    """
    directions = TRICK_MODES[mode][tricks_done:]
    cards = [c for h in hands for c in cards_in(h)]
    total = sum(sum(POINTS[tm][c] for c in cards) for tm in directions)
    return round(total / len(directions)) + LAST_TRICK_BONUS

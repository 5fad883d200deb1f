"""The Expert's Schieber rollout: the rest of a hand with the greedy policy, the last tricks double dummy."""

from __future__ import annotations

from jassdesk.engine.card_play import SchieberFlags, schieber_legal
from jassdesk.engine.cards import N_RANKS, cards_in
from jassdesk.engine.modes import LAST_TRICK_BONUS, POINTS, STRENGTH, TRICK_MODES, WIN_KEY, trick_winner_index

from .rollout import greedy_choice
from .solver import solve_schieber_tricks


def schieber_rollout(hands: list[int], mode: int, leader: int, trick: list[int], tricks_done: int,
                     flags: SchieberFlags, step: int, rnd, explore: float = 0.15, exact_tricks: int = 0,
                     side: int = 0) -> list[int]:
    """Finish a Schieber hand with the greedy policy; card points each side takes from now on.

    With ``exact_tricks`` > 0 the last tricks are solved double dummy instead
    (returned as ``side``'s advantage folded into the two totals).  In Slalom and Guschti each trick is
    ranked and scored by its own direction (``tm``, the trick mode).
    """
    pts = [0, 0]
    trick = list(trick)
    seat = (leader + step * len(trick)) % 4
    for t in range(tricks_done, 9):
        tm = TRICK_MODES[mode][t]
        points = POINTS[tm]
        strength = STRENGTH[tm]
        win_key = WIN_KEY[tm]
        if exact_tricks and 9 - t <= exact_tricks and not trick:
            remaining = _points_left(hands, mode, t)
            diff = solve_schieber_tricks(hands, mode, leader, (), 9 - t, flags, step, side)
            mine = (remaining + diff) // 2
            pts[side] += mine
            pts[1 - side] += remaining - mine
            return pts
        while len(trick) < 4:
            legal = schieber_legal(hands[seat], trick, mode, flags)
            if trick:
                keys = win_key[trick[0] // N_RANKS]
                winner_seat = (leader + step * trick_winner_index(tm, trick)) % 4
                partner_winning = winner_seat % 2 == seat % 2
            else:
                keys = win_key[0]
                partner_winning = False
            card = greedy_choice(legal, trick, partner_winning, keys, points, strength, rnd, len(trick) == 3,
                                  explore)
            hands[seat] &= ~(1 << card)
            trick.append(card)
            seat = (seat + step) % 4
        winner = (leader + step * trick_winner_index(tm, trick)) % 4
        p = points[trick[0]] + points[trick[1]] + points[trick[2]] + points[trick[3]]
        if t == 8:
            p += LAST_TRICK_BONUS
        pts[winner & 1] += p
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

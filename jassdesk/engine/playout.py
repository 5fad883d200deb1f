"""The fast random-playout path: finish a hand with random legal cards on bare ints.

The AI's Monte-Carlo evaluation plays thousands of hands per decision, so
this path skips actions, events, snapshots and announcements and works on
masks and local variables only.  Legality still comes from
:mod:`jassdesk.engine.card_play`, the single authority on what may be played.
Weis and Stöck are not scored here: callers add them from the state, where
they are already decided.
"""

from __future__ import annotations

from .card_play import SchieberFlags, schieber_legal, schmaus_legal
from .cards import N_RANKS
from .modes import LAST_TRICK_BONUS, POINTS, TRICK_MODES, WIN_KEY


def random_card(mask: int, rnd) -> int:
    """A uniformly random card of a non-empty mask."""
    k = int(rnd() * mask.bit_count())
    while k:
        mask &= mask - 1
        k -= 1
    return (mask & -mask).bit_length() - 1


def schieber_playout(hands: list[int], mode: int, leader: int, trick: list[int], tricks_done: int,
                     flags: SchieberFlags, step: int, rnd) -> list[int]:
    """Play the rest of a Schieber hand randomly; return the card points each side takes from now on.

    ``hands`` is modified in place (pass a copy).  ``trick`` holds the cards
    already played to the current trick by the seats from ``leader`` on.  In Slalom and Guschti each
    trick is ranked and scored by its own direction.
    """
    pts = [0, 0]
    trick_modes = TRICK_MODES[mode]
    trick = list(trick)
    seat = (leader + step * len(trick)) % 4
    for t in range(tricks_done, 9):
        points = POINTS[trick_modes[t]]
        win_key = WIN_KEY[trick_modes[t]]
        while len(trick) < 4:
            card = random_card(schieber_legal(hands[seat], trick, mode, flags), rnd)
            hands[seat] &= ~(1 << card)
            trick.append(card)
            seat = (seat + step) % 4
        keys = win_key[trick[0] // N_RANKS]
        best = 0
        k0 = keys[trick[0]]
        for i in (1, 2, 3):
            k = keys[trick[i]]
            if k > k0:
                best, k0 = i, k
        winner = (leader + step * best) % 4
        p = points[trick[0]] + points[trick[1]] + points[trick[2]] + points[trick[3]]
        if t == 8:
            p += LAST_TRICK_BONUS
        pts[winner & 1] += p
        leader = seat = winner
        trick = []
    return pts


def schmaus_playout(hands: list[int], stock: list[int], trump: int, leader: int, trick: list[int],
                    tricks_done: int, rnd, choose=None) -> list[int]:
    """Play the rest of a Schmaus hand (drawing from ``stock``); card points per seat.

    Cards are random unless ``choose(legal_mask, trick)`` picks them (the
    AI's rollout policy); either way legality comes from ``schmaus_legal``.
    """
    pts = [0, 0]
    points = POINTS[trump]
    win_key = WIN_KEY[trump]
    trick = list(trick)
    seat = (leader + len(trick)) % 2
    pos = 0
    n_stock = len(stock)
    for t in range(tricks_done, 18):
        while len(trick) < 2:
            legal = schmaus_legal(hands[seat], trick, trump, n_stock - pos)
            card = random_card(legal, rnd) if choose is None else choose(legal, trick)
            hands[seat] &= ~(1 << card)
            trick.append(card)
            seat ^= 1
        winner, p = settle_schmaus_trick(trick, leader, t == 17, win_key, points)
        pts[winner] += p
        if pos < n_stock:
            draw_after_trick(hands, stock, pos, winner)
            pos += 2
        leader = seat = winner
        trick = []
    return pts


def settle_schmaus_trick(trick: list[int], leader: int, last: bool, win_key, points) -> tuple[int, int]:
    """The winner of a two-card Schmaus trick and its points (the last trick's 5 included)."""
    keys = win_key[trick[0] // N_RANKS]
    winner = leader if keys[trick[0]] >= keys[trick[1]] else 1 - leader
    p = points[trick[0]] + points[trick[1]]
    if last:
        p += LAST_TRICK_BONUS
    return winner, p


def draw_after_trick(hands: list[int], stock: list[int], pos: int, winner: int) -> None:
    """The trick's winner draws ``stock[pos]``, the other player the card after it."""
    hands[winner] |= 1 << stock[pos]
    hands[1 - winner] |= 1 << stock[pos + 1]

"""The Expert's Schmaus rollouts: the rest of a hand drawing from the stock, with or without the Weis.

:func:`schmaus_weis_rollout` has its own loop, because in Schmaus the Weis
announced with the cards (and the match) are worth as much as the tricks,
and the engine's playout scores card points only.
"""

from __future__ import annotations

from jassdesk.engine.card_play import schmaus_legal
from jassdesk.engine.cards import ALL_CARDS_MASK, N_RANKS
from jassdesk.engine.modes import POINTS, STRENGTH, WIN_KEY, Mode
from jassdesk.engine.playout import draw_after_trick, random_card, schmaus_playout, settle_schmaus_trick
from jassdesk.engine.rules import Game
from jassdesk.engine.weis import Weis, all_weis

from .rollout import greedy_choice
from .solver import NO_MATCH

EXPLORE = 0.2  # one card in five at random


def schmaus_rollout(hands: list[int], stock: list[int], trump: int, leader: int, trick: list[int],
                    tricks_done: int, rnd, explore: float = EXPLORE) -> list[int]:
    """Finish a Schmaus hand with the greedy policy (drawing from ``stock``); card points per seat."""
    points = POINTS[trump]
    strength = STRENGTH[trump]
    win_key = WIN_KEY[trump]

    def choose(legal: int, trick: list[int]) -> int:
        keys = win_key[trick[0] // N_RANKS] if trick else win_key[0]
        return greedy_choice(legal, trick, False, keys, points, strength, rnd, bool(trick), explore)

    return schmaus_playout(hands, stock, trump, leader, trick, tricks_done, rnd, choose)


# -- Schmaus with Weis ---------------------------------------------------------------------------------

def _weis_table(trump: int) -> dict[int, tuple[int, int, int]]:
    """Every Schmaus Weis by its mask, as (mask, height key, points).

    The height key is :meth:`Weis.height` folded into one int, so the rollout
    compares Weis with ``>`` on ints.
    """
    return {w.mask: (w.mask, weis_key(w, trump), w.points(Game.SCHMAUS))
            for w in all_weis(ALL_CARDS_MASK, Game.SCHMAUS) if w.points(Game.SCHMAUS) > 0}


def weis_entries(trump: int) -> list[tuple[int, int, int]]:
    """Every Schmaus Weis with ``trump`` as (mask, height key, points): the table the compiled core is given
    (:mod:`~jassdesk.ai.fast_core`), the same as this module's."""
    return list(_WEIS_TABLES[trump].values())


def weis_key(weis: Weis, trump: int) -> int:
    """The height of a Weis as the int key the Weis-aware rollout compares."""
    pts, length, top, is_trump = weis.height(Game.SCHMAUS, Mode(trump))
    return ((pts * 16 + length) * 16 + top) * 2 + is_trump


_WEIS_TABLES = [_weis_table(t) for t in range(4)]
_RUN_STARTS = sum(0b1111111 << (s * N_RANKS) for s in range(4))  # ranks 6..Under: where a run of 3 may start
_FOUR_RANKS = sum(1 << r for r in (4, 5, 6, 7, 8))  # Banner, Under, Ober, König, As of the first suit
_FOUR_MASKS = [sum(1 << (s * N_RANKS + r) for s in range(4)) for r in range(N_RANKS)]


def _held_weis(hand: int, table: dict[int, tuple[int, int, int]]) -> list[tuple[int, int, int]]:
    """Every Weis the hand holds (sub-sequences included), found from the starts of its runs of three."""
    out = []
    r3 = hand & (hand >> 1) & (hand >> 2) & _RUN_STARTS
    while r3:
        low = r3 & -r3
        r3 ^= low
        i = low.bit_length() - 1
        m = 0b111 << i
        j = i + 3
        limit = i - i % N_RANKS + N_RANKS
        while True:
            out.append(table[m])
            if j >= limit or not hand >> j & 1:
                break
            m |= 1 << j
            j += 1
    f = hand & (hand >> 9) & (hand >> 18) & (hand >> 27) & _FOUR_RANKS
    while f:
        low = f & -f
        f ^= low
        out.append(table[_FOUR_MASKS[low.bit_length() - 1]])
    return out


def _follow_two(legal: int, led: int, keys, points, strength, rnd, explore: float) -> int:
    """The greedy policy's reply in a two-card trick, without the partner cases (Schmaus has none).

    Same choice as :func:`~jassdesk.ai.rollout.greedy_choice` for the second card of a trick
    (and the same draws from ``rnd``): take the trick with the weakest card
    that wins it, else throw the cheapest card.  Written out because the
    rollouts spend much of their time here.
    """
    if rnd() < explore:
        return random_card(legal, rnd)
    best_key = keys[led]
    cheapest = weakest_win = -1
    cheapest_val = weakest_win_str = 1000
    m = legal
    while m:
        low = m & -m
        m ^= low
        c = low.bit_length() - 1
        s = strength[c]
        v = points[c] * 16 + s
        if v < cheapest_val:
            cheapest, cheapest_val = c, v
        if s < weakest_win_str and keys[c] > best_key:
            weakest_win, weakest_win_str = c, s
    return weakest_win if weakest_win >= 0 else cheapest


def schmaus_weis_rollout(hands: list[int], stock: list[int], trump: int, leader: int, trick: list[int],
                         tricks_done: int, rnd, bars: list[int], trick_calls: list[tuple[int, int, int]],
                         explore: float = EXPLORE, match_bonus: int = 0, match_owner: int = -1) -> list[int]:
    """Like :func:`schmaus_rollout`, but scoring Weis and the match too; all points per seat.

    Weis are about half of the points in Schmaus, and whether a card is worth
    keeping depends mostly on the Weis it may still build with cards drawn
    later, so the rollout plays the announcements too: each simulated player
    announces with each card, until the first trick after the stock, the
    smallest Weis above everything he announced before (``bars``: the height
    key of each seat's highest announcement, -1 for none), the biggest at the
    last chance, and none below a Weis the opponent already announced in the
    trick.  Only the higher Weis of a trick is written (``trick_calls``:
    (seat, key, points) of the announcements already made in the trick in
    progress).  While the stock lasts the players keep the cards of the Weis
    they hold and throw others.

    The match bonus goes to the seat that takes every trick after the stock
    (``match_owner``: -1 before the first such trick, else the seat that took
    them all so far, or :data:`~jassdesk.ai.solver.NO_MATCH`): it is decided
    by what a player keeps for the end.  ``hands`` is modified in place.
    """
    pts = [0, 0]
    points = POINTS[trump]
    strength = STRENGTH[trump]
    win_key = WIN_KEY[trump]
    table = _WEIS_TABLES[trump]
    trick = list(trick)
    calls = list(trick_calls)
    seat = (leader + len(trick)) % 2
    pos = 0
    n_stock = len(stock)
    owner = match_owner
    for t in range(tricks_done, 18):
        weis_open = t <= 9
        while len(trick) < 2:
            hand = hands[seat]
            legal = schmaus_legal(hand, trick, trump, n_stock - pos)
            held = 0
            if weis_open:
                options = _held_weis(hand, table)
                if options:
                    bar = bars[seat]
                    for s, k, _ in calls:
                        if s != seat and k > bar:
                            bar = k
                    best = None
                    last_chance = t == 9
                    for e in options:
                        held |= e[0]
                        if e[1] > bars[seat] and e[1] > bar and (
                                best is None or (e[1] > best[1] if last_chance else e[1] < best[1])):
                            best = e
                    if best is not None:
                        calls.append((seat, best[1], best[2]))
                        bars[seat] = best[1]
            if legal & (legal - 1) == 0:
                card = legal.bit_length() - 1
            else:
                if t < 9 and held and legal & ~held:
                    legal &= ~held  # keep the cards of a Weis for the next, higher one
                if legal & (legal - 1) == 0:
                    card = legal.bit_length() - 1
                elif trick:
                    card = _follow_two(legal, trick[0], win_key[trick[0] // N_RANKS], points, strength, rnd, explore)
                else:
                    card = random_card(legal, rnd)  # what the greedy policy does with a lead
            hands[seat] = hand & ~(1 << card)
            trick.append(card)
            seat ^= 1
        winner, p = settle_schmaus_trick(trick, leader, t == 17, win_key, points)
        pts[winner] += p
        if calls:
            best_call = calls[0]
            for c in calls[1:]:
                if c[1] > best_call[1]:
                    best_call = c
            pts[best_call[0]] += best_call[2]
            calls = []
        if pos < n_stock:
            draw_after_trick(hands, stock, pos, winner)
            pos += 2
        elif owner == -1:
            owner = winner
        elif owner != winner:
            owner = NO_MATCH
        leader = seat = winner
        trick = []
    if match_bonus and owner in (0, 1):
        pts[owner] += match_bonus
    return pts

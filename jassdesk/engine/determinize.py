"""Determinization: complete worlds of hidden cards consistent with what one seat observed.

:func:`sample_world` deals the cards a seat has not seen to the other seats
(and into the stock, where the game has one) consistently with everything
observed; each game's state class rebuilds a full state from such a world
(``state_class(obs.game).from_world(obs, world)``, OpenSpiel's
``ResampleFromInfostate``), for the Expert to search on.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from .cards import ALL_CARDS_MASK, N_CARDS
from .observe import Observation
from .rules import Game
from .weis import all_weis, maximal_weis


@dataclass(frozen=True)
class World:
    """One complete assignment of the hidden cards."""

    hands: tuple[int, ...]
    stock: tuple[int, ...] = field(default=())  # where the game has a stock: drawing order, the turned card last
    bids: tuple[int, ...] = field(default=())  # Differenzler: every seat's bid, where the searcher assumes hidden ones


# Announced Weis are placed by trying: a random choice of Weis cards, then the rest dealt, then the hands checked.
# With several hidden Weis and a void a try may succeed less than one time in fifty (three hidden Weis and a void
# in the first trick: 2.5% of samplings failed all 200 tries and raised, stopping the Expert's decision), so this
# path tries this often; an ordinary position's first try nearly always fits.
WEIS_ATTEMPTS = 2000


class InconsistentObservation(ValueError):
    """No deal of the unseen cards satisfies the observation (a bug, or a hand-built position)."""


def sample_world(obs: Observation, rng: random.Random, attempts: int = 200) -> World:
    """Deal the unseen cards to the other seats (and the stock) consistently with ``obs``.

    Constraints honoured: the seat's own hand, every card played, cards known
    to be in a hand (Weis shown, the trump card taken), voids revealed by play,
    and the turned trump lying at the bottom of the stock.  Plain rejection
    sampling is exactly uniform and is tried first; where voids make it
    unlikely to succeed, the most constrained card is placed first.
    """
    n = len(obs.hand_sizes)
    cards, need, allowed = deal_constraints(obs)
    hidden_weis = list(obs.unshown_weis)
    if hidden_weis:
        return _sample_with_weis(obs, rng, cards, need, allowed, hidden_weis, max(attempts, WEIS_ATTEMPTS))
    for _ in range(20):
        rng.shuffle(cards)
        assignment = _deal_in_order(cards, need)
        if all(not (assignment[s] & ~allowed[s]) for s in range(n + 1)):
            return _world(obs, assignment, rng)
    for _ in range(attempts):
        assignment = _constrained_deal(cards, need, allowed, rng)
        if assignment is not None:
            return _world(obs, assignment, rng)
    raise InconsistentObservation("no deal of the unseen cards is consistent with the voids shown")


def deal_constraints(obs: Observation) -> tuple[list[int], list[int], list[int]]:
    """What a world must satisfy: the unseen cards (ascending), how many of them each other seat and the
    stock's hidden part need (the last slot), and which cards each slot may take (voids shown).  Shared by
    :func:`sample_world` and the AI's compiled core, which samples the same way."""
    n = len(obs.hand_sizes)
    unseen = obs.unseen
    cards = [c for c in range(N_CARDS) if unseen >> c & 1]
    need = [0] * (n + 1)  # last slot: the hidden part of the stock
    for s in range(n):
        if s != obs.seat:
            need[s] = obs.hand_sizes[s] - obs.known[s].bit_count()
    need[n] = obs.stock_size - (1 if obs.turned is not None and obs.stock_size else 0)  # turned under the stock
    if sum(need) != len(cards) or min(need) < 0:
        raise InconsistentObservation(
            f"{len(cards)} unseen cards cannot fill hands and stock needing {sum(need)}")
    allowed = [ALL_CARDS_MASK & ~obs.voids[s] if s < n else ALL_CARDS_MASK for s in range(n + 1)]
    allowed[obs.seat] = 0
    return cards, need, allowed


def _sample_with_weis(obs: Observation, rng: random.Random, cards: list[int], need: list[int], allowed: list[int],
                      hidden_weis: list[tuple[int, tuple[int, ...]]], attempts: int) -> World:
    """Place announced Weis first (chosen among those the unseen cards can form), then deal the rest.

    Random deals almost never reproduce, say, four Under announced by one
    player, so the announced combinations are built constructively and the
    finished hand is checked to announce exactly those points.  Weis whose
    cards stay hidden are announced all at once (every maximal Weis of the
    hand, as in Schieber), so that is the check.
    """
    game = obs.game
    played_by = obs.played_by
    unseen = sum(1 << c for c in cards)
    for _ in range(attempts):
        forced = [0] * len(need)
        taken = 0
        ok = True
        for seat, points in hidden_weis:
            pool = (unseen & ~taken & allowed[seat]) | played_by[seat]
            chosen = _choose_weis(pool, points, game, rng)
            if chosen is None:
                ok = False
                break
            forced[seat] = chosen & ~played_by[seat]
            taken |= forced[seat]
        if not ok or any(forced[s].bit_count() > need[s] for s in range(len(need))):
            continue
        rest = [c for c in cards if not taken >> c & 1]
        left = [need[s] - forced[s].bit_count() for s in range(len(need))]
        assignment = _constrained_deal(rest, left, allowed, rng)
        if assignment is None:
            continue
        assignment = [a | f for a, f in zip(assignment, forced)]
        hands_ok = all(
            sorted(w.points(game) for w in maximal_weis(assignment[s] | obs.known[s] | played_by[s], game))
            == sorted(points)
            for s, points in hidden_weis)
        if hands_ok:
            return _world(obs, assignment, rng)
    raise InconsistentObservation("no deal of the unseen cards forms the Weis that were announced")


def _choose_weis(pool: int, points: tuple[int, ...], game: Game, rng: random.Random) -> int | None:
    """Cards of a random set of Weis from ``pool`` worth exactly ``points`` (sequences disjoint)."""
    candidates = all_weis(pool, game)
    need = sorted(points, reverse=True)
    chosen = 0
    seq_cards = 0
    for value in need:
        options = [w for w in candidates if w.points(game) == value
                   and not (w.suit_index is not None and w.mask & seq_cards)]
        if not options:
            return None
        w = rng.choice(options)
        chosen |= w.mask
        if w.suit_index is not None:
            seq_cards |= w.mask
    return chosen


def _deal_in_order(cards: list[int], need: list[int]) -> list[int]:
    out = []
    pos = 0
    for k in need:
        mask = 0
        for c in cards[pos:pos + k]:
            mask |= 1 << c
        out.append(mask)
        pos += k
    return out


def _constrained_deal(cards: list[int], need: list[int], allowed: list[int], rng: random.Random) -> list[int] | None:
    order = sorted(cards, key=lambda c: (sum(1 for s, a in enumerate(allowed) if need[s] and a >> c & 1),
                                         rng.random()))
    left = list(need)
    out = [0] * len(need)
    for c in order:
        options = [s for s in range(len(need)) if left[s] and allowed[s] >> c & 1]
        if not options:
            return None
        weights = [left[s] for s in options]
        s = rng.choices(options, weights)[0]
        out[s] |= 1 << c
        left[s] -= 1
    return out


def _world(obs: Observation, assignment: list[int], rng: random.Random) -> World:
    n = len(obs.hand_sizes)
    hands = tuple(obs.hand if s == obs.seat else assignment[s] | obs.known[s] for s in range(n))
    stock: tuple[int, ...] = ()
    if obs.stock_size:
        hidden = [c for c in range(N_CARDS) if assignment[n] >> c & 1]
        rng.shuffle(hidden)
        stock = tuple(hidden) + ((obs.turned,) if obs.turned is not None else ())
    return World(hands, stock)

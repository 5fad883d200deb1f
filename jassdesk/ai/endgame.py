"""The exact end of a hand: its last four tricks solved double dummy in every world the seat cannot tell apart.

In the last tricks of a hand of two teams of two (Schieber, Coiffeur: the game's ``solves_endgame``) few
cards are still hidden, so the review and the hints need not sample worlds and finish them with the rollout
policy: every deal of the unseen cards that fits what the seat has seen (voids, known cards) is solved to the
end, match included (:class:`~jassdesk.ai.solver.SchieberEndgame`), and each card's value is the mean over
all of them, every deal counting alike (as the sampler draws them).  On the compiled core
(:mod:`~jassdesk.ai.fast_core`) that is every world wherever there are at most :data:`ALL_WORLDS_LIMIT` of
them: every decision of the last three tricks (at most 1,680 worlds) and of the fourth from last but its
first cards, where up to 34,650 deals remain and a given number of them is sampled and solved instead (the
same exact solve per world).  Without the core the worlds are sampled, as the review always did.

Each world is still played with open cards (double dummy), so the value is not what a player who cannot see
the cards can make of it (the strategy fusion of every determinized search); what it removes is the sampling
noise and the rollout policy's errors, both large at the end of a hand.  The two-player game (Schmaus) is
exact once its stock is used up by its own search; where each of four plays alone to his own bid
(Differenzler) there is no such solver and the rollout stays.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from itertools import combinations, islice
from typing import Iterator

from jassdesk.engine.determinize import deal_constraints, sample_world
from jassdesk.engine.observe import Observation

from . import fast_core
from .game_ai import Tally, legal_cards
from .games import game_ai
from .solver import SchieberEndgame, match_alive

EXACT_TRICKS_LEFT = 4  # the last tricks a review and a hint solve exactly
# every world up to this many (a decision of the sixth trick's first cards has up to 34,650: 0.5 s of the core
# for 12,000 at about 45 us a world); above it, the caller's number of sampled worlds is solved
ALL_WORLDS_LIMIT = 12_000


@dataclass
class EndgameValues:
    """Every legal card's exact value summed over the worlds solved, how many, and whether they were all."""

    tallies: dict[int, Tally]
    worlds: int
    every_world: bool


def has_exact_endgame(obs: Observation) -> bool:
    """Does this game solve its last tricks exactly (Schieber, Coiffeur: the game's AI says)?"""
    return game_ai(obs.game).solves_endgame


def tricks_left(obs: Observation) -> int:
    """The tricks of a four-seat hand of nine still to be finished, the one on the table included."""
    return 9 - len(obs.tricks)


def exact_endgame(obs: Observation) -> bool:
    """Are this card decision's values the exact solver's (the last four tricks of such a game)?"""
    return tricks_left(obs) <= EXACT_TRICKS_LEFT and has_exact_endgame(obs)


def endgame_solver(obs: Observation) -> tuple[SchieberEndgame, int]:
    """The solver of ``obs``'s endgame and the sign that turns its value into the seat's (the game's own)."""
    return game_ai(obs.game).endgame_solver(obs)


def endgame_values(obs: Observation, worlds: int, rng: random.Random, fast: bool | None = None,
                   limit: int = ALL_WORLDS_LIMIT) -> EndgameValues:
    """Every legal card's exact value over the worlds of ``obs``: on the core every world where there are at most
    ``limit``, else (and without the core) ``worlds`` sampled from ``rng`` (none solved where ``worlds`` is 0)."""
    if fast_core.core_for(_Wants(fast)) is None:
        return EndgameValues(exact_card_tallies(obs, worlds, rng), worlds, False)
    solver, sign = endgame_solver(obs)
    cards = legal_cards(obs)
    alive = match_alive([winner % 2 for _, _, winner in obs.tricks])
    with fast_core.borrowed(rng) as generator:
        totals, solved, every = fast_core.endgame_tallies(fast_core.deal_of(obs), cards, obs.leader, obs.trick, alive,
                                                          solver, limit, generator, worlds)
    return EndgameValues({c: Tally(float(sign * t), solved) for c, t in zip(cards, totals)}, solved, every)


@dataclass
class _Wants:
    """A searcher's wish for the core, for :func:`fast_core.core_for`."""

    fast: bool | None


def exact_card_tallies(obs: Observation, worlds: int, rng: random.Random) -> dict[int, Tally]:
    """Every legal card's exact value in each of ``worlds`` sampled consistent worlds, summed (a world
    drawn again is solved once)."""
    solver, sign = endgame_solver(obs)
    cards = legal_cards(obs)
    alive = match_alive([winner % 2 for _, _, winner in obs.tricks])
    tallies = {c: Tally() for c in cards}
    solved: dict[tuple[int, ...], dict[int, int]] = {}
    for _ in range(worlds):
        hands = sample_world(obs, rng).hands
        values = solved.get(hands)
        if values is None:
            values = solved[hands] = solver.card_values(list(hands), obs.leader, tuple(obs.trick), cards, alive)
        for c in cards:
            tallies[c].total += sign * values[c]
            tallies[c].samples += 1
    return tallies


def consistent_worlds(obs: Observation) -> Iterator[tuple[int, ...]]:
    """Every deal of the unseen cards to the other seats that fits ``obs`` (voids, known cards; no stock, no
    hidden Weis: the end of a hand), as hands in seat order: the reference the core's enumeration is held to."""
    cards, need, allowed = deal_constraints(obs)
    seats = [s for s in range(len(obs.hand_sizes)) if s != obs.seat and need[s]]

    def deal(i: int, left: int, hands: dict[int, int]) -> Iterator[dict[int, int]]:
        if i == len(seats):
            if not left:
                yield hands
            return
        seat = seats[i]
        pool = [c for c in cards if left >> c & 1 and allowed[seat] >> c & 1]
        for chosen in combinations(pool, need[seat]):
            mask = sum(1 << c for c in chosen)
            yield from deal(i + 1, left & ~mask, {**hands, seat: mask})

    unseen = sum(1 << c for c in cards)
    for hands in deal(0, unseen, {}):
        yield tuple(obs.hand if s == obs.seat else hands.get(s, 0) | obs.known[s] for s in range(len(obs.hand_sizes)))


def every_world_values(obs: Observation, limit: int, rng: random.Random, fast: bool | None = None
                       ) -> dict[int, Tally] | None:
    """Every legal card's exact value summed over every consistent world where there are at most ``limit`` of
    them (the Expert's own play in its last tricks), on the core or else in Python (the same sums); None where
    there are more."""
    if fast_core.core_for(_Wants(fast)) is not None:
        values = endgame_values(obs, 0, rng, fast, limit)
        return values.tallies if values.every_world else None
    if sum(1 for _ in islice(consistent_worlds(obs), limit + 1)) > limit:
        return None
    return every_world_tallies(obs)


def every_world_tallies(obs: Observation) -> dict[int, Tally]:
    """Every legal card's exact value summed over every consistent world, in Python (the reference, and the
    Expert's own play in its last tricks without the core, where few: tests hold the core to it)."""
    solver, sign = endgame_solver(obs)
    cards = legal_cards(obs)
    alive = match_alive([winner % 2 for _, _, winner in obs.tricks])
    tallies = {c: Tally() for c in cards}
    for hands in consistent_worlds(obs):
        values = solver.card_values(list(hands), obs.leader, tuple(obs.trick), cards, alive)
        for c in cards:
            tallies[c].total += sign * values[c]
            tallies[c].samples += 1
    return tallies

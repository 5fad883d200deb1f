"""The Expert: search over determinizations (perfect-information Monte Carlo).

For a card decision it repeatedly samples the hidden cards consistently with
everything the seat has observed (:func:`~jassdesk.engine.determinize.sample_world`:
voids, Weis shown, the turned trump, cards known to be in a hand), plays each
candidate card in that world, finishes the hand with a greedy rollout policy
and keeps the average point difference per card.  Every candidate sees the
same worlds, so their comparison is not blurred by card luck.  The search is
anytime: it stops when its time budget is spent.

What is searched and how a world is finished is the game's
(:meth:`~jassdesk.ai.game_ai.GameAI.card_search`): in Schieber greedy
rollouts with the last two tricks double dummy; in Schmaus rollouts that also play
and score the Weis and the match, candidates clearly behind the best dropped
as the worlds come in, and the end game after the stock solved exactly.  The
trump choice evaluates each mode (and pushing) by simulating whole hands over
sampled deals of the other hands.

Given a :class:`~jassdesk.ai.search_pool.SearchPool`, each of these searches
runs in this process and in the pool's helpers at once (every core), the parts
added up; without one it runs here alone.
"""

from __future__ import annotations

import copy
import math
import random
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable

from jassdesk.engine.actions import Action, Decision
from jassdesk.engine.determinize import World, sample_world
from jassdesk.engine.observe import Observation
from jassdesk.engine.rules import Game

from . import fast_core
from .endgame import every_world_values, exact_endgame, tricks_left
from .game_ai import CardSearch, GameAI, SearchSize, Tally
from .games import game_ai
from .medium import MediumPlayer
from .search_pool import merge, shares

if TYPE_CHECKING:  # pragma: no cover
    from .search_pool import SearchPool

# Seconds a decision may take at most.  By default the Expert searches what the app has always searched
# (GameAI.app_budget_worlds: what 0.8 s on both cores bought the Python search), on one core: on the compiled
# core that takes a few hundredths of a second; in pure Python (no compiler at install time) this cap stops it
# first, at about half those worlds (docs/performance.md).
DEFAULT_BUDGET = 0.8
INFERENCE = False  # weight worlds by the others' past cards (ai/experimental): no gain measured, docs/ai.md
# The Expert's own play in the last tricks of a game that solves them (Schieber, Coiffeur; ai/endgame): every world
# the seat cannot tell apart solved exactly, where there are at most this many of them for the tricks left (the
# last three: always, at most 1,680, cheaper than the sampled search on the core and in Python alike; the fourth
# from last: where about as cheap as it), instead of sampled worlds finished by the rollout.  Empty: the sampled
# search to the end, as before (docs/ai.md, "The Expert's own last tricks").
EXACT_PLAY_WORLDS: dict[int, int] = {1: 2_000, 2: 2_000, 3: 2_000, 4: 200}


def app_budget_worlds(game: Game) -> SearchSize:
    """The worlds one decision of the app's Expert searches in ``game``: the arena's ``--worlds app``
    (each game's :attr:`~jassdesk.ai.game_ai.GameAI.app_budget_worlds`)."""
    return game_ai(game).app_budget_worlds


@dataclass
class CardEstimate:
    """The search's estimate for one candidate: mean point difference for the seat's side."""

    card: int
    total: float = 0.0
    samples: float = 0  # worlds seen (with the inference from the play: the sum of their weights)
    exact: bool = False
    penalty: float = 0.0  # charged by the game: e.g. the Weis points a card puts at stake
    pruned: bool = False  # dropped from the search as clearly worse than the best (fewer samples)

    @property
    def value(self) -> float:
        return (self.total / self.samples if self.samples else 0.0) - self.penalty

    def absorb(self, other: CardEstimate) -> None:
        """Add another process's search of this card: sums add up, dropped only if dropped there too."""
        if self.exact:  # solved outright: every process found the same value
            return
        self.total += other.total
        self.samples += other.samples
        self.pruned = self.pruned and other.pruned


def _prune(active: list[CardEstimate], per_world: dict[int, list[float]], weights: list[float] | None,
           z: float = 3.0) -> list[CardEstimate]:
    """The candidates still worth simulating: those not clearly worse than the best so far.

    Every candidate sees the same worlds, so the paired difference to the
    best is measured with little noise; a card whose mean deficit exceeds
    ``z`` standard errors (and 4 points) is dropped, and the time it would
    have taken goes to more worlds for the close ones (Schmaus has nine
    legal cards while the stock lasts, and a short budget sees few worlds).
    With ``weights`` (the inference from the play) the statistics are the
    weighted mean, the unbiased weighted variance and the effective number
    of worlds; without (every world counts 1) the plain mean and unbiased
    variance, from exact integer sums so that the compiled core
    (:mod:`~jassdesk.ai.fast_core`) drops exactly the same cards.
    """
    if len(active) <= 2:
        return active
    best = max(active, key=lambda e: e.value)
    base = per_world[best.card]
    keep = []
    for est in active:
        if est is best:
            keep.append(est)
            continue
        diffs = [a - b for a, b in zip(base, per_world[est.card])]
        if weights is None:
            n = len(diffs)
            total, squares = sum(diffs), sum(d * d for d in diffs)
            mean = total / n
            var = (n * squares - total * total) / (n * (n - 1))
        else:  # each sum a loop in this order (not sum(), which compensates since Python 3.12): the core's
            v1 = v2 = 0.0
            for w in weights:
                v1 += w
                v2 += w * w
            n = v1 * v1 / v2  # the effective number of worlds
            total = 0.0
            for w, d in zip(weights, diffs):
                total += w * d
            mean = total / v1
            squares = 0.0
            for w, d in zip(weights, diffs):
                dm = d - mean
                squares += w * (dm * dm)
            var = squares / (v1 - v2 / v1)
        if mean > 4 and mean * mean * n > z * z * var:
            est.pruned = True
        else:
            keep.append(est)
    return keep


# -- the searches the pool splits (each a picklable job: a part of it crosses to a helper process) -------------

@dataclass(frozen=True)
class CardJob:
    """One card decision's search: :meth:`ExpertPlayer.evaluate_cards`."""

    obs: Observation
    budget: float
    include_weis_cards: bool = False

    def run(self, expert: ExpertPlayer) -> dict[int, CardEstimate]:
        return expert.evaluate_cards(self.obs, self.budget, self.include_weis_cards)


@dataclass(frozen=True)
class ModeJob:
    """One mode decision's search (every mode and pushing): :meth:`ExpertPlayer.mode_tallies`."""

    obs: Observation
    budget: float

    def run(self, expert: ExpertPlayer) -> dict[Action, Tally]:
        return expert.mode_tallies(self.obs, self.budget)


@dataclass(frozen=True)
class BidJob:
    """One bid's search (every bid): :meth:`ExpertPlayer.bid_tallies`."""

    obs: Observation
    budget: float

    def run(self, expert: ExpertPlayer) -> dict[Action, Tally]:
        return expert.bid_tallies(self.obs, self.budget)


class ExpertPlayer(MediumPlayer):
    level = "expert"

    prune_from = 8  # where the game prunes: after this many worlds (then at each doubling), drop clearly worse cards
    prune_doubling = True  # check again at each doubling of the worlds (else every prune_from worlds)
    prune_z = 3.0  # how many standard errors behind the best a card must be to be dropped
    exact_play = True  # solve the last tricks in every world where EXACT_PLAY_WORLDS says (False: sample to the end)

    def __init__(self, seed: int | None = None, budget: float = DEFAULT_BUDGET, max_worlds: int | None = None,
                 choice_worlds: int | None = None, inference: bool | None = None,
                 pool: SearchPool | None = None, fast: bool | None = None) -> None:
        super().__init__(seed)
        self.budget = budget
        # the worlds of a card decision, and of a mode choice or bid (the card's if not given); None: what the app
        # searches in the decision's game (GameAI.app_budget_worlds, resolved by sized_for at each search)
        self.max_worlds = max_worlds
        self.choice_worlds = max_worlds if choice_worlds is None else choice_worlds
        # weight the worlds by how likely they make the others' past cards; None: as the module's INFERENCE says
        # at each decision (so a paired run, benchmarks/expert_ab.py, can switch it for one side)
        self.inference = inference
        self.pool = pool  # helper processes that search each decision with this one
        # search on the compiled core (the same decisions, a tenth of the CPU); None: wherever it was built and
        # the process has not switched it off (ai/fast_core); False: the Python reference
        self.fast = fast

    @classmethod
    def searching(cls, size: "SearchSize | int", seed: int | None = None, **options: Any) -> "ExpertPlayer":
        """An Expert that searches a fixed number of worlds per decision, whatever the time it takes: the same
        search on any machine under any load (the arena's ``--worlds``, the review)."""
        if isinstance(size, SearchSize):
            return cls(seed=seed, budget=float("inf"), max_worlds=size.card, choice_worlds=size.choice, **options)
        return cls(seed=seed, budget=float("inf"), max_worlds=size, **options)

    def sampling_to_the_end(self) -> ExpertPlayer:
        """A copy (the same generator) that samples worlds and rolls them out to the end of the hand even in
        its last tricks: the search as it was before they were solved in every world, to measure what that
        changes."""
        searcher = copy.copy(self)
        searcher.exact_play = False
        return searcher

    def share_search(self, pool: SearchPool | None) -> None:
        self.pool = pool

    def sized_for(self, game: Game) -> ExpertPlayer:
        """This Expert with its world limits for ``game``: itself where both are set, else a copy (the same
        generator) with the game's app budget in worlds where a limit was left to it."""
        if self.max_worlds is not None and self.choice_worlds is not None:
            return self
        size = app_budget_worlds(game)
        searcher = copy.copy(self)
        searcher.max_worlds = size.card if self.max_worlds is None else self.max_worlds
        searcher.choice_worlds = size.choice if self.choice_worlds is None else self.choice_worlds
        return searcher

    def part(self, seed: int, index: int, processes: int) -> ExpertPlayer:
        """A copy that searches process ``index``'s part of a decision: its own seed and share of the worlds
        (for a card and for a choice; a limit left to the game, None, is the game's for each part), no pool."""
        searcher = copy.copy(self)
        searcher.rng = random.Random(seed)
        if self.max_worlds is not None:
            searcher.max_worlds = shares(self.max_worlds, processes)[index]
        if self.choice_worlds is not None:
            searcher.choice_worlds = shares(self.choice_worlds, processes)[index]
        searcher.pool = None
        return searcher

    def _search(self, job: CardJob | ModeJob | BidJob) -> list[Any]:
        """The parts of one search: ``job`` run here alone, or here and in the pool's helpers."""
        searcher = self.sized_for(job.obs.game)
        if searcher.pool is None:
            return [job.run(searcher)]
        return searcher.pool.search(searcher, job, fixed=math.isinf(job.budget))

    # -- decisions -------------------------------------------------------------

    def choose(self, obs: Observation) -> Action:
        if obs.decision is Decision.CHOOSE_MODE:
            return self.choose_mode(obs)
        if obs.decision is Decision.BID:
            values = self.bid_values(obs)
            return max(values, key=lambda a: values[a])  # the first of equals: the lowest bid
        if obs.decision is Decision.PLAY:
            game = game_ai(obs.game)
            special = game.special_action(obs)
            if special is not None:
                return special
            estimates = self.search_cards(obs, self.budget)
            candidates = [e for e in estimates.values() if not e.pruned]
            card = max(candidates, key=lambda e: (e.value, -e.card)).card
            return game.play_action(obs, card, prefer_weis=game.expert_weis(obs))
        return super().choose(obs)

    def search_cards(self, obs: Observation, budget: float,
                     include_weis_cards: bool = False) -> dict[int, CardEstimate]:
        """:meth:`evaluate_cards` in every process of the pool (or alone), the estimates added up card by card."""
        return merge(self._search(CardJob(obs, budget, include_weis_cards)))

    def evaluate_cards(self, obs: Observation, budget: float,
                       include_weis_cards: bool = False) -> dict[int, CardEstimate]:
        """Estimated point difference (seat's side minus the other) for the candidate cards.

        The game sets up the search (the candidates, penalties, pruning, an
        exact solution where it has one, the rollout); ``include_weis_cards``
        asks for every card, as a hint ranks them all.  Cards dropped by
        pruning keep their estimate from fewer worlds and are marked ``pruned``.
        With ``inference`` (off by default, :mod:`~jassdesk.ai.experimental`) each
        world counts with its weight: ``total`` and ``samples`` are then
        weighted sums, so ``value`` is the self-normalized weighted mean.
        """
        searcher = self.sized_for(obs.game)
        if searcher is not self:
            return searcher.evaluate_cards(obs, budget, include_weis_cards)
        game = game_ai(obs.game)
        search = game.card_search(self, obs, include_weis_cards)
        cards = search.cards
        estimates = {c: CardEstimate(c, penalty=search.penalties.get(c, 0.0)) for c in cards}
        if len(cards) == 1:
            estimates[cards[0]].samples = 1
            return estimates
        if search.exact is not None:
            for card, value in search.exact.items():
                est = estimates[card]
                est.total, est.samples, est.exact = value, 1, True
            return estimates
        if self._every_world_solved(obs, estimates):
            return estimates
        core = fast_core.core_for(self) if search.kernel is not None else None
        if core is None:
            self._search_worlds(game, obs, search, estimates, budget, self.rng, search.simulate)
            return estimates
        with fast_core.borrowed(self.rng) as generator:
            in_core, weigher = self._core_sampling(game, obs)
            deal = fast_core.deal_of(obs) if in_core else None
            if deal is not None:  # the whole search in the core (the worlds weighed there too, where inferring)
                prune_from = self.prune_from if search.prune else 0
                totals, samples, pruned = fast_core.search_cards(
                    generator, deal, search.kernel, cards, [estimates[c].penalty for c in cards], self.max_worlds,
                    budget, prune_from, self.prune_doubling, self.prune_z, weigher)
                for card, total, n, dropped in zip(cards, totals, samples, pruned):
                    est = estimates[card]
                    est.total, est.samples, est.pruned = float(total), n, dropped
            else:  # worlds sampled here from the core's generator, played out in the core
                kernel = search.kernel

                def simulate(world: World, card: int, rnd: Callable[[], float]) -> float:
                    return fast_core.simulate(generator, kernel, world.hands, world.stock, card)

                self._search_worlds(game, obs, search, estimates, budget, fast_core.CoreRandom(generator), simulate)
        return estimates

    def _every_world_solved(self, obs: Observation, estimates: dict[int, CardEstimate]) -> bool:
        """In the last tricks (:data:`EXACT_PLAY_WORLDS`): each card's value over every world the seat cannot
        tell apart, solved double dummy (ai/endgame, as the hints and the review judge these tricks); False
        where there are more worlds than the limit: the sampled search decides."""
        limit = EXACT_PLAY_WORLDS.get(tricks_left(obs), 0) if self.exact_play else 0
        if not limit or not exact_endgame(obs):
            return False
        tallies = every_world_values(obs, limit, self.rng, self.fast)
        if tallies is None or tallies.keys() != estimates.keys():
            return False
        for card, tally in tallies.items():
            est = estimates[card]
            est.total, est.samples, est.exact = tally.total, tally.samples, True
        return True

    def _core_sampling(self, game: GameAI, obs: Observation) -> tuple[bool, tuple | None]:
        """Can the core sample this decision's worlds, and with which weigher (None: each world weighs 1)?

        The core samples and weighs them itself where no experimental reading of the others is on, or only the
        inference from the play with its rollout model (:func:`~jassdesk.ai.experimental.core_weigher`); the
        readings of open choices and the club model are drawn and weighed in Python.
        """
        if game.world_likelihood(obs) is not None:
            return False, None
        infer = INFERENCE if self.inference is None else self.inference
        rules = game.play_rules(obs) if infer else None
        if rules is None:
            return True, None
        from .experimental import core_weigher

        weigher = core_weigher(obs, rules)
        return weigher is not None, weigher

    def _search_worlds(self, game: GameAI, obs: Observation, search: CardSearch, estimates: dict[int, CardEstimate],
                       budget: float, rng: random.Random,
                       simulate: Callable[[World, int, Callable[[], float]], float]) -> None:
        """Sample worlds from ``rng`` and play every candidate in each, until the budget or the world limit."""
        deadline = time.perf_counter() + budget
        rnd = rng.random
        worlds = 0
        active = list(estimates.values())
        prune = search.prune and self.prune_from > 0
        per_world: dict[int, list[float]] = {c: [] for c in estimates} if prune else {}
        weights: list[float] = []
        next_check = self.prune_from
        weigh = self._world_weigher(game, obs)
        draw = self._world_drawer(game, obs, rng)
        while worlds < self.max_worlds and (worlds < 4 or time.perf_counter() < deadline):
            world = draw()
            w = weigh(world) if weigh is not None else 1
            for est in active:
                v = simulate(world, est.card, rnd)
                est.total += w * v
                est.samples += w
                if prune:
                    per_world[est.card].append(v)
            weights.append(w)
            worlds += 1
            if prune and worlds == next_check:
                next_check = next_check * 2 if self.prune_doubling else next_check + self.prune_from
                active = _prune(active, per_world, weights if weigh is not None else None, self.prune_z)

    def _world_drawer(self, game: GameAI, obs: Observation, rng: random.Random) -> Callable[[], World]:
        """How the card search draws a world: sampled consistently with ``obs``; where the game reads the
        others' open choices (:mod:`~jassdesk.ai.experimental`, off by default), kept by how well it fits."""
        likelihood = game.world_likelihood(obs)
        if likelihood is None:
            return lambda: sample_world(obs, rng)
        from .experimental import draw_world

        return lambda: draw_world(obs, rng, likelihood)

    def _world_weigher(self, game: GameAI, obs: Observation) -> Callable[[World], float] | None:
        """A world's weight by the inference from the play (:mod:`~jassdesk.ai.experimental`); None (every
        world counts 1) while it is off, as by default, or where the game draws none."""
        infer = INFERENCE if self.inference is None else self.inference
        rules = game.play_rules(obs) if infer else None
        if rules is None:
            return None
        from .experimental import world_weigher

        return world_weigher(obs, rules)

    # -- trump -----------------------------------------------------------------

    def mode_tallies(self, obs: Observation, budget: float) -> dict[Action, Tally]:
        """One process's simulation of each mode (and of pushing): the game's, summed over its worlds."""
        return game_ai(obs.game).mode_tallies(self.sized_for(obs.game), obs, budget)

    def mode_values(self, obs: Observation, budget: float) -> dict[Action, float]:
        """Mean point difference for the seat's team of each mode (and of pushing), by simulation."""
        tallies = merge(self._search(ModeJob(obs, budget)))
        return {a: t.mean for a, t in tallies.items()}

    # -- bids ------------------------------------------------------------------

    def bid_tallies(self, obs: Observation, budget: float) -> dict[Action, Tally]:
        """One process's simulation of each bid, where the game has bids."""
        return game_ai(obs.game).bid_tallies(self.sized_for(obs.game), obs, budget)

    def bid_values(self, obs: Observation) -> dict[Action, float]:
        """What each bid is worth to the seat (minus the expected penalty, in Differenzler), by simulation."""
        tallies = merge(self._search(BidJob(obs, self.budget)))
        return {a: t.mean for a, t in tallies.items()}

    def choose_mode(self, obs: Observation) -> Action:
        values = self.mode_values(obs, self.budget)
        return max(values, key=lambda a: values[a])  # a mode, a Coiffeur row, or pushing

"""The Expert: search over determinizations (perfect-information Monte Carlo).

For a card decision it repeatedly samples the hidden cards consistently with
everything the seat has observed (:func:`~jassdesk.engine.observe.sample_world`:
voids, Weis shown, the turned trump, cards known to be in a hand), plays each
candidate card in that world, finishes the hand with a greedy rollout policy
and keeps the average point difference per card.  Every candidate sees the
same worlds, so their comparison is not blurred by card luck.  The search is
anytime: it stops when its time budget is spent.

In Schmaus the rollouts also play and score the Weis announcements (upward,
only the higher Weis of a trick written) and the match
(:func:`~jassdesk.ai.rollout.schmaus_weis_rollout`): Weis are about half of
the points, and a card is worth keeping mostly for the Weis it may still
build with cards drawn later.  With nine legal cards while the stock lasts,
candidates clearly worse than the best are dropped as the worlds come in, so
the time goes to the close ones.

Exact solving where it is cheap: the Schmaus end game after the stock is a
game of perfect information and is solved exactly
(:func:`~jassdesk.ai.solver.solve_schmaus_endgame`); in Schieber the last
trick of each simulated world is played double dummy.

The trump choice evaluates each mode (and pushing) by simulating whole hands
over sampled deals of the other hands.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from jassdesk.engine.actions import Action, ActionKind, ChooseMode, Decision, ExchangeSix, Push
from jassdesk.engine.card_play import SchieberFlags
from jassdesk.engine.cards import ALL_CARDS_MASK, N_RANKS, Rank
from jassdesk.engine.modes import Mode
from jassdesk.engine.determinize import sample_world
from jassdesk.engine.observe import Observation
from jassdesk.engine.rules import Game
from jassdesk.engine.weis import Weis, all_weis

from .medium import MediumPlayer, legal_cards, with_announcements
from .rollout import schieber_rollout, schmaus_rollout, schmaus_weis_rollout, weis_key
from .solver import NO_MATCH, solve_schmaus_endgame
from .trump_choice import best_mode

DEFAULT_BUDGET = 0.8  # seconds per decision; the median stays under 1 s, the tail under 2.5 s


@dataclass
class CardEstimate:
    """The search's estimate for one candidate: mean point difference for the seat's side."""

    card: int
    total: float = 0.0
    samples: int = 0
    exact: bool = False
    penalty: float = 0.0  # Schmaus: Weis points this card puts at stake
    pruned: bool = False  # dropped from the search as clearly worse than the best (fewer samples)

    @property
    def value(self) -> float:
        return (self.total / self.samples if self.samples else 0.0) - self.penalty


def _prune(active: list[CardEstimate], per_world: dict[int, list[float]], z: float = 3.0) -> list[CardEstimate]:
    """The candidates still worth simulating: those not clearly worse than the best so far.

    Every candidate sees the same worlds, so the paired difference to the
    best is measured with little noise; a card whose mean deficit exceeds
    ``z`` standard errors (and 4 points) is dropped, and the time it would
    have taken goes to more worlds for the close ones (Schmaus has nine
    legal cards while the stock lasts, and a short budget sees few worlds).
    """
    if len(active) <= 2:
        return active
    best = max(active, key=lambda e: e.value)
    base = per_world[best.card]
    n = len(base)
    keep = []
    for est in active:
        if est is best:
            keep.append(est)
            continue
        diffs = [a - b for a, b in zip(base, per_world[est.card])]
        mean = sum(diffs) / n
        var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
        if mean > 4 and mean * mean * n > z * z * var:
            est.pruned = True
        else:
            keep.append(est)
    return keep


class ExpertPlayer(MediumPlayer):
    level = "expert"

    weis_rollouts = True  # Schmaus: rollouts announce and score Weis (and the match)
    prune_from = 8  # Schmaus: after this many worlds (then at each doubling), drop clearly worse cards
    prune_doubling = True  # check again at each doubling of the worlds (else every prune_from worlds)
    prune_z = 3.0  # how many standard errors behind the best a card must be to be dropped
    exclude_weis_cards = False  # Schmaus: leave cards that build a Weis out of the search while the stock lasts

    def __init__(self, seed: int | None = None, budget: float = DEFAULT_BUDGET, max_worlds: int = 100_000) -> None:
        super().__init__(seed)
        self._weis_context: tuple[tuple[int, int], list[tuple[int, int, int]]] | None = None
        self.budget = budget
        self.max_worlds = max_worlds

    # -- decisions -------------------------------------------------------------

    def choose(self, obs: Observation) -> Action:
        if obs.decision is Decision.CHOOSE_MODE:
            return self.choose_mode(obs)
        if obs.decision is Decision.PLAY:
            if obs.game is Game.SCHMAUS and ExchangeSix() in obs.legal_actions and self._wants_exchange(obs):
                return ExchangeSix()
            estimates = self.evaluate_cards(obs, self.budget)
            candidates = [e for e in estimates.values() if not e.pruned]
            card = max(candidates, key=lambda e: (e.value, -e.card)).card
            if obs.game is Game.SCHMAUS:
                return with_announcements(obs, card, prefer_weis=self._schmaus_weis(obs))
            return with_announcements(obs, card)
        return super().choose(obs)

    def evaluate_cards(self, obs: Observation, budget: float,
                       include_weis_cards: bool = False) -> dict[int, CardEstimate]:
        """Estimated point difference (seat's side minus the other) for the candidate cards.

        Every legal card is a candidate.  In Schmaus up to the last Weis
        trick the rollouts score Weis and the match too; without them
        (``weis_rollouts`` off) the old rule of thumb applies: while the stock
        lasts, cards that build a Weis are left out unless
        ``include_weis_cards`` (a hint ranks them all), and charged a penalty
        when ranked.  Cards dropped by pruning keep their estimate from fewer
        worlds and are marked ``pruned``.
        """
        cards = legal_cards(obs)
        self._weis_context = None
        if obs.game is Game.SCHMAUS and self.weis_rollouts and len(obs.tricks) <= 9:
            self._weis_context = self._schmaus_weis_context(obs)
        keep = self._weis_cards(obs) if obs.game is Game.SCHMAUS and obs.stock_size else 0
        if keep and not include_weis_cards and self.exclude_weis_cards:
            # The rollouts count trick points only, and Weis are worth as much again in Schmaus: search
            # among the cards that build no Weis, unless every legal card does.
            cards = [c for c in cards if not keep >> c & 1] or cards
        estimates = {c: CardEstimate(c) for c in cards}
        for c in cards:
            if keep >> c & 1 and self._weis_context is None:
                # ranked for a hint: charged 40 plus the Weis it belongs to, so spare cards come first
                at_stake = [w.points(Game.SCHMAUS) for w in all_weis(obs.hand, Game.SCHMAUS) if w.mask >> c & 1]
                estimates[c].penalty = 40 + max([0] + at_stake)
        if len(cards) == 1:
            estimates[cards[0]].samples = 1
            return estimates
        if obs.game is Game.SCHMAUS and obs.stock_size == 0:
            return self._exact_schmaus(obs, estimates)
        deadline = time.perf_counter() + budget
        rnd = self.rng.random
        worlds = 0
        active = list(estimates.values())
        prune = obs.game is Game.SCHMAUS and self.prune_from > 0
        per_world: dict[int, list[float]] = {c: [] for c in estimates} if prune else {}
        next_check = self.prune_from
        while worlds < self.max_worlds and (worlds < 4 or time.perf_counter() < deadline):
            world = sample_world(obs, self.rng)
            for est in active:
                v = self._simulate(obs, world, est.card, rnd)
                est.total += v
                est.samples += 1
                if prune:
                    per_world[est.card].append(v)
            worlds += 1
            if prune and worlds == next_check:
                next_check = next_check * 2 if self.prune_doubling else next_check + self.prune_from
                active = _prune(active, per_world, self.prune_z)
        return estimates

    def _simulate(self, obs: Observation, world, card: int, rnd) -> float:
        side = obs.seat % 2 if obs.game is Game.SCHIEBER else obs.seat
        hands = list(world.hands)
        hands[obs.seat] &= ~(1 << card)
        trick = list(obs.trick) + [card]
        if obs.game is Game.SCHIEBER:
            flags = SchieberFlags.of(obs.rules)
            pts = schieber_rollout(hands, int(obs.mode), obs.leader, trick, len(obs.tricks), flags,
                                   obs.rules.direction.step, rnd, exact_tricks=1, side=side)
            return pts[side] - pts[1 - side]
        ctx = self._weis_context
        if ctx is not None:
            bars, calls = ctx
            pts = schmaus_weis_rollout(hands, list(world.stock), int(obs.mode), obs.leader, trick, len(obs.tricks),
                                       rnd, list(bars), calls, match_bonus=obs.rules.match_bonus)
        else:
            pts = schmaus_rollout(hands, list(world.stock), int(obs.mode), obs.leader, trick, len(obs.tricks), rnd)
        return pts[side] - pts[1 - side]

    def _schmaus_weis_context(self, obs: Observation) -> tuple[tuple[int, int], list[tuple[int, int, int]]]:
        """For the Weis-aware rollout: each seat's upward bar, and the calls of the trick in progress.

        The seat's own call goes with the card searched for; it does not
        depend on the card, since any Weis held may go with any card.
        """
        trump = int(obs.mode)
        bars = [-1, -1]
        calls: list[tuple[int, int, int]] = []
        current = len(obs.tricks)
        for (s, w), t in zip(obs.weis_shown, obs.weis_tricks):
            k = weis_key(w, trump)
            bars[s] = max(bars[s], k)
            if t == current:
                calls.append((s, k, w.points(Game.SCHMAUS)))
        mine = self._schmaus_weis(obs)
        if mine is not None:
            k = weis_key(mine, trump)
            bars[obs.seat] = max(bars[obs.seat], k)
            calls.append((obs.seat, k, mine.points(Game.SCHMAUS)))
        return (bars[0], bars[1]), calls

    def _exact_schmaus(self, obs: Observation, estimates: dict[int, CardEstimate]) -> dict[int, CardEstimate]:
        opponent = 1 - obs.seat
        opp_hand = (ALL_CARDS_MASK & ~obs.hand & ~obs.played)
        hands = [0, 0]
        hands[obs.seat] = obs.hand
        hands[opponent] = opp_hand
        winners = [w for _, _, w in obs.tricks[9:]]
        owner = None if not winners else (winners[0] if all(w == winners[0] for w in winners) else NO_MATCH)
        _, per_card = solve_schmaus_endgame((hands[0], hands[1]), int(obs.mode), obs.leader, obs.trick, owner,
                                            obs.rules.match_bonus)
        sign = 1 if obs.seat == 0 else -1
        for card, value in per_card.items():
            est = estimates[card]
            est.total, est.samples, est.exact = sign * value, 1, True
        return estimates

    def _weis_cards(self, obs: Observation) -> int:
        """Cards worth keeping for Weis: those of a Weis held, and those that can still become one.

        Unlike the Medium player's rule of thumb, a near-sequence or three of a
        rank counts only while a card that completes it is unseen (it may
        still be drawn); one that can no longer be completed is spare.
        """
        hand = obs.hand
        mask = 0
        for w in all_weis(hand, Game.SCHMAUS):
            mask |= w.mask
        if obs.stock_size == 0:
            return mask
        drawable = obs.unseen
        for suit in range(4):
            for low in range(N_RANKS - 2):
                run = 0b111 << (suit * N_RANKS + low)
                held = hand & run
                missing = run & ~hand
                if held.bit_count() == 2 and missing & drawable:
                    mask |= held
        for rank in (Rank.UNDER, Rank.AS, Rank.KOENIG, Rank.OBER, Rank.BANNER):
            four = sum(1 << (s * N_RANKS + rank) for s in range(4))
            if (hand & four).bit_count() == 3 and four & ~hand & drawable:
                mask |= hand & four
        return mask

    def _schmaus_weis(self, obs: Observation) -> Weis | None:
        """Announce upward in small steps, but never into a trick the opponent has already out-weised.

        Only the higher Weis of a trick is written, and an announcement binds
        the upward rule even when it is not written: as the second player, a
        Weis below the leader's would be lost and would spend a step.
        """
        options = [a.weis[0] for a in obs.legal_actions if a.kind is ActionKind.PLAY and a.weis]
        if not options:
            return None
        height = lambda w: w.height(Game.SCHMAUS, obs.mode)  # noqa: E731
        if obs.trick:
            current = len(obs.tricks)
            theirs = [w for (s, w), t in zip(obs.weis_shown, obs.weis_tricks) if t == current and s != obs.seat]
            if theirs:
                bar = max(height(w) for w in theirs)
                options = [w for w in options if height(w) > bar]
                if not options:
                    return None
        last_chance = len(obs.tricks) == 9
        return max(options, key=height) if last_chance else min(options, key=height)

    # -- trump -----------------------------------------------------------------

    def mode_values(self, obs: Observation, budget: float) -> dict[Action, float]:
        """Mean point difference for the seat's team of each mode (and of pushing), by simulation."""
        options: list[Action] = [a for a in obs.legal_actions if a.kind in (ActionKind.CHOOSE_MODE, ActionKind.PUSH)]
        totals = {a: 0.0 for a in options}
        counts = {a: 0 for a in options}
        flags = SchieberFlags.of(obs.rules)
        step = obs.rules.direction.step
        side = obs.seat % 2
        partner = (obs.seat + 2) % 4
        deadline = time.perf_counter() + budget
        rnd = self.rng.random
        worlds = 0
        while worlds < self.max_worlds and (worlds < 4 or time.perf_counter() < deadline):
            world = sample_world(obs, self.rng)
            for action in options:
                if isinstance(action, Push):
                    mode = best_mode(world.hands[partner])[0]
                else:
                    mode = action.mode  # type: ignore[attr-defined]
                hands = list(world.hands)
                pts = schieber_rollout(hands, int(mode), obs.vorhand, [], 0, flags, step, rnd)
                mult = obs.rules.multiplier(Mode(mode))
                totals[action] += (pts[side] - pts[1 - side]) * mult
                counts[action] += 1
            worlds += 1
        return {a: totals[a] / max(1, counts[a]) for a in options}

    def choose_mode(self, obs: Observation) -> Action:
        values = self.mode_values(obs, self.budget)
        best = max(values, key=lambda a: values[a])
        return best if isinstance(best, (ChooseMode, Push)) else super().choose_mode(obs)

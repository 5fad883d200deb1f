"""Inference from open choices: how likely a sampled world makes the choices the others made openly.

In Schieber the Vorhand names the trump where his hand is strong, or pushes
when it is weak, and his partner then names the mode that suits his own
cards.  A sampled world (:func:`~jassdesk.engine.determinize.sample_world`)
knows nothing of that: it gives the opponent who named Rosen two small Rosen
as readily as the Under and the Nell.  This module scores a world by how
likely a player with the world's hand would have made the choices that were
made, so that the Expert keeps the worlds that fit them (rejection sampling:
each world is kept with that probability, and every kept world counts alike).

The model is the Medium player's judgement of a hand
(:func:`~jassdesk.ai.trump_choice.mode_scores`), softened, since other
players judge otherwise: the mode named with probability
``softmax(score / TAU)`` over the modes, pushing with
``sigmoid((PUSH_THRESHOLD - best score) / TAU)``.  The hand judged is the
one at the time of the choice: the world's hand plus every card the chooser
has played since.  The seat's own choices teach it nothing and are skipped.

Silence is a choice too: every Weis is announced with the first card (all
of the AI's players do so, and most people), so a player who has played his
first card without a word holds no Weis.  A world that gives him one is kept
with :data:`SILENT_WEIS_KEEP` only, not never, for the person who keeps
his Weis to himself (:func:`silent_weis_likelihood`).
"""

from __future__ import annotations

import math
import random
from typing import Callable

from jassdesk.engine.determinize import World, sample_world
from jassdesk.engine.modes import Mode
from jassdesk.engine.observe import Observation
from jassdesk.engine.weis import maximal_weis

from .trump_choice import PUSH_THRESHOLD, mode_scores

TAU = 8.0  # how loosely the model holds to the Medium's judgement (score points); README "The trump choice"
SILENT_WEIS_KEEP = 0.1  # how often a world is kept where a player who said nothing holds a Weis (README)
MAX_DRAWS = 40  # worlds tried for one kept world; beyond it the last one is kept (a choice the model finds absurd)

WorldLikelihood = Callable[[World], float]


def _mode_probability(scores: dict[Mode, float], mode: Mode, tau: float) -> float:
    top = max(scores.values())
    total = sum(math.exp((s - top) / tau) for s in scores.values())
    return math.exp((scores[mode] - top) / tau) / total


def _push_probability(best: float, tau: float) -> float:
    return 1.0 / (1.0 + math.exp((best - PUSH_THRESHOLD) / tau))


def schieber_choice_likelihood(obs: Observation, tau: float | None = None) -> WorldLikelihood | None:
    """The likelihood of the hand's open choices (the Vorhand's push or mode, his partner's mode after a push)
    in a world, for the seat deciding; None when they tell it nothing (its own choice, no mode yet).
    ``tau`` None: the module's :data:`TAU` at the time of the call."""
    tau = TAU if tau is None else tau
    if obs.mode is None or obs.vorhand < 0 or not 0 <= int(obs.mode) <= Mode.UNDENUFE:
        return None
    mode = Mode(obs.mode)
    n = len(obs.hand_sizes)
    vorhand = obs.vorhand
    partner = (vorhand + 2) % n
    # (seat, what he did): "push", or the mode named; "mode" alone when he could have pushed
    choices: list[tuple[int, str]] = [(vorhand, "push"), (partner, "must")] if obs.pushed else [(vorhand, "may")]
    played = obs.played_by
    judged = [(seat, what, played[seat]) for seat, what in choices if seat != obs.seat]
    if not judged:
        return None

    def likelihood(world: World) -> float:
        p = 1.0
        for seat, what, played in judged:
            scores = mode_scores(world.hands[seat] | played)
            if what == "push":
                p *= _push_probability(max(scores.values()), tau)
            elif what == "must":
                p *= _mode_probability(scores, mode, tau)
            else:
                p *= (1.0 - _push_probability(max(scores.values()), tau)) * _mode_probability(scores, mode, tau)
        return p

    return likelihood


def silent_weis_likelihood(obs: Observation, keep: float | None = None) -> WorldLikelihood | None:
    """The likelihood of the others' silence about Weis in a world: 1 where none of those who played their
    first card without announcing holds a Weis then, ``keep`` (None: :data:`SILENT_WEIS_KEEP` at the time of
    the call) where one does; None when no one was silent (Weis off, no first card played yet, or every one
    who played announced)."""
    keep = SILENT_WEIS_KEEP if keep is None else keep
    game = obs.game
    if not obs.rules.weis:
        return None
    announced = {seat for seat, points in obs.weis_announced if points}
    played = obs.played_by
    silent = [(seat, played[seat]) for seat in range(len(obs.hand_sizes))
              if seat != obs.seat and played[seat] and seat not in announced]
    if not silent:
        return None

    def likelihood(world: World) -> float:
        for seat, cards in silent:
            if maximal_weis(world.hands[seat] | cards, game):
                return keep
        return 1.0

    return likelihood


def product(*likelihoods: WorldLikelihood | None) -> WorldLikelihood | None:
    """One likelihood for independent pieces of evidence (those that are None tell nothing)."""
    given = [f for f in likelihoods if f is not None]
    if len(given) <= 1:
        return given[0] if given else None

    def likelihood(world: World) -> float:
        p = 1.0
        for f in given:
            p *= f(world)
        return p

    return likelihood


def draw_world(obs: Observation, rng: random.Random, likelihood: WorldLikelihood | None) -> World:
    """A sampled world, kept with the probability ``likelihood`` gives it (every world without one)."""
    world = sample_world(obs, rng)
    if likelihood is None:
        return world
    for _ in range(MAX_DRAWS - 1):
        if rng.random() < likelihood(world):
            return world
        world = sample_world(obs, rng)
    return world

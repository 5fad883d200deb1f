"""Experimental: the Expert's readings of the others, each measured and kept off.

Nothing here runs in the app as it is shipped: every reading is switched off by
default, none gained enough in the paired runs to be switched on (docs/ai.md, "A stronger Expert:
what was tried" and "Inference from the play (measured, kept off)"), and the modules that
play do not even import this one while the switches are off.  They are kept for the next such test.
The switches, all read at each decision (so a paired run, ``benchmarks/expert_ab.py``, can set
them for one side):

* ``jassdesk.ai.expert.INFERENCE`` (False), or ``ExpertPlayer(inference=True)`` and the arena's
  ``expert+inference``: weight each sampled world by how likely it makes the others' past cards
  (:func:`world_weigher`, the inference from the play below), with :data:`EPS`, :data:`MODEL`
  ("rollout" or "club") and :data:`JUDGED` ("all" or "opponents");
* ``jassdesk.ai.schieber.CHOICE_INFERENCE`` (False): keep the worlds that fit the others' trump
  choice (:func:`schieber_choice_likelihood`, softened by :data:`TAU`);
* ``jassdesk.ai.schieber.WEIS_INFERENCE`` (False; Coiffeur reads it too): keep the worlds that fit
  the others' silence about Weis (:func:`silent_weis_likelihood`, :data:`SILENT_WEIS_KEEP`).

What a game tells these readings is part of its :class:`~jassdesk.ai.game_ai.GameAI`:
``play_rules`` (its legality and trick modes, :class:`~jassdesk.ai.game_ai.PlayRules`) and
``world_likelihood`` (which builds its likelihood from the functions here while a switch is on).

Inference from open choices
---------------------------

In Schieber the Vorhand names the trump where his hand is strong, or pushes
when it is weak, and his partner then names the mode that suits his own
cards.  A sampled world (:func:`~jassdesk.engine.determinize.sample_world`)
knows nothing of that: it gives the opponent who named Rosen two small Rosen
as readily as the Under and the Nell.  This part scores a world by how
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

Inference from the play
-----------------------

A sampled world (:func:`~jassdesk.engine.determinize.sample_world`) only
respects what is certain: voids, Weis shown, known cards.  But play says
more: a player who throws a Banner on a trick he cannot take probably had no
cheaper card, a partner who feeds a trick with his Ace probably had nothing
richer.  This part scores a world by the probability that a model of play
would have played, with the hands the world gives the others, the cards they
did play; the Expert weights its worlds by it (importance sampling).

The model is the Expert's own rollout policy (:func:`~jassdesk.ai.rollout.greedy_choice`)
with its random moves made explicit: with probability ``1 - eps`` the
policy's card (or, shared alike, any card as good in its eyes: same points
and strength, taking the trick alike), with probability ``eps`` any legal card.  Only cards
played onto a trick count: the policy's leads are random, so a lead says
nothing to it.  A player's hand at a past trick is the world's hand plus
the cards he played from then on (where the players draw from a stock, as in
Schmaus, that is a superset: it holds the cards drawn since too).  The game supplies its legality and trick
modes (:class:`PlayRules`, from :meth:`~jassdesk.ai.game_ai.GameAI.play_rules`).

A second model, where the game has one (Schieber and Coiffeur), is the
Medium player's play, the habits of a club player (:data:`MODEL` "club"):
his card with probability ``1 - eps``, any legal card with ``eps``.  It
judges leads too (a club player's lead draws trumps, cashes a master, answers
the partner's signal), and each past decision is replayed on the observation
that player had then: the tricks so far, the voids shown so far, and the
world's hand.  It costs more (each decision is a call of the Medium's rules).
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, replace
from typing import Callable

from jassdesk.engine.actions import Decision
from jassdesk.engine.cards import N_RANKS, cards_in
from jassdesk.engine.determinize import World, sample_world
from jassdesk.engine.modes import POINTS, STRENGTH, WIN_KEY, Mode, trick_winner_index
from jassdesk.engine.observe import Observation
from jassdesk.engine.weis import maximal_weis

from .game_ai import PlayRules, WorldLikelihood
from .rollout import greedy_choice
from .trump_choice import PUSH_THRESHOLD, mode_scores

# -- inference from open choices (the trump choice, silence about Weis) ----------------------------------------

TAU = 8.0  # how loosely the model holds to the Medium's judgement (score points); docs/ai.md "The trump choice"
SILENT_WEIS_KEEP = 0.1  # how often a world is kept where a player who said nothing holds a Weis (docs/ai.md)
MAX_DRAWS = 40  # worlds tried for one kept world; beyond it the last one is kept (a choice the model finds absurd)

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


# -- inference from the play -----------------------------------------------------------------------------------

EPS = 0.5  # how often the modelled player plays any legal card, not the policy's (docs/ai.md: the inference)
JUDGED = "all"  # whose cards the club model judges: "all" the others, or only the "opponents"
MODEL = "rollout"  # the model of play: "rollout" (the Expert's greedy policy) or "club" (the Medium's, where given)


@dataclass(frozen=True)
class _PastCard:
    """One card another seat played, as both models replay it."""

    seat: int
    trick_index: int
    trick: list[int]  # the cards before his
    card: int
    later: int  # the cards he played from this one on (mask): added back to the world's hand


@dataclass(frozen=True)
class _Decision(_PastCard):
    """One card another seat played onto a trick, with all of it the rollout model needs that does not depend
    on the world."""

    keys: tuple[int, ...]
    points: tuple[int, ...]
    strength: tuple[int, ...]
    side_winning: bool  # is the trick so far his side's (a partner's)
    last_to_play: bool


def _never() -> float:
    return 1.0  # the policy's random moves never happen: the model is deterministic, softened by eps


_Play = tuple[int, int, int, int, int, list[int]]  # (seat, trick index, position, card, leader, trick's cards)


def _plays(obs: Observation) -> list[_Play]:
    """Every card played this hand, oldest first, with who played it where."""
    n = len(obs.hand_sizes)
    tricks = [(leader, list(cards)) for leader, cards, _ in obs.tricks] + [(obs.leader, list(obs.trick))]
    return [((leader + obs.step * i) % n, t, i, card, leader, cards)
            for t, (leader, cards) in enumerate(tricks) for i, card in enumerate(cards)]


def _played_from(plays: list[_Play], k: int) -> int:
    """The cards the player of ``plays[k]`` played from that one on (mask): his hand then, less the world's."""
    seat = plays[k][0]
    later = 0
    for other in plays[k:]:
        if other[0] == seat:
            later |= 1 << other[3]
    return later


def past_decisions(obs: Observation, rules: PlayRules) -> list[_Decision]:
    """The cards the other seats played onto tricks this hand, oldest first."""
    n = len(obs.hand_sizes)
    plays = _plays(obs)
    out = []
    for k, (seat, t, i, card, leader, cards) in enumerate(plays):
        if seat == obs.seat or i == 0:
            continue
        later = _played_from(plays, k)
        tm = rules.trick_mode(t)
        before = cards[:i]
        winner = (leader + obs.step * trick_winner_index(tm, before)) % n
        out.append(_Decision(seat, t, before, card, later, WIN_KEY[tm][before[0] // N_RANKS], POINTS[tm],
                             STRENGTH[tm], obs.sides[winner] == obs.sides[seat], i == n - 1))
    return out


def decision_weight(d: _Decision, hand: int, rules: PlayRules, eps: float) -> float:
    """The model's probability of the card played, relative to its likeliest card (so in (0, 1]).

    Of ``n`` legal cards ``k`` are the policy's: each of them has probability
    ``(1 - eps) / k + eps / n``, every other card ``eps / n``.
    """
    legal = rules.legal(hand, d.trick, d.trick_index)
    n = legal.bit_count()
    if n == 1:
        return 1.0
    pick = greedy_choice(legal, d.trick, d.side_winning, d.keys, d.points, d.strength, _never, d.last_to_play, 0.0)
    best_key = max(d.keys[c] for c in d.trick)
    points, strength, keys = d.points, d.strength, d.keys
    pick_wins = keys[pick] > best_key
    like = 0
    m = legal
    while m:
        low = m & -m
        m ^= low
        c = low.bit_length() - 1
        if points[c] == points[pick] and strength[c] == strength[pick] and (keys[c] > best_key) == pick_wins:
            like |= low
    if like >> d.card & 1:
        return 1.0
    k = like.bit_count()  # < n: the card played is legal and not alike
    return (eps / n) / ((1.0 - eps) / k + eps / n)


@dataclass(frozen=True)
class _ClubDecision(_PastCard):
    """One card another seat played (a lead too), with the observation he had then, his hand left open."""

    view: Observation  # a private copy: its ``hand`` is set to the world's before each replay


def club_decisions(obs: Observation, rules: PlayRules) -> list[_ClubDecision]:
    """The cards the other seats played this hand, oldest first, each with the observation its player had
    (the tricks and voids of that moment; the hand is the world's)."""
    assert rules.exclusions is not None
    n = len(obs.hand_sizes)
    plays = _plays(obs)
    voids = [0] * n
    out = []
    judged = {s for s in range(n) if s != obs.seat and (JUDGED == "all" or obs.sides[s] != obs.sides[obs.seat])}
    for k, (seat, t, i, card, leader, cards) in enumerate(plays):
        before = cards[:i]
        if seat in judged:
            later = _played_from(plays, k)
            view = replace(obs, seat=seat, hand=0, trick=tuple(before), leader=leader, tricks=obs.tricks[:t],
                           voids=tuple(voids), decision=Decision.PLAY, current_player=seat, legal_actions=())
            out.append(_ClubDecision(seat, t, before, card, later, view))
        if before:
            voids[seat] |= rules.exclusions(before, card)
    return out


def club_weight(d: _ClubDecision, hand: int, rules: PlayRules, eps: float) -> float:
    """The club player's probability of the card played, relative to his likeliest card (so in (0, 1])."""
    legal = rules.legal(hand, d.trick, d.trick_index)
    n = legal.bit_count()
    if n == 1:
        return 1.0
    view = d.view
    # set in place on the decision's own copy (made by replace() in club_decisions, seen by no one else): a
    # replace() per world and hand made the weighing three to four times slower (inference_cost.py, 1,000 worlds)
    object.__setattr__(view, "hand", hand)
    if rules.club_card(view, cards_in(legal)) == d.card:  # type: ignore[misc]
        return 1.0
    return (eps / n) / ((1.0 - eps) + eps / n)


def core_weigher(obs: Observation, rules: PlayRules, eps: float | None = None,
                 model: str | None = None) -> tuple | None:
    """:func:`world_weigher` for the compiled core (:func:`~jassdesk.ai.fast_core.search_cards`), which weighs
    each world as it samples it: ``(eps, past cards)`` for the rollout model, each past card what
    :func:`decision_weight` needs that does not depend on the world; ``(eps, past cards, 1)`` for the club
    model where the game's club player has a port in the core (``PlayRules.club_core``: Schieber's Medium, for
    Schieber and Coiffeur), each past card what :func:`club_weight` replays that does not depend on the
    player's hand; None where the core cannot weigh (weighed in Python).  ``eps`` and ``model`` None: the
    module's at the time of the call."""
    eps = EPS if eps is None else eps
    model = MODEL if model is None else model
    if model == "club" and rules.club_card is not None:
        if rules.club_core is None:
            return None
        return (eps, tuple((d.seat, tuple(d.trick), d.card, d.later) + rules.club_core(d.view)
                           for d in club_decisions(obs, rules)), 1)
    arg = rules.core_legal_arg
    past = tuple((d.seat, tuple(d.trick), d.card, d.later, rules.trick_mode(d.trick_index), d.trick[0] // N_RANKS,
                  int(d.side_winning), int(d.last_to_play), arg(d.trick_index) if arg is not None else 0)
                 for d in past_decisions(obs, rules))
    return (eps, past)


def world_weigher(obs: Observation, rules: PlayRules, eps: float | None = None,
                  model: str | None = None) -> Callable[[World], float]:
    """A function giving a world's weight: the model's likelihood of the others' past cards, each decision
    relative to its likeliest card (1 for a world where every card was the policy's, less otherwise).
    ``eps`` and ``model`` None: the module's :data:`EPS` and :data:`MODEL` at the time of the call (the club
    model only where the game gives one)."""
    eps = EPS if eps is None else eps
    model = MODEL if model is None else model
    if model == "club" and rules.club_card is not None:
        club = [(d, {}) for d in club_decisions(obs, rules)]  # each with its weights by hand, worlds repeat them

        def club_world_weight(world: World) -> float:
            w = 1.0
            hands = world.hands
            for d, known in club:
                hand = hands[d.seat] | d.later
                f = known.get(hand)
                if f is None:
                    f = known[hand] = club_weight(d, hand, rules, eps)
                w *= f
            return w

        return club_world_weight
    decisions = past_decisions(obs, rules)

    def weight(world: World) -> float:
        w = 1.0
        for d in decisions:
            w *= decision_weight(d, world.hands[d.seat] | d.later, rules, eps)
        return w

    return weight

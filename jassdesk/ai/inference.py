"""Inference from the play: how likely a sampled world makes the cards the others actually played.

A sampled world (:func:`~jassdesk.engine.determinize.sample_world`) only
respects what is certain: voids, Weis shown, known cards.  But play says
more: a player who throws a Banner on a trick he cannot take probably had no
cheaper card, a partner who feeds a trick with his Ace probably had nothing
richer.  This module scores a world by the probability that a model of play
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

from dataclasses import dataclass, replace
from typing import Callable

from jassdesk.engine.actions import Decision
from jassdesk.engine.cards import N_RANKS, cards_in
from jassdesk.engine.determinize import World
from jassdesk.engine.modes import POINTS, STRENGTH, WIN_KEY, trick_winner_index
from jassdesk.engine.observe import Observation

from .rollout import greedy_choice

EPS = 0.5  # how often the modelled player plays any legal card, not the policy's (README: the inference)
JUDGED = "all"  # whose cards the club model judges: "all" the others, or only the "opponents"
MODEL = "rollout"  # the model of play: "rollout" (the Expert's greedy policy) or "club" (the Medium's, where given)


@dataclass(frozen=True)
class PlayRules:
    """What the model needs of a game to replay its past card decisions."""

    legal: Callable[[int, list[int], int], int]  # (hand, trick so far, trick index) -> the legal cards (mask)
    trick_mode: Callable[[int], int]  # trick index -> the trick mode (0..5) that ranks and scores it
    # the club player's model, where the game has one: his card for an observation and its legal cards, and
    # the cards a card played onto a trick shows its player not to hold (the voids he had shown by then)
    club_card: Callable[[Observation, list[int]], int] | None = None
    exclusions: Callable[[list[int], int], int] | None = None


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

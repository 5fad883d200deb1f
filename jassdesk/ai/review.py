"""The review after a hand: each of a seat's decisions labelled by the expected points it gave up.

A decision is judged from what the seat could know at that moment, never
from the open hands: the record is replayed up to the decision, the seat's
:class:`~jassdesk.engine.observe.Observation` is taken there, and the hint's
ranking (:mod:`jassdesk.ai.hints`, the Expert's search over worlds
consistent with that observation) gives every choice its expected value.
The loss is the best value minus the value of the choice made; the
:data:`THRESHOLDS` turn it into a label.  Open-hand verdicts would be unfair to
a player who could not see the cards.

What is judged: the mode decision (a mode, a row, or pushing), every card,
the announcements that went with a card where there was a choice (Weis, Stöck),
and the trump-6 exchange (when it was made, or at the last chance to make it).
The search runs on a fixed number of worlds from a seed per decision, so a
review is reproducible (for the same number of searching processes, see
:mod:`~jassdesk.ai.search_pool`) and each decision can be judged on its own
(the app sends them one by one to the AI process, whose search pool shares
each out over the cores, and shows the progress).

Nothing here names a game: the searches are the games' own
(:func:`~jassdesk.ai.games.game_ai`), so a game with a room there is reviewed.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum
from typing import Callable, Iterable, Sequence

from jassdesk.engine.actions import Action, ActionKind, Decision, ExchangeSix, Play
from jassdesk.engine.observe import Observation
from jassdesk.engine.record import GameRecord
from jassdesk.engine.events import TrickWon
from jassdesk.engine.games import new_state
from jassdesk.engine.modes import Mode
from jassdesk.engine.state import GameState

from .explain import Reason, explain_other
from .game_ai import legal_cards
from .games import game_ai
from .hints import Hint, card_hint, card_values, mode_hint, searching_expert
from .search_pool import SearchPool


class Verdict(str, Enum):
    BEST = "best"
    GOOD = "good"
    INACCURACY = "inaccuracy"
    MISTAKE = "mistake"
    BLUNDER = "blunder"
    FORCED = "forced"  # one legal choice: nothing to judge


# The most points a choice may give up and keep its label; above the last, a Blunder.  Best is the search's
# noise margin (the hint's "just as good"); a Good choice costs less than a plain card's points; an Inaccuracy
# up to a Ten; a Mistake up to a rich trick (25: an As and a Ten with small cards); beyond that, a Blunder.
THRESHOLDS: tuple[tuple[Verdict, float], ...] = (
    (Verdict.BEST, 1.5), (Verdict.GOOD, 4.0), (Verdict.INACCURACY, 10.0), (Verdict.MISTAKE, 25.0))
JUDGED = (Verdict.BEST, Verdict.GOOD, Verdict.INACCURACY, Verdict.MISTAKE, Verdict.BLUNDER)
STOECK_POINTS = 20
DEFAULT_REVIEW_WORLDS = 1000  # sampled worlds per decision: a Schieber hand in 3-10 s (benchmarks/review_speed.py)


def verdict_for(loss: float) -> Verdict:
    """The label of a choice that gave up ``loss`` expected points."""
    for verdict, limit in THRESHOLDS:
        if loss <= limit:
            return verdict
    return Verdict.BLUNDER


class DecisionKind(str, Enum):
    MODE = "mode"  # a mode, a row or pushing
    CARD = "card"
    ANNOUNCE = "announce"  # the Weis (and Stöck) that went with a card, where there was a choice
    EXCHANGE = "exchange"  # the trump-6 exchange: made, or let go at the last chance


@dataclass(frozen=True)
class DecisionPoint:
    """One decision of the seat: what it saw, what it did, where in the hand's actions."""

    index: int  # of the action in the hand's actions
    kind: DecisionKind
    obs: Observation
    action: Action  # what the seat did (for EXCHANGE: the exchange, or the card played instead)
    trick: int  # the trick it belongs to (0-based; the mode decision: -1)
    after_exchange: Observation | None = None  # EXCHANGE: what the seat would see with the 6 exchanged


@dataclass(frozen=True)
class Judgement:
    """A decision labelled: what it gave up, the better choice and why, and every choice's value."""

    point: DecisionPoint
    verdict: Verdict
    loss: float
    values: tuple[tuple[Action, float], ...]  # best first (empty when forced)
    better: Action | None = None  # the best choice, when the one made was not
    why: Reason | None = None  # why the best choice (the hint's reason)

    @property
    def choices(self) -> tuple[Action, ...]:
        return tuple(a for a, _ in self.values)

    def verdict_of(self, action: Action) -> Verdict:
        """How another choice here would have been judged ("find a better card")."""
        if self.verdict is Verdict.FORCED:
            return Verdict.FORCED
        target = _key(action)
        for a, v in self.values:
            if _key(a) == target:
                return verdict_for(self.values[0][1] - v)
        raise ValueError(f"{action.code} was not a choice here")


def _key(action: Action) -> object:
    """A card decision compares cards, whatever announcement goes with them."""
    return ("card", action.card) if isinstance(action, Play) else action  # type: ignore[attr-defined]


@dataclass(frozen=True)
class HandReview:
    seat: int
    judgements: tuple[Judgement, ...]

    def counts(self) -> dict[Verdict, int]:
        return count_labels(self.judgements)


# -- the hand and its decisions ------------------------------------------------------------


def _hand_bounds(record: GameRecord, hand_no: int) -> tuple[GameState, int, int]:
    """The state as hand ``hand_no`` begins (before its cut), and where its actions begin and end in the record."""
    state = new_state(record.rules, record.seed, record.start_dealer)
    actions = record.actions
    i = 0
    while i < len(actions) and not (state.hand_no == hand_no and state.decision is Decision.CUT):
        state.apply(actions[i])
        i += 1
    if state.hand_no != hand_no or state.decision is not Decision.CUT:
        raise ValueError(f"the record has no hand {hand_no + 1}")
    start = state.copy()
    j = i
    while j < len(actions) and state.hand_no == hand_no and not state.is_over:
        state.apply(actions[j])
        j += 1
    return start, i, j


def hand_start(record: GameRecord, hand_no: int) -> tuple[GameState, tuple[Action, ...]]:
    """The state as hand ``hand_no`` begins (before its cut) and the hand's actions, from a Partie's record."""
    start, i, j = _hand_bounds(record, hand_no)
    return start, record.actions[i:j]


def hand_record(record: GameRecord, hand_no: int) -> GameRecord:
    """The record up to the end of hand ``hand_no``: what names that hand, whatever is played after it."""
    _, _, j = _hand_bounds(record, hand_no)
    return GameRecord(record.rules, record.seed, record.start_dealer, record.actions[:j])


def finished_hands(record: GameRecord) -> int:
    """How many hands of the record are finished (the one being played is not)."""
    return len(record.replay().results)


def decision_points(start: GameState, actions: Sequence[Action], seat: int) -> list[DecisionPoint]:
    """The seat's decisions in the hand played from ``start`` by ``actions`` (cuts and dealer choices left out)."""
    state = start.copy()
    points: list[DecisionPoint] = []
    exchange_chances: list[tuple[int, Observation, Action, int]] = []
    exchanged = False
    for i, action in enumerate(actions):
        if state.current_player == seat and state.decision in (Decision.CHOOSE_MODE, Decision.PLAY):
            obs = state.observation(seat)
            trick = len(obs.tricks)
            if obs.decision is Decision.CHOOSE_MODE:
                points.append(DecisionPoint(i, DecisionKind.MODE, obs, action, -1))
            else:
                if ExchangeSix() in obs.legal_actions:
                    exchange_chances.append((i, obs, action, trick))
                    exchanged = exchanged or isinstance(action, ExchangeSix)
                if isinstance(action, Play):
                    points.append(DecisionPoint(i, DecisionKind.CARD, obs, action, trick))
                    variants = {a for a in obs.legal_actions if isinstance(a, Play) and a.card == action.card}
                    if len(variants) > 1:
                        points.append(DecisionPoint(i, DecisionKind.ANNOUNCE, obs, action, trick))
        state.apply(action)
    if exchange_chances:
        # the exchange where it was made, else the last chance to make it
        i, obs, action, trick = next((c for c in exchange_chances if isinstance(c[2], ExchangeSix)),
                                     exchange_chances[-1])
        twin = start.copy()
        for a in actions[:i]:
            twin.apply(a)
        twin.apply(ExchangeSix())
        points.append(DecisionPoint(i, DecisionKind.EXCHANGE, obs, action, trick, twin.observation(seat)))
    return sorted(points, key=lambda p: (p.index, p.kind is not DecisionKind.EXCHANGE))


@dataclass(frozen=True)
class TrickStep:
    """One step of the review's replay: the hands laid open as a trick begins, and who played what in it."""

    number: int  # 0: the deal (and the mode decision); k: the k-th trick
    hands: tuple[int, ...]  # every seat's cards as the step begins (mask per seat)
    plays: tuple[tuple[int, int], ...] = ()  # (seat, card) in play order
    winner: int | None = None


@dataclass(frozen=True)
class ModeChoice:
    """Who chose the mode of a hand, and who pushed the choice on to him (None if nobody did)."""

    chooser: int
    pushed_by: int | None = None


@dataclass(frozen=True)
class HandOutline:
    """What the review shows of a hand before any judging: its steps, its mode and who chose the mode.

    One replay gives all three, so the review window reads them from one object.
    """

    steps: tuple[TrickStep, ...]
    mode: Mode | None  # None if the hand never reached its play
    choice: ModeChoice | None  # None where the mode is turned up, as in Schmaus


def hand_outline(start: GameState, actions: Sequence[Action]) -> HandOutline:
    """The deal and every trick of the hand played from ``start`` by ``actions``, its mode, and who chose
    it: the review's title names the chooser, so that a learner sees whose choice he is looking at."""
    state = start.copy()
    steps: list[TrickStep] = []
    mode: Mode | None = None
    hands: tuple[int, ...] | None = None
    chooser: int | None = None
    pushed_by: int | None = None
    for action in actions:
        if state.decision is Decision.CHOOSE_MODE and state.current_player is not None:
            if action.kind is ActionKind.PUSH:
                pushed_by = state.current_player if pushed_by is None else pushed_by
            else:
                chooser = state.current_player
        if state.decision is Decision.PLAY and not state.trick and hands is None:
            hands = tuple(state.hands)
            if not steps:
                steps.append(TrickStep(0, hands))
        mode = state.mode if state.decision is Decision.PLAY else mode
        for e in state.apply(action):
            if isinstance(e, TrickWon):
                n = state.n_players
                plays = tuple(((e.leader + state.step * k) % n, c) for k, c in enumerate(e.cards))
                steps.append(TrickStep(len(steps), hands or (), plays, e.winner))
                hands = None
    choice = None if chooser is None else ModeChoice(chooser, pushed_by)
    return HandOutline(tuple(steps), mode, choice)


# -- judging one decision --------------------------------------------------------------------


def judge(point: DecisionPoint, worlds: int = DEFAULT_REVIEW_WORLDS, seed: int = 0,
          pool: SearchPool | None = None) -> Judgement:
    """Label one decision from the seat's observation then (the Expert's search on ``worlds`` sampled worlds,
    shared out over ``pool`` if given)."""
    obs = point.obs
    if point.kind is DecisionKind.MODE:
        if len(obs.legal_actions) == 1:
            return Judgement(point, Verdict.FORCED, 0.0, ())
        h = mode_hint(obs, searching_expert(0.0, seed, worlds, pool))
        values = tuple((r.action, r.value) for r in h.ranked)
        return _labelled(point, values, point.action, h)
    if point.kind is DecisionKind.CARD:
        cards = legal_cards(obs)
        if len(cards) == 1:
            return Judgement(point, Verdict.FORCED, 0.0, ())
        h = card_hint(_without_exchange(obs), searching_expert(0.0, seed, worlds, pool))
        best_of = card_values(h)
        by_card = {int(r.action.card): r.action for r in h.ranked}  # type: ignore[attr-defined]
        values = tuple(sorted(((by_card[c], v) for c, v in best_of.items()), key=lambda av: -av[1]))
        return _labelled(point, values, point.action, h)
    if point.kind is DecisionKind.ANNOUNCE:
        return _judge_announcement(point)
    return _judge_exchange(point, worlds, seed, pool)


def _labelled(point: DecisionPoint, values: tuple[tuple[Action, float], ...], made: Action,
              h: Hint | None, why: Reason | None = None) -> Judgement:
    best_action, best_value = values[0]
    mine = next(v for a, v in values if _key(a) == _key(made))
    loss = max(0.0, best_value - mine)
    verdict = verdict_for(loss)
    better = None if verdict is Verdict.BEST else best_action
    return Judgement(point, verdict, loss, values, better, why if why is not None else (h.why if h else None))


def _without_exchange(obs: Observation) -> Observation:
    """The card decision alone (the exchange is judged by itself)."""
    if ExchangeSix() not in obs.legal_actions:
        return obs
    return replace(obs, legal_actions=tuple(a for a in obs.legal_actions if not isinstance(a, ExchangeSix)))


def announced_points(action: Play, obs: Observation) -> int:
    """The points an action's announcements put on the table (each Weis, and Stöck)."""
    weis = sum(w.points(obs.game) for w in action.weis)
    return weis + (STOECK_POINTS if action.stoeck else 0)


def _judge_announcement(point: DecisionPoint) -> Judgement:
    """The Weis and Stöck that went with the card, against the Expert's announcement with the same card.

    Judged by the points the announcement left unsaid (not a search: an
    announcement changes no card played, only what is written).
    """
    obs, made = point.obs, point.action
    assert isinstance(made, Play)
    game = game_ai(obs.game)
    expert = game.play_action(obs, int(made.card), prefer_weis=game.expert_weis(obs))
    assert isinstance(expert, Play)
    if expert == made:
        return Judgement(point, Verdict.BEST, 0.0, ((made, float(announced_points(made, obs))),))
    values = ((expert, float(announced_points(expert, obs))), (made, float(announced_points(made, obs))))
    loss = max(0.0, values[0][1] - values[1][1])
    verdict = verdict_for(loss)
    why = game.weis_reason(obs, expert)
    return Judgement(point, verdict, loss, values, None if verdict is Verdict.BEST else expert, why)


def _judge_exchange(point: DecisionPoint, worlds: int, seed: int, pool: SearchPool | None) -> Judgement:
    """Exchanging the trump 6 against keeping it: the best card's value in each position."""
    assert point.after_exchange is not None
    keep_hint = card_hint(_without_exchange(point.obs), searching_expert(0.0, seed, worlds, pool))
    swap_hint = card_hint(point.after_exchange, searching_expert(0.0, seed + 1, worlds, pool))
    keep = (point.action if not isinstance(point.action, ExchangeSix) else keep_hint.best, keep_hint.ranked[0].value)
    swap = (ExchangeSix(), swap_hint.ranked[0].value)
    values = tuple(sorted((swap, keep), key=lambda av: -av[1]))
    why = explain_other(point.obs, ExchangeSix()) if values[0][0] == ExchangeSix() else Reason("keep_six_search")
    made = point.action if isinstance(point.action, ExchangeSix) else keep[0]
    return _labelled(point, values, made, None, why)


# -- the whole hand ------------------------------------------------------------------------


def decision_seed(seed: int, point: DecisionPoint) -> int:
    """Each decision its own sampling seed, so it is judged alike alone or within the hand."""
    return seed * 1009 + point.index * 2 + (point.kind is DecisionKind.EXCHANGE)


def review_hand(start: GameState, actions: Sequence[Action], seat: int, worlds: int = DEFAULT_REVIEW_WORLDS,
                seed: int = 0, progress: Callable[[int, int], None] | None = None,
                pool: SearchPool | None = None) -> HandReview:
    """Every decision of ``seat`` in the hand, judged; ``progress(done, total)`` after each."""
    points = decision_points(start, actions, seat)
    out = []
    for k, point in enumerate(points):
        out.append(judge(point, worlds, decision_seed(seed, point), pool))
        if progress is not None:
            progress(k + 1, len(points))
    return HandReview(seat, tuple(out))


def review_record(record: GameRecord, hand_no: int, seat: int, worlds: int = DEFAULT_REVIEW_WORLDS,
                  seed: int = 0, pool: SearchPool | None = None) -> HandReview:
    """The review of hand ``hand_no`` of a Partie's record, for ``seat``."""
    start, actions = hand_start(record, hand_no)
    return review_hand(start, actions, seat, worlds, seed, pool=pool)


def count_labels(judgements: Iterable[Judgement]) -> dict[Verdict, int]:
    """How many decisions got each label (the hand summary's and the statistics' counts)."""
    out = {v: 0 for v in Verdict}
    for j in judgements:
        out[j.verdict] += 1
    return out

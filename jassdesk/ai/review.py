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
In the last four tricks of a Schieber or Coiffeur hand the values are exact:
every world the person could not tell apart (on the compiled core; else the
sampled ones) is solved double dummy to the end, the match included
(:mod:`~jassdesk.ai.endgame`), so an endgame label is the solver's value over
those worlds, not the rollout policy's estimate, and the hint says the same
(Schmaus is exact by its own search once the stock is used up).  A Mistake or Blunder over a card also shows what the better card
would have done in the deal as it was (:func:`play_line`: the rest of the
trick and the next, by the solver's principal variation where the review is
exact, else by Medium players), what the card played did, and, where those
lines explain the loss, why it was worse (:func:`why_worse`).

The search runs on a fixed number of worlds from a seed per decision, so a
review is reproducible (for the same number of searching processes, see
:mod:`~jassdesk.ai.search_pool`) and each decision can be judged on its own
(the app sends them one by one to the AI process, whose search pool shares
each out over the cores, and shows the progress).

Nothing here names a game: the searches are the games' own
(:func:`~jassdesk.ai.games.game_ai`), so a game with a room there is reviewed.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import Enum
from typing import Any, Callable, Iterable, Sequence

from jassdesk.engine.actions import Action, ActionKind, Decision, ExchangeSix, Play
from jassdesk.engine.observe import Observation
from jassdesk.engine.record import GameRecord
from jassdesk.engine.events import TrickWon
from jassdesk.engine.games import new_state
from jassdesk.engine.modes import Mode
from jassdesk.engine.state import GameState

from . import fast_core, knowledge
from .endgame import (EXACT_TRICKS_LEFT, endgame_solver, endgame_values, exact_card_tallies, exact_endgame,  # noqa: F401
                      has_exact_endgame)  # EXACT_TRICKS_LEFT and has_exact_endgame: the review window asks them here
from .explain import Reason, explain_card, explain_other
from .game_ai import Tally, legal_cards
from .games import game_ai
from .hints import Hint, card_hint, card_values, mode_hint, searching_expert
from .levels import make_player
from .search_pool import SearchPool, merge
from .solver import match_alive


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
DEFAULT_REVIEW_WORLDS = 1000  # sampled worlds per decision: a Schieber hand in 1-3 s on two cores (review_speed.py)
# In the last four tricks of a hand of two teams of two the review's card values are exact (ai/endgame): every
# world the seat cannot tell apart solved double dummy to the end, match included, on the compiled core (else
# the sampled worlds, each solved), so an endgame label is the solver's value, not the rollout policy's.
LINE_TRICKS = 2  # the better line shows the rest of the trick and the next one
LINE_SEED = 7  # the seed of the Medium players who play a line on before the exact endgame


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
    # the whole deal as it stood (every hand open): never judged from, only to play the better line on in it
    deal: GameState | None = field(default=None, compare=False, repr=False)


@dataclass(frozen=True)
class LineTrick:
    """One trick of a line: every card of it in play order (those on the table before the decision too)."""

    plays: tuple[tuple[int, int], ...]  # (seat, card)
    winner: int
    points: int  # raw card points, the last trick's 5 included


@dataclass(frozen=True)
class Line:
    """What follows a card in the deal as it was: the rest of its trick and the next, played on by the
    exact solver where the review is exact (its principal variation, every hand open), else by Medium players."""

    card: int
    tricks: tuple[LineTrick, ...]
    exact: bool  # every choice in it the exact solver's
    partner: int | None = None  # of the seat who played ``card`` (None where each plays alone)

    def points_for(self, seat: int) -> int:
        """The points ``seat`` (with his partner, where he has one) takes in the line's tricks."""
        return sum(t.points for t in self.tricks if t.winner in (seat, self.partner))

    def margin_for(self, seat: int) -> int:
        """The points ``seat``'s side takes in the line's tricks less those the others take (as a loss counts)."""
        return 2 * self.points_for(seat) - sum(t.points for t in self.tricks)


@dataclass(frozen=True)
class Judgement:
    """A decision labelled: what it gave up, the better choice and why, and every choice's value."""

    point: DecisionPoint
    verdict: Verdict
    loss: float
    values: tuple[tuple[Action, float], ...]  # best first (empty when forced)
    better: Action | None = None  # the best choice, when the one made was not
    why: Reason | None = None  # why the best choice (the hint's reason)
    exact: bool = False  # the values are the exact solver's over the consistent worlds (the endgame)
    line: Line | None = None  # a Mistake's or Blunder's card: what the better card would have done in this deal
    played_line: Line | None = None  # ... and what the card played did, played on the same way

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
                    points.append(DecisionPoint(i, DecisionKind.CARD, obs, action, trick, deal=state.copy()))
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
    stock: tuple[int, ...] = ()  # Schmaus: the stock as the step begins, in drawing order (the turned card last)


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
    turned: int | None = None  # the card turned up for trump (Schmaus, Differenzler), None where it is chosen


def hand_outline(start: GameState, actions: Sequence[Action]) -> HandOutline:
    """The deal and every trick of the hand played from ``start`` by ``actions``, its mode, and who chose
    it: the review's title names the chooser, so that a learner sees whose choice he is looking at."""
    state = start.copy()
    steps: list[TrickStep] = []
    mode: Mode | None = None
    hands: tuple[int, ...] | None = None
    chooser: int | None = None
    pushed_by: int | None = None
    stock: tuple[int, ...] = ()
    turned: int | None = None
    for action in actions:
        if state.decision is Decision.CHOOSE_MODE and state.current_player is not None:
            if action.kind is ActionKind.PUSH:
                pushed_by = state.current_player if pushed_by is None else pushed_by
            else:
                chooser = state.current_player
        if state.decision is Decision.PLAY and not state.trick and hands is None:
            hands = tuple(state.hands)
            stock = tuple(getattr(state, "stock", ()))
            turned = getattr(state, "trump_card", None) if turned is None else turned
            if not steps:
                steps.append(TrickStep(0, hands, stock=stock))
        mode = state.mode if state.decision is Decision.PLAY else mode
        for e in state.apply(action):
            if isinstance(e, TrickWon):
                n = state.n_players
                plays = tuple(((e.leader + state.step * k) % n, c) for k, c in enumerate(e.cards))
                steps.append(TrickStep(len(steps), hands or (), plays, e.winner, stock))
                hands = None
    choice = None if chooser is None else ModeChoice(chooser, pushed_by)
    return HandOutline(tuple(steps), mode, choice, turned)


# -- judging one decision --------------------------------------------------------------------


def judge(point: DecisionPoint, worlds: int = DEFAULT_REVIEW_WORLDS, seed: int = 0,
          pool: SearchPool | None = None, exact: bool = True) -> Judgement:
    """Label one decision from the seat's observation then (the Expert's search on ``worlds`` sampled worlds,
    shared out over ``pool`` if given; in the endgame the exact solver's values on them, unless ``exact`` is
    off, as for measuring what the solver changes: benchmarks/review_endgame.py)."""
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
        if exact and exact_endgame(obs):
            return _with_lines(_judge_exact(point, cards, worlds, seed, pool))
        h = card_hint(_without_exchange(obs), searching_expert(0.0, seed, worlds, pool), endgame=exact)
        best_of = card_values(h)
        by_card = {int(r.action.card): r.action for r in h.ranked}  # type: ignore[attr-defined]
        values = tuple(sorted(((by_card[c], v) for c, v in best_of.items()), key=lambda av: -av[1]))
        return _with_lines(replace(_labelled(point, values, point.action, h), exact=h.exact))
    if point.kind is DecisionKind.ANNOUNCE:
        return _judge_announcement(point)
    return _judge_exchange(point, worlds, seed, pool)


# -- the exact endgame (ai/endgame) ------------------------------------------------------------


@dataclass(frozen=True)
class EndgameJob:
    """The exact endgame of one card decision, a job the search pool shares out (each part its worlds)."""

    obs: Observation
    budget: float = float("inf")

    def run(self, searcher: Any) -> dict[int, Tally]:
        return exact_card_tallies(self.obs, searcher.max_worlds, searcher.rng)


def _judge_exact(point: DecisionPoint, cards: list[int], worlds: int, seed: int,
                 pool: SearchPool | None) -> Judgement:
    """A card of the endgame labelled by the exact solver's values over the consistent worlds."""
    obs = point.obs
    searcher = searching_expert(0.0, seed, worlds, pool)
    if fast_core.core_for(searcher) is not None:  # every world, in this process: a few hundredths of a second
        tallies = endgame_values(obs, worlds, searcher.rng).tallies
    else:
        job = EndgameJob(obs)
        tallies = merge(pool.search(searcher, job, fixed=True) if pool is not None else [job.run(searcher)])
    game = game_ai(obs.game)
    weis = game.expert_weis(obs)
    ordered = sorted(cards, key=lambda c: (-tallies[c].mean, c))
    values = tuple((game.play_action(obs, c, prefer_weis=weis), tallies[c].mean) for c in ordered)
    best = ordered[0]
    why = (game.card_reason(obs, best, tallies[best].mean, int(tallies[best].samples))
           or explain_card(obs, best, ordered, game.weis_cards(obs)))
    return replace(_labelled(point, values, point.action, None, why), exact=True)


# -- the better line -------------------------------------------------------------------------


def play_line(point: DecisionPoint, card: int, tricks: int = LINE_TRICKS) -> Line:
    """``card`` played at ``point`` in the deal as it was, and the rest of its trick and the next played on:
    where the review is exact, by the solver's principal variation (every hand open, each its best: the
    Schieber and Coiffeur endgame, Schmaus once the stock is used up), else by Medium players (a club
    player's habits)."""
    assert point.deal is not None
    obs = point.obs
    state = point.deal.copy()
    game = game_ai(obs.game)
    cards: list[int] = []
    if exact_endgame(obs):
        solver, _ = endgame_solver(obs)
        hands = list(state.hands)
        hands[obs.seat] &= ~(1 << card)
        alive = match_alive([winner % 2 for _, _, winner in obs.tricks])
        cards = solver.line(hands, obs.leader, tuple(obs.trick) + (card,), alive, lambda s: s % 2)
    players = {s: make_player("medium", seed=LINE_SEED + s) for s in range(state.n_players)}
    searcher = searching_expert(0.0, LINE_SEED, 1)
    done: list[LineTrick] = []
    exact = True
    action: Action = game.play_action(obs, card, prefer_weis=game.expert_weis(obs))
    hand_no = state.hand_no
    while True:
        for e in state.apply(action):
            if isinstance(e, TrickWon):
                n = state.n_players
                plays = tuple(((e.leader + state.step * k) % n, c) for k, c in enumerate(e.cards))
                done.append(LineTrick(plays, e.winner, e.points))
        seat = state.current_player
        if len(done) >= tricks or seat is None or state.hand_no != hand_no or state.decision is not Decision.PLAY:
            break
        seen = state.observation(seat)
        if cards:
            action = game.play_action(seen, cards.pop(0))
            continue
        solved = game.card_search(searcher, seen, True).exact if len(legal_cards(seen)) > 1 else None
        if solved:
            best = max(sorted(solved), key=lambda c: solved[c])
            action = game.play_action(seen, best, prefer_weis=game.expert_weis(seen))
        elif len(legal_cards(seen)) > 1:
            exact = False
            action = players[seat].choose(seen)
        else:
            action = players[seat].choose(seen)
    return Line(card, tuple(done), exact, knowledge.partner_of(obs, obs.seat))


@dataclass(frozen=True)
class WhyWorse:
    """Why the card played did worse than the better one, as the two lines show it in this deal.

    ``kind``: "trick_lost" (the better card's trick went to the seat's side, the played card's to
    ``taker`` of the other side, worth ``points``), or "fewer_points" (the played card's line brought the
    seat's side ``points`` fewer).  Said only where points are what counts (not where each plays to a bid,
    and a point more may overshoot it).

    Said only where the line's points (those the seat's side takes less the others') explain at least half
    the loss (:data:`WHY_SHARE`): a loss that lies elsewhere (a Weis kept, the match, the tricks after the
    line) is left to the better card's reason.
    """

    kind: str
    points: int
    taker: int | None = None


WHY_SHARE = 0.5


def why_worse(j: Judgement) -> WhyWorse | None:
    """What the lines of a Mistake or Blunder show against the card played, if they show it in this deal."""
    better, played = j.line, j.played_line
    if better is None or played is None or not better.tricks or not played.tricks \
            or not game_ai(j.point.obs.game).more_points_better:
        return None
    seat, ours = j.point.obs.seat, (j.point.obs.seat, better.partner)
    fewer = better.points_for(seat) - played.points_for(seat)
    swing = better.margin_for(seat) - played.margin_for(seat)
    if fewer <= 0 or swing < j.loss * WHY_SHARE:  # the loss lies elsewhere (a Weis, the match, later tricks)
        return None
    first_better, first_played = better.tricks[0], played.tricks[0]
    if first_better.winner in ours and first_played.winner not in ours and first_played.points:
        return WhyWorse("trick_lost", first_played.points, first_played.winner)
    return WhyWorse("fewer_points", fewer)


def _with_lines(j: Judgement) -> Judgement:
    """A Mistake's or Blunder's card with the lines of the better card and of the card played."""
    p = j.point
    if j.verdict not in (Verdict.MISTAKE, Verdict.BLUNDER) or p.deal is None or not isinstance(j.better, Play) \
            or not isinstance(p.action, Play):
        return j
    return replace(j, line=play_line(p, int(j.better.card)), played_line=play_line(p, int(p.action.card)))


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

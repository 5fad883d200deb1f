"""The AI's Coiffeur: choosing the row, and playing for the choosing team's points.

Choosing is the heart of Coiffeur.  A hand's points count times the factor
of the row they are written into, and every row must be filled once, so a
mode is worth what it scores *more than the row would score later* with an
ordinary hand, times the factor: keep a strong hand for a high factor, fill
a low row with a weak hand while the deals allow it.  "An ordinary hand" is
the baseline of the row's kind (:data:`BASE_POINTS`, measured by
``benchmarks/coiffeur_baselines.py``).

Beginner: his best mode by feel into the highest open row that takes it.
Medium: the points the hand-strength score (:mod:`~jassdesk.ai.trump_choice`)
promises, above the row's baseline, times the factor.  Expert: each row and
mode (and pushing) simulated over sampled deals, and valued by its change to
the team's expected final total: ``factor x points`` now plus what the rows
left open are then worth to the later hands (:func:`future_values`), against
what all the open rows are worth if this hand is not used.  A row's baseline
is a fixed price; the open rows' worth depends on which rows are open and how
many hands are left to fill them, so the Expert keeps a high factor open while
later hands may still fill it better and fills a low row when it costs least.
Card play is Schieber's, with the Expert's search measuring only the choosing
team's points (and the match).
"""

from __future__ import annotations

import random
import time
from functools import lru_cache
from typing import Callable

from jassdesk.engine.actions import Action, ActionKind, ChooseRow, Push
from jassdesk.engine.card_play import SchieberFlags
from jassdesk.engine.coiffeur import push_target
from jassdesk.engine.coiffeur_table import GUSCHTI, JOKER, SLALOM, TEN_ROWS, CoiffeurRow, kind_of
from jassdesk.engine.determinize import World, sample_world
from jassdesk.engine.modes import Mode
from jassdesk.engine.observe import Observation
from jassdesk.engine.rules import Game, Rules

from . import fast_core
from . import schieber as schieber_ai
from .explain import Reason
from .explain_mode import hand_reasons, must_choose, weakness_reasons
from .game_ai import CardSearch, PlayingSeat, Searcher, SearchSize, Tally, WorldLikelihood, legal_cards
from .schieber import SchieberAI
from .schieber_rollout import EXPLORE as ROLLOUT_EXPLORE, schieber_rollout
from .solver import SchieberEndgame
from .trump_choice import mode_scores

# What a row kind is worth to the team that fills it with a random hand (chooser leading): the mean
# hand-strength score, the mean raw points (match included) and the points one score point is worth
# (least squares), from benchmarks/coiffeur_baselines.py over 2000 deals.  A joker takes the hand's best mode.
BASE_SCORES: dict[str, float] = {"trump": 36.6, "OBE": 11.2, "UNE": 9.9, SLALOM: 10.5, GUSCHTI: 10.5}
BASE_POINTS: dict[str, float] = {"trump": 77.2, "OBE": 78.9, "UNE": 78.5, SLALOM: 71.2, GUSCHTI: 71.7, JOKER: 97.5}
POINTS_PER_SCORE: dict[str, float] = {"trump": 0.74, "OBE": 0.48, "UNE": 0.45, SLALOM: 0.28, GUSCHTI: 0.29}

CARD_EXACT_TRICKS = 1  # the card search's rollouts solve the last trick double dummy
BEGINNER_NOISE = 12.0  # how roughly a beginner judges a hand (points, one standard deviation)
BEGINNER_PUSH = 70.0  # a beginner pushes a hand he expects fewer points from


def baseline_key(kind: str) -> str:
    """The key of a row kind in the baseline tables: the four trump rows share one."""
    return kind if kind in BASE_POINTS else "trump"


def expected_points(hand: int) -> dict[Mode, float]:
    """The raw points the chooser's team may expect from ``hand`` in each mode (the Medium player's estimate)."""
    out = {}
    for mode, score in coiffeur_mode_scores(hand).items():
        key = baseline_key(kind_of(mode))
        out[mode] = BASE_POINTS[key] + POINTS_PER_SCORE[key] * (score - BASE_SCORES[key])
    return out


def coiffeur_mode_scores(hand: int) -> dict[Mode, float]:
    """Hand strength for every mode Coiffeur plays: Slalom and Guschti weigh both directions by their tricks."""
    scores = mode_scores(hand)
    obe, une = scores[Mode.OBENABE], scores[Mode.UNDENUFE]
    scores[Mode.SLALOM_OBENABE] = (5 * obe + 4 * une) / 9
    scores[Mode.SLALOM_UNDENUFE] = (4 * obe + 5 * une) / 9
    scores[Mode.GUSCHTI_OBENABE] = (5 * obe + 4 * une) / 9
    scores[Mode.GUSCHTI_UNDENUFE] = (4 * obe + 5 * une) / 9
    return scores


FEW_ROWS_OPEN = 3  # the open rows are worth saying when this few are left (the last ones must take any hand)
ROW_HAND_FACTS = 3  # sentences on the hand after a row's reason (its trumps and the two most important facts)


def higher_open_rows(table: tuple[CoiffeurRow, ...], cells: tuple[int | None, ...], action: ChooseRow) -> list[int]:
    """The team's open rows that take the action's mode at a higher factor than the action's row."""
    factor = table[action.row].factor
    return [r for r, cell in enumerate(cells)
            if cell is None and action.mode in table[r].modes and table[r].factor > factor]


def row_template(table: tuple[CoiffeurRow, ...], cells: tuple[int | None, ...], action: ChooseRow,
                 points: float) -> str:
    """The row's reason: the highest factor still open for the mode, a low one for a hand weaker than an
    ordinary hand of the row's kind (the higher rows kept for stronger hands), a higher Joker kept free for
    any mode, or the row alone."""
    higher = higher_open_rows(table, cells, action)
    if not higher:
        return "choose_row_high"
    if points < BASE_POINTS[baseline_key(table[action.row].kind)]:
        return "choose_row_low"
    if any(table[r].kind == JOKER for r in higher):
        return "choose_row_keep_joker"
    return "choose_row"


def open_rows_reasons(obs: Observation, cells: tuple[int | None, ...]) -> tuple[Reason, ...]:
    """That the choice came back (must choose), and the team's open rows when few are left to fill."""
    out = [Reason("row_must")] if must_choose(obs) else []
    left = sum(cell is None for cell in cells)
    if left == 1:
        out.append(Reason("rows_last"))
    elif left <= FEW_ROWS_OPEN:
        out.append(Reason("rows_open", params={"open": left}))
    return tuple(out)


def row_choices(obs: Observation) -> list[ChooseRow]:
    return [a for a in obs.legal_actions if isinstance(a, ChooseRow)]


def table_of(obs: Observation) -> tuple[CoiffeurRow, ...]:
    return tuple(CoiffeurRow(kind, factor) for kind, factor in obs.rules.options.coiffeur_rows)


def row_gain(table: tuple[CoiffeurRow, ...], action: ChooseRow, points: float) -> float:
    """What playing a mode for ``points`` into the action's row adds to the table, against an ordinary hand later."""
    row = table[action.row]
    return row.factor * (points - BASE_POINTS[baseline_key(row.kind)])


FUTURE_HANDS = 300  # ordinary hands sampled to value a set of open rows (fixed seed: the same values every run)


@lru_cache(maxsize=8)
def future_values(table: tuple[CoiffeurRow, ...]) -> tuple[float, ...]:
    """The table points a team may still expect from each set of its open rows (index: bit r for row r).

    Every open row will be filled by one of the team's later hands, each put into the row that is best for
    it *given the rows still open* (its factor times the hand's points, plus what the rows left are then
    worth).  So a set of rows is worth more than the sum of its rows' baselines: two open jokers take the
    better of two hands into the x8, a strong hand later may still find the high factor open.  Comparing
    ``factor x points + value(rest)`` with ``value(all)`` is what choosing now gains over waiting, and it
    shrinks as the deals run out, which is when a low row must take a weak hand.
    """
    rng = random.Random(14)
    n = len(table)
    hands = []
    for _ in range(FUTURE_HANDS):
        points = expected_points(sum(1 << c for c in rng.sample(range(36), 9)))
        hands.append([row.factor * max(points[m] for m in row.modes) for row in table])
    values = [0.0] * (1 << n)
    for mask in range(1, 1 << n):
        rows = [(r, 1 << r) for r in range(n) if mask >> r & 1]
        total = 0.0
        for best in hands:
            total += max(best[r] + values[mask ^ bit] for r, bit in rows)
        values[mask] = total / FUTURE_HANDS
    return tuple(values)


def open_mask(cells: tuple[int | None, ...]) -> int:
    """The bit set of a team's open rows, as :func:`future_values` indexes them."""
    return sum(1 << r for r, cell in enumerate(cells) if cell is None)


def table_gain(table: tuple[CoiffeurRow, ...], open_rows: int, row: int, points: float) -> float:
    """What writing ``points`` into ``row`` now adds to the team's expected final total, against waiting."""
    values = future_values(table)
    return table[row].factor * points + values[open_rows & ~(1 << row)] - values[open_rows]


def medium_row(table: tuple[CoiffeurRow, ...], hand: int, options: list[ChooseRow]) -> tuple[ChooseRow, float]:
    """The club player's choice among ``options`` for ``hand``, and its value."""
    points = expected_points(hand)
    best = max(options, key=lambda a: (row_gain(table, a, points[a.mode]), table[a.row].factor, -a.row))
    return best, row_gain(table, best, points[best.mode])


def open_row_options(obs: Observation, side: int) -> list[ChooseRow]:
    """Every choice ``side`` could make now (its open rows with their modes)."""
    table = table_of(obs)
    return [ChooseRow(r, m) for r, cell in enumerate(obs.coiffeur_cells[side]) if cell is None
            for m in table[r].modes]


def chooser_points(pts: list[int], side: int, tricks_lost_before: bool, match_bonus: int) -> float:
    """The choosing team's raw points from a finished rollout, with the match where it took every trick.

    A rollout reports points, not tricks: a side with no points is taken to have lost every trick
    (a trick of no points is rare enough for a search estimate).
    """
    match = match_bonus if not tricks_lost_before and pts[1 - side] == 0 else 0
    return pts[side] + match


def _played_out(played: dict[tuple[int, Mode], float], world: World, chooser: int, mode: Mode,
                flags: SchieberFlags, step: int, rnd: Callable[[], float], bonus: int) -> float:
    """The choosing team's raw points when ``chooser`` plays ``mode`` in ``world`` (one rollout, remembered)."""
    key = (chooser, mode)
    if key not in played:
        pts = schieber_rollout(list(world.hands), int(mode), chooser, [], 0, flags, step, rnd)
        played[key] = chooser_points(pts, chooser % 2, False, bonus)
    return played[key]


class CoiffeurAI(SchieberAI):
    game = Game.COIFFEUR
    # estimated, not checked: one core's worlds per 0.8 CPU-s (cards 3,340, the row choice 755) times 1.9
    app_budget_worlds = SearchSize(card=6300, choice=1400)
    arena_presets = {"standard": Rules.coiffeur, "coiffeur": Rules.coiffeur,
                     "ten_rows": lambda **kw: Rules.coiffeur(coiffeur_rows=TEN_ROWS, **kw)}
    arena_count = "all"
    arena_unit = "partie"  # a Coiffeur is measured by the table, not by one hand

    # -- the levels' choice of a row --------------------------------------------

    def world_likelihood(self, obs: Observation) -> WorldLikelihood | None:
        # a row is chosen for the rows still open, not only for the hand: Schieber's model of the choice
        # misleads; silence about Weis means the same as in Schieber
        if not schieber_ai.WEIS_INFERENCE:
            return None
        from .experimental import silent_weis_likelihood

        return silent_weis_likelihood(obs)

    def heuristic_choice(self, player: PlayingSeat, obs: Observation) -> Action | None:
        table = table_of(obs)
        options = row_choices(obs)
        may_push = Push() in obs.legal_actions
        if player.level == "beginner":  # his best mode by feel, into the highest row that takes it
            points = {m: p + player.rng.gauss(0, BEGINNER_NOISE) for m, p in expected_points(obs.hand).items()}
            best = max(options, key=lambda a: (points[a.mode], table[a.row].factor))
            return Push() if may_push and points[best.mode] < BEGINNER_PUSH else best
        best, gain = medium_row(table, obs.hand, options)
        return Push() if may_push and gain < 0 else best

    # -- the Expert --------------------------------------------------------------

    def mode_tallies(self, expert: Searcher, obs: Observation, budget: float) -> dict[Action, Tally]:
        """Each choice's change to the final difference of the table (seat's team minus the other), summed.

        Playing mode m into row r now writes ``factor x points`` and leaves the other open rows to the
        team's later hands (:func:`table_gain`); pushing keeps every row open for a later hand and hands
        the choice on, valued by the receiver's choice (Medium's rule) played out in the same world, for
        or against the seat's team.
        """
        rng = expert.rng
        table = table_of(obs)
        options: list[Action] = [a for a in obs.legal_actions if a.kind in (ActionKind.CHOOSE_ROW, ActionKind.PUSH)]
        totals = {a: 0.0 for a in options}
        flags = SchieberFlags.of(obs.rules)
        side = obs.seat % 2
        masks = [open_mask(cells) for cells in obs.coiffeur_cells]
        bonus = obs.rules.match_bonus
        receiver = None
        if Push() in options:
            receiver = push_target(obs.coiffeur_cells, obs.seat, obs.step, obs.first_chooser, obs.pushers,
                                   obs.rules.options.push_to_partner)
        if fast_core.core_for(expert) is not None:  # the same worlds, rollouts and choices in the compiled core
            return self._core_tallies(expert, obs, budget, options, receiver)
        deadline = time.perf_counter() + budget
        rnd = rng.random
        worlds = 0
        while worlds < expert.choice_worlds and (worlds < 4 or time.perf_counter() < deadline):
            world = sample_world(obs, rng)
            played: dict[tuple[int, Mode], float] = {}  # a mode in two rows is played out once per world
            for action in options:
                if isinstance(action, ChooseRow):
                    points = _played_out(played, world, obs.seat, action.mode, flags, obs.step, rnd, bonus)
                    totals[action] += table_gain(table, masks[side], action.row, points)
                elif receiver is not None:
                    choice, _ = medium_row(table, world.hands[receiver], open_row_options(obs, receiver % 2))
                    points = _played_out(played, world, receiver, choice.mode, flags, obs.step, rnd, bonus)
                    gain = table_gain(table, masks[receiver % 2], choice.row, points)
                    totals[action] += gain if receiver % 2 == side else -gain
            worlds += 1
        return {a: Tally(totals[a], worlds) for a in options}

    def _core_tallies(self, expert: Searcher, obs: Observation, budget: float, options: list[Action],
                      receiver: int | None) -> dict[Action, Tally]:
        """:meth:`mode_tallies` in the compiled core: each option's table gain as numbers (factor, the open rows'
        worth after and before), the receiver's club choice as his options and the expected points' baselines."""
        table = table_of(obs)
        values = future_values(table)
        masks = [open_mask(cells) for cells in obs.coiffeur_cells]
        mine = masks[obs.seat % 2]
        rows = [(0, int(a.mode), table[a.row].factor, values[mine & ~(1 << a.row)], values[mine])
                if isinstance(a, ChooseRow) else (1, 0, 0, 0.0, 0.0) for a in options]
        theirs: list[tuple] = []
        sign = 1
        if receiver is not None:
            team = masks[receiver % 2]
            theirs = [(a.row, int(a.mode), table[a.row].factor, BASE_POINTS[baseline_key(table[a.row].kind)],
                       values[team & ~(1 << a.row)], values[team]) for a in open_row_options(obs, receiver % 2)]
            sign = 1 if receiver % 2 == obs.seat % 2 else -1
        expected = [(BASE_POINTS[key], POINTS_PER_SCORE[key], BASE_SCORES[key])
                    for key in (baseline_key(kind_of(Mode(m))) for m in range(10))]
        with fast_core.borrowed(expert.rng) as generator:
            totals, worlds = fast_core.search_rows(
                generator, fast_core.deal_of(obs), rows, -1 if receiver is None else receiver, theirs, sign, expected,
                obs.seat, SchieberFlags.of(obs.rules), obs.step, obs.rules.match_bonus, expert.choice_worlds, budget,
                ROLLOUT_EXPLORE)
        return {a: Tally(total, worlds) for a, total in zip(options, totals)}

    def endgame_solver(self, obs: Observation) -> tuple[SchieberEndgame, int]:
        """The choosing team's card points and its match, which the other team plays against (as the search
        counts a row): the value turned into the seat's by the sign."""
        bonus = obs.rules.match_bonus
        chooser = obs.declarer % 2
        matches = (bonus, 0) if chooser == 0 else (0, bonus)
        sign = 1 if obs.seat % 2 == chooser else -1
        return SchieberEndgame(int(obs.mode), SchieberFlags.of(obs.rules), obs.step, chooser, 0, matches), sign

    def mode_reason(self, obs: Observation, action: Action, value: float) -> Reason | None:
        """"Play Obenabe into the row Obenabe x5: your hand should take about 110 points, and this is the highest
        factor still open for it" (or a low factor for a weak hand), then what the hand brings (the trumps, the
        sure tricks) and the rows left; a push says why the hand is weak for the rows still open.  The search's
        figure is the hint's detail line."""
        if not isinstance(action, ChooseRow):
            modes = {m for r, cell in enumerate(obs.coiffeur_cells[obs.seat % 2]) if cell is None
                     for m in table_of(obs)[r].modes}
            return Reason("push_row", extra=weakness_reasons(obs, modes))
        table = table_of(obs)
        cells = obs.coiffeur_cells[obs.seat % 2]
        points = round(expected_points(obs.hand)[action.mode])  # as said, so the row's reason agrees with it
        params = {"row": table[action.row], "points": f"{points}", "value": f"{value:+.0f}"}
        extra = hand_reasons(obs, action.mode)[:ROW_HAND_FACTS] + open_rows_reasons(obs, cells)
        return Reason(row_template(table, cells, action, points), mode=action.mode, params=params, extra=extra)

    def card_search(self, expert: Searcher, obs: Observation, include_weis_cards: bool) -> CardSearch:
        """Schieber's search, valued by what counts in Coiffeur: the choosing team's points and its match."""
        flags = SchieberFlags.of(obs.rules)
        side = obs.seat % 2
        chooser_side = obs.chooser % 2
        lost_before = any(winner % 2 != chooser_side for _, _, winner in obs.tricks)
        bonus = obs.rules.match_bonus
        sign = 1 if side == chooser_side else -1

        def simulate(world: World, card: int, rnd: Callable[[], float]) -> float:
            hands = list(world.hands)
            hands[obs.seat] &= ~(1 << card)
            trick = list(obs.trick) + [card]
            pts = schieber_rollout(hands, int(obs.mode), obs.leader, trick, len(obs.tricks), flags, obs.step, rnd,
                                   exact_tricks=CARD_EXACT_TRICKS, side=chooser_side)
            return sign * chooser_points(pts, chooser_side, lost_before, bonus)

        kernel = fast_core.coiffeur_kernel(obs, flags, ROLLOUT_EXPLORE, CARD_EXACT_TRICKS, chooser_side, lost_before,
                                           bonus, sign)
        return CardSearch(legal_cards(obs), simulate, kernel=kernel)



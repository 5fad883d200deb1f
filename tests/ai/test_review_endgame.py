"""The review's endgame and its better line: in the last four tricks the labels are the exact solver's values over
the consistent worlds; a Mistake or Blunder shows what the better card would have done in the deal."""

import random

import pytest

from jassdesk.ai import fast_core
from jassdesk.ai.endgame import ALL_WORLDS_LIMIT, consistent_worlds
from jassdesk.ai.game_ai import legal_cards
from jassdesk.ai.review import (EXACT_TRICKS_LEFT, DecisionKind, Verdict, decision_points, exact_endgame,
                                hand_outline, hand_start, judge, review_hand, why_worse)
from jassdesk.ai.solver import NO_MATCH_SIDE, SchieberEndgame, match_alive, solve_schieber_tricks
from jassdesk.engine.actions import PLAY
from jassdesk.engine.card_play import SchieberFlags
from jassdesk.engine.cards import Card
from jassdesk.engine.determinize import sample_world
from jassdesk.engine.modes import Mode
from jassdesk.engine.rules import Rules
from jassdesk.engine.schieber import SchieberState
from positions import medium_hand

WORLDS = 300

# as in test_review: Rosen trump, seat 1 leads the Schilten As, the partner follows low, seat 3 schmiert the Ten
# (21 points); the person (seat 0, last) has no Schilten: a small trump takes the trick, the Schellen 6 throws it.
HANDS = ["H6 H7 D6 D7 D8 C6 C7 C8 C9", "SA S7 S8 S9 HA HK D9 DT CT",
         "S6 SJ SQ HJ H9 DJ DQ CJ CQ", "ST SK HT HQ H8 DK DA CK CA"]
LEAD = [PLAY[Card.from_code(c)] for c in ("SA", "S6", "ST")]
D6 = PLAY[Card.from_code("D6")]


def endgame_points(seed):
    start, actions = hand_start(medium_hand(Rules.schieber_swiss(), seed), 0)
    return [p for p in decision_points(start, actions, 0)
            if p.kind is DecisionKind.CARD and exact_endgame(p.obs) and len(legal_cards(p.obs)) > 1]


def test_the_endgame_is_the_last_four_tricks_of_a_four_player_hand():
    start, actions = hand_start(medium_hand(Rules.schieber_swiss(), 6), 0)
    for p in decision_points(start, actions, 0):
        if p.kind is DecisionKind.CARD:
            assert exact_endgame(p.obs) == (9 - p.trick <= EXACT_TRICKS_LEFT)
    start, actions = hand_start(medium_hand(Rules.differenzler(), 2), 0)
    assert not any(exact_endgame(p.obs) for p in decision_points(start, actions, 0) if p.kind is DecisionKind.CARD)


def test_the_solver_with_the_match_agrees_with_the_plain_solver_and_adds_the_match():
    """Without a match to make its values are the plain double-dummy solver's; a side that took every trick so
    far gets the bonus exactly where it takes the rest too."""
    (point, *_) = endgame_points(6)
    obs = point.obs
    flags = SchieberFlags.of(obs.rules)
    cards = legal_cards(obs)
    plain = SchieberEndgame(int(obs.mode), flags, obs.step, 0)
    with_match = SchieberEndgame(int(obs.mode), flags, obs.step, 0, 1, (100, -100))
    rng = random.Random(2)
    for _ in range(20):
        hands = sample_world(obs, rng).hands
        values = plain.card_values(list(hands), obs.leader, tuple(obs.trick), cards, NO_MATCH_SIDE)
        for c in cards:
            rest = list(hands)
            rest[0] &= ~(1 << c)
            left = 9 - len(obs.tricks)
            assert values[c] == solve_schieber_tricks(rest, int(obs.mode), obs.leader, tuple(obs.trick) + (c,), left,
                                                      flags, obs.step, 0)
        matched = with_match.card_values(list(hands), obs.leader, tuple(obs.trick), cards, 0)
        assert all(matched[c] >= values[c] for c in cards)  # the match can only add for the side that may make it
    assert match_alive([1, 1, 1]) == 1 and match_alive([0, 1]) == NO_MATCH_SIDE


def test_an_endgame_label_follows_the_solver_where_the_rollout_disagrees():
    """Hand 6's sixth trick: the rollout calls the card played Best, the solver over the same worlds a Mistake
    (benchmarks/review_endgame.py); the review says the solver's label, with the solver's mean values."""
    point = next(p for p in endgame_points(6) if p.trick == 5)
    exact = judge(point, WORLDS, seed=11)
    rollout = judge(point, WORLDS, seed=11, exact=False)
    assert exact.exact and not rollout.exact
    assert rollout.verdict in (Verdict.BEST, Verdict.GOOD)
    assert exact.verdict in (Verdict.MISTAKE, Verdict.BLUNDER)
    # the values are the exact solver's, averaged over every world the person could not tell apart (on the compiled
    # core) or over the worlds the review drew from its seed (without it)
    obs = point.obs
    flags = SchieberFlags.of(obs.rules)
    alive = match_alive([w % 2 for _, _, w in obs.tricks])
    assert alive == 1  # the opponents took every trick so far: their match is still on, worth 100 against us
    solver = SchieberEndgame(int(obs.mode), flags, obs.step, 0, 1, (100, -100))
    if fast_core.active():
        worlds = list(consistent_worlds(obs))
        assert len(worlds) <= ALL_WORLDS_LIMIT
    else:
        rng = random.Random(11)
        worlds = [sample_world(obs, rng).hands for _ in range(WORLDS)]
    totals = {c: 0 for c in legal_cards(obs)}
    for hands in worlds:
        for c, v in solver.card_values(list(hands), obs.leader, tuple(obs.trick), list(totals), alive).items():
            totals[c] += v
    assert {int(a.card): v for a, v in exact.values} == pytest.approx({c: t / len(worlds) for c, t in totals.items()})


def test_a_blunder_shows_what_the_better_card_would_have_done():
    state = SchieberState.from_position(Rules.schieber_seed(), HANDS, dealer=0, mode=Mode.TRUMP_ROSEN)
    (j,) = review_hand(state, LEAD + [D6], seat=0, worlds=60, seed=3).judgements
    assert j.verdict in (Verdict.MISTAKE, Verdict.BLUNDER)
    assert j.line is not None and j.played_line is not None
    assert j.line.card == j.better.card and j.played_line.card == D6.card
    first, played_first = j.line.tricks[0], j.played_line.tricks[0]
    # the whole trick, the cards on the table before the decision included, and who takes it
    assert [s for s, _ in first.plays] == [1, 2, 3, 0] and first.plays[-1] == (0, j.better.card)
    assert first.winner == 0 and first.points >= 21
    assert played_first.winner in (1, 3)
    assert len(j.line.tricks) == 2  # the rest of the trick and the next one
    worse = why_worse(j)
    assert worse is not None and worse.kind == "trick_lost" and worse.taker == played_first.winner
    assert worse.points == played_first.points >= 21


def test_the_lines_are_reproducible_for_a_seed():
    state = SchieberState.from_position(Rules.schieber_seed(), HANDS, dealer=0, mode=Mode.TRUMP_ROSEN)
    a = review_hand(state, LEAD + [D6], seat=0, worlds=40, seed=5).judgements[0]
    b = review_hand(state, LEAD + [D6], seat=0, worlds=40, seed=5).judgements[0]
    assert a.values == b.values and a.line == b.line and a.played_line == b.played_line


def test_an_endgame_mistake_is_shown_by_the_solvers_line():
    point = next(p for p in endgame_points(6) if p.trick == 5)
    j = judge(point, WORLDS, seed=11)
    assert j.line is not None and j.line.exact and j.played_line.exact
    assert j.line.card == j.better.card
    mine = [c for t in j.line.tricks for s, c in t.plays if s == 0]
    assert mine[0] == j.better.card  # the person's first card in the line is the better card
    again = judge(point, WORLDS, seed=11)
    assert again.values == j.values and again.line == j.line  # reproducible for a seed


def test_the_schmaus_review_shows_the_turned_card_and_the_stock_at_each_trick():
    record = medium_hand(Rules.schmaus(), 3)
    start, actions = hand_start(record, 0)
    outline = hand_outline(start, actions)
    state = start.copy()
    for a in actions:
        if state.decision.name == "PLAY":
            break
        state.apply(a)
    assert outline.turned == state.trump_card
    assert outline.steps[0].stock == tuple(state.stock) and len(outline.steps[0].stock) == 18
    sizes = [len(s.stock) for s in outline.steps[1:]]
    assert sizes[:9] == list(range(18, 0, -2)) and all(n == 0 for n in sizes[9:])
    assert outline.choice is None  # trump is turned, nobody chose it


def brute_force(hands, mode, flags, step, leader, trick, side, matches, alive):
    """Plain minimax over every card, the match scored at the end: the reference the solver must equal."""
    from jassdesk.engine.card_play import schieber_legal
    from jassdesk.engine.modes import LAST_TRICK_BONUS, POINTS, TRICK_MODES, trick_winner_index

    if len(trick) == 4:
        left = sum(h.bit_count() for h in hands) // 4 + 1
        tm = TRICK_MODES[mode][9 - left]
        winner = (leader + step * trick_winner_index(tm, trick)) % 4
        pts = sum(POINTS[tm][c] for c in trick) + (LAST_TRICK_BONUS if left == 1 else 0)
        gain = pts if winner % 2 == side else -pts
        alive = winner % 2 if alive == 2 else (alive if alive == winner % 2 else -1)
        if left == 1:
            return gain + (matches[alive] if alive in (0, 1) else 0)
        return gain + brute_force(hands, mode, flags, step, winner, [], side, matches, alive)
    seat = (leader + step * len(trick)) % 4
    values = []
    m = schieber_legal(hands[seat], trick, mode, flags)
    for c in [c for c in range(36) if m >> c & 1]:
        rest = list(hands)
        rest[seat] &= ~(1 << c)
        values.append(brute_force(rest, mode, flags, step, leader, trick + [c], side, matches, alive))
    return max(values) if seat % 2 == side else min(values)


@pytest.mark.parametrize("alive", [0, 1, NO_MATCH_SIDE])
def test_the_endgame_solver_equals_plain_minimax_with_the_match(alive):
    point = next(p for p in endgame_points(6) if 9 - p.trick <= 3)
    obs = point.obs
    flags = SchieberFlags.of(obs.rules)
    solver = SchieberEndgame(int(obs.mode), flags, obs.step, 0, 1, (100, -100))
    rng = random.Random(4)
    for _ in range(5):
        hands = sample_world(obs, rng).hands
        values = solver.card_values(list(hands), obs.leader, tuple(obs.trick), legal_cards(obs), alive)
        for c, v in values.items():
            rest = list(hands)
            rest[0] &= ~(1 << c)
            assert v == brute_force(rest, int(obs.mode), flags, obs.step, obs.leader, list(obs.trick) + [c], 0,
                                    (100, -100), alive)


def test_a_coiffeur_endgame_counts_the_choosing_teams_points_for_both_teams():
    """Coiffeur's value is the choosing team's points (and its match): solved for either team alone, the two
    teams' points under best play add up to the points left; the review's values are the chooser's, signed."""
    from jassdesk.ai.review import endgame_solver
    from jassdesk.engine.modes import LAST_TRICK_BONUS, POINTS

    start, actions = hand_start(medium_hand(Rules.coiffeur(), 5), 0)
    point = next(p for p in decision_points(start, actions, 0) if p.kind is DecisionKind.CARD
                 and exact_endgame(p.obs) and len(legal_cards(p.obs)) > 1 and int(p.obs.mode) < 4)
    obs = point.obs
    flags = SchieberFlags.of(obs.rules)
    solver, sign = endgame_solver(obs)
    assert solver.against == 0 and sign == (1 if obs.seat % 2 == obs.chooser % 2 else -1)
    rng = random.Random(8)
    cards = legal_cards(obs)
    for _ in range(5):
        hands = sample_world(obs, rng).hands
        mine = SchieberEndgame(int(obs.mode), flags, obs.step, 0, 0).card_values(
            list(hands), obs.leader, tuple(obs.trick), cards, NO_MATCH_SIDE)
        theirs = SchieberEndgame(int(obs.mode), flags, obs.step, 1, 0).card_values(
            list(hands), obs.leader, tuple(obs.trick), cards, NO_MATCH_SIDE)
        left = sum(POINTS[int(obs.mode)][c] for h in hands for c in range(36) if h >> c & 1)
        left += sum(POINTS[int(obs.mode)][c] for c in obs.trick) + LAST_TRICK_BONUS
        assert all(mine[c] + theirs[c] == left for c in cards)
    j = judge(point, 100, seed=2)
    assert j.exact and len(j.values) == len(cards)


def test_the_exact_endgame_shares_its_worlds_over_the_search_pool_reproducibly():
    """As in the app: the decision's worlds shared out over a helper process, the parts added up; the same
    seed and number of processes give the same values, and the label agrees with the search alone."""
    from jassdesk.ai.search_pool import SearchPool

    point = next(p for p in endgame_points(6) if p.trick == 5)
    with SearchPool(helpers=1) as pool:
        assert pool.wait_ready() == 1
        first = judge(point, WORLDS, seed=11, pool=pool)
        second = judge(point, WORLDS, seed=11, pool=pool)
    alone = judge(point, WORLDS, seed=11)
    assert first.exact and first.values == second.values
    assert first.verdict is alone.verdict

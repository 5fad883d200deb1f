"""Invariants over random complete Coiffeur Partien, and Schieber with Slalom (hypothesis).

Each row is filled exactly once per team; a hand's points equal the sum of
its tricks, each trick's points those of its own direction; undo and replay
are exact; an observation is the same in every world consistent with it.
"""

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from jassdesk.engine.actions import ChooseMode, ChooseRow, Decision, Push
from jassdesk.engine.cards import ALL_CARDS_MASK
from jassdesk.engine.coiffeur import RowWritten
from jassdesk.engine.coiffeur_table import EIGHT_ROWS, TEN_ROWS
from jassdesk.engine.determinize import sample_world
from jassdesk.engine.events import HandScored, ModeChosen, TrickWon
from jassdesk.engine.games import world_state
from jassdesk.engine.modes import POINTS, TRICK_MODES, Mode
from jassdesk.engine.record import GameRecord, new_state
from jassdesk.engine.refusal import IllegalAction
from jassdesk.engine.rules import Direction, Rules

coiffeur_rules = st.builds(
    Rules.coiffeur, coiffeur_rows=st.sampled_from([EIGHT_ROWS, TEN_ROWS, (("OBE", 2), ("JOKER", 3), ("SLALOM", 1))]),
    push_to_partner=st.booleans(), coiffeur_stoeck=st.booleans(), stoeck_automatic=st.booleans(),
    weis=st.booleans(), direction=st.sampled_from(list(Direction)))
slalom_rules = st.builds(Rules.schieber_swiss, slalom=st.just(True), multipliers=st.booleans(),
                         target=st.sampled_from([1000, 2500]))

SETTINGS = settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def play_random(rules, seed, choice_seed, max_actions=5000, each=None):
    state = new_state(rules, seed)
    rng = random.Random(choice_seed)
    events = list(state.initial_events)
    for _ in range(max_actions):
        if state.is_over:
            break
        legal = state.legal_actions()
        action = rng.choice(legal)
        if each is not None:
            each(state, legal, action, rng)
        events += state.apply(action)
    return state, events


@SETTINGS
@given(coiffeur_rules, st.integers(0, 2**31), st.integers(0, 2**31))
def test_every_row_is_filled_exactly_once_per_team_and_the_totals_are_the_table(rules, seed, choice_seed):
    state, events = play_random(rules, seed, choice_seed)
    assert state.is_over
    n_rows = len(rules.options.coiffeur_rows)
    written = [e for e in events if isinstance(e, RowWritten)]
    assert sorted((e.side, e.row) for e in written) == [(s, r) for s in (0, 1) for r in range(n_rows)]
    assert len(state.results) == 2 * n_rows
    for side in (0, 1):
        assert state.scores[side] == sum(e.written for e in written if e.side == side)
        assert state.scores[side] == sum(r.written[side] for r in state.results)
        assert all(cell is not None for cell in state.cells[side])
    for e in written:
        assert e.written == e.raw * rules.options.coiffeur_rows[e.row][1]
    for result in state.results:
        assert 0 in result.written  # only the choosing team writes
    a, b = state.scores
    assert state.winner == (0 if a > b else 1 if b > a else None)


def _hands_of(events):
    """Per hand: the chooser, the mode and the tricks (from the events), and the hand's result."""
    hands, chooser, mode, tricks = [], None, None, []
    for e in events:
        if isinstance(e, ModeChosen):
            chooser, mode, tricks = e.seat, e.mode, []
        elif isinstance(e, TrickWon):
            tricks.append(e)
        elif isinstance(e, HandScored) and e.result.complete:
            hands.append((chooser, mode, tricks, e.result))
    return hands


@SETTINGS
@given(st.one_of(coiffeur_rules, slalom_rules), st.integers(0, 2**31), st.integers(0, 2**31))
def test_a_hands_points_are_the_sum_of_its_tricks_each_in_its_own_direction(rules, seed, choice_seed):
    _, events = play_random(rules, seed, choice_seed, max_actions=1500)
    for chooser, mode, tricks, result in _hands_of(events):
        assert len(tricks) == 9
        played = 0
        per_side = [0, 0]
        for i, trick in enumerate(tricks):
            for c in trick.cards:
                assert not played >> c & 1
                played |= 1 << c
            expected = sum(POINTS[TRICK_MODES[mode][i]][c] for c in trick.cards) + (5 if i == 8 else 0)
            assert trick.points == expected
            per_side[trick.winner % 2] += trick.points
        assert played == ALL_CARDS_MASK
        if rules.game.value == "coiffeur":  # only the choosing team's points are kept
            side = chooser % 2
            assert result.card_points[side] == per_side[side] and result.card_points[1 - side] == 0
        else:
            assert list(result.card_points) == per_side
        if not mode.changes_direction:
            assert sum(per_side) == 157


def _probe(state, legal, action, rng):
    """Refused actions change nothing; the offered ones are legal; undo restores exactly."""
    before, history = state.snapshot(), state.history
    candidates = [ChooseMode(rng.choice(list(Mode))), Push(), ChooseRow(rng.randrange(-1, 12), rng.choice(list(Mode)))]
    for candidate in candidates:
        refusal = state.why(candidate)
        if refusal is None:
            assert candidate in legal
            continue
        assert refusal.message() and refusal.message("de") and refusal.message("fr") and refusal.message("it")
        try:
            state.apply(candidate)
        except IllegalAction as exc:
            assert exc.refusal == refusal
        else:
            raise AssertionError(f"{candidate} was refused but applied")
        assert state.snapshot() == before and state.history == history
    state.apply(action)
    state.undo()
    assert state.snapshot() == before and state.history == history


@SETTINGS
@given(coiffeur_rules, st.integers(0, 2**31), st.integers(0, 2**31))
def test_refusals_change_nothing_and_undo_restores(rules, seed, choice_seed):
    play_random(rules, seed, choice_seed, max_actions=300, each=_probe)


@SETTINGS
@given(st.one_of(coiffeur_rules, slalom_rules), st.integers(0, 2**31), st.integers(0, 2**31))
def test_replay_and_undo_are_exact(rules, seed, choice_seed):
    state, _ = play_random(rules, seed, choice_seed, max_actions=100 + choice_seed % 700)
    again = GameRecord.from_json(GameRecord.of(state).to_json())
    replayed = again.replay()
    assert replayed.snapshot() == state.snapshot() and replayed.history == state.history
    fresh = new_state(rules, seed)
    while state.can_undo():
        state.undo()
    assert state.snapshot() == fresh.snapshot()


@SETTINGS
@given(st.one_of(coiffeur_rules, slalom_rules), st.integers(0, 2**31), st.integers(0, 2**31))
def test_observation_leaks_nothing(rules, seed, choice_seed):
    """Resample every hidden card, rebuild the state, observe again: the same observation."""
    rng = random.Random(choice_seed)
    checked = 0

    def check(state, legal, action, _):
        nonlocal checked
        if state.decision is Decision.PLAY and rng.random() < 0.2:
            for seat in range(4):
                obs = state.observation(seat)
                assert world_state(obs, sample_world(obs, rng)).observation(seat) == obs
            checked += 1

    play_random(rules, seed, choice_seed, max_actions=400, each=check)

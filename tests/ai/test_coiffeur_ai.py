"""The Coiffeur AI: the choice of a row by level, and rollouts and the double-dummy end that know each
trick's direction in Slalom and Guschti."""

import random

import pytest
from deals import deal

from jassdesk.ai.coiffeur import BASE_POINTS, CoiffeurAI, expected_points, future_values, table_gain
from jassdesk.ai.expert import ExpertPlayer
from jassdesk.ai.levels import make_player
from jassdesk.ai.schieber_rollout import schieber_rollout
from jassdesk.ai.solver import solve_schieber_tricks
from jassdesk.engine.actions import ChooseRow, Decision, Push
from jassdesk.engine.card_play import SchieberFlags
from jassdesk.engine.coiffeur import CoiffeurState
from jassdesk.engine.coiffeur_table import EIGHT_ROWS, JOKER, CoiffeurRow
from jassdesk.engine.modes import Mode
from jassdesk.engine.rules import Rules

STRONG_OBENABE = "HA DA SA CA HK DK SK CK HQ"
WEAK = "D7 D8 D9 S7 S8 S9 C7 C8 C9"
JOKERS_PLAYED = (None,) * 6 + (40, 40)


def choice_position(hand: str, cells=None, **options) -> CoiffeurState:
    """Seat 1, the Vorhand of dealer 0, chooses with ``hand``."""
    return CoiffeurState.from_position(Rules.coiffeur(**options), deal(None, hand), dealer=0, cells=cells)


def test_expected_points_follow_the_hand():
    strong = expected_points(deal(STRONG_OBENABE)[0])
    assert strong[Mode.OBENABE] > BASE_POINTS[JOKER] > strong[Mode.UNDENUFE]
    weak = expected_points(deal(WEAK)[0])
    assert max(weak.values()) < BASE_POINTS["OBE"]


@pytest.mark.parametrize("level", ["medium", "expert"])
def test_a_strong_hand_goes_into_the_highest_factor_that_takes_it(level):
    player = ExpertPlayer(seed=1, budget=float("inf"), max_worlds=40) if level == "expert" else make_player(level)
    state = choice_position(STRONG_OBENABE)
    action = player.choose(state.observation(1))
    assert action == ChooseRow(7, Mode.OBENABE)  # the x8 joker
    state = choice_position(STRONG_OBENABE, cells=((None,) * 8, JOKERS_PLAYED))
    assert player.choose(state.observation(1)) == ChooseRow(4, Mode.OBENABE)  # jokers gone: Obenabe x5


def test_a_weak_hand_is_pushed_or_when_forced_fills_a_low_row():
    medium = make_player("medium")
    state = choice_position(WEAK)
    assert medium.choose(state.observation(1)) == Push()
    forced = choice_position(WEAK, cells=((0,) * 8, (None,) * 8))  # seat 1 alone can choose: pushing comes back
    forced.apply(Push())  # to seat 3, who pushes back too
    forced.apply(Push())
    assert forced.current_player == 1 and forced.must_choose
    action = medium.choose(forced.observation(1))
    assert isinstance(action, ChooseRow) and forced.table[action.row].factor == 1


def test_the_expert_values_every_choice_and_pushing_and_plays_the_best():
    """Sevens, eights and nines in three suits: bad in Obenabe, the next best cards in Undenufe once the
    sixes fall.  The simulation sees it (the hand-strength rule of thumb does not), and pushing to the
    partner is worse: the weak hand stays in the team whoever chooses."""
    expert = ExpertPlayer(seed=2, budget=float("inf"), max_worlds=60)
    state = choice_position(WEAK, push_to_partner=True)
    obs = state.observation(1)
    values = expert.mode_values(obs, 0.0)
    assert set(values) == set(state.legal_actions())
    best = max(values, key=values.get)
    assert best == ChooseRow(5, Mode.UNDENUFE) and values[best] > values[Push()]
    assert values[ChooseRow(5, Mode.UNDENUFE)] > values[ChooseRow(4, Mode.OBENABE)]
    assert ExpertPlayer(seed=2, budget=float("inf"), max_worlds=60).choose(obs) == best


EIGHT = tuple(CoiffeurRow(kind, factor) for kind, factor in EIGHT_ROWS)
ALL_OPEN = (1 << 8) - 1


def forced_choice(hand: str, own_cells: tuple) -> CoiffeurState:
    """Seat 1 must choose with ``hand``: the other team has no open row, so the pushes come back to him."""
    state = choice_position(hand, cells=((0,) * 8, own_cells))
    state.apply(Push())
    state.apply(Push())
    assert state.current_player == 1 and state.must_choose
    return state


def test_open_rows_are_worth_more_together_than_their_baselines():
    """A single open row is worth an ordinary hand times its factor; several open rows are worth more,
    since each later hand goes where it scores best; so filling the x1 row costs more than its baseline."""
    values = future_values(EIGHT)
    assert values[1 << 7] == pytest.approx(8 * BASE_POINTS[JOKER], rel=0.05)
    assert values[1] == pytest.approx(BASE_POINTS["trump"], rel=0.05)
    assert values[ALL_OPEN] > sum(row.factor * BASE_POINTS["trump" if len(row.kind) == 1 else row.kind]
                                  for row in EIGHT)
    assert values[ALL_OPEN] - values[ALL_OPEN & ~1] > BASE_POINTS["trump"] + 20
    # a weak hand's 60 points cost least in the x1 row, a strong hand's 150 gain most in the x8 joker
    assert max(range(8), key=lambda r: table_gain(EIGHT, ALL_OPEN, r, 60)) == 0
    assert max(range(8), key=lambda r: table_gain(EIGHT, ALL_OPEN, r, 150)) == 7


def test_the_expert_keeps_bauer_nell_and_four_aces_for_the_highest_factor():
    expert = ExpertPlayer(seed=3, budget=float("inf"), max_worlds=30)
    state = choice_position("CJ C9 CA CK HA DA SA H6 D6")
    assert expert.choose(state.observation(1)) == ChooseRow(7, Mode.TRUMP_SCHELLEN)  # the x8 joker


def test_the_expert_fills_the_low_row_with_a_weak_hand_that_must_be_played():
    """Eicheln with the Nell and two tens is a poor hand anywhere: into the x1 row while every row is open."""
    expert = ExpertPlayer(seed=4, budget=float("inf"), max_worlds=30)
    state = forced_choice("D9 DT DQ S8 SQ H8 HQ C8 CT", (None,) * 8)
    assert expert.choose(state.observation(1)) == ChooseRow(0, Mode.TRUMP_EICHELN)


def test_the_forced_choice_takes_the_least_damaging_row():
    """Only Eicheln x1 and the x8 joker are open and the hand has no Eicheln: its best mode would still
    lose more in the x8 than the few trump points lose in the x1, which a later hand could not fill better."""
    expert = ExpertPlayer(seed=5, budget=float("inf"), max_worlds=30)
    state = forced_choice("S8 SQ H8 HQ C8 CT CQ H7 S7", (None,) + (7,) * 6 + (None,))
    assert expert.choose(state.observation(1)) == ChooseRow(0, Mode.TRUMP_EICHELN)


@pytest.mark.parametrize("mode", [Mode.SLALOM_OBENABE, Mode.SLALOM_UNDENUFE, Mode.GUSCHTI_OBENABE,
                                  Mode.GUSCHTI_UNDENUFE])
@pytest.mark.parametrize("seed", range(4))
def test_rollouts_and_the_double_dummy_end_know_each_tricks_direction(mode, seed):
    """From the start of the last two tricks the solver equals a minimax over the engine's own states; a
    rollout of the last trick scores what the engine scores."""
    rng = random.Random(seed)
    row = 0 if mode < Mode.GUSCHTI_OBENABE else 1
    rules = Rules.coiffeur(coiffeur_rows=(("SLALOM", 7), ("GUSCHTI", 8)))
    cells = ((0, 0), (None, 0) if row == 0 else (0, None))  # the Partie's last row: the state stays after it
    cards = list(range(36))
    rng.shuffle(cards)
    state = CoiffeurState.from_position(rules, [cards[9 * s: 9 * s + 9] for s in range(4)], dealer=0, cells=cells)
    state.apply(ChooseRow(row, mode))
    while len(state.tricks) < 7:
        state.apply(rng.choice(state.legal_actions()))
    flags = SchieberFlags.of(rules)
    side = state.current_player % 2

    def diff(s: CoiffeurState) -> int:
        return s.card_pts[side] - s.card_pts[1 - side]

    def minimax(s: CoiffeurState) -> int:
        if s.is_over:
            return diff(s)
        values = []
        for action in s.legal_actions():
            s.apply(action)
            values.append(minimax(s))
            s.undo()
        return max(values) if s.current_player % 2 == side else min(values)

    expected = minimax(state) - diff(state)
    assert solve_schieber_tricks(list(state.hands), int(mode), state.leader, (), 2, flags, state.step, side) \
        == expected
    for _ in range(4):
        state.apply(state.legal_actions()[0])
    pts = schieber_rollout(list(state.hands), int(mode), state.leader, [], 8, flags, state.step, rng.random)
    before = state.card_pts
    for _ in range(4):
        state.apply(state.legal_actions()[0])
    assert state.is_over and [a - b for a, b in zip(state.card_pts, before)] == pts


def test_the_hint_explains_the_row_choice_in_the_players_language_and_deck():
    from jassdesk.ai.hints import hint
    from jassdesk.engine.cards import Deck
    state = choice_position(STRONG_OBENABE, cells=((None,) * 8, JOKERS_PLAYED))
    h = hint(state.observation(1), budget=0.05, seed=1)
    assert h.best == ChooseRow(4, Mode.OBENABE)
    assert h.reason("en").startswith("Play Obenabe (top down) into the row Obenabe x5: your hand should take about ")
    assert h.reason("de", Deck.FRENCH).startswith("Spielen Sie Obenabe in die Zeile Obenabe x5: Ihre Hand macht")
    # the runner-up names its row with the factor, and what it would cost
    assert h.alternatives.template == "runner_up_row"
    import re
    assert re.search(r"\. Playing .+ into the row .+ x\d+ would cost about \d+ points\.$", h.reason("en"))
    why = CoiffeurAI().mode_reason(choice_position(WEAK).observation(1), Push(), -12.0)
    assert why.text("en").startswith("Push: none of your team's open rows pays with this hand; the choice passes "
                                      "on. Even ")  # then why the hand is weak
    assert why.text("it").startswith("Passa: nessuna riga aperta della tua squadra rende con questa mano; "
                                     "la scelta passa oltre.")


def test_the_expert_reads_silence_about_weis_in_coiffeur_as_in_schieber(monkeypatch):
    """The row choice says nothing to the Coiffeur Expert, but a first card played without a Weis does (where
    the table plays with Weis: Coiffeur's default does not)."""
    from jassdesk.ai.experimental import SILENT_WEIS_KEEP
    from jassdesk.engine.determinize import World
    from jassdesk.engine.weis import maximal_weis
    from jassdesk.engine.rules import Game

    from jassdesk.ai import schieber as schieber_ai

    monkeypatch.setattr(schieber_ai, "WEIS_INFERENCE", True)
    state = choice_position("HJ H9 HA DK D6 SA SQ C6 C8", weis=True)  # no Weis in the Vorhand's hand
    state.apply(ChooseRow(0, Mode.TRUMP_EICHELN))
    assert state.observation(2).mode is not None
    assert CoiffeurAI().world_likelihood(state.observation(2)) is None  # no one has played: nothing to read
    state.apply(next(a for a in state.legal_actions() if not a.weis))
    likelihood = CoiffeurAI().world_likelihood(state.observation(2))
    assert likelihood(World(tuple(state.hands))) == 1.0
    hands = list(state.hands)
    hands[1], hands[3] = hands[3] & ~(1 << max(c for c in range(36) if hands[3] >> c & 1)), 0
    hands[3] = (state.hands[1] | state.hands[3]) & ~hands[1]
    assert maximal_weis(hands[1] | state.observation(2).played_by[1], Game.SCHIEBER)  # seat 3's cards hold runs
    assert likelihood(World(tuple(hands))) == SILENT_WEIS_KEEP

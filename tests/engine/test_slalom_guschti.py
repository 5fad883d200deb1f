"""Slalom and Guschti (RULES section 8), and Slalom as a Schieber option (RULES section 4), on hand-built deals.

The trick winner and the points of each trick are checked against an oracle
written here from RULES sections 2 and 8 alone (the direction table, the
rank orders and the points), not from the engine's tables.
"""

import random

import pytest
from deals import cards

from jassdesk.engine.actions import PLAY, ChooseMode, ChooseRow, Decision
from jassdesk.engine.cards import Card, Rank
from jassdesk.engine.coiffeur import CoiffeurState
from jassdesk.engine.events import StoeckWritten, TrickWon
from jassdesk.engine.modes import Mode
from jassdesk.engine.rules import Rules
from jassdesk.engine.schieber import SchieberState

C = Card.from_code
O, U = "obe", "unde"
# RULES section 8, written out
DIRECTIONS = {
    Mode.SLALOM_OBENABE: [O, U, O, U, O, U, O, U, O],
    Mode.SLALOM_UNDENUFE: [U, O, U, O, U, O, U, O, U],
    Mode.GUSCHTI_OBENABE: [O, O, O, O, O, U, U, U, U],
    Mode.GUSCHTI_UNDENUFE: [U, U, U, U, U, O, O, O, O],
}
# RULES section 2: points by direction
POINTS = {O: {Rank.AS: 11, Rank.BANNER: 10, Rank.EIGHT: 8, Rank.KOENIG: 4, Rank.OBER: 3, Rank.UNDER: 2},
          U: {Rank.SIX: 11, Rank.BANNER: 10, Rank.EIGHT: 8, Rank.KOENIG: 4, Rank.OBER: 3, Rank.UNDER: 2}}

# Four hands of whole ladders, so that the direction alone decides who takes a trick.
LADDERS = [
    "H9 HJ D9 DJ S9 SJ C9 CJ CT",  # seat 0
    "H6 HA D6 DA S6 SA C6 CA HT",  # seat 1, the Vorhand of dealer 0
    "H7 HK D7 DK S7 SK C7 CK DT",  # seat 2
    "H8 HQ D8 DQ S8 SQ C8 CQ ST",  # seat 3
]


def oracle(direction: str, trick: list[int]) -> tuple[int, int]:
    """(position of the winning card, points of the trick without the last-trick bonus), from RULES alone."""
    led = Card(trick[0]).suit
    followers = [i for i, c in enumerate(trick) if Card(c).suit == led]
    rank = (lambda i: int(Card(trick[i]).rank)) if direction == O else (lambda i: -int(Card(trick[i]).rank))
    return max(followers, key=rank), sum(POINTS[direction].get(Card(c).rank, 0) for c in trick)


def slalom_state(mode: Mode, **options) -> SchieberState:
    rules = Rules.schieber_swiss(slalom=True, weis=False, **options)
    return SchieberState.from_position(rules, [cards(h) for h in LADDERS], dealer=0, mode=mode)


def play(state: SchieberState, *codes: str) -> list:
    events = []
    for code in codes:
        events += state.apply(PLAY[C(code)])
    return events


@pytest.mark.parametrize("mode", list(DIRECTIONS))
def test_the_engine_names_the_direction_of_every_trick(mode):
    expected = [Mode.OBENABE if d == O else Mode.UNDENUFE for d in DIRECTIONS[mode]]
    assert [mode.trick_mode(i) for i in range(9)] == expected
    state = slalom_state(mode) if mode < Mode.GUSCHTI_OBENABE else None
    if state is not None:
        assert [state.trick_direction(i) for i in range(9)] == expected
        assert state.trick_direction() == expected[0]  # the trick being played
        assert state.observation(2).trick_mode == expected[0]


def test_slalom_obenabe_tricks_change_direction_winner_and_points():
    state = slalom_state(Mode.SLALOM_OBENABE)
    assert state.current_player == 1  # the Vorhand leads in Schieber whoever chose
    # trick 1, Obenabe: the As takes it; As 11 + 8 = 19
    events = play(state, "HA", "H7", "H8", "H9")
    assert [e for e in events if isinstance(e, TrickWon)] == [TrickWon(1, 1, tuple(cards("HA H7 H8 H9")), 19)]
    assert state.trick_direction() == Mode.UNDENUFE and state.observation(0).trick_mode == Mode.UNDENUFE
    # trick 2, Undenufe: the 6 takes it over König, Ober, Under; 6 11 + K 4 + Q 3 + J 2 = 20
    events = play(state, "H6", "HK", "HQ", "HJ")
    assert [e for e in events if isinstance(e, TrickWon)] == [TrickWon(1, 1, tuple(cards("H6 HK HQ HJ")), 20)]
    # trick 3, Obenabe again: the König beats 9, 8 and 6; the 6 is worth nothing now; K 4 + 8 = 12
    events = play(state, "D6", "DK", "D8", "D9")
    assert [e for e in events if isinstance(e, TrickWon)] == [TrickWon(2, 1, tuple(cards("D6 DK D8 D9")), 12)]
    # trick 4, Undenufe, seat 2 leads: his 7 is the lowest left and takes it; the As is worth nothing
    events = play(state, "D7", "DQ", "DJ", "DA")
    assert [e for e in events if isinstance(e, TrickWon)] == [TrickWon(2, 2, tuple(cards("D7 DQ DJ DA")), 5)]
    assert state.card_pts == (5 + 12, 19 + 20)


@pytest.mark.parametrize("mode", list(DIRECTIONS))
@pytest.mark.parametrize("seed", range(6))
def test_every_trick_is_ranked_and_scored_by_its_own_direction(mode, seed):
    """Random legal play: each trick's winner and points as the oracle says; the hand is their sum plus 5."""
    rules = Rules.coiffeur(coiffeur_rows=(("SLALOM", 7), ("GUSCHTI", 8)))
    rng = random.Random(seed)
    deck = list(range(36))
    rng.shuffle(deck)
    state = CoiffeurState.from_position(rules, [deck[9 * s: 9 * s + 9] for s in range(4)], dealer=seed % 4)
    state.apply(ChooseRow(0 if mode < Mode.GUSCHTI_OBENABE else 1, mode))
    tricks = []
    while state.decision is Decision.PLAY and state.hand_no == 0:
        tricks += [e for e in state.apply(rng.choice(state.legal_actions())) if isinstance(e, TrickWon)]
    assert len(tricks) == 9
    total = [0, 0]
    for i, trick in enumerate(tricks):
        position, points = oracle(DIRECTIONS[mode][i], list(trick.cards))
        assert trick.winner == (trick.leader + position) % 4, f"trick {i + 1}"
        assert trick.points == points + (5 if i == 8 else 0), f"trick {i + 1}"
        total[trick.winner % 2] += trick.points
    chooser_side = (seed % 4 + 1) % 2  # the Vorhand chose
    assert state.results[0].card_points == tuple(total[s] if s == chooser_side else 0 for s in (0, 1))


def test_slalom_is_off_by_default_and_guschti_is_a_coiffeur_row_only():
    state = SchieberState.from_position(Rules.schieber_swiss(), [cards(h) for h in LADDERS], dealer=0)
    assert ChooseMode(Mode.SLALOM_OBENABE) not in state.legal_actions()
    refusal = state.why(ChooseMode(Mode.SLALOM_UNDENUFE))
    assert refusal.rule == "slalom_off"
    assert refusal.message("de") == "Slalom wird in dieser Partie nicht gespielt: die Option ist aus."
    on = SchieberState.from_position(Rules.schieber_swiss(slalom=True), [cards(h) for h in LADDERS], dealer=0)
    legal = on.legal_actions()
    assert ChooseMode(Mode.SLALOM_OBENABE) in legal and ChooseMode(Mode.SLALOM_UNDENUFE) in legal
    assert ChooseMode(Mode.GUSCHTI_OBENABE) not in legal
    assert on.why(ChooseMode(Mode.GUSCHTI_OBENABE)).message() == "Guschti is only played as a row of the Coiffeur."


def test_slalom_multiplies_by_three_whatever_the_undenufe_setting():
    rules = Rules.schieber_swiss(slalom=True, multipliers=True, undenufe_x4=True)
    assert rules.multiplier(Mode.SLALOM_UNDENUFE) == 3 == rules.multiplier(Mode.SLALOM_OBENABE)
    assert rules.multiplier(Mode.UNDENUFE) == 4


def test_slalom_hand_scores_its_per_trick_sum_times_three_and_has_no_stoeck():
    state = slalom_state(Mode.SLALOM_UNDENUFE, multipliers=True)
    events = []
    while state.decision is Decision.PLAY:
        events += state.apply(state.legal_actions()[0])
    result = state.results[0]
    tricks = [e for e in events if isinstance(e, TrickWon)]
    assert sum(result.card_points) == sum(t.points for t in tricks)
    assert result.multiplier == 3 and result.written == tuple(3 * p for p in result.raw_total)
    assert not [e for e in events if isinstance(e, StoeckWritten)]  # seat 2 held König and Ober of Rosen


def test_slalom_match_is_worth_the_match_bonus():
    whole_rosen = ["S6 S7 S8 S9 ST SJ SQ SK SA", "H6 H7 H8 H9 HT HJ HQ HK HA",
                   "D6 D7 D8 D9 DT DJ DQ DK DA", "C6 C7 C8 C9 CT CJ CQ CK CA"]
    state = SchieberState.from_position(Rules.schieber_swiss(slalom=True, weis=False),
                                        [cards(h) for h in whole_rosen], dealer=0, mode=Mode.SLALOM_OBENABE)
    while state.decision is Decision.PLAY:
        state.apply(state.legal_actions()[0])
    result = state.results[0]
    assert result.match == (0, 100)
    assert result.card_points[0] == 0 and result.raw_total[1] == result.card_points[1] + 100


# A Weis in the first trick is compared in that trick's direction: 6-7-8 beats 7-8-9 in Undenufe.
WEIS_DEAL = ["HT HK DJ DK S8 SK CT CJ C8", "H6 H7 H8 DA ST SQ CK C6 C9",
             "D7 D8 D9 HA HJ SJ S6 CA C7", "H9 HQ D6 DT DQ S7 S9 SA CQ"]


@pytest.mark.parametrize("mode, side", [(Mode.SLALOM_UNDENUFE, 1), (Mode.SLALOM_OBENABE, 0)])
def test_a_weis_is_compared_in_the_direction_of_the_first_trick(mode, side):
    state = SchieberState.from_position(Rules.schieber_swiss(slalom=True), [cards(h) for h in WEIS_DEAL],
                                        dealer=0, mode=mode)
    for _ in range(4):
        legal = state.legal_actions()
        state.apply(next((a for a in legal if a.weis), legal[0]))
    assert state.weis_side == side
    assert state.weis_pts[side] == 20 and state.weis_pts[1 - side] == 0

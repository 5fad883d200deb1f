"""The review after a hand: labels by the expected points given up, judged from the person's observation only."""

import pytest

from jassdesk.ai.levels import make_player
from jassdesk.ai.review import (THRESHOLDS, DecisionKind, ModeChoice, Verdict, decision_points, finished_hands,
                                hand_outline, hand_start, judge, review_hand, review_record, verdict_for)
from jassdesk.engine.actions import PLAY, ChooseMode, ExchangeSix, Play, Push
from jassdesk.engine.cards import Card
from jassdesk.engine.games import new_state
from jassdesk.engine.modes import Mode
from jassdesk.engine.record import GameRecord
from jassdesk.engine.rules import Rules
from jassdesk.engine.schieber import SchieberState
from positions import medium_hand

WORLDS = 40  # small: fast tests; the figures that matter are far apart

# Rosen trump; seat 1 leads the Schilten As, the partner follows low, seat 3 schmiert the Ten: 21 points.
# The person (seat 0, last) has no Schilten and two small trumps: ruffing takes the rich trick for sure,
# a Schellen 6 throws it to the opponents.
HANDS = ["H6 H7 D6 D7 D8 C6 C7 C8 C9", "SA S7 S8 S9 HA HK D9 DT CT",
         "S6 SJ SQ HJ H9 DJ DQ CJ CQ", "ST SK HT HQ H8 DK DA CK CA"]
LEAD = [PLAY[Card.from_code(c)] for c in ("SA", "S6", "ST")]
D6, H6, H7 = (PLAY[Card.from_code(c)] for c in ("D6", "H6", "H7"))


def trump_deal(hands=HANDS):
    return SchieberState.from_position(Rules.schieber_seed(), hands, dealer=0, mode=Mode.TRUMP_ROSEN)


def test_thresholds_cover_every_loss():
    assert verdict_for(0.0) is Verdict.BEST
    limits = [limit for _, limit in THRESHOLDS]
    assert limits == sorted(limits)
    for (verdict, limit) in THRESHOLDS:
        assert verdict_for(limit) is verdict
    assert verdict_for(THRESHOLDS[-1][1] + 0.1) is Verdict.BLUNDER


def test_not_ruffing_a_rich_trick_is_a_blunder_with_the_better_card_named():
    review = review_hand(trump_deal(), LEAD + [D6], seat=0, worlds=WORLDS, seed=3)
    (j,) = review.judgements
    assert j.point.kind is DecisionKind.CARD
    assert j.verdict in (Verdict.MISTAKE, Verdict.BLUNDER)
    assert j.better is not None and j.better.card in (H6.card, H7.card)
    assert j.why is not None and j.why.text("en")
    # "find a better card": the ruff would have been the best, the 6 is what was played
    assert j.verdict_of(j.better) is Verdict.BEST
    assert j.verdict_of(D6) is j.verdict


def test_taking_the_trick_is_best():
    (j,) = review_hand(trump_deal(), LEAD + [H6], seat=0, worlds=WORLDS, seed=3).judgements
    assert j.verdict in (Verdict.BEST, Verdict.GOOD)


def test_verdicts_never_depend_on_the_hidden_cards():
    """The opponents' and partner's unseen cards swapped (no void shown is broken): the same values, the same labels."""
    swapped = ["H6 H7 D6 D7 D8 C6 C7 C8 C9", "SA S7 SQ S9 HT HK D9 DA CT",
               "S6 SJ S8 HJ HA DJ DK CJ CA", "ST SK H9 HQ H8 DQ DT CK CQ"]
    first = review_hand(trump_deal(), LEAD + [D6], seat=0, worlds=WORLDS, seed=5).judgements[0]
    second = review_hand(trump_deal(swapped), LEAD + [D6], seat=0, worlds=WORLDS, seed=5).judgements[0]
    assert first.values == second.values
    assert first.verdict is second.verdict


@pytest.mark.parametrize("rules", [Rules.schieber_swiss(), Rules.schmaus()], ids=["schieber", "schmaus"])
def test_a_whole_hand_is_reviewed_and_its_last_card_is_forced(rules):
    record = medium_hand(rules, 4)
    assert finished_hands(record) == 1
    review = review_record(record, 0, 0, worlds=10, seed=1)
    start, actions = hand_start(record, 0)
    assert len(review.judgements) == len(decision_points(start, actions, 0))
    cards = [j for j in review.judgements if j.point.kind is DecisionKind.CARD]
    assert len(cards) == (9 if rules.n_players == 4 else 18)
    assert cards[-1].verdict is Verdict.FORCED and cards[-1].values == ()
    assert all(j.point.obs.seat == 0 for j in review.judgements)
    assert sum(review.counts().values()) == len(review.judgements)


def test_a_hand_that_is_not_in_the_record_is_refused():
    with pytest.raises(ValueError):
        hand_start(medium_hand(Rules.schieber_swiss(), 1), 3)


def test_the_mode_decision_and_pushing_are_judged():
    state = SchieberState.from_position(Rules.schieber_seed(), HANDS, dealer=3)  # the person is the Vorhand
    actions = [Push(), ChooseMode(Mode.OBENABE)]
    (j,) = review_hand(state, actions, seat=0, worlds=20, seed=2).judgements
    assert j.point.kind is DecisionKind.MODE and j.point.action == Push()
    assert Push() in j.choices and len(j.values) > 2
    assert j.verdict is not Verdict.FORCED


def test_the_review_knows_who_chose_the_mode_and_who_pushed():
    state = SchieberState.from_position(Rules.schieber_seed(), HANDS, dealer=3)  # seat 0 is the Vorhand
    assert hand_outline(state, [Push(), ChooseMode(Mode.OBENABE)]).choice == ModeChoice(chooser=2, pushed_by=0)
    assert hand_outline(state, [ChooseMode(Mode.OBENABE)]).choice == ModeChoice(chooser=0)
    record = medium_hand(Rules.schmaus(), 4)  # Schmaus turns its trump up: nobody chose it
    assert hand_outline(*hand_start(record, 0)).choice is None


def test_one_replay_outlines_the_deal_the_tricks_the_mode_and_its_chooser():
    record = medium_hand(Rules.schieber_swiss(), 4)
    start, actions = hand_start(record, 0)
    outline = hand_outline(start, actions)
    assert [s.number for s in outline.steps] == list(range(10))  # the deal, then the nine tricks
    assert all(len(s.plays) == 4 and s.winner is not None for s in outline.steps[1:])
    played = [card for s in outline.steps[1:] for _, card in s.plays]
    assert sorted(played) == list(range(36))
    assert outline.mode is next(a.mode for a in actions if isinstance(a, ChooseMode))
    vorhand = start.current_player
    pushed = isinstance(actions[0], Push)
    assert outline.choice == (ModeChoice((vorhand + 2) % 4, vorhand) if pushed else ModeChoice(vorhand))


def test_the_schmaus_trump_six_exchange_is_judged_once():
    rules = Rules.schmaus()
    for seed in range(40):
        state = new_state(rules, seed)
        players = [make_player("beginner", seed=s) for s in range(2)]  # the Beginner exchanges at once
        while not state.results:
            seat = state.current_player
            state.apply(players[seat].choose(state.observation(seat)))
        record = GameRecord.of(state)
        start, actions = hand_start(record, 0)
        points = decision_points(start, actions, 0)
        exchanges = [p for p in points if p.kind is DecisionKind.EXCHANGE]
        if exchanges:
            break
    else:
        pytest.fail("no deal gave seat 0 the trump 6")
    (p,) = exchanges
    assert p.action == ExchangeSix() and p.after_exchange is not None
    j = judge(p, worlds=10, seed=1)
    assert ExchangeSix() in j.choices and len(j.values) == 2


def test_an_announcement_left_unsaid_costs_its_points():
    rules = Rules.schieber_swiss()  # Weis on: the person's Weis (Schellen three, Eicheln four) goes with the first card
    state = SchieberState.from_position(rules, HANDS, dealer=0, mode=Mode.TRUMP_ROSEN)
    actions = []
    twin = state.copy()
    for play in LEAD:  # the others play their cards without a word
        actions.append(play)
        twin.apply(play)
    assert any(a.weis for a in twin.legal_actions())
    points = [j for j in review_hand(state, actions + [H6], 0, worlds=10).judgements
              if j.point.kind is DecisionKind.ANNOUNCE]
    (j,) = points
    assert j.loss == 70 and j.verdict is Verdict.BLUNDER  # the three (20) and the four (50) not written
    assert j.better is not None and j.better.weis

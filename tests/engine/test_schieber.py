"""The Schieber state machine on hand-built deals (RULES sections 3, 4 and 6)."""

import pytest

from deals import deal, mask
from jassdesk.engine.actions import ChooseDealer, ChooseMode, Cut, Decision, Knock, PLAY, Play, Push
from jassdesk.engine.cards import Card, Rank
from jassdesk.engine.events import HandScored, PartieOver, StoeckWritten, WeisWritten
from jassdesk.engine.modes import Mode
from jassdesk.engine.refusal import IllegalAction
from jassdesk.engine.rules import Direction, Rules
from jassdesk.engine.schieber import SchieberState
from jassdesk.engine.weis import Weis

C = Card.from_code


def play_out(state, script=None, until=None):
    """Play first-legal cards, except that seats play their scripted card as soon as it is legal."""
    script = {seat: [C(c) for c in codes.split()] for seat, codes in (script or {}).items()}
    events = []
    while not state.is_over and state.decision is Decision.PLAY:
        if until is not None and until(state):
            break
        seat = state.current_player
        legal = state.legal_actions()
        choice = legal[0]
        for card in script.get(seat, []):
            if any(a.card == card for a in legal):
                choice = PLAY[card]
                script[seat].remove(card)
                break
        events += state.apply(choice)
        if state.decision is not Decision.PLAY:
            break
    return events


def test_draw_choose_dealer_cut_deal_and_vorhand():
    state = SchieberState(Rules.schieber_seed(), seed=3)
    assert state.decision is Decision.CHOOSE_DEALER
    chooser = state.current_player
    assert chooser in (0, 1)
    assert len(state.draws) >= 2
    assert state.legal_actions() == [ChooseDealer(s) for s in range(4)]
    state.apply(ChooseDealer(2))
    assert state.decision is Decision.CUT and state.current_player == 3  # the cutter sits at the dealer's left
    refusal = state.why(Cut(2))
    assert refusal.message() == "Cut between 3 and 33 cards: at least 3 lifted and at least 3 left."
    assert state.why(Knock()).rule == "knock_not_agreed"
    state.apply(Cut(17))
    assert state.decision is Decision.CHOOSE_MODE
    assert state.current_player == 3 == state.vorhand
    assert all(h.bit_count() == 9 for h in state.hands)
    assert sum(state.hands) == (1 << 36) - 1


def test_ace_deals_forces_the_dealer():
    for seed in range(200):
        state = SchieberState(Rules.schieber_seed(ace_deals=True), seed=seed)
        drawn = [card for _, card in state.draws[-2:]]
        if any(Card(c).rank == Rank.AS for c in drawn):
            assert state.decision is Decision.CUT
            ace_seat = next(seat for seat, card in state.draws[-2:] if Card(card).rank == Rank.AS)
            assert state.dealer == ace_seat
            return
    pytest.fail("no seed drew an As")


def test_klopfen_only_when_agreed():
    state = SchieberState(Rules.schieber_seed(klopfen=True), seed=1, start_dealer=0)
    assert Knock() in state.legal_actions()
    state.apply(Knock())
    assert state.cut == 0 and state.decision is Decision.CHOOSE_MODE


def test_push_hands_the_choice_to_the_partner_once():
    state = SchieberState(Rules.schieber_seed(), seed=1, start_dealer=0)
    state.apply(Cut(10))
    assert state.current_player == 1
    state.apply(Push())
    assert state.current_player == 3 and state.decision is Decision.CHOOSE_MODE
    assert state.why(Push()).message() == "Your partner pushed to you: you must choose the mode yourself."
    assert Push() not in state.legal_actions()
    state.apply(ChooseMode(Mode.OBENABE))
    assert state.decision is Decision.PLAY and state.current_player == 1  # the Vorhand leads whoever chose


def test_counterclockwise_vorhand_sits_at_dealer_right():
    state = SchieberState(Rules.schieber_seed(direction=Direction.COUNTERCLOCKWISE), seed=1, start_dealer=0)
    assert state.current_player == 1  # the cutter is at the dealer's left either way
    state.apply(Cut(5))
    assert state.current_player == 3 == state.vorhand
    state.apply(ChooseMode(Mode.TRUMP_ROSEN))
    state.apply(state.legal_actions()[0])
    assert state.current_player == 2


def test_out_of_turn_and_wrong_kind_are_refused_without_change():
    state = SchieberState(Rules.schieber_seed(), seed=1, start_dealer=0)
    before = state.snapshot()
    assert state.why(Cut(10), seat=2).rule == "not_your_turn"
    with pytest.raises(IllegalAction, match="Now the pack is to be cut, not a card is to be played"):
        state.apply(PLAY[0])
    assert state.snapshot() == before and state.history == ()


def test_stoeck_with_both_cards_in_hand():
    hands = deal("HK HQ H6 D6 D7 D8 D9 DT DJ")
    hands = [hands[3], hands[0], hands[1], hands[2]]  # seat 1 (the Vorhand of dealer 0) holds König and Ober
    state = SchieberState.from_position(Rules.schieber_seed(), hands, dealer=0, mode=Mode.TRUMP_ROSEN)
    events = play_out(state, {1: "HK HQ"})
    assert [e for e in events if isinstance(e, StoeckWritten)] == [StoeckWritten(1, 1, 20)]
    assert state.results[0].stoeck == (0, 20)
    assert sum(state.results[0].card_points) == 157
    assert state.results[0].written[1] == state.results[0].card_points[1] + 20


def test_no_stoeck_when_the_cards_were_in_different_hands():
    hands = deal("HK H6 H7 D6 D7 D8 D9 DT DJ", "HQ S6 S7 S8 S9 ST SJ SQ SK")
    hands = [hands[2], hands[0], hands[1], hands[3]]
    state = SchieberState.from_position(Rules.schieber_seed(), hands, dealer=0, mode=Mode.TRUMP_ROSEN)
    events = play_out(state, {1: "HK", 2: "HQ"})
    assert not [e for e in events if isinstance(e, StoeckWritten)]
    assert state.results[0].stoeck == (0, 0)


def test_no_stoeck_in_obenabe():
    hands = deal(None, "HK HQ H6 D6 D7 D8 D9 DT DJ")
    state = SchieberState.from_position(Rules.schieber_seed(), hands, dealer=0, mode=Mode.OBENABE)
    play_out(state, {1: "HK HQ"})
    assert state.results[0].stoeck == (0, 0)


def test_stoeck_announced_by_the_player_or_lost():
    rules = Rules.schieber_seed(stoeck_automatic=False)
    hands = deal(None, "HK HQ H6 D6 D7 D8 D9 DT DJ")
    state = SchieberState.from_position(rules, hands, dealer=0, mode=Mode.TRUMP_ROSEN)
    play_out(state, {1: "HK"},
             until=lambda s: s.current_player == 1 and not s.hands[1] >> C("HK") & 1 and PLAY[C("HQ")] in s.legal_actions())
    assert Play(C("HQ"), (), True) in state.legal_actions()
    twin = state.copy()
    state.apply(Play(C("HQ"), (), True))
    assert state.stoeck_pts == (0, 20)
    twin.apply(PLAY[C("HQ")])  # forgotten: lost
    play_out(twin)
    assert twin.results[0].stoeck == (0, 0)
    # announcing Stöck with a card that does not complete it is refused
    assert state.why(Play(state.legal_actions()[0].card, (), True)) is not None


def test_weis_only_the_team_with_the_highest_writes_all_of_its_weis():
    rules = Rules.schieber_swiss()
    hands = deal("S6 S7 S8 S9 C6 C7 D6 D7 HA",  # seat 0: Fünfzig (50)
                 "H6 H7 H8 CA CK DA DK SA SK",  # seat 1: Dreiblatt (20)
                 "D8 D9 DT C8 C9 H9 HJ HQ HK",  # seat 2: Dreiblatt (20), partner of seat 0
                 None)
    state = SchieberState.from_position(rules, hands, dealer=3, mode=Mode.TRUMP_SCHELLEN)
    events = []
    for _ in range(4):
        weis_plays = [a for a in state.legal_actions() if a.weis]
        events += state.apply(weis_plays[0] if weis_plays else state.legal_actions()[0])
    written = [e for e in events if isinstance(e, WeisWritten)]
    # seat 0's Fünfzig is the single highest: his team writes it and all of seat 2's Weis (two Dreiblatt);
    # seat 1's Dreiblatt is not written.
    assert len(written) == 1 and written[0].side == 0 and written[0].points == 90
    assert {seat for seat, _ in written[0].weis} == {0, 2}
    assert state.weis_pts == (90, 0)
    assert state.scores[0] >= 90


def test_weis_must_be_all_or_none_and_only_with_the_first_card():
    rules = Rules.schieber_swiss()
    hands = deal("S6 S7 S8 S9 C6 C7 D6 D7 HA")
    state = SchieberState.from_position(rules, hands, dealer=3, mode=Mode.TRUMP_SCHELLEN)
    refusal = state.why(Play(C("HA"), (Weis.sequence(2, 0, 3),)))
    assert refusal.rule == "weis_all_or_none"
    assert state.why(Play(C("HA"), (Weis.sequence(2, 0, 4),))) is None
    seed_state = SchieberState.from_position(Rules.schieber_seed(), hands, dealer=3, mode=Mode.TRUMP_SCHELLEN)
    assert seed_state.why(Play(C("HA"), (Weis.sequence(2, 0, 4),))).rule == "weis_off"


def test_match_bonus_in_swiss_preset_and_not_in_seed():
    for rules, expected in ((Rules.schieber_swiss(), 257), (Rules.schieber_seed(), 157)):
        hands = deal("H6 H7 H8 H9 HT HJ HQ HK HA")
        state = SchieberState.from_position(rules, hands, dealer=3, mode=Mode.TRUMP_ROSEN)
        play_out(state)
        result = state.results[0]
        assert result.card_points == (157, 0)
        assert result.written[0] - result.weis[0] - result.stoeck[0] == expected


def test_multiplier_multiplies_everything():
    rules = Rules.schieber_seed(multipliers=True)
    state = SchieberState.from_position(rules, deal(), dealer=0, mode=Mode.TRUMP_SCHELLEN)
    play_out(state)
    r = state.results[0]
    assert r.multiplier == 2
    assert r.written == tuple(2 * x for x in r.raw_total)
    assert sum(r.written) == 2 * 157 + 2 * sum(r.stoeck)


def test_undenufe_x4_setting():
    assert Rules.schieber_seed(multipliers=True, undenufe_x4=True).multiplier(Mode.UNDENUFE) == 4
    assert Rules.schieber_seed(multipliers=True).multiplier(Mode.OBENABE) == 3
    assert Rules.schieber_seed().multiplier(Mode.OBENABE) == 1


def test_game_ends_during_a_hand_when_the_target_is_reached():
    hands = deal("H6 H7 H8 H9 HT HJ HQ HK HA")
    state = SchieberState.from_position(Rules.schieber_seed(), hands, dealer=3, mode=Mode.TRUMP_ROSEN,
                                        scores=(990, 900))
    events = play_out(state)
    assert state.is_over and state.winner == 0
    assert len(state.tricks) < 9
    assert isinstance(events[-1], PartieOver)
    # the interrupted hand is scored like any other, just before the end
    assert isinstance(events[-2], HandScored) and events[-2].result == state.results[-1]
    assert state.results[-1].complete is False
    assert state.legal_actions() == []
    assert state.why(PLAY[0]).rule == "game_over"


def test_stoeck_is_written_before_tricks():
    # Trick 1 (H6 HK D6 SK) gives seat 1's team 8: 993.  Seat 1 leads the Ober to trick 2 and
    # completes Stöck: his team reaches 1013 at that moment, although seat 0 would take the trick.
    hands = deal("H6 H7 H8 H9 HT HJ HA C6 C7", "HK HQ S6 S7 S8 S9 ST SJ SQ")
    state = SchieberState.from_position(Rules.schieber_seed(), hands, dealer=3, mode=Mode.TRUMP_ROSEN,
                                        scores=(990, 985))
    play_out(state, {1: "HK HQ"})
    assert state.is_over and state.winner == 1
    assert state.scores == (990, 1013)
    assert len(state.tricks) == 1 and state.trick == (C("HQ"),)
    assert state.results[-1].complete is False


def test_fixed_number_of_hands():
    state = SchieberState(Rules.schieber_seed(hands=2), seed=4, start_dealer=0)
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    assert len(state.results) == 2
    a, b = state.scores
    assert state.winner == (0 if a > b else 1 if b > a else None)


def test_next_partie_gives_the_lead_to_the_losing_side():
    state = SchieberState(Rules.schieber_seed(target=300), seed=8, start_dealer=0)
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    nxt = state.next_partie(seed=9)
    assert nxt.dealer % 2 == state.winner
    assert nxt.vorhand % 2 != state.winner
    assert nxt.decision is Decision.CUT


def test_dealer_rotates_each_hand():
    state = SchieberState(Rules.schieber_seed(), seed=4, start_dealer=2)
    dealers = []
    while len(state.results) < 4:
        if state.decision is Decision.CUT and (not dealers or dealers[-1] != (state.hand_no, state.dealer)):
            dealers.append((state.hand_no, state.dealer))
        state.apply(state.legal_actions()[0])
    assert [d for _, d in dealers[:4]] == [2, 3, 0, 1]

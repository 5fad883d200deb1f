"""Differenzler on hand-built deals: every rule of RULES section 10."""

import random

import pytest

from deals import deal, mask
from jassdesk.engine.actions import PLAY, Bid, ChooseDealer, Cut, Decision, Play
from jassdesk.engine.cards import Card, Deck
from jassdesk.engine.card_play import SchieberFlags, schieber_legal
from jassdesk.engine.dealing import cut_pack
from jassdesk.engine.determinize import World, sample_world
from jassdesk.engine.differenzler import BidMade, DifferenzlerState, TrumpFixed, penalty, places
from jassdesk.engine.events import HandScored, PartieOver, TrickWon
from jassdesk.engine.games import world_state
from jassdesk.engine.modes import POINTS, Mode
from jassdesk.engine.record import GameRecord
from jassdesk.engine.refusal import IllegalAction, MalformedAction
from jassdesk.engine.rules import Rules

C = Card.from_code
# Rosen (H) trump; the dealer (seat 0) holds the turned Rosen 6.
HANDS = deal("H6 H7 S6 S7 S8 C6 C7 C8 D6", "HJ H9 HA SA SK CA CK DA DK", "HK HQ HT ST SQ CT CQ DT DQ")


def bid_all(state, bids):
    """Bid for every seat in turn order (``bids`` indexed by seat)."""
    events = []
    while state.decision is Decision.BID:
        events += state.apply(Bid(bids[state.current_player]))
    return events


def play_first_legal(state):
    events = []
    hand_no = state.hand_no
    while not state.is_over and state.hand_no == hand_no and state.decision is Decision.PLAY:
        events += state.apply(state.legal_actions()[0])
    return events


def test_all_four_draw_the_dealer_chooses_and_the_bottom_card_is_turned_into_the_dealers_hand():
    state = DifferenzlerState(Rules.differenzler(), seed=4)
    assert {seat for seat, _ in state.draws} == {0, 1, 2, 3}  # each alone: all four draw
    state.apply(ChooseDealer(2))
    assert state.decision is Decision.CUT and state.current_player == 3
    bottom = cut_pack(state.pack, 17)[-1]
    events = state.apply(Cut(17))
    assert state.trump_card == bottom and state.hands[2] >> bottom & 1  # the dealer's last card
    assert state.mode == Mode(bottom // 9)
    assert TrumpFixed(state.mode, bottom) in events and events[-2].turned == bottom
    assert state.decision is Decision.BID and state.current_player == 3  # the Vorhand bids first
    for seat in range(4):
        obs = state.observation(seat)
        assert obs.turned == bottom == obs.trump_card
        assert obs.known[2] >> bottom & 1  # everybody knows the dealer holds it


def test_the_turned_card_is_shown_until_the_first_card_and_stays_known_in_the_dealers_hand():
    state = DifferenzlerState.from_position(Rules.differenzler(), HANDS, dealer=0, trump=C("H6"), bids=(9, 9, 9, 9))
    assert state.decision is Decision.PLAY and state.current_player == 1
    assert state.observation(2).turned == C("H6")
    state.apply(PLAY[C("SA")])
    for seat in range(4):
        obs = state.observation(seat)
        assert obs.turned is None and obs.trump_card == C("H6")
        assert obs.known[0] >> C("H6") & 1
    assert state.why(Play(C("H6"), (), True)) is not None


def test_random_trump_turns_no_card():
    state = DifferenzlerState(Rules.differenzler(random_trump=True), seed=9, start_dealer=1)
    events = state.apply(Cut(10))
    fixed = [e for e in events if isinstance(e, TrumpFixed)]
    assert fixed == [TrumpFixed(state.mode, None)] and state.trump_card is None
    obs = state.observation(2)
    assert obs.turned is None and obs.known == (0, 0, obs.hand, 0)


def test_bids_from_0_to_157_are_made_from_the_vorhand_to_the_dealer():
    state = DifferenzlerState.from_position(Rules.differenzler(), HANDS, dealer=3, trump=C("H8"))
    assert state.legal_actions() == [Bid(n) for n in range(158)]
    order = []
    while state.decision is Decision.BID:
        order.append(state.current_player)
        state.apply(Bid(10))
    assert order == [0, 1, 2, 3] and state.current_player == 0 == state.leader


@pytest.mark.parametrize("points", [-1, 158, 1000])
def test_bids_out_of_range_are_refused_and_change_nothing(points):
    state = DifferenzlerState.from_position(Rules.differenzler(), HANDS, dealer=0, trump=C("H6"))
    before = state.snapshot()
    refusal = state.why(Bid(points))
    assert refusal.rule == "bid_range"
    assert refusal.message("en") == "A bid is between 0 and 157."
    assert refusal.message("de") == "Eine Voraussage liegt zwischen 0 und 157."
    assert refusal.message("fr") == "Une estimation se situe entre 0 et 157."
    assert refusal.message("it") == "Una previsione è compresa tra 0 e 157."
    with pytest.raises(IllegalAction):
        state.apply(Bid(points))
    assert state.snapshot() == before
    assert state.why(PLAY[C("SA")]).rule == "wrong_decision"
    with pytest.raises(MalformedAction):
        Bid("57")  # type: ignore[arg-type]
    assert Bid(57).code == "BID:57" and Bid.from_code("BID:57") == Bid(57)
    assert Bid(57).describe("de") == "sagt 57 Punkte voraus"


def test_hidden_bids_are_not_in_another_seats_observation_until_the_hand_ends():
    state = DifferenzlerState.from_position(Rules.differenzler(), HANDS, dealer=0, trump=C("H6"))
    events = bid_all(state, (40, 50, 30, 37))
    assert [e for e in events if isinstance(e, BidMade)] == [BidMade(s, None) for s in (1, 2, 3, 0)]
    for seat in range(4):
        obs = state.observation(seat)
        assert obs.bids == tuple((40, 50, 30, 37)[s] if s == seat else None for s in range(4))
        assert obs.has_bid == (True,) * 4
    rng = random.Random(1)
    obs = state.observation(2)
    for _ in range(5):  # the others' bids are not in the observation, whatever they are
        twin = world_state(obs, World(sample_world(obs, rng).hands, bids=tuple(rng.randrange(158) for _ in range(4))))
        assert twin.observation(2) == obs
    scored = [e for e in play_first_legal(state) if isinstance(e, HandScored)]
    assert scored[0].result.bids == (40, 50, 30, 37)
    for seat in range(4):
        assert state.observation(seat).results[-1].bids == (40, 50, 30, 37)  # revealed with the result
        assert state.observation(seat).bids == (None,) * 4  # a new hand: nobody has bid


def test_open_bids_are_seen_in_turn_order_and_stay_visible_during_play():
    state = DifferenzlerState.from_position(Rules.differenzler(open_bids=True), HANDS, dealer=0, trump=C("H6"))
    state.apply(Bid(40))
    state.apply(Bid(50))
    obs = state.observation(3)
    assert obs.bids == (None, 40, 50, None) and obs.has_bid == (False, True, True, False)
    events = state.apply(Bid(30))
    assert events == [BidMade(3, 30)]
    assert state.observation(0).bids == (None, 40, 50, 30)  # the dealer bids last, seeing all
    state.apply(Bid(37))
    state.apply(PLAY[C("SA")])
    assert state.observation(2).bids == (37, 40, 50, 30)


def test_trumping_in_the_bauer_exception_and_under_trumping_are_allowed():
    hands = deal("H6 H7 S6 S7 S8 C6 C7 C8 D6", "HJ HA SA SK CA CK DA DK D7", "H9 HK HQ ST SQ CT CQ DT DQ")
    state = DifferenzlerState.from_position(Rules.differenzler(), hands, dealer=0, trump=C("H6"), bids=(0,) * 4)
    state.apply(PLAY[C("SA")])  # seat 1 leads Schilten
    state.apply(PLAY[C("HK")])  # seat 2 trumps in although he holds Schilten
    # seat 3 (Schilten 9, Rosen 8) may follow or trump, also with a trump lower than the König in the trick
    assert {PLAY[C("S9")], PLAY[C("H8")]} <= set(state.legal_actions())
    assert state.why(PLAY[C("H8")]) is None
    swiss = SchieberFlags.of(Rules.schieber_swiss())
    assert not schieber_legal(state.hands[3], state.trick, 0, swiss) >> C("H8") & 1  # where the Swiss ban refuses
    # the Bauer exception: trump led, the Bauer the only trump held -> any card
    hands = deal("H6 H7 H8 S6 S7 S8 C6 C7 D6", "HJ SA SK CA CK DA DK D7 S9", None, "HA ST SJ C8 C9 D8 D9 DT DJ")
    bauer = DifferenzlerState.from_position(Rules.differenzler(), hands, dealer=3, trump=C("HA"), bids=(0,) * 4)
    bauer.apply(PLAY[C("H6")])  # seat 0 leads a trump; seat 1's only trump is the Bauer
    assert bauer.why(PLAY[C("SA")]) is None and bauer.why(PLAY[C("HJ")]) is None
    bauer.apply(PLAY[C("SA")])
    assert bauer.voids[1] & mask("H9 HA") and not bauer.voids[1] & mask("HJ")  # the Bauer may be kept back


def test_only_the_last_trick_adds_five_and_weis_and_stoeck_do_not_exist():
    state = DifferenzlerState.from_position(Rules.differenzler(), HANDS, dealer=0, trump=C("H6"), bids=(0,) * 4)
    card = state.legal_actions()[0].card
    assert state.why(Play(card, (), True)).rule == "foreign_action"
    events = play_first_legal(state)
    scored = next(e for e in events if isinstance(e, HandScored)).result
    assert sum(scored.card_points) == 157
    assert scored.weis == scored.stoeck == scored.match == (0, 0, 0, 0)
    won = [e for e in events if isinstance(e, TrickWon)]
    assert [e.points - sum(POINTS[Mode.TRUMP_ROSEN][c] for c in e.cards) for e in won] == [0] * 8 + [5]


def test_penalty_and_the_exact_bonus():
    assert penalty(60, 48, False) == 12 and penalty(30, 48, False) == 18
    assert penalty(48, 48, False) == 0 and penalty(48, 48, True) == -10
    assert penalty(0, 0, True) == -10  # the [decision]: the bonus also counts for 0 made with a bid of 0
    assert penalty(49, 48, True) == 1
    for bonus in (False, True):
        state = DifferenzlerState.from_position(Rules.differenzler(exact_bonus=bonus), HANDS, dealer=0,
                                                trump=C("H6"), bids=(0,) * 4)
        probe = state.copy()
        play_first_legal(probe)
        made = probe.results[-1].card_points
        bids = (made[0], made[1] - 7 if made[1] >= 7 else made[1] + 7, max(0, made[2] - 5), 157)
        state = DifferenzlerState.from_position(Rules.differenzler(exact_bonus=bonus), HANDS, dealer=0,
                                                trump=C("H6"), bids=bids)
        play_first_legal(state)
        result = state.results[-1]
        exact2 = bids[2] == made[2]
        expected = (-10 if bonus else 0, 7, abs(bids[2] - made[2]) - (10 if bonus and exact2 else 0), 157 - made[3])
        assert result.written == expected and state.scores == expected and result.bids == bids


@pytest.mark.parametrize("length", [4, 8, 12, 16])
def test_a_partie_has_the_agreed_number_of_hands(length):
    state = DifferenzlerState(Rules.differenzler(hands=length), seed=length, start_dealer=0)
    rng = random.Random(length)
    dealers = []
    while not state.is_over:
        if state.decision is Decision.CUT:
            dealers.append(state.dealer)
        state.apply(rng.choice(state.legal_actions()))
    assert len(state.results) == length and dealers == [k % 4 for k in range(length)]
    assert state.scores == tuple(sum(r.written[s] for r in state.results) for s in range(4))


def test_the_default_length_is_8_and_other_lengths_are_refused():
    assert Rules.differenzler().hands == 8
    for bad in (None, 5, 0):
        with pytest.raises(ValueError):
            Rules.differenzler(hands=bad)
    with pytest.raises(ValueError):
        Rules.differenzler(weis=True)
    assert Rules.from_dict(Rules.differenzler(open_bids=True).to_dict()) == Rules.differenzler(open_bids=True)


def test_ranking_shares_places_and_skips_the_next():
    assert places((5, 5, 7, 9)) == (1, 1, 3, 4)
    assert places((10, 5, 10, 20)) == (2, 1, 2, 4)
    assert places((3, 3, 3, 3)) == (1, 1, 1, 1)


@pytest.mark.parametrize("before, winner", [((0, 0, 0, 0), None), ((0, 0, 100, 0), None), ((50, 0, 0, 0), None)])
def test_the_lowest_total_wins_and_a_shared_first_place_has_no_single_winner(before, winner):
    rules = Rules.differenzler(hands=4)
    state = DifferenzlerState.from_position(rules, HANDS, dealer=0, trump=C("H6"), bids=(0,) * 4, scores=before)
    state.hand_no = 3  # the last hand of the Partie
    probe = state.copy()
    play_first_legal(probe)
    made = probe.results[-1].card_points
    bids = tuple(made)  # everybody exact: the totals stay as before
    state = DifferenzlerState.from_position(rules, HANDS, dealer=0, trump=C("H6"), bids=bids, scores=before)
    state.hand_no = 3
    events = play_first_legal(state)
    assert state.is_over and state.scores == before
    lowest = [s for s in range(4) if before[s] == min(before)]
    over = next(e for e in events if isinstance(e, PartieOver))
    assert over.winner == (lowest[0] if len(lowest) == 1 else winner)
    assert state.places == places(before)


def test_a_single_lowest_total_wins_and_the_last_placed_leads_the_next_partie():
    rules = Rules.differenzler(hands=4)
    state = DifferenzlerState.from_position(rules, HANDS, dealer=0, trump=C("H6"), bids=(0,) * 4,
                                            scores=(30, 10, 20, 40))
    state.hand_no = 3
    play_first_legal(state)
    made = state.results[-1].card_points
    assert state.scores == tuple(s + m for s, m in zip((30, 10, 20, 40), made))
    lowest = [s for s in range(4) if state.scores[s] == min(state.scores)]
    assert state.winner == (lowest[0] if len(lowest) == 1 else None)
    nxt = state.next_partie(seed=5)
    loser = max(range(4), key=lambda s: state.scores[s])
    assert nxt.dealer == (loser - 1) % 4 and nxt.vorhand == loser


def test_record_and_replay_of_a_whole_partie():
    state = DifferenzlerState(Rules.differenzler(hands=4, open_bids=True, exact_bonus=True), seed=3)
    rng = random.Random(3)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    record = GameRecord.of(state)
    again = GameRecord.from_json(record.to_json())
    assert again == record and again.replay().snapshot() == state.snapshot()


def test_french_deck_names_in_a_bid_refusal_do_not_matter_and_the_dealer_sees_his_turned_card():
    state = DifferenzlerState.from_position(Rules.differenzler(), HANDS, dealer=0, trump=C("H6"))
    assert state.why(Bid(200)).message("en", Deck.FRENCH) == "A bid is between 0 and 157."
    assert state.observation(0).hand >> C("H6") & 1 and state.observation(0).known[0] == HANDS[0]
    assert mask("H6") & state.dealt[0]

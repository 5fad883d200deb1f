"""The Schmaus state machine on hand-built deals (RULES sections 3 and 5)."""

import pytest

from deals import cards, leftover, mask
from jassdesk.engine.actions import Decision, ExchangeSix, PLAY, Play
from jassdesk.engine.cards import Card
from jassdesk.engine.events import StockDrawn, TrickWon, WeisWritten
from jassdesk.engine.rules import Game, Rules
from jassdesk.engine.schmaus import SchmausState
from jassdesk.engine.weis import Weis

C = Card.from_code
ROSEN_6789 = "H6 H7 H8 H9"


def position(h0: str, h1: str, stock_top: str = "", turned: str = "CA", dealer: int = 1, **rules):
    """Seat 0 (the non-dealer, who leads) holds h0, seat 1 holds h1; the stock gets the rest, turned last."""
    m0, m1 = mask(h0), mask(h1)
    top = cards(stock_top)
    rest = [c for c in leftover(m0, m1, mask(stock_top), mask(turned))]
    stock = top + rest + cards(turned)
    return SchmausState.from_position(Rules.schmaus(**rules), [m0, m1], stock, dealer=dealer)


def plain(state, code):
    return PLAY[C(code)]


def plain_plays(state):
    """The legal card plays without announcements."""
    return [a for a in state.legal_actions() if isinstance(a, Play) and not a.weis and not a.stoeck]


def test_deal_turns_the_trump_after_dealing_and_puts_it_under_the_stock():
    state = SchmausState(Rules.schmaus(), seed=2, start_dealer=0)
    assert state.decision is Decision.CUT and state.current_player == 1
    events = state.apply(state.legal_actions()[10])
    assert state.hands[0].bit_count() == state.hands[1].bit_count() == 9
    assert len(state.stock) == 18 and state.stock[-1] == state.turned == state.trump_card
    assert events[-1].turned == state.turned
    assert state.current_player == 1  # the non-dealer leads


def test_free_play_while_the_stock_lasts():
    state = position("S6 S7 S8 S9 ST D6 D7 D8 D9", "SA H6 H7 H8 H9 HT C6 C7 HJ", turned="CA")
    state.apply(plain(state, "S6"))
    assert {a.card for a in plain_plays(state)} == set(cards("SA H6 H7 H8 H9 HT C6 C7 HJ"))
    state.apply(plain(state, "H6"))  # no obligation to follow suit or to trump


def test_seed_example_upward_weis_in_steps_20_20_50():
    state = position(ROSEN_6789 + " S6 S7 D6 D7 DT", "SA SK SQ DA DK DQ CT C9 C8", turned="CA")
    h = Weis.from_code
    # first card: Dreiblatt to the Rosen 8
    state.apply(Play(C("S6"), (h("H6+3"),)))
    state.apply(plain(state, "SA"))  # seat 1 takes the trick, draws first, leads
    assert state.weis_pts == (20, 0)
    state.apply(plain(state, "SK"))
    # downward is refused: after the Dreiblatt to the 8, nothing lower or equal
    assert state.why(Play(C("S7"), (h("H6+3"),))).rule == "weis_not_upward"
    state.apply(Play(C("S7"), (h("H7+3"),)))  # Dreiblatt to the 9
    assert state.weis_pts == (40, 0)
    leader = state.current_player
    state.apply(state.legal_actions()[0]) if leader == 1 else None
    # third card: the Fünfzig
    while state.current_player != 0:
        state.apply(state.legal_actions()[0])
    card = next(a.card for a in state.legal_actions() if not a.weis and not (C(a.card.code).code in ROSEN_6789))
    refusal = state.why(Play(card, (h("H7+3"),)))
    assert refusal.rule == "weis_not_upward"
    assert "only weis upward" in refusal.message()
    state.apply(Play(card, (h("H6+4"),)))
    while len(state.tricks) < 3:
        state.apply(state.legal_actions()[0])
    assert state.weis_pts[0] == 90


def test_fuenfzig_then_dreiblatt_is_refused_and_higher_from_lower_card_is_fine():
    state = position("DT DJ DQ DK DA S6 S7 S8 S9", "SA SK SQ HA HK HQ CT C9 C8", turned="CA")
    h = Weis.from_code
    state.apply(Play(C("S6"), (h("DT+4"),)))  # Fünfzig to the König
    state.apply(plain(state, "SA"))
    state.apply(plain(state, "SK"))
    assert state.why(Play(C("S7"), (h("DQ+3"),))).rule == "weis_not_upward"
    # after a Dreiblatt to the As, a Fünfzig to the König (a lower top card) is higher: accepted
    other = position("DT DJ DQ DK DA S6 S7 S8 S9", "SA SK SQ HA HK HQ CT C9 C8", turned="CA")
    other.apply(Play(C("S6"), (h("DQ+3"),)))
    other.apply(plain(other, "SA"))
    other.apply(plain(other, "SK"))
    assert other.why(Play(C("S7"), (h("DT+4"),))) is None


def test_equal_weis_refused_but_trump_of_equal_height_accepted():
    h = Weis.from_code
    state = position("H6 H7 H8 D6 D7 D8 S6 S7 S8", "SA SK SQ HA HK HQ CT C9 C8", turned="S9")  # Schilten trump
    state.apply(Play(C("D8"), (h("D6+3"),)))  # Dreiblatt to the Eicheln 8, the played card included
    state.apply(plain(state, "SQ"))  # seat 1 trumps, draws first and leads
    state.apply(plain(state, "C8"))
    # a Dreiblatt to the Rosen 8 after one to the Eicheln 8 (neither trump) is refused
    refusal = state.why(Play(C("D6"), (h("H6+3"),)))
    assert refusal is not None and refusal.rule == "weis_not_upward"
    # the trump Dreiblatt (Schilten 6-7-8) of otherwise equal height is accepted
    assert state.why(Play(C("D6"), (h("S6+3"),))) is None


def test_four_nell_cannot_be_announced_in_schmaus():
    state = position("H9 D9 S9 C9 S6 S7 D6 D7 DT", "SA SK SQ HA HK HQ CT C8 C7", turned="CA")
    refusal = state.why(Play(C("S6"), (Weis.four(3),)))
    assert refusal.rule == "weis_no_value"
    assert all(not a.weis or a.weis[0].points(Game.SCHMAUS) > 0 for a in state.legal_actions())


def test_only_one_weis_per_card():
    h = Weis.from_code
    state = position("H6 H7 H8 D6 D7 D8 S6 S7 S8", "SA SK SQ HA HK HQ CT C9 C8", turned="CA")
    assert state.why(Play(C("H6"), (h("D6+3"), h("S6+3")))).rule == "weis_one_per_card"


def test_only_the_higher_weis_of_a_trick_is_written():
    h = Weis.from_code
    state = position("H6 H7 H8 S6 S7 D6 D7 D8 D9", "CT CJ CQ CK SA SK SQ HA HK", turned="C6")
    events = state.apply(Play(C("S6"), (h("H6+3"),)))
    events += state.apply(Play(C("SA"), (h("CT+4"),)))
    written = [e for e in events if isinstance(e, WeisWritten)]
    assert written == [WeisWritten(1, 50, ((1, h("CT+4")),))]
    assert state.weis_pts == (0, 50)
    # seat 0's announcement still binds him: another Dreiblatt to the Rosen 8 is not upward
    assert [s for s, _, w in state.weis_calls] == [0, 1]


def test_equal_weis_in_one_trick_goes_to_the_first_announcer():
    h = Weis.from_code
    state = position("H6 H7 H8 S6 S7 D6 D7 D8 DA", "C6 C7 C8 SA SK HA HK CT CJ", turned="SQ")
    events = state.apply(Play(C("S6"), (h("H6+3"),)))
    events += state.apply(Play(C("C6"), (h("C6+3"),)))
    written = [e for e in events if isinstance(e, WeisWritten)]
    assert written == [WeisWritten(0, 20, ((0, h("H6+3")),))]


def test_trump_six_exchange_window():
    state = position("C6 S6 S7 S8 S9 D6 D7 D8 D9", "SA SK SQ HA HK HQ CT C9 C8", turned="CA")
    assert ExchangeSix() in state.legal_actions()
    events = state.apply(ExchangeSix())
    assert state.hands[0] >> C("CA") & 1 and not state.hands[0] >> C("C6") & 1
    assert state.turned == C("C6") and state.stock[-1] == C("C6")
    assert state.current_player == 0  # still his turn to play
    assert state.why(ExchangeSix()).rule == "six_not_held"
    assert events[0].taken == C("CA")


def test_trump_six_exchange_allowed_with_two_cards_in_the_stock_and_refused_with_one():
    state = position("S6 S7 S8 S9 ST SJ SQ SK SA", "D6 D7 D8 D9 DT DJ DQ DK DA", stock_top="", turned="CA")
    # play the stock down to two cards, keeping the trump 6 out of the way
    while len(state.stock) > 2:
        state.apply(state.legal_actions()[0])
    seat = state.current_player
    six = C("C6")
    # give the player on turn the trump 6 by a hand-built swap with a card of his
    hands = list(state.hands)
    if not hands[seat] >> six & 1:
        other = 1 - seat
        if hands[other] >> six & 1:
            give = (hands[seat] & -hands[seat]).bit_length() - 1
            hands[seat] = hands[seat] & ~(1 << give) | (1 << six)
            hands[other] = hands[other] & ~(1 << six) | (1 << give)
        else:
            pos = state.stock.index(six)
            give = (hands[seat] & -hands[seat]).bit_length() - 1
            hands[seat] = hands[seat] & ~(1 << give) | (1 << six)
            stock = list(state.stock)
            stock[pos] = give
            state.stock = tuple(stock)
        state.hands = tuple(hands)
    assert len(state.stock) == 2
    assert state.why(ExchangeSix()) is None
    state.stock = state.stock[1:]  # one card left: the turned trump alone
    assert state.why(ExchangeSix()).message() == \
        "The trump 6 can be exchanged only while the stock holds at least two cards."


def test_drawing_winner_first_and_turned_card_drawn_last():
    state = SchmausState(Rules.schmaus(), seed=5, start_dealer=0)
    state.apply(state.legal_actions()[0])
    turned = state.turned
    drawn_events = []
    while len(state.tricks) < 9:
        trick_count = len(state.tricks)
        events = state.apply(state.legal_actions()[0])
        assert all(h.bit_count() in (8, 9) for h in state.hands)
        if len(state.tricks) > trick_count:
            draws = [e for e in events if isinstance(e, StockDrawn)]
            assert [d.seat for d in draws] == [state.tricks[-1][2], 1 - state.tricks[-1][2]]
            drawn_events += draws
    assert drawn_events[-1].public_card == turned and state.turned is None
    assert not state.stock
    loser = 1 - state.tricks[-1][2]
    assert state.hands[loser] >> turned & 1


def test_weis_last_chance_in_the_first_trick_after_the_stock_then_never():
    state = SchmausState(Rules.schmaus(), seed=11, start_dealer=0)
    state.apply(state.legal_actions()[0])
    while len(state.tricks) < 9:
        state.apply(plain_plays(state)[0])
    assert state.weis_open()
    while len(state.tricks) < 10:
        state.apply(plain_plays(state)[0])
    assert not state.weis_open()
    hand = state.hands[state.current_player]
    from jassdesk.engine.weis import all_weis
    some = all_weis(hand | (1 << 0) | (1 << 1) | (1 << 2), Game.SCHMAUS)[0]
    assert state.why(Play(state.legal_actions()[0].card, (some,))).rule in ("weis_too_late",)


def test_follow_duties_after_the_stock():
    state = SchmausState(Rules.schmaus(), seed=3, start_dealer=1)
    state.apply(state.legal_actions()[0])
    while state.stock or state.trick:
        state.apply(plain_plays(state)[0])
    leader = state.current_player
    lead = plain_plays(state)[0]
    state.apply(lead)
    follower_hand = state.hands[1 - leader]
    led_suit = Card(lead.card).suit
    legal = {a.card for a in plain_plays(state)}
    suit_cards = {c for c in range(36) if follower_hand >> c & 1 and c // 9 == led_suit}
    if suit_cards and not (led_suit == state.trump and suit_cards == {state.trump * 9 + 5}):
        assert legal == suit_cards


def _to_end_of_stock(seed: int) -> SchmausState:
    state = SchmausState(Rules.schmaus(), seed=seed, start_dealer=1)
    state.apply(state.legal_actions()[0])
    while state.stock or state.trick:
        state.apply(plain_plays(state)[0])
    return state


def _strength(state: SchmausState, card: int) -> tuple[bool, int]:
    return (card // 9 == state.trump, card % 9)


def _give_seat0_the_winning_cards(state: SchmausState) -> None:
    """Hand-built: redistribute the 18 unplayed cards so seat 0 holds every trump and the top of each suit."""
    remaining = [c for c in range(36) if (state.hands[0] | state.hands[1]) >> c & 1]
    remaining.sort(key=lambda c: _strength(state, c), reverse=True)
    state.hands = (sum(1 << c for c in remaining[:9]), sum(1 << c for c in remaining[9:]))
    state.leader = state.current_player = 0


def test_match_bonus_for_all_tricks_after_the_stock():
    state = _to_end_of_stock(seed=0)
    _give_seat0_the_winning_cards(state)
    winners = []
    while not state.results:
        winners += [e.winner for e in state.apply(plain_plays(state)[0]) if isinstance(e, TrickWon)]
    assert winners == [0] * 9
    assert state.results[0].match == (100, 0)


def test_one_trick_after_the_stock_prevents_the_match():
    state = _to_end_of_stock(seed=0)
    _give_seat0_the_winning_cards(state)
    # seat 1 gets seat 0's strongest card for his weakest and leads it: nothing can beat it
    hands = list(state.hands)
    best0 = max((c for c in range(36) if hands[0] >> c & 1), key=lambda c: _strength(state, c))
    worst1 = min((c for c in range(36) if hands[1] >> c & 1), key=lambda c: _strength(state, c))
    state.hands = (hands[0] & ~(1 << best0) | (1 << worst1), hands[1] & ~(1 << worst1) | (1 << best0))
    state.leader = state.current_player = 1
    winners = [e.winner for e in state.apply(PLAY[best0]) if isinstance(e, TrickWon)]
    while not state.results:
        winners += [e.winner for e in state.apply(plain_plays(state)[0]) if isinstance(e, TrickWon)]
    assert len(winners) == 9 and winners[0] == 1
    assert state.results[0].match == (0, 0)


def test_target_reached_by_weis_during_the_hand():
    h = Weis.from_code
    state = position("H6 H7 H8 H9 S6 S7 D6 D7 DT", "SA SK SQ DA DK DQ CT C9 C8", turned="CA")
    state.scores = (960, 0)
    state.apply(Play(C("S6"), (h("H6+4"),)))
    events = state.apply(plain(state, "SA"))
    assert state.is_over and state.winner == 0 and state.scores == (1010, 0)
    assert [type(e).__name__ for e in events[-2:]] == ["HandScored", "PartieOver"]
    assert events[-2].result == state.results[-1] and not events[-2].result.complete


def _before_last_trick(seed: int) -> tuple[SchmausState, tuple[int, int]]:
    state = SchmausState(Rules.schmaus(), seed=seed, start_dealer=0)
    state.apply(state.legal_actions()[0])
    while len(state.tricks) < 17:
        state.apply(plain_plays(state)[0])
    probe = state.copy()
    while not probe.results:
        probe.apply(plain_plays(probe)[0])
    return state, probe.results[0].card_points


def test_both_cross_with_card_points_the_higher_total_wins():
    state, final = _before_last_trick(seed=21)
    state.scores = (1010 - final[0], 1000 - final[1])  # both cross with the hand's card points
    while not state.is_over:
        state.apply(plain_plays(state)[0])
    assert state.scores == (1010, 1000) and state.winner == 0


def test_both_cross_with_equal_totals_the_last_trick_wins():
    state, final = _before_last_trick(seed=21)
    state.scores = (1000 - final[0], 1000 - final[1])
    while not state.is_over:
        state.apply(plain_plays(state)[0])
    assert state.scores == (1000, 1000)
    assert state.winner == state.tricks[-1][2]


def test_winner_deals_the_next_partie():
    state = SchmausState(Rules.schmaus(target=300), seed=4, start_dealer=0)
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    nxt = state.next_partie(seed=5)
    assert nxt.dealer == state.winner
    assert nxt.current_player == 1 - state.winner


def test_stoeck_in_schmaus_written_after_its_trick():
    state = position("HK HQ S6 S7 S8 D6 D7 D8 D9", "SA SK SQ DA DK DQ CT C9 C8", turned="H6")
    state.apply(plain(state, "HK"))
    state.apply(plain(state, "SA"))  # seat 1 takes it (off-suit cannot beat... SA is no trump: seat 0 wins)
    while state.current_player != 0 or state.trick:
        state.apply(plain_plays(state)[0])
    state.apply(plain(state, "HQ"))
    assert state.stoeck_pts == (0, 0)  # not yet: written after the trick
    state.apply(plain_plays(state)[0])
    assert state.stoeck_pts == (20, 0)

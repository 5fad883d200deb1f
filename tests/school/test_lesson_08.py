"""Lesson 8, Schmaus: its claims hold on the engine (the stock, the exchange, the upward Weis, the end phase's
duties, the Bauer exception, the last trick and the match)."""

from __future__ import annotations

from school.lesson_walk import answer_right, go_to_expect

from jassdesk.engine.actions import Action
from jassdesk.engine.cards import Card, Deck
from jassdesk.engine.modes import POINTS
from jassdesk.school.lesson import LessonSession, load_lessons

LESSON = next(lesson for lesson in load_lessons() if lesson.id == "schmaus")


def code(text: str) -> Action:
    return Action.from_code(text)




def legal_codes(session: LessonSession) -> set[str]:
    return {a.code for a in session.state.legal_actions()}


def test_the_lesson_is_the_eighth_and_asks_for_nine_actions():
    assert LESSON.order == 8 and LESSON.game.value == "schmaus"
    session = LessonSession(LESSON, Deck.FRENCH)
    acts = 0
    while not session.done:
        acts += session.waiting_for_person()
        answer_right(session)
    assert acts == 9 and session.stars == 3
    result = session.state.results[-1]
    assert result.match == (100, 0) and result.written[0] == result.card_points[0] + 100
    assert session.guide("en").startswith(f"This hand brings you {result.written[0]}:")


def test_the_turned_card_is_drawn_last_and_the_six_exchanged_for_it():
    session = LessonSession(LESSON)
    state = session.state
    assert len(state.stock) == 18 and Card(state.stock[-1]).code == "HA" and state.turned == state.stock[-1]
    assert session.guide("en").endswith("so Rosen is trump. The turned card lies face up under the stock: "
                                         "it is drawn last.")
    go_to_expect(session, "SIX")
    assert "SIX" in legal_codes(session)
    wrong = session.offer(code("S6"))  # a card before the exchange: taken back
    assert wrong.taken_back and wrong.text["en"].startswith("First exchange your 6")
    assert session.offer(code("SIX")).right
    state = session.state
    assert state.hands[0] >> int(Card.from_code("HA")) & 1 and not state.hands[0] >> int(Card.from_code("H6")) & 1
    assert Card(state.stock[-1]).code == "H6" and len(state.stock) == 18  # the 6 lies under the stock now
    assert state.why(code("SIX")) is not None  # no second exchange: the 6 is gone


def test_the_winner_draws_first_and_both_keep_nine_cards():
    session = LessonSession(LESSON)
    go_to_expect(session, "S6/W:D6+3")
    stock = session.state.stock
    assert session.offer(code("S6/W:D6+3")).right
    session.advance()  # his S8 takes the trick
    state = session.state
    assert state.tricks[-1][2] == 1
    assert state.hands[1] >> stock[0] & 1 and state.hands[0] >> stock[1] & 1  # he draws the first card
    assert [h.bit_count() for h in state.hands] == [9, 9] and len(state.stock) == 16
    assert state.scores == (20, 0)  # the Weis is written right after the trick


def test_no_duty_to_follow_while_the_stock_lasts_and_the_weis_go_only_upward():
    session = LessonSession(LESSON)
    go_to_expect(session, "C6/W:D7+3")
    state = session.state
    assert state.trick and Card(state.trick[0]).code == "DJ"
    assert {"D6", "HA", "C6", "SA"} <= legal_codes(session)  # following and trumping are free
    refused = session.offer(code("C6/W:D6+3"))  # the same Dreiblatt again: the engine refuses it
    assert refused.taken_back and refused.text["en"].startswith("You may only weis upward")
    plain = session.offer(code("C6"))
    assert plain.taken_back and plain.text["en"].startswith("The right card, but announce")
    assert session.offer(code("HA")).text["en"].startswith("You need not trump either")
    assert session.offer(code("C6/W:D7+3")).right
    answer_right(session)
    assert session.state.scores == (40, 0)
    go_to_expect(session, "SA/W:D6+4")
    assert session.state.announceable_weis(0) == (code("SA/W:D6+4").weis[0],)  # only the Fünfzig is higher
    assert session.offer(code("SA/W:D7+3")).text["en"].startswith("You may only weis upward")
    assert session.offer(code("SA/W:D6+4")).right
    assert session.state.scores == (90, 0) and session.state.tricks[-1][2] == 0


def test_the_fuenfzig_first_forbids_the_dreiblatt_after_it():
    session = LessonSession(LESSON)
    go_to_expect(session, "S6/W:D6+3")
    state = session.state.copy()
    state.apply(code("S6/W:D6+4"))
    state.apply(code("S8"))
    state.apply(code("DJ"))
    assert state.why(code("C6/W:D7+3")) is not None and state.why(code("C6/W:D7+3")).rule == "weis_not_upward"


def test_after_the_stock_follow_suit_then_trump_and_the_bauer_is_never_forced():
    session = LessonSession(LESSON)
    go_to_expect(session, "C6")
    state = session.state
    assert not state.stock and len(state.tricks) == 9 and Card(state.trick[0]).code == "CA"
    assert legal_codes(session) == {"C6", "CT"}
    assert session.offer(code("H7")).text["en"].startswith("You must follow suit")  # the engine's refusal
    banner = session.offer(code("CT"))  # legal, but the As takes the trick anyway: 10 more points for him
    assert banner.taken_back and banner.text["en"].startswith("Schellen Banner follows suit too")
    for card, his_points in (("CT", 21), ("C6", 11)):
        after = state.copy()
        after.apply(code(card))
        assert after.tricks[-1][2] == 1 and after.card_pts[1] - state.card_pts[1] == his_points
    assert session.offer(code("C6")).right
    go_to_expect(session, "H7")
    assert legal_codes(session) == {"H7", "HJ"}  # no spade: a trump is due
    assert session.offer(code("D6")).taken_back
    assert session.offer(code("H7")).right
    trick = session.state.tricks[-1]
    assert trick[2] == 0 and sum(POINTS[0][c] for c in trick[1]) == 11
    go_to_expect(session, "D7")
    state = session.state
    assert Card(state.trick[0]).code == "H8"
    trumps = [Card(c).code for c in range(36) if state.hands[0] >> c & 1 and Card(c).code[0] == "H"]
    assert trumps == ["HJ"]
    assert {"D7", "D9", "CT", "DK", "HJ"} <= legal_codes(session)  # the Bauer need not follow the trump
    assert session.offer(code("HJ")).text["en"].startswith("You may play the Bauer, but you need not")
    assert session.offer(code("D7")).right


def test_the_trump_counted_keeps_the_match():
    session = LessonSession(LESSON)
    go_to_expect(session, "SA")
    state = session.state
    fallen = [c for _, trick, _ in state.tricks for c in trick if Card(c).code[0] == "S"]
    assert len(fallen) == 7 and [Card(c).code for c in range(36) if state.hands[1] >> c & 1 and
                                 Card(c).code[0] == "S"] == ["S6"]
    assert all(w == 0 for _, _, w in state.tricks[9:])  # every trick since the stock is the person's
    wrong = state.copy()  # the King first: he has no club and must trump it, the match is gone
    wrong.apply(code("CK"))
    assert {a.code for a in wrong.legal_actions()} == {"S6"}
    wrong.apply(code("S6"))
    assert wrong.tricks[-1][2] == 1
    assert session.offer(code("CK")).taken_back
    assert session.offer(code("SA")).right
    session.advance()
    assert legal_codes(session) == {"CK"}
    assert session.offer(code("CK")).right
    session.advance()
    result = session.state.results[-1]
    assert result.complete and result.match == (100, 0) and sum(result.card_points) == 157

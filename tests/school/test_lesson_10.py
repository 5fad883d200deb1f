"""Lesson 10, Differenzler: its claims hold on the engine (bids, ducking, under-trumping, the last trick, the penalty)."""

from __future__ import annotations

from school.lesson_walk import answer_right, go_to_expect

from jassdesk.ai.differenzler import thumb_estimate
from jassdesk.engine.actions import Action
from jassdesk.engine.cards import Deck
from jassdesk.engine.modes import HAND_TOTAL
from jassdesk.school.lesson import Expect, LessonSession, Question, load_lessons

LESSON = next(lesson for lesson in load_lessons() if lesson.id == "differenzler")


def test_the_lesson_asks_no_question():
    """Every step the person takes is an action at the table (a bid, a card), none a card to point at."""
    assert not any(isinstance(step, Question) for step in LESSON.steps)


def after(session: LessonSession, code: str):  # noqa: ANN201
    """The state after ``code`` and the rest of the trick as the lesson scripts it (a copy: the lesson stays)."""
    state = session.state.copy()
    state.apply(Action.from_code(code))
    return state


def test_the_lesson_is_the_tenth_a_differenzler_with_ten_actions():
    assert LESSON.order == 10 and LESSON.game.value == "differenzler" and LESSON.preset == "differenzler"
    session = LessonSession(LESSON)
    acts = 0
    while not session.done:
        acts += session.waiting_for_person()
        answer_right(session)
    assert acts == 10 and session.stars == 3


def test_the_bid_ranges_fit_the_hands_and_every_other_bid_has_a_sentence():
    session = LessonSession(LESSON)
    step = session.step
    while not (isinstance(step, Expect) and step.right[0].code.startswith("BID:")):
        answer_right(session)
        step = session.step
    state = session.state
    assert state.current_player == 0 and state.vorhand == 0  # "you are the first to bid"
    rights = {a.points for a in step.right}
    assert rights == set(range(40, 61))
    assert 40 <= thumb_estimate(state.hands[0], int(state.mode)) <= 60  # the AI's rule of thumb agrees
    assert session.offer(Action.from_code("BID:100")).text["en"].startswith("Far too high")
    assert session.offer(Action.from_code("BID:157")).text["en"].startswith("Far too high")
    assert session.offer(Action.from_code("BID:10")).text["en"].startswith("Too low")
    assert session.offer(Action.from_code("BID:70")).text["en"].startswith("Not quite")
    assert session.offer(Action.from_code("BID:200")).taken_back  # the engine's refusal: 0 to 157 only
    assert session.offer(Action.from_code("BID:45")).right
    while not (isinstance(session.step, Expect) and session.step.right[0].code.startswith("BID:")):
        answer_right(session)
    weak = session.state
    assert weak.dealer == 0 and weak.current_player == 0 and all(b >= 0 for b in weak.bids[1:])  # he bids last
    assert {a.points for a in session.step.right} == set(range(0, 21))
    assert thumb_estimate(weak.hands[0], int(weak.mode)) <= 20
    assert session.offer(Action.from_code("BID:50")).text["en"].startswith("Far too high")


def test_the_bauer_trick_brings_thirty():
    session = LessonSession(LESSON, Deck.FRENCH)
    go_to_expect(session, "HJ")
    answer_right(session)
    for _ in range(3):
        answer_right(session)
    assert session.state.card_pts[0] == 30
    assert session.guide("en").startswith("Your Bauer takes the trick: 30 points. You have 30.")


def test_ducking_the_club_trick_keeps_the_bid_and_the_as_would_put_it_24_over():
    session = LessonSession(LESSON)
    go_to_expect(session, "C7")
    state = session.state
    assert state.bids[0] == 35 and state.card_pts[0] == 34 and len(state.tricks) == 5
    assert {a.code for a in state.legal_actions()} == {"C7", "CA", "HK", "H6"}
    for code in ("CA", "HK", "H6"):  # each of them takes the trick
        assert after(session, code).tricks[-1][2] == 0
    assert after(session, "CA").card_pts[0] == 59  # 25 points: 24 over the bid of 35
    assert after(session, "C7").tricks[-1][2] == 1
    assert session.offer(Action.from_code("CA")).taken_back


def test_the_as_is_thrown_and_the_lower_trump_ducks_under_the_trump():
    session = LessonSession(LESSON)
    go_to_expect(session, "CA")
    assert {a.code for a in session.state.legal_actions()} == {"CA", "HK", "H6"}
    assert after(session, "CA").tricks[-1][2] == 1 and after(session, "H6").tricks[-1][2] == 0
    answer_right(session)
    go_to_expect(session, "H6")
    state = session.state
    assert state.rules.undertrump_ban is False  # Differenzler allows under-trumping
    assert {a.code for a in state.legal_actions()} == {"HK", "H6"}
    assert after(session, "H6").tricks[-1][2] == 2  # the player opposite keeps it with his trump
    assert after(session, "HK").tricks[-1][2] == 0
    answer_right(session)
    go_to_expect(session, "HK")
    assert [a.code for a in session.state.legal_actions()] == ["HK"]  # the Nell was led: he must follow
    answer_right(session)
    answer_right(session)
    result = session.state.results[-1]
    assert result.card_points[0] == 34 and result.bids[0] == 35 and session.state.scores[0] == 1
    assert result.card_points[2] >= 5 and sum(result.card_points) == HAND_TOTAL  # the last trick's 5 is in
    assert result.weis == (0,) * 4 and result.stoeck == (0,) * 4 and result.match == (0,) * 4
    assert session.guide("en").startswith("The hand is over. You made 34 points for a bid of 35: your penalty "
                                          "is the difference, 1.")


def test_short_of_the_bid_the_as_takes_and_the_last_trump_keeps_the_last_trick():
    session = LessonSession(LESSON)
    go_to_expect(session, "SA")
    state = session.state
    assert state.bids[0] == 60 and state.card_pts[0] == 30 and len(state.tricks) == 6
    assert after(session, "SA").card_pts[0] == 55 and after(session, "D6").card_pts[0] == 44  # 25 and 14
    assert after(session, "S7").tricks[-1][2] != 0
    gone = {c for _, trick, _ in state.tricks for c in trick}
    trumps = {c for c in range(36) if c // 9 == int(state.mode) and c not in gone}
    assert trumps == {c for c in trumps if state.hands[0] >> c & 1} and len(trumps) == 1  # the last trump
    answer_right(session)
    go_to_expect(session, "S7")
    hands = session.state.hands
    higher_spades = [c for s in (1, 2, 3) for c in range(36) if hands[s] >> c & 1 and c // 9 == 2]
    assert len(higher_spades) == 4  # "higher cards are still out": the 7 cannot hold the last trick
    while not session.done:
        answer_right(session)
    result = session.state.results[-1]
    assert result.card_points[0] == 62 and abs(result.bids[0] - result.card_points[0]) == 2
    assert session.state.scores == (14, 44, 31, 34)
    assert session.guide("en") == ("In short: count your sure tricks and bid what they bring. When you have your "
                                   "points, play under, throw away your high cards, even under-trump. When you are "
                                   "short, take the tricks full of points, and keep a sure card for the last trick "
                                   "and its 5.")

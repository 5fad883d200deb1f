"""Lesson 7, counting trumps and cards and the endgame: its claims hold on the engine and the exact solver."""

from __future__ import annotations

from school.lesson_walk import answer_right, card, go_to_expect

from jassdesk.ai.solver import SchieberEndgame, SchieberFlags, match_alive
from jassdesk.engine.cards import Card, Deck, iter_cards
from jassdesk.engine.state import GameState
from jassdesk.school.lesson import LessonSession, load_lessons

LESSON = next(lesson for lesson in load_lessons() if lesson.id == "counting-and-endgame")





def tricks_after(state: GameState, first: str, side: int = 0) -> int:
    """The side's tricks from here on after ``first``, every seat playing perfectly (a few tricks only)."""
    def best(s: GameState) -> int:
        if len(s.tricks) == 9:
            return sum(1 for _, _, winner in s.tricks if winner % 2 == side)
        values = []
        for action in s.legal_actions():
            after = s.copy()
            after.apply(action)
            values.append(best(after))
        return max(values) if s.current_player % 2 == side else min(values)
    start = state.copy()
    start.apply(card(first))
    return best(start) - sum(1 for _, _, winner in state.tricks if winner % 2 == side)


def test_the_lesson_is_the_seventh_and_asks_for_thirteen_actions():
    assert LESSON.order == 7 and LESSON.title["en"] == "Counting trumps and cards; the endgame"
    session = LessonSession(LESSON)
    acts = 0
    while not session.done:
        acts += session.waiting_for_person()
        answer_right(session)
    assert acts == 13 and session.stars == 3
    result = session.state.results[-1]
    assert result.card_points == (154, 3)
    assert "19 points" in session.guide("en") and "154 points" in session.guide("en")


def test_the_small_trump_becomes_the_highest_when_counted():
    session = LessonSession(LESSON, Deck.FRENCH)
    go_to_expect(session, "H7")
    gone = [c for _, trick, _ in session.state.tricks for c in trick]
    trumps_out = [c for c in range(36) if Card(c).code[0] == "H" and c not in gone
                  and not session.state.hands[0] >> c & 1]
    assert [Card(c).code for c in trumps_out] == ["H6"]  # only the 6 is out: the 7 is the highest trump left
    feedback = session.offer(card("SA"))
    assert feedback.taken_back and feedback.text["en"] == (
        "Whoever holds the 6 and lacks your suit trumps your card. Draw the last trump first with 7 of Hearts: "
        "it is now the highest.")


def test_giving_up_the_small_card_first_takes_the_last_two_tricks():
    session = LessonSession(LESSON)
    go_to_expect(session, "D6")
    state = session.state
    assert {a.code for a in state.legal_actions()} == {"D6", "DK", "SK"}
    assert {code: tricks_after(state, code) for code in ("D6", "DK", "SK")} == {"D6": 2, "DK": 1, "SK": 1}
    solver = SchieberEndgame(int(state.mode), SchieberFlags.of(state.rules), state.step, 0, against=0)
    legal = [int(c) for c in iter_cards(state.legal_card_mask())]
    alive = match_alive([winner % 2 for _, _, winner in state.tricks])
    points = solver.card_values(list(state.hands), state.leader, tuple(state.trick), legal, alive)
    best = max(points.values())
    assert [Card(c).code for c, v in points.items() if v == best] == ["D6"]  # the one best card, by points too
    feedback = session.offer(card("SK"))
    assert feedback.taken_back and feedback.text["de"].startswith("Schilten-König macht diesen Stich, aber")

"""Lesson 9, Coiffeur: the table's factors, the choice of a row, the push to the next player, the match
written times the factor: its claims hold on the engine."""

from __future__ import annotations

from school.lesson_walk import answer_right, go_to_expect

from jassdesk.engine.actions import Action
from jassdesk.engine.cards import Card, Deck
from jassdesk.engine.coiffeur import CoiffeurState
from jassdesk.engine.coiffeur_table import JOKER
from jassdesk.engine.modes import BASE_MODES
from jassdesk.engine.rules import Game, Rules
from jassdesk.school.lesson import LessonSession, Say, read_lesson
from jassdesk.school.lesson_format import LESSON_DIR

LESSON = read_lesson(LESSON_DIR / "09-coiffeur.json")


def code(text: str) -> Action:
    return Action.from_code(text)




def hand(session: LessonSession, seat: int = 0) -> set[str]:
    return {Card(c).code for c in range(36) if session.state.hands[seat] >> c & 1}


def test_the_lesson_is_the_ninth_in_coiffeur_and_asks_for_seven_actions():
    assert LESSON.order == 9 and LESSON.id == "coiffeur" and LESSON.game is Game.COIFFEUR
    session = LessonSession(LESSON, Deck.FRENCH)
    assert isinstance(session.state, CoiffeurState)
    assert session.state.rules.preset == Rules.coiffeur().preset
    acts = 0
    while not session.done:
        acts += session.waiting_for_person()
        answer_right(session)
    assert acts == 7 and session.stars == 3


def test_the_factors_said_are_the_tables_and_belong_to_the_suit():
    session = LessonSession(LESSON)
    table = session.state.table
    assert [(row.kind, row.factor) for row in table] == [
        ("D", 1), ("H", 2), ("S", 3), ("C", 4), ("OBE", 5), ("UNE", 6), (JOKER, 7), (JOKER, 8)]
    assert all(set(row.modes) == set(BASE_MODES) for row in table[6:])  # a joker takes any mode
    for deck, names in ((Deck.SWISS, "Eicheln x1, Rosen x2, Schilten x3, Schellen x4"),
                        (Deck.FRENCH, "Diamonds x1, Hearts x2, Spades x3, Clubs x4")):
        shown = LessonSession(LESSON, deck)
        while "x1" not in shown.guide("en"):
            shown.advance()
        assert f"{names}, Obenabe x5, Undenufe x6" in shown.guide("en")


def test_a_strong_trump_hand_goes_into_its_row_and_a_push_goes_to_the_opponent():
    session = LessonSession(LESSON)
    go_to_expect(session, "ROW:3:C")
    state = session.state
    assert state.current_player == 0 and state.vorhand == 0
    legal = {a.code for a in state.legal_actions()}
    for wrong in ("ROW:0:D", "ROW:4:OBE", "ROW:7:C", "PUSH"):
        assert wrong in legal  # legal at the table, but the lesson takes it back
        feedback = session.offer(code(wrong))
        assert feedback.taken_back and not feedback.right
    assert session.offer(code("PUSH")).text["en"].startswith("In Coiffeur a push goes to the next player, the opponent")
    pushed = state.copy()
    pushed.apply(code("PUSH"))
    assert pushed.current_player == 1  # the opponent on the left, not the partner (seat 2)
    assert session.offer(code("ROW:3:C")).right
    assert session.state.row == 3 and session.state.multiplier == 4 and session.state.leader == 0


def test_the_last_trump_is_drawn_for_the_match_and_the_match_is_written_times_four():
    session = LessonSession(LESSON)
    go_to_expect(session, "CA")
    state = session.state
    assert hand(session) == {"CA", "S7"} and len(state.tricks) == 7
    assert all(winner % 2 == 0 for _, _, winner in state.tricks)
    assert "CT" in hand(session, 1) and not any(c.startswith("S") for c in hand(session, 1))
    wrong = state.copy()  # the 7 first: the opponent on the left trumps it with the last trump
    wrong.apply(code("S7"))
    assert code("CT") in wrong.legal_actions()
    wrong.apply(code("CT"))
    for _ in range(2):
        wrong.apply(wrong.legal_actions()[0])
    assert wrong.tricks[-1][2] == 1
    feedback = session.offer(code("S7"))
    assert feedback.taken_back and "match would be lost" in feedback.text["en"]
    while not session.done and not session.state.results:
        answer_right(session)
    result = session.state.results[-1]
    assert result.card_points == (157, 0) and result.match == (100, 0) and result.stoeck == (0, 0)
    assert result.written == (1028, 0) and session.state.cells[0][3] == 257 and session.state.scores == (1028, 0)
    assert isinstance(session.step, Say)  # the guide's sentence on the written hand
    assert "counts 257" in session.guide("en") and "1'028" in session.guide("en") and "nothing" in session.guide("en")


def test_a_filled_row_is_refused_by_the_engine_and_high_cards_go_into_obenabe():
    session = LessonSession(LESSON)
    go_to_expect(session, "ROW:4:OBE")
    state = session.state
    assert state.open_rows(0) == (0, 1, 4, 5, 6, 7) and 0 not in state.open_rows(1)  # the 0 is a played row
    assert state.cells[1][0] == 0 and state.scores == (95 * 3 + 257 * 4, 64 * 3 + 130 * 4 + 150 * 7)
    held = hand(session)
    for suit in "HSDC":  # "the highest cards of all four suits"
        assert f"{suit}A" in held
    tries = session.wrong_tries
    refused = session.offer(code("ROW:3:C"))
    assert refused.taken_back and refused.text["en"].startswith("This row is already played")
    assert session.wrong_tries == tries + 1
    assert session.offer(code("ROW:6:OBE")).taken_back
    assert session.offer(code("ROW:4:OBE")).right


def test_a_weak_hand_goes_into_the_lowest_row():
    session = LessonSession(LESSON)
    go_to_expect(session, "ROW:0:D")
    state = session.state
    assert state.open_rows(0) == (0, 1, 5, 6)
    assert not any(c.endswith("A") for c in hand(session))  # "no As"
    assert hand(session) & {f"{s}6" for s in "HSDC"} == {"D6"}
    for wrong in ("ROW:6:D", "ROW:5:UNE", "ROW:1:H", "PUSH"):
        assert session.offer(code(wrong)).taken_back
    assert session.offer(code("ROW:0:D")).right and session.state.multiplier == 1


def test_when_no_row_fits_the_push_goes_to_the_opponent_who_chooses_his_own_row_and_leads():
    session = LessonSession(LESSON)
    go_to_expect(session, "PUSH")
    state = session.state
    assert state.open_rows(0) == (1, 5) and state.open_rows(1) == (1, 5)
    assert {a.code for a in state.legal_actions()} == {"ROW:1:H", "ROW:5:UNE", "PUSH"}
    assert [c for c in hand(session) if c.startswith("H")] == ["H6"]
    assert session.offer(code("PUSH")).right
    state = session.state
    assert state.current_player == 1 and state.pushers == (0,)
    assert code("ROW:0:D") not in state.legal_actions()  # his team's row is filled: he chooses from his own
    session.advance()
    state = session.state
    assert state.chooser == 1 and state.row == 1 and state.chooser_side == 1 and state.current_player == 1
    assert state.leader == 1  # the chooser leads, also after a push


def test_the_choice_comes_back_and_must_be_made_after_three_pushes():
    session = LessonSession(LESSON)
    go_to_expect(session, "PUSH")
    state = session.state.copy()
    for seat in (0, 1, 2):
        assert state.current_player == seat
        state.apply(code("PUSH"))
    state.apply(code("PUSH"))  # seat 3 pushes back to the first chooser
    assert state.current_player == 0 and state.must_choose
    assert code("PUSH") not in state.legal_actions()

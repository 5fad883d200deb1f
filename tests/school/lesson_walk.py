"""Walking a lesson as a person who knows every answer: the lesson tests share these steps."""

from __future__ import annotations

from jassdesk.engine.actions import Play
from jassdesk.engine.cards import Card
from jassdesk.school.lesson import Expect, Free, LessonSession, Question


def card(code: str) -> Play:
    return Play(Card.from_code(code))


def answer_right(session: LessonSession) -> None:
    """One step as a person who knows the answer takes it."""
    step = session.step
    if isinstance(step, Expect):
        assert session.offer(step.right[0]).right
    elif isinstance(step, Question):
        assert session.offer(Play(step.answers[0])).right
    elif isinstance(step, Free):  # the free hand: the first legal action, the AI seats' handed in as the window does
        action = session.state.legal_actions()[0]
        if session.ai_to_move():
            session.offer_ai(action)
        else:
            assert session.offer(action).right
    else:
        session.advance()


def go_to_expect(session: LessonSession, right: str) -> None:
    """On to the expect whose first right answer is ``right`` (the lesson's steps, not their numbers)."""
    for _ in range(200):
        step = session.step
        if isinstance(step, Expect) and step.right[0].code == right:
            return
        answer_right(session)
    raise AssertionError(f"no expect for {right}")

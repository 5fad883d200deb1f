"""Every lesson of the school driven through in its window as a person would: the tile clicked, Enter past
each sentence, the right card clicked (a question answered by a click), and once per lesson a wrong action
that the guide answers in red and takes back; a lesson left half-way resumes after a restart."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt

from jassdesk.engine.actions import ActionKind, Play
from jassdesk.school.lesson import Expect, Free, Question, load_lessons
from jassdesk.storage.paths import StoragePaths
from jassdesk.ui.table.bubbles import AT_CARD

from .school_helpers import (TIMEOUT, card_item, click_scene, close_summary, make_school, open_tile,
                             past_the_sentences, press, settings_on_disk, take, wait_settled)

LESSONS = load_lessons()


def _announce(qtbot, window, action) -> None:  # noqa: ANN001
    """Check the Weis chip the right card must carry (the table offers them above the hand)."""
    choices = window.scene.choices
    if action.kind is not ActionKind.PLAY or not action.weis or choices.weis_choice == action.weis:
        return
    chip = next(b for b in choices.chips if getattr(b, "weis", None) == action.weis)
    click_scene(qtbot, window, chip.mapToScene(QPointF(chip.w / 2, chip.h / 2)))
    assert choices.weis_choice == action.weis


def _wrong_action(exercise, step):  # noqa: ANN001, ANN201
    """A legal action the step does not want (or, where every legal one is right, a card the rules refuse)."""
    if isinstance(step, Question):
        hand = exercise.state.hands[exercise.seat]
        return next((Play(c) for c in range(36) if hand >> c & 1 and c not in {int(a) for a in step.answers}),
                    None)
    right = {a.code for a in step.right} | {f"{a.code}".split("/")[0] for a in step.right}
    legal = exercise.state.legal_actions()
    wrong = next((a for a in legal if a.code.split("/")[0] not in right), None)
    if wrong is not None:
        return wrong
    hand = exercise.state.hands[exercise.seat]
    codes = {a.code.split("/")[0] for a in legal}
    return next((Play(c) for c in range(36) if hand >> c & 1 and Play(c).code not in codes), None)


def _try_wrong(qtbot, window, step) -> bool:  # noqa: ANN001
    """One wrong action, as a person would take it; the guide answers in red and nothing is played."""
    exercise = window.controller.exercise
    action = _wrong_action(exercise, step)
    if action is None or (action.kind is ActionKind.PLAY and card_item(window, int(action.card)) is None):
        return False
    before = [a.code for a in exercise.state.history]
    tries = exercise.wrong_tries
    take(qtbot, window, action)
    assert [a.code for a in exercise.state.history] == before, "a wrong action was played"
    assert exercise.wrong_tries == tries + 1
    assert window.guide.answer_label.isVisible()
    assert window.guide.answer_label.objectName() == "guideAnswerWrong"
    if action.kind is ActionKind.PLAY:
        assert card_item(window, int(action.card)) is not None, "the card did not go back to the hand"
    return True


def drive(qtbot, window, key: str, wrong_once: bool = True, stop_at: int | None = None) -> int:  # noqa: ANN001
    """Take the lesson through as a person who reads the guide; returns the wrong actions tried."""
    exercise = window.controller.exercise
    wrong = 0
    for _ in range(800):
        wait_settled(qtbot, window)
        if window.scene.overlays.panel is not None:
            close_summary(qtbot, window)
            continue
        if exercise.done or (stop_at is not None and exercise.step_index >= stop_at):
            return wrong
        step = exercise.step
        if window.controller.reading:
            assert window.guide.continue_button.isVisible()
            press(qtbot, window, Qt.Key.Key_Return)
            continue
        if isinstance(step, Free):
            legal = exercise.state.legal_actions()
            plays = [a for a in legal if a.kind is ActionKind.PLAY]
            take(qtbot, window, plays[0] if plays else legal[0])
            continue
        if wrong_once and not wrong and isinstance(step, (Expect, Question)):
            wrong += _try_wrong(qtbot, window, step)
        if isinstance(step, Question):
            take(qtbot, window, Play(step.answers[0]))
        else:
            assert isinstance(step, Expect)
            _announce(qtbot, window, step.right[0])
            index = exercise.step_index
            take(qtbot, window, step.right[0])
            assert exercise.step_index > index, f"step {index}'s right action was not taken"
    raise AssertionError(f"lesson {key} did not end")


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.id)
def test_each_lesson_is_played_through_with_one_wrong_action_taken_back(qtbot, settings, lesson):
    window = make_school(qtbot, settings)
    key = f"lesson_{lesson.id}"
    open_tile(qtbot, window, key)
    assert window.guide.text.text(), "the guide says nothing"
    wrong = drive(qtbot, window, key)
    assert wrong == 1, "no wrong action could be tried in the lesson"
    exercise = window.controller.exercise
    assert exercise.done and exercise.stars == 2
    assert window.progress.stars(key) == 2 and window.progress.place(key) is None
    assert window.guide.stars.isVisible()
    window.shutdown()


def test_a_lesson_left_half_way_resumes_where_it_was_after_a_restart(qtbot, tmp_path):
    paths = StoragePaths.under(tmp_path)
    window = make_school(qtbot, settings_on_disk(paths))
    lesson = LESSONS[1]
    key = f"lesson_{lesson.id}"
    open_tile(qtbot, window, key)
    middle = next(i for i, s in enumerate(lesson.steps) if isinstance(s, Expect) and i > len(lesson.steps) // 2)
    drive(qtbot, window, key, wrong_once=True, stop_at=middle)
    at, text = window.controller.exercise.step_index, window.guide.text.text()
    played = [a.code for a in window.controller.exercise.state.history]
    window.close()
    window.shutdown()

    again = make_school(qtbot, settings_on_disk(paths))
    assert "Continue where you left off" in again.home.tiles[key].text()
    open_tile(qtbot, again, key)
    exercise = again.controller.exercise
    assert exercise.step_index == at and exercise.wrong_tries == 1
    assert again.guide.text.text() == text
    assert [a.code for a in again.controller.state.history] == played  # the table shows where it was
    drive(qtbot, again, key, wrong_once=False)
    assert exercise.done and exercise.stars == 2
    again.shutdown()


def test_the_hint_gives_the_answer_and_costs_a_star(qtbot, settings):
    window = make_school(qtbot, settings)
    open_tile(qtbot, window, f"lesson_{LESSONS[0].id}")
    exercise = window.controller.exercise
    past_the_sentences(qtbot, window)
    press(qtbot, window, Qt.Key.Key_H)
    assert window.guide.answer_label.isVisible() and window.guide.answer_label.objectName() == "guideNote"
    assert "The answer:" in window.guide.answer_label.text()
    assert exercise.wrong_tries == 1
    window.shutdown()


def test_an_enter_more_after_continue_plays_no_card_until_the_cursor_moves(qtbot, settings):
    window = make_school(qtbot, settings)
    open_tile(qtbot, window, f"lesson_{LESSONS[0].id}")
    exercise = window.controller.exercise
    past_the_sentences(qtbot, window)
    assert isinstance(exercise.step, Expect)
    press(qtbot, window, Qt.Key.Key_Return)  # meant for "Continue"
    assert exercise.wrong_tries == 0 and window.guide.answer_label.objectName() == "guideNote"
    assert "arrow keys" in window.guide.answer_label.text()
    index = exercise.step_index
    press(qtbot, window, Qt.Key.Key_Right)
    press(qtbot, window, Qt.Key.Key_Return)  # now the cursor's card is played (right or answered)
    assert exercise.step_index > index or exercise.wrong_tries == 1
    window.shutdown()


def test_a_wrong_card_sets_out_for_the_trick_and_comes_back_to_the_hand(qtbot):
    from jassdesk.app.settings import Settings

    settings = Settings(animation_speed="normal", ai_pace_ms=0, language="en", hints="request")
    window = make_school(qtbot, settings)
    open_tile(qtbot, window, f"lesson_{LESSONS[0].id}")
    past_the_sentences(qtbot, window)
    exercise = window.controller.exercise
    wrong = _wrong_action(exercise, exercise.step)
    assert wrong.kind is ActionKind.PLAY and exercise.state.why(wrong) is None  # a card the rules allow
    item = card_item(window, int(wrong.card))
    home = item.pos()
    before = [a.code for a in exercise.state.history]
    take(qtbot, window, wrong)
    assert window.scene.take_back.running
    assert AT_CARD not in window.scene.bubbles  # the answer waits: it would be under the card on its way
    trick_top = window.scene.layout_trick().oval().bottom()
    qtbot.waitUntil(lambda: item.pos().y() < home.y() - (home.y() - trick_top) * 0.3, timeout=TIMEOUT)
    qtbot.waitUntil(lambda: not window.scene.take_back.running, timeout=TIMEOUT)
    assert card_item(window, int(wrong.card)) is item
    assert item.pos() == window.scene.felt.lifted(item, item.base)  # back at its place (raised: the pointer is on it)
    assert item.pos().x() == home.x() and abs(item.pos().y() - home.y()) <= window.scene.geo.lift * 2
    assert window.scene.bubbles[AT_CARD].isVisible()  # and now the answer, at the card
    assert [a.code for a in exercise.state.history] == before and exercise.wrong_tries == 1
    window.shutdown()

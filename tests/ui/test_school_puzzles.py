"""The school's puzzles played in its window as a person plays them: a tile clicked, cards clicked, stars won,
the place kept across a restart."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from jassdesk.storage.paths import StoragePaths

from .school_helpers import click_card, close_summary, make_school, open_tile, settings_on_disk, wait_settled


def _best(values: dict[int, int]) -> int:
    best = max(values.values())
    return min(c for c, v in values.items() if v == best)


def _worst(values: dict[int, int]) -> int:
    worst = min(values.values())
    return min(c for c, v in values.items() if v == worst)


def _play_out(qtbot, window, choose) -> None:  # noqa: ANN001
    """Click the person's cards (``choose`` picks one from the exact values) until the puzzle is over."""
    exercise = window.controller.exercise
    for _ in range(40):
        wait_settled(qtbot, window)
        if window.scene.overlays.panel is not None:  # the hand's summary after the last card
            close_summary(qtbot, window)
            continue
        if exercise.done:
            return
        card = choose(exercise.card_values())
        before = len(exercise.state.history)
        click_card(qtbot, window, card)
        assert len(exercise.state.history) > before, "the click did not play the card"
    raise AssertionError("the puzzle did not end")


def test_a_puzzle_solved_by_clicking_wins_three_stars_and_the_list_shows_them(qtbot, settings):
    window = make_school(qtbot, settings)
    key = "puzzle_schieber-01"
    open_tile(qtbot, window, key)
    assert "Goal:" in window.guide.text.text()
    _play_out(qtbot, window, _best)
    wait_settled(qtbot, window)
    assert window.controller.exercise.stars == 3
    assert window.guide.stars.isVisible() and window.guide.stars.text() == "★★★"
    assert window.progress.stars(key) == 3 and window.progress.place(key) is None
    assert window.guide.next_button.isVisible()
    qtbot.mouseClick(window.guide.list_button, Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is window.home
    assert "★★★" in window.home.tiles[key].text()
    window.shutdown()


def test_a_card_that_loses_the_goal_is_answered_in_red_and_costs_stars_but_not_the_best(qtbot, settings):
    window = make_school(qtbot, settings)
    key = "puzzle_schieber-03"
    window.progress.finish(key, 3)  # solved before: a worse try keeps the best
    open_tile(qtbot, window, key)
    exercise = window.controller.exercise
    values = exercise.card_values()
    assert len(set(values.values())) > 1
    click_card(qtbot, window, _worst(values))
    assert window.guide.answer_label.isVisible()
    assert window.guide.answer_label.objectName() == "guideAnswerWrong"
    assert "stop you" in window.guide.answer_label.text()
    _play_out(qtbot, window, _best)
    assert 1 <= exercise.stars < 3
    assert window.progress.stars(key) == 3
    qtbot.mouseClick(window.guide.again_button, Qt.MouseButton.LeftButton)
    wait_settled(qtbot, window)
    assert window.controller.exercise is not exercise and not window.controller.exercise.done
    window.shutdown()


@pytest.mark.parametrize("key", ["puzzle_schmaus-01", "puzzle_coiffeur-01", "puzzle_differenzler-01"])
def test_every_games_puzzle_plays_at_the_schools_table(qtbot, settings, key):
    window = make_school(qtbot, settings)
    open_tile(qtbot, window, key)
    exercise = window.controller.exercise
    assert window.controller.state.hands[0] == exercise.state.hands[0]  # the person's hand at the bottom
    _play_out(qtbot, window, _best)
    assert exercise.stars == 3
    window.shutdown()


def test_a_puzzle_left_half_way_resumes_after_a_restart(qtbot, tmp_path):
    paths = StoragePaths.under(tmp_path)
    window = make_school(qtbot, settings_on_disk(paths))
    key = "puzzle_schieber-02"
    open_tile(qtbot, window, key)
    exercise = window.controller.exercise
    click_card(qtbot, window, _best(exercise.card_values()))
    wait_settled(qtbot, window)
    played = [a.code for a in exercise.state.history]
    window.close()
    window.shutdown()

    again = make_school(qtbot, settings_on_disk(paths))
    assert "Continue where you left off" in again.home.tiles[key].text()
    open_tile(qtbot, again, key)
    assert [a.code for a in again.controller.exercise.state.history] == played
    assert [a.code for a in again.controller.state.history] == played  # the table shows it too
    again.shutdown()


def test_a_damaged_saved_place_starts_the_puzzle_afresh_with_a_word(qtbot, settings):
    settings.set("school", {"stars": {}, "places": {"puzzle_schieber-02": {"puzzle": "schieber-02",
                                                                          "played": ["XX"]}}, "last": ""})
    window = make_school(qtbot, settings)
    open_tile(qtbot, window, "puzzle_schieber-02")
    assert window.controller.exercise.state.history == window.controller.exercise.puzzle.start_state().history
    assert window.guide.answer_label.isVisible()
    assert "starts from the beginning" in window.guide.answer_label.text()
    window.shutdown()

"""The Jasstafel as a chalk board: its marks add up to the sheet's totals, the toggle beside the table is
remembered, the tooltip tells the exact value, and new strokes are written at the table's speed."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings as hyp_settings
from hypothesis import strategies as st
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication, QToolTip

from jassdesk.ai.player import RandomPlayer
from jassdesk.app.persistence import SettingsPersistence
from jassdesk.app.score_sheets import JasstafelModel
from jassdesk.app.settings import Settings, SheetView
from jassdesk.engine import events as ev
from jassdesk.engine.games import new_state
from jassdesk.engine.modes import Mode
from jassdesk.engine.rules import Game, Rules
from jassdesk.engine.scoring import HandResult
from jassdesk.i18n.numbers import number
from jassdesk.storage.paths import StoragePaths
from jassdesk.ui.chalkboard import Chalkboard

from .helpers import TIMEOUT, play_hand


def drawn_total(board: Chalkboard, side: int) -> int:
    """What the marks painted on a half add up to (a grab paints the board)."""
    board.grab()
    return sum(m.value for m in board.painted if m.side == side)


def hand(n: int, dealer: int, mult: int, a: int, weis: tuple, stoeck: tuple, match: tuple) -> HandResult:
    cards = (a, 157 - a)
    written = tuple((c + w + s + m) * mult for c, w, s, m in zip(cards, weis, stoeck, match))
    return HandResult(n, dealer, Mode.OBENABE, mult, cards, weis, stoeck, match, written, True)


hands = st.builds(hand, st.integers(0, 30), st.integers(0, 3), st.sampled_from([1, 2, 3, 4]), st.integers(0, 157),
                  st.tuples(st.sampled_from([0, 20, 50, 100, 150, 200]), st.sampled_from([0, 20, 50, 100])),
                  st.tuples(st.sampled_from([0, 20]), st.sampled_from([0, 20])),
                  st.sampled_from([(0, 0), (100, 0), (0, 100)]))


@given(st.lists(hands, max_size=40), st.none() | st.tuples(st.integers(0, 600), st.integers(0, 600)),
       st.sampled_from([(150, 220), (210, 420), (290, 670), (520, 380)]))
@hyp_settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
def test_the_marks_drawn_add_up_to_the_sheets_totals(qapp, results, current, size):
    model = JasstafelModel()
    model.set_side_names(["Anna & Vreni", "Ueli & Sepp"])
    model.beginResetModel()
    model.results = results
    model.current = list(current) if current else None
    model.totals = [sum(r.written[s] for r in results) + (current[s] if current else 0) for s in (0, 1)]
    model.endResetModel()
    board = Chalkboard(Settings(animation_speed="instant"), chooses_mode=lambda: True)
    board.resize(*size)
    board.set_model(model)
    for side in (0, 1):
        assert board.marks_value(side) == model.totals[side]
        assert drawn_total(board, side) == model.totals[side]
        marks = board.marks(side)
        kinds = {m.kind for m in marks}
        assert kinds <= {"hundred", "fifty", "twenty", "rest", "match", "kontermatch"}
        assert sum(1 for m in marks if m.kind in ("match", "kontermatch")) == sum(1 for r in results if r.match[side])
        inside = board.half_rects()[side].adjusted(-1, -1, 1, 1)
        assert all(inside.contains(x, y) for m in marks for stroke in m.strokes for x, y in stroke
                   if m.kind not in ("match", "kontermatch")), "a stroke was drawn outside its half"
    board.deleteLater()
    model.deleteLater()


@given(st.integers(0, 10_000), st.booleans())
@hyp_settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
def test_a_partie_played_event_by_event_keeps_the_board_equal_to_the_sheet(qapp, seed, schmaus):
    """Random players through the engine, every event fed to the sheet as the window feeds it: after each
    one the board reads the sheet's totals (the Weis and Stöck of a hand in progress too)."""
    rules = Rules.schmaus() if schmaus else Rules.schieber_swiss(multipliers=True)
    state = new_state(rules, seed)
    model = JasstafelModel()
    board = Chalkboard(Settings(animation_speed="instant"), chooses_mode=lambda: not schmaus)
    board.resize(220, 420)
    board.set_model(model)
    model.reset(state.observation(0))
    players = [RandomPlayer(seed=seed * 10 + s) for s in range(state.n_players)]
    rng = random.Random(seed)
    before = list(board.boards)
    while not state.is_over:
        seat = state.current_player
        for event in state.apply(players[seat].choose(state.observation(seat))):
            model.on_event(event, state.observation(0))
            if isinstance(event, (ev.WeisWritten, ev.StoeckWritten, ev.HandScored, ev.PartieOver)) \
                    or rng.random() < 0.05:
                assert [board.marks_value(s) for s in (0, 1)] == list(model.totals)
            for was, now in zip(before, board.boards):  # no stroke is ever wiped, not even when a hand ends
                assert now.hundreds >= was.hundreds and now.fifties >= was.fifties and now.twenties >= was.twenties
            before = list(board.boards)
    assert [drawn_total(board, s) for s in (0, 1)] == list(model.totals) == list(state.scores)
    board.deleteLater()
    model.deleteLater()


# -- in the window --------------------------------------------------------------------------------------

def test_the_toggle_switches_the_view(qtbot, window):  # noqa: ANN001
    sheet = window.sheet
    assert window.settings.sheet_view is SheetView.TABLE  # a new player sees the table of hands
    assert sheet.views.currentWidget() is sheet.table and sheet.table_button.isChecked()
    assert sheet.board_button.isVisible() and sheet.board_button.accessibleName()
    qtbot.mouseClick(sheet.board_button, Qt.MouseButton.LeftButton)
    assert window.settings.sheet_view is SheetView.BOARD
    assert sheet.views.currentWidget() is sheet.board and sheet.board_button.isChecked()
    assert sheet.board.isVisible() and not sheet.table.isVisible()
    qtbot.mouseClick(sheet.table_button, Qt.MouseButton.LeftButton)
    assert sheet.views.currentWidget() is sheet.table and window.settings.sheet_view is SheetView.TABLE


def test_the_choice_of_view_is_remembered_across_a_restart(qtbot, tmp_path):  # noqa: ANN001
    from jassdesk.ui.mainwindow import MainWindow

    paths = StoragePaths.under(tmp_path)

    def open_window() -> MainWindow:
        settings = Settings(animation_speed="instant", ai_pace_ms=0, language="en")
        persistence = SettingsPersistence(settings, paths)
        assert persistence.load() == []
        persistence.watch()
        win = MainWindow(settings, paths=paths)
        win.persistence = persistence  # kept as long as the window, as the app keeps it
        qtbot.addWidget(win)
        win.setWindowState(Qt.WindowState.WindowNoState)
        win.resize(1280, 800)
        win.show()
        qtbot.waitExposed(win)
        return win

    first = open_window()
    first.start_default(Game.SCHIEBER, seed=5)
    qtbot.mouseClick(first.sheet.board_button, Qt.MouseButton.LeftButton)
    assert first.settings.sheet_view is SheetView.BOARD
    first.shutdown()
    first.close()
    second = open_window()
    try:
        assert second.settings.sheet_view is SheetView.BOARD
        assert second.sheet.views.currentWidget() is second.sheet.board and second.sheet.board_button.isChecked()
    finally:
        second.shutdown()


def test_the_tooltip_tells_the_exact_value_of_each_half(qtbot, window):  # noqa: ANN001
    window.start_default(Game.SCHIEBER, seed=11)
    window.sheet.board_button.click()
    play_hand(qtbot, window)
    board, model = window.sheet.board, window.controller.score_model
    assert model.results and any(model.totals)
    for side, rect in enumerate(board.half_rects()):
        text = board.tooltip_for(side)
        assert text.splitlines()[0].endswith(f": {number(model.totals[side], lang=model.lang)} points")
        assert model.side_names[side] in text
        centre = rect.center().toPoint()
        QApplication.sendEvent(board, QHelpEvent(QEvent.Type.ToolTip, centre, board.mapToGlobal(centre)))
        assert QToolTip.text() == text
        QToolTip.hideText()


def test_the_strokes_are_written_when_a_hand_is_scored(qtbot, window):  # noqa: ANN001
    window.start_default(Game.SCHIEBER, seed=3)
    sheet = window.sheet
    sheet.board_button.click()
    board = sheet.board
    writing = []  # was the board writing when the table showed the hand's score?
    window.controller.eventShown.connect(lambda e: isinstance(e, ev.HandScored) and writing.append(board.animating))
    window.settings.set("animation_speed", "fast")
    play_hand(qtbot, window)
    qtbot.waitUntil(lambda: bool(writing), timeout=TIMEOUT)
    assert writing == [True]  # the hand's strokes are being written
    qtbot.waitUntil(lambda: not board.animating, timeout=TIMEOUT)  # ... and are all written
    model = window.controller.score_model
    assert [drawn_total(board, s) for s in (0, 1)] == list(model.totals)
    assert board._sequence == {} and board._progress == 1.0


def test_at_instant_speed_the_strokes_are_there_at_once(qtbot, window):  # noqa: ANN001
    board = window.sheet.board
    window.sheet.board_button.click()
    model = window.controller.score_model
    started = []
    board.animation.stateChanged.connect(lambda new, _old: started.append(new))
    model.beginResetModel()
    model.results = [hand(0, 0, 2, 120, (50, 0), (0, 0), (0, 0))]
    model.totals = list(model.results[0].written)
    model.endResetModel()
    assert not started and not board.animating
    assert [drawn_total(board, s) for s in (0, 1)] == model.totals == [340, 74]


def test_an_animation_at_normal_speed_runs_and_ends(qtbot):  # noqa: ANN001
    model = JasstafelModel()
    board = Chalkboard(Settings(animation_speed="normal"))
    qtbot.addWidget(board)
    board.resize(260, 420)
    board.set_model(model)
    board.show()
    qtbot.waitExposed(board)
    with qtbot.waitSignal(board.writingFinished, timeout=TIMEOUT):
        model.beginResetModel()
        model.results = [hand(0, 0, 1, 157, (0, 0), (20, 0), (100, 0))]
        model.totals = list(model.results[0].written)
        model.endResetModel()
        assert board.animating
        board.grab()
        assert drawn_total(board, 0) < model.totals[0]  # being written: not every stroke yet
    assert drawn_total(board, 0) == 277 and drawn_total(board, 1) == 0
    assert board.matches == [["match"], []]
    model.beginResetModel()  # a new Partie wipes the board at once
    model.results, model.totals = [], [0, 0]
    model.endResetModel()
    assert not board.animating and drawn_total(board, 0) == 0


@pytest.mark.parametrize("game", [Game.COIFFEUR, Game.DIFFERENZLER])
def test_a_sheet_that_is_no_jasstafel_has_no_board(qtbot, window, game):  # noqa: ANN001
    window.settings.set("sheet_view", "board")
    assert window.sheet.views.currentWidget() is window.sheet.board
    window.start_default(game, seed=2)
    sheet = window.sheet
    assert not sheet.board_button.isVisible() and not sheet.table_button.isVisible()
    assert sheet.views.currentWidget() is sheet.table and sheet.board.model is None
    window.start_default(Game.SCHMAUS, seed=2)  # two players alone write on the same board
    assert sheet.board_button.isVisible() and sheet.views.currentWidget() is sheet.board
    assert sheet.board.model is window.controller.score_model


def test_the_settings_value_is_checked():
    assert Settings().sheet_view is SheetView.TABLE
    with pytest.raises(ValueError):
        Settings.validate("sheet_view", "chalk")
    assert Settings.validate("sheet_view", "board") == "board"


def test_the_board_fits_an_800x600_window(qtbot):  # noqa: ANN001
    """The sheet folds away below 1000 px; shown with Ctrl+T at 800x600 the board keeps a legible size."""
    from jassdesk.ui.mainwindow import MainWindow

    win = MainWindow(Settings(animation_speed="instant", ai_pace_ms=0, language="en", sheet_view="board"),
                     paths=StoragePaths.under(Path(__import__("tempfile").mkdtemp())))
    qtbot.addWidget(win)
    win.setWindowState(Qt.WindowState.WindowNoState)
    win.resize(800, 600)
    win.show()
    qtbot.waitExposed(win)
    try:
        win.actions_["sheet"].trigger()
        qtbot.waitUntil(lambda: win.dock.isVisible())
        board = win.sheet.board
        qtbot.waitUntil(lambda: board.width() >= 150 and board.height() >= 260)
        for rect in board.half_rects():
            assert rect.height() >= 130 and rect.width() >= 140
    finally:
        win.shutdown()

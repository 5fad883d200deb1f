"""The window and its dialogs on screens of 800x600 and 1280x800; the keys work without a click."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt, QTimer
from PySide6.QtGui import QScreen
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog

from jassdesk import i18n
from jassdesk.app.settings import Settings

SCREENS = [(800, 600), (1280, 800)]


@pytest.fixture
def screen(monkeypatch):  # noqa: ANN001, ANN201
    """Give every screen the available geometry the test sets (a panel may take the rest)."""
    area = QRect(0, 0, 1280, 800)

    def set_area(width: int, height: int) -> QRect:
        area.setRect(0, 0, width, height)
        return QRect(area)

    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: QRect(area))
    return set_area


def open_window(qtbot, settings):  # noqa: ANN001, ANN201
    from jassdesk.ui.mainwindow import MainWindow

    win = MainWindow(settings)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


def inside(area: QRect, widget) -> bool:  # noqa: ANN001
    return area.contains(widget.frameGeometry())


def while_modal(qtbot, trigger, look) -> list:  # noqa: ANN001
    """Run ``trigger`` (which opens a modal dialog), call ``look(dialog)`` while it is open, then close it."""
    seen: list = []

    def inspect() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            QTimer.singleShot(20, inspect)
            return
        try:
            seen.append(look(dialog))
        finally:
            dialog.reject()

    QTimer.singleShot(0, inspect)
    trigger()
    qtbot.waitUntil(lambda: bool(seen), timeout=5000)
    return seen


@pytest.mark.parametrize("size", SCREENS)
def test_the_window_opens_inside_the_screen(qtbot, screen, size):  # noqa: ANN001
    area = screen(*size)
    win = open_window(qtbot, Settings(animation_speed="instant", ai_pace_ms=0, language="en"))
    try:
        assert inside(area, win), (win.frameGeometry(), area)
        small = size[0] < 1000
        # at 800x600 the table takes the whole width: the score sheet folds away and comes back on request
        assert win.dock.isVisible() is not small
        if small:
            win.actions_["sheet"].trigger()
            assert win.dock.isVisible()
    finally:
        win.shutdown()


def test_a_remembered_window_is_moved_inside_a_smaller_screen(qtbot, screen):  # noqa: ANN001
    settings = Settings(animation_speed="instant", ai_pace_ms=0, language="en")
    screen(1920, 1080)
    big = open_window(qtbot, settings)
    big.setGeometry(500, 200, 1280, 800)
    big.shutdown()  # remembers the geometry
    assert settings.get("window_geometry")
    area = screen(800, 600)
    win = open_window(qtbot, settings)
    try:
        assert inside(area, win), (win.frameGeometry(), area)
    finally:
        win.shutdown()


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("size", SCREENS)
def test_every_dialog_fits_the_screen(qtbot, screen, size, lang):  # noqa: ANN001
    area = screen(*size)
    app = QApplication.instance()
    i18n.install(lang, app)
    win = open_window(qtbot, Settings(animation_speed="instant", ai_pace_ms=0, language=lang))
    try:
        for trigger in (win.new_game_dialog, win.settings_dialog, win.show_about):
            geometry = while_modal(qtbot, trigger, lambda d: d.frameGeometry())[0]
            assert area.contains(geometry), (trigger.__name__, geometry, area)
        win.show_rules()  # the rules help is a window beside the table, not a modal dialog
        assert inside(area, win.rules_help), (win.rules_help.frameGeometry(), area)
        win.rules_help.close()
        win.show_statistics()
        assert inside(area, win.statistics_dialog)
        win.statistics_dialog.accept()
        from jassdesk.ui.resume import ResumePrompt

        win.start_default()
        prompt = ResumePrompt(win.keeper.saved_game(), win)  # the question at start, over the window
        assert area.contains(while_modal(qtbot, prompt.exec, lambda d: d.frameGeometry())[0])
    finally:
        win.shutdown()
        i18n.install("en", app)


def test_new_game_shows_no_window_but_itself(qtbot, window):  # noqa: ANN001
    """The AI-level box of the person's seat once showed as a window of its own over the menus."""

    def visible_windows(dialog: QDialog) -> list:
        return [w for w in QApplication.topLevelWidgets() if w.isVisible() and w not in (window, dialog)]

    assert while_modal(qtbot, window.new_game_dialog, visible_windows) == [[]]


def test_the_keys_work_without_a_click(qtbot, window):  # noqa: ANN001
    """H, F1 and Ctrl+I at start and after a dialog, sent to the window as the keyboard sends them."""
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.view, timeout=3000)

    def press(key: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
        QTest.keyClick(window.windowHandle(), key, modifier)

    with qtbot.waitSignal(window.actions_["hint"].triggered, timeout=2000):
        press(Qt.Key.Key_H)
    press(Qt.Key.Key_I, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.statistics_dialog is not None and window.statistics_dialog.isVisible(),
                    timeout=3000)
    window.statistics_dialog.accept()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.view, timeout=3000)
    press(Qt.Key.Key_F1)  # the rules help opens beside the table and has the keyboard while it is open
    qtbot.waitUntil(lambda: window.rules_help is not None and window.rules_help.isVisible(), timeout=3000)
    assert window.rules_help.windowTitle().startswith("Rules")
    window.rules_help.close()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.view, timeout=3000)
    with qtbot.waitSignal(window.actions_["hint"].triggered, timeout=2000):
        press(Qt.Key.Key_H)

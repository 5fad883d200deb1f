"""New game and Open ask before they replace a Partie in progress, and keep it among the saved games."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from ui.helpers import decide, wait_for_person_or_summary
from jassdesk.app.game_config import GameConfig
from jassdesk.engine.rules import Rules
from jassdesk.storage.saved_games import load_saved_game
from jassdesk.ui.new_game import NewGameDialog

CONFIG = GameConfig(Rules.schieber_swiss(), 11, ("Me", "L", "P", "R"), (None,) + ("random",) * 3)


def answer_dialogs(qtbot, trigger, *answers) -> list:  # noqa: ANN001
    """Run ``trigger``; each modal dialog that opens in turn is handed to the next answer, which closes it."""
    seen: list = []
    pending = list(answers)

    def step() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None or (seen and dialog is seen[-1]):
            QTimer.singleShot(20, step)
            return
        seen.append(dialog)
        pending.pop(0)(dialog)
        if pending:
            QTimer.singleShot(20, step)

    QTimer.singleShot(0, step)
    trigger()
    qtbot.waitUntil(lambda: not pending, timeout=5000)
    return seen


def deal(dialog: NewGameDialog) -> None:
    dialog._accept()


def started_partie(qtbot, window):  # noqa: ANN001, ANN201
    window.start(CONFIG)
    wait_for_person_or_summary(qtbot, window)
    decide(qtbot, window)  # the person's first decision: now there is something to lose
    assert window.controller.state.history
    return window.controller.state


def test_new_game_asks_and_keep_playing_is_the_default(qtbot, window):  # noqa: ANN001
    state = started_partie(qtbot, window)
    texts = []

    def keep_playing(box: QMessageBox) -> None:
        texts.append((box.text(), box.informativeText(), box.defaultButton().text()))
        qtbot.keyClick(box, Qt.Key.Key_Return)  # the default button

    answer_dialogs(qtbot, window.new_game_dialog, deal, keep_playing)
    assert texts == [("Leave the Partie in progress?",
                      "It is kept among the saved games: File > Open continues it later.", "&Keep playing")]
    assert window.controller.state is state and window.controller.config.seed == 11


def test_new_game_keeps_the_partie_among_the_saved_games(qtbot, window):  # noqa: ANN001
    started_partie(qtbot, window)
    played = window.controller.state.history[:]
    before = set(window.games_dir().glob("*.jass"))
    old = window.controller.state
    answer_dialogs(qtbot, window.new_game_dialog, deal, lambda box: box.leave_button.click())
    assert window.controller.state is not old and window.controller.config.seed != 11  # the new game, a new deal
    kept = set(window.games_dir().glob("*.jass")) - before
    assert len(kept) == 1
    saved = load_saved_game(kept.pop()).replay()
    assert saved.seed == 11 and saved.history[:len(played)] == played


def test_open_asks_before_it_replaces_the_partie(qtbot, window, monkeypatch, tmp_path):  # noqa: ANN001
    started_partie(qtbot, window)
    opened = []
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(tmp_path / "other.jass"), ""))
    monkeypatch.setattr(window, "open_game", lambda path: opened.append(path))
    answer_dialogs(qtbot, window.open_game_dialog, lambda box: box.stay_button.click())
    assert opened == []
    answer_dialogs(qtbot, window.open_game_dialog, lambda box: box.leave_button.click())
    assert opened == [tmp_path / "other.jass"]

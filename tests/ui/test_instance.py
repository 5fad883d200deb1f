"""Two JassDesk windows on one folder: the second start brings the first forward with its file, or -- the
first not answering -- opens saving apart, says so, and nothing of either Partie is lost."""

from __future__ import annotations

import random
import subprocess
import sys

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox

from app.folder_owner import PROCESS_WAIT_S, Owner, env_for
from ui.helpers import TIMEOUT, decide, wait_for_person_or_summary
from jassdesk.app.game_config import PERSON
from jassdesk.app.settings import Settings
from jassdesk.engine.record import GameRecord, new_state
from jassdesk.engine.rules import Rules
from jassdesk.storage.autosave import Autosaver
from jassdesk.storage.paths import StoragePaths
from jassdesk.storage.saved_games import SavedGame, Seat, load_saved_game, save_game
from jassdesk.ui import instance
from jassdesk.ui.app import launch, parse_args
from jassdesk.ui.mainwindow import LeaveQuestion
from jassdesk.ui.resume import ResumePrompt


def _settings() -> Settings:
    return Settings(animation_speed="instant", ai_pace_ms=0, language="en", hints="request")


def _partie(seed: int, actions: int) -> SavedGame:
    """A Schieber Partie against random players, stopped at the person's turn after ``actions`` actions."""
    rules = Rules.schieber_swiss()
    state = new_state(rules, seed)
    rng = random.Random(seed)
    while len(state.history) < actions or state.current_player != PERSON:
        state.apply(rng.choice(state.legal_actions()))
    seats = (Seat("Anna", "person"),) + tuple(Seat(f"AI {s}", "random") for s in range(1, 4))
    return SavedGame(GameRecord.of(state), seats, extra={"partie": 1})


def _answer(qtbot, kind: type, button: str) -> list[str]:  # noqa: ANN001
    """Click ``button`` of the first ``kind`` of box as soon as it shows; returns its informative text."""
    seen: list[str] = []

    def click() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, kind):
            QTimer.singleShot(20, click)
            return
        seen.append(box.informativeText())
        qtbot.mouseClick(getattr(box, button), Qt.MouseButton.LeftButton)
    QTimer.singleShot(0, click)
    return seen


def _open(qtbot, folder: instance.WindowClaim):  # noqa: ANN001, ANN202
    """What jassdesk's main() does between the claim and the event loop (launch: the Partie on the table)."""
    window = launch(_settings(), folder.paths, offer_resume=folder.offer)
    qtbot.addWidget(window)
    qtbot.waitExposed(window)
    folder.attach(window)
    return window


def _close(window, folder: instance.WindowClaim) -> None:  # noqa: ANN001
    window.close()  # the Partie is written before the window goes
    assert window.keeper.writer.flush()
    folder.release()


@pytest.fixture
def owner(tmp_path):  # noqa: ANN001, ANN201
    started: list[Owner] = []

    def start(mode: str) -> Owner:
        started.append(Owner(tmp_path, mode))
        return started[-1]

    yield start
    for process in started:
        process.kill()


@pytest.mark.parametrize("answer", ["keep_button", "continue_button"])
def test_a_first_that_does_not_answer_loses_nothing_and_the_next_start_offers_both(  # noqa: ANN001
        qtbot, tmp_path, owner, answer):
    paths = StoragePaths.under(tmp_path)
    first_partie = _partie(seed=4, actions=9)
    Autosaver(paths.autosave_dir).save(first_partie)  # the first window's Partie, on disk as it autosaved it
    hung = owner("hang")
    args, _ = parse_args(["--lang", "en"])

    second = instance.claim(args, paths, timeout_s=0.8)
    assert second.claim.role == "apart" and second.paths.autosave_dir == tmp_path / "data" / "autosave-2"
    window = _open(qtbot, second)
    qtbot.waitUntil(lambda: second.notice is not None and second.notice.isVisible(), timeout=TIMEOUT)
    assert second.notice.text() == ("JassDesk is already running with this folder; this window saves its Partie "
                                    f"separately in {tmp_path / 'data' / 'autosave-2'}.")
    assert "Nothing is lost" in second.notice.informativeText()
    label = window.statusBar().findChild(QLabel, "separateAutosave")
    assert label is not None and label.text() == "Saving separately: autosave-2"
    qtbot.mouseClick(second.notice.button(QMessageBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
    for _ in range(3):  # the second window's own Partie
        wait_for_person_or_summary(qtbot, window)
        decide(qtbot, window)
    wait_for_person_or_summary(qtbot, window)
    second_history = window.controller.state.history
    _close(window, second)
    # both Partien are on disk, each whole
    assert Autosaver(paths.autosave_dir).latest()[0].record.actions == first_partie.record.actions
    assert Autosaver(second.paths.autosave_dir).latest()[0].record.actions == second_history
    hung.kill()  # the hung window is ended (its lock stays behind, stale)

    # the next start owns the folder again: "Continue the Partie you left?" is its own, then the other's
    again = instance.claim(args, paths, timeout_s=0.8)
    assert again.claim.role == "first" and [a.folder.name for a in again.claim.orphans] == ["autosave-2"]
    offered = _answer(qtbot, ResumePrompt, "continue_button")
    other = _answer(qtbot, instance.OtherWindowPrompt, answer)
    if answer == "continue_button":
        _answer(qtbot, LeaveQuestion, "leave_button")  # the first Partie is at stake: kept among the saved games
    window = _open(qtbot, again)
    assert offered and "Schieber, hand 1" in offered[0]
    qtbot.waitUntil(lambda: bool(other) and again.prompt is None, timeout=TIMEOUT)
    assert "Schieber, hand 1" in other[0] and "File > Open" in other[0]
    kept = [load_saved_game(p) for p in paths.saved_games_dir.glob("*.jass")]
    if answer == "keep_button":
        assert window.controller.state.history == first_partie.record.actions
        assert [k.record.actions for k in kept] == [second_history]
    else:
        qtbot.waitUntil(lambda: window.controller.state.history[:len(second_history)] == second_history,
                        timeout=TIMEOUT)
        assert [k.record.actions for k in kept] == [first_partie.record.actions]
        assert window.keeper.autosaver.latest()[0].record.actions[:len(second_history)] == second_history
    assert not (tmp_path / "data" / "autosave-2").exists() and not (tmp_path / "data" / "autosave-2.lock").exists()
    _close(window, again)


def test_the_slot_of_a_window_that_was_last_is_offered_as_the_partie_left(qtbot, tmp_path):  # noqa: ANN001
    paths = StoragePaths.under(tmp_path)
    left = _partie(seed=6, actions=5)
    Autosaver(paths.with_autosave_slot(2).autosave_dir).save(left)  # only the second window had a Partie
    args, _ = parse_args(["--lang", "en"])
    folder = instance.claim(args, paths)
    assert folder.claim.role == "first" and folder.claim.orphans == []
    offered = _answer(qtbot, ResumePrompt, "continue_button")
    window = _open(qtbot, folder)
    assert offered
    assert window.controller.state.history == left.record.actions
    assert not (tmp_path / "data" / "autosave-2").exists()
    _close(window, folder)


def test_a_second_jassdesk_brings_the_window_forward_and_it_opens_the_file_after_asking(qtbot, tmp_path):  # noqa: ANN001
    paths = StoragePaths.under(tmp_path)
    args, _ = parse_args(["--lang", "en", "--new"])
    folder = instance.claim(args, paths)
    assert folder.claim.role == "first"
    window = _open(qtbot, folder)
    qtbot.waitUntil(lambda: folder.claim.server is not None, timeout=TIMEOUT)  # serving after the first paint
    wait_for_person_or_summary(qtbot, window)
    decide(qtbot, window)  # now there is a Partie at stake
    wait_for_person_or_summary(qtbot, window)
    at_stake = window.controller.state.history
    window.showMinimized()
    other = _partie(seed=11, actions=7)
    save_game(tmp_path / "other.jass", other)
    asked = _answer(qtbot, LeaveQuestion, "leave_button")
    second = subprocess.Popen([sys.executable, "-m", "jassdesk", str(tmp_path / "other.jass")],
                              env=env_for(tmp_path), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        qtbot.waitUntil(lambda: second.poll() is not None, timeout=PROCESS_WAIT_S * 1000)
        assert second.returncode == 0, second.stderr.read()
    finally:
        if second.poll() is None:
            second.kill()
        second.communicate(timeout=PROCESS_WAIT_S)
    qtbot.waitUntil(lambda: window.keeper.file == tmp_path / "other.jass", timeout=TIMEOUT)
    assert asked  # File > Open's question, before the Partie in progress was replaced
    assert not window.isMinimized()
    assert window.controller.state.history[:len(other.record.actions)] == other.record.actions
    kept = [load_saved_game(p).record.actions for p in paths.saved_games_dir.glob("*.jass")]
    assert kept == [at_stake]
    assert not (tmp_path / "data" / "autosave-2").exists()  # the second opened no window of its own
    _close(window, folder)


def test_a_request_that_comes_while_the_window_is_still_starting_is_done_once_it_is_up(qtbot, tmp_path):  # noqa: ANN001
    paths = StoragePaths.under(tmp_path)
    other = _partie(seed=12, actions=4)
    save_game(tmp_path / "early.jass", other)
    args, _ = parse_args(["--lang", "en", "--new"])
    folder = instance.claim(args, paths)
    folder._on_request(instance.Request(tmp_path / "early.jass"))  # as the socket hands it over, no window yet
    window = _open(qtbot, folder)
    qtbot.waitUntil(lambda: window.keeper.file == tmp_path / "early.jass", timeout=TIMEOUT)
    assert window.controller.state.history[:len(other.record.actions)] == other.record.actions
    _close(window, folder)


def test_a_second_window_can_say_it_in_every_language(qtbot, tmp_path, owner):  # noqa: ANN001
    owner("lock")
    args, _ = parse_args(["--lang", "fr"])
    from jassdesk import i18n

    second = instance.claim(args, StoragePaths.under(tmp_path), timeout_s=0.3)
    settings = _settings()
    settings.set("language", "fr")
    i18n.install("fr", QApplication.instance())
    try:
        window = launch(settings, second.paths)
        qtbot.addWidget(window)
        second.attach(window)
        qtbot.waitUntil(lambda: second.notice is not None, timeout=TIMEOUT)
        assert second.notice.text().startswith("JassDesk est déjà ouvert avec ce dossier")
        qtbot.mouseClick(second.notice.button(QMessageBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
        _close(window, second)
    finally:
        i18n.install("en", QApplication.instance())

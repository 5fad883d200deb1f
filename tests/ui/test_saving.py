"""Nothing is lost: save, quit, start again and continue; File > Open and Save; clear errors for bad files."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from ui.helpers import TIMEOUT, decide, person_decision, play_hand, wait_for_person_or_summary
from jassdesk.app.game_config import PERSON, GameConfig
from jassdesk.app.settings import Settings
from jassdesk.engine.rules import Rules
from jassdesk.storage.paths import StoragePaths
from jassdesk.storage.saved_games import load_saved_game
from jassdesk.storage.statistics import StatisticsDB
from jassdesk.ui.app import launch
from jassdesk.ui.resume import ResumePrompt


def _settings(game: str = "schieber") -> Settings:
    s = Settings(animation_speed="instant", ai_pace_ms=0, language="en", hints="request")
    rules = {"schieber": Rules.schieber_swiss, "schmaus": Rules.schmaus, "coiffeur": Rules.coiffeur}[game]()
    n = rules.n_players
    table = GameConfig(rules, None, ("Anna", "Ueli", "Vreni", "Sepp")[:n], (None,) + ("random",) * (n - 1))
    s.set(f"table_{game}", table.to_table())
    s.set("last_game", game)
    return s


def _what_the_table_shows(window) -> dict:  # noqa: ANN001
    """What a person sees: their cards, how many the others hold, the trick, the mode, the sheet, whose turn."""
    scene, c = window.scene, window.controller
    model = c.score_model
    sheet = [[model.index(r, col).data() for col in range(model.columnCount())] for r in range(model.rowCount())]
    return {
        "hand": sorted(it.card for it in scene.hands[PERSON]),
        "others": [len(scene.hands[s]) for s in range(1, c.n_players)],
        "trick": [(seat, it.card) for seat, it in scene.trick],
        "stock": len(scene.stock),
        "mode": scene.mode,
        "sheet": sheet,
        "turn": c.state.current_player,
        "decision": c.state.decision,
        "names": list(c.players_model.names),
        "scores": tuple(c.state.scores),
    }


def _quit(window) -> None:  # noqa: ANN001
    window.close()  # closeEvent: the Partie is written before the window goes
    assert window.keeper.writer.flush()


def _answer_resume(qtbot, continue_: bool) -> list:  # noqa: ANN001
    """Click a button of the resume question as soon as it shows; returns what it said."""
    seen: list = []

    def click() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, ResumePrompt):
            QTimer.singleShot(20, click)
            return
        seen.append(box.informativeText())
        qtbot.mouseClick(box.continue_button if continue_ else box.new_button, Qt.MouseButton.LeftButton)
    QTimer.singleShot(0, click)
    return seen


def _answer_leave(qtbot) -> None:  # noqa: ANN001
    """Say "leave" as soon as the question before replacing the Partie in progress shows."""
    from jassdesk.ui.mainwindow import LeaveQuestion

    def click() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, LeaveQuestion):
            QTimer.singleShot(20, click)
            return
        qtbot.mouseClick(box.leave_button, Qt.MouseButton.LeftButton)
    QTimer.singleShot(0, click)


def _launch(qtbot, settings, paths, **kw):  # noqa: ANN001, ANN003, ANN202
    window = launch(settings, paths, **kw)
    qtbot.addWidget(window)
    qtbot.waitExposed(window)
    return window


def _play_some(qtbot, window, decisions: int) -> None:  # noqa: ANN001
    for _ in range(decisions):
        wait_for_person_or_summary(qtbot, window)
        if window.scene.overlay is not None:
            break
        decide(qtbot, window)
    wait_for_person_or_summary(qtbot, window)


@pytest.mark.parametrize("game, decisions", [("schieber", 5), ("schmaus", 7), ("coiffeur", 6)])
def test_save_quit_start_again_continue(qtbot, tmp_path, game, decisions):  # noqa: ANN001
    paths = StoragePaths.under(tmp_path)
    window = _launch(qtbot, _settings(game), paths, seed=21)
    _play_some(qtbot, window, decisions)
    assert person_decision(window) is not None
    before = _what_the_table_shows(window)
    history = window.controller.state.history
    assert before["names"][:2] == ["Anna", "Ueli"]
    _quit(window)

    seen = _answer_resume(qtbot, continue_=True)
    again = _launch(qtbot, _settings(game), paths)
    assert seen and "hand 1" in seen[0] and "Anna" in seen[0]
    # the score it names is the score sheet's total line
    total0, total1 = before["sheet"][-1][1], before["sheet"][-1][2]
    line = seen[0].split("\n")[1]
    assert f" {total0} : " in line and line.endswith(f" {total1}")
    wait_for_person_or_summary(qtbot, again)
    assert again.controller.state.history == history
    assert _what_the_table_shows(again) == before
    # and the game goes on from there
    decide(qtbot, again)
    assert len(again.controller.state.history) == len(history) + 1
    again.close()


def test_a_finished_hand_resumes_with_its_line_on_the_sheet(qtbot, tmp_path):  # noqa: ANN001
    paths = StoragePaths.under(tmp_path)
    window = _launch(qtbot, _settings(), paths, seed=5)
    play_hand(qtbot, window)
    assert window.scene.overlay is not None  # the summary of hand 1; the engine is in hand 2 already
    results = [r.written for r in window.controller.state.results]
    scores = window.controller.state.scores
    _quit(window)
    _answer_resume(qtbot, continue_=True)
    again = _launch(qtbot, _settings(), paths)
    wait_for_person_or_summary(qtbot, again)
    model = again.controller.score_model
    assert [r.written for r in model.results] == results and len(results) == 1
    assert model.totals == list(scores) == list(again.controller.state.scores)
    assert again.scene.overlay is None  # no summary to confirm twice
    # the hand was recorded once, even though the Partie was resumed after it
    db = StatisticsDB(paths.statistics_db)
    assert db.totals()["hands"] == 1
    db.close()
    again.close()


def test_declining_keeps_the_partie_among_the_saved_games(qtbot, tmp_path):  # noqa: ANN001
    paths = StoragePaths.under(tmp_path)
    window = _launch(qtbot, _settings(), paths, seed=8)
    _play_some(qtbot, window, 2)
    history = window.controller.state.history
    _quit(window)
    _answer_resume(qtbot, continue_=False)
    again = _launch(qtbot, _settings(), paths, seed=9)
    kept = list(paths.saved_games_dir.glob("*.jass"))
    assert len(kept) == 1 and kept[0].name.startswith("Unfinished Partie")
    assert load_saved_game(kept[0]).record.actions == history
    assert again.controller.config.seed == 9
    again.close()


def test_file_save_and_open(qtbot, tmp_path, monkeypatch):  # noqa: ANN001
    paths = StoragePaths.under(tmp_path)
    window = _launch(qtbot, _settings(), paths, seed=31)
    _play_some(qtbot, window, 3)
    target = tmp_path / "mine"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    window.actions_["save_as"].trigger()
    saved = target.with_suffix(".jass")
    assert saved.exists()
    assert window.windowTitle().startswith("mine.jass")
    shown = _what_the_table_shows(window)
    history = window.controller.state.history
    # play on, then open the file: back to the saved position
    _play_some(qtbot, window, 2)
    assert window.controller.state.history != history
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(saved), ""))
    _answer_leave(qtbot)  # the Partie played on since the save: Open asks before it replaces it
    window.actions_["open"].trigger()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=TIMEOUT)  # the keys are back
    wait_for_person_or_summary(qtbot, window)
    assert window.controller.state.history == history
    assert _what_the_table_shows(window) == shown
    # Save (Ctrl+S) now writes to the same file without asking
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: pytest.fail("Save must not ask"))
    decide(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert load_saved_game(saved).record.actions == window.controller.state.history
    window.close()


@pytest.mark.parametrize("content, expected", [
    ("not json at all", "not a JassDesk game"),
    ('{"format": "something-else"}', "not a JassDesk game"),
    ("TRUNCATE", "not a JassDesk game"),
    ("EDITED", "action 2"),
    ("NEWER", "newer version of JassDesk"),
])
def test_bad_files_get_a_clear_message_and_the_game_goes_on(qtbot, tmp_path, monkeypatch, content,  # noqa: ANN001
                                                           expected):
    paths = StoragePaths.under(tmp_path)
    window = _launch(qtbot, _settings(), paths, seed=3)
    _play_some(qtbot, window, 2)
    good = tmp_path / "good.jass"
    window.keeper.save_to(good)
    text = good.read_text(encoding="utf-8")
    data = json.loads(text)
    if content == "TRUNCATE":
        content = text[: len(text) // 2]
    elif content == "EDITED":
        data["game"]["actions"][1] = "MODE:H"  # a trump chosen where the pack is to be cut
        content = json.dumps(data)
    elif content == "NEWER":
        data["version"] = 99
        content = json.dumps(data)
    bad = tmp_path / "bad.jass"
    bad.write_text(content, encoding="utf-8")
    history = window.controller.state.history
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(bad), ""))
    window.actions_["open"].trigger()
    box = window.error_box
    assert box is not None and box.isVisible()
    assert "bad.jass" in box.text()
    assert expected in box.informativeText()
    assert window.controller.state.history == history  # the running Partie is untouched
    assert bad.read_text(encoding="utf-8") == content  # and so is the file
    box.close()
    decide(qtbot, window)  # the game goes on
    window.close()


def test_a_newer_file_is_not_overwritten_by_save(qtbot, tmp_path, monkeypatch):  # noqa: ANN001
    paths = StoragePaths.under(tmp_path)
    window = _launch(qtbot, _settings(), paths, seed=3)
    newer = tmp_path / "newer.jass"
    newer.write_text(json.dumps({"format": "jassdesk-saved-game", "version": 7}), encoding="utf-8")
    before = newer.read_text(encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(newer), ""))
    window.actions_["save_as"].trigger()
    assert window.error_box is not None and "newer" in window.error_box.informativeText()
    assert newer.read_text(encoding="utf-8") == before
    window.close()


def test_window_layout_and_table_are_remembered(qtbot, tmp_path):  # noqa: ANN001
    paths = StoragePaths.under(tmp_path)
    settings = _settings()
    window = _launch(qtbot, settings, paths, seed=3, offer_resume=False)
    window.resize(760, 640)  # inside the offscreen screen (800 x 800) with the window's frame
    _quit(window)
    assert settings.get("window_geometry")
    again = _launch(qtbot, settings, paths, offer_resume=False, seed=4)
    assert (again.width(), again.height()) == (760, 640)
    assert again.controller.config.names[:2] == ("Anna", "Ueli")
    assert again.controller.config.levels[1] == "random"
    again.close()


def test_an_unexpected_exception_is_shown_with_the_log_path_and_the_game_goes_on(qtbot, tmp_path):  # noqa: ANN001
    from jassdesk.ui.crash import ExceptionReporter

    paths = StoragePaths.under(tmp_path)
    window = _launch(qtbot, _settings(), paths, seed=3)
    log_file = tmp_path / "logs" / "jassdesk.log"
    reporter = ExceptionReporter(log_file, window)
    reporter.install()
    try:
        def broken_slot() -> None:
            raise RuntimeError("a bug in a slot")
        QTimer.singleShot(0, broken_slot)
        qtbot.waitUntil(lambda: reporter.box is not None and reporter.box.isVisible(), timeout=TIMEOUT)
        assert str(log_file) in reporter.box.informativeText()
        assert "a bug in a slot" in reporter.box.detailedText()
        reporter.box.close()
        wait_for_person_or_summary(qtbot, window)
        decide(qtbot, window)  # still playable
    finally:
        reporter.uninstall()
        window.close()


def test_an_unusable_data_folder_is_reported_and_the_game_goes_on(qtbot, tmp_path):  # noqa: ANN001
    blocker = tmp_path / "a-file"
    blocker.write_text("in the way")
    paths = StoragePaths(tmp_path / "config", blocker / "data", tmp_path / "logs")
    window = _launch(qtbot, _settings(), paths, seed=3)
    qtbot.waitUntil(lambda: window.error_box is not None and window.error_box.isVisible(), timeout=TIMEOUT)
    assert "cannot save" in window.error_box.text() and "a-file" in window.error_box.informativeText()
    window.error_box.close()
    _play_some(qtbot, window, 2)  # the game goes on without saves
    assert person_decision(window) is not None
    window.close()


def test_a_finished_partie_shows_in_the_statistics_window(qtbot, tmp_path):  # noqa: ANN001
    import random
    from dataclasses import replace

    paths = StoragePaths.under(tmp_path)
    settings = _settings("schmaus")
    settings.set("table_schmaus", {**settings.get("table_schmaus"),
                                   "rules": replace(Rules.schmaus(), target=300).to_dict()})
    window = _launch(qtbot, settings, paths, seed=12)
    c, rng = window.controller, random.Random(7)
    for _ in range(400):  # the person's moves through the controller (clicks are tested above)
        qtbot.waitUntil(lambda: c.state.is_over or window.scene.overlay is not None
                        or person_decision(window) is not None, timeout=TIMEOUT)
        if c.state.is_over:
            break
        if window.scene.overlay is not None:
            window.scene.continue_hand()
            continue
        c.act(rng.choice(c.state.legal_actions()))
    assert c.state.is_over
    qtbot.keyClick(window, Qt.Key.Key_I, Qt.KeyboardModifier.ControlModifier)
    dialog = window.statistics_dialog
    assert dialog is not None and dialog.isVisible()
    totals = dialog.model.totals
    assert totals["partien"] == 1 and totals["hands"] == len(c.state.results)
    assert totals["won"] == int(c.state.winner == 0)
    dialog.close()
    window.close()


def test_the_resume_question_speaks_the_persons_language(qtbot, tmp_path):  # noqa: ANN001
    from jassdesk import i18n
    from jassdesk.engine.record import GameRecord, new_state
    from jassdesk.storage.saved_games import SavedGame, Seat

    state = new_state(Rules.schmaus(), 3)
    saved = SavedGame(GameRecord.of(state), (Seat("Anna", "person"), Seat("Vreni", "random")))
    i18n.install("de")
    try:
        prompt = ResumePrompt(saved)
        qtbot.addWidget(prompt)
        assert prompt.text() == "Die unterbrochene Partie fortsetzen?"
        assert prompt.informativeText().startswith("Schmaus, Spiel 1\nAnna 0 : Vreni 0\ngespeichert am ")
        assert prompt.continue_button.text() == "&Fortsetzen"
    finally:
        i18n.install("en")


# -- nothing in a file or a folder stops the start (issue 10) ------------------------------------------------

def _good_autosave_text() -> str:
    from jassdesk.engine.record import GameRecord, new_state
    from jassdesk.storage.saved_games import SavedGame, Seat

    state = new_state(Rules.schmaus(), 3)
    for _ in range(6):
        state.apply(state.legal_actions()[0])
    return SavedGame(GameRecord.of(state), (Seat("Anna", "person"), Seat("Vreni", "random")),
                     extra={"partie": 1}).to_json()


def _damaged(kind: str) -> str | bytes | None:
    """A damaged file's content (None: a named pipe, "DIR": a folder)."""
    good = json.loads(_good_autosave_text())
    deep = "[" * 100_000 + "]" * 100_000
    if kind == "saved_at 1e20":
        good["saved_at"] = 1e20
    elif kind == "saved_at NaN":
        return json.dumps(good).replace('"saved_at":', '"saved_at": NaN, "x":')
    elif kind == "saved_at a huge integer":
        good["saved_at"] = 10**400
    elif kind == "deep nesting":
        return deep
    elif kind == "partie 1.5":
        good["extra"]["partie"] = 1.5
    elif kind == "partie a list":
        good["extra"]["partie"] = [1]
    elif kind == "partie Infinity":
        return json.dumps(good).replace('"partie":', '"partie": Infinity, "x":')
    elif kind == "a 1,000,000-character name":
        good["seats"][1]["name"] = "x" * 1_000_000
    elif kind == "10^6 appended actions":
        good["game"]["actions"] += ["HA"] * 1_000_000
    elif kind == "not UTF-8":
        return b"\xff\xfe" + json.dumps(good).encode()
    elif kind in ("a named pipe", "a folder"):
        return None if kind == "a named pipe" else "DIR"
    return json.dumps(good)


def _place(path: Path, content) -> None:  # noqa: ANN001
    import os

    path.parent.mkdir(parents=True, exist_ok=True)
    if content is None:
        os.mkfifo(path)
    elif content == "DIR":
        path.mkdir()
    elif isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")


def _start(qtbot, paths, *argv):  # noqa: ANN001, ANN002, ANN202
    """JassDesk's real start (log, settings, window, Partie), as ``jassdesk`` runs it before its event loop."""
    from jassdesk.ui.app import parse_args, start

    args, _ = parse_args(["--lang", "en", *argv])
    session = start(args, paths)
    qtbot.addWidget(session.window)
    qtbot.waitExposed(session.window)
    return session.window, session


def _stop(window, session) -> None:  # noqa: ANN001
    window.close()  # as the person closes it: the settings are written
    session.end()


AUTOSAVE_DAMAGE = ["saved_at 1e20", "saved_at NaN", "saved_at a huge integer", "deep nesting", "partie 1.5",
                   "partie a list", "partie Infinity", "a 1,000,000-character name", "10^6 appended actions",
                   "not UTF-8", "a named pipe", "a folder"]


@pytest.mark.parametrize("kind", AUTOSAVE_DAMAGE)
def test_a_damaged_autosave_is_moved_aside_at_start_with_one_message(qtbot, tmp_path, kind):  # noqa: ANN001
    paths = StoragePaths.under(tmp_path)
    autosave = paths.autosave_dir / "autosave.jass"
    _place(autosave, _damaged(kind))
    window, reporter = _start(qtbot, paths)
    try:
        assert window.isVisible() and window.controller.state is not None  # a new game is on the table
        kept = paths.autosave_dir / "autosave.jass.damaged-1"
        assert kept.exists() or kept.is_fifo()
        box = window.error_box
        assert box is not None and box.isVisible()
        assert "damaged file" in box.text()
        assert "“autosave.jass.damaged-1”" in box.informativeText() and "new game" in box.informativeText()
    finally:
        _stop(window, reporter)
    again, reporter = _start(qtbot, paths, "--new")  # the next start is clean
    try:
        assert again.error_box is None
    finally:
        _stop(again, reporter)


SETTINGS_DAMAGE = ["deep nesting", "a NaN version", "a 1e999 version", "not UTF-8", "truncated", "a named pipe",
                   "a folder"]


@pytest.mark.parametrize("kind", SETTINGS_DAMAGE)
def test_a_damaged_settings_file_is_moved_aside_at_start_with_one_message(qtbot, tmp_path, kind):  # noqa: ANN001
    paths = StoragePaths.under(tmp_path)
    good = json.dumps({"format": "jassdesk-settings", "version": 1, "values": {"animation_speed": "instant"}})
    content = {"deep nesting": '{"format": "jassdesk-settings", "values": ' + "[" * 100_000 + "]" * 100_000 + "}",
               "a NaN version": good.replace('"version": 1', '"version": NaN'),
               "a 1e999 version": good.replace('"version": 1', '"version": 1e999'),
               "not UTF-8": good.encode().replace(b"instant", b"\xffinstant"), "truncated": good[:30],
               "a named pipe": None, "a folder": "DIR"}[kind]
    _place(paths.settings_file, content)
    window, reporter = _start(qtbot, paths)
    try:
        assert window.isVisible() and window.controller.state is not None
        kept = paths.config_dir / "settings.json.damaged-1"
        assert kept.exists() or kept.is_fifo()
        box = window.error_box
        assert box is not None and box.isVisible() and "damaged file" in box.text()
        assert "“settings.json.damaged-1”" in box.informativeText() and "default settings" in box.informativeText()
        assert window.settings.get("animation_speed") == "normal"  # the default
    finally:
        _stop(window, reporter)
    assert json.loads(paths.settings_file.read_text())["format"] == "jassdesk-settings"  # written afresh
    again, reporter = _start(qtbot, paths, "--new")
    try:
        assert again.error_box is None
    finally:
        _stop(again, reporter)


@pytest.mark.parametrize("bad", ["NaN", "1e999", "1" * 30])
def test_one_bad_number_among_the_settings_costs_only_that_setting(qtbot, tmp_path, bad):  # noqa: ANN001
    paths = StoragePaths.under(tmp_path)
    text = json.dumps({"format": "jassdesk-settings", "version": 1,
                       "values": {"animation_speed": "instant", "face_set": "french", "ai_pace_ms": 0}})
    _place(paths.settings_file, text.replace('"instant"', bad))
    window, reporter = _start(qtbot, paths)
    try:
        assert window.error_box is None  # no damaged file: nothing moved aside
        assert not (paths.config_dir / "settings.json.damaged-1").exists()
        assert window.settings.get("animation_speed") == "normal"  # the bad one falls back alone
        assert window.settings.get("face_set") == "french" and window.settings.get("ai_pace_ms") == 0
        assert "animation_speed" in window.statusBar().currentMessage()
    finally:
        _stop(window, reporter)


def test_a_named_pipe_opened_as_a_game_gets_the_file_message_at_once(qtbot, tmp_path):  # noqa: ANN001
    import os
    import time

    paths = StoragePaths.under(tmp_path)
    window = _launch(qtbot, _settings(), paths, seed=3)
    pipe = tmp_path / "pipe.jass"
    os.mkfifo(pipe)
    started = time.monotonic()
    assert window.open_game(pipe) is False
    assert time.monotonic() - started < 1
    assert "named pipe" in window.error_box.informativeText()
    window.close()


@pytest.mark.parametrize("kind", ["partie a list", "partie Infinity", "saved_at a huge integer", "deep nesting",
                                  "a 1,000,000-character name"])
def test_file_open_refuses_what_used_to_raise_or_freeze(qtbot, tmp_path, kind):  # noqa: ANN001
    import time

    paths = StoragePaths.under(tmp_path)
    window = _launch(qtbot, _settings(), paths, seed=3)
    history = window.controller.state.history
    bad = tmp_path / "bad.jass"
    _place(bad, _damaged(kind))
    started = time.monotonic()
    assert window.open_game(bad) is False
    assert time.monotonic() - started < 1
    assert "could not be opened" in window.error_box.text()
    assert window.controller.state.history == history
    window.close()


@pytest.mark.parametrize("broken, failed, working", [
    ("data", ["The autosave does not work", "The statistics are not recorded"], ["the settings", "the log file"]),
    ("logs", ["The log file cannot be written"], ["the autosave", "the statistics", "the settings"]),
    ("log pipe", ["The log file cannot be written"], ["the autosave", "the statistics", "the settings"]),
])
def test_an_unusable_folder_costs_only_its_part_and_the_message_says_what_still_works(  # noqa: ANN001
        qtbot, tmp_path, broken, failed, working):
    paths = StoragePaths.under(tmp_path)
    paths.config_dir.mkdir(parents=True)
    paths.settings_file.write_text(json.dumps({"format": "jassdesk-settings", "version": 1,
                                               "values": {"face_set": "french", "animation_speed": "instant"}}))
    folder = paths.data_dir if broken == "data" else paths.log_dir
    folder.parent.mkdir(parents=True, exist_ok=True)
    if broken == "log pipe":  # appending to it would wait for a reader forever
        import os

        folder.mkdir()
        os.mkfifo(folder / "jassdesk.log")
    else:
        folder.write_text("a file where the folder should be")
    window, reporter = _start(qtbot, paths, "--new")
    try:
        assert window.settings.get("face_set") == "french"  # the settings are still used
        qtbot.waitUntil(lambda: window.error_box is not None and window.error_box.isVisible(), timeout=TIMEOUT)
        qtbot.waitUntil(lambda: all(word in window.error_box.informativeText() for word in failed), timeout=TIMEOUT)
        info = window.error_box.informativeText()
        assert "still working: " + ", ".join(working) in info
        assert str(folder) in info  # the details name the folder
    finally:
        _stop(window, reporter)


def test_temporary_files_of_killed_writes_are_removed_at_start(qtbot, tmp_path):  # noqa: ANN001
    import os
    import time

    paths = StoragePaths.under(tmp_path)
    leftovers = [paths.autosave_dir / ".autosave.jass.k1ll3d.tmp", paths.config_dir / ".settings.json.x9.tmp"]
    for path in leftovers:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text('{"format": "jassdesk-saved-game", "ver')
        os.utime(path, (time.time() - 3600, time.time() - 3600))
    window, session = _start(qtbot, paths, "--new")
    try:
        assert not any(path.exists() for path in leftovers)
    finally:
        _stop(window, session)


def test_a_statistics_failure_is_not_announced_as_a_lost_autosave(qtbot, tmp_path):  # noqa: ANN001
    paths = StoragePaths.under(tmp_path)
    paths.statistics_db.mkdir(parents=True)  # a folder where the database should be
    window, session = _start(qtbot, paths, "--new")
    try:
        qtbot.waitUntil(lambda: window.error_box is not None and window.error_box.isVisible(), timeout=TIMEOUT)
        info = window.error_box.informativeText()
        assert "The statistics are not recorded" in info and "The autosave does not work" not in info
        assert "still working: the autosave, the settings, the log file" in info
        assert window.keeper.writer.flush() and (paths.autosave_dir / "autosave.jass").exists()
    finally:
        _stop(window, session)


def test_a_game_the_table_cannot_show_yet_is_refused_and_the_partie_goes_on(qtbot, tmp_path, monkeypatch):  # noqa: ANN001
    """A game the engine replays but the table has no room for (every game has one today: a room is taken
    away here) gets the file message, and the running Partie goes on."""
    from jassdesk.engine.games import new_state
    from jassdesk.engine.record import GameRecord
    from jassdesk.engine.rules import Game, Rules
    from jassdesk.storage.saved_games import Seat, SavedGame, save_game
    from jassdesk.ui import mainwindow

    monkeypatch.setattr(mainwindow, "TABLES", {g: t for g, t in mainwindow.TABLES.items() if g is not Game.COIFFEUR})
    paths = StoragePaths.under(tmp_path)
    window = _launch(qtbot, _settings(), paths, seed=3)
    history = window.controller.state.history
    state = new_state(Rules.coiffeur(), 5)
    for _ in range(3):
        state.apply(state.legal_actions()[0])
    path = tmp_path / "coiffeur.jass"
    save_game(path, SavedGame(GameRecord.of(state), tuple(Seat(f"P{s}", "medium") for s in range(4))))
    before = path.read_bytes()
    assert window.open_game(path) is False
    assert "newer version" in window.error_box.text() + window.error_box.informativeText()
    assert window.controller.state.history == history and window.controller.game is not None
    assert path.read_bytes() == before
    window.close()


def test_the_command_line_offers_every_game_new_game_offers():
    from jassdesk.ui.app import parse_args

    for game in ("schieber", "schmaus", "coiffeur", "differenzler"):
        assert parse_args(["--game", game])[0].game == game
    with pytest.raises(SystemExit):
        parse_args(["--game", "bieter"])

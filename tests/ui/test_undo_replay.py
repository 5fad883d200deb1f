"""Undo and replay, driven as a person would: practice games with Ctrl+Z and the table's button, deal codes
copied from the hand summary and typed into New game, and the same deal played again by the Expert."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialogButtonBox

from jassdesk.app.game_config import PERSON, GameConfig
from jassdesk.engine.deal_code import decode
from jassdesk.engine.rules import Rules
from jassdesk.storage.saved_games import load_saved_game
from jassdesk.ui.new_game import NewGameDialog

from .helpers import TIMEOUT, click_button, decide, person_decision, play_hand, wait_for_person_or_summary


def practice_config(rules: Rules, seed: int = 4242, practice: bool = True) -> GameConfig:
    levels = (None,) + ("random",) * (rules.n_players - 1)
    names = ("You", "Anna", "Beat", "Cla")[:rules.n_players]
    return GameConfig(rules, seed, names, levels, start_dealer=3 % rules.n_players, practice=practice)


def table_view(window) -> dict:  # noqa: ANN001
    """Everything the person sees on the table and the score sheet, and the engine behind it."""
    scene, c = window.scene, window.controller
    sheet = c.score_model
    return {
        "hand": [it.card for it in scene.hands[PERSON]],
        "legal": [it.card for it in scene.hands[PERSON] if it.legal],
        "others": {s: len(items) for s, items in scene.hands.items() if s != PERSON},
        "trick": [(s, it.card) for s, it in scene.trick],
        "sheet": [[sheet.index(r, col).data() for col in range(sheet.columnCount())] for r in range(sheet.rowCount())],
        "plates": {s: (p.name, p.dealer, p.vorhand, p.turn, p.points) for s, p in scene.plates.items()},
        "bubbles": {s: b.text for s, b in scene.bubbles.items() if b.isVisible()},
        "mode": scene.mode, "taken": list(scene.taken), "overlay": scene.overlay is not None,
        "chips": sorted(str(getattr(b, "action", b.text)) for b in scene.chips),
        "record": c.record(), "engine": c.state.snapshot(), "observation": c.state.observation(PERSON),
    }


def ctrl_z(qtbot, window) -> None:  # noqa: ANN001
    qtbot.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)


def wait_for_person(qtbot, window) -> None:  # noqa: ANN001
    qtbot.waitUntil(lambda: person_decision(window) is not None, timeout=TIMEOUT)


def play_decisions(qtbot, window, n: int) -> None:  # noqa: ANN001
    for _ in range(n):
        wait_for_person_or_summary(qtbot, window)
        if window.scene.overlay is not None:
            window.scene.continue_hand()
            wait_for_person(qtbot, window)
        decide(qtbot, window)


def test_ctrl_z_takes_back_the_last_decision_and_restores_the_table_and_the_engine(qtbot, window) -> None:  # noqa: ANN001
    window.start(practice_config(Rules.schieber_swiss()))
    wait_for_person(qtbot, window)
    start = table_view(window)
    assert not window.actions_["undo"].isEnabled()  # nothing of the person's yet
    assert window.scene.undo_button.isVisible() and not window.scene.undo_button.enabled
    play_decisions(qtbot, window, 4)
    wait_for_person(qtbot, window)
    before = table_view(window)
    history = len(window.controller.state.history)
    decide(qtbot, window)
    wait_for_person_or_summary(qtbot, window)
    assert len(window.controller.state.history) > history  # the person's card and the AI's after it
    assert window.actions_["undo"].isEnabled()
    ctrl_z(qtbot, window)
    wait_for_person(qtbot, window)
    assert table_view(window) == before
    # the table's button does the same, back to the start of the Partie
    for _ in range(5):
        if not window.scene.undo_button.enabled:
            break
        click_button(qtbot, window, window.scene.undo_button)
        wait_for_person(qtbot, window)
    assert table_view(window) == start
    assert not window.actions_["undo"].isEnabled() and "Nothing" in window.actions_["undo"].toolTip()
    assert "practice game" in window.sheet.info.text()
    recorder = window.recorder  # the statistics know it for a practice game
    assert recorder.db.conn.execute("SELECT practice FROM partien WHERE id = ?",
                                    (recorder.partie_id,)).fetchone()[0] == 1


def test_undo_goes_back_into_the_hand_before_and_across_autosave_and_resume(qtbot, window) -> None:  # noqa: ANN001
    window.start(practice_config(Rules.schmaus()))
    play_hand(qtbot, window)  # to the summary of the first hand
    assert window.scene.overlay is not None
    window.scene.continue_hand()
    wait_for_person(qtbot, window)
    before = table_view(window)
    decide(qtbot, window)
    wait_for_person_or_summary(qtbot, window)
    window.keeper.autosave(wait=True)
    saved = load_saved_game(window.keeper.autosaver.path(0))
    assert saved.extra.get("practice") is True
    window.resume(saved)  # as after a crash: the same Partie, still a practice game
    wait_for_person_or_summary(qtbot, window)
    assert window.controller.practice
    window.keeper.opened(window.keeper.autosaver.path(0))  # as if opened from a file: unchanged since
    ctrl_z(qtbot, window)
    wait_for_person(qtbot, window)
    assert table_view(window) == before
    assert window.keeper.modified  # taken back: no longer what the file holds
    # the autosave follows the undo: what continues after a crash is the Partie taken back
    window.keeper.writer.flush()
    again = load_saved_game(window.keeper.autosaver.path(0))
    assert again.record == before["record"]
    # further back: into the first hand, whose score line goes away again
    while window.controller.state.hand_no == 1 and window.controller.can_undo():
        ctrl_z(qtbot, window)
        wait_for_person(qtbot, window)
    assert window.controller.state.hand_no == 0 and window.controller.score_model.results == []


def test_outside_practice_games_undo_is_greyed_and_says_why(qtbot, window) -> None:  # noqa: ANN001
    window.start(practice_config(Rules.schieber_swiss(), practice=False))
    wait_for_person(qtbot, window)
    decide(qtbot, window)
    wait_for_person_or_summary(qtbot, window)
    action = window.actions_["undo"]
    assert not action.isEnabled() and "practice" in action.toolTip()
    assert not window.scene.undo_button.isVisible()
    history = window.controller.record()
    ctrl_z(qtbot, window)
    assert window.controller.record() == history
    assert "practice" not in window.sheet.info.text()


def test_a_deal_code_from_the_summary_deals_the_same_cards_in_a_new_game(qtbot, window) -> None:  # noqa: ANN001
    window.start(practice_config(Rules.schieber_swiss(), seed=777, practice=False))
    play_hand(qtbot, window)
    panel = window.scene.overlay
    code = panel.deal_code
    assert code and code in panel.footer
    copy = next(b for b in panel.buttons if b.text == "Copy code")
    click_button(qtbot, window, copy)
    assert QGuiApplication.clipboard().text() == code
    original = window.controller.hand_start(panel.result.hand_no)

    dlg = NewGameDialog(window.settings, window.provider, None, window)
    qtbot.addWidget(dlg)
    dlg.show()
    dlg.game.setCurrentIndex(dlg.game.findData("schmaus"))  # the code brings its own game and rules
    deal = dlg.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    qtbot.keyClicks(dlg.deal_code, code[:-1] + ("X" if code[-1] != "X" else "Y"))  # a typo
    qtbot.mouseClick(deal, Qt.MouseButton.LeftButton)
    assert dlg.result() != NewGameDialog.DialogCode.Accepted and dlg.error.isVisible()
    assert "typo" in dlg.error.text()
    dlg.deal_code.clear()
    qtbot.keyClicks(dlg.deal_code, code.lower().replace("-", ""))
    assert dlg.current_game().value == "schieber" and dlg.rules().weis  # the Swiss rules of the code
    qtbot.mouseClick(deal, Qt.MouseButton.LeftButton)
    assert dlg.result() == NewGameDialog.DialogCode.Accepted
    assert dlg.config is not None and dlg.config.start_deal == decode(code).deal
    window.start(dlg.config)
    wait_for_person_or_summary(qtbot, window)
    state = window.controller.state
    assert state.dealt == original.dealt and state.dealer == original.dealer
    assert sorted(it.card for it in window.scene.hands[PERSON]) == sorted(
        c for c in range(36) if original.dealt[PERSON] >> c & 1)


def test_the_expert_plays_the_same_deal_in_my_seat_and_both_results_show(qtbot, window) -> None:  # noqa: ANN001
    window.replays.budget = 0.02
    window.start(practice_config(Rules.schieber_swiss(), seed=99, practice=False))
    play_hand(qtbot, window)
    panel = window.scene.overlay
    played = panel.result
    expert = next(b for b in panel.buttons if b.text == "Expert in my seat")
    click_button(qtbot, window, expert)
    assert not expert.enabled  # playing: the button says so and waits
    qtbot.waitUntil(lambda: window.scene.overlay is not None and window.scene.overlay is not panel, timeout=60000)
    comparison = window.scene.overlay
    assert "Expert" in comparison.title
    assert comparison.header[1:] == ("You", "Expert")
    written, others = comparison.lines[-2:]
    assert written[1] == str(played.written[0]) and others[1] == str(played.written[1])
    assert written[2].isdigit() and others[2].isdigit()
    assert comparison.lines[0][1] == played.mode.name_in("en", window.settings.deck)
    assert not comparison.clipped()
    back = next(b for b in comparison.buttons if b.text == "Back to the hand")
    click_button(qtbot, window, back)
    assert window.scene.overlay.result is played
    window.scene.continue_hand()
    wait_for_person_or_summary(qtbot, window)


def test_undo_in_the_middle_of_an_animation_and_a_hint_leaves_nothing_stale(qtbot, window) -> None:  # noqa: ANN001
    window.start(practice_config(Rules.schieber_swiss(), seed=5150))
    play_decisions(qtbot, window, 3)
    wait_for_person(qtbot, window)
    before = table_view(window)
    window.settings.set("animation_speed", "normal")
    window.settings.set("ai_pace_ms", 300)
    decide(qtbot, window)
    assert window.scene.animating  # the card is on its way
    window.scene.request_hint()  # and a hint is asked for the position about to be taken back
    ctrl_z(qtbot, window)
    window.settings.set("animation_speed", "instant")
    wait_for_person(qtbot, window)
    qtbot.wait(1500)  # time for a stale AI answer or hint to arrive: none may change the table
    assert table_view(window) == before
    assert window.scene.hint is None and not window.hints.pending


def test_undo_after_the_end_of_the_partie_opens_it_again_in_the_statistics(qtbot, window) -> None:  # noqa: ANN001
    window.start(practice_config(Rules.schmaus(target=100)))
    for _ in range(100):
        wait_for_person_or_summary(qtbot, window)
        if window.controller.state.is_over:
            break
        if window.scene.overlay is not None:
            window.scene.continue_hand()
        else:
            decide(qtbot, window)
    qtbot.waitUntil(lambda: window.controller.state.is_over and window.controller.caught_up, timeout=TIMEOUT)
    recorder = window.recorder
    row = "SELECT finished IS NOT NULL, (SELECT COUNT(*) FROM hands WHERE partie_id = ?) FROM partien WHERE id = ?"
    hands = len(window.controller.state.results)
    assert recorder.db.conn.execute(row, (recorder.partie_id,) * 2).fetchone() == (1, hands)
    ctrl_z(qtbot, window)
    wait_for_person(qtbot, window)
    assert not window.controller.state.is_over and window.scene.overlay is None
    assert recorder.db.conn.execute(row, (recorder.partie_id,) * 2).fetchone() == (0, hands - 1)


def test_the_undo_button_covers_no_plate_or_button_on_small_and_large_screens(qtbot, window) -> None:  # noqa: ANN001
    from PySide6.QtCore import QRectF, QSizeF

    window.settings.set("language", "de")  # longer words: wider plates and buttons
    try:
        window.start(replace(practice_config(Rules.schieber_swiss()), names=("", "Anna", "Beat", "Cla")))
        for size in ((800, 600), (1280, 800)):
            window.resize(*size)
            play_hand(qtbot, window)  # the summary: the person's hand is empty, the plates carry the points
            scene = window.scene
            scene.seats.update()
            u = scene.undo_button
            undo = QRectF(u.pos(), QSizeF(u.w, u.h))
            others = [QRectF(it.pos(), QSizeF(it.w, it.h)) for it in [*scene.plates.values(),
                                                                       scene.last_trick_button] if it.isVisible()]
            assert u.isVisible() and scene.geo.rect.contains(undo)
            assert not any(undo.intersects(r) for r in others), size
            scene.continue_hand()
    finally:
        window.settings.set("language", "en")  # the translator is the application's: leave English behind

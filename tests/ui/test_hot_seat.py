"""Two people at one computer, in the window (#34, hot seat): New game makes a seat a person's; between two
people's turns a cover hides the table, names whose turn it is, and shows that person's cards only when he asks
(the button, Enter or Space, not a stray key of the last person); the cards at the bottom are then his."""

from __future__ import annotations

import random
import time

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from jassdesk import i18n
from jassdesk.app.game_config import PERSON, PERSON_LEVEL, GameConfig
from jassdesk.app.keeper import config_of, seats_of
from jassdesk.engine.actions import ActionKind, Decision
from jassdesk.engine.cards import cards_in
from jassdesk.engine.rules import Rules
from jassdesk.storage.saved_games import SavedGame, parse_saved_game
from jassdesk.ui.new_game import NewGameDialog
from jassdesk.ui.table import hand_over

from .helpers import TIMEOUT, click_button, click_card

NAMES = ("Ueli", "Vreni", "Sepp", "Anna")


@pytest.fixture(autouse=True)
def no_guard(monkeypatch):  # noqa: ANN001, ANN201
    """The cover's guard against the last person's stray key, shortened so the tests do not sleep long."""
    monkeypatch.setattr(hand_over, "GUARD_MS", 150)


def _hot_seat(rules: Rules, seed: int, persons: tuple[int, ...], dealer: int = 0) -> GameConfig:
    n = rules.n_players
    return GameConfig(rules, seed, NAMES[:n], tuple(None if s == PERSON else PERSON_LEVEL if s in persons
                                                    else "random" for s in range(n)), dealer)


def _settled(window) -> bool:  # noqa: ANN001
    c, scene = window.controller, window.scene
    return c.state.is_over or scene.overlay is not None or window.view.covered or \
        (c.caught_up and not scene.animating and c.is_person_turn() and scene._awaiting is not None
         and scene._awaiting[0] == PERSON)


def _bottom_cards(window) -> list[int]:  # noqa: ANN001
    return sorted(item.card for item in window.scene.hands.get(PERSON, []))


def _lift_the_cover(qtbot, window) -> int:  # noqa: ANN001
    """The person named comes to the screen and clicks "Show ...'s cards" once the guard is over."""
    cover = window.view.cover
    seat = cover.seat
    qtbot.wait(hand_over.GUARD_MS + 30)
    qtbot.mouseClick(cover.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not window.view.covered and window.controller.viewer == seat, timeout=TIMEOUT)
    return seat


def _take_turn(qtbot, window, rng: random.Random) -> None:  # noqa: ANN001
    """The person at the bottom decides with the mouse (a legal card, a button) or, for a bid, the keys."""
    scene, c = window.scene, window.controller
    decision = Decision(scene._awaiting[1])
    before = len(c.state.history)
    if decision is Decision.PLAY:
        click_card(qtbot, window, rng.choice([it for it in scene.hands[PERSON] if it.legal]))
    elif decision is Decision.BID:
        window.view.setFocus()
        qtbot.keyClicks(window.view, "40")
        qtbot.keyClick(window.view, Qt.Key.Key_Return)
    else:
        buttons = [b for b in scene.chips if getattr(b, "action", None) is not None and b.enabled]
        if decision is Decision.CUT:
            c.act(next(a for a in c.person_legal_actions() if a.kind is ActionKind.CUT))
        else:
            click_button(qtbot, window, rng.choice(buttons))
    qtbot.waitUntil(lambda: len(c.state.history) > before, timeout=TIMEOUT)


def _play_until(qtbot, window, done, seed: int, steps: int = 400) -> None:  # noqa: ANN001
    """The people take their turns (each lifting the cover for himself) and go on after each hand's summary,
    until ``done()``."""
    rng = random.Random(seed)
    for _ in range(steps):
        qtbot.waitUntil(lambda: _settled(window) or done(), timeout=TIMEOUT)
        if done():
            return
        if window.view.covered:
            _lift_the_cover(qtbot, window)
        elif window.scene.overlay is not None:
            window.scene.continue_hand()
        else:
            _take_turn(qtbot, window, rng)
    raise AssertionError("the Partie did not get there")


def test_new_game_makes_a_seat_a_persons_and_wants_a_name_for_each(qtbot, window):  # noqa: ANN001
    dlg = NewGameDialog(window.settings, window.provider)
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    deal = dlg.buttons.button(QDialogButtonBox.StandardButton.Ok)
    dlg.game.setCurrentIndex(dlg.game.findData("schieber"))
    partner = dlg.levels[2]
    assert partner.itemText(partner.findData(PERSON_LEVEL)) == "A person"
    assert partner.accessibleName().endswith(": who plays")
    partner.setFocus()
    while partner.currentData() != PERSON_LEVEL:  # by the keys, as the list reads
        qtbot.keyClick(partner, Qt.Key.Key_Down)
    assert "covered" in dlg.level_about.text()  # what a person's seat means, said beside the list
    dlg.names[0].setText("You")  # "You" cannot tell two people apart
    qtbot.mouseClick(deal, Qt.MouseButton.LeftButton)
    assert dlg.config is None and "name of his own" in dlg.error.text() and not dlg.error.isHidden()
    assert dlg.focusWidget() is dlg.names[0]  # the field to mend has the keys
    dlg.names[0].setText("Ueli")
    dlg.names[2].setText("Ueli")  # nor can the same name twice
    qtbot.mouseClick(deal, Qt.MouseButton.LeftButton)
    assert dlg.config is None and not dlg.error.isHidden()
    dlg.names[2].setText("Vreni")
    qtbot.mouseClick(deal, Qt.MouseButton.LeftButton)
    assert dlg.config is not None and dlg.config.persons(4) == (0, 2)
    assert dlg.config.names[0] == "Ueli" and dlg.config.names[2] == "Vreni"
    assert dlg.config.level_of(1) not in (None, PERSON_LEVEL)


def test_partners_at_one_computer_play_a_hand_each_seeing_only_his_own_cards(qtbot, window):  # noqa: ANN001
    c = window.controller
    window.start(_hot_seat(Rules.schieber_swiss(), 21, persons=(0, 2)))
    rng = random.Random(21)
    covers = 0
    for _ in range(400):
        qtbot.waitUntil(lambda: _settled(window), timeout=TIMEOUT)
        if window.scene.overlay is not None or c.state.is_over:
            break
        if window.view.covered:
            cover = window.view.cover
            name = c.config.names[cover.seat]
            assert cover.title.text() == f"{name}'s turn" and cover.button.text() == f"Show {name}'s cards"
            assert cover.geometry() == window.view.rect()  # the whole table is hidden
            assert all(not group.isVisible() for group in window.view.access.groups)  # nothing to read either
            assert any(name in text for text, assertive in window.view.access.sent[-3:] if assertive)
            assert not c.is_person_turn()
            covers += 1
            _lift_the_cover(qtbot, window)
            continue
        # the cards at the bottom are those of the person on turn, and his plate is the one at the bottom
        assert _bottom_cards(window) == sorted(cards_in(c.state.observation(c.viewer).hand))
        assert window.scene.plates[PERSON].name == c.config.names[c.viewer]
        _take_turn(qtbot, window, rng)
    assert window.scene.overlay is not None  # the hand's summary
    assert covers >= 9  # the partners took turns through the hand


def test_the_last_persons_stray_keys_do_not_lift_the_cover(qtbot, window):  # noqa: ANN001
    c = window.controller
    window.start(_hot_seat(Rules.schieber_swiss(), 12, persons=(0, 3), dealer=2))  # Anna (seat 3) cuts first
    qtbot.waitUntil(lambda: window.view.covered, timeout=TIMEOUT)
    cover = window.view.cover
    assert cover.seat == 3 and cover.title.text() == "Anna's turn"
    assert cover.hasFocus() or cover.button.hasFocus()
    cover._opened_at = time.monotonic()  # the cover has just come: a key at once is the last person's
    qtbot.keyClick(cover.button, Qt.Key.Key_Return)
    qtbot.keyClick(cover.button, Qt.Key.Key_H)  # and a hint key, a card's key: the cover's, not the table's
    qtbot.keyClick(cover.button, Qt.Key.Key_C)
    assert window.view.covered and c.viewer == 0
    qtbot.wait(hand_over.GUARD_MS + 30)
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=window.view.rect().topLeft() + QPointF(
        5, 5).toPoint())  # a click beside the card does nothing
    assert window.view.covered
    qtbot.keyClick(cover.button, Qt.Key.Key_Space)  # Anna is there: Space shows her cards
    qtbot.waitUntil(lambda: not window.view.covered and c.viewer == 3, timeout=TIMEOUT)
    qtbot.waitUntil(lambda: _settled(window), timeout=TIMEOUT)
    assert window.scene.plates[PERSON].name == "Anna"
    assert [window.scene.plates[s].name for s in (1, 2, 3)] == ["Ueli", "Vreni", "Sepp"]
    assert window.scene.plates[1].level == "At this computer"  # Ueli, the other person, sits at her left


def test_the_cover_speaks_the_windows_language(qtbot, window):  # noqa: ANN001
    app = QApplication.instance()
    i18n.install("de", app)
    try:
        window.start(_hot_seat(Rules.schieber_swiss(), 12, persons=(0, 3), dealer=2))
        qtbot.waitUntil(lambda: window.view.covered, timeout=TIMEOUT)
        cover = window.view.cover
        assert cover.title.text() == "Anna ist am Zug"
        assert cover.button.text() == "Karten von Anna zeigen"
        assert cover.line.text().startswith("Geben Sie den Computer an Anna weiter.")
    finally:
        i18n.install("en", app)


def test_a_hot_seat_partie_resumes_covered_before_any_card_is_drawn(qtbot, window):  # noqa: ANN001
    c = window.controller
    window.start(_hot_seat(Rules.schieber_swiss(), 12, persons=(0, 3), dealer=2))
    qtbot.waitUntil(lambda: window.view.covered, timeout=TIMEOUT)
    saved = SavedGame(c.record(), seats_of(c.config, c.n_players))  # what the autosave writes
    window.view.cover.close_cover()
    covered_when_drawn = []
    c.gameStarted.connect(lambda *_: covered_when_drawn.append(window.view.covered))
    c.resume(config_of(parse_saved_game(saved.to_json())), saved.record)
    assert covered_when_drawn == [True]  # whoever opened it sees no card before the person named is there
    qtbot.waitUntil(lambda: _settled(window), timeout=TIMEOUT)
    assert window.view.covered and window.view.cover.seat == 3 and c.viewer == 3  # Anna cuts: her cards
    assert window.view.cover.title.text() == "Anna's turn" and c.config.persons(4) == (0, 3)
    assert not c.is_person_turn()
    _lift_the_cover(qtbot, window)
    qtbot.waitUntil(lambda: _settled(window) and c.is_person_turn(), timeout=TIMEOUT)
    assert window.scene.plates[PERSON].name == "Anna"
    assert _bottom_cards(window) == sorted(cards_in(c.state.observation(3).hand))


def test_a_partie_resumed_while_an_ai_is_on_turn_is_covered_for_the_last_person_who_decided(qtbot, window):  # noqa: ANN001
    c = window.controller
    rng = random.Random(3)
    window.start(_hot_seat(Rules.schieber_swiss(), 12, persons=(0, 2), dealer=2))
    for _ in range(40):  # until a person has just played and an AI is on turn
        qtbot.waitUntil(lambda: _settled(window), timeout=TIMEOUT)
        if window.view.covered:
            _lift_the_cover(qtbot, window)
            continue
        if c.state.decision is Decision.PLAY:
            break
        _take_turn(qtbot, window, rng)
    seat = c.viewer
    c.act(next(a for a in c.person_legal_actions()))
    assert not c.is_person_seat(c.state.current_player)  # an AI thinks now
    record = c.record()
    c.resume(c.config, record)
    assert window.view.covered and window.view.cover.seat == seat == c.viewer
    assert window.view.cover.title.text() == f"{NAMES[seat]}'s cards"  # not his turn: whose cards are shown


def test_each_person_has_his_own_statistics_and_reviews(qtbot, tmp_path):  # noqa: ANN001
    from jassdesk.app.settings import Settings
    from jassdesk.storage.paths import StoragePaths
    from jassdesk.ui.mainwindow import MainWindow

    settings = Settings(animation_speed="instant", ai_pace_ms=0, language="en", hints="request")
    window = MainWindow(settings, paths=StoragePaths.under(tmp_path))
    qtbot.addWidget(window)
    window.setWindowState(Qt.WindowState.WindowNoState)
    window.resize(1280, 800)
    window.reviewing.reviews.worlds = 6  # a token search, on a thread
    window.reviewing.reviews.process = None
    window.show()
    qtbot.waitExposed(window)
    try:
        c = window.controller
        window.start(_hot_seat(Rules.schieber_swiss(hands=1), 6, persons=(0, 1)))  # opponents: Ueli and Vreni
        _play_until(qtbot, window, lambda: c.state.is_over, seed=6)
        # both people's decisions are reviewed, each under his own statistics row
        qtbot.waitUntil(lambda: all(window.reviewing.reviews.result(window.reviewing._keys[(0, seat)]) is not None
                                    for seat in (0, 1)), timeout=TIMEOUT)
        assert window.reviewing.status(0).startswith("Review")  # the line of the person at the bottom
        db = window.recorder.db
        assert db.players() == ["Vreni"]
        mine, hers = db.totals(), db.totals(player="Vreni")
        assert mine["partien"] == hers["partien"] == 1 and mine["hands"] == hers["hands"] == 1
        winner = c.state.winner
        assert mine["won"] == int(winner == 0) and hers["won"] == int(winner == 1)  # each from his own side
        assert mine["avg_points_person"] == hers["avg_points_other"]
        assert db.review_series(player="Vreni") and db.review_series()
        # the statistics window offers her statistics too
        qtbot.keyClick(window, Qt.Key.Key_I, Qt.KeyboardModifier.ControlModifier)
        dialog = window.statistics_dialog
        assert dialog.player_combo.isVisible() and dialog.player_combo.count() == 2
        assert dialog.title.text() == "Your statistics"
        dialog.player_combo.setCurrentIndex(dialog.player_combo.findData("Vreni"))
        assert dialog.title.text() == "Vreni's statistics"
        assert dialog.model.totals["won"] == hers["won"]
        dialog.close()
    finally:
        window.shutdown()


def test_a_saved_hot_seat_partie_is_reviewed_for_the_person_chosen(qtbot, window, tmp_path, monkeypatch):  # noqa: ANN001
    from PySide6.QtWidgets import QFileDialog, QInputDialog

    from jassdesk.storage.saved_games import save_game

    c = window.controller
    window.start(_hot_seat(Rules.schieber_swiss(hands=1), 6, persons=(0, 2)))
    _play_until(qtbot, window, lambda: bool(c.state.results), seed=6)
    path = tmp_path / "two.jass"
    save_game(path, SavedGame(c.record(), seats_of(c.config, c.n_players)))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    asked: list[str] = []

    def answer(dialog) -> int:  # noqa: ANN001
        asked.append(dialog.labelText())
        if dialog.labelText() == "Whose decisions?":
            assert dialog.comboBoxItems() == ["Ueli", "Sepp"]
            dialog.setTextValue("Sepp")
        return QInputDialog.DialogCode.Accepted

    monkeypatch.setattr(QInputDialog, "exec", answer)
    window.reviewing.review_saved()
    assert asked == ["Whose decisions?", "Which hand?"]
    assert window.reviewing.dialog is not None and window.reviewing.dialog.seat == 2  # Sepp's decisions
    window.reviewing.dialog.close()

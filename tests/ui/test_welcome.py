"""The welcome of the first start (issue #31): shown to a newcomer over an empty table, never again once a
game is chosen on it, never to an existing user nor when the command line says what to play; Help >
Welcome shows it again.  Driven as a person would: keys and clicks on its buttons."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QLabel, QPushButton

from jassdesk import i18n
from jassdesk.app.settings import Settings, Welcome
from jassdesk.engine.rules import Game
from jassdesk.i18n.french import FRENCH
from jassdesk.i18n.german import GERMAN
from jassdesk.i18n.italian import ITALIAN
from jassdesk.storage.paths import StoragePaths
from jassdesk.ui.mainwindow import LeaveQuestion
from jassdesk.ui.resume import ResumePrompt
from jassdesk.ui.welcome import welcome_due

from .helpers import TIMEOUT, decide, wait_for_person_or_summary


def _start(qtbot, paths, *argv):  # noqa: ANN001, ANN002, ANN202
    """JassDesk's real start (log, settings, window, what goes on the table), as ``jassdesk`` runs it."""
    from jassdesk.ui.app import parse_args, start

    args, _ = parse_args(["--lang", "en", *argv])
    session = start(args, paths)
    qtbot.addWidget(session.window)
    qtbot.waitExposed(session.window)
    return session.window, session


def _stop(window, session) -> None:  # noqa: ANN001
    window.close()  # as the person closes it: the settings and the Partie are written
    session.end()


def _saved_settings(paths: StoragePaths) -> dict:
    return json.loads(paths.settings_file.read_text(encoding="utf-8"))["values"]


def _answer(qtbot, kind: type, button: str, tries: int = 250) -> list[str]:  # noqa: ANN001
    """Click ``button`` of the first ``kind`` of box as soon as it shows (for about 5 s); returns what it said."""
    seen: list[str] = []

    def click(left: int) -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, kind):
            if left > 0:
                QTimer.singleShot(20, lambda: click(left - 1))
            return
        seen.append(box.text())
        qtbot.mouseClick(getattr(box, button), Qt.MouseButton.LeftButton)
    QTimer.singleShot(0, lambda: click(tries))
    return seen


def _keys_on_panel(qtbot, window) -> QPushButton:  # noqa: ANN001
    """The button that has the keyboard once the window has settled (the table takes it after the first show)."""
    qtbot.waitUntil(lambda: isinstance(QApplication.focusWidget(), QPushButton)
                    and QApplication.focusWidget() in window.welcome.buttons(), timeout=TIMEOUT)
    return QApplication.focusWidget()


def _texts(widget):  # noqa: ANN001, ANN202
    """The panel's labels and buttons."""
    return [*widget.findChildren(QLabel), *widget.findChildren(QPushButton)]


def _a_partie_at_stake(qtbot, window) -> None:  # noqa: ANN001
    """A Schieber on the table in which something has been played (the person plays if the AIs have not)."""
    window.start_default(Game.SCHIEBER)
    for _ in range(3):
        if window.partie_at_stake():
            return
        wait_for_person_or_summary(qtbot, window)
        decide(qtbot, window)
    qtbot.waitUntil(window.partie_at_stake, timeout=TIMEOUT)


def _playing(window, game: Game) -> bool:  # noqa: ANN001
    state = window.controller.state
    return state is not None and state.rules.game is game


@pytest.fixture
def home(tmp_path):  # noqa: ANN001, ANN201
    """A fresh JASSDESK_HOME: no settings, no autosave."""
    return StoragePaths.under(tmp_path)


def test_a_first_start_greets_over_an_empty_table_with_play_schieber_focused(qtbot, home):  # noqa: ANN001
    window, session = _start(qtbot, home)
    try:
        assert window.welcome_open()
        assert window.controller.state is None  # nothing dealing behind the welcome
        table_items = [item for item in window.scene.items() if item.isVisible() and item.parentItem() is None]
        assert window.scene.last_trick_button not in table_items  # no chip of a game that is not there
        assert QApplication.activeModalWidget() is None  # a widget over the table, no nested event loop
        panel = window.welcome
        assert panel.title.text() == "Welcome to JassDesk" and "Switzerland" in panel.greeting.text()
        assert _keys_on_panel(qtbot, window) is panel.play[Game.SCHIEBER]
        assert [panel.play[g].text() for g in panel.play] == ["Play Schieber", "Play Schmaus", "Play Coiffeur",
                                                               "Play Differenzler"]
        assert "stock" in panel.lines[Game.SCHMAUS].text() and "rows" in panel.lines[Game.COIFFEUR].text()
        assert "bids" in panel.lines[Game.DIFFERENZLER].text()
        assert window.settings.welcome is Welcome.SHOWN
        assert _saved_settings(home)["welcome"] == "shown"  # a window closed over it shows it again
    finally:
        _stop(window, session)


def test_enter_plays_schieber_and_the_second_start_goes_to_the_partie(qtbot, home):  # noqa: ANN001
    window, session = _start(qtbot, home)
    try:
        qtbot.keyClick(_keys_on_panel(qtbot, window), Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: _playing(window, Game.SCHIEBER), timeout=TIMEOUT)
        assert not window.welcome_open()
        assert window.settings.welcome is Welcome.DONE and window.settings.get("last_game") == "schieber"
        qtbot.waitUntil(lambda: window.view.hasFocus(), timeout=TIMEOUT)  # the table has the keys now
    finally:
        _stop(window, session)
    assert _saved_settings(home)["welcome"] == "done"
    _answer(qtbot, ResumePrompt, "new_button")
    again, session = _start(qtbot, home)
    try:
        assert again.welcome is None and again.controller.state is not None
        assert again.controller.state.rules.game is Game.SCHIEBER
    finally:
        _stop(again, session)


def test_clicking_differenzler_starts_a_differenzler_partie_and_it_is_continued_next_time(qtbot, home):  # noqa: ANN001
    window, session = _start(qtbot, home)
    try:
        qtbot.mouseClick(window.welcome.play[Game.DIFFERENZLER], Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: _playing(window, Game.DIFFERENZLER), timeout=TIMEOUT)
        assert not window.welcome_open() and window.settings.get("last_game") == "differenzler"
    finally:
        _stop(window, session)
    asked = _answer(qtbot, ResumePrompt, "continue_button")
    again, session = _start(qtbot, home)
    try:
        assert asked, "the Partie left running is offered, as to every existing user"
        assert again.welcome is None and _playing(again, Game.DIFFERENZLER)
    finally:
        _stop(again, session)


def test_escape_plays_schieber(qtbot, home):  # noqa: ANN001
    window, session = _start(qtbot, home)
    try:
        rules = window.welcome.rules[Game.COIFFEUR]
        rules.setFocus()  # wherever the keyboard is on the panel
        qtbot.keyClick(rules, Qt.Key.Key_Escape)
        qtbot.waitUntil(lambda: _playing(window, Game.SCHIEBER), timeout=TIMEOUT)
        assert not window.welcome_open() and window.settings.welcome is Welcome.DONE
    finally:
        _stop(window, session)


def test_an_existing_users_start_goes_straight_to_the_partie(qtbot, home):  # noqa: ANN001
    """Settings written before the welcome existed (no "welcome" key), no autosave: the Partie, as before."""
    home.settings_file.parent.mkdir(parents=True, exist_ok=True)
    home.settings_file.write_text(json.dumps({"format": "jassdesk-settings", "version": 1,
                                              "values": {"last_game": "schmaus", "ai_pace_ms": 0}}),
                                  encoding="utf-8")
    window, session = _start(qtbot, home)
    try:
        assert window.welcome is None and _playing(window, Game.SCHMAUS)
    finally:
        _stop(window, session)


@pytest.mark.parametrize("argv", [("--new",), ("--game", "coiffeur"), ("--seed", "5")])
def test_the_command_line_skips_the_welcome(qtbot, home, argv):  # noqa: ANN001
    window, session = _start(qtbot, home, *argv)
    try:
        assert window.welcome is None and window.controller.state is not None
        if "--game" in argv:
            assert _playing(window, Game.COIFFEUR)
    finally:
        _stop(window, session)


def test_a_window_closed_over_the_welcome_shows_it_again(qtbot, home):  # noqa: ANN001
    window, session = _start(qtbot, home)
    _stop(window, session)
    again, session = _start(qtbot, home)
    try:
        assert again.welcome_open() and again.controller.state is None
    finally:
        _stop(again, session)


def test_welcome_due_follows_the_settings():
    assert welcome_due(Settings(), settings_existed=False)
    assert not welcome_due(Settings(), settings_existed=True)  # a folder already in use
    assert welcome_due(Settings(welcome="shown"), settings_existed=True)
    assert not welcome_due(Settings(welcome="done"), settings_existed=False)
    with pytest.raises(ValueError):
        Settings(welcome="maybe")


def test_help_welcome_shows_it_again_over_a_partie_and_asks_before_leaving_it(qtbot, window):  # noqa: ANN001
    _a_partie_at_stake(qtbot, window)
    action = next(a for a in window.help_menu.actions() if a.text() == "&Welcome…")
    action.trigger()
    assert window.welcome_open()
    panel = window.welcome
    assert _keys_on_panel(qtbot, window) is panel.play[Game.SCHIEBER]
    _answer(qtbot, LeaveQuestion, "leave_button")
    qtbot.mouseClick(panel.play[Game.COIFFEUR], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: _playing(window, Game.COIFFEUR), timeout=TIMEOUT)
    assert not window.welcome_open() and window.settings.welcome is Welcome.DONE


def test_help_welcome_keeps_the_partie_when_the_person_keeps_playing(qtbot, window):  # noqa: ANN001
    _a_partie_at_stake(qtbot, window)
    state = window.controller.state
    window.show_welcome()
    _answer(qtbot, LeaveQuestion, "stay_button")
    qtbot.mouseClick(window.welcome.play[Game.SCHMAUS], Qt.MouseButton.LeftButton)
    assert window.controller.state is state and window.welcome_open()  # nothing replaced, the choice still open


def test_the_keyboard_alone_goes_round_the_panel_and_opens_the_rules(qtbot, window):  # noqa: ANN001
    panel = window.show_welcome()
    order = panel.buttons()
    assert _keys_on_panel(qtbot, window) is panel.play[Game.SCHIEBER]
    start = order.index(panel.play[Game.SCHIEBER])  # "Learn Jass" is the row above
    seen = []
    for _ in order:
        seen.append(QApplication.focusWidget())
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert seen == order[start:] + order[:start]  # Tab goes round, never to the table
    assert QApplication.focusWidget() is order[start]
    for _ in range(start + 1):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Backtab)
    assert QApplication.focusWidget() is order[-1]
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Down)  # from the last row to the first: Learn Jass
    assert QApplication.focusWidget() is panel.school
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Down)  # Schieber's row
    assert QApplication.focusWidget() is panel.play[Game.SCHIEBER]
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Right)  # its rules
    assert QApplication.focusWidget() is panel.rules[Game.SCHIEBER]
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Down)
    assert QApplication.focusWidget() is panel.rules[Game.SCHMAUS]
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Left)
    assert QApplication.focusWidget() is panel.play[Game.SCHMAUS]
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Right)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)  # Learn the rules: Schmaus
    qtbot.waitUntil(lambda: window.rules_help is not None and window.rules_help.isVisible(), timeout=TIMEOUT)
    browser = window.rules_help.browser
    qtbot.waitUntil(lambda: browser.verticalScrollBar().value() > 0, timeout=TIMEOUT)  # at Schmaus, not the top
    assert window.welcome_open() and window.controller.state is None  # the choice is still to make
    window.rules_help.close()
    qtbot.waitUntil(lambda: QApplication.focusWidget() in panel.buttons(), timeout=TIMEOUT)  # keys back


def test_every_button_has_an_accessible_name_and_a_description(qtbot, window):  # noqa: ANN001
    panel = window.show_welcome()
    buttons = panel.findChildren(QPushButton)
    assert len(buttons) == 2 * len(panel.play) + 1 and set(buttons) == set(panel.buttons())
    names = [b.accessibleName() for b in buttons]
    assert all(names) and len(set(names)) == len(names), names  # each says which game it is about
    assert all(b.accessibleDescription() for b in buttons if b not in panel.rules.values())
    assert panel.rules[Game.DIFFERENZLER].accessibleName() == "Learn the rules: Differenzler"
    assert panel.accessibleName() == "Welcome to JassDesk"


def test_learn_jass_opens_the_school_and_the_welcome_comes_back_when_it_closes(qtbot, window):  # noqa: ANN001
    panel = window.show_welcome()
    school = panel.school
    assert school is not None and panel.buttons()[0] is school and school.text() == "Learn Jass"
    assert _keys_on_panel(qtbot, window) is panel.play[Game.SCHIEBER]  # Play Schieber stays the default
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Up)
    assert QApplication.focusWidget() is school
    qtbot.keyClick(school, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.school is not None and window.school.isVisible(), timeout=TIMEOUT)
    assert not window.welcome_open() and window.settings.welcome is Welcome.DONE  # chosen, as a game is
    assert window.school.stack.currentWidget() is window.school.home
    window.school.close()
    qtbot.waitUntil(window.welcome_open, timeout=TIMEOUT)  # nothing dealt yet: the choice is offered again
    assert window.controller.state is None
    with pytest.raises(RuntimeError):
        panel.add_school(lambda: None)


@pytest.mark.parametrize("lang, table", [("de", GERMAN), ("fr", FRENCH), ("it", ITALIAN)])
def test_the_panels_texts_are_translated(qtbot, window, lang, table):  # noqa: ANN001
    panel = window.show_welcome()
    english = {w: w.text() for w in _texts(panel) if w.text()}
    try:
        window.settings.set("language", lang)  # through the table translator, as Settings > Language does
        for widget, source in english.items():
            assert widget.text() != source, (lang, source)
        assert panel.title.text() == table["Welcome to JassDesk"]
        assert panel.play[Game.SCHIEBER].text() == table["Play Schieber"]
        assert panel.lines[Game.DIFFERENZLER].text() == table["Each player bids his points, then plays to make "
                                                              "exactly that."]
        welcome = next(a for a in window.help_menu.actions() if a.text() == table["&Welcome…"])
        assert welcome is window.actions_["welcome"]
    finally:
        window.settings.set("language", "en")
    assert panel.title.text() == "Welcome to JassDesk"
    i18n.install("en", QApplication.instance())


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_panel_fits_the_table(qtbot, window, size, lang):  # noqa: ANN001
    try:
        window.settings.set("language", lang)
        window.resize(*size)
        panel = window.show_welcome()
        qtbot.waitUntil(lambda: panel.size() == window.view.size(), timeout=TIMEOUT)
        qtbot.wait(50)  # the card's layout settles on its next event
        card = panel.card.geometry()
        assert panel.rect().contains(card), (card, panel.rect())
        for widget in _texts(panel.card):
            if not widget.isVisible():
                continue
            box = widget.geometry()
            assert panel.card.rect().contains(box), (widget.text(), box, card)
            if isinstance(widget, QLabel) and widget.wordWrap():
                assert widget.height() >= widget.heightForWidth(widget.width()), widget.text()  # no line cut
            if isinstance(widget, QPushButton):
                assert widget.width() >= widget.sizeHint().width(), widget.text()  # the text whole
    finally:
        window.settings.set("language", "en")



def test_the_table_keys_do_nothing_harmful_under_the_welcome(qtbot, window):  # noqa: ANN001
    """H (hint) and L (last trick), the window's own keys, with no Partie on the table: no error, no deal,
    the choice still open with the keyboard where it was; Space then presses the focused button."""
    window.show_welcome()
    button = _keys_on_panel(qtbot, window)
    for key in (Qt.Key.Key_H, Qt.Key.Key_L):
        qtbot.keyClick(QApplication.focusWidget(), key)
    assert window.welcome_open() and window.controller.state is None
    assert QApplication.focusWidget() is button
    qtbot.keyClick(button, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: _playing(window, Game.SCHIEBER), timeout=TIMEOUT)

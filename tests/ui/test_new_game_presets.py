"""New game as a newcomer finds it: the chosen game's presets first, its rule options (and only its) behind
"Rules in detail", by keys as by clicks, within an 800x600 screen in every language; remembered tables and deal
codes as before."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QScreen
from PySide6.QtWidgets import QAbstractSpinBox, QApplication, QCheckBox, QLineEdit, QWidget

from jassdesk import i18n
from jassdesk.app.game_config import GameConfig
from jassdesk.app.settings import Settings
from jassdesk.cards.provider import CardImageProvider
from jassdesk.engine.coiffeur_table import TEN_ROWS
from jassdesk.engine.rules import Game, Rules
from jassdesk.ui.games import SETUPS, setup_for
from jassdesk.ui.new_game import NewGameDialog

#: what a setup's options name besides the yes/no options: the widgets that offer them
OTHER_OPTIONS = {"direction", "match_bonus", "coiffeur_rows"}


def dialog(qtbot, settings: Settings | None = None, previous: GameConfig | None = None,  # noqa: ANN001
           parent: QWidget | None = None) -> NewGameDialog:
    dlg = NewGameDialog(settings or Settings(language="en"), CardImageProvider(), previous, parent)
    qtbot.addWidget(dlg)
    return dlg


def show(qtbot, dlg: NewGameDialog) -> None:  # noqa: ANN001
    dlg.show()
    qtbot.waitExposed(dlg)
    dlg.activateWindow()
    qtbot.waitUntil(dlg.isActiveWindow, timeout=3000)


def choose_game(dlg: NewGameDialog, game: Game) -> None:
    dlg.game.setCurrentIndex(dlg.game.findData(game.value))


def laid_out(dlg: NewGameDialog) -> list[str]:
    """The yes/no options shown, as they read: row by row, left to right."""
    grid = dlg.options_grid
    places = []
    for key, check in dlg.checks.items():
        if check.isVisible():
            row, col, _, _ = grid.getItemPosition(grid.indexOf(check))
            places.append(((row, col), key))
    return [key for _, key in sorted(places)]


def focus(qtbot) -> QWidget | None:  # noqa: ANN001
    return QApplication.focusWidget()


def press(qtbot, key: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:  # noqa: ANN001
    """A key as the keyboard sends it: to the widget that has the focus."""
    qtbot.keyClick(QApplication.focusWidget(), key, modifier)


@pytest.mark.parametrize("game", list(SETUPS))
def test_presets_first_and_the_games_options_only_behind_rules_in_detail(qtbot, game):  # noqa: ANN001
    dlg = dialog(qtbot)
    choose_game(dlg, game)
    setup = setup_for(game)
    show(qtbot, dlg)
    # first the presets, the first one chosen and said in a sentence; no option in sight
    assert [b.text() for b in dlg.preset_buttons] == [p.label for p in setup.presets()]
    assert dlg.preset_buttons[0].isChecked() and dlg.rules() == setup.presets()[0].rules()
    assert dlg.preset_about.isVisible() and dlg.preset_about.text() == setup.presets()[0].tooltip
    assert not dlg.details.isVisible() and not dlg.details_button.isChecked()
    assert not any(check.isVisible() for check in dlg.findChildren(QCheckBox) if check is not dlg.practice)
    # "Rules in detail" shows this game's options, in its setup's order, and nothing of the other games
    dlg.details_button.click()
    qtbot.waitUntil(dlg.details.isVisible, timeout=2000)
    assert dlg.details_button.isChecked()
    offered = [key for key in setup.options if key in dlg.checks or key in OTHER_OPTIONS]
    assert dlg.shown_options() == [k for k in dlg.shown_options() if k in offered]
    assert set(dlg.shown_options()) == set(offered)
    assert laid_out(dlg) == [key for key in setup.options if key in dlg.checks]  # in the setup's order
    for key, check in dlg.checks.items():
        assert check.isVisible() == (key in setup.options), key
    assert dlg.by_target.isVisible() == setup.ends_by_target
    assert dlg.hands.isVisible() == setup.ends_by_hands
    assert dlg.by_hands.isVisible() == (setup.ends_by_target and setup.ends_by_hands)  # a lone end needs no choice
    assert dlg.coiffeur_factors.isVisible() == ("coiffeur_rows" in setup.options)
    # and folded away again
    dlg.details_button.click()
    qtbot.waitUntil(lambda: not dlg.details.isVisible(), timeout=2000)


def test_switching_the_game_switches_presets_and_options(qtbot):  # noqa: ANN001
    dlg = dialog(qtbot)
    show(qtbot, dlg)
    dlg.show_details()
    seen = []
    for game in (Game.DIFFERENZLER, Game.COIFFEUR, Game.SCHMAUS, Game.SCHIEBER):
        choose_game(dlg, game)
        setup = setup_for(game)
        qtbot.waitUntil(lambda: dlg.checks[next(k for k in setup.options if k in dlg.checks)].isVisible(),
                        timeout=2000)
        shown = laid_out(dlg)
        assert shown == [key for key in setup.options if key in dlg.checks]
        assert [b.text() for b in dlg.preset_buttons] == [p.label for p in setup.presets()]
        assert dlg.rules() == setup.presets()[0].rules()
        seen.append(tuple(shown))
    assert len(set(seen)) == 4  # each game its own options
    assert "trumpfzwang" in seen[-1] and "trumpfzwang" not in seen[0] + seen[1] + seen[2]
    assert "open_bids" in seen[0] and "push_to_partner" in seen[1]


def test_new_game_by_keys_alone(qtbot, window):  # noqa: ANN001
    """Tab walks the dialog as it reads; Space takes a preset, opens the details and ticks an option; Alt+R
    folds them; the arrow keys choose the game; Enter deals."""
    dlg = dialog(qtbot, window.settings, None, window)
    show(qtbot, dlg)
    dlg.game.setFocus()
    qtbot.waitUntil(lambda: focus(qtbot) is dlg.game, timeout=2000)
    for button in dlg.preset_buttons:
        press(qtbot, Qt.Key.Key_Tab)
        assert focus(qtbot) is button
    press(qtbot, Qt.Key.Key_Space)  # the last preset: Simple Schieber
    assert dlg.rules() == Rules.schieber_seed() and dlg.preset_buttons[-1].isChecked()
    press(qtbot, Qt.Key.Key_Tab)
    assert focus(qtbot) is dlg.details_button
    press(qtbot, Qt.Key.Key_Space)
    qtbot.waitUntil(dlg.details.isVisible, timeout=2000)
    press(qtbot, Qt.Key.Key_Tab)
    first = dlg.checks[setup_for(Game.SCHIEBER).options[0]]
    assert focus(qtbot) is first
    press(qtbot, Qt.Key.Key_Space)
    assert first.isChecked() and dlg.own_rules.isVisible() and not any(b.isChecked() for b in dlg.preset_buttons)
    press(qtbot, Qt.Key.Key_R, Qt.KeyboardModifier.AltModifier)  # "&Rules in detail"
    qtbot.waitUntil(lambda: not dlg.details.isVisible(), timeout=2000)
    press(qtbot, Qt.Key.Key_G, Qt.KeyboardModifier.AltModifier)  # "&Game:"
    assert focus(qtbot) is dlg.game
    press(qtbot, Qt.Key.Key_Down)
    assert dlg.current_game() is Game.SCHMAUS and dlg.rules() == Rules.schmaus()
    assert [b.text() for b in dlg.preset_buttons] == ["Schmaus to 1000"]
    qtbot.waitUntil(dlg.preset_buttons[0].isVisible, timeout=2000)  # shown once the event loop comes round
    press(qtbot, Qt.Key.Key_Tab)
    assert focus(qtbot) is dlg.preset_buttons[0]  # the new game's presets, in their place in the order
    press(qtbot, Qt.Key.Key_Tab)
    assert focus(qtbot) is dlg.details_button
    press(qtbot, Qt.Key.Key_Return)  # Enter deals
    assert dlg.result() == NewGameDialog.DialogCode.Accepted
    assert dlg.config is not None and dlg.config.rules == Rules.schmaus()


def test_own_rules_come_back_with_their_details_open(qtbot):  # noqa: ANN001
    """A remembered table of the person's own rules opens as it was left, its rules in sight; a preset's
    folded."""
    own = GameConfig(Rules.coiffeur(coiffeur_rows=TEN_ROWS[:-1] + (("JOKER", 12),), push_to_partner=True), None,
                     ("Me", "A", "B", "C"), (None, "medium", "medium", "medium"))
    dlg = dialog(qtbot, previous=own)
    show(qtbot, dlg)
    assert dlg.current_game() is Game.COIFFEUR and dlg.details.isVisible() and dlg.own_rules.isVisible()
    assert dlg.coiffeur_factors.text() == "1 2 3 4 5 6 7 8 9 12" and dlg.checks["push_to_partner"].isChecked()
    assert dlg.rules() == own.rules and not dlg.preset_about.isVisible()
    settings = Settings(language="en")
    settings.set("table_schieber", GameConfig(Rules.schieber_swiss_2500(), None, ("Me", "L", "P", "R"),
                                              (None, "expert", "medium", "beginner")).to_table())
    settings.set("last_game", "schieber")
    remembered = dialog(qtbot, settings)  # the table remembered in the settings
    show(qtbot, remembered)
    assert remembered.rules() == Rules.schieber_swiss_2500() and remembered.preset_buttons[1].isChecked()
    assert not remembered.details.isVisible()
    assert [remembered.levels[s].currentData() for s in (1, 2, 3)] == ["expert", "medium", "beginner"]


def test_new_game_has_one_deal_field_the_deal_code(qtbot):  # noqa: ANN001
    """No seed, no "deal number": the one number of a deal a person types is its code."""
    dlg = dialog(qtbot)
    fields = {f for f in dlg.findChildren(QLineEdit) if not isinstance(f.parent(), QAbstractSpinBox)}
    assert fields - {dlg.coiffeur_factors} - set(dlg.names) == {dlg.deal_code}
    assert not hasattr(dlg, "deal_number")
    texts = " ".join(w.text() for w in dlg.findChildren(QWidget) if hasattr(w, "text") and callable(w.text))
    assert "number" not in texts.lower() and "seed" not in texts.lower()
    config = dlg.build_config()
    assert config.seed is None and config.start_deal is None  # a new deal


@pytest.fixture
def small_screen(monkeypatch):  # noqa: ANN001, ANN201
    area = QRect(0, 0, 800, 600)
    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: QRect(area))
    return area


@pytest.mark.parametrize("lang", ["de", "fr", "it", "en"])
def test_new_game_fits_800x600_in_every_language_with_its_details_open(qtbot, small_screen, lang):  # noqa: ANN001
    app = QApplication.instance()
    i18n.install(lang, app)
    try:
        dlg = dialog(qtbot, Settings(language=lang))
        show(qtbot, dlg)
        for game in SETUPS:
            choose_game(dlg, game)
            for details in (False, True):
                dlg.show_details(details)
                qtbot.wait(30)  # the dialog is fitted once laid out
                assert small_screen.contains(dlg.frameGeometry()), (game, details, dlg.frameGeometry())
                # nothing is cut and nothing needs the sideways scroll bar: every text has its width
                assert dlg.scroll.horizontalScrollBar().maximum() == 0, (lang, game, details)
                body = dlg.scroll.widget()
                for w in body.findChildren(QWidget):
                    if w.isVisible() and hasattr(w, "text") and w.minimumSizeHint().width() > 0 \
                            and not isinstance(w, QLineEdit):
                        assert w.width() >= w.minimumSizeHint().width(), (lang, game, w.objectName(), w.text())
                if not details:  # folded, the dialog shows everything without scrolling
                    assert dlg.scroll.verticalScrollBar().maximum() == 0, (lang, game)
    finally:
        i18n.install("en", app)

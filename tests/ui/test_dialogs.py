"""The new-game and settings dialogs, the language switch, and a hand with the animations running."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QComboBox, QWidget

from ui.helpers import decide, play_hand, wait_for_person_or_summary
from jassdesk import i18n
from jassdesk.ai.levels import level_names
from jassdesk.app.game_config import PERSON, GameConfig
from jassdesk.app.settings import Settings
from jassdesk.cards.provider import CardImageProvider
from jassdesk.engine.rules import Direction, Game, Rules
from jassdesk.ui.dialogs import SettingsDialog
from jassdesk.storage.statistics import partie_level
from jassdesk.ui.new_game import NewGameDialog



def test_new_game_dialog_offers_every_rule_option(qtbot, window):  # noqa: ANN001
    dlg = NewGameDialog(window.settings, window.provider)
    qtbot.addWidget(dlg)
    dlg.preset_button("swiss").click()
    assert dlg.rules() == Rules.schieber_swiss()
    dlg.checks["trumpfzwang"].setChecked(True)
    dlg.checks["multipliers"].setChecked(True)
    dlg.direction.setCurrentIndex(dlg.direction.findData(Direction.COUNTERCLOCKWISE.value))
    dlg.by_hands.setChecked(True)
    dlg.hands.setValue(4)
    rules = dlg.rules()
    assert rules.trumpfzwang and rules.options.multipliers and rules.direction is Direction.COUNTERCLOCKWISE
    assert rules.hands == 4 and rules.weis and rules.match_bonus == 100
    # every boolean rule option is in the dialog
    from dataclasses import fields

    bools = {f.name for f in fields(Rules) if f.type in ("bool", bool)}
    assert bools <= set(dlg.checks)
    dlg.deal_code.setText("abc")
    dlg._accept()
    assert dlg.error.text() and dlg.config is None
    dlg.deal_code.clear()
    dlg.levels[1].setCurrentIndex(dlg.levels[1].findData(level_names()[-1]))  # the strongest AI
    dlg.deck.setCurrentIndex(dlg.deck.findData("french"))
    dlg._accept()
    config = dlg.config
    assert config.seed is None and config.levels[0] is None and config.levels[1] == level_names()[-1]  # a new deal
    assert window.settings.face_set.value == "french"
    # Schmaus: the Schieber-only options are gone and the second seat is the only opponent
    dlg.game.setCurrentIndex(dlg.game.findData(Game.SCHMAUS.value))
    assert not dlg.checks["trumpfzwang"].isEnabled() and not dlg.by_hands.isEnabled()
    assert "trumpfzwang" not in dlg.shown_options() and not dlg.by_hands.isVisibleTo(dlg.details)
    assert dlg.rules() == Rules.schmaus()
    assert not dlg.names[2].isVisibleTo(dlg)


def test_new_game_dialog_starts_the_configured_game(qtbot, window):  # noqa: ANN001
    previous = GameConfig(Rules.schmaus(target=1200), 7, ("Me", "Her"), (None, "random"))
    dlg = NewGameDialog(window.settings, window.provider, previous)
    qtbot.addWidget(dlg)
    assert dlg.current_game() is Game.SCHMAUS and dlg.target.value() == 1200
    assert dlg.names[1].text() == "Her"
    dlg._accept()
    assert dlg.config.seed is None  # New game deals anew; the same cards come from a deal code
    window.start(dlg.config)
    assert window.controller.state.rules == Rules.schmaus(target=1200)


def test_settings_dialog_and_language_switch(qtbot, window):  # noqa: ANN001
    dlg = SettingsDialog(window.settings, window.provider)
    qtbot.addWidget(dlg)
    dlg.speed.setCurrentIndex(dlg.speed.findData("slow"))
    dlg.pace.setValue(1200)
    dlg.hints.setCurrentIndex(dlg.hints.findData("always"))
    dlg.back.setCurrentIndex(dlg.back.findData("red"))
    dlg.language.setCurrentIndex(dlg.language.findData("de"))
    try:
        dlg.apply()
        s = window.settings
        assert s.animation_speed.value == "slow" and s.ai_pace_ms == 1200 and s.hints.value == "always"
        assert window.provider.back == "red" and window.back_actions["red"].isChecked()
        assert window.game_menu.title() == "&Spiel"
        assert window.dock.windowTitle() == "Jasstafel"
    finally:
        window.settings.set("language", "en")
    assert window.game_menu.title() == "&Game"


def test_a_hand_with_the_animations_running(qtbot, window):  # noqa: ANN001
    window.settings.set("animation_speed", "fast")
    window.start(GameConfig(Rules.schieber_swiss(), 15, ("Me", "L", "P", "R"), (None, "random", "random", "random"),
                            start_dealer=3))
    play_hand(qtbot, window)
    state = window.controller.state
    assert window.scene.overlay is not None
    assert window.controller.score_model.totals == list(state.scores)
    # the table ends where the engine is: no cards left anywhere, no move running
    assert not window.scene.animating
    assert all(not items for items in window.scene.hands.values())
    assert window.scene.trick == []
    dpr = window.view.devicePixelRatioF()
    assert window.scene.dpr == dpr


def test_cards_are_drawn_at_the_screen_pixel_ratio(qtbot, window):  # noqa: ANN001
    window.start(GameConfig(Rules.schieber_seed(), 3, ("Me", "L", "P", "R"), (None, "random", "random", "random"),
                            start_dealer=3))
    wait_for_person_or_summary(qtbot, window)
    decide(qtbot, window)  # the person cuts
    qtbot.waitUntil(lambda: bool(window.scene.hands.get(PERSON)), timeout=15000)
    dpr = window.view.devicePixelRatioF()
    for item in window.scene.hands[PERSON]:
        pix = item.pixmap()
        assert pix.devicePixelRatio() == dpr
        assert pix.width() == round(round(item.width) * dpr)  # one picture pixel per screen pixel
        assert item.scale() == 1.0


def test_new_game_options_name_cards_in_the_chosen_deck(qtbot, window):  # noqa: ANN001
    window.settings.set("face_set", "french")
    dlg = NewGameDialog(window.settings, window.provider)
    qtbot.addWidget(dlg)
    assert "Spades and Clubs ×2" in dlg.checks["multipliers"].toolTip()
    assert dlg.checks["ace_deals"].text() == "Whoever draws an Ace deals"
    dlg.deck.setCurrentIndex(dlg.deck.findData("swiss"))
    assert "Schilten and Schellen ×2" in dlg.checks["multipliers"].toolTip()
    assert dlg.checks["ace_deals"].text() == "Whoever draws an As deals"


def choose(qtbot, combo, value: str) -> None:  # noqa: ANN001
    """Pick an item with the keyboard, as a person does (emits ``activated``)."""
    combo.setFocus()
    qtbot.keyClick(combo, Qt.Key.Key_Home)
    while combo.currentData() != value:
        qtbot.keyClick(combo, Qt.Key.Key_Down)


def test_level_choices_survive_a_game_switch(qtbot, window):  # noqa: ANN001
    """Schmaus to Schieber once set the partner and the right opponent to Random without a word."""
    previous = GameConfig(Rules.schmaus(), None, ("Me", "Her"), (None, "expert"))
    dlg = NewGameDialog(window.settings, window.provider, previous)
    qtbot.addWidget(dlg)
    dlg.game.setCurrentIndex(dlg.game.findData(Game.SCHIEBER.value))
    assert [dlg.levels[s].currentData() for s in (1, 2, 3)] == ["expert"] * 3
    config = dlg.build_config()
    assert partie_level(list(config.seat_levels(4))) == "expert"  # what the statistics file it under
    for seat, level in ((1, "beginner"), (2, "medium"), (3, "random")):
        choose(qtbot, dlg.levels[seat], level)
    dlg.game.setCurrentIndex(dlg.game.findData(Game.SCHMAUS.value))
    dlg.game.setCurrentIndex(dlg.game.findData(Game.SCHIEBER.value))
    assert dlg.build_config().levels == (None, "beginner", "medium", "random")


@pytest.mark.parametrize("lang", ["en", "de", "fr", "it"])
def test_the_dialog_says_how_each_level_plays(qtbot, window, lang):  # noqa: ANN001
    """A person picks an opponent by what it does: the level chosen (by keys) is described under the seats,
    in the interface's language, and every level's entry says it as its tooltip."""
    from jassdesk.app.level_labels import level_description, level_label
    i18n.install(lang)
    try:
        previous = GameConfig(Rules.schieber_swiss(), None, ("Me", "A", "B", "C"), (None, "medium", "medium", "medium"))
        dlg = NewGameDialog(window.settings, window.provider, previous)
        qtbot.addWidget(dlg)
        dlg.show()
        assert dlg.level_about.isVisible()
        assert level_description("medium") in dlg.level_about.text()
        descriptions = set()
        for level in level_names():
            choose(qtbot, dlg.levels[2], level)
            text = dlg.level_about.text()
            assert text.startswith(level_label(level)) and level_description(level) in text
            descriptions.add(level_description(level))
            index = dlg.levels[2].findData(level)
            assert dlg.levels[2].itemData(index, Qt.ItemDataRole.ToolTipRole) == level_description(level)
        assert len(descriptions) == len(level_names()) and "" not in descriptions
        if lang != "en":
            assert "Thinks each card through" not in " ".join(descriptions)  # translated, not the English
    finally:
        i18n.install("en")


def visible_texts(dialog) -> list[str]:  # noqa: ANN001
    """Every text a person can read in the dialog, tooltips and placeholders included."""
    texts = [dialog.windowTitle()]
    for w in dialog.findChildren(QWidget):
        for getter in ("text", "placeholderText", "toolTip", "title", "suffix", "prefix"):
            value = getattr(w, getter, None)
            if callable(value):
                try:
                    texts.append(value())
                except TypeError:
                    pass
        if isinstance(w, QComboBox):
            texts += [w.itemText(i) for i in range(w.count())]
    return [t for t in texts if isinstance(t, str) and t]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_one_click_presets_and_swiss_standard_first(qtbot, lang):  # noqa: ANN001
    app = QApplication.instance()
    i18n.install(lang, app)
    try:
        settings = Settings(language=lang)  # a new player: nothing remembered
        dlg = NewGameDialog(settings, CardImageProvider())
        qtbot.addWidget(dlg)
        assert dlg.rules() == Rules.schieber_swiss()
        assert dlg.preset_button("swiss").isChecked() and not dlg.own_rules.isVisibleTo(dlg)
        qtbot.mouseClick(dlg.preset_button("swiss2500"), Qt.MouseButton.LeftButton)
        assert dlg.rules() == Rules.schieber_swiss_2500()
        assert dlg.rules().target == 2500 and dlg.checks["multipliers"].isChecked()
        qtbot.mouseClick(dlg.preset_button("seed"), Qt.MouseButton.LeftButton)
        assert dlg.rules() == Rules.schieber_seed() and not dlg.checks["weis"].isChecked()
        assert [b.isChecked() for b in dlg.preset_buttons] == [False, False, True]
        weis = dlg.checks["weis"]
        qtbot.mouseClick(weis, Qt.MouseButton.LeftButton, pos=QPoint(8, weis.height() // 2))  # on the box
        assert not any(b.isChecked() for b in dlg.preset_buttons) and dlg.own_rules.isVisibleTo(dlg)
        assert dlg.rules().weis
        texts = visible_texts(dlg)
        assert texts and not [t for t in texts if "seed" in t.lower()]
    finally:
        i18n.install("en", app)


def test_a_new_player_starts_with_swiss_standard(qtbot, window):  # noqa: ANN001
    window.start_default()
    assert window.controller.rules == Rules.schieber_swiss()


def test_a_default_name_from_another_language_follows_the_language(qtbot):  # noqa: ANN001
    """A name left at "Vous" by a French session reads "Tu" in Italian, not a French word in an Italian game."""
    app = QApplication.instance()
    i18n.install("it", app)
    try:
        previous = GameConfig(Rules.schieber_swiss(), None, ("Vous", "Ueli", "Vreni", "Sepp"), (None,) + ("medium",) * 3)
        dlg = NewGameDialog(Settings(language="it"), CardImageProvider(), previous)
        qtbot.addWidget(dlg)
        assert dlg.names[0].text() == "Tu"
    finally:
        i18n.install("en", app)


def test_new_game_offers_differenzler_with_its_options(qtbot, window):  # noqa: ANN001
    dlg = NewGameDialog(window.settings, window.provider)
    qtbot.addWidget(dlg)
    dlg.game.setCurrentIndex(dlg.game.findData(Game.DIFFERENZLER.value))
    assert dlg.rules() == Rules.differenzler()  # the first preset: hidden bids, turned trump, 8 hands
    for key in ("open_bids", "random_trump", "exact_bonus"):
        assert dlg.checks[key].isEnabled()
    assert not dlg.checks["weis"].isEnabled() and not dlg.match_bonus.isEnabled()
    assert not dlg.by_target.isEnabled() and dlg.by_hands.isChecked()
    assert dlg.names[3].isVisibleTo(dlg) and dlg.seat_labels[2].text() == "Across (top):"
    # the number of hands goes in fours: 4, 8, 12, 16; a number typed between them is the nearest
    assert (dlg.hands.minimum(), dlg.hands.maximum(), dlg.hands.singleStep()) == (4, 16, 4)
    dlg.hands.setValue(13)
    assert dlg.rules().hands == 12
    dlg.checks["open_bids"].setChecked(True)
    dlg.checks["exact_bonus"].setChecked(True)
    dlg.hands.setValue(8)
    assert dlg.rules() == Rules.differenzler(open_bids=True, exact_bonus=True)
    assert dlg.preset_buttons[1].isChecked()  # the second preset is exactly that
    dlg.checks["random_trump"].setChecked(True)
    dlg._accept()
    window.start(dlg.config)
    assert window.controller.state.rules == Rules.differenzler(open_bids=True, exact_bonus=True, random_trump=True)
    assert window.settings.get("last_game") == "differenzler"
    # back to Schieber: its own options again, the hands any number
    dlg2 = NewGameDialog(window.settings, window.provider)
    qtbot.addWidget(dlg2)
    dlg2.game.setCurrentIndex(dlg2.game.findData(Game.SCHIEBER.value))
    assert dlg2.match_bonus.isEnabled() and not dlg2.checks["open_bids"].isEnabled()
    assert (dlg2.hands.minimum(), dlg2.hands.maximum()) == (1, 100) and dlg2.by_target.isEnabled()


def test_new_game_offers_coiffeur_with_its_tables_and_factors(qtbot, window):  # noqa: ANN001
    from jassdesk.engine.coiffeur_table import TEN_ROWS

    dlg = NewGameDialog(window.settings, window.provider)
    qtbot.addWidget(dlg)
    dlg.game.setCurrentIndex(dlg.game.findData(Game.COIFFEUR.value))
    assert dlg.rules() == Rules.coiffeur()  # the first preset: 8 rows
    assert not dlg.by_target.isEnabled() and not dlg.target.isEnabled()  # it ends when the table is full
    assert dlg.checks["push_to_partner"].isEnabled() and not dlg.checks["slalom"].isEnabled()
    dlg.preset_buttons[1].click()
    assert dlg.rules().options.coiffeur_rows == TEN_ROWS and dlg.coiffeur_factors.text() == "1 2 3 4 5 6 7 8 9 10"
    dlg.coiffeur_factors.setText("1 2 3 4 5 6 7 8 9 12")
    dlg.checks["push_to_partner"].setChecked(True)
    rules = dlg.rules()
    assert rules.options.coiffeur_rows[-1] == ("JOKER", 12) and rules.options.push_to_partner
    assert dlg.own_rules.isVisible() or not dlg.isVisible()
    dlg.coiffeur_factors.setText("1 2 3")
    dlg._accept()
    assert dlg.config is None and "10 factors" in dlg.error.text()
    # Schieber offers Slalom, off by default
    dlg.game.setCurrentIndex(dlg.game.findData(Game.SCHIEBER.value))
    assert dlg.checks["slalom"].isEnabled() and not dlg.checks["slalom"].isChecked()
    dlg.checks["slalom"].setChecked(True)
    assert dlg.rules().options.slalom

"""The window in French and Italian, driven as a person would: menus, a refused card, plurals, dates.

Each test switches the language through the settings, as the settings dialog
does, and back to English at the end (the translator is process-wide).
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QDate, QLocale, Qt
from PySide6.QtWidgets import QComboBox, QFileDialog

from ui.conftest import settings, window  # noqa: F401  (the main window at instant speed)
from ui.helpers import click_button, click_card, decide, person_decision, wait_for_person_or_summary
from jassdesk import i18n
from jassdesk.app import settings as settings_module
from jassdesk.app.game_config import PERSON, GameConfig
from jassdesk.engine.actions import Play
from jassdesk.engine.record import new_state
from jassdesk.engine.rules import Rules
from jassdesk.engine.actions import Decision
from jassdesk.storage.statistics import StatisticsDB
from jassdesk.ui.dialogs import SettingsDialog
from jassdesk.ui.statistics_dialog import StatisticsDialog

MENUS = {"fr": ["&Fichier", "&Jeu", "&Affichage", "Aid&e"], "it": ["&File", "&Gioco", "&Visualizza", "&Aiuto"]}
REFUSAL_START = {"fr": "Vous devez", "it": "Devi"}
EXPORTED = {"fr": ("1 donne exportée dans", "2 donnes exportées dans"),
            "it": ("Esportata 1 smazzata in", "Esportate 2 smazzate in"),
            "de": ("1 Spiel nach", "2 Spiele nach"),
            "en": ("Exported 1 hand to", "Exported 2 hands to")}


@pytest.fixture
def speaking():  # noqa: ANN201
    """Switch the application's language for one test; English again afterwards."""
    yield i18n.install
    i18n.install("en")


@pytest.mark.parametrize("lang", ["fr", "it"])
def test_the_menus_speak_the_language(qtbot, window, lang):  # noqa: ANN001, F811
    try:
        window.settings.set("language", lang)
        titles = [action.text() for action in window.menuBar().actions()]
        assert all(title in titles for title in MENUS[lang]), titles
        assert window.provider.language == lang
    finally:
        window.settings.set("language", "en")
    assert "&Game" in [action.text() for action in window.menuBar().actions()]


@pytest.mark.parametrize("lang, deck", [("fr", "french"), ("it", "swiss")])
def test_a_refused_card_is_explained_in_the_language(qtbot, window, lang, deck):  # noqa: ANN001, F811
    try:
        window.settings.set("language", lang)
        window.settings.set("face_set", deck)
        window.start(GameConfig(Rules.schieber_seed(), 2, ("Me", "Left", "Partner", "Right"),
                                (None, "random", "random", "random"), 3))
        for _ in range(120):  # decide for the person until a card of the hand is refused
            wait_for_person_or_summary(qtbot, window)
            if window.scene.overlay is not None:
                click_button(qtbot, window, window.scene.overlay.buttons[0])
            elif person_decision(window) is Decision.PLAY and any(it.dimmed for it in window.scene.hands[PERSON]):
                break
            else:
                decide(qtbot, window)
        item = next(it for it in window.scene.hands[PERSON] if it.dimmed)
        expected = window.controller.state.why(Play(item.card), PERSON).message(lang, window.settings.deck)
        click_card(qtbot, window, item)
        assert window.statusBar().currentMessage() == expected
        assert expected.startswith(REFUSAL_START[lang])
        assert (" de " in expected) if lang == "fr" else (" di rose" in expected or " di " in expected)
    finally:
        window.settings.set("language", "en")
        window.settings.set("face_set", "swiss")


def _statistics_with(path, hands: int) -> StatisticsDB:  # noqa: ANN001
    """A statistics file holding ``hands`` recorded hands of one Schmaus Partie."""
    db = StatisticsDB(path)
    rules = Rules.schmaus(target=2000)
    state = new_state(rules, 5, start_dealer=0)
    rng = random.Random(5)
    while len(state.results) < hands:
        state.apply(rng.choice(state.legal_actions()))
    pid = db.start_partie("schmaus", rules.preset.value, rules.to_dict(), ["person", "medium"], 0)
    for result in state.results[:hands]:
        db.record_hand(pid, result, person_side=0, duration=10.0)
    return db


@pytest.mark.parametrize("lang", ["fr", "it", "de", "en"])
def test_plural_forms_for_one_and_two(qtbot, tmp_path, monkeypatch, speaking, lang):  # noqa: ANN001
    speaking(lang)
    target = tmp_path / "out.csv"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), "")))
    for hands, wanted in zip((1, 2), EXPORTED[lang]):
        db = _statistics_with(tmp_path / f"stats{hands}.sqlite3", hands)
        dialog = StatisticsDialog(db)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
        assert dialog.status.text().startswith(wanted), dialog.status.text()
        dialog.close()
        db.close()


@pytest.mark.parametrize("lang, locale", [("fr", "fr_CH"), ("it", "it_CH"), ("de", "de_CH")])
def test_dates_follow_the_swiss_form_of_the_language(speaking, lang, locale):  # noqa: ANN001
    speaking(lang)
    assert QLocale().name() == locale
    day = QDate(2026, 3, 7)
    assert QLocale().toString(day, QLocale.FormatType.LongFormat) == QLocale(locale).toString(
        day, QLocale.FormatType.LongFormat)
    assert ("mars" if lang == "fr" else "marzo" if lang == "it" else "März") in \
        QLocale().toString(day, QLocale.FormatType.LongFormat)


def test_the_settings_dialog_offers_four_languages_each_in_its_own_words(qtbot, window):  # noqa: ANN001, F811
    try:
        window.settings.set("language", "it")
        dialog = SettingsDialog(window.settings, window.provider, window)
        qtbot.addWidget(dialog)
        combo = dialog.language
        assert isinstance(combo, QComboBox)
        offered = {combo.itemData(i): combo.itemText(i) for i in range(combo.count())}
        assert offered == {"de": "Deutsch", "en": "English", "fr": "Français", "it": "Italiano"}
        assert combo.currentData() == "it"
        assert dialog.windowTitle() == "Impostazioni"
    finally:
        window.settings.set("language", "en")


class _System:
    """A stand-in for QLocale whose system() is a chosen locale."""

    def __init__(self, name: str, ui_languages: list[str]) -> None:
        self.locale, self.languages = name, ui_languages

    def system(self):  # noqa: ANN201
        return self

    def name(self) -> str:
        return self.locale

    def uiLanguages(self) -> list[str]:  # noqa: N802 (Qt's name)
        return self.languages


@pytest.mark.parametrize("system, languages, expected", [
    ("fr_CH", ["fr-CH"], "fr"), ("it_CH", ["it-CH", "de-CH"], "it"), ("de_CH", ["de-CH"], "de"),
    ("gsw_CH", ["gsw-CH"], "de"), ("rm_CH", ["rm-CH", "it-CH"], "it"), ("ja_JP", ["ja-JP"], "en"),
    ("C", [], "en"),
])
def test_the_first_start_follows_the_system_language(monkeypatch, system, languages, expected):  # noqa: ANN001
    monkeypatch.setattr(settings_module, "QLocale", _System(system, languages))
    assert settings_module.system_language() == expected
    assert settings_module.Settings(language=None).language == expected

"""A number meets a noun in the right form, in German and in English: "1 hand", "2 Spiele"."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from jassdesk import i18n
from jassdesk.app.game_config import GameConfig
from jassdesk.engine.rules import Rules
from jassdesk.ui.new_game import NewGameDialog

FORMS = {"en": {1: "1 hand", 2: "2 hands"}, "de": {1: "1 Spiel", 2: "2 Spiele"}}


@pytest.fixture(params=["en", "de"])
def lang(request, window):  # noqa: ANN001, ANN201
    app = QApplication.instance()
    i18n.install(request.param, app)  # as the program does at start, English included
    window.settings.set("language", request.param)
    yield request.param
    window.settings.set("language", "en")
    i18n.install("en", app)


@pytest.mark.parametrize("n", [1, 2])
def test_the_score_sheet_names_the_hands_in_the_right_form(qtbot, window, lang, n):  # noqa: ANN001
    window.start(GameConfig(Rules.schieber_swiss(hands=n), 5, ("Me", "L", "P", "R"), (None,) + ("random",) * 3))
    assert FORMS[lang][n] in window.sheet.info.text().split("\n")[0].split(" · ")


@pytest.mark.parametrize("n", [1, 2])
def test_the_new_game_dialog_counts_hands_and_points(qtbot, window, lang, n):  # noqa: ANN001
    dlg = NewGameDialog(window.settings, window.provider)
    qtbot.addWidget(dlg)
    dlg.by_hands.setChecked(True)
    dlg.hands.setValue(n)
    assert dlg.hands.text() == FORMS[lang][n]
    assert dlg.target.text() == {"en": "1000 points", "de": "1000 Punkte"}[lang]


@pytest.mark.parametrize("n", [1, 2])
def test_translate_with_a_number(lang, n):  # noqa: ANN001
    from PySide6.QtCore import QCoreApplication

    text = QCoreApplication.translate("StatisticsDialog", "Exported %n hands to %1.", "", n)
    expected = {"en": {1: "Exported 1 hand to %1.", 2: "Exported 2 hands to %1."},
                "de": {1: "1 Spiel nach %1 exportiert.", 2: "2 Spiele nach %1 exportiert."}}
    assert text == expected[lang][n]


def test_the_statistics_tiles_agree_with_their_count(qtbot, tmp_path, lang):  # noqa: ANN001
    from ui.test_statistics_dialog import play_partie

    from jassdesk.storage.statistics import StatisticsDB
    from jassdesk.ui.statistics_dialog import StatisticsDialog

    db = StatisticsDB(tmp_path / "stats.sqlite3")
    dlg = StatisticsDialog(db)
    qtbot.addWidget(dlg)
    captions = []
    for seed in (1, 2):
        play_partie(db, "schieber", ["person", "medium", "medium", "medium"], seed)
        dlg.refresh()
        captions.append(dlg.tile_captions["partien"].text())
    expected = {"en": ["Partie finished", "Partien finished"], "de": ["Beendete Partie", "Beendete Partien"]}
    assert captions == expected[lang]
    db.close()

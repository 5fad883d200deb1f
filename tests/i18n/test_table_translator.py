"""The translator that reads the language tables, in a real QApplication: what Qt asks it, and what it answers.

``self.tr()`` and ``QCoreApplication.translate`` go through it, Qt fills in
``%n`` after its answer, a text it lacks falls through to the source, Qt's own
texts are left to Qt's qtbase translation, and a change of language reaches
every window as LanguageChange.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtWidgets import QDialogButtonBox, QWidget

from jassdesk import i18n
from jassdesk.i18n.table_translator import TableTranslator, is_singular


class ScoreSheet(QObject):
    """A context of the program's own (the score sheet's texts)."""

    def hands(self, n: int) -> str:
        return self.tr("%n hands", "", n)


class Listening(QWidget):
    def __init__(self) -> None:
        super().__init__()
        self.changes = 0

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.changes += 1
        super().changeEvent(event)

    def title(self) -> str:
        return self.tr("Hand")


@pytest.fixture
def speaking(qapp):  # noqa: ANN001, ANN201
    yield lambda lang: i18n.install(lang, qapp)
    i18n.install("en", qapp)


@pytest.mark.parametrize(("lang", "n", "shown"), [
    ("de", 0, "0 Spiele"), ("de", 1, "1 Spiel"), ("de", 2, "2 Spiele"), ("de", 1000, "1000 Spiele"),
    ("fr", 0, "0 donne"), ("fr", 1, "1 donne"), ("fr", 2, "2 donnes"),
    ("it", 0, "0 smazzate"), ("it", 1, "1 smazzata"), ("it", 2, "2 smazzate"),
    ("en", 0, "0 hands"), ("en", 1, "1 hand"), ("en", 2, "2 hands"),
])
def test_tr_of_a_qobject_takes_the_form_the_count_wants_and_qt_fills_in_n(speaking, lang, n, shown):  # noqa: ANN001
    assert speaking(lang)
    assert ScoreSheet().hands(n) == shown
    assert QCoreApplication.translate("ScoreSheet", "%n hands", None, n) == shown


def test_tr_of_a_widget_and_translate_answer_from_the_table(speaking, qtbot):  # noqa: ANN001
    widget = Listening()
    qtbot.addWidget(widget)
    assert speaking("de")
    assert widget.title() == "Spiel"
    assert QCoreApplication.translate("MainWindow", "&Game") == "&Spiel"
    assert QCoreApplication.translate("Seats", "D", "dealer marker") == i18n.TABLES["de"]["D"]


def test_a_text_the_table_lacks_shows_as_written(speaking):  # noqa: ANN001
    assert speaking("fr")
    assert QCoreApplication.translate("MainWindow", "No such text, %n times", None, 3) == "No such text, 3 times"
    assert QCoreApplication.translate("MainWindow", "No such text") == "No such text"
    translator = TableTranslator("fr")
    assert translator.translate("MainWindow", "No such text") is None  # null to Qt: the next translator asks
    assert not translator.isEmpty()  # else Qt would send no LanguageChange when it is installed


def test_qt_keeps_its_own_translation_of_its_standard_buttons(speaking, qtbot):  # noqa: ANN001
    assert speaking("de")
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
    qtbot.addWidget(box)
    assert box.buttons()[0].text().replace("&", "") == "Abbrechen"  # qtbase_de
    # the table's "Close" (Swiss "Schliessen") is for the program's dialogs; Qt's button keeps Qt's word
    assert QCoreApplication.translate("AboutDialog", "Close") == "Schliessen"
    assert QCoreApplication.translate("QPlatformTheme", "Close") != "Schliessen"
    assert TableTranslator("de").translate("QPlatformTheme", "Close") is None


def test_a_change_of_language_reaches_the_windows_as_language_change(speaking, qtbot, qapp):  # noqa: ANN001
    widget = Listening()
    qtbot.addWidget(widget)
    assert speaking("it")
    qtbot.waitUntil(lambda: widget.changes > 0, timeout=2000)
    before = widget.changes
    assert speaking("de")
    qtbot.waitUntil(lambda: widget.changes > before, timeout=2000)
    assert widget.title() == "Spiel"
    assert speaking("en")
    assert widget.title() == "Hand"


def test_a_language_without_a_table_reads_english(speaking):  # noqa: ANN001
    assert not speaking("rm")
    assert QCoreApplication.translate("MainWindow", "&Game") == "&Game"


def test_the_plural_rules():
    assert [is_singular("fr", n) for n in (-1, 0, 1, 2)] == [True, True, True, False]
    for lang in ("de", "en", "it"):
        assert [is_singular(lang, n) for n in (-1, 0, 1, 2, 21)] == [True, False, True, False, False]

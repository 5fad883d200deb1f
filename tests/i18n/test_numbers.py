"""Every figure in the Swiss form of its language: one formatter, held against QLocale, and what the sheet,
the hand summary, the Partie's end, the statistics and a hint show of a total of 1234.

de_CH, fr_CH and en (with the Swiss grouping) write 1'234; it_CH, as CLDR has it, groups only from five
digits (1234, 12'345); French writes the decimal comma (89,7).
"""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QTableView

from jassdesk import i18n
from jassdesk.ai.explain import Reason
from jassdesk.app.score_sheets import DifferenzlerSheetModel, JasstafelModel
from jassdesk.app.statistics_model import decimal, fill, percent
from jassdesk.engine.cards import Card
from jassdesk.engine.events import PartieOver
from jassdesk.engine.modes import Mode
from jassdesk.engine.numbers import format_number
from jassdesk.engine.rules import Rules
from jassdesk.engine.scoring import HandResult
from jassdesk.i18n.numbers import counted, current_language, number

LANGS = ("de", "en", "fr", "it")
SWISS = {"de": "de_CH", "en": "en_CH", "fr": "fr_CH", "it": "it_CH"}
TOTAL = {"de": "1'234", "en": "1'234", "fr": "1'234", "it": "1234"}  # 1234 as each Swiss locale writes it
BIG = {lang: "12'345" for lang in LANGS}
DECIMAL = {"de": "89.7", "en": "89.7", "fr": "89,7", "it": "89.7"}
TOTAL_WORD = {"de": "Total", "en": "Total", "fr": "Total", "it": "Totale"}


@pytest.fixture
def speaking(qapp):  # noqa: ANN001, ANN201
    """The application in one language for a test; English again afterwards (the translator is global)."""
    yield lambda lang: i18n.install(lang, qapp)
    i18n.install("en", qapp)


@pytest.mark.parametrize("lang", LANGS)
def test_the_formatter_writes_what_the_swiss_locale_writes(lang):
    locale = QLocale(SWISS[lang])
    whole = [0, 7, 157, 999, 1000, 1234, 9999, 10000, 12345, 257000, 1234567, -5, -1234, -12345678]
    for value in whole:
        assert format_number(value, lang) == locale.toString(value), value
    for value in (0.5, 1.5, 2.25, 89.66, 999.95, 1234.5, -1234.56, 12345.678, 0.15, 2.675):
        for decimals in (1, 2):
            assert format_number(value, lang, decimals) == locale.toString(value, "f", decimals), (value, decimals)


@pytest.mark.parametrize("lang", LANGS)
def test_the_four_languages_write_1234_their_swiss_way(lang):
    assert format_number(1234, lang) == TOTAL[lang]
    assert format_number(12345, lang) == BIG[lang]
    assert format_number(89.7, lang, 1) == DECIMAL[lang]
    assert format_number(12, lang, sign=True) == "+12" and format_number(-3, lang, sign=True) == "-3"
    assert format_number(-0.04, lang, 1) in ("0.0", "0,0")  # no "-0.0"
    assert format_number(1234, lang + "_CH") == TOTAL[lang]


@pytest.mark.parametrize("lang", LANGS)
def test_the_window_formats_in_the_language_it_speaks(speaking, lang):
    speaking(lang)
    assert current_language() == lang
    assert number(1234) == TOTAL[lang] and number(89.7, 1) == DECIMAL[lang]
    assert decimal(89.66) == DECIMAL[lang] and percent(0.5) == "50%"
    assert fill("%1 / %2", 1234, "x") == f"{TOTAL[lang]} / x"
    assert counted("Ziel: 12345 Punkte. 12345", 12345) == "Ziel: 12'345 Punkte. 12'345"


@pytest.mark.parametrize("lang", LANGS)
def test_a_total_of_1234_on_the_score_sheet(qapp, speaking, lang):  # noqa: ANN001
    from jassdesk.ui.mainwindow import _SheetDelegate

    speaking(lang)
    sheet = JasstafelModel()
    sheet.set_naming(lang, sheet.deck)
    sheet.set_side_names(["A & B", "C & D"])
    sheet.reset(SimpleNamespace(results=[], scores=(1234, 567)))
    table = QTableView()
    delegate = _SheetDelegate(table)
    table.setItemDelegate(delegate)
    table.setModel(sheet)
    total = sheet.index(sheet.rowCount() - 1, 1)
    assert delegate.displayText(total.data(), QLocale()) == TOTAL[lang]
    assert total.data() == 1234  # the model keeps the figure; the view writes it
    bids = DifferenzlerSheetModel()
    bids.set_naming(lang, bids.deck)
    bids.reset(SimpleNamespace(scores=(1234, 0, 12345, 5), results=(), bids=(None,) * 4, has_bid=(False,) * 4,
                               mode=None))
    last = bids.rowCount() - 1
    assert [bids.index(last, c).data() for c in range(1, 5)] == [TOTAL[lang], "0", BIG[lang], "5"]


def _scene(totals: list[int]) -> SimpleNamespace:
    """What the table's game view reads of the scene for a summary and the Partie's end."""
    controller = SimpleNamespace(score_model=SimpleNamespace(totals=totals, results=[None] * 12),
                                 rules=Rules.schieber_swiss_2500(),
                                 players_model=SimpleNamespace(names=["You", "Anna", "Ueli", "Beat"]))
    return SimpleNamespace(controller=controller, taken=[130, 27], side_name=lambda s: ["A & B", "C & D"][s])


@pytest.mark.parametrize("lang", LANGS)
def test_a_total_of_1234_in_the_hand_summary_and_the_partie_end(qapp, speaking, lang):  # noqa: ANN001
    from jassdesk.ui.table.schieber import SchieberTable

    speaking(lang)
    table = SchieberTable()
    result = HandResult(3, 0, Mode(0), 2, (130, 27), (100, 0), (0, 0), (0, 0), (460, 54), True)
    header, lines = table.hand_summary(result, _scene([1234, 567]))
    assert lines[-1] == ("=" + TOTAL_WORD[lang], TOTAL[lang], "567")
    title, _, end = table.partie_end(PartieOver(0, (12345, 1234)), _scene([12345, 1234]))
    assert end[-1][1:] == (BIG[lang], TOTAL[lang])
    footer = table.partie_footer(Rules.schieber_swiss_2500(), PartieOver(0, (12345, 1234)))
    assert {"de": "2'500", "en": "2'500", "fr": "2'500", "it": "2500"}[lang] in footer


@pytest.mark.parametrize("lang", LANGS)
def test_a_hint_writes_its_figures_the_same_way(lang):
    reason = Reason("best_average", card=Card.from_code("HA"), params={"value": "12", "worlds": 12345})
    assert BIG[lang] in reason.text(lang)

"""The rules help (F1): both languages, the current deck's names and pictures, search, refusal links."""

from __future__ import annotations

import pathlib
import re

import pytest
from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QColor, QTextDocument

from jassdesk.engine.cards import Card, Deck
from jassdesk.engine.refusal import MESSAGES
from jassdesk.ui.rules_help import HELP_LANGUAGES, REFUSAL_SECTIONS, RulesHelp, pictured_cards, rules_html, \
    rules_source, section_ids

ROOT = pathlib.Path(__file__).resolve().parents[2]
SWISS_RANKS = re.compile(r"\b(Under|Ober|Banner|bannière|bandiera)\b", re.IGNORECASE)


def test_every_section_exists_in_every_language_in_the_same_order():
    assert set(HELP_LANGUAGES) == {"de", "en", "fr", "it"}
    german, english, french, italian = (section_ids(rules_source(lang)) for lang in ("de", "en", "fr", "it"))
    assert german == english == french == italian
    assert len(set(german)) == len(german), "a section id is used twice"
    for section in ("schieber", "schmaus", "differenzler", "differenzler-bids", "dealing", "following", "bauer", "weis", "stoeck", "match",
                    "multipliers", "obenabe", "options", "presets"):
        assert section in german


@pytest.mark.parametrize("lang", HELP_LANGUAGES)
def test_every_internal_link_leads_to_a_section(lang):
    source = rules_source(lang)
    links = set(re.findall(r'href="#([^"]+)"', source))
    assert links and links <= set(section_ids(source))




def test_every_refusal_rule_opens_an_existing_section():
    sections = set(section_ids(rules_source("en")))
    pending = set(MESSAGES)
    assert pending <= set(REFUSAL_SECTIONS), sorted(pending - set(REFUSAL_SECTIONS))
    assert {rule: s for rule, s in REFUSAL_SECTIONS.items() if s not in sections} == {}


def test_the_package_ships_both_documents():
    tomllib = pytest.importorskip("tomllib")
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    patterns = config["tool"]["setuptools"]["package-data"]["jassdesk"]
    shipped = {p.name for pattern in patterns for p in (ROOT / "jassdesk").glob(pattern)}
    assert {f"rules_{lang}.html" for lang in HELP_LANGUAGES} <= shipped


@pytest.mark.parametrize("lang", HELP_LANGUAGES)
@pytest.mark.parametrize("deck", list(Deck))
def test_names_follow_the_deck_and_no_placeholder_or_seed_is_left(lang, deck):
    html = rules_html(lang, deck)
    assert "{{" not in html and "}}" not in html
    assert "seed" not in html.lower()
    ranking = html[html.index('name="ranking"'):html.index('name="dealing"')]
    if deck is Deck.FRENCH:
        assert not SWISS_RANKS.search(ranking), SWISS_RANKS.search(ranking)
        assert {"de": "Bube", "en": "Jack", "fr": "valet", "it": "fante"}[lang] in ranking
    else:
        assert "under" in ranking.lower() and "ober" in ranking.lower()
    assert ("bour" if lang == "fr" else "Bauer") in ranking and "nell" in ranking.lower()


@pytest.fixture
def help_dialog(qtbot, window):  # noqa: ANN001, ANN201
    window.show_rules()
    return window.rules_help


def test_f1_opens_the_help_in_the_window_s_language(qtbot, window):  # noqa: ANN001
    window.activateWindow()
    window.actions_["rules"].trigger()  # the action bound to F1
    assert window.actions_["rules"].shortcut().toString() == "F1"
    dialog = window.rules_help
    assert isinstance(dialog, RulesHelp) and dialog.isVisible()
    assert "Ranking and points" in dialog.browser.toPlainText()
    window.settings.set("language", "de")
    qtbot.waitUntil(lambda: "Rangfolge und Punkte" in dialog.browser.toPlainText(), timeout=2000)
    assert dialog.windowTitle() == "Regeln"
    window.settings.set("language", "en")


def test_the_pictures_are_the_current_deck_s_cards(qtbot, window, help_dialog):  # noqa: ANN001
    window.settings.set("face_set", "swiss")
    qtbot.wait(10)
    url = QUrl("card:HJ")
    kind = QTextDocument.ResourceType.ImageResource.value
    cards = pictured_cards(rules_source("en"))
    assert Card.from_code("HJ") in cards and len(cards) >= 20
    swiss = help_dialog.browser.document().resource(kind, url)
    assert swiss == window.provider.pixmap(Card.from_code("HJ"), 46, help_dialog.browser.devicePixelRatioF()).toImage()
    window.settings.set("face_set", "french")
    qtbot.waitUntil(lambda: help_dialog.browser.document().resource(kind, url) != swiss, timeout=2000)
    assert "the Jack becomes the highest card" in help_dialog.browser.toPlainText()


def test_find_highlights_every_match_and_jumps(qtbot, window, help_dialog):  # noqa: ANN001
    qtbot.keyClick(help_dialog, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(help_dialog.find_field.hasFocus, timeout=2000)
    qtbot.keyClicks(help_dialog.find_field, "of trump")  # twice in one sentence: both highlights show
    count = help_dialog.match_count()
    assert count >= 5
    assert help_dialog.found.text() == f"1 of {count}"
    assert _shows_colour(help_dialog, CURRENT) and _shows_colour(help_dialog, OTHER)
    first = help_dialog.browser.textCursor().position()
    qtbot.keyClick(help_dialog.find_field, Qt.Key.Key_Return)
    assert help_dialog.found.text() == f"2 of {count}"
    assert help_dialog.browser.textCursor().position() > first
    qtbot.keyClick(help_dialog.find_field, Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier)
    assert help_dialog.found.text() == f"1 of {count}"
    help_dialog.find_field.setText("Quatschwort")
    assert help_dialog.match_count() == 0 and help_dialog.found.text() == "Not found"
    assert not _shows_colour(help_dialog, CURRENT) and not _shows_colour(help_dialog, OTHER)


CURRENT, OTHER = QColor("#ffb347"), QColor("#fff0a0")  # the highlight of the current match and of the others


def _shows_colour(dialog: RulesHelp, colour: QColor) -> bool:
    """Does the visible text show ``colour`` (a highlight) anywhere?"""
    image = dialog.browser.viewport().grab().toImage()
    step = 2
    return any(image.pixelColor(x, y) == colour for y in range(0, image.height(), step)
               for x in range(0, image.width(), step))


def _section_top(dialog: RulesHelp, section: str) -> float:
    """Where the section's heading lies, relative to the top of the visible text."""
    document = dialog.browser.document()
    block = document.begin()
    while block.isValid():
        fragments = block.begin()
        while not fragments.atEnd():
            if section in fragments.fragment().charFormat().anchorNames():
                top = document.documentLayout().blockBoundingRect(block).top()
                return top - dialog.browser.verticalScrollBar().value()
            fragments += 1
        block = block.next()
    raise AssertionError(f"no section {section}")


@pytest.mark.parametrize("rule, section", [("play_bauer", "bauer"), ("undertrump", "undertrump"),
                                           ("weis_not_upward", "weis-schmaus"), ("six_too_late", "six"),
                                           ("must_choose", "coiffeur-choice"), ("slalom_off", "slalom")])
def test_a_refusal_opens_the_help_at_its_rule(qtbot, window, rule, section):  # noqa: ANN001
    window.show_rules_for_refusal(rule)
    dialog = window.rules_help
    assert dialog.isVisible()
    top = _section_top(dialog, section)
    assert 0 <= top < dialog.browser.viewport().height() / 2, (section, top)
    window.show_rules()  # F1 again: the start
    assert dialog.browser.verticalScrollBar().value() == 0

"""Every visible text exists in German, English, French and Italian, and the program shows it.

The Qt texts: the sources are collected afresh with pyside6-lupdate (into a
throw-away folder) and looked up in the language tables, so a new ``tr()``
text fails here with its language and its words until every table has it
(``python -m jassdesk.i18n.tools`` prints the same list); the tables are the
only copy of the texts, and the translator installed at start answers every
entry of them.  The engine's own texts: every entry of every text table has
the four languages, with the same placeholders.
"""

from __future__ import annotations

import re
import shutil

import pytest
from PySide6.QtCore import QCoreApplication

from jassdesk import i18n
from jassdesk.ai import explain
from jassdesk.engine import actions, cards, modes, refusal, weis
from jassdesk.engine.language import LANGUAGES
from jassdesk.i18n import tools

needs_qt_tools = pytest.mark.skipif(not shutil.which("pyside6-lupdate"), reason="pyside6-lupdate is not installed")


@pytest.fixture(scope="module")
def texts() -> list[tools.Source]:
    """Every text the code translates, collected once for the module."""
    return tools.extract()


@pytest.fixture
def speaking(qapp):  # noqa: ANN001, ANN201
    """Install a language for one test; English again afterwards (the translator is process-wide)."""
    yield lambda lang: i18n.install(lang, qapp)
    i18n.install("en", qapp)


def test_french_never_breaks_a_line_before_its_colon_or_inside_guillemets():
    """The damaged-autosave message once ended a line on a lone "«" at 800x600."""
    from jassdesk.i18n.french import FRENCH

    loose = [text for entry in FRENCH.values() for text in (entry if isinstance(entry, tuple) else (entry,))
             if re.search(r" [:;!?»]|« ", text)]
    assert not loose, loose


def test_tables_cover_the_four_languages():
    assert set(tools.TABLES) == set(i18n.TABLES) == set(LANGUAGES) == {"de", "en", "fr", "it"}


def test_the_tables_are_the_only_copy_of_the_texts():
    """No Qt Linguist file is kept beside the tables: the translator reads the tables themselves."""
    generated = sorted(p.name for p in tools.HERE.iterdir() if p.suffix in (".ts", ".qm"))
    assert not generated, f"delete these, the tables are the source: {generated}"


@pytest.mark.parametrize("lang", sorted(tools.TABLES))
def test_the_translator_answers_every_table_entry(speaking, lang):  # noqa: ANN001
    """What a compiled .qm shipped before: every entry, a plural in the form the count wants, %n filled in."""
    assert speaking(lang)
    wrong = []
    for source, entry in tools.TABLES[lang].items():
        if isinstance(entry, tuple):
            one, many = entry
            zero = one if lang == "fr" else many
            for n, wanted in ((0, zero), (1, one), (2, many), (1234, many)):
                got = QCoreApplication.translate("ScoreSheet", source, "", n)
                if got != wanted.replace("%n", str(n)):
                    wrong.append((source, n, got))
        elif (got := QCoreApplication.translate("ScoreSheet", source)) != entry:
            wrong.append((source, -1, got))
    assert not wrong, f"{tools.LANGUAGE_NAMES[lang]}: {wrong[:10]}"


@needs_qt_tools
def test_every_source_text_is_translated(texts):  # noqa: ANN001
    """Collect the texts of the code as it is now; each language must have every one."""
    assert len(texts) > 400  # lupdate found the code's texts
    missing = {tools.LANGUAGE_NAMES[lang]: [str(m) for m in found]
               for lang in tools.TABLES if (found := tools.missing(lang, texts))}
    assert not missing, f"texts without a translation, by language: {missing}"


@needs_qt_tools
@pytest.mark.parametrize("lang", ["de", "fr", "it"])
def test_every_source_text_shows_translated_where_the_code_asks_for_it(speaking, texts, lang):  # noqa: ANN001
    """Each text in each context that shows it, as the table has it (a plural in its plural form)."""
    assert speaking(lang)
    wrong = []
    for text in texts:
        entry = tools.TABLES[lang][text.source]
        wanted = entry[1].replace("%n", "2") if text.plural else entry
        wrong += [(context, text.source) for context in text.contexts
                  if QCoreApplication.translate(context, text.source, "", 2 if text.plural else -1) != wanted]
    assert not wrong, f"not shown as the table has it: {wrong[:10]}"


@needs_qt_tools
def test_a_missing_text_is_named_with_its_table_its_context_and_its_plural(texts, monkeypatch):  # noqa: ANN001
    """What the tool prints is enough to add the entry: the file, the key, where it shows, which kind."""
    french = {k: v for k, v in tools.TABLES["fr"].items() if k not in ("Exported %n hands to %1.", "Hand")}
    monkeypatch.setitem(tools.TABLES, "fr", {**french, "Hand": ("Donne", "Donnes")})
    missing = {m.source: m for m in tools.missing("fr", texts)}
    assert set(missing) == {"Exported %n hands to %1.", "Hand"}
    export, hand = missing["Exported %n hands to %1."], missing["Hand"]
    assert export.plural and not export.wrong_kind and "StatisticsDialog" in str(export)
    assert "(singular, plural)" in str(export) and "'Exported %n hands to %1.'" in str(export)
    assert hand.wrong_kind and not hand.plural and "ScoreSheet" in str(hand) and "a single text" in str(hand)
    assert tools.TABLE_FILES["fr"] == "french.py"


@needs_qt_tools
def test_the_check_fails_on_a_missing_text_and_names_it(monkeypatch, capsys):  # noqa: ANN001
    assert tools.main() == 0
    monkeypatch.setitem(tools.TABLES, "it", {k: v for k, v in tools.TABLES["it"].items() if k != "Hand"})
    assert tools.main() == 1
    err = capsys.readouterr().err
    assert "Italian: 1 text without a translation" in err and "italian.py" in err and "'Hand'" in err


# every per-language text table of the engine and the AI: name -> {key: {language: text}}
KEYED_TABLES = {
    "refusal.MESSAGES": refusal.MESSAGES,
    "refusal.DECISION_WORDS": refusal.DECISION_WORDS,
    "explain.TEMPLATES": explain.TEMPLATES,
    "explain.END_WORDS": explain.END_WORDS,
    "actions.ACTION_TEXTS": actions.ACTION_TEXTS,
}
# tables with one entry per language: name -> {language: text or tuple}
LANGUAGE_TABLES = {
    "modes.OBENABE_NAMES": modes.OBENABE_NAMES,
    "modes.UNDENUFE_NAMES": modes.UNDENUFE_NAMES,
    "modes.TRUMP_NAMES": modes.TRUMP_NAMES,
    "weis.SEQUENCE_NAMES": weis.SEQUENCE_NAMES,
    "weis.SEQUENCE_FORMS": weis.SEQUENCE_FORMS,
    "weis.FOUR_FORMS": weis.FOUR_FORMS,
    **{f"cards.{name}[{deck.name}]": table[deck]
       for name, table in (("SUIT_NAMES", cards.SUIT_NAMES), ("RANK_NAMES", cards.RANK_NAMES),
                           ("RANK_PLURALS", cards.RANK_PLURALS), ("CARD_NAME_FORMS", cards.CARD_NAME_FORMS),
                           ("INDEX_LABELS", cards.INDEX_LABELS))
       for deck in cards.Deck},
}
PLACEHOLDER = re.compile(r"\{(\w+)\}")


def test_every_engine_text_exists_in_every_language():
    missing = [f"{table}[{key!r}]: {sorted(set(LANGUAGES) - set(texts))}"
               for table, entries in KEYED_TABLES.items() for key, texts in entries.items()
               if set(texts) != set(LANGUAGES)]
    missing += [f"{table}: {sorted(set(LANGUAGES) - set(texts))}" for table, texts in LANGUAGE_TABLES.items()
                if set(texts) != set(LANGUAGES)]
    assert not missing, missing
    for deck, articles in cards.RANK_ARTICLES.items():
        assert set(articles) == {"fr", "it"}, deck  # German and English name cards without an article


def test_every_language_fills_the_same_placeholders():
    for table, entries in KEYED_TABLES.items():
        for key, texts in entries.items():
            wanted = set(PLACEHOLDER.findall(texts["en"]))
            wrong = {lang: text for lang, text in texts.items() if set(PLACEHOLDER.findall(text)) != wanted}
            assert not wrong, f"{table}[{key!r}] needs {sorted(wanted)}: {wrong}"


def test_a_language_the_engine_does_not_speak_reads_english():
    rule = refusal.Refusal("follow_suit", cards=(cards.Card.from_code("HA"),))
    assert rule.message("rm") == rule.message("en") == "You must follow suit: you hold Rosen As."
    assert rule.message("fr_CH", cards.Deck.FRENCH) == "Vous devez suivre la couleur : vous avez l'as de cœur."
    assert rule.message("it", cards.Deck.SWISS) == "Devi rispondere al seme: hai l'asso di rose."

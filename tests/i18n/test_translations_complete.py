"""Every visible text exists in German, English, French and Italian, and the shipped files are current.

The Qt texts: the sources are collected afresh with pyside6-lupdate into a
throw-away copy and filled from the language tables, so a new ``tr()`` text
fails here with its language and its words until ``python -m
jassdesk.i18n.tools`` has been run and every table has it.  The engine's own
texts: every entry of every text table has the four languages, with the same
placeholders.  The ``.qm`` files: compiled again from the shipped ``.ts`` files,
they must be the very bytes shipped.
"""

from __future__ import annotations

import re
import shutil
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from jassdesk.ai import explain
from jassdesk.engine import actions, cards, modes, refusal, weis
from jassdesk.engine.language import LANGUAGES
from jassdesk.i18n import tools

needs_qt_tools = pytest.mark.skipif(not (shutil.which("pyside6-lupdate") and shutil.which("pyside6-lrelease")),
                                    reason="pyside6-lupdate / pyside6-lrelease are not installed")


def _messages(ts: Path) -> dict[tuple[str, str], tuple[str, ...] | None]:
    """(context, source) -> the finished translation's forms, None where it is missing or unfinished."""
    out: dict[tuple[str, str], tuple[str, ...] | None] = {}
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            forms: tuple[str, ...] | None = None
            if translation is not None and translation.get("type") not in ("unfinished", "vanished", "obsolete"):
                if message.get("numerus") == "yes":
                    forms = tuple(f.text or "" for f in translation.iter("numerusform"))
                    forms = forms if len(forms) == 2 and all(forms) else None
                else:
                    forms = (translation.text,) if translation.text else None
            out[(name, message.findtext("source") or "")] = forms
    return out


def test_french_never_breaks_a_line_before_its_colon_or_inside_guillemets():
    """The damaged-autosave message once ended a line on a lone "«" at 800x600."""
    from jassdesk.i18n.french import FRENCH

    loose = [text for entry in FRENCH.values() for text in (entry if isinstance(entry, tuple) else (entry,))
             if re.search(r" [:;!?»]|« ", text)]
    assert not loose, loose


def test_tables_cover_the_four_languages():
    assert set(tools.TABLES) == set(LANGUAGES) == {"de", "en", "fr", "it"}


@pytest.mark.parametrize("lang", sorted(tools.TABLES))
def test_every_shipped_message_has_a_finished_translation(lang):
    missing = [source for (_, source), forms in _messages(tools.ts_path(lang)).items() if forms is None]
    assert not missing, f"no {tools.LANGUAGE_NAMES[lang]} text for: {missing}"


@needs_qt_tools
def test_every_source_text_is_translated_and_shipped(tmp_path):
    """Collect the texts of the code as it is now; each language must have every one, and the shipped
    .ts files must already hold them (else: run ``python -m jassdesk.i18n.tools``)."""
    for lang in tools.TABLES:
        shutil.copy(tools.ts_path(lang), tools.ts_path(lang, tmp_path))
    tools.update(tmp_path)
    missing = {tools.LANGUAGE_NAMES[lang]: texts for lang in tools.TABLES if (texts := tools.fill(lang, tmp_path))}
    assert not missing, f"texts without a translation, by language: {missing}"
    for lang in tools.TABLES:
        fresh, shipped = _messages(tools.ts_path(lang, tmp_path)), _messages(tools.ts_path(lang))
        stale = sorted(set(fresh.items()) ^ set(shipped.items()))
        assert not stale, f"jassdesk_{lang}.ts is not current, run python -m jassdesk.i18n.tools: {stale[:10]}"


def test_a_missing_text_is_named_with_its_table_its_context_and_its_plural(tmp_path, monkeypatch):
    """What the tool prints is enough to add the entry: the file, the key, where it shows, which kind."""
    french = {k: v for k, v in tools.TABLES["fr"][1].items() if k not in ("Exported %n hands to %1.", "Hand")}
    monkeypatch.setitem(tools.TABLES, "fr", ("fr_CH", {**french, "Hand": ("Donne", "Donnes")}))
    shutil.copy(tools.ts_path("fr"), tools.ts_path("fr", tmp_path))
    missing = {m.source: m for m in tools.fill("fr", tmp_path)}
    assert set(missing) == {"Exported %n hands to %1.", "Hand"}
    export, hand = missing["Exported %n hands to %1."], missing["Hand"]
    assert export.plural and not export.wrong_kind and "StatisticsDialog" in str(export)
    assert "(singular, plural)" in str(export) and "'Exported %n hands to %1.'" in str(export)
    assert hand.wrong_kind and not hand.plural and "ScoreSheet" in str(hand) and "a single text" in str(hand)
    assert tools.TABLE_FILES["fr"] == "french.py"


@needs_qt_tools
def test_every_qm_is_compiled_from_its_ts(tmp_path):
    tools.release(out=tmp_path)
    for lang in tools.TABLES:
        assert tools.qm_path(lang, tmp_path).read_bytes() == tools.qm_path(lang).read_bytes(), \
            f"jassdesk_{lang}.qm is older than jassdesk_{lang}.ts: run python -m jassdesk.i18n.tools"


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

"""One word per concept per language: the table "One word per concept" of docs/translations.md, held
against every translation table and the rules help.

Before, the Italian New game dialog said "Stöck" in one option and "Mazza" in the next, the French table
wrote "levée" beside "pli", and the Italian sheet's column said "Mano" while every other place said
"smazzata".
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from jassdesk.ai import explain
from jassdesk.engine import actions, coiffeur_table, modes, refusal, weis
from jassdesk.i18n.french import FRENCH
from jassdesk.i18n.german import GERMAN
from jassdesk.i18n.italian import ITALIAN
from jassdesk.ui.rules_help import rules_source

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "translations.md"
LANGS = {"German": "de", "French": "fr", "Italian": "it"}
QT_TABLES = {"de": GERMAN, "fr": FRENCH, "it": ITALIAN}
KEYED_TABLES = {"refusal.MESSAGES": refusal.MESSAGES, "refusal.DECISION_WORDS": refusal.DECISION_WORDS,
                "explain.TEMPLATES": explain.TEMPLATES, "explain.END_WORDS": explain.END_WORDS,
                "actions.ACTION_TEXTS": actions.ACTION_TEXTS}
LANGUAGE_TABLES = {"modes.OBENABE_NAMES": modes.OBENABE_NAMES, "modes.UNDENUFE_NAMES": modes.UNDENUFE_NAMES,
                   "modes.TRUMP_NAMES": modes.TRUMP_NAMES, "weis.SEQUENCE_NAMES": weis.SEQUENCE_NAMES}

# Qt texts whose English names a concept that their translation says in other words, and why
PARAPHRASES: dict[str, set[tuple[str, str]]] = {
    "Spiel (eine Hand)": {  # "hands" here are the cards held, not hands played
        ("de", "Judged by the points a choice gives up, over the deals you could not tell apart then (never the "
               "open hands): Best up to %1, Good up to %2, Inaccuracy up to %3, Mistake up to %4, Blunder beyond."),
        ("it", "Judged by the points a choice gives up, over the deals you could not tell apart then (never the "
               "open hands): Best up to %1, Good up to %2, Inaccuracy up to %3, Mistake up to %4, Blunder beyond."),
        ("fr", "Judged by the points a choice gives up, over the deals you could not tell apart then (never the "
               "open hands): Best up to %1, Good up to %2, Inaccuracy up to %3, Mistake up to %4, Blunder beyond."),
        # the review's exact endgame: every player's cards laid open
        *((lang, text) for lang in ("de", "fr", "it") for text in (
            "In the last four tricks each of those deals is solved exactly, every hand open in it.",
            "each side's best play, every hand open")),
    },
    "Voraussage (Differenzler)": {  # the statistics' narrow column "Ø penalty (exact)": of the bids, it says
        ("de", "Ø penalty (exact bids)"), ("fr", "Ø penalty (exact bids)"), ("it", "Ø penalty (exact bids)"),
    },
}


def concepts() -> list[dict[str, object]]:
    """The rows of the table "One word per concept": the concept, its English triggers, and per language
    its forms and rivals."""
    text = DOC.read_text(encoding="utf-8")
    section = text.split("## One word per concept", 1)[1].split("\n## ", 1)[0]
    rows = [line for line in section.splitlines() if line.startswith("|")]
    header = [cell.strip() for cell in rows[0].strip("|").split("|")]
    out = []
    for line in rows[2:]:
        cells = dict(zip(header, (cell.strip() for cell in line.strip("|").split("|"))))
        row: dict[str, object] = {"concept": cells["concept"], "english": _words(cells["English"])}
        for language, lang in LANGS.items():
            forms, _, rivals = cells[language].partition("≠")
            row[lang] = (_words(forms), _words(rivals))
        out.append(row)
    return out


def _words(cell: str) -> list[str]:
    return [w.strip() for w in cell.split(",") if w.strip()]


def pattern(word: str, rival: bool = False) -> re.Pattern[str]:
    """A word of the table as a regular expression: ``*`` any ending (or beginning), whole words otherwise.

    A word with a capital letter is matched as written.  A language's own word in small letters is matched
    in any case ("Smazzata 3"); a rival in small letters as written or with a capital starting a sentence
    (so "une Levée" mid-sentence is a typo the test lets pass, but the French refusal's type name "un Mode"
    is not the rival "mode")."""
    stem = word.strip("*")
    head = r"\w*" if word.startswith("*") else r"(?<!\w)"
    tail = r"\w*" if word.endswith("*") else r"(?!\w)"

    def body(text: str) -> str:
        return re.escape(text).replace(r"\ ", r"\s+")

    if any(ch.isupper() for ch in stem):
        return re.compile(head + body(stem) + tail)
    if not rival:
        return re.compile(head + body(stem) + tail, re.IGNORECASE)
    capital = body(stem[:1].upper() + stem[1:])
    return re.compile(head + rf"(?:{body(stem)}|(?:^|(?<=[.!?:»]\s)){capital})" + tail, re.MULTILINE)


def _plain(text: str) -> str:
    """A text without its placeholders ({card}, %1), which are filled in later."""
    return re.sub(r"\{\{?\w+\}?\}|%\d|%n", " ", text)


def _forms(entry: object) -> tuple[str, ...]:
    return entry if isinstance(entry, tuple) else (str(entry),)


def texts_of(lang: str) -> list[tuple[str, str]]:
    """(where, text) for every text of ``lang``: its Qt table, the engine's and the AI's tables."""
    out = [(f"{lang} Qt table[{source!r}]", form) for source, entry in QT_TABLES[lang].items()
           for form in _forms(entry)]
    out += [(f"{name}[{key!r}]", texts[lang]) for name, table in KEYED_TABLES.items()
            for key, texts in table.items()]
    out += [(name, form) for name, table in LANGUAGE_TABLES.items() for form in _forms(table[lang])]
    out += [(f"coiffeur_table.ROW_KIND_NAMES[{kind!r}]", names[lang])
            for kind, names in coiffeur_table.ROW_KIND_NAMES.items()]
    return out


def help_text(lang: str) -> str:
    """The rules help as a person reads it, without its markup, its glosses in parentheses ("la mazza
    (Stöck)") and the names of web sites (Schieber.ch)."""
    text = re.sub(r"<!--.*?-->", " ", rules_source(lang), flags=re.DOTALL)
    text = re.sub(r"<[^>]+>", "", text)
    text = re.sub(r"\([^()]*\)", " ", text)
    return re.sub(r"\b[\w-]+\.ch\b", " ", text)


CONCEPTS = concepts()


def test_the_table_has_the_concepts_and_each_language_a_word():
    names = {c["concept"] for c in CONCEPTS}
    assert {"Stöck", "Weis", "Stich", "Geber", "Spiel (eine Hand)", "Jasstafel", "schieben"} <= names
    assert set(PARAPHRASES) <= names
    for c in CONCEPTS:
        for lang in LANGS.values():
            assert c[lang][0], f"{c['concept']}: no {lang} word"


@pytest.mark.parametrize("lang", sorted(LANGS.values()))
def test_no_table_uses_a_rival_word(lang):
    found = []
    for c in CONCEPTS:
        for rival in c[lang][1]:
            rx = pattern(rival, rival=True)
            found += [f"{c['concept']}: {rival!r} in {where}: {text!r}" for where, text in texts_of(lang)
                      if rx.search(_plain(text))]
    assert not found, "\n".join(found)


@pytest.mark.parametrize("lang", sorted(LANGS.values()))
def test_the_rules_help_uses_no_rival_word(lang):
    text = help_text(lang)
    found = []
    for c in CONCEPTS:
        for rival in c[lang][1]:
            found += [f"{c['concept']}: {rival!r} in ...{text[max(0, m.start() - 60):m.end() + 30]!r}..."
                      for m in pattern(rival, rival=True).finditer(text)]
    assert not found, "\n".join(found)


@pytest.mark.parametrize("lang", sorted(LANGS.values()))
def test_a_text_that_names_a_concept_says_the_languages_word(lang):
    missing = []
    for c in CONCEPTS:
        triggers = [pattern(word) for word in c["english"]]
        forms = [pattern(word) for word in c[lang][0]]
        exempt = {source for lg, source in PARAPHRASES.get(str(c["concept"]), set()) if lg == lang}
        for source, entry in QT_TABLES[lang].items():
            if source in exempt or not any(t.search(_plain(source)) for t in triggers):
                continue
            for form in _forms(entry):
                if not any(f.search(_plain(form)) for f in forms):
                    missing.append(f"{c['concept']}: {source!r} -> {form!r}")
    assert not missing, "\n".join(missing)


def test_the_patterns_match_as_the_table_says():
    assert pattern("Mano").search("Mano") and not pattern("Mano").search("la mano che tieni")
    assert pattern("levée*", rival=True).search("Une levée. Levées riches") and not pattern("pli").search("plié")
    assert not pattern("mode", rival=True).search("comme un Mode, et non") and pattern("mode").search("Mode")
    assert pattern("*trumpf*").search("Untertrumpfen") and pattern("smazzat*").search("Smazzate giocate")
    assert pattern("tableau des points").search("le tableau des\npoints")

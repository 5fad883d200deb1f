"""Check the translations: ``python -m jassdesk.i18n.tools``.

The language tables (:mod:`.german`, :mod:`.french`, :mod:`.italian`, keyed by
the English source text; :mod:`.english` for the English singulars) are the
only source of the Qt texts: :class:`~.table_translator.TableTranslator`
answers from them at run time, and nothing is generated or committed.  This
check

1. lets ``pyside6-lupdate`` (it comes with PySide6) collect every ``tr()`` /
   ``translate()`` text of ``jassdesk/ui`` and ``jassdesk/app`` into a ``.ts``
   file in a temporary folder, read back and thrown away (:func:`extract`);
2. looks every text up in every language's table (:func:`missing`).  English is
   the source language: a plain text needs no entry, a ``%n`` text needs its
   ``(singular, plural)`` in :mod:`.english`.

A plural text (``tr("%n hands", "", n)``, or any text with ``%n``) has a tuple
``(singular, plural)`` as its value; German, French, Italian and English all
have these two forms (French uses the singular for 0 and 1, see
:func:`~.table_translator.is_singular`).

A source text without an entry in some language is reported with the
language, the table file to add it to, the text as a Python key, where it is
used (the ``tr()`` context) and whether it needs a ``(singular, plural)`` pair,
and the run exits 1, so a new string cannot ship untranslated unnoticed
(``tests/i18n/test_translations_complete.py`` runs the same check); a table
entry that no source uses any more is listed too (it fails nothing: it may
belong to a branch not merged yet).
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path
from typing import Mapping

from .table_translator import TABLES, Text

HERE = Path(__file__).resolve().parent
PACKAGE = HERE.parent

__all__ = ["LANGUAGE_NAMES", "Missing", "Source", "TABLES", "TABLE_FILES", "Text", "extract", "main", "missing",
           "sources", "unused"]

LANGUAGE_NAMES = {"de": "German", "en": "English", "fr": "French", "it": "Italian"}
TABLE_FILES = {"de": "german.py", "en": "english.py", "fr": "french.py", "it": "italian.py"}


@dataclass(frozen=True)
class Source:
    """A text the code translates: where it shows, and whether it is a plural (``%n``) text."""

    source: str
    contexts: tuple[str, ...]  # the classes (tr() contexts) that show it
    plural: bool


@dataclass(frozen=True)
class Missing:
    """A source text a language's table lacks, with what a translator needs to add it."""

    source: str
    contexts: tuple[str, ...]  # the classes (tr() contexts) that show it
    plural: bool  # a %n text: the entry must be (singular, plural)
    wrong_kind: bool  # the table has an entry, but a plain text where a pair is wanted or the reverse

    def __str__(self) -> str:
        want = "a (singular, plural) pair" if self.plural else "a single text"
        note = f"; the entry must be {want}" if self.wrong_kind else ("; wants " + want if self.plural else "")
        return f"{self.source!r}  [{', '.join(self.contexts)}{note}]"


def _tool(name: str) -> str:
    found = shutil.which(name)
    if not found:
        raise SystemExit(f"{name} is not installed (it comes with PySide6)")
    return found


def sources() -> list[str]:
    return sorted(str(p) for folder in ("ui", "app") for p in (PACKAGE / folder).rglob("*.py"))


def extract(files: list[str] | None = None) -> list[Source]:
    """Every text the code (``files``, else :func:`sources`) translates, as pyside6-lupdate finds it."""
    with tempfile.TemporaryDirectory(prefix="jassdesk-lupdate-") as folder:
        ts = Path(folder) / "jassdesk.ts"
        subprocess.run([_tool("pyside6-lupdate"), *(files if files is not None else sources()), "-no-obsolete",
                        "-ts", str(ts)], check=True, capture_output=True)
        root = ET.parse(ts).getroot()
    found: dict[tuple[str, bool], list[str]] = {}  # one table entry serves every context of a text
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            # lupdate marks tr(text, "", n) numerus but not QCoreApplication.translate(ctx, text, "", n):
            # every %n text is a plural text
            plural = message.get("numerus") == "yes" or "%n" in source
            contexts = found.setdefault((source, plural), [])
            if name not in contexts:
                contexts.append(name)
    return [Source(source, tuple(contexts), plural) for (source, plural), contexts in found.items()]


def _entry(lang: str, source: str, plural: bool, table: Mapping[str, Text]) -> Text | None:
    """The text ``lang`` shows for ``source``: the table's entry, the source itself for English."""
    if source in table:
        return table[source]
    if lang == "en" and not plural:
        return source
    return None


def missing(lang: str, texts: list[Source]) -> list[Missing]:
    """The source texts ``lang``'s table has no (or no fitting) entry for."""
    table = TABLES[lang]
    out = []
    for text in texts:
        entry = _entry(lang, text.source, text.plural, table)
        if entry is None or isinstance(entry, tuple) != text.plural:
            out.append(Missing(text.source, text.contexts, text.plural, entry is not None))
    return out


def unused(lang: str, texts: list[Source]) -> list[str]:
    """Entries of ``lang``'s table that no source text asks for (yet)."""
    asked = {text.source for text in texts}
    return [source for source in TABLES[lang] if source not in asked]


def _count(items: list, one: str, many: str) -> str:
    return f"{len(items)} {one if len(items) == 1 else many}"


def main() -> int:
    texts = extract()
    lacking = {lang: missing(lang, texts) for lang in TABLES}
    for lang in TABLES:
        if entries := unused(lang, texts):
            print(f"{LANGUAGE_NAMES[lang]}: {_count(entries, 'entry', 'entries')} of {TABLE_FILES[lang]} no "
                  "source uses (remove them, unless a branch not merged yet shows them):",
                  *(repr(source) for source in entries), sep="\n  ", file=sys.stderr)
    for lang, items in lacking.items():
        if items:
            print(f"{LANGUAGE_NAMES[lang]}: {_count(items, 'text', 'texts')} without a translation; add each to "
                  f"jassdesk/i18n/{TABLE_FILES[lang]} as 'source': 'text' (a %n text as 'source': "
                  "('singular', 'plural')), then run this again:", *items, sep="\n  ", file=sys.stderr)
    if not any(lacking.values()):
        print(f"{_count(texts, 'text', 'texts')} of the code, each in {', '.join(LANGUAGE_NAMES.values())}")
    return 1 if any(lacking.values()) else 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Refresh the translations: ``python -m jassdesk.i18n.tools``.

1. ``pyside6-lupdate`` collects every ``tr()`` / ``translate()`` text of
   ``jassdesk/ui`` and ``jassdesk/app`` into one ``jassdesk_<lang>.ts`` per
   language of :data:`TABLES`;
2. each language's table (:mod:`.german`, :mod:`.french`, :mod:`.italian`,
   keyed by the English source text) is written into its file.  English is the
   source language: its file gets the source itself, and from :mod:`.english`
   the singular and plural of every ``%n`` text;
3. ``pyside6-lrelease`` compiles every file to ``.qm``.

A plural text (``tr("%n hands", "", n)``) has a tuple ``(singular, plural)`` as
its value, written as ``<numerusform>`` elements; German, French, Italian and
English all have these two forms (French uses the singular for 0 and 1, which
Qt knows from the file's language).

A source text without an entry in some language is reported with the
language, the table file to add it to, the text as a Python key, where it is
used (the ``tr()`` context) and whether it needs a ``(singular, plural)`` pair,
and the run fails, so a new string cannot ship untranslated unnoticed; a table
entry that no source uses any more is listed too (it fails nothing: it may
belong to a branch not merged yet).
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path
from typing import Mapping, Union

from .english import ENGLISH
from .french import FRENCH
from .german import GERMAN
from .italian import ITALIAN

HERE = Path(__file__).resolve().parent
PACKAGE = HERE.parent

Text = Union[str, tuple[str, str]]

# language -> (the .ts file's locale, the table by English source text)
TABLES: dict[str, tuple[str, Mapping[str, Text]]] = {
    "de": ("de_CH", GERMAN),
    "en": ("en_GB", ENGLISH),
    "fr": ("fr_CH", FRENCH),
    "it": ("it_CH", ITALIAN),
}
LANGUAGE_NAMES = {"de": "German", "en": "English", "fr": "French", "it": "Italian"}
TABLE_FILES = {"de": "german.py", "en": "english.py", "fr": "french.py", "it": "italian.py"}


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


def ts_path(lang: str, folder: Path = HERE) -> Path:
    return folder / f"jassdesk_{lang}.ts"


def qm_path(lang: str, folder: Path = HERE) -> Path:
    return folder / f"jassdesk_{lang}.qm"


def sources() -> list[str]:
    return sorted(str(p) for folder in ("ui", "app") for p in (PACKAGE / folder).rglob("*.py"))


def update(folder: Path = HERE) -> None:
    """Collect the source texts into every language's .ts (existing translations are kept)."""
    subprocess.run([_tool("pyside6-lupdate"), *sources(), "-no-obsolete", "-ts",
                    *(str(ts_path(lang, folder)) for lang in TABLES)], check=True, capture_output=True)


def _entry(lang: str, source: str, plural: bool) -> Text | None:
    """The text ``lang`` shows for ``source``: the table's entry, the source itself for English."""
    table = TABLES[lang][1]
    if source in table:
        return table[source]
    if lang == "en" and not plural:
        return source
    return None


def fill(lang: str, folder: Path = HERE) -> list[Missing]:
    """Write ``lang``'s table into its .ts; the source texts it has no (or no fitting) entry for."""
    path = ts_path(lang, folder)
    tree = ET.parse(path)
    root = tree.getroot()
    root.set("language", TABLES[lang][0])
    missing: dict[tuple[str, bool], Missing] = {}  # one table entry serves every context of a text
    for context in root.iter("context"):
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            # lupdate marks tr(text, "", n) numerus but not QCoreApplication.translate(ctx, text, "", n):
            # every %n text is a plural text, so the file says so for both
            plural = message.get("numerus") == "yes" or "%n" in source
            if plural:
                message.set("numerus", "yes")
            text = _entry(lang, source, plural)
            if text is None or isinstance(text, tuple) != plural:
                before = missing.get((source, plural))
                missing[(source, plural)] = Missing(source, (*(before.contexts if before else ()),
                                                             context.findtext("name") or ""), plural,
                                                    text is not None)
            else:
                _write(message, text, plural)
    tree.write(path, encoding="utf-8", xml_declaration=True)
    return list(missing.values())


def _write(message: ET.Element, text: Text, plural: bool) -> None:
    """Put ``text`` into the message as a finished translation (its plural forms as numerusforms)."""
    translation = message.find("translation")
    if translation is None:
        translation = ET.SubElement(message, "translation")
    for child in list(translation):
        translation.remove(child)
    translation.attrib.pop("type", None)
    if plural:
        translation.text = None
        for form in text:
            ET.SubElement(translation, "numerusform").text = form
    else:
        translation.text = text  # type: ignore[assignment]


def unused(lang: str, folder: Path = HERE) -> list[str]:
    """Entries of ``lang``'s table that no source text asks for (yet)."""
    asked = {m.findtext("source") or "" for m in ET.parse(ts_path(lang, folder)).getroot().iter("message")}
    return [source for source in TABLES[lang][1] if source not in asked]


def release(folder: Path = HERE, out: Path | None = None) -> None:
    for lang in TABLES:
        subprocess.run([_tool("pyside6-lrelease"), str(ts_path(lang, folder)), "-qm",
                        str(qm_path(lang, out or folder))], check=True, capture_output=True)


def _count(items: list, one: str, many: str) -> str:
    return f"{len(items)} {one if len(items) == 1 else many}"


def main() -> int:
    update()
    missing = {lang: fill(lang) for lang in TABLES}
    release()
    for lang in TABLES:
        if entries := unused(lang):
            print(f"{LANGUAGE_NAMES[lang]}: {_count(entries, 'entry', 'entries')} of {TABLE_FILES[lang]} no "
                  "source uses (remove them, unless a branch not merged yet shows them):",
                  *(repr(source) for source in entries), sep="\n  ", file=sys.stderr)
    for lang, texts in missing.items():
        if texts:
            print(f"{LANGUAGE_NAMES[lang]}: {_count(texts, 'text', 'texts')} without a translation; add each to "
                  f"jassdesk/i18n/{TABLE_FILES[lang]} as 'source': 'text' (a %n text as 'source': "
                  "('singular', 'plural')), then run this again:", *texts, sep="\n  ", file=sys.stderr)
    return 1 if any(missing.values()) else 0


if __name__ == "__main__":
    raise SystemExit(main())

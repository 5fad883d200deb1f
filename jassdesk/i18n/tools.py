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
language and the text, and the run fails, so a new string cannot ship
untranslated unnoticed; a table entry that no source uses any more is listed
too (it fails nothing: it may belong to a branch not merged yet).
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
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


def fill(lang: str, folder: Path = HERE) -> list[str]:
    """Write ``lang``'s table into its .ts; the source texts it has no (or no fitting) entry for."""
    path = ts_path(lang, folder)
    tree = ET.parse(path)
    root = tree.getroot()
    root.set("language", TABLES[lang][0])
    missing = []
    for message in root.iter("message"):
        source = message.findtext("source") or ""
        plural = message.get("numerus") == "yes"
        text = _entry(lang, source, plural)
        if text is None or isinstance(text, tuple) != plural:
            missing.append(source)
            continue
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
            translation.text = text
    tree.write(path, encoding="utf-8", xml_declaration=True)
    return missing


def unused(lang: str, folder: Path = HERE) -> list[str]:
    """Entries of ``lang``'s table that no source text asks for (yet)."""
    asked = {m.findtext("source") or "" for m in ET.parse(ts_path(lang, folder)).getroot().iter("message")}
    return [source for source in TABLES[lang][1] if source not in asked]


def release(folder: Path = HERE, out: Path | None = None) -> None:
    for lang in TABLES:
        subprocess.run([_tool("pyside6-lrelease"), str(ts_path(lang, folder)), "-qm",
                        str(qm_path(lang, out or folder))], check=True, capture_output=True)


def main() -> int:
    update()
    missing = {lang: fill(lang) for lang in TABLES}
    release()
    for lang in TABLES:
        if unused(lang):
            print(f"{LANGUAGE_NAMES[lang]} entries no source uses:", *unused(lang), sep="\n  ", file=sys.stderr)
    for lang, texts in missing.items():
        if texts:
            print(f"no {LANGUAGE_NAMES[lang]} text for:", *texts, sep="\n  ", file=sys.stderr)
    return 1 if any(missing.values()) else 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Refresh the translations: ``python -m jassdesk.i18n.tools``.

1. ``pyside6-lupdate`` collects every ``tr()`` / ``translate()`` text of
   ``jassdesk/ui`` and ``jassdesk/app`` into ``jassdesk_de.ts`` and ``jassdesk_en.ts``;
2. the German texts of :mod:`jassdesk.i18n.german` are written into the
   German file (English is the source language);
3. ``pyside6-lrelease`` compiles both to ``.qm``.

A source text without a German entry is reported and the run fails, so a
new string cannot ship untranslated unnoticed.

Plurals: a text that meets a number is written ``tr("%n hands", "", n)`` (or
``QCoreApplication.translate(context, "%n hands", "", n)``) and its entry is a
tuple of the forms, singular first: ``"%n hands": ("%n Spiel", "%n Spiele")``.
Such a message is marked numerus in both files (lupdate does not see the
number of a ``translate()`` call) with one ``numerusform`` per form; the
English forms come from :mod:`jassdesk.i18n.english`, since English, the
source language, needs its singular too.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

from .english import ENGLISH_PLURALS
from .german import GERMAN

HERE = Path(__file__).resolve().parent
PACKAGE = HERE.parent


def _tool(name: str) -> str:
    found = shutil.which(name)
    if not found:
        raise SystemExit(f"{name} is not installed (it comes with PySide6)")
    return found


def sources() -> list[str]:
    return sorted(str(p) for folder in ("ui", "app") for p in (PACKAGE / folder).rglob("*.py"))


def update() -> None:
    subprocess.run([_tool("pyside6-lupdate"), *sources(), "-no-obsolete", "-ts",
                    str(HERE / "jassdesk_de.ts"), str(HERE / "jassdesk_en.ts")], check=True)


Translation = str | tuple[str, ...]


def fill(path: Path, language: str, texts: dict[str, Translation], plurals_only: bool = False) -> list[str]:
    """Write ``texts`` into the .ts file at ``path``; return the source texts that have no entry.

    ``plurals_only``: the file's language is the source language, so only the texts with a number
    (tuples in ``texts``) need an entry, and only those are reported missing.
    """
    tree = ET.parse(path)
    root = tree.getroot()
    root.set("language", language)
    missing = []
    for message in root.iter("message"):
        source = message.findtext("source") or ""
        text = texts.get(source)
        if plurals_only and text is None and "%n" not in source and message.get("numerus") != "yes":
            continue
        if text is None:
            missing.append(source)
            continue
        set_translation(message, text)
    tree.write(path, encoding="utf-8", xml_declaration=True)
    return missing


def set_translation(message: ET.Element, text: Translation) -> None:
    """A plain text, or the plural forms of a numerus message (singular first)."""
    translation = message.find("translation")
    if translation is not None:
        message.remove(translation)
    translation = ET.SubElement(message, "translation")
    if isinstance(text, tuple):
        message.set("numerus", "yes")
        for form in text:
            ET.SubElement(translation, "numerusform").text = form
    else:
        message.attrib.pop("numerus", None)
        translation.text = text


def fill_german() -> list[str]:
    missing = fill(HERE / "jassdesk_de.ts", "de_CH", GERMAN)
    missing += [f"{source} (English plural forms)"
                for source in fill(HERE / "jassdesk_en.ts", "en", ENGLISH_PLURALS, plurals_only=True)]
    return missing


def release() -> None:
    for lang in ("de", "en"):
        subprocess.run([_tool("pyside6-lrelease"), str(HERE / f"jassdesk_{lang}.ts"), "-qm",
                        str(HERE / f"jassdesk_{lang}.qm")], check=True)


def main() -> int:
    update()
    missing = fill_german()
    release()
    if missing:
        print("no German text for:", *missing, sep="\n  ", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

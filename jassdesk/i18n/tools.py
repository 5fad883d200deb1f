"""Refresh the translations: ``python -m jassdesk.i18n.tools``.

1. ``pyside6-lupdate`` collects every ``tr()`` / ``translate()`` text of
   ``jassdesk/ui`` and ``jassdesk/app`` into ``jassdesk_de.ts`` and ``jassdesk_en.ts``;
2. the German texts of :mod:`jassdesk.i18n.german` are written into the
   German file, and the singular and plural of every plural text (``tr(text, "", n)``) of
   :mod:`jassdesk.i18n.english` into the English one (English is the source language);
3. ``pyside6-lrelease`` compiles both to ``.qm``.

A source text without a German entry is reported and the run fails, so a
new string cannot ship untranslated unnoticed.
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


def _set_translation(message: ET.Element, text: str | tuple[str, ...]) -> None:
    """Write ``text`` into the message; a plural message (``numerus="yes"``) takes a (singular, plural)
    tuple, written as one ``numerusform`` per form."""
    translation = message.find("translation")
    if translation is None:
        translation = ET.SubElement(message, "translation")
    for child in list(translation):
        translation.remove(child)
    translation.attrib.pop("type", None)
    if message.get("numerus") == "yes":
        translation.text = None
        for form in (text if isinstance(text, tuple) else (text, text)):
            ET.SubElement(translation, "numerusform").text = form
    else:
        translation.text = text if isinstance(text, str) else text[-1]


def _fill(path: Path, language: str, texts: dict[str, str | tuple[str, str]], plurals_only: bool) -> list[str]:
    tree = ET.parse(path)
    root = tree.getroot()
    root.set("language", language)
    missing = []
    for message in root.iter("message"):
        source = message.findtext("source") or ""
        if plurals_only and message.get("numerus") != "yes":
            continue
        text = texts.get(source)
        if text is None:
            missing.append(source)
            continue
        _set_translation(message, text)
    tree.write(path, encoding="utf-8", xml_declaration=True)
    return missing


def fill_german() -> list[str]:
    """German for every text; English (the source language) only needs the singular of plural texts."""
    missing = _fill(HERE / "jassdesk_de.ts", "de_CH", GERMAN, plurals_only=False)
    missing += _fill(HERE / "jassdesk_en.ts", "en", ENGLISH_PLURALS, plurals_only=True)
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

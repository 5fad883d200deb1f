"""Refresh the translations: ``python -m jassdesk.i18n.tools``.

1. ``pyside6-lupdate`` collects every ``tr()`` / ``translate()`` text of
   ``jassdesk/ui`` and ``jassdesk/app`` into ``jassdesk_de.ts`` and ``jassdesk_en.ts``;
2. the German texts of :mod:`jassdesk.i18n.german` are written into the
   German file (English is the source language);
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


def fill_german() -> list[str]:
    path = HERE / "jassdesk_de.ts"
    tree = ET.parse(path)
    root = tree.getroot()
    root.set("language", "de_CH")
    missing = []
    for message in root.iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        if translation is None:
            translation = ET.SubElement(message, "translation")
        german = GERMAN.get(source)
        if german is None:
            missing.append(source)
            continue
        translation.text = german
        translation.attrib.pop("type", None)
    tree.write(path, encoding="utf-8", xml_declaration=True)
    en = HERE / "jassdesk_en.ts"
    tree = ET.parse(en)
    tree.getroot().set("language", "en")
    tree.write(en, encoding="utf-8", xml_declaration=True)
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

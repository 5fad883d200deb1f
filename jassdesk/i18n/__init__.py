"""Translations: ``jassdesk_<lang>.qm`` next to this file (de, en, fr, it), made from the ``.ts`` sources.

Update the sources with ``pyside6-lupdate`` and compile them with
``pyside6-lrelease`` (see ``tools.py`` in this folder:
``python -m jassdesk.i18n.tools``).  In a PyInstaller bundle the files are
looked for under ``sys._MEIPASS/jassdesk/i18n`` (the spec must add them there).
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from jassdesk.engine.language import LANGUAGES

# dates and numbers follow the language of the texts: Swiss German, French and Italian; British English
LOCALES = {"de": "de_CH", "en": "en_GB", "fr": "fr_CH", "it": "it_CH"}
# each language named in itself, as a language menu offers it
LANGUAGE_NAMES = {"de": "Deutsch", "en": "English", "fr": "Français", "it": "Italiano"}
__all__ = ["LANGUAGES", "LANGUAGE_NAMES", "LOCALES", "install", "qm_path", "translations_dir"]
_installed: list[QTranslator] = []


def translations_dir() -> Path:
    """Where the compiled ``.qm`` files are: in the bundle, else in this package."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        candidate = Path(bundle) / "jassdesk" / "i18n"
        if candidate.is_dir():
            return candidate
    return Path(__file__).resolve().parent


def qm_path(lang: str) -> Path:
    return translations_dir() / f"jassdesk_{lang}.qm"


def install(lang: str, app: QCoreApplication | None = None) -> bool:
    """Make ``lang`` the language of every translated string; True if a translation was loaded.

    English is the source language (its file holds the plural forms); the others must load.
    Qt's own strings (standard buttons) follow when Qt ships a translation.
    """
    app = app or QCoreApplication.instance()
    if app is None:
        raise RuntimeError("create the QApplication before installing a translation")
    QLocale.setDefault(QLocale(LOCALES.get(lang, lang)))
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    ok = False
    translator = QTranslator(app)
    if translator.load(str(qm_path(lang))):
        app.installTranslator(translator)
        _installed.append(translator)
        ok = True
    qt = QTranslator(app)
    if qt.load(QLocale(lang), "qtbase", "_", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt)
        _installed.append(qt)
    return ok

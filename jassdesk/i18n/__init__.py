"""Translations: the language tables in this folder, answered by a :class:`~.table_translator.TableTranslator`.

Each language's Qt texts are a Python table keyed by the English source text
(:mod:`.german`, :mod:`.french`, :mod:`.italian`; :mod:`.english` holds the
English singulars of the ``%n`` texts).  The tables are the only source of the
texts: :func:`install` puts a translator that reads them in front of Qt, no
``.ts`` or ``.qm`` file is made or shipped (the wheel and the bundle carry the
tables as modules).  ``python -m jassdesk.i18n.tools`` checks that every
``tr()`` / ``translate()`` text of the code has an entry in every table
(docs/translations.md).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from jassdesk.engine.language import LANGUAGES

from .table_translator import TABLES, TableTranslator

# dates and numbers follow the language of the texts: Swiss German, French and Italian; British English
LOCALES = {"de": "de_CH", "en": "en_GB", "fr": "fr_CH", "it": "it_CH"}
# each language named in itself, as a language menu offers it
LANGUAGE_NAMES = {"de": "Deutsch", "en": "English", "fr": "Français", "it": "Italiano"}
__all__ = ["LANGUAGES", "LANGUAGE_NAMES", "LOCALES", "TABLES", "install"]
_installed: list[QTranslator] = []


def install(lang: str, app: QCoreApplication | None = None) -> bool:
    """Make ``lang`` the language of every translated string; True if JassDesk has a table for it.

    English is the source language (its table holds the singulars of the plural texts).
    Qt's own strings (standard buttons) follow when Qt ships a translation.  Removing the
    old translators and installing the new ones sends Qt's LanguageChange to every window.
    """
    app = app or QCoreApplication.instance()
    if app is None:
        raise RuntimeError("create the QApplication before installing a translation")
    QLocale.setDefault(QLocale(LOCALES.get(lang, lang)))
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    ok = lang in TABLES
    if ok:
        translator = TableTranslator(lang, app)
        app.installTranslator(translator)
        _installed.append(translator)
    qt = QTranslator(app)  # installed last, so asked first: it answers only Qt's own contexts
    if qt.load(QLocale(lang), "qtbase", "_", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt)
        _installed.append(qt)
    return ok

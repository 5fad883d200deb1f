"""A ``QTranslator`` that answers from the language tables, so no ``.ts`` or ``.qm`` file exists.

The tables (:mod:`.german`, :mod:`.french`, :mod:`.italian`; :mod:`.english`
for the English singulars) are keyed by the English source text, one entry for
every ``tr()`` context that shows it.  Qt asks every installed translator in
turn from ``QCoreApplication.translate`` (and so from ``self.tr()`` of a
QObject), and :meth:`TableTranslator.translate` answers:

- a plain entry as it is;
- a plural entry ``(singular, plural)`` by the language's rule: French uses the
  singular for 0 and 1, German, English and Italian for 1 only; without a count
  (``n`` < 0) the singular, as a compiled ``.qm`` does;
- ``None`` for a text the table lacks, and for Qt's own texts (a context such as
  ``QPlatformTheme``), which Qt's ``qtbase`` translation answers.  ``None``
  reaches Qt as a null string, so Qt asks the next translator and at last shows
  the source; an empty string would be shown as it is.

Qt puts the count in for ``%n`` after the answer, as it does with a ``.qm``.
The translator is called from whatever thread translates; the program
translates only on the GUI thread.
"""

from __future__ import annotations

from typing import Mapping, Union

from PySide6.QtCore import QObject, QTranslator

from .english import ENGLISH
from .french import FRENCH
from .german import GERMAN
from .italian import ITALIAN

Text = Union[str, tuple[str, str]]

# language -> its table by English source text
TABLES: dict[str, Mapping[str, Text]] = {"de": GERMAN, "en": ENGLISH, "fr": FRENCH, "it": ITALIAN}
# the languages whose singular also counts 0
SINGULAR_ZERO = frozenset({"fr"})

__all__ = ["SINGULAR_ZERO", "TABLES", "TableTranslator", "Text", "is_singular"]


def is_singular(lang: str, n: int) -> bool:
    """Whether ``lang`` shows the singular of a ``%n`` text for the count ``n`` (no count: yes)."""
    return n < 0 or n == 1 or (n == 0 and lang in SINGULAR_ZERO)


def _qt_context(context: str) -> bool:
    """One of Qt's own classes (QPlatformTheme, QShortcut ...): the program's classes have no such name."""
    return context[:1] == "Q" and context[1:2].isupper()


class TableTranslator(QTranslator):
    """The texts of ``lang`` from its table (a language without a table raises KeyError)."""

    def __init__(self, lang: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.lang = lang
        self.table = TABLES[lang]

    def translate(self, context: str, sourceText: str, disambiguation: str | None = None,  # noqa: N803
                  n: int = -1) -> str | None:
        if not sourceText or (context and _qt_context(context)):
            return None
        entry = self.table.get(sourceText)
        if isinstance(entry, tuple):
            return entry[0] if is_singular(self.lang, n) else entry[1]
        return entry

    def isEmpty(self) -> bool:  # noqa: N802
        # Qt sends LanguageChange on installTranslator only for a translator that is not empty
        return False

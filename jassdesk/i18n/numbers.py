"""Every figure the window shows, in the Swiss form of the language shown ("1'234", in French "89,7").

The formatting itself is :func:`jassdesk.engine.numbers.format_number` (pure
Python, so the engine's and the AI's sentences write numbers the same way);
this module only knows which language the window speaks: the one
:func:`jassdesk.i18n.install` made the default locale (a default locale of
another language reads English, as the engine's tables do).
"""

from __future__ import annotations

import re

from PySide6.QtCore import QLocale

from jassdesk.engine.numbers import format_number

_LANGUAGES = {QLocale.Language.German: "de", QLocale.Language.French: "fr", QLocale.Language.Italian: "it"}

__all__ = ["counted", "current_language", "number", "percent"]


def current_language() -> str:
    """The language of the texts shown: the default locale's (set by i18n.install), English otherwise."""
    return _LANGUAGES.get(QLocale().language(), "en")


def number(value: int | float, decimals: int = 0, *, sign: bool = False, lang: str | None = None) -> str:
    """``value`` as the window shows it: "1'234", "89,7" in French; ``sign``: "+12"."""
    return format_number(value, lang or current_language(), decimals, sign=sign)


def percent(rate: float, lang: str | None = None) -> str:
    """A share as a whole percentage, "52%" (the four Swiss locales write no space before the sign)."""
    return number(round(rate * 100), lang=lang) + "%"


def counted(text: str, n: int, lang: str | None = None) -> str:
    """A plural text as ``tr(text, "", n)`` returned it, its count written as the language writes it.

    Qt puts the bare figure in for ``%n`` ("Ziel: 2500 Punkte."); here it becomes "2'500".
    """
    plain, shown = str(n), number(n, lang=lang)
    if plain == shown:
        return text
    return re.sub(rf"(?<![\d'.,]){plain}(?![\d])", shown, text)

"""Numbers as the Swiss write them in each language: the one formatter of every figure JassDesk shows.

Swiss German, French and Italian (CLDR de_CH, fr_CH, it_CH, as Qt's QLocale
writes them) group thousands with an apostrophe; English is written the same
way, with the Swiss grouping rather than en_GB's comma.  The decimal mark is a
point, in French a comma.  Italian groups only numbers of five digits or more
(CLDR's minimum grouping digits of 2): 1234, 12'345.

    de  1'234   12'345   89.7
    en  1'234   12'345   89.7
    fr  1'234   12'345   89,7
    it  1234    12'345   89.7

Pure Python, so the engine's and the AI's sentences (a hint's "over 1'200
simulated deals") use it as the window does; ``tests/i18n/test_numbers.py``
holds it against QLocale's de_CH, en_CH, fr_CH and it_CH.  The window calls it
through :func:`jassdesk.i18n.numbers.number`, which knows the language shown.
"""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal

from .language import language

GROUP = "'"
DECIMAL_MARKS = {"de": ".", "en": ".", "fr": ",", "it": "."}
MIN_GROUPING = {"it": 2}  # how many digits must stand before the first group mark (1 elsewhere)
MINUS = "-"

__all__ = ["format_number", "shown_number"]


def format_number(value: int | float, lang: str = "en", decimals: int = 0, *, sign: bool = False) -> str:
    """``value`` with ``decimals`` decimals as ``lang`` writes it in Switzerland ("1'234", "89,7");
    ``sign``: a "+" before a positive figure (a hint's "+12")."""
    code = language(lang)
    places = max(0, decimals)
    # the exact binary value rounded half up, as QLocale rounds it (2.25 -> 2.3, 0.15 -> 0.1)
    digits = f"{Decimal(abs(value)).quantize(Decimal(1).scaleb(-places), ROUND_HALF_UP):f}"
    whole, _, fraction = digits.partition(".")
    if len(whole) >= 4 + MIN_GROUPING.get(code, 1) - 1:
        head = len(whole) % 3 or 3
        whole = GROUP.join([whole[:head]] + [whole[i:i + 3] for i in range(head, len(whole), 3)])
    text = whole + (DECIMAL_MARKS[code] + fraction if fraction else "")
    negative = value < 0 and any(ch not in "0." for ch in digits)  # "-0.0" is written "0.0"
    return (MINUS if negative else "+" if sign else "") + text


def shown_number(value: object, lang: str) -> object:
    """A sentence's parameter as it is shown: a whole number written by :func:`format_number` (a hint's
    "1'200 simulated deals"), anything else as it is (a text, a card, a mode: a Mode or a Rank is an int
    too, named later by its sentence, so only a plain int counts as a number)."""
    if type(value) is int:
        return format_number(value, lang)
    return value

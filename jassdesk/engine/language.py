"""The languages the engine speaks, and how its text tables are read.

Every text table of the engine and the AI (card and suit names, mode and
Weis names, rule refusals, hint reasons) is keyed by a language code of
:data:`LANGUAGES`; a language the tables do not know reads English, so a
player with an unknown locale still gets whole sentences.  French and Italian
sentences name cards with their article ("l'as de cœur", "la donna di
picche"); :func:`contract` then merges a preposition with the article as the
language demands ("au roi", "dell'asso"), so a template may say
"jusqu'à {card}" or "fino a {card}" without knowing the card's gender.
"""

from __future__ import annotations

import re
from typing import Iterable, Mapping, TypeVar

T = TypeVar("T")

LANGUAGES = ("de", "en", "fr", "it")
FALLBACK = "en"

# preposition + article -> the contracted form, per language
_CONTRACTIONS: dict[str, tuple[tuple[str, str], ...]] = {
    "fr": (("à le ", "au "), ("à les ", "aux "), ("de le ", "du "), ("de les ", "des ")),
    "it": (("a il ", "al "), ("a l'", "all'"), ("a la ", "alla "), ("di il ", "del "), ("di l'", "dell'"),
           ("di la ", "della "), ("da il ", "dal "), ("da l'", "dall'"), ("da la ", "dalla "),
           ("su il ", "sul "), ("su l'", "sull'"), ("su la ", "sulla ")),
}

# French elides "de" before a vowel ("under d'écussons", "as d'atout")
_ELISIONS: dict[str, tuple[tuple[re.Pattern[str], str], ...]] = {
    "fr": ((re.compile(r"\bde (?=[aeiouyéèêâîô])", re.IGNORECASE), "d'"),),
}

_AND = {"de": " und ", "en": " and ", "fr": " et ", "it": " e "}


def language(lang: str) -> str:
    """The table key for ``lang`` ("fr_CH" -> "fr"); English for a language the engine does not speak."""
    code = (lang or "")[:2].lower()
    return code if code in LANGUAGES else FALLBACK


def text_in(table: Mapping[str, T], lang: str) -> T:
    """The entry of a per-language ``table`` for ``lang``, English where the table lacks it."""
    return table.get(language(lang), table[FALLBACK])


def contract(text: str, lang: str) -> str:
    """Merge prepositions with the articles that follow them (French "à le roi" -> "au roi") and elide
    before a vowel ("de écussons" -> "d'écussons")."""
    code = language(lang)
    for loose, merged in _CONTRACTIONS.get(code, ()):
        text = text.replace(" " + loose, " " + merged)
        if text.startswith(loose):
            text = merged + text[len(loose):]
    for pattern, elided in _ELISIONS.get(code, ()):
        text = pattern.sub(elided, text)
    singular = _ONE_POINT.get(code)
    if singular is not None:  # "1 points" -> "1 point": the templates write the plural after any figure
        text = singular[0].sub(singular[1], text)
    return text


# A figure of one (in French also zero) takes the singular of "points"; the figure is a whole word, so
# "11 points" and "21-point" are left alone.
_ONE_POINT: dict[str, tuple[re.Pattern[str], str]] = {
    "en": (re.compile(r"(?<![\d.,])1 points\b"), "1 point"),
    "de": (re.compile(r"(?<![\d.,])1 Punkte\b"), "1 Punkt"),
    "fr": (re.compile(r"(?<![\d.,])([01]) points\b"), r"\1 point"),
    "it": (re.compile(r"(?<![\d.,])1 punti\b"), "1 punto"),
}


def join_and(items: Iterable[str], lang: str) -> str:
    """"a, b and c" in the player's language."""
    words = list(items)
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + text_in(_AND, lang) + words[-1]

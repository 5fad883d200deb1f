"""The rows of the Coiffeur table and their factors (docs/rules.md section 9).

A row is a kind plus a factor.  The kind says which modes may be played into
it: a trump suit, Obenabe or Undenufe exactly that mode; Slalom and Guschti
either start; a joker ("Wunsch") any trump suit, Obenabe or Undenufe, never
Slalom or Guschti.  The factor belongs to the suit's identity, so switching
decks never changes it.  The rules carry the table as ``((kind, factor), ...)``
so a house table is just another value of the option.
"""

from __future__ import annotations

from typing import NamedTuple

from .cards import Deck, suit_name
from .language import text_in
from .modes import BASE_MODES, GUSCHTI_MODES, MODE_CODES, SLALOM_MODES, Mode

SLALOM = "SLALOM"
GUSCHTI = "GUSCHTI"
JOKER = "JOKER"

# kind -> the modes that may be played into a row of that kind
ROW_MODES: dict[str, tuple[Mode, ...]] = {
    **{MODE_CODES[m]: (m,) for m in BASE_MODES},
    SLALOM: SLALOM_MODES,
    GUSCHTI: GUSCHTI_MODES,
    JOKER: BASE_MODES,
}

_D, _H, _S, _C = (MODE_CODES[Mode.TRUMP_EICHELN], MODE_CODES[Mode.TRUMP_ROSEN], MODE_CODES[Mode.TRUMP_SCHILTEN],
                  MODE_CODES[Mode.TRUMP_SCHELLEN])
_OBE, _UNE = MODE_CODES[Mode.OBENABE], MODE_CODES[Mode.UNDENUFE]

# The two standard tables: Eicheln x1, Rosen x2, Schilten x3, Schellen x4, Obenabe x5, Undenufe x6, then the
# jokers (8 rows), or Slalom x7, Guschti x8 and two jokers (10 rows).
EIGHT_ROWS: tuple[tuple[str, int], ...] = (
    (_D, 1), (_H, 2), (_S, 3), (_C, 4), (_OBE, 5), (_UNE, 6), (JOKER, 7), (JOKER, 8),
)
TEN_ROWS: tuple[tuple[str, int], ...] = (
    (_D, 1), (_H, 2), (_S, 3), (_C, 4), (_OBE, 5), (_UNE, 6), (SLALOM, 7), (GUSCHTI, 8), (JOKER, 9), (JOKER, 10),
)


def _shown(value: object) -> str:
    """A value as an error message quotes it: its repr, cut short (a damaged file may hold anything)."""
    text = repr(value)
    return text if len(text) <= 40 else text[:39] + "…"


def check_table(table: tuple[tuple[str, int], ...]) -> None:
    """Raise ``ValueError`` naming what is wrong with a Coiffeur table (kinds, factors)."""
    if not table:
        raise ValueError("a Coiffeur table needs at least one row")
    for row in table:
        if not isinstance(row, tuple) or len(row) != 2:
            raise ValueError(f"a Coiffeur row is a kind and a factor, got {_shown(row)}")
        kind, factor = row
        if not isinstance(kind, str) or kind not in ROW_MODES:
            raise ValueError(f"unknown Coiffeur row {_shown(kind)}: expected one of {', '.join(ROW_MODES)}")
        if not isinstance(factor, int) or isinstance(factor, bool) or factor <= 0:
            raise ValueError(f"the factor of the row {kind} must be a positive whole number, got {_shown(factor)}")


# How a row is named on the sheet and in refusals: the suit for a trump row, the mode's name, or the kind.
ROW_KIND_NAMES: dict[str, dict[str, str]] = {
    SLALOM: {"de": "Slalom", "en": "Slalom", "fr": "Zig-zag", "it": "Slalom"},
    GUSCHTI: {"de": "Guschti", "en": "Guschti", "fr": "Guschti", "it": "Guschti"},
    JOKER: {"de": "Joker", "en": "Joker", "fr": "Joker", "it": "Joker"},
}


def kind_of(mode: Mode) -> str:
    """The row kind that is a mode's own row: its code, or Slalom or Guschti for either start."""
    if mode in SLALOM_MODES:
        return SLALOM
    if mode in GUSCHTI_MODES:
        return GUSCHTI
    return MODE_CODES[mode]


class RowKind(NamedTuple):
    """A row kind by itself, for a sentence such as "Your team has no open Obenabe row"."""

    kind: str

    def name_in(self, lang: str = "en", deck: Deck = Deck.SWISS) -> str:
        """"Rosen", "Obenabe", "Slalom", "Joker": the suit for a trump row (in the player's deck), else the kind.

        Obenabe and Undenufe keep their Swiss German words in every language (docs/translations.md).
        """
        if self.kind in ROW_KIND_NAMES:
            return text_in(ROW_KIND_NAMES[self.kind], lang)
        mode = Mode.from_code(self.kind)
        if mode.is_trump_mode:
            return suit_name(mode.trump, lang, deck)
        return "Obenabe" if mode == Mode.OBENABE else "Undenufe"


class CoiffeurRow(NamedTuple):
    """One row of the table: its kind and its factor."""

    kind: str
    factor: int

    @property
    def modes(self) -> tuple[Mode, ...]:
        """The modes that may be played into this row."""
        return ROW_MODES[self.kind]

    def name_in(self, lang: str = "en", deck: Deck = Deck.SWISS) -> str:
        """"Rosen x2", "Obenabe x5", "Joker x8": the row as the sheet names it."""
        return f"{RowKind(self.kind).name_in(lang, deck)} x{self.factor}"

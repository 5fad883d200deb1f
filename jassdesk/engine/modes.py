"""The modes of play: four trump suits, Obenabe, Undenufe, and Slalom and Guschti.

Everything a mode decides about a single card (its points, how it ranks in a
trick) is precomputed into flat tables indexed by card, so that the trick
evaluation in the engine and in the AI's playouts is a handful of lookups.

Slalom and Guschti (docs/rules.md section 8) change direction from trick to trick:
each of their tricks is ranked and scored as an Obenabe or an Undenufe trick.
The card tables therefore exist for the six *trick modes* only, and
:data:`TRICK_MODES` says which of them holds for each trick of a hand; code
that ranks or scores a trick looks its trick mode up there first, so a
direction-changing mode can never be ranked by a wrong table.
"""

from __future__ import annotations

from enum import IntEnum

from .cards import CARDS, N_CARDS, N_RANKS, SUIT_MASKS, Deck, Rank, Suit, suit_name
from .language import text_in


class Mode(IntEnum):
    """What a hand is played in.  Values 0..3 equal the trump :class:`Suit`; 6..9 change direction."""

    TRUMP_ROSEN = 0
    TRUMP_EICHELN = 1
    TRUMP_SCHILTEN = 2
    TRUMP_SCHELLEN = 3
    OBENABE = 4
    UNDENUFE = 5
    SLALOM_OBENABE = 6
    SLALOM_UNDENUFE = 7
    GUSCHTI_OBENABE = 8
    GUSCHTI_UNDENUFE = 9

    @property
    def changes_direction(self) -> bool:
        """Slalom or Guschti: the direction of play depends on the trick."""
        return self >= 6

    def trick_mode(self, trick_index: int) -> "Mode":
        """The direction that ranks and scores trick ``trick_index`` (0..8): Obenabe, Undenufe or the mode itself."""
        return Mode(TRICK_MODES[self][trick_index])

    @property
    def trump(self) -> Suit | None:
        return Suit(int(self)) if self < 4 else None

    @property
    def is_trump_mode(self) -> bool:
        return self < 4

    @staticmethod
    def of_trump(suit: Suit | int) -> "Mode":
        return Mode(int(suit))

    @property
    def code(self) -> str:
        return MODE_CODES[self]

    @staticmethod
    def from_code(code: str) -> "Mode":
        try:
            return _MODE_BY_CODE[code.upper()]
        except (KeyError, AttributeError):
            raise ValueError(f"unknown mode code {code!r}: expected one of {', '.join(MODE_CODES.values())}") from None

    def name_in(self, lang: str = "en", deck: Deck = Deck.SWISS) -> str:
        """How the announcement sounds: "Trumpf Rosen", "Hearts trump", "Obenabe"."""
        if self == Mode.OBENABE:
            return text_in(OBENABE_NAMES, lang)
        if self == Mode.UNDENUFE:
            return text_in(UNDENUFE_NAMES, lang)
        if self.changes_direction:
            start = "Obenabe" if self in (Mode.SLALOM_OBENABE, Mode.GUSCHTI_OBENABE) else "Undenufe"
            names = SLALOM_NAMES if self < Mode.GUSCHTI_OBENABE else GUSCHTI_NAMES
            return text_in(names, lang).format(start=start)
        return text_in(TRUMP_NAMES, lang).format(suit=suit_name(self.trump, lang, deck))


# The modes as they are announced.  Swiss Romands and Ticinesi keep the Swiss German words Obenabe and
# Undenufe (fr.wikipedia.org "Jass": "le oben-abe", "le unden-ufe"; Swisslos Italian: "obenabe e
# undenufe"), the Italian gloss as the Swiss Army's Italian magazine gives it (vtg.admin.ch, "Lo Jass
# nella manica": "obenabe (dall'alto)", "undenufe (dal basso)"); the trump is "atout" in French
# (jassvalais.ch) and "briscola" in Italian (swisslos.ch/it).
OBENABE_NAMES = {"de": "Obenabe", "en": "Obenabe (top down)", "fr": "Obenabe", "it": "Obenabe (dall'alto)"}
UNDENUFE_NAMES = {"de": "Undenufe", "en": "Undenufe (bottom up)", "fr": "Undenufe", "it": "Undenufe (dal basso)"}
# Slalom keeps its name in German and Italian; French players say "zig-zag" (fr.wikipedia.org "Jass",
# docs/translations.md); Guschti is a Swiss German word that is kept everywhere.  The start is named by the
# bare Swiss German word, as every language keeps it.
SLALOM_NAMES = {"de": "Slalom ({start} zuerst)", "en": "Slalom ({start} first)",
                "fr": "Zig-zag ({start} d'abord)", "it": "Slalom (prima {start})"}
GUSCHTI_NAMES = {"de": "Guschti ({start} zuerst)", "en": "Guschti ({start} first)",
                 "fr": "Guschti ({start} d'abord)", "it": "Guschti (prima {start})"}
TRUMP_NAMES = {"de": "Trumpf {suit}", "en": "{suit} trump", "fr": "atout {suit}", "it": "briscola {suit}"}


MODE_CODES = {
    Mode.TRUMP_ROSEN: "H",
    Mode.TRUMP_EICHELN: "D",
    Mode.TRUMP_SCHILTEN: "S",
    Mode.TRUMP_SCHELLEN: "C",
    Mode.OBENABE: "OBE",
    Mode.UNDENUFE: "UNE",
    Mode.SLALOM_OBENABE: "SLO",
    Mode.SLALOM_UNDENUFE: "SLU",
    Mode.GUSCHTI_OBENABE: "GUO",
    Mode.GUSCHTI_UNDENUFE: "GUU",
}
BASE_MODES: tuple[Mode, ...] = tuple(Mode(m) for m in range(6))  # one direction for the whole hand
SLALOM_MODES: tuple[Mode, ...] = (Mode.SLALOM_OBENABE, Mode.SLALOM_UNDENUFE)
GUSCHTI_MODES: tuple[Mode, ...] = (Mode.GUSCHTI_OBENABE, Mode.GUSCHTI_UNDENUFE)

_O, _U = int(Mode.OBENABE), int(Mode.UNDENUFE)
# TRICK_MODES[mode][trick]: the trick mode (0..5) that ranks and scores that trick (docs/rules.md section 8).
TRICK_MODES: tuple[tuple[int, ...], ...] = (
    *((m,) * 9 for m in range(6)),
    (_O, _U, _O, _U, _O, _U, _O, _U, _O),  # Slalom-Obenabe
    (_U, _O, _U, _O, _U, _O, _U, _O, _U),  # Slalom-Undenufe
    (_O,) * 5 + (_U,) * 4,  # Guschti-Obenabe: "5 and 4"
    (_U,) * 5 + (_O,) * 4,  # Guschti-Undenufe
)
_MODE_BY_CODE = {code: mode for mode, code in MODE_CODES.items()}

# Trump ranks, low to high: 6 7 8 Banner Ober König As 9(Nell) Under(Bauer).
TRUMP_ORDER = (Rank.SIX, Rank.SEVEN, Rank.EIGHT, Rank.BANNER, Rank.OBER, Rank.KOENIG, Rank.AS, Rank.NINE, Rank.UNDER)
_TRUMP_STRENGTH = {rank: i for i, rank in enumerate(TRUMP_ORDER)}

_TRUMP_POINTS = {Rank.UNDER: 20, Rank.NINE: 14, Rank.AS: 11, Rank.BANNER: 10, Rank.KOENIG: 4, Rank.OBER: 3}
_PLAIN_POINTS = {Rank.AS: 11, Rank.BANNER: 10, Rank.KOENIG: 4, Rank.OBER: 3, Rank.UNDER: 2}
_OBENABE_POINTS = {**_PLAIN_POINTS, Rank.EIGHT: 8}
_UNDENUFE_POINTS = {Rank.SIX: 11, Rank.BANNER: 10, Rank.EIGHT: 8, Rank.KOENIG: 4, Rank.OBER: 3, Rank.UNDER: 2}

LAST_TRICK_BONUS = 5
CARD_POINTS_TOTAL = 152
HAND_TOTAL = CARD_POINTS_TOTAL + LAST_TRICK_BONUS


def _points_table(mode: Mode) -> tuple[int, ...]:
    table = []
    for card in CARDS:
        if mode.is_trump_mode:
            src = _TRUMP_POINTS if card.suit == mode.trump else _PLAIN_POINTS
        elif mode == Mode.OBENABE:
            src = _OBENABE_POINTS
        else:
            src = _UNDENUFE_POINTS
        table.append(src.get(card.rank, 0))
    return tuple(table)


def _strength_table(mode: Mode) -> tuple[int, ...]:
    """Strength of each card within its suit; trumps get +100 so they beat any plain card."""
    table = []
    for card in CARDS:
        if mode.is_trump_mode and card.suit == mode.trump:
            table.append(100 + _TRUMP_STRENGTH[card.rank])
        elif mode == Mode.UNDENUFE:
            table.append(N_RANKS - 1 - int(card.rank))
        else:
            table.append(int(card.rank))
    return tuple(table)


# Indexed by trick mode (0..5); a direction-changing mode goes through TRICK_MODES first.
POINTS: tuple[tuple[int, ...], ...] = tuple(_points_table(m) for m in BASE_MODES)
STRENGTH: tuple[tuple[int, ...], ...] = tuple(_strength_table(m) for m in BASE_MODES)
TRUMP_MASK: tuple[int, ...] = tuple(SUIT_MASKS[m] if m < 4 else 0 for m in range(6))

# WIN_KEY[mode][led_suit][card]: how strongly a card contends for a trick led in
# led_suit; -1 for a card that cannot win it (another plain suit).
WIN_KEY: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(
        tuple(
            STRENGTH[m][c] if (STRENGTH[m][c] >= 100 or c // N_RANKS == led) else -1
            for c in range(N_CARDS)
        )
        for led in range(4)
    )
    for m in range(6)
)

for _m in BASE_MODES:
    assert sum(POINTS[_m]) == CARD_POINTS_TOTAL, (_m, sum(POINTS[_m]))


def trick_mode(mode: int, trick_index: int) -> int:
    """The trick mode (0..5) of trick ``trick_index`` of a hand played in ``mode``."""
    return TRICK_MODES[mode][trick_index]


def trick_winner_index(mode: int, cards: tuple[int, ...] | list[int]) -> int:
    """Position (0-based, in play order) of the card that takes the trick; ``mode`` is the trick mode (0..5)."""
    keys = WIN_KEY[mode][cards[0] // N_RANKS]
    best, best_key = 0, keys[cards[0]]
    for i in range(1, len(cards)):
        k = keys[cards[i]]
        if k > best_key:
            best, best_key = i, k
    return best


def trick_points(mode: int, cards: tuple[int, ...] | list[int]) -> int:
    """The card points of a trick; ``mode`` is the trick mode (0..5)."""
    pts = POINTS[mode]
    return sum(pts[c] for c in cards)


def beats(mode: int, led_suit: int, card: int, other: int) -> bool:
    """True if ``card`` would take a trick led in ``led_suit`` over ``other``."""
    keys = WIN_KEY[mode][led_suit]
    return keys[card] > keys[other]


def trump_strength(mode: int, card: int) -> int:
    """Rank of a trump among trumps (0 = the 6, 8 = the Bauer); -1 for a non-trump."""
    s = STRENGTH[mode][card]
    return s - 100 if s >= 100 else -1

"""The six modes of play (four trump suits, Obenabe, Undenufe): order and points.

Everything a mode decides about a single card (its points, how it ranks in a
trick) is precomputed into flat tables indexed by card, so that the trick
evaluation in the engine and in the AI's playouts is a handful of lookups.
"""

from __future__ import annotations

from enum import IntEnum

from .cards import CARDS, Deck, N_CARDS, N_RANKS, Rank, SUIT_MASKS, Suit, lang_index, suit_name


class Mode(IntEnum):
    """What a hand is played in.  Values 0..3 equal the trump :class:`Suit`."""

    TRUMP_ROSEN = 0
    TRUMP_EICHELN = 1
    TRUMP_SCHILTEN = 2
    TRUMP_SCHELLEN = 3
    OBENABE = 4
    UNDENUFE = 5

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
            return "Obenabe" if lang_index(lang) == 0 else "Obenabe (top down)"
        if self == Mode.UNDENUFE:
            return "Undenufe" if lang_index(lang) == 0 else "Undenufe (bottom up)"
        name = suit_name(self.trump, lang, deck)
        return f"Trumpf {name}" if lang_index(lang) == 0 else f"{name} trump"


MODE_CODES = {
    Mode.TRUMP_ROSEN: "H",
    Mode.TRUMP_EICHELN: "D",
    Mode.TRUMP_SCHILTEN: "S",
    Mode.TRUMP_SCHELLEN: "C",
    Mode.OBENABE: "OBE",
    Mode.UNDENUFE: "UNE",
}
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


POINTS: tuple[tuple[int, ...], ...] = tuple(_points_table(m) for m in Mode)
STRENGTH: tuple[tuple[int, ...], ...] = tuple(_strength_table(m) for m in Mode)
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

for _m in Mode:
    assert sum(POINTS[_m]) == CARD_POINTS_TOTAL, (_m, sum(POINTS[_m]))


def trick_winner_index(mode: int, cards: tuple[int, ...] | list[int]) -> int:
    """Position (0-based, in play order) of the card that takes the trick."""
    keys = WIN_KEY[mode][cards[0] // N_RANKS]
    best, best_key = 0, keys[cards[0]]
    for i in range(1, len(cards)):
        k = keys[cards[i]]
        if k > best_key:
            best, best_key = i, k
    return best


def trick_points(mode: int, cards: tuple[int, ...] | list[int]) -> int:
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

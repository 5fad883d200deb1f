"""Card identity, suits, ranks and the one table that names them in both decks.

A card is an ``int`` from 0 to 35 (``suit * 9 + rank``) so that a hand is a
36-bit mask and the engine's hot paths are integer arithmetic.  :class:`Card`
is an ``int`` subclass that adds names and codes for everything outside those
hot paths.  The deck (Swiss or French) changes names and pictures only, never
an identity: that is why both faces hang off the same index here.
"""

from __future__ import annotations

from enum import IntEnum
from typing import Iterable, Iterator


class Suit(IntEnum):
    """The four suits, named by their Swiss face; see :data:`SUIT_FACES`."""

    ROSEN = 0  # French: Herz (hearts)
    EICHELN = 1  # French: Karo / Ecken (diamonds)
    SCHILTEN = 2  # French: Pik / Schaufel (spades)
    SCHELLEN = 3  # French: Kreuz (clubs)


class Rank(IntEnum):
    """The nine ranks in natural order (low to high), used for sequences and the draw."""

    SIX = 0
    SEVEN = 1
    EIGHT = 2
    NINE = 3
    BANNER = 4  # French: 10
    UNDER = 5  # French: Bube (jack)
    OBER = 6  # French: Dame (queen)
    KOENIG = 7  # King
    AS = 8  # Ace


class Deck(IntEnum):
    """Which face the cards show.  Never influences a rule."""

    SWISS = 0
    FRENCH = 1


# The Swisslos pairing of Swiss and French suits, kept in this one table.
# code, (Swiss German, Swiss English), (French German, French English).
# English-speaking Jass players keep the Swiss names ("Rosen Ober"), so the
# Swiss deck's English names are the German words; the French deck has its own.
SUIT_FACES: dict[Suit, tuple[str, tuple[str, str], tuple[str, str]]] = {
    Suit.ROSEN: ("H", ("Rosen", "Rosen"), ("Herz", "Hearts")),
    Suit.EICHELN: ("D", ("Eicheln", "Eicheln"), ("Karo", "Diamonds")),
    Suit.SCHILTEN: ("S", ("Schilten", "Schilten"), ("Pik", "Spades")),
    Suit.SCHELLEN: ("C", ("Schellen", "Schellen"), ("Kreuz", "Clubs")),
}

# What each Swiss suit sign shows, for tooltips and the rules help.
SWISS_SUIT_PICTURES = {Suit.ROSEN: "roses", Suit.EICHELN: "acorns", Suit.SCHILTEN: "shields", Suit.SCHELLEN: "bells"}

# code, (Swiss German, Swiss English), (French German, French English),
# (Swiss German short index, French short index)
RANK_FACES: dict[Rank, tuple[str, tuple[str, str], tuple[str, str], tuple[str, str]]] = {
    Rank.SIX: ("6", ("6", "6"), ("6", "6"), ("6", "6")),
    Rank.SEVEN: ("7", ("7", "7"), ("7", "7"), ("7", "7")),
    Rank.EIGHT: ("8", ("8", "8"), ("8", "8"), ("8", "8")),
    Rank.NINE: ("9", ("9", "9"), ("9", "9"), ("9", "9")),
    Rank.BANNER: ("T", ("Banner", "Banner"), ("10", "10"), ("10", "10")),
    Rank.UNDER: ("J", ("Under", "Under"), ("Bube", "Jack"), ("U", "B")),
    Rank.OBER: ("Q", ("Ober", "Ober"), ("Dame", "Queen"), ("O", "D")),
    Rank.KOENIG: ("K", ("König", "König"), ("König", "King"), ("K", "K")),
    Rank.AS: ("A", ("As", "As"), ("Ass", "Ace"), ("A", "A")),
}

LANGUAGES = ("de", "en")

N_CARDS = 36
N_RANKS = 9
ALL_CARDS_MASK = (1 << N_CARDS) - 1
SUIT_MASKS: tuple[int, ...] = tuple(((1 << N_RANKS) - 1) << (s * N_RANKS) for s in range(4))

_SUIT_BY_CODE = {faces[0]: suit for suit, faces in SUIT_FACES.items()}
_RANK_BY_CODE = {faces[0]: rank for rank, faces in RANK_FACES.items()}


class Card(int):
    """One of the 36 cards; an ``int`` so it can index tables and masks directly.

    >>> Card.from_code("HQ").name("de", Deck.SWISS)
    'Rosen-Ober'
    >>> Card.from_code("HQ").name("de", Deck.FRENCH)
    'Herz-Dame'
    >>> Card.from_code("HQ").name("en", Deck.FRENCH)
    'Queen of Hearts'
    >>> Card.from_code("HQ").name("en", Deck.SWISS)
    'Rosen Ober'
    """

    __slots__ = ()

    def __new__(cls, index: int) -> "Card":
        if not 0 <= index < N_CARDS:
            raise ValueError(f"card index must be 0..35, got {index!r}")
        return _CARDS[index] if _CARDS else super().__new__(cls, index)

    @staticmethod
    def of(suit: Suit | int, rank: Rank | int) -> "Card":
        return _CARDS[int(suit) * N_RANKS + int(rank)]

    @staticmethod
    def from_code(code: str) -> "Card":
        """Parse a two-character code such as ``"HA"`` (Rosen/Herz As) or ``"ST"``.

        Raises ``ValueError`` naming the bad code, so that a corrupt file or a
        typo never surfaces as a ``KeyError`` deep inside the engine.
        """
        if not isinstance(code, str) or len(code) != 2:
            raise ValueError(f"unknown card code {code!r}: expected two characters like 'HA' or 'S6'")
        suit = _SUIT_BY_CODE.get(code[0].upper())
        rank = _RANK_BY_CODE.get(code[1].upper())
        if suit is None or rank is None:
            raise ValueError(
                f"unknown card code {code!r}: suit must be one of H D S C, rank one of 6 7 8 9 T J Q K A"
            )
        return Card.of(suit, rank)

    @property
    def suit(self) -> Suit:
        return Suit(int(self) // N_RANKS)

    @property
    def rank(self) -> Rank:
        return Rank(int(self) % N_RANKS)

    @property
    def bit(self) -> int:
        return 1 << int(self)

    @property
    def code(self) -> str:
        return SUIT_FACES[self.suit][0] + RANK_FACES[self.rank][0]

    def name(self, lang: str = "en", deck: Deck = Deck.SWISS) -> str:
        """The card's name as a player says it, in the given language and deck."""
        lang_i = lang_index(lang)
        suit = SUIT_FACES[self.suit][1 + int(deck)][lang_i]
        rank = RANK_FACES[self.rank][1 + int(deck)][lang_i]
        if lang_i == 0:
            return f"{suit}-{rank}"
        if deck == Deck.SWISS:
            return f"{suit} {rank}"
        return f"{rank} of {suit}"

    def index_label(self, deck: Deck) -> str:
        """The short rank index printed in a card's corner ("10", "U", "D" ...)."""
        return RANK_FACES[self.rank][3][int(deck)]

    def __repr__(self) -> str:
        return f"Card({self.code!r})"

    def __str__(self) -> str:
        return self.code


def lang_index(lang: str) -> int:
    """Which of a text pair (German, English) serves the language ``lang`` ("de", "de_CH", "en" ...)."""
    if lang.startswith("de"):
        return 0
    return 1


def suit_name(suit: Suit | int, lang: str = "en", deck: Deck = Deck.SWISS) -> str:
    return SUIT_FACES[Suit(suit)][1 + int(deck)][lang_index(lang)]


_CARDS: list[Card] = []
_CARDS.extend(int.__new__(Card, i) for i in range(N_CARDS))
CARDS: tuple[Card, ...] = tuple(_CARDS)


def mask_of(cards: Iterable[int]) -> int:
    """The bitmask holding exactly these cards."""
    mask = 0
    for card in cards:
        mask |= 1 << int(card)
    return mask


def cards_in(mask: int) -> list[Card]:
    """The cards of a mask in index order (suit by suit, rank low to high)."""
    out = []
    while mask:
        low = mask & -mask
        out.append(_CARDS[low.bit_length() - 1])
        mask ^= low
    return out


def iter_cards(mask: int) -> Iterator[Card]:
    while mask:
        low = mask & -mask
        yield _CARDS[low.bit_length() - 1]
        mask ^= low


def parse_cards(codes: str) -> list[Card]:
    """Parse space-separated codes ("HA HK S6") for tests, files and logs."""
    return [Card.from_code(c) for c in codes.split()]


def list_names(cards: Iterable[int], lang: str = "en", deck: Deck = Deck.SWISS) -> str:
    """Join card names as a sentence would: "Rosen-8 and Rosen-König"."""
    names = [CARDS[int(c)].name(lang, deck) for c in cards]
    conj = " und " if lang_index(lang) == 0 else " and "
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + conj + names[-1]

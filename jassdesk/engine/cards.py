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

from .language import contract, join_and, language, text_in


class Suit(IntEnum):
    """The four suits, named by their Swiss face; see :data:`SUIT_NAMES`."""

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


# The Swisslos pairing of Swiss and French suits: one code per suit, and its name per deck and language
# in Suit order (Rosen/Herz, Eicheln/Karo, Schilten/Pik, Schellen/Kreuz).  English-speaking Jass players
# keep the Swiss names ("Rosen Ober"), so the Swiss deck's English names are the German words.
# Sources (docs/translations.md): Italian suits as Swisslos pairs them, "rose/cuori, ghiande/quadri,
# scudi/picche, campanelli/fiori" (swisslos.ch/it, Jass modalità Schieber); French Swiss suits as the
# Swiss National Museum names them, "grelot, écusson, gland et rose" (blog.nationalmuseum.ch/fr,
# "Avant le jass"); French suits "cœur, carreau, pique, trèfle" (jassvalais.ch, Règles du Jass).
SUIT_CODES: dict[Suit, str] = {Suit.ROSEN: "H", Suit.EICHELN: "D", Suit.SCHILTEN: "S", Suit.SCHELLEN: "C"}
SUIT_NAMES: dict[Deck, dict[str, tuple[str, str, str, str]]] = {
    Deck.SWISS: {
        "de": ("Rosen", "Eicheln", "Schilten", "Schellen"),
        "en": ("Rosen", "Eicheln", "Schilten", "Schellen"),
        "fr": ("roses", "glands", "écussons", "grelots"),
        "it": ("rose", "ghiande", "scudi", "campanelli"),
    },
    Deck.FRENCH: {
        "de": ("Herz", "Karo", "Pik", "Kreuz"),
        "en": ("Hearts", "Diamonds", "Spades", "Clubs"),
        "fr": ("cœur", "carreau", "pique", "trèfle"),
        "it": ("cuori", "quadri", "picche", "fiori"),
    },
}

# What each Swiss suit sign shows, for tooltips and the rules help.
SWISS_SUIT_PICTURES = {Suit.ROSEN: "roses", Suit.EICHELN: "acorns", Suit.SCHILTEN: "shields", Suit.SCHELLEN: "bells"}

# One code per rank, and its name per deck and language in Rank order (6 7 8 9 Banner Under Ober König As).
# Sources (docs/translations.md): Swisslos says "jack/under" in Italian, and the Swiss Italians keep
# "Under, Ober" and call the ten "bandiera" (svizzeri.ch, "Le 36 carte per giocare a Jass"); the Swiss
# National Museum writes "unter" in French, the cards print UNDER/OBER, the ten is the "bannière"; the
# French deck is "valet, dame, roi, as" (jassvalais.ch), "fante, donna, re, asso" in Italian.
RANK_CODES: dict[Rank, str] = {Rank.SIX: "6", Rank.SEVEN: "7", Rank.EIGHT: "8", Rank.NINE: "9", Rank.BANNER: "T",
                               Rank.UNDER: "J", Rank.OBER: "Q", Rank.KOENIG: "K", Rank.AS: "A"}
_DIGITS = ("6", "7", "8", "9")
RANK_NAMES: dict[Deck, dict[str, tuple[str, ...]]] = {
    Deck.SWISS: {
        "de": _DIGITS + ("Banner", "Under", "Ober", "König", "As"),
        "en": _DIGITS + ("Banner", "Under", "Ober", "König", "As"),
        "fr": _DIGITS + ("bannière", "under", "ober", "roi", "as"),
        "it": _DIGITS + ("bandiera", "under", "ober", "re", "asso"),
    },
    Deck.FRENCH: {
        "de": _DIGITS + ("10", "Bube", "Dame", "König", "Ass"),
        "en": _DIGITS + ("10", "Jack", "Queen", "King", "Ace"),
        "fr": _DIGITS + ("10", "valet", "dame", "roi", "as"),
        "it": _DIGITS + ("10", "fante", "donna", "re", "asso"),
    },
}

# The definite article a sentence puts before a card of each rank ("l'as de cœur", "la donna di picche");
# German and English sentences name cards without one.
_NO_ARTICLES = ("",) * 9
RANK_ARTICLES: dict[Deck, dict[str, tuple[str, ...]]] = {
    Deck.SWISS: {
        "fr": ("le ", "le ", "le ", "le ", "la ", "l'", "l'", "le ", "l'"),
        "it": ("il ", "il ", "l'", "il ", "la ", "l'", "l'", "il ", "l'"),
    },
    Deck.FRENCH: {
        "fr": ("le ", "le ", "le ", "le ", "le ", "le ", "la ", "le ", "l'"),
        "it": ("il ", "il ", "l'", "il ", "il ", "il ", "la ", "il ", "l'"),
    },
}

# How a card's name is built from its rank and suit, per deck and language.
CARD_NAME_FORMS: dict[Deck, dict[str, str]] = {
    Deck.SWISS: {"de": "{suit}-{rank}", "en": "{suit} {rank}", "fr": "{rank} de {suit}", "it": "{rank} di {suit}"},
    Deck.FRENCH: {"de": "{suit}-{rank}", "en": "{rank} of {suit}", "fr": "{rank} de {suit}", "it": "{rank} di {suit}"},
}

# Four of a rank, as a Weis is called ("vier Asse", "four Queens", "quatre valets", "quattro assi").
# The Swiss words stay German in English ("four Ober"), as the single names do.
RANK_PLURALS: dict[Deck, dict[str, tuple[str, ...]]] = {
    Deck.SWISS: {
        "de": ("Sechser", "Siebner", "Achter", "Neuner", "Banner", "Under", "Ober", "Könige", "Asse"),
        "en": ("6s", "7s", "8s", "9s", "Banner", "Under", "Ober", "König", "As"),
        "fr": ("6", "7", "8", "9", "bannières", "under", "ober", "rois", "as"),
        "it": ("6", "7", "8", "9", "bandiere", "under", "ober", "re", "assi"),
    },
    Deck.FRENCH: {
        "de": ("Sechser", "Siebner", "Achter", "Neuner", "Zehner", "Buben", "Damen", "Könige", "Asse"),
        "en": ("6s", "7s", "8s", "9s", "10s", "Jacks", "Queens", "Kings", "Aces"),
        "fr": ("6", "7", "8", "9", "10", "valets", "dames", "rois", "as"),
        "it": ("6", "7", "8", "9", "10", "fanti", "donne", "re", "assi"),
    },
}

# The corner index of each rank (6 7 8 9 10 Under Ober König As), by deck and then by language
# (CARDS.md, "Indices follow the deck and the language").  The Swiss deck prints the same letters in
# every language; the French deck prints the players' words: B/D/K in German, J/Q/K in English and
# Italian (fante, donna, re are printed J/Q/K on Italian French-suited packs), V/D/R in French (valet,
# dame, roi).  The card art generator draws one face per distinct letter of a rank, and the provider
# picks the face by this table.
_NUMBERS = ("6", "7", "8", "9", "10")
_SWISS_INDICES = _NUMBERS + ("U", "O", "K", "A")
INDEX_LABELS: dict[Deck, dict[str, tuple[str, ...]]] = {
    Deck.SWISS: {"de": _SWISS_INDICES, "en": _SWISS_INDICES, "fr": _SWISS_INDICES, "it": _SWISS_INDICES},
    Deck.FRENCH: {"de": _NUMBERS + ("B", "D", "K", "A"), "en": _NUMBERS + ("J", "Q", "K", "A"),
                  "fr": _NUMBERS + ("V", "D", "R", "A"), "it": _NUMBERS + ("J", "Q", "K", "A")},
}


N_CARDS = 36
N_RANKS = 9
ALL_CARDS_MASK = (1 << N_CARDS) - 1
SUIT_MASKS: tuple[int, ...] = tuple(((1 << N_RANKS) - 1) << (s * N_RANKS) for s in range(4))

_SUIT_BY_CODE = {code: suit for suit, code in SUIT_CODES.items()}
_RANK_BY_CODE = {code: rank for rank, code in RANK_CODES.items()}


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
        return SUIT_CODES[self.suit] + RANK_CODES[self.rank]

    def name(self, lang: str = "en", deck: Deck = Deck.SWISS) -> str:
        """The card's name as a player says it, in the given language and deck ("as de cœur")."""
        form = text_in(CARD_NAME_FORMS[Deck(deck)], lang)
        return contract(form.format(suit=suit_name(self.suit, lang, deck), rank=rank_name(self.rank, lang, deck)),
                        lang)

    def phrase(self, lang: str = "en", deck: Deck = Deck.SWISS) -> str:
        """The card as a sentence names it, with its article where the language needs one ("l'as de cœur")."""
        return RANK_ARTICLES[Deck(deck)].get(language(lang), _NO_ARTICLES)[self.rank] + self.name(lang, deck)

    def index_label(self, deck: Deck, lang: str) -> str:
        """The short rank index printed in the card's corner ("10", "U", "D", "Q" ...)."""
        return index_label(self.rank, deck, lang)

    def __repr__(self) -> str:
        return f"Card({self.code!r})"

    def __str__(self) -> str:
        return self.code


def suit_name(suit: Suit | int, lang: str = "en", deck: Deck = Deck.SWISS) -> str:
    return text_in(SUIT_NAMES[Deck(deck)], lang)[int(suit)]


def rank_name(rank: Rank | int, lang: str = "en", deck: Deck = Deck.SWISS) -> str:
    """A rank alone, as in "König and Ober of trump" / "King and Queen of trump"."""
    return text_in(RANK_NAMES[Deck(deck)], lang)[int(rank)]


def rank_phrase(rank: Rank | int, lang: str = "en", deck: Deck = Deck.SWISS) -> str:
    """A rank with the article a sentence gives it ("le valet", "l'under", "la donna"); bare in German and
    English."""
    return RANK_ARTICLES[Deck(deck)].get(language(lang), _NO_ARTICLES)[int(rank)] + rank_name(rank, lang, deck)


def rank_plural(rank: Rank | int, lang: str = "en", deck: Deck = Deck.SWISS) -> str:
    """Four of a rank: "vier Asse", "four Queens", "four Ober"."""
    return text_in(RANK_PLURALS[Deck(deck)], lang)[int(rank)]


def index_label(rank: Rank | int, deck: Deck, lang: str) -> str:
    """The corner index of ``rank`` in ``deck`` for players of ``lang`` (English for another language)."""
    return text_in(INDEX_LABELS[Deck(deck)], lang)[int(rank)]


def index_labels_of(deck: Deck) -> dict[Rank, list[str]]:
    """Every index a rank of ``deck`` shows in some language, in table order: the faces to draw."""
    out: dict[Rank, list[str]] = {}
    for labels in INDEX_LABELS[Deck(deck)].values():
        for rank in Rank:
            if labels[rank] not in out.setdefault(rank, []):
                out[rank].append(labels[rank])
    return out


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
    """Join card names as a sentence would: "Rosen-8 and Rosen-König", "le 8 de cœur et le roi de cœur"."""
    return join_and((CARDS[int(c)].phrase(lang, deck) for c in cards), lang)

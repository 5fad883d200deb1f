"""Finding, valuing and comparing Weis (docs/rules.md sections 5 and 6), and Stöck.

A Weis is a set of cards: a sequence of three or more in one suit, or four
cards of one rank.  Its *height* orders every pair of Weis the same way in
both games, so the Schieber comparison ("only the team with the single highest
Weis writes") and the Schmaus "upward only" rule share one key.
"""

from __future__ import annotations

from enum import Enum

from .cards import CARDS, N_RANKS, RANK_CODES, Card, Deck, Rank, Suit, mask_of, rank_plural
from .language import contract, text_in
from .modes import Mode
from .rules import Game

SEQUENCE_POINTS = {3: 20, 4: 50, 5: 100, 6: 150, 7: 200, 8: 250, 9: 300}

# A sequence is named by its length and its top card; four of a rank by the rank's plural.  Swiss
# Romands call the runs by their cards and their points as the Swiss Germans do ("trois cartes à l'As",
# "cent", adpoker.fr "Le Jass"); the Italian words follow the same pattern (tre carte, cinquanta,
# cento).  "{top}" is the top card with its article, so "à {top}" contracts to "au roi de cœur".
SEQUENCE_NAMES: dict[str, dict[int, str]] = {
    "de": {3: "Dreiblatt", 4: "Fünfzig", 5: "Hundert", 6: "Sechsblatt", 7: "Siebenblatt", 8: "Achtblatt",
           9: "Neunblatt"},
    "en": {3: "three in sequence", 4: "four in sequence", 5: "five in sequence", 6: "six in sequence",
           7: "seven in sequence", 8: "eight in sequence", 9: "nine in sequence"},
    "fr": {3: "trois cartes", 4: "cinquante", 5: "cent", 6: "six cartes", 7: "sept cartes", 8: "huit cartes",
           9: "neuf cartes"},
    "it": {3: "tre carte", 4: "cinquanta", 5: "cento", 6: "sei carte", 7: "sette carte", 8: "otto carte",
           9: "nove carte"},
}
SEQUENCE_FORMS = {"de": "{run} bis {top}", "en": "{run} to the {top}", "fr": "{run} à {top}",
                  "it": "{run} fino a {top}"}
FOUR_FORMS = {"de": "vier {rank}", "en": "four {rank}", "fr": "quatre {rank}", "it": "quattro {rank}"}


def four_of_a_kind_points(rank: Rank, game: Game) -> int:
    """Points for four cards of a rank; 0 where they make no Weis."""
    if rank == Rank.UNDER:
        return 200
    if rank == Rank.NINE:
        return game.four_nines_points
    if rank in (Rank.AS, Rank.KOENIG, Rank.OBER, Rank.BANNER):
        return 100
    return 0


class WeisKind(str, Enum):
    SEQUENCE = "sequence"
    FOUR_OF_A_KIND = "four"


class Weis:
    """One announceable combination, identified by its cards.

    Only 118 Weis exist (sequences of 3..9 in each suit, and fours), so every
    one is built once at import and ``Weis(mask)`` returns the shared
    instance: announcements cost a dictionary lookup, not a validation.
    """

    __slots__ = ("mask", "kind", "length", "suit_index", "low", "top", "_code")

    def __new__(cls, mask: int) -> "Weis":
        weis = _BY_MASK.get(mask)
        if weis is None:
            raise ValueError(
                "these cards are no Weis: a Weis is three or more in sequence of one suit, "
                "or four of a rank (As, König, Ober, Banner, Under or 9)")
        return weis

    @classmethod
    def _make(cls, mask: int, kind: "WeisKind", suit: int | None, low: int, top: int) -> "Weis":
        weis = object.__new__(cls)
        weis.mask = mask
        weis.kind = kind
        weis.length = mask.bit_count()
        weis.suit_index = suit
        weis.low = low
        weis.top = top
        if kind is WeisKind.FOUR_OF_A_KIND:
            weis._code = "4x" + RANK_CODES[Rank(top)]
        else:
            weis._code = f"{CARDS[suit * N_RANKS + low].code}+{weis.length}"
        return weis

    def __setattr__(self, name: str, value: object) -> None:
        if hasattr(self, "_code"):
            raise AttributeError("a Weis is immutable")
        object.__setattr__(self, name, value)

    def __reduce__(self):
        return (Weis, (self.mask,))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Weis) and other.mask == self.mask

    def __hash__(self) -> int:
        return hash(("weis", self.mask))

    # -- construction ------------------------------------------------------

    @staticmethod
    def sequence(suit: Suit | int, low: Rank | int, length: int) -> "Weis":
        if length < 3 or int(low) + length > N_RANKS:
            raise ValueError(f"no sequence of {length} from rank {int(low)}")
        return Weis(((1 << length) - 1) << (int(suit) * N_RANKS + int(low)))

    @staticmethod
    def four(rank: Rank | int) -> "Weis":
        return Weis(mask_of(Card.of(s, rank) for s in Suit))

    @staticmethod
    def of_cards(cards: list[int] | tuple[int, ...]) -> "Weis":
        return Weis(mask_of(cards))

    @staticmethod
    def from_code(code: str) -> "Weis":
        """Parse the compact form: ``"H6+3"`` (Rosen 6-7-8) or ``"4xJ"`` (four Under)."""
        try:
            if code.startswith("4x"):
                return Weis.four(Card.from_code("H" + code[2:]).rank)
            head, length = code.split("+")
            card = Card.from_code(head)
            return Weis.sequence(card.suit, card.rank, int(length))
        except (ValueError, AttributeError):
            raise ValueError(f"unknown Weis code {code!r}: expected e.g. 'H6+3' or '4xJ'") from None

    # -- properties --------------------------------------------------------

    @property
    def cards(self) -> list[Card]:
        out = []
        m = self.mask
        while m:
            low = m & -m
            out.append(CARDS[low.bit_length() - 1])
            m ^= low
        return out

    @property
    def suit(self) -> Suit | None:
        return None if self.suit_index is None else Suit(self.suit_index)

    @property
    def low_rank(self) -> Rank:
        return Rank(self.low)

    @property
    def top_rank(self) -> Rank:
        return Rank(self.top)

    @property
    def code(self) -> str:
        return self._code

    def points(self, game: Game) -> int:
        if self.kind is WeisKind.SEQUENCE:
            return SEQUENCE_POINTS[self.length]
        return four_of_a_kind_points(Rank(self.top), game)

    def is_trump(self, mode: Mode | None) -> bool:
        return mode is not None and mode < 4 and self.suit_index == int(mode)

    def height(self, game: Game, mode: Mode | None) -> tuple[int, int, int, int]:
        """Sort key: points, then cards, then top card, then trump (docs/rules.md section 5).

        The last step of the order ("announced first") is not part of the key:
        callers break the remaining ties by announcement order.
        """
        if self.suit_index is not None and mode == Mode.UNDENUFE:
            top = N_RANKS - 1 - self.low  # 6-7-8 beats 7-8-9 in Undenufe
        else:
            top = self.top
        return (self.points(game), self.length, top, 1 if self.is_trump(mode) else 0)

    def name(self, lang: str = "en", deck: Deck = Deck.SWISS) -> str:
        if self.kind is WeisKind.FOUR_OF_A_KIND:
            return text_in(FOUR_FORMS, lang).format(rank=rank_plural(self.top, lang, deck))
        run = text_in(SEQUENCE_NAMES, lang)[self.length]
        top = self.cards[-1].phrase(lang, deck)
        return contract(text_in(SEQUENCE_FORMS, lang).format(run=run, top=top), lang)

    def __repr__(self) -> str:
        return f"Weis({self._code!r})"


_BY_MASK: dict[int, Weis] = {}
_SEQUENCES_BY_SUIT: list[list[Weis]] = [[] for _ in range(4)]
_FOURS: list[Weis] = []
for _suit in range(4):
    for _low in range(N_RANKS - 2):
        for _length in range(3, N_RANKS - _low + 1):
            _mask = ((1 << _length) - 1) << (_suit * N_RANKS + _low)
            _w = Weis._make(_mask, WeisKind.SEQUENCE, _suit, _low, _low + _length - 1)
            _BY_MASK[_mask] = _w
            _SEQUENCES_BY_SUIT[_suit].append(_w)
for _rank in (Rank.NINE, Rank.BANNER, Rank.UNDER, Rank.OBER, Rank.KOENIG, Rank.AS):
    _mask = sum(1 << (s * N_RANKS + _rank) for s in range(4))
    _w = Weis._make(_mask, WeisKind.FOUR_OF_A_KIND, None, int(_rank), int(_rank))
    _BY_MASK[_mask] = _w
    _FOURS.append(_w)


def _has_run_of_three(bits: int) -> bool:
    return bool(bits & (bits >> 1) & (bits >> 2))


def maximal_weis(hand: int, game: Game) -> list[Weis]:
    """All Weis of a hand as a Schieber player announces them: whole runs and every four.

    A card may serve in one sequence and one four of a kind, never in two
    sequences; taking each run whole is always worth at least as much as
    splitting it, so the maximal runs are the announcement.
    """
    out: list[Weis] = []
    for suit in range(4):
        bits = (hand >> (suit * N_RANKS)) & 0x1FF
        if not _has_run_of_three(bits):
            continue
        r = 0
        while r < N_RANKS:
            if bits >> r & 1:
                start = r
                while r < N_RANKS and bits >> r & 1:
                    r += 1
                if r - start >= 3:
                    out.append(_BY_MASK[((1 << (r - start)) - 1) << (suit * N_RANKS + start)])
            else:
                r += 1
    out.extend(_fours(hand, game))
    return out


def all_weis(hand: int, game: Game) -> list[Weis]:
    """Every Weis the cards can form, sub-sequences included (Schmaus announces in steps)."""
    out: list[Weis] = []
    for suit in range(4):
        if _has_run_of_three((hand >> (suit * N_RANKS)) & 0x1FF):
            out.extend(w for w in _SEQUENCES_BY_SUIT[suit] if hand & w.mask == w.mask)
    out.extend(_fours(hand, game))
    return out


def _fours(hand: int, game: Game) -> list[Weis]:
    return [w for w in _FOURS if hand & w.mask == w.mask and four_of_a_kind_points(Rank(w.top), game) > 0]


def best_weis_index(candidates: list[tuple[int, Weis]], game: Game, mode: Mode | None) -> int | None:
    """Index into ``candidates`` (in announcement order) of the single highest Weis."""
    best: int | None = None
    best_key: tuple[int, int, int, int] | None = None
    for i, (_, weis) in enumerate(candidates):
        key = weis.height(game, mode)
        if best_key is None or key > best_key:  # strict: ties go to the earlier one
            best, best_key = i, key
    return best


STOECK_PAIRS = tuple((t * N_RANKS + int(Rank.KOENIG), t * N_RANKS + int(Rank.OBER)) for t in range(4))


def stoeck_pair(trump: int) -> tuple[int, int]:
    """König and Ober of the trump suit ``trump`` (0-3): together they are Stöck."""
    return STOECK_PAIRS[trump]

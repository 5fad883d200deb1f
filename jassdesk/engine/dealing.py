"""Drawing the first dealer, shuffling, cutting and dealing (docs/rules.md section 3).

Randomness is derived from the Partie's seed and a purpose string rather
than drawn from one running generator: a hand's pack then depends only on
(seed, hand number), so undo, replay and a saved game never have to restore
a generator's internal state.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from .cards import N_CARDS, Rank

MIN_CUT = 3
PACKETS = {9: (3, 3, 3), 12: (4, 4, 4), 10: (5, 5)}


@dataclass(frozen=True)
class StartDeal:
    """A Partie that starts at another Partie's deal (a deal code): its first hand is dealt as hand ``hand``
    of the same seed, cut at ``cut`` (0: not cut), so the same cards reach the same seats."""

    hand: int
    cut: int

    def __post_init__(self) -> None:
        if not isinstance(self.hand, int) or isinstance(self.hand, bool) or self.hand < 0:
            raise ValueError(f"the deal's hand number must be a whole number from 0, got {self.hand!r}")
        if self.cut != 0 and self.cut not in valid_cut_range():
            raise ValueError(f"the deal's cut must be 0 or {MIN_CUT}..{N_CARDS - MIN_CUT}, got {self.cut!r}")


def rng_for(seed: int, purpose: str) -> random.Random:
    """A generator for one purpose of one Partie ("hand:3", "draw:0" ...)."""
    return random.Random(f"jassdesk:{seed}:{purpose}")


def shuffled_pack(seed: int, hand_no: int) -> tuple[int, ...]:
    """A uniformly shuffled pack for one hand; index 0 is the top card."""
    pack = list(range(N_CARDS))
    rng_for(seed, f"hand:{hand_no}").shuffle(pack)
    return tuple(pack)


def valid_cut_range(pack_size: int = N_CARDS) -> range:
    """Positions a cut may lift: at least 3 cards lifted and at least 3 left."""
    return range(MIN_CUT, pack_size - MIN_CUT + 1)


def cut_pack(pack: tuple[int, ...], position: int) -> tuple[int, ...]:
    """Lift ``position`` cards off the top and put the two packets back in reverse order."""
    if position not in valid_cut_range(len(pack)):
        raise ValueError(f"a cut must lift between {MIN_CUT} and {len(pack) - MIN_CUT} cards, not {position}")
    return pack[position:] + pack[:position]


def deal_packets(pack: tuple[int, ...], order: list[int], packets: tuple[int, ...]) -> tuple[list[list[int]], tuple[int, ...]]:
    """Deal from the top in packets: each round gives every player in ``order`` one packet.

    Returns the cards each seat received (indexed by seat) and the rest of the
    pack.  ``packets`` is (3, 3, 3) for nine cards, (4, 4, 4) for twelve and
    (5, 5) for ten, as the general rules prescribe.
    """
    n_seats = max(order) + 1
    hands: list[list[int]] = [[] for _ in range(n_seats)]
    pos = 0
    for size in packets:
        for seat in order:
            hands[seat].extend(pack[pos:pos + size])
            pos += size
    if pos > len(pack):
        raise ValueError("the pack has too few cards for this deal")
    return hands, pack[pos:]


def draw_cards(seed: int, attempt: int, n_drawers: int) -> tuple[int, ...]:
    """The cards drawn from the spread deck by each drawer in one round of the draw."""
    pack = list(range(N_CARDS))
    rng = rng_for(seed, f"draw:{attempt}")
    return tuple(rng.sample(pack, n_drawers))


def draw_result(cards: tuple[int, ...], ace_deals: bool) -> tuple[str, int | None]:
    """Judge one round of the draw: ("ace", i) i must deal, ("high", i) i chooses, ("tie", None).

    Cards compare in natural order by rank only; two equal ranks tie and the
    draw is repeated.  With *Ace deals*, a single As forces its drawer to deal.
    """
    ranks = [c % 9 for c in cards]
    top = max(ranks)
    if ranks.count(top) > 1:
        return "tie", None
    winner = ranks.index(top)
    if ace_deals and top == Rank.AS:
        return "ace", winner
    return "high", winner

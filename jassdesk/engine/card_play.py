"""Which card may be added to a trick, why another may not, and what a play reveals.

These three questions share one set of rules, so they live together: the
legal mask drives play, the refusal explains the same decision to a learner,
and the inference tells the AI's determinization which cards a player has
shown he cannot hold.  The functions take plain ints (card indices, 36-bit
masks) because the AI's playouts call ``schieber_legal`` millions of times.
"""

from __future__ import annotations

from .cards import N_RANKS, SUIT_MASKS, Card, Rank, cards_in
from .modes import STRENGTH
from .refusal import Refusal

BAUER_BIT: tuple[int, ...] = tuple(1 << (s * N_RANKS + Rank.UNDER) for s in range(4))

# LOWER_TRUMPS[trump][strength]: the trumps strictly lower than a trump of that strength.
LOWER_TRUMPS: tuple[tuple[int, ...], ...] = tuple(
    tuple(
        sum(1 << c for c in range(t * N_RANKS, (t + 1) * N_RANKS) if STRENGTH[t][c] - 100 < level)
        for level in range(N_RANKS)
    )
    for t in range(4)
)


class SchieberFlags:
    """The four rule options that shape card play, unpacked once per Partie."""

    __slots__ = ("trump_instead", "bauer_exception", "trumpfzwang", "undertrump_ban")

    def __init__(self, trump_instead: bool, bauer_exception: bool, trumpfzwang: bool, undertrump_ban: bool):
        self.trump_instead = trump_instead
        self.bauer_exception = bauer_exception
        self.trumpfzwang = trumpfzwang
        self.undertrump_ban = undertrump_ban

    @staticmethod
    def of(rules) -> "SchieberFlags":
        return SchieberFlags(rules.trump_instead_of_follow, rules.bauer_exception, rules.trumpfzwang,
                             rules.undertrump_ban)


def _highest_trump_level(trick, mode: int) -> int:
    """Strength (0..8) of the highest trump in the trick, or -1 if none."""
    strength = STRENGTH[mode]
    best = -1
    for c in trick:
        s = strength[c] - 100
        if s > best:
            best = s
    return best


def _undertrumps(hand_trumps: int, hand: int, trick, mode: int, flags: SchieberFlags) -> int:
    """The trumps this hand may not play because they would under-trump (none if all trumps)."""
    if not flags.undertrump_ban or not hand_trumps or hand_trumps == hand:
        return 0
    level = _highest_trump_level(trick, mode)
    if level < 0:
        return 0
    return hand_trumps & LOWER_TRUMPS[mode][level]


def schieber_legal(hand: int, trick, mode: int, flags: SchieberFlags) -> int:
    """Mask of the cards of ``hand`` that may be added to ``trick`` (cards in play order)."""
    if not trick:
        return hand
    led = trick[0] // N_RANKS
    led_mask = hand & SUIT_MASKS[led]
    if mode >= 4:
        return led_mask or hand
    trumps = hand & SUIT_MASKS[mode]
    if led == mode:
        if led_mask:
            if flags.bauer_exception and led_mask == BAUER_BIT[mode]:
                return hand
            return led_mask
        return hand
    under = _undertrumps(trumps, hand, trick, mode, flags)
    if led_mask:
        if flags.trump_instead:
            return led_mask | (trumps & ~under)
        return led_mask
    if flags.trumpfzwang and trumps:
        forcing = trumps & ~under
        if flags.bauer_exception:
            forcing &= ~BAUER_BIT[mode]
        if forcing:
            return trumps & ~under
    return hand & ~under


def schieber_refusal(hand: int, trick, mode: int, flags: SchieberFlags, card: int) -> Refusal | None:
    """The rule that forbids ``card`` here, or None if it may be played."""
    if not hand >> card & 1:
        return Refusal("card_not_held", card=card)
    if schieber_legal(hand, trick, mode, flags) >> card & 1:
        return None
    led = trick[0] // N_RANKS
    led_mask = hand & SUIT_MASKS[led]
    if mode >= 4 or led == mode:
        if mode < 4 and led_mask == BAUER_BIT[mode]:
            return Refusal("play_bauer", card=Card.of(mode, Rank.UNDER))
        return Refusal("follow_suit", cards=tuple(cards_in(led_mask)))
    trumps = hand & SUIT_MASKS[mode]
    under = _undertrumps(trumps, hand, trick, mode, flags)
    if under >> card & 1:
        level = _highest_trump_level(trick, mode)
        high = next(c for c in trick if STRENGTH[mode][c] - 100 == level)
        return Refusal("undertrump", card=card, high=high)
    if led_mask:
        rule = "follow_suit_or_trump" if flags.trump_instead else "follow_suit"
        return Refusal(rule, cards=tuple(cards_in(led_mask)))
    return Refusal("trumpfzwang", suit=led, cards=tuple(cards_in(trumps & ~under)))


def schieber_exclusions(trick, card: int, mode: int, flags: SchieberFlags) -> int:
    """Cards the player cannot have held, given that playing ``card`` to ``trick`` was legal."""
    if not trick:
        return 0
    led = trick[0] // N_RANKS
    suit = card // N_RANKS
    if suit == led:
        return 0
    if mode >= 4:
        return SUIT_MASKS[led]
    trump_mask = SUIT_MASKS[mode]
    if led == mode:
        # Did not follow a trump lead: no trump, except perhaps a Bauer kept back.
        return trump_mask & ~BAUER_BIT[mode] if flags.bauer_exception else trump_mask
    excluded = 0
    level = _highest_trump_level(trick, mode)
    if suit == mode:
        if flags.undertrump_ban and level >= 0 and STRENGTH[mode][card] - 100 < level:
            return ~trump_mask & ((1 << 36) - 1)  # under-trumped: only trumps were held
        if not flags.trump_instead:
            excluded |= SUIT_MASKS[led]
        return excluded
    excluded |= SUIT_MASKS[led]
    if flags.trumpfzwang:
        forcing = trump_mask
        if flags.undertrump_ban and level >= 0:
            forcing &= ~LOWER_TRUMPS[mode][level]
        if flags.bauer_exception:
            forcing &= ~BAUER_BIT[mode]
        excluded |= forcing
    return excluded


def schmaus_legal(hand: int, trick, trump: int, stock_size: int) -> int:
    """Schmaus: free play while the stock lasts; afterwards follow, else trump (Bauer never forced)."""
    if stock_size or not trick:
        return hand
    led = trick[0] // N_RANKS
    led_mask = hand & SUIT_MASKS[led]
    bauer = BAUER_BIT[trump]
    if led == trump:
        if led_mask and led_mask != bauer:
            return led_mask
        return hand
    if led_mask:
        return led_mask
    trumps = hand & SUIT_MASKS[trump]
    if trumps & ~bauer:
        return trumps
    return hand


def schmaus_refusal(hand: int, trick, trump: int, stock_size: int, card: int) -> Refusal | None:
    if not hand >> card & 1:
        return Refusal("card_not_held", card=card)
    if schmaus_legal(hand, trick, trump, stock_size) >> card & 1:
        return None
    led = trick[0] // N_RANKS
    led_mask = hand & SUIT_MASKS[led]
    if led_mask:
        return Refusal("follow_suit", cards=tuple(cards_in(led_mask)))
    return Refusal("must_trump", suit=led, cards=tuple(cards_in(hand & SUIT_MASKS[trump])))


def schmaus_exclusions(trick, card: int, trump: int, stock_size: int) -> int:
    if stock_size or not trick:
        return 0
    led = trick[0] // N_RANKS
    suit = card // N_RANKS
    if suit == led:
        return 0
    not_bauer = ~BAUER_BIT[trump]
    if led == trump:
        return SUIT_MASKS[trump] & not_bauer
    excluded = SUIT_MASKS[led]
    if suit != trump:
        excluded |= SUIT_MASKS[trump] & not_bauer
    return excluded

"""What a player can work out from an observation: small named facts used by every level.

Everything here reads an :class:`~jassdesk.engine.observe.Observation` (never
the full state) and works on card masks, so the heuristics and the hint
explanations share one vocabulary: "partner wins the trick", "master card",
"void", "trumps still out".
"""

from __future__ import annotations

from jassdesk.engine.card_play import BAUER_BIT
from jassdesk.engine.cards import N_RANKS, SUIT_MASKS, cards_in
from jassdesk.engine.modes import POINTS, STRENGTH, WIN_KEY
from jassdesk.engine.observe import Observation


def seat_of_trick_card(obs: Observation, index: int) -> int:
    return (obs.leader + obs.step * index) % len(obs.hand_sizes)


def partner_of(obs: Observation, seat: int) -> int | None:
    """The other seat of ``seat``'s side, or None for a player alone."""
    sides = obs.sides
    partners = [s for s in range(len(sides)) if s != seat and sides[s] == sides[seat]]
    return partners[0] if partners else None


def same_side(obs: Observation, a: int, b: int) -> bool:
    return obs.sides[a] == obs.sides[b]


def trick_winner_so_far(obs: Observation) -> tuple[int, int] | None:
    """(seat, card) currently taking the trick in progress, or None before the lead."""
    if not obs.trick:
        return None
    keys = WIN_KEY[obs.trick_mode][obs.trick[0] // N_RANKS]
    best = 0
    for i in range(1, len(obs.trick)):
        if keys[obs.trick[i]] > keys[obs.trick[best]]:
            best = i
    return seat_of_trick_card(obs, best), obs.trick[best]


def others_cards(obs: Observation) -> int:
    """Cards that are in another player's hand or, in Schmaus, in the stock (not played, not mine)."""
    mask = ((1 << 36) - 1) & ~obs.hand & ~obs.played
    return mask


def outstanding_in_suit(obs: Observation, suit: int) -> int:
    return others_cards(obs) & SUIT_MASKS[suit]


def trumps_out(obs: Observation) -> int:
    """Trumps not yet played and not in my hand."""
    if obs.mode is None or obs.mode >= 4:
        return 0
    return outstanding_in_suit(obs, int(obs.mode))


def _stronger_in_suit(mode: int) -> tuple[int, ...]:
    strength = STRENGTH[mode]
    return tuple(sum(1 << o for o in range(36) if o // N_RANKS == c // N_RANKS and strength[o] > strength[c])
                 for c in range(36))


# STRONGER_IN_SUIT[mode][card]: the cards of the card's suit that rank above it (mask)
STRONGER_IN_SUIT: tuple[tuple[int, ...], ...] = tuple(_stronger_in_suit(m) for m in range(len(STRENGTH)))


def beats_all_outstanding(obs: Observation, card: int) -> bool:
    """True if no card still out of this suit ranks above ``card`` (a master card)."""
    return not others_cards(obs) & STRONGER_IN_SUIT[obs.trick_mode][card]


def card_points(obs: Observation, card: int) -> int:
    return POINTS[obs.trick_mode][card]


def trick_points_so_far(obs: Observation) -> int:
    pts = POINTS[obs.trick_mode]
    return sum(pts[c] for c in obs.trick)


def winning_cards(obs: Observation, candidates: int) -> list[int]:
    """Cards among ``candidates`` that would take the trick in progress as it stands."""
    if not obs.trick:
        return cards_in(candidates)
    keys = WIN_KEY[obs.trick_mode][obs.trick[0] // N_RANKS]
    best = max(keys[c] for c in obs.trick)
    return [c for c in cards_in(candidates) if keys[c] > best]


def cheapest(cards: list[int], obs: Observation) -> int:
    """The card giving away the fewest points, then the weakest."""
    pts, strength = POINTS[obs.trick_mode], STRENGTH[obs.trick_mode]
    return min(cards, key=lambda c: (pts[c], strength[c], c))


def richest(cards: list[int], obs: Observation) -> int:
    pts, strength = POINTS[obs.trick_mode], STRENGTH[obs.trick_mode]
    return max(cards, key=lambda c: (pts[c], -strength[c], -c))


def weakest_winner(cards: list[int], obs: Observation) -> int:
    strength, pts = STRENGTH[obs.trick_mode], POINTS[obs.trick_mode]
    return min(cards, key=lambda c: (strength[c], pts[c]))


def has_bauer(hand: int, trump: int) -> bool:
    return bool(hand & BAUER_BIT[trump])


def remaining_players_after_me(obs: Observation) -> int:
    return len(obs.hand_sizes) - len(obs.trick) - 1


def first_lead_suits(obs: Observation, seat: int) -> list[int]:
    """Suits ``seat`` led to a trick this hand (a lead shows strength), in order."""
    return [cards[0] // N_RANKS for leader, cards, _ in obs.tricks if leader == seat]


def first_discard_suits(obs: Observation, seat: int) -> list[int]:
    """Suits ``seat`` threw away when he could not follow (a low discard says: not this suit)."""
    out = []
    for leader, cards, _ in obs.tricks:
        led = cards[0] // N_RANKS
        for i, c in enumerate(cards):
            if (leader + obs.step * i) % len(obs.hand_sizes) == seat and i > 0:
                if c // N_RANKS != led and (obs.mode is None or obs.mode >= 4 or c // N_RANKS != obs.mode):
                    out.append(c // N_RANKS)
    return out

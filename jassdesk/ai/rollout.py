"""The rollout policy of the Expert's simulations: fast, plausible play on bare masks.

A uniformly random rollout undervalues good cards (partners throw points
away, nobody takes a rich trick), so the Expert simulates with a cheap greedy
policy instead: take a trick worth taking with the weakest winning card, give
points to a partner who is winning, otherwise throw the cheapest card.  A
little randomness keeps the simulations from being one fixed line.  Each game
plays its hands with this policy in its own rollout module
(:mod:`~jassdesk.ai.schieber_rollout`, :mod:`~jassdesk.ai.schmaus_rollout`);
legality always comes from :mod:`jassdesk.engine.card_play`.
"""

from __future__ import annotations

from jassdesk.engine.cards import N_RANKS
from jassdesk.engine.modes import POINTS, STRENGTH
from jassdesk.engine.playout import random_card



def greedy_choice(legal: int, trick: list[int], leader_side_winning: bool, keys, points, strength,
                   rnd, last_to_play: bool, explore: float) -> int:
    """The policy's card: take a trick worth taking cheaply, feed a winning partner, else throw the cheapest."""
    if legal & (legal - 1) == 0:
        return legal.bit_length() - 1
    if not trick:
        return random_card(legal, rnd)
    best_key = max(keys[c] for c in trick)
    trick_pts = 0
    for c in trick:
        trick_pts += points[c]
    return follow_choice(legal, leader_side_winning, best_key, trick_pts, keys, points, strength, rnd,
                         last_to_play, explore)


def follow_choice(legal: int, side_winning: bool, best_key: int, trick_pts: int, keys, points, strength,
                  rnd, last_to_play: bool, explore: float) -> int:
    """:func:`greedy_choice` onto a begun trick whose winning key and points the caller keeps as it goes
    (the rollouts' most frequent call: they need not be summed again for every card)."""
    if legal & (legal - 1) == 0:
        return legal.bit_length() - 1
    if rnd() < explore:
        return random_card(legal, rnd)
    cheapest = -1
    cheapest_val = 1000
    richest = -1
    richest_val = -1_000_000
    weakest_win = -1
    weakest_win_str = 1000
    m = legal
    while m:
        low = m & -m
        c = low.bit_length() - 1
        m ^= low
        p = points[c]
        s = strength[c]
        v = p * 16 + s
        if v < cheapest_val:
            cheapest, cheapest_val = c, v
        if p * 16 - s > richest_val:
            richest, richest_val = c, p * 16 - s
        if keys[c] > best_key and s < weakest_win_str:
            weakest_win, weakest_win_str = c, s
    if side_winning:
        return richest if last_to_play else cheapest
    if weakest_win >= 0 and (trick_pts + points[weakest_win] >= 10 or last_to_play):
        return weakest_win
    return cheapest


# -- the Schieber card search's rules on top (docs/ai.md "A better rollout policy"; schieber.ROLLOUT_POLICY) ------
#
# What each seat of a rollout knows here is what a player knows: his own hand, the cards on the table and
# the cards gone (``others``: the cards the other seats still hold, together, not who holds which).  Each rule
# keeps the policy's random card first (``explore``), so the rollouts stay as varied as before.

SURE_LEADS = 1  # lead the master trump while trumps are out, else a master of a side suit, else a cheap card
SAFE_SMEAR = 2  # onto a partner's trick no one can take any more, the richest card he need not keep

_SUITS = tuple(((1 << N_RANKS) - 1) << (s * N_RANKS) for s in range(4))


def _stronger_in_suit(strength) -> tuple[int, ...]:
    return tuple(sum(1 << o for o in range(4 * N_RANKS) if o // N_RANKS == c // N_RANKS and strength[o] > strength[c])
                 for c in range(4 * N_RANKS))


#: STRONGER[trick mode][card]: the cards of the card's suit that rank above it (mask)
STRONGER: tuple[tuple[int, ...], ...] = tuple(_stronger_in_suit(s) for s in STRENGTH)


def lead_choice(hand: int, others: int, trump: int, tm: int, rnd, explore: float) -> int:
    """:data:`SURE_LEADS`: the master trump while the others hold trumps; else the richest master of a side suit
    the others still hold; else the cheapest card of a side suit (the longest of equals), as a club player
    leads.  ``trump`` is -1 without one; ``hand`` is the legal cards (any card may be led)."""
    if hand & (hand - 1) == 0:
        return hand.bit_length() - 1
    if rnd() < explore:
        return random_card(hand, rnd)
    points, strength, stronger = POINTS[tm], STRENGTH[tm], STRONGER[tm]
    trumps = _SUITS[trump] if trump >= 0 else 0
    if hand & trumps and others & trumps:
        best = -1
        m = hand & trumps
        while m:
            low = m & -m
            m ^= low
            c = low.bit_length() - 1
            if best < 0 or strength[c] > strength[best]:
                best = c
        if not others & stronger[best]:
            return best
    master = -1
    cheap = -1
    cheap_key = (0, 0, 0)
    plain = hand & ~trumps or hand
    m = hand
    while m:
        low = m & -m
        m ^= low
        c = low.bit_length() - 1
        suit = _SUITS[c // N_RANKS]
        if not low & trumps and others & suit and not others & stronger[c]:
            if master < 0 or (points[c], strength[c]) > (points[master], strength[master]):
                master = c
        if low & plain:
            key = (points[c], -(hand & suit).bit_count(), strength[c])
            if cheap < 0 or key < cheap_key:
                cheap, cheap_key = c, key
    return master if master >= 0 else cheap


def smear_choice(legal: int, others: int, trump: int, winner: int, last: bool, tm: int, rnd, explore: float) -> int:
    """:data:`SAFE_SMEAR`: the card onto a trick the partner is taking with ``winner``.  Where no one after can
    take it (the last to play, or ``winner`` a master that no trump of the others can ruff), the richest card
    but the top three trumps and, with more than three legal cards, a master worth 11 or more (the Medium's
    schmieren); else the cheapest, as the greedy policy plays."""
    if legal & (legal - 1) == 0:
        return legal.bit_length() - 1
    if rnd() < explore:
        return random_card(legal, rnd)
    points, strength, stronger = POINTS[tm], STRENGTH[tm], STRONGER[tm]
    trumps = _SUITS[trump] if trump >= 0 else 0
    safe = last or (not others & stronger[winner] and (not trumps or (1 << winner) & trumps or not others & trumps))
    many = legal.bit_count() > 3
    best = -1
    m = legal
    if safe:
        for keep_back in (True, False):  # the cards worth keeping only where nothing else is legal
            m = legal
            while m:
                low = m & -m
                m ^= low
                c = low.bit_length() - 1
                if keep_back and ((low & trumps and strength[c] >= 106)
                                  or (many and points[c] >= 11 and not others & stronger[c])):
                    continue
                if best < 0 or (points[c], -strength[c]) > (points[best], -strength[best]):
                    best = c
            if best >= 0:
                return best
    cheapest_val = 1000
    while m:
        low = m & -m
        m ^= low
        c = low.bit_length() - 1
        v = points[c] * 16 + strength[c]
        if v < cheapest_val:
            best, cheapest_val = c, v
    return best

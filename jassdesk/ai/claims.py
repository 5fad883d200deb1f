"""The facts a hint's reason claims, each read from the observation alone.

A reason may only say what holds for every card the others could still hold
(see :func:`possible_cards`): "nobody can beat it", "your partner takes this
trick for sure", "the opponents may still have trumps".  The explanations
(:mod:`jassdesk.ai.explain`) choose their sentence from these facts, and the
tests check each fact against the position by brute force.
"""

from __future__ import annotations

from jassdesk.engine.cards import N_RANKS, SUIT_MASKS, Rank, cards_in
from jassdesk.engine.modes import POINTS, STRENGTH, WIN_KEY
from jassdesk.engine.observe import Observation

from . import knowledge


def possible_cards(obs: Observation, seat: int) -> int:
    """Cards ``seat`` may hold as far as ``obs.seat`` knows: its known cards and the unseen ones it is not void in."""
    if seat == obs.seat:
        return obs.hand
    return obs.known[seat] | (obs.unseen & ~obs.voids[seat])


def seats_after_me(obs: Observation) -> list[int]:
    """The seats still to play to the trick in progress after ``obs.seat``."""
    n = len(obs.hand_sizes)
    return [(obs.seat + obs.step * i) % n for i in range(1, n - len(obs.trick))]


def opponents_after_me(obs: Observation) -> list[int]:
    return [s for s in seats_after_me(obs) if not knowledge.same_side(obs, s, obs.seat)]


def led_suit(obs: Observation, card: int) -> int:
    return obs.trick[0] // N_RANKS if obs.trick else card // N_RANKS


def wins_now(obs: Observation, card: int) -> bool:
    """Would ``card`` take the trick as it stands (a lead always does)?"""
    if not obs.trick:
        return True
    keys = WIN_KEY[obs.trick_mode][obs.trick[0] // N_RANKS]
    return keys[card] > max(keys[c] for c in obs.trick)


def winner_after(obs: Observation, card: int) -> tuple[int, int]:
    """(seat, card) taking the trick once ``card`` is added to it."""
    cards = list(obs.trick) + [card]
    keys = WIN_KEY[obs.trick_mode][cards[0] // N_RANKS]
    best = max(range(len(cards)), key=lambda i: keys[cards[i]])
    return knowledge.seat_of_trick_card(obs, best), cards[best]


def safe_after(obs: Observation, card: int) -> bool:
    """With ``card`` played, does the trick stay with its winner whatever the opponents after me hold?"""
    seat, top = winner_after(obs, card)
    if not knowledge.same_side(obs, seat, obs.seat):
        return False
    keys = WIN_KEY[obs.trick_mode][led_suit(obs, card)]
    return all(keys[c] < keys[top] for s in opponents_after_me(obs) for c in cards_in(possible_cards(obs, s)))


def partner_winning(obs: Observation) -> bool:
    winner = knowledge.trick_winner_so_far(obs)
    return winner is not None and winner[0] != obs.seat and knowledge.same_side(obs, winner[0], obs.seat)


def can_follow(obs: Observation) -> bool:
    return bool(obs.trick) and bool(obs.hand & SUIT_MASKS[obs.trick[0] // N_RANKS])


def master(obs: Observation, card: int) -> bool:
    """Led now, no card outside my hand and not yet played could take ``card`` (trumps included)."""
    keys = WIN_KEY[obs.trick_mode][card // N_RANKS]
    return all(keys[c] < keys[card] for c in cards_in(knowledge.others_cards(obs)))


def top_of_suit(obs: Observation, card: int) -> bool:
    """No card of ``card``'s suit outside my hand and not yet played ranks above it."""
    return knowledge.beats_all_outstanding(obs, card)


def is_trump(obs: Observation, card: int) -> bool:
    return obs.mode is not None and obs.mode < 4 and card // N_RANKS == obs.mode


def opponents_may_hold_trumps(obs: Observation) -> bool:
    if obs.mode is None or obs.mode >= 4:
        return False
    trumps = SUIT_MASKS[int(obs.mode)]
    opponents = [s for s in range(len(obs.hand_sizes)) if not knowledge.same_side(obs, s, obs.seat)]
    return any(possible_cards(obs, s) & trumps for s in opponents) or bool(
        obs.stock_size and knowledge.others_cards(obs) & trumps)


def bauer_and_nell(obs: Observation) -> list[int]:
    """The Bauer and the Nell in my hand (trump games only)."""
    if obs.mode is None or obs.mode >= 4:
        return []
    trump = int(obs.mode)
    return [trump * N_RANKS + r for r in (Rank.UNDER, Rank.NINE) if obs.hand >> (trump * N_RANKS + r) & 1]


def declarer(obs: Observation) -> int | None:
    """The seat that chose this hand's trump, as the engine tells it (:attr:`Observation.declarer`); None in
    a game where nobody chooses (Schmaus, Differenzler: the turned card makes trump)."""
    return obs.declarer if obs.declarer >= 0 else None


def is_defender(obs: Observation) -> bool:
    """Did the other side choose trump (so this seat's side defends)?"""
    chooser = declarer(obs)
    return chooser is not None and not knowledge.same_side(obs, chooser, obs.seat)


def partner_declared(obs: Observation) -> bool:
    chooser = declarer(obs)
    return chooser is not None and chooser != obs.seat and knowledge.same_side(obs, chooser, obs.seat)


# the trumps a teacher names when he counts them: Bauer, Nell, As (in that order)
BIG_TRUMP_RANKS = (Rank.UNDER, Rank.NINE, Rank.AS)


def trumps_not_seen(obs: Observation) -> list[int]:
    """The trumps neither played nor in my hand (the ones a player counts as still out)."""
    return cards_in(knowledge.trumps_out(obs))


def big_trumps_not_seen(obs: Observation) -> list[int]:
    """Bauer, Nell and As of trump among the trumps still out."""
    if obs.mode is None or obs.mode >= 4:
        return []
    out = knowledge.trumps_out(obs)
    return [c for c in (int(obs.mode) * N_RANKS + r for r in BIG_TRUMP_RANKS) if out >> c & 1]


def may_hold_suit(obs: Observation, seat: int, suit: int) -> bool:
    """Can ``seat`` still hold a card of ``suit`` (not void in it, and such a card is still out)?"""
    return bool(possible_cards(obs, seat) & SUIT_MASKS[suit])


def highest_out(obs: Observation, card: int) -> int | None:
    """The strongest card of ``card``'s suit still out that ranks above it, or None (then it is master)."""
    stronger = knowledge.others_cards(obs) & knowledge.STRONGER_IN_SUIT[obs.trick_mode][card]
    if not stronger:
        return None
    strength = STRENGTH[obs.trick_mode]
    return max(cards_in(stronger), key=lambda c: strength[c])


def suit_length(hand: int, suit: int) -> int:
    return (hand & SUIT_MASKS[suit]).bit_count()


def points(obs: Observation, card: int) -> int:
    return POINTS[obs.trick_mode][card]


# -- Schmaus: the stock phase and the end phase
# While the stock lasts nobody must follow suit, so suit length and voids mean nothing yet; once it is empty
# every card outside my hand is in the opponent's, and he must follow (else trump; the Bauer never forced).


def stock_tricks_left(obs: Observation) -> int:
    """Schmaus: tricks still played while the stock lasts, the one in progress included (0: the end phase)."""
    return obs.stock_size // 2


def opponent_trumps_known(obs: Observation) -> int:
    """Schmaus end phase: the trumps the opponent holds (every card not mine and not played is his)."""
    if obs.stock_size or obs.mode is None or obs.mode >= 4:
        return 0
    return knowledge.others_cards(obs) & SUIT_MASKS[int(obs.mode)]


def winners_in_hand(obs: Observation, cards: list[int]) -> list[int]:
    """Those of ``cards`` that would take the trick in progress (as second player in Schmaus: for sure)."""
    return [c for c in cards if wins_now(obs, c)]


def higher_of_suit_out(obs: Observation, card: int) -> bool:
    """A higher card of ``card``'s suit is neither mine nor played (the opponent or the stock holds it)."""
    return not top_of_suit(obs, card)

"""Exact solvers for positions of perfect information.

Schmaus after the stock is used up: each player knows the other's hand (every
other card has been played or seen), so the rest of the hand is a two-player
game of perfect information.  :func:`solve_schmaus_endgame` computes its
minimax value exactly, match bonus included, by memoized search over
(hands, leader, who can still make the match): at most C(18, 9) = 48,620 pairs
of hands exist, so the table stays small.

Schieber: :func:`solve_schieber_tricks` solves the last tricks of one sampled
world exactly (double dummy) for the Expert.
"""

from __future__ import annotations

from functools import lru_cache

from jassdesk.engine.card_play import SchieberFlags, schieber_legal, schmaus_legal
from jassdesk.engine.cards import N_RANKS
from jassdesk.engine.modes import LAST_TRICK_BONUS, POINTS, TRICK_MODES, WIN_KEY, trick_winner_index

NO_MATCH = 2  # neither player can still take every trick after the stock


def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def solve_schmaus_endgame(hands: tuple[int, int], trump: int, leader: int, trick: tuple[int, ...],
                          match_owner: int | None, match_bonus: int) -> tuple[int, dict[int, int]]:
    """Exact value of a Schmaus end game for seat 0 (its points minus seat 1's, from now on).

    ``match_owner`` is the seat that has taken every trick since the stock
    ran out (None if both have taken one, or none was played yet: pass
    ``-1`` for "no trick after the stock yet").  Returns the value and, for
    the player to move, the value of each of his legal cards.
    """
    points = POINTS[trump]
    win_key = WIN_KEY[trump]

    @lru_cache(maxsize=None)
    def start(h0: int, h1: int, lead: int, owner: int) -> int:
        if not h0 and not h1:
            if owner in (0, 1) and match_bonus:
                return match_bonus if owner == 0 else -match_bonus
            return 0
        best = None
        lead_hand = h0 if lead == 0 else h1
        for c in _bits(lead_hand):
            v = reply(h0, h1, lead, owner, c)
            if best is None or (v > best if lead == 0 else v < best):
                best = v
        return best  # type: ignore[return-value]

    @lru_cache(maxsize=None)
    def reply(h0: int, h1: int, lead: int, owner: int, card: int) -> int:
        follower = 1 - lead
        if lead == 0:
            h0 &= ~(1 << card)
        else:
            h1 &= ~(1 << card)
        f_hand = h1 if follower == 1 else h0
        keys = win_key[card // N_RANKS]
        best = None
        for r in _bits(schmaus_legal(f_hand, (card,), trump, 0)):
            winner = lead if keys[card] >= keys[r] else follower
            pts = points[card] + points[r]
            n0, n1 = (h0, h1 & ~(1 << r)) if follower == 1 else (h0 & ~(1 << r), h1)
            if not n0 and not n1:
                pts += LAST_TRICK_BONUS
            new_owner = owner
            if owner == -1:
                new_owner = winner
            elif owner != winner:
                new_owner = NO_MATCH
            v = (pts if winner == 0 else -pts) + start(n0, n1, winner, new_owner)
            if best is None or (v < best if follower == 1 else v > best):
                best = v
        return best  # type: ignore[return-value]

    owner = -1 if match_owner is None else match_owner
    to_move = leader if not trick else 1 - leader
    if not trick:
        per_card = {c: reply(hands[0], hands[1], leader, owner, c) for c in _bits(hands[leader])}
        value = max(per_card.values()) if leader == 0 else min(per_card.values())
        return value, per_card
    # the leader's card is on the table: evaluate each reply
    card = trick[0]
    h0, h1 = hands
    keys = win_key[card // N_RANKS]
    f_hand = hands[to_move]
    per_card = {}
    for r in _bits(schmaus_legal(f_hand, (card,), trump, 0)):
        winner = leader if keys[card] >= keys[r] else to_move
        pts = points[card] + points[r]
        n0, n1 = (h0, h1 & ~(1 << r)) if to_move == 1 else (h0 & ~(1 << r), h1)
        if not n0 and not n1:
            pts += LAST_TRICK_BONUS
        new_owner = winner if owner == -1 else (owner if owner == winner else NO_MATCH)
        per_card[r] = (pts if winner == 0 else -pts) + start(n0, n1, winner, new_owner)
    value = max(per_card.values()) if to_move == 0 else min(per_card.values())
    return value, per_card


# the four seats in play order from each leader, for either direction of play (``step``)
_PLAY_ORDERS = {step: tuple(tuple((lead + step * i) % 4 for i in range(4)) for lead in range(4)) for step in (1, -1)}


def solve_schieber_tricks(hands: list[int], mode: int, leader: int, trick: tuple[int, ...], tricks_left: int,
                          flags: SchieberFlags, step: int, side: int) -> int:
    """Double-dummy value (``side``'s card points minus the other side's) of the rest of a Schieber hand.

    Alpha-beta over the remaining cards; meant for the last two or three
    tricks of a sampled world, where it is cheap.  Slalom and Guschti tricks are ranked and scored by
    their own direction (the trick ``9 - left`` of the hand).  The last trick needs no search: each
    player holds one card, which he must play; it is scored outright, the solver's most frequent step.
    """
    trick_modes = TRICK_MODES[mode]
    hands = list(hands)
    last_points = POINTS[trick_modes[8]]
    last_keys = WIN_KEY[trick_modes[8]]
    orders = _PLAY_ORDERS[step]

    def last_trick(leader: int) -> int:
        s0, s1, s2, s3 = orders[leader]
        c0 = hands[s0].bit_length() - 1
        c1 = hands[s1].bit_length() - 1
        c2 = hands[s2].bit_length() - 1
        c3 = hands[s3].bit_length() - 1
        keys = last_keys[c0 // N_RANKS]
        winner, best = s0, keys[c0]
        if keys[c1] > best:
            winner, best = s1, keys[c1]
        if keys[c2] > best:
            winner, best = s2, keys[c2]
        if keys[c3] > best:
            winner = s3
        pts = last_points[c0] + last_points[c1] + last_points[c2] + last_points[c3] + LAST_TRICK_BONUS
        return pts if winner % 2 == side else -pts

    def search(leader: int, trick: list[int], seat: int, alpha: int, beta: int, left: int) -> int:
        if len(trick) == 4:
            tm = trick_modes[9 - left]
            points = POINTS[tm]
            winner = (leader + step * trick_winner_index(tm, trick)) % 4
            pts = points[trick[0]] + points[trick[1]] + points[trick[2]] + points[trick[3]]
            if left == 1:
                return (pts + LAST_TRICK_BONUS) if winner % 2 == side else -(pts + LAST_TRICK_BONUS)
            gain = pts if winner % 2 == side else -pts
            if left == 2:
                return gain + last_trick(winner)
            return gain + search(winner, [], winner, alpha - gain, beta - gain, left - 1)
        maximizing = seat % 2 == side
        value = -10_000 if maximizing else 10_000
        following = (seat + step) % 4
        hand = hands[seat]
        m = schieber_legal(hand, trick, mode, flags)
        while m:  # the legal cards, highest first: a suit's strong cards before its weak ones cut sooner
            c = m.bit_length() - 1
            bit = 1 << c
            m ^= bit
            hands[seat] = hand ^ bit
            trick.append(c)
            v = search(leader, trick, following, alpha, beta, left)
            trick.pop()
            if maximizing:
                if v > value:
                    value = v
                    if value > alpha:
                        alpha = value
            elif v < value:
                value = v
                if value < beta:
                    beta = value
            if alpha >= beta:
                break
        hands[seat] = hand
        return value

    if not trick and tricks_left == 1:
        return last_trick(leader)
    seat = (leader + step * len(trick)) % 4
    return search(leader, list(trick), seat, -10_000, 10_000, tricks_left)

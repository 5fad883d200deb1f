"""Exact solvers for positions of perfect information.

Schmaus after the stock is used up: each player knows the other's hand (every
other card has been played or seen), so the rest of the hand is a two-player
game of perfect information.  :func:`solve_schmaus_endgame` computes its
minimax value exactly, match bonus included, by memoized search over
(hands, leader, who can still make the match): at most C(18, 9) = 48,620 pairs
of hands exist, so the table stays small.

Schieber: :func:`solve_schieber_tricks` solves the last tricks of one sampled
world exactly (double dummy) for the Expert.  :class:`SchieberEndgame` solves
the last four tricks of a world for the review (every card of a decision, the
match included, a table of the positions met at the start of a trick shared
by the cards and the worlds of one decision) and gives its principal
variation, the line a Mistake's better card would have led to.  :func:`exact_card_values` is the
general four-seat search the school's puzzles ask (each card valued by a score of the tricks and points
one side takes, e.g. a trick count or the distance to a Differenzler bid).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Callable

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


OPEN_MATCH = 2  # ``alive`` before any trick: either side may still take every trick
NO_MATCH_SIDE = -1  # both sides have taken a trick: nobody can make the match


def match_alive(winner_sides: list[int]) -> int:
    """Which side can still take every trick of the hand, from the sides that took the tricks so far."""
    if not winner_sides:
        return OPEN_MATCH
    return winner_sides[0] if all(s == winner_sides[0] for s in winner_sides) else NO_MATCH_SIDE


class SchieberEndgame:
    """Exact values of the last tricks of one Schieber-like world (double dummy), match bonus included.

    The review's endgame: in the last four tricks every card of a decision is valued by this solver in
    each sampled world, instead of the rollout.  The value, for ``side``, adds the card points its side
    takes and subtracts ``against`` times those the other side takes (1: the difference, as Schieber
    counts; 0: the side's own points, as Coiffeur's choosing team counts), plus ``match_values[s]`` when
    side ``s`` takes every trick of the hand (``alive`` says who still can).  Positions at the start of a
    trick are remembered (``table``), so that the cards of one decision and the worlds that share their
    last tricks are solved once; an object serves one decision (one mode, side and objective).
    """

    def __init__(self, mode: int, flags: SchieberFlags, step: int, side: int, against: int = 1,
                 match_values: tuple[int, int] = (0, 0)) -> None:
        self.mode = mode
        self.flags = flags
        self.step = step
        self.side = side
        self.against = against
        self.match_values = match_values
        self.trick_modes = TRICK_MODES[mode]
        self.orders = _PLAY_ORDERS[step]
        self.table: dict[tuple[int, ...], int] = {}

    def card_values(self, hands: list[int], leader: int, trick: tuple[int, ...], cards: list[int],
                    alive: int) -> dict[int, int]:
        """Each of ``cards`` (the player to move's, legal now) valued exactly: the rest of the hand played
        perfectly by every seat after it."""
        seat = (leader + self.step * len(trick)) % 4
        out = {}
        for c in cards:
            rest = list(hands)
            rest[seat] &= ~(1 << c)
            out[c] = self._in_trick(rest, leader, list(trick) + [c], (seat + self.step) % 4, -10_000, 10_000, alive)
        return out

    def line(self, hands: list[int], leader: int, trick: tuple[int, ...], alive: int,
             to_side: Callable[[int], int]) -> list[int]:
        """The principal variation from here to the end: every card chosen as the best for its player's side
        (``to_side(seat)``: the side of a seat; the value is read from ``side``'s point of view)."""
        hands, trick, played = list(hands), list(trick), []
        while True:
            if len(trick) == 4:
                left = sum(h.bit_count() for h in hands) // 4 + 1
                tm = self.trick_modes[9 - left]
                winner = (leader + self.step * trick_winner_index(tm, trick)) % 4
                alive = self._alive_after(alive, winner % 2)
                leader, trick = winner, []
            if not any(hands):
                break
            seat = (leader + self.step * len(trick)) % 4
            legal = _bits(schieber_legal(hands[seat], trick, self.mode, self.flags))
            values = self.card_values(hands, leader, tuple(trick), legal, alive)
            mine = to_side(seat) == self.side
            card = max(legal, key=lambda c: (values[c] if mine else -values[c], -c))
            played.append(card)
            hands[seat] &= ~(1 << card)
            trick.append(card)
        return played

    @staticmethod
    def _alive_after(alive: int, winner_side: int) -> int:
        if alive == OPEN_MATCH:
            return winner_side
        return alive if alive == winner_side else NO_MATCH_SIDE

    def _trick_start(self, hands: list[int], leader: int, alive: int, alpha: int, beta: int) -> int:
        """The value of the position as a trick begins, within (alpha, beta): remembered as the bounds found."""
        key = (hands[0], hands[1], hands[2], hands[3], leader, alive)
        low, high = self.table.get(key, (-10_000, 10_000))
        if low == high or low >= beta:
            return low
        if high <= alpha:
            return high
        a, b = max(alpha, low), min(beta, high)
        if hands[0].bit_count() == 1:
            value = self._last_trick(hands, leader, alive)
            self.table[key] = (value, value)
            return value
        value = self._in_trick(hands, leader, [], leader, a, b, alive)
        if value <= a:
            high = value
        elif value >= b:
            low = value
        else:
            low = high = value
        self.table[key] = (low, high)
        return value

    def _last_trick(self, hands: list[int], leader: int, alive: int) -> int:
        """The last trick needs no search: each player plays his one card."""
        tm = self.trick_modes[8]
        cards = [hands[s].bit_length() - 1 for s in self.orders[leader]]
        winner = self.orders[leader][trick_winner_index(tm, cards)]
        points = POINTS[tm]
        pts = points[cards[0]] + points[cards[1]] + points[cards[2]] + points[cards[3]] + LAST_TRICK_BONUS
        alive = self._alive_after(alive, winner % 2)
        gain = pts if winner % 2 == self.side else -self.against * pts
        return gain + (self.match_values[alive] if alive in (0, 1) else 0)

    def _in_trick(self, hands: list[int], leader: int, trick: list[int], seat: int, alpha: int, beta: int,
                  alive: int) -> int:
        if len(trick) == 4:
            left = sum(h.bit_count() for h in hands) // 4 + 1  # tricks left, this one counted
            tm = self.trick_modes[9 - left]
            points = POINTS[tm]
            winner = (leader + self.step * trick_winner_index(tm, trick)) % 4
            pts = points[trick[0]] + points[trick[1]] + points[trick[2]] + points[trick[3]]
            if left == 1:
                pts += LAST_TRICK_BONUS
            gain = pts if winner % 2 == self.side else -self.against * pts
            alive = self._alive_after(alive, winner % 2)
            if left == 1:
                return gain + (self.match_values[alive] if alive in (0, 1) else 0)
            return gain + self._trick_start(hands, winner, alive, alpha - gain, beta - gain)
        maximizing = seat % 2 == self.side
        value = -10_000 if maximizing else 10_000
        hand = hands[seat]
        m = schieber_legal(hand, trick, self.mode, self.flags)
        following = (seat + self.step) % 4
        while m:  # highest first, as the Expert's solver
            c = m.bit_length() - 1
            bit = 1 << c
            m ^= bit
            hands[seat] = hand ^ bit
            trick.append(c)
            v = self._in_trick(hands, leader, trick, following, alpha, beta, alive)
            trick.pop()
            if maximizing:
                if v > value:
                    value = v
                    alpha = max(alpha, value)
            elif v < value:
                value = v
                beta = min(beta, value)
            if alpha >= beta:
                break
        hands[seat] = hand
        return value


def exact_card_values(hands: list[int], leader: int, trick: tuple[int, ...], mode: int, flags: SchieberFlags,
                      step: int, mine: Callable[[int], bool], leaf: Callable[[int, int], int]) -> dict[int, int]:
    """Each legal card of the player to move, valued by perfect play of every seat after it (four seats).

    ``mine(seat)``: does the seat play for the person (maximizes)?  ``leaf(tricks, points)``: the person's
    score at the end of the hand from the tricks his side takes and the points ``mine`` seats take from
    here on.  Positions at the start of a trick are remembered with what was taken so far.
    """
    table: dict[tuple[int, ...], int] = {}

    def close(hands: list[int], leader: int, trick: list[int], tricks: int, pts: int) -> int:
        left = sum(h.bit_count() for h in hands) // 4 + 1
        tm = TRICK_MODES[mode][9 - left]
        winner = (leader + step * trick_winner_index(tm, trick)) % 4
        gain = sum(POINTS[tm][c] for c in trick) + (LAST_TRICK_BONUS if left == 1 else 0)
        if mine(winner):
            tricks, pts = tricks + 1, pts + gain
        if left == 1:
            return leaf(tricks, pts)
        key = (*hands, winner, tricks, pts)
        if key not in table:
            table[key] = play(hands, winner, [], tricks, pts)
        return table[key]

    def play(hands: list[int], leader: int, trick: list[int], tricks: int, pts: int) -> int:
        if len(trick) == 4:
            return close(hands, leader, trick, tricks, pts)
        seat = (leader + step * len(trick)) % 4
        values = [after(hands, leader, trick, seat, c, tricks, pts) for c in _legal(hands, seat, trick)]
        return max(values) if mine(seat) else min(values)

    def after(hands: list[int], leader: int, trick: list[int], seat: int, card: int, tricks: int, pts: int) -> int:
        rest = list(hands)
        rest[seat] &= ~(1 << card)
        return play(rest, leader, trick + [card], tricks, pts)

    def _legal(hands: list[int], seat: int, trick: list[int]) -> list[int]:
        return _bits(schieber_legal(hands[seat], trick, mode, flags))

    seat = (leader + step * len(trick)) % 4
    return {c: after(list(hands), leader, list(trick), seat, c, 0, 0) for c in _legal(list(hands), seat, list(trick))}

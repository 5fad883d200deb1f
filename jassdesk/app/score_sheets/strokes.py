"""The chalk arithmetic of the Jasstafel: written points as strokes on a slate, hand by hand.  No Qt.

Each party's half of the board holds a big Z, read top to bottom:

* the upper bar takes the **hundreds**, one upright stroke each (the fifth drawn slanting across the
  four before it: a bundle of 500);
* the diagonal takes the **fifties**, one slanted stroke each (the second crosses the first: an X of 100);
* the lower bar takes the **twenties**, one upright stroke each (the fifth across the four: 100);
* what is left, always under 20, is the **rest**, written as a number at the right of the half.

Strokes are never wiped: whatever a party writes (a hand's points, a Weis, Stöck) is added to its rest,
the sum is split into as many hundreds, then fifties, then twenties as it holds, those strokes are added,
and the rest is wiped and written anew (:meth:`Board.write`).  So a board is the history of its writes,
not only its total: two fifties may stand where another order of writes would have put a hundred, and
the value read off the board, ``100 * hundreds + 50 * fifties + 20 * twenties + rest``, is always the
total written.  docs/playing.md "The Jasstafel as a chalk board" gives the sources and the variants.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable, Mapping, Sequence

#: what one stroke on each line of the Z is worth, top to bottom
HUNDRED, FIFTY, TWENTY = 100, 50, 20
#: upright strokes are bundled by five (four and one across them)
BUNDLE = 5


@dataclass(frozen=True)
class Board:
    """One party's half of the board: the strokes on each line of the Z and the rest beside it."""

    hundreds: int = 0
    fifties: int = 0
    twenties: int = 0
    rest: int = 0

    @property
    def value(self) -> int:
        """The total the half shows, as a person reads it off the board."""
        return HUNDRED * self.hundreds + FIFTY * self.fifties + TWENTY * self.twenties + self.rest

    def write(self, points: int) -> Board:
        """The half after ``points`` more are written: rest and points together give their hundreds, then
        their fifty, then their twenties as new strokes; what is left under 20 is the new rest."""
        if isinstance(points, bool) or not isinstance(points, int) or points < 0:
            raise ValueError(f"points written on a Jasstafel are a whole number >= 0, not {points!r}")
        split = strokes_of(self.rest + points)
        return Board(self.hundreds + split.hundreds, self.fifties + split.fifties,
                     self.twenties + split.twenties, split.rest)


def strokes_of(total: int) -> Board:
    """``total`` written at once on a clean half: as many hundreds as it holds, then at most one fifty, at
    most two twenties, and the rest under 20 (157 -> one hundred, one fifty, rest 7)."""
    if isinstance(total, bool) or not isinstance(total, int) or total < 0:
        raise ValueError(f"a Jasstafel total is a whole number >= 0, not {total!r}")
    hundreds, below = divmod(total, HUNDRED)
    fifties, below = divmod(below, FIFTY)
    twenties, rest = divmod(below, TWENTY)
    return Board(hundreds, fifties, twenties, rest)


def boards_by_write(writes: Iterable[int]) -> list[Board]:
    """The half after each of ``writes`` in turn, from a clean board (an empty list for no writes)."""
    boards, board = [], Board()
    for points in writes:
        board = board.write(points)
        boards.append(board)
    return boards


def board_after(writes: Iterable[int]) -> Board:
    """The half once every one of ``writes`` is on it, in order."""
    board = Board()
    for points in writes:
        board = board.write(points)
    return board


def hand_writes(result: Any, side: int, shown: Sequence[int] | None = None) -> tuple[int, ...]:
    """What ``side`` writes for one scored hand (a ``HandResult``), in the order a Beiz writes it: the Weis
    and Stöck as they were shown during the hand, then the rest of the hand's points (cards, match) when
    it is counted; everything times the hand's multiplier, adding up to ``result.written[side]``.

    ``shown`` is how the Weis and Stöck were written while the hand was played (each write, e.g. 20 and
    20 for two Weis of Schmaus): used when it adds up to the hand's Weis and Stöck, else (a hand not seen
    being played, as after a restart) they are one write.  A part of 0 is not written."""
    mult = max(1, result.multiplier)
    written = result.written[side]
    early = min(written, (result.weis[side] + result.stoeck[side]) * mult)
    if shown and sum(shown) == early and all(p > 0 for p in shown):
        parts = tuple(shown)
    else:
        parts = (early,) if early > 0 else ()
    return parts + ((written - early,) if written > early else ())


def side_writes(results: Sequence[Any], side: int, current: Sequence[int] = (),
                shown: Mapping[int, Sequence[int]] | None = None) -> list[int]:
    """Every write of ``side`` on the board: each scored hand's (:func:`hand_writes`, with ``shown`` by the
    hand's line on the sheet, 0 the first: how its Weis and Stöck were written), then ``current``, what
    the hand in progress has written so far (its Weis and Stöck, write by write).  Those writes are the
    first of the hand's once it is scored, so no stroke is wiped when a hand ends."""
    shown = shown or {}
    writes = [p for line, r in enumerate(results) for p in hand_writes(r, side, shown.get(line))]
    writes.extend(p for p in current if p > 0)
    return writes


def follow_writes(writes: Sequence[int], written: int) -> list[int]:
    """The writes of a hand in progress once ``written`` points stand in it: a new write for what came
    in since ``writes`` (a Weis, Stöck), or, if the hand holds less than they add up to (it was taken
    back), the points now written as one write."""
    before = sum(writes)
    if written >= before:
        return list(writes) + ([written - before] if written > before else [])
    return [written] if written > 0 else []


def chooser_side(dealer: int) -> int:
    """The side that chose the mode of a Schieber hand dealt by ``dealer``: the Vorhand's (or his partner's
    when he pushed), the seat beside the dealer, whichever way the play turns: the other side."""
    return (dealer + 1) % 2


def match_marks(results: Sequence[Any], side: int, chooses_mode: bool) -> list[str]:
    """The Match marks of ``side``, in the order made: "match" for each hand in which it took the match
    bonus, "kontermatch" when that was a hand the other side had chosen (only where a side chooses the
    mode, ``chooses_mode``; a turned trump, as in Schmaus, has no Kontermatch)."""
    marks = []
    for r in results:
        if side < len(r.match) and r.match[side] > 0:
            konter = chooses_mode and r.dealer >= 0 and chooser_side(r.dealer) != side
            marks.append("kontermatch" if konter else "match")
    return marks


def bundles(count: int) -> list[int]:
    """``count`` upright strokes in bundles of five, left to right: [5, 5, 2] for 12."""
    full, left = divmod(count, BUNDLE)
    return [BUNDLE] * full + ([left] if left else [])

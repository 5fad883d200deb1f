"""What a hand scored, side by side, in the order it is written: Stöck, Weis, tricks."""

from __future__ import annotations

from dataclasses import dataclass

from .modes import Mode


@dataclass(frozen=True)
class HandResult:
    """One line of the score sheet.

    The point fields are raw (before the multiplier); ``written`` is what was
    added to each side's total: everything times the multiplier.  ``complete``
    is False for a hand cut short because a side reached the target.
    In Differenzler every seat is a side: ``bids`` holds each player's bid,
    ``card_points`` the points he made and ``written`` his penalty (lower is better).
    """

    hand_no: int
    dealer: int
    mode: Mode
    multiplier: int
    card_points: tuple[int, ...]
    weis: tuple[int, ...]
    stoeck: tuple[int, ...]
    match: tuple[int, ...]
    written: tuple[int, ...]
    complete: bool
    bids: tuple[int, ...] = ()  # Differenzler: each player's bid, public once the hand is scored

    @property
    def raw_total(self) -> tuple[int, ...]:
        return tuple(c + w + s + m for c, w, s, m in zip(self.card_points, self.weis, self.stoeck, self.match))

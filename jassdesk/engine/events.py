"""What just happened, as returned by ``apply``: the table animates these.

Events are NamedTuples (cheap to make on the hot path) and carry only public information (never a hidden card), so a controller
may pass them to every seat's view unfiltered.
"""

from __future__ import annotations

from typing import NamedTuple

from .modes import Mode
from .scoring import HandResult
from .weis import Weis


class DealerDrawn(NamedTuple):
    draws: tuple[tuple[int, int], ...]  # (seat, card) for every card drawn, ties included
    chooser: int | None  # who chooses the dealer; None when an As forced the dealer
    dealer: int | None


class DealerChosen(NamedTuple):
    dealer: int


class HandStarted(NamedTuple):
    hand_no: int
    dealer: int
    cutter: int


class PackCut(NamedTuple):
    seat: int
    position: int  # 0 means the cutter knocked


class CardsDealt(NamedTuple):
    dealer: int
    order: tuple[int, ...]  # seats in the order they received each packet
    packets: tuple[int, ...]
    turned: int | None  # Schmaus: the turned trump card


class Pushed(NamedTuple):
    seat: int
    to: int


class ModeChosen(NamedTuple):
    seat: int
    mode: Mode
    multiplier: int


class CardPlayed(NamedTuple):
    seat: int
    card: int
    weis: tuple[Weis, ...]
    stoeck_announced: bool


class StoeckWritten(NamedTuple):
    seat: int
    side: int
    points: int


class WeisWritten(NamedTuple):
    side: int
    points: int
    weis: tuple[tuple[int, Weis], ...]  # (seat, weis) of every Weis written


class TrickWon(NamedTuple):
    winner: int
    leader: int
    cards: tuple[int, ...]
    points: int  # raw card points, last-trick bonus included


class StockDrawn(NamedTuple):
    seat: int
    remaining: int
    public_card: int | None  # the turned trump card when it is the card drawn


class SixExchanged(NamedTuple):
    seat: int
    six: int
    taken: int


class HandScored(NamedTuple):
    """One line of the score sheet; also for a hand cut short because a side reached the target
    (``result.complete`` is False, and :class:`PartieOver` follows in the same batch)."""

    result: HandResult


class PartieOver(NamedTuple):
    winner: int | None  # side; None for a draw
    scores: tuple[int, ...]

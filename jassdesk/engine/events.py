"""What just happened, as returned by ``apply``: the table animates these.

Every event is an :class:`Event` and carries only public information (never
a hidden card), so a controller may pass them to every seat's view
unfiltered.  The concrete events are NamedTuples (cheap to make on the hot
path) made :class:`Event` subclasses by the :func:`event` decorator; a game
with events of its own declares them the same way in its module.
"""

from __future__ import annotations

from abc import ABC
from typing import NamedTuple, TypeVar

from .modes import Mode
from .scoring import HandResult
from .weis import Weis

_E = TypeVar("_E", bound=type)


class Event(ABC):
    """What ``apply`` reports: one public fact the table can show.

    A NamedTuple cannot inherit from another class, so concrete events are
    registered as (virtual) subclasses: ``isinstance(e, Event)`` holds for each.
    """

    __slots__ = ()


def event(cls: _E) -> _E:
    """Make the NamedTuple ``cls`` an :class:`Event`."""
    Event.register(cls)
    return cls


@event
class DealerDrawn(NamedTuple):
    draws: tuple[tuple[int, int], ...]  # (seat, card) for every card drawn, ties included
    chooser: int | None  # who chooses the dealer; None when an As forced the dealer
    dealer: int | None


@event
class DealerChosen(NamedTuple):
    dealer: int


@event
class HandStarted(NamedTuple):
    hand_no: int
    dealer: int
    cutter: int


@event
class PackCut(NamedTuple):
    seat: int
    position: int  # 0 means the cutter knocked


@event
class CardsDealt(NamedTuple):
    dealer: int
    order: tuple[int, ...]  # seats in the order they received each packet
    packets: tuple[int, ...]
    turned: int | None  # Schmaus: the turned trump card


@event
class Pushed(NamedTuple):
    seat: int
    to: int


@event
class ModeChosen(NamedTuple):
    seat: int
    mode: Mode
    multiplier: int


@event
class CardPlayed(NamedTuple):
    seat: int
    card: int
    weis: tuple[Weis, ...]
    stoeck_announced: bool


@event
class StoeckWritten(NamedTuple):
    seat: int
    side: int
    points: int


@event
class WeisWritten(NamedTuple):
    side: int
    points: int
    weis: tuple[tuple[int, Weis], ...]  # (seat, weis) of every Weis written


@event
class TrickWon(NamedTuple):
    winner: int
    leader: int
    cards: tuple[int, ...]
    points: int  # raw card points, last-trick bonus included


@event
class StockDrawn(NamedTuple):
    seat: int
    remaining: int
    public_card: int | None  # the turned trump card when it is the card drawn


@event
class SixExchanged(NamedTuple):
    seat: int
    six: int
    taken: int


@event
class HandScored(NamedTuple):
    """One line of the score sheet; also for a hand cut short because a side reached the target
    (``result.complete`` is False, and :class:`PartieOver` follows in the same batch)."""

    result: HandResult


@event
class PartieOver(NamedTuple):
    winner: int | None  # side; None for a draw
    scores: tuple[int, ...]

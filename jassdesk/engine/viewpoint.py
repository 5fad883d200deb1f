"""The table seen from another chair: events, observations, hand results and actions renumbered so that one
seat is seat 0.

A table at home always has its person at seat 0 (at the bottom of the window), and everything that draws it,
names it and keeps its score counts from there ("we" are side 0).  A person who joins a table over the network
(or the second person of a hot-seat game) sits at another seat of the host's engine.  Rather than teach every
view a second numbering, the table's controller turns what the engine reports into the person's own numbering
on the way in, and his actions back into the engine's on the way out: :class:`Viewpoint`.

Seat ``s`` of the engine is seat ``(s - viewer) mod n`` of the person's table; a side is renumbered so that the
side of each seat is the one the game's own numbering gives that seat at home (so the viewer's side is side 0).
Every field of every event and of the observation is named here with its role (a seat, a side, a list by seat,
a list by side, a sequence of seats); what has no role (cards, points, a trick's cards in the order they were
played) is left as it is.  :meth:`Viewpoint.back` is the inverse, so ``back(view(x)) == x``.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from .actions import Action, ChooseDealer
from .coiffeur import RowChosen, RowWritten
from .differenzler import BidMade, TrumpFixed
from .events import (
    CardPlayed,
    CardsDealt,
    DealerChosen,
    DealerDrawn,
    HandScored,
    HandStarted,
    ModeChosen,
    PackCut,
    PartieOver,
    Pushed,
    SixExchanged,
    StockDrawn,
    StoeckWritten,
    TrickWon,
    WeisWritten,
)
from .games import state_class
from .observe import Observation
from .rules import Rules
from .scoring import HandResult

#: the roles a field can have
SEAT, SIDE, BY_SEAT, BY_SIDE, SIDE_OF_SEAT, SEATS, SEAT_PAIRS, TRICKS, COLUMNS, RESULT, RESULTS, ACTIONS = (
    "seat", "side", "by_seat", "by_side", "side_of_seat", "seats", "seat_pairs", "tricks", "columns", "result",
    "results", "actions")

#: every event's fields that name a seat or a side (the others keep their values)
EVENT_ROLES: dict[type, dict[str, str]] = {
    DealerDrawn: {"draws": SEAT_PAIRS, "chooser": SEAT, "dealer": SEAT},
    DealerChosen: {"dealer": SEAT},
    HandStarted: {"dealer": SEAT, "cutter": SEAT},
    PackCut: {"seat": SEAT},
    CardsDealt: {"dealer": SEAT, "order": SEATS},
    Pushed: {"seat": SEAT, "to": SEAT},
    ModeChosen: {"seat": SEAT},
    CardPlayed: {"seat": SEAT},
    StoeckWritten: {"seat": SEAT, "side": SIDE},
    WeisWritten: {"side": SIDE, "weis": SEAT_PAIRS},
    TrickWon: {"winner": SEAT, "leader": SEAT},  # its cards are in the order they were played
    StockDrawn: {"seat": SEAT},
    SixExchanged: {"seat": SEAT},
    HandScored: {"result": RESULT},
    PartieOver: {"winner": SIDE, "scores": BY_SIDE},
    TrumpFixed: {},
    BidMade: {"seat": SEAT},
    RowChosen: {"seat": SEAT, "side": SIDE},
    RowWritten: {"side": SIDE},
}

#: a hand result's fields that are by side or by seat
RESULT_ROLES: dict[str, str] = {"dealer": SEAT, "card_points": BY_SIDE, "weis": BY_SIDE, "stoeck": BY_SIDE,
                                "match": BY_SIDE, "written": BY_SIDE, "bids": BY_SEAT}

#: an observation's fields that name a seat or a side
OBSERVATION_ROLES: dict[str, str] = {
    "seat": SEAT, "current_player": SEAT, "dealer": SEAT, "leader": SEAT, "hand_sizes": BY_SEAT,
    "tricks": TRICKS, "known": BY_SEAT, "voids": BY_SEAT, "card_points": BY_SIDE, "weis_points": BY_SIDE,
    "stoeck_points": BY_SIDE, "scores": BY_SIDE, "winner": SIDE, "legal_actions": ACTIONS, "draws": SEAT_PAIRS,
    "sides": SIDE_OF_SEAT, "vorhand": SEAT, "weis_announced": SEAT_PAIRS, "weis_shown": SEAT_PAIRS, "weis_side": SIDE,
    "stoeck_in_trick": SEAT, "bids": BY_SEAT, "has_bid": BY_SEAT, "coiffeur_cells": COLUMNS,
    "coiffeur_modes": COLUMNS, "chooser": SEAT, "first_chooser": SEAT, "pushers": SEATS, "declarer": SEAT,
    "results": RESULTS,
}


class Viewpoint:
    """The engine's numbering turned into ``viewer``'s (:meth:`event`, :meth:`observation`, :meth:`result`,
    :meth:`action`), and his back into the engine's (:meth:`back`)."""

    def __init__(self, rules: Rules, viewer: int) -> None:
        n = rules.n_players
        if not 0 <= viewer < n:
            raise ValueError(f"seat {viewer} is not a seat of a table of {n}")
        sides = state_class(rules.game).sides
        self.viewer = viewer
        self.n = n
        self.seat_to = tuple((s - viewer) % n for s in range(n))
        self.seat_from = tuple((s + viewer) % n for s in range(n))
        side_to: dict[int, int] = {}
        for s in range(n):
            there, here = sides[s], sides[self.seat_to[s]]
            if side_to.setdefault(there, here) != here:
                raise ValueError(f"seat {viewer}'s view would split a side of {rules.game.value}")
        self.side_to = tuple(side_to[i] for i in range(len(side_to)))
        self.side_from = tuple(sorted(range(len(side_to)), key=lambda i: self.side_to[i]))
        self.identity = viewer == 0

    @staticmethod
    def of(rules: Rules, viewer: int) -> "Viewpoint":
        return Viewpoint(rules, viewer)

    # -- the engine's numbering into the viewer's -------------------------------------------------------

    def event(self, event: Any) -> Any:
        return self._event(event, self.seat_to, self.side_to)

    def observation(self, obs: Observation) -> Observation:
        return self._observation(obs, self.seat_to, self.side_to)

    def result(self, result: HandResult) -> HandResult:
        return self._result(result, self.seat_to, self.side_to)

    def action(self, action: Action) -> Action:
        return self._action(action, self.seat_to)

    def seat(self, seat: int) -> int:
        return _seat(seat, self.seat_to)

    # -- the viewer's numbering back into the engine's -------------------------------------------------

    def back(self, action: Action) -> Action:
        """The viewer's ``action`` as the engine numbers it (the seat a dealer is chosen by)."""
        return self._action(action, self.seat_from)

    def back_event(self, event: Any) -> Any:
        return self._event(event, self.seat_from, self.side_from)

    def back_observation(self, obs: Observation) -> Observation:
        return self._observation(obs, self.seat_from, self.side_from)

    def engine_seat(self, seat: int) -> int:
        return _seat(seat, self.seat_from)

    # -- the walk ------------------------------------------------------------------------------------------

    def _event(self, event: Any, seats: tuple[int, ...], sides: tuple[int, ...]) -> Any:
        if self.identity:
            return event
        roles = EVENT_ROLES.get(type(event))
        if roles is None:
            raise TypeError(f"the event {type(event).__name__} has no roles in jassdesk.engine.viewpoint")
        if not roles:
            return event
        return event._replace(**{name: self._value(getattr(event, name), role, seats, sides)
                                 for name, role in roles.items()})

    def _observation(self, obs: Observation, seats: tuple[int, ...], sides: tuple[int, ...]) -> Observation:
        if self.identity:
            return obs
        return replace(obs, **{name: self._value(getattr(obs, name), role, seats, sides)
                               for name, role in OBSERVATION_ROLES.items()})

    def _result(self, result: HandResult, seats: tuple[int, ...], sides: tuple[int, ...]) -> HandResult:
        if self.identity:
            return result
        return replace(result, **{name: self._value(getattr(result, name), role, seats, sides)
                                  for name, role in RESULT_ROLES.items()})

    def _action(self, action: Action, seats: tuple[int, ...]) -> Action:
        if isinstance(action, ChooseDealer) and not self.identity:
            return ChooseDealer(seats[action.seat])
        return action

    def _value(self, value: Any, role: str, seats: tuple[int, ...], sides: tuple[int, ...]) -> Any:
        if value is None:
            return None
        if role == SEAT:
            return _seat(value, seats)
        if role == SIDE:
            return sides[value]
        if role == BY_SEAT:
            return _reorder(value, seats)
        if role == BY_SIDE:
            return _reorder(value, sides)
        if role == SIDE_OF_SEAT:  # a list by seat of each seat's side
            return _reorder(tuple(sides[v] for v in value), seats)
        if role == SEATS:
            return tuple(seats[s] for s in value)
        if role == SEAT_PAIRS:
            return tuple((seats[s], rest) for s, rest in value)
        if role == TRICKS:
            return tuple((seats[leader], cards, seats[winner]) for leader, cards, winner in value)
        if role == COLUMNS:
            return _reorder(value, sides) if len(value) == len(sides) else value
        if role == RESULT:
            return self._result(value, seats, sides)
        if role == RESULTS:
            return tuple(self._result(r, seats, sides) for r in value)
        if role == ACTIONS:
            return type(value)(self._action(a, seats) for a in value)
        raise ValueError(f"no such role: {role}")  # pragma: no cover - the tables above use the roles only


def _seat(seat: int, seats: tuple[int, ...]) -> int:
    return seat if seat < 0 else seats[seat]


def _reorder(values: tuple[Any, ...], mapping: tuple[int, ...]) -> tuple[Any, ...]:
    """``values`` indexed anew: the value at ``i`` goes to ``mapping[i]`` (an empty tuple stays empty)."""
    if not values:
        return values
    out: list[Any] = [None] * len(values)
    for i, value in enumerate(values):
        out[mapping[i]] = value
    return tuple(out)


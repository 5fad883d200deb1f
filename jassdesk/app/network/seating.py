"""Who sits where at a hosted table: AI seats, people's seats, and what happens to a person's seat while he is
away.  Pure Python (no Qt, no sockets), so every rule here is tested without a network.

A person's seat is *open* until someone joins it; the person then holds a reconnect **token**.  When his
connection breaks the seat is *dropped*: after a grace (a few seconds, so a short glitch costs nothing) the
host's AI plays it at the drop level, until a connection comes back with the token and takes the seat again.
A table started again from its autosave has every person's seat dropped with its token kept, and a longer
grace, so that the friends can rejoin before the AI plays for them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterator

from jassdesk.net.messages import SeatInfo, SeatKind

PERSON = "person"  # the level name a person's seat has in a config and in a saved game


@dataclass
class Seat:
    """One seat: its name on the plates, its AI level (None for a person's seat), and for a person's seat the
    token of whoever holds it, his connection (None while away) and from when the AI may play for him."""

    name: str
    level: str | None
    token: str | None = None
    connection: Any = None  # the host's connection object while the person is connected
    ai_from: float | None = None  # monotonic time; None while the seat is open or held

    @property
    def kind(self) -> SeatKind:
        if self.level is not None:
            return SeatKind.AI
        if self.connection is not None:
            return SeatKind.PERSON
        return SeatKind.OPEN if self.token is None else SeatKind.DROPPED

    @property
    def is_persons(self) -> bool:
        return self.level is None


class Seating:
    """The seats of one table and the rules of taking, leaving and coming back to one."""

    def __init__(self, seats: list[Seat], drop_level: str) -> None:
        self.seats = seats
        self.drop_level = drop_level

    def __iter__(self) -> Iterator[Seat]:
        return iter(self.seats)

    def __getitem__(self, seat: int) -> Seat:
        return self.seats[seat]

    def __len__(self) -> int:
        return len(self.seats)

    def infos(self) -> tuple[SeatInfo, ...]:
        """Who sits where, as the ``welcome`` and ``seats`` messages say it (with the AI level that plays an AI's
        seat or a dropped person's)."""
        return tuple(SeatInfo(s.name, s.kind, s.level if s.kind is SeatKind.AI else
                              self.drop_level if s.kind is SeatKind.DROPPED else None) for s in self.seats)

    def open_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.kind is SeatKind.OPEN]

    def by_token(self, token: str) -> int | None:
        return next((i for i, s in enumerate(self.seats) if s.token is not None and s.token == token), None)

    def seat_of(self, connection: Any) -> int | None:
        return next((i for i, s in enumerate(self.seats) if s.connection is connection), None)

    def free_seat(self, wished: int | None) -> tuple[int | None, str]:
        """The seat a newcomer gets (his wish if it is open, else the first open one) or None and why not."""
        free = self.open_seats()
        if wished is not None:
            if wished >= len(self.seats):
                return None, f"there is no seat {wished} at this table of {len(self.seats)}"
            if wished in free:
                return wished, ""
            kind = self.seats[wished].kind
            why = {SeatKind.AI: "an AI player's", SeatKind.PERSON: "taken",
                   SeatKind.DROPPED: "kept for the person who left it"}[kind]
            others = ", ".join(map(str, free)) if free else "none"
            return None, f"seat {wished} is {why} (free seats: {others})"
        if not free:
            return None, "the table is full: every person's seat is taken or kept for someone coming back"
        return free[0], ""

    def take(self, seat: int, name: str, token: str, connection: Any) -> None:
        s = self.seats[seat]
        s.name, s.token, s.connection, s.ai_from = name, token, connection, None

    def drop(self, seat: int, ai_from: float) -> None:
        """The person's connection broke (or he said bye): the AI may play for him from ``ai_from``."""
        s = self.seats[seat]
        s.connection = None
        s.ai_from = ai_from

    def player_of(self, seat: int, now: float) -> tuple[str | None, float | None]:
        """Who decides for ``seat`` now: (the AI level, None), or (None, when the AI may take over) while it
        waits for its person (None: it waits for him without end, an open seat or a connected person)."""
        s = self.seats[seat]
        if s.level is not None:
            return s.level, None
        if s.kind is SeatKind.DROPPED and s.ai_from is not None:
            if now >= s.ai_from:
                return self.drop_level, None
            return None, s.ai_from
        return None, None

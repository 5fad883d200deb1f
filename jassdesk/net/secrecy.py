"""What a seat may see of the engine's events: a Weis keeps its cards only once they are shown.

The engine's events are public with one exception.  In Schieber and Coiffeur a Weis is announced with the
first card as points ("zwanzig") and its cards are shown only when the first trick is over, but the
:class:`~jassdesk.engine.events.CardPlayed` of the announcement carries the whole Weis, cards and all (the
table at home shows only its points).  Sent as it is, it would tell every other seat three or more cards of
that hand a trick early.  So the host sends each seat its events through :func:`visible_events`: another
seat's announcement loses its Weis until the seat's observation shows them (``weis_shown``; Schmaus shows a
Weis the moment it is announced, so nothing changes there), and the points of the announcement stay where
they are public, in ``observation.weis_announced``.
"""

from __future__ import annotations

from typing import Iterable

from jassdesk.engine.events import CardPlayed, Event
from jassdesk.engine.observe import Observation


def visible_events(events: Iterable[Event], observation: Observation) -> tuple[Event, ...]:
    """``events`` as ``observation.seat`` may see them, the observation being his after them."""
    shown = set(observation.weis_shown)
    seat = observation.seat
    out: list[Event] = []
    for event in events:
        if (type(event) is CardPlayed and event.weis and event.seat != seat
                and not all((event.seat, w) in shown for w in event.weis)):
            event = event._replace(weis=())
        out.append(event)
    return tuple(out)

"""The hand in progress for a seat that joins it: one ``events`` message per action since the deal.

A client that joins a Partie in progress, or comes back to his seat after a broken connection, needs more than
the position as it stands: his table shows a hand by the events that made it (the deal, the trump, every
card of the tricks so far), as a table at home shows a resumed Partie from the deal of the hand in progress.
So the host sends him those events again, each action's own ``events`` message with the decision it was and
the seat's observation right after it, exactly the lines the seat would have received had it been there (the
secrecy filter included), and then the ones that come.  The client shows what arrives in one burst at once
(see the window's remote table), so coming back costs a moment, not a replay.

The events are the engine's: the Partie is replayed from its record (a few milliseconds for a hand, a few
hundredths of a second for a Partie of thousands of actions), never reconstructed.
"""

from __future__ import annotations

from jassdesk.engine.events import HandStarted
from jassdesk.engine.record import GameRecord
from jassdesk.engine.state import GameState
from jassdesk.net.messages import Events


def hand_so_far(state: GameState, seat: int) -> list[Events]:
    """The ``events`` messages of the hand in progress for ``seat``: from the action that dealt it (or the
    Partie's start) to the last one applied, each with the seat's observation after it."""
    record = GameRecord.of(state)
    replay = record.fresh_state()
    if not record.actions:
        return [Events.for_seat(0, list(replay.initial_events), replay.observation(seat))]
    per_action = []
    deal = -1  # the action whose events deal the hand in progress (-1: the Partie's start)
    for i, action in enumerate(record.actions):
        events = replay.apply(action)
        if any(type(e) is HandStarted for e in events):
            deal = i
            per_action = []
        per_action.append(events)
    # the observation after each of the hand's actions: the replay is taken back and applied again
    first = max(deal, 0)
    for _ in range(len(record.actions) - first):
        replay.undo()
    out: list[Events] = []
    if deal < 0:
        out.append(Events.for_seat(0, list(replay.initial_events), replay.observation(seat)))
    for k, action in enumerate(record.actions[first:]):
        replay.apply(action)
        events = per_action[k]
        if k == 0 and deal >= 0:  # the dealing action's events from the deal on (the last hand's end before)
            start = max(j for j, e in enumerate(events) if type(e) is HandStarted)
            events = events[start:]
        out.append(Events.for_seat(first + k + 1, list(events), replay.observation(seat)))
    return out

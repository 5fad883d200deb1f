"""The same deal played again by other players: "what would the Expert have made of my cards?".

The honest answer to "the computer always gets the better cards": the hand is
replayed from the moment its cards were dealt (same cards, same dealer, same
scores before it), the other seats played by the same AI levels made with the
same seeds, and the Expert in the person's seat.  Pure Python, no I/O: the
application runs it off the window's process.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from jassdesk.engine.events import HandScored
from jassdesk.engine.scoring import HandResult
from jassdesk.engine.state import GameState

from .expert import ExpertPlayer
from .levels import make_player
from .player import Player
from .search_pool import SearchPool

EXPERT = ExpertPlayer.level


def play_out_hand(start: GameState, players: Mapping[int, Player]) -> HandResult:
    """Play the hand in progress in ``start`` to its end with ``players`` (one per seat); its result.

    ``start`` is left as it was (the hand is played on a copy)."""
    state = start.copy()
    hand_no = state.hand_no
    while True:
        seat = state.current_player
        if seat is None:
            raise ValueError("the Partie is over: no hand to play")
        for event in state.apply(players[seat].choose(state.observation(seat)), seat):
            if isinstance(event, HandScored) and event.result.hand_no == hand_no:
                return event.result


def players_with_expert(levels: Sequence[str | None], seeds: Mapping[int, int], seat: int,
                        budget: float | None = None, pool: SearchPool | None = None) -> dict[int, Player]:
    """The table's AI players as they were made at the start of the Partie, with the Expert at ``seat``.

    ``budget`` (seconds per decision) caps every searching player, for tests and quick looks; the Experts
    share their searches out over ``pool`` if given."""
    players = {s: make_player(EXPERT if s == seat else (levels[s] or EXPERT), seed=seeds[s], pool=pool)
               for s in range(len(levels))}
    if budget is not None:
        for player in players.values():
            if hasattr(player, "budget"):
                player.budget = budget  # type: ignore[attr-defined]
    return players


def expert_in_seat(start: GameState, levels: Sequence[str | None], seeds: Mapping[int, int], seat: int,
                   budget: float | None = None, pool: SearchPool | None = None) -> HandResult:
    """The hand dealt in ``start`` played with the Expert at ``seat`` and the other seats' AI levels."""
    return play_out_hand(start, players_with_expert(levels, seeds, seat, budget, pool))

"""The AI levels by name, weakest first: the one list for the new-game dialog, the arena, saves and statistics."""

from __future__ import annotations

from typing import Callable

from .beginner import BeginnerPlayer
from .expert import ExpertPlayer
from .medium import MediumPlayer
from .player import Player, RandomPlayer
from .search_pool import SearchPool

LEVELS: dict[str, Callable[..., Player]] = {
    player.level: player for player in (RandomPlayer, BeginnerPlayer, MediumPlayer, ExpertPlayer)
}
DEFAULT_LEVEL = MediumPlayer.level  # a fair opponent for a new table


def level_names() -> list[str]:
    """The levels' names, weakest first."""
    return list(LEVELS)


def make_player(level: str, seed: int | None = None, pool: SearchPool | None = None) -> Player:
    """A new player of the named level ("random", "beginner", "medium", "expert"); a level that searches
    shares its search out over ``pool`` if given."""
    try:
        factory = LEVELS[level]
    except KeyError:
        raise ValueError(f"unknown AI level {level!r}: expected one of {', '.join(LEVELS)}") from None
    player = factory(seed=seed)
    player.share_search(pool)
    return player

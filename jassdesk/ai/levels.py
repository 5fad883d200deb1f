"""The AI levels by name, weakest first: the one list for the new-game dialog, the arena, saves and statistics.

The names are plain data, so the window, the settings and the statistics can know them without loading
the players (the searches and every game's policies take a tenth of a second to import, which a
start does not need before the first AI decides); :func:`make_player` imports the player it makes.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .player import Player
    from .search_pool import SearchPool

#: level name -> (module, class) of its player, weakest first
LEVELS: dict[str, tuple[str, str]] = {
    "random": ("jassdesk.ai.player", "RandomPlayer"),
    "beginner": ("jassdesk.ai.beginner", "BeginnerPlayer"),
    "medium": ("jassdesk.ai.medium", "MediumPlayer"),
    "expert": ("jassdesk.ai.expert", "ExpertPlayer"),
}
DEFAULT_LEVEL = "medium"  # a fair opponent for a new table


def level_names() -> list[str]:
    """The levels' names, weakest first."""
    return list(LEVELS)


def player_class(level: str) -> type[Player]:
    """The class of the named level's player (imported now)."""
    try:
        module, name = LEVELS[level]
    except KeyError:
        raise ValueError(f"unknown AI level {level!r}: expected one of {', '.join(LEVELS)}") from None
    return getattr(import_module(module), name)


def make_player(level: str, seed: int | None = None, pool: SearchPool | None = None) -> Player:
    """A new player of the named level ("random", "beginner", "medium", "expert"); a level that searches
    shares its search out over ``pool`` if given."""
    player = player_class(level)(seed=seed)
    player.share_search(pool)
    return player

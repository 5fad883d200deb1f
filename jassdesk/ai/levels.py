"""The AI levels by name, weakest first: the one list for the new-game dialog, the arena, saves and statistics.

The names are plain data, so the window, the settings and the statistics can know them without loading
the players (the searches and every game's policies take a tenth of a second to import, which a
start does not need before the first AI decides); :func:`make_player` imports the player it makes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

if TYPE_CHECKING:
    from .player import Player
    from .search_pool import SearchPool


def _random() -> type[Player]:
    from .player import RandomPlayer

    return RandomPlayer


def _beginner() -> type[Player]:
    from .beginner import BeginnerPlayer

    return BeginnerPlayer


def _medium() -> type[Player]:
    from .medium import MediumPlayer

    return MediumPlayer


def _expert() -> type[Player]:
    from .expert import ExpertPlayer

    return ExpertPlayer


#: level name -> the class of its player, imported when asked for (written out, not as strings, so that
#: a bundler sees every player), weakest first
LEVELS: dict[str, Callable[[], type[Player]]] = {
    "random": _random, "beginner": _beginner, "medium": _medium, "expert": _expert,
}
DEFAULT_LEVEL = "medium"  # a fair opponent for a new table


def level_names() -> list[str]:
    """The levels' names, weakest first."""
    return list(LEVELS)


def player_class(level: str) -> type[Player]:
    """The class of the named level's player (imported now)."""
    if level not in LEVELS:
        raise ValueError(f"unknown AI level {level!r}: expected one of {', '.join(LEVELS)}")
    return LEVELS[level]()


def make_player(level: str, seed: int | None = None, pool: SearchPool | None = None) -> Player:
    """A new player of the named level ("random", "beginner", "medium", "expert"); a level that searches
    shares its search out over ``pool`` if given."""
    player = player_class(level)(seed=seed)
    player.share_search(pool)
    return player

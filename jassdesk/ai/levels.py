"""The AI levels by name, for the new-game dialog, the arena and saved games."""

from __future__ import annotations

from typing import Callable

from .player import Player, RandomPlayer

LEVELS: dict[str, Callable[..., Player]] = {
    "random": RandomPlayer,
}


def level_names() -> list[str]:
    return list(LEVELS)


def make_player(level: str, seed: int | None = None) -> Player:
    """A new player of the named level ("random", "beginner", "medium", "expert")."""
    try:
        factory = LEVELS[level]
    except KeyError:
        raise ValueError(f"unknown AI level {level!r}: expected one of {', '.join(LEVELS)}") from None
    return factory(seed=seed)


def _register() -> None:
    from .beginner import BeginnerPlayer
    from .expert import ExpertPlayer
    from .medium import MediumPlayer
    LEVELS["beginner"] = BeginnerPlayer
    LEVELS["medium"] = MediumPlayer
    LEVELS["expert"] = ExpertPlayer


_register()

"""What the New game dialog knows of each game, one module per game, reached through :func:`setup_for`.

The dialog asks a :class:`GameSetup` for the game's presets, the rule options
that apply, its seats and their default names; it never asks which game it is.
A new game is a new module here and its setup in :data:`_SETUPS`.
"""

from __future__ import annotations

from jassdesk.engine.games import GAMES
from jassdesk.engine.rules import Game

from .base import GameSetup, PresetChoice
from .differenzler import DifferenzlerSetup
from .coiffeur import CoiffeurSetup
from .schieber import SchieberSetup
from .schmaus import SchmausSetup

_SETUPS = {setup.game: setup for setup in (SchieberSetup(), SchmausSetup(), CoiffeurSetup(), DifferenzlerSetup())}
assert set(_SETUPS) == set(GAMES), "every game the engine plays has its part of New game"
#: the games in the order the New game dialog offers them (the engine's, :data:`jassdesk.engine.games.GAMES`)
SETUPS: dict[Game, GameSetup] = {game: _SETUPS[game] for game in GAMES}


def setup_for(game: Game) -> GameSetup:
    return SETUPS[game]


def default_names(game: Game) -> list[str]:
    """The names a new player sees at the table of ``game`` ("You" in the current language, then the AIs)."""
    return setup_for(game).default_names()


__all__ = ["SETUPS", "GameSetup", "PresetChoice", "default_names", "setup_for"]

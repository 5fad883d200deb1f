"""The games the engine plays: one state class per game, each in the game's own module.

The one place that lists them, in the order they are offered.  Shared code asks
here for the class of a game (``state_class(rules.game)``), its own options
(``options_class(game)``, the class of ``rules.options``, listed by
:mod:`.rules`) and its default rules instead of branching on the game; a new
game is a new module with its :class:`~jassdesk.engine.state.GameState`
subclass (naming its ``game``), added to :data:`STATE_CLASSES`, and a
``<game>_options`` module added to :data:`~jassdesk.engine.rules.OPTIONS_CLASSES`.
"""

from __future__ import annotations

from dataclasses import fields
from typing import Any

from .coiffeur import CoiffeurState
from .dealing import StartDeal
from .determinize import World
from .differenzler import DifferenzlerState
from .observe import Observation
from .rules import OPTIONS_CLASSES, Game, Rules, options_class
from .schieber import SchieberState
from .schmaus import SchmausState
from .state import GameState

STATE_CLASSES: dict[Game, type[GameState]] = {
    cls.game: cls for cls in (SchieberState, SchmausState, DifferenzlerState, CoiffeurState)}
#: every game's own options by name, each with its default (no two games use one name for different options)
OWN_OPTIONS: dict[str, Any] = {f.name: f.default for cls in OPTIONS_CLASSES.values() for f in fields(cls)}
#: the games in the order they are offered and listed (New game, the statistics)
GAMES: tuple[Game, ...] = tuple(cls.game for cls in (SchieberState, SchmausState, CoiffeurState, DifferenzlerState))
assert set(GAMES) == set(STATE_CLASSES) == set(OPTIONS_CLASSES)
__all__ = ["GAMES", "OPTIONS_CLASSES", "OWN_OPTIONS", "STATE_CLASSES", "default_rules", "new_state", "option_value",
           "options_class", "state_class", "world_state"]


def state_class(game: Game) -> type[GameState]:
    """The state class that plays ``game``."""
    try:
        return STATE_CLASSES[game]
    except KeyError:
        raise ValueError(f"no engine for the game {game!r}") from None


def default_rules(game: Game) -> Rules:
    """The rules a Partie of ``game`` is played by unless others are chosen (its first preset)."""
    return state_class(game).default_rules()


def option_value(rules: Rules, name: str) -> Any:
    """The option ``name`` of ``rules``: a shared one, the game's own, or another game's (its default)."""
    if name in OWN_OPTIONS:
        return getattr(rules.options, name, OWN_OPTIONS[name])
    return getattr(rules, name)


def new_state(rules: Rules, seed: int, start_dealer: int | None = None,
              start_deal: StartDeal | None = None) -> GameState:
    """A fresh Partie of the game the rules are for (beginning at another Partie's deal with ``start_deal``)."""
    return state_class(rules.game)(rules, seed, start_dealer, start_deal)


def world_state(obs: Observation, world: World) -> GameState:
    """The full state of a sampled ``world`` at the observed position, built by the game's own class."""
    return state_class(obs.game).from_world(obs, world)

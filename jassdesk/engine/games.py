"""The games the engine plays: one state class per game, each in the game's own module.

The one place that lists them.  Shared code asks here for the class of a
game (``state_class(rules.game)``) instead of branching on the game; a new
game is a new module with its :class:`~jassdesk.engine.state.GameState`
subclass, added to :data:`STATE_CLASSES`.
"""

from __future__ import annotations

from .coiffeur import CoiffeurState
from .dealing import StartDeal
from .determinize import World
from .differenzler import DifferenzlerState
from .observe import Observation
from .rules import Game, Rules
from .schieber import SchieberState
from .schmaus import SchmausState
from .state import GameState

STATE_CLASSES: dict[Game, type[GameState]] = {
    cls.game: cls for cls in (SchieberState, SchmausState, DifferenzlerState, CoiffeurState)}


def state_class(game: Game) -> type[GameState]:
    """The state class that plays ``game``."""
    try:
        return STATE_CLASSES[game]
    except KeyError:
        raise ValueError(f"no engine for the game {game!r}") from None


def new_state(rules: Rules, seed: int, start_dealer: int | None = None,
              start_deal: StartDeal | None = None) -> GameState:
    """A fresh Partie of the game the rules are for (beginning at another Partie's deal with ``start_deal``)."""
    return state_class(rules.game)(rules, seed, start_dealer, start_deal)


def world_state(obs: Observation, world: World) -> GameState:
    """The full state of a sampled ``world`` at the observed position, built by the game's own class."""
    return state_class(obs.game).from_world(obs, world)

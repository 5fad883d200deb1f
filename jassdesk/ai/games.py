"""The games the AI plays: one :class:`~jassdesk.ai.game_ai.GameAI` per game, each in the game's own module.

The one place that lists them; the levels, the hints and the arena ask here
for a game's policies (``game_ai(obs.game)``) instead of branching on the game.
"""

from __future__ import annotations

from jassdesk.engine.actions import Action
from jassdesk.engine.observe import Observation
from jassdesk.engine.rules import Game
from jassdesk.engine.weis import Weis

from .coiffeur import CoiffeurAI
from .differenzler import DifferenzlerAI
from .game_ai import GameAI
from .schieber import SchieberAI
from .schmaus import SchmausAI

GAME_AIS: dict[Game, GameAI] = {ai.game: ai for ai in (SchieberAI(), SchmausAI(), DifferenzlerAI(), CoiffeurAI())}


def game_ai(game: Game) -> GameAI:
    """The AI's policies for ``game``."""
    try:
        return GAME_AIS[game]
    except KeyError:
        raise ValueError(f"the AI does not play {game!r}") from None


def with_announcements(obs: Observation, card: int, prefer_weis: Weis | None = None) -> Action:
    """The legal action for ``card`` carrying the announcements worth making with it (see ``GameAI.play_action``)."""
    return game_ai(obs.game).play_action(obs, card, prefer_weis)

"""The school's registry: the one school module that lists the games, each by its own module.

The shared school code (:mod:`.puzzle`, :mod:`.lesson`, :mod:`.check`) asks here instead of branching on a
game: :data:`PUZZLE_GAMES` holds each game's :class:`~jassdesk.school.puzzle_game.PuzzleGame` (its presets,
goals, own fields, position and solver), :data:`LESSON_STATE_CLASSES` the engine's state class of each game
a lesson may be played in.  A game's puzzles are a new ``<game>_puzzle`` module added to
:data:`PUZZLE_GAMES`; the order is the engine's (:data:`jassdesk.engine.games.GAMES`).
"""

from __future__ import annotations

from jassdesk.engine.games import GAMES
from jassdesk.engine.rules import Game
from jassdesk.engine.schieber import SchieberState
from jassdesk.engine.state import GameState

from .coiffeur_puzzle import CoiffeurPuzzle
from .differenzler_puzzle import DifferenzlerPuzzle
from .puzzle_game import PuzzleGame
from .schieber_puzzle import SchieberPuzzle
from .schmaus_puzzle import SchmausPuzzle

_PUZZLE_GAMES: dict[Game, PuzzleGame] = {
    g.game: g for g in (SchieberPuzzle(), CoiffeurPuzzle(), SchmausPuzzle(), DifferenzlerPuzzle())}
#: each game's puzzles by the name a puzzle file writes (``"game"``), in the engine's order of the games
PUZZLE_GAMES: dict[str, PuzzleGame] = {game.value: _PUZZLE_GAMES[game] for game in GAMES if game in _PUZZLE_GAMES}
#: the games whose deals lesson format 1 can describe (four hands of nine, the mode fixed or chosen)
LESSON_STATE_CLASSES: dict[Game, type[GameState]] = {cls.game: cls for cls in (SchieberState,)}
assert len(PUZZLE_GAMES) == len(_PUZZLE_GAMES)


def puzzle_game(name: str) -> PuzzleGame:
    """The puzzles of the game a puzzle file names (KeyError for a name not in :data:`PUZZLE_GAMES`)."""
    return PUZZLE_GAMES[name]

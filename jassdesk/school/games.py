"""The school's registry: the one school module that lists the games, each by its own module.

The shared school code (:mod:`.puzzle`, :mod:`.lesson`, :mod:`.check`) asks here instead of branching on a
game: :data:`PUZZLE_GAMES` holds each game's :class:`~jassdesk.school.puzzle_game.PuzzleGame` (its presets,
goals, own fields, position and solver), :data:`LESSON_GAMES` each game's
:class:`~jassdesk.school.lesson_game.LessonGame` (its own deal fields, its dealt state, its tricks for the
lessons' texts) and :data:`LESSON_STATE_CLASSES` the engine's state class of each.  A game's puzzles are a
new ``<game>_puzzle`` module added to :data:`PUZZLE_GAMES`, its lessons a ``<game>_lesson`` module added to
:data:`LESSON_GAMES`; the order is the engine's (:data:`jassdesk.engine.games.GAMES`).
"""

from __future__ import annotations

from jassdesk.engine.games import GAMES
from jassdesk.engine.rules import Game
from jassdesk.engine.state import GameState

from .coiffeur_lesson import CoiffeurLesson
from .coiffeur_puzzle import CoiffeurPuzzle
from .differenzler_lesson import DifferenzlerLesson
from .differenzler_puzzle import DifferenzlerPuzzle
from .lesson_game import LessonGame
from .puzzle_game import PuzzleGame
from .schieber_lesson import SchieberLesson
from .schieber_puzzle import SchieberPuzzle
from .schmaus_lesson import SchmausLesson
from .schmaus_puzzle import SchmausPuzzle

_PUZZLE_GAMES: dict[Game, PuzzleGame] = {
    g.game: g for g in (SchieberPuzzle(), CoiffeurPuzzle(), SchmausPuzzle(), DifferenzlerPuzzle())}
#: each game's puzzles by the name a puzzle file writes (``"game"``), in the engine's order of the games
PUZZLE_GAMES: dict[str, PuzzleGame] = {game.value: _PUZZLE_GAMES[game] for game in GAMES if game in _PUZZLE_GAMES}
_LESSON_GAMES: dict[Game, LessonGame] = {
    g.game: g for g in (SchieberLesson(), CoiffeurLesson(), SchmausLesson(), DifferenzlerLesson())}
#: each game's lesson deals (:class:`~jassdesk.school.lesson_game.LessonGame`), in the engine's order of the games
LESSON_GAMES: dict[Game, LessonGame] = {game: _LESSON_GAMES[game] for game in GAMES if game in _LESSON_GAMES}
#: the games a lesson may be played in, with the engine's state class of each
LESSON_STATE_CLASSES: dict[Game, type[GameState]] = {game: face.state_class for game, face in LESSON_GAMES.items()}
assert len(PUZZLE_GAMES) == len(_PUZZLE_GAMES)
assert len(LESSON_GAMES) == len(_LESSON_GAMES)


def puzzle_game(name: str) -> PuzzleGame:
    """The puzzles of the game a puzzle file names (KeyError for a name not in :data:`PUZZLE_GAMES`)."""
    return PUZZLE_GAMES[name]


def lesson_game(game: Game) -> LessonGame:
    """The lesson deals of a game (KeyError for a game not in :data:`LESSON_GAMES`)."""
    return LESSON_GAMES[game]

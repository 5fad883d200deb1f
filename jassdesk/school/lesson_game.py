"""What the shared lesson code asks of a game: :class:`LessonGame`, the one face of each game's lesson deals.

A lesson's ``deal`` step holds fields every game has (``hands``, ``dealer``, ``played``) and the game's own
(Schieber's ``mode``, Schmaus's ``stock``, ...).  The game's own module (``<game>_lesson.py``) reads its own
fields and builds the engine's state with the game's ``from_position``; the registry
(:mod:`jassdesk.school.games`, :data:`~jassdesk.school.games.LESSON_GAMES`) lists the modules, and the shared
reader, session, texts and checker ask the face, never which game it is.  The same pattern as the puzzles'
:class:`~jassdesk.school.puzzle_game.PuzzleGame`.

Layer: the engine and the storage's guarded reader only; no Qt.
"""

from __future__ import annotations

from typing import Any, ClassVar

from jassdesk.engine.cards import Suit
from jassdesk.engine.modes import LAST_TRICK_BONUS, Mode, trick_points
from jassdesk.engine.rules import Game, Rules
from jassdesk.engine.state import GameState
from jassdesk.storage.errors import CorruptFileError
from jassdesk.storage.guarded_reader import require_int, require_list


class LessonGame:
    """One game's part of the lessons: its own deal fields, its dealt state, its tricks for the texts.

    A subclass sets :attr:`game`, :attr:`state_class`, :attr:`own_fields` and implements :meth:`read_own`
    and :meth:`dealt_state`; the trick and trump answers below fit every game whose ``mode`` is the
    engine's mode of the hand and override only where a game plays its tricks otherwise.
    """

    game: ClassVar[Game]
    state_class: ClassVar[type[GameState]]
    #: the deal's fields this game reads itself (the shared reader refuses any other unknown field)
    own_fields: ClassVar[frozenset[str]]
    #: tricks in a hand: the last one earns the 5 of :data:`LAST_TRICK_BONUS`
    n_tricks: ClassVar[int] = 9

    @property
    def seats(self) -> int:
        """Seats at the table: how many hands a deal holds, the largest ``dealer``."""
        return self.game.n_players

    def read_own(self, data: dict[str, Any], what: str, source: str) -> Any:
        """The game's own fields of a deal object, every one checked, as one frozen value kept as
        :attr:`jassdesk.school.lesson_model.Deal.own`; :class:`CorruptFileError` names a bad one."""
        raise NotImplementedError

    def dealt_state(self, rules: Rules, hands: list[list[int]], dealer: int, own: Any) -> GameState:
        """The engine's state of the deal before any ``played`` action; ValueError or IllegalAction when the
        deal is not one of the game (the checker reports the engine's sentence)."""
        raise NotImplementedError

    def trick_mode(self, state: GameState, index: int) -> int:
        """The mode trick ``index`` was played in (its card points depend on it)."""
        mode = getattr(state, "mode", None)
        if mode is None:
            raise ValueError("no mode is played yet")
        return int(mode)

    def last_trick_points(self, state: GameState) -> int:
        """The points of the last trick taken, its 5 included when it was the hand's last (``{trick_points}``)."""
        tricks = getattr(state, "tricks", ())
        if not tricks:
            raise ValueError("{trick_points} needs a trick taken")
        index = len(tricks) - 1
        points = trick_points(self.trick_mode(state, index), tricks[-1][1])
        return points + (LAST_TRICK_BONUS if index == self.n_tricks - 1 else 0)

    def trump_suit(self, state: GameState) -> Suit | None:
        """The hand's trump suit (``{trump}``), None while there is none (Obenabe, the mode not chosen)."""
        mode = getattr(state, "mode", None)
        if mode is None or not Mode(mode).is_trump_mode:
            return None
        return Mode(mode).trump


# -- readers the games' own deal fields share ----------------------------------------------------------

def read_scores(data: dict[str, Any], what: str, source: str, count: int) -> tuple[int, ...]:
    """``scores``: the written scores before the deal, one per team or seat as the game counts (zeros
    without the field)."""
    if "scores" not in data:
        return (0,) * count
    items = require_list(data["scores"], f"{what}.scores", source, count)
    if len(items) != count:
        raise CorruptFileError(f"{source}: {what}.scores must hold {count} scores, one per team or seat")
    return tuple(require_int(s, f"{what}.scores[{i}]", source, 0, 100000) for i, s in enumerate(items))

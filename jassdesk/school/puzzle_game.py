"""What the shared puzzle code asks of a game: :class:`PuzzleGame`, the one face of each game's puzzles.

A puzzle file names its game; everything that differs between the games lives in that game's own module
(``schieber_puzzle.py``, ``coiffeur_puzzle.py``, ``schmaus_puzzle.py``, ``differenzler_puzzle.py``), as a
subclass of :class:`PuzzleGame` listed in the school's registry (:mod:`jassdesk.school.games`).  The shared
reader, session and checker (:mod:`jassdesk.school.puzzle`, :mod:`jassdesk.school.check`) ask the game's
:class:`PuzzleGame` and never which game it is, so a new game's puzzles are a new module and one line in the
registry.

Also here, for the games' modules to share without importing the puzzle module (which imports the
registry): the readers of a card list and of a mode.  The exact searches are the AI's
(:mod:`jassdesk.ai.solver`, :func:`~jassdesk.ai.solver.exact_card_values` for trick counts and one player
against three).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar, Protocol

from jassdesk.engine.cards import Card
from jassdesk.engine.modes import Mode
from jassdesk.engine.rules import Game, Rules
from jassdesk.engine.state import GameState
from jassdesk.storage.errors import CorruptFileError
from jassdesk.storage.guarded_reader import require_str


@dataclass(frozen=True)
class Goal:
    """What the person is asked to force; the score the solver maximizes for him and the others minimize."""

    kind: str  # points, tricks, match, save, bid
    target: int  # points or tricks; 1 for match and save; the bid for bid


class PuzzleFacts(Protocol):
    """What a game's module reads of a puzzle (:class:`jassdesk.school.puzzle.Puzzle` is one).

    A protocol rather than the class, so that the games' modules need not import the puzzle module, which
    imports the registry, which imports them."""

    @property
    def deal(self) -> tuple[int, ...]: ...  # the hands as dealt (masks, by seat)

    @property
    def dealer(self) -> int: ...

    @property
    def own(self) -> Any: ...  # the game's own fields, as its read_own gave them

    @property
    def seat(self) -> int: ...  # the person's

    @property
    def goal(self) -> Goal: ...

    def rules(self) -> Rules: ...


class PuzzleGame:
    """One game's part of the puzzles: its presets and goals, its own fields, its position and its values.

    A subclass sets the class attributes and implements :meth:`read_own`, :meth:`dealt_state` and
    :meth:`card_scores`; :meth:`check_goal` and :meth:`misfit` refuse nothing unless overridden.
    """

    game: ClassVar[Game]
    #: the presets a puzzle of the game may name (``Rules.preset_named``), in the order an error lists them
    presets: ClassVar[tuple[str, ...]]
    #: the goal kinds its puzzles may set (``points``, ``tricks``, ``match``, ``save``, ``bid``)
    goals: ClassVar[tuple[str, ...]]
    #: do seats count by side (two teams) rather than each alone?  (the goal's sentence, the partner's card)
    by_side: ClassVar[bool]

    @property
    def name(self) -> str:
        """The game as a puzzle file writes it (``"game"``): the engine's ``Game`` value."""
        return self.game.value

    @property
    def seats(self) -> int:
        """Seats at the table: how many hands ``deal`` and ``hands`` hold, the largest ``dealer`` and ``seat``."""
        return self.game.n_players

    def read_own(self, d: dict[str, Any], where: str, source: str) -> Any:
        """The game's own fields of a puzzle object (e.g. the mode played), every one checked, as one frozen
        value the puzzle keeps (:attr:`jassdesk.school.puzzle.Puzzle.own`); :class:`CorruptFileError` names a
        bad one."""
        raise NotImplementedError

    def check_goal(self, kind: str, target: int, seat: int, own: Any, where: str, source: str) -> None:
        """Refuse, with :class:`CorruptFileError`, a goal the game's own fields contradict (read time)."""

    def dealt_state(self, puzzle: PuzzleFacts) -> GameState:
        """The engine's state of the puzzle's deal before any card is played (the mode chosen, the bids
        made); ValueError or IllegalAction when the deal is not one of the game."""
        raise NotImplementedError

    def card_scores(self, puzzle: PuzzleFacts, state: GameState, start_tricks: int) -> dict[int, int]:
        """The person's final score after each legal card of the player to move, all seats then playing
        perfectly, by the solver that fits the game and the goal (:func:`jassdesk.school.puzzle.card_scores`)."""
        raise NotImplementedError

    def own_seen_from(self, own: Any, shift: int) -> Any:
        """The game's own fields with every seat number ``s`` written ``(s - shift) % seats`` (the puzzle
        seen from another chair: :meth:`jassdesk.school.puzzle.Puzzle.seen_from_person`); fields that name
        no seat stay as they are."""
        return own

    def misfit(self, puzzle: PuzzleFacts, state: GameState) -> str | None:
        """Why the puzzle's goal does not fit the game at its position (the checker refuses it), or None."""
        return None


# -- readers the games' own fields share -------------------------------------------------------------

def read_cards(value: Any, what: str, source: str, count: int | None = None) -> tuple[int, ...]:
    """Card codes separated by spaces, each once (``count`` of them when given)."""
    text = require_str(value, what, source, 200)
    try:
        cards = tuple(int(Card.from_code(c)) for c in text.split())
    except ValueError as exc:
        raise CorruptFileError(f"{source}: {what}: {exc}") from None
    if len(set(cards)) != len(cards):
        raise CorruptFileError(f"{source}: {what} holds a card twice")
    if count is not None and len(cards) != count:
        raise CorruptFileError(f"{source}: {what} must hold {count} cards, not {len(cards)}")
    return cards


def read_mode(value: Any, what: str, source: str) -> int:
    """A mode code (``Mode.from_code``), as the mode's number."""
    try:
        return int(Mode.from_code(require_str(value, what, source, 8)))
    except ValueError as exc:
        raise CorruptFileError(f"{source}: {what}: {exc}") from None


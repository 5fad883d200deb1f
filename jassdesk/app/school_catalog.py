"""The school's lessons and puzzles as the window lists them, and the sessions it opens on them.

The lessons and puzzles are the school's data (:mod:`jassdesk.school`), read through its guarded readers;
the catalog gives each an entry with a key for the person's progress (``lesson_<id>``, ``puzzle_<id>``:
a lesson and a puzzle may share an id), its game, its title in four languages, and the one way to open it:
a fresh session in the person's deck, or the session resumed at a saved place (a place that no longer fits,
say after an update changed the lesson, starts it afresh and says so).  Puzzles are opened seen from the
person's chair (:meth:`~jassdesk.school.puzzle.Puzzle.seen_from_person`): the table draws seat 0 at the
bottom.  A damaged shipped file costs its own entries only; the reason is kept in :attr:`problems`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from jassdesk.engine.cards import Deck
from jassdesk.engine.games import GAMES
from jassdesk.engine.language import text_in
from jassdesk.engine.rules import Game
from jassdesk.school.exercise import Sentence
from jassdesk.school.lesson import Lesson, LessonSession, load_lessons
from jassdesk.school.puzzle import Puzzle, PuzzleSession, load_puzzles
from jassdesk.storage.errors import StorageError


@dataclass(frozen=True)
class CatalogEntry:
    """One lesson or puzzle of the school's list."""

    key: str  # the progress key: "lesson_<id>" or "puzzle_<id>"
    kind: str  # "lesson" or "puzzle"
    game: Game
    number: int  # its place in its list, from 1
    title_text: Sentence
    _open: Callable[[Deck, Any], Any]

    def title(self, lang: str) -> str:
        return text_in(self.title_text, lang)

    def open(self, deck: Deck, place: Any = None) -> tuple[Any, bool]:
        """The exercise's session in ``deck``: resumed at ``place`` if given and still fitting, else fresh.
        Returns (session, resumed)."""
        if place is not None:
            try:
                return self._open(deck, place), True
            except (StorageError, ValueError, KeyError, TypeError):
                pass  # the place does not fit the exercise as shipped now: start it afresh
        return self._open(deck, None), False


def _lesson_entry(lesson: Lesson, number: int) -> CatalogEntry:
    def open_lesson(deck: Deck, place: Any) -> LessonSession:
        if place is None:
            return LessonSession(lesson, deck)
        return LessonSession.restore(lesson, place, deck)
    return CatalogEntry(f"lesson_{lesson.id}", "lesson", lesson.game, number, lesson.title, open_lesson)


def _puzzle_entry(puzzle: Puzzle, number: int) -> CatalogEntry:
    seen = puzzle.seen_from_person()

    def open_puzzle(deck: Deck, place: Any) -> PuzzleSession:
        if place is None:
            return PuzzleSession(seen, deck=deck)
        return PuzzleSession.resume(seen, place, deck)
    return CatalogEntry(f"puzzle_{puzzle.id}", "puzzle", Game(puzzle.game), number, puzzle.title, open_puzzle)


class SchoolCatalog:
    """Every lesson in its order and every puzzle by game, read once."""

    def __init__(self, lessons: list[CatalogEntry], puzzles: list[CatalogEntry], problems: list[str]) -> None:
        self.lessons = lessons
        self.puzzles = puzzles
        self.problems = problems  # why a shipped file could not be read (shown, never fatal)

    @classmethod
    def load(cls) -> "SchoolCatalog":
        problems: list[str] = []
        try:
            lessons = [_lesson_entry(lesson, i + 1) for i, lesson in enumerate(load_lessons())]
        except StorageError as exc:
            lessons, problems = [], [str(exc)]
        try:
            puzzles_read = load_puzzles()
        except StorageError as exc:
            puzzles_read, problems = [], problems + [str(exc)]
        numbers: dict[str, int] = {}
        puzzles = []
        for puzzle in puzzles_read:
            numbers[puzzle.game] = numbers.get(puzzle.game, 0) + 1
            puzzles.append(_puzzle_entry(puzzle, numbers[puzzle.game]))
        return cls(lessons, puzzles, problems)

    def entry(self, key: str) -> CatalogEntry | None:
        return next((e for e in self.lessons + self.puzzles if e.key == key), None)

    def after(self, key: str) -> CatalogEntry | None:
        """The entry that follows ``key`` in its list (the next lesson, the game's next puzzle), or None."""
        for items in (self.lessons, self.puzzles):
            for i, entry in enumerate(items):
                if entry.key == key:
                    following = items[i + 1] if i + 1 < len(items) else None
                    if following is None or (entry.kind == "puzzle" and following.game != entry.game):
                        return None
                    return following
        return None

    def puzzle_games(self) -> list[Game]:
        """The games that have puzzles, in the engine's order of the games (Schieber first)."""
        have = {entry.game for entry in self.puzzles}
        return [game for game in GAMES if game in have]

    def puzzles_of(self, game: Game) -> list[CatalogEntry]:
        return [entry for entry in self.puzzles if entry.game is game]

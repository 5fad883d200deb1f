"""The school's checker: every puzzle's goal is the exact solver's optimum, every lesson the rules allow.

:func:`check_puzzle` rebuilds the puzzle's position on the engine, values every legal first card of the
person with all hands open (:func:`jassdesk.school.puzzle.card_scores`) and refuses a puzzle whose goal is
not exactly what the person's side can force, that every first card reaches, or whose goal the game's
own module says does not fit its position (:meth:`~jassdesk.school.puzzle_game.PuzzleGame.misfit`; no game
is named here, the puzzle's game is asked through the school's registry).  The lessons are checked
by :func:`jassdesk.school.lesson.check_lessons` (written with the lessons); :func:`run_check` runs both
for ``python -m jassdesk.school --check``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Callable, TextIO

from jassdesk.engine.actions import Decision
from jassdesk.engine.cards import CARDS
from jassdesk.storage.errors import StorageError

from .puzzle import PUZZLE_DIR, Puzzle, card_scores, goal_met, load_puzzles


def check_puzzle(puzzle: Puzzle) -> list[str]:
    """The puzzle's problems, each a sentence naming it (empty when the solver confirms it)."""
    try:
        state = puzzle.start_state()
    except StorageError as exc:
        return [str(exc)]
    name = f"{puzzle.source}: puzzle {puzzle.id}"
    if state.decision is not Decision.PLAY or state.current_player != puzzle.seat:
        return [f"{name}: the position must wait for seat {puzzle.seat}'s card (the person's)"]
    misfit = puzzle.puzzle_game.misfit(puzzle, state)
    if misfit:
        return [f"{name}: {misfit}"]
    try:
        scores = card_scores(puzzle, state, len(state.tricks))
    except ValueError as exc:
        return [f"{name}: {exc}"]
    goal = puzzle.goal
    best = max(scores.values())
    problems = []
    if goal.kind in ("points", "tricks") and best != goal.target:
        unit = "points" if goal.kind == "points" else "tricks"
        problems.append(f"{name}: the goal asks for {goal.target} {unit}, but the best play of every seat gives "
                        f"{best}: the goal must be the solver's optimum")
    elif goal.kind in ("match", "save", "bid") and not goal_met(goal, best):
        problems.append(f"{name}: the goal ({goal.kind}) cannot be forced: the opponents' best play stops it")
    if all(goal_met(goal, v) for v in scores.values()):
        cards = " ".join(CARDS[c].code for c in sorted(scores))
        problems.append(f"{name}: every legal first card ({cards}) reaches the goal: a puzzle needs a card that "
                        f"fails")
    return problems


def _lesson_check() -> tuple[list[tuple[str, str]], int]:
    """The lessons' problems and how many lessons were checked (none before the lessons exist)."""
    try:
        from .lesson import check_lessons
    except ImportError:
        return [], 0
    return check_lessons()


def run_check(out: TextIO, folder: Path = PUZZLE_DIR,
              lessons: Callable[[], tuple[list[tuple[str, str]], int]] = _lesson_check) -> int:
    """Check every lesson and puzzle; print each problem; 1 on the first that fails, else 0 after the
    line ``school: N lessons, M puzzles, all checked``."""
    problems, n_lessons = lessons()
    for lesson_id, problem in problems:
        print(f"lesson {lesson_id}: {problem}", file=out)
    if problems:
        return 1
    try:
        puzzles = load_puzzles(folder)
    except StorageError as exc:
        print(exc, file=out)
        return 1
    for puzzle in puzzles:
        found = check_puzzle(puzzle)
        for problem in found:
            print(problem, file=out)
        if found:
            return 1
    print(f"school: {n_lessons} lessons, {len(puzzles)} puzzles, all checked", file=out)
    return 0

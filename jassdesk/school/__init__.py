"""The Jass school: lessons and puzzles as data, each an :class:`~jassdesk.school.exercise.Exercise`.

Pure Python on the engine and the AI (no Qt): the lessons (:mod:`jassdesk.school.lesson`), the puzzles
checked by the exact solver (:mod:`jassdesk.school.puzzle`) and their checker (:mod:`jassdesk.school.check`,
``python -m jassdesk.school --check``).  What differs between the games is each game's own module
(``<game>_puzzle.py``, a :class:`~jassdesk.school.puzzle_game.PuzzleGame`), listed only in the school's
registry (:mod:`jassdesk.school.games`).  The school's window lives in the UI layer.
"""

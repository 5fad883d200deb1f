"""Autosave after every action, and resume at the next start exactly where the Partie stopped.

The newest save is ``autosave.jass``; before it is replaced, it moves to
``autosave.1.jass`` and so on, so a few earlier states survive even a bug
that writes a bad game.  Every write is atomic.  :meth:`Autosaver.latest`
returns the newest save that loads; a damaged one is moved aside as
``autosave.jass.damaged-1`` (kept, never deleted or rotated over).
"""

from __future__ import annotations

import os
from pathlib import Path

from .atomic import preserve_copy
from .errors import StorageError
from .saved_games import SUFFIX, SavedGame, load_saved_game, save_game

KEEP = 3


class Autosaver:
    def __init__(self, folder: Path, keep: int = KEEP) -> None:
        self.folder = Path(folder)
        self.keep = keep

    def path(self, generation: int = 0) -> Path:
        return self.folder / (f"autosave{SUFFIX}" if generation == 0 else f"autosave.{generation}{SUFFIX}")

    def save(self, game: SavedGame, rotate: bool = False) -> None:
        """Save the running Partie; ``rotate`` first shifts the older generations (e.g. once per hand)."""
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise StorageError(f"cannot create the autosave folder {self.folder}: {exc.strerror or exc}") from exc
        if rotate and self.path(0).exists():
            for generation in range(self.keep, 0, -1):
                older = self.path(generation - 1)
                if older.exists():
                    try:
                        os.replace(older, self.path(generation))
                    except OSError as exc:
                        raise StorageError(f"cannot keep the earlier autosave {older}: {exc}") from exc
        save_game(self.path(0), game)

    def latest(self) -> tuple[SavedGame | None, list[str]]:
        """The newest autosave that loads, and a note for each one that did not."""
        problems: list[str] = []
        for generation in range(self.keep + 1):
            path = self.path(generation)
            if not path.exists():
                continue
            try:
                return load_saved_game(path), problems
            except StorageError as exc:
                # moved aside, not left where the next rotation or clear would remove it
                kept = preserve_copy(path, "damaged")
                problems.append(f"{exc} (kept as {kept.name})" if kept else str(exc))
        return None, problems

    def clear(self) -> None:
        """Forget the running Partie (it ended, or the person declined to continue it)."""
        for generation in range(self.keep + 1):
            try:
                self.path(generation).unlink()
            except FileNotFoundError:
                pass

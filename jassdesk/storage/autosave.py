"""Autosave after every action, and resume at the next start exactly where the Partie stopped.

The newest save is ``autosave.jass``; on a rotation the older generations
move one place down (``autosave.1.jass`` and so on) and ``autosave.jass`` is
*copied* to ``autosave.1.jass`` before it is atomically replaced, so a few
earlier states survive even a bug that writes a bad game, and at every
moment (a kill in the middle of a rotation included) ``autosave.jass`` is the
newest complete save.  :meth:`Autosaver.latest` returns the newest save that
loads; a damaged one is moved aside as ``autosave.jass.damaged-1`` (kept,
never deleted or rotated over) and described by a :class:`DamagedFile`.

Each window on a data folder writes its own slot (``autosave/``, and
``autosave-2/`` ... for a second window, see :mod:`jassdesk.storage.paths`):
:func:`other_slots` finds the slots a window left behind, and
:meth:`Autosaver.move_to` hands one over to the first slot so the next start
offers it like its own.
"""

from __future__ import annotations

import os
from pathlib import Path

from .atomic import DamagedFile, atomic_copy, preserve_copy
from .errors import StorageError
from .paths import FIRST_SLOT, autosave_slot_of
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
            try:
                for generation in range(self.keep, 1, -1):
                    older = self.path(generation - 1)
                    if older.exists():
                        os.replace(older, self.path(generation))
                # a copy, not a move: the newest save stays in place until the next one replaces it
                atomic_copy(self.path(0), self.path(1))
            except OSError as exc:
                raise StorageError(f"cannot keep the earlier autosaves in {self.folder}: "
                                   f"{exc.strerror or exc}") from exc
        save_game(self.path(0), game)

    def latest(self) -> tuple[SavedGame | None, list[DamagedFile]]:
        """The newest autosave that loads, and each one that did not (moved aside)."""
        problems: list[DamagedFile] = []
        for generation in range(self.keep + 1):
            path = self.path(generation)
            if not path.exists() and not path.is_symlink():
                continue
            try:
                return load_saved_game(path), problems
            except StorageError as exc:
                # moved aside, not left where the next rotation or clear would remove it
                problems.append(DamagedFile(path, preserve_copy(path, "damaged"), str(exc)))
        return None, problems

    def clear(self) -> None:
        """Forget the running Partie (it ended, or the person declined to continue it)."""
        for generation in range(self.keep + 1):
            try:
                self.path(generation).unlink()
            except FileNotFoundError:
                pass

    def has_saves(self) -> bool:
        """Whether any generation is on disk (loadable or not): such a slot is never written over."""
        return any(self.path(g).exists() or self.path(g).is_symlink() for g in range(self.keep + 1))

    def newest_time(self) -> float:
        """When the newest generation on disk was written (0.0 if there is none): which slot was played last."""
        times = []
        for generation in range(self.keep + 1):
            try:
                times.append(self.path(generation).stat().st_mtime)
            except OSError:
                continue
        return max(times, default=0.0)

    def move_to(self, target: "Autosaver") -> None:
        """Move every generation into ``target``, which has none, so the Partie is continued from there.

        The newest first: a move stopped midway (a crash) leaves the newest save in ``target`` and older
        generations here, each file in exactly one of the two places, so nothing is lost.
        """
        if target.has_saves():
            raise StorageError(f"{target.folder} holds autosaves already: {self.folder} is not moved into it")
        try:
            target.folder.mkdir(parents=True, exist_ok=True)
            for generation in range(self.keep + 1):
                source = self.path(generation)
                if source.exists() or source.is_symlink():
                    os.replace(source, target.path(generation))
        except OSError as exc:
            raise StorageError(f"cannot move the autosaves of {self.folder} to {target.folder}: "
                               f"{exc.strerror or exc}") from exc


def other_slots(data_dir: Path) -> list[int]:
    """The autosave slots besides the first that have a folder in ``data_dir`` (a second window's), in order."""
    try:
        names = [entry.name for entry in Path(data_dir).iterdir() if entry.is_dir()]
    except OSError:
        return []
    slots = (autosave_slot_of(name) for name in names)
    return sorted(slot for slot in slots if slot is not None and slot != FIRST_SLOT)

"""Keep the running Partie safe: an autosave after every action, and saving to a file on request.

The controller emits :attr:`~jassdesk.app.controller.GameController.applied`
as soon as the engine has taken an action, before the table has shown it;
the keeper then hands the whole Partie (the engine's record plus the names
and AI levels) to a writer thread.  Writes are atomic
(:mod:`jassdesk.storage.atomic`), so a crash or a power cut leaves either the
previous save or the new one.  A save that is still waiting when the next
action comes is replaced by the newer one: the disk never falls behind by
more than one write, and a slow ``fsync`` never stalls the window.

Earlier generations are kept (:class:`~jassdesk.storage.autosave.Autosaver`):
the save is rotated whenever a hand or a Partie starts, so even a bug that
wrote a bad Partie leaves the previous hands on disk.
"""

from __future__ import annotations

import logging
import threading
import time
from pathlib import Path
from typing import Any, Callable

from PySide6.QtCore import QObject, Signal

from jassdesk.engine import events as ev
from jassdesk.storage.autosave import Autosaver
from jassdesk.storage.errors import StorageError
from jassdesk.storage.saved_games import SavedGame, Seat, save_game

from .controller import GameController
from .game_config import PERSON_LEVEL, GameConfig

log = logging.getLogger(__name__)


class AutosaveWriter:
    """Writes autosaves on a thread of its own, newest request wins."""

    def __init__(self, autosaver: Autosaver, on_error: Callable[[str], None]) -> None:
        self.autosaver = autosaver
        self.on_error = on_error
        self._cond = threading.Condition()
        self._pending: tuple[str, SavedGame | None, bool] | None = None
        self._busy = False
        self._closed = False
        self.writes = 0  # finished writes (tests and benchmarks read it)
        self._thread = threading.Thread(target=self._run, name="jassdesk-autosave", daemon=True)
        self._thread.start()

    def save(self, game: SavedGame, rotate: bool = False) -> None:
        with self._cond:
            if self._pending is not None and self._pending[0] == "save":
                rotate = rotate or self._pending[2]  # a rotation asked for must not be lost by coalescing
            self._pending = ("save", game, rotate)
            self._cond.notify_all()

    def clear(self) -> None:
        with self._cond:
            self._pending = ("clear", None, False)
            self._cond.notify_all()

    def flush(self, timeout: float = 10.0) -> bool:
        """Wait until everything asked for is on disk; False if that took longer than ``timeout``."""
        deadline = time.monotonic() + timeout
        with self._cond:
            while self._pending is not None or self._busy:
                left = deadline - time.monotonic()
                if left <= 0:
                    return False
                self._cond.wait(left)
        return True

    def close(self) -> None:
        self.flush()
        with self._cond:
            self._closed = True
            self._cond.notify_all()
        self._thread.join(timeout=10)

    def _run(self) -> None:
        while True:
            with self._cond:
                while self._pending is None and not self._closed:
                    self._cond.wait()
                if self._pending is None and self._closed:
                    return
                kind, game, rotate = self._pending  # type: ignore[misc]
                self._pending = None
                self._busy = True
            try:
                if kind == "save":
                    assert game is not None
                    self.autosaver.save(game, rotate=rotate)
                else:
                    self.autosaver.clear()
            except (StorageError, OSError) as exc:
                log.warning("autosave failed: %s", exc)
                self.on_error(str(exc))
            except Exception:  # noqa: BLE001  (a bug here must not end the thread: the next save may work)
                log.exception("autosave failed unexpectedly")
                self.on_error("an unexpected error stopped the autosave (see the log file)")
            finally:
                with self._cond:
                    self._busy = False
                    self.writes += 1
                    self._cond.notify_all()


def seats_of(config: GameConfig, n_players: int) -> tuple[Seat, ...]:
    return tuple(Seat(config.names[s] if s < len(config.names) else "", level)
                 for s, level in enumerate(config.seat_levels(n_players)))


def config_of(game: SavedGame) -> GameConfig:
    """The table a saved game was played at (levels this version does not know become its default)."""
    from jassdesk.ai.levels import level_names

    known = set(level_names())
    rec = game.record
    # a person at another seat shares the computer (hot seat); a level unknown here plays at the default ("")
    levels = tuple(PERSON_LEVEL if s.level == PERSON_LEVEL else s.level if s.level in known else "" for s in game.seats)
    levels = (None,) + levels[1:]
    return GameConfig(rec.rules, rec.seed, tuple(s.name for s in game.seats), levels, rec.start_dealer,
                      bool(game.extra.get("practice", False)), rec.start_deal)


class PartieKeeper(QObject):
    """Autosaves the controller's Partie after every action; saves it to a file when asked."""

    problem = Signal(str)  # a save failed (the sentence names the file and the cause)
    fileChanged = Signal(object)  # Path | None: the file the Partie was last saved to or opened from
    modifiedChanged = Signal(bool)

    def __init__(self, controller: GameController, autosaver: Autosaver, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.autosaver = autosaver
        self.writer = AutosaveWriter(autosaver, self.problem.emit)
        self.extras: list[Callable[[], dict[str, Any]]] = []  # more to keep in a save (e.g. statistics ids)
        self.file: Path | None = None
        self.modified = False
        self.enabled = True
        controller.applied.connect(self._on_applied)
        controller.undone.connect(self._on_undone)

    # -- what a save holds ---------------------------------------------------------------

    def saved_game(self) -> SavedGame:
        c = self.controller
        assert c.state is not None and c.config is not None
        extra: dict[str, Any] = {"partie": c.partie_no}
        if c.practice:
            extra["practice"] = True
        for fn in self.extras:
            extra.update(fn())
        return SavedGame(c.record(), seats_of(c.config, c.n_players), extra=extra)

    # -- autosave ------------------------------------------------------------------------

    def _on_applied(self, action: Any, events: Any) -> None:
        c = self.controller
        if action is None:  # a new Partie: not yet saved to any file
            self._set_file(None)
        self._set_modified(True)
        if not self.enabled or c.state is None:
            return
        if c.state.is_over:
            self.writer.clear()  # nothing to continue; the Partie is in the statistics
            return
        rotate = action is None or any(isinstance(e, ev.HandStarted) for e in events)
        self.writer.save(self.saved_game(), rotate=rotate)

    def _on_undone(self) -> None:
        """A practice game went back: the shorter Partie is what continues, and it differs from its file."""
        self._set_modified(True)
        self.autosave()

    def autosave(self, rotate: bool = False, wait: bool = False) -> None:
        """Save the running Partie now (after opening one, and on quitting); ``wait`` until it is on disk."""
        c = self.controller
        if self.enabled and c.state is not None and c.config is not None and not c.state.is_over:
            self.writer.save(self.saved_game(), rotate=rotate)
        if wait:
            self.writer.flush()

    def close(self) -> None:
        """Write what is pending and stop the writer thread (the window is closing)."""
        self.autosave(wait=True)
        self.writer.close()

    # -- files ---------------------------------------------------------------------------

    def save_to(self, path: Path) -> None:
        """Save the Partie to ``path`` (raises :class:`StorageError` with a sentence for the person)."""
        save_game(Path(path), self.saved_game())
        self._set_file(Path(path))
        self._set_modified(False)

    def opened(self, path: Path) -> None:
        """The Partie on the table now comes from ``path``."""
        self._set_file(Path(path))
        self._set_modified(False)

    def _set_file(self, path: Path | None) -> None:
        if path != self.file:
            self.file = path
            self.fileChanged.emit(path)

    def _set_modified(self, on: bool) -> None:
        if on != self.modified:
            self.modified = on
            self.modifiedChanged.emit(on)

"""Record every finished hand and Partie in the statistics database, as the engine finishes them.

It listens to :attr:`GameController.applied`, so a hand (also one cut short by
the target) is recorded the moment the engine scores it, not when the table has finished showing it: quitting
during the summary loses nothing.  The id of the Partie's row travels in the
autosave (``extra["stats_partie"]``), so a resumed Partie goes on in the same
row.  A database that cannot be opened or written costs the statistics, never
the game: the problem is logged and reported once.
"""

from __future__ import annotations

import logging
import time
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from jassdesk.engine import events as ev
from jassdesk.storage.errors import StorageError
from jassdesk.storage.statistics import StatisticsDB

from .controller import PERSON, GameController

log = logging.getLogger(__name__)

PERSON_SIDE = PERSON  # seat 0 is side 0 in both games (team 0 in Schieber)
EXTRA_KEY = "stats_partie"


class StatisticsRecorder(QObject):
    problem = Signal(str)
    recorded = Signal()  # a hand or a Partie was written (an open statistics window refreshes)

    def __init__(self, controller: GameController, db_path: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.db_path = Path(db_path)
        self._db: StatisticsDB | None = None
        self._failed = False
        self.partie_id: int | None = None
        self._hand_started = time.monotonic()
        controller.applied.connect(self._on_applied)
        controller.undone.connect(self._on_undone)

    @property
    def db(self) -> StatisticsDB | None:
        """The database, opened on first use; None (reported once) if it cannot be opened."""
        if self._db is None and not self._failed:
            try:
                self._db = StatisticsDB(self.db_path)
            except (StorageError, OSError) as exc:
                self._fail(str(exc))
        return self._db

    def _fail(self, message: str) -> None:
        log.warning("statistics: %s", message)
        if not self._failed:
            self._failed = True
            self.problem.emit(message)

    def extra(self) -> dict[str, Any]:
        """What a save must hold for the Partie to go on in the same row."""
        return {} if self.partie_id is None else {EXTRA_KEY: self.partie_id}

    def adopt(self, extra: dict[str, Any], same_database: bool) -> None:
        """A saved Partie was resumed: continue its row if it is in this database, else start one.

        ``same_database`` is False for a file opened by hand: its row id may
        belong to another person's database, so a new row is started.
        """
        pid = extra.get(EXTRA_KEY)
        db = self.db
        if same_database and isinstance(pid, int) and db is not None and self._exists(db, pid):
            self.partie_id = pid
        else:
            self._start_partie()
        self._hand_started = time.monotonic()

    @staticmethod
    def _exists(db: StatisticsDB, pid: int) -> bool:
        try:
            return db.partie_exists(pid)
        except Exception:  # noqa: BLE001
            return False

    def _start_partie(self) -> None:
        c = self.controller
        db = self.db
        self.partie_id = None
        if db is None or c.config is None or c.state is None:
            return
        rules = c.rules
        levels = list(c.config.seat_levels(c.n_players))
        try:
            self.partie_id = db.start_partie(rules.game.value, rules.preset.value, rules.to_dict(), levels,
                                             PERSON_SIDE, practice=c.practice)
        except Exception as exc:  # noqa: BLE001  (sqlite3 errors, a full disk: the game goes on)
            self._fail(f"the statistics database {self.db_path} cannot be written: {exc}")

    def _on_applied(self, action: Any, events: Any) -> None:
        if action is None:
            self._start_partie()
            self._hand_started = time.monotonic()
        db = self.db
        if db is None or self.partie_id is None:
            return
        try:
            for e in events:
                if isinstance(e, ev.HandStarted):
                    self._hand_started = time.monotonic()
                elif isinstance(e, ev.HandScored):
                    db.record_hand(self.partie_id, e.result, PERSON_SIDE, time.monotonic() - self._hand_started)
                    self.recorded.emit()
                elif isinstance(e, ev.PartieOver):
                    db.finish_partie(self.partie_id, e.scores, e.winner, PERSON_SIDE)
                    self.recorded.emit()
        except Exception as exc:  # noqa: BLE001
            self._fail(f"the statistics database {self.db_path} cannot be written: {exc}")

    def record_review(self, partie_id: int | None, hand_no: int, counts: dict[str, int]) -> None:
        """The labels of a reviewed hand of Partie row ``partie_id`` (the row the hand was recorded in)."""
        db = self.db
        if db is None or partie_id is None:
            return
        try:
            db.record_review(partie_id, hand_no, counts)
            self.recorded.emit()
        except Exception as exc:  # noqa: BLE001
            self._fail(f"the statistics database {self.db_path} cannot be written: {exc}")

    def _on_undone(self) -> None:
        """A practice game went back: the hands taken back (and the Partie's end) are no longer recorded."""
        c = self.controller
        db = self.db
        if db is None or self.partie_id is None or c.state is None:
            return
        try:
            db.rewind_partie(self.partie_id, len(c.state.results))
            self.recorded.emit()
        except Exception as exc:  # noqa: BLE001
            self._fail(f"the statistics database {self.db_path} cannot be written: {exc}")
        self._hand_started = time.monotonic()

    def close(self) -> None:
        if self._db is not None:
            self._db.close()
            self._db = None

"""Record every finished hand and Partie in the statistics database, as the engine finishes them.

It listens to :attr:`GameController.applied`, so a hand (also one cut short by
the target) is recorded the moment the engine scores it, not when the table has finished showing it: quitting
during the summary loses nothing.  Recording never waits on the database: each record is handed
to the :class:`~jassdesk.app.statistics_writer.StatisticsWriter`, whose thread writes it (in
order, through a journal file, so a database locked by another program costs neither the window
nor the record).

The id of the Partie's row is chosen here (:func:`~jassdesk.storage.statistics.new_partie_id`),
not by the database, so it is known at once; it travels in the autosave (``extra["stats_partie"]``),
so a resumed Partie goes on in the same row (written again if it is missing).  A database that
cannot be opened or written costs the statistics, never the game: the problem is logged and
reported once.
"""

from __future__ import annotations

import logging
import time
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from jassdesk.engine import events as ev
from jassdesk.storage.errors import StorageError
from jassdesk.storage.statistics import (
    StatisticsDB,
    finish_args,
    hand_args,
    new_partie_id,
    partie_args,
    review_args,
    rewind_args,
)

from .controller import PERSON, GameController
from .statistics_writer import StatisticsWriter

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
        self.writer = StatisticsWriter(self.db_path)  # opens the database on its thread, now
        self.writer.written.connect(self._on_written)
        self.writer.problem.connect(self._fail)
        self._reader: StatisticsDB | None = None
        self._failed = False
        # it may have failed before its signal was connected: said from the event loop, once whoever made
        # this recorder has connected to its own ``problem`` (said now, nobody would hear it)
        QTimer.singleShot(0, self, self._report_early_failure)
        self.partie_id: int | None = None
        self._hand_started = time.monotonic()
        controller.applied.connect(self._on_applied)
        controller.undone.connect(self._on_undone)

    @property
    def pending(self) -> int:
        """Records not yet in the database (the database is locked, or still being opened)."""
        return self.writer.pending

    def flush(self, timeout: float = 10.0) -> bool:
        """Wait until every record is in the database (tests and tools: this blocks the calling thread)."""
        return self.writer.flush(timeout)

    @property
    def db(self) -> StatisticsDB | None:
        """A connection for reading what is recorded, once every pending record is written.

        For tests and tools only: it waits for the writer (up to 10 s), so the window never uses it;
        None if the database cannot be read.
        """
        self.writer.flush()
        if self._reader is None:
            try:
                self._reader = StatisticsDB(self.db_path, read_only=True)
            except StorageError:
                return None
        return self._reader

    def _on_written(self) -> None:
        self.recorded.emit()

    def _report_early_failure(self) -> None:
        if self.writer.error is not None:
            self._fail(self.writer.error)

    def _fail(self, message: str) -> None:
        log.warning("statistics: %s", message)
        if not self._failed:
            self._failed = True
            self.problem.emit(message)  # the message names the file and the cause already: passed on as it is

    def extra(self) -> dict[str, Any]:
        """What a save must hold for the Partie to go on in the same row."""
        return {} if self.partie_id is None else {EXTRA_KEY: self.partie_id}

    def adopt(self, extra: dict[str, Any], same_database: bool) -> None:
        """A saved Partie was resumed: continue its row (writing it again if it is missing), else start one.

        ``same_database`` is False for a file opened by hand: its row id may belong to another person's
        database, so a new row is started.  Nothing is read here (the database may be locked): the row is
        queued as a ``start_partie`` record, which keeps an existing row as it is.
        """
        pid = extra.get(EXTRA_KEY)
        if same_database and isinstance(pid, int) and not isinstance(pid, bool) and pid > 0:
            self._start_partie(pid)
        else:
            self._start_partie()
        self._hand_started = time.monotonic()

    def _start_partie(self, partie_id: int | None = None) -> None:
        c = self.controller
        self.partie_id = None
        if c.config is None or c.state is None:
            return
        rules = c.rules
        self.partie_id = partie_id if partie_id is not None else new_partie_id()
        levels = list(c.config.seat_levels(c.n_players))
        self.writer.submit("start_partie", partie_args(self.partie_id, rules.game.value, rules.preset.value,
                                                       rules.to_dict(), levels, PERSON_SIDE, practice=c.practice))

    def _on_applied(self, action: Any, events: Any) -> None:
        if action is None:
            self._start_partie()
            self._hand_started = time.monotonic()
        if self.partie_id is None:
            return
        for e in events:
            if isinstance(e, ev.HandStarted):
                self._hand_started = time.monotonic()
            elif isinstance(e, ev.HandScored):
                self.writer.submit("record_hand", hand_args(self.partie_id, e.result, PERSON_SIDE,
                                                            time.monotonic() - self._hand_started))
            elif isinstance(e, ev.PartieOver):
                self.writer.submit("finish_partie", finish_args(self.partie_id, e.scores, e.winner, PERSON_SIDE))

    def record_review(self, partie_id: int | None, hand_no: int, counts: dict[str, int]) -> None:
        """The labels of a reviewed hand of Partie row ``partie_id`` (the row the hand was recorded in)."""
        if partie_id is None:
            return
        self.writer.submit("record_review", review_args(partie_id, hand_no, counts))

    def _on_undone(self) -> None:
        """A practice game went back: the hands taken back (and the Partie's end) are no longer recorded."""
        c = self.controller
        if self.partie_id is None or c.state is None:
            return
        self.writer.submit("rewind_partie", rewind_args(self.partie_id, len(c.state.results)))
        self._hand_started = time.monotonic()

    def close(self) -> None:
        """Write what the database takes now and stop the writer; the rest waits in the journal."""
        self.writer.close()
        if self._reader is not None:
            self._reader.close()
            self._reader = None

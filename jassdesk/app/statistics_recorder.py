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

At a Partie of several people at one computer (hot seat) every person gets a row of his own, from his side
and under his name (``player``; the person at seat 0 has ``""``, as every single player's row), so each has
his own statistics; the other people's row ids travel in the autosave too (``extra["stats_people"]``).

A table played over the network is recorded in the person's own statistics by a recorder of its window's
controller, which shares the main window's writer (one writer, one journal per database).
"""

from __future__ import annotations

import logging
import time
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from jassdesk.engine import events as ev
from jassdesk.engine.games import state_class
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

EXTRA_KEY = "stats_partie"  # the row id of the person at seat 0
PEOPLE_KEY = "stats_people"  # the other people's at a hot-seat Partie: {"2": row id}


class StatisticsRecorder(QObject):
    problem = Signal(str)
    recorded = Signal()  # a hand or a Partie was written (an open statistics window refreshes)

    def __init__(self, controller: GameController, db_path: Path, parent: QObject | None = None,
                 writer: StatisticsWriter | None = None) -> None:
        """Record ``controller``'s Partien in ``db_path``, through ``writer`` (another recorder's: it stays open when
        this one closes) or a writer of its own."""
        super().__init__(parent)
        self.controller = controller
        self.db_path = Path(db_path)
        self._own_writer = writer is None
        self.writer = writer or StatisticsWriter(self.db_path)  # a writer of its own opens the database now
        self.writer.written.connect(self._on_written)
        self.writer.problem.connect(self._fail)
        self._reader: StatisticsDB | None = None
        self._failed = False
        # it may have failed before its signal was connected: said from the event loop, once whoever made
        # this recorder has connected to its own ``problem`` (said now, nobody would hear it)
        QTimer.singleShot(0, self, self._report_early_failure)
        self.partie_ids: dict[int, int] = {}  # the row of each person's statistics for the running Partie
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

    @property
    def partie_id(self) -> int | None:
        """The row of the running Partie in the statistics of the person at seat 0."""
        return self.partie_ids.get(PERSON)

    def partie_of(self, seat: int) -> int | None:
        """The row of the running Partie in the statistics of the person at ``seat`` (None: not recorded)."""
        return self.partie_ids.get(seat)

    def extra(self) -> dict[str, Any]:
        """What a save must hold for the Partie to go on in the same rows."""
        extra: dict[str, Any] = {} if self.partie_id is None else {EXTRA_KEY: self.partie_id}
        people = {str(seat): pid for seat, pid in self.partie_ids.items() if seat != PERSON}
        if people:
            extra[PEOPLE_KEY] = people
        return extra

    def adopt(self, extra: dict[str, Any], same_database: bool) -> None:
        """A saved Partie was resumed: continue its row (writing it again if it is missing), else start one.

        ``same_database`` is False for a file opened by hand: its row id may belong to another person's
        database, so a new row is started.  Nothing is read here (the database may be locked): the row is
        queued as a ``start_partie`` record, which keeps an existing row as it is.
        """
        people = extra.get(PEOPLE_KEY)
        saved = {PERSON: extra.get(EXTRA_KEY), **({int(k): v for k, v in people.items() if k.isdigit()}
                                                  if isinstance(people, dict) else {})}
        known = {seat: pid for seat, pid in saved.items()
                 if same_database and isinstance(pid, int) and not isinstance(pid, bool) and pid > 0}
        self._start_partie(known)
        self._hand_started = time.monotonic()

    def _start_partie(self, known: dict[int, int] | None = None) -> None:
        """A row for each person at the computer (``known``: the rows a resumed Partie had already)."""
        c = self.controller
        self.partie_ids = {}
        if c.config is None or not c.running:
            return
        rules = c.rules
        levels = list(c.seat_levels())
        sides = state_class(rules.game).sides
        for seat in c.persons:
            pid = (known or {}).get(seat) or new_partie_id()
            self.partie_ids[seat] = pid
            player = "" if seat == PERSON else c.seat_name(seat)
            self.writer.submit("start_partie", partie_args(pid, rules.game.value, rules.preset.value, rules.to_dict(),
                                                           levels, sides[seat], practice=c.practice, player=player))

    def _on_applied(self, action: Any, events: Any) -> None:
        if action is None:
            self._start_partie()
            self._hand_started = time.monotonic()
        if not self.partie_ids:
            return
        sides = state_class(self.controller.rules.game).sides
        for e in events:
            if isinstance(e, ev.HandStarted):
                self._hand_started = time.monotonic()
            elif isinstance(e, ev.HandScored):
                duration = time.monotonic() - self._hand_started
                for seat, pid in self.partie_ids.items():
                    self.writer.submit("record_hand", hand_args(pid, e.result, sides[seat], duration))
            elif isinstance(e, ev.PartieOver):
                for seat, pid in self.partie_ids.items():
                    self.writer.submit("finish_partie", finish_args(pid, e.scores, e.winner, sides[seat]))

    def record_review(self, partie_id: int | None, hand_no: int, counts: dict[str, int]) -> None:
        """The labels of a reviewed hand of Partie row ``partie_id`` (the row the hand was recorded in)."""
        if partie_id is None:
            return
        self.writer.submit("record_review", review_args(partie_id, hand_no, counts))

    def _on_undone(self) -> None:
        """A practice game went back: the hands taken back (and the Partie's end) are no longer recorded."""
        c = self.controller
        if c.state is None:
            return
        for pid in self.partie_ids.values():
            self.writer.submit("rewind_partie", rewind_args(pid, len(c.state.results)))
        self._hand_started = time.monotonic()

    def close(self) -> None:
        """Write what the database takes now and stop the writer (a writer of its own); the rest waits in the
        journal."""
        self.writer.written.disconnect(self._on_written)
        self.writer.problem.disconnect(self._fail)
        if self._own_writer:
            self.writer.close()
        if self._reader is not None:
            self._reader.close()
            self._reader = None

"""The statistics database's only writer in this process: a thread of its own, so no lock ever holds the window.

Another program holding the database's write lock (a backup or sync tool, a
second JassDesk, the statistics window of another instance) used to freeze
the window for the whole 15 s busy timeout at the end of every hand, and
opening the database (migrations, WAL) at start froze it before the first
card.  Now the window only hands records to :meth:`StatisticsWriter.submit`
(a list append under a lock); this writer's thread owns the sqlite
connection, opens and migrates the database, and writes the records in the
order they were made.  While the database is locked it tries again every
:data:`RETRY_S` with a short busy timeout, so a quit never waits for it.

Every record goes into the journal file next to the database
(:mod:`jassdesk.storage.statistics_journal`) before the database is tried
and leaves it once written; what the journal holds at start (left by a quit
while the database was locked, a crash, or another window) is written first.
The database remembers the last record it wrote of each writer, so nothing is
written twice.

The thread reports back through Qt signals (queued to the GUI thread):
:attr:`~StatisticsWriter.written` after records reached the database,
:attr:`~StatisticsWriter.pendingChanged` when the number still waiting
changes (the statistics window says "being written" meanwhile),
:attr:`~StatisticsWriter.stateChanged` once the database is open or cannot
be, and :attr:`~StatisticsWriter.problem` with a sentence naming the file and
the cause when it cannot be opened or written (a locked database is no
problem: its records wait).
"""

from __future__ import annotations

import logging
import secrets
import threading
import time
import weakref
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from jassdesk.storage.atomic import DamagedFile
from jassdesk.storage.errors import StorageError
from jassdesk.storage.statistics import DatabaseBusyError, RecordRefusedError, StatisticsDB
from jassdesk.storage.statistics_journal import JournalEntry, StatisticsJournal, journal_path

log = logging.getLogger(__name__)

#: the writer's busy timeout: how long one attempt waits for another program's lock (the thread only)
BUSY_TIMEOUT_S = 0.2
#: the pause between two attempts while the database is locked
RETRY_S = 0.3
#: the pause after a write failed for another reason (a full disk): the record waits, it is tried again
FAILED_RETRY_S = 5.0
#: after this long locked, the log says so (once per stretch)
LONG_LOCK_S = 30.0
#: records written in a row are signalled to the GUI at most this often
SIGNAL_EVERY_S = 0.25
#: records written in a row are taken out of the journal at most this often (and when none is left)
TRUNCATE_EVERY_S = 1.0

_running: "weakref.WeakValueDictionary[str, StatisticsWriter]" = weakref.WeakValueDictionary()


def _key(path: Path) -> str:
    return str(Path(path).expanduser().absolute())


class StatisticsWriter(QObject):
    """Writes statistics records to one database from a thread of its own, in order, journaled."""

    written = Signal()  # records reached the database (an open statistics window reads again)
    pendingChanged = Signal()  # :attr:`pending` changed
    stateChanged = Signal()  # the database was opened (:attr:`ready`) or cannot be (:attr:`error`)
    problem = Signal(str)  # the database cannot be opened or written: why, naming the file

    def __init__(self, db_path: Path, parent: QObject | None = None, busy_timeout: float = BUSY_TIMEOUT_S,
                 retry: float = RETRY_S) -> None:
        super().__init__(parent)
        self.db_path = Path(db_path)
        self.journal = StatisticsJournal(journal_path(self.db_path))
        self.busy_timeout = busy_timeout
        self.retry = retry
        #: this run's name in the journal and the database (records are numbered 1, 2, ... under it)
        self.writer_id = secrets.token_hex(8)
        self.ready = False  # the database is open (and at this version's schema)
        self.error: str | None = None  # why the database cannot be opened (then records only wait in the journal)
        self.damaged: DamagedFile | None = None  # a journal found damaged and moved aside
        self.writes = 0  # records written (tests and benchmarks read it)
        self._cond = threading.Condition()
        self._incoming: list[JournalEntry] = []  # submitted, not yet taken by the thread
        self._pending = 0  # submitted or found in the journal, not yet written (or dropped)
        self._loaded = False  # the thread has read the journal (its records count as pending from then on)
        self._seq = 0
        self._stalled = False  # the last attempt wrote nothing (locked, or failing): a quit does not wait
        self._unsignalled = False  # records written since the last :attr:`written`
        self._signalled = 0.0
        self._kept = 0.0  # when the journal was last brought up to date
        self._stale = False  # records written since then are still in it
        self._closing = False
        self._closed = False
        _running[_key(self.db_path)] = self
        self._thread = threading.Thread(target=self._run, name="jassdesk-statistics", daemon=True)
        self._thread.start()

    @staticmethod
    def running(db_path: Path) -> "StatisticsWriter | None":
        """The writer of ``db_path`` in this process, if one is open (the statistics window asks it)."""
        writer = _running.get(_key(db_path))
        return writer if writer is not None and not writer._closed else None

    # -- the GUI thread's side ---------------------------------------------------------------------

    @property
    def pending(self) -> int:
        """Records made (or found in the journal) that are not in the database yet."""
        with self._cond:
            return self._pending

    @property
    def stalled(self) -> bool:
        """Whether the last attempt wrote nothing (the database is locked by another program, or failing)."""
        with self._cond:
            return self._stalled

    def submit(self, op: str, args: dict[str, Any]) -> None:
        """Queue one record (an operation of ``storage.statistics.OPS`` and its JSON arguments); never waits."""
        with self._cond:
            if self._closing:
                log.warning("statistics: a %s record came after the writer was closed; it is not kept", op)
                return
            self._seq += 1
            self._incoming.append(JournalEntry(self.writer_id, self._seq, op, args))
            self._pending += 1
            self._cond.notify_all()
        self.pendingChanged.emit()

    def flush(self, timeout: float = 10.0) -> bool:
        """Wait until every record is in the database; False after ``timeout`` (tests, benchmarks, tools)."""
        deadline = time.monotonic() + timeout
        with self._cond:
            while (self._pending or not self._loaded) and self.error is None:
                left = deadline - time.monotonic()
                if left <= 0 or self._closed:
                    return False
                self._cond.wait(left)
        return not self._pending

    def close(self, timeout: float = 3.0) -> None:
        """Write what is pending while the database takes it, then stop the thread.

        Waits at most ``timeout``, and not at all for a locked or failing database: what is not written
        stays in the journal and is written at the next start.
        """
        deadline = time.monotonic() + timeout
        with self._cond:
            while self._pending and not self._stalled and self.error is None and not self._closed:
                left = deadline - time.monotonic()
                if left <= 0:
                    break
                self._cond.wait(min(left, 0.05))
            self._closing = True
            self._cond.notify_all()
        self._thread.join(timeout=max(1.0, self.busy_timeout * 5))
        self._closed = True
        if _running.get(_key(self.db_path)) is self:
            del _running[_key(self.db_path)]

    # -- the thread --------------------------------------------------------------------------------

    def _run(self) -> None:
        try:
            self._loop()
        except Exception:  # noqa: BLE001  (a bug must not end the program; the journal keeps the records)
            log.exception("the statistics writer stopped unexpectedly")
            self.problem.emit("an unexpected error stopped the statistics (see the log file)")
        finally:
            with self._cond:
                self._closed = True
                self._cond.notify_all()

    def _loop(self) -> None:
        pending: list[JournalEntry] = []
        done: set[tuple[str, int]] = set()  # keys written or skipped: not put back in the journal
        entries, damaged = self.journal.load()  # what a run before (or another window) left unwritten
        if damaged is not None:
            log.warning("statistics journal moved aside: %s", damaged)
            self.damaged = damaged
        if entries:
            log.info("statistics: %d record(s) left in %s are written first", len(entries), self.journal.path)
            pending.extend(entries)
        with self._cond:
            self._pending += len(entries)
            self._loaded = True
            self._cond.notify_all()
        if entries:
            self.pendingChanged.emit()
        db: StatisticsDB | None = None
        reported: set[str] = set()
        locked_since: float | None = None
        pause = 0.0
        try:
            while True:
                with self._cond:
                    if pause and not self._incoming and not self._closing:
                        self._cond.wait(pause)
                    new, self._incoming = self._incoming, []
                    closing = self._closing
                pause = 0.0
                if db is None and self.error is None:  # first: a database that cannot be opened is the problem said
                    db = self._open()
                    if db is None and self.error is None:
                        pause = self.retry  # locked while opening (migrating): try again soon
                if new:
                    pending.extend(new)
                    self._keep(pending, done)  # on disk before the database is tried
                if db is not None and pending:
                    outcome = self._write_first(db, pending, done, reported)
                    if outcome == "busy":
                        locked_since = locked_since or time.monotonic()
                        if time.monotonic() - locked_since > LONG_LOCK_S and "locked" not in reported:
                            reported.add("locked")
                            log.warning("statistics: %s has been locked by another program for %.0f s; "
                                        "%d record(s) wait", self.db_path, time.monotonic() - locked_since,
                                        len(pending))
                        pause = self.retry
                    elif outcome == "failed":
                        pause = FAILED_RETRY_S
                    else:
                        locked_since = None
                        reported.discard("locked")
                    if outcome != "written" and self._stale:
                        self._keep(pending, done)
                    self._set_stalled(outcome != "written", signal=outcome != "written" or not pending)
                    if pause and closing:
                        return  # the journal has the rest
                    continue
                if closing:
                    return
                if pause:
                    continue
                with self._cond:  # nothing to write now (or a database that cannot be opened): wait for records
                    while not self._incoming and not self._closing:
                        self._cond.wait()
        finally:
            if db is not None:
                db.close()

    def _open(self) -> StatisticsDB | None:
        try:
            db = StatisticsDB(self.db_path, busy_timeout=self.busy_timeout)
        except DatabaseBusyError:
            self._set_stalled(True)
            return None
        except (StorageError, OSError) as exc:
            log.warning("statistics: %s", exc)
            with self._cond:
                self.error = str(exc)
                self._cond.notify_all()
            self.problem.emit(str(exc))
            self.stateChanged.emit()
            return None
        self.ready = True
        self._set_stalled(False)
        self.stateChanged.emit()
        return db

    def _write_first(self, db: StatisticsDB, pending: list[JournalEntry], done: set[tuple[str, int]],
                     reported: set[str]) -> str:
        """Write the oldest pending record: "written", "busy" (try again soon) or "failed" (try again later)."""
        entry = pending[0]
        try:
            db.apply_entry(entry.writer, entry.seq, entry.op, entry.args)
        except DatabaseBusyError:
            return "busy"
        except RecordRefusedError as exc:  # refused for good (its Partie was cleared): waiting would block the rest
            log.warning("statistics: a %s record is dropped: %s", entry.op, exc)
        except (StorageError, OSError) as exc:
            log.warning("statistics: %s", exc)
            if "write" not in reported:
                reported.add("write")
                self.problem.emit(str(exc))
            return "failed"
        pending.pop(0)
        done.add(entry.key)
        # the journal loses the record soon, not at once: one written again is skipped (its number is in the
        # database), and a long journal read at start is not rewritten once per record
        self._stale = True
        if not pending or time.monotonic() - self._kept >= TRUNCATE_EVERY_S:
            self._keep(pending, done)  # before the count drops: flush() finds the journal gone
        with self._cond:
            self._pending -= 1
            self.writes += 1
            self._cond.notify_all()
        self._unsignalled = True
        return "written"

    def _keep(self, pending: list[JournalEntry], done: set[tuple[str, int]]) -> None:
        """The journal holds exactly the records still pending (and other windows' records).

        A journal that cannot be written is logged, not reported: the records still reach a database
        that works (only a kill before that would lose them), and one that does not is reported itself.
        """
        self._kept, self._stale = time.monotonic(), False
        try:
            damaged = self.journal.write(pending, done)
        except (StorageError, OSError) as exc:
            log.warning("statistics journal: %s", exc)
            return
        if damaged is not None:
            log.warning("statistics journal moved aside: %s", damaged)
            self.damaged = damaged

    def _set_stalled(self, on: bool, signal: bool = True) -> None:
        """Whether the last attempt wrote nothing; with ``signal``, tell the GUI what was written meanwhile.

        Records written in a row (a journal of many, read at start) are signalled together, at most every
        :data:`SIGNAL_EVERY_S`: a statistics window reads the database again per signal.
        """
        with self._cond:
            changed = self._stalled != on
            self._stalled = on
            self._cond.notify_all()
        now = time.monotonic()
        if self._unsignalled and (signal or now - self._signalled >= SIGNAL_EVERY_S):
            self._unsignalled = False
            self._signalled = now
            self.written.emit()
            changed = True
        if changed:
            self.pendingChanged.emit()

"""Statistics of every finished hand and Partie, in SQLite, with a schema version and migrations.

Figures are kept from the person's side ("person" and "other") so totals and
trends read directly: win rate over time, average points per hand, matches,
by game and by AI level.

The AI level of a Partie (``partien.level``, schema 2) is derived from the
``levels`` list (one entry per seat, ``"person"`` for the person's seat): the
most common level among the other seats, a tie going to the stronger level
(``random`` < ``beginner`` < ``medium`` < ``expert``).  So three medium AIs
make a "medium" Partie, two expert opponents with a beginner partner an
"expert" one; a Partie with no AI seat has the level ``""``.

Schema history (``PRAGMA user_version``):

1. tables ``partien`` and ``hands``;
2. one row per hand: a UNIQUE index on ``hands(partie_id, hand_no)`` (older
   duplicates are removed, the latest kept) so that recording a hand again
   after a crash and resume replaces it; the column ``partien.level``;
3. the table ``reviews``: per reviewed hand, how many of the person's decisions
   the review after the hand labelled Best, Good, Inaccuracy, Mistake, Blunder
   and Forced (a table of its own: older rows stay as they are, unreviewed);
4. the column ``partien.practice``: a practice game (decisions could be taken back), 0 for older rows;
5. the column ``hands.bid_person``: the person's bid in a game with bids (Differenzler), NULL in the
   others, so the mean penalty per hand and the exact bids can be counted.  Existing rows keep
   everything and get NULL;
6. the table ``journal_applied``: per writer (one JassDesk run) the sequence number of the last
   record of its journal written here (:meth:`StatisticsDB.apply_entry`), so a record written
   again after a kill between the commit and the journal's truncation is skipped, not repeated;
7. the column ``partien.player``: whose statistics a row is.  ``""`` (every older row) is the person
   at seat 0, the one whose statistics the window shows; at a Partie of several people at one
   computer (hot seat) each of the others gets a row of his own, from his side, under his name.
   Every query takes a ``player`` (default ``""``).

Each migration runs in one transaction together with the new version number,
so an interrupted migration leaves the previous version intact.

The app never writes from its window: it hands each record (an operation
name and its JSON arguments, see :data:`OPS`) to a writer thread that applies
it with :meth:`StatisticsDB.apply_entry` (see
:mod:`jassdesk.storage.statistics_journal` and
:mod:`jassdesk.app.statistics_writer`).  The Partie's row id is chosen by the
app (:func:`new_partie_id`) so it is known before the row is written.
"""

from __future__ import annotations

import csv
import json
import secrets
import sqlite3
import threading
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from jassdesk.engine.games import GAMES

from .errors import NewerFileError, StorageError
from .guarded_reader import refuse_special_file

T = TypeVar("T")

SCHEMA_VERSION = 7
MIGRATIONS: dict[int, str] = {
    1: """
    CREATE TABLE partien (
        id INTEGER PRIMARY KEY,
        game TEXT NOT NULL, preset TEXT NOT NULL, rules TEXT NOT NULL, levels TEXT NOT NULL,
        person_side INTEGER NOT NULL, started REAL NOT NULL, finished REAL,
        score_person INTEGER, score_other INTEGER, won INTEGER
    );
    CREATE TABLE hands (
        id INTEGER PRIMARY KEY,
        partie_id INTEGER NOT NULL REFERENCES partien(id) ON DELETE CASCADE,
        hand_no INTEGER NOT NULL, mode TEXT NOT NULL, multiplier INTEGER NOT NULL,
        cards_person INTEGER NOT NULL, cards_other INTEGER NOT NULL,
        weis_person INTEGER NOT NULL, weis_other INTEGER NOT NULL,
        stoeck_person INTEGER NOT NULL, stoeck_other INTEGER NOT NULL,
        match_person INTEGER NOT NULL, match_other INTEGER NOT NULL,
        written_person INTEGER NOT NULL, written_other INTEGER NOT NULL,
        duration REAL NOT NULL, finished REAL NOT NULL
    );
    CREATE INDEX hands_partie ON hands(partie_id);
    """,
    2: """
    DELETE FROM hands WHERE id NOT IN (SELECT MAX(id) FROM hands GROUP BY partie_id, hand_no);
    CREATE UNIQUE INDEX hands_partie_hand ON hands(partie_id, hand_no);
    DROP INDEX hands_partie;
    ALTER TABLE partien ADD COLUMN level TEXT NOT NULL DEFAULT '';
    UPDATE partien SET level = jassdesk_partie_level(levels);
    CREATE INDEX partien_finished ON partien(finished);
    """,
    3: """
    CREATE TABLE reviews (
        partie_id INTEGER NOT NULL REFERENCES partien(id) ON DELETE CASCADE,
        hand_no INTEGER NOT NULL,
        best INTEGER NOT NULL, good INTEGER NOT NULL, inaccuracy INTEGER NOT NULL,
        mistake INTEGER NOT NULL, blunder INTEGER NOT NULL, forced INTEGER NOT NULL,
        PRIMARY KEY (partie_id, hand_no)
    );
    """,
    4: """
    ALTER TABLE partien ADD COLUMN practice INTEGER NOT NULL DEFAULT 0;
    """,
    5: """
    ALTER TABLE hands ADD COLUMN bid_person INTEGER;
    """,
    6: """
    CREATE TABLE journal_applied (
        writer TEXT PRIMARY KEY,
        seq INTEGER NOT NULL,
        at REAL NOT NULL
    );
    """,
    7: """
    ALTER TABLE partien ADD COLUMN player TEXT NOT NULL DEFAULT '';
    CREATE INDEX partien_player ON partien(player);
    """,
}
#: the review's labels, as the columns of ``reviews`` name them
REVIEW_LABELS = ("best", "good", "inaccuracy", "mistake", "blunder", "forced")

HAND_COLUMNS = ("cards", "weis", "stoeck", "match", "written")
#: AI levels from weakest to strongest (the names of jassdesk.ai.levels); unknown names rank below.
LEVEL_ORDER = ("random", "beginner", "medium", "expert")
NOT_AI = ("person", "")


def level_rank(level: str) -> int:
    return LEVEL_ORDER.index(level) if level in LEVEL_ORDER else -1


def partie_level(levels: list[Any] | str) -> str:
    """The AI level a Partie counts under: the most common among the AI seats, a tie to the stronger."""
    if isinstance(levels, str):
        try:
            levels = json.loads(levels)
        except ValueError:
            return ""
    if not isinstance(levels, list):
        return ""
    counts = Counter(lv for lv in levels if isinstance(lv, str) and lv not in NOT_AI)
    if not counts:
        return ""
    return max(counts, key=lambda lv: (counts[lv], level_rank(lv), lv))


def _seat_levels(text: str) -> list[str]:
    try:
        levels = json.loads(text)
    except ValueError:
        return []
    return [lv for lv in levels if isinstance(lv, str)] if isinstance(levels, list) else []


#: how long a write waits for another connection's write to finish before it gives up (a caller that
#: must not wait, the app's writer thread, passes a short one and tries again later)
BUSY_TIMEOUT_S = 15.0
#: SQLite's codes for "the database file was moved or replaced under the connection" and disk I/O
#: errors: a fresh connection is tried once before the write is given up
_REOPEN_ERRORS = ("SQLITE_READONLY_DBMOVED", "SQLITE_IOERR")
#: SQLite's codes for "another connection holds the lock": worth trying again later, not a failure
_BUSY_ERRORS = ("SQLITE_BUSY", "SQLITE_LOCKED")
#: rows of ``journal_applied`` older than this are removed (a journal left unwritten for a year is gone)
APPLIED_KEPT_S = 365 * 24 * 3600.0


class DatabaseBusyError(StorageError):
    """Another connection (a backup or sync tool, a second JassDesk) holds the database's lock right now."""


class DatabaseNotReadyError(StorageError):
    """Nothing to read yet: the file does not exist or has not been brought to this schema (the writer will)."""


class RecordRefusedError(StorageError):
    """The database refuses this record for good (a constraint: e.g. its Partie was cleared meanwhile)."""


def _is_busy(exc: sqlite3.Error) -> bool:
    name = getattr(exc, "sqlite_errorname", "") or ""
    return name.startswith(_BUSY_ERRORS) or "is locked" in str(exc)  # "database is locked", "... table is locked"


_id_lock = threading.Lock()
_last_id = 0


def new_partie_id() -> int:
    """A row id for a new Partie, chosen without asking the database (it may be locked for a while).

    The time in milliseconds with 11 random bits below it: increasing (the export and the trends order
    by id), unique between two JassDesk processes that start a Partie in the same millisecond (but for
    one chance in 2048), and below 2**53, so any JSON reader keeps it exact.  Old rows have small ids
    (1, 2, ...), which sort before these.
    """
    global _last_id
    with _id_lock:
        pid = (time.time_ns() // 1_000_000) << 11 | secrets.randbits(11)
        _last_id = pid = max(pid, _last_id + 1)
    return pid


# -- the operations: what the app records, as plain JSON arguments (see statistics_journal) ---------

def partie_args(partie_id: int | None, game: str, preset: str, rules: dict[str, Any], levels: list[str],
                person_side: int, practice: bool = False, started: float | None = None,
                player: str = "") -> dict[str, Any]:
    """The arguments of ``start_partie``: a Partie's row, written unless a row with its id exists (``player``:
    whose row, ``""`` for the person at seat 0)."""
    return {"partie_id": partie_id, "game": game, "preset": preset, "rules": rules, "levels": list(levels),
            "person_side": int(person_side), "practice": bool(practice),
            "started": time.time() if started is None else float(started), "player": str(player)}


def hand_args(partie_id: int, result: Any, person_side: int, duration: float,
              finished: float | None = None) -> dict[str, Any]:
    """The arguments of ``record_hand`` from an engine HandResult, from the person's side (person, other: the
    other team, or in a game of each alone the next player)."""
    other = (person_side + 1) % len(result.written)
    pairs = {name: [int(getattr(result, attr)[person_side]), int(getattr(result, attr)[other])]
             for name, attr in zip(HAND_COLUMNS, ("card_points", "weis", "stoeck", "match", "written"))}
    bids = getattr(result, "bids", ())
    return {"partie_id": int(partie_id), "hand_no": int(result.hand_no),
            "mode": str(getattr(result.mode, "name", result.mode)), "multiplier": int(result.multiplier),
            **pairs, "duration": float(duration), "finished": time.time() if finished is None else float(finished),
            "bid": int(bids[person_side]) if bids else None}  # a game with bids: the person's own


def finish_args(partie_id: int, scores: tuple[int, ...], winner: int | None, person_side: int,
                finished: float | None = None) -> dict[str, Any]:
    return {"partie_id": int(partie_id), "finished": time.time() if finished is None else float(finished),
            "score_person": int(scores[person_side]), "score_other": int(scores[(person_side + 1) % len(scores)]),
            "won": None if winner is None else int(winner == person_side)}


def rewind_args(partie_id: int, hands_kept: int) -> dict[str, Any]:
    return {"partie_id": int(partie_id), "hands_kept": max(0, int(hands_kept))}


def review_args(partie_id: int, hand_no: int, counts: dict[str, int]) -> dict[str, Any]:
    return {"partie_id": int(partie_id), "hand_no": int(hand_no),
            "counts": {label: int(counts.get(label, 0)) for label in REVIEW_LABELS}}


def _start_partie(conn: sqlite3.Connection, partie_id: int | None, game: str, preset: str, rules: dict[str, Any],
                  levels: list[str], person_side: int, practice: bool, started: float, player: str = "") -> int:
    # OR IGNORE: the row of a resumed Partie, or a record written twice, is kept as it is
    cursor = conn.execute(
        "INSERT OR IGNORE INTO partien (id, game, preset, rules, levels, level, person_side, started, practice, "
        "player) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (partie_id, game, preset, json.dumps(rules, sort_keys=True), json.dumps(levels), partie_level(list(levels)),
         person_side, started, int(practice), player))
    return int(partie_id if partie_id is not None else cursor.lastrowid)


_HAND_UPDATED = ("mode", "multiplier", "cards_person", "cards_other", "weis_person", "weis_other",
                 "stoeck_person", "stoeck_other", "match_person", "match_other", "written_person",
                 "written_other", "duration", "finished", "bid_person")


def _record_hand(conn: sqlite3.Connection, partie_id: int, hand_no: int, mode: str, multiplier: int,
                 cards: list[int], weis: list[int], stoeck: list[int], match: list[int], written: list[int],
                 duration: float, finished: float, bid: int | None) -> None:
    # ON CONFLICT: the same hand of the same Partie again (a crash and resume) replaces the earlier row
    conn.execute(
        "INSERT INTO hands (partie_id, hand_no, mode, multiplier, cards_person, cards_other, weis_person, "
        "weis_other, stoeck_person, stoeck_other, match_person, match_other, written_person, written_other, "
        "duration, finished, bid_person) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
        "ON CONFLICT(partie_id, hand_no) DO UPDATE SET " + ", ".join(f"{c} = excluded.{c}" for c in _HAND_UPDATED),
        (partie_id, hand_no, mode, multiplier, *cards, *weis, *stoeck, *match, *written, duration, finished, bid))


def _finish_partie(conn: sqlite3.Connection, partie_id: int, finished: float, score_person: int,
                   score_other: int, won: int | None) -> None:
    conn.execute("UPDATE partien SET finished = ?, score_person = ?, score_other = ?, won = ? WHERE id = ?",
                 (finished, score_person, score_other, won, partie_id))


def _rewind_partie(conn: sqlite3.Connection, partie_id: int, hands_kept: int) -> None:
    kept = [r[0] for r in conn.execute("SELECT hand_no FROM hands WHERE partie_id = ? ORDER BY hand_no",
                                       (partie_id,)).fetchall()][:max(0, hands_kept)]
    marks = ",".join("?" * len(kept))
    conn.execute(f"DELETE FROM hands WHERE partie_id = ? AND hand_no NOT IN ({marks})", (partie_id, *kept))
    # the review of a hand taken back is of a hand that never happened
    conn.execute(f"DELETE FROM reviews WHERE partie_id = ? AND hand_no NOT IN ({marks})", (partie_id, *kept))
    conn.execute("UPDATE partien SET finished = NULL, score_person = NULL, score_other = NULL, won = NULL "
                 "WHERE id = ?", (partie_id,))


def _record_review(conn: sqlite3.Connection, partie_id: int, hand_no: int, counts: dict[str, int]) -> None:
    conn.execute(f"INSERT OR REPLACE INTO reviews (partie_id, hand_no, {', '.join(REVIEW_LABELS)}) "
                 "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                 (partie_id, hand_no, *(int(counts.get(label, 0)) for label in REVIEW_LABELS)))


def _clear(conn: sqlite3.Connection) -> None:
    # journal_applied stays: a journal replayed after a clear must still skip what it wrote before
    for table in ("reviews", "hands", "partien"):
        conn.execute(f"DELETE FROM {table}")


#: every operation the app records, by the name a journal entry carries; each is idempotent on its own
#: (written twice it leaves what it left once), and :meth:`StatisticsDB.apply_entry` skips one written before
OPS: dict[str, Callable[..., Any]] = {
    "start_partie": _start_partie,
    "record_hand": _record_hand,
    "finish_partie": _finish_partie,
    "rewind_partie": _rewind_partie,
    "record_review": _record_review,
    "clear": _clear,
}


class StatisticsDB:
    """One connection to the statistics database; make one per thread (sqlite3 refuses sharing).

    Concurrency (the recorder writing while the statistics window reads, a second JassDesk, a
    busy machine, a backup or sync tool holding the lock): the database runs in WAL mode, so a
    reader never blocks a writer nor a writer a reader; every write is one ``BEGIN IMMEDIATE``
    transaction that waits up to ``busy_timeout`` seconds for another writer and then raises
    :class:`DatabaseBusyError`; and a write that finds the file moved or replaced under its
    connection reconnects once.

    ``read_only`` (the statistics window): the file is neither created nor migrated nor written
    (``PRAGMA query_only``); a missing or older file raises :class:`DatabaseNotReadyError`, a
    newer one :class:`NewerFileError`, and reads raise :class:`DatabaseBusyError` instead of
    waiting longer than ``busy_timeout``.
    """

    def __init__(self, path: Path, busy_timeout: float = BUSY_TIMEOUT_S, read_only: bool = False) -> None:
        self.path = Path(path)
        self.busy_timeout = float(busy_timeout)
        self.read_only = read_only
        self.conn: sqlite3.Connection | None = None
        try:
            if read_only:
                self._open_for_reading()
            else:
                self.path.parent.mkdir(parents=True, exist_ok=True)
                self.conn = self._connect(wal=False)  # a newer JassDesk's file is not touched, not even its header
                self._migrate()
        except StorageError:
            if self.conn is not None:
                self.conn.close()
            raise
        except sqlite3.DatabaseError as exc:
            if self.conn is not None:
                self.conn.close()
            if _is_busy(exc):
                raise DatabaseBusyError(f"the statistics database {self.path} is in use by another program: "
                                        f"{exc}") from exc
            raise StorageError(f"the statistics database {self.path} cannot be opened: {exc}") from exc
        except OSError as exc:
            raise StorageError(f"the statistics database {self.path} cannot be created: {exc}") from exc

    def _open_for_reading(self) -> None:
        if not self.path.exists():
            raise DatabaseNotReadyError(f"the statistics database {self.path} does not exist yet")
        self.conn = self._connect(wal=False)
        self.conn.execute("PRAGMA query_only = ON")
        version = self.schema_version
        if version > SCHEMA_VERSION:
            raise NewerFileError(f"the statistics database {self.path} was written by a newer JassDesk "
                                 f"(schema {version}); it is left untouched")
        if version < SCHEMA_VERSION:
            raise DatabaseNotReadyError(f"the statistics database {self.path} is being brought to schema "
                                        f"{SCHEMA_VERSION} (it is at {version})")

    def _connect(self, wal: bool = True) -> sqlite3.Connection:
        for companion in ("", "-wal", "-shm", "-journal"):  # a pipe there would block SQLite's first read
            refuse_special_file(self.path.with_name(self.path.name + companion))
        # autocommit: the transactions are explicit (BEGIN IMMEDIATE in _write, BEGIN in the migrations)
        conn = sqlite3.connect(str(self.path), timeout=self.busy_timeout, isolation_level=None)
        try:
            conn.execute("PRAGMA foreign_keys = ON")
            if wal:
                self._use_wal(conn)
            conn.create_function("jassdesk_partie_level", 1, partie_level, deterministic=True)
        except sqlite3.Error:
            conn.close()
            raise
        return conn

    @staticmethod
    def _use_wal(conn: sqlite3.Connection) -> None:
        conn.execute("PRAGMA journal_mode = WAL")  # kept in the file: every later connection uses it too
        conn.execute("PRAGMA synchronous = NORMAL")  # with WAL: a power cut may lose the last hand, never the file

    def close(self) -> None:
        if self.conn is not None:
            self.conn.close()

    @property
    def schema_version(self) -> int:
        return self.conn.execute("PRAGMA user_version").fetchone()[0]

    def _migrate(self) -> None:
        version = self.schema_version
        if version > SCHEMA_VERSION:
            raise NewerFileError(f"the statistics database {self.path} was written by a newer JassDesk "
                                 f"(schema {version}); it is left untouched")
        self._use_wal(self.conn)
        for target in range(version + 1, SCHEMA_VERSION + 1):
            # one transaction: the schema change and its version number land together or not at all
            try:
                self.conn.executescript(f"BEGIN IMMEDIATE;\n{MIGRATIONS[target]}\n"
                                        f"PRAGMA user_version = {target};\nCOMMIT;")
            except sqlite3.Error:
                if self.conn.in_transaction:
                    self.conn.rollback()
                raise

    def _error(self, exc: sqlite3.Error, doing: str) -> StorageError:
        """The StorageError for a failed read or write: busy (try again later), refused for good, or failed."""
        if _is_busy(exc):
            return DatabaseBusyError(f"the statistics database {self.path} is in use by another program: {exc}")
        if isinstance(exc, sqlite3.IntegrityError):
            return RecordRefusedError(f"the statistics database {self.path} refuses a record: {exc}")
        return StorageError(f"the statistics database {self.path} cannot be {doing}: {exc}")

    def _write(self, work: Callable[[sqlite3.Connection], T]) -> T:
        """``work`` in one write transaction; a database error becomes a StorageError naming the file."""
        for attempt in (1, 2):
            try:
                return self._transaction(work)
            except sqlite3.Error as exc:
                name = getattr(exc, "sqlite_errorname", "") or ""
                if attempt == 1 and name.startswith(_REOPEN_ERRORS):
                    try:
                        fresh = self._connect()
                    except (sqlite3.Error, OSError):
                        pass
                    else:
                        self.conn.close()
                        self.conn = fresh
                        continue
                raise self._error(exc, "written") from exc
        raise AssertionError("unreachable")  # pragma: no cover

    def _transaction(self, work: Callable[[sqlite3.Connection], T]) -> T:
        conn = self.conn
        conn.execute("BEGIN IMMEDIATE")  # the write lock now, or wait for it: no deadlock on upgrading a read
        try:
            result = work(conn)
            conn.execute("COMMIT")
        except BaseException:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            raise
        return result

    def _rows(self, sql: str, args: Any = ()) -> list[Any]:
        """A read; a locked or failing database becomes a StorageError (busy: :class:`DatabaseBusyError`)."""
        try:
            return self.conn.execute(sql, args).fetchall()
        except sqlite3.Error as exc:
            raise self._error(exc, "read") from exc

    def _row(self, sql: str, args: Any = ()) -> Any:
        rows = self._rows(sql, args)
        return rows[0] if rows else None

    # -- writing ----------------------------------------------------------------

    def apply_entry(self, writer: str, seq: int, op: str, args: dict[str, Any]) -> bool:
        """Write one record of a journal (operation ``op`` of :data:`OPS` with ``args``) exactly once.

        ``writer`` names the JassDesk run that made the record and ``seq`` is its place in that run's
        records (1, 2, ...; written in this order).  The record and the writer's new sequence number
        are committed together, so a record whose number was committed before (the app was killed
        between the commit and the journal's truncation, or another window wrote it) is skipped:
        returns False then, True when it was written.
        """
        operation = OPS[op]

        def work(conn: sqlite3.Connection) -> bool:
            row = conn.execute("SELECT seq FROM journal_applied WHERE writer = ?", (writer,)).fetchone()
            if row is not None and row[0] >= seq:
                return False
            operation(conn, **args)
            now = time.time()
            conn.execute("INSERT INTO journal_applied (writer, seq, at) VALUES (?, ?, ?) "
                         "ON CONFLICT(writer) DO UPDATE SET seq = excluded.seq, at = excluded.at", (writer, seq, now))
            if row is None:  # a writer's first record: forget writers not heard of for a year
                conn.execute("DELETE FROM journal_applied WHERE at < ?", (now - APPLIED_KEPT_S,))
            return True
        return self._write(work)

    def applied_through(self, writer: str) -> int:
        """The sequence number of ``writer``'s last record written here (0: none)."""
        row = self._row("SELECT seq FROM journal_applied WHERE writer = ?", (writer,))
        return 0 if row is None else int(row[0])

    def start_partie(self, game: str, preset: str, rules: dict[str, Any], levels: list[str],
                     person_side: int, practice: bool = False, partie_id: int | None = None, player: str = "") -> int:
        """A new Partie's row; returns its id (``partie_id`` if given: then a row with that id is kept)."""
        args = partie_args(partie_id, game, preset, rules, levels, person_side, practice, player=player)
        return self._write(lambda conn: _start_partie(conn, **args))

    def rewind_partie(self, partie_id: int, hands_kept: int) -> None:
        """A practice game went back: only its first ``hands_kept`` recorded hands still happened, and it is
        not finished any more."""
        self._write(lambda conn: _rewind_partie(conn, **rewind_args(partie_id, hands_kept)))

    def partie_exists(self, partie_id: int) -> bool:
        """Whether the Partie is (still) recorded: a resumed game continues its statistics only then."""
        return self._row("SELECT 1 FROM partien WHERE id = ?", (int(partie_id),)) is not None

    def record_hand(self, partie_id: int, result: Any, person_side: int, duration: float) -> None:
        """Record one finished hand (an engine HandResult), from the person's side.

        Idempotent: recording the same hand number of the same Partie again (after a
        crash and resume) replaces the earlier row instead of counting the hand twice.
        """
        args = hand_args(partie_id, result, person_side, duration)
        self._write(lambda conn: _record_hand(conn, **args))

    def finish_partie(self, partie_id: int, scores: tuple[int, ...], winner: int | None, person_side: int) -> None:
        args = finish_args(partie_id, scores, winner, person_side)
        self._write(lambda conn: _finish_partie(conn, **args))

    def record_review(self, partie_id: int, hand_no: int, counts: dict[str, int]) -> None:
        """How many of the person's decisions in a hand got each label (keys: :data:`REVIEW_LABELS`).

        Idempotent like :meth:`record_hand`: a hand reviewed again replaces its row.
        """
        args = review_args(partie_id, hand_no, counts)
        self._write(lambda conn: _record_review(conn, **args))

    def clear(self) -> None:
        self._write(_clear)

    # -- reading ----------------------------------------------------------------

    def is_empty(self) -> bool:
        """True when no Partie (finished or not) is recorded: nothing to export or clear."""
        return self._row("SELECT 1 FROM partien LIMIT 1") is None

    def totals(self, game: str | None = None, level: str | None = None, practice: bool = False,
               player: str = "") -> dict[str, Any]:
        """Finished Partien (won, lost, drawn, win rate) and every recorded hand, from the person's side.

        ``level`` selects the Partien of that AI level (see :func:`partie_level`); practice games (where
        decisions could be taken back) count only with ``practice``.
        Keys: partien, won, lost, drawn, win_rate (None without a Partie), hands,
        avg_points_person, avg_points_other (written points per hand; None without a hand),
        matches, matches_other, weis_points, weis_other, duration (seconds over all hands),
        bid_hands (hands with a bid, Differenzler), avg_penalty (the person's penalty per such hand; None
        without one), exact_hits (such hands made exactly as bid).  ``player``: whose rows (see schema 7).
        """
        where, args = self._filter(game, level, practice, player)
        return self._totals(where, args)

    def _totals(self, where: str, args: list[Any]) -> dict[str, Any]:
        p = self._row(
            f"SELECT COUNT(*), SUM(won), SUM(CASE WHEN won = 0 THEN 1 ELSE 0 END) FROM partien "
            f"WHERE finished IS NOT NULL {where}", args)
        h = self._row(
            f"SELECT COUNT(*), AVG(written_person), AVG(written_other), SUM(match_person > 0), "
            f"SUM(match_other > 0), SUM(weis_person), SUM(weis_other), SUM(duration), COUNT(bid_person), "
            f"AVG(CASE WHEN bid_person IS NOT NULL THEN written_person END), SUM(bid_person = cards_person) "
            f"FROM hands JOIN partien ON partien.id = hands.partie_id WHERE 1 {where}", args)
        partien, won, lost = p[0] or 0, p[1] or 0, p[2] or 0
        return {"partien": partien, "won": won, "lost": lost, "drawn": partien - won - lost,
                "win_rate": (won / partien) if partien else None,
                "hands": h[0] or 0, "avg_points_person": h[1], "avg_points_other": h[2],
                "matches": h[3] or 0, "matches_other": h[4] or 0, "weis_points": h[5] or 0,
                "weis_other": h[6] or 0, "duration": h[7] or 0.0, "bid_hands": h[8] or 0,
                "avg_penalty": h[9], "exact_hits": h[10] or 0}

    def breakdown(self, game: str | None = None, level: str | None = None, practice: bool = False,
                  player: str = "") -> list[dict[str, Any]]:
        """:meth:`totals` for each game and AI level that has a recorded Partie, with keys game and level.

        Ordered by game (as :data:`jassdesk.engine.games.GAMES` lists them) and level (weakest first); optionally
        restricted like totals.
        """
        where, args = self._filter(game, level, practice, player)
        pairs = self._rows(f"SELECT DISTINCT game, level FROM partien WHERE 1 {where}", args)
        game_order = {game.value: i for i, game in enumerate(GAMES)}  # a game this version does not know: last
        pairs.sort(key=lambda gl: (game_order.get(gl[0], len(game_order)), gl[0], level_rank(gl[1]), gl[1]))
        out = []
        for g, lv in pairs:
            row = self._totals(" AND partien.game = ? AND partien.level = ? AND partien.player = ?" +
                               ("" if practice else " AND partien.practice = 0"), [g, lv, player])
            if row["partien"] or row["hands"]:  # a Partie left before its first hand was scored says nothing
                out.append({"game": g, "level": lv, **row})
        return out

    def partie_series(self, game: str | None = None, level: str | None = None, practice: bool = False,
                      player: str = "") -> list[dict[str, Any]]:
        """One entry per finished Partie, oldest first, for trends.

        Keys: id, game, level, levels (who sat where: "person" or an AI level, one per seat), practice,
        started, finished (Unix times), won (1, 0, or None for a draw), score_person, score_other,
        hands, avg_points_person, avg_points_other (None without a hand), matches, weis_points,
        avg_penalty (the person's penalty per hand with a bid; None in a game without bids), exact_hits.
        """
        where, args = self._filter(game, level, practice, player)
        rows = self._rows(
            "SELECT partien.id, partien.game, partien.level, partien.levels, partien.started, partien.finished, "
            "partien.won, partien.score_person, partien.score_other, COUNT(hands.id), AVG(hands.written_person), "
            "partien.practice, "
            "AVG(hands.written_other), SUM(hands.match_person > 0), SUM(hands.weis_person), "
            "AVG(CASE WHEN hands.bid_person IS NOT NULL THEN hands.written_person END), "
            "SUM(hands.bid_person = hands.cards_person) "
            "FROM partien LEFT JOIN hands ON hands.partie_id = partien.id "
            f"WHERE partien.finished IS NOT NULL {where} GROUP BY partien.id "
            "ORDER BY partien.finished, partien.id", args)
        keys = ("id", "game", "level", "levels", "started", "finished", "won", "score_person", "score_other",
                "hands", "avg_points_person", "practice", "avg_points_other", "matches", "weis_points",
                "avg_penalty", "exact_hits")
        out = []
        for row in rows:
            entry = dict(zip(keys, row))
            entry["levels"] = _seat_levels(entry["levels"])
            entry["matches"] = entry["matches"] or 0
            entry["weis_points"] = entry["weis_points"] or 0
            entry["practice"] = bool(entry["practice"])
            entry["exact_hits"] = entry["exact_hits"] or 0
            out.append(entry)
        return out

    def trend(self, game: str | None = None, level: str | None = None, window: int = 10, practice: bool = False,
              player: str = "") -> list[tuple[int, float]]:
        """Running win rate over the last ``window`` Partien, one point per finished Partie."""
        where, args = self._filter(game, level, practice, player)
        rows = self._rows(
            f"SELECT won FROM partien WHERE finished IS NOT NULL AND won IS NOT NULL {where} ORDER BY finished",
            args)
        out = []
        for i in range(len(rows)):
            recent = [r[0] for r in rows[max(0, i + 1 - window):i + 1]]
            out.append((i + 1, sum(recent) / len(recent)))
        return out

    def review_series(self, game: str | None = None, level: str | None = None,
                      player: str = "") -> list[dict[str, Any]]:
        """Per Partie with a reviewed hand, oldest first: the labels per reviewed hand, for the trend of mistakes.

        Keys: id, started, hands (reviewed), and per label of :data:`REVIEW_LABELS` its count and
        ``<label>_per_hand``; ``mistakes_per_hand`` counts Mistakes and Blunders together.
        """
        where, args = self._filter(game, level, player=player)
        sums = ", ".join(f"SUM(reviews.{label})" for label in REVIEW_LABELS)
        rows = self._rows(
            f"SELECT partien.id, partien.started, COUNT(*), {sums} FROM reviews "
            f"JOIN partien ON partien.id = reviews.partie_id WHERE 1 {where} "
            "GROUP BY partien.id ORDER BY partien.started, partien.id", args)
        out = []
        for pid, started, hands, *counts in rows:
            entry: dict[str, Any] = {"id": pid, "started": started, "hands": hands}
            for label, n in zip(REVIEW_LABELS, counts):
                entry[label] = n or 0
                entry[f"{label}_per_hand"] = (n or 0) / hands
            entry["mistakes_per_hand"] = (entry["mistake"] + entry["blunder"]) / hands
            out.append(entry)
        return out

    def players(self) -> list[str]:
        """The other people who have played at this computer (a hot-seat Partie), the latest first; the person
        at seat 0 (``""``) is not among them."""
        return [r[0] for r in self._rows("SELECT player FROM partien WHERE player != '' GROUP BY player "
                                         "ORDER BY MAX(started) DESC")]

    def _filter(self, game: str | None, level: str | None, practice: bool = False,
                player: str = "") -> tuple[str, list[Any]]:
        """The SQL condition for a game and a level and whose rows; practice games only when ``practice`` asks
        for them."""
        where, args = ("" if practice else " AND partien.practice = 0") + " AND partien.player = ?", [player]
        if game:
            where += " AND partien.game = ?"
            args.append(game)
        if level:
            where += " AND partien.level = ?"
            args.append(level)
        return where, args

    def export_csv(self, path: Path) -> int:
        """Every hand with its Partie's details as CSV; returns the number of rows (hands)."""
        rows = self._rows(
            "SELECT partien.id, partien.game, partien.preset, partien.levels, partien.level, partien.practice, "
            "partien.won, "
            "hands.hand_no, hands.mode, hands.multiplier, cards_person, cards_other, weis_person, weis_other, "
            "stoeck_person, stoeck_other, match_person, match_other, written_person, written_other, duration, "
            "hands.finished, partien.player FROM hands JOIN partien ON partien.id = hands.partie_id "
            "ORDER BY partien.id, hands.hand_no")
        header = ["partie", "game", "preset", "levels", "level", "practice", "won", "hand", "mode", "multiplier",
                  "cards_person",
                  "cards_other", "weis_person", "weis_other", "stoeck_person", "stoeck_other", "match_person",
                  "match_other", "written_person", "written_other", "duration_s", "finished_unix",
                  "player"]  # last, so that a sheet made from an earlier export reads its columns where they were
        try:
            with open(path, "w", newline="", encoding="utf-8") as handle:
                writer = csv.writer(handle)
                writer.writerow(header)
                writer.writerows(rows)
        except OSError as exc:
            raise StorageError(f"cannot write {path}: {exc.strerror or exc}") from exc
        return len(rows)

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
   everything and get NULL.

Each migration runs in one transaction together with the new version number,
so an interrupted migration leaves the previous version intact.
"""

from __future__ import annotations

import csv
import json
import sqlite3
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from .errors import NewerFileError, StorageError
from .guarded_reader import refuse_special_file

T = TypeVar("T")

SCHEMA_VERSION = 5
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


#: how long a write waits for another connection's write to finish before it gives up
BUSY_TIMEOUT_S = 15.0
#: SQLite's codes for "the database file was moved or replaced under the connection" and disk I/O
#: errors: a fresh connection is tried once before the write is given up
_REOPEN_ERRORS = ("SQLITE_READONLY_DBMOVED", "SQLITE_IOERR")


class StatisticsDB:
    """One connection to the statistics database; make one per thread (sqlite3 refuses sharing).

    Concurrency (the recorder writing while the statistics window reads, a second JassDesk, a
    busy machine): the database runs in WAL mode, so a reader never blocks a writer nor a writer a
    reader; every write is one ``BEGIN IMMEDIATE`` transaction that waits up to
    :data:`BUSY_TIMEOUT_S` for another writer instead of failing at once or deadlocking; and a write
    that finds the file moved or replaced under its connection reconnects once.
    """

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self.conn: sqlite3.Connection | None = None
        try:
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
            raise StorageError(f"the statistics database {self.path} cannot be opened: {exc}") from exc
        except OSError as exc:
            raise StorageError(f"the statistics database {self.path} cannot be created: {exc}") from exc

    def _connect(self, wal: bool = True) -> sqlite3.Connection:
        for companion in ("", "-wal", "-shm", "-journal"):  # a pipe there would block SQLite's first read
            refuse_special_file(self.path.with_name(self.path.name + companion))
        # autocommit: the transactions are explicit (BEGIN IMMEDIATE in _write, BEGIN in the migrations)
        conn = sqlite3.connect(str(self.path), timeout=BUSY_TIMEOUT_S, isolation_level=None)
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

    def _write(self, work: Callable[[sqlite3.Connection], T]) -> T:
        """``work`` in one write transaction; a database error becomes a StorageError naming the file."""
        for attempt in (1, 2):
            try:
                return self._transaction(work)
            except sqlite3.Error as exc:
                name = getattr(exc, "sqlite_errorname", "")
                if attempt == 1 and name.startswith(_REOPEN_ERRORS):
                    try:
                        fresh = self._connect()
                    except (sqlite3.Error, OSError):
                        pass
                    else:
                        self.conn.close()
                        self.conn = fresh
                        continue
                raise StorageError(f"the statistics database {self.path} cannot be written: {exc}") from exc
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

    # -- writing ----------------------------------------------------------------

    def start_partie(self, game: str, preset: str, rules: dict[str, Any], levels: list[str],
                     person_side: int, practice: bool = False) -> int:
        row = (game, preset, json.dumps(rules, sort_keys=True), json.dumps(levels), partie_level(list(levels)),
               person_side, time.time(), int(practice))
        return self._write(lambda conn: int(conn.execute(
            "INSERT INTO partien (game, preset, rules, levels, level, person_side, started, practice) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?)", row).lastrowid))

    def rewind_partie(self, partie_id: int, hands_kept: int) -> None:
        """A practice game went back: only its first ``hands_kept`` recorded hands still happened, and it is
        not finished any more."""
        def work(conn: sqlite3.Connection) -> None:
            kept = [r[0] for r in conn.execute("SELECT hand_no FROM hands WHERE partie_id = ? ORDER BY hand_no",
                                               (partie_id,)).fetchall()][:max(0, hands_kept)]
            conn.execute(f"DELETE FROM hands WHERE partie_id = ? AND hand_no NOT IN ({','.join('?' * len(kept))})",
                         (partie_id, *kept))
            conn.execute(f"DELETE FROM reviews WHERE partie_id = ? AND hand_no NOT IN ({','.join('?' * len(kept))})",
                         (partie_id, *kept))  # the review of a hand taken back is of a hand that never happened
            conn.execute("UPDATE partien SET finished = NULL, score_person = NULL, score_other = NULL, won = NULL "
                         "WHERE id = ?", (partie_id,))
        self._write(work)

    def partie_exists(self, partie_id: int) -> bool:
        """Whether the Partie is (still) recorded: a resumed game continues its statistics only then."""
        return self.conn.execute("SELECT 1 FROM partien WHERE id = ?", (int(partie_id),)).fetchone() is not None

    def record_hand(self, partie_id: int, result: Any, person_side: int, duration: float) -> None:
        """Record one finished hand (an engine HandResult), from the person's side.

        Idempotent: recording the same hand number of the same Partie again (after a
        crash and resume) replaces the earlier row instead of counting the hand twice.
        """
        other = 1 - person_side
        values = []
        for name, attr in zip(HAND_COLUMNS, ("card_points", "weis", "stoeck", "match", "written")):
            pair = getattr(result, attr)
            values += [int(pair[person_side]), int(pair[other])]
        bids = getattr(result, "bids", ())
        bid = int(bids[person_side]) if bids else None  # a game with bids: the person's own
        updated = ("mode", "multiplier", "cards_person", "cards_other", "weis_person", "weis_other",
                   "stoeck_person", "stoeck_other", "match_person", "match_other", "written_person",
                   "written_other", "duration", "finished", "bid_person")
        self._write(lambda conn: conn.execute(
            "INSERT INTO hands (partie_id, hand_no, mode, multiplier, cards_person, cards_other, weis_person, "
            "weis_other, stoeck_person, stoeck_other, match_person, match_other, written_person, written_other, "
            "duration, finished, bid_person) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
            "ON CONFLICT(partie_id, hand_no) DO UPDATE SET "
            + ", ".join(f"{c} = excluded.{c}" for c in updated),
            (partie_id, int(result.hand_no), str(getattr(result.mode, "name", result.mode)),
             int(result.multiplier), *values, float(duration), time.time(), bid)))

    def finish_partie(self, partie_id: int, scores: tuple[int, ...], winner: int | None, person_side: int) -> None:
        self._write(lambda conn: conn.execute(
            "UPDATE partien SET finished = ?, score_person = ?, score_other = ?, won = ? WHERE id = ?",
            (time.time(), scores[person_side], scores[1 - person_side],
             None if winner is None else int(winner == person_side), partie_id)))

    def record_review(self, partie_id: int, hand_no: int, counts: dict[str, int]) -> None:
        """How many of the person's decisions in a hand got each label (keys: :data:`REVIEW_LABELS`).

        Idempotent like :meth:`record_hand`: a hand reviewed again replaces its row.
        """
        values = [int(counts.get(label, 0)) for label in REVIEW_LABELS]
        self._write(lambda conn: conn.execute(
            f"INSERT OR REPLACE INTO reviews (partie_id, hand_no, {', '.join(REVIEW_LABELS)}) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?)", (int(partie_id), int(hand_no), *values)))

    def clear(self) -> None:
        self._write(lambda conn: (conn.execute("DELETE FROM reviews"), conn.execute("DELETE FROM hands"),
                                  conn.execute("DELETE FROM partien")))

    # -- reading ----------------------------------------------------------------

    def is_empty(self) -> bool:
        """True when no Partie (finished or not) is recorded: nothing to export or clear."""
        return self.conn.execute("SELECT 1 FROM partien LIMIT 1").fetchone() is None

    def totals(self, game: str | None = None, level: str | None = None, practice: bool = False) -> dict[str, Any]:
        """Finished Partien (won, lost, drawn, win rate) and every recorded hand, from the person's side.

        ``level`` selects the Partien of that AI level (see :func:`partie_level`); practice games (where
        decisions could be taken back) count only with ``practice``.
        Keys: partien, won, lost, drawn, win_rate (None without a Partie), hands,
        avg_points_person, avg_points_other (written points per hand; None without a hand),
        matches, matches_other, weis_points, weis_other, duration (seconds over all hands),
        bid_hands (hands with a bid, Differenzler), avg_penalty (the person's penalty per such hand; None
        without one), exact_hits (such hands made exactly as bid).
        """
        where, args = self._filter(game, level, practice)
        return self._totals(where, args)

    def _totals(self, where: str, args: list[Any]) -> dict[str, Any]:
        p = self.conn.execute(
            f"SELECT COUNT(*), SUM(won), SUM(CASE WHEN won = 0 THEN 1 ELSE 0 END) FROM partien "
            f"WHERE finished IS NOT NULL {where}", args).fetchone()
        h = self.conn.execute(
            f"SELECT COUNT(*), AVG(written_person), AVG(written_other), SUM(match_person > 0), "
            f"SUM(match_other > 0), SUM(weis_person), SUM(weis_other), SUM(duration), COUNT(bid_person), "
            f"AVG(CASE WHEN bid_person IS NOT NULL THEN written_person END), SUM(bid_person = cards_person) "
            f"FROM hands JOIN partien ON partien.id = hands.partie_id WHERE 1 {where}", args).fetchone()
        partien, won, lost = p[0] or 0, p[1] or 0, p[2] or 0
        return {"partien": partien, "won": won, "lost": lost, "drawn": partien - won - lost,
                "win_rate": (won / partien) if partien else None,
                "hands": h[0] or 0, "avg_points_person": h[1], "avg_points_other": h[2],
                "matches": h[3] or 0, "matches_other": h[4] or 0, "weis_points": h[5] or 0,
                "weis_other": h[6] or 0, "duration": h[7] or 0.0, "bid_hands": h[8] or 0,
                "avg_penalty": h[9], "exact_hits": h[10] or 0}

    def breakdown(self, game: str | None = None, level: str | None = None, practice: bool = False) -> list[dict[str, Any]]:
        """:meth:`totals` for each game and AI level that has a recorded Partie, with keys game and level.

        Ordered by game (Schieber first) and level (weakest first); optionally restricted like totals.
        """
        where, args = self._filter(game, level, practice)
        pairs = self.conn.execute(f"SELECT DISTINCT game, level FROM partien WHERE 1 {where}", args).fetchall()
        game_order = {"schieber": 0, "schmaus": 1, "differenzler": 2}
        pairs.sort(key=lambda gl: (game_order.get(gl[0], 2), gl[0], level_rank(gl[1]), gl[1]))
        out = []
        for g, lv in pairs:
            row = self._totals(" AND partien.game = ? AND partien.level = ?" + ("" if practice else
                               " AND partien.practice = 0"), [g, lv])
            if row["partien"] or row["hands"]:  # a Partie left before its first hand was scored says nothing
                out.append({"game": g, "level": lv, **row})
        return out

    def partie_series(self, game: str | None = None, level: str | None = None, practice: bool = False) -> list[dict[str, Any]]:
        """One entry per finished Partie, oldest first, for trends.

        Keys: id, game, level, levels (who sat where: "person" or an AI level, one per seat), practice,
        started, finished (Unix times), won (1, 0, or None for a draw), score_person, score_other,
        hands, avg_points_person, avg_points_other (None without a hand), matches, weis_points,
        avg_penalty (the person's penalty per hand with a bid; None in a game without bids), exact_hits.
        """
        where, args = self._filter(game, level, practice)
        rows = self.conn.execute(
            "SELECT partien.id, partien.game, partien.level, partien.levels, partien.started, partien.finished, "
            "partien.won, partien.score_person, partien.score_other, COUNT(hands.id), AVG(hands.written_person), "
            "partien.practice, "
            "AVG(hands.written_other), SUM(hands.match_person > 0), SUM(hands.weis_person), "
            "AVG(CASE WHEN hands.bid_person IS NOT NULL THEN hands.written_person END), "
            "SUM(hands.bid_person = hands.cards_person) "
            "FROM partien LEFT JOIN hands ON hands.partie_id = partien.id "
            f"WHERE partien.finished IS NOT NULL {where} GROUP BY partien.id "
            "ORDER BY partien.finished, partien.id", args).fetchall()
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

    def trend(self, game: str | None = None, level: str | None = None, window: int = 10, practice: bool = False) -> list[tuple[int, float]]:
        """Running win rate over the last ``window`` Partien, one point per finished Partie."""
        where, args = self._filter(game, level, practice)
        rows = self.conn.execute(
            f"SELECT won FROM partien WHERE finished IS NOT NULL AND won IS NOT NULL {where} ORDER BY finished",
            args).fetchall()
        out = []
        for i in range(len(rows)):
            recent = [r[0] for r in rows[max(0, i + 1 - window):i + 1]]
            out.append((i + 1, sum(recent) / len(recent)))
        return out

    def review_series(self, game: str | None = None, level: str | None = None) -> list[dict[str, Any]]:
        """Per Partie with a reviewed hand, oldest first: the labels per reviewed hand, for the trend of mistakes.

        Keys: id, started, hands (reviewed), and per label of :data:`REVIEW_LABELS` its count and
        ``<label>_per_hand``; ``mistakes_per_hand`` counts Mistakes and Blunders together.
        """
        where, args = self._filter(game, level)
        sums = ", ".join(f"SUM(reviews.{label})" for label in REVIEW_LABELS)
        rows = self.conn.execute(
            f"SELECT partien.id, partien.started, COUNT(*), {sums} FROM reviews "
            f"JOIN partien ON partien.id = reviews.partie_id WHERE 1 {where} "
            "GROUP BY partien.id ORDER BY partien.started, partien.id", args).fetchall()
        out = []
        for pid, started, hands, *counts in rows:
            entry: dict[str, Any] = {"id": pid, "started": started, "hands": hands}
            for label, n in zip(REVIEW_LABELS, counts):
                entry[label] = n or 0
                entry[f"{label}_per_hand"] = (n or 0) / hands
            entry["mistakes_per_hand"] = (entry["mistake"] + entry["blunder"]) / hands
            out.append(entry)
        return out

    def _filter(self, game: str | None, level: str | None, practice: bool = False) -> tuple[str, list[Any]]:
        """The SQL condition for a game and a level; practice games only when ``practice`` asks for them."""
        where, args = ("" if practice else " AND partien.practice = 0"), []
        if game:
            where += " AND partien.game = ?"
            args.append(game)
        if level:
            where += " AND partien.level = ?"
            args.append(level)
        return where, args

    def export_csv(self, path: Path) -> int:
        """Every hand with its Partie's details as CSV; returns the number of rows (hands)."""
        rows = self.conn.execute(
            "SELECT partien.id, partien.game, partien.preset, partien.levels, partien.level, partien.practice, "
            "partien.won, "
            "hands.hand_no, hands.mode, hands.multiplier, cards_person, cards_other, weis_person, weis_other, "
            "stoeck_person, stoeck_other, match_person, match_other, written_person, written_other, duration, "
            "hands.finished FROM hands JOIN partien ON partien.id = hands.partie_id "
            "ORDER BY partien.id, hands.hand_no").fetchall()
        header = ["partie", "game", "preset", "levels", "level", "practice", "won", "hand", "mode", "multiplier", "cards_person",
                  "cards_other", "weis_person", "weis_other", "stoeck_person", "stoeck_other", "match_person",
                  "match_other", "written_person", "written_other", "duration_s", "finished_unix"]
        try:
            with open(path, "w", newline="", encoding="utf-8") as handle:
                writer = csv.writer(handle)
                writer.writerow(header)
                writer.writerows(rows)
        except OSError as exc:
            raise StorageError(f"cannot write {path}: {exc.strerror or exc}") from exc
        return len(rows)

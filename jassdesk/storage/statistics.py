"""Statistics of every finished hand and Partie, in SQLite, with a schema version and migrations.

Figures are kept from the person's side ("person" and "other") so totals and
trends read directly: win rate over time, average points per hand, matches,
by game and by AI level.
"""

from __future__ import annotations

import csv
import json
import sqlite3
import time
from pathlib import Path
from typing import Any

from .errors import NewerFileError, StorageError

SCHEMA_VERSION = 1
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
}

HAND_COLUMNS = ("cards", "weis", "stoeck", "match", "written")


class StatisticsDB:
    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self.conn: sqlite3.Connection | None = None
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self.conn = sqlite3.connect(str(self.path))
            self.conn.execute("PRAGMA foreign_keys = ON")
            self._migrate()
        except StorageError:
            self.conn.close()
            raise
        except sqlite3.DatabaseError as exc:
            if self.conn is not None:
                self.conn.close()
            raise StorageError(f"the statistics database {self.path} cannot be opened: {exc}") from exc
        except OSError as exc:
            raise StorageError(f"the statistics database {self.path} cannot be created: {exc}") from exc

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
        for target in range(version + 1, SCHEMA_VERSION + 1):
            with self.conn:
                self.conn.executescript(MIGRATIONS[target])
                self.conn.execute(f"PRAGMA user_version = {target}")

    # -- writing ----------------------------------------------------------------

    def start_partie(self, game: str, preset: str, rules: dict[str, Any], levels: list[str],
                     person_side: int) -> int:
        with self.conn:
            cur = self.conn.execute(
                "INSERT INTO partien (game, preset, rules, levels, person_side, started) VALUES (?, ?, ?, ?, ?, ?)",
                (game, preset, json.dumps(rules, sort_keys=True), json.dumps(levels), person_side, time.time()))
        return int(cur.lastrowid)

    def record_hand(self, partie_id: int, result: Any, person_side: int, duration: float) -> None:
        """Record one finished hand (an engine HandResult), from the person's side."""
        other = 1 - person_side
        values = []
        for name, attr in zip(HAND_COLUMNS, ("card_points", "weis", "stoeck", "match", "written")):
            pair = getattr(result, attr)
            values += [int(pair[person_side]), int(pair[other])]
        with self.conn:
            self.conn.execute(
                "INSERT INTO hands (partie_id, hand_no, mode, multiplier, cards_person, cards_other, weis_person, "
                "weis_other, stoeck_person, stoeck_other, match_person, match_other, written_person, written_other, "
                "duration, finished) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (partie_id, int(result.hand_no), str(getattr(result.mode, "name", result.mode)),
                 int(result.multiplier), *values, float(duration), time.time()))

    def finish_partie(self, partie_id: int, scores: tuple[int, ...], winner: int | None, person_side: int) -> None:
        with self.conn:
            self.conn.execute(
                "UPDATE partien SET finished = ?, score_person = ?, score_other = ?, won = ? WHERE id = ?",
                (time.time(), scores[person_side], scores[1 - person_side],
                 None if winner is None else int(winner == person_side), partie_id))

    def clear(self) -> None:
        with self.conn:
            self.conn.execute("DELETE FROM hands")
            self.conn.execute("DELETE FROM partien")

    # -- reading ----------------------------------------------------------------

    def totals(self, game: str | None = None, level: str | None = None) -> dict[str, Any]:
        where, args = self._filter(game, level)
        p = self.conn.execute(
            f"SELECT COUNT(*), SUM(won), SUM(CASE WHEN won = 0 THEN 1 ELSE 0 END) FROM partien "
            f"WHERE finished IS NOT NULL {where}", args).fetchone()
        h = self.conn.execute(
            f"SELECT COUNT(*), AVG(written_person), AVG(written_other), SUM(match_person > 0), SUM(weis_person) "
            f"FROM hands JOIN partien ON partien.id = hands.partie_id WHERE 1 {where}", args).fetchone()
        partien, won, lost = p[0] or 0, p[1] or 0, p[2] or 0
        return {"partien": partien, "won": won, "lost": lost, "win_rate": (won / partien) if partien else None,
                "hands": h[0] or 0, "avg_points_person": h[1], "avg_points_other": h[2],
                "matches": h[3] or 0, "weis_points": h[4] or 0}

    def trend(self, game: str | None = None, level: str | None = None, window: int = 10) -> list[tuple[int, float]]:
        """Running win rate over the last ``window`` Partien, one point per finished Partie."""
        where, args = self._filter(game, level)
        rows = self.conn.execute(
            f"SELECT won FROM partien WHERE finished IS NOT NULL AND won IS NOT NULL {where} ORDER BY finished",
            args).fetchall()
        out = []
        for i in range(len(rows)):
            recent = [r[0] for r in rows[max(0, i + 1 - window):i + 1]]
            out.append((i + 1, sum(recent) / len(recent)))
        return out

    def _filter(self, game: str | None, level: str | None) -> tuple[str, list[Any]]:
        where, args = "", []
        if game:
            where += " AND partien.game = ?"
            args.append(game)
        if level:
            where += " AND partien.levels LIKE ?"
            args.append(f'%"{level}"%')
        return where, args

    def export_csv(self, path: Path) -> int:
        """Every hand with its Partie's details as CSV; returns the number of rows."""
        rows = self.conn.execute(
            "SELECT partien.id, partien.game, partien.preset, partien.levels, partien.won, hands.hand_no, hands.mode, "
            "hands.multiplier, cards_person, cards_other, weis_person, weis_other, stoeck_person, stoeck_other, "
            "match_person, match_other, written_person, written_other, duration, hands.finished "
            "FROM hands JOIN partien ON partien.id = hands.partie_id ORDER BY hands.id").fetchall()
        header = ["partie", "game", "preset", "levels", "won", "hand", "mode", "multiplier", "cards_person",
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

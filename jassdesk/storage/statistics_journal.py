"""The statistics records not yet in the database, in a small file next to it.

The app's writer thread (:mod:`jassdesk.app.statistics_writer`) puts every
record here before it tries the database, and takes it out once the database
has it.  So a record made while another program holds the database's lock (a
backup or sync tool, a second JassDesk) survives a quit, a crash or a kill and
is written at the next start, in the order it was made.

The file (``statistics.sqlite3.pending.json`` beside ``statistics.sqlite3``)
is JSON, written atomically (:func:`~jassdesk.storage.atomic.atomic_write_text`)::

    {"format": "jassdesk-statistics-journal", "version": 1,
     "entries": [{"writer": "3f9c0a1be2d47a65", "seq": 7, "op": "record_hand", "args": {...}}, ...]}

``writer`` names the JassDesk run that made the record and ``seq`` numbers its
records 1, 2, ...; the database keeps the last number it wrote per writer
(:meth:`~jassdesk.storage.statistics.StatisticsDB.apply_entry`), so a record
written before a kill and still in the file is not written twice.  Two windows
on one folder share the file: each rewrites it with the other's records kept
(:meth:`StatisticsJournal.write`).

Read back, the file is hostile input like every other: it goes through the
guarded reader and every field of every record is checked (an operation of
:data:`~jassdesk.storage.statistics.OPS`, each argument's type and range)
before any is used.  A file that fails any check is moved aside
(``.damaged-1``, never deleted) and the statistics go on without it.
"""

from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from .atomic import PROCESS_STARTED, TEMP_SUFFIX, DamagedFile, atomic_write_text, preserve_copy
from .errors import CorruptFileError, StorageError
from .guarded_reader import read_json, require_dict, require_int, require_list, require_number, require_str
from .statistics import OPS, REVIEW_LABELS

FORMAT = "jassdesk-statistics-journal"
VERSION = 2  # 2: start_partie names whose row it is (player); a version 1 record's is seat 0's
#: more records than a year of hands while the database cannot be written; beyond, new ones are not kept
MAX_ENTRIES = 5000
#: a hand's record is about 400 bytes
MAX_BYTES = 4 * 1024 * 1024
_WRITER = re.compile(r"[0-9a-f]{1,32}\Z")
_MAX_ID = 2**63 - 1
_MAX_TIME = 253402300799.0  # the last second of the year 9999
_MAX_POINTS = 10_000_000


def journal_path(db_path: Path) -> Path:
    """Where the records waiting for ``db_path`` are kept (SQLite's own ``-journal`` is another file)."""
    db_path = Path(db_path)
    return db_path.with_name(db_path.name + ".pending.json")


@dataclass(frozen=True)
class JournalEntry:
    """One record for the database: operation ``op`` of :data:`OPS` with its JSON ``args``."""

    writer: str
    seq: int
    op: str
    args: dict[str, Any]

    @property
    def key(self) -> tuple[str, int]:
        return self.writer, self.seq

    def to_json(self) -> dict[str, Any]:
        return {"writer": self.writer, "seq": self.seq, "op": self.op, "args": self.args}


# -- the check of each operation's arguments -----------------------------------------------------------

Check = Callable[[Any, str, str], Any]


def _int(low: int, high: int) -> Check:
    return lambda value, what, source: require_int(value, what, source, low, high)


def _optional_int(low: int, high: int) -> Check:
    return lambda value, what, source: None if value is None else require_int(value, what, source, low, high)


def _number(low: float, high: float) -> Check:
    return lambda value, what, source: require_number(value, what, source, low, high)


def _text(max_length: int) -> Check:
    return lambda value, what, source: require_str(value, what, source, max_length)


def _flag(value: Any, what: str, source: str) -> bool:
    if not isinstance(value, bool):
        raise CorruptFileError(f"{source}: {what} must be true or false")
    return value


def _pair(value: Any, what: str, source: str) -> list[int]:
    items = require_list(value, what, source, 2)
    if len(items) != 2:
        raise CorruptFileError(f"{source}: {what} must be two numbers (the person's side, the other)")
    return [require_int(v, what, source, -_MAX_POINTS, _MAX_POINTS) for v in items]


def _levels(value: Any, what: str, source: str) -> list[str]:
    return [require_str(v, what, source, 32) for v in require_list(value, what, source, 8)]


def _rules(value: Any, what: str, source: str) -> dict[str, Any]:
    return require_dict(value, what, source)  # kept as text only; its size and depth the reader bounded


def _counts(value: Any, what: str, source: str) -> dict[str, int]:
    counts = require_dict(value, what, source)
    unknown = set(counts) - set(REVIEW_LABELS)
    if unknown:
        raise CorruptFileError(f"{source}: {what} has labels JassDesk does not know ({', '.join(sorted(unknown))})")
    return {label: require_int(counts.get(label, 0), what, source, 0, 10_000) for label in REVIEW_LABELS}


_PARTIE = _int(1, _MAX_ID)
_HAND_NO = _int(0, 10_000)
_TIME = _number(0.0, _MAX_TIME)
#: every argument of every operation, with its check: a record with a missing or an unknown one is refused
ARGUMENTS: dict[str, dict[str, Check]] = {
    "start_partie": {"partie_id": _PARTIE, "game": _text(32), "preset": _text(64), "rules": _rules,
                     "levels": _levels, "person_side": _int(0, 3), "practice": _flag, "started": _TIME,
                     "player": _text(32)},
    "record_hand": {"partie_id": _PARTIE, "hand_no": _HAND_NO, "mode": _text(32), "multiplier": _int(0, 1000),
                    "cards": _pair, "weis": _pair, "stoeck": _pair, "match": _pair, "written": _pair,
                    "duration": _number(0.0, 1e7), "finished": _TIME, "bid": _optional_int(0, 10_000)},
    "finish_partie": {"partie_id": _PARTIE, "finished": _TIME, "score_person": _int(-_MAX_POINTS, _MAX_POINTS),
                      "score_other": _int(-_MAX_POINTS, _MAX_POINTS), "won": _optional_int(0, 1)},
    "rewind_partie": {"partie_id": _PARTIE, "hands_kept": _int(0, 10_000)},
    "record_review": {"partie_id": _PARTIE, "hand_no": _HAND_NO, "counts": _counts},
    "clear": {},
}
assert set(ARGUMENTS) == set(OPS), "every operation the database knows is checked when read back"
#: arguments a record of an earlier journal version lacks, with the value they had then
ADDED_LATER: dict[str, dict[str, Any]] = {"start_partie": {"player": ""}}


def check_entry(value: Any, source: str, index: int = 0) -> JournalEntry:
    """One record as read from a file, every field checked (CorruptFileError names the first bad one)."""
    where = f"record {index + 1}"
    entry = require_dict(value, where, source)
    if set(entry) != {"writer", "seq", "op", "args"}:
        raise CorruptFileError(f"{source}: {where} must have exactly writer, seq, op and args")
    writer = require_str(entry["writer"], f"{where}: the writer", source, 32)
    if not _WRITER.match(writer):
        raise CorruptFileError(f"{source}: {where}: the writer must be a hexadecimal name")
    seq = require_int(entry["seq"], f"{where}: the sequence number", source, 1, 2**53)
    op = require_str(entry["op"], f"{where}: the operation", source, 32)
    if op not in ARGUMENTS:
        raise CorruptFileError(f"{source}: {where}: {op[:32]!r} is no operation JassDesk records")
    args = {**ADDED_LATER.get(op, {}), **require_dict(entry["args"], f"{where}: the arguments", source)}
    spec = ARGUMENTS[op]
    if set(args) != set(spec):
        missing, unknown = sorted(set(spec) - set(args)), sorted(set(args) - set(spec))
        raise CorruptFileError(f"{source}: {where} ({op}) lacks {missing} or has unknown {unknown[:5]}")
    checked = {name: check(args[name], f"{where}: {op}.{name}", source) for name, check in spec.items()}
    return JournalEntry(writer, seq, op, checked)


def parse(data: Any, source: str) -> list[JournalEntry]:
    """The records of a journal's JSON, in their order; CorruptFileError if anything is wrong."""
    data = require_dict(data, "the journal", source)
    if data.get("format") != FORMAT:
        raise CorruptFileError(f"{source} is not a JassDesk statistics journal")
    version = require_int(data.get("version"), "the journal's version", source, 1, 1_000_000)
    if version > VERSION:
        raise CorruptFileError(f"{source} was written by a newer JassDesk (journal version {version})")
    items = require_list(data.get("entries"), "the records", source, MAX_ENTRIES)
    entries = [check_entry(item, source, i) for i, item in enumerate(items)]
    if len({e.key for e in entries}) != len(entries):
        raise CorruptFileError(f"{source} holds a record twice")
    return entries


class StatisticsJournal:
    """The file of records waiting for the statistics database (see the module's docstring)."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)

    def exists(self) -> bool:
        return self.path.exists() or self.path.is_symlink()

    def load(self) -> tuple[list[JournalEntry], DamagedFile | None]:
        """The records in the file, oldest first; a damaged file is moved aside and described (no records).

        Temporary files of a write of this journal that was killed midway are removed first.
        """
        self._remove_stale_temporaries()
        if not self.exists():
            return [], None
        try:
            return parse(read_json(self.path, MAX_BYTES), str(self.path)), None
        except StorageError as exc:  # unreadable, not JSON, a field out of range, a pipe or a folder
            return [], DamagedFile(self.path, preserve_copy(self.path, "damaged"), str(exc))

    def write(self, mine: list[JournalEntry], done: set[tuple[str, int]]) -> DamagedFile | None:
        """Keep ``mine`` (the records this writer still has to write) in the file, atomically.

        Records another window put in the file are kept too, unless ``done`` (the keys this writer has
        written or skipped) holds them; the file is removed when nothing is left.  A damaged file found
        here is moved aside like in :meth:`load`.  Raises StorageError if the file cannot be written.
        """
        damaged = None
        others: list[JournalEntry] = []
        if self.exists():
            try:
                found = parse(read_json(self.path, MAX_BYTES), str(self.path))
            except StorageError as exc:
                found = []
                damaged = DamagedFile(self.path, preserve_copy(self.path, "damaged"), str(exc))
            keep = {e.key for e in mine} | done
            others = [e for e in found if e.key not in keep]
        entries = (others + mine)[:MAX_ENTRIES]
        if not entries:
            self.remove()
            return damaged
        text = json.dumps({"format": FORMAT, "version": VERSION, "entries": [e.to_json() for e in entries]},
                          ensure_ascii=False, separators=(",", ":"))
        atomic_write_text(self.path, text)
        return damaged

    def remove(self) -> None:
        try:
            os.unlink(self.path)
        except FileNotFoundError:
            pass
        except IsADirectoryError:
            preserve_copy(self.path, "damaged")
        except OSError as exc:
            raise StorageError(f"cannot remove {self.path}: {exc.strerror or exc}") from exc

    def _remove_stale_temporaries(self) -> None:
        prefix = f".{self.path.name}."
        try:
            names = [n for n in os.listdir(self.path.parent) if n.startswith(prefix) and n.endswith(TEMP_SUFFIX)]
        except OSError:
            return
        for name in names:
            temporary = self.path.parent / name
            try:
                if temporary.is_file() and temporary.stat().st_mtime < PROCESS_STARTED:
                    temporary.unlink()
            except OSError:
                pass

"""Saved games: the engine's (rules, seed, actions) record plus the names and AI levels at the table.

A saved game is small and replays exactly.  Opening one checks the format,
the version and every action through the engine; each problem gets its own
sentence.  Saving never overwrites a file written by a newer JassDesk.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from jassdesk.engine.record import GameRecord, NewerVersionError, RecordError
from jassdesk.engine.state import GameState

from .atomic import atomic_write_text, read_text
from .errors import CorruptFileError, NewerFileError, StorageError

FORMAT = "jassdesk-saved-game"
VERSION = 1
SUFFIX = ".jass"


@dataclass(frozen=True)
class Seat:
    name: str
    level: str  # "person" or an AI level


@dataclass(frozen=True)
class SavedGame:
    record: GameRecord
    seats: tuple[Seat, ...]
    saved_at: float = field(default_factory=time.time)
    extra: dict[str, Any] = field(default_factory=dict)  # e.g. the Partie number, the match totals

    def to_json(self) -> str:
        return json.dumps({
            "format": FORMAT, "version": VERSION, "saved_at": self.saved_at,
            "seats": [{"name": s.name, "level": s.level} for s in self.seats],
            "extra": self.extra, "game": self.record.to_dict(),
        }, ensure_ascii=False, separators=(",", ":"))

    def replay(self) -> GameState:
        return self.record.replay()


def parse_saved_game(text: str, source: str = "the file") -> SavedGame:
    try:
        data = json.loads(text)
    except ValueError as exc:
        raise CorruptFileError(f"{source} is not a JassDesk game: it is not valid JSON ({exc})") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise CorruptFileError(f"{source} is not a JassDesk saved game")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise CorruptFileError(f"{source} has no valid format version")
    if version > VERSION:
        raise NewerFileError(f"{source} was saved by a newer JassDesk (format {version}; this version reads up "
                             f"to {VERSION}); please update JassDesk to open it")
    seats_data = data.get("seats")
    if not isinstance(seats_data, list) or not all(
            isinstance(s, dict) and isinstance(s.get("name"), str) and isinstance(s.get("level"), str)
            for s in seats_data):
        raise CorruptFileError(f"{source} has no valid list of players")
    try:
        record = GameRecord.from_dict(data.get("game"))
        record.replay()  # every action through the engine
    except NewerVersionError as exc:
        raise NewerFileError(f"{source}: {exc}") from None
    except RecordError as exc:
        raise CorruptFileError(f"{source} cannot be replayed: {exc}") from None
    if len(seats_data) != record.rules.n_players:
        raise CorruptFileError(f"{source} names {len(seats_data)} players for a game of {record.rules.n_players}")
    saved_at = data.get("saved_at")
    extra = data.get("extra") if isinstance(data.get("extra"), dict) else {}
    return SavedGame(record, tuple(Seat(s["name"], s["level"]) for s in seats_data),
                     float(saved_at) if isinstance(saved_at, (int, float)) else 0.0, extra)


def load_saved_game(path: Path) -> SavedGame:
    path = Path(path)
    return parse_saved_game(read_text(path), source=str(path))


def save_game(path: Path, game: SavedGame) -> None:
    """Write atomically; refuse to replace a game saved by a newer JassDesk."""
    path = Path(path)
    if path.exists():
        try:
            existing = json.loads(read_text(path))
        except (ValueError, StorageError):
            existing = None
        if isinstance(existing, dict) and existing.get("format") == FORMAT and \
                isinstance(existing.get("version"), int) and existing["version"] > VERSION:
            raise NewerFileError(f"{path} was saved by a newer JassDesk; it is not overwritten. "
                                 "Save under another name.")
    atomic_write_text(path, game.to_json())

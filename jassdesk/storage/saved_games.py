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

from .atomic import atomic_write_text
from .errors import CorruptFileError, NewerFileError, StorageError
from .guarded_reader import decode, parse_json, read_bytes, read_json, require_dict, require_int, require_list, \
    require_number, require_str

FORMAT = "jassdesk-saved-game"
#: the newest version read, and the one written.  2: the game's record is of version 3 (the game's own rule
#: options in ``rules.options``), so that a JassDesk reading up to 1 neither opens nor overwrites it; 1 still opens.
VERSION = 2
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


#: What a file may hold (what JassDesk itself can write, with room to spare); larger is refused unread.
MAX_NAME_LENGTH = 24  # as the New game dialog allows
MAX_LEVEL_LENGTH = 32
MAX_ACTIONS = 20_000  # a Partie to 10,000 points has about 4,000; replaying 20,000 takes 0.2 s
MAX_ACTION_CODE = 64
MAX_SEED = 2**63 - 1
LATEST_TIME = 253_402_300_799.0  # the last second of the year 9999
#: rule options with a number, and their range (the New game dialog's, with room to spare)
RULE_NUMBERS = {"target": (1, 10_000), "hands": (1, 100), "match_bonus": (0, 1_000)}
MAX_COIFFEUR_ROWS = 20
MAX_COIFFEUR_FACTOR = 100


def parse_saved_game(text: str, source: str = "the file") -> SavedGame:
    """Check every field's type and range, then replay every action through the engine.

    What is checked, in this order: bounded JSON (:func:`~jassdesk.storage.guarded_reader.parse_json`),
    the format marker and version, the players (a name of at most
    :data:`MAX_NAME_LENGTH` characters and a level for each seat), ``saved_at``
    (a finite time before the year 10000), ``extra`` (the Partie number and the
    statistics row, whole numbers), the rules, the seed, the first dealer and at
    most :data:`MAX_ACTIONS` action codes, and finally that the engine accepts
    every action in turn.  An edit that still passes all of this (a renamed
    player, an earlier ``saved_at``) loads.
    """
    data = require_dict(parse_json(text, source), "the file", source)
    if data.get("format") != FORMAT:
        raise CorruptFileError(f"{source} is not a JassDesk saved game")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise CorruptFileError(f"{source} has no valid format version")
    if version > VERSION:
        raise NewerFileError(f"{source} was saved by a newer JassDesk (format {version}; this version reads up "
                             f"to {VERSION}); please update JassDesk to open it")
    seats_data = require_list(data.get("seats"), "the list of players", source, 4)
    seats = []
    for i, seat in enumerate(seats_data):
        seat = require_dict(seat, f"player {i + 1}", source)
        seats.append(Seat(require_str(seat.get("name"), f"the name of player {i + 1}", source, MAX_NAME_LENGTH),
                          require_str(seat.get("level"), f"the level of player {i + 1}", source, MAX_LEVEL_LENGTH)))
    saved_at = data.get("saved_at", 0.0)
    saved_at = require_number(saved_at, "the time it was saved (saved_at)", source, 0.0, LATEST_TIME)
    extra = _extra(data.get("extra", {}), source)
    record = _record(data.get("game"), source)
    if len(seats) != record.rules.n_players:
        raise CorruptFileError(f"{source} names {len(seats)} players for a game of {record.rules.n_players}")
    try:
        record.replay()  # every action through the engine
    except RecordError as exc:
        raise CorruptFileError(f"{source} cannot be replayed: {exc}") from None
    return SavedGame(record, tuple(seats), saved_at, extra)


def _extra(value: Any, source: str) -> dict[str, Any]:
    """The known keys of ``extra``, checked; keys this version does not know are not used, so dropped."""
    value = require_dict(value, "extra", source)
    extra: dict[str, Any] = {}
    if "partie" in value:
        extra["partie"] = require_int(value["partie"], "the Partie number (extra.partie)", source, 1, 1_000_000)
    if "stats_partie" in value:
        extra["stats_partie"] = require_int(value["stats_partie"], "the statistics row (extra.stats_partie)",
                                            source, 1, MAX_SEED)
    if "practice" in value:
        if not isinstance(value["practice"], bool):
            raise CorruptFileError(f"{source}: extra.practice must be true or false")
        extra["practice"] = value["practice"]
    return extra


def _record(value: Any, source: str) -> GameRecord:
    """The engine's record, after the shape and size of each of its fields is checked."""
    game = require_dict(value, "the game", source)
    rules = game.get("rules")
    if isinstance(rules, dict):
        for key, (low, high) in RULE_NUMBERS.items():
            if rules.get(key) is not None:
                require_int(rules[key], f"the rule option {key}", source, low, high)
        options = rules.get("options", rules)  # the game's own options (flat among the others before version 2)
        rows = options.get("coiffeur_rows") if isinstance(options, dict) else None
        if rows is not None:  # the Coiffeur table: a few rows, each a kind and a factor
            for row in require_list(rows, "the Coiffeur table", source, MAX_COIFFEUR_ROWS):
                if isinstance(row, list) and len(row) == 2:
                    require_int(row[1], "a Coiffeur factor", source, 1, MAX_COIFFEUR_FACTOR)
    if "seed" in game:
        require_int(game["seed"], "the seed", source, -MAX_SEED, MAX_SEED)
    if "actions" in game:
        for i, code in enumerate(require_list(game["actions"], "the list of actions", source, MAX_ACTIONS)):
            require_str(code, f"action {i + 1}", source, MAX_ACTION_CODE)
    try:
        return GameRecord.from_dict(game)
    except NewerVersionError as exc:
        raise NewerFileError(f"{source}: {exc}") from None
    except RecordError as exc:
        raise CorruptFileError(f"{source} cannot be replayed: {exc}") from None


def load_saved_game(path: Path) -> SavedGame:
    """Open a saved game through the guarded reader (see :func:`parse_saved_game` for what is checked)."""
    path = Path(path)
    return parse_saved_game(decode(read_bytes(path), str(path)), source=str(path))


def save_game(path: Path, game: SavedGame) -> None:
    """Write atomically; refuse to replace a game saved by a newer JassDesk."""
    path = Path(path)
    if path.exists():
        try:
            existing = read_json(path)
        except StorageError:
            existing = None
        if isinstance(existing, dict) and existing.get("format") == FORMAT and \
                isinstance(existing.get("version"), int) and existing["version"] > VERSION:
            raise NewerFileError(f"{path} was saved by a newer JassDesk; it is not overwritten. "
                                 "Save under another name.")
    atomic_write_text(path, game.to_json())

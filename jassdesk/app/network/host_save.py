"""The hosted table on disk: an autosave after every action, from which a host started again goes on.

The file is a JassDesk saved game (:mod:`jassdesk.storage.saved_games`: the engine's record, the names and who
plays each seat, written atomically), so the window can open it like any other; what only a host needs rides in
its ``extra`` under ``host``: the table code, each person's seat's reconnect token (so the friends come back to
their seats after the host's restart), the table's name, the AI's pace and the level that plays for a person
away.  Reading it goes through the guarded reader: the saved game's own checks (every action replayed through
the engine), then every field of ``host``.

The writes run on the keeper's writer thread (:class:`~jassdesk.app.keeper.AutosaveWriter`: newest wins, so
a slow disk never holds the host's event loop), and the file keeps earlier generations as the window's
autosave does, rotated when a hand starts: ``table.jass``, ``table.1.jass``, ...
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from jassdesk.ai.levels import level_names
from jassdesk.storage.autosave import Autosaver
from jassdesk.storage.errors import CorruptFileError
from jassdesk.storage.guarded_reader import decode, parse_json, quoted, read_bytes, require_dict, require_int, \
    require_list, require_str
from jassdesk.storage.saved_games import SUFFIX, SavedGame, parse_saved_game

from .codes import table_code_problem
from .seating import PERSON

HOST_FORMAT = 1  # the version of the ``host`` part
MAX_TABLE_NAME = 32
_TOKEN = re.compile(r"[A-Za-z0-9_-]{16,64}")


class HostAutosaver(Autosaver):
    """The keeper's autosave generations, in the file the host was told (``--autosave PATH``) and beside it."""

    def __init__(self, file: Path, keep: int = 2) -> None:
        file = Path(file)
        super().__init__(file.parent, keep)
        self.file = file

    def path(self, generation: int = 0) -> Path:
        if generation == 0:
            return self.file
        stem = self.file.name[:-len(SUFFIX)] if self.file.name.endswith(SUFFIX) else self.file.name
        return self.file.with_name(f"{stem}.{generation}{SUFFIX}")


@dataclass(frozen=True)
class HostedTable:
    """A hosted table read back from its autosave."""

    saved: SavedGame
    code: str
    tokens: tuple[str | None, ...]
    name: str
    pace_ms: int
    drop_level: str
    hands_played: int = 0  # hand results written so far
    over: bool = False  # the Partie has ended: there is nothing to go on with
    partie: int = 1  # which Partie of the table it is


def host_extra(code: str, tokens: tuple[str | None, ...], name: str, pace_ms: int, drop_level: str) -> dict[str, Any]:
    """What a host keeps in its saved game's ``extra``."""
    return {"host": {"format": HOST_FORMAT, "table": code, "tokens": list(tokens), "name": name,
                     "pace_ms": pace_ms, "drop_level": drop_level}}


def load_hosted_table(path: Path) -> HostedTable:
    """The table saved in ``path``; a :class:`~jassdesk.storage.errors.StorageError` whose sentence names the
    file and the problem if it is not one a host can go on from."""
    path = Path(path)
    source = str(path)
    text = decode(read_bytes(path), source)
    saved = parse_saved_game(text, source)  # the saved game's every check, every action through the engine
    data = require_dict(parse_json(text, source), "the file", source)
    extra = require_dict(data.get("extra", {}), "extra", source)
    if "host" not in extra:
        raise CorruptFileError(f"{source} is a saved game, but no hosted table's (it has no extra.host)")
    host = require_dict(extra["host"], "extra.host", source)
    require_int(host.get("format"), "the hosted table's format (extra.host.format)", source, 1, HOST_FORMAT)
    code = require_str(host.get("table"), "the table code (extra.host.table)", source, 16)
    problem = table_code_problem(code)
    if problem:
        raise CorruptFileError(f"{source}: extra.host.table: {problem}")
    n = saved.record.rules.n_players
    raw_tokens = require_list(host.get("tokens"), "the reconnect tokens (extra.host.tokens)", source, n)
    if len(raw_tokens) != n:
        raise CorruptFileError(f"{source}: extra.host.tokens has {len(raw_tokens)} entries for {n} seats")
    tokens: list[str | None] = []
    for seat, (token, held) in enumerate(zip(raw_tokens, saved.seats)):
        if token is None:
            tokens.append(None)
            continue
        token = require_str(token, f"seat {seat}'s token", source, 64)
        if not _TOKEN.fullmatch(token):
            raise CorruptFileError(f"{source}: seat {seat}'s token {quoted(token)} is not a reconnect token")
        if held.level != PERSON:
            raise CorruptFileError(f"{source}: seat {seat} is an AI player's ({held.level}) but has a token")
        tokens.append(token)
    if len({t for t in tokens if t is not None}) != sum(t is not None for t in tokens):
        raise CorruptFileError(f"{source}: two seats have the same reconnect token")
    known = set(level_names())
    for seat, held in enumerate(saved.seats):
        if held.level != PERSON and held.level not in known:
            raise CorruptFileError(f"{source}: seat {seat}'s player {quoted(held.level)} is no AI level of this "
                                   f"JassDesk ({', '.join(sorted(known))})")
    name = require_str(host.get("name", ""), "the table's name (extra.host.name)", source, MAX_TABLE_NAME)
    pace = require_int(host.get("pace_ms"), "the AI's pace (extra.host.pace_ms)", source, 0, 60_000)
    drop_level = require_str(host.get("drop_level"), "the level for a person away (extra.host.drop_level)", source, 32)
    if drop_level not in known:
        raise CorruptFileError(f"{source}: extra.host.drop_level {quoted(drop_level)} is no AI level")
    partie = require_int(saved.extra.get("partie", 1), "the Partie's number (extra.partie)", source, 1, 10_000)
    position = saved.record.replay()  # once, for what a list of saved tables shows
    return HostedTable(saved, code, tuple(tokens), name, pace, drop_level, len(position.results), position.is_over,
                       partie)

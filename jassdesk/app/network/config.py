"""What a host is started with: the game and its rules, who plays each seat, the names, the table code, and the
host's manners (the AI's pace, who plays for a person away and after how long, the limits per connection).

The window's Host dialog and the command line (``jassdesk --host``) both make one of these;
:meth:`HostConfig.problems` says in a sentence each what is wrong with it, before any socket is opened.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from pathlib import Path

from jassdesk.ai.levels import DEFAULT_LEVEL, level_names
from jassdesk.engine.rules import Rules
from jassdesk.net.checks import WireError
from jassdesk.net.codec import check_rules_travel
from jassdesk.net.rate import MESSAGE_BURST, MESSAGE_RATE, PHRASE_BURST, PHRASE_RATE
from jassdesk.storage.saved_games import MAX_NAME_LENGTH, MAX_SEED

from .codes import table_code_problem
from .host_save import MAX_TABLE_NAME
from .seating import PERSON

#: the AI's pace at a hosted table: how long after an action the AI's next one comes, so that people can follow
PACE_MS = 400
#: names for the AI seats of a hosted table (the Host dialog's after the game's own; the host's when a person
#: who joins has an AI seat's name, which then takes the first of these nobody has)
AI_NAMES = ("Ueli", "Vreni", "Sepp", "Kari", "Heidi", "Fritz", "Rösli", "Hans", "Trudi", "Beat")
#: how long a dropped person's seat waits for him before the AI plays it (a glitch of the network costs nothing)
DROP_GRACE_MS = 2000
#: after the host's restart from its autosave: how long every person's seat waits for its person to rejoin
REJOIN_GRACE_MS = 60_000
#: a connection that sends no hello within this is closed
HELLO_TIMEOUT_MS = 5000


@dataclass(frozen=True)
class HostConfig:
    """Everything a host needs to open a table."""

    rules: Rules
    seats: tuple[str, ...]  # per seat: "person" or an AI level
    names: tuple[str, ...] = ()  # per seat ("" or missing: a default name)
    code: str | None = None  # None: a fresh random code
    seed: int | None = None  # None: a fresh random deal
    table_name: str = ""  # what the beacon calls the table ("" : "JassDesk table")
    pace_ms: int = PACE_MS
    drop_level: str = DEFAULT_LEVEL
    drop_grace_ms: int = DROP_GRACE_MS
    rejoin_grace_ms: int = REJOIN_GRACE_MS
    hello_timeout_ms: int = HELLO_TIMEOUT_MS
    language: str = "en"  # of the refusals' sentences the host sends
    autosave: Path | None = None
    line_rate: float = MESSAGE_RATE
    line_burst: int = MESSAGE_BURST
    phrase_rate: float = PHRASE_RATE
    phrase_burst: int = PHRASE_BURST
    ai_helpers: int | None = None  # the AI process's search helpers (None: one per further core)

    def problems(self) -> list[str]:
        """What keeps this table from being hosted, a sentence each ([] if nothing)."""
        out: list[str] = []
        n = self.rules.n_players
        game = self.rules.game.value
        levels = level_names()
        if len(self.seats) != n:
            out.append(f"{game} is played by {n}: name {n} seats, not {len(self.seats)}")
        for seat, who in enumerate(self.seats):
            if who != PERSON and who not in levels:
                out.append(f"seat {seat} is {who!r}: a seat is {PERSON} or an AI level ({', '.join(levels)})")
        if PERSON not in self.seats:
            out.append("a hosted table needs at least one person's seat")
        if self.drop_level not in levels:
            out.append(f"the level for a person away is {self.drop_level!r}, not an AI level ({', '.join(levels)})")
        if len(self.names) > n:
            out.append(f"{len(self.names)} names for {n} seats")
        for name in self.names:
            problem = name_problem(name, allow_empty=True)
            if problem:
                out.append(problem)
        if self.code is not None:
            problem = table_code_problem(self.code)
            if problem:
                out.append(problem)
        if self.seed is not None and not -MAX_SEED <= self.seed <= MAX_SEED:
            # the autosave could not be read back (a saved game's seed is within these)
            out.append(f"the seed must be between {-MAX_SEED} and {MAX_SEED}, not {self.seed}")
        problem = name_problem(self.table_name, allow_empty=True, limit=MAX_TABLE_NAME)
        if problem:
            out.append(f"the table's name: {problem}")
        for what, value, high in (("pace_ms", self.pace_ms, 60_000), ("drop_grace_ms", self.drop_grace_ms, 3_600_000),
                                  ("rejoin_grace_ms", self.rejoin_grace_ms, 86_400_000),
                                  ("hello_timeout_ms", self.hello_timeout_ms, 600_000)):
            if not 0 <= value <= high:
                out.append(f"{what} must be between 0 and {high}, not {value}")
        try:
            check_rules_travel(self.rules)
        except WireError as exc:
            out.append(f"these rules cannot be played over the network: {exc}")
        return out


def name_problem(name: str, allow_empty: bool = False, limit: int = MAX_NAME_LENGTH) -> str | None:
    """Why ``name`` cannot be shown on a plate and kept in a saved game (None if it can)."""
    if not name:
        return None if allow_empty else "a name must not be empty"
    if len(name) > limit:
        return f"the name {name!r} is longer than {limit} characters"
    if name != name.strip() or any(unicodedata.category(c)[0] == "C" for c in name):
        return f"the name {name!r} has a control character or surrounding space"
    return None


def seat_names(seats: tuple[str, ...], names: tuple[str, ...]) -> tuple[str, ...]:
    """Every seat's name: the one given, else for an AI a Swiss first name no other seat has (its plate says its
    level), for a person's seat its number (the name he gives in his hello replaces it)."""
    given = [names[s] if s < len(names) and names[s] else "" for s in range(len(seats))]
    taken = {name.casefold() for name in given if name}
    out = []
    for s, (who, name) in enumerate(zip(seats, given)):
        if not name:
            if who == PERSON:
                name = f"Seat {s + 1}"
            else:
                name = next((n for n in AI_NAMES if n.casefold() not in taken), who.capitalize())
        taken.add(name.casefold())
        out.append(name)
    return tuple(out)

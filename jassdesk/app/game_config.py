"""What the new-game dialog decides: rules, seed, names and, per seat, an AI level or a person.

Saved games, the settings' remembered tables and the statistics read a Partie's seats
from here, so "who sits where" has one definition.  Seat 0 is always a person (the one who
started the Partie); any other seat may be a person too, sharing the computer (a hot-seat
Partie: :mod:`jassdesk.app.controller` hands the table from one to the next).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from jassdesk.ai.levels import DEFAULT_LEVEL, level_names
from jassdesk.engine.dealing import StartDeal
from jassdesk.engine.rules import Game, Rules

from .settings import Settings

PERSON = 0  # the person's seat: at the bottom of the table, the first of the score sheet
#: a seat's "level" when a person plays it: as saved games, statistics and remembered tables write it
PERSON_LEVEL = "person"


@dataclass(frozen=True)
class GameConfig:
    """Everything the new-game dialog decides."""

    rules: Rules = field(default_factory=Rules.schieber_seed)
    seed: int | None = None  # None: a fresh random deal
    names: tuple[str, ...] = ()
    levels: tuple[str | None, ...] = ()  # per seat: an AI level, or None (seat 0) or PERSON_LEVEL for a person
    start_dealer: int | None = None
    practice: bool = False  # a practice game: the person may take decisions back (never remembered for the next)
    start_deal: StartDeal | None = None  # the Partie begins at this deal of the seed (a deal code)

    def is_person(self, seat: int) -> bool:
        """Whether a person at this computer plays ``seat`` (seat 0 always; another where the dialog said so)."""
        return seat == PERSON or (seat < len(self.levels) and self.levels[seat] == PERSON_LEVEL)

    def persons(self, n_players: int) -> tuple[int, ...]:
        """The seats the people at this computer play, in seat order (seat 0 first)."""
        return tuple(s for s in range(n_players) if self.is_person(s))

    def level_of(self, seat: int) -> str | None:
        """The AI level that plays ``seat``; None for a person's seat (a seat with no level set plays at the
        strongest)."""
        if self.is_person(seat):
            return None
        if seat < len(self.levels) and self.levels[seat]:
            return self.levels[seat]
        names = level_names()
        return names[-1] if names else "random"

    def seat_levels(self, n_players: int) -> tuple[str, ...]:
        """Who sits where, as saved games and statistics write it: "person" or the AI level."""
        return tuple(PERSON_LEVEL if self.is_person(s) else (self.level_of(s) or "random") for s in range(n_players))

    def to_table(self) -> dict[str, Any]:
        """What the settings remember of this table for the next new game (no seed: deals stay fresh)."""
        n = self.rules.n_players
        return {"rules": self.rules.to_dict(),
                "names": [self.names[s] if s < len(self.names) else "" for s in range(n)],
                "levels": [None] + [PERSON_LEVEL if self.is_person(s) else self.level_of(s) for s in range(1, n)]}

    @staticmethod
    def from_table(table: dict[str, Any]) -> "GameConfig":
        """The inverse of :meth:`to_table` (the settings validated ``table`` already)."""
        return GameConfig(Rules.from_dict(table["rules"]), None, tuple(table["names"]), tuple(table["levels"]))

    @staticmethod
    def remembered(settings: Settings, game: Game | None = None) -> "GameConfig | None":
        """The last table of ``game`` (default: the game last played) kept in the settings, if any."""
        key = game.value if game is not None else settings.get("last_game")
        table = settings.table(key)
        return GameConfig.from_table(table) if table else None

    @staticmethod
    def default(rules: Rules, names: tuple[str, ...] = (), level: str | None = None, seed: int | None = None,
                start_dealer: int | None = None) -> "GameConfig":
        n = rules.n_players
        level = level or DEFAULT_LEVEL
        return GameConfig(rules, seed, names, (None,) + (level,) * (n - 1), start_dealer)


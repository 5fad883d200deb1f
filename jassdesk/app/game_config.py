"""What the new-game dialog decides: rules, seed, names and AI levels per seat.

Saved games, the settings' remembered tables and the statistics read a Partie's seats
from here, so "who sits where" has one definition.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from jassdesk.ai.levels import DEFAULT_LEVEL, level_names
from jassdesk.engine.dealing import StartDeal
from jassdesk.engine.rules import Game, Rules

from .settings import Settings

PERSON = 0  # the person's seat: at the bottom of the table, the first of the score sheet


@dataclass(frozen=True)
class GameConfig:
    """Everything the new-game dialog decides."""

    rules: Rules = field(default_factory=Rules.schieber_seed)
    seed: int | None = None  # None: a fresh random deal
    names: tuple[str, ...] = ()
    levels: tuple[str | None, ...] = ()  # per seat; None for the person (seat 0)
    start_dealer: int | None = None
    practice: bool = False  # a practice game: the person may take decisions back (never remembered for the next)
    start_deal: StartDeal | None = None  # the Partie begins at this deal of the seed (a deal code)

    def level_of(self, seat: int) -> str | None:
        if seat == PERSON:
            return None
        if seat < len(self.levels) and self.levels[seat]:
            return self.levels[seat]
        names = level_names()
        return names[-1] if names else "random"

    def seat_levels(self, n_players: int) -> tuple[str, ...]:
        """Who sits where, as saved games and statistics write it: "person" or the AI level."""
        return tuple("person" if s == PERSON else (self.level_of(s) or "random") for s in range(n_players))

    def to_table(self) -> dict[str, Any]:
        """What the settings remember of this table for the next new game (no seed: deals stay fresh)."""
        n = self.rules.n_players
        return {"rules": self.rules.to_dict(),
                "names": [self.names[s] if s < len(self.names) else "" for s in range(n)],
                "levels": [None] + [self.level_of(s) for s in range(1, n)]}

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


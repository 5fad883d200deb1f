"""Coiffeur's own options (docs/rules.md section 9): the rows, pushing to the partner, Stöck."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .coiffeur_table import EIGHT_ROWS, check_table
from .game_options import GameOptions, SharedRules


@dataclass(frozen=True)
class CoiffeurOptions(GameOptions):
    """Coiffeur's own options (docs/rules.md section 9), ``rules.options`` of a Coiffeur: the rows as (kind, factor),
    pushing to the partner instead of round the table, and whether Stöck count."""

    coiffeur_rows: tuple[tuple[str, int], ...] = EIGHT_ROWS
    push_to_partner: bool = False
    coiffeur_stoeck: bool = True

    def check(self, rules: SharedRules) -> None:
        check_table(self.coiffeur_rows)

    def to_dict(self) -> dict[str, Any]:
        out = super().to_dict()
        out["coiffeur_rows"] = [list(row) for row in self.coiffeur_rows]
        return out

    @classmethod
    def _read(cls, key: str, value: Any) -> Any:
        if not isinstance(value, list) or not all(isinstance(row, list) for row in value):
            raise ValueError("rule option 'coiffeur_rows' must be a list of [row, factor] pairs")
        return tuple(tuple(row) for row in value)

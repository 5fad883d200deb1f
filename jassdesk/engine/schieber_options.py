"""Schieber's own options (docs/rules.md section 4): the Swisslos multipliers and Slalom."""

from __future__ import annotations

from dataclasses import dataclass

from .game_options import GameOptions
from .modes import Mode

# Swisslos multipliers: Rosen/Eicheln x1, Schilten/Schellen x2, Obenabe/Undenufe x3.
SWISSLOS_MULTIPLIERS = {
    Mode.TRUMP_ROSEN: 1,
    Mode.TRUMP_EICHELN: 1,
    Mode.TRUMP_SCHILTEN: 2,
    Mode.TRUMP_SCHELLEN: 2,
    Mode.OBENABE: 3,
    Mode.UNDENUFE: 3,
}


@dataclass(frozen=True)
class SchieberOptions(GameOptions):
    """Schieber's own options (docs/rules.md section 4), ``rules.options`` of a Schieber."""

    multipliers: bool = False
    undenufe_x4: bool = False
    slalom: bool = False  # Slalom-Obenabe/-Undenufe may be chosen too

    def multiplier(self, mode: Mode) -> int:
        if not self.multipliers:
            return 1
        if mode == Mode.UNDENUFE and self.undenufe_x4:
            return 4
        return SWISSLOS_MULTIPLIERS.get(mode, 3)  # Slalom x3, whatever the Undenufe setting

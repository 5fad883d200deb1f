"""The Schmaus table: two seats face to face, the stock with the turned trump beside the trick."""

from __future__ import annotations

from typing import Any, Sequence

from jassdesk.engine.cards import Deck
from jassdesk.engine.rules import Game, Rules

from .game_table import GameTable


class SchmausTable(GameTable):
    game = Game.SCHMAUS
    sides = ("bottom", "top")
    back_ratio = 0.7

    def side_of(self, seat: int) -> int:
        return seat

    def side_name(self, names: Sequence[str], side: int) -> str:
        return names[side]

    def play_step(self, rules: Rules) -> int:
        return 1

    def weis_announced(self, weis: Sequence[Any], lang: str, deck: Deck) -> list[str]:
        return [w.name(lang, deck) for w in weis]

    def weis_chips(self, weis_sets: Sequence[tuple], lang: str, deck: Deck) -> list[tuple[str, tuple, bool]]:
        # one Weis per card: each is a choice of its own
        return [(self.tr("Weis: %1").replace("%1", ws[0].name(lang, deck)), ws, False) for ws in weis_sets]

    def winner_title(self, winner: int, names: Sequence[str]) -> str:
        if winner == 0:
            return self.tr("You win the Partie!")
        return self.tr("%1 wins the Partie").replace("%1", names[winner])

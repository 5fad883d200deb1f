"""The Schieber's table: four seats in two sides, Weis announced as points, partners opposite."""

from __future__ import annotations

from typing import Any, Sequence

from jassdesk.engine.cards import Deck
from jassdesk.engine.rules import Game, Rules
from jassdesk.i18n.numbers import number

from .game_table import GameTable


class SchieberTable(GameTable):
    game = Game.SCHIEBER
    sides = ("bottom", "left", "top", "right")
    back_ratio = 0.6

    def side_of(self, seat: int) -> int:
        return seat % 2

    def side_name(self, names: Sequence[str], side: int) -> str:
        return self.tr("%1 & %2").replace("%1", names[side]).replace("%2", names[side + 2])

    def play_step(self, rules: Rules) -> int:
        return rules.direction.step

    def weis_announced(self, weis: Sequence[Any], lang: str, deck: Deck) -> list[str]:
        # announced with the first card as points; what they are is shown after the trick
        return [self.tr("Weis %1").replace("%1", number(w.points(Game.SCHIEBER), lang=lang)) for w in weis]

    def weis_chips(self, weis_sets: Sequence[tuple], lang: str, deck: Deck) -> list[tuple[str, tuple, bool]]:
        # all of a seat's Weis are announced together, with the first card
        ws = weis_sets[0]
        label = self.tr("Weis: %1").replace("%1", ", ".join(w.name(lang, deck) for w in ws))
        return [(label, ws, True)]

    def winner_title(self, winner: int, names: Sequence[str]) -> str:
        if winner == 0:
            return self.tr("You and %1 win the Partie!").replace("%1", names[2])
        return self.tr("%1 win the Partie").replace("%1", self.side_name(names, winner))

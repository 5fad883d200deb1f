"""Coiffeur in the New game dialog: Schieber's four seats, the 8-row and the 10-row table (docs/rules.md section 9)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from jassdesk.engine.coiffeur_table import TEN_ROWS
from jassdesk.engine.rules import Game, Preset, Rules

from .base import GameSetup, PresetChoice
from .schieber import SchieberSetup


class CoiffeurSetup(GameSetup):
    game = Game.COIFFEUR
    options = ("coiffeur_rows", "push_to_partner", "coiffeur_stoeck", "weis", "stoeck_automatic", "ace_deals",
               "klopfen", "direction")
    ends_by_target = False  # the Partie ends when every row of both teams is played

    def name(self) -> str:
        return QCoreApplication.translate("Dialogs", "Coiffeur")

    def title(self) -> str:
        return QCoreApplication.translate("Dialogs", "Coiffeur (four players, every row of the table)")

    def length(self, rules: Rules) -> str:
        rows = len(rules.options.coiffeur_rows)
        return QCoreApplication.translate("ScoreSheet", "%n rows", "", rows)

    def play_label(self) -> str:
        return QCoreApplication.translate("Dialogs", "Play Coiffeur")

    def welcome_line(self) -> str:
        return QCoreApplication.translate("Dialogs", "Two teams fill the table of rows, each row with its factor.")

    def presets(self) -> list[PresetChoice]:
        return [
            PresetChoice(Preset.COIFFEUR, QCoreApplication.translate("Dialogs", "Coiffeur, 8 rows"),
                         QCoreApplication.translate(
                             "Dialogs", "The four suits ×1 to ×4, Obenabe ×5, Undenufe ×6 and two jokers ×7, ×8"),
                         Rules.coiffeur),
            PresetChoice(Preset.COIFFEUR, QCoreApplication.translate("Dialogs", "Coiffeur, 10 rows"),
                         QCoreApplication.translate(
                             "Dialogs", "The four suits ×1 to ×4, Obenabe ×5, Undenufe ×6, Slalom ×7, Guschti ×8 and "
                                        "two jokers ×9, ×10"),
                         lambda: Rules.coiffeur(coiffeur_rows=TEN_ROWS)),
        ]

    def seat_titles(self) -> list[str]:
        return SchieberSetup().seat_titles()

    def default_names(self) -> list[str]:
        return SchieberSetup().default_names()

"""Schmaus in the New game dialog: two players with a stock, one preset (docs/rules.md section 5)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from jassdesk.engine.rules import Game, Preset, Rules

from .base import GameSetup, PresetChoice


class SchmausSetup(GameSetup):
    game = Game.SCHMAUS
    options = ("stoeck_automatic", "ace_deals", "klopfen", "match_bonus")

    def name(self) -> str:
        return QCoreApplication.translate("Dialogs", "Schmaus")

    def title(self) -> str:
        return QCoreApplication.translate("Dialogs", "Schmaus (two players, with a stock)")

    def play_label(self) -> str:
        return QCoreApplication.translate("Dialogs", "Play Schmaus")

    def welcome_line(self) -> str:
        return QCoreApplication.translate("Dialogs", "Two players, with a stock to draw from after each trick.")

    def presets(self) -> list[PresetChoice]:
        return [PresetChoice(Preset.SCHMAUS, QCoreApplication.translate("Dialogs", "Schmaus to 1000"),
                             QCoreApplication.translate(
                                 "Dialogs", "Free play while the stock lasts, Weis with every card, match +100"),
                             Rules.schmaus)]

    def seat_titles(self) -> list[str]:
        return [QCoreApplication.translate("Dialogs", "You (bottom):"),
                QCoreApplication.translate("Dialogs", "Opponent (top):")]

    def default_names(self) -> list[str]:
        return [self.you(), "Vreni"]

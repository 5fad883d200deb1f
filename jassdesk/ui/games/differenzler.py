"""Differenzler in the New game dialog: four players alone, bidding their points (docs/rules.md section 10)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from jassdesk.engine.differenzler_options import DIFFERENZLER_LENGTHS
from jassdesk.engine.rules import Game, Preset, Rules

from .base import GameSetup, PresetChoice


class DifferenzlerSetup(GameSetup):
    game = Game.DIFFERENZLER
    options = ("random_trump", "open_bids", "exact_bonus", "ace_deals", "klopfen", "direction")
    ends_by_hands = True
    hand_counts = DIFFERENZLER_LENGTHS
    ends_by_target = False

    def name(self) -> str:
        return QCoreApplication.translate("Dialogs", "Differenzler")

    def title(self) -> str:
        return QCoreApplication.translate("Dialogs", "Differenzler (four players alone, bid your points)")

    def play_label(self) -> str:
        return QCoreApplication.translate("Dialogs", "Play Differenzler")

    def welcome_line(self) -> str:
        return QCoreApplication.translate("Dialogs", "Each player bids his points, then plays to make exactly that.")

    def presets(self) -> list[PresetChoice]:
        return [
            PresetChoice(Preset.DIFFERENZLER, QCoreApplication.translate("Dialogs", "Differenzler, 8 hands"),
                         QCoreApplication.translate(
                             "Dialogs", "As Swisslos plays it: hidden bids, the turned card fixes trump, "
                                        "the lowest total penalty wins"),
                         Rules.differenzler),
            PresetChoice(Preset.DIFFERENZLER, QCoreApplication.translate("Dialogs", "Open bids with the exact bonus"),
                         QCoreApplication.translate(
                             "Dialogs", "Bids in turn order, each seeing the earlier ones; 10 off the penalty "
                                        "for an exact bid"),
                         lambda: Rules.differenzler(open_bids=True, exact_bonus=True)),
        ]

    def seat_titles(self) -> list[str]:
        return [QCoreApplication.translate("Dialogs", "You (bottom):"),
                QCoreApplication.translate("Dialogs", "Left:"),
                QCoreApplication.translate("Dialogs", "Across (top):"),
                QCoreApplication.translate("Dialogs", "Right:")]

    def default_names(self) -> list[str]:
        return [self.you(), "Ueli", "Vreni", "Sepp"]

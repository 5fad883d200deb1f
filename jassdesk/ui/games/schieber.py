"""Schieber in the New game dialog: four players in two teams, three presets, every option
of docs/rules.md section 4."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from jassdesk.engine.rules import Game, Preset, Rules

from .base import GameSetup, PresetChoice


class SchieberSetup(GameSetup):
    game = Game.SCHIEBER
    options = ("trump_instead_of_follow", "bauer_exception", "trumpfzwang", "undertrump_ban", "weis",
               "stoeck_automatic", "multipliers", "undenufe_x4", "slalom", "ace_deals", "klopfen", "direction",
               "match_bonus")
    ends_by_hands = True

    def name(self) -> str:
        return QCoreApplication.translate("Dialogs", "Schieber")

    def title(self) -> str:
        return QCoreApplication.translate("Dialogs", "Schieber (four players, two teams)")

    def play_label(self) -> str:
        return QCoreApplication.translate("Dialogs", "Play Schieber")

    def welcome_line(self) -> str:
        return QCoreApplication.translate("Dialogs", "Four players in two teams: choose the trump or push it to your partner.")

    def presets(self) -> list[PresetChoice]:
        return [
            PresetChoice(Preset.SWISS_STANDARD, QCoreApplication.translate("Dialogs", "Swiss standard to 1000"),
                         QCoreApplication.translate(
                             "Dialogs", "As most Swiss play it: Weis, match +100, you may trump instead of "
                                        "following suit, no under-trumping"),
                         Rules.schieber_swiss),
            PresetChoice(Preset.SWISS_2500, QCoreApplication.translate("Dialogs", "2500 with multipliers"),
                         QCoreApplication.translate(
                             "Dialogs", "Swiss standard to 2500 with the multipliers of the Swisslos tables"),
                         Rules.schieber_swiss_2500),
            PresetChoice(Preset.SEED, QCoreApplication.translate("Dialogs", "Simple Schieber (follow suit, no Weis)"),
                         QCoreApplication.translate(
                             "Dialogs", "The simplest rules to learn with: you must follow suit, no Weis, no match "
                                        "bonus"),
                         Rules.schieber_seed),
        ]

    def seat_titles(self) -> list[str]:
        return [QCoreApplication.translate("Dialogs", "You (bottom):"),
                QCoreApplication.translate("Dialogs", "Left opponent:"),
                QCoreApplication.translate("Dialogs", "Partner (top):"),
                QCoreApplication.translate("Dialogs", "Right opponent:")]

    def default_names(self) -> list[str]:
        return [self.you(), "Ueli", "Vreni", "Sepp"]

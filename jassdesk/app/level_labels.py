"""The AI levels as a person reads them, in the language of the interface (one table for every view):
their names, and in a few words how each plays (the New game dialog says it when a level is chosen)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def level_label(level: str) -> str:
    """The translated name of an AI level ("medium" -> "Mittel"); an unknown level keeps its own name."""
    labels = {"random": QCoreApplication.translate("Levels", "Random"),
              "beginner": QCoreApplication.translate("Levels", "Beginner"),
              "medium": QCoreApplication.translate("Levels", "Medium"),
              "expert": QCoreApplication.translate("Levels", "Expert")}
    return labels.get(level, level.capitalize())


def level_description(level: str) -> str:
    """How the level plays, in a few words a person choosing an opponent understands; "" for an unknown level."""
    about = {"random": QCoreApplication.translate(
                 "Levels", "Plays any allowed card at random: a yardstick rather than an opponent."),
             "beginner": QCoreApplication.translate(
                 "Levels", "Plays by simple habits (follows low, takes a rich trick) and often carelessly."),
             "medium": QCoreApplication.translate(
                 "Levels", "Plays like a good club player: draws trumps, gives points to the partner's trick, "
                           "reads the partner's signals."),
             "expert": QCoreApplication.translate(
                 "Levels", "Thinks each card through by playing the hand out in thousands of possible deals, "
                           "about a second per card.")}
    return about.get(level, "")

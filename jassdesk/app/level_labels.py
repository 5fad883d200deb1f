"""The AI levels as a person reads them, in the language of the interface (one table for every view):
their names, and in a few words how each plays (the New game dialog says it when a level is chosen).  A seat
a person at this computer plays (``"person"``, a hot-seat Partie) is named and described here as well, since
the dialog offers it in the same list."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from .game_config import PERSON_LEVEL


def level_label(level: str) -> str:
    """The translated name of an AI level ("medium" -> "Mittel"); an unknown level keeps its own name."""
    labels = {"random": QCoreApplication.translate("Levels", "Random"),
              "beginner": QCoreApplication.translate("Levels", "Beginner"),
              "medium": QCoreApplication.translate("Levels", "Medium"),
              "expert": QCoreApplication.translate("Levels", "Expert"),
              PERSON_LEVEL: QCoreApplication.translate("Levels", "A person")}
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
                           "about a second per card."),
             PERSON_LEVEL: QCoreApplication.translate(
                 "Levels", "Someone at this computer plays this seat: between two people's turns the table is "
                           "covered, so each sees only his own cards.")}
    return about.get(level, "")

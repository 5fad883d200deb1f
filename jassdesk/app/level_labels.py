"""The AI levels as a person reads them, in the language of the interface (one table for every view)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def level_label(level: str) -> str:
    """The translated name of an AI level ("medium" -> "Mittel"); an unknown level keeps its own name."""
    labels = {"random": QCoreApplication.translate("Levels", "Random"),
              "beginner": QCoreApplication.translate("Levels", "Beginner"),
              "medium": QCoreApplication.translate("Levels", "Medium"),
              "expert": QCoreApplication.translate("Levels", "Expert")}
    return labels.get(level, level.capitalize())

"""The registry of the games' tables: the one place of the table that lists the games."""

from __future__ import annotations

from PySide6.QtCore import QObject

from jassdesk.engine.rules import Game

from .coiffeur import CoiffeurTable
from .differenzler import DifferenzlerTable
from .game_table import GameTable
from .schieber import SchieberTable
from .schmaus import SchmausTable

TABLES: dict[Game, type[GameTable]] = {cls.game: cls for cls in (SchieberTable, SchmausTable, CoiffeurTable,
                                                                 DifferenzlerTable)}


def game_table(game: Game | None, parent: QObject | None = None) -> GameTable:
    """The table's part of ``game`` (None: before any Partie, the first game's)."""
    return (TABLES[game] if game is not None else next(iter(TABLES.values())))(parent)

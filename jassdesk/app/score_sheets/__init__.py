"""The score sheets, one per kind of game, reached through :func:`score_sheet_for`.

Schieber and Schmaus both write a Jasstafel (a row per hand, a column per
side); a game whose sheet looks different (a Coiffeur table of modes and
factors, Differenzler's bids and penalties per player) adds its model in a
module of its own here and one entry in :data:`OWN_SHEETS`.
"""

from __future__ import annotations

from jassdesk.engine.rules import Game

from .base import ScoreSheetModel
from .coiffeur import CoiffeurSheetModel
from .differenzler import DifferenzlerSheetModel
from .jasstafel import JasstafelModel, written_totals

#: the games whose sheet is not the Jasstafel, by the game each sheet class names
OWN_SHEETS: dict[Game, type[ScoreSheetModel]] = {cls.game: cls for cls in (CoiffeurSheetModel, DifferenzlerSheetModel)}


def score_sheet_for(game: Game) -> type[ScoreSheetModel]:
    """The class of ``game``'s score sheet."""
    return OWN_SHEETS.get(game, JasstafelModel)


__all__ = ["DifferenzlerSheetModel", "JasstafelModel", "OWN_SHEETS", "ScoreSheetModel", "score_sheet_for",
           "written_totals"]

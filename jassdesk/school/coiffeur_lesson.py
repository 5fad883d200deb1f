"""Coiffeur's lesson deals: Schieber's four hands (:mod:`jassdesk.school.schieber_lesson`), played into a row.

A deal names no mode: the state waits for the choice of a row, which the person makes in an ``expect``
(a ``ROW:<row>:<mode>`` action code, or ``PUSH``) or a scripted ``play`` gives.  ``"mode"`` and ``"row"``
written together skip the choice (the first chooser plays that mode into that row).  ``"cells"`` are the
Coiffeur table's two columns before the deal (a number per row, ``null`` where open); the written scores
follow from them, so a Coiffeur deal has no ``scores``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from jassdesk.engine.actions import ChooseRow
from jassdesk.engine.coiffeur import CoiffeurState
from jassdesk.engine.modes import Mode
from jassdesk.engine.rules import Game, Rules
from jassdesk.engine.state import GameState
from jassdesk.storage.errors import CorruptFileError
from jassdesk.storage.guarded_reader import require_int, require_list

from .puzzle_game import read_mode
from .schieber_lesson import SchieberLesson

MAX_ROWS = 20  # the longest Coiffeur table a lesson may write


@dataclass(frozen=True)
class CoiffeurDealFields:
    """A Coiffeur deal's own fields: the row chosen in advance (with its mode) and the cells before the deal."""

    mode: int | None
    row: int | None
    cells: tuple[tuple[int | None, ...], ...] | None


class CoiffeurLesson(SchieberLesson):
    """Coiffeur: Schieber's tricks, the hand starting with the choice of a row."""

    game = Game.COIFFEUR
    state_class = CoiffeurState
    own_fields = frozenset({"mode", "row", "cells"})

    def read_own(self, data: dict[str, Any], what: str, source: str) -> CoiffeurDealFields:
        if ("mode" in data) != ("row" in data):
            raise CorruptFileError(f"{source}: {what} must give mode and row together (the row chosen in "
                                   f"advance) or neither (the choice is made at the table)")
        mode = read_mode(data["mode"], f"{what}.mode", source) if "mode" in data else None
        row = require_int(data["row"], f"{what}.row", source, 0, MAX_ROWS - 1) if "row" in data else None
        cells = None
        if "cells" in data:
            columns = require_list(data["cells"], f"{what}.cells", source, 2)
            if len(columns) != 2:
                raise CorruptFileError(f"{source}: {what}.cells must be the two teams' columns")
            cells = tuple(self._column(c, f"{what}.cells[{i}]", source) for i, c in enumerate(columns))
        return CoiffeurDealFields(mode, row, cells)

    @staticmethod
    def _column(value: Any, what: str, source: str) -> tuple[int | None, ...]:
        items = require_list(value, what, source, MAX_ROWS)
        return tuple(None if item is None else require_int(item, f"{what}[{i}]", source, 0, 10000)
                     for i, item in enumerate(items))

    def dealt_state(self, rules: Rules, hands: list[list[int]], dealer: int, own: Any) -> GameState:
        state = CoiffeurState.from_position(rules, hands, dealer, cells=own.cells)
        if own.row is not None:
            state.apply(ChooseRow(own.row, Mode(own.mode)))
        return state

"""Coiffeur's puzzles: Schieber's tricks and goals (:mod:`jassdesk.school.schieber_puzzle`), played into a row.

The puzzle names the row chosen (``row``) with its mode; the position is the engine's Coiffeur state after
that choice.  Coiffeur writes only the choosing team's points, so only that team can make a match and only
the other can save one: :meth:`CoiffeurPuzzle.misfit` says so to the checker.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from jassdesk.engine.actions import ChooseRow
from jassdesk.engine.coiffeur import CoiffeurState
from jassdesk.engine.modes import Mode
from jassdesk.engine.rules import Game
from jassdesk.engine.state import GameState
from jassdesk.storage.guarded_reader import require_int

from .puzzle_game import PuzzleFacts
from .schieber_puzzle import SchieberPuzzle


@dataclass(frozen=True)
class CoiffeurFields:
    """A Coiffeur puzzle's own fields: the mode played and the row (0-11) it is written into."""

    mode: int
    row: int


class CoiffeurPuzzle(SchieberPuzzle):
    """Coiffeur: Schieber's puzzles with the row chosen first, and the match only the chooser's."""

    game = Game.COIFFEUR
    presets = ("coiffeur",)

    def read_own(self, d: dict[str, Any], where: str, source: str) -> CoiffeurFields:
        mode = super().read_own(d, where, source).mode
        return CoiffeurFields(mode, require_int(d.get("row"), f"{where}.row", source, 0, 11))

    def dealt_state(self, puzzle: PuzzleFacts) -> GameState:
        state = CoiffeurState.from_position(puzzle.rules(), list(puzzle.deal), puzzle.dealer)
        state.apply(ChooseRow(puzzle.own.row, Mode(puzzle.own.mode)))
        return state

    def misfit(self, puzzle: PuzzleFacts, state: GameState) -> str | None:
        if puzzle.goal.kind not in ("match", "save"):
            return None
        choosing = state.chooser_side == puzzle.seat % 2
        if puzzle.goal.kind == "match" and not choosing:
            return "in Coiffeur only the team that chose the row writes a match; the person's team did not choose"
        if puzzle.goal.kind == "save" and choosing:
            return "in Coiffeur only the team that chose the row can make a match; the person's team chose it"
        return None

"""Schieber's lesson deals: four hands of nine, the mode fixed by the deal (``"mode"``) or chosen at the table.

Without ``mode`` the state waits for the Vorhand's choice, which the person makes in an ``expect`` (a
``MODE:...`` or ``PUSH`` action code) or a scripted ``play`` gives; ``scores`` are the two teams' written
scores before the deal.  Coiffeur's lesson deals build on this class (:mod:`jassdesk.school.coiffeur_lesson`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from jassdesk.engine.modes import Mode
from jassdesk.engine.rules import Game, Rules
from jassdesk.engine.schieber import SchieberState
from jassdesk.engine.state import GameState

from .lesson_game import LessonGame, read_scores
from .puzzle_game import read_mode


@dataclass(frozen=True)
class SchieberDealFields:
    """A Schieber deal's own fields: the mode where fixed (its number), the teams' scores before it."""

    mode: int | None
    scores: tuple[int, ...]


class SchieberLesson(LessonGame):
    """Schieber: two teams, the mode fixed or chosen, tricks played in the mode's direction."""

    game = Game.SCHIEBER
    state_class = SchieberState
    own_fields = frozenset({"mode", "scores"})

    def read_own(self, data: dict[str, Any], what: str, source: str) -> SchieberDealFields:
        mode = read_mode(data["mode"], f"{what}.mode", source) if "mode" in data else None
        return SchieberDealFields(mode, read_scores(data, what, source, 2))

    def dealt_state(self, rules: Rules, hands: list[list[int]], dealer: int, own: Any) -> GameState:
        mode = None if own.mode is None else Mode(own.mode)
        return SchieberState.from_position(rules, hands, dealer=dealer, mode=mode, scores=own.scores)

    def trick_mode(self, state: GameState, index: int) -> int:
        """Schieber's modes may change direction from trick to trick (the engine's ``trick_direction``)."""
        return int(state.trick_direction(index))  # type: ignore[attr-defined]

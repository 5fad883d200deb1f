"""Schmaus's lesson deals: two hands of nine and the stock, each player counting his own points.

``"stock"`` holds the eighteen cards in drawing order, the turned trump last (as the puzzles write it); the
trump is the turned card's suit, the non-dealer leads.  ``scores`` are the two players' written scores.
Schmaus plays eighteen tricks of two cards, so the 5 of the last trick goes with the eighteenth.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from jassdesk.engine.rules import Game, Rules
from jassdesk.engine.schmaus import N_TRICKS, SchmausState
from jassdesk.engine.state import GameState

from .lesson_game import LessonGame, read_scores
from .puzzle_game import read_cards


@dataclass(frozen=True)
class SchmausDealFields:
    """A Schmaus deal's own fields: the stock in drawing order (the turned trump last), the scores."""

    stock: tuple[int, ...]
    scores: tuple[int, ...]


class SchmausLesson(LessonGame):
    """Schmaus: two seats, each alone, a stock to draw from."""

    game = Game.SCHMAUS
    state_class = SchmausState
    own_fields = frozenset({"stock", "scores"})
    n_tricks = N_TRICKS

    def read_own(self, data: dict[str, Any], what: str, source: str) -> SchmausDealFields:
        return SchmausDealFields(read_cards(data.get("stock"), f"{what}.stock", source, 18),
                                 read_scores(data, what, source, 2))

    def dealt_state(self, rules: Rules, hands: list[list[int]], dealer: int, own: Any) -> GameState:
        return SchmausState.from_position(rules, hands, list(own.stock), dealer=dealer, scores=own.scores)

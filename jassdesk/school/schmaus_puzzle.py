"""Schmaus's puzzles: two players after the stock is used up, each counting his own points.

The puzzle gives the stock in drawing order (the turned trump last), so the engine deals and draws exactly
as at the table; the values are the solver module's Schmaus end game
(:func:`~jassdesk.ai.solver.solve_schmaus_endgame`), which gives seat 0's points minus seat 1's.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from jassdesk.ai.solver import solve_schmaus_endgame
from jassdesk.engine.cards import iter_cards
from jassdesk.engine.modes import LAST_TRICK_BONUS, POINTS
from jassdesk.engine.rules import Game
from jassdesk.engine.schmaus import SchmausState
from jassdesk.engine.state import GameState

from .puzzle_game import PuzzleFacts, PuzzleGame, read_cards


@dataclass(frozen=True)
class SchmausFields:
    """A Schmaus puzzle's own field: the stock of 18 cards in drawing order, the turned trump last."""

    stock: tuple[int, ...]


class SchmausPuzzle(PuzzleGame):
    """Schmaus: two seats, each alone; the only goal is the person's own points."""

    game = Game.SCHMAUS
    presets = ("schmaus",)
    goals = ("points",)
    by_side = False

    def read_own(self, d: dict[str, Any], where: str, source: str) -> SchmausFields:
        return SchmausFields(read_cards(d.get("stock"), f"{where}.stock", source, 18))

    def dealt_state(self, puzzle: PuzzleFacts) -> GameState:
        return SchmausState.from_position(puzzle.rules(), list(puzzle.deal), list(puzzle.own.stock), puzzle.dealer)

    def card_scores(self, puzzle: PuzzleFacts, state: GameState, start_tricks: int) -> dict[int, int]:
        if state.stock or state.turned is not None:
            raise ValueError("a Schmaus puzzle starts after the stock is used up")
        trump = state.trump
        points = POINTS[trump]
        rest = sum(points[c] for h in state.hands for c in iter_cards(h)) + sum(points[c] for c in state.trick)
        rest += LAST_TRICK_BONUS
        _, per_card = solve_schmaus_endgame(tuple(state.hands), trump, state.leader, tuple(state.trick), None, 0)
        sign = 1 if puzzle.seat == 0 else -1
        return {c: state.card_pts[puzzle.seat] + (rest + sign * v) // 2 for c, v in per_card.items()}

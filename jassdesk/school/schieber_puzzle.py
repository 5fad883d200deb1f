"""Schieber's puzzles: a fixed trump or Obe/Unde, two sides, points, tricks, match and save.

Points, match and save are valued by the solver module's double-dummy endgame
(:class:`~jassdesk.ai.solver.SchieberEndgame`); it counts card points only, so a trick goal is searched by
:func:`~jassdesk.ai.solver.exact_card_values`.  Coiffeur's puzzles build on this class
(:mod:`jassdesk.school.coiffeur_puzzle`), as Coiffeur's tricks are Schieber's.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from jassdesk.ai.solver import SchieberEndgame, exact_card_values, match_alive
from jassdesk.engine.card_play import SchieberFlags
from jassdesk.engine.cards import iter_cards
from jassdesk.engine.modes import Mode
from jassdesk.engine.rules import Game
from jassdesk.engine.schieber import SchieberState
from jassdesk.engine.state import GameState

from .puzzle_game import PuzzleFacts, PuzzleGame, read_mode

MATCH_MARK = 1000  # the solver's match value: more than any hand's card points


@dataclass(frozen=True)
class SchieberFields:
    """A Schieber puzzle's own field: the mode played (its number)."""

    mode: int


class SchieberPuzzle(PuzzleGame):
    """Schieber: the mode is fixed by the puzzle (``mode``), the seats play as two sides."""

    game = Game.SCHIEBER
    presets = ("seed", "swiss", "standard", "swiss2500")
    goals = ("points", "tricks", "match", "save")
    by_side = True

    def read_own(self, d: dict[str, Any], where: str, source: str) -> SchieberFields:
        return SchieberFields(read_mode(d.get("mode"), f"{where}.mode", source))

    def dealt_state(self, puzzle: PuzzleFacts) -> GameState:
        return SchieberState.from_position(puzzle.rules(), list(puzzle.deal), puzzle.dealer, Mode(puzzle.own.mode))

    def card_scores(self, puzzle: PuzzleFacts, state: GameState, start_tricks: int) -> dict[int, int]:
        if puzzle.goal.kind == "tricks":
            return trick_scores(puzzle, state, start_tricks)
        return endgame_scores(puzzle, state)


def endgame_scores(puzzle: PuzzleFacts, state: GameState) -> dict[int, int]:
    """Points, match and save of two sides: the solver module's double-dummy endgame."""
    side, kind = puzzle.seat % 2, puzzle.goal.kind
    match_values = (0, 0)
    if kind == "match":
        match_values = (MATCH_MARK, 0) if side == 0 else (0, MATCH_MARK)
    elif kind == "save":
        match_values = (0, -MATCH_MARK) if side == 0 else (-MATCH_MARK, 0)
    solver = SchieberEndgame(int(state.mode), SchieberFlags.of(state.rules), state.step, side, against=0,
                             match_values=match_values)
    alive = match_alive([winner % 2 for _, _, winner in state.tricks])
    legal = [int(c) for c in iter_cards(state.legal_card_mask())]
    raw = solver.card_values(list(state.hands), state.leader, tuple(state.trick), legal, alive)
    if kind == "match":
        return {c: int(v >= MATCH_MARK) for c, v in raw.items()}
    if kind == "save":
        return {c: int(v >= 0) for c, v in raw.items()}
    return {c: state.card_pts[side] + v for c, v in raw.items()}


def trick_scores(puzzle: PuzzleFacts, state: GameState, start_tricks: int) -> dict[int, int]:
    """A trick goal: the side's tricks since the puzzle's position, by :func:`exact_card_values`."""
    seat = puzzle.seat
    taken = sum(1 for _, _, w in state.tricks[start_tricks:] if w % 2 == seat % 2)

    def mine(s: int) -> bool:
        return s % 2 == seat % 2

    def leaf(tricks: int, pts: int) -> int:
        return taken + tricks

    flags = SchieberFlags.of(state.rules)
    return exact_card_values(list(state.hands), state.leader, tuple(state.trick), int(state.mode), flags,
                             state.step, mine, leaf)

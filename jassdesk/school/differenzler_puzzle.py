"""Differenzler's puzzles: each player alone against three, his points to end exactly on his bid.

The puzzle gives the turned trump card and the four bids; the goal is the person's own bid.  The solver
module counts two sides' card points, so the person alone is searched by
:func:`~jassdesk.ai.solver.exact_card_values`; the score is minus the distance to the bid.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from jassdesk.ai.solver import exact_card_values
from jassdesk.engine.card_play import SchieberFlags
from jassdesk.engine.differenzler import DifferenzlerState
from jassdesk.engine.rules import Game
from jassdesk.engine.state import GameState
from jassdesk.storage.errors import CorruptFileError
from jassdesk.storage.guarded_reader import require_int, require_list

from .puzzle_game import PuzzleFacts, PuzzleGame, read_cards


@dataclass(frozen=True)
class DifferenzlerFields:
    """A Differenzler puzzle's own fields: the turned card (trump) and the bids, by seat."""

    trump_card: int
    bids: tuple[int, ...]


class DifferenzlerPuzzle(PuzzleGame):
    """Differenzler: four seats, each alone; the only goal is the person's bid."""

    game = Game.DIFFERENZLER
    presets = ("differenzler",)
    goals = ("bid",)
    by_side = False

    def read_own(self, d: dict[str, Any], where: str, source: str) -> DifferenzlerFields:
        trump_card = read_cards(d.get("trump_card"), f"{where}.trump_card", source, 1)[0]
        bid_list = require_list(d.get("bids"), f"{where}.bids", source, 4)
        if len(bid_list) != 4:
            raise CorruptFileError(f"{source}: {where}.bids must be four bids, one per seat")
        bids = tuple(require_int(b, f"{where}.bids[{s}]", source, 0, 157) for s, b in enumerate(bid_list))
        return DifferenzlerFields(trump_card, bids)

    def check_goal(self, kind: str, target: int, seat: int, own: Any, where: str, source: str) -> None:
        """The bid goal is the seat's own bid, as the file gives it."""
        if kind == "bid" and target != own.bids[seat]:
            raise CorruptFileError(f"{source}: {where}.goal.target must be the seat's bid, {own.bids[seat]}")

    def own_seen_from(self, own: DifferenzlerFields, shift: int) -> DifferenzlerFields:
        """The bids are by seat: each moves with its seat."""
        n = len(own.bids)
        return DifferenzlerFields(own.trump_card, tuple(own.bids[(s + shift) % n] for s in range(n)))

    def dealt_state(self, puzzle: PuzzleFacts) -> GameState:
        return DifferenzlerState.from_position(puzzle.rules(), list(puzzle.deal), puzzle.dealer,
                                               puzzle.own.trump_card, puzzle.own.bids)

    def card_scores(self, puzzle: PuzzleFacts, state: GameState, start_tricks: int) -> dict[int, int]:
        seat = puzzle.seat
        have = state.card_pts[seat]

        def mine(s: int) -> bool:
            return s == seat

        def leaf(tricks: int, pts: int) -> int:
            return -abs(have + pts - puzzle.goal.target)

        flags = SchieberFlags.of(state.rules)
        return exact_card_values(list(state.hands), state.leader, tuple(state.trick), int(state.mode), flags,
                                 state.step, mine, leaf)

"""Differenzler's lesson deals: four hands of nine, the dealer's turned card the trump, each alone.

``"trump_card"`` is the dealer's turned card (a card of his hand).  ``"bids"`` (by seat) are made at once
in turn order; without them the state waits for the bids: the person's in an ``expect`` (a ``BID:<points>``
action code), the other seats' in scripted ``play`` steps.  ``scores`` are the four seats' written scores.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from jassdesk.engine.differenzler import DifferenzlerState
from jassdesk.engine.rules import Game, Rules
from jassdesk.engine.state import GameState
from jassdesk.storage.errors import CorruptFileError
from jassdesk.storage.guarded_reader import require_int, require_list

from .lesson_game import LessonGame, read_scores
from .puzzle_game import read_cards


@dataclass(frozen=True)
class DifferenzlerDealFields:
    """A Differenzler deal's own fields: the turned card, the bids where made in advance, the scores."""

    trump_card: int
    bids: tuple[int, ...] | None
    scores: tuple[int, ...]


class DifferenzlerLesson(LessonGame):
    """Differenzler: four seats, each alone, bids before the first card."""

    game = Game.DIFFERENZLER
    state_class = DifferenzlerState
    own_fields = frozenset({"trump_card", "bids", "scores"})

    def read_own(self, data: dict[str, Any], what: str, source: str) -> DifferenzlerDealFields:
        trump_card = read_cards(data.get("trump_card"), f"{what}.trump_card", source, 1)[0]
        bids = None
        if "bids" in data:
            items = require_list(data["bids"], f"{what}.bids", source, 4)
            if len(items) != 4:
                raise CorruptFileError(f"{source}: {what}.bids must be four bids, one per seat")
            bids = tuple(require_int(b, f"{what}.bids[{s}]", source, 0, 157) for s, b in enumerate(items))
        return DifferenzlerDealFields(trump_card, bids, read_scores(data, what, source, 4))

    def dealt_state(self, rules: Rules, hands: list[list[int]], dealer: int, own: Any) -> GameState:
        return DifferenzlerState.from_position(rules, hands, dealer, own.trump_card, own.bids, own.scores)

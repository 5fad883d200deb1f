"""The interface every player implements: an observation in, a legal action out.

A player is handed its seat's :class:`~jassdesk.engine.observe.Observation`
and nothing else, so it cannot see a hidden card: there is no path from a
player to the full state.  Every decision the engine can ask for (choose the
dealer, cut, choose a mode or push, play a card with or without Weis and
Stöck, exchange the trump 6) arrives as an observation whose
``legal_actions`` lists the choices.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from typing import TYPE_CHECKING, ClassVar

from jassdesk.engine.actions import Action
from jassdesk.engine.observe import Observation

if TYPE_CHECKING:  # pragma: no cover
    from .search_pool import SearchPool


class Player(ABC):
    """Decides for one seat.  One decision at a time per instance (a worker thread may call it)."""

    level: ClassVar[str] = "?"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    @abstractmethod
    def choose(self, obs: Observation) -> Action:
        """Return one of ``obs.legal_actions``."""

    def share_search(self, pool: SearchPool | None) -> None:
        """Search each decision over ``pool``'s helper processes too (None: alone).  A player that does not
        search has nothing to share, so the table can hand the pool to every seat alike."""

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"


class RandomPlayer(Player):
    """A uniformly random legal player: the fixed yardstick of the arena."""

    level = "random"

    def choose(self, obs: Observation) -> Action:
        if not obs.legal_actions:
            raise ValueError("this observation asks for no decision")
        return self.rng.choice(obs.legal_actions)

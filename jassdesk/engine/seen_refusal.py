"""Why a card may not be played, from what the seat knows alone.

A table that is not the host's (a client over the network, #34) holds its seat's :class:`Observation`, not the
full state, and still has to dim the cards the rules refuse and say why ("you must follow Rosen") at once,
without asking the host at every movement of the keyboard's cursor.  The engine stays the one authority: the
reason is the engine's own :meth:`GameState.why`, asked of a full state rebuilt from the observation with one
world of the unseen cards (:mod:`.determinize`).  The rules of play refer to the seat's own hand, the trick
and the mode only, never to another hand, so every world gives the same answer as the real state;
``tests/engine/test_seen_refusal.py`` checks that for every card at every play decision of random Partien of
all games (and a difference would mean a reason that tells a hidden card).
"""

from __future__ import annotations

import random

from .actions import Action, Decision
from .determinize import sample_world
from .games import state_class
from .observe import Observation
from .refusal import Refusal

WORLD_SEED = 0  # any world will do; a fixed one keeps the answer reproducible


def why_seen(obs: Observation, action: Action) -> Refusal | None:
    """The engine's refusal of ``action`` by ``obs.seat`` at a card to play, or None where it is legal.

    Only for a play decision of the observing seat (the other decisions offer their few choices in
    ``obs.legal_actions`` and are answered by the host); ``ValueError`` elsewhere.
    """
    if obs.decision is not Decision.PLAY or obs.current_player != obs.seat:
        raise ValueError("a refusal is seen from an observation only at the seat's own card to play")
    if action in obs.legal_actions:
        return None
    world = sample_world(obs, random.Random(WORLD_SEED))
    return state_class(obs.game).from_world(obs, world).why(action, obs.seat)

"""The Medium player: the habits of a good club player, as explicit rules.

The decisions every game shares are here (the cut, the trump choice by hand
strength, pushing when weak); each game's habits in play live in the game's
AI module (:mod:`~jassdesk.ai.schieber`: draw trumps when strong, lead master
cards, schmieren, read the partner's signals; :mod:`~jassdesk.ai.schmaus`:
exchange the trump 6, announce Weis upward in small steps, keep the cards that
build Weis).
"""

from __future__ import annotations

from jassdesk.engine.actions import Action, ChooseMode, Cut, Decision, Push
from jassdesk.engine.observe import Observation

from .games import game_ai
from .player import Player
from .trump_choice import PUSH_THRESHOLD, best_mode


class HeuristicPlayer(Player):
    """Shared decisions that are not card play: who deals, the cut, the mode; card play per level."""

    def choose(self, obs: Observation) -> Action:
        if not obs.legal_actions:
            raise ValueError("this observation asks for no decision")
        if obs.decision is Decision.CHOOSE_DEALER:
            return game_ai(obs.game).choose_dealer(obs)
        if obs.decision is Decision.CUT:
            cuts = [a for a in obs.legal_actions if isinstance(a, Cut)]
            return self.rng.choice(cuts)
        if obs.decision is Decision.CHOOSE_MODE:
            choice = game_ai(obs.game).heuristic_choice(self, obs)
            return self.choose_mode(obs) if choice is None else choice
        return self.play(obs)

    def choose_mode(self, obs: Observation) -> Action:
        mode, score = best_mode(obs.hand)
        if score < PUSH_THRESHOLD and Push() in obs.legal_actions:
            return Push()
        return ChooseMode(mode)

    def play(self, obs: Observation) -> Action:  # pragma: no cover - abstract
        """A decision of the play phase: a card (with its announcements), or the game's other moves."""
        raise NotImplementedError


class MediumPlayer(HeuristicPlayer):
    level = "medium"

    def play(self, obs: Observation) -> Action:
        return game_ai(obs.game).medium_play(self, obs)

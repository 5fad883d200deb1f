"""The Beginner: plausible simple habits, and the mistakes a beginner makes.

Follows suit low, takes a trick when it is cheap and worth it (without
looking whether his partner already has it), chooses trump by feel, announces the biggest Weis at once (the Schmaus
upward rule then costs him later steps), and some moves are careless ones:
any legal card.  How many is the game's (``GameAI.beginner_mistake_rate``):
the levels are tuned so that each takes at least 57% of the points against
the level below it (docs/ai.md's table), a step a person feels.
"""

from __future__ import annotations

from jassdesk.engine.actions import Action, ChooseMode, Push
from jassdesk.engine.cards import N_RANKS
from jassdesk.engine.modes import POINTS
from jassdesk.engine.observe import Observation

from . import knowledge
from .game_ai import legal_cards
from .games import game_ai
from .medium import HeuristicPlayer
from .trump_choice import mode_scores

TRUMP_FEEL_NOISE = 25.0  # spread of his misjudgement of a hand's worth, in the scores' points


class BeginnerPlayer(HeuristicPlayer):
    level = "beginner"

    def choose_mode(self, obs: Observation) -> Action:
        scores = mode_scores(obs.hand)
        # a beginner rarely plays Obenabe/Undenufe and judges by feel
        noisy = {m: s + self.rng.gauss(0, TRUMP_FEEL_NOISE) - (15 if m >= 4 else 0) for m, s in scores.items()}
        mode = max(noisy, key=noisy.get)
        if noisy[mode] < 50 and Push() in obs.legal_actions:
            return Push()
        return ChooseMode(mode)

    def _careless(self, obs: Observation) -> bool:
        return self.rng.random() < game_ai(obs.game).beginner_mistake_rate

    def simple_card(self, obs: Observation) -> int:
        """Low to follow, the longest suit to lead, a rich trick taken; now and then any card."""
        cards = legal_cards(obs)
        if self._careless(obs):
            return self.rng.choice(cards)
        if not obs.trick:
            # lead the lowest card of the longest suit
            def key(c: int) -> tuple:
                suit = c // N_RANKS
                return (-sum(1 for x in cards if x // N_RANKS == suit), POINTS[obs.trick_mode][c])
            return min(cards, key=key)
        winners = knowledge.winning_cards(obs, sum(1 << c for c in cards))
        last = knowledge.remaining_players_after_me(obs) == 0
        # he takes a trick worth taking, even his partner's: he does not watch who is winning
        if winners and (last or knowledge.trick_points_so_far(obs) >= 10):
            return knowledge.weakest_winner(winners, obs)
        return knowledge.cheapest(cards, obs)

    def play(self, obs: Observation) -> Action:
        return game_ai(obs.game).beginner_play(self, obs)

"""Random positions of random Partien, for the tests of observations and determinization."""

import random

from jassdesk.ai.levels import make_player
from jassdesk.engine.actions import Decision
from jassdesk.engine.coiffeur_table import TEN_ROWS
from jassdesk.engine.record import GameRecord, new_state
from jassdesk.engine.rules import Rules

ALL_RULES = [Rules.schieber_seed(), Rules.schieber_swiss(), Rules.schieber_seed(trumpfzwang=True),
             Rules.schmaus(), Rules.differenzler(), Rules.differenzler(open_bids=True, random_trump=True),
             Rules.schmaus(), Rules.schieber_swiss(slalom=True), Rules.coiffeur(),
             Rules.coiffeur(coiffeur_rows=TEN_ROWS, push_to_partner=True, weis=True, stoeck_automatic=False)]


def random_positions(rules, seed, count=60):
    """Yield states at random moments of a random Partie (play phase)."""
    state = new_state(rules, seed)
    rng = random.Random(seed)
    produced = 0
    while not state.is_over and produced < count:
        if state.decision is Decision.PLAY:
            yield state, rng
            produced += 1
        state.apply(rng.choice(state.legal_actions()))


def medium_hand(rules, seed):
    """The record of one hand played by Medium players (each seat its own seed), up to its result."""
    state = new_state(rules, seed)
    players = [make_player("medium", seed=seed * 10 + s) for s in range(rules.n_players)]
    while not state.results:
        seat = state.current_player
        state.apply(players[seat].choose(state.observation(seat)))
    return GameRecord.of(state)

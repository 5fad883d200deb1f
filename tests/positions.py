"""Random positions of random Partien, for the tests of observations and determinization."""

import random

from jassdesk.engine.actions import Decision
from jassdesk.engine.coiffeur_table import TEN_ROWS
from jassdesk.engine.record import new_state
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

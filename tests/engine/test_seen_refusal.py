"""A card's refusal from the seat's observation alone is the engine's refusal on the real state (#34): the
rules of play never depend on another hand, so a table without the full state dims and explains exactly
as the host's engine will answer."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from jassdesk.engine.actions import Decision, Play
from jassdesk.engine.record import new_state
from jassdesk.engine.rules import Rules
from jassdesk.engine.seen_refusal import why_seen

from engine.test_properties import rules_strategy

ALL_RULES = st.one_of(rules_strategy, st.builds(Rules.coiffeur))


def _check_partie(rules: Rules, seed: int, choice_seed: int) -> int:
    state = new_state(rules, seed)
    rng = random.Random(choice_seed)
    checked = 0
    for _ in range(3000):
        if state.is_over:
            break
        legal = state.legal_actions()
        if state.decision is Decision.PLAY:
            seat = state.current_player
            obs = state.observation(seat)
            for card in range(36):  # every card: in the hand and not, playable and not
                action = Play(card)
                assert why_seen(obs, action) == state.why(action, seat), (card, state.why(action, seat))
                checked += 1
            for action in legal:  # and the legal plays as offered (with their Weis and Stöck)
                assert why_seen(obs, action) is None
        state.apply(rng.choice(legal))
    return checked


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow], derandomize=True)
@given(ALL_RULES, st.integers(0, 2**31), st.integers(0, 2**31))
def test_every_cards_refusal_seen_from_the_observation_is_the_engines(rules, seed, choice_seed):
    assert _check_partie(rules, seed, choice_seed) > 0


def test_it_is_asked_only_at_the_seats_own_card():
    state = new_state(Rules.schieber_swiss(), 3)
    while state.decision is not Decision.PLAY:
        state.apply(state.legal_actions()[0])
    other = (state.current_player + 1) % state.n_players
    with pytest.raises(ValueError, match="own card to play"):
        why_seen(state.observation(other), Play(0))

"""Observations hold only what a seat may know."""

import random

import pytest

from positions import ALL_RULES, random_positions

from jassdesk.engine.actions import Decision, ExchangeSix
from jassdesk.engine.determinize import sample_world
from jassdesk.engine.games import world_state
from jassdesk.engine.record import new_state
from jassdesk.engine.rules import Rules

@pytest.mark.parametrize("rules", ALL_RULES, ids=lambda r: r.preset.value)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_observation_is_the_same_in_every_world_consistent_with_it(rules, seed):
    """The proof that nothing hidden leaks: resample every hidden card, observe again, get the same observation."""
    for state, rng in random_positions(rules, seed):
        for seat in range(rules.n_players):
            obs = state.observation(seat)
            assert obs.hand == state.hands[seat]
            for other in range(rules.n_players):
                assert obs.known[other] & ~state.hands[other] == 0, "a 'known' card is not in that hand"
            world = sample_world(obs, rng)
            twin = world_state(obs, world)
            assert twin.observation(seat) == obs


def test_real_voids_are_recorded_and_never_wrong():
    for rules in ALL_RULES:
        for state, _ in random_positions(rules, 11, count=200):
            for s in range(rules.n_players):
                assert not state.voids[s] & state.hands[s], "a void excludes a card the player holds"


def test_schmaus_exchanged_trump_card_is_known_to_the_opponent():
    rules = Rules.schmaus()
    for seed in range(200):
        state = new_state(rules, seed)
        while not state.is_over and state.decision is not Decision.PLAY:
            state.apply(state.legal_actions()[0])
        if ExchangeSix() in state.legal_actions():
            taker = state.current_player
            card = state.turned
            state.apply(ExchangeSix())
            obs = state.observation(1 - taker)
            assert obs.known[taker] >> card & 1
            assert obs.turned == state.turned
            return
    pytest.fail("no seed offered the exchange at the first turn")

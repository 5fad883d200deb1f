"""Observations hold only what a seat may know; sampled worlds respect everything observed."""

import random

import pytest

from jassdesk.engine.actions import Decision, ExchangeSix
from jassdesk.engine.determinize import InconsistentObservation, sample_world
from jassdesk.engine.games import world_state
from jassdesk.engine.observe import Observation
from jassdesk.engine.record import new_state
from jassdesk.engine.rules import Rules

ALL_RULES = [Rules.schieber_seed(), Rules.schieber_swiss(), Rules.schieber_seed(trumpfzwang=True),
             Rules.schmaus()]


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


@pytest.mark.parametrize("rules", ALL_RULES, ids=lambda r: r.preset.value)
def test_sampled_worlds_respect_voids_known_cards_and_sizes(rules):
    for state, rng in random_positions(rules, 7, count=120):
        seat = state.current_player
        obs = state.observation(seat)
        for _ in range(5):
            world = sample_world(obs, rng)
            assert world.hands[seat] == state.hands[seat]
            everything = obs.played
            for s, hand in enumerate(world.hands):
                assert hand.bit_count() == state.hands[s].bit_count()
                assert not hand & obs.voids[s], "a sampled hand holds a card its player showed he lacks"
                assert hand & obs.known[s] == obs.known[s]
                assert not everything & hand
                everything |= hand
            for c in world.stock:
                assert not everything >> c & 1
                everything |= 1 << c
            assert everything == (1 << 36) - 1
            if rules.game.value == "schmaus" and obs.turned is not None:
                assert world.stock[-1] == obs.turned


def test_real_voids_are_recorded_and_never_wrong():
    for rules in ALL_RULES:
        for state, _ in random_positions(rules, 11, count=200):
            for s in range(rules.n_players):
                assert not state.voids[s] & state.hands[s], "a void excludes a card the player holds"


def test_world_state_plays_on_like_the_real_state():
    for rules in ALL_RULES:
        for state, rng in random_positions(rules, 5, count=30):
            obs = state.observation(state.current_player)
            twin = world_state(obs, sample_world(obs, rng))
            assert set(twin.legal_actions()) == set(state.legal_actions())


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


def test_inconsistent_observation_is_reported():
    state = new_state(Rules.schieber_seed(), 3, start_dealer=0)
    while state.decision is not Decision.PLAY:
        state.apply(state.legal_actions()[0])
    obs = state.observation(1)
    broken = Observation(**{**obs.__dict__, "voids": ((1 << 36) - 1,) * 4})
    with pytest.raises(InconsistentObservation):
        sample_world(broken, random.Random(0))

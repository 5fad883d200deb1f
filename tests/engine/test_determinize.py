"""Sampled worlds respect everything observed, and each game's state rebuilds itself from one."""

import random

import pytest

from positions import ALL_RULES, random_positions

from jassdesk.engine.actions import Decision
from jassdesk.engine.determinize import InconsistentObservation, World, sample_world
from jassdesk.engine.games import state_class, world_state
from jassdesk.engine.observe import Observation
from jassdesk.engine.record import new_state
from jassdesk.engine.rules import Rules


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


def test_world_state_plays_on_like_the_real_state():
    for rules in ALL_RULES:
        for state, rng in random_positions(rules, 5, count=30):
            obs = state.observation(state.current_player)
            twin = world_state(obs, sample_world(obs, rng))
            assert set(twin.legal_actions()) == set(state.legal_actions())


@pytest.mark.parametrize("rules", ALL_RULES, ids=lambda r: r.preset.value)
def test_the_true_world_rebuilds_every_field_and_plays_the_hand_out_alike(rules):
    """A field the game's class forgets to rebuild shows here: snapshots fail, or the hand ends differently."""
    for state, rng in random_positions(rules, 9, count=25):
        seat = state.current_player
        obs = state.observation(seat)
        twin = state_class(rules.game).from_world(obs, World(state.hands, getattr(state, "stock", ())))
        assert len(twin.snapshot()) == len(state.snapshot()) and twin.copy().snapshot() == twin.snapshot()
        assert twin.observation(seat) == obs
        real, hand_no = state.copy(), state.hand_no
        while real.hand_no == hand_no and not real.is_over:
            assert set(twin.legal_actions()) == set(real.legal_actions())
            action = rng.choice(real.legal_actions())
            real.apply(action)
            twin.apply(action)
            assert (twin.tricks, twin.card_pts) == (real.tricks, real.card_pts)
        if rules.game.value != "schmaus":  # (Schmaus: who holds a Stöck card drawn later is assumed)
            assert twin.results[-1] == real.results[-1] and twin.scores == real.scores


def test_inconsistent_observation_is_reported():
    state = new_state(Rules.schieber_seed(), 3, start_dealer=0)
    while state.decision is not Decision.PLAY:
        state.apply(state.legal_actions()[0])
    obs = state.observation(1)
    broken = Observation(**{**obs.__dict__, "voids": ((1 << 36) - 1,) * 4})
    with pytest.raises(InconsistentObservation):
        sample_world(broken, random.Random(0))

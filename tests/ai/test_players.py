"""Every level answers every kind of decision with a legal action, from its observation only."""

import random

import pytest

from jassdesk.ai.expert import ExpertPlayer
from jassdesk.ai.levels import DEFAULT_LEVEL, level_names, make_player, player_class
from jassdesk.ai.player import Player, RandomPlayer
from jassdesk.engine.actions import ActionKind, Decision
from jassdesk.engine.coiffeur_table import TEN_ROWS
from jassdesk.engine.determinize import sample_world
from jassdesk.engine.games import world_state
from jassdesk.engine.record import new_state
from jassdesk.engine.rules import Rules

RULES = {"seed": Rules.schieber_seed(), "swiss": Rules.schieber_swiss(),
         "manual-stoeck": Rules.schieber_swiss(stoeck_automatic=False, klopfen=True, trumpfzwang=True),
         "schmaus": Rules.schmaus(), "schmaus-manual": Rules.schmaus(stoeck_automatic=False),
         "differenzler": Rules.differenzler(), "differenzler-open": Rules.differenzler(open_bids=True, exact_bonus=True,
                                                                                      random_trump=True),
         "slalom": Rules.schieber_swiss(slalom=True), "coiffeur": Rules.coiffeur(),
         "coiffeur-ten": Rules.coiffeur(coiffeur_rows=TEN_ROWS, push_to_partner=True, stoeck_automatic=False)}


def player(level: str, seed: int) -> Player:
    if level == "expert":
        return ExpertPlayer(seed=seed, budget=0.01, max_worlds=6)
    return make_player(level, seed=seed)


def test_all_levels_are_registered():
    assert level_names() == ["random", "beginner", "medium", "expert"]
    with pytest.raises(ValueError, match="unknown AI level"):
        make_player("grandmaster")
    # the names are data (the window knows them without importing the players): each names its class
    for name in level_names():
        assert player_class(name).level == name
    assert DEFAULT_LEVEL in level_names()


@pytest.mark.parametrize("level", ["random", "beginner", "medium", "expert"])
@pytest.mark.parametrize("rules_name", sorted(RULES))
def test_level_plays_legal_actions_through_every_decision(level, rules_name):
    rules = RULES[rules_name]
    seen = set()
    for seed in range(2):
        state = new_state(rules, seed + 10)
        players = [player(level, seed * 10 + s) for s in range(rules.n_players)]
        while not state.is_over and state.hand_no < 1:
            seat = state.current_player
            obs = state.observation(seat)
            action = players[seat].choose(obs)
            assert action in obs.legal_actions, (action, obs.decision)
            seen.add(state.decision)
            seen.add(action.kind)
            state.apply(action)
        assert state.results, "the hand was played to the end"
    assert {Decision.CUT, Decision.PLAY} <= seen
    if rules.game.value == "schieber":
        assert Decision.CHOOSE_MODE in seen
    if rules.game.value == "differenzler":
        assert Decision.BID in seen


def test_pushed_partner_and_dealer_choice_are_answered():
    rules = Rules.schieber_seed()
    for level in ("beginner", "medium", "expert"):
        state = new_state(rules, 3)
        if state.decision is Decision.CHOOSE_DEALER:
            action = player(level, 1).choose(state.observation(state.current_player))
            assert action.kind is ActionKind.CHOOSE_DEALER
            state.apply(action)
        state.apply(state.legal_actions()[0])  # cut
        state.apply(state.legal_actions()[-1])  # push
        obs = state.observation(state.current_player)
        action = player(level, 2).choose(obs)
        assert action.kind is ActionKind.CHOOSE_MODE


def deterministic(level: str) -> Player:
    """Same seed, and for the Expert a fixed number of worlds instead of a clock."""
    if level == "expert":
        return ExpertPlayer(seed=99, budget=1000.0, max_worlds=8)
    return make_player(level, seed=99)


@pytest.mark.parametrize("level", ["beginner", "medium", "expert"])
@pytest.mark.parametrize("rules", [Rules.schieber_swiss(), Rules.schmaus(), Rules.differenzler()],
                         ids=["schieber", "schmaus", "differenzler"])
def test_decision_does_not_depend_on_hidden_cards(level, rules):
    """Swap the hidden cards for another consistent deal: the same seat decides the same."""
    rng = random.Random(5)
    checked = 0
    for seed in range(6):
        state = new_state(rules, seed, start_dealer=0)
        while not state.is_over and state.hand_no == 0:
            if state.decision is Decision.PLAY and rng.random() < 0.3:
                seat = state.current_player
                obs = state.observation(seat)
                other = world_state(obs, sample_world(obs, rng))
                a = deterministic(level).choose(obs)
                b = deterministic(level).choose(other.observation(seat))
                assert a == b
                checked += 1
            state.apply(state.legal_actions()[0])
    assert checked > 10


def test_random_player_is_uniform_over_legal_actions():
    state = new_state(Rules.schieber_seed(), 1, start_dealer=0)
    obs = state.observation(state.current_player)
    p = RandomPlayer(seed=1)
    picks = {p.choose(obs) for _ in range(400)}
    assert picks == set(obs.legal_actions)

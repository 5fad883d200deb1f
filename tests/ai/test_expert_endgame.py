"""The Expert's own last tricks (expert.EXACT_PLAY_WORLDS): in Schieber and Coiffeur every world the seat cannot
tell apart is solved exactly, on the compiled core and in Python alike, and the card played is the best over all
of them; where there are more worlds than the limit (the fourth trick from the end), and for a hint asked to
sample, the sampled search decides as before."""

import math

import pytest

from jassdesk.ai import expert as expert_module
from jassdesk.ai import fast_core
from jassdesk.ai.endgame import consistent_worlds, every_world_tallies, exact_endgame, tricks_left
from jassdesk.ai.expert import EXACT_PLAY_WORLDS, ExpertPlayer
from jassdesk.ai.game_ai import legal_cards
from jassdesk.ai.hints import card_hint
from jassdesk.ai.review import DecisionKind, decision_points, hand_start
from jassdesk.engine.actions import PLAY
from jassdesk.engine.rules import Rules
from positions import medium_hand

PATHS = [pytest.param(True, id="core", marks=pytest.mark.skipif(not fast_core.available(), reason="no core")),
         pytest.param(False, id="python")]
GAMES = {"schieber": Rules.schieber_swiss, "coiffeur": Rules.coiffeur}


def last_tricks(rules, seeds):
    """Seat 0's card decisions with a choice in the last four tricks of Medium hands."""
    for seed in seeds:
        start, actions = hand_start(medium_hand(rules, seed), 0)
        for p in decision_points(start, actions, 0):
            if p.kind is DecisionKind.CARD and exact_endgame(p.obs) and len(legal_cards(p.obs)) > 1:
                yield p.obs


@pytest.mark.parametrize("fast", PATHS)
@pytest.mark.parametrize("game", GAMES)
def test_the_last_three_tricks_are_solved_in_every_world_and_the_best_card_is_played(game, fast):
    checked = 0
    for obs in last_tricks(GAMES[game](), range(8)):
        if tricks_left(obs) > 3:
            continue
        expert = ExpertPlayer.searching(300, seed=5, fast=fast)
        estimates = expert.evaluate_cards(obs, math.inf)
        reference = every_world_tallies(obs)
        worlds = sum(1 for _ in consistent_worlds(obs))
        assert all(e.exact for e in estimates.values())
        assert {c: (e.total, e.samples) for c, e in estimates.items()} == {
            c: (t.total, t.samples) for c, t in reference.items()}
        assert all(e.samples == worlds for e in estimates.values())  # every world, each once: not 300 samples
        best = max(reference, key=lambda c: (reference[c].total, -c))
        assert expert.choose(obs) == PLAY[best]
        checked += 1
    assert checked >= 6


@pytest.mark.parametrize("fast", PATHS)
def test_the_fourth_trick_from_the_end_is_solved_only_where_the_worlds_are_few(fast):
    solved = sampled = 0
    for obs in last_tricks(Rules.schieber_swiss(), range(12)):
        if tricks_left(obs) != 4:
            continue
        worlds = sum(1 for _ in consistent_worlds(obs))
        estimates = ExpertPlayer.searching(300, seed=5, fast=fast).evaluate_cards(obs, math.inf)
        exact = all(e.exact for e in estimates.values())
        assert exact == (worlds <= EXACT_PLAY_WORLDS[4]), worlds
        solved += exact
        sampled += not exact
    assert solved and sampled  # both sides of the limit were met


def test_without_the_limits_or_asked_to_sample_the_expert_samples_to_the_end(monkeypatch):
    obs = next(o for o in last_tricks(Rules.schieber_swiss(), range(3)) if tricks_left(o) == 3)
    expert = ExpertPlayer.searching(300, seed=5)
    assert not any(e.exact for e in expert.sampling_to_the_end().evaluate_cards(obs, math.inf).values())
    assert expert.exact_play  # the copy's switch, not the original's
    hint = card_hint(obs, expert, endgame=False)  # as the review measures what the solver changes
    assert not hint.exact
    monkeypatch.setattr(expert_module, "EXACT_PLAY_WORLDS", {})
    estimates = expert.evaluate_cards(obs, math.inf)
    assert not any(e.exact for e in estimates.values()) and max(e.samples for e in estimates.values()) == 300

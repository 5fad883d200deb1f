"""The inference from the play (ai/experimental, off by default): world weights under the model of play, and the
Expert's weighted search."""

import math
import random

import pytest

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from positions import ALL_RULES, random_positions

from jassdesk.ai import schieber as schieber_ai
from jassdesk.ai.expert import ExpertPlayer
from jassdesk.ai.games import game_ai
from jassdesk.ai.experimental import EPS, club_decisions, club_weight, decision_weight, past_decisions, world_weigher
from jassdesk.ai.medium import MediumPlayer
from jassdesk.engine.actions import Decision, Play
from jassdesk.engine.cards import Card, parse_cards
from jassdesk.engine.determinize import World, sample_world
from jassdesk.engine.modes import Mode
from jassdesk.engine.record import new_state
from jassdesk.engine.rules import Rules
from jassdesk.engine.schieber import SchieberState


def C(code: str) -> int:
    return int(Card.from_code(code))


def seven_thrown():
    """Obenabe: the leader plays the Rosen As from nine Rosen; the next player, void, throws the Schellen 7.

    Seen by the leader's partner, to play next.  The 7 thrower holds no 6
    (his cheapest cards are his two 7s).
    """
    hands = {"lead": "H6 H7 H8 H9 HT HJ HQ HK HA", "thrower": "D7 D8 D9 DT DJ DQ DK DA S7",
             "partner": "S6 S8 S9 ST SJ SQ SK SA C6", "last": "D6 C7 C8 C9 CT CJ CQ CK CA"}
    probe = SchieberState.from_position(Rules.schieber_swiss(), [parse_cards(h) for h in hands.values()], dealer=0,
                                        mode=Mode.OBENABE)
    leader = probe.current_player
    order = [(leader + probe.step * i) % 4 for i in range(4)]
    seat_hands = [None] * 4
    for seat, h in zip(order, hands.values()):
        seat_hands[seat] = parse_cards(h)
    state = SchieberState.from_position(Rules.schieber_swiss(), seat_hands, dealer=0, mode=Mode.OBENABE)
    state.apply(Play(C("HA")))
    state.apply(Play(C("D7")))
    return state, order


def test_a_seven_thrown_makes_worlds_where_the_thrower_holds_a_six_less_likely():
    state, (_, thrower, partner, last) = seven_thrown()
    obs = state.observation(partner)
    weigh = world_weigher(obs, game_ai(obs.game).play_rules(obs))
    true_world = World(tuple(state.hands))
    assert weigh(true_world) == 1.0  # he threw one of his two cheapest cards: what the policy does
    hands = list(state.hands)
    hands[thrower] = hands[thrower] & ~(1 << C("S7")) | 1 << C("D6")  # give him the Schellen 6 instead
    hands[last] = hands[last] & ~(1 << C("D6")) | 1 << C("S7")
    with_six = World(tuple(hands))
    # nine legal cards, one the policy's (the 6): the 7 has probability eps/9 against 1 - eps + eps/9
    assert weigh(with_six) == (EPS / 9) / (1 - EPS + EPS / 9)
    assert weigh(with_six) < weigh(true_world)


def test_a_card_off_the_policy_is_never_likelier_than_the_policys_card():
    """Three cards, two of them the policy's (two 6s): the 7 thrown is still the least likely of them."""
    state, (_, _, partner, _) = seven_thrown()
    obs = state.observation(partner)
    rules = game_ai(obs.game).play_rules(obs)
    (thrown,) = past_decisions(obs, rules)
    hand = 1 << C("D6") | 1 << C("S6") | 1 << C("D7")
    assert decision_weight(thrown, hand, rules, EPS) == (EPS / 3) / ((1 - EPS) / 2 + EPS / 3) < 1


def test_weights_stay_one_without_the_others_cards():
    state, (_, thrower, _, _) = seven_thrown()
    obs = state.observation(thrower)  # his own card and a lead: nothing of another player's to judge
    weigh = world_weigher(obs, game_ai(obs.game).play_rules(obs))
    rng = random.Random(3)
    assert all(weigh(sample_world(obs, rng)) == 1.0 for _ in range(20))


def _position(rules: Rules, seed: int, tricks: int, onto_a_trick: bool = True):
    """The Medium plays a deal up to a card onto a trick (or any card) after ``tricks`` tricks; the observation
    to move."""
    state = new_state(rules, seed)
    medium = MediumPlayer(seed=seed)
    while not (state.decision is Decision.PLAY and len(state.tricks) == tricks and (state.trick or not onto_a_trick)):
        state.apply(medium.choose(state.observation(state.current_player)))
    return state.observation(state.current_player)


def test_the_switch_off_searches_exactly_as_before(monkeypatch):
    """Estimates of the search before the inference existed (same seeds, fixed worlds), Schmaus with pruning;
    the reading of silence about Weis (ai/experimental) is off too, and the rollouts solve only the last
    trick exactly and follow the greedy policy alone, as they did then."""
    monkeypatch.setattr(schieber_ai, "WEIS_INFERENCE", False)
    monkeypatch.setattr(schieber_ai, "EXACT_TRICKS", 1)
    monkeypatch.setattr(schieber_ai, "ROLLOUT_POLICY", 0)
    before = {
        (5, 2): {9: (452.0, 40, False), 22: (710.0, 40, False), 23: (344.0, 40, False)},
        (8, 1): {2: (1016.0, 40, False), 4: (1366.0, 40, False), 6: (1234.0, 40, False), 27: (446.0, 40, False),
                 33: (898.0, 40, False)},
    }
    for (seed, tricks), expected in before.items():
        obs = _position(Rules.schieber_swiss(), seed, tricks)
        est = ExpertPlayer(seed=11, budget=float("inf"), max_worlds=40, inference=False).evaluate_cards(obs, 1.0)
        assert {c: (e.total, e.samples, e.pruned) for c, e in est.items()} == expected
    obs = _position(Rules.schmaus(), 5, 4)
    est = ExpertPlayer(seed=11, budget=float("inf"), max_worlds=40, inference=False).evaluate_cards(obs, 1.0)
    assert {c: (e.total, e.samples, e.pruned) for c, e in est.items()} == {
        4: (4212.0, 40, False), 14: (3302.0, 40, False), 15: (2582.0, 40, False), 16: (2502.0, 40, False),
        24: (3666.0, 40, False), 26: (3766.0, 40, False), 32: (-8.0, 8, True), 33: (856.0, 32, True),
        34: (1064.0, 32, True)}


def test_estimates_are_the_weighted_means_over_the_same_worlds(monkeypatch):
    """With the inference each candidate's value is sum(w v) / sum(w) over the worlds, samples the sum of weights
    (the worlds drawn plainly: the reading of silence about Weis is off)."""
    monkeypatch.setattr(schieber_ai, "WEIS_INFERENCE", False)
    obs = _position(Rules.schieber_swiss(), 8, 4)
    worlds = 30
    est = ExpertPlayer(seed=11, budget=float("inf"), max_worlds=worlds, inference=True).evaluate_cards(obs, 1.0)
    replay = ExpertPlayer(seed=11)
    search = game_ai(obs.game).card_search(replay, obs, False)
    weigh = world_weigher(obs, game_ai(obs.game).play_rules(obs))
    totals = {c: 0.0 for c in search.cards}
    weights = []
    for _ in range(worlds):
        world = sample_world(obs, replay.rng)
        w = weigh(world)
        weights.append(w)
        for c in search.cards:
            totals[c] += w * search.simulate(world, c, replay.rng.random)
    assert len(set(weights)) > 1  # the position does tell worlds apart
    for c, e in est.items():
        assert math.isclose(e.samples, sum(weights))
        assert math.isclose(e.value, totals[c] / sum(weights))


def test_pruning_weighs_the_worlds():
    """A card behind the best only in worlds the play makes unlikely is kept; unweighted it would go."""
    from jassdesk.ai.expert import CardEstimate, _prune
    rng = random.Random(2)
    per_world = {0: [], 1: [], 2: []}
    weights = []
    for i in range(32):
        base = rng.uniform(-50, 50)
        unlikely = i % 2 == 0
        weights.append(1e-4 if unlikely else 1.0)
        per_world[0].append(base + 10)
        per_world[1].append(base + 10 + rng.uniform(-3, 3))
        per_world[2].append(base - 30 if unlikely else base + 10 + rng.uniform(-1, 1))

    def estimates(ws):
        return [CardEstimate(c, total=sum(w * x for w, x in zip(ws, v)), samples=sum(ws)) for c, v in per_world.items()]

    assert sorted(e.card for e in _prune(estimates([1] * 32), per_world, [1] * 32)) == [0, 1]
    assert sorted(e.card for e in _prune(estimates(weights), per_world, weights)) == [0, 1, 2]


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules_index=st.integers(0, len(ALL_RULES) - 1), seed=st.integers(0, 10_000))
def test_weights_are_positive_and_finite_for_every_consistent_world(rules_index, seed):
    rules = ALL_RULES[rules_index]
    for state, rng in random_positions(rules, seed, count=12):
        seat = state.current_player
        obs = state.observation(seat)
        play_rules = game_ai(obs.game).play_rules(obs)
        if play_rules is None:
            continue
        weigh = world_weigher(obs, play_rules)
        club = world_weigher(obs, play_rules, model="club")
        worlds = [sample_world(obs, rng) for _ in range(4)]
        worlds.append(World(tuple(state.hands)))  # the true world is consistent too
        for world in worlds:
            w = weigh(world)
            assert 0 < w <= 1 and math.isfinite(w)
            assert 0 < club(world) <= 1 and math.isfinite(club(world))
            for d in past_decisions(obs, play_rules):  # each factor too: no card likelier than the policy's
                assert 0 < decision_weight(d, world.hands[d.seat] | d.later, play_rules, EPS) <= 1


# -- the club player's model (the Medium's play) -------------------------------------------------------------


@pytest.mark.parametrize("rules", [Rules.schieber_swiss(), Rules.coiffeur(weis=True)], ids=["schieber", "coiffeur"])
def test_the_club_model_replays_every_card_medium_players_played_in_the_true_deal(rules):
    """Replayed on the observation each player had then (tricks, voids shown, his hand), the Medium's rules give
    the card he played: the true deal weighs 1 at every decision, and sampled worlds less on average."""
    rng = random.Random(4)
    sampled = []
    for _ in range(6):
        state = new_state(rules, rng.randrange(1 << 30))
        players = [MediumPlayer(seed=rng.randrange(1 << 30)) for _ in range(4)]
        while not (state.decision is Decision.PLAY and len(state.tricks) == 8):
            if state.decision is Decision.PLAY and state.tricks:
                obs = state.observation(state.current_player)
                weigh = world_weigher(obs, game_ai(obs.game).play_rules(obs), eps=0.3, model="club")
                assert weigh(World(tuple(state.hands))) == 1.0
                sampled.append(weigh(sample_world(obs, rng)))
            state.apply(players[state.current_player].choose(state.observation(state.current_player)))
    assert len(sampled) > 150 and sum(sampled) / len(sampled) < 0.6


def test_the_club_model_reads_leads_and_a_card_off_it_weighs_eps_over_n():
    """A lead off the club player's rules counts against a world; the weight is eps/n against 1 - eps + eps/n."""
    rng = random.Random(9)
    obs = _position(Rules.schieber_swiss(), 77, 3, onto_a_trick=False)
    rules = game_ai(obs.game).play_rules(obs)
    decisions = club_decisions(obs, rules)
    assert any(not d.trick for d in decisions)  # another seat's lead is among the decisions judged
    weights = set()
    for _ in range(200):
        world = sample_world(obs, rng)
        for d in decisions:
            weights.add(round(club_weight(d, world.hands[d.seat] | d.later, rules, 0.3), 9))
    n_values = {round((0.3 / n) / (0.7 + 0.3 / n), 9) for n in range(2, 10)}
    assert 1.0 in weights and weights - {1.0} and weights - {1.0} <= n_values


def test_a_game_without_a_club_model_falls_back_to_the_rollout_policy():
    obs = _position(Rules.differenzler(), 5, 2, onto_a_trick=False)
    rules = game_ai(obs.game).play_rules(obs)
    assert rules.club_card is None
    world = sample_world(obs, random.Random(1))
    assert world_weigher(obs, rules, model="club")(world) == world_weigher(obs, rules, model="rollout")(world)


def test_the_club_model_can_judge_the_opponents_alone(monkeypatch):
    """``JUDGED = "opponents"`` leaves the partner's cards unjudged (in a test he may play otherwise)."""
    from jassdesk.ai import experimental as inference

    obs = _position(Rules.schieber_swiss(), 77, 3, onto_a_trick=False)
    rules = game_ai(obs.game).play_rules(obs)
    assert {d.seat for d in club_decisions(obs, rules)} == {s for s in range(4) if s != obs.seat}
    monkeypatch.setattr(inference, "JUDGED", "opponents")
    assert {d.seat for d in club_decisions(obs, rules)} == {(obs.seat + 1) % 4, (obs.seat + 3) % 4}

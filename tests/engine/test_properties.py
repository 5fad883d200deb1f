"""Invariants over random complete Partien of both games and both presets (hypothesis)."""

import random

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from jassdesk.engine.actions import Bid, ChooseMode, Cut, Decision, PLAY, Play
from jassdesk.engine.cards import ALL_CARDS_MASK
from jassdesk.engine.determinize import sample_world
from jassdesk.engine.events import HandScored, TrickWon
from jassdesk.engine.modes import Mode
from jassdesk.engine.record import GameRecord, new_state
from jassdesk.engine.refusal import IllegalAction
from jassdesk.engine.rules import Direction, Rules

rules_strategy = st.one_of(
    st.builds(Rules.schieber_seed, trumpfzwang=st.booleans(), bauer_exception=st.booleans(),
              direction=st.sampled_from(list(Direction)), multipliers=st.booleans(), target=st.sampled_from(
                  [400, 1000]), ace_deals=st.booleans(), klopfen=st.booleans()),
    st.builds(Rules.schieber_swiss, trumpfzwang=st.booleans(), stoeck_automatic=st.booleans(),
              multipliers=st.booleans(), target=st.sampled_from([400, 1000])),
    st.builds(Rules.schmaus, target=st.sampled_from([500, 1000]), stoeck_automatic=st.booleans(),
              klopfen=st.booleans()),
    st.builds(Rules.differenzler, hands=st.sampled_from([4, 8, 12, 16]), open_bids=st.booleans(),
              random_trump=st.booleans(), exact_bonus=st.booleans(), direction=st.sampled_from(list(Direction)),
              ace_deals=st.booleans(), klopfen=st.booleans()),
)

SETTINGS = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def play_random_partie(rules, seed, choice_seed, check_each_step=None, max_actions=3000):
    state = new_state(rules, seed)
    rng = random.Random(choice_seed)
    events = list(state.initial_events)
    for _ in range(max_actions):
        if state.is_over:
            break
        legal = state.legal_actions()
        assert legal, f"no legal action while {state.decision} is pending"
        action = rng.choice(legal)
        if check_each_step:
            check_each_step(state, legal, action, rng)
        events += state.apply(action)
    return state, events


@SETTINGS
@given(rules_strategy, st.integers(0, 2**31), st.integers(0, 2**31))
@example(Rules.schieber_swiss(stoeck_automatic=False, target=400), 1899709, 1)  # the match bonus ends the Partie
def test_every_hand_totals_157_and_every_card_is_played_once(rules, seed, choice_seed):
    state, events = play_random_partie(rules, seed, choice_seed)
    played = 0
    n_tricks = 0
    trick_points = 0
    for event in events:
        if isinstance(event, TrickWon):
            for c in event.cards:
                assert not played >> c & 1, "a card was played twice in one hand"
                played |= 1 << c
            n_tricks += 1
            trick_points += event.points
        if isinstance(event, HandScored) and event.result.complete:  # a hand cut short has fewer tricks
            assert played == ALL_CARDS_MASK
            assert trick_points == 157
            assert sum(event.result.card_points) == 157
            played, n_tricks, trick_points = 0, 0, 0
    assert [e.result for e in events if isinstance(e, HandScored)] == list(state.results)  # one event per line
    for result in state.results:
        if result.complete:
            assert sum(result.card_points) == 157
        if result.bids:  # Differenzler: what is written is each player's penalty for his bid
            bonus = 10 if state.rules.options.exact_bonus else 0
            assert result.written == tuple(abs(b - p) - (bonus if b == p else 0)
                                           for b, p in zip(result.bids, result.card_points))
        else:
            assert result.written == tuple(result.multiplier * x for x in result.raw_total)
    assert state.is_over
    assert state.scores == tuple(sum(r.written[s] for r in state.results) for s in range(len(state.scores)))


def _probe_illegal(state, legal, action, rng):
    """Every refused action leaves the state unchanged; every offered one applies; undo restores exactly."""
    before = state.snapshot()
    history = state.history
    candidates = [PLAY[rng.randrange(36)], Cut(rng.randrange(40)), ChooseMode(rng.choice(list(Mode))),
                  Bid(rng.randrange(-5, 165))]
    if state.decision is Decision.PLAY:
        candidates.append(Play(rng.randrange(36), (), True))
    for candidate in candidates:
        refusal = state.why(candidate)
        if refusal is None:
            assert candidate in legal
            continue
        assert refusal.message() and refusal.message("de")
        try:
            state.apply(candidate)
        except IllegalAction as exc:
            assert exc.refusal == refusal
        else:
            raise AssertionError(f"{candidate} was refused by why() but applied")
        assert state.snapshot() == before and state.history == history
    for offered in legal[:3]:
        assert state.why(offered) is None
    state.apply(action)
    state.undo()
    assert state.snapshot() == before and state.history == history


@SETTINGS
@given(rules_strategy, st.integers(0, 2**31), st.integers(0, 2**31))
def test_refused_actions_change_nothing_and_undo_restores(rules, seed, choice_seed):
    play_random_partie(rules, seed, choice_seed, check_each_step=_probe_illegal, max_actions=400)


@SETTINGS
@given(rules_strategy, st.integers(0, 2**31), st.integers(0, 2**31))
def test_replay_from_rules_seed_actions_and_json_round_trip(rules, seed, choice_seed):
    state, _ = play_random_partie(rules, seed, choice_seed, max_actions=rng_len(choice_seed))
    record = GameRecord.of(state)
    text = record.to_json()
    again = GameRecord.from_json(text)
    assert again == record
    replayed = again.replay()
    assert replayed.snapshot() == state.snapshot()
    assert replayed.history == state.history


def rng_len(seed):
    return 50 + seed % 400


@SETTINGS
@given(rules_strategy, st.integers(0, 2**31), st.integers(0, 2**31))
def test_undo_all_the_way_back_to_the_start(rules, seed, choice_seed):
    state, _ = play_random_partie(rules, seed, choice_seed, max_actions=120)
    fresh = new_state(rules, seed)
    while state.can_undo():
        state.undo()
    assert state.snapshot() == fresh.snapshot()


differenzler_rules = st.builds(Rules.differenzler, hands=st.sampled_from([4, 8]), open_bids=st.booleans(),
                               random_trump=st.booleans(), exact_bonus=st.booleans(),
                               direction=st.sampled_from(list(Direction)))


def _other_deal(state, seat, rng):
    """The same position with the cards ``seat`` cannot see dealt anew and every bid hidden from him changed."""
    obs = state.observation(seat)
    if state.decision is Decision.PLAY:
        world = sample_world(obs, rng)
        hands = world.hands
    else:  # the bids: nothing played yet, so any deal of the unseen cards fits (the turned card stays the dealer's)
        unseen = [c for c in range(36) if obs.unseen >> c & 1]
        rng.shuffle(unseen)
        hands = []
        for s in range(4):
            if s == seat:
                hands.append(obs.hand)
                continue
            take = obs.hand_sizes[s] - obs.known[s].bit_count()
            hands.append(obs.known[s] | sum(1 << c for c in unseen[:take]))
            unseen = unseen[take:]
    twin = state.copy()
    twin.hands = tuple(hands)
    hidden = not state.rules.options.open_bids  # RULES 10: a hidden bid is his own player's until the hand is scored
    twin.bids = tuple(rng.randrange(158) if hidden and s != seat and b >= 0 else b for s, b in enumerate(twin.bids))
    return twin


@SETTINGS
@given(differenzler_rules, st.integers(0, 2**31), st.integers(0, 2**31))
def test_differenzler_observations_leak_no_hidden_card_and_no_hidden_bid(rules, seed, choice_seed):
    """Deal the unseen cards anew and change every bid a seat may not know: his observation stays the same."""
    checked = []

    def check(state, legal, action, rng):
        if state.decision in (Decision.BID, Decision.PLAY) and rng.random() < 0.3:
            for seat in range(4):
                assert _other_deal(state, seat, rng).observation(seat) == state.observation(seat)
            checked.append(state.decision)

    play_random_partie(rules, seed, choice_seed, check_each_step=check, max_actions=200)
    assert checked, "no bid or card was looked at"

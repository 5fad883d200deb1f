"""The exact solvers agree with brute force on small end games."""

import random

from jassdesk.ai.solver import solve_schieber_tricks, solve_schmaus_endgame
from jassdesk.engine.card_play import SchieberFlags, schieber_legal, schmaus_legal
from jassdesk.engine.cards import N_RANKS, cards_in
from jassdesk.engine.modes import LAST_TRICK_BONUS, POINTS, WIN_KEY
from jassdesk.engine.rules import Rules


def brute_schmaus(h0, h1, trump, leader, won, bonus):
    """Plain minimax without memo or cleverness: seat 0's points minus seat 1's (match included)."""
    if not h0 and not h1:
        owners = set(won)
        if len(owners) == 1 and bonus:
            return bonus if 0 in owners else -bonus
        return 0
    hands = [h0, h1]
    values = []
    for c in cards_in(hands[leader]):
        replies = []
        follower = 1 - leader
        after_lead = list(hands)
        after_lead[leader] &= ~(1 << c)
        for r in cards_in(schmaus_legal(after_lead[follower], (c,), trump, 0)):
            nxt = list(after_lead)
            nxt[follower] &= ~(1 << r)
            keys = WIN_KEY[trump][c // N_RANKS]
            winner = leader if keys[c] >= keys[r] else follower
            pts = POINTS[trump][c] + POINTS[trump][r] + (LAST_TRICK_BONUS if not nxt[0] and not nxt[1] else 0)
            v = (pts if winner == 0 else -pts) + brute_schmaus(nxt[0], nxt[1], trump, winner, won + [winner], bonus)
            replies.append(v)
        values.append(min(replies) if follower == 1 else max(replies))
    return max(values) if leader == 0 else min(values)


def test_schmaus_endgame_matches_brute_force():
    rng = random.Random(4)
    for trial in range(40):
        deck = list(range(36))
        rng.shuffle(deck)
        n = rng.randrange(1, 5)
        h0 = sum(1 << c for c in deck[:n])
        h1 = sum(1 << c for c in deck[n:2 * n])
        trump = rng.randrange(4)
        leader = rng.randrange(2)
        value, per_card = solve_schmaus_endgame((h0, h1), trump, leader, (), None, 100)
        assert value == brute_schmaus(h0, h1, trump, leader, [], 100)
        assert set(per_card) == set(cards_in([h0, h1][leader]))


def brute_schieber(hands, mode, leader, trick, left, flags, side):
    seat = (leader + len(trick)) % 4
    if len(trick) == 4:
        keys = WIN_KEY[mode][trick[0] // N_RANKS]
        best = max(range(4), key=lambda i: (keys[trick[i]], -i))
        winner = (leader + best) % 4
        pts = sum(POINTS[mode][c] for c in trick) + (LAST_TRICK_BONUS if left == 1 else 0)
        gain = pts if winner % 2 == side else -pts
        return gain if left == 1 else gain + brute_schieber(hands, mode, winner, [], left - 1, flags, side)
    results = []
    for c in cards_in(schieber_legal(hands[seat], trick, mode, flags)):
        nxt = list(hands)
        nxt[seat] &= ~(1 << c)
        results.append(brute_schieber(nxt, mode, leader, trick + [c], left, flags, side))
    return max(results) if seat % 2 == side else min(results)


def _random_end_game(rng: random.Random, most_tricks: int) -> tuple[list[int], int, int, int, int]:
    """Hands of 1 to ``most_tricks`` cards each, a mode (trumps, Obenabe, Undenufe), leader and side."""
    deck = list(range(36))
    rng.shuffle(deck)
    k = rng.randrange(1, most_tricks + 1)
    hands = [sum(1 << c for c in deck[i * k:(i + 1) * k]) for i in range(4)]
    return hands, k, rng.randrange(6), rng.randrange(4), rng.randrange(2)


def test_schieber_double_dummy_matches_brute_force():
    rng = random.Random(9)
    flags = SchieberFlags.of(Rules.schieber_swiss())
    for trial in range(25):
        hands, k, mode, leader, side = _random_end_game(rng, 2)
        expected = brute_schieber(hands, mode, leader, [], k, flags, side)
        assert solve_schieber_tricks(hands, mode, leader, (), k, flags, 1, side) == expected


def test_schieber_double_dummy_matches_brute_force_with_cards_on_the_table():
    """Three tricks left, or a trick already begun (the last trick too): the cut-offs and the last trick
    scored outright must give the brute force's value."""
    rng = random.Random(10)
    flags = SchieberFlags.of(Rules.schieber_swiss())
    for trial in range(30):
        hands, k, mode, leader, side = _random_end_game(rng, 3)
        trick = []
        for i in range(rng.randrange(0, 3)):
            seat = (leader + i) % 4
            card = cards_in(schieber_legal(hands[seat], trick, mode, flags))[0]
            hands[seat] &= ~(1 << card)
            trick.append(card)
        expected = brute_schieber(hands, mode, leader, trick, k, flags, side)
        assert solve_schieber_tricks(hands, mode, leader, tuple(trick), k, flags, 1, side) == expected


def test_the_expert_solves_the_last_tricks_of_a_decision_to_the_end(monkeypatch):
    """With few tricks left the card search's value of a card in a world is the world's double-dummy value
    after that card, the cards already on the table scored too (no rollout)."""
    import jassdesk.ai.schieber as schieber_ai
    from jassdesk.ai.expert import ExpertPlayer
    from jassdesk.ai.medium import MediumPlayer
    from jassdesk.engine.actions import Decision
    from jassdesk.engine.determinize import sample_world
    from jassdesk.engine.record import new_state

    monkeypatch.setattr(schieber_ai, "SOLVE_FROM", 3)
    rules = Rules.schieber_swiss()
    flags = SchieberFlags.of(rules)
    checked = 0
    for seed in range(6):
        state = new_state(rules, 40 + seed)
        medium = MediumPlayer(seed=seed)
        while not (state.decision is Decision.PLAY and len(state.tricks) >= 6 and state.trick):
            state.apply(medium.choose(state.observation(state.current_player)))
        obs = state.observation(state.current_player)
        assert obs.step == 1  # brute_schieber plays clockwise
        search = schieber_ai.SchieberAI().card_search(ExpertPlayer(seed=1), obs, False)
        world = sample_world(obs, random.Random(seed))
        side = obs.seat % 2
        for card in search.cards:
            hands = list(world.hands)
            hands[obs.seat] &= ~(1 << card)
            expected = brute_schieber(hands, int(obs.mode), obs.leader, list(obs.trick) + [card],
                                      9 - len(obs.tricks), flags, side)
            assert search.simulate(world, card, random.Random(0).random) == expected
            checked += 1
    assert checked >= 6

"""The Weis-aware Schmaus rollout scores Weis by the Schmaus rules (upward, higher of the trick) and the match."""

import random

from deals import mask

from jassdesk.ai.schmaus_rollout import schmaus_rollout, schmaus_weis_rollout, weis_key
from jassdesk.ai.solver import NO_MATCH
from jassdesk.engine.cards import Suit
from jassdesk.engine.modes import LAST_TRICK_BONUS, POINTS
from jassdesk.engine.weis import Weis

SPADES = int(Suit.SCHILTEN)


def _both(h0: str, h1: str, trump: int, bars=(-1, -1), calls=(), leader: int = 0):
    """(weis rollout, plain rollout) from the last Weis trick on, same random stream: their difference is Weis."""
    hands = [mask(h0), mask(h1)]
    with_weis = schmaus_weis_rollout(list(hands), [], trump, leader, [], 9, random.Random(5).random, list(bars),
                                     list(calls))
    plain = schmaus_rollout(list(hands), [], trump, leader, [], 9, random.Random(5).random)
    return with_weis, plain


def test_weis_rollout_writes_a_dreiblatt_at_the_last_chance():
    w, p = _both("H6 H7 H8 DA DK S6 S8 C6 C8", "H9 HA D6 D8 ST SA C7 C9 CA", SPADES)
    assert [w[0] - p[0], w[1] - p[1]] == [20, 0]


def test_only_the_higher_weis_of_the_trick_is_written():
    w, p = _both("H6 H7 H8 DA DK S6 S8 C6 C8", "D6 D7 D8 D9 ST SA C7 C9 CA", SPADES)
    assert [w[0] - p[0], w[1] - p[1]] == [0, 50]


def test_upward_rule_refuses_an_equal_weis_but_accepts_a_trump_one():
    bar = weis_key(Weis.sequence(1, 0, 3), SPADES)  # Dreiblatt to the Eicheln 8 announced before
    w, p = _both("H6 H7 H8 DA DK S6 S8 C6 C8", "H9 HA D6 D8 ST SA C7 C9 CA", SPADES, bars=(bar, -1))
    assert [w[0] - p[0], w[1] - p[1]] == [0, 0]
    hearts = 0  # the same Dreiblatt in trump is higher
    bar = weis_key(Weis.sequence(1, 0, 3), hearts)
    w, p = _both("H6 H7 H8 DA DK S6 S8 C6 C8", "H9 HA D6 D8 ST SA C7 C9 CA", hearts, bars=(bar, -1))
    assert [w[0] - p[0], w[1] - p[1]] == [20, 0]


def test_a_call_already_made_in_the_trick_is_scored_against_the_other():
    """Seat 1 announced a Fünfzig with his lead; seat 0's Dreiblatt is not announced into it."""
    calls = [(1, weis_key(Weis.sequence(1, 0, 4), SPADES), 50)]
    hands = [mask("H6 H7 H8 DA DK S6 S8 C6 C8"), mask("D7 D9 ST SA C7 C9 CA HA")]
    out = schmaus_weis_rollout(hands, [], SPADES, 1, [int(mask("D6").bit_length() - 1)], 9,
                               random.Random(2).random, [-1, calls[0][1]], calls)
    total_cards = sum(POINTS[SPADES][c] for c in range(36) if (mask("H6 H7 H8 DA DK S6 S8 C6 C8 D6 D7 D9 ST SA "
                                                                       "C7 C9 CA HA") >> c) & 1)
    assert sum(out) == total_cards + LAST_TRICK_BONUS + 50


def test_rollouts_write_the_match_for_every_trick_after_the_stock():
    trumps = "S6 S7 S8 S9 ST SJ SQ SK SA"
    others = "H6 H7 H9 HA D6 D8 C7 C9 CA"
    total = sum(POINTS[SPADES][c] for c in range(36) if (mask(trumps) | mask(others)) >> c & 1) + LAST_TRICK_BONUS
    for before in (NO_MATCH, 1):  # a trick after the stock was lost before (pretended): no match
        no_match = schmaus_weis_rollout([mask(trumps), mask(others)], [], SPADES, 0, [], 9, random.Random(1).random,
                                        [-1, -1], [], match_bonus=100, match_owner=before)
        assert no_match == [total + 300, 0]
    weis = schmaus_weis_rollout([mask(trumps), mask(others)], [], SPADES, 0, [], 9, random.Random(1).random,
                                [-1, -1], [], match_bonus=100)
    assert weis == [total + 100 + 300, 0]  # the nine trumps in sequence, at the last chance


def test_weis_rollout_draws_and_announces_upward_in_steps():
    """Holding H6-H7-H8, taking the last stock trick and drawing H9: Dreiblatt now, the Fünfzig at the last chance."""
    hands = [mask("H6 H7 H8 DA DK S6 S8 C6 C8"), mask("HA D6 D8 ST SA C9 CA DT")]
    c7 = mask("C7").bit_length() - 1
    stock = [mask(c).bit_length() - 1 for c in ("H9", "DJ")]
    out = schmaus_weis_rollout(list(hands), stock, SPADES, 1, [c7], 8, random.Random(3).random, [-1, -1], [],
                               explore=0.0)
    cards = sum(POINTS[SPADES][c] for c in range(36) if (hands[0] | hands[1] | mask("H9 DJ C7")) >> c & 1)
    assert sum(out) - cards - LAST_TRICK_BONUS == 20 + 50


def test_prune_drops_only_cards_clearly_worse_than_the_best():
    from jassdesk.ai.expert import CardEstimate, _prune
    rng = random.Random(1)
    per_world = {0: [], 1: [], 2: [], 3: []}
    for _ in range(32):
        base = rng.uniform(-50, 50)  # the world's luck, shared by every card
        per_world[0].append(base + 10)
        per_world[1].append(base + 9 + rng.uniform(-3, 3))  # as good as the best, within noise
        per_world[2].append(base - 20 + rng.uniform(-3, 3))  # clearly worse
        per_world[3].append(base + 10 + rng.uniform(-60, 60))  # maybe worse, but too noisy to tell
    active = [CardEstimate(c, total=sum(v), samples=len(v)) for c, v in per_world.items()]
    kept = _prune(active, per_world, [1] * 32)
    assert sorted(e.card for e in kept) == [0, 1, 3]
    assert active[2].pruned and not active[0].pruned


def test_weis_context_holds_the_bars_and_the_calls_of_the_trick():
    """The opponent led with a Dreiblatt to the 8; the Expert's own call (the smallest step above it) goes too."""
    from jassdesk.ai.schmaus import SchmausAI
    from jassdesk.engine.actions import Play
    from jassdesk.engine.rules import Rules
    from jassdesk.engine.schmaus import SchmausState
    h0 = "H6 H7 H8 H9 DA DK S6 S8 C6"
    h1 = "D6 D7 D8 ST SA C7 C9 CA HA"
    rest = [c for c in range(36) if not (mask(h0) | mask(h1)) >> c & 1]
    state = SchmausState.from_position(Rules.schmaus(), [mask(h0), mask(h1)], rest, dealer=0)
    assert state.current_player == 1
    dreiblatt = Weis.sequence(1, 0, 3)
    state.apply(Play(mask("CA").bit_length() - 1, (dreiblatt,)))
    obs = state.observation(0)
    trump = int(obs.mode)
    bars, calls = SchmausAI().weis_context(obs)
    mine = Weis.sequence(0, 1, 3)  # Dreiblatt to the Rosen 9: higher than the one to the 8 already in the trick
    assert bars == (weis_key(mine, trump), weis_key(dreiblatt, trump))
    assert calls == [(1, weis_key(dreiblatt, trump), 20), (0, weis_key(mine, trump), 20)]

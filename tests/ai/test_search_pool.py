"""One Expert decision searched in several processes: the parts add up, fixed worlds stay reproducible,
a helper that dies or hangs leaves the decision to the caller alone, and closing leaves no process behind."""

import copy
import logging
import os
import signal
import threading
import time

import pytest

from jassdesk.ai.expert import BidJob, CardEstimate, CardJob, ExpertPlayer, ModeJob, SearchSize
from jassdesk.ai.game_ai import Tally
from jassdesk.ai.hints import hint
from jassdesk.ai.levels import make_player
from jassdesk.ai.search_pool import SearchPool, merge, shares
from jassdesk.engine.actions import Decision
from jassdesk.engine.games import new_state
from jassdesk.engine.rules import Rules

FIXED = float("inf")  # the budget of a search bounded by its number of worlds alone


def position(rules: Rules, seed: int, decision: Decision, plays: int = 0):  # noqa: ANN201
    """The observation of the seat to act at the first ``decision`` of a Medium Partie (after ``plays`` cards)."""
    state = new_state(rules, seed)
    medium = make_player("medium", seed=seed)
    while state.decision is not decision or (decision is Decision.PLAY and plays > 0):
        if state.decision is Decision.PLAY:
            plays -= 1
        state.apply(medium.choose(state.observation(state.current_player)))
    return state.observation(state.current_player)


SCHIEBER_CARD = position(Rules.schieber_swiss(), 5, Decision.PLAY, plays=3)
SCHMAUS_CARD = position(Rules.schmaus(), 3, Decision.PLAY, plays=2)
SCHIEBER_TRUMP = position(Rules.schieber_swiss(), 8, Decision.CHOOSE_MODE)
DIFFERENZLER_BID = position(Rules.differenzler(), 4, Decision.BID)


@pytest.fixture(scope="module")
def pool():  # noqa: ANN201
    with SearchPool(1) as p:
        assert p.wait_ready() == 1
        yield p


def test_merge_adds_the_parts_and_drops_a_card_only_if_every_part_dropped_it():
    a = {1: CardEstimate(1, 10.0, 4), 2: CardEstimate(2, -3.0, 2, pruned=True), 3: CardEstimate(3, 1.0, 2, pruned=True)}
    b = {1: CardEstimate(1, 6.0, 4), 2: CardEstimate(2, 5.0, 4), 3: CardEstimate(3, 0.0, 1, pruned=True)}
    merged = merge([a, b])
    assert [(e.total, e.samples, e.pruned) for e in merged.values()] == [(16.0, 8, False), (2.0, 6, False),
                                                                         (1.0, 3, True)]
    solved = merge([{5: CardEstimate(5, 12.0, 1, exact=True)}, {5: CardEstimate(5, 12.0, 1, exact=True)}])
    assert solved[5].value == 12.0 and solved[5].samples == 1  # a solved card is the same everywhere
    tallies = merge([{"x": Tally(3.0, 2)}, {"x": Tally(5.0, 6)}])
    assert (tallies["x"].total, tallies["x"].samples, tallies["x"].mean) == (8.0, 8, 1.0)
    assert shares(101, 2) == [51, 50] and shares(3, 4) == [1, 1, 1, 0]


@pytest.mark.parametrize("job", [
    CardJob(SCHIEBER_CARD, FIXED, False),
    CardJob(SCHMAUS_CARD, FIXED, True),  # Schmaus drops clearly worse cards as the worlds come in
    ModeJob(SCHIEBER_TRUMP, FIXED),
    BidJob(DIFFERENZLER_BID, FIXED),
], ids=["schieber-card", "schmaus-card", "schieber-trump", "differenzler-bid"])
def test_each_process_searches_its_own_part_and_the_pooled_estimates_are_their_sum(pool, job):
    expert = ExpertPlayer(seed=7, budget=FIXED, max_worlds=41, pool=pool)
    rng = copy.deepcopy(expert.rng)
    parts = pool.search(expert, job, fixed=True)
    assert len(parts) == 2
    # each part is the search of a copy with its own seed and share, the helper's exactly as it runs here
    seeds = [rng.getrandbits(64) for _ in range(2)]
    for index, (part, seed) in enumerate(zip(parts, seeds)):
        alone = job.run(expert.part(seed, index, 2))
        assert {k: (v.total, v.samples) for k, v in part.items()} == {k: (v.total, v.samples) for k, v in alone.items()}
    expected = {k: (sum(p[k].total for p in parts), sum(p[k].samples for p in parts)) for k in parts[0]}
    assert max(s for _, s in expected.values()) == 41  # every world is searched once, by one process
    assert [max(t.samples for t in p.values()) for p in parts] == [21, 20]
    merged = merge(copy.deepcopy(parts))
    assert {k: (v.total, v.samples) for k, v in merged.items()} == expected


def test_a_fixed_number_of_worlds_is_reproducible_with_or_without_the_pool(pool):
    def cards(p: SearchPool | None) -> dict:
        estimates = ExpertPlayer(seed=11, budget=FIXED, max_worlds=30, pool=p).search_cards(SCHMAUS_CARD, FIXED)
        return {c: (e.total, e.samples, e.pruned) for c, e in estimates.items()}

    def modes(p: SearchPool | None) -> dict:
        return ExpertPlayer(seed=11, budget=FIXED, max_worlds=30, pool=p).mode_values(SCHIEBER_TRUMP, FIXED)

    assert cards(pool) == cards(pool) and modes(pool) == modes(pool)
    assert cards(None) == cards(None) and modes(None) == modes(None)
    # without a pool: the one-process search, unchanged
    alone = ExpertPlayer(seed=11, budget=FIXED, max_worlds=30).evaluate_cards(SCHMAUS_CARD, FIXED)
    assert cards(None) == {c: (e.total, e.samples, e.pruned) for c, e in alone.items()}


def test_a_hint_searches_through_the_pool(pool):
    asked = []
    search = pool.search
    pool.search = lambda searcher, job, **kw: asked.append(type(job)) or search(searcher, job, **kw)
    try:
        card = hint(SCHIEBER_CARD, seed=3, worlds=40, pool=pool)
        trump = hint(SCHIEBER_TRUMP, seed=3, worlds=20, pool=pool)
    finally:
        del pool.search
    assert asked == [CardJob, ModeJob]
    assert card.worlds == 40  # the two processes' worlds together
    assert card.best in SCHIEBER_CARD.legal_actions and trump.best in SCHIEBER_TRUMP.legal_actions
    assert hint(SCHIEBER_CARD, seed=3, worlds=40, pool=pool).ranked == card.ranked


def alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().split(") ")[1][0] != "Z"
    except FileNotFoundError:
        return False


linux_only = pytest.mark.skipif(not os.path.isdir("/proc/self"), reason="reads /proc")


@linux_only
def test_a_helper_killed_mid_search_leaves_the_decision_to_this_process_and_is_replaced(caplog):
    with SearchPool(1) as p:
        assert p.wait_ready() == 1
        [pid] = p.pids
        expert = ExpertPlayer(seed=1, budget=0.5, max_worlds=10**9, pool=p)  # half a second, whatever it buys
        threading.Timer(0.15, os.kill, (pid, signal.SIGKILL)).start()
        with caplog.at_level(logging.WARNING, logger="jassdesk.ai.search_pool"):
            began = time.perf_counter()
            estimates = expert.search_cards(SCHIEBER_CARD, 0.5)
        assert time.perf_counter() - began < 1.5
        assert min(e.samples for e in estimates.values()) >= 4  # this process's own part
        assert "ended unexpectedly" in caplog.text and "goes on without it" in caplog.text
        assert not alive(pid)
        assert p.wait_ready() == 1 and p.pids != [pid]  # a new helper for the next decisions
        assert len(p.search(expert, CardJob(SCHIEBER_CARD, 0.05))) == 2


@linux_only
def test_a_hung_helper_is_stopped_and_the_decision_goes_on_alone(caplog):
    with SearchPool(1, answer_grace=0.2) as p:
        assert p.wait_ready() == 1
        [pid] = p.pids
        os.kill(pid, signal.SIGSTOP)  # it takes its part and never answers
        with caplog.at_level(logging.WARNING, logger="jassdesk.ai.search_pool"):
            began = time.perf_counter()
            parts = p.search(ExpertPlayer(seed=1, budget=0.2), CardJob(SCHIEBER_CARD, 0.2))
        assert len(parts) == 1 and time.perf_counter() - began < 1.0
        assert "did not answer" in caplog.text
        assert not alive(pid) and p.pids == []


@linux_only
def test_closing_the_pool_ends_every_helper():
    p = SearchPool(2)
    assert p.wait_ready() == 2
    pids = p.pids
    assert all(alive(pid) for pid in pids)
    p.close()
    assert not any(alive(pid) for pid in pids) and p.pids == []
    assert len(p.search(ExpertPlayer(seed=1), CardJob(SCHIEBER_CARD, 0.02))) == 1  # alone now


def test_a_choice_shares_out_its_own_worlds_not_the_cards(pool):
    """A trump choice with fewer worlds than a card decision (the app's budget buys fewer) is split by its own
    count: the parts search 9 and 8 worlds of 17, not half of the card's 400 each."""
    expert = ExpertPlayer.searching(SearchSize(card=400, choice=17), seed=5, pool=pool)
    parts = pool.search(expert, ModeJob(SCHIEBER_TRUMP, FIXED), fixed=True)
    assert [max(t.samples for t in p.values()) for p in parts] == [9, 8]


def test_every_level_takes_the_pool_and_only_the_searching_one_keeps_it(pool):
    from jassdesk.ai.levels import level_names

    for level in level_names():
        player = make_player(level, seed=1, pool=pool)  # the table hands the pool to every seat alike
        assert getattr(player, "pool", None) is (pool if level == "expert" else None)
    assert make_player("expert", seed=1).pool is None

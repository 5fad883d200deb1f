"""Strength measured at the app's budget on any machine: ``--worlds app`` and the table of levels."""

from __future__ import annotations

import importlib.util
import json
import math
import statistics
import sys
from pathlib import Path

import pytest

from jassdesk.ai import arena, fast_core
from jassdesk.ai.expert import ExpertPlayer, SearchSize, app_budget_worlds
from jassdesk.ai.games import game_ai
from jassdesk.ai.levels import level_names
from jassdesk.engine import determinize
from jassdesk.engine.actions import Decision
from jassdesk.engine.record import new_state
from jassdesk.engine.rules import Game, Rules

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"


def _level_table():
    sys.path.insert(0, str(BENCHMARKS))
    spec = importlib.util.spec_from_file_location("level_table", BENCHMARKS / "level_table.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_every_game_the_expert_plays_has_an_app_budget_equivalent():
    for game in Game:
        size = app_budget_worlds(game)
        assert size.card >= 100 and size.choice >= 100


def test_worlds_app_resolves_to_the_stated_equivalent_and_nonsense_is_refused(capsys):
    assert arena.resolve_worlds("app", Game.SCHMAUS) == game_ai(Game.SCHMAUS).app_budget_worlds
    assert arena.resolve_worlds("300", Game.SCHIEBER) == 300
    assert arena.resolve_worlds(None, Game.SCHIEBER) is None
    for bad in ("lots", "0", "-5"):
        with pytest.raises(ValueError):
            arena.resolve_worlds(bad, Game.SCHIEBER)
    with pytest.raises(SystemExit):
        arena.main(["--game", "schieber", "--worlds", "lots", "--deals", "1"])
    assert "--worlds takes a number of worlds or 'app'" in capsys.readouterr().err


def test_a_searching_expert_samples_its_card_worlds_for_a_card_and_its_choice_worlds_for_a_mode(monkeypatch):
    calls = []
    real = determinize.sample_world

    def counting(obs, rng, *args, **kwargs):
        calls.append(obs.decision)
        return real(obs, rng, *args, **kwargs)

    for module in ("jassdesk.ai.expert", "jassdesk.ai.schieber"):
        monkeypatch.setattr(f"{module}.sample_world", counting)
    # the Python path, where the worlds can be counted as they are drawn (the core's are counted below)
    expert = ExpertPlayer.searching(SearchSize(card=40, choice=5), seed=3, fast=False)
    state = new_state(Rules.schieber_swiss(), 5)
    seen = set()
    while state.hand_no == 0 and not state.is_over and len(seen) < 2:
        obs = state.observation(state.current_player)
        calls.clear()
        action = expert.choose(obs)
        if obs.decision is Decision.CHOOSE_MODE:
            assert len(calls) == 5
            seen.add("mode")
        elif obs.decision is Decision.PLAY and len(obs.legal_actions) > 1 and "card" not in seen:
            assert len(calls) == 40
            seen.add("card")
        state.apply(action)
    assert seen == {"mode", "card"}


@pytest.mark.skipif(not fast_core.available(), reason="the compiled search core is not built here")
def test_on_the_compiled_core_too_a_card_takes_the_card_worlds_and_a_mode_the_choice_worlds():
    expert = ExpertPlayer.searching(SearchSize(card=40, choice=5), seed=3, fast=True)
    state = new_state(Rules.schieber_swiss(), 5)
    seen = set()
    while state.hand_no == 0 and not state.is_over and len(seen) < 2:
        obs = state.observation(state.current_player)
        if obs.decision is Decision.CHOOSE_MODE:
            assert {t.samples for t in expert.mode_tallies(obs, expert.budget).values()} == {5}
            seen.add("mode")
        elif obs.decision is Decision.PLAY and len(obs.legal_actions) > 1 and "card" not in seen:
            assert {e.samples for e in expert.evaluate_cards(obs, expert.budget).values()} == {40}
            seen.add("card")
        state.apply(expert.choose(obs))
    assert seen == {"mode", "card"}


def test_the_level_table_covers_every_pair_and_keeps_what_it_measured(tmp_path):
    table = _level_table()
    pairs = table.every_pair("schieber")
    levels = level_names()
    assert len(pairs) == len(levels) * (len(levels) - 1) // 2
    assert all(levels.index(a) > levels.index(b) for a, b in pairs)  # the stronger first
    assert table.every_pair("challenge") == [(level, "challenge") for level in levels]
    store = tmp_path / "levels.json"
    code = table.main(["run", "--game", "schieber", "--pairs", "beginner:random", "--deals", "3", "--jobs", "1",
                       "--store", str(store)])
    assert code == 0
    entries = json.loads(store.read_text(encoding="utf-8"))
    entry = entries["schieber/beginner/random"]
    assert entry["deals"] == 3 and entry["hands"] == 6 and entry["worlds"] is None
    assert "--a beginner --b random --duplicate --deals 3" in entry["command"]
    rendered = table.table(entries)
    assert "| Schieber | beginner vs random |" in rendered
    assert "expert" not in rendered  # only what was measured is shown


def test_two_runs_on_other_deals_pool_into_the_run_over_all_their_pairs():
    table = _level_table()

    def run(seed, shares):  # a Schieber run whose deal pairs took these shares (314 card points a pair)
        n = len(shares)
        mean = sum(shares) / n
        half = 1.96 * statistics.stdev(shares) / math.sqrt(n)
        return {"game": "schieber", "a": "expert", "b": "medium", "worlds": "4400 per card", "count": "cards",
                "duplicate": True, "preset": "standard", "seed": seed, "deals": n, "hands": 2 * n,
                "points": {"A": sum(s * 314 for s in shares), "B": sum((1 - s) * 314 for s in shares)},
                "share_a": mean, "share_b": 1 - mean, "share_a_ci95": [mean - half, mean + half],
                "partien_won": {"A": 1, "B": 0}, "wall_s": 10, "measured": "today", "machine": "here",
                "command": f"arena --seed {seed}", "decision_time": {}}

    first, second = [0.55, 0.62, 0.70, 0.58], [0.49, 0.66, 0.61]
    pooled = table.pool(run(1, first), run(2, second))
    whole = run(0, first + second)
    assert pooled["deals"] == 7 and pooled["seed"] == [1, 2]
    assert pooled["share_a"] == pytest.approx(whole["share_a"])
    assert pooled["share_a_ci95"] == pytest.approx(whole["share_a_ci95"])
    assert pooled["hands"] == 14 and pooled["partien_won"] == {"A": 2, "B": 0}
    bots = table.pool({**run(1, first), "illegal_choices": 1}, {**run(2, second), "illegal_choices": 2})
    assert bots["illegal_choices"] == 3
    third = table.pool(pooled, run(3, [0.6, 0.5]))
    assert third["share_a"] == pytest.approx(run(0, first + second + [0.6, 0.5])["share_a"])
    with pytest.raises(ValueError, match="count twice"):
        table.pool(pooled, run(2, second))
    with pytest.raises(ValueError, match="worlds"):
        table.pool(run(1, first), {**run(2, second), "worlds": "300"})


def test_the_expert_ab_run_sets_each_sides_constant_and_refuses_a_misspelt_one(capsys):
    spec = importlib.util.spec_from_file_location("expert_ab", BENCHMARKS / "expert_ab.py")
    ab = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(ab)
    with pytest.raises(ValueError, match="has no EXPLORE"):
        ab.main(["schieber", "jassdesk.ai.schieber.EXPLORE", "0.05", "0.15", "--deals", "1"])
    from jassdesk.ai import schieber
    before = schieber.ROLLOUT_EXPLORE
    seen = []
    original = ab.Variant.choose

    def spy(self, obs):
        action = original(self, obs)
        seen.append((self.settings[0][2], schieber.ROLLOUT_EXPLORE))
        return action

    ab.Variant.choose = spy
    try:
        assert ab.main(["schieber", "jassdesk.ai.schieber.ROLLOUT_EXPLORE", "0.05", "0.15", "--worlds", "4",
                        "--deals", "1"]) == 0
    finally:
        ab.Variant.choose = original
        schieber.ROLLOUT_EXPLORE = before
    assert {v for v, _ in seen} == {0.05, 0.15} and all(v == now for v, now in seen)
    assert "over 1 deal pairs" in capsys.readouterr().out


def test_a_variant_can_change_several_constants_together():
    spec = importlib.util.spec_from_file_location("expert_ab", BENCHMARKS / "expert_ab.py")
    ab = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(ab)
    from jassdesk.ai import expert
    from jassdesk.ai import experimental as inference
    from jassdesk.engine.actions import Decision
    from jassdesk.engine.record import new_state
    from jassdesk.engine.rules import Rules

    before = expert.INFERENCE, inference.EPS
    variant = ab.Variant("jassdesk.ai.expert.INFERENCE, jassdesk.ai.experimental.EPS", (True, 0.25), seed=1,
                         budget=float("inf"), max_worlds=4)
    state = new_state(Rules.schieber_swiss(), 3)
    try:
        while state.decision is not Decision.PLAY:
            state.apply(state.legal_actions()[0])
        variant.choose(state.observation(state.current_player))
        assert (expert.INFERENCE, inference.EPS) == (True, 0.25)
    finally:
        expert.INFERENCE, inference.EPS = before
    with pytest.raises(ValueError, match="tuple of 2"):
        ab.Variant("jassdesk.ai.expert.INFERENCE,jassdesk.ai.experimental.EPS", True)


def test_the_expert_ab_run_against_a_level_pairs_the_two_variants_deal_by_deal(capsys):
    spec = importlib.util.spec_from_file_location("expert_ab", BENCHMARKS / "expert_ab.py")
    ab = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(ab)
    from jassdesk.ai import schieber
    before = schieber.ROLLOUT_EXPLORE
    try:
        assert ab.main(["schieber", "jassdesk.ai.schieber.ROLLOUT_EXPLORE", "0.05", "0.15", "--worlds", "4",
                        "--deals", "2", "--against", "random"]) == 0
    finally:
        schieber.ROLLOUT_EXPLORE = before
    out = capsys.readouterr().out
    assert "against random" in out and "over 2 deal pairs" in out
    # the difference is the mean of the per-deal differences of the shares
    r = ab.DealResult
    first = [r(0, False, (60, 40), (0, 0)), r(0, True, (50, 50), (0, 0)), r(1, False, (80, 20), (0, 0))]
    second = [r(0, False, (50, 50), (0, 0)), r(0, True, (50, 50), (0, 0)), r(1, False, (70, 30), (0, 0))]
    mean, lo, hi, n = ab.paired_difference(first, second)
    assert n == 2 and mean == pytest.approx((0.05 + 0.10) / 2) and lo < mean < hi


def test_the_expert_ab_run_gives_side_b_its_own_worlds_to_compare_at_equal_time(capsys):
    spec = importlib.util.spec_from_file_location("expert_ab", BENCHMARKS / "expert_ab.py")
    ab = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(ab)
    from jassdesk.ai import schieber
    before = schieber.ROLLOUT_EXPLORE
    seen = set()
    original = ab.Variant.choose

    def spy(self, obs):
        seen.add((self.settings[0][2], self.max_worlds))
        return original(self, obs)

    ab.Variant.choose = spy
    try:
        for extra in ([], ["--against", "random"]):
            seen.clear()
            assert ab.main(["schieber", "jassdesk.ai.schieber.ROLLOUT_EXPLORE", "0.05", "0.15", "--worlds", "3",
                            "--worlds-b", "5", "--deals", "1", *extra]) == 0
            assert seen == {(0.05, 3), (0.15, 5)}
            assert "3 worlds for A, 5 for B" in capsys.readouterr().out
    finally:
        ab.Variant.choose = original
        schieber.ROLLOUT_EXPLORE = before


def test_search_cost_times_the_checkout_it_is_given(capsys, tmp_path):
    """benchmarks/search_cost.py, what carries the app's budget from one version of the search to the next:
    it searches card decisions and trump choices and says which checkout's code it timed."""
    spec = importlib.util.spec_from_file_location("search_cost", BENCHMARKS / "search_cost.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    root = BENCHMARKS.parent
    assert module.main(["--partien", "1", "--worlds", "8"]) == 0
    assert module.main(["--what", "choice", "--choices", "2", "--worlds", "8", "--code", str(root)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith(f"{root}: ") and " card decisions at 8 worlds, " in lines[0]
    assert lines[1].startswith(f"{root}: 2 choice decisions at 8 worlds, ") and lines[1].endswith(" CPU s")
    assert int(lines[0].split(": ")[1].split()[0]) > 5  # a hand has many card decisions with a choice

"""How many more worlds does one Expert decision search with the search pool?  ``python benchmarks/parallel_search.py``

Over the same decision points (Schieber and Schmaus card decisions from Partien
played by Medium players, and Schieber trump choices), each decision is searched
in the same run once by one process alone and once by the caller with the
pool's helpers (``jassdesk.ai.search_pool``), both for the same time budget
(0.8 s, the app's) and at the app's background priority.  The order of the two alternates from point to point, so a
change in the machine's load falls on both alike.  Printed per kind of
decision: the median worlds searched per decision alone and with the pool, and
their ratio with a 95% bootstrap interval over the decision points (target:
at least 1.7 with one helper on a two-core machine).  The median worlds with the
pool is what one app decision searches: the arena's ``--worlds`` equivalent of
the app's budget.  Other processes on the machine depress the ratio: the load
average is printed before and after.

Card decisions that are solved outright (Schmaus after the stock) or forced are
left out: they sample no worlds.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any, Callable

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from jassdesk.ai.expert import DEFAULT_BUDGET, ExpertPlayer, ModeJob  # noqa: E402
from jassdesk.ai.game_ai import legal_cards  # noqa: E402
from jassdesk.ai.games import game_ai  # noqa: E402
from jassdesk.ai.levels import make_player  # noqa: E402
from jassdesk.ai.search_pool import SearchPool, background_priority, default_helpers, merge  # noqa: E402
from jassdesk.engine.actions import Decision  # noqa: E402
from jassdesk.engine.games import new_state  # noqa: E402
from jassdesk.engine.observe import Observation  # noqa: E402
from jassdesk.engine.rules import Rules  # noqa: E402


def decision_points(rules: Rules, decision: Decision, count: int, seed: int,
                    every: bool = False) -> list[Observation]:
    """``count`` observations asking for ``decision``, from Partien of four Medium players (at most three a hand,
    or with ``every`` each searched decision of whole hands: the mix of early and late decisions a game has)."""
    rng = random.Random(seed)
    points: list[Observation] = []
    deal = 0
    while len(points) < count:
        state = new_state(rules, seed * 1000 + deal)
        players = [make_player("medium", seed=seed + s) for s in range(state.n_players)]
        deal += 1
        taken = 0
        while not state.is_over and not state.results and (every or taken < 3) and len(points) < count:
            seat = state.current_player
            obs = state.observation(seat)
            if obs.decision is decision and searched(obs) and (every or decision is not Decision.PLAY
                                                              or rng.random() < 0.35):
                points.append(obs)
                taken += 1
            state.apply(players[seat].choose(obs))
    return points


def searched(obs: Observation) -> bool:
    """Does the Expert sample worlds for this decision (not forced, not solved outright)?"""
    if obs.decision is not Decision.PLAY:
        return True
    if len(legal_cards(obs)) < 2 or game_ai(obs.game).special_action(obs) is not None:
        return False
    return game_ai(obs.game).card_search(ExpertPlayer(seed=0), obs, False).exact is None


def worlds_alone(obs: Observation, seed: int, budget: float) -> int:
    expert = ExpertPlayer(seed=seed, budget=budget)
    if obs.decision is Decision.PLAY:
        return max(e.samples for e in expert.evaluate_cards(obs, budget).values())
    return max(t.samples for t in expert.mode_tallies(obs, budget).values())


def worlds_pooled(obs: Observation, seed: int, budget: float, pool: SearchPool) -> int:
    expert = ExpertPlayer(seed=seed, budget=budget, pool=pool)
    if obs.decision is Decision.PLAY:
        return max(e.samples for e in expert.search_cards(obs, budget).values())
    return max(t.samples for t in merge(pool.search(expert, ModeJob(obs, budget))).values())


def ratio_ci(alone: list[int], pooled: list[int], seed: int, rounds: int = 2000) -> tuple[float, float, float]:
    """Median pooled over median alone, with a 95% bootstrap interval (decision points resampled in pairs)."""
    rng = random.Random(seed)
    n = len(alone)
    ratios = []
    for _ in range(rounds):
        idx = [rng.randrange(n) for _ in range(n)]
        ratios.append(statistics.median(pooled[i] for i in idx) / statistics.median(alone[i] for i in idx))
    ratios.sort()
    point = statistics.median(pooled) / statistics.median(alone)
    return point, ratios[int(0.025 * rounds)], ratios[int(0.975 * rounds) - 1]


def measure(name: str, points: list[Observation], budget: float, pool: SearchPool,
            report: Callable[[str], Any], stated: int | None = None) -> None:
    alone: list[int] = []
    pooled: list[int] = []
    for k, obs in enumerate(points):
        seed = 7919 * k + 1
        if k % 2 == 0:
            alone.append(worlds_alone(obs, seed, budget))
            pooled.append(worlds_pooled(obs, seed, budget, pool))
        else:
            pooled.append(worlds_pooled(obs, seed, budget, pool))
            alone.append(worlds_alone(obs, seed, budget))
    ratio, low, high = ratio_ci(alone, pooled, seed=len(points))
    report(f"{name:<16} {len(points):>6} {statistics.median(alone):>12.0f} {statistics.median(pooled):>12.0f} "
           f"{ratio:>7.2f} ({low:.2f}-{high:.2f})"
           + (f"   stated {stated} ({statistics.median(pooled) / stated:.2f}x)" if stated else ""))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--points", type=int, default=20, help="decision points per kind (default 20)")
    parser.add_argument("--budget", type=float, default=DEFAULT_BUDGET, help="seconds per decision (default 0.8)")
    parser.add_argument("--helpers", type=int, default=None, help="helper processes (default: cores - 1)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--every-decision", action="store_true",
                        help="every searched decision of whole hands, not three early ones a hand: the check of "
                             "the arena's --worlds app (GameAI.app_budget_worlds), printed beside the pooled median")
    args = parser.parse_args()

    kinds = [("Schieber cards", Rules.schieber_swiss(), Decision.PLAY),
             ("Schmaus cards", Rules.schmaus(), Decision.PLAY),
             ("Schieber trump", Rules.schieber_swiss(), Decision.CHOOSE_MODE)]
    sets = [(name, decision_points(rules, decision, args.points, args.seed + k, args.every_decision))
            for k, (name, rules, decision) in enumerate(kinds)]
    background_priority()  # as the app's AI process searches (its helpers do the same)
    began = time.perf_counter()
    print(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())} ({os.cpu_count()} cores)")
    with SearchPool(args.helpers if args.helpers is not None else default_helpers()) as pool:
        ready = pool.wait_ready()
        print(f"budget {args.budget} s per decision; {ready} helper process(es) with the pool, so "
              f"{ready + 1} searching processes against 1")
        print(f"{'decisions':<16} {'points':>6} {'worlds alone':>12} {'worlds pool':>12} {'ratio (95% CI)':>22}")
        for name, points in sets:
            size = game_ai(points[0].game).app_budget_worlds
            stated = (size.card if points[0].decision is Decision.PLAY else size.choice) if args.every_decision else None
            measure(name, points, args.budget, pool, print, stated)
    print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}; "
          f"{time.perf_counter() - began:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())

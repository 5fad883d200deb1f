"""What the Expert's exact last tricks cost against the sampled search they replace (expert.EXACT_PLAY_WORLDS).

    python benchmarks/endgame_play_cost.py [--game schieber] [--hands 60] [--seed 77] [--python]

For every card decision with a choice in the last four tricks of the first hand of ``hands`` Medium Partien,
the Expert at the app's worlds decides twice: by the sampled search to the end of the hand (as before) and
as it plays now (every consistent world solved where there are few enough, else the same sampled search).
Printed per tricks left and cards on the table: the decisions, how many were solved in every world, the
consistent worlds (mean / max), the CPU seconds of each (mean), and how often both chose the same card; then
the ratio of the CPU of all those decisions, now against before (``--python``: on the Python path).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from equal_cpu import decisions  # noqa: E402
from jassdesk.ai.endgame import consistent_worlds, exact_endgame, tricks_left  # noqa: E402
from jassdesk.ai.expert import EXACT_PLAY_WORLDS, ExpertPlayer, app_budget_worlds  # noqa: E402
from jassdesk.ai.fast_core import path_name  # noqa: E402
from jassdesk.engine.rules import Game  # noqa: E402


def best(estimates: dict) -> int:
    return max((e for e in estimates.values() if not e.pruned), key=lambda e: (e.value, -e.card)).card


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="schieber", choices=["schieber", "coiffeur"])
    parser.add_argument("--hands", type=int, default=60)
    parser.add_argument("--seed", type=int, default=77)
    parser.add_argument("--python", action="store_true", help="the Python path (no compiled core)")
    args = parser.parse_args(argv)
    size = app_budget_worlds(Game(args.game))
    points = [o for o in decisions(args.game, args.hands, args.seed) if exact_endgame(o)]
    rows: dict[tuple[int, int], list[tuple[float, float, int, bool, bool]]] = defaultdict(list)
    for i, obs in enumerate(points):
        expert = ExpertPlayer.searching(size, seed=i, fast=False if args.python else None)
        started = time.process_time()
        before = expert.sampling_to_the_end().evaluate_cards(obs, float("inf"))
        before_s = time.process_time() - started
        started = time.process_time()
        now = expert.evaluate_cards(obs, float("inf"))
        now_s = time.process_time() - started
        left = tricks_left(obs)
        worlds = sum(1 for _ in consistent_worlds(obs))
        solved = all(e.exact for e in now.values())
        rows[(left, len(obs.trick))].append((before_s, now_s, worlds, solved, best(before) == best(now)))
    print(f"{args.game}, {len(points)} decisions of the last four tricks ({args.hands} hands, seed {args.seed}), "
          f"{path_name()}{' forced off' if args.python else ''}; limits {EXACT_PLAY_WORLDS}")
    print("left  on table    n  solved  worlds mean/max   sampled s   now s   same card")
    for (left, table), r in sorted(rows.items()):
        worlds = [x[2] for x in r]
        shown = f"{statistics.mean(worlds):7.0f} / {max(worlds):5d}"
        print(f"{left:4d}  {table:8d}  {len(r):4d}  {sum(x[3] for x in r):6d}  {shown}   "
              f"{statistics.mean(x[0] for x in r):9.4f}  {statistics.mean(x[1] for x in r):6.4f}   "
              f"{100 * statistics.mean(x[4] for x in r):5.0f}%")
    before_total = sum(x[0] for r in rows.values() for x in r)
    now_total = sum(x[1] for r in rows.values() for x in r)
    print(f"the last four tricks now cost {now_total / before_total:.2f}x the CPU of the sampled search "
          f"({now_total:.2f} s against {before_total:.2f} s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

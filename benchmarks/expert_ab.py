"""A paired run of two Expert variants that differ in one module constant, e.g. the rollouts' share of random cards:

    python benchmarks/expert_ab.py schieber jassdesk.ai.schieber.ROLLOUT_EXPLORE 0.05 0.15 --worlds 300 --deals 250
    python benchmarks/expert_ab.py schieber jassdesk.ai.expert.INFERENCE,jassdesk.ai.experimental.EPS \
        "(True, 0.3)" "(False, 0.5)" --against medium
    python benchmarks/expert_ab.py schieber jassdesk.ai.schieber.EXACT_TRICKS 2 1 --worlds 300 --worlds-b 510 \
        --against medium

The last compares at equal time: B's cheaper search gets as many more worlds as A's costs more.

Side A's Experts set the constant to the first value before each decision, side B's to the second (in one
process, so the two never mix).  Duplicate deals, the first hand of each, as the arena plays them; printed
is side A's share of the points with a 95% confidence interval over the deal pairs.  Self-play between two
variants is the most sensitive test of a change to the search: the same deals, the same worlds' seeds,
only the constant differs.

With ``--against LEVEL`` the two variants do not meet: each plays the same duplicate deals against LEVEL
(e.g. the Medium), with the same seeds at every seat, and printed is the difference of their shares, A's
minus B's, with a 95% confidence interval over the deals (paired: the same deal for both).  A change that
reads the others' play (an inference) is best judged so, against the players it models, since in
self-play its opponents play as no model of it expects.
"""

from __future__ import annotations

import argparse
import ast
import importlib
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import math  # noqa: E402
import statistics  # noqa: E402

from jassdesk.ai.arena import DealResult, play_seated, run_jobs, share_so_far, summarize  # noqa: E402
from jassdesk.ai.expert import ExpertPlayer  # noqa: E402
from jassdesk.ai.games import game_ai  # noqa: E402
from jassdesk.ai.levels import level_names, make_player  # noqa: E402
from jassdesk.engine.rules import Game  # noqa: E402


class Variant(ExpertPlayer):
    """An Expert that sets ``module.name`` to ``value`` before each decision.

    Several constants change together when ``target`` names them with commas between and ``value`` is a
    tuple of as many values, e.g. ``a.X,b.Y`` with ``(True, True)``.
    """

    def __init__(self, target: str, value: object, **options) -> None:
        super().__init__(**options)
        names = target.split(",")
        values = value if len(names) > 1 else (value,)
        if not isinstance(values, tuple) or len(values) != len(names):
            raise ValueError(f"{target} names {len(names)} constants: give a tuple of {len(names)} values")
        self.settings = []
        for name, v in zip(names, values):
            module_name, constant = name.strip().rsplit(".", 1)
            module = importlib.import_module(module_name)
            if not hasattr(module, constant):
                raise ValueError(f"{module_name} has no {constant}")
            self.settings.append((module, constant, v))

    def choose(self, obs):  # noqa: ANN001, ANN201
        for module, constant, v in self.settings:
            setattr(module, constant, v)
        return super().choose(obs)


def play(job: tuple) -> DealResult:
    """One deal of the paired run, seated as the arena seats its levels: A's variant or B's at each seat."""
    game, target, value_a, value_b, (worlds_a, worlds_b), seed, deal, swapped = job

    def seat_player(seat: int, side_a: bool, player_seed: int) -> tuple[Variant, str]:
        variant = Variant(target, value_a if side_a else value_b, seed=player_seed, budget=float("inf"),
                          max_worlds=worlds_a if side_a else worlds_b)
        return variant, "A" if side_a else "B"

    return play_seated(game, "standard", seed, deal, swapped, game_ai(Game(game)).arena_count, seat_player)


def play_against(job: tuple) -> DealResult:
    """One deal of a variant (side A) against a level (side B), seated as the arena seats its levels."""
    game, target, value, level, worlds, seed, deal, swapped = job

    def seat_player(seat: int, side_a: bool, player_seed: int):  # noqa: ANN202
        if side_a:
            return Variant(target, value, seed=player_seed, budget=float("inf"), max_worlds=worlds), "A"
        return make_player(level, seed=player_seed), "B"

    return play_seated(game, "standard", seed, deal, swapped, game_ai(Game(game)).arena_count, seat_player)


def deal_shares(results: list[DealResult]) -> dict[int, float]:
    """Side A's share of each deal (both seatings of a duplicate deal together)."""
    points: dict[int, list[int]] = {}
    for r in results:
        pa, pb = points.setdefault(r.deal, [0, 0])
        points[r.deal] = [pa + r.points[0], pb + r.points[1]]
    return {deal: pa / (pa + pb) for deal, (pa, pb) in points.items() if pa + pb}


def paired_difference(first: list[DealResult], second: list[DealResult]) -> tuple[float, float, float, int]:
    """The mean of (A's share in ``first`` minus in ``second``) over the deals both played, with its 95% CI."""
    a, b = deal_shares(first), deal_shares(second)
    diffs = [a[d] - b[d] for d in sorted(a) if d in b]
    mean = statistics.fmean(diffs)
    half = 1.96 * statistics.stdev(diffs) / math.sqrt(len(diffs)) if len(diffs) > 1 else float("nan")
    return mean, mean - half, mean + half, len(diffs)


def against(args: argparse.Namespace) -> int:
    """Each variant against ``args.against`` on the same deals; the paired difference of their shares."""
    started = time.perf_counter()
    runs = []
    for value, worlds in ((args.value_a, args.worlds), (args.value_b, args.worlds_b)):
        todo = [(args.game, args.target, value, args.against, worlds, args.seed, deal, swapped)
                for deal in range(args.deals) for swapped in (False, True)]
        runs.append(run_jobs(play_against, todo, args.jobs, f"{value!r} vs {args.against}: ", so_far=share_so_far))
    shares = [summarize(r, "A", "B", None)["share_a"] for r in runs]
    mean, lo, hi, n = paired_difference(*runs)
    print(f"{args.game} {args.target} against {args.against}, {_worlds(args)}: "
          f"A={args.value_a!r} {shares[0] * 100:.1f}%, B={args.value_b!r} {shares[1] * 100:.1f}%, "
          f"A - B {mean * 100:+.1f} points ({lo * 100:+.1f} to {hi * 100:+.1f}) over {n} deal pairs, "
          f"{time.perf_counter() - started:.0f} s")
    return 0


def _worlds(args: argparse.Namespace) -> str:
    """The worlds per decision as printed: one figure, or A's and B's."""
    if args.worlds_b == args.worlds:
        return f"{args.worlds} worlds"
    return f"{args.worlds} worlds for A, {args.worlds_b} for B"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=[g.value for g in Game])
    parser.add_argument("target", help="module.CONSTANT, e.g. jassdesk.ai.schieber.ROLLOUT_EXPLORE (several: "
                                           "joined by commas, the values then tuples)")
    parser.add_argument("value_a", type=ast.literal_eval)
    parser.add_argument("value_b", type=ast.literal_eval)
    parser.add_argument("--worlds", type=int, default=300, help="worlds per decision (both sides)")
    parser.add_argument("--worlds-b", type=int, help="B's worlds per decision, if not --worlds: to compare a "
                                                     "costlier variant with a cheaper one at equal time")
    parser.add_argument("--deals", type=int, default=250)
    parser.add_argument("--seed", type=int, default=31)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--against", choices=level_names(),
                        help="play each variant against this level instead of against each other")
    args = parser.parse_args(argv)
    args.worlds_b = args.worlds_b or args.worlds
    Variant(args.target, args.value_a)  # a misspelt constant fails here, not after an hour
    if args.against:
        return against(args)
    todo = [(args.game, args.target, args.value_a, args.value_b, (args.worlds, args.worlds_b), args.seed, deal,
             swapped)
            for deal in range(args.deals) for swapped in (False, True)]
    started = time.perf_counter()
    s = summarize(run_jobs(play, todo, args.jobs, "A vs B: ", so_far=share_so_far), "A", "B", None)
    lo, hi = s["share_a_ci95"]
    print(f"{args.game} {args.target}: A={args.value_a!r} vs B={args.value_b!r}, {_worlds(args)}: "
          f"A {s['share_a'] * 100:.1f}% ({lo * 100:.1f}-{hi * 100:.1f}) over {s['deals']} deal pairs, "
          f"{time.perf_counter() - started:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""A paired run of two Expert variants that differ in one module constant, e.g. the rollouts' share of random cards:

    python benchmarks/expert_ab.py schieber jassdesk.ai.schieber.ROLLOUT_EXPLORE 0.05 0.15 --worlds 300 --deals 250
    python benchmarks/expert_ab.py schieber jassdesk.ai.expert.INFERENCE,jassdesk.ai.experimental.EPS \\
        "(True, 0.3)" "(False, 0.5)" --against medium
    python benchmarks/expert_ab.py schieber jassdesk.ai.schieber.EXACT_TRICKS 2 1 --worlds 300 --worlds-b 510 \\
        --against medium
    python benchmarks/expert_ab.py schieber jassdesk.ai.expert.INFERENCE True False --worlds 3450 --worlds-b 3800 \\
        --choice-worlds 2800 --against challenge --deals 600 --seed 3501

The third compares at equal time: B's cheaper search gets as many more worlds as A's costs more.

Side A's Experts set the constant to the first value before each decision, side B's to the second (in one
process, so the two never mix).  Duplicate deals, the first hand of each, as the arena plays them; printed
is side A's share of the points with a 95% confidence interval over the deal pairs.  Self-play between two
variants is the most sensitive test of a change to the search: the same deals, the same worlds' seeds,
only the constant differs.

With ``--against LEVEL`` the two variants do not meet: each plays the same duplicate deals against LEVEL
(e.g. the Medium), with the same seeds at every seat, and printed is the difference of their shares, A's
minus B's, with a 95% confidence interval over the deals (paired: the same deal for both).  A change that
reads the others' play (an inference) is best judged so, against the players it models, since in
self-play its opponents play as no model of it expects.  ``--against challenge`` (or ``greedy``) seats the
``schieber`` package's bot instead, under that package's rules (``compare_schieber_bots.py``; Schieber only).

``--worlds`` is side A's worlds per card decision (``app``: the game's app budget, a card's and a choice's),
``--worlds-b`` side B's, ``--choice-worlds`` both sides' worlds per trump choice or bid (default: the side's
card worlds).  Every run also prints each side's CPU seconds per decision (this process's CPU time, taken
around each Expert decision with more than one legal action), so that two variants can be set to equal CPU
by their worlds and shown to be there.  ``--store-as KEY`` keeps the run in ``docs/measures/levels.json``.
"""

from __future__ import annotations

import argparse
import ast
import importlib
import os
import platform
import shlex
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import math  # noqa: E402
import statistics  # noqa: E402

from jassdesk.ai.arena import DealResult, play_seated, run_jobs, share_so_far, summarize  # noqa: E402
from jassdesk.ai.expert import ExpertPlayer, app_budget_worlds  # noqa: E402
from jassdesk.ai.games import game_ai  # noqa: E402
from jassdesk.ai.levels import level_names, make_player  # noqa: E402
from jassdesk.engine.actions import Decision  # noqa: E402
from jassdesk.engine.rules import Game  # noqa: E402

BOTS = ("challenge", "greedy")  # the schieber package's bots (compare_schieber_bots.py)
CHOICES = (Decision.CHOOSE_MODE, Decision.BID)  # the decisions timed as a "choice"
STORE = Path(__file__).resolve().parents[1] / "docs" / "measures" / "levels.json"

Cpu = dict[str, list[tuple[str, float]]]  # side ("A", "B") -> (decision kind, CPU seconds) of each decision


class Variant(ExpertPlayer):
    """An Expert that sets ``module.name`` to ``value`` before each decision.

    Several constants change together when ``target`` names them with commas between and ``value`` is a
    tuple of as many values, e.g. ``a.X,b.Y`` with ``(True, True)``.  Each decision with a choice leaves its
    CPU time in ``cpu`` ("card" or "choice").
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
        self.cpu: list[tuple[str, float]] = []

    def choose(self, obs):  # noqa: ANN001, ANN201
        for module, constant, v in self.settings:
            setattr(module, constant, v)
        started = time.process_time()
        action = super().choose(obs)
        if len(obs.legal_actions) > 1:
            kind = "card" if obs.decision is Decision.PLAY else "choice" if obs.decision in CHOICES else None
            if kind is not None:
                self.cpu.append((kind, time.process_time() - started))
        return action


def _variant(target: str, value: object, worlds: tuple[int, int], seed: int) -> Variant:
    card, choice = worlds
    return Variant(target, value, seed=seed, budget=float("inf"), max_worlds=card, choice_worlds=choice)


def _cpu(made: list[tuple[str, Variant]]) -> Cpu:
    out: Cpu = {}
    for side, variant in made:
        out.setdefault(side, []).extend(variant.cpu)
    return out


def play(job: tuple) -> tuple[DealResult, Cpu]:
    """One deal of the paired run, seated as the arena seats its levels: A's variant or B's at each seat."""
    game, target, value_a, value_b, (worlds_a, worlds_b), seed, deal, swapped = job
    made: list[tuple[str, Variant]] = []

    def seat_player(seat: int, side_a: bool, player_seed: int) -> tuple[Variant, str]:
        variant = _variant(target, value_a if side_a else value_b, worlds_a if side_a else worlds_b, player_seed)
        made.append(("A" if side_a else "B", variant))
        return variant, "A" if side_a else "B"

    result = play_seated(game, "standard", seed, deal, swapped, game_ai(Game(game)).arena_count, seat_player)
    return result, _cpu(made)


def play_against(job: tuple) -> tuple[DealResult, Cpu]:
    """One deal of a variant (side A) against a level or a package bot (side B), seated as the arena seats its
    levels (a bot under the package's rules)."""
    game, target, value, level, worlds, seed, deal, swapped = job
    made: list[tuple[str, Variant]] = []
    rules = None
    if level in BOTS:
        from compare_schieber_bots import PackageBot, package_rules

        rules = package_rules()

    def seat_player(seat: int, side_a: bool, player_seed: int):  # noqa: ANN202
        if side_a:
            variant = _variant(target, value, worlds, player_seed)
            made.append(("A", variant))
            return variant, "A"
        return (PackageBot(level, player_seed) if level in BOTS else make_player(level, seed=player_seed)), "B"

    result = play_seated(game, "standard", seed, deal, swapped, game_ai(Game(game)).arena_count, seat_player,
                         rules=rules)
    return result, _cpu(made)


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


def cpu_summary(played: list[tuple[DealResult, Cpu]], side: str) -> dict:
    """A side's CPU seconds per decision: per kind (card, choice) the count, mean and median."""
    by_kind: dict[str, list[float]] = {}
    for _, cpu in played:
        for kind, seconds in cpu.get(side, []):
            by_kind.setdefault(kind, []).append(seconds)
    return {kind: {"decisions": len(v), "mean_s": statistics.fmean(v), "median_s": statistics.median(v)}
            for kind, v in sorted(by_kind.items())}


def _cpu_line(label: str, summary: dict) -> str:
    parts = [f"{kind} {row['mean_s'] * 1000:.1f} ms mean, {row['median_s'] * 1000:.1f} median "
             f"({row['decisions']})" for kind, row in summary.items()]
    return f"  CPU per decision, {label}: " + ("; ".join(parts) if parts else "no decisions")


def sizes(args: argparse.Namespace) -> tuple[tuple[int, int], tuple[int, int]]:
    """(card, choice) worlds of side A and of side B."""
    return (args.worlds, args.choice_worlds or args.worlds), (args.worlds_b, args.choice_worlds or args.worlds_b)


def against(args: argparse.Namespace) -> dict:
    """Each variant against ``args.against`` on the same deals; the paired difference of their shares."""
    started = time.perf_counter()
    runs, cpus = [], []
    for value, worlds in zip((args.value_a, args.value_b), sizes(args)):
        todo = [(args.game, args.target, value, args.against, worlds, args.seed, deal, swapped)
                for deal in range(args.deals) for swapped in (False, True)]
        played = run_jobs(play_against, todo, args.jobs, f"{value!r} vs {args.against}: ",
                          so_far=lambda done: share_so_far([r for r, _ in done]))
        runs.append([r for r, _ in played])
        cpus.append(cpu_summary(played, "A"))
    summaries = [summarize(r, "A", "B", None) for r in runs]
    mean, lo, hi, n = paired_difference(*runs)
    wall = time.perf_counter() - started
    a_lo, a_hi = summaries[0]["share_a_ci95"]
    b_lo, b_hi = summaries[1]["share_a_ci95"]
    print(f"{args.game} {args.target} against {args.against}, {_worlds(args)}: "
          f"A={args.value_a!r} {summaries[0]['share_a'] * 100:.1f}% ({a_lo * 100:.1f}-{a_hi * 100:.1f}), "
          f"B={args.value_b!r} {summaries[1]['share_a'] * 100:.1f}% ({b_lo * 100:.1f}-{b_hi * 100:.1f}), "
          f"A - B {mean * 100:+.1f} points ({lo * 100:+.1f} to {hi * 100:+.1f}) over {n} deal pairs, {wall:.0f} s")
    print(_cpu_line(f"A={args.value_a!r}", cpus[0]))
    print(_cpu_line(f"B={args.value_b!r}", cpus[1]))
    return {"kind": "each against " + args.against, "share_a": summaries[0]["share_a"],
            "share_a_ci95": summaries[0]["share_a_ci95"], "share_b": summaries[1]["share_a"],
            "share_b_ci95": summaries[1]["share_a_ci95"], "difference": mean, "difference_ci95": [lo, hi],
            "deals": n, "cpu_a": cpus[0], "cpu_b": cpus[1], "wall_s": round(wall)}


def self_play(args: argparse.Namespace) -> dict:
    """A's variant against B's on the same duplicate deals: A's share."""
    todo = [(args.game, args.target, args.value_a, args.value_b, sizes(args), args.seed, deal, swapped)
            for deal in range(args.deals) for swapped in (False, True)]
    started = time.perf_counter()
    played = run_jobs(play, todo, args.jobs, "A vs B: ", so_far=lambda done: share_so_far([r for r, _ in done]))
    s = summarize([r for r, _ in played], "A", "B", None)
    wall = time.perf_counter() - started
    lo, hi = s["share_a_ci95"]
    cpus = cpu_summary(played, "A"), cpu_summary(played, "B")
    print(f"{args.game} {args.target}: A={args.value_a!r} vs B={args.value_b!r}, {_worlds(args)}: "
          f"A {s['share_a'] * 100:.1f}% ({lo * 100:.1f}-{hi * 100:.1f}) over {s['deals']} deal pairs, {wall:.0f} s")
    print(_cpu_line(f"A={args.value_a!r}", cpus[0]))
    print(_cpu_line(f"B={args.value_b!r}", cpus[1]))
    return {"kind": "self-play", "share_a": s["share_a"], "share_a_ci95": s["share_a_ci95"], "deals": s["deals"],
            "points": s["points"], "cpu_a": cpus[0], "cpu_b": cpus[1], "wall_s": round(wall)}


def _worlds(args: argparse.Namespace) -> str:
    """The worlds per decision as printed: one figure, or A's and B's (and the choices' where set apart)."""
    text = f"{args.worlds} worlds" if args.worlds_b == args.worlds else \
        f"{args.worlds} worlds for A, {args.worlds_b} for B"
    return text + (f", {args.choice_worlds} per choice" if args.choice_worlds else "")


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=[g.value for g in Game])
    parser.add_argument("target", help="module.CONSTANT, e.g. jassdesk.ai.schieber.ROLLOUT_EXPLORE (several: "
                                           "joined by commas, the values then tuples)")
    parser.add_argument("value_a", type=ast.literal_eval)
    parser.add_argument("value_b", type=ast.literal_eval)
    parser.add_argument("--worlds", default="300", help="worlds per card decision (both sides), or 'app'")
    parser.add_argument("--worlds-b", type=int, help="B's worlds per card decision, if not --worlds: to compare a "
                                                     "costlier variant with a cheaper one at equal time")
    parser.add_argument("--choice-worlds", type=int, help="both sides' worlds per trump choice or bid (default: the "
                                                          "side's card worlds; with --worlds app the app's)")
    parser.add_argument("--deals", type=int, default=250)
    parser.add_argument("--seed", type=int, default=31)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--against", choices=level_names() + list(BOTS),
                        help="play each variant against this level (or the schieber package's bot) instead of "
                             "against each other")
    parser.add_argument("--store-as", help="keep the run in the measures file under this key")
    parser.add_argument("--store", type=Path, default=STORE, help="the measures file (default: docs/measures/...)")
    args = parser.parse_args(argv)
    if args.worlds == "app":
        size = app_budget_worlds(Game(args.game))
        args.worlds, args.choice_worlds = size.card, args.choice_worlds or size.choice
    else:
        args.worlds = int(args.worlds)
    args.worlds_b = args.worlds_b or args.worlds
    if args.against in BOTS and args.game != Game.SCHIEBER.value:
        parser.error("the schieber package's bots play Schieber only")
    Variant(args.target, args.value_a)  # a misspelt constant fails here, not after an hour
    started = time.strftime("%Y-%m-%d %H:%M")
    result = against(args) if args.against else self_play(args)
    if args.store_as:
        from level_table import record

        result.update({"game": args.game, "target": args.target, "value_a": repr(args.value_a),
                       "value_b": repr(args.value_b), "against": args.against, "seed": args.seed,
                       "worlds_a": args.worlds, "worlds_b": args.worlds_b, "choice_worlds": sizes(args)[0][1],
                       "command": "python benchmarks/expert_ab.py " + " ".join(shlex.quote(a) for a in argv),
                       "measured": started, "machine": f"{platform.machine()}, {os.cpu_count()} cores, "
                       f"load {os.getloadavg()[0]:.1f} at the end"})
        record(args.store, args.store_as, result)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Two Expert variants' CPU per card decision on the same decisions, and the worlds that give them equal CPU.

    python benchmarks/equal_cpu.py schieber jassdesk.ai.expert.INFERENCE True False --worlds 3800 --hands 40

Every card decision with more than one legal card of the first hands of Medium Partien (all seats; the
arena's ``standard`` preset, seeds from ``--seed``) is searched by an Expert with the constant set to A and
by one with it set to B (``benchmarks/expert_ab.py``'s ``Variant``), each at ``--worlds`` worlds, from the
same seed, the order alternating from decision to decision, one process, on whichever path the process
takes (the compiled core where it was built).  Each search is timed in CPU seconds of this process
(``time.process_time``).  Printed: each side's mean and median CPU per card decision, the ratio A / B of the
means with a 95% interval (from the paired per-decision ratio of sums over resampled decisions), and the
worlds per card decision that give A the CPU B spends at ``--worlds`` (worlds x cost equal: a search's CPU
grows in proportion to its worlds, checked by ``--check``, which times A again at those worlds).

Paired runs at equal CPU (``expert_ab.py ... --worlds <A's> --worlds-b <B's>``) take their worlds from here,
not from a time budget: a fixed number of worlds makes the same decisions whatever the machine's load.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from expert_ab import Variant  # noqa: E402
from jassdesk.ai.fast_core import path_name  # noqa: E402
from jassdesk.ai.game_ai import legal_cards  # noqa: E402
from jassdesk.ai.games import game_ai  # noqa: E402
from jassdesk.ai.levels import make_player  # noqa: E402
from jassdesk.engine.actions import Decision  # noqa: E402
from jassdesk.engine.observe import Observation  # noqa: E402
from jassdesk.engine.record import new_state  # noqa: E402
from jassdesk.engine.rules import Game  # noqa: E402


def decisions(game: str, hands: int, seed: int) -> list[Observation]:
    """Every card decision with a choice of the first hand of ``hands`` Medium Partien."""
    rules = game_ai(Game(game)).arena_presets["standard"]()
    out = []
    for h in range(hands):
        state = new_state(rules, seed * 1_000_003 + h, start_dealer=h % rules.n_players)
        players = [make_player("medium", seed=seed * 7919 + h * 13 + s) for s in range(rules.n_players)]
        while not state.is_over and state.hand_no == 0:
            obs = state.observation(state.current_player)
            if obs.decision is Decision.PLAY and len(legal_cards(obs)) > 1:
                out.append(obs)
            state.apply(players[state.current_player].choose(obs))
    return out


def timed(variant: Variant, obs: Observation) -> float:
    for module, constant, v in variant.settings:
        setattr(module, constant, v)
    started = time.process_time()
    variant.evaluate_cards(obs, variant.budget)
    return time.process_time() - started


def measure(points: list[Observation], target: str, value_a: object, value_b: object, worlds_a: int,
            worlds_b: int) -> tuple[list[float], list[float]]:
    """Each decision's CPU seconds for A and for B, the order alternating."""
    a, b = [], []
    for i, obs in enumerate(points):
        va = Variant(target, value_a, seed=i, budget=float("inf"), max_worlds=worlds_a)
        vb = Variant(target, value_b, seed=i, budget=float("inf"), max_worlds=worlds_b)
        if i % 2:
            b.append(timed(vb, obs))
            a.append(timed(va, obs))
        else:
            a.append(timed(va, obs))
            b.append(timed(vb, obs))
    return a, b


def ratio_interval(a: list[float], b: list[float], rounds: int = 2000) -> tuple[float, float]:
    """A 95% bootstrap interval of sum(a) / sum(b) over the decisions (resampled in pairs)."""
    rng = random.Random(0)
    n = len(a)
    ratios = []
    for _ in range(rounds):
        picks = [rng.randrange(n) for _ in range(n)]
        ratios.append(sum(a[i] for i in picks) / sum(b[i] for i in picks))
    ratios.sort()
    return ratios[int(0.025 * rounds)], ratios[int(0.975 * rounds) - 1]


def line(label: str, values: list[float]) -> str:
    return (f"  {label}: {statistics.fmean(values) * 1000:.2f} ms mean, {statistics.median(values) * 1000:.2f} ms "
            f"median CPU per card decision")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=[g.value for g in Game])
    parser.add_argument("target")
    parser.add_argument("value_a", type=eval)  # noqa: S307 - a benchmark's own command line
    parser.add_argument("value_b", type=eval)  # noqa: S307
    parser.add_argument("--worlds", type=int, default=3800, help="B's worlds per card decision (and A's, timed)")
    parser.add_argument("--hands", type=int, default=40)
    parser.add_argument("--seed", type=int, default=35)
    parser.add_argument("--check", action="store_true", help="time A again at the worlds found, against B")
    args = parser.parse_args(argv)
    points = decisions(args.game, args.hands, args.seed)
    print(f"{args.game}: {len(points)} card decisions of {args.hands} Medium hands (seed {args.seed}), "
          f"{args.worlds} worlds, {path_name()}")
    a, b = measure(points, args.target, args.value_a, args.value_b, args.worlds, args.worlds)
    ratio = sum(a) / sum(b)
    lo, hi = ratio_interval(a, b)
    equal = round(args.worlds / ratio)
    print(line(f"A={args.value_a!r}", a))
    print(line(f"B={args.value_b!r}", b))
    print(f"  A / B: {ratio:.3f} ({lo:.3f}-{hi:.3f}) the CPU; A at {equal} worlds for B's CPU at {args.worlds}")
    if args.check:
        a2, b2 = measure(points, args.target, args.value_a, args.value_b, equal, args.worlds)
        lo2, hi2 = ratio_interval(a2, b2)
        print(f"  check: A at {equal} worlds / B at {args.worlds}: {sum(a2) / sum(b2):.3f} ({lo2:.3f}-{hi2:.3f})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

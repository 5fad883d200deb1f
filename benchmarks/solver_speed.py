"""What an exact end game costs the Expert: ``python benchmarks/solver_speed.py [--deals N]``.

Prints the mean time of one Schieber double-dummy solve (``ai/solver.solve_schieber_tricks``) of the last
1 to 4 tricks from random positions (each trump and direction alike), and of one Schieber rollout
(``ai/schieber_rollout``) from the first card with its last 1, 2 or 3 tricks solved exactly
(``EXACT_TRICKS`` in ``ai/schieber.py``): the price of a deeper exact end game in worlds per decision.
Each figure is the best of three passes over the same positions, in CPU time of this process, so another
busy process on the machine depresses it little.  Figures, not pass/fail.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path
from typing import Callable

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from jassdesk.ai.schieber_rollout import schieber_rollout  # noqa: E402
from jassdesk.ai.solver import solve_schieber_tricks  # noqa: E402
from jassdesk.engine.card_play import SchieberFlags  # noqa: E402
from jassdesk.engine.rules import Rules  # noqa: E402

FLAGS = SchieberFlags.of(Rules.schieber_swiss())


def positions(tricks_left: int, count: int, seed: int) -> list[tuple[list[int], int, int, int]]:
    """Random hands of ``tricks_left`` cards each, a random mode (trumps, Obenabe, Undenufe), leader and side."""
    rng = random.Random(seed)
    out = []
    for _ in range(count):
        deck = list(range(36))
        rng.shuffle(deck)
        hands = [sum(1 << c for c in deck[i * tricks_left:(i + 1) * tricks_left]) for i in range(4)]
        out.append((hands, rng.randrange(6), rng.randrange(4), rng.randrange(2)))
    return out


def best_ms(run: Callable[[], None], count: int) -> float:
    """Milliseconds of CPU time per item, best of three passes."""
    best = float("inf")
    for _ in range(3):
        start = time.process_time()
        run()
        best = min(best, (time.process_time() - start) / count * 1e3)
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=3000, help="positions per figure (fewer for 4 tricks)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print("double dummy from an empty trick, mean per solve")
    for left in (1, 2, 3, 4):
        count = max(20, args.deals // 4 ** (left - 1))
        cases = positions(left, count, args.seed + left)

        def solve_all() -> None:
            for hands, mode, leader, side in cases:
                solve_schieber_tricks(hands, mode, leader, (), left, FLAGS, 1, side)
        print(f"  last {left} trick{'s' if left > 1 else ' '}: {best_ms(solve_all, count):8.3f} ms  ({count} positions)")
    deals = positions(9, args.deals, args.seed)
    print("rollout of a whole hand, mean per rollout")
    base = None
    for exact in (1, 2, 3):
        def roll_all() -> None:
            rnd = random.Random(args.seed).random
            for hands, mode, leader, side in deals:
                schieber_rollout(list(hands), mode, leader, [], 0, FLAGS, 1, rnd, 0.15, exact, side)
        ms = best_ms(roll_all, len(deals))
        base = base or ms
        print(f"  exact tricks {exact}: {ms:8.4f} ms  ({ms / base:.2f}x)  ({len(deals)} deals)")


if __name__ == "__main__":
    main()

"""What an exact end game costs the Expert: ``python benchmarks/solver_speed.py [--deals N] [--partien P]``.

Prints the mean time of one Schieber double-dummy solve (``ai/solver.solve_schieber_tricks``) of the last
1 to 4 tricks from random positions (each trump and direction alike), and of one Schieber rollout
(``ai/schieber_rollout``) from the first card with its last 1, 2 or 3 tricks solved exactly
(``EXACT_TRICKS`` in ``ai/schieber.py``).  Each figure is the best of three passes over the same
positions, in CPU time of this process, so another busy process on the machine depresses it little.

Then what it costs a whole card decision, the figure behind the app's budget in worlds
(``SchieberAI.app_budget_worlds``): every card decision with a choice in the first hand of ``--partien``
Medium Partien is searched at ``--worlds`` worlds once with each ``EXACT_TRICKS`` (1 to ``--exact``), the
order alternating from decision to decision, and the CPU time of all decisions is compared.  Figures, not
pass/fail.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path
from typing import Callable

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from jassdesk.ai import schieber as schieber_ai  # noqa: E402
from jassdesk.ai.expert import ExpertPlayer  # noqa: E402
from jassdesk.ai.game_ai import legal_cards  # noqa: E402
from jassdesk.ai.levels import make_player  # noqa: E402
from jassdesk.ai.schieber_rollout import schieber_rollout  # noqa: E402
from jassdesk.ai.solver import solve_schieber_tricks  # noqa: E402
from jassdesk.engine.actions import Decision  # noqa: E402
from jassdesk.engine.card_play import SchieberFlags  # noqa: E402
from jassdesk.engine.observe import Observation  # noqa: E402
from jassdesk.engine.record import new_state  # noqa: E402
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


def card_decisions(partien: int, seed: int) -> list[Observation]:
    """Every card decision with more than one legal card in the first hand of Medium Partien."""
    points = []
    for p in range(partien):
        state = new_state(Rules.schieber_swiss(), seed + p)
        players = [make_player("medium", seed=seat) for seat in range(4)]
        tricks_before = None
        while state.decision is not Decision.GAME_OVER:
            obs = state.observation(state.current_player)
            if state.decision is Decision.PLAY:
                if tricks_before is not None and len(obs.tricks) < tricks_before:
                    break  # the next hand has begun
                tricks_before = len(obs.tricks)
                if len(legal_cards(obs)) > 1:
                    points.append(obs)
            state.apply(players[state.current_player].choose(obs))
    return points


def decision_cost(points: list[Observation], worlds: int, exact_range: range) -> dict[int, float]:
    """CPU seconds of searching every point once with each ``EXACT_TRICKS``, the order turning each time."""
    spent = {exact: 0.0 for exact in exact_range}
    before = schieber_ai.EXACT_TRICKS
    try:
        for i, obs in enumerate(points):
            order = list(exact_range)
            if i % 2:
                order.reverse()
            for exact in order:
                schieber_ai.EXACT_TRICKS = exact
                expert = ExpertPlayer(seed=i, budget=float("inf"), max_worlds=worlds)
                start = time.process_time()
                expert.choose(obs)
                spent[exact] += time.process_time() - start
    finally:
        schieber_ai.EXACT_TRICKS = before
    return spent


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=3000, help="positions per figure (fewer for 4 tricks)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--partien", type=int, default=6, help="Medium Partien whose card decisions are searched")
    parser.add_argument("--worlds", type=int, default=300, help="worlds per searched decision")
    parser.add_argument("--exact", type=int, default=2, help="compare EXACT_TRICKS 1 to this")
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
    if args.partien:
        points = card_decisions(args.partien, args.seed)
        spent = decision_cost(points, args.worlds, range(1, args.exact + 1))
        print(f"card decisions at {args.worlds} worlds, CPU time of all {len(points)}")
        for exact, seconds in spent.items():
            print(f"  exact tricks {exact}: {seconds:7.2f} s  ({seconds / spent[1]:.2f}x)")


if __name__ == "__main__":
    main()

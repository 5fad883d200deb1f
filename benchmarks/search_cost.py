"""What the Expert's Schieber search costs in CPU time, for one checkout: ``python benchmarks/search_cost.py``.

Searches every card decision with a choice in the first hand of ``--partien`` Medium Partien (``--what card``),
or the Vorhand's trump choice of ``--choices`` deals (``--what choice``), at a fixed ``--worlds`` each, and
prints the CPU seconds.  ``--code DIR`` imports JassDesk from another checkout instead (e.g. a ``git worktree``
of an older commit), so that two versions of the search can be timed against each other in turns, the way
the app's budget in worlds is carried from one version to the next (docs/ai.md, "Both cores")::

    farm-bench -n 8 --vs "python benchmarks/search_cost.py --code /tmp/old" -- python benchmarks/search_cost.py

Both runs search the same positions with the same seeds; the positions come from the checkout being timed.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--code", type=Path, default=Path(__file__).resolve().parents[1],
                        help="the checkout whose jassdesk is timed (default: this one)")
    parser.add_argument("--what", choices=("card", "choice"), default="card")
    parser.add_argument("--partien", type=int, default=3, help="Medium Partien whose card decisions are searched")
    parser.add_argument("--choices", type=int, default=12, help="trump choices searched")
    parser.add_argument("--worlds", type=int, default=300)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args(argv)
    sys.path.insert(0, str(args.code))
    from jassdesk.ai.expert import ExpertPlayer
    from jassdesk.engine.actions import Decision
    from jassdesk.engine.record import new_state
    from jassdesk.engine.rules import Rules

    # solver_speed's positions, built with the jassdesk imported above (already loaded, so its own path is not used)
    sys.path.insert(1, str(Path(__file__).resolve().parent))
    from solver_speed import card_decisions

    points = []
    if args.what == "card":
        points = card_decisions(args.partien, args.seed)
    else:
        deal = 0
        while len(points) < args.choices:
            state = new_state(Rules.schieber_swiss(), 900 + args.seed + deal)
            deal += 1
            while state.decision in (Decision.CHOOSE_DEALER, Decision.CUT):
                state.apply(state.observation(state.current_player).legal_actions[0])
            if state.decision is Decision.CHOOSE_MODE:
                points.append(state.observation(state.current_player))
    start = time.process_time()
    for i, obs in enumerate(points):
        ExpertPlayer(seed=i, budget=float("inf"), max_worlds=args.worlds, choice_worlds=args.worlds).choose(obs)
    print(f"{args.code}: {len(points)} {args.what} decisions at {args.worlds} worlds, "
          f"{time.process_time() - start:.2f} CPU s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

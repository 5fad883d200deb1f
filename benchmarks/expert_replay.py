"""How long "Expert in my seat" takes: a dealt hand played again with the Expert in the person's seat.

``python benchmarks/expert_replay.py [deals] [game]`` deals ``deals`` hands (seeds 1..deals) of Schieber
(Swiss standard) or Schmaus with Medium players around the person's seat and times
:func:`jassdesk.ai.replay.expert_in_seat` at the Expert's own budget, as the window runs it (in a process
of its own, so the table stays responsive meanwhile).  Prints each deal's time and the median and maximum.
"""

from __future__ import annotations

import statistics
import sys
import time

from jassdesk.ai.replay import expert_in_seat
from jassdesk.engine.deal_code import hand_start
from jassdesk.engine.games import new_state
from jassdesk.engine.rules import Rules


def main() -> None:
    deals = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    game = sys.argv[2] if len(sys.argv) > 2 else "schieber"
    rules = Rules.schieber_swiss() if game == "schieber" else Rules.schmaus()
    n = rules.n_players
    times = []
    for seed in range(1, deals + 1):
        state = new_state(rules, seed, start_dealer=seed % n)
        start = hand_start(state, tuple(state.legal_actions()[:1]), 0)  # the cutter's first cut, then the deal
        levels = (None,) + ("medium",) * (n - 1)
        seeds = {s: seed * 7 + s for s in range(n)}
        t = time.perf_counter()
        result = expert_in_seat(start, levels, seeds, 0)
        times.append(time.perf_counter() - t)
        print(f"deal {seed}: {times[-1]:.1f} s, the Expert's side wrote {result.written[0]} ({result.mode.name})")
    print(f"{game}, {deals} deals: median {statistics.median(times):.1f} s, max {max(times):.1f} s")


if __name__ == "__main__":
    main()

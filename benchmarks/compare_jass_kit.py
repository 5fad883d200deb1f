"""Engine speed against jass-kit (an independent numpy-based Jass engine), in one run.

    pip install jass-kit   # only for this comparison; not a JassDesk dependency
    python benchmarks/compare_jass_kit.py [--hands 2000]

Prints random complete Schieber hands per CPU-second for: jass-kit's GameSim
driven by its rule object (its leanest loop), JassDesk's public API
(legal_actions + apply, with undo snapshots and events), and JassDesk's
playout path.  Same machine, same process, so the ratios are meaningful even
where the absolute figures are not.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine_speed import api_hands, playout_hands  # noqa: E402
from jassdesk.engine.rules import Rules  # noqa: E402


def jass_kit_rate(hands: int) -> float | None:
    try:
        import numpy as np
        from jass.game.game_sim import GameSim
        from jass.game.game_util import deal_random_hand
        from jass.game.rule_schieber import RuleSchieber
    except ImportError:
        return None
    rule = RuleSchieber()
    sim = GameSim(rule=rule)
    rng = np.random.default_rng(1)
    start = time.process_time()
    for i in range(hands):
        sim.init_from_cards(hands=deal_random_hand(), dealer=i % 4)
        sim.action_trump(int(rng.integers(0, 6)))
        for _ in range(36):
            valid = rule.get_valid_cards_from_state(sim.state)
            sim.action_play_card(int(rng.choice(np.flatnonzero(valid))))
    return hands / (time.process_time() - start)


def rate_of(fn, units: int) -> float:
    start = time.process_time()
    done = 0
    while done < units:
        done += fn()
    return done / (time.process_time() - start)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--hands", type=int, default=2000)
    args = parser.parse_args()
    rng = random.Random(1)
    kit = jass_kit_rate(args.hands)
    api = rate_of(api_hands(Rules.schieber_seed(), rng, hands=100), args.hands)
    playout = rate_of(playout_hands("schieber", rng, hands=500), args.hands * 5)
    if kit is None:
        print("jass-kit is not installed (pip install jass-kit); JassDesk figures only")
    else:
        print(f"jass-kit GameSim        {kit:9.0f} hands/s")
    print(f"JassDesk public API     {api:9.0f} hands/s" + (f"   ({api / kit:.1f}x jass-kit)" if kit else ""))
    print(f"JassDesk playout path   {playout:9.0f} hands/s" + (f"   ({playout / kit:.1f}x jass-kit)" if kit else ""))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

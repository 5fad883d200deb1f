"""What the inference from the play costs the Expert: ``python benchmarks/inference_cost.py [--model club]``.

Prints, for Schieber and Schmaus, the Expert's sampled worlds per CPU-second
with the inference on and off over the same positions (positions of hands
the Medium plays, a card onto a trick after the first tricks, where there are
past cards to judge), and the share of a world's time the weighting takes.
CPU time of this process, so that another busy process does not distort it.
``--model`` picks the model of play (``jassdesk.ai.experimental.MODEL``): the
rollout policy, or the club player's (the Medium's rules, Schieber only).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from jassdesk.ai import experimental as inference  # noqa: E402
from jassdesk.ai.expert import ExpertPlayer  # noqa: E402
from jassdesk.ai.games import game_ai  # noqa: E402
from jassdesk.ai.medium import MediumPlayer  # noqa: E402
from jassdesk.engine.actions import Decision  # noqa: E402
from jassdesk.engine.determinize import sample_world  # noqa: E402
from jassdesk.engine.observe import Observation  # noqa: E402
from jassdesk.engine.record import new_state  # noqa: E402
from jassdesk.engine.rules import Rules  # noqa: E402


def positions(rules: Rules, count: int) -> list[Observation]:
    """Observations of a seat to play onto a trick, two to six tricks into hands the Medium plays."""
    out = []
    seed = 0
    while len(out) < count:
        state = new_state(rules, 500 + seed)
        medium = MediumPlayer(seed=seed)
        target = 2 + seed % 5
        while not state.is_over and state.hand_no == 0:
            obs = state.observation(state.current_player)
            if obs.decision is Decision.PLAY and len(obs.tricks) == target and obs.trick:
                if len({a.card for a in obs.legal_actions if hasattr(a, "card")}) > 1:
                    out.append(obs)
                break
            state.apply(medium.choose(obs))
        seed += 1
    return out


def worlds_per_second(obs_list: list[Observation], inference: bool, worlds: int) -> float:
    start = time.process_time()
    for i, obs in enumerate(obs_list):
        ExpertPlayer(seed=i, budget=float("inf"), max_worlds=worlds, inference=inference).evaluate_cards(obs, 1.0)
    return worlds * len(obs_list) / (time.process_time() - start)


def weighing_per_second(obs_list: list[Observation], worlds: int) -> float:
    """Worlds sampled and weighed per CPU-second (no simulation): the weighting's own rate."""
    total = 0.0
    for i, obs in enumerate(obs_list):
        rng = random.Random(i)
        sampled = [sample_world(obs, rng) for _ in range(worlds)]
        weigh = inference.world_weigher(obs, game_ai(obs.game).play_rules(obs))
        start = time.process_time()
        for world in sampled:
            weigh(world)
        total += time.process_time() - start
    return worlds * len(obs_list) / total


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=20)
    parser.add_argument("--worlds", type=int, default=100)
    parser.add_argument("--model", choices=("rollout", "club"), default=inference.MODEL,
                        help="the model of play (the club player's exists for Schieber; Schmaus keeps the rollout's)")
    args = parser.parse_args()
    inference.MODEL = args.model
    for name, rules in (("schieber", Rules.schieber_swiss()), ("schmaus", Rules.schmaus())):
        obs_list = positions(rules, args.positions)
        off = worlds_per_second(obs_list, False, args.worlds)
        on = worlds_per_second(obs_list, True, args.worlds)
        weigh = weighing_per_second(obs_list, args.worlds)
        print(f"{name:9s} worlds per CPU-second: inference off {off:7.0f}, on {on:7.0f} "
              f"({(on / off - 1) * 100:+.0f}%); weighing alone {weigh:7.0f} worlds/s "
              f"({len(obs_list)} positions x {args.worlds} worlds)")


if __name__ == "__main__":
    main()

"""How many hints give a Jass reason: ``python benchmarks/hint_reasons.py N [--budget S] [--seed K]``.

Plays Partien between Medium players (Schieber with the Swiss standard rules,
and Schmaus), takes N positions at random among every decision where more
than one action is legal (half per game), asks for the hint exactly as the
app does (:func:`jassdesk.ai.hints.hint` on the deciding seat's observation,
with a short Expert budget so the run takes minutes), and prints the share
whose explanation carries a reason a player would give (not only the
search's figure), per game and decision kind, with examples of the hints
that have none.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from jassdesk.ai.hints import hint  # noqa: E402
from jassdesk.ai.levels import make_player  # noqa: E402
from jassdesk.engine.observe import Observation  # noqa: E402
from jassdesk.engine.record import new_state  # noqa: E402
from jassdesk.engine.rules import Rules  # noqa: E402

GAMES = {"schieber": Rules.schieber_swiss, "schmaus": Rules.schmaus}
TAKE = 0.3  # the chance a position with a choice is taken, so the sample spreads over many deals


def positions(rules: Rules, count: int, rng: random.Random) -> list[Observation]:
    """``count`` observations of decisions with more than one legal action, from Medium players' Partien."""
    out: list[Observation] = []
    while len(out) < count:
        state = new_state(rules, rng.randrange(1 << 30))
        players = [make_player("medium", seed=rng.randrange(1 << 30)) for _ in range(rules.n_players)]
        while not state.is_over and state.hand_no < 2 and len(out) < count:
            seat = state.current_player
            obs = state.observation(seat)
            if len(obs.legal_actions) > 1 and rng.random() < TAKE:
                out.append(obs)
            state.apply(players[seat].choose(obs))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("n", type=int, help="positions in all (half per game)")
    parser.add_argument("--budget", type=float, default=0.05, help="the Expert's seconds per hint")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--examples", type=int, default=8, help="hints without a reason to print")
    args = parser.parse_args(argv)
    rng = random.Random(args.seed)
    total, with_reason = Counter(), Counter()
    missing: list[str] = []
    start = time.perf_counter()
    for game, rules in GAMES.items():
        for obs in positions(rules(), args.n // 2, rng):
            h = hint(obs, args.budget, seed=rng.randrange(1 << 30))
            key = (game, obs.decision.value)
            total[key] += 1
            if h.has_jass_reason:
                with_reason[key] += 1
            else:
                missing.append(f"{game} {obs.decision.value}, {len(obs.legal_actions)} legal: {h.reason('en')} "
                               f"[{h.detail_text('en')}]")
    print(f"hints with a Jass reason (Expert budget {args.budget} s, seed {args.seed}, "
          f"{time.perf_counter() - start:.0f} s)")
    for key in sorted(total):
        print(f"  {key[0]:9} {key[1]:14} {with_reason[key]:4} / {total[key]:4}  {with_reason[key] / total[key]:6.1%}")
    for game in GAMES:
        n = sum(v for k, v in total.items() if k[0] == game)
        r = sum(v for k, v in with_reason.items() if k[0] == game)
        print(f"  {game:9} {'all':14} {r:4} / {n:4}  {r / max(1, n):6.1%}")
    n, r = sum(total.values()), sum(with_reason.values())
    print(f"  {'both':9} {'all':14} {r:4} / {n:4}  {r / max(1, n):6.1%}")
    if missing:
        print("without a reason, e.g.:")
        for line in missing[:args.examples]:
            print("  " + line)
    return 0


if __name__ == "__main__":
    sys.exit(main())

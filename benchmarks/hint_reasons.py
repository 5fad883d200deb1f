"""How many hints give a Jass reason: ``python benchmarks/hint_reasons.py N [--budget S] [--seed K]``.

Plays Partien between Medium players in every game (Schieber with the Swiss
standard rules, Schmaus, Coiffeur, Differenzler), takes N positions at random
among every decision where more than one action is legal (a quarter per
game), asks for the hint exactly as the app does (:func:`jassdesk.ai.hints.hint`
on the deciding seat's observation, with a short Expert budget so the run
takes minutes), and prints the share whose explanation carries a reason a
player would give, per game and decision kind, with examples of the hints
that have none.

A reason that only reports the search's figure counts as no reason
(:func:`jassdesk.ai.explain.is_jass_reason`).  The cuts are left out and only
counted: a cut has no better choice, and its sentence ("any cut is as good as
another") says so rather than giving a reason.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from jassdesk.ai.explain import Reason, is_jass_reason  # noqa: E402
from jassdesk.ai.hints import Hint, hint  # noqa: E402
from jassdesk.ai.levels import make_player  # noqa: E402
from jassdesk.engine.actions import Decision  # noqa: E402
from jassdesk.engine.observe import Observation  # noqa: E402
from jassdesk.engine.record import new_state  # noqa: E402
from jassdesk.engine.rules import Rules  # noqa: E402

GAMES = {"schieber": Rules.schieber_swiss, "schmaus": Rules.schmaus, "coiffeur": Rules.coiffeur,
         "differenzler": Rules.differenzler}
TAKE = 0.3  # the chance a position with a choice is taken, so the sample spreads over many deals
HANDS = 2  # the hands played of each Partie: the positions of its start, where every decision kind comes up
# The Differenzler hint's figure sentence of earlier versions ("for your bid the X does best: you end on
# average N points from it"): a figure too, named here so that the benchmark measures older trees the same way.
OLD_FIGURES = frozenset({"bid_average"})


def has_reason(why: Reason) -> bool:
    """Does the hint's reason say something a player would say, beyond the search's figure?"""
    if why.template in OLD_FIGURES:
        return any(has_reason(r) for r in why.extra)
    return is_jass_reason(why)


def positions(rules: Rules, count: int, rng: random.Random) -> tuple[list[Observation], int]:
    """``count`` observations of decisions with more than one legal action, from Medium players' Partien, and
    how many cuts were met on the way (left out)."""
    out: list[Observation] = []
    cuts = 0
    while len(out) < count:
        state = new_state(rules, rng.randrange(1 << 30))
        players = [make_player("medium", seed=rng.randrange(1 << 30)) for _ in range(rules.n_players)]
        while not state.is_over and state.hand_no < HANDS and len(out) < count:
            seat = state.current_player
            obs = state.observation(seat)
            if len(obs.legal_actions) > 1 and rng.random() < TAKE:
                if obs.decision is Decision.CUT:
                    cuts += 1
                else:
                    out.append(obs)
            state.apply(players[seat].choose(obs))
    return out, cuts


def describe(game: str, obs: Observation, h: Hint) -> str:
    """One hint without a reason, as the examples print it."""
    return (f"{game} {obs.decision.value}, {len(obs.legal_actions)} legal [{h.why.template}]: {h.reason('en')} "
            f"[{h.detail_text('en')}]")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("n", type=int, help="positions in all (a quarter per game)")
    parser.add_argument("--budget", type=float, default=0.05, help="the Expert's seconds per hint")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--examples", type=int, default=3, help="hints without a reason to print per game")
    args = parser.parse_args(argv)
    rng = random.Random(args.seed)
    total, with_reason, cuts = Counter(), Counter(), Counter()
    missing: dict[str, list[str]] = {game: [] for game in GAMES}
    start = time.perf_counter()
    for game, rules in GAMES.items():
        found, cuts[game] = positions(rules(), args.n // len(GAMES), rng)
        for obs in found:
            h = hint(obs, args.budget, seed=rng.randrange(1 << 30))
            key = (game, obs.decision.value)
            total[key] += 1
            if has_reason(h.why):
                with_reason[key] += 1
            else:
                missing[game].append(describe(game, obs, h))
    print(f"hints with a Jass reason (Expert budget {args.budget} s, seed {args.seed}, "
          f"{time.perf_counter() - start:.0f} s; cuts left out)")
    for key in sorted(total):
        print(f"  {key[0]:12} {key[1]:14} {with_reason[key]:4} / {total[key]:4}  {with_reason[key] / total[key]:6.1%}")
    for game in GAMES:
        n = sum(v for k, v in total.items() if k[0] == game)
        r = sum(v for k, v in with_reason.items() if k[0] == game)
        print(f"  {game:12} {'all':14} {r:4} / {n:4}  {r / max(1, n):6.1%}   ({cuts[game]} cuts left out)")
    n, r = sum(total.values()), sum(with_reason.values())
    print(f"  {'every game':12} {'all':14} {r:4} / {n:4}  {r / max(1, n):6.1%}")
    if any(missing.values()):
        print("without a reason, e.g.:")
        for game, lines in missing.items():
            for line in lines[:args.examples]:
                print("  " + line)
    return 0


if __name__ == "__main__":
    sys.exit(main())

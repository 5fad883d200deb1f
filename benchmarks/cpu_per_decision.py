"""What one Expert decision costs in CPU time, on the compiled core and in pure Python: ``python benchmarks/cpu_per_decision.py``.

For each game, the Expert decisions of the AI seats in the first hands of Medium Partien (every card decision
with more than one legal card, every trump or row choice and every bid; the person's seat 0 left out, so three
Experts in the four-seat games, one in Schmaus) are searched as the app searches them (``ExpertPlayer()`` with
the game's app budget in worlds, ``GameAI.app_budget_worlds``, one process, no search pool), once on the compiled
core and once in pure Python, the order alternating from decision to decision.  Each search is timed in CPU
seconds of this process and of its children (``os.times``: a search pool's helpers would count too).  Both
paths search the same worlds with the same random draws (tests/ai/test_fast_core.py), so the figures compare
the same work; the last line is the smallest ratio of the four games' card decisions::

    fast core: 14.2x less CPU per card decision

``--scale 0.25`` searches a quarter of the worlds (a quicker run; the ratio hardly moves with the worlds).
``--store docs/measures/levels.json`` keeps the figures there beside the levels' strength (key
``cpu_per_decision``).  Figures, not pass/fail.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from jassdesk.ai import fast_core  # noqa: E402
from jassdesk.ai.expert import ExpertPlayer, app_budget_worlds  # noqa: E402
from jassdesk.ai.game_ai import SearchSize, legal_cards  # noqa: E402
from jassdesk.ai.levels import make_player  # noqa: E402
from jassdesk.engine.actions import Decision  # noqa: E402
from jassdesk.engine.observe import Observation  # noqa: E402
from jassdesk.engine.record import new_state  # noqa: E402
from jassdesk.engine.rules import Game, Rules  # noqa: E402

RULES = {"schieber": Rules.schieber_swiss, "schmaus": Rules.schmaus, "coiffeur": Rules.coiffeur,
         "differenzler": Rules.differenzler}
CHOICES = (Decision.CHOOSE_MODE, Decision.BID)


def cpu_seconds() -> float:
    """User and system time of this process (its clock of the finest grain) and of its finished children."""
    t = os.times()
    return time.process_time() + t.children_user + t.children_system


@dataclass
class Point:
    """One Expert decision to time, and the hand it belongs to."""

    obs: Observation
    hand: int
    kind: str  # "card" or "choice"


@dataclass
class Timings:
    fast: list[float] = field(default_factory=list)
    pure: list[float] = field(default_factory=list)


def decision_points(game: str, hands: int, seed: int) -> list[Point]:
    """The AI seats' Expert decisions in the first ``hands`` hands of Medium Partien (one hand a Partie)."""
    points = []
    for h in range(hands):
        state = new_state(RULES[game](), seed + h)
        players = [make_player("medium", seed=seed * 10 + s) for s in range(state.rules.n_players)]
        while not state.results:
            seat = state.current_player
            obs = state.observation(seat)
            if seat != 0 and obs.decision in CHOICES:
                points.append(Point(obs, h, "choice"))
            elif seat != 0 and obs.decision is Decision.PLAY and len(legal_cards(obs)) > 1:
                points.append(Point(obs, h, "card"))
            state.apply(players[seat].choose(obs))
    return points


def timed(obs: Observation, fast: bool, size: SearchSize, seed: int) -> float:
    """CPU seconds of the Expert's decision at ``obs`` on one path."""
    fast_core.set_enabled(fast)
    expert = ExpertPlayer(seed=seed, max_worlds=size.card, choice_worlds=size.choice, budget=float("inf"))
    start = cpu_seconds()
    expert.choose(obs)
    return cpu_seconds() - start


def measure(game: str, hands: int, seed: int, scale: float) -> dict[str, Timings]:
    full = app_budget_worlds(Game(game))
    size = SearchSize(max(1, round(full.card * scale)), max(1, round(full.choice * scale)))
    out = {"card": Timings(), "choice": Timings()}
    points = decision_points(game, hands, seed)
    # what a process computes once and keeps (Coiffeur's worth of the open rows, future_values: 0.06 s), before
    # the clock runs, so that no decision pays it for all the others
    for kind in ("card", "choice"):
        first = next((p for p in points if p.kind == kind), None)
        if first is not None:
            for fast in (True, False):
                timed(first.obs, fast, SearchSize(8, 8), seed)
    for i, point in enumerate(points):
        order = (True, False) if i % 2 == 0 else (False, True)
        for fast in order:
            t = timed(point.obs, fast, size, seed + i)
            (out[point.kind].fast if fast else out[point.kind].pure).append(t)
    fast_core.set_enabled(True)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default="schieber,schmaus,coiffeur,differenzler")
    parser.add_argument("--hands", type=int, default=2, help="hands per game whose AI decisions are timed")
    parser.add_argument("--scale", type=float, default=1.0, help="share of the app's worlds searched")
    parser.add_argument("--seed", type=int, default=35)
    parser.add_argument("--store", type=Path, default=None, help="keep the figures in this levels.json")
    args = parser.parse_args(argv)
    if not fast_core.available():
        print(f"the compiled core is not built here: {fast_core.path_name()}")
        return 1
    print(f"CPU seconds per Expert decision at {args.scale:g} x the app's worlds, one process, "
          f"{args.hands} hands per game (seed {args.seed})")
    print(f"{'game':13} {'decision':8} {'n':>4} {'fast (median / mean)':>22} {'pure (median / mean)':>22}"
          f" {'ratio of means':>15}")
    ratios = {}
    kept: dict[str, dict] = {}
    for game in args.games.split(","):
        results = measure(game, args.hands, args.seed, args.scale)
        kept[game] = {kind: {"decisions": len(t.fast), "fast_mean_s": statistics.fmean(t.fast),
                             "pure_mean_s": statistics.fmean(t.pure), "fast_median_s": statistics.median(t.fast),
                             "pure_median_s": statistics.median(t.pure)}
                      for kind, t in results.items() if t.fast}
        per_hand_fast = per_hand_pure = 0.0
        for kind, t in results.items():
            if not t.fast or not sum(t.fast):
                continue
            ratio = statistics.fmean(t.pure) / statistics.fmean(t.fast)
            if kind == "card":
                ratios[game] = ratio
            print(f"{game:13} {kind:8} {len(t.fast):4} "
                  f"{statistics.median(t.fast):10.4f} / {statistics.fmean(t.fast):.4f} s "
                  f"{statistics.median(t.pure):10.4f} / {statistics.fmean(t.pure):.4f} s {ratio:14.1f}x")
            per_hand_fast += sum(t.fast) / args.hands
            per_hand_pure += sum(t.pure) / args.hands
        experts = "one Expert" if game == "schmaus" else "three Experts"
        print(f"{game:13} {'hand':8} {'':4} {per_hand_fast:17.2f} s      {per_hand_pure:17.2f} s"
              f" {per_hand_pure / per_hand_fast:14.1f}x  (a hand of {experts})")
    game = min(ratios, key=ratios.get)
    print(f"fast core: {ratios[game]:.1f}x less CPU per card decision (the smallest, {game})")
    if args.store is not None:
        store(args.store, {"games": kept, "hands": args.hands, "scale": args.scale, "seed": args.seed,
                           "smallest_card_ratio": round(ratios[game], 1),
                           "command": "python benchmarks/cpu_per_decision.py " + " ".join(argv or sys.argv[1:]),
                           "measured": time.strftime("%Y-%m-%d %H:%M")})
    return 0


def store(path: Path, figures: dict) -> None:
    """Keep the figures in the levels' store (docs/measures/levels.json) under ``cpu_per_decision``."""
    import json

    entries = json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}
    entries["cpu_per_decision"] = figures
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(entries, indent=1, sort_keys=True, default=str) + "\n", encoding="utf-8")
    tmp.replace(path)


if __name__ == "__main__":
    raise SystemExit(main())

"""The engine benchmark: ``python benchmarks/engine_speed.py [--seconds S]``.

Prints, for each game, random complete hands per second through the public
API (legal_actions + apply, with undo snapshots and events) and through the
playout path, and the cost of one legal-move query.  Figures, not pass/fail:
machines differ, so docs/performance.md quotes what this prints.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path
from typing import Any, Callable

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from jassdesk.engine.actions import Decision  # noqa: E402
from jassdesk.engine.card_play import SchieberFlags  # noqa: E402
from jassdesk.engine.playout import schieber_playout, schmaus_playout  # noqa: E402
from jassdesk.engine.record import new_state  # noqa: E402
from jassdesk.engine.rules import Rules  # noqa: E402


def _rate(fn: Callable[[], int], seconds: float) -> float:
    """Units per CPU-second of ``fn`` (which returns how many units it did), best of three runs.

    CPU time of this process, not wall time: on a shared two-core machine
    another busy process would otherwise halve the figure.
    """
    best = 0.0
    for _ in range(3):
        done = 0
        start = time.process_time()
        while time.process_time() - start < seconds / 3:
            done += fn()
        best = max(best, done / (time.process_time() - start))
    return best


def api_hands(rules: Rules, rng: random.Random, hands: int = 20) -> Callable[[], int]:
    """Play ``hands`` random hands through the public API, Partie after Partie."""

    def run() -> int:
        done = 0
        state = new_state(rules, rng.randrange(1 << 30), start_dealer=0)
        while done < hands:
            if state.is_over:
                state = new_state(rules, rng.randrange(1 << 30), start_dealer=0)
            hand_no = state.hand_no
            while not state.is_over and state.hand_no == hand_no:
                actions = state.legal_actions()
                state.apply(actions[int(rng.random() * len(actions))])
            done += 1
        return done

    return run


def playout_hands(game: str, rng: random.Random, hands: int = 200) -> Callable[[], int]:
    flags = SchieberFlags.of(Rules.schieber_swiss())
    rnd = rng.random
    pack = list(range(36))

    def run_schieber() -> int:
        for _ in range(hands):
            rng.shuffle(pack)
            masks = [0, 0, 0, 0]
            for i, c in enumerate(pack):
                masks[i // 9] |= 1 << c
            schieber_playout(masks, int(rnd() * 6), 1, [], 0, flags, 1, rnd)
        return hands

    def run_schmaus() -> int:
        for _ in range(hands):
            rng.shuffle(pack)
            masks = [0, 0]
            for i in range(18):
                masks[i // 9] |= 1 << pack[i]
            schmaus_playout(masks, pack[19:] + [pack[18]], pack[18] // 9, 0, [], 0, rnd)
        return hands

    return run_schieber if game == "schieber" else run_schmaus


def legal_query(rules: Rules, rng: random.Random) -> tuple[float, float]:
    """Microseconds per legal_actions() call and per legal_card_mask() call, mid-trick."""
    states: list[Any] = []
    while len(states) < 200:
        state = new_state(rules, rng.randrange(1 << 30), start_dealer=0)
        while not (state.decision is Decision.PLAY and state.trick and len(state.tricks) > 1):
            actions = state.legal_actions()
            state.apply(actions[int(rng.random() * len(actions))])
        states.append(state)
    reps = 50
    start = time.process_time()
    for _ in range(reps):
        for s in states:
            s.legal_actions()
    per_actions = (time.process_time() - start) / (reps * len(states)) * 1e6
    start = time.process_time()
    for _ in range(reps):
        for s in states:
            s.legal_card_mask()
    per_mask = (time.process_time() - start) / (reps * len(states)) * 1e6
    return per_actions, per_mask


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="time per measurement (default 3)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    rng = random.Random(2026)
    results: dict[str, dict[str, float]] = {}
    for game, rules in (("schieber", Rules.schieber_swiss()), ("schieber-seed", Rules.schieber_seed()),
                        ("schmaus", Rules.schmaus()), ("differenzler", Rules.differenzler()),
                        ("coiffeur", Rules.coiffeur())):
        api = _rate(api_hands(rules, rng), args.seconds)
        per_actions, per_mask = legal_query(rules, rng)
        row = {"api_hands_per_s": api, "legal_actions_us": per_actions, "legal_mask_us": per_mask}
        if game in ("schieber", "schmaus"):  # Coiffeur's hands are Schieber's playouts
            row["playout_hands_per_s"] = _rate(playout_hands(game, rng), args.seconds)
        results[game] = row
    if args.json:
        print(json.dumps(results, indent=2))
        return 0
    print(f"JassDesk engine benchmark (Python {sys.version.split()[0]})")
    for game, row in results.items():
        line = f"{game:14s} public API {row['api_hands_per_s']:8.0f} hands/s"
        if "playout_hands_per_s" in row:
            line += f"   playout {row['playout_hands_per_s']:8.0f} hands/s"
        line += f"   legal_actions() {row['legal_actions_us']:5.2f} us   legal mask {row['legal_mask_us']:5.2f} us"
        print(line)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

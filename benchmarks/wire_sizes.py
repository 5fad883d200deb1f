"""How long the network's lines are: the largest and the median line of every message type, per game.

    python3 benchmarks/wire_sizes.py [--partien N] [--seed S]

Plays N Partien of random legal actions for each set of rules of tests/net/partien.py (every game: Schieber
to 1000, to 2500 with and without multipliers, Simple Schieber with manual Stöck, counterclockwise;
Schmaus, with manual Stöck; Coiffeur with 8 and with 10 rows; Differenzler with hidden and with open bids)
and encodes, after every action, the events message each seat receives (the observation inside it
measured alone too, and every single event), an act for each action; then per Partie its welcome (four names
of the longest length) and its results messages, and the worst case the engine can make (a Schmaus hand of
nine cards in sequence, each card offered with each of 28 Weis).  The figures go into the docstring of
jassdesk/net/limits.py, beside MAX_LINE_BYTES.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from net.partien import RULES, play  # noqa: E402

from jassdesk.engine.rules import Rules  # noqa: E402
from jassdesk.engine.schmaus import SchmausState  # noqa: E402
from jassdesk.net import (  # noqa: E402
    Act,
    Events,
    Results,
    SeatInfo,
    SeatKind,
    Welcome,
    encode_event,
    encode_message,
    encode_observation,
)
from jassdesk.net.limits import MAX_LINE_BYTES, MAX_NAME, MAX_RESULTS_PER_MESSAGE  # noqa: E402


def size(value) -> int:
    return len(json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode("utf-8"))


def welcome(rules: Rules) -> Welcome:
    seats = tuple(SeatInfo("Ä" * MAX_NAME, SeatKind.PERSON) for _ in range(rules.n_players))
    return Welcome(0, "x" * 64, rules, seats, 0)


def schmaus_worst_case() -> Events:
    """Seat 0 leads holding all nine Rosen: every card may announce any of 28 sequences."""
    rosen = list(range(9))
    rest = list(range(9, 36))
    state = SchmausState.from_position(Rules.schmaus(), [rosen, rest[:9]], rest[9:], dealer=1)
    return Events.for_seat(0, (), state.observation(0))


def measure(partien: int, seed: int) -> dict[str, dict[str, list[int]]]:
    sizes: dict[str, dict[str, list[int]]] = defaultdict(lambda: defaultdict(list))
    for name, rules in RULES.items():
        game = rules.game.value
        for k in range(partien):
            for step in play(rules, seed + k):
                if step.action is not None:
                    sizes[game]["act"].append(len(encode_message(Act(len(step.state.history) - 1, step.action))))
                for event in step.events:
                    sizes[game]["event (alone)"].append(size(encode_event(event)))
                for message in step.messages:
                    sizes[game]["events"].append(len(encode_message(message)))
                    sizes[game]["observation (alone)"].append(size(encode_observation(message.observation)))
            results = step.state.results
            for first in range(0, len(results), MAX_RESULTS_PER_MESSAGE):
                chunk = Results(first, tuple(results[first:first + MAX_RESULTS_PER_MESSAGE]))
                sizes[game]["results"].append(len(encode_message(chunk)))
            sizes[game]["welcome"].append(len(encode_message(welcome(rules))))
            sizes[game]["hands a Partie"].append(len(results))
    return sizes


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--partien", type=int, default=20, help="Partien per set of rules (default 20)")
    parser.add_argument("--seed", type=int, default=34)
    args = parser.parse_args()
    started = time.perf_counter()
    sizes = measure(args.partien, args.seed)
    print(f"{args.partien} Partien per set of rules, {len(RULES)} sets, seed {args.seed}; "
          f"MAX_LINE_BYTES {MAX_LINE_BYTES}; bytes per line, the newline included")
    print(f"{'game':<14}{'message':<22}{'count':>9}{'median':>9}{'largest':>9}")
    overall = 0
    for game, kinds in sizes.items():
        for kind, values in kinds.items():
            print(f"{game:<14}{kind:<22}{len(values):>9}{statistics.median(values):>9.0f}{max(values):>9}")
            if kind not in ("hands a Partie", "event (alone)", "observation (alone)"):
                overall = max(overall, max(values))
    worst = len(encode_message(schmaus_worst_case()))
    print(f"largest line seen: {overall} bytes; the engine's worst case (Schmaus, nine in sequence, "
          f"{len(schmaus_worst_case().observation.legal_actions)} legal actions): {worst} bytes")
    print(f"({time.perf_counter() - started:.0f} s)")


if __name__ == "__main__":
    main()

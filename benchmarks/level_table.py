"""Every AI level against every other, in Schieber and Schmaus, and against the ChallengePlayer: docs/ai.md's table.

    python benchmarks/level_table.py run --game schieber --deals 2000 --expert-deals 100 --jobs 2
    python benchmarks/level_table.py run --game schmaus --pairs expert:medium --expert-deals 150
    python benchmarks/level_table.py run --game challenge --deals 1000 --expert-deals 100 --jobs 2
    python benchmarks/level_table.py table          # the markdown table of what has been measured

Each match is the arena's (:func:`jassdesk.ai.arena.run_match`; the ChallengePlayer's through
``compare_schieber_bots.py``): duplicate deals (each deal played twice, the sides swapped), the first hand
of each, the stronger level's share of the card points (Schmaus: all points, Weis and match included, as the
arena counts them there) with a 95% confidence interval over the deal pairs, and each side's decision time
(median and 95th percentile over the decisions with more than one legal choice).  The Expert searches the
number of worlds the app's 0.8 s buys (``--worlds app``, :attr:`jassdesk.ai.game_ai.GameAI.app_budget_worlds`), so
the figures do not depend on this machine's load; the decision times are this machine's under that load.

Matches with an Expert cost about a second of CPU per Expert decision, so they get their own, smaller
number of deals (``--expert-deals``).  Results are kept in a JSON file (``--store``, one entry per match,
a later run of the same match replacing the earlier), so the table can be measured in pieces.  With
``--add`` a run on other deals (another ``--seed``) is pooled with the stored run of the same match instead:

    python benchmarks/level_table.py run --game schieber --pairs expert:medium --expert-deals 30 --seed 2028 --add

The pooled figure is what one run over all those deal pairs would have printed: the share from the summed
points, the interval from the deal pairs' shares (their mean and spread, which each piece's summary holds).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import platform
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from jassdesk.ai.arena import resolve_worlds, run_match  # noqa: E402
from jassdesk.ai.levels import level_names  # noqa: E402
from jassdesk.engine.rules import Game  # noqa: E402

STORE = Path(__file__).resolve().parents[1] / "docs" / "measures" / "levels.json"
GAMES = ("schieber", "schmaus")
CHALLENGE = "challenge"  # the rule-based ChallengePlayer of the ``schieber`` package (Schieber only)


def every_pair(game: str) -> list[tuple[str, str]]:
    """Each level against each weaker one (stronger first); against the ChallengePlayer, every level."""
    levels = level_names()
    if game == CHALLENGE:
        return [(level, CHALLENGE) for level in levels]
    return [(strong, weak) for i, strong in enumerate(levels) for weak in levels[:i]]


def measure(game: str, a: str, b: str, deals: int, seed: int, worlds: str, jobs: int) -> dict:
    """One match; its summary with what was run and where."""
    started = time.perf_counter()
    resolved = resolve_worlds(worlds, Game.SCHIEBER if game == CHALLENGE else Game(game)) if "expert" in (a, b) else None
    if game == CHALLENGE:
        from compare_schieber_bots import run_against_bots
        summary = run_against_bots(a, b, deals, seed, worlds=resolved, jobs=jobs)
        command = f"python benchmarks/compare_schieber_bots.py --a {a} --b {b} --deals {deals} --seed {seed}"
    else:
        summary = run_match(game, "standard", a, b, deals, seed, duplicate=True, worlds=resolved, jobs=jobs)
        command = (f"python -m jassdesk.ai.arena --game {game} --a {a} --b {b} --duplicate --deals {deals} "
                   f"--seed {seed}")
    if "expert" in (a, b):
        command += f" --worlds {worlds}"
    summary.update({"game": game, "command": command, "wall_s": round(time.perf_counter() - started),
                    "measured": time.strftime("%Y-%m-%d %H:%M"), "machine": f"{platform.machine()}, "
                    f"{os.cpu_count()} cores, load {os.getloadavg()[0]:.1f} at the end"})
    return summary


def load(store: Path) -> dict:
    try:
        return json.loads(store.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return {}


def record(store: Path, key: str, summary: dict, add: bool = False) -> dict:
    """Add one match to the store (with ``add``, pooled with the stored run of the match); the store as it is
    now.

    Several runs may measure into one store at once (a match takes long): each adds its entry to what is
    in the file at that moment, under a lock, and writes through a temporary file, so an interrupted run
    never leaves half a store behind and no run drops another's matches.
    """
    import fcntl

    store.parent.mkdir(parents=True, exist_ok=True)
    with open(store.with_suffix(".lock"), "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        entries = load(store)
        entries[key] = pool(entries[key], summary) if add and key in entries else summary
        tmp = store.with_suffix(".tmp")
        tmp.write_text(json.dumps(entries, indent=1, sort_keys=True, default=str) + "\n", encoding="utf-8")
        tmp.replace(store)
    return entries


def pair_spread(summary: dict) -> float:
    """The standard deviation of the deal pairs' shares behind a summary's interval (1.96 sd / sqrt(n))."""
    lo, hi = summary["share_a_ci95"]
    return (hi - lo) / 2 / 1.96 * math.sqrt(summary["deals"])


def pool(old: dict, new: dict) -> dict:
    """Two runs of one match on different deals as one run over all their deal pairs.

    Refuses runs that searched other worlds, counted otherwise or share a seed: they are not the same
    measure, or the same deals would count twice.  The decision times stay the first run's (medians do not
    add up); the counts (hands, points, Partien, the bots' refused choices) are summed.
    """
    for key in ("game", "a", "b", "worlds", "count", "duplicate", "preset"):
        if old.get(key) != new.get(key):
            raise ValueError(f"cannot pool runs that differ in {key!r}: {old.get(key)!r} and {new.get(key)!r}")
    pieces = old.get("pieces") or [_piece(old)]
    if new["seed"] in {p["seed"] for p in pieces}:
        raise ValueError(f"seed {new['seed']} is already in the stored run: its deals would count twice")
    pieces = pieces + [_piece(new)]
    n = sum(p["deals"] for p in pieces)
    mean = sum(p["deals"] * p["pair_mean"] for p in pieces) / n
    # the pooled variance of the pair shares: within each piece, plus between the pieces' means
    ss = sum((p["deals"] - 1) * p["pair_sd"] ** 2 + p["deals"] * (p["pair_mean"] - mean) ** 2 for p in pieces)
    half = 1.96 * math.sqrt(ss / (n - 1)) / math.sqrt(n)
    points = {side: old["points"][side] + new["points"][side] for side in old["points"]}
    total = sum(points.values())
    share = points["A"] / total if total else 0.5
    pooled = dict(old)
    pooled.update({
        "deals": n, "hands": old["hands"] + new["hands"], "points": points, "share_a": share, "share_b": 1 - share,
        "share_a_ci95": [share - half, share + half], "pieces": pieces, "seed": [p["seed"] for p in pieces],
        "partien_won": {k: old["partien_won"].get(k, 0) + new["partien_won"].get(k, 0) for k in old["partien_won"]},
        "wall_s": old["wall_s"] + new["wall_s"], "measured": new["measured"], "machine": new["machine"],
        "command": " && ".join(p["command"] for p in pieces),
    })
    if "illegal_choices" in old:  # the ChallengePlayer's runs: bot choices the engine refused
        pooled["illegal_choices"] = old["illegal_choices"] + new.get("illegal_choices", 0)
    return pooled


def _piece(summary: dict) -> dict:
    """What pooling needs of one run: its deals, the mean and spread of its pair shares, how it was run."""
    # a run's share stands for the mean of its pair shares: exactly so where every pair has the same total
    # (Schieber's card points, 314 a pair), closely otherwise
    return {"seed": summary["seed"], "deals": summary["deals"], "pair_mean": summary["share_a"],
            "pair_sd": pair_spread(summary), "share": summary["share_a"], "command": summary["command"],
            "measured": summary["measured"]}


def _time(summary: dict, side: str) -> str:
    row = next((t for key, t in summary["decision_time"].items() if key.startswith(side + ":")), None)
    if row is None:
        return "–"
    return f"{_ms(row['median_s'])} / {_ms(row['p95_s'])} ms"


def _ms(seconds: float) -> str:
    ms = seconds * 1000
    return f"{ms:.0f}" if ms >= 9.5 else f"{ms:.1f}" if ms >= 0.95 else f"{ms:.2f}"


def table(entries: dict) -> str:
    """docs/ai.md's table: one row per match, in the order of :func:`every_pair`."""
    lines = ["| game | match | share of the points (95% CI) | deal pairs | Expert worlds | "
             "decision time A (median / p95) | decision time B |",
             "|---|---|---|---|---|---|---|"]
    for game in GAMES + (CHALLENGE,):
        for a, b in every_pair(game):
            s = entries.get(f"{game}/{a}/{b}")
            if s is None:
                continue
            lo, hi = s["share_a_ci95"]
            label = "Schieber (package rules)" if game == CHALLENGE else game.capitalize()
            lines.append(f"| {label} | {a} vs {b} | **{s['share_a'] * 100:.1f}%** ({lo * 100:.1f}–{hi * 100:.1f}) | "
                         f"{s['deals']} | {s['worlds'] or '–'} | {_time(s, 'A')} | {_time(s, 'B')} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("what", choices=["run", "table"])
    parser.add_argument("--game", choices=GAMES + (CHALLENGE,), action="append",
                        help="the game (repeatable; default both games and the ChallengePlayer)")
    parser.add_argument("--pairs", default=None, help="only these matches, e.g. expert:medium,medium:beginner")
    parser.add_argument("--deals", type=int, default=2000, help="deals of a match without an Expert")
    parser.add_argument("--expert-deals", type=int, default=100, help="deals of a match with an Expert")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--worlds", default="app", help="the Expert's worlds per decision (default: 'app')")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--store", type=Path, default=STORE)
    parser.add_argument("--add", action="store_true",
                        help="pool each match with its stored run (on other deals: give another --seed)")
    args = parser.parse_args(argv)
    if args.what == "table":
        print(table(load(args.store)))
        return 0
    wanted = {tuple(p.split(":")) for p in args.pairs.split(",")} if args.pairs else None
    for game in args.game or GAMES + (CHALLENGE,):
        for a, b in every_pair(game):
            if wanted is not None and (a, b) not in wanted:
                continue
            deals = args.expert_deals if "expert" in (a, b) else args.deals
            summary = measure(game, a, b, deals, args.seed, args.worlds, args.jobs)
            lo, hi = summary["share_a_ci95"]
            print(f"{game}: {a} vs {b}: {summary['share_a'] * 100:.1f}% ({lo * 100:.1f}-{hi * 100:.1f}), "
                  f"{summary['deals']} deal pairs, {summary['wall_s']} s", flush=True)
            key = f"{game}/{a}/{b}"
            entries = record(args.store, key, summary, add=args.add)  # after every match: a stopped run keeps it
            if args.add and entries[key] is not summary:
                lo, hi = entries[key]["share_a_ci95"]
                print(f"  pooled with the stored run: {entries[key]['share_a'] * 100:.1f}% "
                      f"({lo * 100:.1f}-{hi * 100:.1f}), {entries[key]['deals']} deal pairs", flush=True)
    print(table(load(args.store)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Play many deals between two sides and report the result with its uncertainty.

    python -m jassdesk.ai.arena --game schieber --preset standard --a expert --b medium \\
        --deals 500 --duplicate --seed 1

    python -m jassdesk.ai.arena --game differenzler --levels beginner,medium,expert,medium --deals 100

Each deal is one hand from its own seed; in Coiffeur, whose strength shows
only on the whole table, one Partie (every row of both teams), measured by
the table's points.  Side A sits at seats 0 and 2 (Schieber, Coiffeur) or
seat 0 (Schmaus).  Where each player is alone and judged by a
penalty (Differenzler), ``--levels`` names the four seats' levels and every
deal is played four times with the levels rotated one seat on, so that every
level plays every seat of the same deals; reported is each level's mean
penalty per hand with a 95% confidence interval (over deals).  ``--duplicate`` plays every deal a second
time with the sides swapped, so card luck cancels.  Reported: each side's
share of the points with a 95% confidence interval (over deals, or over
duplicate pairs), the Partien each side would have won had the hands been
written one after the other towards the target, and the median and 95th
percentile decision time per player.  ``--jobs 2`` spreads deals over both
cores.  Progress goes to stderr.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Callable, Iterable, TypeVar

from jassdesk.engine.record import new_state
from jassdesk.engine.rules import Game, Rules
from jassdesk.engine.state import GameState

from .expert import ExpertPlayer, SearchSize, app_budget_worlds
from .games import GAME_AIS, game_ai
from .levels import level_names, make_player
from .player import Player


@dataclass
class DealResult:
    deal: int
    swapped: bool
    points: tuple[int, int]  # side A, side B (the measure chosen by --count)
    written: tuple[int, int]
    times: dict[str, list[float]] = field(default_factory=dict)


def play_deal(args: tuple) -> DealResult:
    """One hand (or, where the game measures Partien, one Partie) of one deal, A and B at their seats."""
    game, preset, a, b, seed, deal, swapped, budget, count = args[:9]
    worlds = args[9] if len(args) > 9 else None

    def seat_player(seat: int, side_a: bool, player_seed: int) -> tuple[Player, str]:
        level = a if side_a else b
        return _make(level, player_seed, budget, worlds), ("A:" if side_a else "B:") + level

    return play_seated(game, preset, seed, deal, swapped, count, seat_player)


SeatPlayer = Callable[[int, bool, int], tuple[Player, str]]  # (seat, on side A?, the seat's seed) -> player, label


def play_seated(game: str, preset: str, seed: int, deal: int, swapped: bool, count: str,
                seat_player: SeatPlayer, rules: Rules | None = None) -> DealResult:
    """One deal as the arena plays it: side A at seats 0 and 2 (1 and 3 when ``swapped``), each seat's player
    from ``seat_player`` with the seat's own seed, the same at a seat in both plays of the deal.

    Every paired run seats its players here (the levels, and the variants of one Expert in
    ``benchmarks/expert_ab.py``), so a pair of them always means the same deal and the same seeds.  ``rules``
    replaces the preset's (the ``schieber`` package's rules, where its bots play).
    """
    ai = game_ai(Game(game))
    if rules is None:
        rules = ai.arena_presets[preset]()  # no arena preset has multipliers (an option of Schieber alone)
    n = rules.n_players
    state = new_state(rules, seed * 1_000_003 + deal, start_dealer=deal % n)
    players, labels = [], []
    for seat in range(n):
        player, label = seat_player(seat, (seat % 2 == 0) != swapped, seed * 7919 + deal * 13 + seat)
        players.append(player)
        labels.append(label)
    seat0_side_a = not swapped
    if ai.arena_unit == "partie":
        times = play_partie(state, players, labels)
        a_side, b_side = (state.scores[0], state.scores[1]) if seat0_side_a else (state.scores[1], state.scores[0])
        return DealResult(deal, swapped, (a_side, b_side), (a_side, b_side), times)
    times = play_first_hand(state, players, labels)
    result = state.results[0]
    measure = result.card_points if count == "cards" else result.raw_total
    pa, pb = (measure[0], measure[1]) if seat0_side_a else (measure[1], measure[0])
    wa, wb = (result.written[0], result.written[1]) if seat0_side_a else (result.written[1], result.written[0])
    return DealResult(deal, swapped, (pa, pb), (wa, wb), times)


@dataclass
class RotationResult:
    deal: int
    penalties: dict[str, list[int]]  # level -> its penalty at each seat it held, over the four seatings
    times: dict[str, list[float]] = field(default_factory=dict)


def play_rotations(args: tuple) -> RotationResult:
    """One deal played four times, the seats' levels rotated one seat on each time; the penalty per level."""
    game, preset, levels, seed, deal, budget, worlds = args
    rules = game_ai(Game(game)).arena_presets[preset]()
    n = rules.n_players
    penalties: dict[str, list[int]] = {level: [] for level in levels}
    times: dict[str, list[float]] = {level: [] for level in levels}
    for rotation in range(n):
        seated = [levels[(seat + rotation) % n] for seat in range(n)]
        state = new_state(rules, seed * 1_000_003 + deal, start_dealer=deal % n)
        players = [_make(level, seed * 7919 + deal * 13 + seat + 101 * rotation, budget, worlds)
                   for seat, level in enumerate(seated)]
        labels = [f"{seat}:{level}" for seat, level in enumerate(seated)]
        for label, values in play_first_hand(state, players, labels).items():
            times[label.split(":", 1)[1]].extend(values)
        for seat, level in enumerate(seated):
            penalties[level].append(state.results[0].written[seat])
    return RotationResult(deal, penalties, times)


J = TypeVar("J")
R = TypeVar("R")


def run_jobs(fn: Callable[[J], R], todo: list[J], jobs: int, label: str = "", unit: str = "hands",
             progress: bool = True, so_far: Callable[[list[R]], str] | None = None) -> list[R]:
    """``fn`` over ``todo`` (in ``jobs`` processes when more than one), the results in order.

    The one loop every match runs on (the arena's matches and rotations, the ChallengePlayer's): the
    results come back in the order of ``todo``, so a measure does not depend on the number of processes,
    and a progress line on stderr says how far it is; ``so_far`` adds the figure of the results in so far
    (a match of hours shows early where it is heading).
    """
    results: list[R] = []
    started = time.perf_counter()

    def collect(done: Iterable[R]) -> None:
        for r in done:
            results.append(r)
            n = len(results)
            if progress and (n % max(1, len(todo) // 20) == 0 or n == len(todo)):
                figure = f", {so_far(results)}" if so_far is not None else ""
                print(f"\r{label}{n}/{len(todo)} {unit}, {time.perf_counter() - started:.0f} s{figure}", end="",
                      file=sys.stderr, flush=True)

    if jobs > 1:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            collect(pool.map(fn, todo, chunksize=2))
    else:
        collect(map(fn, todo))
    if progress and todo:
        print(file=sys.stderr)
    return results


def share_so_far(results: list[DealResult]) -> str:
    """Side A's share of the points over the deals played so far, for a progress line."""
    a = sum(r.points[0] for r in results)
    b = sum(r.points[1] for r in results)
    return f"A {a / (a + b) * 100:.1f}% so far" if a + b else "no points yet"


def summarize_penalties(results: list[RotationResult]) -> dict:
    """Each level's mean penalty per hand, with a 95% confidence interval over deals (seatings averaged)."""
    by_level: dict[str, list[float]] = {}
    for r in results:
        for level, values in r.penalties.items():
            by_level.setdefault(level, []).append(sum(values) / len(values))
    out = {}
    for level, means in by_level.items():
        mean = sum(means) / len(means)
        half = 1.96 * statistics.stdev(means) / math.sqrt(len(means)) if len(means) > 1 else float("nan")
        times = sorted(t for r in results for t in r.times.get(level, []))
        out[level] = {"mean_penalty": mean, "ci95": [mean - half, mean + half], "deals": len(means),
                      "median_s": times[len(times) // 2] if times else 0.0,
                      "p95_s": times[min(len(times) - 1, int(0.95 * len(times)))] if times else 0.0}
    return out


def _penalty_arena(args: argparse.Namespace, levels: list[str]) -> int:
    jobs = [(args.game, args.preset, tuple(levels), args.seed, deal, args.budget, args.worlds)
            for deal in range(args.deals)]
    results = run_jobs(play_rotations, jobs, args.jobs, unit="deals")
    summary = summarize_penalties(results)
    if args.json:
        print(json.dumps({"game": args.game, "preset": args.preset, "levels": levels, "seed": args.seed,
                          "budget": args.budget, "worlds": args.worlds, "by_level": summary}, indent=2))
        return 0
    print(f"{args.game} ({args.preset}), {len(results)} deals x {len(levels)} seatings, seats {','.join(levels)}")
    for level, row in summary.items():
        lo, hi = row["ci95"]
        print(f"  {level:8s} mean penalty per hand {row['mean_penalty']:6.2f}  (95% CI {lo:.2f}-{hi:.2f})   "
              f"decision time median {row['median_s'] * 1000:6.1f} ms, p95 {row['p95_s'] * 1000:6.1f} ms")
    ordered = [level for level in level_names() if level in summary]
    for weaker, stronger in zip(ordered, ordered[1:]):
        ratio = summary[stronger]["mean_penalty"] / summary[weaker]["mean_penalty"]
        print(f"  {stronger} / {weaker}: {ratio:.2f} x the mean penalty")
    return 0


def play_first_hand(state: GameState, players: list, labels: list[str]) -> dict[str, list[float]]:
    """Let ``players`` (one per seat, each seeing only its observation) play the Partie's first hand.

    Returns the decision times per label (``labels[seat]``, e.g. "A:expert"),
    counting only decisions with more than one legal action.
    """
    return _play(state, players, labels, whole_partie=False)


def play_partie(state: GameState, players: list, labels: list[str]) -> dict[str, list[float]]:
    """Let ``players`` play the whole Partie; the decision times as :func:`play_first_hand` gives them."""
    return _play(state, players, labels, whole_partie=True)


def _play(state: GameState, players: list, labels: list[str], whole_partie: bool) -> dict[str, list[float]]:
    times: dict[str, list[float]] = {label: [] for label in labels}
    while not state.is_over and (whole_partie or state.hand_no == 0):
        seat = state.current_player
        obs = state.observation(seat)
        start = time.perf_counter()
        action = players[seat].choose(obs)
        elapsed = time.perf_counter() - start
        if len(obs.legal_actions) > 1:
            times[labels[seat]].append(elapsed)
        state.apply(action)
    return times


# arena-only variants of a level, for paired runs of one switch (python -m jassdesk.ai.arena --a expert+inference
# --b expert-inference): the Expert with the inference from the play on and off, whatever its default
VARIANTS: dict[str, tuple[str, dict]] = {
    "expert+inference": ("expert", {"inference": True}),
    "expert-inference": ("expert", {"inference": False}),
}


def player_names() -> list[str]:
    """The levels and the arena's variants of them."""
    return level_names() + list(VARIANTS)


def _make(level: str, seed: int, budget: float | None, worlds: int | SearchSize | None = None):
    level, options = VARIANTS.get(level, (level, {}))
    if level == "expert" and worlds is not None:
        # a fixed number of sampled worlds per decision: the same search whatever the machine's load,
        # so that paired runs compare players, not CPU contention
        return ExpertPlayer.searching(worlds, seed=seed, **options)
    if level == "expert" and budget is not None:  # thinking time: as many worlds as it buys
        return ExpertPlayer(seed=seed, budget=budget, max_worlds=100_000, **options)
    if level == "expert":  # the app's Expert: its app budget in worlds (within DEFAULT_BUDGET seconds)
        return ExpertPlayer(seed=seed, **options)
    return make_player(level, seed=seed)


def summarize(results: list[DealResult], a: str, b: str, target: int | None) -> dict:
    """The totals, the share with its 95% CI, Partien won and decision times.

    With ``target`` the hands are written one after another towards it to count Partien; without
    (``None``), every result is a whole Partie already and the higher score won it.
    """
    results = sorted(results, key=lambda r: (r.deal, r.swapped))
    total_a = sum(r.points[0] for r in results)
    total_b = sum(r.points[1] for r in results)
    # one share per deal (duplicate: per pair of deals), for the confidence interval
    by_deal: dict[int, list[DealResult]] = {}
    for r in results:
        by_deal.setdefault(r.deal, []).append(r)
    shares = []
    for rs in by_deal.values():
        pa = sum(r.points[0] for r in rs)
        pb = sum(r.points[1] for r in rs)
        if pa + pb:
            shares.append(pa / (pa + pb))
    share = total_a / (total_a + total_b) if total_a + total_b else 0.5
    half = 1.96 * statistics.stdev(shares) / math.sqrt(len(shares)) if len(shares) > 1 else float("nan")
    # Partien: the hands written one after another (separately for each seating) towards the target
    partien = {"A": 0, "B": 0}
    for swapped in (False, True) if target is not None else ():
        sa = sb = 0
        for r in (r for r in results if r.swapped == swapped):
            sa += r.written[0]
            sb += r.written[1]
            if sa >= target or sb >= target:
                partien["A" if sa >= sb else "B"] += 1
                sa = sb = 0
    if target is None:
        for r in results:
            if r.written[0] != r.written[1]:
                partien["A" if r.written[0] > r.written[1] else "B"] += 1
    times: dict[str, list[float]] = {}
    for r in results:
        for key, values in r.times.items():
            times.setdefault(key, []).extend(values)
    timing = {}
    for key, values in sorted(times.items()):
        values.sort()
        if values:
            timing[key] = {"decisions": len(values), "median_s": values[len(values) // 2],
                           "p95_s": values[min(len(values) - 1, int(0.95 * len(values)))]}
    return {
        "a": a, "b": b, "deals": len(by_deal), "hands": len(results),
        "points": {"A": total_a, "B": total_b},
        "share_a": share, "share_a_ci95": [share - half, share + half],
        "share_b": 1 - share, "partien_won": partien, "decision_time": timing,
    }


def run_match(game: str, preset: str, a: str, b: str, deals: int, seed: int, duplicate: bool = True,
              budget: float | None = None, worlds: int | None = None, count: str | None = None,
              jobs: int = 1, progress: bool = True) -> dict:
    """Play ``deals`` deals (twice each with ``duplicate``) between levels ``a`` and ``b``; the summary.

    The one way every measure plays a match (the arena's command line, the table of levels), so that all
    figures share the seating, the seeds and the summary.
    """
    ai = game_ai(Game(game))
    count = count or ai.arena_count
    todo = [(game, preset, a, b, seed, deal, swapped, budget, count, worlds)
            for deal in range(deals) for swapped in ((False, True) if duplicate else (False,))]
    results = run_jobs(play_deal, todo, jobs, f"{a} vs {b}: ", progress=progress, so_far=share_so_far)
    summary = summarize(results, a, b, None if ai.arena_unit == "partie" else 1000)
    summary.update({"game": game, "preset": preset, "duplicate": duplicate, "count": count,
                    "seed": seed, "budget": budget, "worlds": worlds if worlds is None else str(worlds)})
    return summary


def resolve_worlds(worlds: str | int | SearchSize | None, game: Game) -> int | SearchSize | None:
    """``--worlds``: a number of sampled worlds per Expert decision, or "app" for what the app's thinking
    time buys (:attr:`~jassdesk.ai.game_ai.GameAI.app_budget_worlds`)."""
    if worlds is None or not isinstance(worlds, str):
        return worlds
    if worlds == "app":
        return app_budget_worlds(game)
    try:
        value = int(worlds)
    except ValueError:
        raise ValueError(f"--worlds takes a number of worlds or 'app', not {worlds!r}") from None
    if value < 1:
        raise ValueError("--worlds must be at least 1")
    return value


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m jassdesk.ai.arena", description=__doc__.splitlines()[0])
    games = [g.value for g in GAME_AIS]
    parser.add_argument("--game", choices=games, default=games[0])
    parser.add_argument("--preset", choices=sorted({p for ai in GAME_AIS.values() for p in ai.arena_presets}),
                        default="standard")
    parser.add_argument("--a", default="expert", choices=player_names())
    parser.add_argument("--b", default="medium", choices=player_names())
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--duplicate", action="store_true", help="play each deal twice, sides swapped")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--budget", type=float, default=None, help="Expert seconds per decision (default 0.8)")
    parser.add_argument("--worlds", default=None,
                        help="Expert: a fixed number of sampled worlds per decision instead of a time budget, "
                             "or 'app' for the number the app's 0.8 s buys (machine-independent)")
    parser.add_argument("--count", choices=["cards", "all"], default=None,
                        help="points counted: card points only or all written (default: the game's)")
    parser.add_argument("--levels", default=None,
                        help="each player alone (Differenzler): the four seats' levels, comma-separated "
                             "(default A,B,A,B), rotated over the seats")
    parser.add_argument("--jobs", type=int, default=1, help="processes (2 uses both cores)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    game = game_ai(Game(args.game))
    try:
        args.worlds = resolve_worlds(args.worlds, Game(args.game))
    except ValueError as error:
        parser.error(str(error))
    if args.preset not in game.arena_presets:
        parser.error(f"no preset {args.preset!r} for {args.game}")
    if game.arena_penalties:
        levels = (args.levels or f"{args.a},{args.b},{args.a},{args.b}").split(",")
        unknown = [level for level in levels if level not in player_names()]
        if len(levels) != Game(args.game).n_players or unknown:
            parser.error(f"--levels names {Game(args.game).n_players} of {', '.join(player_names())}")
        return _penalty_arena(args, levels)
    count = args.count or game.arena_count
    summary = run_match(args.game, args.preset, args.a, args.b, args.deals, args.seed, duplicate=args.duplicate,
                        budget=args.budget, worlds=args.worlds, count=count,
                        jobs=args.jobs)
    if args.json:
        print(json.dumps(summary, indent=2))
        return 0
    lo, hi = summary["share_a_ci95"]
    unit = "Partien" if game.arena_unit == "partie" else "deals"
    measure = "table points" if game.arena_unit == "partie" else "card points" if count == "cards" else "all points"
    print(f"{args.game} ({args.preset}), {summary['deals']} {unit}{' x2 duplicate' if args.duplicate else ''}, "
          f"{measure}")
    print(f"  A {args.a:8s} {summary['share_a'] * 100:5.1f}%  (95% CI {lo * 100:.1f}-{hi * 100:.1f}%)  "
          f"points {summary['points']['A']}, Partien won {summary['partien_won']['A']}")
    print(f"  B {args.b:8s} {summary['share_b'] * 100:5.1f}%  points {summary['points']['B']}, "
          f"Partien won {summary['partien_won']['B']}")
    for key, t in summary["decision_time"].items():
        print(f"  decision time {key:12s} median {t['median_s'] * 1000:7.1f} ms   p95 {t['p95_s'] * 1000:7.1f} ms"
              f"   ({t['decisions']} decisions)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""The Schieber trump choice alone: two choosing policies, the same card play at every seat.

    python3 benchmarks/trump_choice.py --pairs graf:random,medium:graf,expert:graf --deals 1000 --seed 1

Every seat plays its cards with the same player (``--play``: the Medium's by
default, the Expert's at a fixed ``--play-worlds``, or random); only the
decision to choose a mode or to push differs: seats 0 and 2 decide by policy
A, seats 1 and 3 by policy B, and every deal is played again with the sides
swapped (the arena's duplicate, :func:`jassdesk.ai.arena.play_first_hand` and
:func:`~jassdesk.ai.arena.summarize`), so each Vorhand's hand is chosen for
once by A and once by B with the same cards and the same card players.  A
pair where both choose the same (the same push or not, the same mode) is
played identically twice and splits the points evenly.

The choosing policies:

* ``random``: a uniformly random legal mode, never pushing;
* ``random-push``: the course's random agent as its code has it (jass-kit's
  ``AgentRandomSchieber``): the Vorhand pushes with probability 1/2, then a
  uniformly random mode;
* ``graf``: Graf's point count (``benchmarks/graf.py``);
* ``beginner``, ``medium``: the levels' own choice;
* ``oracle``: not a policy a player could follow, but the ceiling of the choice: it plays the hand out
  in every mode with the very card players of the deal (fresh copies with the same seeds) and keeps the
  mode its team does best in; it never pushes.  What it gains over a policy is all the choice could
  gain with these card players, and more than any choice from one hand's cards can;
* ``expert``: the Expert's simulated choice at ``--worlds`` sampled worlds
  (default 1000, what its 0.8 s budget buys for this decision on the
  development machine: median 995 worlds over 12 Vorhand hands, load 0.5).
  A fresh Expert decides a position the same way every time, so a run
  with several pairs searches each position once and reuses the decision
  (and its time) for the other pairs.

Reported per pair: A's share of the card points (both plays of each deal
summed; 50% means the choices are worth the same) with a 95% CI over deal
pairs, the share of the hands A's team won (took more card points), the
declaring team's mean card points under each policy's choice, how often the
two chose the same, how often each pushed, and the decision time of the
choice (median, p95).  Rules: the arena's Schieber preset (``standard``:
Swiss practice, no multipliers), card points only.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))  # graf, Graf's count

from jassdesk.ai.arena import DealResult, _make, play_first_hand, summarize
from jassdesk.ai.beginner import BeginnerPlayer
from jassdesk.ai.expert import ExpertPlayer
from jassdesk.ai.games import game_ai
from jassdesk.ai.medium import MediumPlayer
from jassdesk.ai.player import Player
from jassdesk.engine.actions import Action, ChooseMode, Decision, Push
from jassdesk.engine.observe import Observation
from jassdesk.engine.record import new_state
from jassdesk.engine.rules import Game
from jassdesk.engine.state import GameState

from graf import graf_choice  # noqa: E402  (benchmarks/graf.py)

POLICIES = ("random", "random-push", "graf", "beginner", "medium", "expert", "oracle")
PLAYS = ("medium", "expert", "random")
APP_WORLDS = 1000  # the Expert's trump choice in 0.8 s on the development machine (median 995, load 0.5)

Chooser = Callable[[Observation], tuple[Action, float]]  # the decision and the seconds it took

# The Expert's decisions of this process, by its seed and what it sees: a fresh Expert decides the same
# way every time, so a run measuring it against several policies searches each position once.
_EXPERT_MEMO: dict[tuple, tuple[Action, float]] = {}


def _timed(decide: Callable[[Observation], Action]) -> Chooser:
    def chooser(obs: Observation) -> tuple[Action, float]:
        start = time.perf_counter()
        action = decide(obs)
        return action, time.perf_counter() - start
    return chooser


def make_chooser(policy: str, seed: int, worlds: int) -> Chooser:
    """The named policy's decision between the legal modes and pushing."""
    rng = random.Random(seed)

    def random_mode(obs: Observation) -> Action:
        return rng.choice([a for a in obs.legal_actions if isinstance(a, ChooseMode)])

    def random_push(obs: Observation) -> Action:
        if Push() in obs.legal_actions and rng.random() < 0.5:
            return Push()
        return random_mode(obs)

    if policy == "random":
        return _timed(random_mode)
    if policy == "random-push":
        return _timed(random_push)
    if policy == "graf":
        return _timed(graf_choice)
    if policy == "beginner":
        return _timed(BeginnerPlayer(seed=seed).choose_mode)
    if policy == "medium":
        return _timed(MediumPlayer(seed=seed).choose_mode)
    if policy == "expert":
        search = _timed(ExpertPlayer(seed=seed, budget=float("inf"), max_worlds=worlds).choose_mode)

        def expert(obs: Observation) -> tuple[Action, float]:
            key = (seed, worlds, obs.seat, obs.hand, obs.pushed)
            if key not in _EXPERT_MEMO:
                _EXPERT_MEMO[key] = search(obs)
            return _EXPERT_MEMO[key]
        return expert
    raise ValueError(f"unknown policy {policy!r}: expected one of {', '.join(POLICIES)}")


def oracle_chooser(state: GameState, card_players: Callable[[], list[Player]]) -> Chooser:
    """The ``oracle``: each mode played out on ``state`` (the deal at the choice) by fresh ``card_players``,
    the mode with the best card points for the chooser's team kept."""

    def oracle(obs: Observation) -> tuple[Action, float]:
        start = time.perf_counter()
        side = obs.seat % 2
        best: tuple[int, Action] | None = None
        for action in obs.legal_actions:
            if not isinstance(action, ChooseMode):
                continue
            trial = state.copy()
            trial.apply(action)
            players = card_players()
            while not trial.is_over and trial.hand_no == 0:
                seat = trial.current_player
                trial.apply(players[seat].choose(trial.observation(seat)))
            points = trial.results[0].card_points
            value = points[side] - points[1 - side]
            if best is None or value > best[0]:
                best = (value, action)
        assert best is not None, "a mode decision without a mode to choose"
        return best[1], time.perf_counter() - start

    return oracle


class ChoosingSeat(Player):
    """A seat whose trump decisions are its side's policy's and whose cards are the shared card player's.

    Its decisions go, in the order made, into ``log`` (shared by the table) as (seat, hand, action).
    """

    def __init__(self, seat: int, chooser: Chooser, card_player: Player, log: list[tuple[int, int, Action]]) -> None:
        super().__init__()
        self.seat = seat
        self.chooser = chooser
        self.card_player = card_player
        self.log = log
        self.times: list[float] = []

    def choose(self, obs: Observation) -> Action:
        if obs.decision is not Decision.CHOOSE_MODE:
            return self.card_player.choose(obs)
        action, seconds = self.chooser(obs)
        self.times.append(seconds)
        self.log.append((self.seat, obs.hand, action))
        return action


@dataclass
class ChoiceResult:
    result: DealResult  # side A's and B's card points; times are the choices' only
    choices: tuple[Action, ...]  # the declaring side's decisions in order (a push, then the partner's mode)
    a_chose: bool  # did side A decide this hand
    deciders: tuple[tuple[int, int], ...]  # (seat, hand) of each decision: the same first one in both plays


def play_deal(args: tuple) -> ChoiceResult:
    """One deal's first hand, side A's policy deciding at seats 0 and 2 (1 and 3 when ``swapped``)."""
    a, b, seed, deal, swapped, worlds, play, play_worlds, preset = args
    rules = game_ai(Game.SCHIEBER).arena_presets[preset](multipliers=False)
    state = new_state(rules, seed * 1_000_003 + deal, start_dealer=deal % 4)
    seats = []
    labels = []
    log: list[tuple[int, int, Action]] = []
    def player_seed(seat: int) -> int:
        return seed * 7919 + deal * 13 + seat  # the arena's: the same card player at a seat in both plays

    def card_players() -> list[Player]:
        return [_make(play, player_seed(seat), None, play_worlds) for seat in range(4)]

    for seat in range(4):
        side_a = (seat % 2 == 0) != swapped
        policy = a if side_a else b
        chooser = oracle_chooser(state, card_players) if policy == "oracle" else \
            make_chooser(policy, player_seed(seat) + 5, worlds)
        seats.append(ChoosingSeat(seat, chooser, _make(play, player_seed(seat), None, play_worlds), log))
        labels.append(("A:" if side_a else "B:") + policy)
    play_first_hand(state, seats, labels)
    result = state.results[0]
    cards = result.card_points
    pa, pb = (cards[0], cards[1]) if not swapped else (cards[1], cards[0])
    times: dict[str, list[float]] = {}
    for seat, label in zip(seats, labels):
        times.setdefault(label, []).extend(seat.times)
    a_chose = (log[0][0] % 2 == 0) != swapped
    return ChoiceResult(DealResult(deal, swapped, (pa, pb), (pa, pb), times), tuple(a for _, _, a in log), a_chose,
                        tuple((seat, hand) for seat, hand, _ in log))


def summarize_choices(results: list[ChoiceResult], a: str, b: str) -> dict:
    """The arena's summary of the points, and how the two policies decided the same hands."""
    summary = summarize([r.result for r in results], a, b, None)
    by_deal: dict[int, list[ChoiceResult]] = {}
    for r in results:
        by_deal.setdefault(r.result.deal, []).append(r)
    pairs = [rs for rs in by_deal.values() if len(rs) == 2]
    same = sum(1 for x, y in pairs if x.choices == y.choices)
    declarer: dict[str, list[int]] = {"A": [], "B": []}
    pushes = {"A": 0, "B": 0}
    for r in results:
        side = "A" if r.a_chose else "B"
        points = r.result.points[0] if r.a_chose else r.result.points[1]
        declarer[side].append(points)
        pushes[side] += any(isinstance(c, Push) for c in r.choices)
    summary["same_choice"] = same / len(pairs) if pairs else float("nan")
    summary["hands_won_a"] = sum(r.result.points[0] > r.result.points[1] for r in results) / len(results)
    summary["declarer_points"] = {side: statistics.fmean(v) if v else float("nan") for side, v in declarer.items()}
    summary["push_rate"] = {side: pushes[side] / len(declarer[side]) if declarer[side] else float("nan")
                            for side in declarer}
    return summary


def run_pair(a: str, b: str, args: argparse.Namespace) -> dict:
    jobs = [(a, b, args.seed, deal, swapped, args.worlds, args.play, args.play_worlds, args.preset)
            for deal in range(args.deals) for swapped in (False, True)]
    started = time.perf_counter()
    results: list[ChoiceResult] = []

    def collect(done: ChoiceResult) -> None:
        results.append(done)
        if len(results) % max(1, len(jobs) // 20) == 0 or len(results) == len(jobs):
            print(f"\r{a} vs {b}: {len(results)}/{len(jobs)} hands, {time.perf_counter() - started:.0f} s",
                  end="", file=sys.stderr, flush=True)

    if args.jobs > 1:
        with ProcessPoolExecutor(max_workers=args.jobs) as pool:
            for r in pool.map(play_deal, jobs, chunksize=4):
                collect(r)
    else:
        for job in jobs:
            collect(play_deal(job))
    print(file=sys.stderr)
    summary = summarize_choices(results, a, b)
    summary["seconds"] = time.perf_counter() - started
    return summary


def _timing(summary: dict, side: str, policy: str) -> str:
    t = summary["decision_time"].get(f"{side}:{policy}")
    if not t:
        return "no choices"
    return f"median {t['median_s'] * 1000:.2f} ms, p95 {t['p95_s'] * 1000:.2f} ms ({t['decisions']} choices)"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", default="graf:random",
                        help=f"comma-separated A:B policy pairs, of {', '.join(POLICIES)}")
    parser.add_argument("--deals", type=int, default=500, help="deals per pair, each played twice (sides swapped)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--worlds", type=int, default=APP_WORLDS, help="the Expert's worlds for its choice")
    parser.add_argument("--play", choices=PLAYS, default="medium", help="the card play at every seat")
    parser.add_argument("--play-worlds", type=int, default=100, help="the Expert's worlds per card (--play expert)")
    parser.add_argument("--preset", choices=sorted(game_ai(Game.SCHIEBER).arena_presets), default="standard")
    parser.add_argument("--jobs", type=int, default=1, help="processes (2 uses both cores)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    pairs = [tuple(p.split(":")) for p in args.pairs.split(",")]
    for pair in pairs:
        if len(pair) != 2 or any(p not in POLICIES for p in pair):
            parser.error(f"--pairs: each pair is A:B with A and B of {', '.join(POLICIES)}")
    summaries = [run_pair(a, b, args) for a, b in pairs]
    if args.json:
        print(json.dumps({"seed": args.seed, "deals": args.deals, "worlds": args.worlds, "play": args.play,
                          "play_worlds": args.play_worlds, "preset": args.preset, "pairs": summaries}, indent=2,
                         default=str))
        return 0
    play = f"{args.play} card play" + (f" at {args.play_worlds} worlds" if args.play == "expert" else "")
    print(f"Schieber trump choice ({args.preset}), {args.deals} deals x2 (sides swapped), {play}, "
          f"seed {args.seed}, Expert's choice at {args.worlds} worlds; card points")
    for (a, b), s in zip(pairs, summaries):
        lo, hi = s["share_a_ci95"]
        half = (hi - lo) / 2
        print(f"  {a} vs {b}: {a} {s['share_a'] * 100:.1f}% (95% CI {lo * 100:.1f}-{hi * 100:.1f}, "
              f"+-{half * 100:.1f}), hands won {s['hands_won_a'] * 100:.1f}%, "
              f"same choice {s['same_choice'] * 100:.0f}%, {s['seconds']:.0f} s")
        for side, policy in (("A", a), ("B", b)):
            dp = s["declarer_points"][side]
            print(f"    {policy:11s} declarers' mean {dp:5.1f} card points, pushed {s['push_rate'][side] * 100:4.1f}%,"
                  f" choice {_timing(s, side, policy)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

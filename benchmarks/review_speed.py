"""How long the review after a hand takes: the person's decisions of one hand judged, per game.

    PYTHONPATH=. python benchmarks/review_speed.py [hands] [worlds] [--alone]

For a few hands played by Medium players (the person's seat 0 reviewed), the
time :func:`jassdesk.ai.review.review_record` takes per hand, mean and max,
searched as the app searches it: each decision shared out over a search pool
of one helper per further core (``--alone``: in this process only), the last
four tricks of a Schieber hand solved exactly.  Also the time the endgame's
exact decisions took.  The target: a Schieber hand in at most 5 s on a quiet
two-core machine; ``DEFAULT_REVIEW_WORLDS`` is tuned with this script.
"""

from __future__ import annotations

import sys
import time

from jassdesk.ai.games import GAME_AIS
from jassdesk.ai.levels import make_player
from jassdesk.ai.review import (DEFAULT_REVIEW_WORLDS, DecisionKind, decision_points, decision_seed, exact_endgame,
                                hand_start, judge)
from jassdesk.ai.search_pool import SearchPool
from jassdesk.engine.games import new_state
from jassdesk.engine.record import GameRecord

GAMES = ("schieber", "schmaus")  # the games with a table today


def first_hand(game: str, seed: int) -> GameRecord:
    """A Partie's record up to the end of its first hand, Medium players in every seat."""
    rules = next(ai for g, ai in GAME_AIS.items() if g.value == game).arena_presets["standard"]()
    state = new_state(rules, seed)
    players = [make_player("medium", seed=seed * 10 + s) for s in range(rules.n_players)]
    while not state.results:
        seat = state.current_player
        state.apply(players[seat].choose(state.observation(seat)))
    return GameRecord.of(state)


def review_timed(record: GameRecord, seed: int, worlds: int, pool: SearchPool | None) -> tuple[float, float, int]:
    """Seat 0's decisions of the record's first hand judged as the review judges them (one by one, each from
    its own seed): the seconds in all, those of the exact endgame, and how many decisions."""
    start, actions = hand_start(record, 0)
    points = decision_points(start, actions, 0)
    total = endgame = 0.0
    for point in points:
        t = time.perf_counter()
        judge(point, worlds, decision_seed(seed, point), pool)
        spent = time.perf_counter() - t
        total += spent
        if point.kind is DecisionKind.CARD and exact_endgame(point.obs):
            endgame += spent
    return total, endgame, len(points)


def main() -> None:
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    hands = int(args[0]) if args else 5
    worlds = int(args[1]) if len(args) > 1 else DEFAULT_REVIEW_WORLDS
    pool = None if "--alone" in sys.argv else SearchPool()
    processes = 1 + (pool.wait_ready() if pool is not None else 0)
    print(f"review of seat 0's decisions, {worlds} worlds per decision, {hands} hands per game, "
          f"{processes} searching processes")
    try:
        for game in GAMES:
            times, endgames, decisions = [], [], []
            for seed in range(hands):
                spent, endgame, n = review_timed(first_hand(game, seed), seed, worlds, pool)
                times.append(spent)
                endgames.append(endgame)
                decisions.append(n)
            exact = (f"; the exact endgame: mean {sum(endgames) / len(endgames):.1f} s, max {max(endgames):.1f} s"
                     if any(endgames) else "")
            print(f"{game:9s} per hand: mean {sum(times) / len(times):5.1f} s, max {max(times):5.1f} s "
                  f"({sum(decisions) / len(decisions):.1f} decisions per hand{exact})")
    finally:
        if pool is not None:
            pool.close()


if __name__ == "__main__":
    main()

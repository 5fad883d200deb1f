"""How long the review after a hand takes: the person's decisions of one hand judged, per game.

    PYTHONPATH=. python benchmarks/review_speed.py [hands] [worlds]

For a few hands played by Medium players (the person's seat 0 reviewed), the
time :func:`jassdesk.ai.review.review_record` takes per hand, mean and max, in
one process (the app runs it in the AI's child process, one decision at a
time).  The target: a Schieber hand in at most 15 s on a two-core machine;
``DEFAULT_REVIEW_WORLDS`` is tuned with this script.
"""

from __future__ import annotations

import sys
import time

from jassdesk.ai.games import GAME_AIS
from jassdesk.ai.levels import make_player
from jassdesk.ai.review import DEFAULT_REVIEW_WORLDS, review_record
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


def main() -> None:
    hands = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    worlds = int(sys.argv[2]) if len(sys.argv) > 2 else DEFAULT_REVIEW_WORLDS
    print(f"review of seat 0's decisions, {worlds} worlds per decision, {hands} hands per game")
    for game in GAMES:
        times, decisions = [], []
        for seed in range(hands):
            record = first_hand(game, seed)
            t = time.perf_counter()
            review = review_record(record, 0, 0, worlds=worlds, seed=seed)
            times.append(time.perf_counter() - t)
            decisions.append(len(review.judgements))
        print(f"{game:9s} per hand: mean {sum(times) / len(times):5.1f} s, max {max(times):5.1f} s "
              f"({sum(decisions) / len(decisions):.1f} decisions per hand)")


if __name__ == "__main__":
    main()

"""What the exact endgame changes in the review: the labels of the last four tricks, rollout against solver.

    PYTHONPATH=. python benchmarks/review_endgame.py [hands] [worlds]

For the first hands of Schieber Partien played by Medium players, every card
decision of seat 0 in the last four tricks with a choice is judged twice on
the same worlds' seed: by the rollout search (the review before the exact
endgame) and by the exact solver over the sampled consistent worlds (the
review now).  Prints how many labels differ and each difference.
"""

from __future__ import annotations

import sys

from jassdesk.ai.review import (DEFAULT_REVIEW_WORLDS, DecisionKind, decision_points, decision_seed,
                                exact_endgame, hand_start, judge)
from jassdesk.ai.game_ai import legal_cards

from review_speed import first_hand  # noqa: E402  (run from benchmarks/ or with it on the path)


def main() -> None:
    hands = int(sys.argv[1]) if len(sys.argv) > 1 else 10
    worlds = int(sys.argv[2]) if len(sys.argv) > 2 else DEFAULT_REVIEW_WORLDS
    judged = differ = 0
    for seed in range(hands):
        record = first_hand("schieber", seed)
        start, actions = hand_start(record, 0)
        for point in decision_points(start, actions, 0):
            if point.kind is not DecisionKind.CARD or not exact_endgame(point.obs) or len(legal_cards(point.obs)) < 2:
                continue
            s = decision_seed(seed, point)
            rollout = judge(point, worlds, s, exact=False)
            solver = judge(point, worlds, s)
            judged += 1
            if rollout.verdict is not solver.verdict:
                differ += 1
                print(f"hand {seed} trick {point.trick + 1} {point.action.code}: rollout {rollout.verdict.value} "
                      f"(loss {rollout.loss:.1f}), solver {solver.verdict.value} (loss {solver.loss:.1f})")
    print(f"endgame labels: {judged} judged, {differ} differ between the rollout and the exact solver "
          f"({worlds} worlds per decision, {hands} Schieber hands)")


if __name__ == "__main__":
    main()

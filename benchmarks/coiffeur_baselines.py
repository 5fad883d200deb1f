"""The Coiffeur AI's baselines: what a row kind is worth to a team that fills it with a random hand.

    PYTHONPATH=. python benchmarks/coiffeur_baselines.py [deals]

For random deals, with the chooser leading: the mean hand-strength score
(:mod:`jassdesk.ai.coiffeur`'s scores) and the mean raw points the chooser's
team takes (greedy rollouts, match +100) when it plays a mode of that kind,
the joker taking the hand's best mode; and, per kind, the slope of the points
over the score (least squares), how many points one score point is worth.
The Coiffeur AI (``ai/coiffeur.py``) keeps these figures: the mean points are
the value of leaving a row open for a later hand, the slope turns a hand's
score into its expected points.
"""

from __future__ import annotations

import random
import sys

from jassdesk.ai.coiffeur import coiffeur_mode_scores
from jassdesk.ai.schieber_rollout import schieber_rollout
from jassdesk.ai.trump_choice import best_mode
from jassdesk.engine.card_play import SchieberFlags
from jassdesk.engine.coiffeur_table import GUSCHTI, JOKER, SLALOM
from jassdesk.engine.modes import Mode
from jassdesk.engine.rules import Rules


def main() -> None:
    deals = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    rng = random.Random(1)
    flags = SchieberFlags.of(Rules.coiffeur())
    kinds = {"trump": [Mode(s) for s in range(4)], "OBE": [Mode.OBENABE], "UNE": [Mode.UNDENUFE],
             SLALOM: [Mode.SLALOM_OBENABE, Mode.SLALOM_UNDENUFE], GUSCHTI: [Mode.GUSCHTI_OBENABE,
                                                                             Mode.GUSCHTI_UNDENUFE]}
    score_sum = {k: 0.0 for k in [*kinds, JOKER]}
    points_sum = {k: 0.0 for k in [*kinds, JOKER]}
    pairs: dict[str, list[tuple[float, float]]] = {k: [] for k in kinds}
    for _ in range(deals):
        cards = list(range(36))
        rng.shuffle(cards)
        hands = [sum(1 << c for c in cards[9 * s: 9 * s + 9]) for s in range(4)]
        scores = coiffeur_mode_scores(hands[0])
        for kind, modes in kinds.items():
            for mode in modes:
                score_sum[kind] += scores[mode] / len(modes)
                pts = schieber_rollout(list(hands), int(mode), 0, [], 0, flags, 1, rng.random, explore=0.0)
                raw = pts[0] + (100 if pts[1] == 0 else 0)
                points_sum[kind] += raw / len(modes)
                pairs[kind].append((scores[mode], raw))
        mode, score = best_mode(hands[0])
        score_sum[JOKER] += score
        pts = schieber_rollout(list(hands), int(mode), 0, [], 0, flags, 1, rng.random, explore=0.0)
        points_sum[JOKER] += pts[0] + (100 if pts[1] == 0 else 0)
    for kind in score_sum:
        line = f"{kind:8s} score {score_sum[kind] / deals:6.1f}   points {points_sum[kind] / deals:6.1f}"
        if kind in pairs:
            xs, ys = zip(*pairs[kind])
            mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
            slope = sum((x - mx) * (y - my) for x, y in pairs[kind]) / sum((x - mx) ** 2 for x in xs)
            line += f"   points per score point {slope:5.2f}"
        print(line)


if __name__ == "__main__":
    main()

"""Judging a Schieber hand for each mode: the Medium player's trump choice and the Expert's prior.

Scores are on one scale (roughly "points this hand is worth to its team"),
so the best mode can be compared against a single threshold for pushing.
"""

from __future__ import annotations

from jassdesk.engine.cards import N_RANKS, Rank
from jassdesk.engine.modes import Mode

# Value of holding each trump rank (index = natural rank 6..As).
_TRUMP_VALUE = {Rank.UNDER: 30, Rank.NINE: 20, Rank.AS: 12, Rank.KOENIG: 8, Rank.OBER: 7, Rank.BANNER: 6,
                Rank.EIGHT: 4, Rank.SEVEN: 4, Rank.SIX: 4}
PUSH_THRESHOLD = 62
MUST_CHOOSE_BIAS = 0  # when pushed to, the best mode is taken whatever its score


def _suit_bits(hand: int, suit: int) -> int:
    return (hand >> (suit * N_RANKS)) & 0x1FF


def trump_score(hand: int, trump: int) -> float:
    bits = _suit_bits(hand, trump)
    n = bits.bit_count()
    score = sum(v for r, v in _TRUMP_VALUE.items() if bits >> r & 1)
    if bits >> Rank.UNDER & 1 and bits >> Rank.NINE & 1:
        score += 6
    score += max(0, n - 3) * 9
    for suit in range(4):
        if suit == trump:
            continue
        side = _suit_bits(hand, suit)
        if side >> Rank.AS & 1:
            score += 10
            if side >> Rank.KOENIG & 1:
                score += 5
        elif side >> Rank.KOENIG & 1 and side.bit_count() >= 2:
            score += 3
        if side == 0 and n >= 3:
            score += 5
    return score


def _top_run(bits: int, order: list[int]) -> int:
    run = 0
    for r in order:
        if bits >> r & 1:
            run += 1
        else:
            break
    return run


def slalom_score(hand: int, undenufe: bool) -> float:
    """Obenabe (top down) or Undenufe (bottom up): sure tricks from the top of each suit, and length."""
    order = list(range(N_RANKS)) if undenufe else list(range(N_RANKS - 1, -1, -1))
    score = 0.0
    for suit in range(4):
        bits = _suit_bits(hand, suit)
        n = bits.bit_count()
        run = _top_run(bits, order)
        score += run * 14
        if run >= 2 and n > run:
            score += (n - run) * 7  # the long suit runs once the top is gone
        elif run == 1 and n >= 4:
            score += 4
        elif run == 0 and n:
            # a second-best card with a guard is half a trick
            if bits >> order[1] & 1 and n >= 2:
                score += 6
            score -= 3 * min(n, 2)
        # eights count 8 points in both
        if bits >> Rank.EIGHT & 1 and run >= 3:
            score += 3
    return score


def mode_scores(hand: int) -> dict[Mode, float]:
    scores = {Mode.of_trump(s): trump_score(hand, s) for s in range(4)}
    scores[Mode.OBENABE] = slalom_score(hand, undenufe=False)
    scores[Mode.UNDENUFE] = slalom_score(hand, undenufe=True)
    return scores


def best_mode(hand: int) -> tuple[Mode, float]:
    scores = mode_scores(hand)
    mode = max(scores, key=lambda m: (scores[m], -int(m)))
    return mode, scores[mode]

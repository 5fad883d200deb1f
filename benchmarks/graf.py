"""The Graf point count: the published yardstick for a Schieber trump choice.

Daniel Graf ("Jassen auf Basis der Spieltheorie", 2009) gives every card a
value per mode and chooses the mode whose values sum highest; the Vorhand
pushes when even that sum is below 68, and the partner, pushed to, takes his
best.  The HSLU "Deep Learning for Games" course uses it as the reference
trump choice (about 64% of the points against a random choice in its runs),
so ``benchmarks/trump_choice.py`` measures JassDesk's own choices against it.
No player of the app uses it: it lives with the benchmarks, outside the package
(``from graf import graf_choice`` with ``benchmarks/`` on the path).
"""

from __future__ import annotations

from jassdesk.engine.actions import Action, ChooseMode, Push
from jassdesk.engine.cards import N_RANKS, Rank
from jassdesk.engine.modes import Mode
from jassdesk.engine.observe import Observation

# Graf's tables list the ranks from the top (As, König, Ober, Under, Banner, 9, 8, 7, 6):
# the reverse of the natural Rank order, so the value of rank r is table[Rank.AS - r].
_TRUMP = (15, 10, 7, 25, 6, 19, 5, 5, 5)  # a card of the trump suit
_SIDE = (9, 7, 5, 2, 1, 0, 0, 0, 0)  # a card of another suit when a suit is trump
_OBENABE = (14, 10, 8, 7, 5, 0, 5, 0, 0)  # every suit
_UNDENUFE = (0, 2, 1, 1, 5, 5, 7, 9, 11)  # every suit

PUSH_BELOW = 68  # the Vorhand pushes when the best mode counts less


def _value(table: tuple[int, ...], card: int) -> int:
    return table[Rank.AS - card % N_RANKS]


def graf_scores(hand: int) -> dict[Mode, int]:
    """Graf's count of the hand (a 36-bit mask) for each trump suit, Obenabe and Undenufe."""
    cards = [c for c in range(4 * N_RANKS) if hand >> c & 1]
    scores = {Mode.of_trump(suit): sum(_value(_TRUMP if c // N_RANKS == suit else _SIDE, c) for c in cards)
              for suit in range(4)}
    scores[Mode.OBENABE] = sum(_value(_OBENABE, c) for c in cards)
    scores[Mode.UNDENUFE] = sum(_value(_UNDENUFE, c) for c in cards)
    return scores


def graf_choice(obs: Observation) -> Action:
    """Graf's decision for the seat: the best-counting legal mode, or pushing when it counts below 68."""
    legal = {a.mode for a in obs.legal_actions if isinstance(a, ChooseMode)}
    scores = {mode: score for mode, score in graf_scores(obs.hand).items() if mode in legal}
    mode = max(scores, key=lambda m: (scores[m], -int(m)))  # ties: the first in Mode order
    if scores[mode] < PUSH_BELOW and Push() in obs.legal_actions:
        return Push()
    return ChooseMode(mode)

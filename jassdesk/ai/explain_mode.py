"""Why choose this mode, or push: the trumps held, the sure tricks from the top or the bottom.

The mode decision's reason, apart from the card reasons of :mod:`jassdesk.ai.explain` (whose
:class:`~jassdesk.ai.explain.Reason` it returns); a game that says it its own way (Coiffeur's rows)
answers first through :meth:`~jassdesk.ai.game_ai.GameAI.mode_reason`.
"""

from __future__ import annotations

from jassdesk.engine.actions import Action, Push
from jassdesk.engine.cards import N_RANKS, Rank
from jassdesk.engine.modes import Mode
from jassdesk.engine.observe import Observation

from .explain import Reason


def explain_mode(obs: Observation, action: Action, best_mode: Mode, value: float | None = None) -> Reason:
    """Why choose this mode (or push): the trumps held, or the sure tricks from the top or the bottom."""
    if isinstance(action, Push):
        return Reason("push", mode=best_mode)
    mode = action.mode  # type: ignore[attr-defined]
    if mode.is_trump_mode:
        trumps = [c for c in range(36) if obs.hand >> c & 1 and c // N_RANKS == mode]
        strong = [c for c in trumps if c % N_RANKS in (Rank.UNDER, Rank.NINE, Rank.AS, Rank.KOENIG)]
        if strong or len(trumps) >= 3:
            return Reason("choose_mode_trumps", cards=tuple(strong or trumps), mode=mode)
    else:
        undenufe = mode.trick_mode(0) == Mode.UNDENUFE  # Slalom and Guschti: the direction they start with
        tricks = sure_tricks(obs.hand, undenufe=undenufe)
        if tricks:
            return Reason("choose_mode_slalom", mode=mode,
                          params={"tricks": tricks, "end": "bottom" if undenufe else "top"})
    # the hand shows nothing to name: say what the search found
    return Reason("choose_mode_search", mode=mode, params={"value": f"{value or 0:+.0f}"})


def sure_tricks(hand: int, undenufe: bool) -> int:
    """Tricks the hand takes from the top (Obenabe) or the bottom (Undenufe) of each suit, whatever the others hold."""
    tricks = 0
    for suit in range(4):
        order = range(N_RANKS) if undenufe else range(N_RANKS - 1, -1, -1)
        for r in order:
            if hand >> (suit * N_RANKS + r) & 1:
                tricks += 1
            else:
                break
    return tricks


__all__ = ["explain_mode", "sure_tricks"]

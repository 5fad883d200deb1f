"""Hints for a person: every legal action ranked by its value, the best marked, and why.

The values come from the Expert's search (expected point difference for the
person's side over the rest of the hand, about a second of thinking); the
sentence comes from :mod:`jassdesk.ai.explain`.  "We do not cheat": the hint
sees the person's observation only, exactly like an AI player.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from jassdesk.engine.actions import Action, ActionKind, Decision, ExchangeSix, Play
from jassdesk.engine.cards import Deck
from jassdesk.engine.observe import Observation
from jassdesk.engine.rules import Game

from .expert import ExpertPlayer
from .explain import Reason, explain_card, explain_mode, explain_other
from .medium import legal_cards, with_announcements
from .trump_choice import best_mode

DEFAULT_HINT_BUDGET = 0.9


@dataclass(frozen=True)
class RankedAction:
    action: Action
    value: float  # expected point difference for the person's side over the rest of the hand


@dataclass(frozen=True)
class Hint:
    ranked: tuple[RankedAction, ...]  # best first
    best: Action
    why: Reason
    worlds: int = 0
    exact: bool = False

    def reason(self, lang: str = "en", deck: Deck = Deck.SWISS) -> str:
        return self.why.text(lang, deck)

    def value_of(self, action: Action) -> float | None:
        for r in self.ranked:
            if r.action == action:
                return r.value
        return None


def hint(obs: Observation, budget: float = DEFAULT_HINT_BUDGET, seed: int | None = None) -> Hint:
    """The recommended action for the pending decision of ``obs.seat``."""
    if not obs.legal_actions:
        raise ValueError("there is no decision to give a hint for")
    expert = ExpertPlayer(seed=seed if seed is not None else random.randrange(1 << 30), budget=budget)
    if obs.decision is Decision.CHOOSE_MODE:
        values = expert.mode_values(obs, budget)
        ranked = tuple(sorted((RankedAction(a, v) for a, v in values.items()), key=lambda r: -r.value))
        return Hint(ranked, ranked[0].action,
                    explain_mode(obs, ranked[0].action, best_mode(obs.hand)[0], ranked[0].value))
    if obs.decision is Decision.PLAY:
        if obs.game is Game.SCHMAUS and ExchangeSix() in obs.legal_actions and expert._wants_exchange(obs):
            cards = legal_cards(obs)
            ranked = (RankedAction(ExchangeSix(), 0.0),) + tuple(
                RankedAction(with_announcements(obs, c), 0.0) for c in cards)
            return Hint(ranked, ExchangeSix(), explain_other(obs, ExchangeSix()))
        estimates = expert.evaluate_cards(obs, budget, include_weis_cards=True)
        weis = expert._schmaus_weis(obs) if obs.game is Game.SCHMAUS else None
        ordered = sorted(estimates.values(), key=lambda e: (e.pruned, -e.value, e.card))  # as the Expert plays
        ranked = tuple(RankedAction(with_announcements(obs, e.card, prefer_weis=weis), e.value) for e in ordered)
        best = ordered[0]
        worlds = max(e.samples for e in ordered)
        keep = expert._weis_cards(obs) if obs.game is Game.SCHMAUS and obs.stock_size else 0
        why = explain_card(obs, best.card, best.value, worlds, best.exact, [e.card for e in ordered], keep)
        best_action = ranked[0].action
        if isinstance(best_action, Play) and best_action.weis and obs.game is Game.SCHMAUS:
            template = "weis_last" if len(obs.tricks) == 9 else "weis_step"
            why = Reason(why.template, why.cards, why.card, why.suit, why.mode, why.params,
                         why.extra + (Reason(template, params={"weis": best_action.weis[0]}),))
        return Hint(ranked, best_action, why, worlds=worlds, exact=best.exact)
    # cut, dealer choice: no search needed
    action = expert.choose(obs)
    others = [a for a in obs.legal_actions if a != action]
    ranked = (RankedAction(action, 0.0),) + tuple(RankedAction(a, 0.0) for a in others)
    return Hint(ranked, action, explain_other(obs, action))


def card_values(h: Hint) -> dict[int, float]:
    """Value per card (the best variant of each), for showing on the cards."""
    out: dict[int, float] = {}
    for r in h.ranked:
        if r.action.kind is ActionKind.PLAY:
            card = int(r.action.card)  # type: ignore[attr-defined]
            out[card] = max(out.get(card, r.value), r.value)
    return out

"""Hints for a person: every legal action ranked by its value, the best marked, and why.

The values come from the Expert's search (expected point difference for the
person's side over the rest of the hand, about a second of thinking); the
reason comes from :mod:`jassdesk.ai.explain`, followed by the choices just as
good and the runner-up with what it would cost; the search's figure is kept
apart as the detail line.  "We do not cheat": the hint
sees the person's observation only, exactly like an AI player.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from jassdesk.engine.actions import Action, ActionKind, Decision, ExchangeSix
from jassdesk.engine.cards import Deck
from jassdesk.engine.observe import Observation

from . import claims, fast_core
from .endgame import endgame_values, exact_endgame
from .expert import CardEstimate, ExpertPlayer
from .explain import Reason, every_deal, explain_card, explain_other, is_jass_reason, runner_up
from .explain_mode import explain_mode
from .game_ai import SearchSize, legal_cards
from .games import game_ai
from .search_pool import SearchPool
from .trump_choice import best_mode

DEFAULT_HINT_BUDGET = 0.9


@dataclass(frozen=True)
class RankedAction:
    action: Action
    value: float  # expected point difference for the person's side over the rest of the hand


EQUAL_MARGIN = 1.5  # points: choices closer than this to the best are "just as good" (within the search's noise)


@dataclass(frozen=True)
class Hint:
    """The recommended action, why (a player's reason), what the alternatives cost, and the search's figure."""

    ranked: tuple[RankedAction, ...]  # best first
    best: Action
    why: Reason
    worlds: int = 0
    exact: bool = False
    alternatives: Reason | None = None  # the equally good choices and the runner-up with its cost
    detail: Reason | None = None  # the search's figure, for the detail line

    def reason(self, lang: str = "en", deck: Deck = Deck.SWISS) -> str:
        """The reason and the alternatives, as the table shows them."""
        text = self.why.text(lang, deck)
        return text + " " + self.alternatives.text(lang, deck) if self.alternatives is not None else text

    def detail_text(self, lang: str = "en", deck: Deck = Deck.SWISS) -> str:
        return self.detail.text(lang, deck) if self.detail is not None else ""

    @property
    def has_jass_reason(self) -> bool:
        return is_jass_reason(self.why)

    def value_of(self, action: Action) -> float | None:
        for r in self.ranked:
            if r.action == action:
                return r.value
        return None


def compare_alternatives(ranked: tuple[RankedAction, ...], obs: Observation,
                         why: Reason | None = None) -> Reason | None:
    """The cards as good as the best ("just as good: ..."), then the runner-up and what it would cost.

    With the card's reason ``why``, a card the search finds as good but the reason contradicts (one that takes
    the trick the reason lets go, one that gives away clearly more points) is not called "just as good"."""
    if len(ranked) < 2:
        return None
    best = ranked[0].value
    equal = [r.action for r in ranked[1:] if best - r.value < EQUAL_MARGIN]
    rest = [r for r in ranked[1:] if best - r.value >= EQUAL_MARGIN]
    if why is not None and ranked[0].action.kind is ActionKind.PLAY:
        best_card = int(ranked[0].action.card)  # type: ignore[attr-defined]
        equal = [a for a in equal if a.kind is not ActionKind.PLAY
                 or fits_reason(obs, why, best_card, int(a.card))]  # type: ignore[attr-defined]
    rows = getattr(obs.rules.options, "coiffeur_rows", ())  # the rows a row choice names (Coiffeur only)
    second = (runner_up(best, rest[0].action, rest[0].value, rows),) if rest else ()
    if equal and all(a.kind is ActionKind.PLAY for a in equal):
        return Reason("equal_cards", cards=tuple(dict.fromkeys(int(a.card) for a in equal)),  # type: ignore
                      extra=second)
    if equal:
        value = next(r.value for r in ranked if r.action == equal[0])
        return runner_up(best, equal[0], value, rows)
    return second[0] if second else None


# a card giving away this many points more than the recommended one is not "just as good" for a reason that
# keeps the points low (a lead, a discard, a duck)
CLEARLY_MORE_POINTS = 10
# the reasons whose card takes the trick; every other card reason leaves it (or leads)
TAKING = frozenset({"take_trick", "take_trick_cheap", "take_trick_sure", "take_last", "bank_ten"})
# the reasons that say the card gives away or risks the fewest points: a richer card contradicts them
FEWEST_POINTS = frozenset({"discard_low", "lead_low"})


def fits_reason(obs: Observation, why: Reason, best: int, card: int) -> bool:
    """May ``card`` be named "just as good" beside ``best`` under the reason ``why``?"""
    if card == best:
        return True
    if obs.trick and claims.wins_now(obs, card) != claims.wins_now(obs, best):
        return False  # the one takes the trick, the other lets it go: the reason holds for one of them only
    if why.template in TAKING or why.template in ("schmieren", "master_lead", "master_suit"):
        return True
    if why.template in FEWEST_POINTS:
        return claims.points(obs, card) <= claims.points(obs, best)
    return claims.points(obs, card) < claims.points(obs, best) + CLEARLY_MORE_POINTS


def searching_expert(budget: float, seed: int | None = None, worlds: SearchSize | int | None = None,
                     pool: SearchPool | None = None) -> ExpertPlayer:
    """The Expert a hint searches with: a time ``budget``, or with ``worlds`` a fixed number of sampled worlds
    (reproducible for a given ``seed`` and number of searching processes, as the review needs); with ``pool``
    its search runs on every core, as the table's Expert does."""
    seed = seed if seed is not None else random.randrange(1 << 30)
    if worlds is not None:
        return ExpertPlayer.searching(worlds, seed=seed, pool=pool)
    return ExpertPlayer(seed=seed, budget=budget, pool=pool)


def hint(obs: Observation, budget: float = DEFAULT_HINT_BUDGET, seed: int | None = None,
         worlds: SearchSize | int | None = None, pool: SearchPool | None = None) -> Hint:
    """The recommended action for the pending decision of ``obs.seat`` (searched with ``pool`` if given)."""
    if not obs.legal_actions:
        raise ValueError("there is no decision to give a hint for")
    expert = searching_expert(budget, seed, worlds, pool)
    if obs.decision is Decision.CHOOSE_MODE:
        return mode_hint(obs, expert)
    game = game_ai(obs.game)
    if obs.decision is Decision.PLAY:
        special = game.special_action(obs)
        if special is not None:
            ranked = (RankedAction(special, 0.0),) + tuple(
                RankedAction(game.play_action(obs, c), 0.0) for c in legal_cards(obs))
            return Hint(ranked, special, explain_other(obs, special))
        return card_hint(obs, expert)
    # cut, dealer choice: no search needed; a bid: the Expert's own
    action = expert.choose(obs)
    others = [a for a in obs.legal_actions if a != action]
    ranked = (RankedAction(action, 0.0),) + tuple(RankedAction(a, 0.0) for a in others)
    why = game.decision_reason(obs, action) or explain_other(obs, action, dealer_template=game.dealer_reason)
    return Hint(ranked, action, why)


def mode_hint(obs: Observation, expert: ExpertPlayer) -> Hint:
    """Every mode (and pushing) ranked by the Expert's simulation, the best explained."""
    values = expert.mode_values(obs, expert.budget)
    ranked = tuple(sorted((RankedAction(a, v) for a, v in values.items()), key=lambda r: -r.value))
    best_action = ranked[0].action
    why = game_ai(obs.game).mode_reason(obs, best_action, ranked[0].value)
    return Hint(ranked, best_action,
                why or explain_mode(obs, best_action, best_mode(obs.hand)[0], ranked[0].value),
                alternatives=compare_alternatives(ranked, obs),
                detail=Reason("mode_average", params={"value": f"{ranked[0].value:+.0f}"}))


def card_hint(obs: Observation, expert: ExpertPlayer, endgame: bool = True) -> Hint:
    """Every legal card ranked by the Expert's search (a special action such as the trump-6 exchange left aside);
    in the last four tricks, where the compiled core solves them in every world, by the exact values the review
    labels with (``endgame`` False: by the search, as for measuring what the solver changes)."""
    game = game_ai(obs.game)
    if not endgame:
        expert = expert.sampling_to_the_end()
    if endgame and exact_endgame(obs) and fast_core.core_for(expert) is not None:
        # the last four tricks: every world solved exactly (ai/endgame), as the review labels them
        estimates = endgame_estimates(obs, expert)
    else:  # without the core the Expert's search itself solves every world of its last three tricks
        estimates = expert.search_cards(obs, expert.budget, include_weis_cards=True)
    every = endgame and exact_endgame(obs) and all(e.exact for e in estimates.values())
    weis = game.expert_weis(obs)
    ordered = sorted(estimates.values(), key=lambda e: (e.pruned, -e.value, e.card))  # as the Expert plays
    ranked = tuple(RankedAction(game.play_action(obs, e.card, prefer_weis=weis), e.value) for e in ordered)
    best = ordered[0]
    worlds = max(e.samples for e in ordered)
    best_action = ranked[0].action
    all_equal = len(ordered) > 1 and all(e.exact and e.value == best.value for e in ordered)
    why = game.card_reason(obs, best.card, best.value, worlds) if len(ordered) > 1 and not all_equal else None
    if all_equal:  # solved: the rest of the hand goes the same way whatever is played
        why = Reason("all_equal", card=best.card)
    if why is None:
        why = explain_card(obs, best.card, [e.card for e in ordered], game.weis_cards(obs))
    more = tuple(r for r in (game.weis_reason(obs, best_action),
                             Reason("keep_six") if ExchangeSix() in obs.legal_actions else None) if r is not None)
    if more:
        why = Reason(why.template, why.cards, why.card, why.suit, why.mode, why.params, why.extra + more)
    detail = game.figure_reason(obs, best.card, best.value, worlds, best.exact) if len(ordered) > 1 else None
    if every and len(ordered) > 1:
        detail = every_deal(best.card, best.value, worlds)
    return Hint(ranked, best_action, why, worlds=worlds, exact=best.exact,
                alternatives=None if all_equal else compare_alternatives(ranked, obs, why), detail=detail)


def endgame_estimates(obs: Observation, expert: ExpertPlayer) -> dict[int, CardEstimate]:
    """Every legal card's exact value over the worlds of the endgame (:func:`~jassdesk.ai.endgame.endgame_values`):
    exact where every world was solved, else the mean of the sampled worlds' exact values."""
    searcher = expert.sized_for(obs.game)
    values = endgame_values(obs, searcher.max_worlds, searcher.rng, searcher.fast)
    return {c: CardEstimate(c, t.total, t.samples, exact=values.every_world) for c, t in values.tallies.items()}


def card_values(h: Hint) -> dict[int, float]:
    """Value per card (the best variant of each), for showing on the cards."""
    out: dict[int, float] = {}
    for r in h.ranked:
        if r.action.kind is ActionKind.PLAY:
            card = int(r.action.card)  # type: ignore[attr-defined]
            out[card] = max(out.get(card, r.value), r.value)
    return out

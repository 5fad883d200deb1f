"""Why a move is good, in a player's words, from facts of the position.

A reason is a template id plus the cards, suits and numbers it names; the
sentence is rendered in the player's language and deck.  Each reason says
only what :mod:`jassdesk.ai.claims` proves from the observation (a master no
unseen card beats, a trick the opponents after me cannot take, trumps that
may still be out), so a hint never tells the person something false.  The
search's figure (:func:`figure`) is a detail line, and the runner-up's cost
(:func:`runner_up`) follows the reason.  The sentences are data in
:mod:`jassdesk.ai.texts`, each game's own with that game.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from jassdesk.engine.actions import Action, Bid, ChooseDealer, ChooseMode, ChooseRow, Cut, ExchangeSix, Push
from jassdesk.engine.cards import CARDS, N_RANKS, SUIT_MASKS, Deck, cards_in, list_names, suit_name
from jassdesk.engine.coiffeur_table import CoiffeurRow
from jassdesk.engine.language import contract, join_and, text_in
from jassdesk.engine.modes import Mode
from jassdesk.engine.numbers import shown_number
from jassdesk.engine.observe import Observation
from jassdesk.engine.weis import stoeck_pair

from . import claims, knowledge
from .texts import END_WORDS, TEMPLATES


@dataclass(frozen=True)
class Reason:
    """A sentence waiting for a language and a deck."""

    template: str
    cards: tuple[int, ...] = ()
    card: int | None = None
    suit: int | None = None
    mode: Mode | None = None
    params: dict[str, Any] = field(default_factory=dict)
    extra: tuple["Reason", ...] = ()

    def text(self, lang: str = "en", deck: Deck = Deck.SWISS) -> str:
        template = text_in(TEMPLATES[self.template], lang)
        values: dict[str, Any] = {key: shown_number(value, lang) for key, value in self.params.items()}
        values["cards"] = list_names(self.cards, lang, deck)
        if self.card is not None:
            values["card"] = CARDS[self.card].phrase(lang, deck)
        if self.suit is not None:
            values["suit"] = suit_name(self.suit, lang, deck)
        if self.mode is not None:
            values["mode"] = self.mode.name_in(lang, deck)
        if "end" in values:
            values["end"] = text_in(END_WORDS[values["end"]], lang)
        if isinstance(values.get("weis"), tuple):
            values["weis"] = join_and((w.name(lang, deck) for w in values["weis"]), lang)
        elif "weis" in values and hasattr(values["weis"], "name"):
            values["weis"] = values["weis"].name(lang, deck)
        if "row" in values:  # a Coiffeur row, named in the player's language and deck
            values["row"] = values["row"].name_in(lang, deck)
        sentence = contract(template.format(**values), lang)
        for more in self.extra:
            sentence += " " + more.text(lang, deck)
        return sentence


def fmt_points(value: float) -> str:
    return f"{abs(value):.0f}"


# The templates that only report the search's figure: a detail line, never a reason a player would give.
FIGURE_TEMPLATES = frozenset({"exact", "exact_behind", "best_average", "best_average_behind", "choose_mode_search",
                              "mode_average", "best_plain"})
SCHMIEREN_POINTS = 3  # the least a card must be worth to be "given" to the partner's trick


def is_jass_reason(reason: Reason) -> bool:
    """Does the reason (or one of its additions) say something a player would say, beyond the figure?"""
    return reason.template not in FIGURE_TEMPLATES or any(is_jass_reason(r) for r in reason.extra)


def figure(card: int, value: float, worlds: int, exact: bool) -> Reason:
    """The search's figure for ``card``: the detail line under the reason."""
    if exact:
        return Reason("exact" if value >= 0 else "exact_behind", card=card, params={"value": fmt_points(value)})
    return Reason("best_average" if value >= 0 else "best_average_behind", card=card,
                  params={"value": fmt_points(value), "worlds": worlds})


def explain_card(obs: Observation, card: int, alternatives: list[int], weis_cards: int = 0) -> Reason:
    """The Jass reason for playing ``card`` here, with what it keeps (Stöck, Bauer and Nell, a Weis)."""
    if len(alternatives) == 1:
        return Reason("only_card", card=card)
    extra = _what_it_keeps(obs, card, alternatives, weis_cards)
    main = _follow_reason(obs, card, alternatives) if obs.trick else _lead_reason(obs, card, alternatives)
    if main is None:
        kept = [c for c in cards_in(obs.hand) if c != card and claims.top_of_suit(obs, c)
                and knowledge.outstanding_in_suit(obs, c // N_RANKS)]
        more = (Reason("keep_master", card=max(kept, key=lambda c: claims.points(obs, c))),) if kept else ()
        main = Reason("best_plain", card=card, extra=more)
    return Reason(main.template, main.cards, main.card, main.suit, main.mode, main.params, main.extra + extra)


def _what_it_keeps(obs: Observation, card: int, alternatives: list[int], weis_cards: int) -> tuple[Reason, ...]:
    extra: list[Reason] = []
    mode = obs.mode
    if mode is not None and mode < 4:
        king, ober = stoeck_pair(int(mode))
        if obs.hand >> king & 1 and obs.hand >> ober & 1 and card not in (king, ober) and \
                (king in alternatives or ober in alternatives):
            extra.append(Reason("keep_stoeck", card=king))
        kept = [c for c in claims.bauer_and_nell(obs) if c != card]
        if kept and any(c in alternatives for c in kept) and len(obs.hand_sizes) > 2 and obs.hand.bit_count() > 2:
            extra.append(Reason("keep_bauer", cards=tuple(kept)))
    if weis_cards and not weis_cards >> card & 1 and any(weis_cards >> c & 1 for c in alternatives):
        extra.append(Reason("keep_weis", card=card))
    return tuple(extra)


def _follow_reason(obs: Observation, card: int, alternatives: list[int]) -> Reason | None:
    pts = claims.points(obs, card)
    trick_points = knowledge.trick_points_so_far(obs) + pts
    if claims.wins_now(obs, card):
        if claims.safe_after(obs, card):
            if sum(obs.hand_sizes) == len(obs.hand_sizes) - len(obs.trick) and not obs.stock_size:
                return Reason("take_last", card=card)
            return Reason("take_trick_sure", card=card, params={"points": trick_points})
        return Reason("take_trick", card=card, params={"points": trick_points})
    if claims.partner_winning(obs):
        if claims.safe_after(obs, card):
            if pts >= SCHMIEREN_POINTS:
                return Reason("schmieren", card=card, params={"points": pts})
            return Reason("partner_safe", card=card)
        return Reason("partner_ahead", card=card)
    winners = [c for c in alternatives if claims.wins_now(obs, c)]
    if winners:
        cheapest_winner = knowledge.weakest_winner(winners, obs)
        return Reason("let_go", cards=(cheapest_winner,), params={"points": knowledge.trick_points_so_far(obs)})
    partner = knowledge.partner_of(obs, obs.seat)
    if partner is not None and not claims.can_follow(obs) and not claims.is_trump(obs, card) and \
            not _strong_in(obs, card // N_RANKS):
        return Reason("verwerfen", card=card, suit=card // N_RANKS)
    if pts == min(claims.points(obs, c) for c in alternatives):
        return Reason("discard_low", card=card)
    return Reason("discard_spare", card=card)


def _strong_in(obs: Observation, suit: int) -> bool:
    """Does the hand hold a card of ``suit`` worth 10 or more, or the highest one still out (then no Verwerfen)?"""
    return any(claims.points(obs, c) >= 10 or claims.top_of_suit(obs, c)
               for c in cards_in(obs.hand & SUIT_MASKS[suit]))


def _lead_reason(obs: Observation, card: int, alternatives: list[int]) -> Reason | None:
    suit = card // N_RANKS
    if claims.is_trump(obs, card) and claims.opponents_may_hold_trumps(obs):
        mine = [c for c in range(36) if obs.hand >> c & 1 and claims.is_trump(obs, c)]
        return Reason("draw_trumps", cards=tuple(mine))
    if claims.master(obs, card):
        return Reason("master_lead", card=card)
    if obs.mode is not None and obs.mode < 4 and not claims.is_trump(obs, card) and claims.top_of_suit(obs, card) \
            and knowledge.outstanding_in_suit(obs, suit):
        return Reason("master_suit", card=card, suit=suit)
    partner = knowledge.partner_of(obs, obs.seat)
    if partner is not None and not claims.is_trump(obs, card) and suit in knowledge.first_lead_suits(obs, partner):
        return Reason("follow_signal", card=card, suit=suit)
    if claims.points(obs, card) == min(claims.points(obs, c) for c in alternatives):
        return Reason("lead_low", card=card)
    if obs.mode is not None and obs.mode < 4 and not claims.is_trump(obs, card) and \
            claims.suit_length(obs.hand, suit) <= 2 and obs.hand & SUIT_MASKS[int(obs.mode)]:
        return Reason("lead_short" if claims.suit_length(obs.hand, suit) == 2 else "lead_singleton", card=card,
                      suit=suit)
    lengths = [claims.suit_length(obs.hand, s) for s in range(4) if not (obs.mode is not None and obs.mode == s)]
    if not claims.is_trump(obs, card) and claims.suit_length(obs.hand, suit) >= max(3, *lengths):
        return Reason("lead_long", card=card, suit=suit)
    return None


def runner_up(best_value: float, second: Action, second_value: float,
              rows: tuple[tuple[str, int], ...] = ()) -> Reason:
    """What the next best choice would cost (``rows``: the Coiffeur table, to name a row)."""
    cost = {"cost": f"{max(0.0, best_value - second_value):.0f}"}
    if isinstance(second, ChooseRow):
        return Reason("runner_up_row", mode=second.mode, params={**cost, "row": CoiffeurRow(*rows[second.row])})
    if isinstance(second, ChooseMode):
        return Reason("runner_up_mode", mode=second.mode, params=cost)
    if isinstance(second, Push):
        return Reason("runner_up_push", params=cost)
    return Reason("runner_up", card=int(second.card), params=cost)  # type: ignore[attr-defined]


def explain_other(obs: Observation, action: Action, dealer_template: str = "choose_dealer") -> Reason:
    """Why a decision that is not a card nor a mode; the game names its reason for the dealer choice."""
    if isinstance(action, Cut):
        return Reason("cut")
    if isinstance(action, ChooseDealer):
        return Reason(dealer_template)
    if isinstance(action, ExchangeSix):
        return Reason("exchange_six", card=obs.turned)
    if isinstance(action, Bid):
        return Reason("bid", params={"points": action.points})
    return Reason("cut")


__all__ = ["END_WORDS", "FIGURE_TEMPLATES", "TEMPLATES", "Reason", "explain_card", "explain_other",
           "figure", "is_jass_reason", "runner_up"]

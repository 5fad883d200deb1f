"""Why a move is good, in a player's words, from facts of the position.

A reason is a template id plus the cards, suits and numbers it names; the
sentence is rendered in the player's language and deck.  Each reason says
only what :mod:`jassdesk.ai.claims` proves from the observation (a master no
unseen card beats, a trick the opponents after me cannot take, trumps that
may still be out), so a hint never tells the person something false.  The
reasons are the ones a Swiss course teaches: count the trumps still out and
draw them (the side that chose trump only, never with one small trump), lead
the partner who made trump a trump, answer his lead and his discard, Anziehen,
keep the Bauer and Nell back, schmieren, bank a 10 before a higher card
catches it, let a small trick go rather than spend a trump, Stöck, and in
Coiffeur what the row's factor makes of the points.  The
search's figure (:func:`figure`) is a detail line, and the runner-up's cost
(:func:`runner_up`) follows the reason.  The sentences are data in
:mod:`jassdesk.ai.texts`, each game's own with that game.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from jassdesk.engine.actions import Action, Bid, ChooseDealer, ChooseMode, ChooseRow, Cut, ExchangeSix, Push
from jassdesk.engine.cards import CARDS, N_RANKS, SUIT_MASKS, Deck, Rank, cards_in, list_names, suit_name
from jassdesk.engine.coiffeur_table import CoiffeurRow
from jassdesk.engine.language import contract, join_and, text_in
from jassdesk.engine.modes import STRENGTH, Mode
from jassdesk.engine.numbers import shown_number
from jassdesk.engine.observe import Observation
from jassdesk.engine.weis import stoeck_pair

from . import claims, knowledge
from .texts import END_WORDS, KEPT_ROLES, TEMPLATES, TRUMP_ROLE_NAMES


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
        if "roles" in values:  # the Bauer and/or the Nell kept
            values["roles"] = text_in(KEPT_ROLES[values["roles"]], lang)
        if isinstance(values.get("named"), TrumpCards):
            values["named"] = values["named"].name_in(lang, deck)
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


@dataclass(frozen=True)
class TrumpCards:
    """Trumps named as a player counts them: the Under is the Bauer, the 9 the Nell, the others by name."""

    cards: tuple[int, ...]
    trump: int  # the trump suit

    def name_in(self, lang: str, deck: Deck) -> str:
        roles = {self.trump * N_RANKS + Rank.UNDER: "bauer", self.trump * N_RANKS + Rank.NINE: "nell"}
        return join_and((text_in(TRUMP_ROLE_NAMES[roles.get(c, "card")], lang)
                         .format(card=CARDS[c].phrase(lang, deck)) for c in self.cards), lang)


def fmt_points(value: float) -> str:
    return f"{abs(value):.0f}"


# The templates that only report the search's figure: a detail line, never a reason a player would give.
FIGURE_TEMPLATES = frozenset({"exact", "exact_behind", "every_deal", "every_deal_behind", "best_average",
                              "best_average_behind", "choose_mode_search", "mode_average", "best_plain"})
SCHMIEREN_POINTS = 3  # the least a card must be worth to be "given" to the partner's trick
STOECK_POINTS = 20  # König and Ober of trump in one hand, written when the second is played (RULES.md)
RICH_DUCK = 10  # a duck giving away this many points more than the cheapest card is not explained by "let it go"
BANK_POINTS = 10  # a card worth this much, taking a trick for sure while a higher one is out, is "banked"


def is_jass_reason(reason: Reason) -> bool:
    """Does the reason (or one of its additions) say something a player would say, beyond the figure?"""
    return reason.template not in FIGURE_TEMPLATES or any(is_jass_reason(r) for r in reason.extra)


def figure(card: int, value: float, worlds: int, exact: bool) -> Reason:
    """The search's figure for ``card``: the detail line under the reason."""
    if exact:
        return Reason("exact" if value >= 0 else "exact_behind", card=card, params={"value": fmt_points(value)})
    return Reason("best_average" if value >= 0 else "best_average_behind", card=card,
                  params={"value": fmt_points(value), "worlds": worlds})


def every_deal(card: int, value: float, worlds: int) -> Reason:
    """The figure of an endgame solved in every world the seat cannot tell apart (ai/endgame): the mean of the
    exact values over all of them."""
    return Reason("every_deal" if value >= 0 else "every_deal_behind", card=card,
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
                (king in alternatives or ober in alternatives) and _stoeck_counts(obs):
            extra.append(Reason("keep_stoeck", card=king))
        if obs.stoeck_pending and card in (king, ober) and obs.played_by[obs.seat] >> (king + ober - card) & 1 \
                and _stoeck_counts(obs):
            extra.append(Reason("stoeck_now", card=card, params={"points": STOECK_POINTS * obs.multiplier}))
        kept = [c for c in claims.bauer_and_nell(obs) if c != card]
        if kept and any(c in alternatives for c in kept) and len(obs.hand_sizes) > 2 and obs.hand.bit_count() > 2:
            roles = "both" if len(kept) == 2 else ("bauer" if kept[0] % N_RANKS == Rank.UNDER else "nell")
            extra.append(Reason("keep_bauer", cards=tuple(kept), params={"roles": roles}))
    if weis_cards and not weis_cards >> card & 1 and any(weis_cards >> c & 1 for c in alternatives):
        extra.append(Reason("keep_weis", card=card))
    return tuple(extra)


def _stoeck_counts(obs: Observation) -> bool:
    """Is a Stöck written for my side (the engine says: not in Differenzler; in Coiffeur only for the choosing
    team, and only with the option on)?"""
    return obs.stoeck_counts


def _follow_reason(obs: Observation, card: int, alternatives: list[int]) -> Reason | None:
    pts = claims.points(obs, card)
    trick_points = knowledge.trick_points_so_far(obs) + pts
    if claims.wins_now(obs, card):
        return _with_factor(obs, _take_reason(obs, card, trick_points), trick_points)
    if claims.partner_winning(obs):
        if claims.safe_after(obs, card):
            if pts >= SCHMIEREN_POINTS:
                return _with_factor(obs, Reason("schmieren", card=card, params={"points": pts}), pts)
            return Reason("partner_safe", card=card)
        return Reason("partner_ahead", card=card)
    winners = [c for c in alternatives if claims.wins_now(obs, c)]
    if winners:
        return _let_go_reason(obs, card, alternatives, winners) or _singleton_discard(obs, card)
    singleton = _singleton_discard(obs, card)
    if singleton is not None:
        return singleton
    partner = knowledge.partner_of(obs, obs.seat)
    if partner is not None and not claims.can_follow(obs) and not claims.is_trump(obs, card) and \
            not _strong_in(obs, card // N_RANKS):
        return Reason("verwerfen", card=card, suit=card // N_RANKS)
    if pts == min(claims.points(obs, c) for c in alternatives):
        return Reason("discard_low", card=card)
    return Reason("discard_spare", card=card)


def _singleton_discard(obs: Observation, card: int) -> Reason | None:
    """Throwing the only card of a side suit while unable to follow: from then on that suit can be trumped
    (following is a duty, cards of the suit are still out, and a trump stays in the hand)."""
    suit = card // N_RANKS
    if claims.can_follow(obs) or obs.mode is None or obs.mode >= 4 or claims.is_trump(obs, card) or \
            claims.suit_length(obs.hand, suit) != 1 or not _can_ruff_later(obs, card):
        return None
    return Reason("discard_singleton", card=card, suit=suit)


def _take_reason(obs: Observation, card: int, trick_points: int) -> Reason:
    """Taking the trick: for sure, the last one, a 10 banked before a higher card catches it, or for now."""
    if not claims.safe_after(obs, card):
        if trick_points == 0:  # nothing on the trick yet and the card is worth nothing: it only goes ahead
            return Reason("take_trick_cheap", card=card)
        return Reason("take_trick", card=card, params={"points": trick_points})
    if sum(obs.hand_sizes) == len(obs.hand_sizes) - len(obs.trick) and not obs.stock_size:
        return Reason("take_last", card=card)
    catcher = claims.highest_out(obs, card)
    if claims.points(obs, card) >= BANK_POINTS and catcher is not None:
        return Reason("bank_ten", card=card, cards=(catcher,), params={"points": trick_points})
    return Reason("take_trick_sure", card=card, params={"points": trick_points})


def _let_go_reason(obs: Observation, card: int, alternatives: list[int], winners: list[int]) -> Reason | None:
    """Ducking a trick one of my cards could take: say which card it spares and why, if the duck is cheap.

    A duck that gives away a rich card while a cheaper one would do is not explained by the trick's points
    (None: the caller finds another reason)."""
    losers = [c for c in alternatives if c not in winners]
    if claims.points(obs, card) >= min(claims.points(obs, c) for c in losers) + RICH_DUCK:
        return None
    so_far = knowledge.trick_points_so_far(obs)
    spared = knowledge.weakest_winner(winners, obs)
    if claims.is_trump(obs, spared) and obs.trick[0] // N_RANKS != int(obs.mode):
        return _with_factor(obs, Reason("let_go_trump", cards=(spared,), params={"points": so_far}), so_far)
    if so_far == 0:
        return Reason("let_go_empty", cards=(spared,))
    return _with_factor(obs, Reason("let_go", cards=(spared,), params={"points": so_far}), so_far)


def _with_factor(obs: Observation, reason: Reason, trick_points: int) -> Reason:
    """In Coiffeur the row's factor multiplies every point: say what the trick is worth there."""
    factor = obs.multiplier
    if obs.coiffeur_row is None or factor <= 1 or trick_points <= 0:  # a row is played only in Coiffeur
        return reason
    row = CoiffeurRow(*obs.rules.options.coiffeur_rows[obs.coiffeur_row])  # type: ignore[attr-defined]
    more = Reason("row_factor", params={"points": trick_points, "row": row, "value": trick_points * factor})
    return Reason(reason.template, reason.cards, reason.card, reason.suit, reason.mode, reason.params,
                  reason.extra + (more,))


def _strong_in(obs: Observation, suit: int) -> bool:
    """Does the hand hold a card of ``suit`` worth 10 or more, or the highest one still out (then no Verwerfen)?"""
    return any(claims.points(obs, c) >= 10 or claims.top_of_suit(obs, c)
               for c in cards_in(obs.hand & SUIT_MASKS[suit]))


def _lead_reason(obs: Observation, card: int, alternatives: list[int]) -> Reason | None:
    suit = card // N_RANKS
    trump_game = obs.mode is not None and obs.mode < 4
    if claims.is_trump(obs, card):
        reason = _trump_lead_reason(obs, card)
        if reason is not None:
            return reason
    if claims.master(obs, card):
        return Reason("master_lead", card=card)
    if trump_game and not claims.is_trump(obs, card) and claims.top_of_suit(obs, card) \
            and knowledge.outstanding_in_suit(obs, suit):
        return Reason("master_suit", card=card, suit=suit)
    partner = knowledge.partner_of(obs, obs.seat)
    plain = not claims.is_trump(obs, card)
    if partner is not None and plain and suit in knowledge.first_lead_suits(obs, partner) and \
            claims.may_hold_suit(obs, partner, suit):
        return Reason("follow_signal", card=card, suit=suit)
    if partner is not None and plain:
        discarded = knowledge.first_discard_suits(obs, partner)
        if discarded and suit not in discarded:
            return Reason("answer_discard", card=card, suit=discarded[0])
        if _anziehen(obs, card):
            return Reason("anziehen", card=card, suit=suit)
    if trump_game and plain and claims.is_defender(obs) and obs.hand & SUIT_MASKS[int(obs.mode)] and \
            claims.trumps_not_seen(obs):
        return Reason("defender_lead", card=card)
    if claims.points(obs, card) == min(claims.points(obs, c) for c in alternatives):
        return Reason("lead_low", card=card)
    length = claims.suit_length(obs.hand, suit)
    above = knowledge.others_cards(obs) & knowledge.STRONGER_IN_SUIT[obs.trick_mode][card]
    if plain and above.bit_count() == 1:
        return Reason("lead_drive", card=card, cards=tuple(cards_in(above)))
    if trump_game and plain and length <= 2 and _can_ruff_later(obs, card):
        return Reason("lead_short" if length == 2 else "lead_singleton", card=card, suit=suit)
    lengths = [claims.suit_length(obs.hand, s) for s in range(4) if not (obs.mode is not None and obs.mode == s)]
    if plain and length >= max(3, *lengths):
        return Reason("lead_long", card=card, suit=suit)
    return None


def _trump_lead_reason(obs: Observation, card: int) -> Reason | None:
    """Leading a trump: to the partner who made it, or drawing the opponents' trumps (not as a defender, not
    with a single small trump); the trumps still out are counted, the big ones named."""
    if not claims.opponents_may_hold_trumps(obs):
        return None
    if claims.partner_declared(obs):
        return Reason("partner_trump", card=card)
    if claims.is_defender(obs):
        return None
    mine = [c for c in cards_in(obs.hand) if claims.is_trump(obs, c)]
    if len(mine) < 2 and not claims.top_of_suit(obs, card):
        return None
    out = claims.trumps_not_seen(obs)
    big = tuple(claims.big_trumps_not_seen(obs))
    if len(out) == 1:
        return Reason("draw_trumps_one", card=card, cards=tuple(out),
                      params={"named": TrumpCards(tuple(out), int(obs.mode))})  # type: ignore[arg-type]
    template = "draw_trumps_big" if big else "draw_trumps"
    named = {"named": TrumpCards(big, int(obs.mode))} if big else {}  # type: ignore[arg-type]
    return Reason(template, card=card, cards=big, params={"trumps": len(out), **named})


def _anziehen(obs: Observation, card: int) -> bool:
    """Anziehen: a low card led from a suit whose highest card still out is in my hand (the partner then
    knows where my strength is)."""
    suit = card // N_RANKS
    mine = cards_in(obs.hand & SUIT_MASKS[suit])
    strength = STRENGTH[obs.trick_mode]
    return len(mine) >= 3 and card == min(mine, key=lambda c: strength[c]) and \
        any(c != card and claims.top_of_suit(obs, c) for c in mine) and \
        bool(knowledge.outstanding_in_suit(obs, suit))


def _can_ruff_later(obs: Observation, card: int) -> bool:
    """"Soon you can trump it" holds when following is a duty (no stock left to draw from), cards of the suit
    are still out and I keep a trump."""
    suit = card // N_RANKS
    return not obs.stock_size and bool(knowledge.outstanding_in_suit(obs, suit)) and \
        bool(obs.hand & SUIT_MASKS[int(obs.mode)])


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

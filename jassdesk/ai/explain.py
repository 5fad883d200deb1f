"""Why a move is good, in a player's words, from features of the position.

A reason is a template id plus the cards, suits and numbers it names; the
sentence is rendered in German or English and in the chosen deck.  The
features come from the rules engine (legal cards, who takes the trick, what
is still out) and from the search (values, exact solutions), never from
canned text per card.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from jassdesk.engine.actions import Action, ActionKind, ChooseMode, Cut, ChooseDealer, ExchangeSix, Push
from jassdesk.engine.cards import CARDS, Deck, N_RANKS, Rank, lang_index, list_names, suit_name
from jassdesk.engine.modes import POINTS, Mode
from jassdesk.engine.observe import Observation
from jassdesk.engine.weis import stoeck_pair

from . import knowledge

# id -> (English, German)
TEMPLATES: dict[str, tuple[str, str]] = {
    "draw_trumps": ("Draw trumps: you hold {cards}, and the opponents may still have trumps.",
                    "Trumpf ziehen: Sie haben {cards}, und die Gegner können noch Trümpfe haben."),
    "schmieren": ("Your partner takes this trick: give him the {card} ({points} points).",
                  "Ihr Partner macht diesen Stich: schmieren Sie {card} ({points} Punkte)."),
    "take_trick": ("Take the trick with the {card}: it is worth {points} points.",
                   "Stechen Sie mit {card}: der Stich ist {points} Punkte wert."),
    "take_last": ("Take the trick with the {card}: it is the last one and brings 5 extra points.",
                  "Nehmen Sie den Stich mit {card}: es ist der letzte, er bringt 5 Punkte extra."),
    "master_lead": ("Lead the {card}: nobody can beat it any more.",
                    "Spielen Sie {card} aus: niemand kann sie mehr schlagen."),
    "follow_signal": ("Lead the {card}: your partner showed strength in {suit}.",
                      "Spielen Sie {card} aus: Ihr Partner hat {suit} angezogen."),
    "keep_stoeck": ("Keep the {card}: your Stöck needs it.",
                    "Behalten Sie {card}: Ihr Stöck braucht sie."),
    "discard_low": ("You cannot take this trick profitably: throw the {card}, it gives away the fewest points.",
                    "Diesen Stich machen Sie nicht günstig: werfen Sie {card} ab, das kostet am wenigsten."),
    "lead_low": ("Lead the {card}: it risks the fewest points and keeps your strong cards.",
                 "Spielen Sie {card} aus: das riskiert am wenigsten und schont Ihre guten Karten."),
    "keep_weis": ("It builds no Weis: keep the cards of your Weis together.",
                  "Sie gehört zu keinem Weis: halten Sie die Karten Ihrer Weise zusammen."),
    "exact": ("Solved exactly: with the {card} you take {value} points more than your opponent from here, "
              "whatever he does.",
              "Exakt gelöst: mit {card} machen Sie von hier an {value} Punkte mehr als Ihr Gegner, "
              "was er auch tut."),
    "exact_behind": ("Solved exactly: the {card} loses least; your opponent takes at most {value} points more "
                     "than you from here.",
                     "Exakt gelöst: {card} verliert am wenigsten; Ihr Gegner macht von hier an höchstens "
                     "{value} Punkte mehr als Sie."),
    "best_average": ("The {card} does best: over {worlds} simulated deals your side takes on average {value} "
                     "points more than the other from here.",
                     "{card} ist am besten: über {worlds} simulierte Verteilungen macht Ihre Seite von hier an "
                     "im Schnitt {value} Punkte mehr als die andere."),
    "best_average_behind": ("The {card} costs least: over {worlds} simulated deals the other side takes on "
                            "average only {value} points more than yours from here.",
                            "{card} kostet am wenigsten: über {worlds} simulierte Verteilungen macht die andere "
                            "Seite von hier an im Schnitt nur {value} Punkte mehr als Ihre."),
    "only_card": ("The {card} is your only legal card.", "{card} ist Ihre einzige erlaubte Karte."),
    "choose_mode_trumps": ("Choose {mode}: you hold {cards}.", "Sagen Sie {mode} an: Sie haben {cards}."),
    "choose_mode_slalom": ("Choose {mode}: your hand takes tricks from the {end} ({tricks} sure ones).",
                           "Sagen Sie {mode} an: Ihre Hand sticht von {end} ({tricks} sichere Stiche)."),
    "choose_mode_search": ("Choose {mode}: in simulated deals it scores best for your team ({value} points).",
                           "Sagen Sie {mode} an: in simulierten Verteilungen bringt das Ihrem Team am meisten "
                           "({value} Punkte)."),
    "push": ("Push: your best choice, {mode}, is too weak; your partner chooses.",
             "Schieben: Ihre beste Wahl, {mode}, ist zu schwach; Ihr Partner sagt an."),
    "exchange_six": ("Exchange the trump 6 for the {card}: a higher trump for the lowest.",
                     "Tauschen Sie den Trumpf-6 gegen {card}: ein hoher Trumpf für den tiefsten."),
    "cut": ("Any cut is as good as another: the shuffle is fair.",
            "Jedes Abheben ist gleich gut: gemischt wurde fair."),
    "choose_dealer": ("Let the player before you deal: you become the Vorhand and choose the trump.",
                      "Lassen Sie Ihren Vordermann geben: Sie werden Vorhand und sagen an."),
    "choose_dealer_schmaus": ("Let your opponent deal: you lead the first trick.",
                              "Lassen Sie den Gegner geben: Sie spielen zum ersten Stich aus."),
    "weis_step": ("Announce {weis} now: weis upward in small steps to write more of them.",
                  "Weisen Sie jetzt {weis}: in kleinen Schritten aufwärts weisen bringt mehr."),
    "weis_last": ("Last chance to weis: announce {weis}.", "Letzte Gelegenheit zum Weisen: {weis}."),
}


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
        template = TEMPLATES[self.template][1 if lang_index(lang) == 0 else 0]
        values: dict[str, Any] = dict(self.params)
        values["cards"] = list_names(self.cards, lang, deck)
        if self.card is not None:
            values["card"] = CARDS[self.card].name(lang, deck)
        if self.suit is not None:
            values["suit"] = suit_name(self.suit, lang, deck)
        if self.mode is not None:
            values["mode"] = self.mode.name_in(lang, deck)
        if "end" in values:
            values["end"] = {("top", 0): "top", ("top", 1): "oben", ("bottom", 0): "bottom",
                             ("bottom", 1): "unten"}[(values["end"], 1 if lang_index(lang) == 0 else 0)]
        if "weis" in values and hasattr(values["weis"], "name"):
            values["weis"] = values["weis"].name(lang, deck)
        sentence = template.format(**values)
        for more in self.extra:
            sentence += " " + more.text(lang, deck)
        return sentence


def _fmt(value: float) -> str:
    return f"{abs(value):.0f}"


def explain_card(obs: Observation, card: int, value: float, worlds: int, exact: bool, alternatives: list[int],
                 weis_cards: int = 0) -> Reason:
    """The most telling feature of playing ``card`` here."""
    mode = int(obs.mode)
    pts = POINTS[mode]
    extra: tuple[Reason, ...] = ()
    if mode < 4:
        king, ober = stoeck_pair(mode)
        if obs.hand >> king & 1 and obs.hand >> ober & 1 and card not in (king, ober) and \
                (king in alternatives or ober in alternatives):
            extra = (Reason("keep_stoeck", card=king),)
    if len(alternatives) == 1:
        return Reason("only_card", card=card)
    if weis_cards and not weis_cards >> card & 1 and \
            any(weis_cards >> c & 1 for c in alternatives):
        extra = extra + (Reason("keep_weis", card=card),)
    if exact:
        return Reason("exact" if value >= 0 else "exact_behind", card=card, params={"value": _fmt(value)},
                      extra=extra)
    if obs.trick:
        winner = knowledge.trick_winner_so_far(obs)
        wins = card in knowledge.winning_cards(obs, 1 << card)
        if winner and knowledge.same_side(obs, winner[0], obs.seat) and not wins and pts[card] >= 10:
            return Reason("schmieren", card=card, params={"points": pts[card]}, extra=extra)
        if wins and not (winner and knowledge.same_side(obs, winner[0], obs.seat)):
            if sum(h for h in obs.hand_sizes) - len(obs.trick) <= len(obs.hand_sizes) - len(obs.trick):
                return Reason("take_last", card=card, extra=extra)
            return Reason("take_trick", card=card, params={"points": knowledge.trick_points_so_far(obs) + pts[card]},
                          extra=extra)
        if not wins and card == knowledge.cheapest(alternatives, obs):
            return Reason("discard_low", card=card, extra=extra)
    else:
        if mode < 4 and card // N_RANKS == mode and knowledge.trumps_out(obs):
            mine = [c for c in range(36) if obs.hand >> c & 1 and c // N_RANKS == mode]
            return Reason("draw_trumps", cards=tuple(mine), extra=extra)
        if knowledge.beats_all_outstanding(obs, card) and knowledge.outstanding_in_suit(obs, card // N_RANKS):
            return Reason("master_lead", card=card, extra=extra)
        partner = knowledge.partner_of(obs, obs.seat)
        if partner is not None and card // N_RANKS in knowledge.first_lead_suits(obs, partner):
            return Reason("follow_signal", card=card, suit=card // N_RANKS, extra=extra)
        if card == knowledge.cheapest(alternatives, obs):
            return Reason("lead_low", card=card, extra=extra)
    return Reason("best_average" if value >= 0 else "best_average_behind", card=card,
                  params={"value": _fmt(value), "worlds": worlds}, extra=extra)


def explain_mode(obs: Observation, action: Action, best_mode: Mode, value: float | None = None) -> Reason:
    if isinstance(action, Push):
        return Reason("push", mode=best_mode)
    mode = action.mode  # type: ignore[attr-defined]
    if value is not None and mode != best_mode:
        # the search disagrees with the rule of thumb: say what the search found
        return Reason("choose_mode_search", mode=mode, params={"value": f"{value:+.0f}"})
    if mode.is_trump_mode:
        strong = [c for c in range(36) if obs.hand >> c & 1 and c // N_RANKS == mode
                  and c % N_RANKS in (Rank.UNDER, Rank.NINE, Rank.AS, Rank.KOENIG)]
        held = strong or [c for c in range(36) if obs.hand >> c & 1 and c // N_RANKS == mode]
        return Reason("choose_mode_trumps", cards=tuple(held), mode=mode)
    undenufe = mode == Mode.UNDENUFE
    tricks = 0
    for suit in range(4):
        order = range(N_RANKS) if undenufe else range(N_RANKS - 1, -1, -1)
        for r in order:
            if obs.hand >> (suit * N_RANKS + r) & 1:
                tricks += 1
            else:
                break
    return Reason("choose_mode_slalom", mode=mode, params={"tricks": tricks, "end": "bottom" if undenufe else "top"})


def explain_other(obs: Observation, action: Action, dealer_template: str = "choose_dealer") -> Reason:
    """Why a decision that is not a card nor a mode; the game names its reason for the dealer choice."""
    if isinstance(action, Cut):
        return Reason("cut")
    if isinstance(action, ChooseDealer):
        return Reason(dealer_template)
    if isinstance(action, ExchangeSix):
        return Reason("exchange_six", card=obs.turned)
    return Reason("cut")


def action_kind(action: Action) -> ActionKind:
    return action.kind


__all__ = ["Reason", "TEMPLATES", "explain_card", "explain_mode", "explain_other", "ChooseMode"]

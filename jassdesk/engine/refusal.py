"""Why an action is not allowed: a rule id plus the cards involved.

The engine answers every illegal action with a :class:`Refusal` instead of a
bare ``False`` so that a learner is told the rule ("You must follow suit: you
hold Rosen-8 and Rosen-König").  The sentence is rendered on demand in the
player's language and deck, because the deck setting must never change the
engine's state; the UI may also translate by :attr:`Refusal.rule`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .cards import CARDS, Deck, lang_index, list_names, suit_name

# rule id -> (English, German).  Placeholders: {cards} {card} {high} {suit}
# {weis} {prev} {min} {max} {decision} {kind}
MESSAGES: dict[str, tuple[str, str]] = {
    "game_over": ("The Partie is over.", "Die Partie ist beendet."),
    "not_your_turn": ("It is not your turn.", "Sie sind nicht am Zug."),
    "wrong_decision": ("Now {decision}, not {kind}.", "Jetzt gilt: {decision}, nicht {kind}."),
    "foreign_action": ("This action does not exist in this game.", "Diesen Zug gibt es in diesem Spiel nicht."),
    "dealer_seat": ("Choose a player at the table: seat 1 to {max}.", "Wählen Sie einen Spieler am Tisch: Platz 1 bis {max}."),
    "cut_range": (
        "Cut between {min} and {max} cards: at least 3 lifted and at least 3 left.",
        "Heben Sie zwischen {min} und {max} Karten ab: mindestens 3 abheben und 3 liegen lassen.",
    ),
    "knock_not_agreed": (
        "Knocking was not agreed for this Partie: please cut.",
        "Klopfen wurde für diese Partie nicht vereinbart: bitte abheben.",
    ),
    "push_twice": (
        "Your partner pushed to you: you must choose the mode yourself.",
        "Ihr Partner hat geschoben: Sie müssen selbst ansagen.",
    ),
    "card_not_held": ("You do not hold {card}.", "Sie haben {card} nicht in der Hand."),
    "follow_suit": ("You must follow suit: you hold {cards}.", "Sie müssen Farbe angeben: Sie haben {cards}."),
    "follow_suit_or_trump": (
        "You must follow suit or play a trump: you hold {cards}.",
        "Sie müssen Farbe angeben oder trumpfen: Sie haben {cards}.",
    ),
    "play_bauer": (
        "You must follow suit: your only trump is the Bauer ({card}), and it must be played.",
        "Sie müssen Farbe angeben: Ihr einziger Trumpf ist der Bauer ({card}), er muss gespielt werden.",
    ),
    "trumpfzwang": (
        "Trumpfzwang: you cannot follow {suit}, so you must play a trump: you hold {cards}.",
        "Trumpfzwang: Sie können {suit} nicht angeben und müssen trumpfen: Sie haben {cards}.",
    ),
    "undertrump": (
        "You may not under-trump: {card} is lower than {high}, already in this trick.",
        "Untertrumpfen ist verboten: {card} ist tiefer als {high}, das schon im Stich liegt.",
    ),
    "must_trump": (
        "You cannot follow {suit}, so you must trump: you hold {cards}.",
        "Sie können {suit} nicht angeben und müssen trumpfen: Sie haben {cards}.",
    ),
    "weis_off": ("Weis is not played under these rules.", "Nach diesen Regeln wird nicht gewiesen."),
    "weis_first_card": (
        "Weis is announced with your first card only.",
        "Weisen können Sie nur mit Ihrer ersten Karte.",
    ),
    "weis_all_or_none": (
        "Announce all your Weis or none: you hold {weis}.",
        "Weisen Sie alle Ihre Weise oder keinen: Sie haben {weis}.",
    ),
    "weis_too_late": (
        "Weis may no longer be announced: the stock is used up and the last chance has passed.",
        "Weisen ist nicht mehr erlaubt: der Stock ist aufgebraucht und die letzte Gelegenheit vorbei.",
    ),
    "weis_one_per_card": (
        "Announce at most one Weis with each card you play.",
        "Mit jeder gespielten Karte darf höchstens ein Weis gemeldet werden.",
    ),
    "weis_not_held": ("You do not hold {weis}.", "Sie haben {weis} nicht in der Hand."),
    "weis_no_value": ("{weis} cannot be announced in this game.", "{weis} kann in diesem Spiel nicht gewiesen werden."),
    "weis_not_upward": (
        "You may only weis upward: {weis} is not higher than your {prev}, announced before.",
        "Sie dürfen nur aufwärts weisen: {weis} ist nicht höher als Ihr früherer Weis {prev}.",
    ),
    "stoeck_automatic": (
        "Stöck is announced automatically under these rules.",
        "Stöck wird nach diesen Regeln automatisch angesagt.",
    ),
    "stoeck_not_held": (
        "Stöck needs König and Ober of trump held together; announce it with the second of them.",
        "Stöck verlangt König und Ober des Trumpfs gleichzeitig in der Hand; angesagt wird er mit der zweiten Karte.",
    ),
    "six_not_held": ("You do not hold the trump 6.", "Sie haben den Trumpf-6 nicht."),
    "six_too_late": (
        "The trump 6 can be exchanged only while the stock holds at least two cards.",
        "Der Trumpf-6 kann nur getauscht werden, solange der Stock mindestens zwei Karten hat.",
    ),
}

DECISION_WORDS: dict[str, tuple[str, str]] = {
    "choose_dealer": ("the dealer is to be chosen", "der Geber ist zu bestimmen"),
    "cut": ("the pack is to be cut", "es ist abzuheben"),
    "knock": ("knocking", "Klopfen"),
    "choose_mode": ("the trump is to be chosen", "der Trumpf ist anzusagen"),
    "push": ("pushing", "Schieben"),
    "play": ("a card is to be played", "eine Karte ist zu spielen"),
    "exchange_six": ("exchanging the trump 6", "Tausch des Trumpf-6"),
    "game_over": ("the Partie is over", "die Partie ist beendet"),
}


@dataclass(frozen=True)
class Refusal:
    """The reason an action is illegal: which rule, and the cards it concerns."""

    rule: str
    cards: tuple[int, ...] = ()
    card: int | None = None
    high: int | None = None
    suit: int | None = None
    weis: Any = None  # a Weis, or a tuple of Weis
    prev: Any = None
    params: dict[str, Any] = field(default_factory=dict)

    def message(self, lang: str = "en", deck: Deck = Deck.SWISS) -> str:
        template = MESSAGES[self.rule][1 if lang_index(lang) == 0 else 0]
        values: dict[str, Any] = dict(self.params)
        values["cards"] = list_names(self.cards, lang, deck)
        if self.card is not None:
            values["card"] = CARDS[self.card].name(lang, deck)
        if self.high is not None:
            values["high"] = CARDS[self.high].name(lang, deck)
        if self.suit is not None:
            values["suit"] = suit_name(self.suit, lang, deck)
        if self.weis is not None:
            weis = self.weis if isinstance(self.weis, tuple) else (self.weis,)
            conj = " und " if lang_index(lang) == 0 else " and "
            values["weis"] = conj.join(w.name(lang, deck) for w in weis)
        if self.prev is not None:
            values["prev"] = self.prev.name(lang, deck)
        for key in ("decision", "kind"):
            if key in values and values[key] in DECISION_WORDS:
                values[key] = DECISION_WORDS[values[key]][1 if lang_index(lang) == 0 else 0]
        return template.format(**values)

    def __str__(self) -> str:
        return self.message()


class IllegalAction(ValueError):
    """Raised by ``apply`` for an action the rules refuse; the state is unchanged."""

    def __init__(self, refusal: Refusal) -> None:
        super().__init__(refusal.message())
        self.refusal = refusal

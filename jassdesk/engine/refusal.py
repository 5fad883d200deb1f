"""Why an action is not allowed: a rule id plus the cards involved.

The engine answers every illegal action with a :class:`Refusal` instead of a
bare ``False`` so that a learner is told the rule ("You must follow suit: you
hold Rosen-8 and Rosen-König").  The sentence is rendered on demand in the
player's language and deck, because the deck setting must never change the
engine's state; the UI may also translate by :attr:`Refusal.rule`.  The sentences
are data in :mod:`jassdesk.engine.texts`, each game's own with that game.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .cards import CARDS, Deck, Rank, list_names, rank_name, suit_name
from .language import contract, join_and, text_in
from .numbers import shown_number
from .texts import DECISION_WORDS, MESSAGES

__all__ = ["DECISION_WORDS", "MESSAGES", "IllegalAction", "MalformedAction", "Refusal"]


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
        template = text_in(MESSAGES[self.rule], lang)
        values: dict[str, Any] = {key: shown_number(value, lang) for key, value in self.params.items()}
        values["cards"] = list_names(self.cards, lang, deck)
        values["koenig"] = rank_name(Rank.KOENIG, lang, deck)
        values["ober"] = rank_name(Rank.OBER, lang, deck)
        if self.card is not None:
            values["card"] = CARDS[self.card].phrase(lang, deck)
        if self.high is not None:
            values["high"] = CARDS[self.high].phrase(lang, deck)
        if self.suit is not None:
            values["suit"] = suit_name(self.suit, lang, deck)
        if self.weis is not None:
            weis = self.weis if isinstance(self.weis, tuple) else (self.weis,)
            values["weis"] = join_and((w.name(lang, deck) for w in weis), lang)
        if self.prev is not None:
            values["prev"] = self.prev.name(lang, deck)
        for key, value in values.items():  # a mode or a Coiffeur row, named in the player's language
            if hasattr(value, "name_in"):
                values[key] = value.name_in(lang, deck)
        for key in ("decision", "kind"):
            if key in values and values[key] in DECISION_WORDS:
                values[key] = text_in(DECISION_WORDS[values[key]], lang)
        return contract(template.format(**values), lang)

    def __str__(self) -> str:
        return self.message()


class IllegalAction(ValueError):
    """Raised by ``apply`` for an action the rules refuse; the state is unchanged."""

    def __init__(self, refusal: Refusal) -> None:
        super().__init__(refusal.message())
        self.refusal = refusal


class MalformedAction(IllegalAction, TypeError):
    """An action built from values of the wrong type (a card as text, a Weis as text, ``True`` as a card).

    Raised when such an action is made, so it never reaches a state; the message names what was expected.
    """

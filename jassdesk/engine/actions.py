"""The actions a player can take, as small immutable values with text codes.

Every decision the engine asks for is answered by exactly one action, so a
Partie is fully described by its seed plus the list of actions (see
:mod:`jassdesk.engine.record`).  Announcements (Weis, Stöck) travel with the
card they are made with, because both games tie them to playing a card.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from .cards import CARDS, Card, Deck
from .language import text_in
from .modes import Mode
from .refusal import MalformedAction, Refusal
from .weis import Weis


def quoted(value: object, limit: int = 80, *, bare: bool = False) -> str:
    """``value`` as an engine message quotes it: its ``repr`` (``bare``: as ``str`` shows it), cut to at most
    ``limit`` characters, a cut one ending in "…".

    A record read from a file may hold a value of any length, and a message quoting a 250,000-character
    one whole froze the window that showed it.  (The storage layer has the same helper; the engine imports
    nothing outside itself.)
    """
    if isinstance(value, str):
        value = value[:limit + 1]  # enough to tell that it is cut; the rest would be cut anyway
    text = str(value) if bare else repr(value)
    return text if len(text) <= limit else text[:limit - 1] + "…"


def _malformed(rule: str, got: object) -> MalformedAction:
    return MalformedAction(Refusal(rule, params={"got": quoted(got, 40)}))


# How the log and the table describe an action, per language.  Sources (docs/translations.md): Romands
# "tapent" instead of cutting and "chibrent" the trump to the partner (jassvalais.ch; fr.wikipedia.org
# "Jass": chibre for Schieber); Swisslos's Italian "passare il turno" for pushing and "mazziere" for the
# dealer, "alzare il mazzo" for cutting (svizzeri.ch, "Jass: le coppie, chi dà le carte e chi comanda").
ACTION_TEXTS: dict[str, dict[str, str]] = {
    "deal": {"de": "Spieler {seat} gibt", "en": "player {seat} deals", "fr": "le joueur {seat} donne",
             "it": "il giocatore {seat} fa il mazziere"},
    "cut": {"de": "hebt {n} Karten ab", "en": "cuts {n} cards", "fr": "coupe {n} cartes", "it": "alza {n} carte"},
    "knock": {"de": "klopft", "en": "knocks", "fr": "tape", "it": "bussa"},
    "push": {"de": "schiebt", "en": "pushes", "fr": "chibre", "it": "passa"},
    # Stöck keeps its Swiss German name in French (bepopcorn.ch, adpoker.fr); Swisslos's Italian calls it
    # "mazza" ("mazza, saggio, presa" for Stöck, Weis, Stich)
    "stoeck": {"de": "Stöck", "en": "Stöck", "fr": "Stöck", "it": "mazza"},
    # Coiffeur: the row a mode is played into (French "ligne", Italian "riga" of the table)
    "row": {"de": "{mode} in Zeile {row}", "en": "{mode} into row {row}", "fr": "{mode} dans la ligne {row}",
            "it": "{mode} nella riga {row}"},
    "exchange_six": {"de": "tauscht den Trumpf-6", "en": "exchanges the trump 6", "fr": "échange le 6 d'atout",
                     "it": "scambia il 6 di briscola"},
    # Differenzler: "l'estimation" for the bid (WP-FR); Italian "prevedere", the ordinary word for a forecast
    "bid": {"de": "sagt {points} Punkte voraus", "en": "bids {points} points", "fr": "estime {points} points",
            "it": "prevede {points} punti"},
}


class ActionKind(str, Enum):
    CHOOSE_DEALER = "choose_dealer"
    CUT = "cut"
    KNOCK = "knock"
    CHOOSE_MODE = "choose_mode"
    PUSH = "push"
    PLAY = "play"
    EXCHANGE_SIX = "exchange_six"
    BID = "bid"
    CHOOSE_ROW = "choose_row"


class Decision(str, Enum):
    """What kind of decision a state waits for; each is answered by the action kinds below."""

    CHOOSE_DEALER = "choose_dealer"
    CUT = "cut"
    CHOOSE_MODE = "choose_mode"
    PLAY = "play"
    BID = "bid"
    GAME_OVER = "game_over"


# Which action kinds answer which decision.
DECISION_ACTIONS: dict[Decision, frozenset[ActionKind]] = {
    Decision.CHOOSE_DEALER: frozenset({ActionKind.CHOOSE_DEALER}),
    Decision.CUT: frozenset({ActionKind.CUT, ActionKind.KNOCK}),
    Decision.CHOOSE_MODE: frozenset({ActionKind.CHOOSE_MODE, ActionKind.PUSH, ActionKind.CHOOSE_ROW}),
    Decision.PLAY: frozenset({ActionKind.PLAY, ActionKind.EXCHANGE_SIX}),
    Decision.BID: frozenset({ActionKind.BID}),
    Decision.GAME_OVER: frozenset(),
}


class Action:
    """Base of all actions; subclasses are frozen dataclasses."""

    __slots__ = ()
    kind: ActionKind

    @property
    def code(self) -> str:  # pragma: no cover - every subclass overrides
        raise NotImplementedError

    def describe(self, lang: str = "en", deck: Deck = Deck.SWISS) -> str:  # pragma: no cover
        raise NotImplementedError

    @staticmethod
    def from_code(code: str) -> "Action":
        """Parse an action code as written by :attr:`code`; ``ValueError`` names what is wrong."""
        if not isinstance(code, str) or not code:
            raise ValueError(f"not an action code: {quoted(code)}")
        try:
            if code.startswith("DEAL:"):
                return ChooseDealer(int(code[5:]))
            if code.startswith("CUT:"):
                return Cut(int(code[4:]))
            if code == "KNOCK":
                return Knock()
            if code.startswith("MODE:"):
                return ChooseMode(Mode.from_code(code[5:]))
            if code.startswith("ROW:"):
                row, mode = code[4:].split(":")
                return ChooseRow(int(row), Mode.from_code(mode))
            if code == "PUSH":
                return Push()
            if code == "SIX":
                return ExchangeSix()
            if code.startswith("BID:"):
                return Bid(int(code[4:]))
            parts = code.split("/")
            card = Card.from_code(parts[0])
            weis: tuple[Weis, ...] = ()
            stoeck = False
            for part in parts[1:]:
                if part.startswith("W:"):
                    weis = tuple(Weis.from_code(w) for w in part[2:].split(","))
                elif part == "S":
                    stoeck = True
                else:
                    raise ValueError(part)
            return Play(card, weis, stoeck)
        except ValueError as exc:
            raise ValueError(f"not an action code: {quoted(code)} ({quoted(str(exc), bare=True)})") from None


@dataclass(frozen=True, slots=True)
class ChooseDealer(Action):
    """The winner of the draw names who deals the first hand."""

    seat: int
    kind = ActionKind.CHOOSE_DEALER

    @property
    def code(self) -> str:
        return f"DEAL:{self.seat}"

    def describe(self, lang: str = "en", deck: Deck = Deck.SWISS) -> str:
        return text_in(ACTION_TEXTS["deal"], lang).format(seat=self.seat + 1)


@dataclass(frozen=True, slots=True)
class Cut(Action):
    """Lift ``position`` cards off the top (at least 3, leaving at least 3)."""

    position: int
    kind = ActionKind.CUT

    @property
    def code(self) -> str:
        return f"CUT:{self.position}"

    def describe(self, lang: str = "en", deck: Deck = Deck.SWISS) -> str:
        return text_in(ACTION_TEXTS["cut"], lang).format(n=self.position)


@dataclass(frozen=True, slots=True)
class Knock(Action):
    """Klopfen: leave the pack uncut (only where everybody agreed)."""

    kind = ActionKind.KNOCK

    @property
    def code(self) -> str:
        return "KNOCK"

    def describe(self, lang: str = "en", deck: Deck = Deck.SWISS) -> str:
        return text_in(ACTION_TEXTS["knock"], lang)


@dataclass(frozen=True, slots=True)
class ChooseMode(Action):
    mode: Mode
    kind = ActionKind.CHOOSE_MODE

    def __post_init__(self) -> None:
        if not isinstance(self.mode, Mode):
            raise _malformed("action_mode_type", self.mode)

    @property
    def code(self) -> str:
        return f"MODE:{self.mode.code}"

    def describe(self, lang: str = "en", deck: Deck = Deck.SWISS) -> str:
        return self.mode.name_in(lang, deck)


@dataclass(frozen=True, slots=True)
class ChooseRow(Action):
    """Coiffeur: play ``mode`` into row ``row`` (0-based) of the team's column of the Coiffeur table."""

    row: int
    mode: Mode
    kind = ActionKind.CHOOSE_ROW

    def __post_init__(self) -> None:
        if not isinstance(self.mode, Mode):
            raise _malformed("action_mode_type", self.mode)
        if isinstance(self.row, bool) or not isinstance(self.row, int):
            raise _malformed("action_row_type", self.row)

    @property
    def code(self) -> str:
        return f"ROW:{self.row}:{self.mode.code}"

    def describe(self, lang: str = "en", deck: Deck = Deck.SWISS) -> str:
        return text_in(ACTION_TEXTS["row"], lang).format(mode=self.mode.name_in(lang, deck), row=self.row + 1)


@dataclass(frozen=True, slots=True)
class Push(Action):
    """Schieben: hand the choice of mode to the partner."""

    kind = ActionKind.PUSH

    @property
    def code(self) -> str:
        return "PUSH"

    def describe(self, lang: str = "en", deck: Deck = Deck.SWISS) -> str:
        return text_in(ACTION_TEXTS["push"], lang)


@dataclass(frozen=True, slots=True)
class Play(Action):
    """Play a card, announcing Weis and/or Stöck with it where the game allows."""

    card: Card
    weis: tuple[Weis, ...] = ()
    stoeck: bool = False
    kind = ActionKind.PLAY

    def __post_init__(self) -> None:
        """Wrong types are refused here, with the engine's own error, before any state sees them."""
        if isinstance(self.card, bool) or not isinstance(self.card, int) or not 0 <= self.card < len(CARDS):
            raise _malformed("action_card_type", self.card)
        if not isinstance(self.weis, tuple) or not all(isinstance(w, Weis) for w in self.weis):
            raise _malformed("action_weis_type", self.weis)
        if not isinstance(self.stoeck, bool):
            raise _malformed("action_stoeck_type", self.stoeck)

    @property
    def code(self) -> str:
        out = CARDS[self.card].code
        if self.weis:
            out += "/W:" + ",".join(w.code for w in self.weis)
        if self.stoeck:
            out += "/S"
        return out

    def describe(self, lang: str = "en", deck: Deck = Deck.SWISS) -> str:
        text = CARDS[self.card].name(lang, deck)
        extras = [w.name(lang, deck) for w in self.weis]
        if self.stoeck:
            extras.append(text_in(ACTION_TEXTS["stoeck"], lang))
        if extras:
            text += " (" + ", ".join(extras) + ")"
        return text


@dataclass(frozen=True, slots=True)
class ExchangeSix(Action):
    """Schmaus: swap the trump 6 from the hand for the turned trump card."""

    kind = ActionKind.EXCHANGE_SIX

    @property
    def code(self) -> str:
        return "SIX"

    def describe(self, lang: str = "en", deck: Deck = Deck.SWISS) -> str:
        return text_in(ACTION_TEXTS["exchange_six"], lang)


@dataclass(frozen=True, slots=True)
class Bid(Action):
    """Differenzler: the card points the player predicts he will take this hand (the state checks 0 to 157)."""

    points: int
    kind = ActionKind.BID

    def __post_init__(self) -> None:
        if isinstance(self.points, bool) or not isinstance(self.points, int):
            raise _malformed("action_bid_type", self.points)

    @property
    def code(self) -> str:
        return f"BID:{self.points}"

    def describe(self, lang: str = "en", deck: Deck = Deck.SWISS) -> str:
        return text_in(ACTION_TEXTS["bid"], lang).format(points=self.points)


# Plain plays are the overwhelmingly common action: share one object per card.
PLAY: tuple[Play, ...] = tuple(Play(c) for c in CARDS)


def _plays_by_suit_bits() -> tuple[tuple[tuple[Play, ...], ...], ...]:
    table = []
    for suit in range(4):
        row = []
        for bits in range(512):
            row.append(tuple(PLAY[suit * 9 + r] for r in range(9) if bits >> r & 1))
        table.append(tuple(row))
    return tuple(table)


_PLAYS_BY_SUIT = _plays_by_suit_bits()


def plays_of(mask: int) -> list[Play]:
    """The plain Play actions for every card of a mask, via four table lookups."""
    t = _PLAYS_BY_SUIT
    return [*t[0][mask & 511], *t[1][(mask >> 9) & 511], *t[2][(mask >> 18) & 511], *t[3][(mask >> 27) & 511]]

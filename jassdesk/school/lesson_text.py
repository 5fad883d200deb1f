"""The lessons' sentences: placeholders for card, suit and rank names and the table's numbers, and rendering.

Card, suit and rank names reach a sentence only through placeholders (``{card:HA}``, ``{suit:S}``,
``{rank:J}``) rendered with the person's language and deck, so a lesson never depends on one deck's
pictures; the numbers (``{points:0}``, ``{trick_points}``) come from the state the table shows.  What
differs between the games (the trump, the points of the last trick) is asked of the game's
:class:`~jassdesk.school.lesson_game.LessonGame` through the registry.

Layer: the engine only; no Qt.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable

from jassdesk.engine.cards import RANK_CODES, SUIT_CODES, Card, Deck, Rank, Suit, rank_name, rank_phrase, suit_name
from jassdesk.engine.language import LANGUAGES, contract, language
from jassdesk.engine.numbers import shown_number
from jassdesk.engine.state import GameState
from jassdesk.storage.guarded_reader import quoted

from .exercise import Sentence
from .games import lesson_game

PLACEHOLDER = re.compile(r"\{([A-Za-z_]+)(?::([A-Za-z0-9]+))?\}")
_SUITS = {code: suit for suit, code in SUIT_CODES.items()}
_RANKS = {code: rank for rank, code in RANK_CODES.items()}
#: what ``{points:N}``, ``{score:N}``, ``{hand:N}`` may name: a team (0, 1) where the game counts by team, a
#: seat where each counts alone (Schmaus 0-1, Differenzler 0-3); the checker refuses one the game lacks
_COUNTED = {"0": 0, "1": 1, "2": 2, "3": 3}


@dataclass(frozen=True)
class _Context:
    """What a placeholder is rendered from: the state the table shows, the language and the deck."""

    state: GameState
    lang: str
    deck: Deck


def _card(arg: str | None) -> Card:
    if arg is None:
        raise ValueError("a card placeholder needs a card code, e.g. {card:HA}")
    return Card.from_code(arg)


def _counted(arg: str | None) -> int:
    if arg not in _COUNTED:
        raise ValueError("a count placeholder needs the team or seat that counts (0-3), e.g. {points:0}")
    return _COUNTED[arg]


def _suit(arg: str | None) -> Suit:
    if arg is None or arg.upper() not in _SUITS:
        raise ValueError(f"unknown suit code {quoted(arg)}: expected one of H D S C")
    return _SUITS[arg.upper()]


def _rank(arg: str | None) -> Rank:
    if arg is None or arg.upper() not in _RANKS:
        raise ValueError(f"unknown rank code {quoted(arg)}: expected one of 6 7 8 9 T J Q K A")
    return _RANKS[arg.upper()]


def _of_counted(values: tuple[int, ...], arg: str | None, kind: str) -> int:
    index = _counted(arg)
    if index >= len(values):
        raise ValueError(f"{{{kind}:{index}}}: this game counts {len(values)} teams or seats (0-{len(values) - 1})")
    return values[index]


def _trump(ctx: _Context, arg: str | None) -> str:
    suit = lesson_game(ctx.state.game).trump_suit(ctx.state)
    if suit is None:
        raise ValueError("{trump} needs a deal with a trump suit")
    return suit_name(suit, ctx.lang, ctx.deck)


def _last_trick_points(ctx: _Context, arg: str | None) -> str:
    return str(shown_number(lesson_game(ctx.state.game).last_trick_points(ctx.state), ctx.lang))


def _hand_total(ctx: _Context, arg: str | None) -> str:
    results = getattr(ctx.state, "results", ())
    if not results:
        raise ValueError("{hand:N} needs a hand scored")
    return str(shown_number(_of_counted(results[-1].raw_total, arg, "hand"), ctx.lang))


def _number(ctx: _Context, values: tuple[int, ...], arg: str | None, kind: str) -> str:
    return str(shown_number(_of_counted(tuple(values), arg, kind), ctx.lang))


#: placeholder kind -> its value in a context.  A kind written with a capital ("{Card:HA}") is the same
#: value with a capital first letter, for the start of a sentence.
PLACEHOLDERS: dict[str, Callable[[_Context, str | None], str]] = {
    "card": lambda ctx, arg: _card(arg).phrase(ctx.lang, ctx.deck),  # with its article: "l'as de cœur"
    "name": lambda ctx, arg: _card(arg).name(ctx.lang, ctx.deck),  # without: "as de cœur"
    "suit": lambda ctx, arg: suit_name(_suit(arg), ctx.lang, ctx.deck),
    "rank": lambda ctx, arg: rank_name(_rank(arg), ctx.lang, ctx.deck),
    "the_rank": lambda ctx, arg: rank_phrase(_rank(arg), ctx.lang, ctx.deck),  # "l'under", "le valet"
    "trump": _trump,
    "trick_points": _last_trick_points,  # the last trick taken, its 5 included when it was the hand's last
    "points": lambda ctx, arg: _number(ctx, ctx.state.card_pts, arg, "points"),  # card points so far
    "score": lambda ctx, arg: _number(ctx, ctx.state.scores, arg, "score"),  # the written score
    "hand": _hand_total,  # the last hand's total of a team or seat: cards, the last trick's 5, match, Weis, Stöck
}


def placeholders(text: str) -> list[str]:
    """The placeholders of a sentence as written (``"card:HA"``), in order."""
    return [m.group(0)[1:-1] for m in PLACEHOLDER.finditer(text)]


def check_placeholder(kind: str, arg: str | None) -> None:
    """Refuse an unknown placeholder or a bad code without a state (the reader's check)."""
    key = kind.lower()
    if key not in PLACEHOLDERS:
        raise ValueError(f"unknown placeholder {{{kind}}}: expected one of {', '.join(PLACEHOLDERS)}")
    if key in ("card", "name"):
        _card(arg)
    elif key == "suit":
        _suit(arg)
    elif key in ("rank", "the_rank"):
        _rank(arg)
    elif key in ("points", "score", "hand"):
        _counted(arg)


def render(text: Sentence, lang: str, deck: Deck, state: GameState) -> str:
    """A sentence in ``lang`` with its placeholders filled from ``state`` in the person's deck."""
    ctx = _Context(state, language(lang), Deck(deck))
    template = text[ctx.lang]

    def fill(match: re.Match[str]) -> str:
        kind, arg = match.group(1), match.group(2)
        value = PLACEHOLDERS[kind.lower()](ctx, arg)
        return value[:1].upper() + value[1:] if kind[:1].isupper() else value

    return contract(PLACEHOLDER.sub(fill, template), ctx.lang)  # "de écussons" -> "d'écussons"


def render_all(text: Sentence, deck: Deck, state: GameState) -> Sentence:
    """The sentence in every language, as a :class:`~jassdesk.school.exercise.Feedback` carries it."""
    return {lang: render(text, lang, deck, state) for lang in LANGUAGES}

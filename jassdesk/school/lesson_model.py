"""The lesson model: a lesson and its steps as the reader (:mod:`jassdesk.school.lesson_format`) gives them.

Frozen values only: what a step says and what it asks, never how it is played (that is
:class:`~jassdesk.school.lesson_session.LessonSession`'s) nor whether it is legal (the engine's, asked by
:mod:`jassdesk.school.lesson_check`).  A deal's game-specific fields are one value of the game's own
module (:class:`~jassdesk.school.lesson_game.LessonGame`), kept as :attr:`Deal.own`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from jassdesk.engine.actions import Action
from jassdesk.engine.cards import Card
from jassdesk.engine.rules import Game, Rules

from .exercise import Sentence


@dataclass(frozen=True)
class Say:
    """The guide's sentence: the person reads it and goes on (``advance``)."""

    text: Sentence


@dataclass(frozen=True)
class Deal:
    """A fixed deal: every seat's cards, the dealer, the game's own fields, the actions played before.

    ``played`` are action codes applied silently after the deal (tricks already behind the table when the
    lesson shows it, e.g. for a lesson on the last trick).  ``own`` is what the game's
    :class:`~jassdesk.school.lesson_game.LessonGame` read (Schieber's mode, Schmaus's stock, ...).
    """

    hands: tuple[tuple[Card, ...], ...]
    dealer: int
    own: Any
    played: tuple[Action, ...]


@dataclass(frozen=True)
class ScriptedPlay:
    """An AI seat's scripted action (a card, a mode, a row, a bid, a push), applied on ``advance``; an
    optional sentence with it."""

    action: Action
    text: Sentence | None


@dataclass(frozen=True)
class Expect:
    """The person's action: what is right, and what the guide says to a right or a wrong-but-legal one.

    ``wrong`` holds sentences for particular wrong actions; ``no`` answers any other legal action that is
    not right (it may be left out only where every legal action is right or has its own sentence).  An
    illegal action is never answered here: the engine's refusal says why.  With ``announce`` the right
    cards must carry their Weis as the right codes write them (compared in full); the right card with
    another Weis or none gets ``no_weis`` and is taken back.
    """

    text: Sentence
    right: tuple[Action, ...]
    yes: Sentence
    no: Sentence | None
    wrong: tuple[tuple[tuple[Action, ...], Sentence], ...]
    announce: bool = False
    no_weis: Sentence | None = None


@dataclass(frozen=True)
class Question:
    """A question answered by clicking a card (offered as ``Play(card)``; the state is never changed).

    The cards the person may click are those he sees: the trick on the table (or the trick just taken
    when the table is empty) and his own hand.
    """

    text: Sentence
    answers: tuple[Card, ...]
    yes: Sentence
    no: Sentence


@dataclass(frozen=True)
class Free:
    """The person plays the rest of the hand himself: any legal action is right, the other seats' moves are
    real AI moves the window asks of the app's AI (``offer_ai``); ``hints`` offers the hint button."""

    text: Sentence
    hints: bool


Step = Say | Deal | ScriptedPlay | Expect | Question | Free
#: the steps where someone acts: a lesson shows a deal before the first of them
ACTING_STEPS = (ScriptedPlay, Expect, Question, Free)


@dataclass(frozen=True)
class Lesson:
    """One lesson as read from its file."""

    id: str
    order: int
    game: Game
    preset: str
    overrides: dict[str, Any]
    seat: int
    title: Sentence
    steps: tuple[Step, ...]
    source: str

    def rules(self) -> Rules:
        """The rules the lesson is played by: its preset with its overrides."""
        return Rules.preset_named(self.preset, **self.overrides)

"""What the school's window asks of a lesson or a puzzle in progress: the one face of both (no Qt, no I/O).

A lesson (:mod:`jassdesk.school.lesson`) and a puzzle (:mod:`jassdesk.school.puzzle`) are each an
:class:`Exercise`: a fixed position on the engine's own state, a guide that says what to do now, and an
answer to each action the person offers.  The window (``jassdesk/ui/school/``) shows the state on the
table and the guide beside it, sends the person's clicks and keys to :meth:`Exercise.offer`, and calls
:meth:`Exercise.advance` for what is not the person's to do (the guide's next sentence, an AI player's
scripted move).  An exercise where the other seats play real AI moves (a lesson's free hand) also has the
optional capability :class:`PlaysWithAI`: the window asks the app's AI off the GUI thread and hands the
move in; the school itself never runs an AI player.  Nothing here knows how it is drawn, and the window
knows no lesson.  A session is made for the person's deck (Swiss or French), so that every sentence it
gives names the cards as he sees them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

from jassdesk.engine.actions import Action
from jassdesk.engine.state import GameState

#: language -> sentence (every one of de, fr, it, en: the school's checker refuses a text missing one)
Sentence = dict[str, str]


@dataclass(frozen=True)
class Feedback:
    """The guide's answer to the person's action."""

    right: bool  # the action was what the step asks for (a puzzle's card: the goal can still be forced after it)
    text: Sentence  # why it is right, or why not (a refusal's reason from the engine where it was illegal)
    taken_back: bool = False  # the action was not applied: the card is back in the hand, try again


class Exercise(Protocol):
    """A lesson or a puzzle in progress."""

    id: str
    seat: int  # the person's seat at the table

    def title(self, lang: str) -> str:
        """The exercise's name in the person's language."""

    @property
    def state(self) -> GameState:
        """The engine's state the table shows now (never changed by the window itself)."""

    def guide(self, lang: str) -> str:
        """What the guide says now: the idea of this step and what to do."""

    def waiting_for_person(self) -> bool:
        """Is it the person's turn to act (else :meth:`advance` goes on)?"""

    def advance(self) -> None:
        """Go past what is not the person's: the guide's next sentence, an AI player's move."""

    def offer(self, action: Action) -> Feedback:
        """The person's action: applied when the step allows it, else taken back with the reason."""

    @property
    def done(self) -> bool:
        """Is the exercise finished (a lesson's last step, a puzzle's last card)?"""

    @property
    def stars(self) -> int:
        """0-3: how well it went (a lesson: the wrong tries; a puzzle: how close to the best possible)."""

    def snapshot(self) -> dict[str, Any]:
        """What resumes the exercise where it was (JSON-ready; the settings keep it)."""


class PlaysWithAI(Protocol):
    """Optional, beside :class:`Exercise`: an exercise whose other seats sometimes play real AI moves.

    A lesson's free step (the person plays the rest of a hand himself) is one.  The school runs no AI: while
    :meth:`ai_to_move` is true, the window asks the app's AI for the move of ``state.current_player`` (off
    the GUI thread) and calls :meth:`offer_ai` with it; :meth:`Exercise.advance` does nothing then.  The
    window tests the capability with ``hasattr(exercise, "ai_to_move")``.
    """

    def ai_to_move(self) -> bool:
        """Must an AI seat act now (its move is the window's to ask of the app's AI)?"""

    def offer_ai(self, action: Action) -> None:
        """The AI seat's move, applied; the engine's ``IllegalAction`` for one the rules refuse."""

    def wants_hints(self) -> bool:
        """Does the current step offer the hint button (the hint is the app's AI's too)?"""

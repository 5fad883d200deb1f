"""The school's table: a lesson or a puzzle shown on the same table as a Partie, the guide deciding what comes.

:class:`SchoolController` is a :class:`~jassdesk.app.controller.GameController` whose position is an
exercise's (:class:`jassdesk.school.exercise.Exercise`): the table scene, the models and the animations are
the Partie's own, so a lesson looks and plays like the game it teaches.  What differs is who decides:

* the exercise's state is the authority; the controller keeps a *mirror* of it for the table.  A new deal
  of the exercise (another state, or a history that is no longer the mirror's) is put on the table at once,
  told by the engine as if it had been dealt (:meth:`~jassdesk.engine.state.GameState.deal_events`) and
  followed by the actions already behind it; every later action of the exercise is applied to the mirror
  and animated like a card of a Partie;
* the person's action goes to :meth:`Exercise.offer`: a right one is applied (the mirror follows), a wrong
  or illegal one is taken back and answered with the guide's sentence (or the engine's refusal) in a
  bubble at the card, as a refusal is at the table;
* the other seats do not think: the exercise plays them (a scripted card, the solver's reply) when the
  table has caught up and the AI pace has passed, and a sentence of the guide waits for the person's
  :meth:`go_on` ("Continue");
* in a lesson's free play (an exercise that plays with the AI: ``ai_to_move`` / ``offer_ai``), the other
  seats are real AI players, asked in the AI's process like a Partie's.

Nothing here knows a lesson, a puzzle or a rule.
"""

from __future__ import annotations

from typing import Any, Callable

from PySide6.QtCore import QObject, QTimer, Signal

from jassdesk.engine import events as ev
from jassdesk.engine.actions import Action
from jassdesk.engine.language import text_in
from jassdesk.engine.refusal import Refusal
from jassdesk.engine.state import GameState
from jassdesk.engine.viewpoint import Viewpoint

from .controller import GameController
from .game_config import PERSON, GameConfig
from .settings import Settings

#: the refusal the table shows for an action the guide takes back; its sentence is the guide's answer
GUIDE_ANSWER = "school_answer"
#: the AI level of the other seats in a lesson's free play
FREE_PLAY_LEVEL = "medium"
#: while the table still shows something, how often the next step of the exercise looks again (ms)
RETRY_MS = 40
#: the events of what follows the exercise's hand, never shown at the school's table
_BEYOND_THE_HAND = (ev.HandStarted, ev.PartieOver)


def _optional(exercise: Any, name: str) -> Callable[..., Any] | None:
    """An exercise's optional capability (free play, a sentence to read), or None where it has none."""
    member = getattr(exercise, name, None)
    return member if callable(member) else None


def _asks(exercise: Any, name: str) -> bool:
    member = _optional(exercise, name)
    return bool(member()) if member is not None else False


class SchoolController(GameController):
    """Shows an exercise on the table and sends the person's actions to it."""

    exerciseOpened = Signal(object)  # the exercise now on the table
    answered = Signal(object)  # the guide's Feedback to the person's action (right or taken back)
    progressed = Signal()  # the exercise moved on: the guide's sentence may be another, its place is new
    finished = Signal(object)  # the exercise is done (its stars are final)

    def __init__(self, settings: Settings | None = None, parent: QObject | None = None) -> None:
        super().__init__(settings, parent)
        self.exercise: Any = None
        self.names: tuple[str, ...] = ()
        self._shown_state: GameState | None = None  # the exercise's state the mirror follows
        self._answer = ""  # the guide's last answer, for the bubble (reason_text)
        self._finished = False
        self._deal_told: list[Any] = []  # the events that tell the deal on the table (kept whole)
        self._step_timer = QTimer(self)
        self._step_timer.setSingleShot(True)
        self._step_timer.timeout.connect(self._step_on)

    # -- opening an exercise -----------------------------------------------------------------------

    def open(self, exercise: Any, names: tuple[str, ...]) -> None:
        """Put ``exercise`` on the table (its position as it is now: a resumed one shows where it was)."""
        self._step_timer.stop()
        self.exercise = exercise
        self.names = tuple(names)
        self._finished = False
        self._show_position()
        if _optional(exercise, "ai_to_move") is not None:
            self.ai_process.start()  # it imports the AI while the lesson begins (a free hand asks it)
        self.exerciseOpened.emit(exercise)
        self._after_change()

    def close_exercise(self) -> None:
        """The exercise leaves the table (the window shows the school's list): nothing more is asked."""
        self._step_timer.stop()
        self._drop_pending()
        self.exercise = None

    def _show_position(self) -> None:
        """The exercise's position on the table at once: its deal as the engine tells it, then its actions."""
        exercise_state: GameState = self.exercise.state
        start = exercise_state.copy()
        while start.can_undo():
            start.undo()
        actions = exercise_state.history
        n = start.n_players
        names = tuple(self.names[s] if s < len(self.names) else "" for s in range(n))
        self.config = GameConfig(start.rules, 0, names, (None,) + ("",) * (n - 1))
        self.partie_no = 1
        self.taking_back = False
        self._drop_pending()
        self.state = start
        self.viewer, self.seat_view = PERSON, Viewpoint(start.rules, PERSON)  # the pupil at the bottom
        self._actors = []
        self._serial = getattr(self, "_serial", 0) + 1
        self.seeds = {s: 1000 * self._serial + s for s in range(n)}
        self.players = {}
        self.fast_forward = True
        first = start.observation(PERSON)
        self._deal_told = start.deal_events()
        shown: list[tuple[list[Any], int, Any]] = [(self._deal_told, PERSON, first)]
        for action in actions:
            seat = start.current_player
            events = start.apply(action)
            self._actors.append(PERSON if seat is None else seat)
            shown.append((events, PERSON if seat is None else seat, start.observation(PERSON)))
        self._last_actor = None
        self._shown_state = exercise_state
        self._show_from(first, shown)
        self.undoChanged.emit()
        self._pump()

    def _sync(self) -> None:
        """The mirror follows the exercise: its new actions animated, or a new deal put on the table."""
        exercise_state: GameState = self.exercise.state
        assert self.state is not None
        mine = [a.code for a in self.state.history]
        theirs = exercise_state.history
        if exercise_state is not self._shown_state or [a.code for a in theirs[:len(mine)]] != mine:
            self._show_position()
            return
        for action in theirs[len(mine):]:
            seat = self.state.current_player
            self._apply(action, PERSON if seat is None else seat)

    # -- what the guide decides -------------------------------------------------------------------

    @property
    def reading(self) -> bool:
        """The guide shows a sentence to read: the exercise goes on with :meth:`go_on` ("Continue")."""
        return self.exercise is not None and _asks(self.exercise, "waiting_for_reader")

    @property
    def free_play(self) -> bool:
        """The exercise plays with the AI now (a lesson's whole hand): hints may be asked as at a Partie."""
        return self.exercise is not None and _asks(self.exercise, "wants_hints")

    def go_on(self) -> bool:
        """Past the guide's sentence; False when there is none to pass (the person is to act, or it is over)."""
        if not self.reading:
            return False
        self.exercise.advance()
        self._sync()
        self._after_change()
        return True

    def _after_change(self) -> None:
        """What comes after the exercise moved: the end, the person's turn, a sentence, or the next seat."""
        exercise = self.exercise
        if exercise is None:
            return
        self.progressed.emit()
        if exercise.done:
            if not self._finished:
                self._finished = True
                self.finished.emit(exercise)
            return
        if exercise.waiting_for_person() or self.reading or _asks(exercise, "ai_to_move"):
            self._pump()  # the person's turn is announced once the table has caught up; the AI is asked
            return
        self._step_timer.start(max(RETRY_MS, self._pace_ms()))

    def _pace_ms(self) -> int:
        return 0 if self.fast_forward else self.settings.ai_pace_ms

    def _step_on(self) -> None:
        """The exercise's next move that is not the person's (a scripted card, the solver's reply)."""
        exercise = self.exercise
        if exercise is None or exercise.done or exercise.waiting_for_person() or self.reading:
            return
        if not self.caught_up:
            self._step_timer.start(RETRY_MS)
            return
        exercise.advance()
        self._sync()
        self._after_change()

    # -- the person's actions ---------------------------------------------------------------------

    def act(self, action: Action) -> Refusal | None:
        """The person's action goes to the exercise; taken back, it is answered like a refusal."""
        exercise = self.exercise
        if exercise is None:
            return Refusal("game_over")
        if not self.caught_up:  # the table still shows the last move: the position is not the one he sees
            return Refusal("not_your_turn")
        feedback = exercise.offer(action)
        self.answered.emit(feedback)
        if feedback.taken_back:
            self._answer = text_in(feedback.text, self.settings.language)
            refusal = self.state.why(action) if self.state is not None else None
            if refusal is not None and refusal.message(self.settings.language, self.settings.deck) == self._answer:
                self.refused.emit(action, self._answer)
                return refusal  # the engine's own: the bubble offers the rule's section
            self.refused.emit(action, self._answer)
            return Refusal(GUIDE_ANSWER)
        self._sync()
        self.accepted.emit(action)
        self._after_change()
        return None

    def deal_code(self, hand_no: int) -> str:
        """An exercise's deal is built by hand, not dealt from a seed: it has no code to share."""
        return ""

    def _enqueue(self, events: list[Any], actor: int, obs: Any = None) -> None:
        """What the engine does past the exercise's hand (the next deal, the Partie's end) is not shown: the
        exercise never plays it, and the table would deal a pack nobody asked for."""
        if events is not self._deal_told:
            events = [e for e in events if not isinstance(e, _BEYOND_THE_HAND)]
        super()._enqueue(events, actor, obs)

    def reason_text(self, refusal: Refusal) -> str:
        if refusal.rule == GUIDE_ANSWER:
            return self._answer
        return super().reason_text(refusal)

    def is_question(self) -> bool:
        """The exercise asks which card (a click answers; nothing is played)."""
        return self.exercise is not None and _asks(self.exercise, "asks_for_a_card")

    def question_cards(self) -> tuple[int, ...]:
        """The cards of the table a question may point at besides the person's hand: the trick on the table,
        or the trick just taken when the table is empty (the guide shows them to click); () without one."""
        if not self.is_question() or self.state is None:
            return ()
        state = self.state
        if state.trick:
            return tuple(state.trick)
        return tuple(state.tricks[-1][1]) if state.tricks else ()

    def _announce_turn(self) -> None:
        """The person's turn is his only while the exercise waits for his action (not during a sentence,
        nor a question, whose answer is a click and not a card played)."""
        state = self.state
        assert state is not None
        seat = -1 if state.current_player is None else state.current_player
        if seat == PERSON and not (self.exercise is not None and self.exercise.waiting_for_person()
                                   and not self.is_question()):
            seat = -1
        key = (self._version, seat)
        if self._awaited == key:
            return
        self._awaited = key
        self.shown_obs = state.observation(PERSON)
        self.hand_model.set_legal(self.shown_obs)
        self.players_model.set_turn(seat)
        self.awaiting.emit(seat, state.decision.value)

    # -- the AI in free play -----------------------------------------------------------------------

    def _ai_may_think(self) -> bool:
        return self.exercise is not None and _asks(self.exercise, "ai_to_move")

    def _ai_level(self, seat: int) -> str:
        return FREE_PLAY_LEVEL

    def _take_ai_action(self, action: Action, seat: int) -> None:
        """The free hand's AI move goes to the exercise (the engine refuses an illegal one), the table follows."""
        offer_ai = _optional(self.exercise, "offer_ai")
        if offer_ai is None:
            return
        try:
            offer_ai(action)
        except ValueError as exc:  # no AI seat is to act: the exercise moved on meanwhile
            self.aiFailed.emit(f"the AI's answer came when no AI seat was to act: {exc}")
            return
        self._sync()
        self._after_change()

    def shutdown(self) -> None:
        self._step_timer.stop()
        super().shutdown()


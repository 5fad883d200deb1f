"""A lesson in progress: :class:`LessonSession`, the :class:`~jassdesk.school.exercise.Exercise` of a lesson.

Nothing here is a rule: whether an action may be taken is asked of the engine's state (``why``), and an
illegal one is answered with the engine's own refusal, so a lesson can never teach a rule the table does
not play.  No AI either: in a free step (:class:`~jassdesk.school.lesson_model.Free`) the other seats'
moves are the app's AI's, asked by the window off the GUI thread and handed in through
:meth:`LessonSession.offer_ai` (the :class:`~jassdesk.school.exercise.PlaysWithAI` capability).

Layer: the engine and the storage's guarded reader only; no Qt.
"""

from __future__ import annotations

from typing import Any

from jassdesk.engine.actions import Action, ActionKind, Play
from jassdesk.engine.cards import CARDS, Deck
from jassdesk.engine.language import LANGUAGES, language
from jassdesk.engine.refusal import IllegalAction
from jassdesk.engine.state import GameState
from jassdesk.storage.errors import StorageError
from jassdesk.storage.guarded_reader import require_dict, require_int, require_list, require_str

from .exercise import Feedback, Sentence
from .games import lesson_game
from .lesson_format import FORMAT, MAX_STEPS
from .lesson_model import Deal, Expect, Free, Lesson, Question, Say, ScriptedPlay, Step
from .lesson_text import render, render_all

MAX_MOVES = 1000  # actions a snapshot may replay (a free hand adds every seat's)


def same_action(a: Action, b: Action, weis_too: bool = False) -> bool:
    """Does ``a`` answer ``b``?  A card answers a card whatever it announces with it (Weis and Stöck are
    the engine's to check), unless ``weis_too``: then its Weis must be ``b``'s, in any order (Stöck is
    never compared: the table may announce it by itself)."""
    if a.kind is ActionKind.PLAY and b.kind is ActionKind.PLAY:
        if int(a.card) != int(b.card):  # type: ignore[attr-defined]
            return False
        weis_a, weis_b = a.weis, b.weis  # type: ignore[attr-defined]
        return not weis_too or sorted(w.code for w in weis_a) == sorted(w.code for w in weis_b)
    return a.code == b.code


def refusal_sentence(state: GameState, action: Action, deck: Deck) -> Sentence | None:
    """The engine's refusal of ``action`` in every language, None where the rules allow it."""
    refusal = state.why(action)
    if refusal is None:
        return None
    return {lang: refusal.message(lang, deck) for lang in LANGUAGES}


def build_deal(lesson: Lesson, deal: Deal) -> GameState:
    """The engine's state of a deal (the game's own ``from_position``), its ``played`` actions applied (each
    checked by the engine)."""
    state = lesson_game(lesson.game).dealt_state(lesson.rules(), [[int(c) for c in h] for h in deal.hands],
                                                  deal.dealer, deal.own)
    for action in deal.played:
        state.apply(action)
    return state


def visible_cards(state: GameState, seat: int) -> set[int]:
    """The cards a question may point at: the trick on the table, or the trick just taken, and the hand."""
    shown = set(state.trick) if state.trick else (set(state.tricks[-1][1]) if state.tricks else set())
    return shown | {c for c in CARDS if state.hands[seat] >> c & 1}


#: the answer to an action offered while the lesson is not waiting for one (a click during a sentence or
#: after the end; in a free hand, :data:`OTHERS_TURN` while an AI seat is to act): taken back, no wrong try
NOT_YET: Sentence = {"de": "Noch nicht: Lesen Sie zuerst den Text, dann geht es weiter.",
                     "fr": "Pas encore : lisez d'abord ce que dit le guide, puis continuez.",
                     "it": "Non ancora: prima leggi cosa dice la guida, poi vai avanti.",
                     "en": "Not yet: read what the guide says first, then go on."}
OTHERS_TURN: Sentence = {"de": "Noch nicht: Ein anderer Spieler ist am Zug.",
                         "fr": "Pas encore : c'est à un autre joueur de jouer.",
                         "it": "Non ancora: tocca a un altro giocatore.",
                         "en": "Not yet: another player is to play."}
LESSON_OVER: Sentence = {"de": "Die Lektion ist fertig.", "fr": "La leçon est terminée.",
                         "it": "La lezione è finita.", "en": "The lesson is over."}


#: the hint at a step that asks for an action: the answer itself (it counts as a wrong try)
HINT_ANSWER: Sentence = {"de": "Die Lösung: {answer}.", "fr": "La solution : {answer}.",
                         "it": "La soluzione: {answer}.", "en": "The answer: {answer}."}


def stars_for(wrong_tries: int) -> int:
    """A finished lesson's stars: 3 without a wrong try, 2 with one or two, 1 with more."""
    return 3 if wrong_tries == 0 else 2 if wrong_tries <= 2 else 1


class LessonSession:
    """A lesson in progress: the :class:`~jassdesk.school.exercise.Exercise` the school's window runs.

    The session stops at every step the window shows (a sentence, a scripted move, the person's turn);
    a deal is laid out as soon as it is reached.  In a free step it also implements
    :class:`~jassdesk.school.exercise.PlaysWithAI`.  ``deck`` is the person's deck for every card name.
    """

    def __init__(self, lesson: Lesson, deck: Deck = Deck.SWISS) -> None:
        self.lesson = lesson
        self.id = lesson.id
        self.seat = lesson.seat
        self.deck = Deck(deck)
        self.wrong_tries = 0
        #: the right actions, in order, the AI seats' of a free hand included: what a snapshot replays
        self.moves: list[str] = []
        first = next(s for s in lesson.steps if isinstance(s, Deal))
        self._state = build_deal(lesson, first)
        self._index = 0
        self._shown: Sentence | None = None
        self._results_before_free = 0  # hands scored when the free step began: one more ends it
        self._enter()

    # -- the Exercise face --

    def title(self, lang: str) -> str:
        return self.lesson.title[language(lang)]

    @property
    def state(self) -> GameState:
        return self._state

    @property
    def step(self) -> Step | None:
        """The step the session stands at (None when the lesson is done)."""
        return self.lesson.steps[self._index] if self._index < len(self.lesson.steps) else None

    @property
    def step_index(self) -> int:
        """Where the session stands in the lesson's steps (their number when it is done)."""
        return self._index

    def guide(self, lang: str) -> str:
        """The current step's sentence; a scripted move without one keeps the last sentence shown."""
        return "" if self._shown is None else render(self._shown, lang, self.deck, self._state)

    def waiting_for_person(self) -> bool:
        step = self.step
        if isinstance(step, Free):
            return self._state.current_player == self.seat
        return isinstance(step, (Expect, Question))

    def advance(self) -> None:
        """Past a sentence or a scripted move; nothing while the person (or, in a free hand, the app's AI) is
        to act, nor when the lesson is done."""
        step = self.step
        if isinstance(step, ScriptedPlay):
            self._state.apply(step.action)
        elif not isinstance(step, Say):
            return
        self._index += 1
        self._enter()

    def offer(self, action: Action) -> Feedback:
        """The person's action: right (applied, the lesson goes on), wrong but legal or illegal (taken back).

        An action while the lesson is not waiting for one is taken back with :data:`NOT_YET` (or
        :data:`OTHERS_TURN`, :data:`LESSON_OVER`) and is no wrong try.  In a free step any legal action is
        right (the feedback repeats the step's sentence); the step ends when the hand's result is written.
        """
        step = self.step
        if isinstance(step, Question):
            return self._answer(step, action)
        if not isinstance(step, (Expect, Free)):
            return Feedback(False, dict(LESSON_OVER if step is None else NOT_YET), taken_back=True)
        if not self.waiting_for_person():  # a free hand, an AI seat to act
            return Feedback(False, dict(OTHERS_TURN), taken_back=True)
        refused = refusal_sentence(self._state, action, self.deck)
        if refused is not None:
            self.wrong_tries += 1
            return Feedback(False, refused, taken_back=True)
        if isinstance(step, Free):
            self._apply_free(action)
            return Feedback(True, render_all(step.text, self.deck, self._state))
        if any(same_action(action, r, step.announce) for r in step.right):
            self._state.apply(action)
            self.moves.append(action.code)
            return self._passed(step.yes)
        self.wrong_tries += 1
        return Feedback(False, render_all(self._wrong_sentence(step, action), self.deck, self._state),
                        taken_back=True)

    @property
    def done(self) -> bool:
        return self._index >= len(self.lesson.steps)

    @property
    def stars(self) -> int:
        """0 until the lesson is finished, then :func:`stars_for` its wrong tries."""
        return stars_for(self.wrong_tries) if self.done else 0

    def snapshot(self) -> dict[str, Any]:
        """The lesson, the step, the wrong tries and the right actions: replayed by :meth:`restore`."""
        return {"format": FORMAT, "lesson": self.id, "step": self._index, "wrong": self.wrong_tries,
                "moves": list(self.moves)}

    # -- what the school's window asks besides the Exercise face --

    def waiting_for_reader(self) -> bool:
        """Does the guide show a sentence to read (the window goes on at the person's "Continue")?"""
        return isinstance(self.step, Say)

    def asks_for_a_card(self) -> bool:
        """Does the step ask which card (a click answers it; the card is not played)?"""
        return isinstance(self.step, Question)

    def progress(self) -> tuple[int, int]:
        """(the person's tasks behind him, all of the lesson's tasks): the guide's "Step 3 of 12"."""
        tasks = [i for i, step in enumerate(self.lesson.steps) if isinstance(step, (Expect, Question, Free))]
        return sum(1 for i in tasks if i < self._index), len(tasks)

    def hint(self, lang: str) -> str:
        """The answer of the step that waits for the person ("" elsewhere: the guide's sentence is the idea).
        Taking it counts as a wrong try, so the stars still say how the lesson went."""
        step = self.step
        lang = language(lang)
        if isinstance(step, Question):
            answer = CARDS[int(step.answers[0])].name(lang, self.deck)
        elif isinstance(step, Expect):
            answer = step.right[0].describe(lang, self.deck)
        else:
            return ""
        self.wrong_tries += 1
        return HINT_ANSWER[lang].format(answer=answer)

    # -- the PlaysWithAI face (a free step) --

    def ai_to_move(self) -> bool:
        """Is the step free and an AI seat to act?  Then the window asks the app's AI and calls
        :meth:`offer_ai` (the session never chooses a move itself)."""
        return isinstance(self.step, Free) and self._state.current_player != self.seat

    def offer_ai(self, action: Action) -> None:
        """An AI seat's move in a free step, applied; :class:`IllegalAction` (the engine's) for one the rules
        refuse, ValueError where no AI seat is to act."""
        if not self.ai_to_move():
            raise ValueError("no AI seat is to act in this lesson step")
        self._apply_free(action)

    def wants_hints(self) -> bool:
        """Does the free step offer the hint button (the window asks the app's AI for the hint)?"""
        step = self.step
        return isinstance(step, Free) and step.hints

    # -- restore --

    @classmethod
    def restore(cls, lesson: Lesson, data: Any, deck: Deck = Deck.SWISS) -> "LessonSession":
        """The session a :meth:`snapshot` describes, replayed step by step from the start.

        A snapshot comes from the settings file: anything that does not fit this lesson (another lesson,
        an action the step does not take, a step past the end) raises :class:`StorageError` with a
        sentence, and the caller starts the lesson afresh.  A free hand's actions are replayed as they were
        played (the AI's are not reproducible), up to where the snapshot stood inside the hand.
        """
        source = f"the saved place in lesson {lesson.id}"
        data = require_dict(data, "the saved place", source)
        if data.get("format") != FORMAT or data.get("lesson") != lesson.id:
            raise StorageError(f"{source} belongs to another lesson or format")
        target = require_int(data.get("step"), "step", source, 0, len(lesson.steps))
        wrong = require_int(data.get("wrong"), "wrong", source, 0, 100000)
        moves = [require_str(m, f"moves[{i}]", source, 60)
                 for i, m in enumerate(require_list(data.get("moves"), "moves", source, max(MAX_STEPS, MAX_MOVES)))]
        session = cls(lesson, deck)
        pending = list(moves)
        while session._index < target or (pending and isinstance(session.step, Free)):
            step = session.step
            if isinstance(step, (Say, ScriptedPlay)):
                session.advance()
                continue
            if isinstance(step, Question):  # the answer is the lesson's own: nothing to replay
                session.offer(Play(step.answers[0]))
                continue
            if not pending:
                raise StorageError(f"{source} lacks the person's action at step {session._index}")
            session._replay(pending.pop(0), source)
        if session._index != target or pending:
            raise StorageError(f"{source} does not fit the lesson's steps")
        session.wrong_tries = wrong
        return session

    def _replay(self, code: str, source: str) -> None:
        try:
            action = Action.from_code(code)
        except ValueError as exc:
            raise StorageError(f"{source} holds {exc}") from None
        if self.ai_to_move():
            try:
                self.offer_ai(action)
            except IllegalAction as exc:
                raise StorageError(f"{source} holds an AI move the rules refuse ({exc})") from None
            return
        if not self.offer(action).right:
            raise StorageError(f"{source} holds an action step {self._index} does not take")

    # -- inside --

    def _enter(self) -> None:
        """Arrive at the current step: lay out deals at once, show the step's sentence if it has one (else
        the last one stays: the answer to the person's card while the AI players add theirs)."""
        while isinstance(self.step, Deal):
            self._state = build_deal(self.lesson, self.step)
            self._index += 1
        if isinstance(self.step, Free):
            self._results_before_free = len(self._state.results)
        text = getattr(self.step, "text", None)
        if text is not None:
            self._shown = text

    def _apply_free(self, action: Action) -> None:
        """A move of the free hand (anyone's): applied by the engine, kept for the snapshot; the step ends
        with the hand (its result written)."""
        self._state.apply(action)
        self.moves.append(action.code)
        if len(self._state.results) > self._results_before_free or self._state.is_over:
            self._index += 1
            self._enter()

    def _passed(self, yes: Sentence) -> Feedback:
        """The step answered right: the guide says why (``yes``, rendered after the action) and goes on."""
        self._index += 1
        self._shown = yes
        feedback = Feedback(True, render_all(yes, self.deck, self._state))
        self._enter()
        return feedback

    def _answer(self, step: Question, action: Action) -> Feedback:
        card = getattr(action, "card", None)
        if action.kind is ActionKind.PLAY and card is not None and int(card) in {int(a) for a in step.answers}:
            return self._passed(step.yes)
        self.wrong_tries += 1
        return Feedback(False, render_all(step.no, self.deck, self._state), taken_back=True)

    @staticmethod
    def _wrong_sentence(step: Expect, action: Action) -> Sentence:
        for actions, text in step.wrong:
            if any(same_action(action, a, step.announce) for a in actions):
                return text
        if step.announce and any(same_action(action, r) for r in step.right):
            assert step.no_weis is not None, "the reader refuses an announce step without no_weis"
            return step.no_weis
        assert step.no is not None, "check_lessons refuses an expect step whose legal actions lack a sentence"
        return step.no

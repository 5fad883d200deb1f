"""The game controller: the one place that applies actions to the engine.

:class:`GameController` owns the engine state of the running Partie, the AI
players, and the queue of events waiting to be shown.  The engine is always
ahead of (or level with) the table: ``apply`` returns a batch of events, and
the controller hands them one by one to a *presenter* (the table scene),
which animates each and says when it is done.  Only then do the models
(hand, trick, score sheet, players) take the event in, so what the models
hold is exactly what the table shows.

Who decides next is always the engine's answer (``current_player``).  An AI
seat is asked off the GUI thread (:class:`~jassdesk.app.worker.Worker`) as soon
as the engine reaches its turn, so thinking overlaps the animations; its
answer is applied once the table has caught up and the AI pace has passed.
The person's actions go through :meth:`GameController.act`: the engine's
``why`` decides, a refusal is emitted as :attr:`refused` with the engine's
sentence, and a legal action is applied at once (the table shows it after
what it is still animating).  Nothing here knows a rule.
"""

from __future__ import annotations

import random
import time
from collections import deque
from typing import Any, Protocol

from PySide6.QtCore import QObject, QTimer, Signal, Slot  # noqa: F401

from jassdesk.ai.levels import make_player
from jassdesk.ai.player import Player
from jassdesk.engine import events as ev
from jassdesk.engine.actions import Action, ActionKind
from jassdesk.engine.deal_code import deal_of, hand_start
from jassdesk.engine.observe import Observation
from jassdesk.engine.record import GameRecord, RecordError, new_state
from jassdesk.engine.refusal import IllegalAction, Refusal
from jassdesk.engine.rules import Game, Rules
from jassdesk.engine.state import GameState

from .game_config import PERSON, GameConfig
from .models import HandModel, PlayersModel, TrickModel
from .score_sheets import JasstafelModel, ScoreSheetModel, score_sheet_for
from .settings import Settings


# Levels cheap enough to decide on a thread of the window's process; every other level thinks in the
# AI process (see aiprocess.py) so that its search never holds the GIL the window needs.
THREAD_LEVELS = frozenset({"random"})


class Presenter(Protocol):
    def present(self, event: Any) -> bool:
        """Show ``event``; True if that is already done, else call ``controller.presented()`` later."""


class GameController(QObject):
    """Owns the Partie; applies the person's and the AI's actions; feeds the table event by event."""

    # the Partie
    gameStarted = Signal(object)  # GameConfig
    # every event, in order, as it is shown (listeners pick the kinds they need by type)
    eventShown = Signal(object)
    # whose turn, once the table has caught up: (seat, Decision value)
    awaiting = Signal(int, str)
    thinking = Signal(int)  # an AI seat started thinking
    thought = Signal(int)  # that seat's answer is in (or its thinking failed or was dropped)
    refused = Signal(object, str)  # the person's action and the engine's reason
    accepted = Signal(object)  # the person's action was applied
    aiFailed = Signal(str)
    # the engine moved on: (the action, or None when a Partie starts; the engine's events).  Emitted at
    # once, before the table shows anything, so a save taken here holds every action applied so far.
    applied = Signal(object, object)
    scoreModelChanged = Signal(object)  # a game with another kind of score sheet has started: its model
    # a practice game took back the person's last decision: the Partie is now its record up to that action
    undone = Signal()
    undoChanged = Signal()  # whether an undo is possible may have changed (see can_undo)

    def __init__(self, settings: Settings | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        from .aiprocess import AIProcess
        from .worker import Worker

        self.settings = settings or Settings(self)
        self.worker = Worker(self, threads=1)
        self.worker.finished.connect(lambda t, r: self._on_ai_done(("thread", t), r))
        self.worker.error.connect(lambda t, m: self._on_ai_error(("thread", t), m))
        self.ai_process = AIProcess(self)
        self.ai_process.finished.connect(lambda t, r: self._on_ai_done(("process", t), r))
        self.ai_process.error.connect(lambda t, m: self._on_ai_error(("process", t), m))
        self.hand_model = HandModel(self)
        self.trick_model = TrickModel(self)
        self.score_model: ScoreSheetModel = JasstafelModel(self)  # before any Partie
        self.players_model = PlayersModel(self)
        self.state: GameState | None = None
        self.config: GameConfig | None = None
        self.players: dict[int, Player] = {}
        self.presenter: Presenter | None = None
        self._queue: deque[tuple[Any, Observation]] = deque()
        self._presenting = False  # an event is being shown and has not finished
        self._draining = False
        self._again = False
        self._version = 0  # bumped on every change of the state; stale AI answers are dropped
        self._ai_ticket: tuple[tuple[str, int], int] | None = None  # ((backend, ticket), state version)
        self._ai_answer: tuple[int, Action] | None = None  # (state version, action)
        self._thinking_seat = -1
        self._pace_until = 0.0
        self._last_actor: int | None = None
        self._awaited: tuple[int, int] | None = None
        self.shown_obs: Observation | None = None  # the person's view as the table shows it
        self._pace_timer = QTimer(self)
        self._pace_timer.setSingleShot(True)
        self._pace_timer.timeout.connect(self._pump)
        self.partie_no = 0
        self.fast_forward = False  # True while a resumed Partie is replayed onto the table
        self.taking_back = False  # the replay is an undo's: what was said just before stays said (bubbles)
        self._actors: list[int] = []  # who took each action of the history (undo looks for the person's)

    # -- the Partie -------------------------------------------------------

    @property
    def rules(self) -> Rules:
        assert self.state is not None
        return self.state.rules

    @property
    def game(self) -> Game:
        return self.rules.game

    @property
    def n_players(self) -> int:
        return self.rules.n_players

    def new_game(self, config: GameConfig) -> None:
        """Start a new Partie; the AI players of the old one are forgotten (their answers dropped)."""
        seed = config.seed if config.seed is not None else random.SystemRandom().randrange(1, 2**31)
        n = config.rules.n_players
        names = tuple(config.names[s] if s < len(config.names) and config.names[s] else "" for s in range(n))
        levels = tuple(config.level_of(s) for s in range(n))
        self.config = GameConfig(config.rules, seed, names, levels, config.start_dealer, config.practice,
                                 config.start_deal)
        self.partie_no = 1
        self._start(new_state(config.rules, seed, config.start_dealer, config.start_deal))

    def resume(self, config: GameConfig, record: GameRecord, partie_no: int = 1) -> None:
        """Bring a saved Partie back: same cards, same turn, same scores.

        The record's actions are applied to a fresh state and every event is
        shown at once (``fast_forward``), so the table, the score sheet and the
        models reach the saved position through the same code that showed it
        the first time.  Raises :class:`~jassdesk.engine.record.RecordError` if
        an action is refused (a storage layer checks this before).
        """
        n = record.rules.n_players
        names = tuple(config.names[s] if s < len(config.names) and config.names[s] else "" for s in range(n))
        levels = tuple(config.level_of(s) for s in range(n))
        self.config = GameConfig(record.rules, record.seed, names, levels, record.start_dealer, config.practice,
                                 record.start_deal)
        self.partie_no = max(1, partie_no)
        self._start(record.fresh_state(), replay=record.actions)

    def next_partie(self, seed: int | None = None) -> None:
        """After the end of a Partie: the next one, dealt per the rules (``state.next_partie``)."""
        if self.state is None or not self.state.is_over:
            raise ValueError("the Partie is not over yet")
        seed = seed if seed is not None else random.SystemRandom().randrange(1, 2**31)
        assert self.config is not None
        self.config = GameConfig(self.config.rules, seed, self.config.names, self.config.levels,
                                 practice=self.config.practice)
        self.partie_no += 1
        self._start(self.state.next_partie(seed))

    def _start(self, state: GameState, replay: tuple[Action, ...] | None = None, taking_back: bool = False) -> None:
        assert self.config is not None
        self.taking_back = taking_back
        self._drop_pending()
        self.state = state
        self._actors = []
        self._serial = getattr(self, "_serial", 0) + 1
        base = self.config.seed or 0
        self.seeds = {s: base * 7 + s + 1000 * self.partie_no for s in range(state.n_players)}
        self.players = {s: make_player(self.config.levels[s], seed=self.seeds[s])
                        for s in range(state.n_players) if s != PERSON and self.config.levels[s] in THREAD_LEVELS}
        if any(self.config.levels[s] not in THREAD_LEVELS for s in range(state.n_players) if s != PERSON):
            self.ai_process.forget(self._serial - 1)
            self.ai_process.start()  # it imports the AI while the table deals
        if replay is not None:  # a resumed Partie (perhaps saved before its first action)
            self.fast_forward = True
            try:
                start, shown = self._replay(state, replay)
            except RecordError:
                self.fast_forward = False
                raise
            self._last_actor = None
        else:
            start = state.observation(PERSON)
            shown = [(list(state.initial_events), PERSON, start)]
        self._show_from(start, shown)
        if replay is None:
            self.applied.emit(None, list(state.initial_events))
        self.undoChanged.emit()
        self._pump()

    def _drop_pending(self) -> None:
        """Forget what belonged to the position before: the AI's thinking and answer, the events not shown."""
        self._version += 1
        if self._ai_ticket is not None:
            self.thought.emit(self._thinking_seat)  # the old Partie's thinking is dropped
        self._ai_ticket = None
        self._ai_answer = None
        self._queue.clear()
        self._presenting = False
        self._awaited = None
        self._pace_timer.stop()

    def _show_from(self, start: Observation, shown: list[tuple[list[Any], int, Observation]]) -> None:
        """The models start at the person's view ``start``; then (events, actor, view after them) are queued."""
        assert self.config is not None
        self.shown_obs = start
        self.hand_model.reset(start)
        self.trick_model.reset(start)
        self._use_score_sheet_of(self.rules.game)
        self.score_model.reset(start)
        self.players_model.reset(self.config, start)
        self.gameStarted.emit(self.config)
        for events, actor, obs in shown:
            self._enqueue(events, actor, obs)

    def _replay(self, state: GameState, actions: tuple[Action, ...]) -> tuple[Observation, list[tuple]]:
        """Apply a saved Partie's ``actions`` to ``state``; return the person's view at the deal of the hand
        in progress, and what the table shows from that deal on: (events, actor, view right after them).

        The table draws a resumed Partie from the start of the hand in progress, and the models start at
        that deal's observation (one reset each, however long the Partie: every hand before is in it).  So
        only the engine goes through the hands before: the actions are applied once, the engine is taken
        back (undo) to that deal, and the hand's own actions are applied again, each followed by the view
        the table shows with its events.  A 3,000-action Partie costs a few hundredths of a second more
        than a short one, instead of one model signal per event (seconds).
        """
        deal = -1  # the action whose events deal the hand in progress (-1: the Partie's start)
        dealt: list[Any] = list(state.initial_events)  # its events
        for i, action in enumerate(actions):
            seat = state.current_player
            try:
                events = state.apply(action)
            except IllegalAction as exc:
                raise RecordError(f"action {i + 1} ({action.code}) is not allowed: {exc}") from None
            self._actors.append(PERSON if seat is None else seat)
            if any(isinstance(e, ev.HandStarted) for e in events):
                deal, dealt = i, events
        for _ in range(len(actions) - 1 - deal):
            state.undo()
        start = state.observation(PERSON)
        k = max((j for j, e in enumerate(dealt) if isinstance(e, ev.HandStarted)), default=0)
        shown: list[tuple] = [(dealt[k:], self._actors[deal] if deal >= 0 else PERSON, start)]
        for action in actions[deal + 1:]:
            seat = state.current_player
            events = state.apply(action)
            shown.append((events, PERSON if seat is None else seat, state.observation(PERSON)))
        return start, shown

    def _use_score_sheet_of(self, game: Game) -> None:
        """A game whose sheet differs from the one shown gets its own model, named as the old one was."""
        kind = score_sheet_for(game)
        if type(self.score_model) is kind:
            return
        old, self.score_model = self.score_model, kind(self)
        self.score_model.set_naming(old.lang, old.deck)
        self.scoreModelChanged.emit(self.score_model)
        old.deleteLater()

    def record(self) -> GameRecord:
        assert self.state is not None
        return GameRecord.of(self.state)

    def hand_start(self, hand_no: int) -> GameState:
        """The Partie just after hand ``hand_no`` was dealt (rebuilt from the record)."""
        record = self.record()
        return hand_start(record.fresh_state(), record.actions, hand_no)

    def deal_code(self, hand_no: int) -> str:
        """The short code of hand ``hand_no``'s deal ("" if that deal has none: a seed too large for a code)."""
        try:
            return deal_of(self.hand_start(hand_no)).text()
        except ValueError:
            return ""

    # -- practice games: undo ------------------------------------------------

    @property
    def practice(self) -> bool:
        return self.config is not None and self.config.practice

    def undo_point(self) -> int | None:
        """How many actions stay when the person's last decision is taken back (None: nothing to take back)."""
        if not self.practice or self.state is None:
            return None
        return next((i for i in range(len(self._actors) - 1, -1, -1) if self._actors[i] == PERSON), None)

    def can_undo(self) -> bool:
        return self.undo_point() is not None

    def undo(self) -> bool:
        """Take back the person's last decision and every AI action after it (practice games only).

        The Partie is rebuilt from its seed and the actions before that decision and put on the table the
        way a saved Partie is resumed; the AI's pending answer is dropped with the old position."""
        point = self.undo_point()
        if point is None:
            return False
        record = self.record()
        self._start(record.fresh_state(), replay=record.actions[:point], taking_back=True)
        self.undone.emit()
        return True

    # -- the person's actions --------------------------------------------

    def why(self, action: Action) -> Refusal | None:
        """The engine's reason why the person may not take ``action`` now (None if allowed)."""
        if self.state is None:
            return Refusal("game_over")
        return self.state.why(action, PERSON)

    def reason_text(self, refusal: Refusal) -> str:
        return refusal.message(self.settings.language, self.settings.deck)

    def act(self, action: Action) -> Refusal | None:
        """The person takes ``action``: applied if the engine allows it, else :attr:`refused` is emitted."""
        refusal = self.why(action)
        if refusal is not None:
            self.refused.emit(action, self.reason_text(refusal))
            return refusal
        self._apply(action, PERSON)
        self.accepted.emit(action)
        return None

    def person_legal_actions(self) -> list[Action]:
        if self.state is None or self.state.current_player != PERSON:
            return []
        return self.state.legal_actions()

    def play_options(self, card: int) -> tuple[list[tuple], bool]:
        """The Weis sets and whether Stöck may be announced with ``card``, from the engine's legal actions."""
        weis_sets: list[tuple] = []
        stoeck = False
        for a in self.person_legal_actions():
            if a.kind is ActionKind.PLAY and a.card == card:
                if a.weis and a.weis not in weis_sets:
                    weis_sets.append(a.weis)
                stoeck = stoeck or a.stoeck
        return weis_sets, stoeck

    def is_person_turn(self) -> bool:
        return self.state is not None and self.state.current_player == PERSON

    # -- applying ------------------------------------------------------------

    def _apply(self, action: Action, seat: int) -> None:
        assert self.state is not None
        events = self.state.apply(action, seat)
        self._actors.append(seat)
        self._version += 1
        self._ai_answer = None
        self._last_actor = seat
        self._enqueue(events, seat)
        self.applied.emit(action, events)
        if seat == PERSON:
            self.undoChanged.emit()
        self._pump()

    def _enqueue(self, events: list[Any], actor: int, obs: Observation | None = None) -> None:
        """Queue ``events`` for the table with the person's view right after them (now, unless given)."""
        if obs is None:
            assert self.state is not None
            obs = self.state.observation(PERSON)
        for e in events:
            self._queue.append((e, obs))
        if not events:
            self._queue.append((None, obs))  # keep the shown view in step

    @property
    def caught_up(self) -> bool:
        return not self._queue and not self._presenting

    @Slot()
    def presented(self) -> None:
        """The presenter finished showing the current event."""
        if not self._presenting:
            return
        self._presenting = False
        if self._last_actor is not None and self._last_actor != PERSON and not self._queue:
            self._pace_until = time.monotonic() + self._pace_seconds()
        self._pump()

    def _pace_seconds(self) -> float:
        return self.settings.ai_pace_ms / 1000.0

    def _pump(self) -> None:
        """Show queued events; when caught up, announce the turn and drive the AI.

        Re-entrant calls (an action applied while pumping) only ask for
        another round, so events are always shown in order.
        """
        if not self.running:
            return
        if self._draining:
            self._again = True
            return
        self._draining = True
        try:
            self._again = True
            while self._again:
                self._again = False
                while self._queue and not self._presenting:
                    event, obs = self._queue.popleft()
                    self.shown_obs = obs
                    if event is None:
                        continue
                    self._take_in(event, obs)
                    if self.presenter is not None and not self.presenter.present(event):
                        self._presenting = True
                        break
                    if not self._queue and self._last_actor not in (None, PERSON):
                        self._pace_until = time.monotonic() + self._pace_seconds()
                if self.fast_forward and self.caught_up:
                    self.fast_forward = self.taking_back = False
                self._ask_ai()
                if self.caught_up:
                    self._announce_turn()
                    self._apply_ai_answer()
        finally:
            self._draining = False

    def _take_in(self, event: Any, obs: Observation) -> None:
        """Models follow the event (what the table now shows), then :attr:`eventShown` goes out."""
        self.hand_model.on_event(event, obs)
        self.trick_model.on_event(event, obs)
        self.score_model.on_event(event, obs)
        self.players_model.on_event(event, obs)
        self.eventShown.emit(event)

    @property
    def running(self) -> bool:
        """Whether a Partie is on the table (the events are shown, the turns announced)."""
        return self.state is not None

    def position(self) -> Observation:
        """The person's view of the position as it stands (the engine may be ahead of the table)."""
        assert self.state is not None
        return self.state.observation(PERSON)

    def seat_kind(self, seat: int) -> str | None:
        """Who plays ``seat`` at a table played over the network (``"person"``, ``"ai"``, ``"dropped"``,
        ``"open"``; see jassdesk.net.SeatKind); None at a table at home, where the levels say it."""
        return None

    def _announce_turn(self) -> None:
        obs = self.position()
        seat = obs.current_player
        key = (self._version, -1 if seat is None else seat)
        if self._awaited == key:
            return
        self._awaited = key
        self.shown_obs = obs
        self.hand_model.set_legal(self.shown_obs)
        self.players_model.set_turn(seat)
        self.awaiting.emit(-1 if seat is None else seat, obs.decision.value)

    # -- the AI ------------------------------------------------------------------

    def _ask_ai(self) -> None:
        state = self.state
        assert state is not None
        seat = state.current_player
        if seat is None or seat == PERSON or state.is_over or not self._ai_may_think():
            return
        if self._ai_ticket is not None and self._ai_ticket[1] == self._version:
            return  # already thinking about this position
        if self._ai_answer is not None and self._ai_answer[0] == self._version:
            return
        obs = state.observation(seat)
        level = self._ai_level(seat)
        if seat in self.players:
            player = self.players[seat]
            ticket = ("thread", self.worker.submit(lambda: player.choose(obs)))
        else:
            ticket = ("process", self.ai_process.choose((self._serial, seat), level, self.seeds[seat], obs))
        self._ai_ticket = (ticket, self._version)
        self._thinking_seat = seat
        self.thinking.emit(seat)

    def _ai_may_think(self) -> bool:
        """Whether the seat on turn is the AI's to decide now (a Partie: always; the school: in a free hand)."""
        return True

    def _ai_level(self, seat: int) -> str | None:
        """The AI level that decides for ``seat``."""
        assert self.config is not None
        return self.config.levels[seat]

    @property
    def thinking_seat(self) -> int | None:
        """The AI seat whose answer is awaited now, if any."""
        return self._thinking_seat if self._ai_ticket is not None else None

    def _on_ai_done(self, ticket: tuple[str, int], action: object) -> None:
        if self._ai_ticket is None or self._ai_ticket[0] != ticket:
            return  # an answer to a position that no longer exists
        version = self._ai_ticket[1]
        self._ai_ticket = None
        self.thought.emit(self._thinking_seat)
        if version != self._version:
            self._pump()
            return
        self._ai_answer = (version, action)  # type: ignore[assignment]
        self._pump()

    def _on_ai_error(self, ticket: tuple[str, int], message: str) -> None:
        if self._ai_ticket is not None and self._ai_ticket[0] == ticket:
            self._ai_ticket = None
            self.thought.emit(self._thinking_seat)
            self.aiFailed.emit(message)

    def _apply_ai_answer(self) -> None:
        if self._ai_answer is None or self._ai_answer[0] != self._version or self.state is None:
            return
        wait = self._pace_until - time.monotonic()
        if wait > 0.001:
            if not self._pace_timer.isActive():
                self._pace_timer.start(max(1, int(wait * 1000)))
            return
        _, action = self._ai_answer
        self._ai_answer = None
        seat = self.state.current_player
        assert seat is not None
        try:
            self._take_ai_action(action, seat)
        except IllegalAction as exc:  # an AI bug must not corrupt the Partie
            self.aiFailed.emit(f"the AI chose an illegal action {action!r}: {exc}")

    def _take_ai_action(self, action: Action, seat: int) -> None:
        """The AI's answer, its pace passed, applied (the engine refuses an illegal one: IllegalAction)."""
        self._apply(action, seat)

    # -- teardown -------------------------------------------------------------

    def shutdown(self) -> None:
        """Stop asking the AI and wait for a running decision (call before the window closes)."""
        self._pace_timer.stop()
        self._version += 1
        self.worker.shutdown()
        self.ai_process.shutdown()

    def busy(self) -> bool:
        """True while the AI thinks or the table still has events to show."""
        return bool(self._ai_ticket) or not self.caught_up

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

Two to four people may share the computer (a hot-seat Partie: more than one
seat of the :class:`~.game_config.GameConfig` is a person's).  The table
always shows one of them at the bottom, the *viewer*: the engine's events and
observations are renumbered on the way to the table so that he sits at seat 0
(:class:`~jassdesk.engine.viewpoint.Viewpoint`, the identity while the viewer
is seat 0), and his actions back on the way in.  When another person's turn
comes, the table has caught up and :attr:`handOver` asks the window to cover
it; :meth:`take_seat`, once that person is at the screen, draws the hand in
progress again from his chair, as a resumed Partie is drawn.
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
from jassdesk.engine.viewpoint import Viewpoint

from .game_config import PERSON, PERSON_LEVEL, GameConfig
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
    # another person at this computer is to decide (the engine's seat, his name, and True; False when a resumed
    # Partie shows his cards first while an AI is on turn): the window covers the table until he is at the
    # screen and calls take_seat (a hot-seat Partie)
    handOver = Signal(int, str, bool)
    seatTaken = Signal(int)  # the table now shows this seat (the engine's numbering) at the bottom

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
        self.viewer = PERSON  # the engine's seat the table shows at the bottom (a hot-seat Partie: changes)
        self.seat_view: Viewpoint | None = None  # the engine's numbering into the viewer's (set with the Partie)
        self.handing_to: int | None = None  # the person the table waits for, covered (a hot-seat Partie)
        self.redrawing = False  # True while the same Partie is drawn again from another person's chair

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
        self.config = GameConfig(config.rules, seed, names, _seat_levels(config, n), config.start_dealer,
                                 config.practice, config.start_deal)
        self.partie_no = 1
        self.viewer = PERSON
        self._start(new_state(config.rules, seed, config.start_dealer, config.start_deal))

    def resume(self, config: GameConfig, record: GameRecord, partie_no: int = 1) -> None:
        """Bring a saved Partie back: same cards, same turn, same scores.

        The record's actions are applied to a fresh state and every event is
        shown at once (``fast_forward``), so the table, the score sheet and the
        models reach the saved position through the same code that showed it
        the first time.  Raises :class:`~jassdesk.engine.record.RecordError` if
        an action is refused (a storage layer checks this before).

        A Partie of several people at one computer comes back covered: whoever opened it may not be the person
        whose cards the table would show.  The cover is for the person on turn, else for the last person who
        decided (an AI is on turn), and it lies on the table before anything of it is drawn.
        """
        n = record.rules.n_players
        names = tuple(config.names[s] if s < len(config.names) and config.names[s] else "" for s in range(n))
        self.config = GameConfig(record.rules, record.seed, names, _seat_levels(config, n), record.start_dealer,
                                 config.practice, record.start_deal)
        self.partie_no = max(1, partie_no)
        persons = self.config.persons(n)
        self.viewer, on_turn = _first_to_see(record, persons) if len(persons) > 1 else (PERSON, True)
        self._start(record.fresh_state(), replay=record.actions, cover=on_turn if len(persons) > 1 else None)

    #: whether the next Partie waits for others (a table hosted elsewhere asks the host) or is dealt at once
    next_partie_waits = False

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

    def _start(self, state: GameState, replay: tuple[Action, ...] | None = None, taking_back: bool = False,
               cover: bool | None = None) -> None:
        """Put ``state`` (with ``replay``'s actions applied) on the table; ``cover`` (not None): the table is covered
        for the viewer before it is drawn, whose turn it is (True) or not (a resumed Partie of several people at
        one computer)."""
        assert self.config is not None
        self.taking_back = taking_back
        self._drop_pending()
        if cover is not None:
            self.handing_to = self.viewer
            self.handOver.emit(self.viewer, self.seat_name(self.viewer), cover)
        self.state = state
        self._actors = []
        self._serial = getattr(self, "_serial", 0) + 1
        if not self.config.is_person(self.viewer) or self.viewer >= state.n_players:
            self.viewer = PERSON
        self.seat_view = Viewpoint(state.rules, self.viewer)
        base = self.config.seed or 0
        self.seeds = {s: base * 7 + s + 1000 * self.partie_no for s in range(state.n_players)}
        ai_seats = [s for s in range(state.n_players) if not self.config.is_person(s)]
        self.players = {s: make_player(self.config.levels[s], seed=self.seeds[s])
                        for s in ai_seats if self.config.levels[s] in THREAD_LEVELS}
        if any(self.config.levels[s] not in THREAD_LEVELS for s in ai_seats):
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
            start = self._table_observation()
            shown = [(self._table_events(state.initial_events), self.viewer, start)]
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
        self.handing_to = None
        self._pace_timer.stop()

    def _show_from(self, start: Observation, shown: list[tuple[list[Any], int, Observation]]) -> None:
        """The models start at the person's view ``start``; then (events, actor, view after them) are queued."""
        assert self.config is not None
        self.shown_obs = start
        self.hand_model.reset(start)
        self.trick_model.reset(start)
        self._use_score_sheet_of(self.rules.game)
        self.score_model.reset(start)
        self.players_model.reset(self.table_config(), start)
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
        start = self._table_observation(state)
        k = max((j for j, e in enumerate(dealt) if isinstance(e, ev.HandStarted)), default=0)
        shown: list[tuple] = [(self._table_events(dealt[k:]), self._actors[deal] if deal >= 0 else PERSON, start)]
        for action in actions[deal + 1:]:
            seat = state.current_player
            events = state.apply(action)
            shown.append((self._table_events(events), PERSON if seat is None else seat, self._table_observation(state)))
        return start, shown

    # -- the people at this computer and the one the table shows ----------------------------------------------

    def is_person_seat(self, seat: int) -> bool:
        """Whether a person at this computer plays ``seat`` (the engine's numbering)."""
        return self.config is not None and self.config.is_person(seat)

    @property
    def persons(self) -> tuple[int, ...]:
        """The seats the people at this computer play (one, or two to four in a hot-seat Partie)."""
        return self.config.persons(self.n_players) if self.config is not None and self.state is not None else ()

    def table_config(self) -> GameConfig:
        """The Partie's names and levels as the table numbers its seats (the viewer at seat 0; he has no level,
        another person at this computer has PERSON_LEVEL)."""
        assert self.config is not None
        view = self.seat_view
        if view is None or view.identity:
            return self.config
        n = view.n
        names = tuple(self.config.names[view.engine_seat(k)] if view.engine_seat(k) < len(self.config.names) else ""
                      for k in range(n))
        levels = (None,) + tuple(PERSON_LEVEL if self.config.is_person(view.engine_seat(k))
                                 else self.config.level_of(view.engine_seat(k)) for k in range(1, n))
        return GameConfig(self.config.rules, self.config.seed, names, levels, practice=self.config.practice)

    def seat_name(self, seat: int) -> str:
        """The name of the engine's ``seat``, as the new-game dialog gave it."""
        names = self.config.names if self.config is not None else ()
        return names[seat] if 0 <= seat < len(names) else ""

    def _table_observation(self, state: GameState | None = None) -> Observation:
        """The viewer's observation of ``state`` (default: the Partie's), as the table numbers the seats."""
        state = state if state is not None else self.state
        assert state is not None and self.seat_view is not None
        return self.seat_view.observation(state.observation(self.viewer))

    def _table_events(self, events: Any) -> list[Any]:
        assert self.seat_view is not None
        return [self.seat_view.event(e) for e in events]

    def take_seat(self, seat: int) -> bool:
        """The person of ``seat`` (the engine's numbering) is at the screen: the table shows the hand in progress
        from his chair, at once, and asks him for his decision.  False (and nothing changes) if ``seat`` is no
        person's or already at the bottom."""
        if self.state is None or not self.is_person_seat(seat):
            return False
        if seat == self.viewer:  # the table was covered for the person it shows (a resumed Partie): uncovered
            if self.handing_to != seat:
                return False
            self.handing_to, self._awaited = None, None
            self.seatTaken.emit(seat)
            self._pump()
            return True
        self.viewer = seat
        self.redrawing = True
        try:
            record = self.record()
            self._start(record.fresh_state(), replay=record.actions)
        finally:
            self.redrawing = False
        self.seatTaken.emit(seat)
        return True

    def _hand_over_due(self) -> int | None:
        """The person at this computer who is to decide now, if the table shows another (the engine's seat); the
        viewer himself while the table is covered for him (a resumed Partie)."""
        state = self.state
        if state is None or state.is_over:
            return None
        if self.handing_to is not None and self.handing_to == self.viewer:
            return self.viewer
        seat = state.current_player
        if seat is None or seat == self.viewer or not self.is_person_seat(seat):
            return None
        return seat

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
        """How many actions stay when the person's last decision is taken back (None: nothing to take back).
        At a hot-seat Partie only the viewer's own, and only while no other person has decided since (that
        decision is his, and taking it back would show the viewer what he saw)."""
        if not self.practice or self.state is None:
            return None
        for i in range(len(self._actors) - 1, -1, -1):
            if self._actors[i] == self.viewer:
                return i
            if self.is_person_seat(self._actors[i]):
                return None
        return None

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
        if self.handing_to is not None:  # the table is covered until the person on turn is at the screen
            return Refusal("not_your_turn")
        assert self.seat_view is not None
        return self.state.why(self.seat_view.back(action), self.viewer)

    def reason_text(self, refusal: Refusal) -> str:
        return refusal.message(self.settings.language, self.settings.deck)

    def act(self, action: Action) -> Refusal | None:
        """The person takes ``action``: applied if the engine allows it, else :attr:`refused` is emitted."""
        refusal = self.why(action)
        if refusal is not None:
            self.refused.emit(action, self.reason_text(refusal))
            return refusal
        assert self.seat_view is not None
        self._apply(self.seat_view.back(action), self.viewer)
        self.accepted.emit(action)
        return None

    def person_legal_actions(self) -> list[Action]:
        """The legal actions of the person at the bottom of the table, as the table numbers the seats."""
        if not self.is_person_turn():
            return []
        assert self.state is not None and self.seat_view is not None
        return [self.seat_view.action(a) for a in self.state.legal_actions()]

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
        return self.state is not None and self.state.current_player == self.viewer and self.handing_to is None

    # -- applying ------------------------------------------------------------

    def _apply(self, action: Action, seat: int) -> None:
        assert self.state is not None
        events = self.state.apply(action, seat)
        self._actors.append(seat)
        self._version += 1
        self._ai_answer = None
        self._last_actor = seat
        self._enqueue(self._table_events(events), seat)
        self.applied.emit(action, events)  # in the engine's numbering (the saves, statistics and reviews)
        if self.is_person_seat(seat):
            self.undoChanged.emit()
        self._pump()

    def _enqueue(self, events: list[Any], actor: int, obs: Observation | None = None) -> None:
        """Queue ``events`` (as the table numbers the seats) with the person's view right after them (now, unless
        given)."""
        if obs is None:
            obs = self._table_observation()
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
        if self._last_actor is not None and not self.is_person_seat(self._last_actor) and not self._queue:
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
                    if not self._queue and self._last_actor is not None and \
                            not self.is_person_seat(self._last_actor):
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
        return self._table_observation()

    def seat_kind(self, seat: int) -> str | None:
        """Who plays ``seat`` at a table played over the network (``"person"``, ``"ai"``, ``"dropped"``,
        ``"open"``; see jassdesk.net.SeatKind); None at a table at home, where the levels say it."""
        return None

    def seat_ai_level(self, seat: int) -> str | None:
        """The AI level a table played over the network says plays ``seat`` now; None at home (the levels say
        it) and where no AI plays it."""
        return None

    def seat_levels(self) -> tuple[str, ...]:
        """Who sits where, as statistics and saves write it: "person" or the AI level, one per seat."""
        assert self.config is not None
        return self.config.seat_levels(self.n_players)

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
        due = self._hand_over_due()
        newly = due is not None and due != self.handing_to
        self.handing_to = due  # before awaiting: the table offers nothing while it is to be covered
        self.awaiting.emit(-1 if seat is None else seat, obs.decision.value)
        if newly:
            self.handOver.emit(due, self.seat_name(due), self.state is not None and self.state.current_player == due)

    # -- the AI ------------------------------------------------------------------

    def _ask_ai(self) -> None:
        state = self.state
        assert state is not None
        seat = state.current_player
        if seat is None or self.is_person_seat(seat) or state.is_over or not self._ai_may_think():
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


def _seat_levels(config: GameConfig, n: int) -> tuple[str | None, ...]:
    """Every seat's level as the controller keeps it: None for seat 0, PERSON_LEVEL for another person at this
    computer, else the AI level (a seat with none set: the config's default)."""
    return tuple(None if s == PERSON else PERSON_LEVEL if config.is_person(s) else config.level_of(s)
                 for s in range(n))


def _first_to_see(record: GameRecord, persons: tuple[int, ...]) -> tuple[int, bool]:
    """Whose cards a resumed Partie of several people shows first, and whether it is his turn: the person on turn,
    else the last person who decided (an AI is on turn), else seat 0."""
    state = record.fresh_state()
    last = PERSON
    for action in record.actions:
        if state.current_player in persons:
            last = state.current_player
        state.apply(action)
    if state.current_player in persons:
        return state.current_player, True
    return last, False

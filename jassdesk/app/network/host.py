"""The host of a table over the local network: it runs the engine, seats the people who join, plays the AI
seats, and sends every client what its seat may see after every action.

The host is the authority.  A client sends actions (``act``) and receives the engine's events and its own
seat's observation through the secrecy filter (:meth:`~jassdesk.net.messages.Events.for_seat`), nothing more.
An ``act`` is checked against the decision it answers (an answer to an older position is ``refused`` with
``stale``), then by the engine (``why``: a refusal comes back with the rule's code and sentence), and only then
applied.  Every line of every client passes its connection's guards (:mod:`.connection`); a bad one closes
that connection with a logged reason, and nothing else: the table, the engine and the other connections go on,
and no exception leaves a slot of the host (each is caught, logged, and costs at most the connection it came
from).

People come and go (:mod:`.seating`): a person whose connection breaks is played by the AI after a short
grace, everyone is told by a ``seats`` message, and the reconnect token of his ``welcome`` brings him back to
his seat.  The host writes its autosave after every action (:mod:`.host_save`), tokens included, so a host
started again from it goes on from the same position and its friends come back to their seats.

The AI seats think off the host's event loop (:mod:`.ai_seats`) and play at the table's pace.  Nothing here
knows a rule or a game: the engine's state says whose turn it is and what is legal.

When a Partie is over the table deals the next one (``state.next_partie``) once every person seated has asked
for it (``next``, passed on to the others as the phrase "again"); each client then receives the new Partie's
first ``events`` at decision 0, on no hand results, and draws a new table.

The same class serves the window (its Host dialog, through the signals below) and the command line
(:mod:`.headless`).
"""

from __future__ import annotations

import logging
import random
import re
import time
from dataclasses import replace
from itertools import count
from typing import Callable

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QTcpServer, QTcpSocket
from shiboken6 import isValid

from jassdesk.engine.actions import Action
from jassdesk.engine.events import Event, HandScored, HandStarted, PartieOver
from jassdesk.engine.games import new_state
from jassdesk.engine.record import GameRecord
from jassdesk.engine.refusal import IllegalAction
from jassdesk.engine.rules import Rules
from jassdesk.engine.state import GameState
from jassdesk.net.checks import WireError
from jassdesk.net.limits import MAX_REFUSAL_CODE, MAX_RESULTS_PER_MESSAGE
from jassdesk.net.messages import (
    Act,
    Bye,
    Events,
    Hello,
    Message,
    NextPartie,
    PhraseSaid,
    Refused,
    Results,
    SayPhrase,
    SeatInfo,
    SeatKind,
    Seats,
    Welcome,
    decode_message,
)
from jassdesk.net.rate import RateLimit
from jassdesk.storage.saved_games import SavedGame
from jassdesk.storage.saved_games import Seat as SavedSeat

from ..keeper import AutosaveWriter
from .ai_seats import AIPlayers
from .beacon import TableAnnouncement
from .catch_up import hand_so_far
from .codes import new_table_code, new_token
from .config import AI_NAMES, HostConfig, seat_names
from .connection import Connection, shortened
from .host_save import HostAutosaver, HostedTable, host_extra
from .seating import PERSON, Seat, Seating

log = logging.getLogger(__name__)

#: connections open at once (joined or not): far more than four seats and a few finders need
MAX_CONNECTIONS = 64
_REFUSAL_CODE = re.compile(rf"[a-z0-9_]{{1,{MAX_REFUSAL_CODE}}}")
_NAME_ON_PLATE = 24  # a saved game's name length (the New game dialog's)


def resumed_config(table: HostedTable, base: HostConfig) -> HostConfig:
    """The config of a table started again from its autosave: the game, the seats, the names, the code and the
    deal from the file, the host's manners (pace, level for a person away) from the file too, every other
    setting (the graces, the limits, the autosave's path) from ``base``."""
    saved = table.saved
    return replace(base, rules=saved.record.rules, seats=tuple(s.level for s in saved.seats),
                   names=tuple(s.name for s in saved.seats), code=table.code, seed=saved.record.seed,
                   table_name=table.name, pace_ms=table.pace_ms, drop_level=table.drop_level)


class Host(QObject):
    """A table served over TCP: :meth:`listen`, then :meth:`start`; :meth:`close` ends it."""

    # who sits where changed (someone joined, dropped, came back): the seats as the clients are told
    seatsChanged = Signal(object)
    # the engine moved on: (the seat that acted, or -1 at the start; the action or None; the engine's events)
    applied = Signal(int, object, object)
    # a well-formed act arrived: (seat, the decision it answers), before it is checked (for measurements)
    actReceived = Signal(int, int)
    joined = Signal(int, str)  # seat, name (coming back too)
    left = Signal(int, str)  # seat, why
    connectionClosed = Signal(str, str)  # the connection as the log names it, why
    phraseSaid = Signal(int, str)
    partieOver = Signal(object)  # the winning side, or None
    partieStarted = Signal(int)  # the next Partie at this table was dealt: its number (2, 3, ...)
    problem = Signal(str)  # the autosave failed: the sentence

    def __init__(self, config: HostConfig, parent: QObject | None = None, resume: HostedTable | None = None) -> None:
        """A table for ``config``; with ``resume``, the Partie of that autosave goes on (make the config with
        :func:`resumed_config`).  ValueError with every problem of the config in one sentence."""
        super().__init__(parent)
        problems = config.problems()
        if problems:
            raise ValueError("; ".join(problems))
        self.config = config
        self.code = config.code or new_table_code()
        self.table_name = config.table_name or "JassDesk table"
        self.partie_no = 1  # which Partie of the table is being played
        if resume is not None:
            self.state: GameState = resume.saved.record.replay()
            self.seed = resume.saved.record.seed
            self.partie_no = resume.partie
            tokens = resume.tokens
        else:
            self.seed = config.seed if config.seed is not None else random.SystemRandom().randrange(1, 2**31)
            self.state = new_state(config.rules, self.seed)
            tokens = (None,) * config.rules.n_players
        now = time.monotonic()
        seats = []
        for s, (who, name) in enumerate(zip(config.seats, seat_names(config.seats, config.names))):
            seat = Seat(name, None if who == PERSON else who, tokens[s])
            if seat.token is not None:  # back from the autosave: he is away until he rejoins
                seat.ai_from = now + config.rejoin_grace_ms / 1000
            seats.append(seat)
        self.seating = Seating(seats, config.drop_level)
        self._connections: set[Connection] = set()
        self._numbers = count(1)
        self._server = QTcpServer(self)
        self._server.newConnection.connect(self._accept)
        self._ai = AIPlayers(self.seed, config.ai_helpers, self)
        self._ai.answered.connect(self._on_ai_answer)
        self._ai.failed.connect(self._on_ai_failed)
        self._version = 0  # bumped whenever the position or who decides changes; the AI's answers carry it
        self._asked = -1  # the version the AI was last asked about
        self._answer: tuple[int, int, Action] | None = None  # (version, seat, action) waiting for the pace
        self._last_action_at = 0.0
        self._pace_timer = self._timer(self._apply_ai_answer)
        self._grace_timer = self._timer(self._drive)
        self._closing = False
        self._started = False
        self._asked_next: set[int] = set()  # the seats whose person asked for the next Partie
        self._save_failing = False  # the autosave has failed (the first failure is logged as an error)
        self._writer: AutosaveWriter | None = None
        if config.autosave is not None:
            self._writer = AutosaveWriter(HostAutosaver(config.autosave), self._save_failed)

    def _timer(self, slot: Callable[[], None]) -> QTimer:
        timer = QTimer(self)
        timer.setSingleShot(True)
        timer.timeout.connect(lambda: self._guarded("a timer", slot))
        return timer

    # -- what the host is ------------------------------------------------------------------------------------

    @property
    def rules(self) -> Rules:
        return self.state.rules

    @property
    def port(self) -> int:
        return self._server.serverPort()

    @property
    def decision(self) -> int:
        """The number of the next decision (the actions applied so far)."""
        return len(self.state.history)

    def seats(self) -> tuple[SeatInfo, ...]:
        return self.seating.infos()

    def tokens(self) -> tuple[str | None, ...]:
        return tuple(s.token for s in self.seating)

    def announcement(self) -> TableAnnouncement:
        """What the beacon says of this table (never a card, nor the code)."""
        return TableAnnouncement(self.table_name, self.rules.game.value, self.rules.n_players,
                                 tuple(self.seating.open_seats()), self.port)

    def saved_game(self) -> SavedGame:
        """The Partie as its autosave holds it: the record, the seats, and the host's part (code, tokens)."""
        seats = tuple(SavedSeat(s.name, s.level or PERSON) for s in self.seating)
        extra = {"partie": self.partie_no, **host_extra(self.code, self.tokens(), self.table_name, self.config.pace_ms,
                                           self.config.drop_level)}
        return SavedGame(GameRecord.of(self.state), seats, extra=extra)

    # -- starting and ending -----------------------------------------------------------------------------------

    def listen(self, port: int = 0, address: str | None = None) -> int:
        """Listen on ``port`` (0: any free one) of ``address`` (None: every interface); returns the port.
        OSError naming the port and the system's reason if it is taken or not allowed."""
        where = QHostAddress(address) if address else QHostAddress(QHostAddress.SpecialAddress.Any)
        if not self._server.listen(where, port):
            raise OSError(f"cannot listen on port {port}: {self._server.errorString()}")
        self._server.setMaxPendingConnections(MAX_CONNECTIONS)
        log.info("table %s (%s) listens on port %d", self.code, self.rules.game.value, self.port)
        return self.port

    def start(self) -> None:
        """The table opens: the first autosave, the AI process started if a level needs it, the first AI turn."""
        if self._started:
            return
        self._started = True
        self._ai.warm_up({s.level for s in self.seating if s.level} | {self.config.drop_level})
        self._autosave(rotate=True)
        self.applied.emit(-1, None, list(self.state.initial_events) if not self.state.history else [])
        self._drive()

    def close(self, reason: str = "the host has closed the table") -> None:
        """End the table: every client told ``reason`` and closed, the AI stopped, the autosave on disk."""
        if self._closing:
            return
        self._closing = True
        self._pace_timer.stop()
        self._grace_timer.stop()
        self._server.close()
        for conn in list(self._connections):
            conn.close(reason)
        self._ai.shutdown()
        if self._writer is not None:
            self._autosave()
            self._writer.close()
        log.info("table %s closed: %s", self.code, reason)

    def flush_autosave(self, timeout: float = 10.0) -> bool:
        """Wait until the autosave asked for is on disk (tests, and before a planned stop)."""
        return self._writer.flush(timeout) if self._writer is not None else True

    # -- connections -----------------------------------------------------------------------------------------

    def _guarded(self, what: str, work: Callable[[], None], conn: Connection | None = None) -> None:
        """Run a slot's ``work``; an exception is logged and costs at most the connection it came from.  Nothing
        runs once the host is destroyed (its sockets' last signals come while they go with it)."""
        if not isValid(self):
            return
        try:
            work()
        except Exception:  # noqa: BLE001  (no exception may reach the event loop: the table goes on)
            log.exception("the host failed in %s%s", what, f" of {conn.label}" if conn else "")
            if conn is not None:
                conn.close("the host failed to handle this connection's line (its log says why)")

    def _accept(self) -> None:
        while self._server.hasPendingConnections():
            socket = self._server.nextPendingConnection()
            if socket is None:
                return
            self._guarded("accepting a connection", lambda: self._open(socket))

    def _open(self, socket: QTcpSocket) -> None:
        config = self.config
        conn = Connection(socket, next(self._numbers), RateLimit(config.line_rate, config.line_burst),
                          RateLimit(config.phrase_rate, config.phrase_burst))
        socket.setParent(self)
        socket.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1)  # each line leaves at once
        self._connections.add(conn)
        conn.on_closed = self._on_closed
        socket.readyRead.connect(lambda: self._guarded("reading", lambda: self._read(conn), conn))
        socket.disconnected.connect(lambda: self._guarded("a disconnection", lambda: self._gone(conn)))
        socket.errorOccurred.connect(lambda error: self._guarded("a socket error", lambda: self._failed(conn)))
        if self._closing:
            conn.close("the host has closed the table")
            return
        if len(self._connections) > MAX_CONNECTIONS:
            conn.close(f"the host has {MAX_CONNECTIONS} connections open; try again later")
            return
        log.debug("%s opened", conn.label)
        timer = QTimer(socket)
        timer.setSingleShot(True)
        seconds = config.hello_timeout_ms / 1000
        timer.timeout.connect(lambda: self._guarded(
            "the hello's timeout", lambda: conn.close(f"no hello came within {seconds:g} seconds"), conn))
        timer.start(config.hello_timeout_ms)
        conn.hello_timer = timer

    def _read(self, conn: Connection) -> None:
        socket = conn.socket
        data = bytes(socket.readAll().data())
        if conn.closing:
            return  # what a closed connection still sends is not read
        try:
            lines = conn.buffer.feed(data)
        except WireError as exc:
            conn.close(str(exc))
            return
        for line in lines:
            if conn.closing:
                return
            if not conn.rate.allow():
                conn.close(f"the client sent more than {conn.rate.burst} lines at once "
                           f"(at most {conn.rate.rate:g} a second)")
                return
            try:
                message = decode_message(line, "to_host")
            except WireError as exc:
                conn.close(str(exc))
                return
            self._dispatch(conn, message)

    def _gone(self, conn: Connection) -> None:
        """The socket is closed (by the peer, or after the host closed it): forget it."""
        if not conn.closing:
            pending = conn.buffer.pending
            why = "the client closed the connection" + (f" in the middle of a line ({pending} bytes)"
                                                         if pending else "")
            conn.leave(why)
        self._connections.discard(conn)
        conn.socket.deleteLater()

    def _failed(self, conn: Connection) -> None:
        """A socket error: the peer reset the connection, or the network broke."""
        socket = conn.socket
        if socket.error() == QAbstractSocket.SocketError.RemoteHostClosedError:
            return  # disconnected follows
        if not conn.closing:
            conn.leave(f"the connection broke: {socket.errorString()}")
        if socket.state() == QAbstractSocket.SocketState.UnconnectedState:
            self._connections.discard(conn)
            socket.deleteLater()

    def _on_closed(self, conn: Connection, reason: str) -> None:
        """A connection ends, whatever the cause: a person's seat is dropped, everyone told."""
        self.connectionClosed.emit(conn.label, reason)
        seat = conn.seat
        if seat is None or self._closing or self.seating[seat].connection is not conn:
            return
        grace = self.config.drop_grace_ms / 1000
        self.seating.drop(seat, time.monotonic() + grace)
        log.info("%s left seat %d (%s); the AI (%s) plays for him after %g s until he is back", conn.name, seat,
                 reason, self.config.drop_level, grace)
        self.left.emit(seat, reason)
        self._seats_changed()
        self._asked_next.discard(seat)
        self._deal_next_if_all_asked()  # the others asked for the next Partie: they need not wait for him
        self._drive()

    # -- what a client says ----------------------------------------------------------------------------------

    def _dispatch(self, conn: Connection, message: Message) -> None:
        if isinstance(message, Hello):
            self._hello(conn, message)
        elif conn.seat is None:
            conn.close(f"the first line must be a hello, not a {message.TYPE} message")
        elif isinstance(message, Act):
            self._act(conn, message)
        elif isinstance(message, SayPhrase):
            self._phrase(conn, message.phrase)
        elif isinstance(message, NextPartie):
            self._ask_next(conn)
        elif isinstance(message, Bye):
            conn.leave("the client said bye")

    def _hello(self, conn: Connection, hello: Hello) -> None:
        if conn.seat is not None:
            conn.close("a second hello on one connection")
            return
        if hello.table != self.code:
            conn.close(f"the table code {hello.table} is not this table's")
            return
        if hello.token is not None:
            seat = self.seating.by_token(hello.token)
            if seat is None:
                conn.close("the reconnect token is not one of this table's (join without it for a free seat)")
                return
            token = hello.token
            old = self.seating[seat].connection
            if old is not None:  # his old connection is not known to be broken yet: the new one wins
                old.seat = None
                old.close("another connection came back to this seat with its token")
            came_back = True
        else:
            seat, why = self.seating.free_seat(hello.seat)
            if seat is None:
                conn.close(why)
                return
            token, came_back = new_token(), False
        name = hello.name[:_NAME_ON_PLATE].rstrip()
        self._rename_ai_called(name)
        conn.seat, conn.name = seat, name
        if conn.hello_timer is not None:
            conn.hello_timer.stop()
            conn.hello_timer = None
        self.seating.take(seat, name, token, conn)
        if self.state.current_player == seat:
            self._version += 1  # the AI's thinking for this seat is dropped: its person decides
            self._answer = None
        log.info("%s %s seat %d", conn.label, "came back to" if came_back else "joined at", seat)
        self._welcome(conn, seat, token)
        self._seats_changed(but=conn)
        self.joined.emit(seat, name)
        self._autosave()  # the token, so a restarted host knows him
        self._drive()

    def _rename_ai_called(self, name: str) -> None:
        """An AI seat with the name of a person who joins takes another, so no two plates read alike."""
        taken = {s.name.casefold() for s in self.seating}
        for seat in self.seating:
            if seat.level is not None and seat.name.casefold() == name.casefold():
                seat.name = next((n for n in AI_NAMES if n.casefold() not in taken), f"{seat.name} 2")
                taken.add(seat.name.casefold())

    def _welcome(self, conn: Connection, seat: int, token: str) -> None:
        """The welcome, the hand results so far, then the hand in progress action by action (:mod:`.catch_up`)."""
        state = self.state
        results = state.results
        if not conn.send(Welcome(seat, token, state.rules, self.seating.infos(), len(results), self.partie_no)):
            return
        for first in range(0, len(results), MAX_RESULTS_PER_MESSAGE):
            conn.send(Results(first, results[first:first + MAX_RESULTS_PER_MESSAGE]))
        for message in hand_so_far(state, seat):  # the hand in progress, as if he had been there
            conn.send(message)
        conn.socket.flush()

    def _act(self, conn: Connection, act: Act) -> None:
        seat = conn.seat
        assert seat is not None
        self.actReceived.emit(seat, act.decision)
        decision = len(self.state.history)
        if not self._started:  # a person seated while the host waits to open the table: nobody plays yet
            conn.send(Refused(act.decision, "not_your_turn", "the Partie has not begun: the host has not opened "
                                                             "the table yet"))
            return
        if act.decision != decision:
            conn.send(Refused(act.decision, "stale", f"this action answers decision {act.decision}, but the table "
                                                     f"is at decision {decision}"))
            return
        refusal = self.state.why(act.action, seat)
        if refusal is not None:
            code = refusal.rule if _REFUSAL_CODE.fullmatch(refusal.rule) else "refused"
            conn.send(Refused(act.decision, code, shortened(refusal.message(self.config.language))))
            return
        self._apply(act.action, seat)

    def _phrase(self, conn: Connection, phrase: str) -> None:
        seat = conn.seat
        assert seat is not None
        if phrase == "again" and self.state.is_over:  # "Another one?" after the end asks for it
            self._ask_next(conn)
            return
        if not conn.phrases.allow():
            log.info("%s: the phrase %r is not passed on (more than %d at once, %g a second)", conn.label, phrase,
                     conn.phrases.burst, conn.phrases.rate)
            return
        self._send_all(lambda s: PhraseSaid(seat, phrase))
        self.phraseSaid.emit(seat, phrase)

    # -- the next Partie ---------------------------------------------------------------------------------------

    def _ask_next(self, conn: Connection) -> None:
        """A person would play another Partie: told to the others as "again"; dealt once every person seated
        asked.  Before the Partie's end it means nothing and is only logged."""
        seat = conn.seat
        assert seat is not None
        if not self.state.is_over:
            log.info("%s asked for the next Partie before this one ended; nothing is dealt", conn.label)
            return
        if seat not in self._asked_next:
            self._asked_next.add(seat)
            self._send_all(lambda s: PhraseSaid(seat, "again"))
            self.phraseSaid.emit(seat, "again")
        self._deal_next_if_all_asked()

    def waiting_for_next(self) -> tuple[int, ...]:
        """The seats whose person is seated and has not asked for the next Partie yet (the Partie is over)."""
        return tuple(s for s, seat in enumerate(self.seating)
                     if seat.kind is SeatKind.PERSON and s not in self._asked_next)

    def _deal_next_if_all_asked(self) -> None:
        if self._closing or not self.state.is_over or not self._asked_next or self.waiting_for_next():
            return
        seed = random.SystemRandom().randrange(1, 2**31)
        self.state = self.state.next_partie(seed)
        self.seed = seed
        self.partie_no += 1
        self._asked_next.clear()
        self._version += 1
        self._answer = None
        state, events = self.state, list(self.state.initial_events)
        self._send_all(lambda s: Events.for_seat(0, events, state.observation(s)))
        self._autosave(rotate=True)
        log.info("table %s deals Partie %d", self.code, self.partie_no)
        self.partieStarted.emit(self.partie_no)
        self.applied.emit(-1, None, events)
        self._drive()

    # -- the engine ------------------------------------------------------------------------------------------

    def _apply(self, action: Action, seat: int) -> None:
        events = self.state.apply(action, seat)
        self._version += 1
        self._answer = None
        self._last_action_at = time.monotonic()
        decision = len(self.state.history)
        state = self.state
        self._send_all(lambda s: Events.for_seat(decision, events, state.observation(s)))
        self._autosave(rotate=any(type(e) is HandStarted for e in events))
        self.applied.emit(seat, action, events)
        self._log_events(events)
        self._drive()

    def _send_all(self, message_for: Callable[[int], Message], but: Connection | None = None) -> None:
        """Send every seated connection (but one) its message, and let the lines leave at once."""
        for s, seat in enumerate(self.seating):
            conn = seat.connection
            if conn is not None and conn is not but and not conn.closing:
                if conn.send(message_for(s)):
                    conn.socket.flush()

    def _seats_changed(self, but: Connection | None = None) -> None:
        seats = self.seating.infos()
        self._send_all(lambda s: Seats(seats), but)
        self.seatsChanged.emit(seats)

    def _log_events(self, events: list[Event]) -> None:
        for event in events:
            if type(event) is HandStarted:
                log.info("hand %d dealt by seat %d", event.hand_no + 1, event.dealer)
            elif type(event) is HandScored:
                r = event.result
                log.info("hand %d scored (%s x%d): %s written, totals %s", r.hand_no + 1, r.mode.code, r.multiplier,
                         list(r.written), list(self.state.scores))
            elif type(event) is PartieOver:
                winner = "a draw" if event.winner is None else f"side {event.winner} wins"
                log.info("the Partie is over: %s, totals %s", winner, list(event.scores))
                self.partieOver.emit(event.winner)

    # -- the AI ------------------------------------------------------------------------------------------------

    def _drive(self) -> None:
        """Ask the AI when the seat to decide is the AI's (an AI seat, or a person's away past the grace)."""
        state = self.state
        if self._closing or not self._started or state.is_over or state.current_player is None:
            return
        seat = state.current_player
        level, wait_until = self.seating.player_of(seat, time.monotonic())
        if level is None:
            if wait_until is not None:
                self._grace_timer.start(max(1, int((wait_until - time.monotonic()) * 1000) + 1))
            return
        if self._asked == self._version:
            return
        self._asked = self._version
        self._ai.ask(self._version, seat, level, state.observation(seat))

    def _on_ai_answer(self, version: int, seat: int, action: object) -> None:
        if version != self._version or self._closing:
            return  # the position it answers is gone
        self._answer = (version, seat, action)  # type: ignore[assignment]
        self._guarded("the AI's answer", self._apply_ai_answer)

    def _apply_ai_answer(self) -> None:
        if self._answer is None or self._answer[0] != self._version or self._closing:
            return
        wait = self._last_action_at + self.config.pace_ms / 1000 - time.monotonic()
        if wait > 0.0005:
            self._pace_timer.start(max(1, int(wait * 1000)))
            return
        _, seat, action = self._answer
        self._answer = None
        if self.state.why(action, seat) is not None:  # an AI bug must not stop the table
            log.error("the AI at seat %d chose an action the engine refuses (%r: %s); it plays the first legal one",
                      seat, action, self.state.why(action, seat))
            action = self.state.legal_actions()[0]
        try:
            self._apply(action, seat)
        except IllegalAction as exc:  # pragma: no cover - checked just above
            log.error("the AI's action at seat %d was refused: %s", seat, exc)

    def _on_ai_failed(self, version: int, seat: int, message: str) -> None:
        if version != self._version or self._closing:
            return
        log.error("the AI at seat %d failed (%s); it plays the first legal action instead", seat, message)
        self._answer = (version, seat, self.state.legal_actions()[0])
        self._guarded("the AI's failure", self._apply_ai_answer)

    # -- the autosave ------------------------------------------------------------------------------------------

    def _autosave(self, rotate: bool = False) -> None:
        if self._writer is not None:
            self._writer.save(self.saved_game(), rotate=rotate)

    def _save_failed(self, message: str) -> None:  # the writer's thread
        # an error once; while it keeps failing (every action) the writer's own warning says it again
        if not self._save_failing:
            log.error("the autosave failed: %s", message)
        self._save_failing = True
        self.problem.emit(message)

    def connections(self) -> int:
        """Connections open now (joined or not)."""
        return len(self._connections)

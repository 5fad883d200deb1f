"""A client of a hosted table: it joins over TCP, sends its actions and hears what its seat may see.

:class:`Client` speaks the protocol (docs/network.md) and tells everything by Qt signals, so a window drives
a remote table by connecting them: :attr:`Client.welcomed` (the seat, the rules, who sits where),
:attr:`Client.eventsReceived` (the engine's events as this seat may see them, and its observation after them),
:attr:`Client.refused`, :attr:`Client.seatsChanged`, :attr:`Client.phraseSaid`, :attr:`Client.errorReceived`
(the host's reason before it closes) and :attr:`Client.disconnected` with a sentence that says why, once per
connection.  Every line from the host is read by the same rules the host applies
(:func:`~jassdesk.net.messages.decode_message` against the :class:`~jassdesk.net.messages.TableContext` the
welcome began); a line that fails closes the connection, never the program.

The client keeps the reconnect token of its welcome: :meth:`Client.join` again (after a broken connection, or
after the host was started again from its autosave) brings it back to its seat.

:class:`BotClient` plays a legal action from each observation that asks it to decide: the tests' and the
benchmark's player.
"""

from __future__ import annotations

import logging
import random
import re

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QTcpSocket
from shiboken6 import isValid

from jassdesk.engine.actions import Action
from jassdesk.engine.observe import Observation
from jassdesk.engine.rules import Rules
from jassdesk.net.checks import WireError
from jassdesk.net.lines import LineBuffer
from jassdesk.net.messages import (
    Act,
    Bye,
    Error,
    Events,
    Hello,
    Message,
    PhraseSaid,
    Refused,
    Results,
    SayPhrase,
    SeatInfo,
    Seats,
    TableContext,
    Welcome,
    decode_message,
    encode_message,
)

from .ports import TABLE_PORT

log = logging.getLogger(__name__)

#: how long the client waits for the host to take the connection, and then for its welcome
CONNECT_TIMEOUT_MS = 5000
WELCOME_TIMEOUT_MS = 10_000
HOST_CLOSED = "the host has closed the table"
#: the host's sentences a client words in its own language (jassdesk/app/network/host.py, seating.py)
_WRONG_CODE = re.compile(r"the table code (\S+) is not this table's")
TABLE_FULL = "the table is full"


class Client(QObject):
    """One seat's connection to a host."""

    connected = Signal()  # the connection is open and the hello sent
    welcomed = Signal(object)  # Welcome
    resultsReceived = Signal(object)  # Results: the hand results of the Partie so far (a late join)
    eventsReceived = Signal(object)  # Events
    refused = Signal(object)  # Refused
    seatsChanged = Signal(object)  # tuple[SeatInfo, ...]
    phraseSaid = Signal(int, str)  # seat, phrase
    errorReceived = Signal(str)  # the host's reason for closing this connection
    disconnected = Signal(str)  # why the connection ended, a sentence
    lineReceived = Signal(bytes)  # every line from the host as it came (diagnostics; the tests check its secrecy)

    def __init__(self, name: str, code: str, token: str | None = None, seat: int | None = None,
                 parent: QObject | None = None) -> None:
        """``name``: shown on the plates; ``code``: the table's; ``token``: to come back to a seat; ``seat``:
        the seat wished for."""
        super().__init__(parent)
        self.name = name
        self.code = code
        self.token = token
        self.wished_seat = seat
        self.context: TableContext | None = None
        self.welcome: Welcome | None = None
        self.seats: tuple[SeatInfo, ...] = ()
        self.observation: Observation | None = None
        self.decision = -1  # the decision an act answers: the last events' number
        self.address = ""
        self.port = 0
        self._socket: QTcpSocket | None = None
        self._buffer = LineBuffer()
        self._reason: str | None = None  # why the connection is ending, once known
        self._open = False  # a connection is under way: disconnected is still to be said
        self._timer: QTimer | None = None  # the connection's and then the welcome's timeout (the socket's child)

    # -- what the client knows -------------------------------------------------------------------------------

    @property
    def seat(self) -> int | None:
        return self.context.seat if self.context is not None else None

    @property
    def rules(self) -> Rules | None:
        return self.context.rules if self.context is not None else None

    @property
    def is_connected(self) -> bool:
        return self._open and self._socket is not None and \
            self._socket.state() == QAbstractSocket.SocketState.ConnectedState

    @property
    def my_turn(self) -> bool:
        obs = self.observation
        return obs is not None and obs.current_player == obs.seat and bool(obs.legal_actions)

    # -- joining and leaving ---------------------------------------------------------------------------------

    def join(self, address: str, port: int = TABLE_PORT) -> None:
        """Connect to the host at ``address``:``port`` and send the hello (with the token, if one is kept)."""
        self._drop_socket()
        self.address, self.port = address, port
        self.context = self.welcome = self.observation = None
        self.decision = -1
        self._buffer = LineBuffer()
        self._reason = None
        self._open = True
        socket = QTcpSocket(self)
        self._socket = socket
        socket.connected.connect(lambda: self._alive() and self._on_connected(socket))
        socket.readyRead.connect(lambda: self._alive() and self._on_ready_read(socket))
        socket.disconnected.connect(lambda: self._alive() and self._on_disconnected(socket))
        socket.errorOccurred.connect(lambda error: self._alive() and self._on_error(socket, error))
        # the socket's child, so it lives as long as the socket whose signals stop it (also while the client
        # and its sockets are destroyed)
        self._timer = QTimer(socket)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._timed_out)
        self._timer.start(CONNECT_TIMEOUT_MS)
        socket.connectToHost(address, port)

    def leave(self) -> None:
        """Say bye and close: the seat is played by the AI, the token brings this client back."""
        if self._socket is not None and self.is_connected:
            self.send(Bye())
            self._socket.flush()
        self._end(self.tr("you left the table"))

    def abort(self) -> None:
        """Cut the connection at once, saying nothing (as a crash would; the tests' dropped client)."""
        if self._socket is not None:
            self._reason = self._reason or self.tr("the connection was broken off")
            self._socket.abort()

    # -- acting ----------------------------------------------------------------------------------------------

    def act(self, action: Action) -> bool:
        """Send ``action`` for the current decision; False if the client is not at a table."""
        if self.context is None or not self.is_connected:
            return False
        return self.send(Act(self.decision, action))

    def say(self, phrase: str) -> bool:
        """Say a quick phrase (one of jassdesk.net.PHRASES) to the table."""
        if self.context is None or not self.is_connected:
            return False
        return self.send(SayPhrase(phrase))

    def send(self, message: Message) -> bool:
        """Write any message of a client to the host now (the methods above are the usual way)."""
        socket = self._socket
        if socket is None:
            return False
        try:
            line = encode_message(message)
        except WireError as exc:
            log.error("the client cannot write its %s message: %s", message.TYPE, exc)
            return False
        socket.write(line)
        socket.flush()
        return True

    # -- the socket ------------------------------------------------------------------------------------------

    def _alive(self) -> bool:
        """Whether this client still exists: its sockets outlive it by a moment when it is destroyed, and their
        last signals must not reach it then."""
        return isValid(self)

    def _on_connected(self, socket: QTcpSocket) -> None:
        if socket is not self._socket:
            return
        socket.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1)
        if self._timer is not None:
            self._timer.start(WELCOME_TIMEOUT_MS)
        self.send(Hello(self.code, self.name, self.token, self.wished_seat))
        self.connected.emit()

    def _on_ready_read(self, socket: QTcpSocket) -> None:
        if socket is not self._socket:
            return
        try:
            lines = self._buffer.feed(bytes(socket.readAll().data()))
        except WireError as exc:
            self._end(self.tr("the host sent what this JassDesk cannot read: %1").replace("%1", str(exc)))
            return
        for line in lines:
            if socket is not self._socket or not self._open:
                return
            self.lineReceived.emit(line)
            try:
                message = decode_message(line, "to_client", self.context)
                self._take(message)
            except WireError as exc:
                self._end(self.tr("the host sent what this JassDesk cannot read: %1").replace("%1", str(exc)))
                return

    def _take(self, message: Message) -> None:
        """One message of the host, taken in (WireError for one that does not fit what the client knows)."""
        if isinstance(message, Error):
            self._reason = self.host_reason(message.reason)
            self.errorReceived.emit(message.reason)
            self._end(self._reason)  # the host closes after its error: the client closes first, so it reads all
            return
        if self.context is None:
            if not isinstance(message, Welcome):
                raise WireError(f"the host sent a {message.TYPE} message before its welcome")
            self._stop_timer()
            self.context = TableContext.of(message)
            self.welcome = message
            self.token = message.token
            self.seats = message.seats
            self.welcomed.emit(message)
            return
        self.context = self.context.after(message)
        if isinstance(message, Events):
            self.decision = message.decision
            self.observation = message.observation
            self.eventsReceived.emit(message)
        elif isinstance(message, Results):
            self.resultsReceived.emit(message)
        elif isinstance(message, Refused):
            self.refused.emit(message)
        elif isinstance(message, Seats):
            self.seats = message.seats
            self.seatsChanged.emit(message.seats)
        elif isinstance(message, PhraseSaid):
            self.phraseSaid.emit(message.seat, message.phrase)

    def host_reason(self, reason: str) -> str:
        """The host's reason for closing, as this JassDesk says it: the host's common sentences in the UI's
        language, any other as the host wrote it (a host's words travel in the protocol's English)."""
        if reason == HOST_CLOSED:
            return self.tr("the host has closed the table")
        wrong_code = _WRONG_CODE.fullmatch(reason)
        if wrong_code:
            return self.tr("the table code %1 is not this table's").replace("%1", wrong_code.group(1))
        if reason.startswith(TABLE_FULL):
            return self.tr("the table is full: every seat for a person is taken or kept for someone coming back")
        return self.tr("the host closed the connection: %1").replace("%1", reason)

    def _on_error(self, socket: QTcpSocket, error: QAbstractSocket.SocketError) -> None:
        if socket is not self._socket:
            return
        errors = QAbstractSocket.SocketError
        where = f"{self.address}:{self.port}"
        if error == errors.RemoteHostClosedError:
            reason = self.tr("the host has closed the table")
        elif error == errors.ConnectionRefusedError:
            reason = self.tr("no table answers at %1 (the connection was refused)").replace("%1", where)
        elif error == errors.HostNotFoundError:
            reason = self.tr("the address %1 was not found").replace("%1", self.address)
        elif error == errors.SocketTimeoutError:
            reason = self.tr("no table answered at %1 in time").replace("%1", where)
        else:
            reason = self.tr("the connection to %1 broke: %2").replace("%1", where).replace("%2", socket.errorString())
        self._reason = self._reason or reason
        if socket.state() == QAbstractSocket.SocketState.UnconnectedState:
            self._finished()

    def _on_disconnected(self, socket: QTcpSocket) -> None:
        if socket is self._socket:
            self._finished()

    def _timed_out(self) -> None:
        if self.context is None and self._open:
            where = f"{self.address}:{self.port}"
            self._end((self.tr("no table answered at %1: its welcome did not come in time") if self.is_connected
                       else self.tr("no table answered at %1: the connection did not come in time")).replace("%1", where))

    def _end(self, reason: str) -> None:
        """Close the connection for ``reason`` (said by :attr:`disconnected`)."""
        self._reason = self._reason or reason
        socket = self._socket
        if socket is not None and socket.state() != QAbstractSocket.SocketState.UnconnectedState:
            socket.abort()  # disconnected follows at once, or not at all while connecting
        self._finished()

    def _finished(self) -> None:
        """Say once why the connection ended."""
        self._stop_timer()
        if not self._open:
            return
        self._open = False
        reason = self._reason or self.tr("the host has closed the table")
        log.info("the connection to %s:%d ended: %s", self.address, self.port, reason)
        self.disconnected.emit(reason)

    def _stop_timer(self) -> None:
        timer, self._timer = self._timer, None
        if timer is not None:
            timer.stop()

    def _drop_socket(self) -> None:
        socket, self._socket = self._socket, None
        self._stop_timer()
        if socket is not None:
            socket.abort()
            socket.deleteLater()
        self._open = False


class BotClient(Client):
    """A client that plays a legal action from each observation that asks it to decide (chosen at random with
    ``seed``), after ``delay_ms``: the tests' and the benchmark's player."""

    def __init__(self, name: str, code: str, token: str | None = None, seat: int | None = None, seed: int = 0,
                 delay_ms: int = 0, parent: QObject | None = None) -> None:
        super().__init__(name, code, token, seat, parent)
        self.rng = random.Random(seed)
        self.delay_ms = delay_ms
        self.acted = 0
        self.playing = True  # False: it hears but does not act
        self.eventsReceived.connect(self._consider)

    def start_playing(self) -> None:
        """Play again (at once, if the position it holds asks it to decide)."""
        self.playing = True
        if self.my_turn:
            self._play(self.decision)

    def stop_playing(self) -> None:
        """Hear, but decide nothing."""
        self.playing = False

    def _consider(self, message: Events) -> None:
        if not self.playing or not self.my_turn:
            return
        decision = message.decision
        if self.delay_ms:
            QTimer.singleShot(self.delay_ms, self, lambda: self._play(decision))
        else:
            self._play(decision)

    def _play(self, decision: int) -> None:
        obs = self.observation
        if not self.playing or decision != self.decision or obs is None or not self.my_turn:
            return
        if self.act(self.rng.choice(obs.legal_actions)):
            self.acted += 1

"""One client's connection at the host: its socket, the guards on what it sends, and the one way it is closed.

Everything a peer sends passes, in this order, the :class:`~jassdesk.net.lines.LineBuffer` (no line over
8 KiB, refused before it is complete), the :class:`~jassdesk.net.rate.RateLimit` (ten lines a second, twenty at
once) and :func:`~jassdesk.net.messages.decode_message`.  Whatever fails closes *this* connection with
:meth:`Connection.close`: the reason is logged, sent as an ``error`` line, and the socket closed after it (cut
off a few seconds later if the peer does not take the line).  A peer that never reads what the host sends is
cut off too, once more than :data:`MAX_UNREAD_BYTES` wait for it, so no client can make the host hold memory.
"""

from __future__ import annotations

import logging
import time
from typing import Callable

from PySide6.QtCore import QTimer
from PySide6.QtNetwork import QAbstractSocket, QTcpSocket

from jassdesk.net.checks import WireError
from jassdesk.net.limits import MAX_REASON
from jassdesk.net.lines import LineBuffer
from jassdesk.net.messages import Error, Message, encode_message
from jassdesk.net.rate import RateLimit

log = logging.getLogger(__name__)

#: bytes the host lets wait for a client that does not read: far more than a hand's events (about 40 lines of
#: at most 2.3 kB), far less than would matter to the host's memory
MAX_UNREAD_BYTES = 512 * 1024
#: how long the host goes on reading (and dropping) what a peer it refused still sends, before it closes: a
#: socket closed with unread bytes is reset, and a reset may lose the error line on its way to the peer
CLOSE_LINGER_MS = 1000
#: how long a closed connection's last line may take to leave before the socket is cut off
CLOSE_WAIT_MS = 3000


class Connection:
    """A client's socket and its guards; ``seat`` once its hello is welcomed."""

    def __init__(self, socket: QTcpSocket, number: int, rate: RateLimit, phrases: RateLimit) -> None:
        self.socket = socket
        self.number = number  # counted from 1 per host, for the log
        self.peer = f"{socket.peerAddress().toString()}:{socket.peerPort()}"
        self.buffer = LineBuffer()
        self.rate = rate
        self.phrases = phrases
        self.seat: int | None = None
        self.name = ""
        self.closing = False
        self.opened = time.monotonic()
        self.hello_timer: QTimer | None = None
        self.on_closed: Callable[["Connection", str], None] | None = None  # the host's, called once

    def __repr__(self) -> str:
        return f"<connection {self.number} from {self.peer}>"

    @property
    def label(self) -> str:
        """The connection as the log names it."""
        who = f" ({self.name} at seat {self.seat})" if self.seat is not None else ""
        return f"connection {self.number} from {self.peer}{who}"

    def send(self, message: Message) -> bool:
        """Write ``message``; False (and the connection closed) if it cannot go."""
        if self.closing:
            return False
        try:
            line = encode_message(message)
        except WireError as exc:  # a bug of the host's, not the client's: say so in the log, keep the table
            log.error("%s: the host cannot write its %s message: %s", self.label, message.TYPE, exc)
            self.close("the host could not write a message for this connection (see the host's log)")
            return False
        return self.write(line)

    def write(self, line: bytes) -> bool:
        if self.closing:
            return False
        if self.socket.bytesToWrite() + len(line) > MAX_UNREAD_BYTES:
            self.cut_off(f"it reads nothing of what the host sends ({self.socket.bytesToWrite()} bytes wait)")
            return False
        self.socket.write(line)
        return True

    def close(self, reason: str) -> None:
        """Close this connection for ``reason``: logged, sent as an ``error``, then the socket closed."""
        if self.closing:
            return
        log.warning("%s closed: %s", self.label, reason)
        try:
            line = encode_message(Error(shortened(reason)))
        except WireError:  # a reason the format cannot carry (it quotes the peer's bytes): a plain one
            line = encode_message(Error("the host closed the connection"))
        if self.socket.bytesToWrite() + len(line) <= MAX_UNREAD_BYTES:
            self.socket.write(line)
        self._finish(reason, linger=True)

    def leave(self, reason: str) -> None:
        """Close without an error: the client said bye, or the host ends the table politely."""
        if self.closing:
            return
        log.info("%s closed: %s", self.label, reason)
        self._finish(reason, linger=False)

    def cut_off(self, reason: str) -> None:
        """Close at once, nothing more sent (a peer that does not read)."""
        if self.closing:
            return
        log.warning("%s cut off: %s", self.label, reason)
        self.closing = True
        self._stop_hello_timer()
        self._closed(reason)
        self.socket.abort()

    def _finish(self, reason: str, linger: bool) -> None:
        """The connection is over for the host; ``linger``: let the peer read the error and close first (what it
        sends meanwhile is read and dropped), and close at the latest after :data:`CLOSE_LINGER_MS`."""
        self.closing = True
        self._stop_hello_timer()
        self._closed(reason)
        socket = self.socket
        if socket.state() == QAbstractSocket.SocketState.ConnectedState:
            socket.flush()  # the last line to the system now, even if no event loop runs after this
            QTimer.singleShot(CLOSE_WAIT_MS, socket, socket.abort)  # a peer that does not take the last line
            if linger:
                QTimer.singleShot(CLOSE_LINGER_MS, socket, socket.disconnectFromHost)
            else:
                socket.disconnectFromHost()  # sends what is left, then closes

    def _closed(self, reason: str) -> None:
        callback, self.on_closed = self.on_closed, None
        if callback is not None:
            callback(self, reason)

    def _stop_hello_timer(self) -> None:
        if self.hello_timer is not None:
            self.hello_timer.stop()
            self.hello_timer = None


def shortened(reason: str) -> str:
    """A reason within the error message's length, its control characters (from a peer's bytes) spelled out."""
    text = "".join(c if c.isprintable() else repr(c)[1:-1] for c in reason).strip() or "no reason given"
    return text if len(text) <= MAX_REASON else text[:MAX_REASON - 3] + "..."

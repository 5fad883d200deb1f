"""SIGTERM and SIGINT (Ctrl+C) end a JassDesk process as closing it should: the event loop quits, so the
window (or the host without one) ends in order, its Partie on disk, exit code 0.

Without this the process died where it was, and its AI process printed ``BrokenPipeError`` tracebacks.
Python runs a signal handler only when the interpreter next runs, which Qt's event loop does not do while it
waits; the signal's wakeup byte on a socket pair wakes a QSocketNotifier, whose slot lets the handler run.
The handler asks the application to quit; before the event loop has started that does nothing, so the
caller does not start the loop when a signal came first.  The window (``jassdesk/ui/app.py``) and the
headless host (``jassdesk/app/network/headless.py``) both use it.
"""

from __future__ import annotations

import signal
import socket
from typing import Any, Callable

from PySide6.QtCore import QCoreApplication, QSocketNotifier

_KEPT: list[Any] = []  # the wakeup's sockets and notifier, alive as long as the process


def quit_on_terminate(app: QCoreApplication, on_signal: Callable[[int], None] | None = None) -> Callable[[], bool]:
    """Make SIGTERM and SIGINT quit ``app``'s event loop (``on_signal`` told the signal's number first);
    returns whether such a signal has come."""
    reader, writer = socket.socketpair()
    for end in (reader, writer):
        end.setblocking(False)
    came: list[int] = []

    def woken(*_: object) -> None:  # Python runs: the handler has run by now
        try:
            reader.recv(512)
        except OSError:
            pass

    def on_terminate(signum: int, frame: object) -> None:  # noqa: ARG001
        came.append(signum)
        if on_signal is not None:
            on_signal(signum)
        app.quit()

    notifier = QSocketNotifier(reader.fileno(), QSocketNotifier.Type.Read, app)
    notifier.activated.connect(woken)
    _KEPT.append((reader, writer, notifier))
    signal.set_wakeup_fd(writer.fileno(), warn_on_full_buffer=False)
    # Ctrl+C too: with the wakeup its KeyboardInterrupt would be raised inside the slot above (the process
    # crashed with SIGSEGV); before, it came up in whatever slot ran next, as an unexpected error
    for name in ("SIGTERM", "SIGINT"):
        signal.signal(getattr(signal, name), on_terminate)
    return lambda: bool(came)

"""Work off the GUI thread: AI decisions and hints.

Each job is a :class:`QRunnable` on a private :class:`QThreadPool`; its result
travels back through a signal of a small :class:`QObject` (a queued
connection, so the slot runs on the GUI thread).  Every job carries a
*ticket*; the receiver drops results whose ticket is stale (a new game was
started, a move was taken back) so a late answer can never corrupt a state.
:meth:`Worker.shutdown` waits for running jobs, so no thread outlives the
window.
"""

from __future__ import annotations

import traceback
from typing import Any, Callable

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal, Slot


class _Relay(QObject):
    done = Signal(int, object)  # ticket, result
    failed = Signal(int, str)  # ticket, message


class _Job(QRunnable):
    def __init__(self, ticket: int, fn: Callable[[], Any], relay: _Relay) -> None:
        super().__init__()
        self.setAutoDelete(True)
        self._ticket = ticket
        self._fn = fn
        self._relay = relay

    def run(self) -> None:  # worker thread
        try:
            result = self._fn()
        except Exception as exc:  # the GUI shows it; the thread must not die silently
            traceback.print_exc()
            self._relay.failed.emit(self._ticket, f"{type(exc).__name__}: {exc}")
            return
        self._relay.done.emit(self._ticket, result)


class Worker(QObject):
    """Runs callables in a thread pool and reports back on the GUI thread.

    ``finished(ticket, result)`` / ``error(ticket, message)``.
    """

    finished = Signal(int, object)
    error = Signal(int, str)

    def __init__(self, parent: QObject | None = None, threads: int = 1) -> None:
        super().__init__(parent)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(threads)
        self._relay = _Relay()  # lives on the GUI thread; emitted from workers -> queued
        self._relay.done.connect(self._on_done)
        self._relay.failed.connect(self._on_failed)
        self._next = 0
        self._closed = False

    def submit(self, fn: Callable[[], Any]) -> int:
        """Start ``fn()`` off the GUI thread; returns its ticket."""
        if self._closed:
            raise RuntimeError("the worker was shut down")
        self._next += 1
        self._pool.start(_Job(self._next, fn, self._relay))
        return self._next

    @property
    def active(self) -> int:
        return self._pool.activeThreadCount()

    def wait(self, msecs: int = -1) -> bool:
        return self._pool.waitForDone(msecs)

    def shutdown(self) -> None:
        """Drop queued jobs and wait for running ones (call before the window goes)."""
        self._closed = True
        self._pool.clear()
        self._pool.waitForDone(-1)

    @Slot(int, object)
    def _on_done(self, ticket: int, result: object) -> None:
        if not self._closed:
            self.finished.emit(ticket, result)

    @Slot(int, str)
    def _on_failed(self, ticket: int, message: str) -> None:
        if not self._closed:
            self.error.emit(ticket, message)


def thread_or_process(owner: QObject, process: Any, done: Callable[[int, Any], None],
                      error: Callable[[int, str], None]) -> Worker:
    """A one-thread worker for ``owner``, and the AI process's answers too if there is one, all to ``done`` and
    ``error``: the process's tickets arrive negated, so the two never share a ticket and one "newest ticket"
    check serves both."""
    worker = Worker(owner, threads=1)
    worker.finished.connect(done)
    worker.error.connect(error)
    if process is not None:
        process.finished.connect(lambda t, r: done(-t, r))
        process.error.connect(lambda t, m: error(-t, m))
    return worker

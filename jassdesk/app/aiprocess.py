"""The AI in a process of its own, so its thinking never competes with the window for the GIL.

The Medium and Expert players search for a second or two in pure Python.  In
a thread of the GUI process they would hold the GIL most of that time and
every paint, animation step and slot of the window would wait for it (each
time Qt calls back into Python).  Here they live in one child process
(``spawn``, so no Qt state is copied); the window sends an observation down
a pipe and a reader thread -- which only waits on the pipe, with the GIL
released -- hands the answer back by signal.

The child owns a :class:`~jassdesk.ai.search_pool.SearchPool` (one helper
process per further core, none on a one-core machine) that lives as long as
the child: the hints and the reviews share each search out over it.  The AI
players search on this process's one core and leave the others to the window
(on the compiled search core a decision takes a few hundredths of a second;
docs/performance.md).  A replay's own AI process is made without helpers: it
runs beside the table's.  The child is
started as a daemon (it ends with the window even if it is never shut down)
and then declares itself a non-daemon so that it may own the helpers; it ends
them itself when it stops or is terminated.  It never outlives the window,
even one killed with ``kill -9`` mid-search: it watches the window's process
(:func:`~jassdesk.ai.search_pool.end_with_parent`) and, the moment that is
gone, kills its helpers and ends (each helper watches the child the same way).
Terminated (SIGTERM: a logout, ``kill``), it kills its helpers and ends at
once, and an answer it can no longer send to a window that is gone ends it
quietly: no ``BrokenPipeError`` traceback.  The child and its helpers run as
background searchers (:func:`~jassdesk.ai.search_pool.background_priority`: a
lower priority, each in a session of its own where the system schedules by
session): with every core searching, the window still gets a core the moment
it has something to draw.

Protocol (pickled tuples):

* ``("choose", ticket, key, level, seed, obs)`` -> ``("ok", ticket, action)``;
  the child keeps one player per ``key`` (Partie and seat), made by
  ``make_player(level, seed)``, so a player's memory lasts the Partie;
* ``("hint", ticket, obs, budget)`` -> ``("ok", ticket, hint)``;
* ``("review", ticket, point, worlds, seed)`` -> ``("ok", ticket, judgement)``: one decision of the
  review after a hand (:func:`jassdesk.ai.review.judge`), sent one at a time so the players' requests
  are never queued behind a whole hand's review;
* ``("replay", ticket, state, levels, seeds, seat, budget)`` -> ``("ok", ticket, result)``: the hand dealt in
  ``state`` played again with the Expert at ``seat`` (:func:`jassdesk.ai.replay.expert_in_seat`);
* ``("forget", prefix)`` drops the players of an old Partie;
* ``("stop",)`` ends the child.
Errors come back as ``("error", ticket, message)``.
"""

from __future__ import annotations

import multiprocessing
import os
import signal
import threading
import traceback
from typing import Any

from PySide6.QtCore import QObject, Signal, Slot

from jassdesk.ai.search_pool import default_helpers


def _serve(conn: Any, helpers: int) -> None:  # the child process
    from jassdesk.ai.search_pool import SearchPool, background_priority, end_with_parent

    background_priority()  # its search never takes the window's share of the CPU
    pool = None
    if helpers:
        multiprocessing.current_process().daemon = False  # allowed children: the pool's helpers, ended below
        pool = SearchPool(helpers)  # its helpers start with the first search, not with the window's first paint
    end_now = _ender(pool)
    signal.signal(signal.SIGTERM, lambda signum, frame: end_now())
    end_with_parent(end_now)  # the window's process gone (even by kill -9): end now, not after the search
    try:
        _answer_requests(conn, pool)
    finally:
        if pool is not None:
            pool.close()


def _ender(pool: Any) -> Any:
    """What ends the child at once (terminated, or the window gone): its helpers killed, then ``os._exit``.

    Nothing is unwound: the child holds nothing worth saving, and unwinding from wherever a search was
    (or from the middle of a send) only gave tracebacks.
    """
    def end_now() -> None:
        try:
            if pool is not None:
                pool.kill()
        finally:
            os._exit(0)
    return end_now


def _answer_requests(conn: Any, pool: Any) -> None:
    players: dict[Any, Any] = {}
    while True:
        try:
            msg = conn.recv()
        except (EOFError, OSError):
            return
        kind = msg[0]
        if kind == "stop":
            return
        if kind == "forget":
            prefix = msg[1]
            for key in [k for k in players if k[0] == prefix]:
                del players[key]
            continue
        ticket = msg[1]
        try:
            reply: tuple = ("ok", ticket, _answer(kind, msg, players, pool))
        except Exception as exc:  # report, keep serving
            traceback.print_exc()
            reply = ("error", ticket, f"{type(exc).__name__}: {exc}")
        if not _reply(conn, reply):
            return  # the window is gone: nobody to answer


def _reply(conn: Any, reply: tuple) -> bool:
    """Send an answer; False if the window's end of the pipe is closed (no traceback: it is gone)."""
    try:
        conn.send(reply)
    except OSError:
        return False
    except Exception as exc:  # an answer that cannot be pickled: say so instead (nothing was written)
        traceback.print_exc()
        return _reply(conn, ("error", reply[1], f"{type(exc).__name__}: {exc}"))
    return True


def _answer(kind: str, msg: tuple, players: dict[Any, Any], pool: Any) -> Any:
    """The answer to one request (its ticket is ``msg[1]``)."""
    from jassdesk.ai.levels import make_player

    if kind == "choose":
        _, _, key, level, seed, obs = msg
        player = players.get(key)
        if player is None:
            player = players[key] = make_player(level, seed=seed)  # one core: the other is the window's
        return player.choose(obs)
    if kind == "hint":
        from jassdesk.ai.hints import hint

        _, _, obs, budget = msg
        return hint(obs, budget, pool=pool)
    if kind == "review":
        from jassdesk.ai.review import judge

        _, _, point, worlds, seed = msg
        return judge(point, worlds, seed, pool)
    if kind == "replay":
        from jassdesk.ai.replay import expert_in_seat

        _, _, state, levels, seeds, seat, budget = msg
        return expert_in_seat(state, levels, seeds, seat, budget, pool)
    raise ValueError(f"unknown request {kind!r}")


class _Relay(QObject):
    arrived = Signal(object)


class AIProcess(QObject):
    """A child process answering AI and hint requests; ``finished(ticket, result)`` / ``error(ticket, text)``."""

    finished = Signal(int, object)
    error = Signal(int, str)

    def __init__(self, parent: QObject | None = None, helpers: int | None = None) -> None:
        """``helpers``: the search pool's helper processes (default: one per core beyond the child's own)."""
        super().__init__(parent)
        self.helpers = default_helpers() if helpers is None else helpers
        self._relay = _Relay()
        self._relay.arrived.connect(self._on_message)
        self._conn: Any = None
        self._process: Any = None
        self._reader: threading.Thread | None = None
        self._next = 0
        self._pending: set[int] = set()
        self._lock = threading.Lock()
        self._closed = False
        self._held = False  # the window has not painted yet: the child starts after (see hold_start)
        self._waiting: list[tuple] = []  # requests made while held, sent once the child is started

    @property
    def running(self) -> bool:
        return self._process is not None and self._process.is_alive()

    @property
    def active(self) -> int:
        return len(self._pending)

    def hold_start(self) -> None:
        """Start the child only at :meth:`release_start`; requests made meanwhile wait for it.

        A new window holds it until its first paint: the child is a second Python importing the AI,
        which would take a core (and the disk) from the window while it draws itself the first time.
        """
        self._held = True

    def release_start(self) -> None:
        """Start the child if anything asked for it while it was held, and send what waited."""
        if not self._held:
            return
        self._held = False
        if self._waiting and not self._closed:
            self.start()

    def start(self) -> None:
        """Start the child now (it imports the AI meanwhile); requests start it anyway.  While the start
        is held (:meth:`hold_start`) it only notes that the child is wanted."""
        if self._closed:
            raise RuntimeError("the AI process was shut down")
        if self._held:
            if not self._waiting:
                self._waiting.append(("forget", None))  # harmless, and marks the child as wanted
            return
        if self.running:
            return
        ctx = multiprocessing.get_context("spawn")
        parent_conn, child_conn = ctx.Pipe()
        self._process = ctx.Process(target=_serve, args=(child_conn, self.helpers), name="jassdesk-ai", daemon=True)
        self._process.start()
        child_conn.close()
        self._conn = parent_conn
        self._reader = threading.Thread(target=self._read, args=(parent_conn,), name="jassdesk-ai-reader",
                                        daemon=True)
        self._reader.start()
        waiting, self._waiting = self._waiting, []
        for msg in waiting:
            self._send(msg)

    def _read(self, conn: Any) -> None:  # reader thread: waits on the pipe with the GIL released
        while True:
            try:
                msg = conn.recv()
            except Exception:  # EOF, or half a message from a child that ended while sending: it is gone
                self._relay.arrived.emit(("gone", -1, None))
                return
            self._relay.arrived.emit(msg)

    def _send(self, msg: tuple) -> None:
        if self._held:
            self._waiting.append(msg)
            return
        self.start()
        with self._lock:
            self._conn.send(msg)

    def choose(self, key: tuple, level: str, seed: int | None, obs: Any) -> int:
        self._next += 1
        self._pending.add(self._next)
        self._send(("choose", self._next, key, level, seed, obs))
        return self._next

    def hint(self, obs: Any, budget: float) -> int:
        self._next += 1
        self._pending.add(self._next)
        self._send(("hint", self._next, obs, budget))
        return self._next

    def review(self, point: Any, worlds: int, seed: int) -> int:
        self._next += 1
        self._pending.add(self._next)
        self._send(("review", self._next, point, worlds, seed))
        return self._next

    def replay(self, state: Any, levels: tuple, seeds: dict, seat: int, budget: float | None) -> int:
        self._next += 1
        self._pending.add(self._next)
        self._send(("replay", self._next, state, levels, seeds, seat, budget))
        return self._next

    def forget(self, prefix: Any) -> None:
        if self.running or self._waiting:
            self._send(("forget", prefix))

    @Slot(object)
    def _on_message(self, msg: tuple) -> None:
        kind, ticket, payload = msg
        if kind == "gone":
            lost = sorted(self._pending)
            self._pending.clear()
            if not self._closed:
                for t in lost:
                    self.error.emit(t, "the AI process ended unexpectedly")
            return
        self._pending.discard(ticket)
        if self._closed:
            return
        if kind == "ok":
            self.finished.emit(ticket, payload)
        else:
            self.error.emit(ticket, str(payload))

    def shutdown(self, timeout: float = 3.0) -> None:
        """Stop the child and the reader thread (waits; kills the child if it does not stop in time)."""
        self._closed = True
        self._pending.clear()
        process, conn, reader = self._process, self._conn, self._reader
        self._process = self._conn = self._reader = None
        if process is None:
            return
        try:
            with self._lock:
                conn.send(("stop",))
        except (OSError, EOFError, BrokenPipeError):
            pass
        process.join(timeout)
        if process.is_alive():  # busy in a long search: end it
            process.terminate()
            process.join(timeout)
        try:
            conn.close()
        except OSError:
            pass
        if reader is not None:
            reader.join(timeout)

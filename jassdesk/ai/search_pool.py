"""One Expert decision searched on every core: helper processes that live as long as their owner.

The Expert's search is a sum over independently sampled worlds (per candidate
card, per mode, per bid: the values summed and how many worlds, see
:class:`~jassdesk.ai.expert.CardEstimate` and :class:`~jassdesk.ai.game_ai.Tally`),
so it splits without loss: the calling process and every helper search the
same observation, each with a seed of its own, until the same deadline (or
each its share of a fixed number of worlds), and the parts are added up
(:func:`merge`).  A card that a part dropped as clearly worse stays a
candidate unless every part dropped it.

The helpers are started once (``spawn``: nothing of the caller's state is
copied) and serve every later decision; a decision under a time budget never
waits for a helper still starting, it searches without it.  A helper that
fails, dies or does not answer in time is stopped and logged; the decision goes
on with the parts it has (at worst the caller's own: searching alone), and the
helper is started again for a later decision, a few times at most.

Reproducible with a fixed number of worlds: a search given its world limits and a
seed gives the same result every time it runs with the same number of
searching processes.  Without a pool it is the one-process search as it always
was; with a pool each limit is shared out as evenly as possible (the caller
first) and each part has its own seed drawn from the Expert's generator, so the
result differs from the one-process search (other worlds, as good an estimate)
but not from run to run.  Such a search waits for helpers still starting, so
that the number of processes does not depend on timing; only a helper that
fails changes it (and says so in the log).

No helper outlives its owner, even one killed with ``kill -9`` in the middle of
a search: :func:`end_with_parent` ends a helper the moment its owner's process
is gone, and the window's AI process ends itself and its helpers the same way
when the window's process is gone.
"""

from __future__ import annotations

import logging
import multiprocessing
import os
import random
import threading
import time
import traceback
from typing import Any, Callable, Protocol, Sequence, TypeVar

log = logging.getLogger(__name__)
R_co = TypeVar("R_co", covariant=True)

ANSWER_GRACE = 1.0  # seconds a helper may answer after the caller's own part (plus half its time) before it is stopped
START_PATIENCE = 30.0  # seconds a fixed-world search waits for helpers still starting
MAX_RESTARTS = 3  # a helper that keeps failing is started again this often, then its core is left alone


def default_helpers() -> int:
    """One helper per core this process may use beyond its own (none on a one-core machine)."""
    try:
        cores = len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        cores = os.cpu_count() or 1
    return max(0, cores - 1)


class Searcher(Protocol):
    """What the pool splits: an object with a generator and a world limit that can make a copy for one part."""

    rng: random.Random

    def part(self, seed: int, index: int, processes: int) -> Searcher:
        """A copy searching process ``index``'s part of ``processes``: its own seed, its share of every world
        limit (:func:`shares`), no pool."""
        ...


class SearchJob(Protocol[R_co]):
    """One search to split: what to search and how (the Expert's ``CardJob``, ``ModeJob``, ``BidJob``).

    Picklable (a frozen dataclass of an observation and a budget): each helper is sent its part as
    the searcher's copy and the job, and runs it there.
    """

    budget: float

    def run(self, searcher: Any) -> R_co:
        """This search on one part's searcher: its estimates for this part."""
        ...


class Summable(Protocol):
    def absorb(self, other: Any) -> None:
        """Add another part's search of the same choice."""
        ...


S = TypeVar("S", bound=Summable)
R = TypeVar("R")


def merge(parts: Sequence[dict[Any, S]]) -> dict[Any, S]:
    """The parts of one search added up choice by choice, into the first part (the caller's)."""
    merged = parts[0]
    for part in parts[1:]:
        for key, estimate in part.items():
            merged[key].absorb(estimate)
    return merged


def shares(worlds: int, processes: int) -> list[int]:
    """``worlds`` shared out over ``processes`` as evenly as possible, the first ones taking the rest."""
    return [worlds // processes + (i < worlds % processes) for i in range(processes)]


BACKGROUND_NICENESS = 10  # searching processes yield the cores to anything interactive (the window first)


def background_priority() -> None:
    """Make this process a background searcher: a session of its own at a lower priority.

    Linux desktops schedule by session ("autogroup"): the processes of one
    session share one fair share of the CPU, and a process's ``nice`` only
    counts within its session.  A searching process in its own session, that
    session itself lowered, gets a core of its own when the machine is idle,
    and never takes the window's share when it is not.  It still ends with its
    owner (its pipe closes).  Elsewhere only the process's own priority is
    lowered (not at all on Windows).
    """
    if hasattr(os, "nice"):
        os.nice(max(0, BACKGROUND_NICENESS - os.nice(0)))
    if not hasattr(os, "setsid"):
        return
    try:
        os.setsid()
    except OSError:  # a process group leader: its session is shared with others, leave it as it is
        return
    try:
        with open("/proc/self/autogroup", "w") as f:
            f.write(str(BACKGROUND_NICENESS))
    except OSError:  # no autogroups here
        pass


def end_with_parent(before_exit: Callable[[], None] | None = None) -> bool:
    """End this process (``os._exit``) the moment the process that started it is gone, even mid-search.

    For a process started by :mod:`multiprocessing`; False (and nothing watched) in any other.  A process
    that only notices its owner's end at its next read from their pipe searches on for as long as its
    search lasts: after a ``kill -9`` of the window the AI process lived 3.5-7.6 s (in a one-minute
    hint, the whole minute), its helpers as long.  Here a daemon thread waits on multiprocessing's
    parent sentinel (the owner's end of a pipe on Linux and macOS, the owner's process handle on
    Windows), which the system makes ready when the owner's process ends however it ends; the wait
    costs nothing meanwhile.  Not ``prctl(PR_SET_PDEATHSIG)``: Linux only, and it fires when the
    owner's *thread* that started this process ends, not the owner.  ``before_exit`` runs first (the
    AI process kills its own helpers).
    """
    parent = multiprocessing.parent_process()
    if parent is None:
        return False

    def watch() -> None:
        parent.join()  # returns once the owner is gone (at once if it already is)
        try:
            if before_exit is not None:
                before_exit()
        finally:
            os._exit(0)  # no unwinding: the main thread may be anywhere in a search

    threading.Thread(target=watch, name="jassdesk-owner-watch", daemon=True).start()
    return True


def _send(conn: Any, message: tuple) -> bool:
    """Send to the owner; False if it is gone (its end of the pipe closed), which is no error worth a traceback."""
    try:
        conn.send(message)
    except (OSError, ValueError):
        return False
    return True


def _serve(conn: Any) -> None:  # a helper process
    end_with_parent()  # its owner killed mid-search: this helper stops searching and ends too
    background_priority()
    import jassdesk.ai.games  # noqa: F401  (every game's AI: the first part does not wait for imports)

    if not _send(conn, ("ready",)):
        return
    while True:
        try:
            msg = conn.recv()
        except (EOFError, OSError):  # the owner is gone
            return
        except Exception as exc:  # a part that cannot be unpickled here
            if not _send(conn, ("error", f"{type(exc).__name__}: {exc}")):
                return
            continue
        if msg == ("stop",):
            return
        searcher, job = msg
        try:
            answer = ("ok", job.run(searcher))
        except Exception as exc:  # reported to the owner, who goes on without this part
            traceback.print_exc()
            answer = ("error", f"{type(exc).__name__}: {exc}")
        if not _send(conn, answer):
            return


class _Helper:
    """One helper process and the owner's end of its pipe."""

    def __init__(self, ctx: Any, slot: int) -> None:
        here, there = ctx.Pipe()
        self.process = ctx.Process(target=_serve, args=(there,), name=f"jassdesk-search-{slot}", daemon=True)
        self.process.start()
        there.close()
        self.conn = here
        self.slot = slot
        self.ready = False

    def check_ready(self, timeout: float) -> bool:
        """Has it finished starting?  Waits up to ``timeout``; EOFError if it ended meanwhile."""
        if not self.ready and self.conn.poll(timeout):
            self.ready = self.conn.recv() == ("ready",)
        return self.ready

    def end(self, timeout: float) -> None:
        """Ask it to stop, then make sure it has (it may be busy or hung)."""
        try:
            self.conn.send(("stop",))
        except (OSError, ValueError):
            pass
        self.process.join(timeout)
        if self.process.is_alive():
            self.process.kill()
            self.process.join(1.0)
        self.conn.close()

    def __str__(self) -> str:
        return f"search helper {self.slot} (pid {self.process.pid})"


class SearchPool:
    """Helper processes that share out one decision's search; one search at a time.

    ``helpers`` defaults to one per core beyond the caller's.  The helpers
    start with the first search (or :meth:`start`) and end with :meth:`close`
    (or with the owner's process: they are daemonic and stop when its pipe ends).
    """

    def __init__(self, helpers: int | None = None, answer_grace: float = ANSWER_GRACE) -> None:
        self.size = default_helpers() if helpers is None else helpers
        self.answer_grace = answer_grace
        self._ctx = multiprocessing.get_context("spawn")
        self._helpers: list[_Helper | None] = [None] * self.size
        self._restarts = [0] * self.size
        self._lock = threading.Lock()
        self._closed = False

    @property
    def pids(self) -> list[int]:
        """The helper processes now running."""
        return [h.process.pid for h in self._helpers if h is not None]

    def start(self) -> None:
        """Start the helpers not running (they import the AI meanwhile; this does not wait)."""
        if self._closed:
            return
        for slot, helper in enumerate(self._helpers):
            if helper is None and self._restarts[slot] <= MAX_RESTARTS:
                self._helpers[slot] = _Helper(self._ctx, slot)

    def wait_ready(self, timeout: float = START_PATIENCE) -> int:
        """Start the helpers and wait until they can search; how many can."""
        return len(self._ready(timeout))

    def search(self, searcher: Searcher, job: SearchJob[R], fixed: bool = False) -> list[R]:
        """``job`` run as parts in this process and in every helper ready; the parts, ours first.

        Each part runs on ``searcher.part(seed, index, processes)``; ``fixed`` (a search
        bounded by its world limits alone) waits for helpers still starting.
        With no helper to share with, the searcher itself searches alone.
        """
        if not self._lock.acquire(blocking=False):  # another search holds the helpers: this one goes alone
            return [job.run(searcher)]
        try:
            helpers = self._ready(START_PATIENCE if fixed else 0.0)
            if not helpers:
                return [job.run(searcher)]
            processes = len(helpers) + 1
            parts = [searcher.part(searcher.rng.getrandbits(64), index, processes) for index in range(processes)]
            asked = []
            for helper, part in zip(helpers, parts[1:]):
                try:
                    helper.conn.send((part, job))
                    asked.append(helper)
                except (OSError, ValueError) as exc:
                    self._drop(helper, f"could not be given its part ({exc})")
            began = time.perf_counter()
            results = [job.run(parts[0])]
            patience = self.answer_grace + 0.5 * (time.perf_counter() - began)
            deadline = time.perf_counter() + patience
            for helper in asked:
                results.extend(self._answer(helper, deadline, patience))
            return results
        finally:
            self._lock.release()

    def close(self, timeout: float = 1.0) -> None:
        """Stop every helper (waits up to ``timeout`` each, then kills)."""
        self._closed = True
        helpers, self._helpers = self._helpers, [None] * self.size
        for helper in helpers:
            if helper is not None:
                helper.end(timeout)

    def kill(self) -> None:
        """Kill every helper at once, without asking or waiting: the owner is ending abruptly (terminated, or
        its own owner gone).  Safe from a thread other than the one searching; a helper started meanwhile
        ends by itself once the owner has (:func:`end_with_parent`)."""
        self._closed = True
        for helper in list(self._helpers):
            if helper is not None:
                try:
                    helper.process.kill()
                except (OSError, ValueError, AttributeError):  # already gone
                    pass

    def __enter__(self) -> SearchPool:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- the helpers' health ---------------------------------------------------

    def _ready(self, wait: float) -> list[_Helper]:
        self.start()
        until = time.perf_counter() + wait
        ready = []
        for helper in self._helpers:
            if helper is None:
                continue
            try:
                if helper.check_ready(max(0.0, until - time.perf_counter())):
                    ready.append(helper)
                elif wait > 0:  # a search that waited for it: a helper this slow to start is stuck
                    self._drop(helper, f"did not start within {wait:.0f} s")
            except (EOFError, OSError):
                self._drop(helper, f"ended while starting (exit code {helper.process.exitcode})")
        return ready

    def _answer(self, helper: _Helper, deadline: float, patience: float) -> list[Any]:
        """The helper's part, or nothing (and the helper stopped) if it failed, died or is late."""
        try:
            if not helper.conn.poll(max(0.0, deadline - time.perf_counter())):
                self._drop(helper, f"did not answer within {patience:.1f} s of this process's own part")
                return []
            status, payload = helper.conn.recv()
        except (EOFError, OSError):
            helper.process.join(0.1)
            self._drop(helper, f"ended unexpectedly (exit code {helper.process.exitcode})")
            return []
        if status != "ok":
            log.warning("%s failed in this decision (%s): the decision goes on without its part", helper, payload)
            return []
        return [payload]

    def _drop(self, helper: _Helper, why: str) -> None:
        log.warning("%s %s: stopped; this decision goes on without it (searching alone if it was the only one)",
                    helper, why)
        self._helpers[helper.slot] = None
        self._restarts[helper.slot] += 1
        if self._restarts[helper.slot] > MAX_RESTARTS:
            log.warning("search helper %d failed %d times: not started again, its core is left unused",
                        helper.slot, self._restarts[helper.slot])
        helper.end(0.0)

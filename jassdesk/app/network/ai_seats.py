"""The AI players of a hosted table, thinking off the host's event loop.

The host's event loop reads every client's lines and sends every client its events; an AI that thought on it
would make all of them wait.  So, as at the window's table (:mod:`jassdesk.app.controller`), a level cheap
enough runs on a worker thread (:class:`~jassdesk.app.worker.Worker`) and every other level in the AI's child
process (:class:`~jassdesk.app.aiprocess.AIProcess`, started with the first question).  Each question
carries the host's position *version*; :attr:`AIPlayers.answered` hands it back with the answer, and the host
drops an answer for a position that is gone (a person came back to the seat, the table moved on).
"""

from __future__ import annotations

import logging
from typing import Any

from PySide6.QtCore import QObject, Signal

from jassdesk.ai.levels import level_names, make_player
from jassdesk.ai.player import Player
from jassdesk.engine.observe import Observation

from ..aiprocess import AIProcess
from ..controller import THREAD_LEVELS
from ..worker import Worker

log = logging.getLogger(__name__)


class AIPlayers(QObject):
    """Asks the AI for a seat's decision; ``answered(version, seat, action)`` / ``failed(version, seat, text)``
    come back on the event loop's thread."""

    answered = Signal(int, int, object)
    failed = Signal(int, int, str)

    def __init__(self, seed: int, helpers: int | None = None, parent: QObject | None = None) -> None:
        """``seed``: the players' seeds derive from it (seat and level), so a table replays; ``helpers``: the AI
        process's search helpers (None: one per further core)."""
        super().__init__(parent)
        self.seed = seed
        self._worker = Worker(self, threads=1)
        self._worker.finished.connect(lambda ticket, result: self._done(("thread", ticket), result))
        self._worker.error.connect(lambda ticket, message: self._error(("thread", ticket), message))
        self._process: AIProcess | None = None
        self._helpers = helpers
        self._threaded: dict[tuple[int, str], Player] = {}
        self._asked: dict[tuple[str, int], tuple[int, int]] = {}  # ticket -> (version, seat)
        self._closed = False

    def _seed_of(self, seat: int, level: str) -> int:
        return self.seed * 7 + seat + 1000 * (1 + level_names().index(level))

    def ask(self, version: int, seat: int, level: str, obs: Observation) -> None:
        """Ask ``level``'s player at ``seat`` for its decision in ``obs`` (one player per seat and level, so its
        memory of the Partie lasts)."""
        if self._closed:
            return
        if level in THREAD_LEVELS:
            player = self._threaded.get((seat, level))
            if player is None:
                player = self._threaded[(seat, level)] = make_player(level, seed=self._seed_of(seat, level))
            ticket = ("thread", self._worker.submit(lambda: player.choose(obs)))
        else:
            ticket = ("process", self._ai_process().choose((0, seat, level), level, self._seed_of(seat, level), obs))
        self._asked[ticket] = (version, seat)

    def _ai_process(self) -> AIProcess:
        if self._process is None:
            self._process = AIProcess(self, helpers=self._helpers)
            self._process.finished.connect(lambda ticket, result: self._done(("process", ticket), result))
            self._process.error.connect(lambda ticket, message: self._error(("process", ticket), message))
        return self._process

    def warm_up(self, levels: set[str]) -> None:
        """Start the AI process now if a level needs it, so that its start (a second Python importing the AI)
        is not paid at the first AI decision."""
        if levels - THREAD_LEVELS and not self._closed:
            self._ai_process().start()

    def _done(self, ticket: tuple[str, int], action: Any) -> None:
        asked = self._asked.pop(ticket, None)
        if asked is not None and not self._closed:
            self.answered.emit(asked[0], asked[1], action)

    def _error(self, ticket: tuple[str, int], message: str) -> None:
        asked = self._asked.pop(ticket, None)
        if asked is not None and not self._closed:
            self.failed.emit(asked[0], asked[1], message)

    def shutdown(self) -> None:
        """Stop thinking: wait for a running thread, stop the AI process (call before the host goes)."""
        self._closed = True
        self._asked.clear()
        self._worker.shutdown()
        if self._process is not None:
            self._process.shutdown()

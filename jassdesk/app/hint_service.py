"""Hints off the GUI thread: the AI's :func:`~jassdesk.ai.hints.hint` run elsewhere, the answer back by signal.

With an :class:`~jassdesk.app.aiprocess.AIProcess` the search runs in the AI's
child process (both cores), else on a worker thread; a newer request makes an
older answer stale.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal

from jassdesk.engine.observe import Observation

from .worker import thread_or_process


class HintController(QObject):
    """Asks for one hint at a time; a newer request makes an older answer stale."""

    ready = Signal(object, object)  # hint, the observation it answers
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None, budget: float = 1.0, process: Any = None) -> None:
        """With ``process`` (an :class:`~jassdesk.app.aiprocess.AIProcess`) the search runs there, else on a thread."""
        super().__init__(parent)
        self.budget = budget
        self.process = process
        self.worker = thread_or_process(self, process, self._done, self._error)
        self._ticket: int | None = None
        self._obs: Observation | None = None

    def request(self, obs: Observation) -> bool:
        """Start a hint for ``obs`` (which must ask the person for a decision); False if impossible."""
        if not obs.legal_actions:
            return False
        budget = self.budget
        self._obs = obs
        if self.process is not None:
            self._ticket = -self.process.hint(obs, budget)  # negative: the process's tickets
        else:
            from jassdesk.ai.hints import hint  # the search loads with the first hint, not with the window

            self._ticket = self.worker.submit(lambda: hint(obs, budget))
        return True

    def cancel(self) -> None:
        self._ticket = None
        self._obs = None

    @property
    def pending(self) -> bool:
        return self._ticket is not None

    def _done(self, ticket: int, hint: object) -> None:
        if ticket != self._ticket:
            return
        self._ticket = None
        self.ready.emit(hint, self._obs)

    def _error(self, ticket: int, message: str) -> None:
        if ticket == self._ticket:
            self._ticket = None
            self.failed.emit(message)

    def shutdown(self) -> None:
        self._ticket = None
        self.worker.shutdown()

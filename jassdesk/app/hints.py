"""Hints off the GUI thread: the AI's ``hint(obs, budget)`` run in a worker, the answer back by signal.

The hint function lives in :mod:`jassdesk.ai.hints`; while that module is not
installed :meth:`HintController.available` is False and the UI disables its
hint commands (it never invents a hint of its own).
"""

from __future__ import annotations

import importlib
import importlib.util
from typing import Any

from PySide6.QtCore import QObject, Signal

from jassdesk.engine.observe import Observation

from .worker import Worker


def hints_module() -> Any | None:
    """The AI's hint module, or None if this installation has none."""
    if importlib.util.find_spec("jassdesk.ai.hints") is None:
        return None
    return importlib.import_module("jassdesk.ai.hints")


class HintController(QObject):
    """Asks for one hint at a time; a newer request makes an older answer stale."""

    ready = Signal(object, object)  # hint, the observation it answers
    failed = Signal(str)
    started = Signal()

    def __init__(self, parent: QObject | None = None, budget: float = 1.0, process: Any = None) -> None:
        """With ``process`` (an :class:`~jassdesk.app.aiprocess.AIProcess`) the search runs there, else on a thread."""
        super().__init__(parent)
        self.budget = budget
        self.process = process
        self.worker = Worker(self, threads=1)
        self.worker.finished.connect(self._done)
        self.worker.error.connect(self._error)
        if process is not None:
            process.finished.connect(lambda t, r: self._done(-t, r))
            process.error.connect(lambda t, m: self._error(-t, m))
        self._ticket: int | None = None
        self._obs: Observation | None = None

    @staticmethod
    def available() -> bool:
        return hints_module() is not None

    def request(self, obs: Observation) -> bool:
        """Start a hint for ``obs`` (which must ask the person for a decision); False if impossible."""
        module = hints_module()
        if module is None or not obs.legal_actions:
            return False
        budget = self.budget
        self._obs = obs
        if self.process is not None:
            self._ticket = -self.process.hint(obs, budget)  # negative: the process's tickets
        else:
            self._ticket = self.worker.submit(lambda: module.hint(obs, budget))
        self.started.emit()
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

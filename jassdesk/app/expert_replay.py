""""Play it again with the Expert in my seat": a finished hand replayed in the background.

The hand is rebuilt from the Partie's record as it was dealt and played again
(:func:`jassdesk.ai.replay.expert_in_seat`) in an AI process of its own, so the
table's AI players go on answering meanwhile and the window never waits; it
has no search helpers, since the table's AI process already has a helper on
every other core.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from jassdesk.engine.scoring import HandResult
from jassdesk.engine.viewpoint import Viewpoint

from .aiprocess import AIProcess
from .controller import GameController


class ExpertReplay(QObject):
    """One replay at a time; a newer request, a new Partie or an undo makes an older answer stale."""

    done = Signal(int, object, object)  # hand number, the person's result, the Expert's result (HandResult)
    failed = Signal(str)

    def __init__(self, controller: GameController, budget: float | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.budget = budget  # seconds per decision of every searching player (None: their own)
        self.process: AIProcess | None = None
        self._ticket: int | None = None
        self._hand: tuple[int, HandResult] | None = None
        self._view: Viewpoint | None = None  # the table's numbering when the replay was asked for
        controller.gameStarted.connect(lambda *_: self.cancel())

    @property
    def pending(self) -> bool:
        return self._ticket is not None

    def request(self, played: HandResult) -> None:
        """Replay the hand ``played`` (a result of the running Partie) with the Expert in the person's seat."""
        c = self.controller
        assert c.config is not None
        start = c.hand_start(played.hand_no)
        levels = tuple(c.config.level_of(s) for s in range(c.n_players))  # None: a person (the Expert plays him)
        if self.process is None:
            self.process = AIProcess(self, helpers=0)  # the table's AI process has the other cores' helpers
            self.process.finished.connect(self._finished)
            self.process.error.connect(self._error)
        # the seat of the person at the bottom of the table (at a hot-seat Partie not always seat 0); his
        # result comes back in the table's numbering, as ``played`` is
        self._ticket = self.process.replay(start, levels, dict(c.seeds), c.viewer, self.budget)
        self._view = c.seat_view
        self._hand = (played.hand_no, played)

    def cancel(self) -> None:
        self._ticket = None
        self._hand = None

    def _finished(self, ticket: int, result: object) -> None:
        if ticket != self._ticket or self._hand is None:
            return
        hand_no, played = self._hand
        view = self._view
        self.cancel()
        self.done.emit(hand_no, played, view.result(result) if view is not None else result)

    def _error(self, ticket: int, message: str) -> None:
        if ticket == self._ticket:
            self.cancel()
            self.failed.emit(message)

    def shutdown(self) -> None:
        self.cancel()
        if self.process is not None:
            self.process.shutdown()

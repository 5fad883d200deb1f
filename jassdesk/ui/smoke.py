"""``jassdesk --smoke-test N``: AI players on every seat play N tricks at full speed, then the program quits.

Why it exists: a frozen bundle (PyInstaller) can start and still be broken --
card art or translations left out, the AI's child process unable to start
because ``multiprocessing`` does not find its way back into the executable.
This mode goes through the real start-up, the real window and table and the
real AI process, and ends with status 0 only if N tricks were won and shown and
nothing raised.  ``packaging/smoke_test.py`` runs it on the built bundle.

The person's seat is played by a Beginner in this process (the controller asks
the AI process for the other seats), through the same ``act`` a click uses.
It plays in a throw-away folder, so the person's games and statistics are
never touched.
"""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QApplication

from jassdesk.ai.levels import make_player
from jassdesk.app.game_config import PERSON
from jassdesk.engine import events as ev
from jassdesk.storage.paths import StoragePaths

from .crash import ExceptionReporter

if TYPE_CHECKING:
    from .mainwindow import MainWindow

_scratch: list[tempfile.TemporaryDirectory] = []  # removed when the interpreter exits


def scratch_paths() -> StoragePaths:
    """Settings, saves, statistics and logs of the smoke test, in a folder deleted at exit."""
    folder = tempfile.TemporaryDirectory(prefix="jassdesk-smoke-")
    _scratch.append(folder)
    return StoragePaths.under(Path(folder.name))


class SmokeTest(QObject):
    """Drives the window's Partie until ``tricks`` tricks are won; quits the application with 0, or 1 on failure."""

    def __init__(self, window: MainWindow, tricks: int, reporter: ExceptionReporter,
                 timeout_s: float = 120.0) -> None:
        super().__init__(window)
        self.window = window
        self.controller = controller = window.controller
        self.tricks = tricks
        self.reporter = reporter
        self.won = 0
        self.done = False
        self.started = time.monotonic()
        self.player = make_player("beginner", seed=1)
        controller.settings.set("animation_speed", "instant")
        controller.settings.set("ai_pace_ms", 0)
        controller.awaiting.connect(self._on_awaiting)
        controller.eventShown.connect(self._on_event)
        controller.aiFailed.connect(lambda message: self._finish(1, f"the AI failed: {message}"))
        QTimer.singleShot(int(timeout_s * 1000), lambda: self._finish(1, f"timed out after {self.won} tricks"))

    def start(self) -> None:
        """Hand the person's turn to the Beginner if the deal is already waiting for it."""
        if self.controller.is_person_turn():
            QTimer.singleShot(0, self._play_person)

    def _on_awaiting(self, seat: int, _decision: str) -> None:
        if seat == PERSON:
            QTimer.singleShot(0, self._play_person)  # not inside the controller's pump

    def _play_person(self) -> None:
        state = self.controller.state
        if state is None or not self.controller.is_person_turn() or not self.controller.caught_up:
            return
        refusal = self.controller.act(self.player.choose(state.observation(PERSON)))
        if refusal is not None:
            self._finish(1, f"the engine refused the Beginner's action: {refusal}")

    def _on_event(self, event: object) -> None:
        if isinstance(event, ev.HandScored):  # the hand's summary waits for "Continue", as it does for a person
            QTimer.singleShot(0, self.window.scene.continue_hand)
        elif isinstance(event, ev.TrickWon):
            self._on_trick()

    def _on_trick(self) -> None:
        self.won += 1
        if self.won >= self.tricks:
            self._finish(0, f"{self.won} tricks played in {time.monotonic() - self.started:.1f} s")

    def _finish(self, code: int, message: str) -> None:
        if self.done:
            return
        self.done = True
        if self.reporter.count:
            code, message = 1, f"{self.reporter.count} unexpected error(s), see the log ({message})"
        print(f"smoke test: {'ok' if code == 0 else 'FAILED'}: {message}", file=sys.stderr if code else sys.stdout,
              flush=True)
        self.window.close()
        QApplication.exit(code)

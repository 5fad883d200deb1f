"""How long the event loop keeps a timer waiting: the host's responsiveness, measured.

A :class:`LoopWatch` asks for a tick every ``interval_ms`` (5 ms) and notes how late each comes; the largest
lateness is the longest the loop was busy with something else (reading, checking and answering the clients'
lines), which is what a window on the host's loop would feel as a stutter.
"""

from __future__ import annotations

import time

from PySide6.QtCore import QObject, Qt, QTimer


class LoopWatch(QObject):
    """The largest and every lateness of a ``interval_ms`` timer, in seconds."""

    def __init__(self, interval_ms: int = 5, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.interval = interval_ms / 1000
        self.gaps: list[float] = []
        self._timer = QTimer(self)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(self._tick)
        self._last = 0.0

    def start(self) -> None:
        self.gaps.clear()
        self._last = time.perf_counter()
        self._timer.start()

    def stop(self) -> None:
        self._timer.stop()

    @property
    def largest(self) -> float:
        """The longest the loop kept the timer waiting beyond its interval."""
        return max(self.gaps, default=0.0)

    def _tick(self) -> None:
        now = time.perf_counter()
        self.gaps.append(max(0.0, now - self._last - self.interval))
        self._last = now

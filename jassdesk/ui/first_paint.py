"""Work that waits for the application's first paint: the window comes first, the rest right after.

A start does a few things that nothing on screen needs yet: opening the socket through which a
second start finds this window (QtNetwork's import), starting the AI's process (a second Python
that imports the AI on the other core while this one draws).  Each is handed to
:func:`after_first_paint` and runs once the first widget has been painted, or after
:data:`FIRST_PAINT_WAIT_MS` if nothing paints (a start with no window on screen).

One event filter on the application watches for that paint (a Python call per event until then,
about a thousand events); it is removed with the first paint.
"""

from __future__ import annotations

from typing import Callable

import shiboken6
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication

#: if nothing has painted by then, the waiting work runs anyway
FIRST_PAINT_WAIT_MS = 1000


class _FirstPaint(QObject):
    def __init__(self, app: QApplication) -> None:
        super().__init__(app)
        self.actions: list[tuple[QObject, Callable[[], None]]] = []
        self.done = False
        app.installEventFilter(self)
        QTimer.singleShot(FIRST_PAINT_WAIT_MS, self, self._run)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802  (Qt's name)
        if event.type() == QEvent.Type.Paint and not self.done:
            QApplication.instance().removeEventFilter(self)
            QTimer.singleShot(0, self, self._run)  # after this paint has reached the screen
        return False

    def _run(self) -> None:
        if self.done:
            return
        self.done = True
        QApplication.instance().removeEventFilter(self)
        while self.actions:
            owner, action = self.actions.pop(0)
            if shiboken6.isValid(owner):  # an owner gone meanwhile (a window closed at once) takes its work along
                action()


_watcher: _FirstPaint | None = None


def after_first_paint(owner: QObject, action: Callable[[], None]) -> None:
    """Run ``action`` once the application has painted for the first time (soon, if it has), unless
    ``owner`` -- the object the work is for -- is gone by then."""
    global _watcher
    app = QApplication.instance()
    if app is None:
        action()
        return
    if _watcher is not None and (not shiboken6.isValid(_watcher) or _watcher.parent() is not app):
        _watcher = None  # a new application (tests make one per run)
    if _watcher is None:
        _watcher = _FirstPaint(app)
    if _watcher.done:
        QTimer.singleShot(0, owner, action)  # Qt drops it if the owner is destroyed first
    else:
        _watcher.actions.append((owner, action))

"""Unexpected exceptions: logged with their traceback, shown to the person, and the game goes on.

Qt calls :func:`sys.excepthook` for an exception that escapes a slot or an
event handler and then carries on with the event loop; this module's hook
writes the traceback to the log file and shows one dialog saying what
happened and where the log is.  Exceptions of other threads arrive through
:func:`threading.excepthook` and are shown on the GUI thread (a queued
signal).  Several errors in a row raise one dialog, not a cascade.
"""

from __future__ import annotations

import logging
import sys
import threading
import traceback
from pathlib import Path
from types import TracebackType
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

log = logging.getLogger("jassdesk.crash")


class ExceptionReporter(QObject):
    _report = Signal(str)

    def __init__(self, log_path: Path | None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.log_path = log_path
        self.box: QMessageBox | None = None
        self.count = 0  # exceptions reported (tests read it)
        self._previous: tuple[Any, Any] | None = None
        self._report.connect(self._show, Qt.ConnectionType.QueuedConnection)

    def install(self) -> None:
        self._previous = (sys.excepthook, threading.excepthook)
        sys.excepthook = self._hook
        threading.excepthook = lambda args: self._hook(args.exc_type, args.exc_value, args.exc_traceback)

    def uninstall(self) -> None:
        if self._previous is not None:
            sys.excepthook, threading.excepthook = self._previous
            self._previous = None

    def _hook(self, exc_type: type[BaseException], exc: BaseException | None, tb: TracebackType | None) -> None:
        if issubclass(exc_type, KeyboardInterrupt):
            sys.__excepthook__(exc_type, exc, tb)  # type: ignore[arg-type]
            return
        log.critical("unexpected error", exc_info=(exc_type, exc, tb))  # type: ignore[arg-type]
        if self.log_path is None:  # no log file: at least the terminal has it
            traceback.print_exception(exc_type, exc, tb)
        self.count += 1
        summary = "".join(traceback.format_exception_only(exc_type, exc)).strip()
        self._report.emit(summary)

    def _show(self, summary: str) -> None:
        if self.box is not None and self.box.isVisible():
            return  # one dialog for a burst of errors; every one of them is in the log
        parent = QApplication.activeWindow()
        where = str(self.log_path) if self.log_path else self.tr("the terminal (no log file could be opened)")
        box = QMessageBox(QMessageBox.Icon.Critical, self.tr("JassDesk"),
                          self.tr("Something went wrong inside JassDesk."), QMessageBox.StandardButton.Ok,
                          parent if isinstance(parent, QWidget) else None)
        box.setInformativeText(self.tr("The game goes on if it can. The details are written to %1; please "
                                       "include that file when you report the problem.").replace("%1", where))
        box.setDetailedText(summary)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.destroyed.connect(self._forget)
        self.box = box
        box.open()

    def _forget(self, *_: Any) -> None:
        self.box = None

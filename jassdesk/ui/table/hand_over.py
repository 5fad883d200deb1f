"""The cover between two people's turns at one computer (a hot-seat Partie, #34).

When the turn passes from the person at the screen to another person at the same computer, the controller
asks for the table to be covered (:attr:`~jassdesk.app.controller.GameController.handOver`).  The cover hides
all of it (the hand at the bottom is the last person's, and the next must not see it, nor the other way
round): the felt with no card on it, one card in the middle that names whose turn it is, and one button that
shows the cards.  Only when the person named presses it does the table turn to her chair
(:meth:`~jassdesk.app.controller.GameController.take_seat`).

A stray key or a second click of the person who just played must not uncover the table for the wrong eyes,
so the cover takes no key and no click for a moment after it appears (:data:`GUARD_MS`), and only the button,
Enter or Space uncover it: a click beside the card does nothing.  A screen reader hears whose turn it is at
once (an assertive announcement), and the table's stand-ins are hidden while it lies there.
"""

from __future__ import annotations

import time
from typing import Callable

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from ..card_over_table import CardOverTable
from ..look import look

#: for this long after the cover appears it takes neither a key nor a click (the last person's double click)
GUARD_MS = 600
#: the widest the card in the middle grows
CARD_WIDTH = 520

STYLE = """
QFrame#handOverCard { background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #fffdf7, stop:1 #f3ead6);
                      border: 2px solid #8a6d3b; border-radius: 16px; }
QLabel { color: #1f1a14; background: transparent; }
QLabel#handOverTitle { font-size: 26px; font-weight: 600; }
QLabel#handOverLine { font-size: 15px; }
QLabel#handOverKeys { font-size: 12px; color: #6b5a3a; }
QPushButton#handOverShow { color: #1f1a14; font-size: 17px; font-weight: 600; padding: 8px 20px;
                           min-height: 34px; border: 2px solid #f4c542; border-radius: 12px;
                           background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #ffe08a, stop:1 #e0a92a); }
QPushButton#handOverShow:focus { border: 3px solid #2f80ed; outline: none; }
"""


class HandOverCover(CardOverTable):
    """Lies over the whole table while the computer passes to another person; ``shown(seat)`` when she is
    there and asks for her cards (the engine's seat the cover was opened for)."""

    shown = Signal(int)

    def __init__(self, parent: QWidget, announce: Callable[[str], None] | None = None) -> None:
        super().__init__(parent, "handOver", "handOverCard", STYLE, CARD_WIDTH)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.announce = announce or (lambda text: None)
        self.seat = -1  # the engine's seat the cover waits for
        self.name = ""
        self.on_turn = True  # the person named is to decide (else: a resumed Partie shows his cards first)
        self._opened_at = 0.0
        self.title = QLabel(objectName="handOverTitle", alignment=Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        self.line = QLabel(objectName="handOverLine", alignment=Qt.AlignmentFlag.AlignCenter)
        self.line.setWordWrap(True)
        self.button = QPushButton(objectName="handOverShow")
        self.button.setAutoDefault(True)
        self.button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.button.clicked.connect(self._reveal)
        self.button.installEventFilter(self)
        self.keys = QLabel(objectName="handOverKeys", alignment=Qt.AlignmentFlag.AlignCenter)
        self.keys.setWordWrap(True)
        layout = QVBoxLayout(self.card)
        layout.setContentsMargins(24, 20, 24, 16)
        layout.setSpacing(12)
        layout.addWidget(self.title)
        layout.addWidget(self.line)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(self.keys)
        self.setFocusProxy(self.button)

    # -- opening and lifting ----------------------------------------------------------------------------

    def open(self, seat: int, name: str, on_turn: bool = True) -> None:
        """Cover the table for the person of ``seat`` (the engine's numbering), named ``name``, whose turn it is
        (``on_turn``) or whose cards the table shows first (a resumed Partie while an AI is on turn)."""
        self.seat, self.name, self.on_turn = seat, name, on_turn
        self.retranslate()
        self.setGeometry(self.parentWidget().rect())
        self.place_card()
        self._opened_at = time.monotonic()
        self.show()
        self.raise_()
        self.button.setFocus(Qt.FocusReason.OtherFocusReason)
        self.announce(self.title.text() + " " + self.line.text())

    def close_cover(self) -> None:
        self.seat = -1
        self.hide()

    @property
    def guarded(self) -> bool:
        """Whether the cover still ignores keys and clicks (it has just appeared)."""
        return (time.monotonic() - self._opened_at) * 1000 < GUARD_MS

    def _reveal(self) -> None:
        if self.seat < 0 or self.guarded:
            return
        seat = self.seat
        self.close_cover()
        self.shown.emit(seat)

    def retranslate(self) -> None:
        name = self.name or "?"
        self.title.setText((self.tr("%1's turn") if self.on_turn else self.tr("%1's cards")).replace("%1", name))
        self.line.setText(self.tr("Pass the computer to %1. The others look away while the cards are shown.")
                          .replace("%1", name))
        self.button.setText(self.tr("Show %1's cards").replace("%1", name))
        self.button.setAccessibleName(self.button.text())
        self.keys.setText(self.tr("Enter or Space shows them."))
        self.setAccessibleName(self.title.text())
        self.setAccessibleDescription(self.line.text())

    # -- keys, clicks and the look ------------------------------------------------------------------------

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter and Space uncover (after the guard); every other key is the cover's, not the table's."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self._reveal()
        event.accept()

    def focusNextPrevChild(self, next: bool) -> bool:  # noqa: A002, N802
        """Tab stays on the button: the table behind is out of reach while the cover lies on it."""
        self.button.setFocus(Qt.FocusReason.TabFocusReason)
        return True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.button and event.type() in (QEvent.Type.MouseButtonPress,
                                                       QEvent.Type.MouseButtonRelease) and self.guarded:
            return True  # the last person's second click falls on the cover, not through it
        return super().eventFilter(watched, event)

    def paintEvent(self, event: QPaintEvent) -> None:
        """The bare felt: nothing of the table shows through."""
        QPainter(self).fillRect(self.rect(), look().felt_middle)

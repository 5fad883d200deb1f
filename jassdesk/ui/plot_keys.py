"""The keyboard over the statistics window's plots: a cursor that steps through the Partien.

A plot says what each Partie was in a tooltip under the mouse.  A person on the keyboard reaches the plot by
Tab and steps through its Partien with Left and Right (Home and End: the oldest and the newest, Page Up and
Page Down: ten at a time): the Partie at the cursor is marked on the plot, its words are shown where the
tooltip would show them, and they are the plot's accessible description, which a screen reader says.  A plot
with the focus has a frame in the focus colour (:mod:`.plot_look`: gold on the slate, cyan in high contrast), so
the focus is seen.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRectF, Qt
from PySide6.QtGui import QPainter, QPen
from PySide6.QtWidgets import QToolTip, QWidget

from .plot_look import focus_frame, plot_look

#: the keys that move the cursor, and by how many Partien (Home and End go to the ends)
STEPS = {Qt.Key.Key_Left: -1, Qt.Key.Key_Right: 1, Qt.Key.Key_PageUp: -10, Qt.Key.Key_PageDown: 10}


class PartieCursor:
    """Which Partie of a plot the keyboard is at: None until the plot first has the focus."""

    def __init__(self) -> None:
        self.index: int | None = None

    def start(self, count: int) -> None:
        """At the focus: the newest Partie, where the trend ends (a cursor kept from before, if it still fits)."""
        if count == 0:
            self.index = None
        elif self.index is None or self.index >= count:
            self.index = count - 1

    def move(self, key: int, count: int) -> bool:
        """Move for ``key`` among ``count`` Partien; whether ``key`` is one of the cursor's keys."""
        if key not in STEPS and key not in (Qt.Key.Key_Home, Qt.Key.Key_End):
            return False
        if count == 0:
            return True
        if key == Qt.Key.Key_Home:
            self.index = 0
        elif key == Qt.Key.Key_End:
            self.index = count - 1
        else:
            here = count - 1 if self.index is None else self.index
            self.index = max(0, min(count - 1, here + STEPS[key]))
        return True


def paint_focus(p: QPainter, widget: QWidget) -> None:
    """The frame of the keyboard's focus around a plot (painted last: over the board's frame, in high contrast
    inside its white frame with black between)."""
    pl = plot_look()
    rect, radius = focus_frame(QRectF(widget.rect()), pl)
    p.setPen(QPen(pl.focus, pl.focus_width))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(rect, radius, radius)


def paint_cursor(p: QPainter, area: QRectF, x: float) -> None:
    """The mark of the Partie at the cursor: a line in the focus colour down the plot area at ``x``."""
    pl = plot_look()
    p.setPen(QPen(pl.focus, pl.cursor_width, Qt.PenStyle.DashLine))
    p.drawLine(round(x), round(area.top()), round(x), round(area.bottom()))


def say(widget: QWidget, text: str, x: float, top: float) -> None:
    """The words of the Partie at the cursor: the plot's accessible description (a screen reader is told of
    the change) and a tooltip over the cursor, as the mouse would show them."""
    widget.setAccessibleDescription(text)
    QToolTip.showText(widget.mapToGlobal(QPoint(round(x), round(top))), text, widget)

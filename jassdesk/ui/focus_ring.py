"""The ring of the keyboard's focus where Qt's Fusion style draws none.

Fusion draws the default push button (the one Enter presses: New game's "Deal", the rules' "Close") with the
same highlighted rim as a focused one, so Tab coming to it showed nothing; and a text browser's frame (About's
licence text) looks the same with the focus as without.  :func:`show_focus` gives such a widget a style that
draws the widget as the application's style does and, once the keyboard has moved the focus (as Fusion's own
focus marks, never after a click alone), a ring in the highlight colour inside its edge.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPen
from PySide6.QtWidgets import QApplication, QProxyStyle, QStyle, QStyleFactory, QStyleOption, QWidget

#: what the ring is drawn around: a push button, a frame (a text browser's, a list's)
RINGED = (QStyle.ControlElement.CE_PushButton, QStyle.ControlElement.CE_ShapedFrame)


class FocusRing(QProxyStyle):
    """The application's style, with a focus ring round push buttons and frames."""

    def drawControl(self, element: QStyle.ControlElement, option: QStyleOption, painter: QPainter,
                    widget: QWidget | None = None) -> None:
        super().drawControl(element, option, painter, widget)
        state = option.state
        if element in RINGED and state & QStyle.StateFlag.State_HasFocus \
                and state & QStyle.StateFlag.State_KeyboardFocusChange:
            painter.save()
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(QPen(option.palette.highlight().color(), 2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(option.rect).adjusted(1, 1, -1, -1), 3, 3)
            painter.restore()


def show_focus(widget: QWidget) -> None:
    """Let ``widget`` show the keyboard's focus with a ring (its children keep their own style)."""
    style = FocusRing(QStyleFactory.create(QApplication.style().name()))
    style.setParent(widget)  # kept as long as the widget: a widget does not own the style it is given
    widget.setStyle(style)

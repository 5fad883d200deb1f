"""Windows that fit the screen they open on: its available geometry, less what the window frame takes.

JassDesk runs on 800x600 screens too; every window and dialog asks here for
its size and place instead of assuming one.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

#: what a window manager's title bar and borders take when the frame is not known yet (not shown)
FRAME_ALLOWANCE = QSize(8, 36)


def available_geometry(widget: QWidget | None = None) -> QRect:
    """The part of the widget's screen (else the primary screen) that windows may use: no panels, no dock."""
    screen = widget.screen() if widget is not None else None
    screen = screen or QGuiApplication.primaryScreen()
    return screen.availableGeometry()


def frame_extra(widget: QWidget) -> QSize:
    """How much larger than its contents the widget's frame is (an allowance before it is first shown)."""
    frame, inner = widget.frameGeometry(), widget.geometry()
    extra = QSize(frame.width() - inner.width(), frame.height() - inner.height())
    if widget.isVisible() and (extra.width() > 0 or extra.height() > 0):
        return extra
    parent = widget.parentWidget()
    if parent is not None and parent.window().isVisible():
        top = parent.window()
        extra = QSize(top.frameGeometry().width() - top.width(), top.frameGeometry().height() - top.height())
        if extra.width() > 0 or extra.height() > 0:
            return extra
    return FRAME_ALLOWANCE


def fitting_size(widget: QWidget, wanted: QSize, area: QRect | None = None) -> QSize:
    """``wanted``, made smaller where the frame round it would leave ``area`` (default: the available geometry)."""
    area = area or available_geometry(widget)
    extra = frame_extra(widget)
    return QSize(max(1, min(wanted.width(), area.width() - extra.width())),
                 max(1, min(wanted.height(), area.height() - extra.height())))


def place_inside(widget: QWidget, area: QRect | None = None, centre: QPoint | None = None) -> None:
    """Resize the widget to fit ``area`` with its frame and move it there, centred on ``centre`` if given."""
    area = area or available_geometry(widget)
    size = fitting_size(widget, widget.size(), area)
    extra = frame_extra(widget)
    widget.resize(size)
    outer = QSize(size.width() + extra.width(), size.height() + extra.height())
    middle = centre if centre is not None else area.center()
    x = min(max(middle.x() - outer.width() // 2, area.left()), area.right() + 1 - outer.width())
    y = min(max(middle.y() - outer.height() // 2, area.top()), area.bottom() + 1 - outer.height())
    widget.move(QPoint(x, y))


def fit_dialog(dialog: QWidget, wanted: QSize | None = None) -> None:
    """Give a dialog the size it asks for, or less on a small screen, centred over its window."""
    area = available_geometry(dialog.parentWidget() or dialog)
    dialog.resize(fitting_size(dialog, wanted or dialog.sizeHint(), area))
    parent = dialog.parentWidget()
    centre = parent.window().frameGeometry().center() if parent is not None and parent.window().isVisible() \
        else area.center()
    place_inside(dialog, area, centre)

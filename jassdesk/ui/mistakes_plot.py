"""The statistics window's second plot: the review's Mistakes and Blunders per hand, one bar per Partie, over time.

Fed by :meth:`jassdesk.storage.statistics.StatisticsDB.review_series` (only
Partien with a reviewed hand); a bar's red part is the Blunders, the orange
part the Mistakes, and a gold dot the Inaccuracies per hand.  The keyboard steps through the Partien as
on the trend plot (:mod:`.plot_keys`).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFocusEvent, QFont, QKeyEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from jassdesk.app.statistics_model import decimal

from . import plot_keys

CHALK = "#f3f1e7"
MUTED = "#a9bdb2"
MISTAKE = "#ffa35c"
BLUNDER = "#ff6b6b"
INACCURACY = "#f4c542"


class MistakesPlot(QWidget):
    """Mistakes (and Blunders) per reviewed hand in each Partie, oldest on the left."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.series: list[dict[str, Any]] = []
        self._area = QRectF()
        self.cursor = plot_keys.PartieCursor()
        self.setMinimumSize(QSize(300, 90))
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.retranslate()

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Review: mistakes and blunders per hand"))
        self._describe()

    def set_series(self, series: list[dict[str, Any]]) -> None:
        self.series = list(series)
        if self.cursor.index is not None:
            self.cursor.start(len(self.series))
        self._describe()
        self.update()

    # -- the keyboard ------------------------------------------------------------------------

    def cursor_entry(self) -> dict[str, Any] | None:
        """The Partie the keyboard is at (None before the plot had the focus, or without reviewed Partien)."""
        i = self.cursor.index
        return self.series[i] if i is not None and i < len(self.series) else None

    def _cursor_x(self) -> float:
        i = self.cursor.index or 0
        return self._area.left() + (i + 0.5) * self._area.width() / max(1, len(self.series))

    def _describe(self) -> None:
        entry = self.cursor_entry()
        self.setAccessibleDescription(self.tooltip_for(entry) if entry is not None else "")

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self.cursor.move(event.key(), len(self.series)):
            super().keyPressEvent(event)
            return
        self._say_cursor()
        event.accept()

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.cursor.start(len(self.series))
        self._say_cursor()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        QToolTip.hideText()
        self.update()

    def _say_cursor(self) -> None:
        entry = self.cursor_entry()
        if entry is not None:
            plot_keys.say(self, self.tooltip_for(entry), self._cursor_x(), self._area.top())
        self.update()

    def entry_at(self, x: float) -> dict[str, Any] | None:
        if not self.series or self._area.width() <= 0 or not self._area.left() <= x <= self._area.right():
            return None
        i = int((x - self._area.left()) / self._area.width() * len(self.series))
        return self.series[min(max(i, 0), len(self.series) - 1)]

    def tooltip_for(self, entry: dict[str, Any]) -> str:
        return (self.tr("Partie %1: %2 mistakes and blunders, %3 inaccuracies per hand")
                .replace("%1", str(self.series.index(entry) + 1))
                .replace("%2", decimal(entry["mistakes_per_hand"]))
                .replace("%3", decimal(entry["inaccuracy_per_hand"]))
                + "\n" + self.tr("%n hands reviewed", "", entry["hands"]))

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip:
            entry = self.entry_at(event.pos().x())
            if entry is None:
                QToolTip.hideText()
                event.ignore()
            else:
                QToolTip.showText(event.globalPos(), self.tooltip_for(entry), self)
            return True
        return super().event(event)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: ARG002
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        board = QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5)
        p.setPen(QPen(QColor("#3c5248"), 1))
        p.setBrush(QColor("#1d2a25"))
        p.drawRoundedRect(board, 8, 8)
        font = QFont(self.font())
        font.setPointSizeF(8.5)
        p.setFont(font)
        fm = p.fontMetrics()
        title = QRectF(board.left() + 12, board.top() + 4, board.width() - 24, fm.height() + 2)
        p.setPen(QColor(CHALK))
        p.drawText(title, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                   self.tr("Review: mistakes and blunders per hand"))
        self._area = QRectF()
        self._paint_bars(p, board, title)
        if self.hasFocus():
            if self.cursor_entry() is not None and not self._area.isEmpty():
                plot_keys.paint_cursor(p, self._area, self._cursor_x())
            plot_keys.paint_focus(p, self)

    def _paint_bars(self, p: QPainter, board: QRectF, title: QRectF) -> None:
        fm = p.fontMetrics()
        if not self.series:
            p.setPen(QColor(MUTED))
            p.drawText(board.adjusted(12, fm.height() + 8, -12, -6),
                       int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap),
                       self.tr("No reviewed hand yet: every hand you finish is reviewed after it ends."))
            return
        area = QRectF(board.left() + 12 + fm.horizontalAdvance("0.0") + 6, title.bottom() + 8, 0, 0)
        area.setRight(board.right() - 12)
        area.setBottom(board.bottom() - 8)
        if area.width() < 30 or area.height() < 20:
            return
        self._area = QRectF(area)
        top = max(1.0, max(max(e["mistakes_per_hand"], e["inaccuracy_per_hand"]) for e in self.series))
        p.setPen(QColor(MUTED))
        for value in (0.0, top):
            y = area.bottom() - value / top * area.height()
            p.drawText(QRectF(board.left() + 4, y - fm.height() / 2, area.left() - board.left() - 8, fm.height()),
                       int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter), decimal(value))
            p.setPen(QPen(QColor(255, 255, 255, 28), 1))
            p.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            p.setPen(QColor(MUTED))
        n = len(self.series)
        slot = area.width() / n
        bar_w = max(1.0, min(slot * 0.62, 26.0))
        p.setPen(Qt.PenStyle.NoPen)
        for i, e in enumerate(self.series):
            x = area.left() + (i + 0.5) * slot
            blunders = e["blunder_per_hand"] / top * area.height()
            mistakes = e["mistake_per_hand"] / top * area.height()
            p.setBrush(QColor(BLUNDER))
            p.drawRect(QRectF(x - bar_w / 2, area.bottom() - blunders, bar_w, blunders))
            p.setBrush(QColor(MISTAKE))
            p.drawRect(QRectF(x - bar_w / 2, area.bottom() - blunders - mistakes, bar_w, mistakes))
            p.setBrush(QColor(INACCURACY))
            y = area.bottom() - e["inaccuracy_per_hand"] / top * area.height()
            p.drawEllipse(QPointF(x, y), 3.0, 3.0)

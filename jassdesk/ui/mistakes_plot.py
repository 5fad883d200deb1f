"""The statistics window's second plot: the review's Mistakes and Blunders per hand, one bar per Partie, over time.

Fed by :meth:`jassdesk.storage.statistics.StatisticsDB.review_series` (only
Partien with a reviewed hand); a bar's red part is the Blunders, the orange
part the Mistakes, and a gold dot the Inaccuracies per hand.  In high contrast (:mod:`.plot_look`) the
Mistakes' part is hatched and outlined over the solid Blunders and a legend beside the title shows the three
marks as the bars draw them, so the parts are told apart by their pattern, not by two near hues.  The
keyboard steps through the Partien as on the trend plot (:mod:`.plot_keys`).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QFocusEvent, QKeyEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from jassdesk.app.statistics_model import decimal

from . import plot_keys
from .look import notifier, text_scale
from .plot_look import (
    PlotLook,
    board_rect,
    content_rect,
    grid_pen,
    paint_board,
    paint_stack_part,
    plot_font,
    plot_look,
)


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
        notifier().changed.connect(self._on_look)  # a bound slot: it goes with the plot
        self.retranslate()

    def _on_look(self) -> None:
        """The look or the text size changed: painted again in its colours and at its size."""
        self.update()

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
        pl = plot_look()
        board = board_rect(QRectF(self.rect()), pl)
        paint_board(p, board, pl, gradient=False)
        board = content_rect(board, pl)
        p.setFont(plot_font(self.font(), 8.5))
        fm = p.fontMetrics()
        title = QRectF(board.left() + 12, board.top() + 4, board.width() - 24, fm.height() + 2)
        p.setPen(pl.text)
        heading = self.tr("Review: mistakes and blunders per hand")
        p.drawText(title, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), heading)
        self._area = QRectF()
        if pl.hatched and self.series:  # the key to the parts' patterns: beside the title, else under it
            legend = self._legend_width(p)
            beside = title.width() - fm.horizontalAdvance(heading) - 16 >= legend
            row = QRectF(title.right() - legend, title.top(), legend, title.height()) if beside else \
                QRectF(title.left(), title.bottom() + 2, legend, title.height())
            self._legend(p, row, pl)
            if not beside:
                title = QRectF(title.left(), row.top(), title.width(), row.height())
        self._paint_bars(p, board, title, pl)
        if self.hasFocus():
            if self.cursor_entry() is not None and not self._area.isEmpty():
                plot_keys.paint_cursor(p, self._area, self._cursor_x())
            plot_keys.paint_focus(p, self)

    def _legend_items(self) -> list[tuple[str, str]]:
        return [("blunder", self.tr("Blunder")), ("mistake", self.tr("Mistake")), ("inaccuracy", self.tr("Inaccuracy"))]

    def _legend_width(self, p: QPainter) -> float:
        fm = p.fontMetrics()
        k = text_scale()
        return sum(18 * k + fm.horizontalAdvance(text) + 12 * k for _, text in self._legend_items())

    def _legend(self, p: QPainter, row: QRectF, pl: PlotLook) -> None:
        """The key to the bars' parts, each drawn as the bars draw it (solid, hatched, a dot), growing with the text."""
        fm = p.fontMetrics()
        k = text_scale()
        x, cy = row.left(), row.center().y()
        for kind, text in self._legend_items():
            swatch = QRectF(x, cy - 6 * k, 12 * k, 12 * k)
            if kind == "inaccuracy":
                self._paint_inaccuracy(p, swatch.center(), pl)
            else:
                paint_stack_part(p, swatch, pl.blunder if kind == "blunder" else pl.mistake,
                                 hatched=kind == "mistake")
            p.setPen(pl.text)
            w = 18 * k + fm.horizontalAdvance(text) + 12 * k
            p.drawText(QRectF(x + 18 * k, row.top(), w - 18 * k, row.height()),
                       int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), text)
            x += w

    def _paint_inaccuracy(self, p: QPainter, centre: QPointF, pl: PlotLook) -> None:
        """The Inaccuracies' dot; in high contrast rimmed in the ground's colour, so it shows over a bar too."""
        if pl.high_contrast:
            p.setPen(QPen(pl.mark_rim, pl.mark_rim_width))
        else:
            p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(pl.inaccuracy)
        p.drawEllipse(centre, pl.inaccuracy_radius, pl.inaccuracy_radius)

    def _paint_bars(self, p: QPainter, board: QRectF, title: QRectF, pl: PlotLook) -> None:
        fm = p.fontMetrics()
        if not self.series:
            p.setPen(pl.quiet)
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
        p.setPen(pl.quiet)
        for value in (0.0, top):
            y = area.bottom() - value / top * area.height()
            p.drawText(QRectF(board.left() + 4, y - fm.height() / 2, area.left() - board.left() - 8, fm.height()),
                       int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter), decimal(value))
            p.setPen(grid_pen(pl))
            p.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            p.setPen(pl.quiet)
        n = len(self.series)
        slot = area.width() / n
        bar_w = max(1.0, min(slot * 0.62, 26.0))
        for i, e in enumerate(self.series):
            x = area.left() + (i + 0.5) * slot
            blunders = e["blunder_per_hand"] / top * area.height()
            mistakes = e["mistake_per_hand"] / top * area.height()
            paint_stack_part(p, QRectF(x - bar_w / 2, area.bottom() - blunders, bar_w, blunders), pl.blunder,
                             hatched=False)
            paint_stack_part(p, QRectF(x - bar_w / 2, area.bottom() - blunders - mistakes, bar_w, mistakes),
                             pl.mistake, hatched=pl.hatched)
            y = area.bottom() - e["inaccuracy_per_hand"] / top * area.height()
            self._paint_inaccuracy(p, QPointF(x, y), pl)

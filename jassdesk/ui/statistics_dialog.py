"""The statistics window: totals, a trend plot and a table by game and AI level; export to CSV, clear.

Given the database's path (as the main window does), the window never waits on the database: it
reads through a read-only connection with a short busy timeout (in WAL mode a reader is not held
up by another program's write lock; opening and migrating, which can be, is the writer's job), a
read that finds the database busy keeps the figures shown and tries again, and clearing goes
through the app's :class:`~jassdesk.app.statistics_writer.StatisticsWriter` like every record.
While records wait to be written (another program holds the lock) it says "being written" above
the figures instead of showing them as if complete.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import (
    QDateTime,
    QEvent,
    QIdentityProxyModel,
    QLocale,
    QPointF,
    QRectF,
    QSize,
    QStandardPaths,
    Qt,
    QTimer,
)
from PySide6.QtGui import (
    QColor,
    QFocusEvent,
    QFont,
    QKeyEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPalette,
    QPen,
)
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFileDialog,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QStyledItemDelegate,
    QTableView,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from jassdesk.ai.levels import level_names
from jassdesk.app.statistics_model import (
    COLUMNS,
    TREND_WINDOW,
    KindRole,
    StatisticsTableModel,
    TrendPoint,
    decimal,
    fill,
    game_label,
    level_label,
    line_up,
    percent,
    trend_points,
)
from jassdesk.app.statistics_writer import StatisticsWriter
from jassdesk.i18n.numbers import counted, number
from jassdesk.storage.errors import StorageError
from jassdesk.storage.statistics import DatabaseBusyError, DatabaseNotReadyError, StatisticsDB

from . import plot_keys
from .games import SETUPS
from .look import notifier, text_scale
from .mistakes_plot import MistakesPlot
from .plot_look import NORMAL as PLOT_NORMAL
from .plot_look import (
    PlotLook,
    board_rect,
    content_rect,
    grid_pen,
    mark_radius,
    paint_board,
    paint_outcome,
    plot_font,
    plot_look,
)
from .styled import keep_styled

# the window's style sheet in the plots' colours (ui/styled.py rewrites it for high contrast)
CHALK, MUTED, SLATE, GOLD = (c.name() for c in (PLOT_NORMAL.text, PLOT_NORMAL.quiet, PLOT_NORMAL.ground,
                                                PLOT_NORMAL.focus))
FELT = "#0f4429"
DEFAULT_NAME = "jassdesk-statistics.csv"
#: how long a read waits for the database before the window shows what it has (the GUI thread must not wait)
READ_BUSY_TIMEOUT_S = 0.02
#: how soon a read that found the database busy or not ready is tried again
READ_RETRY_MS = 1000


class TrendPlot(QWidget):
    """Win rate over the Partien (a gold line) and the points per hand (bars), painted by hand.

    Only the win rate is gold: a guide line in its colour would read as a win rate of its own (with one
    Partie the win rate is a single dot, and a gold 50% line looked like the result).  The keyboard steps
    through the Partien (:mod:`.plot_keys`): what the mouse's tooltip says of one, the keys say too."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.points: list[TrendPoint] = []
        self.filtered = False
        self.penalties = False
        self.problem: str | None = None  # the database cannot be read: why
        self._area = QRectF()  # the plot area of the last paint, for the tooltips
        self.cursor = plot_keys.PartieCursor()
        self.setMinimumSize(QSize(360, 160))
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        notifier().changed.connect(self._on_look)  # a bound slot: it goes with the plot
        self.retranslate()

    def _on_look(self) -> None:
        """The look or the text size changed: painted again in its colours and at its size."""
        self.update()

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Win rate and points per hand, Partie by Partie"))
        self._describe()

    def set_points(self, points: list[TrendPoint], filtered: bool = False) -> None:
        self.points = list(points)
        self.filtered = filtered
        # Partien of a game with bids only (Differenzler): the bars are the penalty per hand
        self.penalties = bool(points) and all(pt.avg_penalty is not None for pt in points)
        if self.cursor.index is not None:
            self.cursor.start(len(self.points))
        self._describe()
        self.update()

    # -- the keyboard ------------------------------------------------------------------------

    def cursor_point(self) -> TrendPoint | None:
        """The Partie the keyboard is at (None before the plot had the focus, or without Partien)."""
        i = self.cursor.index
        return self.points[i] if i is not None and i < len(self.points) else None

    def _cursor_x(self) -> float:
        i = self.cursor.index or 0
        return self._area.left() + (i + 0.5) * self._area.width() / max(1, len(self.points))

    def _describe(self) -> None:
        """The plot's description: the Partie at the cursor, else what the plot shows when it is empty."""
        pt = self.cursor_point()
        if pt is not None:
            self.setAccessibleDescription(self.tooltip_for(pt))
        else:
            self.setAccessibleDescription(self.empty_message() if self.is_empty else "")

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self.cursor.move(event.key(), len(self.points)):
            super().keyPressEvent(event)
            return
        self._say_cursor()
        event.accept()

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.cursor.start(len(self.points))
        self._say_cursor()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        QToolTip.hideText()
        self.update()

    def _say_cursor(self) -> None:
        pt = self.cursor_point()
        if pt is not None:
            plot_keys.say(self, self.tooltip_for(pt), self._cursor_x(), self._area.top())
        self.update()

    @property
    def is_empty(self) -> bool:
        return not self.points

    def point_at(self, x: float) -> TrendPoint | None:
        """The Partie painted at horizontal position ``x`` (None outside the plot area)."""
        if not self.points or self._area.width() <= 0 or not self._area.left() <= x <= self._area.right():
            return None
        i = int((x - self._area.left()) / self._area.width() * len(self.points))
        return self.points[min(max(i, 0), len(self.points) - 1)]

    def tooltip_for(self, pt: TrendPoint) -> str:
        outcome = self.tr("drawn") if pt.won is None else (self.tr("won") if pt.won else self.tr("lost"))
        lines = [fill(self.tr("Partie %1 (%2): %3"), pt.index, short_date(pt.finished), outcome)
                 + (" — " + self.tr("practice game") if pt.practice else ""),
                 fill(self.tr("%1 points per hand (opponents %2) in %3"), decimal(pt.avg_points),
                      decimal(pt.avg_points_other), self.tr("%n hands", "", pt.hands))
                 if pt.avg_penalty is None else
                 fill(self.tr("%1 penalty per hand, %2 exact bids, in %3"), decimal(pt.avg_penalty),
                      pt.exact_hits, self.tr("%n hands", "", pt.hands))]
        if pt.win_rate is not None:
            lines.append(fill(self.tr("Win rate over the last %n Partien: %1", "", pt.rate_over),
                              percent(pt.win_rate)))
        if pt.levels:
            levels = fill(self.tr("AI: %1"), line_up(pt.levels))
            lines.append(fill(self.tr("%1 (mixed levels, counted as %2)"), levels, level_label(pt.level))
                         if pt.mixed else levels)
        return "\n".join(lines)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip:
            pt = self.point_at(event.pos().x())
            if pt is None:
                QToolTip.hideText()
                event.ignore()
            else:
                QToolTip.showText(event.globalPos(), self.tooltip_for(pt), self)
            return True
        return super().event(event)

    def empty_message(self) -> str:
        if self.problem:
            return self.tr("The statistics cannot be read")
        return self.tr("No finished Partien yet")

    def empty_hint(self) -> str:
        if self.problem:
            return self.problem
        if self.filtered:
            return self.tr("Choose another game or AI level above.")
        return self.tr("Finish a Partie to see your win rate and points per hand here.")

    # -- painting ------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: ARG002
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        pl = plot_look()
        board = board_rect(QRectF(self.rect()), pl)
        paint_board(p, board, pl, gradient=True)
        self._area = QRectF()
        inner = content_rect(board, pl)
        if self.is_empty:
            self._paint_empty(p, inner, pl)
        else:
            self._paint_plot(p, inner, pl)
        if self.hasFocus():
            if self.cursor_point() is not None and not self._area.isEmpty():
                plot_keys.paint_cursor(p, self._area, self._cursor_x())
            plot_keys.paint_focus(p, self)
        p.end()

    def _font(self, size: float, bold: bool = False) -> QFont:
        return plot_font(self.font(), size, bold)

    def _paint_empty(self, p: QPainter, board: QRectF, pl: PlotLook) -> None:
        p.setPen(pl.text)
        p.setFont(self._font(15, bold=True))
        top = QRectF(board.left(), board.top(), board.width(), board.height() / 2 - 4)
        p.drawText(top, int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom), self.empty_message())
        p.setPen(pl.quiet)
        p.setFont(self._font(10.5))
        bottom = QRectF(board.left() + 20, board.center().y() + 6, board.width() - 40, board.height() / 2 - 10)
        p.drawText(bottom, int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap),
                   self.empty_hint())

    def _paint_plot(self, p: QPainter, board: QRectF, pl: PlotLook) -> None:
        points = self.points
        n = len(points)
        small = self._font(8.5)
        p.setFont(small)
        fm = p.fontMetrics()
        text_h = fm.height()
        # the frame of the plot area: legend on top, axis titles on the sides, ticks and dates below
        area = QRectF(board.left() + 30 + fm.horizontalAdvance("100%") + 6, board.top() + text_h + 18,
                      0, 0)
        right = board.right() - 30 - fm.horizontalAdvance("000") - 6
        bottom = board.bottom() - 2 * text_h - 14
        area.setRight(right)
        area.setBottom(bottom)
        if area.width() < 40 or area.height() < 40:
            return
        self._area = QRectF(area)
        max_points = max((pt.avg_points or 0) for pt in points)
        scale = nice_ceiling(max(max_points, 1))

        def x_of(i: int) -> float:  # the centre of Partie i (1-based)
            return area.left() + (i - 0.5) * area.width() / n

        def y_rate(rate: float) -> float:
            return area.bottom() - rate * area.height()

        def y_points(value: float) -> float:
            return area.bottom() - value / scale * area.height()

        # grid and left axis (win rate); where the quarters' labels would touch (large text in a low plot), only
        # 0%, 50% and 100% are named
        crowded = area.height() / 4 < text_h
        for rate in (0.0, 0.25, 0.5, 0.75, 1.0):
            y = y_rate(rate)
            p.setPen(grid_pen(pl))
            p.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            if crowded and rate in (0.25, 0.75):
                continue
            p.setPen(pl.quiet)
            p.drawText(QRectF(area.left() - 60, y - text_h / 2, 54, text_h),
                       int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter), percent(rate))
        # right axis (points per hand)
        for frac in (0.0, 0.5, 1.0):
            y = y_points(scale * frac)
            tick = number(scale * frac, 1 if scale * frac % 1 else 0)  # 75, 62.5 (in French 62,5)
            p.setPen(pl.bars_text)
            p.drawText(QRectF(area.right() + 6, y - text_h / 2, 60, text_h),
                       int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), tick)
        # bars: the person's points per hand in each Partie
        slot = area.width() / n
        bar_w = max(1.0, min(slot * 0.62, 26.0))
        bar_color = QColor(pl.bars)
        bar_color.setAlpha(pl.bar_alpha)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(bar_color)
        for pt in points:
            if pt.avg_points is None or pt.avg_points <= 0:
                continue
            top = y_points(min(pt.avg_points, scale))
            p.drawRect(QRectF(x_of(pt.index) - bar_w / 2, top, bar_w, area.bottom() - top))
        def paint_axes() -> None:  # the axis lines, and the Partie numbers with their ticks under the plot
            p.setPen(QPen(pl.axis, pl.axis_width))
            p.drawLine(area.bottomLeft(), area.bottomRight())
            p.drawLine(area.bottomLeft(), area.topLeft())
            p.drawLine(area.bottomRight(), area.topRight())
            p.setPen(QPen(pl.quiet, pl.tick_width))
            step = nice_step(n, max(1, int(area.width() // (fm.horizontalAdvance("0000") + 8))))
            ticks = [1] + list(range(step, n + 1, step))
            if ticks[-1] != n and n - ticks[-1] >= step / 2:
                ticks.append(n)
            for i in sorted(set(ticks)):
                x = x_of(i)
                p.drawLine(QPointF(x, area.bottom()), QPointF(x, area.bottom() + 4))
                p.drawText(QRectF(x - 30, area.bottom() + 5, 60, text_h), int(Qt.AlignmentFlag.AlignCenter),
                           number(i))

        # in high contrast the line and the marks lie over the thick white axes and ticks, so a mark at 0% or 100%
        # keeps its whole shape and a win rate of 0% stays a yellow line; on the slate the thin axes lie over them
        if pl.shapes:
            paint_axes()
        # the win-rate line
        path = QPainterPath()
        started = False
        for pt in points:
            if pt.win_rate is None:
                continue
            q = QPointF(x_of(pt.index), y_rate(pt.win_rate))
            if started:
                path.lineTo(q)
            else:
                path.moveTo(q)
                started = True
        p.setBrush(Qt.BrushStyle.NoBrush)
        if pl.halo is not None:  # a casing in the ground's colour: the line stands clear of the bars under it
            p.setPen(QPen(pl.halo, pl.win_rate_width + 3, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                          Qt.PenJoinStyle.RoundJoin))
            p.drawPath(path)
        p.setPen(QPen(pl.win_rate, pl.win_rate_width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                      Qt.PenJoinStyle.RoundJoin))
        p.drawPath(path)
        # each Partie's outcome as a mark on the line (when there is room for marks); a practice game's is hollow
        if slot >= 5:
            radius = mark_radius(slot, pl)
            for pt in points:
                if pt.win_rate is not None:
                    paint_outcome(p, QPointF(x_of(pt.index), y_rate(pt.win_rate)), radius, pt.won, pt.practice, pl)
        if not pl.shapes:
            paint_axes()
        # x axis title with the dates of the first and the last Partie
        title_row = QRectF(area.left(), area.bottom() + 6 + text_h, area.width(), text_h + 2)
        p.setPen(pl.text)
        p.drawText(title_row, int(Qt.AlignmentFlag.AlignCenter), self.tr("Partien, oldest to newest"))
        p.setPen(pl.quiet)
        p.drawText(title_row, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                   short_date(points[0].finished))
        if n > 1:
            p.drawText(title_row, int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
                       short_date(points[-1].finished))
        # vertical axis titles
        self._vertical_text(p, QPointF(board.left() + 8 + text_h / 2, area.center().y()),
                            self.tr("Win rate"), pl.win_rate)
        self._vertical_text(p, QPointF(board.right() - 8 - text_h / 2, area.center().y()),
                            self.tr("Penalty per hand") if self.penalties else self.tr("Points per hand"),
                            pl.bars_text)
        # legend
        self._legend(p, QRectF(area.left(), board.top() + 6, area.width(), text_h + 6), pl)

    def _vertical_text(self, p: QPainter, centre: QPointF, text: str, color: QColor) -> None:
        p.save()
        p.translate(centre)
        p.rotate(-90)
        p.setPen(color)
        width = p.fontMetrics().horizontalAdvance(text) + 4
        p.drawText(QRectF(-width / 2, -p.fontMetrics().height() / 2, width, p.fontMetrics().height()),
                   int(Qt.AlignmentFlag.AlignCenter), text)
        p.restore()

    def _legend(self, p: QPainter, row: QRectF, pl: PlotLook) -> None:
        """The key above the plot: the win rate's line, the bars, and a won and a lost Partie's mark as the plot
        draws them (in high contrast a disc and a square, not only two colours); the marks grow with the text."""
        fm = p.fontMetrics()
        k = text_scale()
        items = [("line", self.tr("Win rate over the last %n Partien", "", TREND_WINDOW)),
                 ("bar", self.tr("Your penalty per hand") if self.penalties else self.tr("Your points per hand")),
                 ("won", self.tr("won")),
                 ("lost", self.tr("lost"))]
        widths = [22 * k + fm.horizontalAdvance(text) + 16 * k for _, text in items]
        x = row.left() + max(0.0, (row.width() - sum(widths)) / 2)
        cy = row.center().y()
        for (kind, text), w in zip(items, widths):
            if kind == "line":
                p.setPen(QPen(pl.win_rate, pl.win_rate_width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
                p.drawLine(QPointF(x, cy), QPointF(x + 16 * k, cy))
            elif kind == "bar":
                c = QColor(pl.bars)
                c.setAlpha(pl.legend_bar_alpha)
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(c)
                p.drawRect(QRectF(x + 3 * k, cy - 6 * k, 10 * k, 12 * k))
            else:
                paint_outcome(p, QPointF(x + 8 * k, cy), 4 * k, kind == "won", False, pl)
            p.setPen(pl.text)
            p.drawText(QRectF(x + 22 * k, row.top(), w - 22 * k, row.height()),
                       int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), text)
            x += w


def nice_ceiling(value: float) -> float:
    """The smallest round number (1, 1.5, 2, 2.5, 3, 4, 5, 6, 8 × 10^k) that is at least ``value``."""
    magnitude = 1.0
    while magnitude * 10 <= value:
        magnitude *= 10
    for factor in (1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10):
        if factor * magnitude >= value:
            return factor * magnitude
    return 10 * magnitude


def nice_step(n: int, max_ticks: int) -> int:
    for step in (1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 5000):
        if n / step <= max_ticks:
            return step
    return max(1, n // max_ticks)


def short_date(stamp: float) -> str:
    """The date in the language's short form (i18n.install sets the default locale)."""
    return QLocale().toString(QDateTime.fromSecsSinceEpoch(int(stamp)).date(), QLocale.FormatType.ShortFormat)


class _TableDelegate(QStyledItemDelegate):
    """The total row in bold gold, like the Jasstafel's totals; yellow in high contrast (``PlotLook.total``)."""

    def initStyleOption(self, option, index) -> None:  # noqa: ANN001
        super().initStyleOption(option, index)
        if index.data(KindRole) == "total":
            font = QFont(option.font)
            font.setBold(True)
            option.font = font
            option.palette.setColor(QPalette.ColorRole.Text, plot_look().total)


class _TightHeaders(QIdentityProxyModel):
    """The statistics table as a narrow window shows it: headers of several words on two lines ("Win\nrate"),
    and, tighter still, a level's note of mixed Partien under the level ("Medium\n(2 mixed)")."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.wrap_headers = False
        self.wrap_cells = False

    def set_wrapping(self, headers: bool, cells: bool) -> None:
        if (headers, cells) == (self.wrap_headers, self.wrap_cells):
            return
        changed_cells = cells != self.wrap_cells
        self.wrap_headers, self.wrap_cells = headers, cells
        if self.columnCount():
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.columnCount() - 1)
        if changed_cells and self.rowCount():
            self.dataChanged.emit(self.index(0, 0), self.index(self.rowCount() - 1, self.columnCount() - 1))

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole):  # noqa: ANN201
        value = super().headerData(section, orientation, role)
        if self.wrap_headers and role == Qt.ItemDataRole.DisplayRole and isinstance(value, str):
            return two_lines(value)
        return value

    def data(self, index, role: int = Qt.ItemDataRole.DisplayRole):  # noqa: ANN001, ANN201
        value = super().data(index, role)
        if self.wrap_cells and role == Qt.ItemDataRole.DisplayRole and isinstance(value, str) and " (" in value:
            return value.replace(" (", "\n(", 1)
        return value


def two_lines(text: str) -> str:
    """A text of several words on two lines as even as they come ("Percentuale\ndi vittorie"); one word alone."""
    words = text.split(" ")
    if len(words) < 2:
        return text
    cut = min(range(1, len(words)), key=lambda k: max(len(" ".join(words[:k])), len(" ".join(words[k:]))))
    return " ".join(words[:cut]) + "\n" + " ".join(words[cut:])


#: the table's densities, loosest first: the first whose columns fit the width is used (a narrow window
#: gets a tighter table, never a cut one): (headers on two lines, levels on two lines, the table's own style)
DENSITIES = (
    (False, False, ""),
    (True, False, "QTableView::item { padding: 3px 3px; } QHeaderView::section { padding: 4px 3px; }"),
    (True, False, "QTableView::item { padding: 3px 3px; } QHeaderView { font-size: 11px; } "
                  "QHeaderView::section { padding: 3px 2px; }"),
    (True, True, "QTableView::item { padding: 3px 2px; } QHeaderView { font-size: 11px; } "
                 "QHeaderView::section { padding: 3px 2px; }"),
    (True, True, "QTableView { font-size: 12px; } QTableView::item { padding: 2px 2px; } "
                 "QHeaderView { font-size: 10px; } QHeaderView::section { padding: 3px 1px; }"),
)
ROW_HEIGHT = 24


class _FitTable(QTableView):
    """Columns as wide as their texts, the spare width shared out evenly.  Where the columns do not fit, the
    table gets tighter (:data:`DENSITIES`) until they do: at 800x600 every column is seen, in every language;
    only where even the tightest does not fit, a scroll bar, never a cut text."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.tight = _TightHeaders(self)
        self.density = 0
        self._needs: dict[tuple, list[int]] = {}  # (density, columns shown) -> each column's width
        self._fitting = False

    def setModel(self, model) -> None:  # noqa: ANN001
        self.tight.setSourceModel(model)
        super().setModel(self.tight)
        for signal in (self.tight.modelReset, self.tight.headerDataChanged, self.tight.dataChanged):
            signal.connect(self._content_changed)

    def _content_changed(self) -> None:
        if not self._fitting:
            self._needs.clear()
            self.fit_columns()

    def _set_density(self, density: int) -> None:
        if density == self.density:
            return
        self.density = density
        headers, cells, style = DENSITIES[density]
        keep_styled(self, style)
        self.tight.set_wrapping(headers, cells)
        # a level on two lines makes its row taller, the others keep theirs
        vertical = self.verticalHeader()
        vertical.setMinimumSectionSize(ROW_HEIGHT if cells else vertical.minimumSectionSize())
        vertical.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents if cells else
                                      QHeaderView.ResizeMode.Interactive)
        if not cells:
            vertical.setDefaultSectionSize(ROW_HEIGHT)
            for row in range(self.tight.rowCount()):
                vertical.resizeSection(row, ROW_HEIGHT)

    def column_needs(self, shown: list[int]) -> list[int]:
        """What each shown column needs at the density in use: its widest text or header."""
        header = self.horizontalHeader()
        key = (self.density, tuple(shown))
        if key not in self._needs:
            self._needs[key] = [max(self.sizeHintForColumn(c), header.sectionSizeHint(c)) + 4 for c in shown]
        return self._needs[key]

    def fit_columns(self) -> None:
        model, header = self.model(), self.horizontalHeader()
        if model is None or self._fitting:
            return
        self._fitting = True
        try:
            shown = [c for c in range(model.columnCount()) if not self.isColumnHidden(c)]
            width = self.viewport().width()
            last = len(DENSITIES) - 1
            for density in range(len(DENSITIES)):  # the loosest that fits
                known = self._needs.get((density, tuple(shown)))
                if known is not None and sum(known) > width and density < last:
                    continue  # measured before: too wide
                self._set_density(density)
                if sum(self.column_needs(shown)) <= width:
                    break
            needs = self.column_needs(shown)
            n = len(shown)
            extra = max(0, width - sum(needs))
            for i, (c, need) in enumerate(zip(shown, needs)):
                header.resizeSection(c, need + extra // n + (extra % n if i == n - 1 else 0))
        finally:
            self._fitting = False

    def columns_fit(self) -> bool:
        """Whether every shown column has the width of its texts within the visible width (no scrolling)."""
        model, header = self.model(), self.horizontalHeader()
        shown = [c for c in range(model.columnCount()) if not self.isColumnHidden(c)]
        return sum(header.sectionSize(c) for c in shown) <= self.viewport().width() and all(
            header.sectionSize(c) >= max(self.sizeHintForColumn(c), header.sectionSizeHint(c)) for c in shown)

    def resizeEvent(self, event) -> None:  # noqa: ANN001
        super().resizeEvent(event)
        self.fit_columns()


class StatisticsDialog(QDialog):
    """Totals, the trend plot and the table of the statistics database, filtered by game and AI level."""

    TILES = ("partien", "win_rate", "hands", "avg_points", "matches", "weis", "bids")

    def __init__(self, db: StatisticsDB | str | Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # given a path, the dialog opens the database itself (for reading) when shown and closes it when closed
        self._db_path: Path | None = None if isinstance(db, StatisticsDB) else Path(db)
        self.db: StatisticsDB | None = db if isinstance(db, StatisticsDB) else None
        self.error: str | None = None  # why the database cannot be read
        # given a path: the app's writer of that file (pending records, clearing), or one of our own
        self._writer: StatisticsWriter | None = None
        self._own_writer = False
        self._read_writes = -1  # the writer's count of records written when the figures were read
        self._unread = False  # the last read found the database busy or not ready: the figures may be stale
        self._read_once = False  # figures of the database are shown (kept while a read finds it busy)
        self._clearing = False  # a clear was handed to the writer and is not written yet
        self._retry = QTimer(self)
        self._retry.setSingleShot(True)
        self._retry.setInterval(READ_RETRY_MS)
        self._retry.timeout.connect(self._retry_read)
        self.setObjectName("statistics")
        self.setMinimumSize(QSize(600, 400))
        self.resize(900, 600)  # the main window makes it smaller on a small screen
        self.model = StatisticsTableModel(self.db, self)
        self._export_dir = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation) \
            or str(Path.home())
        self._status_parts: tuple[str, tuple] | None = None

        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        body = QWidget(self)
        body.setObjectName("statsBody")
        outer.addWidget(body)
        layout = QVBoxLayout(body)
        layout.setContentsMargins(14, 12, 14, 12)
        layout.setSpacing(10)

        filters = QHBoxLayout()
        self.title = QLabel()
        self.title.setObjectName("statsTitle")
        filters.addWidget(self.title)
        filters.addStretch(1)
        # whose statistics: shown once someone else has played at this computer too (a hot-seat Partie)
        self.player_label = QLabel()
        self.player_combo = QComboBox()
        self.player_combo.addItem("", "")
        self.player_label.setBuddy(self.player_combo)
        for w in (self.player_label, self.player_combo):
            w.setVisible(False)
            filters.addWidget(w)
        filters.addSpacing(12)
        self.game_label = QLabel()
        self.game_combo = QComboBox()
        self.game_combo.addItem("", None)
        for game in SETUPS:  # every game New game offers
            self.game_combo.addItem("", game.value)
        self.game_label.setBuddy(self.game_combo)
        self.level_label = QLabel()
        self.level_combo = QComboBox()
        self.level_combo.addItem("", None)
        for lv in level_names():
            self.level_combo.addItem("", lv)
        self.level_label.setBuddy(self.level_combo)
        for w in (self.game_label, self.game_combo):
            filters.addWidget(w)
        filters.addSpacing(12)
        for w in (self.level_label, self.level_combo):
            filters.addWidget(w)
        layout.addLayout(filters)
        self.pending_note = QLabel()  # "being written": shown only while records wait (a locked database)
        self.pending_note.setObjectName("statsPending")
        self.pending_note.setWordWrap(True)
        self.pending_note.setVisible(False)
        layout.addWidget(self.pending_note)

        tiles = QGridLayout()  # one row where they fit, else as many rows as it takes (see _arrange_tiles)
        tiles.setSpacing(8)
        self.tiles_grid = tiles
        self.tile_values: dict[str, QLabel] = {}
        self.tile_captions: dict[str, QLabel] = {}
        self.tiles: dict[str, QWidget] = {}
        for key in self.TILES:
            tile = QWidget(body)  # in the window from the start: a tile shown before it is placed is no window
            self.tiles[key] = tile
            tile.setObjectName("statsTile")
            tile.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
            box = QVBoxLayout(tile)
            box.setContentsMargins(10, 5, 10, 6)
            box.setSpacing(0)
            value, caption = QLabel(), QLabel()
            value.setObjectName("tileValue")
            caption.setObjectName("tileCaption")
            box.addWidget(value)
            box.addWidget(caption)
            self.tile_values[key] = value
            self.tile_captions[key] = caption
        self._tile_columns = 0  # tiles per row as last arranged
        layout.addLayout(tiles)

        self.plot = TrendPlot()
        self.table = _FitTable()
        self.table.setModel(self.model)
        self.table.setItemDelegate(_TableDelegate(self.table))
        self.table.verticalHeader().setVisible(False)
        self.table.setSelectionMode(QTableView.SelectionMode.NoSelection)
        # reached by Tab (the arrows and Page Up/Down scroll its rows), not taken by a click; Tab leaves it
        self.table.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.table.setTabKeyNavigation(False)
        self.table.setShowGrid(False)
        self.table.setWordWrap(False)
        self.table.setEditTriggers(QTableView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setDefaultSectionSize(24)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.table.horizontalHeader().setHighlightSections(False)
        self.table.setMinimumHeight(100)
        self.splitter = QSplitter(Qt.Orientation.Vertical)
        self.splitter.setChildrenCollapsible(False)
        self.mistakes = MistakesPlot()
        self.splitter.addWidget(self.plot)
        self.splitter.addWidget(self.mistakes)
        self.splitter.addWidget(self.table)
        self.splitter.setStretchFactor(0, 2)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setStretchFactor(2, 2)
        self.splitter.setSizes([200, 90, 150])  # at 900×600: the plots and five table rows
        self.splitter.setHandleWidth(8)
        layout.addWidget(self.splitter, 1)

        buttons = QHBoxLayout()
        self.status = QLabel()
        self.status.setObjectName("statsStatus")
        self.status.setWordWrap(True)
        self.status.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.export_button = QPushButton()
        self.clear_button = QPushButton()
        self.close_button = QPushButton()
        self.close_button.setDefault(True)
        self.export_button.clicked.connect(self.export_csv)
        self.clear_button.clicked.connect(self.clear_history)
        self.close_button.clicked.connect(self.accept)
        self.practice_check = QCheckBox()  # beside the buttons: the filter row has no room left at 800x600
        buttons.addWidget(self.practice_check)
        buttons.addSpacing(8)
        buttons.addWidget(self.status, 1)
        buttons.addWidget(self.export_button)
        buttons.addWidget(self.clear_button)
        buttons.addSpacing(8)
        buttons.addWidget(self.close_button)
        layout.addLayout(buttons)

        # the look is scoped to the body: message and file dialogs opened from here keep the system look
        keep_styled(self, f"StatisticsDialog {{ background: {FELT}; }}")
        keep_styled(body, f"""
            QLabel {{ color: {CHALK}; font-size: 13px; }}
            QLabel#statsTitle {{ font-size: 18px; font-weight: 600; }}
            QLabel#statsStatus {{ color: {MUTED}; font-size: 12px; }}
            QLabel#statsPending {{ color: {GOLD}; font-size: 12px; }}
            QCheckBox {{ color: {CHALK}; font-size: 13px; }}
            QCheckBox:focus {{ color: {GOLD}; }}
            QWidget#statsTile {{ background: rgba(0, 0, 0, 60); border: 1px solid #3c5248; border-radius: 7px; }}
            QLabel#tileValue {{ color: {CHALK}; font-size: 19px; font-weight: 600; background: transparent; }}
            QLabel#tileCaption {{ color: {MUTED}; font-size: 11px; background: transparent; }}
            QComboBox {{ background: {SLATE}; color: {CHALK}; border: 1px solid #4d6a5c; border-radius: 5px;
                         padding: 3px 24px 3px 8px; min-width: 110px; font-size: 13px; }}
            QComboBox:focus {{ border-color: {GOLD}; }}
            QComboBox QAbstractItemView {{ background: {SLATE}; color: {CHALK};
                                           selection-background-color: #2f5a45; border: 1px solid #4d6a5c; }}
            QPushButton {{ background: #1f5a3a; color: {CHALK}; border: 1px solid #5f8a74; border-radius: 6px;
                           padding: 5px 14px; font-size: 13px; min-width: 80px; }}
            QPushButton:hover {{ background: #276b46; }}
            QPushButton:pressed {{ background: #17452d; }}
            QPushButton:default {{ border-color: {GOLD}; }}
            QPushButton:disabled {{ color: #7d948a; background: #173f2a; border-color: #33523f; }}
            QTableView {{ background: {SLATE}; color: {CHALK}; border: 1px solid #3c5248; border-radius: 6px;
                          gridline-color: #3c5248; font-size: 13px; }}
            QTableView:focus {{ border: 2px solid {GOLD}; }}
            QTableView::item {{ padding: 3px 6px; border-bottom: 1px solid #2c3d36; }}
            QHeaderView::section {{ background: #26372f; color: {CHALK}; border: none; padding: 4px 6px;
                                    border-bottom: 2px solid #8fb3a0; font-weight: 600; }}
            QSplitter::handle {{ background: transparent; }}
            QScrollBar:vertical {{ background: {SLATE}; width: 10px; margin: 2px; }}
            QScrollBar:horizontal {{ background: {SLATE}; height: 10px; margin: 2px; }}
            QScrollBar::handle {{ background: #4d6a5c; border-radius: 3px; min-height: 24px; min-width: 24px; }}
            QScrollBar::handle:hover {{ background: #6a8d7b; }}
            QScrollBar::add-line, QScrollBar::sub-line {{ width: 0; height: 0; }}
            QScrollBar::add-page, QScrollBar::sub-page {{ background: none; }}
            QToolTip {{ color: #1f1a14; background: #fffaf0; border: 1px solid #8a6d3b; }}
        """)

        self.player_combo.currentIndexChanged.connect(self.refresh)
        self.game_combo.currentIndexChanged.connect(self.refresh)
        self.level_combo.currentIndexChanged.connect(self.refresh)
        self.practice_check.toggled.connect(self.refresh)
        self.retranslate()
        self.refresh()

    # -- texts ---------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Statistics"))
        self.title.setText(self.tr("%1's statistics").replace("%1", self.player) if self.player
                           else self.tr("Your statistics"))
        self.player_label.setText(self.tr("Pla&yer:"))
        self.player_combo.setItemText(0, self.tr("You"))
        self.game_label.setText(self.tr("&Game:"))
        self.level_label.setText(self.tr("AI &level:"))
        self.practice_check.setText(self.tr("&Practice games too"))
        self.practice_check.setToolTip(self.tr("Count the practice games, where decisions could be taken back, in "
                                               "the figures and the trend (they are marked there)"))
        for i in range(self.game_combo.count()):
            self.game_combo.setItemText(i, game_label(self.game_combo.itemData(i)))
        for i in range(self.level_combo.count()):
            self.level_combo.setItemText(i, level_label(self.level_combo.itemData(i)))
        captions = {"win_rate": self.tr("Win rate"), "avg_points": self.tr("Points per hand (opponents)"),
                    "weis": self.tr("Weis points"), "bids": self.tr("Ø penalty (exact bids)")}
        for key, caption in captions.items():
            self.tile_captions[key].setText(caption)
        self.export_button.setText(self.tr("&Export CSV…"))
        self.export_button.setToolTip(self.tr("Save every recorded hand as a CSV file for a spreadsheet"))
        self.clear_button.setText(self.tr("Clea&r history…"))  # Alt+L is the AI level
        self.clear_button.setToolTip(self.tr("Delete all recorded Partien and hands"))
        self.close_button.setText(self.tr("&Close"))
        self.table.setAccessibleName(self.tr("Statistics by game and AI level"))
        self.plot.retranslate()
        self.mistakes.retranslate()
        self.pending_note.setText(self.tr("The statistics are being written; the latest hands are not counted "
                                          "here yet."))
        self.pending_note.setToolTip(self.tr("Another program is using the statistics file (a backup or sync "
                                             "tool, or a second JassDesk). The records wait and are written as "
                                             "soon as it is free; nothing is lost."))
        self.model.retranslate()
        self._update_tiles()
        self._show_status()
        self.plot.update()
        self.mistakes.update()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- content -------------------------------------------------------------------------

    @property
    def game(self) -> str | None:
        return self.game_combo.currentData()

    @property
    def level(self) -> str | None:
        return self.level_combo.currentData()

    @property
    def player(self) -> str:
        """Whose statistics are shown: ``""`` the person at seat 0, else another person's name."""
        return self.player_combo.currentData() or ""

    def _update_players(self) -> None:
        """The people who have played at this computer besides the person at seat 0, offered in the list (shown
        only once there is anyone else); the one chosen stays chosen."""
        try:
            names = self.db.players() if self.db is not None else []
        except StorageError:
            return
        chosen = self.player
        wanted = ["", *names]
        if [self.player_combo.itemData(i) for i in range(self.player_combo.count())] != wanted:
            self.player_combo.blockSignals(True)
            while self.player_combo.count() > 1:
                self.player_combo.removeItem(1)
            for name in names:
                self.player_combo.addItem(name, name)
            self.player_combo.setCurrentIndex(max(0, self.player_combo.findData(chosen)))
            self.player_combo.blockSignals(False)
        for w in (self.player_label, self.player_combo):
            w.setVisible(bool(names))

    def _find_writer(self) -> None:
        """The writer of our file: the app's (the recorder's), else one of our own (a window on its own).

        Once the app's writer is closed (JassDesk is quitting) it is kept: no writer of our own then.
        """
        if self._db_path is None:
            return
        writer = StatisticsWriter.running(self._db_path)
        if writer is None and self._writer is None:
            writer = StatisticsWriter(self._db_path)  # opens (creates, migrates) the file on its thread
            self._own_writer = True
        elif writer is None or writer is self._writer:
            return
        else:  # the app's writer (it started after this window): ours is not needed any more
            if self._own_writer and self._writer is not None:
                self._writer.close()
            self._own_writer = False
        self._writer = writer
        writer.pendingChanged.connect(self._update_pending_note)
        writer.stateChanged.connect(self._retry_read)
        writer.written.connect(self._on_written)

    def _open(self) -> None:
        if self._db_path is None:
            return
        self._find_writer()
        if self.db is not None:
            return
        try:
            self.db = StatisticsDB(self._db_path, busy_timeout=READ_BUSY_TIMEOUT_S, read_only=True)
            self.error = None
            self._unread = False
        except (DatabaseBusyError, DatabaseNotReadyError):  # locked, or not yet created or migrated by the writer
            self.error = None
            self._unread = True
        except StorageError as exc:  # a newer or damaged file: shown, never touched
            self.error = str(exc)
        self.model.db = self.db

    def refresh(self) -> None:
        """Read the database again for the chosen game and AI level.

        A read that finds the database busy keeps the figures shown (the note above them says they are
        not complete) and is tried again shortly.
        """
        self._open()
        if self.db is None and self._unread and self._read_once:
            self._update_pending_note()  # the figures read before stay, with the note
            return
        if self._writer is not None:
            self._read_writes = self._writer.writes
        self._update_players()
        game, level, practice, player = self.game, self.level, self.practice_check.isChecked(), self.player
        self.title.setText(self.tr("%1's statistics").replace("%1", player) if player else self.tr("Your statistics"))
        try:
            self.model.set_filter(game, level, practice, player)
            points = trend_points(self.db, game, level, practice=practice, player=player)
            series = self.db.review_series(game, level, player=player) if self.db is not None else []
            empty = self.db is None or self.db.is_empty()
        except DatabaseBusyError:
            self._unread = True
            self._update_pending_note()
            return
        except StorageError as exc:  # e.g. the file was replaced by one that is no database
            self.error = str(exc)
            self._close_db()
            points, series, empty = [], [], True
            self.model.set_database(None)
        self.plot.problem = self.error
        self.plot.set_points(points, filtered=bool(game or level))
        self.mistakes.set_series(series)
        self._update_tiles()
        self.export_button.setEnabled(not empty)
        self.clear_button.setEnabled(not empty)
        self._read_once = self.db is not None
        if self._clearing and self._writer is not None and self._writer.pending == 0 and not self._unread:
            self._clearing = False
            self._set_status("cleared")
        self._update_pending_note()

    def _retry_read(self) -> None:
        if self.isVisible():
            self.refresh()

    def _on_written(self) -> None:
        """Records reached the database: read again, unless the main window's signal did already."""
        if self.isVisible() and self._writer is not None and self._writer.writes != self._read_writes:
            self.refresh()

    @property
    def pending(self) -> bool:
        """Whether the window says "being written": records wait, or the last read found the database busy."""
        writer = self._writer
        waiting = writer is not None and (writer.pending > 0 or (not writer.ready and writer.error is None))
        return self.error is None and (waiting or self._unread or self._clearing)

    def _update_pending_note(self) -> None:
        pending = self.pending
        self.pending_note.setVisible(pending)
        if self._unread and self.isVisible() and not self._retry.isActive():
            self._retry.start()  # the database was busy: read again soon (records written say so themselves)

    def _close_db(self) -> None:
        if self._db_path is not None and self.db is not None:
            self.db.close()
            self.db = None

    def _update_tiles(self) -> None:
        t = self.model.totals
        if not t:
            return
        values = {
            "partien": number(t["partien"]),
            "win_rate": percent(t["win_rate"]),
            "hands": number(t["hands"]),
            "avg_points": "—" if t["avg_points_person"] is None else
            f"{decimal(t['avg_points_person'])} ({decimal(t['avg_points_other'])})",
            "matches": number(t["matches"]),
            "weis": number(t["weis_points"]),
            "bids": "—" if t.get("avg_penalty") is None else
            f"{decimal(t['avg_penalty'])} ({number(t['exact_hits'])})",
        }
        # the figures of bids only where a game with bids was played; matches and Weis not where only such
        # a game was (Differenzler has neither)
        bids, only_bids = bool(t.get("bid_hands")), bool(t["hands"]) and t.get("bid_hands") == t["hands"]
        self.tiles["bids"].setVisible(bids)
        for key in ("avg_points", "matches", "weis"):  # the penalty is the points written: said once
            self.tiles[key].setVisible(not only_bids)
        for key, hidden in (("avg_penalty", not bids), ("exact_hits", not bids), ("matches", only_bids),
                            ("weis_points", only_bids), ("avg_points_person", only_bids),
                            ("avg_points_other", only_bids)):
            self.table.setColumnHidden(COLUMNS.index(key), hidden)
        self.table.fit_columns()
        for key, text in values.items():
            self.tile_values[key].setText(text)
        self._arrange_tiles()
        # the captions under a count agree with it: "1 Partie finished", "2 Partien finished"
        self.tile_captions["partien"].setText(self.tr("Partien finished", "", t["partien"]))
        self.tile_captions["hands"].setText(self.tr("Hands recorded", "", t["hands"]))
        self.tile_captions["matches"].setText(self.tr("Matches made", "", t["matches"]))
        self.tile_values["win_rate"].setToolTip(
            fill(self.tr("%1 won, %2 lost, %3 drawn"), t["won"], t["lost"], t["drawn"]))

    def _arrange_tiles(self) -> None:
        """The figures' tiles side by side, as many in a row as the width shows whole (a figure or its caption
        cut, "137.2 (1", is worse than a second row)."""
        body = self.tiles_grid.parentWidget()
        shown = [self.tiles[key] for key in self.TILES if self.tiles[key].isVisibleTo(body)]
        if not shown:
            return
        grid = self.tiles_grid
        margins = body.layout().contentsMargins()
        room = self.width() - margins.left() - margins.right()
        needs = [tile.minimumSizeHint().width() for tile in shown]

        def fits(columns: int) -> bool:  # each column as wide as its widest tile, side by side
            widths = [max(needs[c::columns]) for c in range(columns)]
            return sum(widths) + (columns - 1) * grid.horizontalSpacing() <= room

        columns = len(shown)
        while columns > 1 and not fits(columns):
            rows = -(-len(shown) // (columns - 1))
            columns = -(-len(shown) // rows)  # rows as even as they come: 4 + 3, not 6 + 1
        placed = [grid.itemAt(i).widget() for i in range(grid.count())]
        if columns == self._tile_columns and placed == shown:
            return
        self._tile_columns = columns
        while grid.count():
            grid.takeAt(0)
        for c in range(grid.columnCount()):
            grid.setColumnStretch(c, 0)
        for i, tile in enumerate(shown):
            grid.addWidget(tile, i // columns, i % columns)
        for c in range(columns):
            grid.setColumnStretch(c, 1)

    def resizeEvent(self, event) -> None:  # noqa: ANN001
        super().resizeEvent(event)
        self._arrange_tiles()

    def _set_status(self, kind: str | None, *args: object) -> None:
        self._status_parts = None if kind is None else (kind, args)
        self._show_status()

    def _show_status(self) -> None:
        if self._status_parts is None:
            self.status.setText("")
            return
        kind, args = self._status_parts
        if kind == "exported":
            rows, path = args
            text = fill(counted(self.tr("Exported %n hands to %1.", "", rows), rows), path)
        elif kind == "export_failed":
            text = self.tr("The export failed.")
        else:
            text = self.tr("The statistics were cleared.")
        self.status.setText(text)
        self.status.setToolTip(text)

    # -- actions -------------------------------------------------------------------------

    def export_csv(self) -> None:
        """Ask for a file and write every recorded hand to it; errors are shown with their message."""
        if self.db is None:
            return
        start = str(Path(self._export_dir) / DEFAULT_NAME)
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export statistics"), start,
                                              self.tr("CSV files (*.csv);;All files (*)"))
        if not path:
            return
        target = Path(path)
        if not target.suffix:
            target = target.with_suffix(".csv")
        try:
            rows = self.db.export_csv(target)
        except (StorageError, OSError) as exc:
            self._set_status("export_failed")
            QMessageBox.warning(self, self.tr("Export statistics"),
                                fill(self.tr("The statistics could not be exported:\n%1"), str(exc)))
            return
        self._export_dir = str(target.parent)
        self._set_status("exported", rows, str(target))

    def clear_history(self) -> None:
        """Delete every recorded Partie and hand, after the person confirms."""
        if self.db is None:
            return
        try:
            totals = self.db.totals()
        except StorageError as exc:
            QMessageBox.warning(self, self.tr("Clear history"),
                                fill(self.tr("The statistics could not be cleared:\n%1"), str(exc)))
            return
        answer = QMessageBox.question(
            self, self.tr("Clear history"),
            fill(self.tr("Delete all recorded statistics?\nFinished Partien: %1, hands: %2.\n"
                         "This cannot be undone; export them first to keep a copy."),
                 totals["partien"], totals["hands"]),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, QMessageBox.StandardButton.No)
        if answer != QMessageBox.StandardButton.Yes:
            return
        if self._writer is not None:  # in its turn after the records before it; never waits on the database
            self._writer.submit("clear", {})
            self._clearing = True
            self._set_status(None)
            self._update_pending_note()
            return
        try:
            self.db.clear()
        except StorageError as exc:
            QMessageBox.warning(self, self.tr("Clear history"),
                                fill(self.tr("The statistics could not be cleared:\n%1"), str(exc)))
            return
        self.refresh()
        self._set_status("cleared")

    def done(self, result: int) -> None:
        self._retry.stop()
        if self._db_path is not None and self.db is not None:  # opened here: closed here, reopened by refresh()
            self._close_db()
            self.model.set_database(None)
        self._read_once = False
        if self._own_writer and self._writer is not None:  # ours alone: what it still has goes to the journal
            self._writer.close()
            self._writer = None
        super().done(result)

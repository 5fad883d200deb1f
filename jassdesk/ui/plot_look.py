"""The statistics window's plots in the look in force: their colours, line widths and marks, one place for both.

The trend plot and the mistakes plot are painted by hand, so neither the application's palette nor the style
sheets (:mod:`.styled`) reach them; like the table's items (:mod:`.look`) they ask this module what to paint
with.  :data:`NORMAL` is the slate the plots always had; :data:`HIGH_CONTRAST` draws them as the house's high
contrast does: a black ground, white text, axes and frame at least 2.5 px (only the guides across the plot
are thinner, dotted and grey, so they do not read as data), every text at 7:1 or more against the ground and
every line, bar and mark at 3:1 or more (``tests/ui/test_seeing.py`` computes each pair), the keyboard's focus
a cyan frame inside the plot's white one with black between, and nothing told by a colour or a transparency
alone: a won Partie is a disc, a lost one a square, a drawn one a diamond, and a bar's Mistakes are hatched
over its solid Blunders, in the plot and in its legend alike.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QLinearGradient, QPainter, QPainterPath, QPen

from .look import HIGH_CONTRAST as TABLE_HIGH_CONTRAST
from .look import look, text_scale


@dataclass(frozen=True)
class PlotLook:
    """What the two plots paint with; ``high_contrast`` also draws the outcomes as shapes and hatches Mistakes."""

    name: str
    high_contrast: bool
    # the board: a gradient from ``ground_top`` to ``ground`` (the mistakes plot is ``ground`` alone), its frame
    ground_top: QColor
    ground: QColor
    frame: QColor
    frame_width: float
    content_inset: float  # how far the plot's texts and marks keep inside the board: room for the focus frame
    # texts
    text: QColor  # titles, the legend, the empty plot's message
    quiet: QColor  # the ticks, the dates, the empty plot's hint
    # the guides and the axes
    grid: QColor
    grid_width: float
    grid_style: Qt.PenStyle
    axis: QColor
    axis_width: float
    tick_width: float  # the little marks under the Partie numbers
    # the trend plot's data
    win_rate: QColor  # the line, and the left axis's title
    win_rate_width: float
    halo: QColor | None  # a casing in the ground's colour round the line, so it stands out over the bars
    bars: QColor  # the points (or penalty) per hand
    bar_alpha: int
    legend_bar_alpha: int
    bars_text: QColor  # the right axis's ticks and title, in the bars' colour
    won: QColor
    lost: QColor
    drawn: QColor
    mark_rim: QColor  # the rim round each Partie's mark, where it lies on the line
    mark_rim_width: float
    ring_width: float  # a practice game's mark is hollow: its outline
    shapes: bool  # the outcomes as disc, square and diamond (else all discs, told by colour)
    # the mistakes plot's data
    blunder: QColor
    mistake: QColor
    inaccuracy: QColor
    inaccuracy_radius: float
    hatched: bool  # the Mistakes' part of a bar hatched and outlined over the solid Blunders, and a legend
    # the keyboard
    focus: QColor
    focus_width: float
    focus_inset: float  # where the focus frame's line runs, from the widget's edge
    cursor_width: float


NORMAL = PlotLook(
    name="normal", high_contrast=False,
    ground_top=QColor("#25362f"), ground=QColor("#1d2a25"), frame=QColor("#3c5248"), frame_width=1.0,
    content_inset=0.0,
    text=QColor("#f3f1e7"), quiet=QColor("#a9bdb2"),
    grid=QColor(255, 255, 255, 28), grid_width=1.0, grid_style=Qt.PenStyle.SolidLine,
    axis=QColor("#8fb3a0"), axis_width=1.2, tick_width=1.0,
    win_rate=QColor("#f4c542"), win_rate_width=2.6, halo=None,
    bars=QColor("#7fb89a"), bar_alpha=150, legend_bar_alpha=170, bars_text=QColor("#7fb89a"),
    won=QColor("#8ee59f"), lost=QColor("#ff8a80"), drawn=QColor("#a9bdb2"),
    mark_rim=QColor("#1d2a25"), mark_rim_width=1.2, ring_width=2.0, shapes=False,
    blunder=QColor("#ff6b6b"), mistake=QColor("#ffa35c"), inaccuracy=QColor("#f4c542"), inaccuracy_radius=3.0,
    hatched=False,
    focus=QColor("#f4c542"), focus_width=2.0, focus_inset=1.0, cursor_width=1.5,
)

_BLACK, _WHITE, _YELLOW = QColor("#000000"), QColor("#ffffff"), QColor("#ffff00")

HIGH_CONTRAST = PlotLook(
    name="high-contrast", high_contrast=True,
    ground_top=_BLACK, ground=_BLACK, frame=_WHITE, frame_width=TABLE_HIGH_CONTRAST.line_width,
    # the white frame, 1.5 px of black, the cyan focus frame (4 px), and the plot inside it
    content_inset=TABLE_HIGH_CONTRAST.line_width + 1.5 + TABLE_HIGH_CONTRAST.focus_width,
    text=_WHITE, quiet=_WHITE,
    # the guides in the grey of the table's oval: a guide, not data (11.2:1), dotted and thinner than the marks
    grid=QColor("#bdbdbd"), grid_width=1.5, grid_style=Qt.PenStyle.DotLine,
    axis=_WHITE, axis_width=TABLE_HIGH_CONTRAST.line_width, tick_width=TABLE_HIGH_CONTRAST.line_width,
    win_rate=_YELLOW, win_rate_width=3.0, halo=_BLACK,
    # the palette's grey (8.6:1): light enough for the right axis's texts, dark enough for the yellow line over it
    bars=QColor("#a6a6a6"), bar_alpha=255, legend_bar_alpha=255, bars_text=QColor("#a6a6a6"),
    won=QColor("#8ee59f"), lost=QColor("#ff8a80"), drawn=_WHITE,
    mark_rim=_BLACK, mark_rim_width=1.5, ring_width=2.5, shapes=True,
    blunder=QColor("#ff6e6e"), mistake=QColor("#ffa35c"), inaccuracy=_YELLOW, inaccuracy_radius=4.0,
    hatched=True,
    focus=TABLE_HIGH_CONTRAST.focus, focus_width=TABLE_HIGH_CONTRAST.focus_width,
    focus_inset=TABLE_HIGH_CONTRAST.line_width + 1.5 + TABLE_HIGH_CONTRAST.focus_width / 2, cursor_width=2.5,
)


def plot_look() -> PlotLook:
    """The plots' look for the look in force (:func:`jassdesk.ui.look.look`): one follows the other."""
    return HIGH_CONTRAST if look().high_contrast else NORMAL


def plot_font(base: QFont, size: float, bold: bool = False) -> QFont:
    """``base`` at a designed point ``size`` times the text scale in force, as the table's texts grow."""
    font = QFont(base)
    font.setPointSizeF(size * text_scale())
    font.setBold(bold)
    return font


def board_rect(widget_rect: QRectF, pl: PlotLook) -> QRectF:
    """Where the board's frame runs in a plot widget of ``widget_rect``: along its edge, the whole frame inside."""
    i = max(0.5, pl.frame_width / 2)
    return QRectF(widget_rect).adjusted(i, i, -i, -i)


def content_rect(board: QRectF, pl: PlotLook) -> QRectF:
    """The board less the room of the focus frame: where a plot lays out its texts and marks.  In high contrast
    the focus frame runs inside the white frame with black between (cyan over white would hardly show), so the
    contents keep clear of both."""
    i = pl.content_inset
    return QRectF(board).adjusted(i, i, -i, -i)


def focus_frame(widget_rect: QRectF, pl: PlotLook) -> tuple[QRectF, float]:
    """The rectangle the keyboard's focus frame is drawn along, and its corners' radius (the board's, inside)."""
    i = pl.focus_inset
    return QRectF(widget_rect).adjusted(i, i, -i, -i), max(2.0, 9.0 - i)


def paint_board(p: QPainter, board: QRectF, pl: PlotLook, gradient: bool) -> None:
    """The plot's ground and frame (a rounded rectangle); ``gradient`` shades it from ``ground_top`` down."""
    if gradient:
        grad = QLinearGradient(board.topLeft(), board.bottomLeft())
        grad.setColorAt(0.0, pl.ground_top)
        grad.setColorAt(1.0, pl.ground)
        brush = QBrush(grad)
    else:
        brush = QBrush(pl.ground)
    p.setPen(QPen(pl.frame, pl.frame_width))
    p.setBrush(brush)
    p.drawRoundedRect(board, 8, 8)


def grid_pen(pl: PlotLook) -> QPen:
    """The pen of a guide line across the plot area."""
    return QPen(pl.grid, pl.grid_width, pl.grid_style)


def mark_radius(slot: float, pl: PlotLook) -> float:
    """The radius of a Partie's mark on the trend line, for ``slot`` pixels per Partie: in high contrast larger,
    so a disc and a square are told apart at a glance."""
    if pl.shapes:
        return max(4.0, min(6.0, slot / 3))
    return max(2.2, min(4.0, slot / 5))


def outcome_colour(won: int | bool | None, pl: PlotLook) -> QColor:
    """The colour of a won (1), lost (0) or drawn (None) Partie's mark."""
    return QColor(pl.drawn if won is None else pl.won if won else pl.lost)


def paint_outcome(p: QPainter, centre: QPointF, radius: float, won: int | bool | None, practice: bool,
                  pl: PlotLook) -> None:
    """A Partie's mark: filled with its outcome's colour and rimmed in the ground's, or, a practice game, hollow
    (a ring in its colour).  In high contrast its shape says the outcome too: disc won, square lost, diamond drawn.
    """
    colour = outcome_colour(won, pl)
    if practice:
        p.setPen(QPen(colour, pl.ring_width))
        p.setBrush(pl.ground)
    else:
        p.setPen(QPen(pl.mark_rim, pl.mark_rim_width))
        p.setBrush(colour)
    if not pl.shapes or won:
        p.drawEllipse(centre, radius, radius)
    elif won is None:
        r = radius * math.sqrt(2)  # a diamond of about a disc's area
        diamond = QPainterPath()
        diamond.moveTo(centre.x(), centre.y() - r)
        diamond.lineTo(centre.x() + r, centre.y())
        diamond.lineTo(centre.x(), centre.y() + r)
        diamond.lineTo(centre.x() - r, centre.y())
        diamond.closeSubpath()
        p.drawPath(diamond)
    else:
        p.drawRect(QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius))


def paint_stack_part(p: QPainter, rect: QRectF, colour: QColor, hatched: bool) -> None:
    """One part of a mistakes bar: solid, or (high contrast's Mistakes) diagonal lines in ``colour`` inside an
    outline of it, so the two parts of a bar differ in pattern and not in hue alone."""
    if rect.height() <= 0:
        return
    if not hatched:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(colour)
        p.drawRect(rect)
        return
    p.save()
    p.setClipRect(rect)
    p.setPen(QPen(colour, 1.5))
    step = 5.0
    x = rect.left() - rect.height()
    while x < rect.right():  # lines rising to the right, one every ``step`` px
        p.drawLine(QPointF(x, rect.bottom()), QPointF(x + rect.height(), rect.top()))
        x += step
    if rect.width() > 4 and rect.height() > 4:  # the outline inside the part, so neighbouring parts keep their edges
        p.setPen(QPen(colour, 2.0))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRect(rect.adjusted(1, 1, -1, -1))
    p.restore()

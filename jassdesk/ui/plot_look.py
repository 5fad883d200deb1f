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

The review window's board (:class:`~jassdesk.ui.review_dialog.ReviewBoard`) and the statistics table's total row
are painted in the same house colours, so they ask here too: :class:`ReviewLook` (:data:`REVIEW_NORMAL`,
:data:`REVIEW_HIGH_CONTRAST`, :func:`review_look`) and :attr:`PlotLook.total`.  The review's verdicts share the
mistakes plot's colours for the Blunders, Mistakes and Inaccuracies it counts, one colour each in each look.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QLinearGradient, QPainter, QPainterPath, QPen

from jassdesk.ai.review import Verdict

from .look import HIGH_CONTRAST as TABLE_HIGH_CONTRAST
from .look import NORMAL as TABLE_NORMAL
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
    # the statistics table: the total row's text, gold like the Jasstafel's totals
    total: QColor


# the slate's and the felt's chalk, its muted grey and the gold, named once: the plots and the review's board share
# them (and the statistics window's style sheet, through NORMAL)
_CHALK, _MUTED, _GOLD = QColor("#f3f1e7"), QColor("#a9bdb2"), QColor("#f4c542")

NORMAL = PlotLook(
    name="normal", high_contrast=False,
    ground_top=QColor("#25362f"), ground=QColor("#1d2a25"), frame=QColor("#3c5248"), frame_width=1.0,
    content_inset=0.0,
    text=_CHALK, quiet=_MUTED,
    grid=QColor(255, 255, 255, 28), grid_width=1.0, grid_style=Qt.PenStyle.SolidLine,
    axis=QColor("#8fb3a0"), axis_width=1.2, tick_width=1.0,
    win_rate=_GOLD, win_rate_width=2.6, halo=None,
    bars=QColor("#7fb89a"), bar_alpha=150, legend_bar_alpha=170, bars_text=QColor("#7fb89a"),
    won=QColor("#8ee59f"), lost=QColor("#ff8a80"), drawn=QColor("#a9bdb2"),
    mark_rim=QColor("#1d2a25"), mark_rim_width=1.2, ring_width=2.0, shapes=False,
    blunder=QColor("#ff6b6b"), mistake=QColor("#ffa35c"), inaccuracy=_GOLD, inaccuracy_radius=3.0,
    hatched=False,
    focus=_GOLD, focus_width=2.0, focus_inset=1.0, cursor_width=1.5,
    total=QColor("#ffe08a"),
)

_BLACK, _WHITE, _YELLOW = QColor("#000000"), QColor("#ffffff"), QColor("#ffff00")
_GREY = QColor("#a6a6a6")  # the high-contrast palette's grey (ui/appearance.py): 8.6:1 on black

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
    bars=_GREY, bar_alpha=255, legend_bar_alpha=255, bars_text=_GREY,
    won=QColor("#8ee59f"), lost=QColor("#ff8a80"), drawn=_WHITE,
    mark_rim=_BLACK, mark_rim_width=1.5, ring_width=2.5, shapes=True,
    blunder=QColor("#ff6e6e"), mistake=QColor("#ffa35c"), inaccuracy=_YELLOW, inaccuracy_radius=4.0,
    hatched=True,
    focus=TABLE_HIGH_CONTRAST.focus, focus_width=TABLE_HIGH_CONTRAST.focus_width,
    focus_inset=TABLE_HIGH_CONTRAST.line_width + 1.5 + TABLE_HIGH_CONTRAST.focus_width / 2, cursor_width=2.5,
    total=_YELLOW,  # what stands out as chosen or summed is yellow in high contrast, as ui/styled.py writes it
)


def plot_look() -> PlotLook:
    """The plots' look for the look in force (:func:`jassdesk.ui.look.look`): one follows the other."""
    return HIGH_CONTRAST if look().high_contrast else NORMAL


@dataclass(frozen=True)
class ReviewLook:
    """What the review's board paints with: every seat's cards on the felt, the names, the order of the trick.

    ``high_contrast`` also frames the board in white and writes a card's verdict beside it; the winner's mark is
    framed (``winner_frame_width``) and a card the person may not pick again has a dashed frame (``dim_outline``), so
    neither is told by a colour or a shade alone."""

    name: str
    high_contrast: bool
    # the board
    ground: QColor
    edge: QColor | None  # a frame round the board: in high contrast the black board ends in a black window
    edge_width: float
    margin: float  # how far the rows keep from the board's edge: room for its frame and the focus ring
    # the texts
    name_text: QColor  # a seat's name
    quiet: QColor  # "Your seat", the order of play
    winner: QColor  # the trick's winner: the name and the order mark (with its ★)
    winner_frame_width: float  # the winner's order mark in a frame of ``winner`` (0: none), its name with a ★ too
    verdict_names: bool  # the person's card's verdict written under its order mark, not told by its frame alone
    # the cards' frames
    played: QColor  # the card a seat played, raised in its hand, where no verdict colours the frame
    played_width: float
    pickable: QColor  # a card the person may pick again
    pickable_width: float
    dim_opacity: float  # a card the person may not pick again
    dim_outline: QColor | None  # ... and round it a dashed frame, so it is not told by its shade alone
    # the keyboard
    focus: QColor
    card_focus_width: float  # the ring round the card the keys would pick
    card_focus_gap: float  # how far outside the card the ring runs: clear of the pickable frame
    board_focus_width: float  # the ring round the board (and the frame of the decisions' box) with the focus
    board_focus_inset: float  # where that ring's line runs, from the board's edge
    # the verdicts, on the cards' frames and the decisions' words
    best: QColor
    good: QColor
    inaccuracy: QColor
    mistake: QColor
    blunder: QColor
    forced: QColor

    def verdict(self, verdict: Verdict) -> QColor:
        """The colour of a decision's verdict, on its card's frame and in its words."""
        return {Verdict.BEST: self.best, Verdict.GOOD: self.good, Verdict.INACCURACY: self.inaccuracy,
                Verdict.MISTAKE: self.mistake, Verdict.BLUNDER: self.blunder, Verdict.FORCED: self.forced}[verdict]


REVIEW_NORMAL = ReviewLook(
    name="normal", high_contrast=False,
    ground=QColor("#0f4429"), edge=None, edge_width=0.0, margin=4.0,
    name_text=_CHALK, quiet=_MUTED, winner=_GOLD, winner_frame_width=0.0, verdict_names=False,
    played=_CHALK, played_width=3.0, pickable=_GOLD, pickable_width=1.5, dim_opacity=0.45, dim_outline=None,
    # the keyboard's ring as on the table and the welcome
    focus=TABLE_NORMAL.focus, card_focus_width=3.0, card_focus_gap=2.0, board_focus_width=2.0, board_focus_inset=1.0,
    best=QColor("#8ee59f"), good=QColor("#c5e8a0"), inaccuracy=NORMAL.inaccuracy, mistake=NORMAL.mistake,
    blunder=NORMAL.blunder, forced=_MUTED,
)

REVIEW_HIGH_CONTRAST = ReviewLook(
    name="high-contrast", high_contrast=True,
    # the white frame (2.5 px), 1.5 px of black, the cyan ring (4 px), then 8 px: a raised card's own ring (4 px
    # outside its yellow frame) stays clear of the board's
    ground=_BLACK, edge=_WHITE, edge_width=TABLE_HIGH_CONTRAST.line_width,
    margin=TABLE_HIGH_CONTRAST.line_width + 1.5 + TABLE_HIGH_CONTRAST.focus_width + 8.0,
    name_text=_WHITE, quiet=_WHITE, winner=_YELLOW,
    winner_frame_width=TABLE_HIGH_CONTRAST.line_width, verdict_names=True,
    played=_WHITE, played_width=3.0, pickable=_YELLOW, pickable_width=TABLE_HIGH_CONTRAST.line_width,
    dim_opacity=0.45, dim_outline=_WHITE,
    focus=TABLE_HIGH_CONTRAST.focus, card_focus_width=TABLE_HIGH_CONTRAST.focus_width, card_focus_gap=4.0,
    board_focus_width=TABLE_HIGH_CONTRAST.focus_width,
    board_focus_inset=TABLE_HIGH_CONTRAST.line_width + 1.5 + TABLE_HIGH_CONTRAST.focus_width / 2,
    # the greens as they are (13:1 and more on black), the mistakes as the mistakes plot draws them, Forced grey
    best=REVIEW_NORMAL.best, good=REVIEW_NORMAL.good, inaccuracy=HIGH_CONTRAST.inaccuracy,
    mistake=HIGH_CONTRAST.mistake, blunder=HIGH_CONTRAST.blunder, forced=_GREY,
)


def review_look() -> ReviewLook:
    """The review board's look for the look in force, as :func:`plot_look` is the plots'."""
    return REVIEW_HIGH_CONTRAST if look().high_contrast else REVIEW_NORMAL


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

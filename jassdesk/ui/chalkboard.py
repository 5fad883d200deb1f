"""The Jasstafel as it hangs in a Swiss Beiz: chalk on a slate, one half and one big Z per party.

The strokes come from :mod:`jassdesk.app.score_sheets.strokes` (hundreds on the Z's upper bar, fifties
crossing its diagonal, twenties on its lower bar, the rest as a number at the right; docs/playing.md "The
Jasstafel as a chalk board"); this module only lays them out and paints them.  :meth:`Chalkboard.marks`
is what a half is painted from (every mark with the points it stands for, in widget coordinates),
so a test can add them up against the sheet's totals.

The chalk is vector drawing: every stroke is a polyline with a little irregularity, seeded by the
mark it belongs to (side, kind, number), so a repaint never moves a stroke and a new stroke never
moves an old one; a fine grain punched out of the chalk layer gives the dry look of chalk on slate.
When points are written the new strokes are drawn one after another (a ``QVariantAnimation``), at the
table's animation speed; at "instant", or while a resumed Partie is replayed, they are simply there.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Callable, Sequence

import shiboken6
from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, QVariantAnimation, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFocusEvent,
    QFont,
    QFontDatabase,
    QFontMetricsF,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
)
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from jassdesk.app.score_sheets.strokes import BUNDLE, FIFTY, HUNDRED, TWENTY, Board, board_after, follow_writes, \
    match_marks, side_writes
from jassdesk.i18n.numbers import counted

Point = tuple[float, float]

CHALK = QColor("#f1efe4")
SLATE_LIGHT = QColor("#34403c")
SLATE_DARK = QColor("#1c2422")
WOOD_LIGHT = QColor("#8a6139")
WOOD_DARK = QColor("#583a20")
#: handwriting faces tried for the names, in order (the system's own font, italic, when none is there)
HAND_FONTS = ("Chalkboard SE", "Chalkboard", "Segoe Print", "Bradley Hand", "Comic Neue", "Kalam", "Purisa",
              "Comic Sans MS", "Z003", "URW Chancery L")
#: what each stroke kind stands for; a rest mark's value is the rest, a Match mark's nothing (its points
#: are in the strokes)
STROKE_VALUE = {"hundred": HUNDRED, "fifty": FIFTY, "twenty": TWENTY}
KINDS = ("hundred", "fifty", "twenty")
#: the board is at most this much higher than wide; the sheet's own background below it
MAX_ASPECT = 1.6
BACKGROUND = QColor("#1d2a25")
#: the keyboard's focus on the slate (the score sheet's colour)
FOCUS = QColor("#f4c542")
#: the room between two bundles of five, in stroke spacings
GAP = 1.8


@dataclass(frozen=True)
class ChalkMark:
    """One mark on a half as it is painted: what it is, what it is worth, and its chalk polylines."""

    side: int
    kind: str  # "hundred", "fifty", "twenty", "rest", "match", "kontermatch"
    index: int  # its number among the marks of its kind, 0 the first written (the rest: 0)
    value: int  # the points it stands for: 100, 50, 20, the rest, 0 for a Match mark
    strokes: tuple[tuple[Point, ...], ...]  # polylines in widget coordinates
    text: str = ""  # a Match mark's letter


# -- the chalk digits of the rest: strokes in a box 0.6 wide and 1 high ---------------------------------

def _oval(cx: float, cy: float, rx: float, ry: float, n: int = 16, start: float = -1.75,
          overshoot: float = 0.35) -> tuple[Point, ...]:
    return tuple((cx + rx * math.cos(start + (2 * math.pi + overshoot) * i / n),
                  cy + ry * math.sin(start + (2 * math.pi + overshoot) * i / n)) for i in range(n + 1))


DIGITS: dict[str, tuple[tuple[Point, ...], ...]] = {
    "0": (_oval(0.3, 0.5, 0.27, 0.5),),
    "1": (((0.1, 0.24), (0.4, 0.0)), ((0.4, 0.0), (0.42, 1.0))),
    "2": (((0.04, 0.24), (0.16, 0.06), (0.34, 0.0), (0.52, 0.08), (0.56, 0.27), (0.44, 0.48), (0.02, 1.0)),
          ((0.02, 1.0), (0.6, 0.98))),
    "3": (((0.04, 0.1), (0.24, 0.0), (0.48, 0.06), (0.54, 0.24), (0.42, 0.42), (0.22, 0.48)),
          ((0.22, 0.48), (0.48, 0.56), (0.6, 0.76), (0.48, 0.95), (0.26, 1.0), (0.03, 0.9))),
    "4": (((0.46, 1.0), (0.44, 0.0)), ((0.44, 0.0), (0.0, 0.66)), ((0.0, 0.66), (0.62, 0.64))),
    "5": (((0.56, 0.0), (0.1, 0.02)), ((0.1, 0.02), (0.06, 0.44)),
          ((0.06, 0.44), (0.3, 0.38), (0.52, 0.48), (0.6, 0.72), (0.48, 0.94), (0.26, 1.0), (0.04, 0.9))),
    "6": (((0.52, 0.04), (0.3, 0.1), (0.1, 0.34), (0.03, 0.64), (0.1, 0.9), (0.3, 1.0), (0.5, 0.92),
           (0.58, 0.72), (0.46, 0.54), (0.26, 0.5), (0.08, 0.6)),),
    "7": (((0.0, 0.02), (0.6, 0.0)), ((0.6, 0.0), (0.22, 1.0))),
    "8": (((0.3, 0.47), (0.1, 0.36), (0.08, 0.14), (0.3, 0.0), (0.5, 0.12), (0.5, 0.34), (0.3, 0.47),
           (0.06, 0.62), (0.04, 0.86), (0.3, 1.0), (0.56, 0.86), (0.54, 0.62), (0.3, 0.47)),),
    "9": (((0.56, 0.3), (0.4, 0.48), (0.16, 0.46), (0.04, 0.24), (0.2, 0.02), (0.44, 0.02), (0.57, 0.26),
           (0.55, 0.6), (0.42, 0.88), (0.2, 1.0)),),
}
DIGIT_WIDTH = 0.6


def digit_strokes(text: str, x: float, y: float, height: float) -> list[tuple[Point, ...]]:
    """The chalk strokes of the number ``text`` with its top left corner at (x, y)."""
    strokes = []
    advance = height * (DIGIT_WIDTH + 0.22)
    for k, ch in enumerate(text):
        for stroke in DIGITS[ch]:
            strokes.append(tuple((x + k * advance + px * height, y + py * height) for px, py in stroke))
    return strokes


def number_width(text: str, height: float) -> float:
    return height * (len(text) * (DIGIT_WIDTH + 0.22) - 0.22) if text else 0.0


# -- chalk -----------------------------------------------------------------------------------------------

def _catmull_rom(points: Sequence[Point], samples: int = 6) -> list[Point]:
    """A smooth line through ``points`` (Catmull-Rom), as a dense polyline."""
    if len(points) < 3:
        return list(points)
    pts = [points[0], *points, points[-1]]
    out: list[Point] = []
    for i in range(1, len(pts) - 2):
        p0, p1, p2, p3 = pts[i - 1], pts[i], pts[i + 1], pts[i + 2]
        for s in range(samples):
            t = s / samples
            t2, t3 = t * t, t * t * t
            x, y = (0.5 * (2 * p1[k] + (-p0[k] + p2[k]) * t + (2 * p0[k] - 5 * p1[k] + 4 * p2[k] - p3[k]) * t2
                           + (-p0[k] + 3 * p1[k] - 3 * p2[k] + p3[k]) * t3) for k in (0, 1))
            out.append((x, y))
    out.append(points[-1])
    return out


def chalk_line(points: Sequence[Point], seed: int, width: float) -> list[Point]:
    """The polyline a hand draws for ``points``: ends a little off, a straight stroke slightly bowed, a
    curve a little wobbly; the same seed gives the same line."""
    rng = random.Random(seed)
    jitter = width * 0.3
    pts = [(x + rng.uniform(-jitter, jitter), y + rng.uniform(-jitter, jitter)) for x, y in points]
    if len(pts) == 2:
        (x1, y1), (x2, y2) = pts
        length = math.hypot(x2 - x1, y2 - y1) or 1.0
        bow = rng.uniform(-1.0, 1.0) * min(length * 0.035, width * 1.2)
        nx, ny = -(y2 - y1) / length, (x2 - x1) / length
        pts = [pts[0], ((x1 + x2) / 2 + nx * bow, (y1 + y2) / 2 + ny * bow), pts[1]]
    return _catmull_rom(pts)


def _cut(points: Sequence[Point], fraction: float) -> list[Point]:
    """The first ``fraction`` of a polyline, by length (a stroke being drawn)."""
    if fraction >= 1.0 or len(points) < 2:
        return list(points)
    lengths = [math.hypot(b[0] - a[0], b[1] - a[1]) for a, b in zip(points, points[1:])]
    goal = sum(lengths) * max(0.0, fraction)
    out = [points[0]]
    for (a, b), seg in zip(zip(points, points[1:]), lengths):
        if goal <= seg:
            t = goal / seg if seg else 0.0
            out.append((a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t))
            return out
        goal -= seg
        out.append(b)
    return out


def _path(points: Sequence[Point]) -> QPainterPath:
    path = QPainterPath(QPointF(*points[0]))
    for x, y in points[1:]:
        path.lineTo(x, y)
    return path


def paint_chalk(p: QPainter, points: Sequence[Point], seed: int, width: float, fraction: float = 1.0,
                alpha: float = 1.0) -> None:
    """One chalk stroke: a soft dusty edge, the body, and a thinner second pass a hair off it."""
    if fraction <= 0.0 or alpha <= 0.0 or len(points) < 2:
        return
    line = _cut(chalk_line(points, seed, width), fraction)
    if len(line) < 2:
        return
    path = _path(line)
    for scale, opacity, dx, dy in ((1.55, 0.16, 0.0, 0.0), (1.0, 0.78, 0.0, 0.0), (0.45, 0.55, 0.3, -0.3)):
        colour = QColor(CHALK)
        colour.setAlphaF(min(1.0, opacity * alpha))
        pen = QPen(colour, max(0.6, width * scale), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                   Qt.PenJoinStyle.RoundJoin)
        p.setPen(pen)
        p.drawPath(path.translated(dx * width, dy * width))


@lru_cache(maxsize=1)
def _grain() -> QImage:
    """A tile of fine specks that are punched out of the chalk: the slate shows through dry chalk."""
    rng = random.Random(4711)
    size = 96
    tile = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    tile.fill(Qt.GlobalColor.transparent)
    for y in range(size):
        for x in range(size):
            r = rng.random()
            if r < 0.24:
                tile.setPixelColor(x, y, QColor(0, 0, 0, int(90 + 150 * rng.random())))
            elif r < 0.4:
                tile.setPixelColor(x, y, QColor(0, 0, 0, int(40 * rng.random())))
    return tile


def _hand_font() -> str:
    families = set(QFontDatabase.families())
    return next((f for f in HAND_FONTS if f in families), "")


def _seed(side: int, kind: str, index: int, part: int = 0) -> int:
    kind_no = KINDS.index(kind) if kind in KINDS else len(KINDS)
    return ((side * 7 + kind_no) * 100_003 + index * 31 + part) & 0x7FFFFFFF


# -- the layout of one half ------------------------------------------------------------------------------

@dataclass(frozen=True)
class HalfGeometry:
    """Where a half's name, Z, rest and Match marks go."""

    rect: QRectF
    pad: float
    name_px: float
    stroke: float  # length of an upright stroke
    z_left: float
    z_right: float
    top: float  # the upper bar's y
    bottom: float  # the lower bar's y
    column: QRectF  # the right column: the rest and the Match marks

    @staticmethod
    def of(rect: QRectF) -> HalfGeometry:
        w, h = rect.width(), rect.height()
        pad = max(4.0, min(w, h) * 0.05)
        name_px = min(17.0, max(10.0, h * 0.085))
        stroke = min(24.0, max(9.0, h * 0.13))
        column_w = min(96.0, max(34.0, w * 0.26))
        z_left = rect.left() + pad + 2
        z_right = rect.right() - pad - column_w
        top = rect.top() + pad + name_px * 1.45 + stroke * 0.55
        bottom = max(top + stroke * 1.6, rect.bottom() - pad - stroke * 0.6)
        column = QRectF(z_right + pad * 0.5, rect.top() + pad, rect.right() - pad - z_right - pad * 0.5,
                        h - 2 * pad)
        return HalfGeometry(rect, pad, name_px, stroke, z_left, z_right, top, bottom, column)

    def diagonal_x(self, y: float) -> float:
        """The x of the Z's diagonal at height ``y`` (it runs from the upper bar's right end down to the
        lower bar's left end)."""
        t = (y - self.top) / ((self.bottom - self.top) or 1.0)
        return self.z_right - t * (self.z_right - self.z_left)

    def z_strokes(self) -> list[tuple[Point, ...]]:
        return [((self.z_left, self.top), (self.z_right, self.top)),
                ((self.z_right, self.top), (self.z_left, self.bottom)),
                ((self.z_left, self.bottom), (self.z_right, self.bottom))]


def upright_marks(count: int, rows: Sequence[tuple[float, float, float]], length: float
                  ) -> list[tuple[tuple[Point, ...], ...]]:
    """``count`` upright strokes in bundles of five (the fifth across the four), laid along ``rows``
    ((x from, x to, y) each, in the order they fill): one tuple of polylines per stroke, in order.  A row
    too short for its bundles has them closer together, down to half the spacing; past that the last row
    takes what is left, squeezed."""
    if count <= 0:
        return []
    n_bundles = -(-count // BUNDLE)
    spacing0 = max(3.0, length * 0.42)
    caps: list[int] = []
    spacing = spacing0
    for scale in (1.0, 0.85, 0.7, 0.55):
        spacing = spacing0 * scale
        unit = spacing * (BUNDLE - 2 + GAP)
        caps = [max(0, int((b - a - spacing) // unit + (1 if b - a - spacing >= 3 * spacing else 0)))
                for a, b, _ in rows]
        if sum(caps) >= n_bundles:
            break
    if sum(caps) < n_bundles:
        caps[-1] = n_bundles - sum(caps[:-1])
    marks: list[tuple[tuple[Point, ...], ...]] = []
    row, in_row = 0, 0
    for b in range(n_bundles):
        while in_row >= caps[row] and row < len(rows) - 1:
            row, in_row = row + 1, 0
        a, end, y = rows[row]
        step, unit = spacing, spacing * (BUNDLE - 2 + GAP)
        room = end - a - spacing
        if caps[row] > 1 and (caps[row] - 1) * unit + 3 * step > room:  # a squeezed row
            unit = room / (caps[row] - 1 + 3 / (BUNDLE - 2 + GAP))
            step = unit / (BUNDLE - 2 + GAP)
        x0 = a + spacing * 0.6 + in_row * unit
        in_row += 1
        for i in range(min(BUNDLE, count - b * BUNDLE)):
            if i < BUNDLE - 1:
                x = x0 + i * step
                marks.append((((x, y - length / 2), (x, y + length / 2)),))
            else:  # the fifth: across the four, rising to the right
                rise = length * 0.44
                marks.append((((x0 - step * 0.45, y + rise), (x0 + 3.45 * step, y - rise)),))
    return marks


#: the angle of a fifty's stroke to the diagonal (radians): the first falls across it, the second crosses
#: the first, an X on the line
FIFTY_ANGLE = 1.15


def fifty_marks(count: int, geo: HalfGeometry) -> list[tuple[tuple[Point, ...], ...]]:
    """``count`` fifties across the diagonal from its lower end up: a slanted stroke each, the second of a
    pair across the first (an X of 100 on the line)."""
    if count <= 0:
        return []
    x0, y0, x1, y1 = geo.z_left, geo.bottom, geo.z_right, geo.top  # from the lower left end up
    length = math.hypot(x1 - x0, y1 - y0) or 1.0
    ux, uy = (x1 - x0) / length, (y1 - y0) / length
    angle = math.atan2(uy, ux)
    start, end = length * 0.2, length * 0.86
    pairs = -(-count // 2)
    pitch = min(geo.stroke * 1.05, (end - start) / max(1, pairs - 1) if pairs > 1 else geo.stroke)
    half = geo.stroke * 0.5
    marks = []
    for k in range(count):
        t = start + (k // 2) * pitch
        cx, cy = x0 + ux * t, y0 + uy * t
        a = angle + (FIFTY_ANGLE if k % 2 == 0 else -FIFTY_ANGLE)
        dx, dy = math.cos(a) * half, math.sin(a) * half
        marks.append((((cx - dx, cy - dy), (cx + dx, cy + dy)),))
    return marks


def ring_radius(geo: HalfGeometry) -> float:
    """The radius of a Match mark's ring."""
    return min(11.0, max(6.0, geo.stroke * 0.5))


def match_row(geo: HalfGeometry) -> int:
    """How many Match marks go in a row along the top of a half (at most half its width)."""
    return max(1, int(geo.rect.width() * 0.5 // (ring_radius(geo) * 2.5)))


def layout_half(side: int, board: Board, matches: Sequence[str], geo: HalfGeometry,
                letters: dict[str, str]) -> list[ChalkMark]:
    """Every mark of a half, placed: the strokes on the Z, the rest, the Match marks."""
    out: list[ChalkMark] = []
    s = geo.stroke
    top_rows = [(geo.z_left, geo.z_right, geo.top)]
    for k in (1, 2):  # further rows under the upper bar, left of the diagonal
        y = geo.top + k * s * 1.15
        if y + s / 2 < geo.bottom - s:
            top_rows.append((geo.z_left, geo.diagonal_x(y + s / 2) - s * 0.6, y))
    bottom_rows = [(geo.z_left + s * 0.9, geo.z_right, geo.bottom)]  # clear of the diagonal's foot
    for k in (1, 2):  # further rows over the lower bar, right of the diagonal
        y = geo.bottom - k * s * 1.15
        if y - s / 2 > geo.top + s:
            bottom_rows.append((geo.diagonal_x(y - s / 2) + s * 0.6, geo.z_right, y))
    for kind, placed in (("hundred", upright_marks(board.hundreds, top_rows, s)),
                         ("fifty", fifty_marks(board.fifties, geo)),
                         ("twenty", upright_marks(board.twenties, bottom_rows, s))):
        out.extend(ChalkMark(side, kind, i, STROKE_VALUE[kind], strokes) for i, strokes in enumerate(placed))
    column = geo.column
    if board.rest:
        text = str(board.rest)
        height = min(column.height() * 0.36, max(12.0, geo.rect.height() * 0.22),
                     column.width() / max(1.0, len(text) * (DIGIT_WIDTH + 0.22)) * 0.95)
        x = column.center().x() - number_width(text, height) / 2
        y = (geo.top + geo.bottom) / 2 - height / 2
        out.append(ChalkMark(side, "rest", 0, board.rest, tuple(digit_strokes(text, x, y, height))))
    radius = ring_radius(geo)
    for i, kind in enumerate(matches):  # along the top, from the right edge leftwards, then a row lower
        row, place = divmod(i, match_row(geo))
        cx = geo.rect.right() - geo.pad - radius - place * radius * 2.5
        cy = geo.rect.top() + geo.pad + radius * 0.9 + row * radius * 2.5
        rings = [_oval(cx, cy, radius, radius, n=14, start=-1.2, overshoot=0.25)]
        if kind == "kontermatch":  # a second ring round the first
            rings.append(_oval(cx, cy, radius * 1.3, radius * 1.3, n=16, start=2.0, overshoot=0.2))
        out.append(ChalkMark(side, kind, i, 0, tuple(rings), letters.get(kind, "")))
    return out


class Chalkboard(QWidget):
    """The Jasstafel of a :class:`~jassdesk.app.score_sheets.JasstafelModel` as a chalk board.

    ``settings`` gives the animation speed; ``instant()`` says when the table shows everything at once (a
    resumed Partie being replayed); ``chooses_mode()`` whether a side chooses each hand's mode, so that a
    Match by the other side is a Kontermatch.
    """

    writingFinished = Signal()  # the strokes being written are all on the board

    def __init__(self, settings: Any = None, parent: QWidget | None = None,
                 instant: Callable[[], bool] | None = None, chooses_mode: Callable[[], bool] | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.instant = instant or (lambda: False)
        self.chooses_mode = chooses_mode or (lambda: False)
        self.model: Any = None
        self.boards: list[Board] = [Board(), Board()]  # what the halves hold
        self.matches: list[list[str]] = [[], []]
        self.names: list[str] = ["", ""]
        self._shown: list[Board] = [Board(), Board()]  # what was on the board before the strokes being written
        self._shown_matches = [0, 0]
        self._sequence: dict[tuple[int, str, int], int] = {}  # the marks being written -> their turn
        self._progress = 1.0
        #: how each side's Weis and Stöck were written in the hands seen being played: the hand's line on
        #: the sheet (0 the first) -> the writes (a hand not seen, as before a restart: its Weis as one write)
        self.shown_writes: list[dict[int, list[int]]] = [{}, {}]
        self.painted: list[ChalkMark] = []  # the marks of the last paint (those begun), for tests
        self.animation = QVariantAnimation(self)
        self.animation.setStartValue(0.0)
        self.animation.setEndValue(1.0)
        self.animation.valueChanged.connect(self._advance)
        self.animation.finished.connect(self._written)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMouseTracking(True)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, True)
        # Tab reaches the board (a click leaves the keys with the table): with the focus it says the exact
        # points of both halves, as the mouse's tooltip does over each
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.retranslate()

    # -- the model --------------------------------------------------------------------------------------

    def set_model(self, model: Any) -> None:
        """Show ``model`` (a Jasstafel model), or nothing (``None``: a game with another sheet)."""
        old = self.model
        if old is not None and shiboken6.isValid(old):
            for signal in (old.modelReset, old.headerDataChanged, old.dataChanged):
                try:
                    signal.disconnect(self._refresh)
                except (RuntimeError, TypeError):
                    pass
        self.model = model
        self.shown_writes = [{}, {}]
        if model is not None:
            model.modelReset.connect(self._refresh)
            model.headerDataChanged.connect(self._refresh)
            model.dataChanged.connect(self._refresh)
        self._refresh(animate=False)

    def _refresh(self, *_: Any, animate: bool = True) -> None:
        model = self.model
        if self.animation.state() == QVariantAnimation.State.Running:
            self.animation.stop()
            self._written(emit=False)
        if model is None or not shiboken6.isValid(model):
            boards, matches, names = [Board(), Board()], [[], []], ["", ""]
        else:
            chooses = bool(self.chooses_mode())
            self._follow(model)
            hand = len(model.results)
            boards = []
            for side, shown in enumerate(self.shown_writes):
                current = shown.get(hand, ()) if model.current is not None else ()
                boards.append(board_after(side_writes(model.results, side, current, shown)))
            matches = [match_marks(model.results, side, chooses) for side in (0, 1)]
            names = [str(n) for n in (list(model.side_names) + ["", ""])[:2]]
        self.boards, self.matches, self.names = boards, matches, names
        old, old_matches = self._shown, self._shown_matches
        grew = all(new.hundreds >= was.hundreds and new.fifties >= was.fifties and new.twenties >= was.twenties
                   and len(m) >= n for new, was, m, n in zip(boards, old, matches, old_matches))
        sequence: list[tuple[int, str, int]] = []
        if grew:
            for side in (0, 1):
                for kind, was, new in zip(KINDS, (old[side].hundreds, old[side].fifties, old[side].twenties),
                                          (boards[side].hundreds, boards[side].fifties, boards[side].twenties)):
                    sequence.extend((side, kind, i) for i in range(was, new))
                sequence.extend((side, "match", i) for i in range(old_matches[side], len(matches[side])))
                if boards[side].rest != old[side].rest:
                    sequence.append((side, "rest", 0))
        if sequence and animate and grew and self._may_animate():
            self._sequence = {key: turn for turn, key in enumerate(sequence)}
            factor = self.settings.animation_factor
            self.animation.setDuration(int(min(2400, max(350, 140 * len(sequence))) * factor))
            self._progress = 0.0
            self.animation.start()
        else:
            self._written(emit=False)
        self._describe()
        self.update()

    def _follow(self, model: Any) -> None:
        """Note the Weis and Stöck the hand in progress has written, write by write; forget the hands
        after it (a new Partie, a hand taken back)."""
        hand = len(model.results)
        for side, shown in enumerate(self.shown_writes):
            for later in [h for h in shown if h > hand]:
                del shown[later]
            if model.current is not None:
                written = model.current[side] if side < len(model.current) else 0
                shown[hand] = follow_writes(shown.get(hand, []), written)
            elif hand in shown:  # the hand in progress has written nothing yet
                del shown[hand]
            for line in [h for h in shown if h < hand]:
                r = model.results[line]
                if sum(shown[line]) != min(r.written[side], (r.weis[side] + r.stoeck[side]) * max(1, r.multiplier)):
                    del shown[line]  # another Partie's hand on that line

    def _may_animate(self) -> bool:
        if self.settings is None or self.settings.animation_factor <= 0.0:
            return False
        return self.isVisible() and not self.instant()

    def _advance(self, value: Any) -> None:
        self._progress = float(value)
        self.update()

    def _written(self, emit: bool = True) -> None:
        self._progress = 1.0
        self._sequence = {}
        self._shown = list(self.boards)
        self._shown_matches = [len(m) for m in self.matches]
        self.update()
        if emit:
            self.writingFinished.emit()

    @property
    def animating(self) -> bool:
        return self.animation.state() == QVariantAnimation.State.Running

    # -- what is drawn ----------------------------------------------------------------------------------

    def board_rect(self) -> QRectF:
        """The board in the widget: its whole width, at most 1.6 times as high (two halves wider than
        high, as a Beiz's board hangs), at the top."""
        return QRectF(0, 0, self.width(), min(self.height(), self.width() * MAX_ASPECT))

    def half_rects(self) -> list[QRectF]:
        """The two halves inside the frame: the first party above, the second below."""
        f = self._frame()
        inner = self.board_rect().adjusted(f, f, -f, -f)
        h = inner.height() / 2
        return [QRectF(inner.left(), inner.top(), inner.width(), h),
                QRectF(inner.left(), inner.top() + h, inner.width(), h)]

    def _frame(self) -> float:
        board = self.board_rect()
        return max(5.0, min(9.0, min(board.width(), board.height()) * 0.025))

    def marks(self, side: int) -> list[ChalkMark]:
        """Every mark of ``side``'s half as it is painted (all of them, once the writing is done)."""
        geo = HalfGeometry.of(self.half_rects()[side])
        return layout_half(side, self.boards[side], self.matches[side], geo, self._letters)

    def marks_value(self, side: int) -> int:
        """What the marks of a half add up to: the total a person reads off the board."""
        return sum(m.value for m in self.marks(side))

    def _fraction(self, mark: ChalkMark) -> float:
        key = (mark.side, "match" if mark.kind in ("match", "kontermatch") else mark.kind, mark.index)
        turn = self._sequence.get(key)
        if turn is None:
            return 1.0
        return min(1.0, max(0.0, self._progress * len(self._sequence) - turn))

    def paintEvent(self, event) -> None:  # noqa: ANN001
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._paint_slate(p)
        ratio = self.devicePixelRatioF()
        layer = QImage(QSize(max(1, int(self.width() * ratio)), max(1, int(self.height() * ratio))),
                       QImage.Format.Format_ARGB32_Premultiplied)
        layer.setDevicePixelRatio(ratio)
        layer.fill(Qt.GlobalColor.transparent)
        chalk = QPainter(layer)
        chalk.setRenderHint(QPainter.RenderHint.Antialiasing)
        painted = []
        for side, rect in enumerate(self.half_rects()):
            painted.extend(self._paint_half(chalk, side, rect))
        chalk.setCompositionMode(QPainter.CompositionMode.CompositionMode_DestinationOut)
        chalk.fillRect(QRectF(self.rect()), QBrush(_grain()))
        chalk.end()
        p.drawImage(0, 0, layer)
        if self.hasFocus():  # the keyboard's ring round the wooden frame
            p.setPen(QPen(FOCUS, 2))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(self.board_rect().adjusted(1, 1, -1, -1), 6, 6)
        p.end()
        self.painted = painted

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        text = "\n".join(self.tooltip_for(side) for side in (0, 1))
        QToolTip.showText(self.mapToGlobal(self.board_rect().topLeft().toPoint()), text, self)
        self.update()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        QToolTip.hideText()
        self.update()

    def _paint_slate(self, p: QPainter) -> None:
        p.fillRect(QRectF(self.rect()), BACKGROUND)
        r = self.board_rect()
        wood = QLinearGradient(r.topLeft(), r.bottomRight())
        wood.setColorAt(0.0, WOOD_LIGHT)
        wood.setColorAt(0.5, WOOD_DARK)
        wood.setColorAt(1.0, WOOD_LIGHT.darker(115))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(wood)
        p.drawRoundedRect(r, 6, 6)
        f = self._frame()
        inner = r.adjusted(f, f, -f, -f)
        slate = QLinearGradient(inner.topLeft(), inner.bottomRight())
        slate.setColorAt(0.0, SLATE_LIGHT)
        slate.setColorAt(1.0, SLATE_DARK)
        p.setBrush(slate)
        p.drawRect(inner)
        rng = random.Random(29)  # the same smudges every time: the sponge's old traces
        p.save()
        p.setClipRect(inner)
        for _ in range(7):
            cx = inner.left() + rng.random() * inner.width()
            cy = inner.top() + rng.random() * inner.height()
            radius = (0.2 + 0.3 * rng.random()) * max(inner.width(), inner.height()) * 0.5
            glow = QRadialGradient(QPointF(cx, cy), radius)
            glow.setColorAt(0.0, QColor(255, 255, 255, 14 + rng.randrange(8)))
            glow.setColorAt(1.0, QColor(255, 255, 255, 0))
            p.setBrush(glow)
            p.drawEllipse(QPointF(cx, cy), radius, radius * (0.5 + 0.4 * rng.random()))
        p.setBrush(Qt.BrushStyle.NoBrush)
        for _ in range(3):  # wiped arcs
            pen = QPen(QColor(255, 255, 255, 5), inner.width() * 0.08, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
            p.setPen(pen)
            box = QRectF(inner.left() + rng.random() * inner.width() * 0.4, inner.top() + rng.random() * inner.height(),
                         inner.width() * (0.5 + 0.4 * rng.random()), inner.height() * 0.3)
            p.drawArc(box, int(rng.uniform(10, 60) * 16), int(rng.uniform(60, 120) * 16))
        p.restore()
        p.setPen(QPen(QColor(0, 0, 0, 90), 1.0))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRect(inner)

    def _paint_half(self, p: QPainter, side: int, rect: QRectF) -> list[ChalkMark]:
        geo = HalfGeometry.of(rect)
        width = max(1.3, geo.stroke * 0.14)
        if side == 1:  # the line that parts the board in two
            paint_chalk(p, ((rect.left() + geo.pad * 0.5, rect.top()), (rect.right() - geo.pad * 0.5, rect.top())),
                        9001, width * 1.1)
        for i, stroke in enumerate(geo.z_strokes()):
            paint_chalk(p, stroke, 9100 + side * 10 + i, width * 1.25)
        self._paint_name(p, side, geo)
        drawn = []
        old_rest = self._shown[side].rest if self._sequence else 0
        for mark in layout_half(side, self.boards[side], self.matches[side], geo, self._letters):
            fraction = self._fraction(mark)
            if mark.kind == "rest" and (side, "rest", 0) in self._sequence and old_rest:
                self._paint_rest(p, side, geo, old_rest, alpha=1.0 - fraction)
            if fraction <= 0.0:
                continue
            for k, stroke in enumerate(mark.strokes):
                per = fraction * len(mark.strokes) - k  # a mark of several strokes draws them in turn
                paint_chalk(p, stroke, _seed(side, mark.kind, mark.index, k), width, min(1.0, per))
            if mark.text and fraction >= 1.0:
                self._paint_text(p, mark.text, QPointF(*self._centre(mark.strokes[0])), self._ring(geo) * 1.15)
            drawn.append(mark)
        if (side, "rest", 0) in self._sequence and not self.boards[side].rest and old_rest:
            fraction = min(1.0, max(0.0, self._progress * len(self._sequence) - self._sequence[(side, "rest", 0)]))
            self._paint_rest(p, side, geo, old_rest, alpha=1.0 - fraction)  # wiped, nothing written anew
        return drawn

    def _paint_rest(self, p: QPainter, side: int, geo: HalfGeometry, rest: int, alpha: float) -> None:
        old = layout_half(side, Board(rest=rest), (), geo, self._letters)
        for mark in old:
            for k, stroke in enumerate(mark.strokes):
                paint_chalk(p, stroke, _seed(side, "rest", 0, k), max(1.3, geo.stroke * 0.14), 1.0, alpha)

    @staticmethod
    def _ring(geo: HalfGeometry) -> float:
        return ring_radius(geo)

    @staticmethod
    def _centre(points: Sequence[Point]) -> Point:
        xs, ys = [x for x, _ in points], [y for _, y in points]
        return ((min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2)

    def _font(self, px: float, bold: bool = False) -> QFont:
        family = _hand_font()
        font = QFont(self.font())
        if family:
            font.setFamily(family)
        else:
            font.setItalic(True)
        font.setPixelSize(max(8, int(px)))
        font.setBold(bold)
        return font

    def _paint_text(self, p: QPainter, text: str, centre: QPointF, px: float) -> None:
        font = self._font(px, bold=True)
        metrics = QFontMetricsF(font)
        path = QPainterPath()
        path.addText(centre.x() - metrics.horizontalAdvance(text) / 2, centre.y() + metrics.capHeight() / 2,
                     font, text)
        colour = QColor(CHALK)
        colour.setAlphaF(0.9)
        p.fillPath(path, colour)

    def _paint_name(self, p: QPainter, side: int, geo: HalfGeometry) -> None:
        name = self.names[side]
        if not name:
            return
        font = self._font(geo.name_px)
        metrics = QFontMetricsF(font)
        room = geo.rect.width() - geo.pad * 2.5
        if self.matches[side]:
            room -= min(len(self.matches[side]), match_row(geo)) * ring_radius(geo) * 2.5
        text = metrics.elidedText(name, Qt.TextElideMode.ElideRight, max(20.0, room))
        path = QPainterPath()
        path.addText(geo.rect.left() + geo.pad + 2, geo.rect.top() + geo.pad + metrics.ascent(), font, text)
        colour = QColor(CHALK)
        colour.setAlphaF(0.92)
        p.fillPath(path, colour)

    # -- words ------------------------------------------------------------------------------------------

    def retranslate(self) -> None:
        self._letters = {"match": self.tr("M"), "kontermatch": self.tr("K")}
        self.setAccessibleName(self.tr("Chalk board"))
        self._describe()
        self.update()

    def tooltip_for(self, side: int) -> str:
        """The exact value of a half, and how the board shows it."""
        board = self.boards[side]
        name = self.names[side] or "?"
        lang = getattr(self.model, "lang", None) if self.model is not None and shiboken6.isValid(self.model) else None
        lines = [counted(self.tr("%1: %n points", "", board.value), board.value, lang=lang).replace("%1", name),
                 self.tr("%1 × 100, %2 × 50, %3 × 20, rest %4").replace("%1", str(board.hundreds))
                 .replace("%2", str(board.fifties)).replace("%3", str(board.twenties)).replace("%4", str(board.rest))]
        matches = self.matches[side].count("match")
        konter = self.matches[side].count("kontermatch")
        if matches:
            lines.append(self.tr("%n matches", "", matches))
        if konter:
            lines.append(self.tr("%n Kontermatches", "", konter))
        return "\n".join(lines)

    def tooltip_at(self, pos: QPointF) -> str:
        for side, rect in enumerate(self.half_rects()):
            if rect.contains(pos):
                return self.tooltip_for(side)
        return ""

    def _describe(self) -> None:
        if hasattr(self, "boards"):
            self.setAccessibleDescription("\n".join(self.tooltip_for(side) for side in (0, 1)))

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip:
            text = self.tooltip_at(QPointF(event.pos()))
            if text:
                QToolTip.showText(event.globalPos(), text, self)
            else:
                QToolTip.hideText()
                event.ignore()
            return True
        return super().event(event)

    def sizeHint(self) -> QSize:
        return QSize(260, 420)

    def minimumSizeHint(self) -> QSize:
        return QSize(150, 220)

"""Where things go on the table, for one size of the view: one small object per place.

Every place answers "where does card *i* go" as a :class:`Slot` (top-left corner, rotation,
width): the scene draws each card unscaled at the width of its place, so a card is crisp at
rest and only a move between two places scales it.  Nothing here knows a game: a game's table
(:mod:`.games`) says which side of the screen each seat sits on and how wide the backs are.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

from jassdesk.cards.provider import CARD_ASPECT

from ..items import INDEX_W
from ..look import text_scale

PACK_STEP = 0.25  # px between two cards of the pack
BACK_STEP = 0.24  # an AI hand's fan step, in back widths
# for low vision the other hands are small heaps, so the person's cards and the trick take the room
LOW_VISION_BACKS = 0.6  # their backs' width against the game's usual
LOW_VISION_BACK_STEP = 0.08
LOW_VISION_TRICK_DY = 0.24  # the top and bottom seats' cards lie closer to the centre line (in trick heights)
LOW_VISION_TRICK_DX = 1.04  # and the side seats' clear of them (in trick widths): no card covers another's index
STOCK_STEP = 0.7  # px between two cards of the stock
FULL_HAND = 9
PLATE_ROOM = 50.0  # a name plate and its gaps
CHIP_H = 34.0  # a chip's height: the buttons that go with a card (Weis, Stöck, the exchange) above the hand


@dataclass(frozen=True)
class Slot:
    """Where one card goes: its top-left corner at ``width``, its rotation, its width."""

    pos: QPointF
    rotation: float
    width: float


@dataclass(frozen=True)
class Geometry:
    """The sizes of one table: the view's size and the card widths that fit it."""

    w: float
    h: float
    cw: float  # the person's card width
    step: float  # the person's fan step
    bw: float  # a back's width in an AI hand and in the stock
    tw: float  # a card's width in the trick
    margin: float
    hand_y: float  # top of the person's cards (not lifted)
    lift: float  # how far a playable card rises
    mid_y: float  # the centre line of the trick
    back_step: float = BACK_STEP  # an AI hand's fan step, in back widths
    low_vision: bool = False  # the layout for low vision: small heaps for the others, the trick straight

    @property
    def ch(self) -> float:
        return self.cw * CARD_ASPECT

    @staticmethod
    def of(w: float, h: float, back_ratio: float, card_scale: float = 1.0, low_vision: bool = False) -> "Geometry":
        """Cards as large as the view allows, times ``card_scale`` (the card size setting), but never
        larger than what fits: nine cards of the hand across the width (their indices uncovered), and
        from top to bottom the top hand, the trick and the person's lifted hand.

        ``low_vision`` gives the room of the other hands to the person's cards and the trick: their backs
        shrink to small heaps (a third of the height they took), the trick's cards lie straight and closer,
        one plate's room is enough beside heaps that small.  On a small screen that is what makes the cards
        larger; on a large one the card size setting's factor does too."""
        fit_w = (w * 0.94 - (FULL_HAND - 1) * 3) / (1 + (FULL_HAND - 1) * INDEX_W)
        if low_vision:
            back_ratio *= LOW_VISION_BACKS
            # the top heap (1.5 bw), the trick (2 x (0.74 th)), the lifted hand, the margins; one plate
            fit_h = (h - PLATE_ROOM * text_scale()) / (1.5 * back_ratio + 2 * 0.74 * 1.35 + 1.5 + 0.16 + 0.3)
        else:
            # a side hand (1.75 cw long round the middle) and a name plate (PLATE_ROOM) above the lifted hand
            fit_h = (h - 2 * PLATE_ROOM * text_scale()) / 4.9
        cw = min(w * 0.9 / 5.2, h / 6.0) * card_scale
        cw = max(40.0, min(cw, 128.0 * card_scale, fit_w, fit_h))
        margin = max(8.0, cw * 0.1)
        step = min(cw * 0.58, (w * 0.94 - cw) / (FULL_HAND - 1))
        step = max(step, cw * INDEX_W + 3)
        bw = cw * back_ratio
        tw = cw * 0.9
        lift = cw * 0.16
        hand_y = h - cw * CARD_ASPECT - margin
        top_bottom = margin + bw * CARD_ASPECT
        mid_y = (top_bottom + hand_y - lift) / 2
        return Geometry(w, h, cw, step, bw, tw, margin, hand_y, lift, mid_y,
                        LOW_VISION_BACK_STEP if low_vision else BACK_STEP, low_vision)

    @property
    def centre(self) -> QPointF:
        return QPointF(self.w / 2, self.mid_y)

    @property
    def rect(self) -> QRectF:
        return QRectF(0, 0, self.w, self.h)


class HandPlace:
    """One seat's hand: the person's fanned face up at the bottom, an AI's backs along its edge."""

    def __init__(self, geo: Geometry, side: str) -> None:
        self.geo = geo
        self.side = side

    def anchor(self) -> QPointF:
        """The middle of the hand (where the seat's cards are)."""
        g = self.geo
        if self.side == "bottom":
            return QPointF(g.w / 2, g.hand_y + g.ch / 2)
        depth = g.margin + g.bw * CARD_ASPECT / 2
        if self.side == "top":
            return QPointF(g.w / 2, depth)
        if self.side == "left":
            return QPointF(depth, g.mid_y)
        return QPointF(g.w - depth, g.mid_y)

    def length(self, n: int = FULL_HAND) -> float:
        """How long a fan of n cards is along the seat's edge."""
        g = self.geo
        if self.side == "bottom":
            return g.cw + g.step * max(0, n - 1)
        return g.bw + g.bw * g.back_step * max(0, n - 1)

    def extent(self, n: int = FULL_HAND) -> QRectF:
        """The rectangle a fan of n cards covers (the person's not lifted)."""
        g = self.geo
        a = self.anchor()
        length = self.length(n)
        if self.side == "bottom":
            return QRectF(a.x() - length / 2, g.hand_y, length, g.ch)
        depth = g.bw * CARD_ASPECT
        if self.side == "top":
            return QRectF(a.x() - length / 2, a.y() - depth / 2, length, depth)
        return QRectF(a.x() - depth / 2, a.y() - length / 2, depth, length)

    def slot(self, i: int, n: int) -> Slot:
        """Where card i of a hand of n cards goes."""
        g = self.geo
        if self.side == "bottom":
            x0 = (g.w - self.length(n)) / 2
            return Slot(QPointF(x0 + i * g.step, g.hand_y), 0.0, g.cw)
        a = self.anchor()
        along = -self.length(n) / 2 + g.bw / 2 + i * g.bw * g.back_step
        centre = QPointF(a.x() + along, a.y()) if self.side == "top" else QPointF(a.x(), a.y() + along)
        rotation = {"top": 180.0, "left": 90.0, "right": -90.0}[self.side]
        return Slot(centre - QPointF(g.bw / 2, g.bw * CARD_ASPECT / 2), rotation, g.bw)

    def slots(self, n: int) -> list[Slot]:
        return [self.slot(i, n) for i in range(n)]


# where a seat's card lies in the trick: towards its side of the table, in trick widths / heights
TRICK_OFFSET = {"bottom": (0.0, 0.3), "top": (0.0, -0.3), "left": (-0.62, -0.02), "right": (0.62, 0.02)}


class TrickPlace:
    """The trick in the middle: each card lies towards the seat that played it."""

    def __init__(self, geo: Geometry) -> None:
        self.geo = geo

    def slot(self, side: str, seat: int, index: int) -> Slot:
        g = self.geo
        th = g.tw * CARD_ASPECT
        dx, dy = TRICK_OFFSET[side]
        c = g.centre
        if g.low_vision:  # straight, and the top and bottom cards closer: larger cards in the same room
            dy = LOW_VISION_TRICK_DY if dy > 0.1 else -LOW_VISION_TRICK_DY if dy < -0.1 else dy
            dx = LOW_VISION_TRICK_DX if dx > 0.1 else -LOW_VISION_TRICK_DX if dx < -0.1 else dx
            return Slot(QPointF(c.x() + dx * g.tw - g.tw / 2, c.y() + dy * th - th / 2), 0.0, g.tw)
        angle = ((seat * 37 + index * 11) % 13 - 6) * 0.9  # a slight, fixed tilt per card: a hand-laid look
        return Slot(QPointF(c.x() + dx * g.tw - g.tw / 2, c.y() + dy * th - th / 2), angle, g.tw)

    def z(self, side: str, index: int) -> float:
        """How high the ``index``-th card of the trick lies: the later above the earlier; for low vision the
        bottom seat's above the top seat's, whichever came first, so the top card's index is never covered
        (the side seats' cards cover neither)."""
        if self.geo.low_vision:
            return 400.0 + {"top": 0, "left": 1, "right": 1}.get(side, 2)
        return 400.0 + index

    def taken_slot(self, towards: QPointF) -> Slot:
        """Where a won trick goes: a small face-down heap near the winner's seat, inside the table."""
        g = self.geo
        c = g.centre
        w = g.tw * 0.6
        p = QPointF(c.x() + (towards.x() - c.x()) * 0.72, c.y() + (towards.y() - c.y()) * 0.72)
        return Slot(p - QPointF(w / 2, w * CARD_ASPECT / 2), 0.0, w)

    def oval(self) -> QRectF:
        """The play area drawn round the trick."""
        g = self.geo
        rx, ry = g.tw * 1.9, g.tw * CARD_ASPECT * 1.05
        return QRectF(g.w / 2 - rx, g.mid_y - ry, 2 * rx, 2 * ry)


class StockPlace:
    """The stock (Schmaus): face down beside the trick, the turned trump across its foot."""

    def __init__(self, geo: Geometry) -> None:
        self.geo = geo

    def point(self) -> QPointF:
        g = self.geo
        # left of the centre, clear of the trick and of the person's fan
        return QPointF(max(g.margin + g.ch * 0.5, g.w / 2 - g.tw * 2.6), g.mid_y)

    def slot(self, i: int) -> Slot:
        g = self.geo
        top_left = self.point() - QPointF(g.bw / 2, g.bw * CARD_ASPECT / 2)
        return Slot(top_left - QPointF(i * STOCK_STEP, i * STOCK_STEP), 0.0, g.bw)

    def turned_slot(self) -> Slot:
        g = self.geo
        top_left = self.point() - QPointF(g.bw / 2, g.bw * CARD_ASPECT / 2)
        return Slot(top_left + QPointF(g.bw * 0.55, 0), 90.0, g.bw)


class PackPlace:
    """The pack before the deal: face down between the centre and the dealer."""

    def __init__(self, geo: Geometry, dealer_anchor: QPointF | None) -> None:
        self.geo = geo
        c = geo.centre
        a = dealer_anchor
        self.centre = c if a is None else QPointF(c.x() + (a.x() - c.x()) * 0.45, c.y() + (a.y() - c.y()) * 0.45)

    def slot(self, i: int) -> Slot:
        g = self.geo
        return Slot(self.centre - QPointF(g.tw / 2 + i * PACK_STEP, g.tw * CARD_ASPECT / 2 + i * PACK_STEP),
                    0.0, g.tw)


def toward(a: QPointF, b: QPointF, k: float) -> QPointF:
    """The point ``k`` of the way from ``a`` to ``b``."""
    return QPointF(a.x() + (b.x() - a.x()) * k, a.y() + (b.y() - a.y()) * k)


def chips_top(g: Geometry) -> float:
    """The top of the lowest row of chips above the person's hand."""
    return g.hand_y - g.lift - chip_h() - 10


def chip_h() -> float:
    """A chip's height at the text size in force."""
    return CHIP_H * text_scale()

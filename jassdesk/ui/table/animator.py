"""Moves of card items, played as one animation group per event.

A :class:`Move` says where one item goes (position, rotation, width or scale, opacity),
after which delay and how fast; :meth:`Animator.run` plays a list of them as one
:class:`QParallelAnimationGroup` of :class:`QPropertyAnimation` s and reports when the
group is over, or applies them at once when the table shows no animation.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from PySide6.QtCore import (
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QSequentialAnimationGroup,
)

from jassdesk.cards.provider import CARD_ASPECT

from ..items import CardItem
from .layout import Slot

BASE_MS = {"play": 330, "relayout": 220, "deal": 170, "trick_pause": 700, "trick": 430, "draw": 320,
           "dealer": 420, "cut": 520, "exchange": 420, "hover": 90}


@dataclass
class Move:
    """One item's move; ``None`` leaves that property alone.

    ``width`` instead of ``scale``: the width the card has at the end of the move.  The move
    then animates the scale round the card's centre and, once there, gives the item its new
    width at scale 1 (drawn unscaled, so crisp); ``pos`` is the top-left corner at that width.
    """

    item: CardItem
    pos: QPointF | None = None
    rotation: float | None = None
    opacity: float | None = None
    delay: int = 0
    duration: int = 0
    width: float | None = None
    scale: float | None = None

    @staticmethod
    def to(item: CardItem, slot: Slot, delay: int = 0, duration: int = 0, opacity: float | None = 1.0) -> "Move":
        """The item to a place's slot."""
        return Move(item, slot.pos, slot.rotation, opacity, delay, duration, width=slot.width)


class Animator(QObject):
    """Plays one event's moves; ``presented`` is called when a move that reports is over."""

    def __init__(self, parent: QObject, instant: Callable[[], bool], presented: Callable[[], None]) -> None:
        super().__init__(parent)
        self._instant = instant
        self._presented = presented
        self._group: QParallelAnimationGroup | None = None
        self._then: Callable[[], None] | None = None
        self._hold = False
        self._settle: Callable[[], None] | None = None

    @property
    def animating(self) -> bool:
        return self._group is not None

    def then(self, finish: Callable[[], None]) -> None:
        """Run ``finish`` when the running group is over (instead of what was to run then)."""
        self._then = finish

    def run(self, moves: list[Move], finish: Callable[[], None] | None = None, hold: bool = False) -> bool:
        """Play ``moves``; True if that was done at once.  ``hold``: the event is not over with them."""
        resize_after: list[tuple[CardItem, float, QPointF]] = []
        plain: list[Move] = []
        for m in moves:
            pos, scale = m.pos, m.scale
            if m.width is not None:  # a scale round the centre to the new width, then the width itself
                w0 = m.item.width
                k = m.width / w0
                if pos is None:
                    pos = m.item.pos() + QPointF(w0 / 2 * (1 - 1 / k), w0 * CARD_ASPECT / 2 * (1 - 1 / k))
                resize_after.append((m.item, m.width, pos))
                pos = pos - QPointF(w0 / 2 * (1 - k), w0 * CARD_ASPECT / 2 * (1 - k))
                scale = k
            plain.append(Move(m.item, pos, m.rotation, m.opacity, m.delay, m.duration, scale=scale))

        def settle() -> None:
            for item, width, pos in resize_after:
                if item.scene() is not None:
                    item.set_width(width)
                    item.setScale(1.0)
                    item.setPos(pos)
        if self._instant() or not plain:
            for m in plain:
                if m.pos is not None:
                    m.item.setPos(m.pos)
                if m.rotation is not None:
                    m.item.setRotation(m.rotation)
                if m.scale is not None:
                    m.item.setScale(m.scale)
                if m.opacity is not None:
                    m.item.setOpacity(m.opacity)
            settle()
            if finish is not None:
                finish()
            return True
        group = QParallelAnimationGroup(self)
        # one (pause, parallel) pair per distinct start and length: a deal of 36 cards is 12 such
        # pairs, not 36, which keeps the Python work of starting a move small
        buckets: dict[tuple[int, int], QParallelAnimationGroup] = {}
        for m in plain:
            key = (m.delay, m.duration)
            par = buckets.get(key)
            if par is None:
                if m.delay > 0:
                    seq = QSequentialAnimationGroup(group)
                    seq.addPause(m.delay)
                    par = QParallelAnimationGroup(seq)
                    seq.addAnimation(par)
                    group.addAnimation(seq)
                else:
                    par = QParallelAnimationGroup(group)
                    group.addAnimation(par)
                buckets[key] = par
            item = m.item
            for prop, value, now in ((b"pos", m.pos, item.pos()), (b"rotation", m.rotation, item.rotation()),
                                     (b"scale", m.scale, item.scale()), (b"opacity", m.opacity, item.opacity())):
                if value is None or value == now:
                    continue
                anim = QPropertyAnimation(item, prop, par)
                anim.setDuration(max(1, m.duration))
                anim.setEndValue(value)
                anim.setEasingCurve(QEasingCurve.Type.OutCubic)
                par.addAnimation(anim)
        self._settle = settle
        self._then = finish
        self._group = group
        self._hold = hold
        group.finished.connect(self._done)
        group.start()
        return False

    def _done(self) -> None:
        finish, self._then = self._then, None
        group, self._group = self._group, None
        hold = self._hold
        settle, self._settle = self._settle, None
        if group is not None:
            group.deleteLater()
        if settle is not None:
            settle()
        if finish is not None:
            finish()  # may start the next part of the same move (then that part reports)
        if not hold:
            self._presented()

    def stop(self) -> None:
        """Drop the running group without finishing it (a new Partie starts)."""
        if self._group is not None:
            group, self._group = self._group, None
            self._then = None
            group.finished.disconnect(self._done)
            group.stop()
            group.deleteLater()
            self._settle = None

    def jump_to_end(self) -> None:
        """Let the running group reach its end values now (the table is about to be laid out anew)."""
        if self._group is not None:
            self._group.setCurrentTime(self._group.totalDuration())

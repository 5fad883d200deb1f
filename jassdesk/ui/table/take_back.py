"""A card the school's guide takes back: it sets out for the trick and comes back to the hand.

In a lesson a card that the rules allow but that is not the lesson's answer is answered "try
again".  Left in the hand, it looks as if the click was missed; moving it half way to its place in
the trick and back shows that it was played and that it is the person's again.  A card the rules
forbid never leaves the hand (as at the table): only the bubble answers it.

The move is the table's own: the speed setting sets its length, and at speed *instant* there is
none.  A move of the table (a relayout, the next event) first puts the card back at its place, so
the two never pull at the same card.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QEasingCurve, QObject, QPointF, QPropertyAnimation, QSequentialAnimationGroup

from ..items import CardItem

#: how far towards its place in the trick the card goes before it comes back
REACH = 0.55


class TakeBack(QObject):
    """At most one card on its way out and back; ``home`` says where a card of the hand rests."""

    def __init__(self, parent: QObject, home: Callable[[CardItem], QPointF]) -> None:
        super().__init__(parent)
        self._home = home
        self._group: QSequentialAnimationGroup | None = None
        self._item: CardItem | None = None
        self._arrived: Callable[[], None] | None = None

    @property
    def running(self) -> bool:
        return self._group is not None

    def show(self, item: CardItem, towards: QPointF, ms: int, home: Callable[[], None]) -> None:
        """``item`` goes towards ``towards`` (a top-left corner) and back to its place in ``ms`` each way;
        ``home`` is called when it is back (at once without a move; not when the table cut the move short:
        then what ``home`` would show is already past)."""
        self.settle()
        if ms <= 0 or item.scene() is None:
            home()
            return
        start = self._home(item)
        out = start + (towards - start) * REACH
        group = QSequentialAnimationGroup(self)
        for end, curve in ((out, QEasingCurve.Type.OutCubic), (start, QEasingCurve.Type.InOutCubic)):
            anim = QPropertyAnimation(item, b"pos", group)
            anim.setDuration(ms)
            anim.setEndValue(end)
            anim.setEasingCurve(curve)
            group.addAnimation(anim)
        item.setZValue(item.zValue() + 200)  # over its neighbours on the way
        group.finished.connect(self._arrive)
        self._group, self._item, self._arrived = group, item, home
        group.start()

    def settle(self) -> None:
        """The card is at its place in the hand now (the move, if any, is dropped)."""
        self._end()

    def _arrive(self) -> None:
        arrived = self._arrived
        self._end()
        if arrived is not None:
            arrived()

    def _end(self) -> None:
        group, item = self._group, self._item
        self._group = self._item = self._arrived = None
        if group is not None:
            group.finished.disconnect(self._arrive)
            group.stop()
            group.deleteLater()
        if item is not None and item.scene() is not None:
            item.setZValue(item.zValue() - 200)
            item.setPos(self._home(item))

"""Speech bubbles at the seats: what a player says, and why the person's action was refused.

A bubble belongs to the moment that caused it: each says which later moments end it (an event
type shown on the table, :data:`AWAITING` when the next decision is offered, :data:`ACTED` when
the person's action was taken), besides its time running out.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable, Union

from PySide6.QtCore import QObject, QPointF, Signal

from jassdesk.cards.provider import CARD_ASPECT

from ..items import BubbleItem
from .layout import chips_top

if TYPE_CHECKING:
    from .host import TableHost

AT_CARD = -1  # the key of a refusal shown at the card the person clicked
AT_TABLE = -2  # the key of what the table says to all, in its middle
AWAITING = "awaiting"  # the next decision is offered
ACTED = "acted"  # the person's action was taken
Moment = Union[type, str]
LINK_MS = 9000  # how long a refusal with a "Why?" link stays (the pointer on it holds it longer)


class Bubbles(QObject):
    """At most one bubble per seat (and one at a card); each goes after its time."""

    said = Signal(int, str, str)  # a bubble appeared: its key (a seat, AT_CARD, AT_TABLE), text and kind

    def __init__(self, table: "TableHost") -> None:
        super().__init__(table)
        self.table = table
        self.items: dict[int, BubbleItem] = {}
        self._until: dict[int, frozenset[Moment]] = {}

    def _put(self, key: int, b: BubbleItem, ms: int, until: Iterable[Moment]) -> None:
        self._drop(key)
        if b.link:  # a refusal with its "Why?": time to read it and reach the link
            ms = max(ms, LINK_MS)
        self.items[key] = b
        self._until[key] = frozenset(until)
        b.expire_after(ms, lambda: self.items.get(key) is b and self.items.pop(key, None))
        self.said.emit(key, b.text, b.kind)

    def _drop(self, key: int) -> None:
        old = self.items.pop(key, None)
        self._until.pop(key, None)
        if old is not None:
            self.table.remove(old)

    def drop(self, key: int) -> None:
        """The bubble at ``key`` goes now (what it said is shown otherwise)."""
        self._drop(key)

    def passed(self, moment: Moment) -> None:
        """``moment`` happened: the bubbles it ends go."""
        for key in [k for k, until in self._until.items() if moment in until]:
            self._drop(key)

    def say(self, seat: int, text: str, until: Iterable[Moment], ms: int = 2400, kind: str = "speech",
            link: str = "") -> BubbleItem:
        """A bubble at the seat, its tail towards the seat's hand, until one of the moments ``until``."""
        table = self.table
        if table.controller.fast_forward and not table.controller.taking_back:
            ms = 1  # what was said before the save is not said again (after an undo it is: it was just said)
        side = table.side(seat)
        tail = {"bottom": "down", "top": "up", "left": "left", "right": "right"}[side]
        b = BubbleItem(text, tail, kind=kind, link=link)
        table.addItem(b)
        g = table.geo
        a = table.layout_hand(seat).anchor()
        depth = g.bw * CARD_ASPECT
        if side == "bottom":  # above the row of chips, left of the centre so the trick stays visible
            tip = QPointF(g.w / 2 - g.tw * 1.2, chips_top(g) - 40 - 8)  # room for two rows of chips
        elif side == "top":
            tip = QPointF(a.x(), g.margin + depth + 8)
        elif side == "left":
            tip = QPointF(a.x() + depth / 2 + 8, a.y())
        else:
            tip = QPointF(a.x() - depth / 2 - 8, a.y())
        b.place_at(tip, g.rect)
        self._put(seat, b, ms, until)
        return b

    def at_card(self, tip: QPointF, text: str, link: str = "", ms: int = 3200) -> BubbleItem:
        """A refusal pointing at the card the person tried: it goes with the next action or decision."""
        g = self.table.geo
        b = BubbleItem(text, "down", kind="warning", max_width=min(320.0, g.w * 0.6), link=link)
        self.table.addItem(b)
        b.place_at(tip, g.rect)
        self._put(AT_CARD, b, ms, (ACTED, AWAITING))
        return b

    def at_table(self, text: str, until: Iterable[Moment], ms: int = 6000) -> BubbleItem:
        """What the table says to all (the draw for the dealer tied), in its middle, until one of ``until``."""
        table = self.table
        if table.controller.fast_forward and not table.controller.taking_back:
            ms = 1  # as what the seats said before the save
        b = BubbleItem(text, "none", kind="speech", max_width=min(300.0, table.geo.w * 0.5))
        table.addItem(b)
        oval = table.layout_trick().oval()  # at the top of the middle, clear of the seats' bubbles beside it
        b.place_at(QPointF(oval.center().x(), oval.top() + b.box.height() / 2 + 4), table.geo.rect)
        self._put(AT_TABLE, b, ms, until)
        return b

    def clear(self) -> None:
        for key in list(self.items):
            self._drop(key)

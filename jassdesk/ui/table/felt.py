"""The cards on the felt and the piles they lie in: the hands, the trick, the stock with its turned card,
the pack before the deal and the cards drawn for the dealer.

The piles own their card items (as a patience game's piles own their cards): the felt makes the items,
moves them between its piles, lays each pile out at its place (:mod:`.layout`) and removes them.  What the
cards mean is the controller's; the felt only keeps what is painted in order.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import QObject, QPointF

from jassdesk.app.game_config import PERSON
from jassdesk.cards.provider import CARD_ASPECT

from ..items import CardItem
from .animator import Move
from .layout import Slot

if TYPE_CHECKING:
    from .host import TableHost


class Felt(QObject):
    """The piles of card items on the table."""

    def __init__(self, host: "TableHost", on_click: Callable[[int], None],
                 on_hover: Callable[[int, bool], None]) -> None:
        super().__init__(host)  # the host is the scene, a QObject: the felt goes with it
        self.host = host
        self._on_click = on_click
        self._on_hover = on_hover
        self.hands: dict[int, list[CardItem]] = {}
        self.trick: list[tuple[int, CardItem]] = []  # (seat, its card), in the order played
        self.stock: list[CardItem] = []
        self.turned_item: CardItem | None = None  # the turned trump at the bottom of the stock
        self.pack_items: list[CardItem] = []  # the pack in front of the dealer, top last
        self.drawn_items: list[CardItem] = []  # the cards drawn for the dealer
        self.shown_in_hand: CardItem | None = None  # the turned trump card in the dealer's hand, while shown

    # -- items -----------------------------------------------------------------------------

    def new_card(self, card: int | None, face_up: bool, at: QPointF | None = None) -> CardItem:
        host = self.host
        item = CardItem(host.provider, card, host.geo.tw, face_up)
        item.set_dpr(host.dpr)
        item.clicked.connect(self._on_click)
        item.hovered.connect(self._on_hover)
        host.addItem(item)
        if at is not None:
            item.setPos(at - QPointF(host.geo.tw / 2, host.geo.tw * CARD_ASPECT / 2))
        return item

    def clear(self, seats: int | None) -> None:
        """Every card goes; ``seats`` empty hands are left (None: no Partie, no hands)."""
        remove = self.host.remove
        for items in self.hands.values():
            for it in items:
                remove(it)
        for _, it in self.trick:
            remove(it)
        for it in self.stock + self.pack_items + self.drawn_items:
            remove(it)
        remove(self.turned_item)
        self.turned_item = None
        self.hands = {s: [] for s in range(seats)} if seats is not None else {}
        self.trick, self.stock, self.pack_items, self.drawn_items = [], [], [], []

    def gather_for_a_new_hand(self, seats: int) -> list[CardItem]:
        """A hand starts: the hands, the stock and the turned card are taken off their piles (the drawn cards
        too, after those), and returned for the caller to fade out; ``seats`` empty hands are left."""
        old = self.drawn_items
        self.drawn_items = []
        for items in self.hands.values():
            old.extend(items)
        old.extend(self.stock)
        if self.turned_item is not None:
            old.append(self.turned_item)
        self.stock, self.turned_item = [], None
        self.hands = {s: [] for s in range(seats)}
        return old

    def person_cards(self) -> list[CardItem]:
        return self.hands.get(PERSON, [])

    def in_trick(self, item: CardItem) -> bool:
        return any(it is item for _, it in self.trick)

    # -- places ----------------------------------------------------------------------------

    def relayout(self) -> None:
        """Every pile at its place for the current size (no animation)."""
        host = self.host
        for seat, items in self.hands.items():
            for item, slot in zip(items, host.layout_hand(seat).slots(len(items))):
                self._put(item, slot)
                item.base = slot.pos
                if seat == PERSON:
                    item.setPos(self.lifted(item, slot.pos))
        trick = host.layout_trick()
        for i, (seat, item) in enumerate(self.trick):
            self._put(item, trick.slot(host.side(seat), seat, i))
            item.setZValue(trick.z(host.side(seat), i))  # the card size may have changed the order
        stock = host.layout_stock()
        for i, item in enumerate(self.stock):
            self._put(item, stock.slot(i))
        if self.turned_item is not None:
            self._put(self.turned_item, stock.turned_slot())
        pack = host.layout_pack()
        for i, item in enumerate(self.pack_items):
            self._put(item, pack.slot(i))

    @staticmethod
    def _put(item: CardItem, slot: Slot) -> None:
        item.set_width(slot.width)
        item.setScale(1.0)
        item.setPos(slot.pos)
        item.setRotation(slot.rotation)

    def sort_person_items(self, order: list[int]) -> None:
        """The person's cards in the hand model's order."""
        items = self.hands.get(PERSON, [])
        items.sort(key=lambda it: order.index(it.card) if it.card in order else 99)

    def relayout_moves(self, seat: int, duration: int | None = None) -> list[Move]:
        """The moves that close up a seat's hand (after a card left it or came in)."""
        host = self.host
        items = self.hands.get(seat, [])
        d = host.ms("relayout") if duration is None else duration
        moves = []
        for i, (item, slot) in enumerate(zip(items, host.layout_hand(seat).slots(len(items)))):
            item.base = slot.pos
            item.setZValue(10 + i)
            pos = self.lifted(item, slot.pos) if seat == PERSON else slot.pos
            moves.append(Move(item, pos, slot.rotation, 1.0, 0, d, width=slot.width))
        return moves

    def lifted(self, item: CardItem, base: QPointF) -> QPointF:
        """Where a card of the person's hand is: raised if playable, more if hovered or focused."""
        lift = 0.0
        g = self.host.geo
        if item.legal:
            lift += g.lift
        if item.hover and item.interactive:
            lift += g.lift * 0.6
        if item.focused:
            lift += g.lift * 0.4
        return QPointF(base.x(), base.y() - lift)

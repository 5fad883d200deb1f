"""What a game's own table (:mod:`.game_table` and the games after it) may ask of the table it is on.

A game's hooks (its own choice, its own events, the points on a plate, the hand's summary, the Partie's
end) get the table as a :class:`GameStage`: the language, the card art, the sizes, the names, the hand's
mode and points, the decision on offer (:class:`Offers`: the panels a game's own choice is built with) and
the plates (:class:`Plates`), acting and the status line.  It is a protocol: the table's scene is one, a test
may hand over anything with these members.  Nothing here imports a part of the table.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterable, Protocol

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance
    from PySide6.QtWidgets import QGraphicsItem

    from jassdesk.app.controller import GameController
    from jassdesk.cards.provider import CardImageProvider
    from jassdesk.engine.cards import Deck
    from jassdesk.engine.modes import Mode

    from ..items import BubbleItem, ButtonItem, NamePlate, PanelItem
    from .layout import Geometry


class Offers(Protocol):
    """The decision on offer, as a game's own choice builds it (the table's choices)."""

    items: list[Any]  # its panels (and the pack)
    chips: list[ButtonItem]  # its buttons

    def add_panel(self, title: str) -> PanelItem: ...

    def add_button(self, label: str, action: Any, parent: Any = None, kind: str = "normal",
                   size: tuple[float, float] = (150, 46)) -> ButtonItem: ...

    def place(self) -> None: ...

    def clear(self) -> None: ...

    def rooms(self) -> list[tuple[float, float, float]]:
        """(width, top, bottom) of the places a panel of the choice may take, best first."""
        ...


class Plates(Protocol):
    """The seats' plates and the trump badge, as a game's events change them."""

    def update(self, *args: Any) -> None: ...

    def update_badge(self) -> None: ...


class GameStage(Protocol):
    """The table as a game's hooks see it."""

    controller: GameController
    provider: CardImageProvider
    geo: Geometry  # the sizes of the table now
    dpr: float
    mode: Mode | None  # the hand's mode, once known
    taken: list[int]  # the card points each side has taken in this hand
    plates: dict[int, NamePlate]

    @property
    def message(self) -> SignalInstance:
        """The status line: ``message.emit(text)``."""
        ...

    @property
    def lang(self) -> str: ...

    @property
    def deck(self) -> Deck: ...

    @property
    def choices(self) -> Offers: ...

    @property
    def seats(self) -> Plates: ...

    @property
    def bubbles(self) -> dict[int, BubbleItem]:
        """The speech bubbles on the table, by seat."""
        ...

    def addItem(self, item: QGraphicsItem) -> None: ...  # noqa: N802 (Qt's name)

    def seat_name(self, seat: int) -> str: ...

    def side_name(self, side: int) -> str: ...

    def announce(self, seat: int, text: str, until: Iterable[Any], ms: int = 2400) -> None: ...

    def act(self, action: Any) -> None:
        """The person's action, handed to the controller (a refusal is shown with its reason)."""
        ...

    def request_hint(self) -> None: ...

"""A widget that lies over the whole table with a card in its middle: the welcome, the cover between two people.

Both are widgets over the table's view rather than dialogs, so nothing waits in a nested event loop and the
table behind keeps its state.  What they share is here: the widget follows the view's size, the card (a
``QFrame`` styled through :func:`~jassdesk.ui.styled.keep_styled`, so larger text and high contrast reach it)
stays in the middle, as wide as it may be and as high as its texts need, and a change of language retranslates
it.  Each says what lies behind the card by its own :meth:`paintEvent` (the welcome dims the table, the cover
hides it).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QFrame, QWidget

from .styled import keep_styled

#: the room kept free around the card, each side
MARGIN = 12


class CardOverTable(QWidget):
    """Covers ``parent`` (the table's view) whole, with ``self.card`` in its middle, at most ``card_width`` wide."""

    def __init__(self, parent: QWidget, name: str, card_name: str, style: str, card_width: int) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.setAttribute(Qt.WidgetAttribute.WA_NoMousePropagation)  # clicks beside the card stay off the table
        self.card_width = card_width
        self.card = QFrame(self)
        self.card.setObjectName(card_name)
        keep_styled(self.card, style)
        parent.installEventFilter(self)
        self.card.installEventFilter(self)  # new texts (another language, larger text) need another height
        self.setGeometry(parent.rect())
        self.hide()

    def retranslate(self) -> None:
        """Every text in the current language (each card says its own)."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The table's resizes (this widget covers it) and the card's texts changing (its height follows them)."""
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize:
            self.setGeometry(self.parentWidget().rect())
        elif watched is self.card and event.type() == QEvent.Type.LayoutRequest:
            self.place_card()
        return super().eventFilter(watched, event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def resizeEvent(self, event) -> None:  # noqa: ANN001
        super().resizeEvent(event)
        self.place_card()

    def place_card(self) -> None:
        """The card in the middle of the table, as wide as it may be and as high as its texts need."""
        width = max(200, min(self.card_width, self.width() - 2 * MARGIN))
        layout = self.card.layout()
        if layout is None:
            return
        height = min(layout.heightForWidth(width) if layout.hasHeightForWidth() else self.card.sizeHint().height(),
                     self.height() - 2 * MARGIN)
        self.card.setGeometry((self.width() - width) // 2, max(MARGIN, (self.height() - height) // 2),
                              width, max(height, 0))

"""The table for a screen reader: an accessible object over each thing a person can see or use on it.

The table is one QGraphicsView whose cards, plates, chips and panels are graphics items, which Qt's
accessibility tree does not see.  So the view carries *stand-ins*: small widgets that paint nothing and let
every click and key through to the table, each lying exactly over the item it stands for, with the item's
name, role and state in the person's language (:mod:`.table_words`).  A screen reader (Orca over AT-SPI,
NVDA or Narrator over UI Automation) reads them as the table's children, in the order a person reads the
table: the players, the trick, the hand, the choice on offer, a panel; it presses a card or a button
through its action (AT-SPI's "Press"), which does what a click on the item does, the engine's refusal
included.

The stand-ins follow the scene (debounced after it changes, so an animation is not followed frame by
frame), and the announcer's sentences go out as Qt's announcement events (polite, or assertive where the
person is to act).  Proxy widgets of the scene (the Differenzler bid panel) get stand-ins for their
buttons and slider, which act on the real ones.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from PySide6.QtCore import QObject, QRect, QRectF, Qt, QTimer
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QAccessibleEvent
from PySide6.QtWidgets import (QAbstractSlider, QGraphicsProxyWidget, QGraphicsView, QLabel, QPushButton, QSlider,
                               QWidget)

from ..items import ButtonItem, PanelItem

if TYPE_CHECKING:
    from .announcer import Announcer
    from .felt import Felt
    from .host import TableHost
    from .overlays import Overlays

SYNC_MS = 60  # the stand-ins follow the table this long after it changed


def send(event: Any) -> None:  # noqa: ANN401
    """One event to the screen reader (a function of its own, so a test can hear what is sent)."""
    QAccessible.updateAccessibility(event)


def _quiet(widget: QWidget) -> QWidget:
    """A stand-in: it paints nothing, takes no focus and lets the mouse through to the table."""
    widget.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
    widget.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
    widget.setAutoFillBackground(False)
    widget.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    return widget


class StandInButton(QPushButton):
    """A card or button of the table as a push button: pressed (by a screen reader's action), it presses."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        _quiet(self)
        self.press: Callable[[], None] | None = None
        self.clicked.connect(lambda: self.press() if self.press is not None else None)

    def paintEvent(self, event: Any) -> None:  # noqa: ANN401, N802 - the table draws it
        pass


class StandInText(QLabel):
    """A thing the table shows but that does nothing (a card in the trick, a plate): static text."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        _quiet(self)

    def paintEvent(self, event: Any) -> None:  # noqa: ANN401, N802
        pass


class StandInSlider(QSlider):
    """A slider of a proxy widget (the bid): the same range and value, and a value set here is set there."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        _quiet(self)
        self.real: QAbstractSlider | None = None
        self.valueChanged.connect(self._to_real)

    def follow(self, real: QAbstractSlider) -> None:
        self.real = None
        self.setRange(real.minimum(), real.maximum())
        self.setSingleStep(real.singleStep())
        self.setPageStep(real.pageStep())
        self.setValue(real.value())
        self.real = real

    def _to_real(self, value: int) -> None:
        if self.real is not None and self.real.value() != value:
            self.real.setValue(value)

    def paintEvent(self, event: Any) -> None:  # noqa: ANN401, N802
        pass


class Group(QWidget):
    """The stand-ins of one part of the table (the players, the trick, the hand, ...), over the whole view."""

    def __init__(self, parent: QWidget, name: Callable[[], str]) -> None:
        super().__init__(parent)
        _quiet(self)
        self.name = name
        self.stand_ins: dict[type, list[QWidget]] = {}

    def fill(self, entries: list[tuple[type, QRect, str, Callable[[QWidget], None]]]) -> list[QWidget]:
        """One stand-in per entry (its class, place, name and a setup), reusing those of the last fill;
        returns them in the entries' order."""
        name = self.name()
        if self.accessibleName() != name:
            self.setAccessibleName(name)
        used: dict[type, int] = {}
        shown: list[QWidget] = []
        for kind, rect, text, setup in entries:
            pool = self.stand_ins.setdefault(kind, [])
            i = used.get(kind, 0)
            used[kind] = i + 1
            if i == len(pool):
                pool.append(kind(self))
            widget = pool[i]
            if widget.geometry() != rect:
                widget.setGeometry(rect)
            if widget.accessibleName() != text:
                widget.setAccessibleName(text)
            setup(widget)
            if widget.isHidden():
                widget.show()
            shown.append(widget)
        for kind, pool in self.stand_ins.items():  # what the table no longer shows leaves the tree
            for widget in pool[used.get(kind, 0):]:
                widget.deleteLater()
            del pool[used.get(kind, 0):]
        return shown


def _nothing(widget: QWidget) -> None:
    pass


class TableAccess(QObject):
    """The stand-ins of one table view, and its announcements: ``table`` is the view's scene, whose cards are on
    ``felt``, its panels in ``overlays``, and whose sentences the ``announcer`` says."""

    def __init__(self, view: QGraphicsView, table: "TableHost", felt: "Felt", overlays: "Overlays",
                 announcer: "Announcer") -> None:
        super().__init__(view)
        self.view = view
        self.table = table
        self.felt = felt
        self.overlays = overlays
        self.words = announcer.words
        viewport = view.viewport()
        self.players = Group(viewport, lambda: self.tr("Players"))
        self.trick = Group(viewport, lambda: self.tr("The trick"))
        self.hand = Group(viewport, lambda: self.tr("Your cards"))
        self.choice = Group(viewport, self._choice_name)
        self.panel = Group(viewport, self._panel_name)
        self.groups = (self.players, self.trick, self.hand, self.choice, self.panel)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(SYNC_MS)
        self._timer.timeout.connect(self.sync)
        table.changed.connect(self._soon)
        announcer.spoken.connect(self.announce)
        self.sent: list[tuple[str, bool]] = []  # the announcements sent (for the measures; bounded below)
        self._focus: tuple[Any, str] | None = None  # the item under the keyboard's cursor, and its name, last said
        self.covered = False  # the table lies under the cover between two people's turns: nothing to read

    def set_covered(self, covered: bool) -> None:
        """Hide every stand-in while the table is covered (its cards are another person's), show them after."""
        self.covered = covered
        for group in self.groups:
            group.setVisible(not covered)
        if not covered:
            self._soon()

    # -- announcements -----------------------------------------------------------------------

    def announce(self, text: str, assertive: bool) -> None:
        """Qt's announcement event for the screen reader: assertive interrupts, polite waits its turn."""
        self.sent.append((text, assertive))
        del self.sent[:-400]
        event = QAccessibleAnnouncementEvent(self.view, text)
        event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive if assertive
                            else QAccessible.AnnouncementPoliteness.Polite)
        send(event)

    # -- the stand-ins -------------------------------------------------------------------------

    def _soon(self, *args: Any) -> None:
        if not self._timer.isActive():
            self._timer.start()

    def _rect(self, item: Any, rect: QRectF | None = None) -> QRect:
        scene_rect = item.mapRectToScene(rect if rect is not None else item.boundingRect())
        return self.view.mapFromScene(scene_rect).boundingRect()

    def _choice_name(self) -> str:
        panel = next((it for it in self.table.choices.items if isinstance(it, PanelItem) and it.title), None)
        return panel.title if panel is not None else self.tr("Choices")

    def _panel_name(self) -> str:
        panel = self.overlays.panel or self.overlays.last_trick
        return panel.title if panel is not None else self.tr("Panel")

    def sync(self) -> None:
        """Every stand-in where its item is, with its name as the table shows it now."""
        if self.covered:
            return
        table, words = self.table, self.words
        for group in self.groups:
            group.setGeometry(self.view.viewport().rect())
        self.players.fill([(StandInText, self._rect(plate), words.plate(seat, plate), _nothing)
                           for seat, plate in sorted(table.plates.items()) if plate.isVisible()])
        self.trick.fill([(StandInText, self._rect(item, item.card_rect()),
                          words.seat_card(seat, item.card if item.face_up else None), _nothing)
                         for seat, item in self.felt.trick])
        cards = self.felt.person_cards()
        items: list[Any] = list(cards)
        widgets = self.hand.fill([(StandInButton, self._rect(item, item.card_rect()), words.hand_card(item),
                                   self._card_setup(item.card)) for item in cards])
        chips = self._shown([*table.choices.chips, *self._fixtures()])
        items += chips
        widgets += self.choice.fill(self._buttons(chips) + self._proxied())[:len(chips)]
        panel = self.overlays.panel or self.overlays.last_trick
        entries: list[tuple[type, QRect, str, Callable[[QWidget], None]]] = []
        panel_buttons = self._shown(panel.buttons) if panel is not None else []
        if panel is not None:
            entries.append((StandInText, self._rect(panel), words.panel(panel), _nothing))
            entries.extend(self._buttons(panel_buttons))
        items += panel_buttons
        widgets += self.panel.fill(entries)[1:]
        self._follow_cursor(items, widgets)

    def _follow_cursor(self, items: list[Any], widgets: list[QWidget]) -> None:
        """The screen reader's focus goes where the keyboard's cursor is (a card of the hand, a chip, a
        panel's button), as Qt has a widget whose focus it draws itself say it: a Focus event for its stand-in."""
        focused = next(((item, widget) for item, widget in zip(items, widgets) if item.focused), None)
        if focused is None:
            self._focus = None
            return
        item, widget = focused
        if self._focus is not None and self._focus[0] is item and self._focus[1] == widget.accessibleName():
            return
        self._focus = (item, widget.accessibleName())
        interface = QAccessible.queryAccessibleInterface(widget)
        if interface is not None:
            send(QAccessibleEvent(interface, QAccessible.Event.Focus))

    def _fixtures(self) -> list[ButtonItem]:
        """The table's own buttons, where shown: the last trick, undo."""
        return [b for b in (self.table.last_trick_button, self.table.undo_button) if b.isVisible() and b.text]

    def _shown(self, buttons: list[ButtonItem]) -> list[ButtonItem]:
        return [b for b in buttons if b.isVisible() and b.scene() is self.table]

    def _buttons(self, buttons: list[ButtonItem]) -> list[tuple[type, QRect, str, Callable[[QWidget], None]]]:
        words = self.words
        return [(StandInButton, self._rect(b, QRectF(0, 0, b.w, b.h)), words.button(b), self._button_setup(b))
                for b in buttons]

    def _card_setup(self, card: int | None) -> Callable[[QWidget], None]:
        def setup(widget: QWidget) -> None:
            widget.press = (lambda: self.table.play_card(card)) if card is not None else None
        return setup

    @staticmethod
    def _button_setup(button: ButtonItem) -> Callable[[QWidget], None]:
        def setup(widget: QWidget) -> None:
            widget.setEnabled(button.enabled)
            widget.press = button.press
        return setup

    def _proxied(self) -> list[tuple[type, QRect, str, Callable[[QWidget], None]]]:
        """Stand-ins for the widgets of the table's proxy widgets (the bid panel): buttons, sliders, texts."""
        entries: list[tuple[type, QRect, str, Callable[[QWidget], None]]] = []
        for item in self.table.items():
            if not isinstance(item, QGraphicsProxyWidget) or not item.isVisible() or item.widget() is None:
                continue
            root = item.widget()
            for child in root.findChildren(QWidget):
                if not child.isVisibleTo(root):
                    continue
                rect = self._rect(item, QRectF(child.mapTo(root, child.rect().topLeft()), child.size().toSizeF()))
                name = child.accessibleName() or (child.text() if hasattr(child, "text") else "")
                if isinstance(child, QPushButton):
                    entries.append((StandInButton, rect, name, self._widget_button_setup(child)))
                elif isinstance(child, QAbstractSlider):
                    entries.append((StandInSlider, rect, name or self.tr("Value"),
                                    lambda w, real=child: w.follow(real)))
                elif isinstance(child, QLabel) and child.text():
                    entries.append((StandInText, rect, child.text(), _nothing))
        return entries

    @staticmethod
    def _widget_button_setup(real: QPushButton) -> Callable[[QWidget], None]:
        def setup(widget: QWidget) -> None:
            widget.setEnabled(real.isEnabled())
            widget.press = real.click
        return setup


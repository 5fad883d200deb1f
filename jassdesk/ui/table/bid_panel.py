"""The Differenzler bid on the table: a number field and a slider that say the same value, a Suggest button
(the hint) and the Bid button, on a panel in the middle of the table.

Everything works by keys: the field takes digits, Up/Down change the bid by 1 and Page Up/Page Down by 10
(in the field and on the slider), Enter bids.  The slider's range is the engine's legal bids; the field takes
any three digits, so a bid out of range reaches the engine, which refuses it with its own reason (shown on
the panel and in the refusal's bubble).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, QPointF, QRegularExpression, Qt, QTimer
from PySide6.QtGui import QKeyEvent, QRegularExpressionValidator
from PySide6.QtWidgets import (
    QGraphicsProxyWidget,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QProxyStyle,
    QPushButton,
    QSlider,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from jassdesk.app.game_config import PERSON
from jassdesk.engine.actions import Bid
from jassdesk.i18n.numbers import number

from ..items import PanelItem
from ..look import look, px, text_scale

if TYPE_CHECKING:
    from .stage import GameStage

#: key -> change of the bid, in the field and on the slider
STEPS = {Qt.Key.Key_Up: 1, Qt.Key.Key_Down: -1, Qt.Key.Key_PageUp: 10, Qt.Key.Key_PageDown: -10}
ENTER = (Qt.Key.Key_Return, Qt.Key.Key_Enter)
PANEL_W = 520.0
MIN_W = 440.0  # narrower, the field, the slider and the two buttons crowd each other

STYLE = """
QWidget#bidControl { background: transparent; }
QLineEdit { font-size: {22}px; font-weight: 700; color: #1f1a14; background: white; border: 2px solid #8a6d3b;
            border-radius: 6px; padding: 2px 6px; }
QLineEdit:focus { border-color: #d49a1c; }
QPushButton { font-size: {15}px; font-weight: 600; padding: 6px 14px; border-radius: 8px; color: #1f1a14;
              background: #efe3c4; border: 1px solid #8a6d3b; }
QPushButton:focus { border: 2px solid #d49a1c; }
QPushButton#bidButton { background: #2e7d4f; color: white; border: 1px solid #1f5c39; }
QPushButton#bidButton:disabled { background: #9fb8a8; color: #eef3ef; }
QLabel { color: #4a3c28; font-size: {13}px; }
QLabel#bidNote { color: #1f1a14; font-size: {13}px; }
QLabel#bidRefusal { color: #a3261b; font-size: {13}px; font-weight: 600; }
QSlider::groove:horizontal { height: 8px; background: #d8c9a6; border-radius: 4px; }
QSlider::sub-page:horizontal { background: #d49a1c; border-radius: 4px; }
QSlider::handle:horizontal { width: 20px; margin: -7px 0; border-radius: 10px; background: #2e7d4f;
                             border: 2px solid white; }
QSlider:focus::handle:horizontal { border: 2px solid #d49a1c; }
"""

# the same in high contrast: white on black, yellow for what is chosen, cyan for the focus, thicker lines
HIGH_CONTRAST_STYLE = """
QWidget#bidControl { background: transparent; }
QLineEdit { font-size: {22}px; font-weight: 700; color: white; background: black; border: 3px solid white;
            border-radius: 6px; padding: 2px 6px; }
QLineEdit:focus { border: 4px solid #00ffff; }
QPushButton { font-size: {15}px; font-weight: 700; padding: 6px 14px; border-radius: 8px; color: white;
              background: black; border: 2px solid white; }
QPushButton:focus { border: 4px solid #00ffff; }
QPushButton#bidButton { background: #ffff00; color: black; border: 2px solid white; }
QPushButton#bidButton:focus { border: 4px solid #00ffff; }
QPushButton#bidButton:disabled { background: #262626; color: #c8c8c8; border: 2px dashed white; }
QLabel { color: white; font-size: {13}px; }
QLabel#bidNote { color: white; font-size: {13}px; }
QLabel#bidRefusal { color: #ff6e6e; font-size: {13}px; font-weight: 700; }
QSlider::groove:horizontal { height: 8px; background: #595959; border: 1px solid white; border-radius: 4px; }
QSlider::sub-page:horizontal { background: #ffff00; border-radius: 4px; }
QSlider::handle:horizontal { width: 20px; margin: -7px 0; border-radius: 10px; background: white;
                             border: 2px solid black; }
QSlider:focus::handle:horizontal { border: 3px solid #00ffff; }
"""


def bid_style() -> str:
    """The control's style sheet in the look in force, its font sizes at the text size in force."""
    sheet = HIGH_CONTRAST_STYLE if look().high_contrast else STYLE
    for size in (22, 15, 13):
        sheet = sheet.replace("{%d}px" % size, f"{px(size)}px")
    return sheet


class _JumpStyle(QProxyStyle):
    """A click on the slider's groove puts the handle there (not a page further): a newcomer points at 120."""

    def styleHint(self, hint, option=None, widget=None, returnData=None):  # noqa: ANN001, ANN201, N802
        if hint == QStyle.StyleHint.SH_Slider_AbsoluteSetButtons:
            return Qt.MouseButton.LeftButton.value
        return super().styleHint(hint, option, widget, returnData)


class BidControl(QWidget):
    """The field, the slider, the buttons and the notes; the panel holds it on the table."""

    def __init__(self, low: int, high: int, on_bid: Any, on_suggest: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("bidControl")
        self.setAttribute(Qt.WidgetAttribute.WA_TranslucentBackground)
        self.setStyleSheet(bid_style())
        self.low, self.high = low, high
        self._on_bid = on_bid
        self.field = QLineEdit()
        self.field.setValidator(QRegularExpressionValidator(QRegularExpression(r"\d{0,3}"), self.field))
        self.field.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.field.setFixedWidth(80)
        self.field.setPlaceholderText(f"{low}–{high}")
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(low, high)
        self.slider.setSingleStep(1)
        self.slider.setPageStep(10)
        self.slider.setMinimumWidth(100)
        self._jump = _JumpStyle()  # over the application's style (a style given here would be owned by it)
        self._jump.setParent(self)
        self.slider.setStyle(self._jump)
        self.bid_button = QPushButton(self.tr("Bid"))
        self.bid_button.setObjectName("bidButton")
        self.bid_button.setEnabled(False)
        self.suggest_button = QPushButton(self.tr("Suggest"))
        self.suggest_button.setToolTip(self.tr("The hint: what the Expert would bid, and why (H)"))
        range_text = self.tr("%1 to %2 points").replace("%1", number(low)).replace("%2", number(high))
        self.field.setToolTip(range_text)
        self.slider.setToolTip(range_text)
        self.field.setAccessibleName(self.tr("Your bid in points"))
        self.slider.setAccessibleName(self.tr("Your bid"))
        self.field.setAccessibleDescription(range_text)
        self.slider.setAccessibleDescription(range_text)
        self.note = QLabel(self.tr("How many points will you make? Type a number or move the slider, then press "
                                   "Enter."))
        self.note.setObjectName("bidNote")
        self.note.setWordWrap(True)
        self.refusal = QLabel()
        self.refusal.setObjectName("bidRefusal")
        self.refusal.setWordWrap(True)
        self.refusal.hide()
        row = QHBoxLayout()  # one row: the panel stays low enough for the room between the plates
        row.addWidget(self.field)
        row.addWidget(self.slider, 1)
        row.addWidget(self.suggest_button)
        row.addWidget(self.bid_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(8)
        layout.addLayout(row)
        layout.addWidget(self.note)
        layout.addWidget(self.refusal)
        self.field.textEdited.connect(self._typed)
        self.slider.valueChanged.connect(self._slid)
        self.bid_button.clicked.connect(self.confirm)
        self.suggest_button.clicked.connect(on_suggest)
        for w in (self.field, self.slider):
            w.installEventFilter(self)
        self.setTabOrder(self.field, self.slider)
        self.setTabOrder(self.slider, self.suggest_button)
        self.setTabOrder(self.suggest_button, self.bid_button)

    # -- the value -----------------------------------------------------------------------------

    def value(self) -> int | None:
        text = self.field.text()
        return int(text) if text else None

    def set_value(self, points: int) -> None:
        self.field.setText(str(points))
        self._typed(self.field.text())

    def _typed(self, text: str) -> None:
        self.bid_button.setEnabled(bool(text))
        self._refusal_gone()
        if text:
            self.slider.blockSignals(True)
            self.slider.setValue(max(self.low, min(self.high, int(text))))  # the slider shows what it can
            self.slider.blockSignals(False)

    def _slid(self, value: int) -> None:
        self.field.setText(str(value))
        self.bid_button.setEnabled(True)
        self._refusal_gone()

    def _refusal_gone(self) -> None:
        """A new value: the refusal of the last one goes, the note is back."""
        self.refusal.hide()
        self.note.show()

    def step(self, by: int) -> None:
        now = self.value()
        start = self.slider.value() if now is None else now
        self.set_value(max(self.low, min(self.high, start + by)))

    def confirm(self) -> None:
        points = self.value()
        if points is None:
            self.note.setText(self.tr("Type a number or move the slider first."))
            return
        self._on_bid(points)

    def show_refusal(self, text: str) -> None:
        """In the note's place, so the panel keeps its size (and its room on the table)."""
        self.refusal.setText(text)
        self.note.hide()
        self.refusal.show()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            key = event.key()
            if key in ENTER:
                self.confirm()
                return True
            if key in STEPS:
                self.step(STEPS[Qt.Key(key)])
                return True
        return super().eventFilter(watched, event)


class BidPanel(PanelItem):
    """The panel round the bid control, placed in the first room of the table it fits (see Choices.place)."""

    def __init__(self, table: "GameStage", low: int, high: int) -> None:
        super().__init__(PANEL_W, 200)
        self.title = self.tr("Your bid")
        self.table = table
        self.control = BidControl(low, high, self._bid, table.request_hint)
        self.proxy = QGraphicsProxyWidget(self)
        self.proxy.setWidget(self.control)
        table.controller.refused.connect(self._refused)

    def _bid(self, points: int) -> None:
        self.table.act(Bid(points))

    def _refused(self, action: Any, reason: str) -> None:
        """The engine's reason under the field; the refusal's bubble (with its "Why?") goes below the panel,
        where it covers neither the field nor the hint's reason."""
        if not isinstance(action, Bid) or self.scene() is None:
            return
        self.control.show_refusal(reason)
        self.place_in(self.table.choices.rooms())
        QTimer.singleShot(0, self, self._bubble_below)  # the scene puts its bubble up after this signal

    def _bubble_below(self) -> None:
        bubble = self.table.bubbles.get(PERSON)
        if bubble is not None and self.scene() is not None:
            tip = QPointF(self.x() + self.w / 2, self.y() + self.h + 8 + bubble.box.height() + 10)
            bubble.place_at(tip, self.table.geo.rect)

    def take_hint(self, best: Any, reason: str) -> None:
        """The hint's bid goes into the field, its reason under it."""
        if isinstance(best, Bid):
            self.control.set_value(best.points)
            self.control.note.setText(reason)
            self.place_in(self.table.choices.rooms())

    def focus(self) -> None:
        """The field takes the keys (the panel is on the table)."""
        scene = self.scene()
        if scene is not None:
            scene.setFocusItem(self.proxy)
        self.control.field.setFocus()

    def place_in(self, rooms: list[tuple[float, float, float]]) -> None:
        """As wide as the room allows (at most PANEL_W), centred in the first room it fits in: between the
        side plates if the table is wide enough, else across the table below them (see Choices.rooms)."""
        g = self.table.geo
        k = text_scale()  # a larger text wants a wider panel
        usable = [room for room in rooms if room[0] >= min(MIN_W, g.w - 8)] or [(g.w - 8, g.margin, g.h)]
        for max_w, top, bottom in usable:
            w = min(PANEL_W * k, max_w)
            self.control.setFixedWidth(int(w - 2 * self.PAD))
            self.set_size(w, self.h)
            inner_h = self.control.heightForWidth(int(w - 2 * self.PAD))
            inner_h = max(inner_h, self.control.sizeHint().height())
            h = self.body_top + inner_h + self.PAD
            if h <= bottom - top:
                break
        self.control.setFixedHeight(int(inner_h))
        self.set_size(w, h)
        self.proxy.setPos(self.PAD, self.body_top)
        y = (top + bottom - h) / 2 if h <= bottom - top else g.mid_y - h / 2
        self.setPos(g.centre.x() - w / 2, max(4.0, min(y, g.h - h - 4)))


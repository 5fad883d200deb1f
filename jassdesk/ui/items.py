"""The graphics items of the table: cards, buttons, speech bubbles, name plates, panels.

Every item is a :class:`QGraphicsObject`, so its ``pos``, ``opacity``,
``rotation`` and ``scale`` can be driven by :class:`QPropertyAnimation`.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPainterPath, QPen, \
    QPixmap
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from jassdesk.cards.provider import CARD_ASPECT, CardImageProvider

from .look import look, px, still, text_scale

SIGN_DISC = QColor("#fffaf0")  # the light disc a suit's sign stands on, in every look

# card picture (by the provider pixmap's cacheKey) -> the same with its drop shadow
_SHADOWED: dict[tuple[int, str], QPixmap] = {}
# (kind, width, dpr) -> a highlight or the dimming of a card that size
_OVERLAYS: dict[tuple, QPixmap] = {}
OVERLAY_MARGIN = 6.0

# Fraction of a card's width / height the corner index occupies (generator INDEX_BOX 53 x 104 of 240 x 360).
INDEX_W = 53.0 / 240.0
INDEX_H = 104.0 / 360.0


def ui_font(size: float, bold: bool = False) -> QFont:
    """The table's font at a designed pixel ``size``, times the text scale in force (:mod:`.look`)."""
    font = QFont()
    font.setFamilies(["Inter", "Noto Sans", "DejaVu Sans", "Segoe UI", "Helvetica Neue", "Arial"])
    font.setPixelSize(max(8, round(size * text_scale())))
    if bold:
        font.setWeight(QFont.Weight.DemiBold)
    return font


class CardItem(QGraphicsObject):
    """One card on the table: face or back, drawn from the provider at the view's pixel ratio.

    ``legal`` lifts and outlines it, ``dimmed`` greys it, ``hinted`` gives
    it a gold glow; hovering lifts a card of the person's hand.
    """

    clicked = Signal(int)  # card
    hovered = Signal(int, bool)

    def __init__(self, provider: CardImageProvider, card: int | None, width: float, face_up: bool,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.provider = provider
        self.card = card
        self._width = width
        self.face_up = face_up
        self.dpr = 1.0
        self.dimmed = False
        self.legal = False
        self.hinted = False
        self.focused = False
        self.value_text = ""
        self.interactive = False
        self.hover = False
        self.base = QPointF()
        self.setTransformOriginPoint(width / 2, width * CARD_ASPECT / 2)
        # A moving, turning or scaling card must not be repainted in Python every frame: it is painted
        # once into an item-coordinate cache at the screen's pixel ratio and only redrawn on update().
        self._apply_cache()

    # -- geometry ---------------------------------------------------------------

    @property
    def width(self) -> float:
        return self._width

    @property
    def height(self) -> float:
        return self._width * CARD_ASPECT

    def _apply_cache(self) -> None:
        # A back is one drawPixmap of a shared picture: cheaper to draw than to cache per item.
        if not self.face_up:
            self.setCacheMode(QGraphicsItem.CacheMode.NoCache)
            return
        r = self.boundingRect()
        k = max(1.0, self.dpr)  # exact: cards are shown at their own width (scale 1) when at rest
        self.setCacheMode(QGraphicsItem.CacheMode.ItemCoordinateCache, QSize(round(r.width() * k),
                                                                              round(r.height() * k)))

    def set_dpr(self, dpr: float) -> None:
        if dpr != self.dpr:
            self.dpr = dpr
            self._apply_cache()
            self.update()

    def set_width(self, width: float) -> None:
        if abs(width - self._width) > 0.01:
            self.prepareGeometryChange()
            self._width = width
            self.setTransformOriginPoint(width / 2, self.height / 2)
            self._apply_cache()
            self.update()

    def boundingRect(self) -> QRectF:
        m = 6.0
        return QRectF(-m, -m, self._width + 2 * m, self.height + 2 * m)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(QRectF(0, 0, self._width, self.height), self._width * 0.06, self._width * 0.06)
        return path

    def card_rect(self) -> QRectF:
        return QRectF(0, 0, self._width, self.height)

    def index_rect(self) -> QRectF:
        """The top-left corner index in scene coordinates (it must never be covered in the hand)."""
        return self.mapRectToScene(QRectF(0, 0, self._width * INDEX_W, self.height * INDEX_H))

    # -- state -----------------------------------------------------------------------

    def set_face(self, card: int | None, face_up: bool) -> None:
        changed = face_up != self.face_up
        self.card, self.face_up = card, face_up
        if changed:
            self._apply_cache()
        self.update()

    def set_flags(self, *, legal: bool | None = None, dimmed: bool | None = None, hinted: bool | None = None,
                  focused: bool | None = None) -> None:
        """Change the highlights; the card is repainted (its cache refilled) only if one changed."""
        before = (self.legal, self.dimmed, self.hinted, self.focused)
        if legal is not None:
            self.legal = legal
        if dimmed is not None:
            self.dimmed = dimmed
        if hinted is not None:
            self.hinted = hinted
        if focused is not None:
            self.focused = focused
        if (self.legal, self.dimmed, self.hinted, self.focused) != before:
            self.update()

    def set_interactive(self, on: bool) -> None:
        if on == self.interactive and self.acceptHoverEvents() == on:
            return
        self.interactive = on
        self.setAcceptHoverEvents(on)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton if on else Qt.MouseButton.NoButton)
        self.setCursor(Qt.CursorShape.PointingHandCursor if on else Qt.CursorShape.ArrowCursor)

    def pixmap(self) -> QPixmap:
        if self.face_up and self.card is not None:
            return self.provider.pixmap(self.card, round(self._width), self.dpr)
        return self.provider.back_pixmap(round(self._width), self.dpr)

    # -- painting --------------------------------------------------------------------

    def shadowed(self) -> QPixmap:
        """The card's picture with its drop shadow, composed once per picture (one drawPixmap per paint)."""
        pix = self.pixmap()
        key = (pix.cacheKey(), look().name)
        out = _SHADOWED.get(key)
        if out is not None:
            return out
        dpr = pix.devicePixelRatio()
        w, h = pix.width() / dpr, pix.height() / dpr
        out = QPixmap(round((w + 4) * dpr), round((h + 5) * dpr))
        out.setDevicePixelRatio(dpr)
        out.fill(Qt.GlobalColor.transparent)
        p = QPainter(out)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(Qt.PenStyle.NoPen)
        radius = w * 0.06
        shadow = look().shadow
        if shadow is not None:
            p.setBrush(shadow)
            p.drawRoundedRect(QRectF(1.5, 2.5, w, h), radius, radius)
        p.drawPixmap(QPointF(0, 0), pix)
        p.end()
        _SHADOWED[key] = out
        if len(_SHADOWED) > 300:
            _SHADOWED.pop(next(iter(_SHADOWED)))
        return out

    def overlay(self, kind: str) -> QPixmap:
        """A highlight (gold hint glow, focus ring, legal outline) or the dimming, drawn once per size."""
        key = (kind, round(self._width, 2), round(self.dpr, 3), look().name)
        out = _OVERLAYS.get(key)
        if out is not None:
            return out
        m = OVERLAY_MARGIN
        dpr = self.dpr
        out = QPixmap(round((self._width + 2 * m) * dpr), round((self.height + 2 * m) * dpr))
        out.setDevicePixelRatio(dpr)
        out.fill(Qt.GlobalColor.transparent)
        p = QPainter(out)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.translate(m, m)
        rect = self.card_rect()
        radius = self._width * 0.06
        p.setBrush(Qt.BrushStyle.NoBrush)
        lk = look()
        if kind == "hinted":
            glow = lk.hint_glow
            for i, alpha in ((5, 60), (3, 140), (1.5, 255)):
                p.setPen(QPen(QColor(glow.red(), glow.green(), glow.blue(), 255 if lk.high_contrast else alpha),
                              i * 1.2))
                p.drawRoundedRect(rect.adjusted(-i / 2, -i / 2, i / 2, i / 2), radius, radius)
        elif kind == "focused":
            w = lk.focus_width
            p.setPen(QPen(lk.focus, w))
            p.drawRoundedRect(rect.adjusted(-w / 2, -w / 2, w / 2, w / 2), radius, radius)
        elif kind == "legal":
            w = 3.0 if lk.high_contrast else 1.6
            p.setPen(QPen(lk.legal_outline, w))
            p.drawRoundedRect(rect.adjusted(-w / 2, -w / 2, w / 2, w / 2), radius, radius)
        else:  # dimmed
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(lk.dim)
            p.drawRoundedRect(rect, radius, radius)
        p.end()
        _OVERLAYS[key] = out
        if len(_OVERLAYS) > 64:
            _OVERLAYS.pop(next(iter(_OVERLAYS)))
        return out

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.card_rect()
        painter.drawPixmap(QPointF(0, 0), self.shadowed())
        # the hint's gold glow, and the keyboard's ring on it too when the cursor is there (H moves it there)
        kinds = (["hinted"] if self.hinted else []) + \
            (["focused"] if self.focused else ["legal"] if self.legal and not self.hinted else [])
        for kind in kinds:
            painter.drawPixmap(QPointF(-OVERLAY_MARGIN, -OVERLAY_MARGIN), self.overlay(kind))
        if self.dimmed:
            painter.drawPixmap(QPointF(-OVERLAY_MARGIN, -OVERLAY_MARGIN), self.overlay("dimmed"))
        if self.value_text:
            font = ui_font(max(10.0, self._width * 0.15), bold=True)
            fm = QFontMetricsF(font)
            w = fm.horizontalAdvance(self.value_text) + 10
            h = fm.height() + 2
            badge = QRectF(rect.right() - w - 2, rect.bottom() - h - 4, w, h)
            lk = look()
            painter.setPen(QPen(lk.value_text, 1.5) if lk.high_contrast else Qt.PenStyle.NoPen)
            painter.setBrush(lk.value_badge if not self.hinted else lk.value_badge_hinted)
            painter.drawRoundedRect(badge, h / 2, h / 2)
            painter.setFont(font)
            painter.setPen(lk.value_text)
            painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, self.value_text)

    # -- mouse -------------------------------------------------------------------------

    def mousePressEvent(self, event) -> None:  # noqa: ANN001
        if self.interactive and self.card is not None and event.button() == Qt.MouseButton.LeftButton:
            event.accept()
            self.clicked.emit(self.card)
        else:
            event.ignore()

    def hoverEnterEvent(self, event) -> None:  # noqa: ANN001
        self.hover = True
        if self.card is not None:
            self.hovered.emit(self.card, True)

    def hoverLeaveEvent(self, event) -> None:  # noqa: ANN001
        self.hover = False
        if self.card is not None:
            self.hovered.emit(self.card, False)


class ButtonItem(QGraphicsObject):
    """A button drawn on the felt: optional icon, a label, checkable, enabled or not."""

    clicked = Signal()

    def __init__(self, text: str, icon: QPixmap | None = None, parent: QGraphicsItem | None = None,
                 size: tuple[float, float] = (150, 44), checkable: bool = False, kind: str = "normal") -> None:
        super().__init__(parent)
        self.text = text
        self.icon = icon
        self.w, self.h = size
        self.checkable = checkable
        self.checked = False
        self.kind = kind  # "normal", "primary", "chip"
        self.hover = False
        self.highlight = False
        self.focused = False  # the keyboard's choice: Enter presses it
        self.enabled = True
        self.subtitle = ""
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # painted once, then blitted

    def boundingRect(self) -> QRectF:
        return QRectF(-6, -6, self.w + 12, self.h + 12)

    def set_size(self, w: float, h: float) -> None:
        self.prepareGeometryChange()
        self.w, self.h = w, h
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.w, self.h)
        radius = min(12.0, self.h / 2)
        if self.kind == "chip":
            radius = self.h / 2
        lk = look()
        painter.setPen(Qt.PenStyle.NoPen)
        if lk.shadow is not None:
            painter.setBrush(QColor(0, 0, 0, 80))
            painter.drawRoundedRect(rect.translated(0, 2), radius, radius)
        grad = QLinearGradient(0, 0, 0, self.h)
        chosen = self.kind == "primary" or self.checked
        if chosen:
            top, bottom = lk.chosen_top, lk.chosen_bottom
        else:
            top, bottom = lk.button_top, lk.button_bottom
        if self.hover and self.enabled and not lk.high_contrast:
            top, bottom = top.lighter(104), bottom.lighter(108)
        if not self.enabled:
            top, bottom = lk.disabled_top, lk.disabled_bottom
        grad.setColorAt(0, top)
        grad.setColorAt(1, bottom)
        painter.setBrush(QBrush(grad))
        border = lk.turn if (self.highlight or self.checked) else lk.button_border
        pen = QPen(border, 3 if self.highlight else lk.line_width)
        if not self.enabled and lk.high_contrast:
            pen.setStyle(Qt.PenStyle.DashLine)  # greyed is not told by a shade alone
        if self.hover and self.enabled and lk.high_contrast:
            pen.setWidthF(lk.line_width + 1.5)
        painter.setPen(pen)
        painter.drawRoundedRect(rect, radius, radius)
        if self.focused:
            w = lk.focus_width
            painter.setPen(QPen(lk.focus, w))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-1 - w / 2, -1 - w / 2, 1 + w / 2, 1 + w / 2), radius + 2, radius + 2)
        x = 12.0
        if self.icon is not None and not self.icon.isNull():
            s = self.icon.width() / self.icon.devicePixelRatio()
            painter.drawPixmap(QPointF(x, (self.h - s) / 2), self.icon)
            x += s + 8
        text_colour = lk.disabled_text if not self.enabled else lk.chosen_text if chosen else lk.button_text
        painter.setPen(text_colour)
        font = ui_font(min(17.0, self.h * 0.38 / text_scale()), bold=True)
        painter.setFont(font)
        text_rect = QRectF(x, 0, self.w - x - 10, self.h)
        align = Qt.AlignmentFlag.AlignVCenter | (
            Qt.AlignmentFlag.AlignLeft if self.icon is not None else Qt.AlignmentFlag.AlignHCenter)
        if self.icon is None:
            text_rect = QRectF(8, 0, self.w - 16, self.h)
        if self.subtitle:
            painter.drawText(text_rect.adjusted(0, 0, 0, -self.h * 0.32), align, self.text)
            painter.setFont(ui_font(min(12.0, self.h * 0.26 / text_scale())))
            painter.setPen(text_colour if chosen or not self.enabled else lk.button_quiet)
            painter.drawText(text_rect.adjusted(0, self.h * 0.42, 0, 0), align, self.subtitle)
        else:
            painter.drawText(text_rect, align, self.text)

    def hoverEnterEvent(self, event) -> None:  # noqa: ANN001
        self.hover = True
        self.update()

    def hoverLeaveEvent(self, event) -> None:  # noqa: ANN001
        self.hover = False
        self.update()

    def mousePressEvent(self, event) -> None:  # noqa: ANN001
        event.accept()

    def mouseReleaseEvent(self, event) -> None:  # noqa: ANN001
        if event.button() == Qt.MouseButton.LeftButton and self.boundingRect().contains(event.pos()):
            self.press()

    def press(self) -> None:
        """What a click does (also Enter on the focused button)."""
        if self.checkable and self.enabled:
            self.checked = not self.checked
            self.update()
        self.clicked.emit()

    def set_focused(self, on: bool) -> None:
        if on != self.focused:
            self.focused = on
            self.update()


LINGER_MS = 2500  # a bubble with a link stays this long after the pointer has left it


class BubbleItem(QGraphicsObject):
    """A speech bubble at a seat; fades out after ``ms`` milliseconds (0: stays).

    With a ``link`` (a refusal's "Why?") the bubble shows it underlined and a click emits ``clicked``.
    """

    clicked = Signal()

    def __init__(self, text: str, tail: str = "down", parent: QGraphicsItem | None = None,
                 max_width: float = 260, kind: str = "speech", link: str = "", detail: str = "") -> None:
        super().__init__(parent)
        self.text = text
        self.link = link
        self.detail = detail  # a line in smaller, quieter type under the text (a hint's figure)
        self.tail = tail  # where the speaker is: "down", "up", "left", "right", "none"
        self.kind = kind  # "speech", "warning", "hint"
        self.font = ui_font(15, bold=(kind == "speech"))
        fm = QFontMetricsF(self.font)
        wrap = int(Qt.TextFlag.TextWordWrap)
        text_rect = fm.boundingRect(QRectF(0, 0, max_width, 1000), wrap, text)
        detail_rect = QFontMetricsF(self._detail_font()).boundingRect(QRectF(0, 0, max_width, 1000), wrap, detail) \
            if detail else QRectF()
        self.detail_h = detail_rect.height() + 4 if detail else 0.0
        self.pad = 10.0
        self.link_h = QFontMetricsF(self._link_font()).height() + 4 if link else 0.0
        link_w = QFontMetricsF(self._link_font()).horizontalAdvance(link) if link else 0.0
        self.box = QRectF(0, 0, max(text_rect.width(), detail_rect.width(), link_w) + 2 * self.pad + 2,
                          text_rect.height() + self.detail_h + self.link_h + 2 * self.pad)
        if link:
            self.setCursor(Qt.CursorShape.PointingHandCursor)
            self.setAcceptHoverEvents(True)  # the pointer on it holds it: a click on its link always lands
        else:
            self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(1000)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._timer: QTimer | None = None

    def boundingRect(self) -> QRectF:
        return self.box.adjusted(-14, -14, 14, 14)

    def anchor_offset(self) -> QPointF:
        """Where the tail's tip is, relative to the item's origin."""
        b = self.box
        return {
            "down": QPointF(b.center().x(), b.bottom() + 10),
            "up": QPointF(b.center().x(), b.top() - 10),
            "left": QPointF(b.left() - 10, b.center().y()),
            "right": QPointF(b.right() + 10, b.center().y()),
        }.get(self.tail, b.center())

    def place_at(self, tip: QPointF, bounds: QRectF | None = None) -> None:
        pos = tip - self.anchor_offset()
        if bounds is not None:
            x = min(max(pos.x(), bounds.left() + 4), bounds.right() - self.box.width() - 4)
            y = min(max(pos.y(), bounds.top() + 4), bounds.bottom() - self.box.height() - 4)
            pos = QPointF(x, y)
        self.setPos(pos)

    def expire_after(self, ms: int, on_gone: Callable[[], None] | None = None) -> None:
        if ms <= 0:
            return
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(lambda: self._gone(on_gone))
        self._timer.start(ms)

    def _gone(self, on_gone: Callable[[], None] | None) -> None:
        scene = self.scene()
        if scene is not None:
            scene.removeItem(self)
        if on_gone is not None:
            on_gone()
        self.deleteLater()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        lk = look()
        fill = {"speech": lk.speech_fill, "warning": lk.warning_fill, "hint": lk.hint_fill}[self.kind]
        border = {"speech": lk.speech_border, "warning": lk.warning_border, "hint": lk.hint_border}[self.kind]
        path = QPainterPath()
        path.addRoundedRect(self.box, 10, 10)
        b = self.box
        tri = QPainterPath()
        if self.tail == "down":
            c = b.center().x()
            tri.moveTo(c - 9, b.bottom() - 1)
            tri.lineTo(c, b.bottom() + 10)
            tri.lineTo(c + 9, b.bottom() - 1)
        elif self.tail == "up":
            c = b.center().x()
            tri.moveTo(c - 9, b.top() + 1)
            tri.lineTo(c, b.top() - 10)
            tri.lineTo(c + 9, b.top() + 1)
        elif self.tail == "left":
            c = b.center().y()
            tri.moveTo(b.left() + 1, c - 9)
            tri.lineTo(b.left() - 10, c)
            tri.lineTo(b.left() + 1, c + 9)
        elif self.tail == "right":
            c = b.center().y()
            tri.moveTo(b.right() - 1, c - 9)
            tri.lineTo(b.right() + 10, c)
            tri.lineTo(b.right() - 1, c + 9)
        if not tri.isEmpty():
            tri.closeSubpath()
            path = path.united(tri)
        painter.setPen(Qt.PenStyle.NoPen)
        if lk.shadow is not None:
            painter.setBrush(lk.shadow)
            painter.drawPath(path.translated(1.5, 3))
        painter.setBrush(fill)
        painter.setPen(QPen(border, 3.0 if lk.high_contrast else 1.6))
        painter.drawPath(path)
        painter.setFont(self.font)
        painter.setPen(lk.bubble_text)
        painter.drawText(self.box.adjusted(self.pad, self.pad, -self.pad, -self.pad - self.link_h - self.detail_h),
                         int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap), self.text)
        if self.detail:
            painter.setFont(self._detail_font())
            painter.setPen(lk.bubble_quiet)
            painter.drawText(QRectF(self.pad, self.box.bottom() - self.pad - self.link_h - self.detail_h + 4,
                                    self.box.width() - 2 * self.pad, self.detail_h - 4),
                             int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap), self.detail)
        if self.link:
            painter.setFont(self._link_font())
            painter.setPen(lk.link)
            painter.drawText(QRectF(self.pad, self.box.bottom() - self.pad - self.link_h, self.box.width()
                                    - 2 * self.pad, self.link_h), int(Qt.AlignmentFlag.AlignCenter), self.link)

    @staticmethod
    def _link_font() -> QFont:
        font = ui_font(13, True)
        font.setUnderline(True)
        return font

    @staticmethod
    def _detail_font() -> QFont:
        return ui_font(12.5)

    def hoverEnterEvent(self, event) -> None:  # noqa: ANN001
        if self._timer is not None:
            self._timer.stop()  # it does not go while the pointer is on it

    def hoverLeaveEvent(self, event) -> None:  # noqa: ANN001
        if self._timer is not None:
            self._timer.start(LINGER_MS)

    def mousePressEvent(self, event) -> None:  # noqa: ANN001
        event.accept()
        if event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit()


class NamePlate(QGraphicsObject):
    """Name, AI level, and the dealer (D), Vorhand and on-turn markers of one seat."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.name = ""
        self.level = ""
        self.dealer = False
        self.vorhand = False
        self.turn = False
        self.thinking = False
        self.partner = False
        self.dealer_label = "D"
        self.vorhand_label = "V"
        self.points = ""  # the card points the seat's side has taken in this hand
        self.w, self.h = 170.0, 44.0
        self._phase = 0
        self._anim = QTimer(self)
        self._anim.setInterval(350)
        self._anim.timeout.connect(self._tick)
        self.setZValue(50)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return QRectF(-6, -6, self.w + 12, self.h + 12)

    def set_state(self, **kw) -> None:  # noqa: ANN003
        for k, v in kw.items():
            setattr(self, k, v)
        if self.thinking and not self._anim.isActive() and not still():
            self._anim.start()
        elif not self.thinking and self._anim.isActive():
            self._anim.stop()
        self.prepareGeometryChange()
        fm_name = QFontMetricsF(ui_font(15, True))
        fm_small = QFontMetricsF(ui_font(12))
        k = text_scale()
        self.h = px(44)
        self.w = max(120.0 * k, fm_name.horizontalAdvance(self.name) + (24 + 58) * k,
                     fm_small.horizontalAdvance(self.level) + (24 + 58) * k) + self._points_width()
        self.update()

    def _points_width(self) -> float:
        return QFontMetricsF(ui_font(13, True)).horizontalAdvance(self.points) + px(18) if self.points else 0.0

    def _tick(self) -> None:
        self._phase = (self._phase + 1) % 4
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.w, self.h)
        lk = look()
        k = text_scale()
        if self.turn and lk.turn_glow is not None:
            painter.setPen(QPen(lk.turn_glow, 7))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), self.h / 2, self.h / 2)
        if self.turn:
            pen = QPen(lk.turn, 4 if lk.high_contrast else 2)
        else:
            pen = QPen(lk.plate_border, 2 if lk.high_contrast else 1)
        painter.setPen(pen)
        painter.setBrush(lk.plate_fill)
        painter.drawRoundedRect(rect, self.h / 2, self.h / 2)
        painter.setPen(lk.plate_text)
        painter.setFont(ui_font(15, True))
        text_x = 16.0 * k
        painter.drawText(QRectF(text_x, 3, self.w - 70 * k, self.h * 0.55), int(Qt.AlignmentFlag.AlignLeft |
                         Qt.AlignmentFlag.AlignBottom), self.name)
        painter.setFont(ui_font(12))
        painter.setPen(lk.plate_quiet)
        dots = "…" if still() else "." * (self._phase + 1)  # still: the dots do not count up
        level = self.level + (" " + dots if self.thinking else "")
        painter.drawText(QRectF(text_x, self.h * 0.55, self.w - 70 * k, self.h * 0.42),
                         int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop), level)
        # the side's points of this hand, then the markers, at the right end
        x = self.w - 10 * k
        if self.points:
            pw = self._points_width() - 6 * k
            x -= pw
            pill = QRectF(x, self.h / 2 - 11 * k, pw, 22 * k)
            painter.setPen(QPen(lk.turn, 1.4))
            painter.setBrush(QColor(0, 0, 0, 60))
            painter.drawRoundedRect(pill, 11 * k, 11 * k)
            painter.setPen(lk.turn)
            painter.setFont(ui_font(13, True))
            painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, self.points)
            x -= 4 * k
        for on, label, color in ((self.dealer, self.dealer_label, lk.dealer_marker),
                                 (self.vorhand, self.vorhand_label, lk.vorhand_marker)):
            if not on:
                continue
            r = 11.0 * k
            x -= 2 * r + 2
            painter.setPen(QPen(QColor(0, 0, 0, 120), 1))
            painter.setBrush(color)
            painter.drawEllipse(QPointF(x + r, self.h / 2), r, r)
            painter.setPen(lk.marker_text)
            painter.setFont(ui_font(12, True))
            painter.drawText(QRectF(x, self.h / 2 - r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, label)


class ModeBadge(QGraphicsObject):
    """The mode in force: its sign, its name and the multiplier."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.sign: QPixmap | None = None
        self.title = ""
        self.text = ""
        self.multiplier = 1
        self.w, self.h = 190.0 * text_scale(), 58.0 * text_scale()
        self.setZValue(40)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, self.w + 8, self.h + 8)

    def set_mode(self, sign: QPixmap | None, title: str, text: str, multiplier: int) -> None:
        self.sign, self.title, self.text, self.multiplier = sign, title, text, multiplier
        fm = QFontMetricsF(ui_font(16, True))
        k = text_scale()
        extra = 44 * k if multiplier > 1 else 0
        self.prepareGeometryChange()
        title_w = QFontMetricsF(ui_font(11)).horizontalAdvance(title)  # "This trick: Obenabe" (Slalom) is long
        self.w = max(150.0 * k, max(fm.horizontalAdvance(text), title_w) + 72 * k + extra)
        self.h = 58.0 * k
        self.setVisible(bool(text))
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.w, self.h)
        lk = look()
        k = text_scale()
        painter.setPen(QPen(lk.plate_border, 2 if lk.high_contrast else 1))
        painter.setBrush(lk.plate_fill)
        painter.drawRoundedRect(rect, 12, 12)
        disc = QRectF(8 * k, 7 * k, 44 * k, 44 * k)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(SIGN_DISC)  # the suits' signs are drawn for a light ground
        painter.drawEllipse(disc)
        if self.sign is not None:
            s = self.sign.width() / self.sign.devicePixelRatio()
            painter.drawPixmap(QPointF(disc.center().x() - s / 2, disc.center().y() - s / 2), self.sign)
        painter.setPen(lk.plate_quiet)
        painter.setFont(ui_font(11))
        painter.drawText(QRectF(62 * k, 6 * k, self.w - 66 * k, 18 * k), int(Qt.AlignmentFlag.AlignLeft |
                         Qt.AlignmentFlag.AlignVCenter), self.title)
        painter.setPen(lk.plate_text)
        painter.setFont(ui_font(16, True))
        painter.drawText(QRectF(62 * k, 24 * k, self.w - 66 * k, 26 * k), int(Qt.AlignmentFlag.AlignLeft |
                         Qt.AlignmentFlag.AlignVCenter), self.text)
        if self.multiplier > 1:
            chip = QRectF(self.w - 46 * k, 16 * k, 38 * k, 26 * k)
            painter.setBrush(lk.turn)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawRoundedRect(chip, 13 * k, 13 * k)
            painter.setPen(lk.marker_text)
            painter.setFont(ui_font(14, True))
            painter.drawText(chip, Qt.AlignmentFlag.AlignCenter, f"×{self.multiplier}")


class DirectionMark(QGraphicsObject):
    """Beside the trick in Slalom and Guschti: the direction of the trick being played (an arrow down for
    Obenabe, up for Undenufe) and its name."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.sign: QPixmap | None = None
        self.text = ""
        self.w, self.h = 96.0, 64.0
        self.setZValue(35)
        self.setVisible(False)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.w, self.h)

    def set_direction(self, sign: QPixmap | None, text: str) -> None:
        self.sign, self.text = sign, text
        self.prepareGeometryChange()
        self.w = max(64.0 * text_scale(), QFontMetricsF(ui_font(12, True)).horizontalAdvance(text) + 12)
        self.h = 46.0 + QFontMetricsF(ui_font(12, True)).height()
        self.setVisible(sign is not None)
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        lk = look()
        disc = QRectF(self.w / 2 - 21, 0, 42, 42)
        painter.setPen(QPen(lk.turn, 2))
        painter.setBrush(SIGN_DISC)
        painter.drawEllipse(disc)
        if self.sign is not None:
            s = self.sign.width() / self.sign.devicePixelRatio()
            painter.drawPixmap(QPointF(disc.center().x() - s / 2, disc.center().y() - s / 2), self.sign)
        painter.setFont(ui_font(12, True))
        label = QRectF(0, 44, self.w, self.h - 44)
        if lk.high_contrast:  # the felt under it is black: the name gets a frame of its own
            painter.setPen(QPen(lk.plate_border, 1.5))
            painter.setBrush(lk.plate_fill)
            painter.drawRoundedRect(label, 6, 6)
        painter.setPen(lk.plate_text)
        painter.drawText(label, int(Qt.AlignmentFlag.AlignCenter), self.text)


class PanelItem(QGraphicsObject):
    """A framed panel on the table (hand summary, Partie end, a choice, last trick).

    It sizes itself to its text (:meth:`fit`): the title wraps rather than being cut, the table's
    columns are as wide as their longest cell, and :meth:`clipped` names any text that would not
    fit all the same (the tests ask it).
    """

    PAD = 20.0
    ROW_H = 25.0  # at the designed text size; a row is ``row_h`` high

    @property
    def row_h(self) -> float:
        return self.ROW_H * text_scale()

    def __init__(self, w: float, h: float, title: str = "", parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.w, self.h = w, h
        self.title = title
        self.lines: list[tuple[str, ...]] = []  # rows of a small table: label, then one cell per column
        self.header: tuple[str, ...] = ()
        self.footer = ""
        self.captions: list[tuple[QRectF, str]] = []  # small texts under pictures (names under cards)
        self.buttons: list[ButtonItem] = []
        self.setZValue(900)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    # -- fonts and measures -----------------------------------------------------------------

    TITLE_FONT = staticmethod(lambda: ui_font(20, True))
    HEADER_FONT = staticmethod(lambda: ui_font(13, True))
    FOOTER_FONT = staticmethod(lambda: ui_font(14))
    CAPTION_FONT = staticmethod(lambda: ui_font(12, True))

    @staticmethod
    def row_font(strong: bool) -> QFont:
        return ui_font(14, strong)

    def _title_height(self, w: float) -> float:
        if not self.title:
            return 0.0
        fm = QFontMetricsF(self.TITLE_FONT())
        r = fm.boundingRect(QRectF(0, 0, w - 2 * self.PAD, 1000), int(Qt.TextFlag.TextWordWrap), self.title)
        return max(34.0, r.height() + 6)

    @property
    def body_top(self) -> float:
        """Where the content starts, under the (perhaps wrapped) title."""
        return 12 + self._title_height(self.w) + 10 if self.title else self.PAD

    def _columns(self) -> tuple[float, float, int]:
        """(label width, cell width, number of columns) the table needs."""
        rows = [self.header, *self.lines] if self.header else list(self.lines)
        cols = max(len(r) for r in rows) if rows else 1
        label_w = max((QFontMetricsF(self.row_font(r[0].startswith("="))).horizontalAdvance(r[0].lstrip("="))
                       for r in self.lines), default=0.0)
        cell_w = 0.0
        for r in rows:
            fm = QFontMetricsF(self.HEADER_FONT() if r is self.header else self.row_font(r[0].startswith("=")))
            cell_w = max([cell_w, *(fm.horizontalAdvance(c) for c in r[1:])])
        return label_w + 12, cell_w + 12, cols

    def table_height(self) -> float:
        return self.row_h * (len(self.lines) + (1 if self.header else 0))

    def footer_height(self, w: float) -> float:
        if not self.footer:
            return 0.0
        fm = QFontMetricsF(self.FOOTER_FONT())
        return fm.boundingRect(QRectF(0, 0, w - 2 * self.PAD, 1000), int(Qt.TextFlag.TextWordWrap),
                               self.footer).height() + 8

    def needed_width(self) -> float:
        """The width at which the title fits on one line and the table and captions are not cut."""
        need = QFontMetricsF(self.TITLE_FONT()).horizontalAdvance(self.title) + 2 * self.PAD + 8
        if self.lines:
            label_w, cell_w, cols = self._columns()
            need = max(need, 2 * self.PAD + label_w + cell_w * (cols - 1))
        if self.buttons:
            need = max(need, sum(b.w for b in self.buttons) + 12 * (len(self.buttons) - 1) + 2 * self.PAD)
        return need

    BUTTON_GAP = 12.0

    def button_rows(self) -> list[list["ButtonItem"]]:
        """The buttons in rows as wide as the panel allows (one row where they fit, the first button first)."""
        rows: list[list[ButtonItem]] = []
        room = self.w - 2 * self.PAD
        for b in self.buttons:
            if rows and sum(x.w for x in rows[-1]) + self.BUTTON_GAP * len(rows[-1]) + b.w <= room:
                rows[-1].append(b)
            else:
                rows.append([b])
        return rows

    def buttons_height(self) -> float:
        rows = self.button_rows()
        return sum(max(b.h for b in row) for row in rows) + 10 * (len(rows) - 1)

    def fit(self, min_w: float, max_w: float, content_h: float = 0.0) -> None:
        """As wide as the text needs within [min_w, max_w]; as tall as title, table, ``content_h``,
        footer and buttons."""
        w = max(min_w, min(max_w, self.needed_width()))
        self.set_size(w, self.h)
        h = self.body_top + self.table_height() + content_h
        if self.footer:
            h += self.footer_height(w) + 4
        if self.buttons:
            h += self.buttons_height() + 30
        else:
            h += 14
        self.set_size(w, h)

    def clipped(self) -> list[str]:
        """The texts that do not fit where they are drawn (none, once :meth:`fit` had the room)."""
        out = []
        if self.title:
            fm = QFontMetricsF(self.TITLE_FONT())
            words = self.title.split()
            if any(fm.horizontalAdvance(wd) > self.w - 2 * self.PAD for wd in words):
                out.append(self.title)
        if self.lines:
            label_w, cell_w, cols = self._columns()
            avail_label, avail_cell = self._table_widths(cols)
            if avail_label + 0.5 < label_w or avail_cell + 0.5 < cell_w:
                out += [r[0].lstrip("=") for r in self.lines]
        fm = QFontMetricsF(self.CAPTION_FONT())
        out += [text for rect, text in self.captions if fm.horizontalAdvance(text) > rect.width() + 0.5]
        return out

    def _table_widths(self, cols: int) -> tuple[float, float]:
        _, cell_w, _ = self._columns()
        cell_w = cell_w if cols > 1 else 0.0
        return self.w - 2 * self.PAD - cell_w * (cols - 1), cell_w  # the label column takes the rest

    # -- item ---------------------------------------------------------------------------------

    def boundingRect(self) -> QRectF:
        return QRectF(-10, -10, self.w + 20, self.h + 20)

    def set_size(self, w: float, h: float) -> None:
        self.prepareGeometryChange()
        self.w, self.h = w, h
        self.update()

    def mousePressEvent(self, event) -> None:  # noqa: ANN001
        event.accept()  # a click on the panel is not a click on the table under it

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self.w, self.h)
        lk = look()
        painter.setPen(Qt.PenStyle.NoPen)
        if lk.shadow is not None:
            painter.setBrush(QColor(0, 0, 0, 90))
            painter.drawRoundedRect(rect.translated(0, 5), 16, 16)
        grad = QLinearGradient(0, 0, 0, self.h)
        grad.setColorAt(0, lk.panel_top)
        grad.setColorAt(1, lk.panel_bottom)
        painter.setBrush(QBrush(grad))
        painter.setPen(QPen(lk.panel_border, 3 if lk.high_contrast else 2))
        painter.drawRoundedRect(rect, 16, 16)
        pad = self.PAD
        if self.title:
            painter.setPen(lk.panel_text)
            painter.setFont(self.TITLE_FONT())
            painter.drawText(QRectF(pad, 12, self.w - 2 * pad, self._title_height(self.w)),
                             int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap), self.title)
            painter.setPen(QPen(lk.panel_rule, 1))
            y = self.body_top - 6
            painter.drawLine(QPointF(pad, y), QPointF(self.w - pad, y))
        if self.lines:
            self._paint_table(painter)
        if self.captions:
            painter.setFont(self.CAPTION_FONT())
            painter.setPen(lk.panel_text)
            for r, text in self.captions:
                painter.drawText(r, int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop), text)
        if self.footer:
            painter.setPen(lk.panel_quiet)
            painter.setFont(self.FOOTER_FONT())
            top = self.body_top + self.table_height() + 4
            painter.drawText(QRectF(pad, top, self.w - 2 * pad, self.footer_height(self.w)),
                             int(Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap), self.footer)

    def _paint_table(self, painter: QPainter) -> None:
        cols = max(len(r) for r in [self.header, *self.lines])
        label_w, col_w = self._table_widths(cols)
        pad = self.PAD
        y = self.body_top
        row_h = self.row_h
        lk = look()
        if self.header:
            painter.setFont(self.HEADER_FONT())
            painter.setPen(lk.panel_quiet)
            for i, cell in enumerate(self.header[1:]):
                painter.drawText(QRectF(pad + label_w + i * col_w, y, col_w, row_h),
                                 int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter), cell)
            y += row_h
        for row in self.lines:
            strong = row[0].startswith("=")
            label = row[0].lstrip("=")
            if strong:
                painter.setPen(QPen(lk.panel_border, 1))
                painter.drawLine(QPointF(pad, y + 1), QPointF(self.w - pad, y + 1))
            painter.setFont(self.row_font(strong))
            painter.setPen(lk.panel_text)
            painter.drawText(QRectF(pad, y, label_w, row_h), int(Qt.AlignmentFlag.AlignLeft |
                             Qt.AlignmentFlag.AlignVCenter), label)
            for i, cell in enumerate(row[1:]):
                painter.drawText(QRectF(pad + label_w + i * col_w, y, col_w, row_h),
                                 int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter), cell)
            y += row_h


class PackItem(QGraphicsObject):
    """The pack spread face down for the cut: click between two cards to cut there."""

    cutAt = Signal(int)

    def __init__(self, provider: CardImageProvider, count: int, card_w: float, span: float,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.provider = provider
        self.count = count
        self.card_w = card_w
        self.span = span
        self.dpr = 1.0
        self.hover_pos: int | None = None
        self.allowed: set[int] = set()
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setZValue(300)

    @property
    def step(self) -> float:
        return (self.span - self.card_w) / max(1, self.count - 1)

    def boundingRect(self) -> QRectF:
        return QRectF(-6, -24, self.span + 12, self.card_w * CARD_ASPECT + 40)

    def position_at(self, x: float) -> int:
        """Cards lifted when cutting at x: the nearest gap between two cards (the left end is the top)."""
        pos = round(x / self.step) if self.step > 0 else 1
        return max(1, min(self.count - 1, pos))

    def x_of(self, position: int) -> float:
        """Where the gap above card ``position`` (0-based from the top) is."""
        return position * self.step

    def hoverMoveEvent(self, event) -> None:  # noqa: ANN001
        self.hover_pos = self.position_at(event.pos().x())
        self.update()

    def hoverLeaveEvent(self, event) -> None:  # noqa: ANN001
        self.hover_pos = None
        self.update()

    def mousePressEvent(self, event) -> None:  # noqa: ANN001
        event.accept()
        self.cutAt.emit(self.position_at(event.pos().x()))

    def move_split(self, d: int) -> None:
        """The arrow keys move where the cut would be (shown as on hover)."""
        start = self.count // 2 if self.hover_pos is None else self.hover_pos + d
        self.hover_pos = max(1, min(self.count - 1, start))
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pix = self.provider.back_pixmap(round(self.card_w), self.dpr)
        split = self.hover_pos
        for i in range(self.count):
            x = i * self.step
            y = 0.0
            if split is not None and i < split:
                y = -14.0
                x -= 6
            painter.drawPixmap(QPointF(x, y), pix)
        if split is not None:
            x = self.x_of(split) - 3
            color = look().turn if (not self.allowed or split in self.allowed) else look().cut_refused
            painter.setPen(QPen(color, 3))
            h = self.card_w * CARD_ASPECT
            painter.drawLine(QPointF(x, -20), QPointF(x, h + 10))

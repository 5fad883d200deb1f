"""Mode signs: the suit sign cut from the card art's own corner index, and drawn Obenabe/Undenufe arrows.

The suit signs are not a second drawing of the suits: they are the small
sign each card's SVG carries in its top-left index (see the generator's
``INDEX_BOX``), rendered through a view box around it.  So the sign always
matches the deck on the table, Swiss or French, in any colour variant.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QPainterPath, QPixmap

from jassdesk.cards.provider import CardImageProvider
from jassdesk.engine.cards import Card, Rank
from jassdesk.engine.modes import Mode

# The sign of the top-left corner index in card units (240 x 360 view box):
# INDEX_CX = 26, the sign's centre 12 + 46 + 8 + 18 = 84, 36 units tall.
SIGN_BOX = QRectF(6.0, 64.0, 40.0, 40.0)

_cache: dict[tuple, QPixmap] = {}


def suit_sign(provider: CardImageProvider, suit: int, size: int, dpr: float = 1.0) -> QPixmap:
    """The sign of ``suit`` in the provider's current face set, ``size`` px square."""
    key = ("suit", provider.face_set.value, suit, size, round(dpr, 3))
    pix = _cache.get(key)
    if pix is not None:
        return pix
    # The provider's renderer is parsed once and shared with the card pictures: parsing an SVG is
    # what costs (tens of ms), so the sign reuses it and maps the sign's box onto the image instead
    # of changing the shared renderer's view box.
    renderer = provider.renderer(provider.face_path(Card.of(suit, Rank.AS)))
    px = max(1, round(size * dpr))
    image = QImage(px, px, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(px / SIGN_BOX.width(), px / SIGN_BOX.height())
    painter.translate(-SIGN_BOX.x(), -SIGN_BOX.y())
    view = renderer.viewBoxF()
    renderer.render(painter, QRectF(0, 0, view.width(), view.height()))
    painter.end()
    pix = QPixmap.fromImage(image)
    pix.setDevicePixelRatio(dpr)
    _cache[key] = pix
    return pix


def arrow_sign(down: bool, size: int, dpr: float = 1.0, color: QColor | None = None) -> QPixmap:
    """Obenabe (arrow down from the top bar) or Undenufe (arrow up from the bottom bar)."""
    key = ("arrow", down, size, round(dpr, 3), color.name() if color else "")
    pix = _cache.get(key)
    if pix is not None:
        return pix
    px = max(1, round(size * dpr))
    image = QImage(px, px, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.scale(px / 100.0, px / 100.0)
    ink = color or QColor("#2b2118")
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QBrush(ink))
    if not down:
        p.translate(0, 100)
        p.scale(1, -1)
    p.drawRoundedRect(QRectF(16, 8, 68, 11), 4, 4)  # the bar: "obe" (top) or "unde" (bottom)
    arrow = QPainterPath()
    arrow.moveTo(QPointF(42, 26))
    arrow.lineTo(QPointF(58, 26))
    arrow.lineTo(QPointF(58, 62))
    arrow.lineTo(QPointF(76, 62))
    arrow.lineTo(QPointF(50, 93))
    arrow.lineTo(QPointF(24, 62))
    arrow.lineTo(QPointF(42, 62))
    arrow.closeSubpath()
    p.drawPath(arrow)
    p.end()
    pix = QPixmap.fromImage(image)
    pix.setDevicePixelRatio(dpr)
    _cache[key] = pix
    return pix


def mode_sign(provider: CardImageProvider, mode: Mode, size: int, dpr: float = 1.0) -> QPixmap:
    if mode.is_trump_mode:
        return suit_sign(provider, int(mode), size, dpr)
    return arrow_sign(mode == Mode.OBENABE, size, dpr)


def clear_cache() -> None:
    _cache.clear()


__all__ = ["SIGN_BOX", "arrow_sign", "clear_cache", "mode_sign", "suit_sign"]

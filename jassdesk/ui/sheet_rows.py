"""Row names with a mode sign on the score sheet: "×3 [sign] Schellen", or "×3 [sign]" on a sheet too narrow
for the names.

A sheet whose rows are modes (the Coiffeur table) says in :data:`SIGN_ROLE` which mode's sign a row name
shows and in :data:`SHORT_TEXT_ROLE` what stays of the name when the column is too narrow for all of them
(its factor).  Cut to "Sc…", Schellen and Schilten read alike; the sign tells them apart at any width.  The
sign is the one the table shows (the card art's own index sign, or Obenabe's and Undenufe's arrow) on a small
light plate, as on the table's trump badge: a black spade would not be seen on the slate.
"""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QPointF, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPalette, QPixmap
from PySide6.QtWidgets import QApplication, QStyle, QStyledItemDelegate, QStyleOptionViewItem

from jassdesk.app.score_sheets.base import SHORT_TEXT_ROLE, SIGN_ROLE
from jassdesk.cards.provider import CardImageProvider
from jassdesk.engine.modes import Mode

from .signs import arrow_sign, suit_sign

#: the space between the factor, the sign and the name
GAP = 4
#: the plate under a sign
PLATE = QColor("#f7f3e6")


class RowName(NamedTuple):
    """What a row name cell shows: its factor, the sign (None: the row has none) and its name ("" where the
    column is too narrow for the names and the sign says it)."""

    short: str
    sign: Mode | None
    name: str


def has_row_name(index: QModelIndex | QPersistentModelIndex) -> bool:
    """Whether the cell is a row name drawn with a sign slot (the rows without a sign keep the slot empty, so
    the names stand one under the other)."""
    return index.data(SHORT_TEXT_ROLE) is not None


def _name_of(text: str, short: str) -> str:
    return text[len(short):].strip() if text.startswith(short) else text


class _Column(NamedTuple):
    """The row names' column: the factors' box (as wide as the widest factor of a row with a sign, "×6"; a
    row without a sign writes its "×10" into the empty slot), the sign's size, where the names begin and the
    room the widest name needs."""

    box: int
    sign: int
    names_at: int
    widest: int


def _column(index: QModelIndex | QPersistentModelIndex, fm: QFontMetrics) -> _Column:
    model = index.model()
    rows = []
    for row in range(model.rowCount()):
        cell = model.index(row, index.column())
        short = cell.data(SHORT_TEXT_ROLE)
        if short is not None:
            rows.append((short, cell.data(SIGN_ROLE), _name_of(str(cell.data() or ""), short)))
    size = max(8, fm.height() - 2)
    box = max([fm.horizontalAdvance(short) for short, sign, _ in rows if sign is not None] or [0])
    names_at = box + GAP + size + GAP
    widest = max([max(names_at, fm.horizontalAdvance(short) + GAP) + fm.horizontalAdvance(name)
                  for short, _, name in rows] or [0])
    return _Column(box, size, names_at, widest)


def _style(option: QStyleOptionViewItem) -> QStyle:
    return option.widget.style() if option.widget is not None else QApplication.style()


def row_name(delegate: QStyledItemDelegate, option: QStyleOptionViewItem,
             index: QModelIndex | QPersistentModelIndex) -> tuple[RowName, QStyleOptionViewItem, QRect]:
    """What the cell shows at the width ``option`` gives it, the style option and the rectangle for it."""
    opt = QStyleOptionViewItem(option)
    delegate.initStyleOption(opt, index)
    rect = _style(opt).subElementRect(QStyle.SubElement.SE_ItemViewItemText, opt, opt.widget)
    short = index.data(SHORT_TEXT_ROLE) or ""
    sign = index.data(SIGN_ROLE)
    name = _name_of(opt.text, short)
    fm = QFontMetrics(opt.font)
    column = _column(index, fm)
    if rect.width() < column.widest:  # the names show all together or not at all
        if sign is not None:
            name = ""  # the sign says it
        else:  # Slalom, Guschti, a joker: their first letters tell them apart
            left = max(column.names_at, fm.horizontalAdvance(short) + GAP)
            name = fm.elidedText(name, Qt.TextElideMode.ElideRight, max(0, rect.width() - left))
    return RowName(short, sign, name), opt, rect


def sign_pixmap(provider: CardImageProvider, mode: Mode, size: int, dpr: float) -> QPixmap:
    if mode.is_trump_mode:
        return suit_sign(provider, int(mode), size, dpr)
    return arrow_sign(mode == Mode.OBENABE, size, dpr)


def paint(delegate: QStyledItemDelegate, provider: CardImageProvider | None, painter: QPainter,
          option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> None:
    """Draw the cell's background as the style does, then the factor, the sign on its plate, the name."""
    shown, opt, rect = row_name(delegate, option, index)
    style = _style(opt)
    background = QStyleOptionViewItem(opt)
    background.text = ""
    style.drawControl(QStyle.ControlElement.CE_ItemViewItem, background, painter, opt.widget)
    fm = QFontMetrics(opt.font)
    column = _column(index, fm)
    painter.save()
    painter.setFont(opt.font)
    painter.setPen(opt.palette.color(QPalette.ColorGroup.Normal, QPalette.ColorRole.Text))
    middle = int(Qt.AlignmentFlag.AlignVCenter)
    if shown.sign is not None:  # the factors right-aligned before the signs
        painter.drawText(QRect(rect.left(), rect.top(), column.box, rect.height()),
                         middle | int(Qt.AlignmentFlag.AlignRight), shown.short)
    else:  # no sign: the factor may take its slot ("×10")
        painter.drawText(QRect(rect.left(), rect.top(), max(column.box, fm.horizontalAdvance(shown.short)),
                               rect.height()), middle | int(Qt.AlignmentFlag.AlignRight), shown.short)
    size = column.sign
    x = rect.left() + column.box + GAP
    top = rect.top() + (rect.height() - size) / 2
    if shown.sign is not None and provider is not None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.save()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(PLATE)
        painter.drawRoundedRect(QRectF(x, top, size, size), 3, 3)
        painter.restore()
        inner = max(1, size - 3)
        dpr = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
        painter.drawPixmap(QPointF(x + 1.5, top + 1.5), sign_pixmap(provider, shown.sign, inner, dpr))
    if shown.name:
        left = rect.left() + max(column.names_at, fm.horizontalAdvance(shown.short) + GAP)
        painter.drawText(QRect(left, rect.top(), max(0, rect.right() - left + 1), rect.height()),
                         middle | int(Qt.AlignmentFlag.AlignLeft), shown.name)
    painter.restore()


def size_hint(delegate: QStyledItemDelegate, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex, base: QSize) -> QSize:
    """The whole name's room: the text's, with the sign and the gaps instead of the spaces it replaces."""
    opt = QStyleOptionViewItem(option)
    delegate.initStyleOption(opt, index)
    fm = QFontMetrics(opt.font)
    short = index.data(SHORT_TEXT_ROLE) or ""
    column = _column(index, fm)
    needed = max(column.names_at, fm.horizontalAdvance(short) + GAP) + fm.horizontalAdvance(_name_of(opt.text, short))
    return QSize(base.width() + needed - fm.horizontalAdvance(opt.text), max(base.height(), fm.height() + 2))


__all__ = ["GAP", "RowName", "has_row_name", "paint", "row_name", "sign_pixmap", "size_hint"]

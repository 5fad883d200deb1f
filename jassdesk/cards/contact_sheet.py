"""Contact sheets of the card art, for review: one PNG per face set.

Run from the repository root::

    python -m jassdesk.cards.contact_sheet [--out docs] [--root resources/cards]
                                           [--width 120] [--face-set swiss ...]

writes ``docs/cards-swiss.png``, ``docs/cards-french.png`` and
``docs/cards-french4.png``: a title, the 36 faces in four rows of nine (suit
order Rosen/Herz, Eicheln/Karo, Schilten/Pik, Schellen/Kreuz, ranks 6 to As)
with the German corner indices, then every face whose index differs in
another language (the French court cards with J/Q/K for English and Italian,
V/D/R for French), and all
backs in the last row(s), each card labelled with its code and index.

The pictures go through :class:`~jassdesk.cards.provider.CardImageProvider`,
so the sheet shows exactly what the game will show.  It runs without a
display (``QT_QPA_PLATFORM=offscreen`` unless set otherwise).  A missing or
broken file is drawn as a red placeholder, listed on stderr, and makes the
exit status 1 -- the sheet is still written so progress can be reviewed.
"""

from __future__ import annotations

import argparse
import os
import sys
from math import ceil
from pathlib import Path

from jassdesk.engine.cards import CARDS, INDEX_LABELS, N_RANKS, Suit, suit_name

CARD_WIDTH = 120
_MARGIN = 24
_GAP = 12
_LABEL_COLUMN = 112
_CODE_HEIGHT = 18
_ROW_GAP = 10
_TITLE_HEIGHT = 44
_BACKS_PER_ROW = 9
_FELT = "#2d6a45"
_INK = "#f4f1e8"
_MISSING = "#c62828"


def _ensure_app():
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance()
    if app is None:
        app = QGuiApplication(sys.argv[:1])
    return app


def render_sheet(provider, face_set, card_width: int = CARD_WIDTH):
    """Draw the sheet of ``face_set``; returns ``(QImage, problems)``.

    ``problems`` lists one line per file that could not be drawn.
    """
    from PySide6.QtCore import QRect, QRectF, Qt
    from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPen

    from jassdesk.cards.provider import CardArtError, FaceSet, card_size

    face_set = FaceSet.parse(face_set)
    previous, previous_language = provider.face_set, provider.language
    provider.set_face_set(face_set)
    languages = list(INDEX_LABELS[face_set.deck])
    provider.set_language(languages[0])
    shown = {(int(card), provider.index_label(card)) for card in CARDS}
    more: dict[str, list] = {}  # language -> the faces it adds (another corner index)
    for language in languages[1:]:
        for card in CARDS:
            label = provider.index_label(card, language=language)
            if (int(card), label) not in shown:
                shown.add((int(card), label))
                more.setdefault(language, []).append(card)
    try:
        size = card_size(card_width)
        cw, ch = size.width(), size.height()
        backs = provider.available_backs()
        back_rows = max(1, ceil(len(backs) / _BACKS_PER_ROW))
        more_rows = sum(ceil(len(cards) / N_RANKS) for cards in more.values())
        row_h = ch + _CODE_HEIGHT + _ROW_GAP
        width = 2 * _MARGIN + _LABEL_COLUMN + N_RANKS * cw + (N_RANKS - 1) * _GAP
        height = _MARGIN + _TITLE_HEIGHT + (4 + more_rows + back_rows) * row_h + _MARGIN - _ROW_GAP

        image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(QColor(_FELT))
        problems: list[str] = []
        painter = QPainter(image)
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
            title_font = QFont("DejaVu Sans")
            title_font.setPixelSize(22)
            title_font.setBold(True)
            small_font = QFont("DejaVu Sans")
            small_font.setPixelSize(12)
            label_font = QFont("DejaVu Sans")
            label_font.setPixelSize(14)
            label_font.setBold(True)

            painter.setPen(QColor(_INK))
            painter.setFont(title_font)
            n_more = sum(len(cards) for cards in more.values())
            extra_faces = f" (+{n_more} faces with another index)" if n_more else ""
            title = (
                f"JassDesk card art \u2014 {face_set.label} ({face_set.value}): "
                f"36 cards{extra_faces}, {len(backs)} back{'s' if len(backs) != 1 else ''}"
            )
            painter.drawText(
                QRect(_MARGIN, _MARGIN, width - 2 * _MARGIN, _TITLE_HEIGHT - 10),
                int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                title,
            )

            def cell(col: int, row: int) -> QRect:
                x = _MARGIN + _LABEL_COLUMN + col * (cw + _GAP)
                y = _MARGIN + _TITLE_HEIGHT + row * row_h
                return QRect(x, y, cw, ch)

            def caption(rect: QRect, text: str) -> None:
                painter.setFont(small_font)
                painter.setPen(QColor(_INK))
                painter.drawText(
                    QRect(rect.left(), rect.bottom() + 2, rect.width(), _CODE_HEIGHT - 2),
                    int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop),
                    text,
                )

            def row_label(row: int, lines: list[str]) -> None:
                rect = cell(0, row)
                painter.setFont(label_font)
                painter.setPen(QColor(_INK))
                painter.drawText(
                    QRect(_MARGIN, rect.top(), _LABEL_COLUMN - 10, ch),
                    int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                    "\n".join(lines),
                )

            def placeholder(rect: QRect, why: str) -> None:
                pen = QPen(QColor(_MISSING), 3, Qt.PenStyle.DashLine)
                painter.setPen(pen)
                painter.setBrush(QColor(255, 255, 255, 40))
                painter.drawRoundedRect(QRectF(rect).adjusted(2, 2, -2, -2), 8, 8)
                painter.setFont(label_font)
                painter.setPen(QColor(_MISSING))
                painter.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), why)

            def face(col: int, row: int, card) -> None:  # noqa: ANN001
                rect = cell(col, row)
                try:
                    painter.drawPixmap(rect.topLeft(), provider.pixmap(card, cw, 1.0))
                except CardArtError as exc:
                    problems.append(str(exc))
                    placeholder(rect, "missing" if "missing" in str(exc) else "invalid")
                caption(rect, f"{card.code} \u00b7 {provider.index_label(card)}")

            deck = face_set.deck
            for suit in Suit:
                row = int(suit)
                names = [suit_name(suit, lang, deck) for lang in INDEX_LABELS[deck]]
                row_label(row, list(dict.fromkeys(names)))  # one line for the languages that agree
                for col in range(N_RANKS):
                    face(col, row, CARDS[row * N_RANKS + col])

            row = 4
            for language, cards in more.items():
                provider.set_language(language)
                row_label(row, [f"Index ({language})"])
                for i, card in enumerate(cards):
                    face(i % N_RANKS, row + i // N_RANKS, card)
                row += ceil(len(cards) / N_RANKS)

            first_back_row = row
            row_label(first_back_row, ["Backs"])
            if not backs:
                problems.append(f"no card backs in {provider.root / 'backs'}")
                placeholder(cell(0, first_back_row), "no backs")
            previous_back = provider.back
            try:
                for i, name in enumerate(backs):
                    rect = cell(i % _BACKS_PER_ROW, first_back_row + i // _BACKS_PER_ROW)
                    try:
                        provider.set_back(name)
                        painter.drawPixmap(rect.topLeft(), provider.back_pixmap(cw, 1.0))
                    except CardArtError as exc:
                        problems.append(str(exc))
                        placeholder(rect, "invalid")
                    caption(rect, name)
            finally:
                if previous_back in backs:
                    provider.set_back(previous_back)
        finally:
            painter.end()
        return image, problems
    finally:
        provider.set_face_set(previous)
        provider.set_language(previous_language)


def write_sheets(out_dir: Path | str = "docs", root: Path | str | None = None, face_sets=None,
                 card_width: int = CARD_WIDTH) -> dict[str, list[str]]:
    """Write ``cards-{face set}.png`` into ``out_dir``; returns the problems per face set."""
    _ensure_app()
    from PySide6.QtGui import QImage

    from jassdesk.cards.provider import CardImageProvider, FaceSet

    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    provider = CardImageProvider(root)
    results: dict[str, list[str]] = {}
    for face_set in face_sets or list(FaceSet):
        face_set = FaceSet.parse(face_set)
        image, problems = render_sheet(provider, face_set, card_width)
        path = out / f"cards-{face_set.value}.png"
        # The sheet is opaque: RGB at the strongest compression keeps docs/ small.
        if not image.convertToFormat(QImage.Format.Format_RGB888).save(str(path), "PNG", 0):
            raise OSError(f"could not write {path}")
        results[face_set.value] = problems
    return results


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m jassdesk.cards.contact_sheet", description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="docs", help="folder for cards-*.png (default: docs)")
    parser.add_argument("--root", default=None, help="card art folder (default: the app's resources/cards)")
    parser.add_argument("--width", type=int, default=CARD_WIDTH, help=f"card width in px (default: {CARD_WIDTH})")
    parser.add_argument("--face-set", action="append", choices=["swiss", "french", "french4"],
                        help="only this face set (repeatable; default: all)")
    args = parser.parse_args(argv)
    results = write_sheets(args.out, args.root, args.face_set, args.width)
    status = 0
    for face_set, problems in results.items():
        path = Path(args.out) / f"cards-{face_set}.png"
        print(f"wrote {path}" + (f" ({len(problems)} problem(s))" if problems else ""))
        for problem in problems:
            print(f"  {face_set}: {problem}", file=sys.stderr)
            status = 1
    return status


if __name__ == "__main__":
    sys.exit(main())

"""The review after a hand: every hand laid open, the tricks stepped through, the person's decisions labelled.

The replay (:func:`jassdesk.ai.review.hand_outline`) is ready at once; the
labels arrive from the :class:`~jassdesk.app.review_service.ReviewController`
as the background search judges each decision (a progress bar meanwhile).
Left/Right step through the tricks, Home/End jump to the deal and the last
trick.  At a Mistake or a Blunder over a card, "Find a better card" hides the
answer and lets the person click one of the cards that were legal then (or
choose it with Left and Right and Enter: the board has the keys then); the
review says how that pick would have been judged, then shows the answer: the
better card with the hint's reason, the two tricks that card and the card
played would have led to in this deal, and, where those tricks explain the
loss, why the card played was worse.  Where trump is turned up (Schmaus,
Differenzler) a line above the hands names the turned card and, in Schmaus,
the stock as each trick begins.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QEvent, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (QColor, QFocusEvent, QFont, QFontMetricsF, QKeyEvent, QKeySequence, QMouseEvent, QPainter,
                           QPaintEvent, QPen, QShortcut)
from PySide6.QtWidgets import (QDialog, QFrame, QHBoxLayout, QLabel, QProgressBar, QPushButton, QScrollArea,
                               QSizePolicy, QVBoxLayout, QWidget)

from jassdesk.ai.game_ai import legal_cards
from jassdesk.ai.review import (THRESHOLDS, DecisionKind, HandReview, Judgement, Line, ModeChoice, TrickStep,
                                Verdict, has_exact_endgame, hand_outline, hand_start, why_worse)
from jassdesk.app.review_service import ReviewController
from jassdesk.cards.provider import CARD_ASPECT, CardImageProvider
from jassdesk.engine.actions import Action, ExchangeSix, Play
from jassdesk.engine.cards import CARDS, Deck
from jassdesk.engine.record import GameRecord
from jassdesk.i18n.numbers import number

from .look import notifier, px
from .plot_look import ReviewLook, review_look
from .styled import keep_styled

DETAIL_LINES = 9  # a Mistake's text: the verdict, the better card, why, and two lines of two tricks each
CORRECTABLE = (Verdict.MISTAKE, Verdict.BLUNDER)
#: the room round an order mark inside its frame (the winner's, in high contrast)
MARK_PAD = 5.0
#: the keys the board takes while the person picks a card (else Left and Right step through the tricks)
PICK_KEYS = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Home, Qt.Key.Key_End, Qt.Key.Key_Return,
             Qt.Key.Key_Enter, Qt.Key.Key_Space)


def fill(template: str, *values: str) -> str:
    """Qt's ``%1``..``%9`` replaced in one pass, so a name holding "%2" stays as it is."""
    return re.sub(r"%(\d)", lambda m: values[int(m.group(1)) - 1] if 0 < int(m.group(1)) <= len(values)
                  else m.group(0), template)


def cards_of(mask: int) -> list[int]:
    return [c for c in range(36) if mask >> c & 1]


class ReviewBoard(QWidget):
    """Every seat's cards as the step begins, one row per seat, and the card each played in the trick.

    While the person picks a card again, the keyboard picks too: Left and Right move a ring over the cards
    that were legal, Enter or Space picks the one in the ring."""

    picked = Signal(int)  # a card clicked while the person picks again

    def __init__(self, provider: CardImageProvider, names: list[str], seat: int,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.provider = provider
        self.names = names
        self.seat = seat  # the person's
        self.step: TrickStep | None = None
        self.marks: dict[int, Verdict] = {}  # card -> verdict of the person's decision over it
        self.pickable: set[int] = set()
        self.chosen: int | None = None  # the card in the keyboard's ring while the person picks
        self.lang, self.deck = "en", Deck.SWISS  # the card in the ring is named as the dialog names cards
        #: the verdicts' names as the dialog says them: in high contrast each judged card's is written beside it
        self.verdict_names: dict[Verdict, str] = {}
        self._rects: list[tuple[QRectF, int]] = []
        self.setMinimumSize(QSize(360, 4 * 52))
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        notifier().changed.connect(self._on_look)  # a bound slot: it goes with the board
        self.retranslate()

    def _on_look(self) -> None:
        """The look or the text size changed: the board is painted again in its colours, laid out for its text."""
        self.update()

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Every player's cards"))

    def show_step(self, step: TrickStep, marks: dict[int, Verdict], pickable: set[int]) -> None:
        self.step, self.marks, self.pickable = step, marks, pickable
        self.setCursor(Qt.CursorShape.PointingHandCursor if pickable else Qt.CursorShape.ArrowCursor)
        if self.chosen not in pickable:
            self.chosen = min(pickable) if pickable else None
        self._describe()
        self.update()

    # -- the keyboard -----------------------------------------------------------------------

    def _describe(self) -> None:
        """The card in the ring, for a screen reader (nothing while no card is to be picked)."""
        self.setAccessibleDescription("" if self.chosen is None else CARDS[self.chosen].name(self.lang, self.deck))

    def event(self, event: QEvent) -> bool:
        """While a card is to be picked, the arrows and Enter are the board's, not the dialog's steps."""
        if event.type() == QEvent.Type.ShortcutOverride and self.pickable and isinstance(event, QKeyEvent) \
                and event.key() in PICK_KEYS and not event.modifiers():
            event.accept()
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if not self.pickable or key not in PICK_KEYS:
            super().keyPressEvent(event)
            return
        order = sorted(self.pickable)  # as the person's row shows them, left to right
        here = order.index(self.chosen) if self.chosen in order else 0
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.picked.emit(order[here])
        else:
            moves = {Qt.Key.Key_Left: here - 1, Qt.Key.Key_Right: here + 1, Qt.Key.Key_Home: 0,
                     Qt.Key.Key_End: len(order) - 1}
            self.chosen = order[max(0, min(len(order) - 1, moves[key]))]
            self._describe()
            self.update()
        event.accept()

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.update()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.update()

    def card_rect(self, card: int) -> QRectF | None:
        """Where a card of the hands is painted (for the tests and the clicks)."""
        for rect, c in reversed(self._rects):
            if c == card:
                return rect
        return None

    def _geometry(self) -> tuple[float, float, float, float]:
        """(row height, card width, name column width, played-card column width); the columns that hold text grow
        with the text size (``px``), the rows keep clear of the board's frame and focus ring (the look's margin)."""
        rl = review_look()
        n = max(1, len(self.names))
        row_h = (self.height() - 2 * rl.margin) / n
        card_h = max(30.0, min(row_h - 8, 120.0))
        card_w = card_h / CARD_ASPECT
        name_w = min(px(150), max(px(90), self.width() * 0.16))
        return row_h, card_w, name_w, card_w + (14 + self._mark_room(rl))

    def _name_font(self) -> QFont:
        font = QFont(self.font())
        font.setBold(True)
        return font

    def _mark_room(self, rl: ReviewLook) -> float:
        """The room from a played card's order mark to the board's right edge.  In high contrast it holds the
        widest verdict's name too (the same at every step, so the cards stay where they are), and the winner's
        frame, clear of the board's focus ring."""
        if not rl.verdict_names:
            return px(60) - 4.0  # the mark's text box runs 4 px past the edge, as it always has
        bold, plain = QFontMetricsF(self._name_font()), QFontMetricsF(self.font())
        widest = max([bold.horizontalAdvance("9. ★")]
                     + [plain.horizontalAdvance(said) for said in self.verdict_names.values()])
        return widest + 2 * MARK_PAD + rl.margin

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        rl = review_look()
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        p.fillRect(self.rect(), rl.ground)
        if rl.edge is not None:  # where the black board ends in the black window
            i = rl.edge_width / 2
            p.setPen(QPen(rl.edge, rl.edge_width))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRect(QRectF(self.rect()).adjusted(i, i, -i, -i))
        self._rects = []
        step = self.step
        if step is None:
            return
        row_h, card_w, name_w, played_w = self._geometry()
        card_h = card_w * CARD_ASPECT
        dpr = self.devicePixelRatioF()
        played = {seat: (k, card) for k, (seat, card) in enumerate(step.plays)}
        name_font = self._name_font()
        ring: QRectF | None = None  # in high contrast the keyboard's ring is drawn last, over the neighbouring cards
        for seat, name in enumerate(self.names):
            top = rl.margin + seat * row_h
            y = top + (row_h - card_h) / 2
            won = seat == step.winner
            if won and rl.winner_frame_width:
                name += " ★"  # the winner's name marked as its order mark is: more than gold
            p.setFont(name_font)
            p.setPen(rl.winner if won else rl.name_text)
            left, width = rl.margin + 4, name_w - (rl.margin + 8)
            if seat == self.seat:  # the person's row says so, as the table's name plate does
                mid = top + row_h / 2
                p.drawText(QRectF(left, top, width, row_h / 2),
                           int(Qt.AlignmentFlag.AlignBottom | Qt.TextFlag.TextWordWrap), name)
                p.setFont(self.font())
                p.setPen(rl.quiet)
                p.drawText(QRectF(left, mid + 2, width, row_h / 2 - 2),
                           int(Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap), self.tr("Your seat"))
            else:
                p.drawText(QRectF(left, top, width, row_h),
                           int(Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap), name)
            hand = cards_of(step.hands[seat]) if seat < len(step.hands) else []
            area = self.width() - name_w - played_w - 16
            gap = min(card_w + 4, (area - card_w) / max(1, len(hand) - 1)) if len(hand) > 1 else 0
            x = name_w
            for card in hand:
                rect = QRectF(x, y, card_w, card_h)
                lifted = seat in played and played[seat][1] == card
                if lifted:
                    rect.translate(0, -min(8.0, (row_h - card_h) / 2))
                dim = bool(self.pickable) and seat == self.seat and card not in self.pickable
                self._paint_card(p, rect, card, dpr, rl.dim_opacity if dim else 1.0)
                if lifted:
                    self._frame(p, rect, rl.verdict(self.marks[card]) if card in self.marks else rl.played,
                                rl.played_width)
                elif card in self.pickable:
                    self._frame(p, rect, rl.pickable, rl.pickable_width)
                elif dim and rl.dim_outline is not None:  # not to be picked: said by a dashed frame, not a shade
                    self._frame(p, rect, rl.dim_outline, rl.pickable_width, Qt.PenStyle.DashLine)
                if card == self.chosen and self.hasFocus():
                    g = rl.card_focus_gap
                    if rl.high_contrast:
                        ring = rect.adjusted(-g, -g, g, g)
                    else:
                        self._frame(p, rect.adjusted(-g, -g, g, g), rl.focus, rl.card_focus_width)
                self._rects.append((rect, card))
                x += gap
            if seat in played:
                k, card = played[seat]
                rect = QRectF(self.width() - played_w + 8, y, card_w, card_h)
                self._paint_card(p, rect, card, dpr)
                verdict = self.marks.get(card)
                if verdict is not None:
                    self._frame(p, rect, rl.verdict(verdict))
                self._paint_mark(p, rl, QRectF(rect.right() + 6, top, self.width() - rect.right() - 6, row_h),
                                 f"{k + 1}." + (" ★" if won else ""), won, verdict, name_font)
        if ring is not None:
            self._frame(p, ring, rl.focus, rl.card_focus_width)
        if self.hasFocus():  # the keyboard is here: a ring round the board, as round a button
            i = rl.board_focus_inset
            p.setPen(QPen(rl.focus, rl.board_focus_width))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRect(QRectF(self.rect()).adjusted(i, i, -i, -i))

    def _paint_mark(self, p: QPainter, rl: ReviewLook, room: QRectF, mark: str, won: bool, verdict: Verdict | None,
                    font: QFont) -> None:
        """A played card's order in the trick ("2.", the winner's "1. ★") in ``room``, right of the card.  In high
        contrast the winner's mark is framed in its yellow and the person's card's verdict is written under it,
        so neither is told by a colour alone."""
        p.setFont(font)
        p.setPen(rl.winner if won else rl.quiet)
        if not rl.verdict_names:
            p.drawText(QRectF(room.left(), room.top(), px(60), room.height()), int(Qt.AlignmentFlag.AlignVCenter),
                       mark)
            return
        bold, plain = QFontMetricsF(font), QFontMetricsF(self.font())
        said = self.verdict_names.get(verdict, "") if verdict is not None else ""
        pad_y = MARK_PAD / 2
        badge_h = bold.height() + 2 * pad_y
        block = badge_h + (plain.height() if said else 0)
        badge = QRectF(room.left(), room.center().y() - block / 2, bold.horizontalAdvance(mark) + 2 * MARK_PAD,
                       badge_h)
        if won and rl.winner_frame_width:
            p.setPen(QPen(rl.winner, rl.winner_frame_width))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(badge, 4, 4)
        p.drawText(badge, int(Qt.AlignmentFlag.AlignCenter), mark)
        if said:
            assert verdict is not None
            p.setFont(self.font())
            p.setPen(rl.verdict(verdict))
            p.drawText(QRectF(room.left() + MARK_PAD, badge.bottom(), room.width() - MARK_PAD, plain.height()),
                       int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), said)

    def _paint_card(self, p: QPainter, rect: QRectF, card: int, dpr: float, opacity: float = 1.0) -> None:
        pix = self.provider.pixmap(card, max(1, int(rect.width())), dpr)
        p.setOpacity(opacity)
        p.drawPixmap(rect, pix, QRectF(pix.rect()))
        p.setOpacity(1.0)

    @staticmethod
    def _frame(p: QPainter, rect: QRectF, colour: QColor, width: float = 3.0,
               style: Qt.PenStyle = Qt.PenStyle.SolidLine) -> None:
        p.setPen(QPen(colour, width, style))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(rect.adjusted(-1.5, -1.5, 1.5, 1.5), 5, 5)

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if not self.pickable:
            return
        pos = event.position()
        for rect, card in reversed(self._rects):
            if card in self.pickable and rect.contains(pos):
                self.picked.emit(card)
                return


class ReviewDialog(QDialog):
    """One hand's review: the replay at once, the labels as they come in."""

    def __init__(self, reviews: ReviewController, record: GameRecord, hand_no: int, seat: int, names: list[str],
                 provider: CardImageProvider, lang: str, deck: Deck, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.reviews = reviews
        self.seat = seat
        self.lang, self.deck = lang, deck
        self.hand_no = hand_no
        start, actions = hand_start(record, hand_no)
        outline = hand_outline(start, actions)
        self.steps, self.mode, self.choice = outline.steps, outline.mode, outline.choice
        self.turned = outline.turned
        self.exact_endgame = has_exact_endgame(start.observation(seat))  # the last four tricks solved exactly
        self.index = 0
        self.review: HandReview | None = None
        self.picking: Judgement | None = None
        self.revealed: set[int] = set()  # decisions whose answer the person asked to find first, now shown
        self.pick_texts: dict[int, str] = {}
        self.setObjectName("reviewDialog")
        self.setSizeGripEnabled(True)

        self.title = QLabel()
        self.title.setWordWrap(True)
        self.board = ReviewBoard(provider, names, seat, self)
        self.board.lang, self.board.deck = lang, deck
        self.stock_label = QLabel()  # Schmaus: the turned card and the stock at each step; where trump is turned
        self.stock_label.setObjectName("reviewStock")
        self.stock_label.setWordWrap(True)
        self.stock_label.setVisible(self.turned is not None or any(step.stock for step in self.steps))
        self.board.picked.connect(self._picked)
        self.details = QLabel()
        self.details.setWordWrap(True)
        self.details.setTextFormat(Qt.TextFormat.RichText)
        self.details.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.details.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        # A step's text runs from one line to a Mistake's two lines of play: it scrolls in a box of fixed height,
        # so that the cards and the step buttons stay where the person clicks them from step to step.
        self.details_box = QScrollArea()
        self.details_box.setObjectName("reviewDetails")
        # a long text scrolls by the keys once Tab is here: the box shows that it has the focus
        self.details_box.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self._style_details()
        self.details_box.setWidget(self.details)
        self.details_box.setWidgetResizable(True)
        self.details_box.setFrameShape(QFrame.Shape.NoFrame)
        self.details_box.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.progress = QProgressBar()
        self.progress.setTextVisible(True)
        self.legend = QLabel()
        self.legend.setWordWrap(True)
        self._fit_text()

        self.first_button = QPushButton()
        self.back_button = QPushButton()
        self.forward_button = QPushButton()
        self.last_button = QPushButton()
        self.step_label = QLabel()
        self.step_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.find_button = QPushButton()
        self.close_button = QPushButton()
        for b, fn in ((self.first_button, self.first), (self.back_button, self.back),
                      (self.forward_button, self.forward), (self.last_button, self.last),
                      (self.find_button, self.find_better), (self.close_button, self.accept)):
            b.clicked.connect(fn)
            b.setAutoDefault(False)
            b.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        for key, fn in ((Qt.Key.Key_Left, self.back), (Qt.Key.Key_Right, self.forward),
                        (Qt.Key.Key_Home, self.first), (Qt.Key.Key_End, self.last)):
            QShortcut(QKeySequence(key), self, activated=fn)

        steps_row = QHBoxLayout()
        for w in (self.first_button, self.back_button):
            steps_row.addWidget(w)
        steps_row.addWidget(self.step_label, 1)
        for w in (self.forward_button, self.last_button):
            steps_row.addWidget(w)
        bottom = QHBoxLayout()
        bottom.addWidget(self.find_button)
        bottom.addWidget(self.progress, 3)
        bottom.addStretch(1)
        bottom.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 8, 10, 8)
        layout.setSpacing(6)
        layout.addWidget(self.title)
        layout.addWidget(self.stock_label)
        layout.addWidget(self.board, 1)
        layout.addLayout(steps_row)
        layout.addWidget(self.details_box)
        layout.addWidget(self.legend)
        layout.addLayout(bottom)
        self._order_keys()

        reviews.progress.connect(self._on_progress)
        reviews.ready.connect(self._on_ready)
        reviews.failed.connect(self._on_failed)
        notifier().changed.connect(self._on_look)  # a bound slot: it goes with the dialog
        self.key = reviews.key_of(record, hand_no, seat)
        reviews.request(record, hand_no, seat, first=True)
        if self.review is None:
            done = reviews.progress_of(self.key)
            self._on_progress(self.key, *(done or (0, 1)))
        self.retranslate()

    # -- the look ---------------------------------------------------------------------------

    def _style_details(self) -> None:
        """The decisions' box shows the keyboard's focus by a frame in the look's focus colour (4 px in high
        contrast, as every focus ring there); ui/styled.py makes it cyan and gives it again at every change."""
        rl = review_look()
        keep_styled(self.details_box, f"QScrollArea#reviewDetails {{ border: {rl.board_focus_width:g}px solid "
                                      "transparent; border-radius: 4px; } "
                                      f"QScrollArea#reviewDetails:focus {{ border-color: {rl.focus.name()}; }}")

    def _fit_text(self) -> None:
        """The title a size above the dialog's text and the legend a size below, the decisions' box nine of its
        lines high: at the start and whenever the text size changes the dialog's font."""
        font = QFont(self.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.title.setFont(font)
        small = QFont(self.font())
        small.setPointSizeF(small.pointSizeF() * 0.9)
        self.legend.setFont(small)
        self.details_box.setFixedHeight(self.fontMetrics().lineSpacing() * DETAIL_LINES + 8)

    def _on_look(self) -> None:
        """The look changed: the focus frame's width, and the verdicts' words in their new colours (the board
        repaints itself; before the verdicts come, the text stays as it is, a failure's too)."""
        self._style_details()
        if self.review is not None:
            self.show_step()

    def _order_keys(self) -> None:
        """Tab goes as the dialog reads: the cards, the step buttons under them, the decisions' text, then
        "Find a better card" and Close (the text box is made before the buttons it stands below)."""
        chain = [self.board, self.first_button, self.back_button, self.forward_button, self.last_button,
                 self.details_box, self.find_button, self.close_button]
        for first, second in zip(chain, chain[1:]):
            QWidget.setTabOrder(first, second)

    # -- texts -----------------------------------------------------------------------------

    def retranslate(self) -> None:
        hand = number(self.hand_no + 1, lang=self.lang)
        self.setWindowTitle(self.tr("Review of hand %1").replace("%1", hand))
        played = self._played()
        self.title.setText(self.tr("Hand %1").replace("%1", hand) + (f" — {played}" if played else ""))
        self.first_button.setText("« " + self.tr("Deal"))
        self.back_button.setText("◀ " + self.tr("Back"))
        self.forward_button.setText(self.tr("Forward") + " ▶")
        self.last_button.setText(self.tr("Last trick") + " »")
        self.find_button.setText(self.tr("Find a better card"))
        self.stock_label.setAccessibleName(self.tr("Stock and turned card"))
        self.details.setAccessibleName(self.tr("Your decisions here"))
        self.details_box.setAccessibleName(self.tr("Your decisions here"))
        self.board.verdict_names = {v: self.verdict_name(v) for v in Verdict}
        self.board.retranslate()
        self.close_button.setText(self.tr("Close"))
        limits = {v: number(limit, 0 if limit == int(limit) else 1, lang=self.lang)  # 1.5, in French 1,5
                  for v, limit in THRESHOLDS}
        self.legend.setText(self.tr(
            "Judged by the points a choice gives up, over the deals you could not tell apart then (never the open "
            "hands): Best up to %1, Good up to %2, Inaccuracy up to %3, Mistake up to %4, Blunder beyond.")
            .replace("%1", limits[Verdict.BEST]).replace("%2", limits[Verdict.GOOD])
            .replace("%3", limits[Verdict.INACCURACY]).replace("%4", limits[Verdict.MISTAKE])
            + (" " + self.tr("In the last four tricks each of those deals is solved exactly, every hand open in it.")
               if self.exact_endgame else ""))
        self.show_step()

    def verdict_name(self, verdict: Verdict) -> str:
        return {Verdict.BEST: self.tr("Best"), Verdict.GOOD: self.tr("Good"),
                Verdict.INACCURACY: self.tr("Inaccuracy"), Verdict.MISTAKE: self.tr("Mistake"),
                Verdict.BLUNDER: self.tr("Blunder"), Verdict.FORCED: self.tr("Forced")}[verdict]

    def _what(self, j: Judgement) -> str:
        kind = j.point.kind
        action = j.point.action
        if kind is DecisionKind.ANNOUNCE and isinstance(action, Play):
            said = action.describe(self.lang, self.deck) if action.weis or action.stoeck else self.tr("nothing")
            return self.tr("Announcement: %1").replace("%1", said)
        if kind is DecisionKind.EXCHANGE:
            exchanged = isinstance(action, ExchangeSix)
            return self.tr("Trump 6: %1").replace("%1", self.tr("exchanged") if exchanged else self.tr("kept"))
        if kind is DecisionKind.MODE:
            return self.tr("Trump choice: %1").replace("%1", self._describe(action))
        return self.tr("Card: %1").replace("%1", self._describe(action))

    def _played(self) -> str:
        """The hand's mode and who chose it, the person's own part said to the person: "You chose Rosen trump",
        "Ueli pushed, you chose Rosen trump" (never "chosen by You", which read "gewählt von Sie")."""
        if self.mode is None:
            return ""
        mode = self.mode.name_in(self.lang, self.deck)
        choice = self.choice
        if choice is None:
            return mode
        return self._chosen_by(choice, mode)

    def _chosen_by(self, choice: ModeChoice, mode: str) -> str:
        names, you = self.board.names, self.seat
        chooser, pusher = choice.chooser, choice.pushed_by
        if pusher is None:
            if chooser == you:
                return fill(self.tr("You chose %1"), mode)
            return fill(self.tr("%1 chose %2"), names[chooser], mode)
        if pusher == you:
            return fill(self.tr("You pushed, %1 chose %2"), names[chooser], mode)
        if chooser == you:
            return fill(self.tr("%1 pushed, you chose %2"), names[pusher], mode)
        return fill(self.tr("%1 pushed, %2 chose %3"), names[pusher], names[chooser], mode)

    def _describe(self, action: Action) -> str:
        if isinstance(action, Play):
            return action.describe(self.lang, self.deck).split(" (")[0]  # the card; its announcement apart
        return action.describe(self.lang, self.deck)

    def _line(self, j: Judgement) -> str:
        colour = review_look().verdict(j.verdict).name()
        out = f"<b style='color:{colour}'>{self.verdict_name(j.verdict)}</b> · {self._what(j)}"
        if j.verdict is Verdict.FORCED:
            return out + " — " + self.tr("the only legal choice.")
        if j.verdict is not Verdict.BEST:
            out += " — " + self.tr("about %n points given up.", "", max(1, round(j.loss)))
        pick = self.pick_texts.get(id(j))
        if pick:
            out += "<br>" + pick
        if j.better is not None and j.verdict in CORRECTABLE:
            if self.picking is j:
                out += "<br><i>" + self.tr("Which card would you play now? Click it among your cards.") + " " \
                    + self.tr("Or choose it with Left and Right and press Enter.") + "</i>"
            else:
                why = j.why.text(self.lang, self.deck) if j.why is not None else ""
                out += "<br>" + self._better(j) + (" " + why if why else "")
                out += self._lines(j)
        return out

    def _lines(self, j: Judgement) -> str:
        """What the better card would have done in this deal, what the card played did, and why it was worse."""
        out = ""
        worse = why_worse(j)
        if worse is not None and isinstance(j.point.action, Play):
            played = CARDS[int(j.point.action.card)].phrase(self.lang, self.deck)
            if worse.kind == "trick_lost" and worse.taker is not None:
                text = self.tr("With the %1 this trick went to %2 (%n points).", "", worse.points)
                out += "<br>" + fill(text, played, self.board.names[worse.taker])
            elif j.line is not None and j.line.partner is not None:
                out += "<br>" + fill(self.tr("With the %1 your side takes %n points fewer in these tricks.", "",
                                             worse.points), played)
            else:
                out += "<br>" + fill(self.tr("With the %1 you take %n points fewer in these tricks.", "", worse.points),
                                     played)
        for line in (j.line, j.played_line):
            if line is not None:
                out += "<br>" + self.line_text(line)
        return out

    def line_text(self, line: Line) -> str:
        """A line in words: "Line with Rosen As: Ueli Rosen 6, You Rosen As … — Trick to you (21 points). …"."""
        tricks = []
        for t in line.tricks:
            plays = ", ".join(f"{self.board.names[seat]} {CARDS[c].name(self.lang, self.deck)}" for seat, c in t.plays)
            if t.winner == self.seat:
                taker = self.tr("Trick to you (%n points).", "", t.points)
            else:
                taker = fill(self.tr("Trick to %1 (%n points).", "", t.points), self.board.names[t.winner])
            tricks.append(f"{plays} — {taker}")
        how = (self.tr("each side's best play, every hand open") if line.exact
               else self.tr("played on as club players would"))
        head = fill(self.tr("Line with %1 (%2):"), CARDS[line.card].phrase(self.lang, self.deck), how)
        return f"<i>{head}</i>" + "".join("<br>&nbsp;&nbsp;· " + t for t in tricks)

    def stock_text(self, step: TrickStep) -> str:
        """The turned card and the stock as the step begins (the next two cards: the trick's winner draws first)."""
        parts = []
        if self.turned is not None:
            parts.append(fill(self.tr("Turned up: %1."), CARDS[self.turned].name(self.lang, self.deck)))
        if step.stock:
            following = ", ".join(CARDS[c].name(self.lang, self.deck) for c in step.stock[:2])
            parts.append(fill(self.tr("Stock: %n cards, the next %1.", "", len(step.stock)), following))
        elif any(s.stock for s in self.steps):
            parts.append(self.tr("The stock is used up."))
        return " ".join(parts)

    def _better(self, j: Judgement) -> str:
        """The better choice in words: a card, a mode, the announcement in full, or what to do with the 6."""
        if j.point.kind is DecisionKind.EXCHANGE:
            return (self.tr("Better: exchange the trump 6.") if isinstance(j.better, ExchangeSix)
                    else self.tr("Better: keep the trump 6."))
        assert j.better is not None
        said = j.better.describe(self.lang, self.deck) if j.point.kind is DecisionKind.ANNOUNCE \
            else self._describe(j.better)
        return self.tr("Better: %1.").replace("%1", f"<b>{said}</b>")

    # -- stepping ---------------------------------------------------------------------------

    def judgements_at(self, index: int) -> list[Judgement]:
        if self.review is None:
            return []
        number = self.steps[index].number
        return [j for j in self.review.judgements if j.point.trick + 1 == number or (j.point.trick < 0 and number == 0)]

    def show_step(self) -> None:
        step = self.steps[self.index] if self.steps else None
        n = len(self.steps) - 1
        if step is not None and step.number == 0:
            self.step_label.setText(self.tr("The deal"))
        elif step is not None:
            label = fill(self.tr("Trick %1 of %2"), number(step.number, lang=self.lang), number(n, lang=self.lang))
            if step.winner == self.seat:
                label += " — " + self.tr("taken by you")
            elif step.winner is not None:
                label += " — " + fill(self.tr("taken by %1"), self.board.names[step.winner])
            self.step_label.setText(label)
        here = self.judgements_at(self.index)
        marks = {int(j.point.action.card): j.verdict for j in here  # type: ignore[attr-defined]
                 if j.point.kind is DecisionKind.CARD and isinstance(j.point.action, Play)}
        pickable = set(legal_cards(self.picking.point.obs)) if self.picking is not None else set()
        if step is not None:
            self.board.show_step(step, marks, pickable)
            self.stock_label.setText(self.stock_text(step))
        if self.review is None:
            text = self.tr("Your decisions are being judged…")
        elif here:
            text = "<br>".join(self._line(j) for j in here)
        else:
            text = self.tr("No decision of yours here.")
        self.details.setText(text)
        self.first_button.setEnabled(self.index > 0)
        self.back_button.setEnabled(self.index > 0)
        self.forward_button.setEnabled(self.index < n)
        self.last_button.setEnabled(self.index < n)
        correctable = [j for j in here if j.verdict in CORRECTABLE and j.point.kind is DecisionKind.CARD
                       and id(j) not in self.revealed]
        self.find_button.setVisible(bool(correctable) and self.picking is None)

    def go(self, index: int) -> None:
        if self.steps:
            self.index = max(0, min(len(self.steps) - 1, index))
            self.picking = None
            self.show_step()

    def first(self) -> None:
        self.go(0)

    def back(self) -> None:
        self.go(self.index - 1)

    def forward(self) -> None:
        self.go(self.index + 1)

    def last(self) -> None:
        self.go(len(self.steps) - 1)

    # -- find a better card ------------------------------------------------------------------

    def find_better(self) -> None:
        """Hide the answer of this step's first mistake over a card and let the person pick again."""
        here = [j for j in self.judgements_at(self.index) if j.verdict in CORRECTABLE
                and j.point.kind is DecisionKind.CARD and id(j) not in self.revealed]
        if here:
            self.picking = here[0]
            self.show_step()
            self.board.setFocus(Qt.FocusReason.OtherFocusReason)  # the keys pick among the cards now

    def _picked(self, card: int) -> None:
        j = self.picking
        if j is None:
            return
        choice = next(a for a in j.choices if isinstance(a, Play) and a.card == card)
        verdict = j.verdict_of(choice)
        name = self._describe(choice)
        if verdict is Verdict.BEST:
            text = self.tr("Your pick, %1, is the best choice.").replace("%1", f"<b>{name}</b>")
        else:
            text = (self.tr("Your pick, %1, would have been: %2.").replace("%1", f"<b>{name}</b>")
                    .replace("%2", self.verdict_name(verdict)))
        self.pick_texts[id(j)] = text
        self.revealed.add(id(j))
        self.picking = None
        self.show_step()

    # -- the background review ---------------------------------------------------------------

    def _on_progress(self, key: object, done: int, total: int) -> None:
        if key != self.key:
            return
        self.progress.setVisible(True)
        self.progress.setRange(0, max(1, total))
        self.progress.setValue(done)
        self.progress.setFormat(fill(self.tr("Judging your decisions: %1 of %2"), number(done, lang=self.lang),
                                     number(total, lang=self.lang)))

    def _on_ready(self, key: object, review: HandReview) -> None:
        if key != self.key:
            return
        self.review = review
        self.progress.setVisible(False)
        self.show_step()

    def _on_failed(self, key: object, message: str) -> None:
        if key != self.key:
            return
        self.progress.setVisible(False)
        self.details.setText(self.tr("The review failed: %1").replace("%1", message))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif event.type() == QEvent.Type.FontChange and hasattr(self, "legend"):  # the text size: the title, the
            self._fit_text()  # legend and the decisions' box grow too (once they are made)
        super().changeEvent(event)

    def done(self, result: int) -> None:
        for signal, slot in ((self.reviews.progress, self._on_progress), (self.reviews.ready, self._on_ready),
                             (self.reviews.failed, self._on_failed)):
            try:
                signal.disconnect(slot)
            except (RuntimeError, TypeError):
                pass
        super().done(result)

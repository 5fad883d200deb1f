"""The guide beside the table: what to do now, the answer to the person's action, and the way on.

One idea at a time, in the table's own look: the exercise's sentence (the lesson's step, the puzzle's
goal), the answer to the last action (green: right and why; red: why not, the card is back in the hand),
the cards of the trick when a question asks which card (a click answers it, as a click on a card in the
hand does), and at the end the stars won.  The buttons: Continue (Enter, Space) past a sentence, Hint (H),
Start again, the next lesson or puzzle, and the list of all of them.  The panel reads the exercise through
the :class:`~jassdesk.app.school_controller.SchoolController`; it decides nothing.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QIcon, QKeyEvent
from PySide6.QtWidgets import (QFrame, QHBoxLayout, QLabel, QProgressBar, QPushButton, QScrollArea, QSizePolicy,
                               QToolButton, QVBoxLayout, QWidget)

from jassdesk.app.school_controller import SchoolController
from jassdesk.cards.provider import CardImageProvider
from jassdesk.engine.cards import CARDS
from jassdesk.engine.language import text_in

from .style import STYLE, stars_text
from ..styled import keep_styled

#: the guide's width beside the table: narrower in a small window, so the table keeps its room
WIDE, NARROW = 320, 220
QUESTION_CARD_WIDTH = 54


def _button(name: str, parent: QWidget) -> QPushButton:
    button = QPushButton(parent)
    button.setObjectName(name)
    button.setAutoDefault(True)  # Enter presses the focused button
    button.setCursor(Qt.CursorShape.PointingHandCursor)
    return button


class _CardButton(QToolButton):
    """A card of the trick that answers a question: Enter presses it as Space does, as on every button of
    the guide (a tool button takes Space alone)."""

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not event.modifiers():
            self.click()
            event.accept()
            return
        super().keyPressEvent(event)


class GuidePanel(QFrame):
    """The guide: it shows what the controller's exercise says and offers the way on."""

    continueRequested = Signal()
    hintRequested = Signal()
    againRequested = Signal()
    nextRequested = Signal()
    listRequested = Signal()
    cardPicked = Signal(int)  # a card of the trick clicked as a question's answer

    def __init__(self, controller: SchoolController, provider: CardImageProvider, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("guide")
        keep_styled(self, STYLE)
        self.controller = controller
        self.provider = provider
        self.heading = ""  # "Lesson 1" / "Schieber puzzle 3": the window's
        self.answer: Any = None  # the last Feedback, until the exercise moves on
        self.note = ""  # a hint or a word on the place resumed (say_note)
        self.title = QLabel(objectName="guideTitle")
        self.title.setWordWrap(True)
        self.step = QLabel(objectName="guideStep")
        self.bar = QProgressBar(textVisible=False)
        self.text = QLabel(objectName="guideText")
        self.text.setWordWrap(True)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.text.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self.answer_label = QLabel(objectName="guideAnswerRight")
        self.answer_label.setWordWrap(True)
        self.answer_label.hide()
        self.cards_row = QHBoxLayout()
        self.cards_row.setSpacing(4)
        self.card_buttons: list[QToolButton] = []
        self.stars = QLabel(objectName="guideStars", alignment=Qt.AlignmentFlag.AlignCenter)
        self.stars.hide()
        self.continue_button = _button("primary", self)
        self.continue_button.clicked.connect(self.continueRequested.emit)
        self.hint_button = _button("plain", self)
        self.hint_button.clicked.connect(self.hintRequested.emit)
        self.next_button = _button("primary", self)
        self.next_button.clicked.connect(self.nextRequested.emit)
        self.again_button = _button("plain", self)
        self.again_button.clicked.connect(self.againRequested.emit)
        self.list_button = _button("plain", self)
        self.list_button.clicked.connect(self.listRequested.emit)
        # the words scroll where the window is low (800x600: a long sentence and its answer), the buttons stay
        words = QWidget(objectName="guideWords")
        words_layout = QVBoxLayout(words)
        words_layout.setContentsMargins(0, 0, 4, 0)
        words_layout.setSpacing(8)
        words_layout.addWidget(self.title)
        words_layout.addWidget(self.step)
        words_layout.addWidget(self.bar)
        words_layout.addWidget(self.text)
        words_layout.addLayout(self.cards_row)
        words_layout.addWidget(self.answer_label)
        words_layout.addWidget(self.stars)
        words_layout.addStretch(1)
        self.scroll = QScrollArea(objectName="guideScroll", widgetResizable=True, frameShape=QFrame.Shape.NoFrame)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll.setWidget(words)
        # Tab reaches the words (the arrows scroll them where the window is low): the ring shows it
        self.scroll.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        keep_styled(self.scroll, "QScrollArea#guideScroll, QWidget#guideWords { background: transparent; }"
                                  "QScrollArea#guideScroll { border: 2px solid transparent; border-radius: 6px; }"
                                  "QScrollArea#guideScroll:focus { border-color: #2f80ed; }")
        self.scroll.viewport().setAutoFillBackground(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 12, 14, 12)
        layout.setSpacing(8)
        layout.addWidget(self.scroll, 1)
        for button in (self.continue_button, self.next_button, self.hint_button, self.again_button,
                       self.list_button):
            layout.addWidget(button)
        self.setFixedWidth(WIDE)
        self._order_keys()
        controller.progressed.connect(self._moved_on)
        controller.answered.connect(self._answered)
        controller.finished.connect(lambda *_: self.refresh())
        controller.awaiting.connect(lambda *_: self.refresh())
        self.retranslate()

    # -- what the controller says -------------------------------------------------------------

    def _moved_on(self) -> None:
        if self.answer is not None and self.answer.taken_back:
            self.answer = None  # a try taken back is answered until the exercise moves on
        self.note = ""
        self.refresh()

    def _answered(self, feedback: Any) -> None:
        self.answer = feedback
        self.note = ""
        self.refresh()

    def say_note(self, text: str) -> None:
        """A word of the guide that is no answer (a hint, a place that could not be resumed), until the
        person's next action."""
        self.answer = None
        self.note = text
        self.refresh()

    def set_narrow(self, narrow: bool) -> None:
        self.setFixedWidth(NARROW if narrow else WIDE)

    def retranslate(self) -> None:
        self.continue_button.setText(self.tr("Continue (Enter)"))
        self.hint_button.setText(self.tr("Hint (H)"))
        self.again_button.setText(self.tr("Start again"))
        self.list_button.setText(self.tr("Lessons and puzzles"))
        self.setAccessibleName(self.tr("The guide"))
        self.scroll.setAccessibleName(self.tr("What the guide says"))
        self.refresh()

    def refresh(self) -> None:
        """Every line as the exercise stands now."""
        controller = self.controller
        exercise = controller.exercise
        lang = controller.settings.language
        if exercise is None:
            return
        self.title.setText(f"{self.heading} · {exercise.title(lang)}" if self.heading else exercise.title(lang))
        progress = getattr(exercise, "progress", None)
        done, total = progress() if callable(progress) else (0, 0)
        self.bar.setVisible(total > 0)
        self.step.setVisible(total > 0)
        if total:
            self.bar.setRange(0, total)
            self.bar.setValue(done)
            self.step.setText(self.tr("Step %1 of %2").replace("%1", str(min(done + 1, total)))
                              .replace("%2", str(total)))
        guide = exercise.guide(lang)
        self.text.setText(guide)
        self.text.setAccessibleName(guide)
        answer = text_in(self.answer.text, lang) if self.answer is not None else ""
        if self.note and not answer:
            self.answer_label.setObjectName("guideNote")
            self.answer_label.setText(self.note)
            self.answer_label.setAccessibleName(self.note)
            self.answer_label.setStyleSheet("")
            self.answer_label.show()
        elif answer and answer != guide:
            self.answer_label.setObjectName("guideAnswerRight" if self.answer.right else "guideAnswerWrong")
            mark = "✓ " if self.answer.right else "✗ "
            self.answer_label.setText(mark + answer)
            self.answer_label.setAccessibleName(answer)
            self.answer_label.setStyleSheet("")  # the object name's look anew
            self.answer_label.show()
        else:
            self.answer_label.hide()
        # where the words scroll: the answer in sight once laid out, else the step's sentence from its top
        if self.answer_label.isVisibleTo(self):
            QTimer.singleShot(0, self, lambda: self.scroll.ensureWidgetVisible(self.answer_label, 0, 8))
        else:
            self.scroll.verticalScrollBar().setValue(0)
        self._show_question_cards()
        finished = exercise.done
        self.stars.setVisible(finished)
        if finished:
            self.stars.setText(stars_text(exercise.stars))
            self.stars.setAccessibleName(self.tr("%1 of 3 stars").replace("%1", str(exercise.stars)))
        reading = controller.reading
        self.continue_button.setVisible(not finished and reading)
        self.hint_button.setVisible(not finished)
        self.hint_button.setEnabled(not reading)
        self.next_button.setVisible(finished and self.next_button.text() != "")
        if finished and self.next_button.isVisible():
            self.next_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def set_next(self, text: str) -> None:
        """The finished exercise's way on ("Next lesson", "Next puzzle"); "" when it was the last one."""
        self.next_button.setText(text)
        self.refresh()

    def _show_question_cards(self) -> None:
        cards = self.controller.question_cards()
        if tuple(b.property("card") for b in self.card_buttons) == cards:
            return
        for button in self.card_buttons:
            self.cards_row.removeWidget(button)
            button.hide()  # gone at once; deleted when the event loop comes round
            button.deleteLater()
        self.card_buttons = []
        lang, deck = self.controller.settings.language, self.controller.settings.deck
        for card in cards:
            button = _CardButton(self)
            button.setProperty("card", card)
            pixmap = self.provider.pixmap(card, QUESTION_CARD_WIDTH, self.devicePixelRatioF())
            button.setIcon(QIcon(pixmap))
            button.setIconSize(QSize(QUESTION_CARD_WIDTH, int(QUESTION_CARD_WIDTH * self.provider.aspect)))
            name = CARDS[card].name(lang, deck)
            button.setToolTip(name)
            button.setAccessibleName(name)
            button.setCursor(Qt.CursorShape.PointingHandCursor)
            button.clicked.connect(lambda _=False, c=card: self.cardPicked.emit(c))
            self.cards_row.addWidget(button)
            self.card_buttons.append(button)
        self._order_keys()

    def _order_keys(self) -> None:
        """Tab goes down the guide as it reads: its words, the cards of a question among them, then the
        buttons under them (the cards are made when a question comes, after the buttons)."""
        chain: list[QWidget] = [self.scroll, *self.card_buttons, self.continue_button, self.next_button,
                                self.hint_button, self.again_button, self.list_button]
        for first, second in zip(chain, chain[1:]):
            QWidget.setTabOrder(first, second)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

"""The welcome of the first start: a short greeting, then the choice of what to do first.

A fresh JASSDESK_HOME (no settings, no autosave) used to drop a person into a Schieber that was already
dealing, with no word of welcome and no choice of game.  This panel lies over the empty table instead:
"Play Schieber" (the default: focused, Enter starts it, Escape too), the other games each with one line
saying what it is, and beside each game its rules (the rules help, Help > Rules, at that game's section).
Help > Welcome shows it again.

It is a widget over the table, not a dialog: nothing waits in a nested event loop, so the window paints
at once (:mod:`jassdesk.ui.first_paint`) and the panel is part of that first paint.  Its look is the
table's panels' (:class:`jassdesk.ui.items.PanelItem`, :class:`~jassdesk.ui.items.ButtonItem`): cream
card with a brown rim, gold primary button, the blue ring of the keyboard's focus.

When the panel is due is :func:`welcome_due`; what the window does with a choice is
:meth:`jassdesk.ui.mainwindow.MainWindow.show_welcome`.  The school of issue #31 (lessons and puzzles)
joins the panel through :meth:`WelcomePanel.add_school`, once its window exists.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from jassdesk.app.settings import Settings, Welcome
from jassdesk.engine.rules import Game

from .games import SETUPS, setup_for
from .card_over_table import CardOverTable

#: the widest the card grows to in a large window; it always fits the table it lies on
CARD_WIDTH = 700
#: the game a newcomer is offered first (focused, Enter and Escape): the first of the registry, Schieber
DEFAULT_GAME: Game = next(iter(SETUPS))
#: the grid's row kept for "Learn Jass" (:meth:`WelcomePanel.add_school`); empty, it takes no room
SCHOOL_ROW = 0

# the table's panel and button colours (jassdesk/ui/items.py: PanelItem, ButtonItem)
STYLE = """
QFrame#welcomeCard { background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #fffdf7, stop:1 #f3ead6);
                     border: 2px solid #8a6d3b; border-radius: 16px; }
QLabel { color: #1f1a14; background: transparent; }
QLabel#welcomeTitle { font-size: 22px; font-weight: 600; }
QLabel#welcomeGreeting { font-size: 14px; }
QLabel#welcomeLine { font-size: 13px; color: #4a3c28; }
QLabel#welcomeFooter { font-size: 12px; color: #6b5a3a; }
QFrame#welcomeRule { background: #d8c9a6; border: none; max-height: 1px; min-height: 1px; }
QPushButton { color: #1f1a14; font-size: 15px; font-weight: 600; padding: 6px 14px; min-height: 30px;
              border: 1px solid rgba(60, 45, 25, 160); border-radius: 12px;
              background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #fffdf6, stop:1 #efe6d2); }
QPushButton:hover { background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #ffffff, stop:1 #f6eedc); }
QPushButton#welcomePrimary { border: 2px solid #f4c542;
              background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #ffe08a, stop:1 #e0a92a); }
QPushButton#welcomePrimary:hover { background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #ffe79f,
              stop:1 #e8b43a); }
QPushButton#welcomeRules { font-size: 13px; font-weight: 500; padding: 4px 10px; min-height: 24px; }
QPushButton:focus, QPushButton#welcomePrimary:focus, QPushButton#welcomeRules:focus { border: 3px solid #2f80ed;
              outline: none; }
"""


def welcome_due(settings: Settings, settings_existed: bool) -> bool:
    """Whether a start left to JassDesk (no ``--new``, ``--game``, file or ``--seed``) shows the welcome,
    as far as the settings tell; an autosave found then still sends the person to his Partie.

    Due on the first start (no settings file before this one) and after a start whose window was
    closed over the panel with nothing chosen; never once a game was chosen on it, nor for a folder
    already in use whose settings were written before the panel existed (no ``welcome`` key: NEW).
    """
    state = settings.welcome
    if state is Welcome.SHOWN:
        return True
    return state is Welcome.NEW and not settings_existed


class _Choice(QPushButton):
    """A button of the panel: Enter presses it too (a plain widget's button takes only Space)."""

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.setAutoDefault(True)  # Enter and Return press the focused button, as in a dialog
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)


#: the keys the panel answers itself, whichever of its buttons has the focus
_PANEL_KEYS = frozenset({Qt.Key.Key_Escape, Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Left, Qt.Key.Key_Right})


class WelcomePanel(CardOverTable):
    """The welcome over the table: a dimmed backdrop over the whole table, a card in its middle.

    ``chosen(game)`` when a game's button is pressed (Escape: Schieber), ``rulesRequested(game)`` when the
    rules beside a game are; the window decides what follows (start the game, open the help).
    """

    chosen = Signal(object)  # the Game to play
    rulesRequested = Signal(object)  # the Game whose rules to show

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent, "welcome", "welcomeCard", STYLE, CARD_WIDTH)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.title = QLabel(objectName="welcomeTitle", alignment=Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        self.greeting = QLabel(objectName="welcomeGreeting", alignment=Qt.AlignmentFlag.AlignCenter)
        self.greeting.setWordWrap(True)
        rule = QFrame(objectName="welcomeRule")
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(12)
        self.grid.setVerticalSpacing(8)
        self.grid.setColumnStretch(1, 1)
        self.footer = QLabel(objectName="welcomeFooter", alignment=Qt.AlignmentFlag.AlignCenter)
        self.footer.setWordWrap(True)
        layout = QVBoxLayout(self.card)
        layout.setContentsMargins(22, 16, 22, 14)
        layout.setSpacing(10)
        layout.addWidget(self.title)
        layout.addWidget(self.greeting)
        layout.addWidget(rule)
        layout.addLayout(self.grid)
        layout.addWidget(self.footer)
        #: each game's "Play" button and its "rules" button, in the engine's order (Schieber first)
        self.play: dict[Game, QPushButton] = {}
        self.rules: dict[Game, QPushButton] = {}
        self.lines: dict[Game, QLabel] = {}
        self.school: QPushButton | None = None
        self._school_line: QLabel | None = None
        for game in SETUPS:
            self._add_game_row(game)
        self.retranslate()

    # -- building ------------------------------------------------------------------------------

    def _add_game_row(self, game: Game) -> None:
        row = max(self.grid.rowCount(), SCHOOL_ROW + 1)
        play = _Choice("welcomePrimary" if game is DEFAULT_GAME else "welcomePlay", self.card)
        play.clicked.connect(lambda _=False, g=game: self.chosen.emit(g))
        line = QLabel(objectName="welcomeLine")
        line.setWordWrap(True)
        line.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        rules = _Choice("welcomeRules", self.card)
        rules.clicked.connect(lambda _=False, g=game: self.rulesRequested.emit(g))
        play.installEventFilter(self)
        rules.installEventFilter(self)
        self.grid.addWidget(play, row, 0)
        self.grid.addWidget(line, row, 1)
        self.grid.addWidget(rules, row, 2)
        self.play[game], self.lines[game], self.rules[game] = play, line, rules

    def add_school(self, open_school: Callable[[], None]) -> QPushButton:
        """The place of "Learn Jass": a row at the top of the choices that calls ``open_school``.

        The school's window (issue #31: lessons and puzzles) adds itself here when it exists, from
        :meth:`MainWindow.show_welcome`'s panel; "Play Schieber" stays the default (focused, Enter,
        Escape) until the school's session decides otherwise.  Pressing it closes nothing: the school
        decides (a choice of it should be remembered as the games' is, ``settings.welcome`` = done).
        """
        if self.school is not None:
            raise RuntimeError("the school is on the welcome panel already")
        school = _Choice("welcomePlay", self.card)
        school.clicked.connect(lambda _=False: open_school())
        school.installEventFilter(self)
        line = QLabel(objectName="welcomeLine")
        line.setWordWrap(True)
        self.grid.addWidget(school, SCHOOL_ROW, 0)  # the row kept free above the games
        self.grid.addWidget(line, SCHOOL_ROW, 1, 1, 2)
        self.school, self._school_line = school, line
        if self.isVisible():  # added to a panel on screen: shown now, not on the layout's next turn
            school.show()
            line.show()
        self.retranslate()
        return school

    def retranslate(self) -> None:
        """Every text in the current language (the window calls it when the language changes)."""
        self.setAccessibleName(self.tr("Welcome to JassDesk"))
        self.title.setText(self.tr("Welcome to JassDesk"))
        self.greeting.setText(self.tr("Jass is the card game of Switzerland. Choose what to play: the AI players "
                                      "take the other seats, and a hint (H) shows what they would play."))
        self.footer.setText(self.tr("This welcome opens again from Help > Welcome."))
        for game in self.play:  # each game says what it is (its part of New game, ui/games/)
            setup = setup_for(game)
            _name(self.play[game], setup.play_label(), setup.welcome_line())
            self.lines[game].setText(setup.welcome_line())
            self.lines[game].setBuddy(self.play[game])
            rules = self.tr("Learn the rules: %1").replace("%1", setup_for(game).name())
            _name(self.rules[game], self.tr("Learn the rules"), "", accessible=rules)
        if self.school is not None and self._school_line is not None:
            line = self.tr("Lessons and puzzles, from the first card on.")
            _name(self.school, self.tr("Learn Jass"), line)
            self._school_line.setText(line)

    # -- showing and the keyboard -------------------------------------------------------------

    def open(self) -> None:
        """Show the panel over the table with "Play Schieber" focused."""
        self.setGeometry(self.parentWidget().rect())
        self.place_card()
        self.show()
        self.raise_()
        self.take_keys()

    def take_keys(self) -> None:
        """Give the keyboard to the panel: the focused button keeps it, else "Play Schieber"."""
        if not any(button.hasFocus() for button in self.buttons()):
            self.play[DEFAULT_GAME].setFocus(Qt.FocusReason.OtherFocusReason)

    def buttons(self) -> list[QPushButton]:
        """The panel's buttons in the order of the keyboard: row by row, each game's play then its rules."""
        ordered = [self.school] if self.school is not None else []
        for game in self.play:
            ordered += [self.play[game], self.rules[game]]
        return ordered

    def focusNextPrevChild(self, next: bool) -> bool:  # noqa: A002, N802
        """Tab and Shift+Tab go round the panel's buttons; the table and the score sheet behind are out of
        reach while it is open."""
        return self._step(1 if next else -1)

    def _step(self, direction: int) -> bool:
        buttons = self.buttons()
        current = next((i for i, b in enumerate(buttons) if b.hasFocus()), -1)
        target = buttons[(current + direction) % len(buttons)] if current >= 0 else buttons[0]
        target.setFocus(Qt.FocusReason.TabFocusReason if abs(direction) == 1 else Qt.FocusReason.OtherFocusReason)
        return True

    def _step_row(self, direction: int) -> None:
        """Up and Down go from a row to the next, to the same kind of button (play or rules)."""
        buttons = self.buttons()
        current = next((i for i, b in enumerate(buttons) if b.hasFocus()), -1)
        if current < 0:
            self.take_keys()
            return
        column = 1 if buttons[current] in self.rules.values() else 0
        rows = ([[self.school, self.school]] if self.school is not None else []) + \
            [[self.play[g], self.rules[g]] for g in self.play]
        row = next(i for i, r in enumerate(rows) if buttons[current] in r)
        rows[(row + direction) % len(rows)][column].setFocus(Qt.FocusReason.OtherFocusReason)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The buttons' arrows and Escape (taken here, before a button moves the focus its own way); the table's
        resizes and the card's texts as every card over the table takes them."""
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) and event.key() in _PANEL_KEYS \
                and watched in self.buttons():
            self.keyPressEvent(event)
            return True
        return super().eventFilter(watched, event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Escape plays Schieber; the arrows move between the buttons (the buttons pass them on)."""
        key = event.key()
        if key == Qt.Key.Key_Escape:
            self.chosen.emit(DEFAULT_GAME)
        elif key in (Qt.Key.Key_Up, Qt.Key.Key_Down):
            self._step_row(-1 if key == Qt.Key.Key_Up else 1)
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            self._step(-1 if key == Qt.Key.Key_Left else 1)
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    # -- the look --------------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        """The table dimmed behind the card: nothing there takes a click while the choice is open."""
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor(6, 20, 12, 120))


def _name(button: QPushButton, text: str, description: str, accessible: str | None = None) -> None:
    """A button's text, and the name and description a screen reader says for it."""
    button.setText(text)
    button.setAccessibleName(accessible or text)
    button.setAccessibleDescription(description)
    button.setToolTip(description or accessible or "")

"""The score sheet beside the table: the game's own sheet (a table of hands, or the Jasstafel as a table or as
the chalk board of a Beiz), with the deal code of the hand under the cursor.

The main window docks it beside the table of a Partie at home, and the window of a table played over the network
beside its table (jassdesk/ui/network_window.py).
"""
from __future__ import annotations


import shiboken6
from PySide6.QtCore import QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QPalette
from PySide6.QtWidgets import (
    QButtonGroup,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QStackedWidget,
    QStyledItemDelegate,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from jassdesk.app.controller import GameController
from jassdesk.app.score_sheets import JasstafelModel, ScoreSheetModel
from jassdesk.app.settings import SheetView
from jassdesk.cards.provider import CardImageProvider
from jassdesk.engine import events as ev
from jassdesk.i18n.numbers import number

from .look import look
from .chalkboard import Chalkboard
from .games import setup_for
from . import sheet_rows
from .sheet_rows import has_row_name
from .styled import keep_styled



CHALK = "#f3f1e7"
SLATE = "#1d2a25"
FOCUS = "#f4c542"  # the keyboard's focus on the slate (the statistics' colour)


class _SheetDelegate(QStyledItemDelegate):
    """Totals in bold chalk, the hand in progress in a softer colour, a cell still open faint; a sheet's
    figures written as the sheet's language writes them ("1'234")."""

    #: the card art whose signs a sheet of modes shows before its row names (the window's; None: no signs)
    provider: CardImageProvider | None = None

    def paint(self, painter, option, index) -> None:  # noqa: ANN001
        if has_row_name(index):  # "×3 [sign] Schellen": see sheet_rows
            sheet_rows.paint(self, self.provider, painter, option, index)
        else:
            super().paint(painter, option, index)

    def sizeHint(self, option, index) -> QSize:  # noqa: ANN001
        base = super().sizeHint(option, index)
        return sheet_rows.size_hint(self, option, index, base) if has_row_name(index) else base

    def displayText(self, value, locale) -> str:  # noqa: ANN001, N802
        if isinstance(value, int) and not isinstance(value, bool):
            model = self.parent().model() if isinstance(self.parent(), QTableView) else None
            return number(value, lang=getattr(model, "lang", None))
        return super().displayText(value, locale)

    def initStyleOption(self, option, index) -> None:  # noqa: ANN001
        super().initStyleOption(option, index)
        kind = index.data(Qt.ItemDataRole.UserRole)
        font = QFont(option.font)
        high = look().high_contrast
        if kind == "total":
            font.setBold(True)
            if font.pixelSize() > 0:
                font.setPixelSize(round(font.pixelSize() * 1.15))
            elif font.pointSizeF() > 0:
                font.setPointSizeF(font.pointSizeF() * 1.15)
            option.palette.setColor(QPalette.ColorRole.Text, QColor("#ffff00" if high else "#ffe08a"))
        elif kind == "current":
            font.setItalic(True)
            option.palette.setColor(QPalette.ColorRole.Text, QColor("#ffffff" if high else "#b9d8c4"))
        elif kind == "open":  # a row still to be played (Coiffeur): faint, unlike a row played for 0
            # (in high contrast italic, not faint: every text at 7:1)
            if high:
                font.setItalic(True)
            option.palette.setColor(QPalette.ColorRole.Text, QColor("#ffffff" if high else "#6f8a7c"))
        option.font = font


class ScoreSheet(QWidget):
    """The Jasstafel beside the table: one line per hand, a column per side, the totals below."""

    contentChanged = Signal()  # its figures changed: the window may give it the width to show them whole

    def __init__(self, controller: GameController, parent: QWidget | None = None,
                 provider: CardImageProvider | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self._hand: int | None = None  # the hand on the table (its HandStarted shown), None before the first
        self._code = ""  # that hand's deal code once it is dealt, the one its summary shows
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        self.title = QLabel()
        self.title.setObjectName("sheetTitle")
        self.info = QLabel()
        self.info.setObjectName("sheetInfo")
        self.info.setWordWrap(True)
        self.table = QTableView()
        delegate = _SheetDelegate(self.table)
        delegate.provider = provider  # the signs of a sheet of modes (Coiffeur), from the table's card art
        self.table.setItemDelegate(delegate)
        self.table.verticalHeader().setVisible(False)
        self.table.setSelectionMode(QTableView.SelectionMode.NoSelection)
        # Tab reaches it (the arrows and Page Up/Down scroll a long Partie's rows); a click leaves the keys
        # with the table, and Tab leaves it at once
        self.table.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.table.setTabKeyNavigation(False)
        self.table.setShowGrid(False)
        self.table.setWordWrap(False)
        self.table.setEditTriggers(QTableView.EditTrigger.NoEditTriggers)
        # the Jasstafel as a table or as the chalk board of a Beiz (a Jasstafel only; the setting "sheet_view")
        self.board = Chalkboard(controller.settings, instant=lambda: controller.fast_forward,
                                chooses_mode=lambda: controller.shown_obs is not None
                                and controller.shown_obs.vorhand >= 0)
        self.views = QStackedWidget()
        self.views.addWidget(self.table)
        self.views.addWidget(self.board)
        self.view_buttons = QButtonGroup(self)
        self.table_button, self.board_button = QToolButton(), QToolButton()
        toggle = QHBoxLayout()  # a row of its own over the view: the title keeps the whole width
        toggle.setContentsMargins(0, 0, 0, 4)
        toggle.setSpacing(0)
        for view, button in ((SheetView.TABLE, self.table_button), (SheetView.BOARD, self.board_button)):
            button.setObjectName("sheetView")
            button.setCheckable(True)
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # a click leaves the keys with the table
            button.clicked.connect(lambda _=False, v=view: controller.settings.set("sheet_view", v.value))
            self.view_buttons.addButton(button)
            toggle.addWidget(button)
        toggle.addStretch(1)
        controller.settings.changed.connect(self._setting_changed)
        layout.addWidget(self.title)
        layout.addWidget(self.info)
        layout.addLayout(toggle)
        layout.addWidget(self.views, 1)
        keep_styled(self, f"""
            ScoreSheet {{ background: {SLATE}; }}
            QLabel#sheetTitle {{ color: {CHALK}; font-size: 17px; font-weight: 600; padding: 2px 2px 0 2px; }}
            QLabel#sheetInfo {{ color: #a9bdb2; font-size: 12px; padding: 0 2px 4px 2px; }}
            QTableView {{ background: {SLATE}; color: {CHALK}; border: 1px solid #3c5248; border-radius: 6px;
                          gridline-color: #3c5248; font-size: 13px; }}
            QTableView:focus {{ border: 2px solid {FOCUS}; }}
            QTableView::item {{ padding: 3px 3px; border-bottom: 1px solid #2c3d36; }}
            QHeaderView::section {{ background: #26372f; color: {CHALK}; border: none; padding: 4px 3px;
                                    border-bottom: 2px solid #8fb3a0; font-weight: 600; }}
            QToolButton#sheetView {{ color: {CHALK}; background: #26372f; border: 1px solid #3c5248;
                                     padding: 2px 9px; font-size: 12px; }}
            QToolButton#sheetView:checked {{ background: #8fb3a0; color: #13201b; border-color: #8fb3a0; }}
            QToolButton#sheetView:focus {{ border: 2px solid {FOCUS}; }}
        """)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self._settle = QTimer(self)
        self._settle.setSingleShot(True)
        self._settle.setInterval(0)
        self._settle.timeout.connect(self._settled)
        self.show_model(controller.score_model)
        controller.scoreModelChanged.connect(self.show_model)
        controller.gameStarted.connect(self._forget_deal)
        controller.eventShown.connect(self._event_shown)

    def show_model(self, model: ScoreSheetModel) -> None:
        """Show ``model`` (a game's own sheet): the first column takes the room, the figures their width."""
        self.table.setModel(model)
        self.title.setText(model.title())
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        # Rows of one line all have the height of a hand's row, the totals the height of their larger type:
        # two rows measured instead of all of them (a long Partie's sheet has a hundred rows).  A sheet whose
        # cells have two lines (Differenzler's bid/points over the penalty) has each row measured.
        self.table.verticalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents if model.row_lines > 1 else QHeaderView.ResizeMode.Fixed)
        model.modelReset.connect(self._content_changed)
        model.dataChanged.connect(self._content_changed)
        self._show_view()

    def _show_view(self) -> None:
        """The table or the chalk board, as the setting says; the toggle only where the sheet is the
        Jasstafel (a Coiffeur table or Differenzler's bids have no board)."""
        model = self.table.model()
        jasstafel = isinstance(model, JasstafelModel) and shiboken6.isValid(model)
        self.table_button.setVisible(jasstafel)
        self.board_button.setVisible(jasstafel)
        if self.board.model is not model or not jasstafel:
            self.board.set_model(model if jasstafel else None)
        board = jasstafel and self.controller.settings.sheet_view is SheetView.BOARD
        self.views.setCurrentWidget(self.board if board else self.table)
        (self.board_button if board else self.table_button).setChecked(True)

    def _setting_changed(self, key: str) -> None:
        if key == "sheet_view":
            self._show_view()

    def _content_changed(self) -> None:
        """The sheet is measured and scrolled once its changes of this turn of the event loop are in (a
        resumed Partie resets it several times in one go; measuring every row each time cost seconds)."""
        self._settle.start()

    def _settled(self) -> None:
        self._fit_rows()
        self.table.scrollToBottom()
        self.contentChanged.emit()

    def _fit_rows(self) -> None:
        model = self.table.model()
        rows = model.rowCount() if model is not None else 0
        if rows == 0 or model.row_lines > 1:
            return
        vertical = self.table.verticalHeader()
        if rows > 1:
            height = self.table.sizeHintForRow(0)
            if height > 0 and height != vertical.defaultSectionSize():
                vertical.setDefaultSectionSize(height)
        if model.is_total_row(rows - 1):
            vertical.resizeSection(rows - 1, self.table.sizeHintForRow(rows - 1))

    def preferred_width(self) -> int:
        """The width that shows every column's content whole: each column's widest cell or header, and the
        margins, frame and scroll bar around them."""
        header = self.table.horizontalHeader()
        model = self.table.model()
        columns = model.columnCount() if model is not None else 0
        content = sum(max(self.table.sizeHintForColumn(c), header.sectionSizeHint(c)) for c in range(columns))
        margins = self.layout().contentsMargins()
        frame = 2 * self.table.frameWidth() + self.table.verticalScrollBar().sizeHint().width()
        return content + frame + margins.left() + margins.right()

    def retranslate(self) -> None:
        self._retranslate_views()
        self.title.setText(self.controller.score_model.title())
        self._show_info()

    def _show_info(self) -> None:
        """The line under the title: the game, the Partie, its length; the deal code of the hand on the table."""
        c = self.controller
        if c.config is None or not c.running:
            self.info.setText("")
            return
        rules = c.rules
        game = setup_for(rules.game).name()
        end = setup_for(rules.game).length(rules)
        text = self.tr("%1 · Partie %2 · %3").replace("%1", game) \
            .replace("%2", str(c.partie_no)).replace("%3", end)
        if c.practice:
            text += " · " + self.tr("practice game")
        if self._code:  # the one number of a deal a person reads, types into New game and passes on
            text += "\n" + self.tr("Deal code: %1").replace("%1", self._code)
        self.info.setText(text)

    def deal_code(self) -> str:
        """The deal code the sheet shows: the hand on the table's, once it is dealt ("" before)."""
        return self._code

    def _forget_deal(self) -> None:
        self._hand, self._code = None, ""

    def _event_shown(self, event: object) -> None:
        """A hand begins (no code until its cards are dealt) or is dealt: its code, as its summary shows it."""
        if isinstance(event, ev.HandStarted):
            self._hand, self._code = event.hand_no, ""
        elif isinstance(event, ev.CardsDealt) and self._hand is not None:
            self._code = self.controller.deal_code(self._hand)
        else:
            return
        self._show_info()

    def _retranslate_views(self) -> None:
        self.table.setAccessibleName(self.tr("Score sheet"))
        for button, text, name in (
                (self.table_button, self.tr("Table"), self.tr("Show the score sheet as a table of hands")),
                (self.board_button, self.tr("Board"), self.tr("Show the score sheet as a chalk board"))):
            button.setText(text)
            button.setToolTip(name)
            button.setAccessibleName(name)
        self.board.retranslate()

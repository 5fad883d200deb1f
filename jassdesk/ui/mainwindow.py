"""The main window: the table in the middle, the score sheet beside it, menus, status bar."""

from __future__ import annotations

import sys

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QColor, QFont, QKeySequence, QPalette
from PySide6.QtWidgets import QDockWidget, QHeaderView, QLabel, QMainWindow, QMessageBox, QStyledItemDelegate, \
    QTableView, QVBoxLayout, QWidget

from jassdesk import i18n
from jassdesk.app.controller import GameConfig, GameController
from jassdesk.app.hints import HintController
from jassdesk.app.settings import HintMode, Settings
from jassdesk.cards.provider import CardImageProvider, FaceSet
from jassdesk.engine.rules import Game, Rules

from .dialogs import NewGameDialog, RulesDialog, SettingsDialog, back_label, face_set_label
from .table import TableScene, TableView

CHALK = "#f3f1e7"
SLATE = "#1d2a25"


class _SheetDelegate(QStyledItemDelegate):
    """Totals in bold chalk, the hand in progress in a softer colour."""

    def initStyleOption(self, option, index) -> None:  # noqa: ANN001
        super().initStyleOption(option, index)
        kind = index.data(Qt.ItemDataRole.UserRole)
        font = QFont(option.font)
        if kind == "total":
            font.setBold(True)
            if font.pixelSize() > 0:
                font.setPixelSize(round(font.pixelSize() * 1.15))
            elif font.pointSizeF() > 0:
                font.setPointSizeF(font.pointSizeF() * 1.15)
            option.palette.setColor(QPalette.ColorRole.Text, QColor("#ffe08a"))
        elif kind == "current":
            font.setItalic(True)
            option.palette.setColor(QPalette.ColorRole.Text, QColor("#b9d8c4"))
        option.font = font


class ScoreSheet(QWidget):
    """The Jasstafel beside the table: one line per hand, a column per side, the totals below."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        self.title = QLabel()
        self.title.setObjectName("sheetTitle")
        self.info = QLabel()
        self.info.setObjectName("sheetInfo")
        self.info.setWordWrap(True)
        self.table = QTableView()
        self.table.setModel(controller.score_model)
        self.table.setItemDelegate(_SheetDelegate(self.table))
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        self.table.setSelectionMode(QTableView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.setShowGrid(False)
        self.table.setWordWrap(False)
        self.table.setEditTriggers(QTableView.EditTrigger.NoEditTriggers)
        layout.addWidget(self.title)
        layout.addWidget(self.info)
        layout.addWidget(self.table, 1)
        self.setStyleSheet(f"""
            ScoreSheet {{ background: {SLATE}; }}
            QLabel#sheetTitle {{ color: {CHALK}; font-size: 17px; font-weight: 600; padding: 2px 2px 0 2px; }}
            QLabel#sheetInfo {{ color: #a9bdb2; font-size: 12px; padding: 0 2px 4px 2px; }}
            QTableView {{ background: {SLATE}; color: {CHALK}; border: 1px solid #3c5248; border-radius: 6px;
                          gridline-color: #3c5248; font-size: 13px; }}
            QTableView::item {{ padding: 3px 3px; border-bottom: 1px solid #2c3d36; }}
            QHeaderView::section {{ background: #26372f; color: {CHALK}; border: none; padding: 4px 3px;
                                    border-bottom: 2px solid #8fb3a0; font-weight: 600; }}
        """)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        controller.score_model.modelReset.connect(self.table.scrollToBottom)

    def retranslate(self) -> None:
        self.title.setText(self.tr("Jasstafel"))
        c = self.controller
        if c.config is None or c.state is None:
            self.info.setText("")
            return
        rules = c.rules
        game = self.tr("Schieber") if rules.game is Game.SCHIEBER else self.tr("Schmaus")
        end = self.tr("%1 hands").replace("%1", str(rules.hands)) if rules.hands else \
            self.tr("to %1").replace("%1", str(rules.target))
        self.info.setText(self.tr("%1 · Partie %2 · %3 · seed %4").replace("%1", game)
                          .replace("%2", str(c.partie_no)).replace("%3", end).replace("%4", str(c.config.seed)))


class MainWindow(QMainWindow):
    """JassDesk's window.  Owns the session's settings, card art, controller, hints and table."""

    def __init__(self, settings: Settings | None = None, provider: CardImageProvider | None = None) -> None:
        super().__init__()
        # The AI thinks in pure Python on a worker thread.  Every paint and slot of the GUI thread must
        # take the GIL back from it; with the default 5 ms switch interval a frame that enters Python
        # for many items waits 5 ms per entry.  A 1 ms interval keeps frames smooth while the AI thinks.
        sys.setswitchinterval(min(sys.getswitchinterval(), 0.001))
        self.settings = settings or Settings(self)
        # the translation must be switched before any view re-reads its texts: connect first
        self.settings.changed.connect(self._on_setting)
        self.provider = provider or CardImageProvider(face_set=self.settings.face_set)
        if self.settings.back in self.provider.available_backs():
            self.provider.set_back(self.settings.back)
        self.provider.set_face_set(self.settings.face_set)
        self.controller = GameController(self.settings, self)
        self.hints = HintController(self, process=self.controller.ai_process)
        self.scene = TableScene(self.controller, self.provider, self.settings, self.hints, self)
        self.view = TableView(self.scene, self)
        self.setCentralWidget(self.view)
        self.sheet = ScoreSheet(self.controller)
        self.dock = QDockWidget(self)
        self.dock.setObjectName("scoreDock")
        self.dock.setWidget(self.sheet)
        self.dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetClosable
                              | QDockWidget.DockWidgetFeature.DockWidgetMovable)
        self.dock.setMinimumWidth(180)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        self.resizeDocks([self.dock], [290], Qt.Orientation.Horizontal)
        self.scene.message.connect(self._status)
        self.scene.newGameRequested.connect(self.new_game_dialog)
        self.controller.gameStarted.connect(lambda *_: self._refresh_texts())
        self.controller.aiFailed.connect(lambda m: self._status(self.tr("The AI failed: %1").replace("%1", m)))
        self._build_actions()
        self._build_menus()
        self.retranslate()
        self.setMinimumSize(QSize(800, 600))
        self.resize(1280, 800)
        self.statusBar().setStyleSheet("QStatusBar { background: #0d3b22; color: #f3f1e7; font-size: 13px; }"
                                       "QStatusBar::item { border: none; }")

    # -- actions and menus --------------------------------------------------------------------

    def _build_actions(self) -> None:
        a = {}
        a["new"] = QAction(self, shortcut=QKeySequence.StandardKey.New, triggered=self.new_game_dialog)
        a["hint"] = QAction(self, shortcut=QKeySequence(Qt.Key.Key_H), triggered=self.scene.request_hint)
        a["last"] = QAction(self, shortcut=QKeySequence(Qt.Key.Key_L), triggered=self.scene.toggle_last_trick)
        a["settings"] = QAction(self, shortcut=QKeySequence("Ctrl+,"), triggered=self.settings_dialog)
        a["quit"] = QAction(self, shortcut=QKeySequence.StandardKey.Quit, triggered=self.close)
        a["fullscreen"] = QAction(self, shortcut=QKeySequence(Qt.Key.Key_F11), checkable=True,
                                  triggered=self._toggle_fullscreen)
        a["rules"] = QAction(self, shortcut=QKeySequence(Qt.Key.Key_F1), triggered=self.show_rules)
        a["about"] = QAction(self, triggered=self.show_about)
        a["sheet"] = self.dock.toggleViewAction()
        a["sheet"].setShortcut(QKeySequence("Ctrl+T"))
        for action in a.values():
            self.addAction(action)
        self.actions_ = a
        self.deck_group = QActionGroup(self)
        self.deck_actions: dict[str, QAction] = {}
        for fs in self.provider.available_face_sets():
            act = QAction(self, checkable=True)
            act.setData(fs.value)
            act.setChecked(fs == self.settings.face_set)
            act.triggered.connect(lambda checked=False, v=fs.value: self.settings.set("face_set", v))
            self.deck_group.addAction(act)
            self.deck_actions[fs.value] = act
        self.back_group = QActionGroup(self)
        self.back_actions: dict[str, QAction] = {}
        for name in self.provider.available_backs():
            act = QAction(self, checkable=True)
            act.setChecked(name == self.provider.back)
            act.triggered.connect(lambda checked=False, v=name: self.settings.set("back", v))
            self.back_group.addAction(act)
            self.back_actions[name] = act

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        a = self.actions_
        self.game_menu.addAction(a["new"])
        self.game_menu.addSeparator()
        self.game_menu.addAction(a["hint"])
        self.game_menu.addAction(a["last"])
        self.game_menu.addSeparator()
        self.game_menu.addAction(a["settings"])
        self.game_menu.addSeparator()
        self.game_menu.addAction(a["quit"])
        self.view_menu = bar.addMenu("")
        self.deck_menu = self.view_menu.addMenu("")
        for act in self.deck_actions.values():
            self.deck_menu.addAction(act)
        self.back_menu = self.view_menu.addMenu("")
        for act in self.back_actions.values():
            self.back_menu.addAction(act)
        self.view_menu.addSeparator()
        self.view_menu.addAction(a["sheet"])
        self.view_menu.addAction(a["fullscreen"])
        self.help_menu = bar.addMenu("")
        self.help_menu.addAction(a["rules"])
        self.help_menu.addAction(a["about"])

    def retranslate(self) -> None:
        a = self.actions_
        self.setWindowTitle(self.tr("JassDesk"))
        self.game_menu.setTitle(self.tr("&Game"))
        self.view_menu.setTitle(self.tr("&View"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.deck_menu.setTitle(self.tr("&Deck"))
        self.back_menu.setTitle(self.tr("Card &back"))
        a["new"].setText(self.tr("&New game…"))
        a["hint"].setText(self.tr("&Hint"))
        a["last"].setText(self.tr("&Last trick"))
        a["settings"].setText(self.tr("&Settings…"))
        a["quit"].setText(self.tr("&Quit"))
        a["fullscreen"].setText(self.tr("&Full screen"))
        a["rules"].setText(self.tr("&Rules"))
        a["about"].setText(self.tr("&About JassDesk"))
        a["sheet"].setText(self.tr("&Score sheet"))
        self.dock.setWindowTitle(self.tr("Score sheet"))
        for value, act in self.deck_actions.items():
            act.setText(face_set_label(self, FaceSet(value)))
        for name, act in self.back_actions.items():
            act.setText(back_label(self, name))
        self._update_hint_action()
        self.sheet.retranslate()
        self.controller.score_model.set_naming(self.settings.language, self.settings.deck)
        self._refresh_texts()

    def _refresh_texts(self) -> None:
        c = self.controller
        if c.state is not None:
            sides = [self.scene.side_name(0), self.scene.side_name(1)]
            c.score_model.set_side_names(sides)
        self.sheet.retranslate()

    def _update_hint_action(self) -> None:
        on = self.settings.hints is not HintMode.OFF and HintController.available()
        self.actions_["hint"].setEnabled(on)

    def resizeEvent(self, event) -> None:  # noqa: ANN001
        super().resizeEvent(event)
        # the score sheet takes about a quarter of the width: the table keeps the rest, even at 800x600
        width = int(min(320, max(210, self.width() * 0.23)))
        self.sheet.setMaximumWidth(max(width, int(self.width() * 0.3)))
        if not self.dock.isFloating():
            self.resizeDocks([self.dock], [width], Qt.Orientation.Horizontal)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- settings -------------------------------------------------------------------------------

    def _on_setting(self, key: str) -> None:
        s = self.settings
        if key == "language":
            i18n.install(s.language)
            self.retranslate()  # now, not when Qt's LanguageChange event comes round
        elif key == "face_set":
            self.provider.set_face_set(s.face_set)
            act = self.deck_actions.get(s.face_set.value)
            if act is not None:
                act.setChecked(True)
            self.controller.score_model.set_naming(s.language, s.deck)
            self.controller.hand_model.set_naming(s.language, s.deck)
            self.controller.trick_model.deck = s.deck
        elif key == "back":
            if s.back in self.provider.available_backs():
                self.provider.set_back(s.back)
                act = self.back_actions.get(s.back)
                if act is not None:
                    act.setChecked(True)
        elif key == "hints":
            self._update_hint_action()

    # -- commands ---------------------------------------------------------------------------------

    def start(self, config: GameConfig) -> None:
        self.controller.new_game(config)

    def start_default(self, game: Game = Game.SCHIEBER, seed: int | None = None) -> None:
        rules = Rules.schieber_seed() if game is Game.SCHIEBER else Rules.schmaus()
        dlg = NewGameDialog(self.settings, self.provider)
        names = tuple(dlg.names[s].text() for s in range(rules.n_players)) if game is Game.SCHIEBER else \
            (dlg.names[0].text(), "Vreni")
        dlg.deleteLater()
        self.start(GameConfig.default(rules, names, seed=seed))

    def new_game_dialog(self) -> None:
        dlg = NewGameDialog(self.settings, self.provider, self.controller.config, self)
        if dlg.exec() == NewGameDialog.DialogCode.Accepted and dlg.config is not None:
            self.start(dlg.config)

    def settings_dialog(self) -> None:
        SettingsDialog(self.settings, self.provider, self).exec()

    def show_rules(self) -> None:
        RulesDialog(self).exec()

    def show_about(self) -> None:
        QMessageBox.about(self, self.tr("About JassDesk"), self.tr(
            "<h3>JassDesk</h3><p>The Swiss card game Jass — Schieber and Schmaus — offline, with AI players "
            "and hints.</p><p>Code: GPL-3.0-or-later. Card art: CC BY 4.0.</p>"))

    def _toggle_fullscreen(self, on: bool) -> None:
        if on:
            self.showFullScreen()
        else:
            self.showNormal()

    def _status(self, text: str) -> None:
        self.statusBar().showMessage(text)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.shutdown()
        super().closeEvent(event)

    def shutdown(self) -> None:
        """Stop animations and wait for the AI and hint threads (no thread outlives the window)."""
        self.scene.stop_animation()
        self.hints.shutdown()
        self.controller.shutdown()  # also ends the AI process

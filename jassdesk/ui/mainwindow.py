"""The main window: the table in the middle, the score sheet beside it, menus, status bar."""

from __future__ import annotations

import logging
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QByteArray, QEvent, QObject, QSize, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QFileDialog,
    QMainWindow,
    QMessageBox,
    QWidget,
)

from jassdesk import i18n
from jassdesk.app.controller import GameController
from jassdesk.app.expert_replay import ExpertReplay
from jassdesk.app.game_config import GameConfig
from jassdesk.app.hint_service import HintController
from jassdesk.app.keeper import PartieKeeper, config_of
from jassdesk.app.settings import HintMode, Settings, Welcome
from jassdesk.app.statistics_recorder import StatisticsRecorder
from jassdesk.cards.provider import CardImageProvider, FaceSet
from jassdesk.engine.record import RecordError
from jassdesk.engine.rules import Game
from jassdesk.storage.autosave import Autosaver
from jassdesk.storage.errors import CorruptFileError, NewerFileError, StorageError
from jassdesk.storage.paths import StoragePaths
from jassdesk.storage.saved_games import SUFFIX, SavedGame, load_saved_game

from .appearance import Appearance
from .look import notifier as look_notifier, text_scale
from .dialogs import back_label, face_set_label
from .first_paint import after_first_paint
from .games import default_names, setup_for
from .resume import set_aside
from .screen import available_geometry, fit_dialog, place_inside
from .table import TableScene, TableView
from .reviewing import Reviewing
from .table.games import TABLES
from .styled import keep_styled

if TYPE_CHECKING:
    from .rules_help import RulesHelp
    from .school.window import SchoolWindow
    from .welcome import WelcomePanel

log = logging.getLogger(__name__)

#: the size JassDesk opens at the first time, where the screen has room for it
PREFERRED_SIZE = QSize(1280, 800)
#: a screen whose available area, at 90%, is smaller than this gets all of it (the window opens maximized)
SMALL_SCREEN = QSize(1024, 700)
#: in a window narrower than this the table needs the whole width: the score sheet folds away (Ctrl+T)
SHEET_FOLD_WIDTH = 1000

from .score_sheet import CHALK, FOCUS, SLATE, ScoreSheet, _SheetDelegate  # noqa: F401  (the tests read the delegate here)


class LeaveQuestion(QMessageBox):
    """"Leave the Partie in progress?" before New game or Open replaces it, saying where it is kept.

    "Keep playing" is the default: Enter and Escape never leave a Partie."""

    def __init__(self, opening: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setIcon(QMessageBox.Icon.Question)
        self.setWindowTitle(self.tr("Open a saved game") if opening else self.tr("New game"))
        self.setText(self.tr("Leave the Partie in progress?"))
        self.setInformativeText(self.tr("It is kept among the saved games: File > Open continues it later."))
        self.leave_button = self.addButton(self.tr("&Open the other game") if opening else
                                           self.tr("&Start the new game"), QMessageBox.ButtonRole.AcceptRole)
        self.stay_button = self.addButton(self.tr("&Keep playing"), QMessageBox.ButtonRole.RejectRole)
        self.setDefaultButton(self.stay_button)
        self.setEscapeButton(self.stay_button)

    def wants_to_leave(self) -> bool:
        return self.clickedButton() is self.leave_button



def table_can_show(saved: SavedGame) -> bool:
    """The engine replays every game it knows; the table shows only the games it has a room for."""
    return saved.record.rules.game in TABLES

class MainWindow(QMainWindow):
    """JassDesk's window.  Owns the session's settings, card art, controller, hints and table."""

    def __init__(self, settings: Settings | None = None, provider: CardImageProvider | None = None,
                 paths: StoragePaths | None = None) -> None:
        super().__init__()
        # The AI thinks in pure Python on a worker thread.  Every paint and slot of the GUI thread must
        # take the GIL back from it; with the default 5 ms switch interval a frame that enters Python
        # for many items waits 5 ms per entry.  A 1 ms interval keeps frames smooth while the AI thinks.
        sys.setswitchinterval(min(sys.getswitchinterval(), 0.001))
        self.settings = settings or Settings(self)
        # the translation must be switched before any view re-reads its texts: connect first
        self.settings.changed.connect(self._on_setting)
        # high contrast, the text size and stillness: in force before the table is made
        self.appearance = Appearance(self.settings, self)
        look_notifier().changed.connect(self._on_look_changed)  # a bound slot: it goes with the window
        self.provider = provider or CardImageProvider(face_set=self.settings.face_set)
        if self.settings.back in self.provider.available_backs():
            self.provider.set_back(self.settings.back)
        self.provider.set_face_set(self.settings.face_set)
        self.provider.set_language(self.settings.language)  # the French court cards' letters follow it
        self.controller = GameController(self.settings, self)
        # the AI's process starts once the window has painted (its requests wait until then)
        self.controller.ai_process.hold_start()
        after_first_paint(self.controller.ai_process, self.controller.ai_process.release_start)
        self.paths = paths or StoragePaths.default()
        # the recorder first: a save taken after an action must hold the statistics row of its Partie
        self.recorder = StatisticsRecorder(self.controller, self.paths.statistics_db, self)
        self.keeper = PartieKeeper(self.controller, Autosaver(self.paths.autosave_dir), self)
        self.keeper.extras.append(self.recorder.extra)
        self.keeper.problem.connect(lambda message: self.storage_problem("autosave", message))
        self.recorder.problem.connect(lambda message: self.storage_problem("statistics", message))
        self.keeper.fileChanged.connect(lambda *_: self._update_title())
        # "*" in the title: the Partie differs from the file it was opened from or saved to (an untitled
        # Partie is autosaved, so it never shows one)
        self.keeper.modifiedChanged.connect(lambda *_: self._update_title())
        self.error_box: QMessageBox | None = None  # the last file problem shown (tests read it)
        self._failed_storage: dict[str, str] = {}  # part of the storage -> why it failed (storage_problem)
        self._storage_box: QMessageBox | None = None
        self.statistics_dialog = None
        self.network_windows: list[QMainWindow] = []  # the tables over the network open now (network_window.py)
        self.rules_help: RulesHelp | None = None  # made when first shown
        self.welcome: WelcomePanel | None = None  # the welcome over the table, made when first shown
        self.school: SchoolWindow | None = None  # the Jass school's window, made when first opened
        self.hints = HintController(self, process=self.controller.ai_process)
        self.scene = TableScene(self.controller, self.provider, self.settings, self.hints, self)
        self.replays = ExpertReplay(self.controller, parent=self)
        self.replays.done.connect(self._on_replay_done)
        self.replays.failed.connect(lambda m: self._status(self.tr("The Expert's replay failed: %1").replace("%1", m)))
        self.scene.replays = self.replays
        self.scene.undoRequested.connect(self.undo)
        self.controller.undoChanged.connect(self._update_undo_action)
        self.controller.gameStarted.connect(lambda *_: self._update_undo_action())
        self.view = TableView(self.scene, self)
        self.setCentralWidget(self.view)
        self.sheet = ScoreSheet(self.controller, provider=self.provider)
        self.dock = QDockWidget(self)
        self.dock.setObjectName("scoreDock")
        self.dock.setWidget(self.sheet)
        self.sheet.contentChanged.connect(self._sheet_content_changed)
        self.dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetClosable
                              | QDockWidget.DockWidgetFeature.DockWidgetMovable)
        self.dock.setMinimumWidth(180)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        self.resizeDocks([self.dock], [290], Qt.Orientation.Horizontal)
        self.scene.message.connect(self._status)
        self.scene.rules_requested.connect(self.show_rules_for_refusal)
        self.scene.newGameRequested.connect(self.new_game_dialog)
        self.reviewing = Reviewing(self, self.controller, self.recorder)
        self.scene.review_status = self.reviewing.status
        self.scene.review_requested.connect(self.reviewing.review_running)
        self.controller.gameStarted.connect(lambda *_: self._refresh_texts())
        self.controller.gameStarted.connect(lambda *_: self._close_welcome())  # File > Open, New game: chosen too
        self.controller.aiFailed.connect(lambda m: self._status(self.tr("The AI failed: %1").replace("%1", m)))
        self._build_actions()
        self._build_menus()
        self.retranslate()
        self.setMinimumSize(QSize(640, 460))
        self._sheet_folded = False  # the score sheet was folded away because the window is narrow
        self._narrow: bool | None = None  # the width class last seen (None: not yet)
        self._shown = False  # the first show gives the table the keyboard
        self.dock.toggleViewAction().triggered.connect(self._sheet_toggled)
        self._restore_layout()
        self.view.setFocus(Qt.FocusReason.OtherFocusReason)
        keep_styled(self.statusBar(), "QStatusBar { background: #0d3b22; color: #f3f1e7; font-size: 13px; }"
                                       "QStatusBar::item { border: none; }")

    # -- actions and menus --------------------------------------------------------------------

    def _build_actions(self) -> None:
        a = {}
        a["new"] = QAction(self, shortcut=QKeySequence.StandardKey.New, triggered=self.new_game_dialog)
        a["open"] = QAction(self, shortcut=QKeySequence.StandardKey.Open, triggered=self.open_game_dialog)
        a["save"] = QAction(self, shortcut=QKeySequence.StandardKey.Save, triggered=self.save_game)
        a["save_as"] = QAction(self, shortcut=QKeySequence("Ctrl+Shift+S"), triggered=self.save_game_as)
        a["statistics"] = QAction(self, shortcut=QKeySequence("Ctrl+I"), triggered=self.show_statistics)
        a["hint"] = QAction(self, shortcut=QKeySequence(Qt.Key.Key_H), triggered=self.scene.request_hint)
        a["last"] = QAction(self, shortcut=QKeySequence(Qt.Key.Key_L), triggered=self.scene.toggle_last_trick)
        a["review"] = QAction(self, shortcut=QKeySequence("Ctrl+R"), triggered=self.reviewing.choose_hand)
        a["review_saved"] = QAction(self, triggered=self.reviewing.review_saved)
        a["host"] = QAction(self, triggered=self.host_table_dialog)
        a["join"] = QAction(self, triggered=self.join_table_dialog)
        a["undo"] = QAction(self, shortcut=QKeySequence.StandardKey.Undo, triggered=self.undo)
        a["settings"] = QAction(self, shortcut=QKeySequence("Ctrl+,"), triggered=self.settings_dialog)
        a["quit"] = QAction(self, shortcut=QKeySequence.StandardKey.Quit, triggered=self.close)
        a["fullscreen"] = QAction(self, shortcut=QKeySequence(Qt.Key.Key_F11), checkable=True,
                                  triggered=self._toggle_fullscreen)
        a["rules"] = QAction(self, shortcut=QKeySequence(Qt.Key.Key_F1), triggered=lambda: self.show_rules())
        a["welcome"] = QAction(self, triggered=self.show_welcome)
        a["school"] = QAction(self, triggered=lambda: self.open_school())
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
        a = self.actions_
        self.file_menu = bar.addMenu("")
        self.file_menu.addAction(a["new"])
        self.file_menu.addAction(a["open"])
        self.file_menu.addSeparator()
        self.file_menu.addAction(a["save"])
        self.file_menu.addAction(a["save_as"])
        self.file_menu.addSeparator()
        self.file_menu.addAction(a["quit"])
        self.game_menu = bar.addMenu("")
        self.game_menu.setToolTipsVisible(True)  # a greyed Undo says why
        self.game_menu.addAction(a["undo"])
        self.game_menu.addSeparator()
        self.game_menu.addAction(a["hint"])
        self.game_menu.addAction(a["last"])
        self.game_menu.addAction(a["review"])
        self.game_menu.addAction(a["review_saved"])
        self.game_menu.addSeparator()
        self.game_menu.addAction(a["statistics"])
        self.game_menu.addSeparator()
        self.game_menu.addAction(a["host"])
        self.game_menu.addAction(a["join"])
        self.game_menu.addSeparator()
        self.game_menu.addAction(a["settings"])
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
        self.help_menu.addAction(a["school"])
        self.help_menu.addAction(a["welcome"])
        self.help_menu.addAction(a["rules"])
        self.help_menu.addAction(a["about"])

    def retranslate(self) -> None:
        a = self.actions_
        self._update_title()
        self.file_menu.setTitle(self.tr("&File"))
        self.game_menu.setTitle(self.tr("&Game"))
        self.view_menu.setTitle(self.tr("&View"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.deck_menu.setTitle(self.tr("&Deck"))
        self.back_menu.setTitle(self.tr("Card &back"))
        a["new"].setText(self.tr("&New game…"))
        a["open"].setText(self.tr("&Open…"))
        a["save"].setText(self.tr("&Save"))
        a["save_as"].setText(self.tr("Save &as…"))
        a["statistics"].setText(self.tr("Stat&istics…"))  # each letter of a menu once, in every language
        a["hint"].setText(self.tr("&Hint"))
        a["last"].setText(self.tr("&Last trick"))
        a["review"].setText(self.tr("Re&view a hand…"))
        a["review_saved"].setText(self.tr("Review a hand of a saved &game…"))
        a["undo"].setText(self.tr("&Undo my last decision"))
        a["host"].setText(self.tr("Host a &table on the network…"))
        a["join"].setText(self.tr("&Join a table on the network…"))
        a["settings"].setText(self.tr("&Settings…"))
        a["quit"].setText(self.tr("&Quit"))
        a["fullscreen"].setText(self.tr("&Full screen"))
        a["rules"].setText(self.tr("&Rules"))
        a["welcome"].setText(self.tr("&Welcome…"))
        a["school"].setText(self.tr("Jass &school: lessons and puzzles…"))
        a["about"].setText(self.tr("&About JassDesk"))
        self.dock.setWindowTitle(self.tr("Score sheet"))  # first: the dock gives its action the title as text
        a["sheet"].setText(self.tr("&Score sheet"))
        for value, act in self.deck_actions.items():
            act.setText(face_set_label(self, FaceSet(value)))
        for name, act in self.back_actions.items():
            act.setText(back_label(self, name))
        self._update_hint_action()
        self._update_undo_action()
        if self.welcome is not None:
            self.welcome.retranslate()
        self.sheet.retranslate()
        self.controller.score_model.set_naming(self.settings.language, self.settings.deck)
        self._refresh_texts()

    def _refresh_texts(self) -> None:
        c = self.controller
        if c.state is not None:
            sides = [self.scene.side_name(side) for side in range(self.scene.game_view.side_count())]
            c.score_model.set_side_names(sides)
        self.sheet.retranslate()

    def _update_hint_action(self) -> None:
        on = self.settings.hints is not HintMode.OFF
        self.actions_["hint"].setEnabled(on)

    def _update_undo_action(self) -> None:
        """Undo is offered in practice games, greyed with the reason when there is nothing to take back."""
        c = self.controller
        action = self.actions_["undo"]
        action.setEnabled(c.can_undo())
        if not c.practice:
            why = self.tr("Undo is for practice games: start one with New game > Practice game.")
        elif not c.can_undo():
            why = self.tr("Nothing of yours to take back yet.")
        else:
            why = self.tr("Take back your last decision and what the others played after it.")
        action.setToolTip(why)
        action.setStatusTip(why)
        self.scene.seats.update_undo()
        self.scene.seats.place()

    def undo(self) -> None:
        """Take back the person's last decision (practice games): the table shows the position before it."""
        c = self.controller
        if not c.can_undo():
            self._update_undo_action()
            self._status(self.actions_["undo"].toolTip())
            return
        self.hints.cancel()  # a hint for the position taken back must not arrive on the new one
        self.scene.hint_view.clear()
        self.replays.cancel()
        c.undo()
        self._status(self.tr("Your last decision was taken back."))

    def _on_replay_done(self, hand_no: int, played, expert) -> None:  # noqa: ANN001
        overlays = self.scene.overlays
        if not overlays.show_comparison(played, expert, self.scene.continue_hand):
            self._status(overlays.comparison_text(played, expert))

    def resizeEvent(self, event) -> None:  # noqa: ANN001
        super().resizeEvent(event)
        self._fold_sheet_when_narrow(event.size().width())
        self._place_sheet()

    def _place_sheet(self) -> None:
        """The score sheet takes about a quarter of the width, the table keeps the rest, even at 800x600; a
        sheet that needs more to show its rows whole (Coiffeur's names, in a narrow window where the person
        has shown it) gets up to 36%."""
        width = max(int(min(320, max(210, self.width() * 0.23))), self._sheet_needs())
        self.sheet.setMaximumWidth(max(width, int(self.width() * 0.3)))
        if not self.dock.isFloating():
            self.resizeDocks([self.dock], [width], Qt.Orientation.Horizontal)

    def _sheet_needs(self) -> int:
        """The width that shows the sheet's columns whole, at most 36% of the window."""
        return min(self.sheet.preferred_width(), int(self.width() * 0.36))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- the keyboard: the table has it, at start and after every dialog ------------------------

    def showEvent(self, event) -> None:  # noqa: ANN001
        super().showEvent(event)
        if not self._shown:
            self._shown = True
            QTimer.singleShot(0, self.take_focus)

    def childEvent(self, event) -> None:  # noqa: ANN001
        """Every window opened over this one (dialogs, messages, the statistics) gives the keys back when it
        closes."""
        if event.type() == QEvent.Type.ChildPolished:
            child = event.child()
            if isinstance(child, QWidget) and child.isWindow() and not child.property("jassdesk_watched"):
                child.setProperty("jassdesk_watched", True)
                child.installEventFilter(self)
        super().childEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Hide and isinstance(watched, QWidget) and watched.isWindow():
            QTimer.singleShot(0, self.take_focus)
        return super().eventFilter(watched, event)

    def take_focus(self) -> None:
        """Make the window active with the table focused, so that H, F1, Ctrl+I and the arrows work without a
        click.  Not while another of JassDesk's windows is open over it."""
        if getattr(self, "_shut", False) or not self.isVisible():
            return
        app = QApplication.instance()
        for other in (app.activeModalWidget(), app.activePopupWidget(), app.activeWindow()):
            # a dialog that is closing may still be listed; a window beside the table (the rules help)
            # that the person is using keeps the keyboard
            if other is not None and other is not self and other.isVisible():
                return
        self.activateWindow()
        if self.welcome_open():  # the welcome over the table has the keys while it is open
            self.welcome.take_keys()
            return
        self.view.setFocus(Qt.FocusReason.ActiveWindowFocusReason)

    # -- settings -------------------------------------------------------------------------------

    def _on_setting(self, key: str) -> None:
        s = self.settings
        if key == "language":
            i18n.install(s.language)
            self.provider.set_language(s.language)
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

    def start_default(self, game: Game | None = None, seed: int | None = None) -> None:
        """A new Partie at the table last used for ``game`` (default: the game last played)."""
        config = GameConfig.remembered(self.settings, game)
        if config is None:
            game = game or Game(self.settings.get("last_game"))
            rules = setup_for(game).presets()[0].rules()  # what a new player starts with
            config = GameConfig.default(rules, tuple(default_names(game)))
        self.start(GameConfig(config.rules, seed, config.names, config.levels))

    def new_game_dialog(self) -> None:
        from .new_game import NewGameDialog  # dialogs, the rules help and the review load when first asked for

        dlg = NewGameDialog(self.settings, self.provider, self.controller.config, self)
        if dlg.exec() == NewGameDialog.DialogCode.Accepted and dlg.config is not None \
                and self.may_replace_partie(opening=False):
            self.start(dlg.config)

    def settings_dialog(self) -> None:
        from .dialogs import SettingsDialog

        dlg = SettingsDialog(self.settings, self.provider, self)
        fit_dialog(dlg)
        dlg.exec()

    def show_rules(self, section: str | None = None) -> None:
        """The rules help beside the table (not modal: the game waits while one reads), at ``section``."""
        if self.rules_help is None:
            from .rules_help import RulesHelp

            self.rules_help = RulesHelp(self.settings, self.provider, self)
        self.rules_help.show()
        self.rules_help.raise_()
        self.rules_help.activateWindow()
        self.rules_help.show_section(section)

    # -- the welcome (first start, Help > Welcome) ---------------------------------------------------

    def show_welcome(self) -> "WelcomePanel":
        """The welcome over the table: a game to play (the Partie in progress is kept as New game keeps it),
        or its rules.  It takes no nested event loop: the window paints and the Partie (if any) goes on.

        Until a game is chosen the settings say it is on screen (``welcome`` = shown), so a window closed
        over it shows it again at the next start.  "Learn Jass" opens the school (:meth:`open_school`).
        """
        if self.welcome is None:
            from .welcome import WelcomePanel

            self.welcome = WelcomePanel(self.view)
            self.welcome.chosen.connect(self._welcome_chose)
            self.welcome.rulesRequested.connect(lambda game: self.show_rules(game.value))
            self.welcome.add_school(self._welcome_chose_school)
        if self.settings.welcome is not Welcome.DONE:
            self.settings.set("welcome", Welcome.SHOWN.value)
        self.welcome.open()
        return self.welcome

    def welcome_open(self) -> bool:
        """Whether the welcome lies over the table now (it then has the keyboard)."""
        return self.welcome is not None and shiboken6.isValid(self.welcome) and self.welcome.isVisible()

    def _welcome_chose(self, game: Game) -> None:
        """A game chosen on the welcome: remembered as the game last played, and dealt at its last table
        (a new player's: the game's first preset).  A Partie in progress is asked about first."""
        if not self.may_replace_partie(opening=False):
            return
        self.settings.set("last_game", game.value)
        self.start_default(game)  # gameStarted closes the panel and remembers the choice
        self._close_welcome()

    def _welcome_chose_school(self) -> None:
        """"Learn Jass" on the welcome: the school opens over the window, and the choice is remembered as a
        game's is (the welcome is done with); the table under it stays empty until a game is chosen."""
        self.welcome.hide()
        self.settings.set("welcome", Welcome.DONE.value)
        self.open_school()

    def open_school(self, entry: str | None = None) -> "SchoolWindow":
        """The Jass school's window (made once, then shown again where it was), at its list or at ``entry``.

        It opens where this window is and as large, so a newcomer sees one window; closing it shows this
        one again, with the welcome if no Partie is on the table yet."""
        if self.school is None:
            from .school.window import SchoolWindow

            self.school = SchoolWindow(self.settings, self.provider)
            self.school.rulesRequested.connect(lambda rule: self.show_rules_for_refusal(rule) if rule
                                               else self.show_rules())
            self.school.closed.connect(self._school_closed)
            self.school.resize(self.size())
            if self.isMaximized():
                self.school.setWindowState(Qt.WindowState.WindowMaximized)
            self.school.show()
            self.school.move(self.frameGeometry().topLeft())  # over this window, frame on frame
        if entry is not None:
            self.school.open_entry(entry)
        self.school.show()
        self.school.raise_()
        self.school.activateWindow()
        return self.school

    def _school_closed(self) -> None:
        """Back from the school: the table, or the welcome when nothing was dealt yet."""
        if getattr(self, "_shut", False):
            return
        if self.controller.state is None and not self.welcome_open():
            self.show_welcome()
        self.take_focus()

    def _close_welcome(self) -> None:
        """A game is on the table now (chosen on the panel, or by New game or File > Open while it was
        open): the panel goes, and it is done with for good."""
        if not self.welcome_open():
            return
        self.welcome.hide()
        self.settings.set("welcome", Welcome.DONE.value)
        self.take_focus()

    def show_rules_for_refusal(self, rule_id: str) -> None:
        """A refusal's "why": the help at the section of the engine's rule ``rule_id``."""
        from .rules_help import section_for_refusal

        self.show_rules(section_for_refusal(rule_id))

    # -- a running Partie is never replaced without asking ----------------------------------------

    def partie_at_stake(self) -> bool:
        """A Partie that is not over, in which something has been played since it was last saved to a file."""
        state = self.controller.state
        unsaved = self.keeper.file is None or self.keeper.modified
        return state is not None and not state.is_over and bool(state.history) and unsaved

    def may_replace_partie(self, opening: bool) -> bool:
        """Ask before a new deal or an opened game replaces the Partie in progress; keep it if the person agrees.

        Kept means a file among the saved games.  A Partie saved unchanged in a file loses nothing: no question.
        """
        if not self.partie_at_stake():
            return True
        box = LeaveQuestion(opening, self)
        box.exec()
        if not box.wants_to_leave():
            return False
        self.keeper.writer.flush()
        kept = set_aside(self.keeper.saved_game(), self.keeper.autosaver, self.games_dir(),
                         self.tr("Unfinished Partie"))
        if kept is None:
            self._warn(self.tr("The Partie in progress could not be kept."), self.tr("It is still on the table."),
                       str(self.games_dir()))
            return False
        self._status(self.tr("The Partie in progress was kept as %1.").replace("%1", str(kept)))
        return True

    def show_about(self) -> None:
        from .about import AboutDialog

        about = AboutDialog(self)
        fit_dialog(about, about.size())
        about.exec()

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
        """Keep the window's layout and the Partie; stop animations, the AI and every thread.

        Safe to call twice (closing the window, then leaving the event loop).
        """
        if getattr(self, "_shut", False):
            return
        self._shut = True
        self._save_layout()
        self.scene.stop_animation()
        self.hints.shutdown()
        if self.school is not None:
            self.school.shutdown()
            self.school.close()
        self.reviewing.shutdown()
        self.replays.shutdown()
        for window in list(self.network_windows):  # their tables left (or, hosted here, closed for all)
            window.close_quietly()
        self.controller.shutdown()  # also ends the AI process
        self.keeper.close()  # the running Partie is on disk before the program ends
        self.recorder.close()

    # -- the window's layout -------------------------------------------------------------------

    def _save_layout(self) -> None:
        self.settings.set("window_geometry", bytes(self.saveGeometry().toBase64()).decode("ascii"))
        self.settings.set("window_state", bytes(self.saveState().toBase64()).decode("ascii"))

    def _restore_layout(self) -> None:
        """Open where the window was left, inside the screen as it is now; the first time, at a size that fits."""
        area = available_geometry(self)
        geometry = self.settings.get("window_geometry")
        restored = bool(geometry) and self.restoreGeometry(QByteArray.fromBase64(geometry.encode("ascii")))
        state = self.settings.get("window_state")
        if state:
            self.restoreState(QByteArray.fromBase64(state.encode("ascii")))
        if restored:
            if not self.windowState() & (Qt.WindowState.WindowMaximized | Qt.WindowState.WindowFullScreen):
                middle = self.frameGeometry().center()
                place_inside(self, area, middle if area.contains(middle) else None)
        else:
            roomy = QSize(area.width() * 9 // 10, area.height() * 9 // 10)
            if roomy.width() < SMALL_SCREEN.width() or roomy.height() < SMALL_SCREEN.height():
                self.resize(area.size())
                place_inside(self, area)
                self.setWindowState(Qt.WindowState.WindowMaximized)
            else:
                self.resize(PREFERRED_SIZE.boundedTo(roomy))
                place_inside(self, area)
        self._fold_sheet_when_narrow(self.width())

    def _on_look_changed(self) -> None:
        """A larger or smaller text: the width below which the score sheet folds away changed with it."""
        self._fold_sheet_when_narrow(self.width())

    def _fold_sheet_when_narrow(self, width: int) -> None:
        """Below SHEET_FOLD_WIDTH the score sheet folds away; it comes back when the window is wide again,
        unless the person has shown or hidden it himself in between (View > Score sheet, Ctrl+T)."""
        # a larger text needs more of the window's width for the table: half of its growth goes to the fold
        narrow = width < SHEET_FOLD_WIDTH * (1 + (text_scale() - 1) / 2)
        if narrow == self._narrow:
            return
        self._narrow = narrow
        if self.dock.isFloating():
            return
        if narrow and not self.dock.isHidden():
            self.dock.hide()
            self._sheet_folded = True
        elif not narrow and self._sheet_folded:
            self.dock.show()
            self._sheet_folded = False

    def _sheet_content_changed(self) -> None:
        """Wider figures widen the sheet if they would be cut; a sheet already wide enough (perhaps dragged
        wider by the person) keeps its width."""
        needs = self._sheet_needs()
        if self.dock.isVisible() and not self.dock.isFloating() and self.sheet.width() < needs:
            self.sheet.setMaximumWidth(max(needs, self.sheet.maximumWidth()))
            self.resizeDocks([self.dock], [needs], Qt.Orientation.Horizontal)

    def _sheet_toggled(self) -> None:
        self._sheet_folded = False  # the person decides now
        if self.dock.isVisible():
            self._place_sheet()

    def _update_title(self) -> None:
        """The file's name in the title, with "*" while the Partie differs from it; an untitled Partie is
        autosaved after every action, so it is never shown as unsaved."""
        path = self.keeper.file
        if path is None:
            self.setWindowTitle(self.tr("JassDesk") + "[*]")
        else:
            self.setWindowTitle(self.tr("%1[*] — JassDesk").replace("%1", path.name))
        self.setWindowModified(self.keeper.modified and path is not None)

    # -- saved games ------------------------------------------------------------------------------

    def games_dir(self) -> Path:
        folder = self.paths.saved_games_dir
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            return Path.home()
        return folder

    def file_filter(self) -> str:
        return self.tr("JassDesk games (*%1);;All files (*)").replace("%1", SUFFIX)

    def open_game_dialog(self) -> None:
        start = str(self.keeper.file.parent if self.keeper.file else self.games_dir())
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open a saved game"), start, self.file_filter())
        if path and self.may_replace_partie(opening=True):
            self.open_game(Path(path))

    def open_game(self, path: Path) -> bool:
        """Open a saved game; a problem gets a message naming it, and the running Partie goes on."""
        try:
            saved = load_saved_game(path)
        except (StorageError, OSError) as exc:
            log.warning("cannot open %s: %s", path, exc)
            self.show_file_problem(self.tr("“%1” could not be opened.").replace("%1", Path(path).name), exc)
            return False
        if not table_can_show(saved):
            self.show_file_problem(self.tr("“%1” could not be opened.").replace("%1", Path(path).name),
                                   NewerFileError(f"{Path(path).name}: a Partie of {saved.record.rules.game.value}, "
                                                  "a game this version cannot show at the table"))
            return False
        self.resume(saved, same_database=False)
        self.keeper.opened(Path(path))
        self.keeper.autosave(rotate=True)
        self._status(self.tr("Opened %1.").replace("%1", str(path)))
        return True

    def resume(self, saved: SavedGame, same_database: bool = True) -> None:
        """Put a saved Partie on the table exactly as it was saved (cards, turn, scores)."""
        try:
            self.controller.resume(config_of(saved), saved.record, int(saved.extra.get("partie", 1) or 1))
        except (RecordError, ValueError) as exc:  # load_saved_game replayed it already; be safe anyway
            self.show_file_problem(self.tr("The saved Partie could not be continued."), exc)
            return
        if self.controller.state is not None and not self.controller.state.is_over:
            self.recorder.adopt(saved.extra, same_database)

    def save_game(self) -> bool:
        if self.keeper.file is None:
            return self.save_game_as()
        return self._save_to(self.keeper.file)

    def save_game_as(self) -> bool:
        if self.controller.state is None:
            return False
        if self.keeper.file is not None:
            suggestion = self.keeper.file
        else:
            game = setup_for(self.controller.game).name()
            suggestion = self.games_dir() / f"{game} {time.strftime('%Y-%m-%d %H-%M')}{SUFFIX}"
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save the Partie"), str(suggestion), self.file_filter())
        if not path:
            return False
        path_ = Path(path)
        if not path_.suffix:
            path_ = path_.with_suffix(SUFFIX)
        return self._save_to(path_)

    def _save_to(self, path: Path) -> bool:
        try:
            self.keeper.save_to(path)
        except (StorageError, OSError) as exc:
            log.warning("cannot save %s: %s", path, exc)
            self.show_file_problem(self.tr("The Partie could not be saved as “%1”.").replace("%1", path.name), exc)
            return False
        self._status(self.tr("Saved to %1.").replace("%1", str(path)))
        return True

    def show_file_problem(self, headline: str, exc: BaseException) -> QMessageBox:
        """A window-modal message: what failed, why in a player's words, and the exact cause."""
        if isinstance(exc, NewerFileError):
            why = self.tr("It was written by a newer version of JassDesk. Update JassDesk to open it; "
                          "the file is left as it is.")
        elif isinstance(exc, (CorruptFileError, RecordError)):
            why = self.tr("It is not a JassDesk game, or it has been damaged or edited. The file is left as it is.")
        else:
            why = self.tr("The file or its folder cannot be used.")
        return self._warn(headline, why, str(exc))

    def _warn(self, headline: str, why: str, details: str) -> QMessageBox:
        """A window-modal warning that does not block the event loop (the AI and the autosave go on)."""
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("JassDesk"), headline, QMessageBox.StandardButton.Ok,
                          self)
        box.setInformativeText(why + "\n\n" + self.tr("Details: %1").replace("%1", details))
        box.setWindowModality(Qt.WindowModality.WindowModal)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.error_box = box
        box.open()
        return box

    def storage_problem(self, part: str, message: str) -> None:
        """A part of JassDesk's storage failed: "autosave", "statistics", "settings" or "logs".

        Each part is said once in a message box that names every part that failed and what still
        works (the status bar is soon overwritten by the game), then in the status bar each time.
        Each reason is said once: a cause wrapped twice on its way here ("X cannot be written: X cannot
        be written: why", as the statistics' used to be) is said as "X cannot be written: why".
        """
        head, sep, rest = message.partition(": ")
        while sep and rest.startswith(head + sep):
            rest = rest[len(head) + len(sep):]
        message = head + sep + rest
        self._status(self.tr("Not saved: %1").replace("%1", message))
        failed = self._failed_storage
        if part in failed:
            return
        failed[part] = message
        texts = {"autosave": (self.tr("The autosave does not work: after a crash this Partie cannot be "
                                      "continued (File > Save as still works)."), self.tr("the autosave")),
                 "statistics": (self.tr("The statistics are not recorded: this Partie may be missing from them."),
                                self.tr("the statistics")),
                 "settings": (self.tr("The settings cannot be saved: changes last until JassDesk closes."),
                              self.tr("the settings")),
                 "logs": (self.tr("The log file cannot be written: problems are not recorded there."),
                          self.tr("the log file"))}
        lines = [texts[p][0] for p in texts if p in failed]
        working = [texts[p][1] for p in texts if p not in failed]
        if working:
            lines.append(self.tr("You can go on playing; still working: %1.").replace("%1", ", ".join(working)))
        else:
            lines.append(self.tr("You can go on playing."))
        details = "\n".join(dict.fromkeys(failed.values()))  # two parts failing for one reason: said once
        box = self._storage_box
        if box is not None and shiboken6.isValid(box) and box.isVisible():  # one box, brought up to date
            box.setInformativeText("\n".join(lines) + "\n\n" + self.tr("Details: %1").replace("%1", details))
            return
        self._storage_box = self._warn(self.tr("JassDesk cannot save everything."), "\n".join(lines), details)

    # -- statistics -------------------------------------------------------------------------------

    # -- tables over the network ------------------------------------------------------------------

    def host_table_dialog(self) -> None:
        """Host a table on the local network: the dialog, then the table's window with its code."""
        from .network_dialogs import HostDialog, host_table

        hosted = self.paths.data_dir / "hosted"
        dialog = HostDialog(self.settings, self, saved_dir=hosted)
        if dialog.exec() != HostDialog.DialogCode.Accepted:
            return
        try:
            window = host_table(dialog.config(), self.settings, self.provider, dialog.port_field.value(),
                                autosave_dir=hosted, resume=dialog.resume)
        except (OSError, ValueError) as exc:
            QMessageBox.warning(self, self.tr("The table could not be opened"),
                                self.tr("The table could not be opened: %1").replace("%1", str(exc)))
            return
        self._keep_network_window(window)
        window.present()

    def join_table_dialog(self) -> None:
        """Join a table on the local network: the tables heard, or an address; then the table's window."""
        from jassdesk.app.network.beacon import TableFinder

        from .network_dialogs import JoinDialog, window_maker

        finder = TableFinder(parent=self)
        try:
            finder.start()
        except OSError as exc:
            log.info("tables are not listened for: %s", exc)
        dialog = JoinDialog(self.settings, window_maker(self.settings, self.provider), finder, self)
        dialog.joined.connect(self._keep_network_window)
        dialog.exec()
        finder.stop()
        finder.deleteLater()

    def _keep_network_window(self, window: QMainWindow) -> None:
        """A table over the network opened: kept while open, and its Partien recorded in the person's statistics
        (through this window's writer of the statistics)."""
        self.network_windows.append(window)
        recorder = StatisticsRecorder(window.controller, self.paths.statistics_db, self, writer=self.recorder.writer)
        window.destroyed.connect(lambda *_: (recorder.close(), recorder.deleteLater()))
        window.destroyed.connect(lambda *_: self.network_windows.remove(window)
                                 if window in self.network_windows else None)

    def show_statistics(self) -> None:
        from .statistics_dialog import StatisticsDialog

        if self.statistics_dialog is None:
            self.statistics_dialog = StatisticsDialog(self.paths.statistics_db, self)
            self.recorder.recorded.connect(self.statistics_dialog.refresh)
            fit_dialog(self.statistics_dialog, self.statistics_dialog.size())
        self.statistics_dialog.refresh()
        self.statistics_dialog.show()
        self.statistics_dialog.raise_()
        self.statistics_dialog.activateWindow()

    # -- a second start of JassDesk on this folder (jassdesk.ui.instance) ----------------------------

    def bring_forward(self, file: Path | None = None) -> None:
        """Come to the front for a second ``jassdesk`` on this folder, and open the ``file`` it was given
        after asking as File > Open does: the person started JassDesk to see this window, not a second one."""
        if self.isMinimized():
            self.setWindowState(self.windowState() & ~Qt.WindowState.WindowMinimized)
        self.show()
        self.raise_()
        self.activateWindow()
        if file is not None and self.may_replace_partie(opening=True):
            self.open_game(Path(file))

"""The Jass school's window: the list of lessons and puzzles, and the table with the guide beside it.

A window of its own beside the Partie's, so that a lesson never touches the Partie in progress (its
autosave, its score sheet, its AI players): the school has its own :class:`SchoolController` and its own
:class:`~jassdesk.ui.table.scene.TableScene`, the same table a Partie is played on.  The person's place is
kept after every step (:class:`~jassdesk.app.school_progress.SchoolProgress`, in the settings), so a lesson
left half-way, or a window closed, resumes where it was; a finished exercise keeps its best stars.

Keys: Enter or Space go on past the guide's sentence (at a card of the hand they play it, as at the
table); H gives the hint (the AI's in a lesson's free hand, the puzzle's own or the lesson's idea
otherwise); Escape goes back to the list; the table's own keys work as in a Partie.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject, QSize, Qt, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QHBoxLayout, QMainWindow, QStackedWidget, QWidget

from jassdesk.app.hint_service import HintController
from jassdesk.app.school_catalog import CatalogEntry, SchoolCatalog
from jassdesk.app.school_controller import SchoolController
from jassdesk.app.school_progress import SchoolProgress
from jassdesk.app.game_config import PERSON
from jassdesk.app.settings import HintMode, Settings
from jassdesk.cards.provider import CardImageProvider
from jassdesk.engine.actions import Decision, Play

from ..games import default_names, setup_for
from ..styled import keep_styled
from ..table.scene import TableScene
from ..table.view import TableView
from .guide import GuidePanel
from .home import SchoolHome

#: below this width the guide takes its narrow size
NARROW_WINDOW = 1000
_ENTER = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
_CURSOR_KEYS = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Tab,
                Qt.Key.Key_Backtab, Qt.Key.Key_Home, Qt.Key.Key_End)


class SchoolWindow(QMainWindow):
    """The school: ``open_entry(key)`` puts a lesson or puzzle on the table, ``show_home()`` the list."""

    rulesRequested = Signal(str)  # a refusal's rule id, or a section: the main window's rules help shows it
    closed = Signal()  # the window was closed (the main window comes back)

    def __init__(self, settings: Settings, provider: CardImageProvider, catalog: SchoolCatalog | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("schoolWindow")
        self.settings = settings
        self.provider = provider
        self.catalog = catalog or SchoolCatalog.load()
        self.progress = SchoolProgress(settings, self)
        self.controller = SchoolController(settings, self)
        self.hints = HintController(self, process=self.controller.ai_process)
        self.scene = TableScene(self.controller, provider, settings, self.hints, self)
        self.scene.offers_review = False
        self.view = TableView(self.scene, self)
        self.view.installEventFilter(self)
        self.guide = GuidePanel(self.controller, provider, self)
        self.home = SchoolHome(self.catalog, self.progress, settings.language, self)
        self.entry: CatalogEntry | None = None
        page = QWidget(self)
        row = QHBoxLayout(page)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(0)
        row.addWidget(self.view, 1)
        row.addWidget(self.guide)
        self.table_page = page
        self.stack = QStackedWidget(self)
        self.stack.addWidget(self.home)
        self.stack.addWidget(page)
        self.setCentralWidget(self.stack)
        self.home.opened.connect(self.open_entry)
        self.guide.continueRequested.connect(self.go_on)
        self.guide.hintRequested.connect(self.hint)
        self.guide.againRequested.connect(self.start_again)
        self.guide.nextRequested.connect(self.open_next)
        self.guide.listRequested.connect(self.show_home)
        self.guide.cardPicked.connect(lambda card: self.scene.act(Play(card)))
        self.controller.progressed.connect(self._keep_place)
        # Enter just pressed for "Continue": the next Enter plays no card until the cursor is moved
        self._cursor_unchosen = False
        self.controller.answered.connect(lambda *_: setattr(self, "_cursor_unchosen", False))
        self.controller.finished.connect(self._finished)
        self.scene.message.connect(lambda text: self.statusBar().showMessage(text, 6000))
        self.scene.rules_requested.connect(self.rulesRequested.emit)
        self.controller.aiFailed.connect(lambda m: self.statusBar().showMessage(
            self.tr("The AI failed: %1").replace("%1", m), 8000))
        self.controller.awaiting.connect(self._awaiting)
        settings.changed.connect(self._setting_changed)
        self._build_menu()
        keep_styled(self.statusBar(), "QStatusBar { background: #0d3b22; color: #f3f1e7; font-size: 13px; }"
                                       "QStatusBar::item { border: none; }")
        self.setMinimumSize(QSize(640, 460))
        self.retranslate()
        self.show_home()

    # -- menus and texts ----------------------------------------------------------------------

    def _build_menu(self) -> None:
        self.menu = self.menuBar().addMenu("")
        self.list_action = QAction(self, triggered=self.show_home)
        self.list_action.setShortcut(QKeySequence("Ctrl+L"))
        self.again_action = QAction(self, triggered=self.start_again)
        self.again_action.setShortcut(QKeySequence("Ctrl+R"))
        self.close_action = QAction(self, triggered=self.close)
        self.close_action.setShortcut(QKeySequence(QKeySequence.StandardKey.Close))
        for action in (self.list_action, self.again_action, self.close_action):
            self.menu.addAction(action)
        self.rules_action = QAction(self, triggered=lambda: self.rulesRequested.emit(""))
        self.rules_action.setShortcut(QKeySequence(QKeySequence.StandardKey.HelpContents))
        self.help_menu = self.menuBar().addMenu("")
        self.help_menu.addAction(self.rules_action)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Jass school — JassDesk"))
        self.menu.setTitle(self.tr("&School"))
        self.list_action.setText(self.tr("&All lessons and puzzles"))
        self.again_action.setText(self.tr("&Start again"))
        self.close_action.setText(self.tr("&Close the school"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.rules_action.setText(self.tr("&Rules"))
        self.home.lang = self.settings.language
        self.home.retranslate()
        self._update_heading()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _setting_changed(self, key: str) -> None:
        if key in ("language", "face_set") and self.entry is not None and self.controller.exercise is not None:
            # the guide names the cards in the person's deck: the session is made anew for it, at its place
            self._reopen(self.entry, self.controller.exercise.snapshot())
        if key == "language":
            self.home.lang = self.settings.language
            self.home.retranslate()

    # -- the list and the exercises -----------------------------------------------------------

    def show_home(self) -> None:
        """The list of lessons and puzzles (the exercise on the table keeps its place)."""
        self._keep_place()
        self.controller.close_exercise()
        self.entry = None
        self.stack.setCurrentWidget(self.home)
        self.again_action.setEnabled(False)
        self.home.refresh()
        self.home.focus_next()

    def open_entry(self, key: str) -> bool:
        """The lesson or puzzle ``key`` on the table, where the person left it (or from its start)."""
        entry = self.catalog.entry(key)
        if entry is None:
            return False
        place = None if self.progress.done(key) else self.progress.place(key)
        self._reopen(entry, place)
        return True

    def _reopen(self, entry: CatalogEntry, place: Any) -> None:
        session, resumed = entry.open(self.settings.deck, place)
        self.entry = entry
        self.progress.opened(entry.key)
        self.stack.setCurrentWidget(self.table_page)
        self.again_action.setEnabled(True)
        self.guide.answer = None
        self.guide.note = ""
        self._update_heading()
        following = self.catalog.after(entry.key)
        self.guide.next_button.setText(
            "" if following is None else self.tr("Next lesson") if following.kind == "lesson" else self.tr("Next puzzle"))
        self.controller.open(session, tuple(default_names(entry.game)))
        if place is not None and not resumed:
            self.guide.say_note(self.tr("This exercise has changed since you left it: it starts from the "
                                        "beginning."))
        self.view.setFocus(Qt.FocusReason.OtherFocusReason)

    def _update_heading(self) -> None:
        entry = self.entry
        if entry is None:
            return
        if entry.kind == "lesson":
            self.guide.heading = self.tr("Lesson %1").replace("%1", str(entry.number))
        else:
            self.guide.heading = self.tr("%1 puzzle %2").replace("%1", setup_for(entry.game).name()) \
                .replace("%2", str(entry.number))
        self.guide.refresh()

    def start_again(self) -> None:
        """The exercise on the table from its first step (its stars so far are kept)."""
        if self.entry is None:
            return
        self.progress.forget_place(self.entry.key)
        self._reopen(self.entry, None)

    def open_next(self) -> None:
        if self.entry is None:
            return
        following = self.catalog.after(self.entry.key)
        if following is not None:
            self.open_entry(following.key)
        else:
            self.show_home()

    def go_on(self) -> None:
        """Past the guide's sentence: the last answer has been read with it and goes too."""
        if self.controller.reading:
            self.guide.answer = None
        if self.controller.go_on() and not self.controller.reading:
            self._cursor_unchosen = True  # the person's turn now: an Enter more must not play a card unseen

    def hint(self) -> None:
        """The hint: the AI's during a lesson's free hand, else the exercise's own idea for this step."""
        exercise = self.controller.exercise
        if exercise is None or exercise.done:
            return
        if self.controller.free_play:
            self.scene.request_hint()
            return
        own = getattr(exercise, "hint", None)
        lang = self.settings.language
        text = own(lang) if callable(own) else ""
        if not text:
            text = self.tr("Read the guide's sentence again: it says what to look at.")
        self.guide.say_note(text)

    def _awaiting(self, seat: int, decision: str) -> None:
        """In a lesson's free hand the hints are on: each of the person's turns asks for one."""
        if seat == PERSON and self.controller.free_play and self.settings.hints is not HintMode.ALWAYS:
            self.scene.request_hint()  # with "always" the table asks by itself

    # -- progress -----------------------------------------------------------------------------

    def _keep_place(self) -> None:
        exercise = self.controller.exercise
        if self.entry is None or exercise is None or exercise.done:
            return
        self.progress.keep_place(self.entry.key, exercise.snapshot())

    def _finished(self, exercise: Any) -> None:
        if self.entry is None:
            return
        best = self.progress.finish(self.entry.key, exercise.stars)
        text = self.tr("Done: %1 of 3 stars.").replace("%1", str(exercise.stars))
        if best:
            text += " " + self.tr("A new best.")
        self.statusBar().showMessage(text, 10000)
        self.guide.refresh()

    # -- keys and size -------------------------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The guide's keys on the table: Enter past a sentence, H for the hint, Escape to the list."""
        if watched is self.view and event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            key = event.key()
            overlay = self.scene.overlays.panel is not None
            if key in _ENTER and self.controller.reading and not overlay:
                self.go_on()
                return True
            if key in _ENTER and not overlay and self._cursor_unchosen \
                    and self.scene.awaited_decision() is Decision.PLAY:
                # an Enter meant for "Continue" must not play the card under the cursor unseen: the keyboard
                # plays a card once the person has moved the cursor (or clicks it); a typed bid's Enter bids
                self.guide.say_note(self.tr("Choose a card with the arrow keys (or click it), then press Enter."))
                return True
            if key in _CURSOR_KEYS or key == Qt.Key.Key_H:
                self._cursor_unchosen = False
            if key == Qt.Key.Key_H and not self.controller.free_play:
                self.hint()
                return True
            if key == Qt.Key.Key_Escape and not overlay and self.scene.overlays.last_trick is None:
                self.show_home()
                return True
        return super().eventFilter(watched, event)

    def resizeEvent(self, event) -> None:  # noqa: ANN001
        super().resizeEvent(event)
        self.guide.set_narrow(self.width() < NARROW_WINDOW)

    def closeEvent(self, event: QCloseEvent) -> None:
        """Closed, the window keeps its exercise where it is (shown again, it is still there); its place is
        in the settings, for the next start."""
        self._keep_place()
        super().closeEvent(event)
        self.closed.emit()

    def shutdown(self) -> None:
        """Stop the school's AI (call before the application quits)."""
        self._keep_place()
        self.controller.shutdown()

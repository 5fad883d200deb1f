"""The window of a table played over the local network (#34): the table, its score sheet, the seats, the quick
phrases and, for the host, the code and the address to give the friends.

It is a window of its own beside the main window, so a Partie at home is neither replaced nor autosaved over:
the hosted Partie is the host's, autosaved by the host (jassdesk/app/network/host.py).  The table is the same
scene as at home, driven by a :class:`~jassdesk.app.remote_controller.RemoteController`: every seat, the host's
own included, plays through a client connection, so the host's person sees and does exactly what his friends
do.  Closing the window leaves the table (the AI plays the seat; the host's window closes the table for all).
"""

from __future__ import annotations


from PySide6.QtCore import QSize, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QPushButton,
    QToolButton,
    QWidget,
)

from jassdesk.app.network.address import split_address
from jassdesk.app.network.beacon import Beacon
from jassdesk.app.network.host import Host
from jassdesk.app.remote_controller import RemoteController
from jassdesk.app.settings import Settings
from jassdesk.cards.provider import CardImageProvider
from jassdesk.net import PHRASES
from jassdesk.net.messages import SeatKind

from .score_sheet import ScoreSheet
from .screen import place_inside
from .styled import keep_styled
from .table import TableScene, TableView

#: the quick phrases in the order of their buttons and keys (Alt+1 ... Alt+6)
PHRASE_ORDER = ("hello", "good_luck", "well_played", "thanks", "oops", "again")
assert set(PHRASE_ORDER) == set(PHRASES)
#: narrower than this, the phrases are one menu button; narrower than the second, the score sheet folds away
NARROW_WIDTH = 1100
SHEET_FOLD_WIDTH = 1000


def phrase_text(phrase: str) -> str:
    """A quick phrase in the UI's language (each client shows it in its own)."""
    from PySide6.QtCore import QCoreApplication

    texts = {"hello": QCoreApplication.translate("Phrases", "Hello everyone!"),
             "good_luck": QCoreApplication.translate("Phrases", "Good luck!"),
             "well_played": QCoreApplication.translate("Phrases", "Well played!"),
             "thanks": QCoreApplication.translate("Phrases", "Thanks!"),
             "oops": QCoreApplication.translate("Phrases", "Oops!"),
             "again": QCoreApplication.translate("Phrases", "Another one?")}
    return texts.get(phrase, phrase)


class NetworkTableWindow(QMainWindow):
    """One seat at a table over the network; with ``host`` (and its ``beacon``) this window's JassDesk hosts it."""

    closed = Signal()

    def __init__(self, controller: RemoteController, settings: Settings, provider: CardImageProvider,
                 host: Host | None = None, beacon: Beacon | None = None, address: str = "",
                 parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        self.setObjectName("networkTable")
        self.controller = controller
        controller.setParent(self)
        self.settings = settings
        self.host = host
        self.beacon = beacon
        self.address = address  # where the friends connect (the host's window), "host:port"
        if host is not None:
            host.setParent(self)
            host.problem.connect(self._autosave_failed)  # a bound slot: queued from the writer's thread
        if beacon is not None:
            beacon.setParent(self)
        self.scene = TableScene(controller, provider, settings, None, self)
        controller.presenter = self.scene
        self.scene.offers_review = False  # the Partie is the host's: no review, no hints among friends
        # after the Partie: "Next Partie" asks the host (dealt once everyone asked), the other button leaves
        self.scene.other_game = (lambda: self.tr("Leave the table"), self.close)
        self.view = TableView(self.scene, self)
        self.setCentralWidget(self.view)
        self.sheet = ScoreSheet(controller, provider=provider)
        self.dock = QDockWidget(self)
        self.dock.setObjectName("networkScoreDock")
        self.dock.setWidget(self.sheet)
        self.dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable)
        self.dock.setMinimumWidth(180)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        self.resizeDocks([self.dock], [280], Qt.Orientation.Horizontal)
        self._ended: str | None = None  # why the connection ended, once it has
        self._awaiting_said = False  # the status line says who is awaited
        self._autosave_said = False  # the host's failing autosave has been told in a message
        self._lost_box: QMessageBox | None = None
        self._build_bar()
        self.scene.message.connect(self._status)
        controller.refused.connect(lambda action, reason: self._status(reason))
        controller.phraseSaid.connect(self._phrase_said)
        controller.seatsChanged.connect(lambda *_: self._seats_changed())
        controller.welcomed.connect(self._seats_changed)
        controller.lost.connect(self._lost)
        controller.waitingForNext.connect(self.scene.overlays.wait_for_next)
        controller.awaiting.connect(lambda *_: self._seats_changed())
        controller.gameStarted.connect(lambda *_: self._refresh_sheet())
        controller.scoreModelChanged.connect(lambda *_: self._refresh_sheet())
        keep_styled(self.statusBar(), "QStatusBar { background: #0d3b22; color: #f3f1e7; font-size: 13px; }"
                                      "QStatusBar::item { border: none; }")
        self.setMinimumSize(QSize(640, 460))
        self.resize(1180, 760)
        place_inside(self)  # smaller on a small screen, and wholly on it
        self.retranslate()
        self.view.setFocus(Qt.FocusReason.OtherFocusReason)

    # -- the bar of phrases and the table's code ----------------------------------------------------------

    def _build_bar(self) -> None:
        bar = QWidget(self)
        bar.setObjectName("networkBar")
        row = QHBoxLayout(bar)
        row.setContentsMargins(8, 4, 8, 4)
        row.setSpacing(6)
        self.code_label = QLabel(bar)
        self.code_label.setObjectName("tableCode")
        self.code_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        row.addWidget(self.code_label)
        row.addStretch(1)
        self.phrase_buttons: dict[str, QPushButton] = {}
        for k, phrase in enumerate(PHRASE_ORDER, start=1):
            button = QPushButton(bar)
            button.setObjectName("phrase")
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # a click leaves the keys with the table
            button.clicked.connect(lambda _=False, p=phrase: self.say(p))
            self.phrase_buttons[phrase] = button
            row.addWidget(button)
        # in a narrow window the six buttons give way to one that offers them as a menu
        self.phrase_menu_button = QToolButton(bar)
        self.phrase_menu_button.setObjectName("phrases")
        self.phrase_menu_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.phrase_menu_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.phrase_menu = QMenu(self.phrase_menu_button)
        self.phrase_actions: dict[str, QAction] = {}
        for phrase in PHRASE_ORDER:
            action = self.phrase_menu.addAction("")
            action.triggered.connect(lambda _=False, p=phrase: self.say(p))
            self.addAction(action)  # its key works in the whole window, the menu shown or not
            self.phrase_actions[phrase] = action
        self.phrase_menu_button.setMenu(self.phrase_menu)
        row.addWidget(self.phrase_menu_button)
        self.leave_button = QPushButton(bar)
        self.leave_button.setObjectName("leave")
        self.leave_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.leave_button.clicked.connect(self.ask_to_close)
        row.addSpacing(10)
        row.addWidget(self.leave_button)
        keep_styled(bar, """
            QWidget#networkBar { background: #123d27; }
            QLabel#tableCode { color: #f3f1e7; font-size: 14px; }
            QPushButton { color: #f3f1e7; background: #1f5a3a; border: 1px solid #3f7d5a; border-radius: 5px;
                          padding: 3px 9px; font-size: 13px; }
            QPushButton:focus { border: 2px solid #f4c542; }
            QPushButton:disabled { color: #8aa597; background: #174a30; }
            QToolButton#phrases { color: #f3f1e7; background: #1f5a3a; border: 1px solid #3f7d5a; border-radius: 5px;
                                  padding: 3px 9px; font-size: 13px; }
            QToolButton#phrases:focus { border: 2px solid #f4c542; }
        """)
        bar.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setMenuWidget(bar)
        self.bar = bar

    def retranslate(self) -> None:
        self.scene.no_hints_note = self.tr("No hints at a table with friends: everyone plays on his own.")
        for k, (phrase, button) in enumerate(self.phrase_buttons.items(), start=1):
            text = phrase_text(phrase)
            button.setText(text)
            button.setToolTip(self.tr("Say “%1” to the table (Alt+%2)").replace("%1", text).replace("%2", str(k)))
            self.phrase_actions[phrase].setToolTip(button.toolTip())
            button.setAccessibleName(self.tr("Say “%1”").replace("%1", text))
        self.phrase_menu_button.setText(self.tr("Say…"))
        self.phrase_menu_button.setAccessibleName(self.tr("Say a quick phrase to the table"))
        for k, (phrase, action) in enumerate(self.phrase_actions.items(), start=1):
            action.setText(phrase_text(phrase))
            action.setShortcut(QKeySequence(f"Alt+{k}"))
            action.setShortcutVisibleInContextMenu(True)
        self.leave_button.setText(self.tr("Close the table") if self.host is not None else self.tr("Leave the table"))
        self.leave_button.setAccessibleName(self.leave_button.text())
        self._update_title()
        self._seats_changed()
        self._refresh_sheet()

    def _refresh_sheet(self) -> None:
        """The score sheet in this window's language and deck, its sides named as the table names them."""
        c = self.controller
        c.score_model.set_naming(self.settings.language, self.settings.deck)
        if c.running and len(c.players_model.names) == c.n_players:  # the table is dealt: its names are in
            c.score_model.set_side_names([self.scene.side_name(side)
                                          for side in range(self.scene.game_view.side_count())])
        self.sheet.retranslate()

    def _update_title(self) -> None:
        game = ""
        if self.controller.joined:
            from .games import setup_for

            game = setup_for(self.controller.game).name()
        where = self.tr("your table") if self.host is not None else self.tr("a table on the network")
        self.setWindowTitle(self.tr("%1 at %2 — JassDesk").replace("%1", game or self.tr("Jass")).replace("%2", where))
        if self.host is not None:
            text = self.tr("Table code: %1 · Address: %2").replace("%1", self.host.code).replace("%2", self.address)
        else:
            text = self.tr("Connected to %1").replace("%1", self.address) if self._ended is None else ""
        self.code_label.setText(text)
        self.code_label.setAccessibleName(text)

    # -- what happens at the table ---------------------------------------------------------------------------

    def say(self, phrase: str) -> None:
        """Say a quick phrase: the host passes it on to everyone (this window too, which shows it then)."""
        if self.controller.say(phrase):
            for button in self.phrase_buttons.values():  # one every two seconds: the host drops more
                button.setEnabled(False)
            self.phrase_menu_button.setEnabled(False)
            QTimer.singleShot(2000, self, self._phrases_again)

    def _phrases_again(self) -> None:
        for button in self.phrase_buttons.values():
            button.setEnabled(self._ended is None)
        self.phrase_menu_button.setEnabled(self._ended is None)

    def resizeEvent(self, event) -> None:  # noqa: ANN001
        """A narrow window: the phrases in one menu button, and the score sheet folded away (as the main
        window folds it), so the table keeps its room."""
        super().resizeEvent(event)
        narrow = self.width() < NARROW_WIDTH
        for button in self.phrase_buttons.values():
            button.setVisible(not narrow)
        self.phrase_menu_button.setVisible(narrow)
        self.dock.setVisible(self.width() >= SHEET_FOLD_WIDTH)

    def _phrase_said(self, seat: int, phrase: str) -> None:
        text = phrase_text(phrase)
        if seat < len(self.scene.plates):
            self.scene.speech.say(seat, text, until=(), ms=3000)
        name = self.controller.seat_infos[seat].name if seat < len(self.controller.seat_infos) else ""
        self._status(self.tr("%1: “%2”").replace("%1", name).replace("%2", text))

    def _seats_changed(self) -> None:
        """The status line says who is awaited: a friend not yet come, or one away (the AI plays for him)."""
        if self._ended is not None:
            return
        infos = self.controller.seat_infos
        waiting = sum(i.kind is SeatKind.OPEN for i in infos)
        away = [i.name for i in infos if i.kind is SeatKind.DROPPED]
        parts = []
        if waiting:
            parts.append(self.tr("Waiting for %n friends to join.", "", waiting))
        if away:
            parts.append(self.tr("%1 left: the AI plays until they are back.").replace("%1", ", ".join(away)))
        text = " ".join(parts)
        if text:
            self._status(text)
        elif self._awaiting_said:  # everyone is here now: the old line would mislead
            self.statusBar().clearMessage()
        self._awaiting_said = bool(text)
        self.scene.seats.update()
        self._update_title()
        self._refresh_sheet()  # the sides' names: a friend's, once he has come

    def _lost(self, reason: str) -> None:
        """The connection ended: the table stays as it was, read-only, and the person is told why."""
        if self._ended is not None or self._closing:
            return
        self._ended = reason
        for button in self.phrase_buttons.values():
            button.setEnabled(False)
        self.phrase_menu_button.setEnabled(False)
        self._update_title()
        text = self.tr("The connection to the table has ended: %1.").replace("%1", reason)
        self._status(text)
        box = QMessageBox(QMessageBox.Icon.Information, self.tr("The table has ended"), text,
                          QMessageBox.StandardButton.Close, self)
        if self.host is None:
            box.setInformativeText(self.tr("Join again brings you back to your seat, also once the host has started "
                                           "the table again from its autosave."))
            again = box.addButton(self.tr("&Join again"), QMessageBox.ButtonRole.AcceptRole)
            again.clicked.connect(self.join_again)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        self._lost_box = box
        box.open()

    def join_again(self) -> None:
        """Connect to the same host again with the seat's reconnect token: back to the same seat."""
        where = split_address(self.address)
        if where is None:
            return
        self._ended = None
        self._phrases_again()
        self._status(self.tr("Connecting to %1…").replace("%1", self.address))
        self.controller.client.join(*where)
        self._update_title()

    def _autosave_failed(self, message: str) -> None:
        """Said once in a message (the table goes on; the host tries again after every action), and in the
        status line each time."""
        text = self.tr("The table's autosave failed: %1").replace("%1", message)
        self._status(text)
        if self._autosave_said:
            return
        self._autosave_said = True
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("The table is not being saved"), text,
                          QMessageBox.StandardButton.Close, self)
        box.setInformativeText(self.tr("The table goes on, but if this JassDesk stops, the Partie cannot be "
                                       "hosted again from where it was."))
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        box.open()

    def _status(self, text: str) -> None:
        self.statusBar().showMessage(text)

    # -- leaving -------------------------------------------------------------------------------------------

    _closing = False
    _shut = False
    _asking = False

    def ask_to_close(self) -> None:
        """The bar's button: close, asking first at a table hosted here (it ends the table for everyone)."""
        self._asking = True
        self.close()

    def closeEvent(self, event: QCloseEvent) -> None:
        if self._shut:
            super().closeEvent(event)
            return
        # asked when the person closes it (the window's button, its frame), not when the program ends
        asking = self._asking or event.spontaneous()
        self._asking = False
        if asking and self.host is not None and not self._closing and self._ended is None \
                and not self.host.state.is_over:
            answer = QMessageBox.question(
                self, self.tr("Close the table?"),
                self.tr("Closing ends the table for everyone at it. Its autosave keeps the Partie, so it can be "
                        "hosted again later."),
                QMessageBox.StandardButton.Close | QMessageBox.StandardButton.Cancel,
                QMessageBox.StandardButton.Cancel)
            if answer != QMessageBox.StandardButton.Close:
                event.ignore()
                return
        self._closing = self._shut = True
        self.scene.animator.stop()
        self.controller.shutdown()
        if self.beacon is not None:
            self.beacon.stop()
        if self.host is not None:
            self.host.close()
        self.closed.emit()
        super().closeEvent(event)

    def present(self) -> None:
        """Show the window in front: it opens over the main window, which keeps its own Partie."""
        self.show()
        self.raise_()
        self.activateWindow()

    def close_quietly(self) -> None:
        """Close without asking (the program ends): the seat left, a table hosted here closed for all."""
        self._closing = True
        self.close()

    def discard(self) -> None:
        """Drop a window never shown (the host refused us): no question, nothing said to the table."""
        self._closing = True
        self.controller.shutdown()
        self.deleteLater()

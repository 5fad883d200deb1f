"""At start: one window per user folder, as a desktop user expects of a program that keeps one table.

A second ``jassdesk`` on a folder already in use brings the running window to
the front instead of opening another (and that window opens the ``.jass``
file named on the second's command line, asking first as File > Open does).
Only when the running window does not answer is a second window opened; it
saves its Partie apart (``autosave-2/``) and says so, and the next start offers
to continue what it left.  The lock and the socket are
:mod:`jassdesk.app.single_instance`; this module is the window's side.
"""

from __future__ import annotations

import argparse
import logging
import os
from pathlib import Path
from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox, QPushButton, QWidget

from jassdesk.app.single_instance import FORWARD_TIMEOUT_S, FolderClaim, Request, claim_folder
from jassdesk.storage.autosave import Autosaver
from jassdesk.storage.paths import StoragePaths
from jassdesk.storage.saved_games import SavedGame

from .first_paint import after_first_paint

if TYPE_CHECKING:
    from .mainwindow import MainWindow

log = logging.getLogger(__name__)

#: how often a request or an offer waiting for an open dialog to close looks again
DIALOG_POLL_MS = 300


class OtherWindowPrompt(QMessageBox):
    """"Another JassDesk window left a Partie unfinished": continue it here, or keep it for later."""

    def __init__(self, saved: SavedGame, parent: QWidget | None = None) -> None:
        from .resume import describe

        super().__init__(parent)
        self.setIcon(QMessageBox.Icon.Question)
        self.setWindowTitle(self.tr("JassDesk"))
        self.setText(self.tr("Another JassDesk window left a Partie unfinished."))
        self.setInformativeText(describe(saved) + "\n\n"
                                + self.tr("Continue it here? If not, it is kept among the saved games "
                                          "(File > Open)."))
        self.continue_button: QPushButton = self.addButton(self.tr("&Continue it"),
                                                           QMessageBox.ButtonRole.AcceptRole)
        self.keep_button: QPushButton = self.addButton(self.tr("&Keep it for later"),
                                                       QMessageBox.ButtonRole.RejectRole)
        self.setDefaultButton(self.continue_button)
        self.setEscapeButton(self.keep_button)

    def wants_continue(self) -> bool:
        return self.clickedButton() is self.continue_button


class WindowClaim(QObject):
    """This start's hold on the folder, and what it means for the window once there is one."""

    def __init__(self, claim: FolderClaim, offer: bool) -> None:
        super().__init__()
        self.claim = claim
        self.offer = offer  # the command line asks for the offer to continue (no --new, file, game or seed)
        self.window: "MainWindow | None" = None
        self.notice: QMessageBox | None = None  # the message of a window saving apart (tests read it)
        self.prompt: OtherWindowPrompt | None = None  # the offer of another window's Partie being shown
        self._files: list[Path] = []
        self._requests: list[Request] = []  # come before there was a window
        self._painted = False
        if claim.role in ("first", "apart") and QApplication.instance() is not None:
            after_first_paint(self, self._first_paint)

    def _first_paint(self) -> None:
        self._painted = True
        self.claim.serve(self._on_request)  # only the folder's first window serves
        if self.window is not None:
            self._window_ready()

    @property
    def forwarded(self) -> bool:
        return self.claim.forwarded

    @property
    def paths(self) -> StoragePaths:
        return self.claim.paths

    def attach(self, window: "MainWindow") -> None:
        """The window is up with its Partie: requests that came meanwhile are done, a window saving apart
        says so, what other windows left is offered -- once the first paint is done and no dialog is open.

        (The socket is open from the first paint on, before this, since the question "Continue the Partie
        you left?" may be open for a while and a second start meanwhile must still find this window.)"""
        self.window = window
        if self._painted:
            QTimer.singleShot(0, window, self._window_ready)

    def _window_ready(self) -> None:
        for request in self._requests:
            self._on_request(request)
        self._requests.clear()
        if self.claim.role == "first" and self.claim.orphans:
            self._next_orphan()
        elif self.claim.role == "apart":
            self._say_apart()

    def release(self) -> None:
        self.claim.release()

    # -- a later start asked for this window -----------------------------------------------------

    def _on_request(self, request: Request) -> None:
        window = self.window
        if window is None:  # still starting (the question to continue is open): the window comes after it
            self._requests.append(request)
            dialog = QApplication.activeModalWidget()
            if dialog is not None:
                dialog.raise_()
                dialog.activateWindow()
            return
        if request.token:  # the launcher's permission to take the focus (Wayland, X11 startup notification)
            os.environ["XDG_ACTIVATION_TOKEN"] = request.token
            os.environ["DESKTOP_STARTUP_ID"] = request.token
        window.bring_forward()
        dialog = QApplication.activeModalWidget()
        if dialog is not None:  # the question open in this window comes first
            dialog.raise_()
            dialog.activateWindow()
        if request.file is not None:
            self._files.append(request.file)
            self._when_no_dialog(self._open_next_file)

    def _open_next_file(self) -> None:
        if self._files and self.window is not None:
            self.window.bring_forward(self._files.pop(0))
            if self._files:
                self._when_no_dialog(self._open_next_file)

    def _when_no_dialog(self, action: Callable[[], None]) -> None:
        """Run ``action`` once no dialog is open (a file request must not open over a question asked)."""
        window = self.window
        if window is None:
            return
        if QApplication.activeModalWidget() is not None:
            QTimer.singleShot(DIALOG_POLL_MS, window, lambda: self._when_no_dialog(action))
            return
        action()

    # -- a window saving apart ------------------------------------------------------------------

    def _say_apart(self) -> None:
        window = self.window
        if window is None:
            return
        folder = self.claim.paths.autosave_dir
        log.warning("another JassDesk runs on this folder and did not answer: this window saves in %s", folder)
        sentence = self.tr("JassDesk is already running with this folder; this window saves its Partie "
                           "separately in %1.").replace("%1", str(folder))
        label = QLabel(self.tr("Saving separately: %1").replace("%1", folder.name))
        label.setToolTip(sentence)
        label.setObjectName("separateAutosave")
        window.statusBar().addPermanentWidget(label)
        window.statusBar().showMessage(sentence, 30_000)
        self._when_no_dialog(lambda: self._notice(sentence))

    def _notice(self, sentence: str) -> None:
        window = self.window
        assert window is not None
        box = QMessageBox(QMessageBox.Icon.Information, self.tr("JassDesk"), sentence,
                          QMessageBox.StandardButton.Ok, window)
        box.setInformativeText(self.tr("The other JassDesk window did not answer. Nothing is lost: the next "
                                       "start offers to continue both Partien."))
        box.setWindowModality(Qt.WindowModality.WindowModal)
        box.open()
        self.notice = box

    # -- what other windows left ----------------------------------------------------------------

    def _next_orphan(self) -> None:
        if self.claim.orphans and self.window is not None:
            self._when_no_dialog(self._offer)

    def _offer(self) -> None:
        """Ask about the first slot another window left (one question at a time, the rest after it)."""
        from .mainwindow import table_can_show

        window = self.window
        if window is None or not self.claim.orphans or self.prompt is not None:
            return
        autosaver = self.claim.orphans[0]
        saved, damaged = autosaver.latest()
        for problem in damaged:
            log.warning("autosave of another window moved aside: %s", problem)
        if saved is None:
            self.claim.release_slot(autosaver)
            self._next_orphan()
            return
        if not self.offer or not table_can_show(saved):
            self._keep(autosaver, saved)
            self._next_orphan()
            return
        prompt = OtherWindowPrompt(saved, window)
        prompt.setWindowModality(Qt.WindowModality.WindowModal)
        prompt.finished.connect(lambda _result: self._answered(prompt, autosaver, saved))
        self.prompt = prompt
        prompt.open()

    def _answered(self, prompt: OtherWindowPrompt, autosaver: Autosaver, saved: SavedGame) -> None:
        window = self.window
        self.prompt = None
        prompt.deleteLater()
        if window is None:
            return
        if prompt.wants_continue() and window.may_replace_partie(opening=True):
            window.resume(saved, same_database=True)
            window.keeper.autosave(rotate=True, wait=True)  # in this window's slot before the other is cleared
            state, actions = window.controller.state, tuple(saved.record.actions)
            continued = state is not None and tuple(state.history)[:len(actions)] == actions
            if continued and window.keeper.writer.flush():
                autosaver.clear()
                self.claim.release_slot(autosaver)
            elif continued:  # not on disk here yet: the other slot stays as it is, for the next start
                self.claim.orphans.remove(autosaver)
            else:  # it could not be put on the table after all (said by the window): kept, not lost
                self._keep(autosaver, saved)
        else:
            self._keep(autosaver, saved)
        self._next_orphan()

    def _keep(self, autosaver: Autosaver, saved: SavedGame) -> None:
        """Among the saved games, as a declined offer to continue keeps a Partie; said in the status bar."""
        from .resume import set_aside

        window = self.window
        assert window is not None
        kept = set_aside(saved, autosaver, window.games_dir(), self.tr("Unfinished Partie"))
        if kept is None:  # it stays in its slot, for the next start
            self.claim.orphans.remove(autosaver)
            return
        self.claim.release_slot(autosaver)
        window.statusBar().showMessage(self.tr("The other window's Partie was kept as %1 (File > Open).")
                                       .replace("%1", str(kept)), 15_000)


def claim(args: argparse.Namespace, paths: StoragePaths, timeout_s: float = FORWARD_TIMEOUT_S) -> WindowClaim:
    """Take the folder for this start (see the module's docstring); ``forwarded``: the running window took
    over and this start ends with 0."""
    offer = not (args.new or args.seed is not None or args.game or args.file)  # as start() decides it
    return WindowClaim(claim_folder(paths, Path(args.file) if args.file else None, timeout_s), offer)

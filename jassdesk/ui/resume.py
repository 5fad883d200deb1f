"""At start: offer to continue the Partie that was running when JassDesk last stopped.

Declining never deletes it: the unfinished Partie is moved into the saved
games folder under a dated name, where File > Open finds it.
"""

from __future__ import annotations

import logging
import time
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale
from PySide6.QtWidgets import QMessageBox, QPushButton, QWidget

from jassdesk.app.score_sheets import written_totals
from jassdesk.i18n.numbers import number
from jassdesk.storage.autosave import Autosaver
from jassdesk.storage.saved_games import SUFFIX, SavedGame, save_game

from .games import setup_for

log = logging.getLogger(__name__)


class ResumePrompt(QMessageBox):
    """"Continue where you stopped?" with what the saved Partie is: game, hand, score, when."""

    def __init__(self, saved: SavedGame, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setIcon(QMessageBox.Icon.Question)
        self.setWindowTitle(self.tr("JassDesk"))
        self.setText(self.tr("Continue the Partie you left?"))
        self.setInformativeText(describe(saved))
        self.continue_button: QPushButton = self.addButton(self.tr("&Continue"), QMessageBox.ButtonRole.AcceptRole)
        self.new_button: QPushButton = self.addButton(self.tr("&New game"), QMessageBox.ButtonRole.RejectRole)
        self.setDefaultButton(self.continue_button)
        self.setEscapeButton(self.new_button)

    def wants_continue(self) -> bool:
        return self.clickedButton() is self.continue_button


def describe(saved: SavedGame) -> str:
    """"Schieber, hand 4 · Anna & Vreni 512 : Ueli & Sepp 430 · saved 29.11.26 14:02"."""
    state = saved.replay()
    names = [s.name for s in saved.seats]
    both = QCoreApplication.translate("ResumePrompt", "%1 & %2")
    game = setup_for(state.rules.game).name()
    obs = state.observation(0)
    members = [[names[s] for s in range(len(names)) if obs.sides[s] == side] for side in range(max(obs.sides) + 1)]
    sides = [m[0] if len(m) == 1 else both.replace("%1", m[0]).replace("%2", m[1]) for m in members]
    scores = written_totals(obs)  # the score sheet's total line
    when = QLocale().toString(QDateTime.fromSecsSinceEpoch(int(saved.saved_at)), QLocale.FormatType.ShortFormat)
    heading = QCoreApplication.translate("ResumePrompt", "%1, hand %2")
    return (heading.replace("%1", game).replace("%2", number(obs.hand_no + 1)) + "\n"
            + " : ".join(f"{side} {number(score)}" for side, score in zip(sides, scores)) + "\n"
            + QCoreApplication.translate("ResumePrompt", "saved %1").replace("%1", when))


def set_aside(saved: SavedGame, autosaver: Autosaver, games_dir: Path, name: str = "Unfinished Partie",
              ) -> Path | None:
    """Keep a Partie that is not continued among the saved games as "<name> <date>.jass".

    Then the autosaves are removed: they are earlier states of it (or of a
    Partie before it), and the next start must not offer an older state of a
    Partie the person declined.  Nothing is removed if the copy cannot be
    written; None then.
    """
    try:
        games_dir.mkdir(parents=True, exist_ok=True)
        stamp = time.strftime("%Y-%m-%d %H-%M", time.localtime(saved.saved_at or time.time()))
        target = games_dir / f"{name} {stamp}{SUFFIX}"
        n = 2
        while target.exists():
            target = games_dir / f"{name} {stamp} ({n}){SUFFIX}"
            n += 1
        save_game(target, saved)
    except OSError as exc:
        log.warning("the unfinished Partie stays in %s: %s", autosaver.folder, exc)
        return None
    try:
        autosaver.clear()
    except OSError as exc:
        log.warning("older autosaves not removed: %s", exc)
    return target

"""The window's reviews: every hand the person finishes is reviewed in the background, and any finished hand
of the running or a saved Partie can be opened in the :class:`~jassdesk.ui.review_dialog.ReviewDialog`.

A polished game reviews at once: the review starts when the engine scores
the hand (before the table has finished showing it), so the hand summary
counts the labels a few seconds later and "Review" opens with them ready.
The labels go to the statistics under the Partie the hand belongs to.

At a Partie of several people at one computer (hot seat) each person's decisions are reviewed, and each sees
his own: the summary's line, "Review" and Game > Review a hand are about the person at the bottom of the table.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QFont, QFontMetrics, QGuiApplication
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMessageBox, QWidget

from jassdesk.app.controller import PERSON, GameController
from jassdesk.app.game_config import PERSON_LEVEL
from jassdesk.app.review_service import ReviewController, ReviewKey
from jassdesk.app.statistics_recorder import StatisticsRecorder
from jassdesk.engine import events as ev
from jassdesk.engine.record import GameRecord
from jassdesk.i18n.numbers import number
from jassdesk.storage.errors import StorageError
from jassdesk.storage.saved_games import load_saved_game

from .screen import available_geometry, fit_dialog

if TYPE_CHECKING:  # the review, its window and the AI load with the first review, not with the window
    from jassdesk.ai.review import HandReview

    from .review_dialog import ReviewDialog

REVIEW_SIZE = (1000, 700)  # fit_dialog makes it smaller on a small screen (800x600: about 780x560)
#: what a title bar takes besides its title: the window's icon, the buttons to minimize, maximize and close
TITLE_BAR_EXTRA = 150


def title_width(window: QWidget) -> int:
    """How wide ``window`` must be for the title bar to show its title whole: the title as the platform writes
    it ("Review a hand — JassDesk"), in a title bar's bold type, and the icon and buttons beside it."""
    title = window.windowTitle()
    name = QGuiApplication.applicationDisplayName()
    if name and name != title:
        title = f"{title} \u2014 {name}"
    font = QFont(window.font())
    font.setBold(True)
    return QFontMetrics(font).horizontalAdvance(title) + TITLE_BAR_EXTRA


def count_text(review: HandReview) -> str:
    """The summary's line: the Inaccuracies, Mistakes and Blunders counted, or praise when there are none."""
    from jassdesk.ai.review import Verdict

    counts = review.counts()
    inaccuracies, mistakes, blunders = counts[Verdict.INACCURACY], counts[Verdict.MISTAKE], counts[Verdict.BLUNDER]
    parts = []
    if inaccuracies:
        parts.append(QCoreApplication.translate("Reviewing", "%n inaccuracies", "", inaccuracies))
    if mistakes:
        parts.append(QCoreApplication.translate("Reviewing", "%n mistakes", "", mistakes))
    if blunders:
        parts.append(QCoreApplication.translate("Reviewing", "%n blunders", "", blunders))
    if not parts:
        return QCoreApplication.translate("Reviewing", "Review: no inaccuracy, no mistake.")
    return QCoreApplication.translate("Reviewing", "Review: %1.").replace("%1", ", ".join(parts))


class Reviewing(QObject):
    """Starts the reviews, keeps their state for the summary, opens the review window."""

    def __init__(self, window: Any, controller: GameController, recorder: StatisticsRecorder) -> None:
        super().__init__(window)
        self.window = window
        self.controller = controller
        self.recorder = recorder
        self.reviews = ReviewController(self, process=controller.ai_process)
        # (hand number of the running Partie, the person's seat) -> the key of that review
        self._keys: dict[tuple[int, int], ReviewKey] = {}
        self._stats: dict[ReviewKey, tuple[int | None, int]] = {}  # key -> (statistics row, hand number)
        self.dialog: ReviewDialog | None = None
        controller.applied.connect(self._on_applied)
        # a new Partie forgets the old one's reviews; the same Partie drawn from another person's chair keeps them
        controller.gameStarted.connect(lambda *_: controller.redrawing or self._keys.clear())
        self.reviews.progress.connect(lambda *_: self._changed())
        self.reviews.ready.connect(self._on_ready)
        self.reviews.failed.connect(lambda *_: self._changed())

    @staticmethod
    def reviewable(record: GameRecord) -> bool:
        """Is the game one the AI plays (and so can judge)? Its room in the AI's registry says so."""
        from jassdesk.ai.games import GAME_AIS

        return record.rules.game in GAME_AIS

    # -- the running Partie ------------------------------------------------------------------

    def _on_applied(self, action: Any, events: Any) -> None:
        for e in events:
            if isinstance(e, ev.HandScored) and self.controller.state is not None:
                record = self.controller.record()
                if self.reviewable(record):
                    for seat in self.controller.persons:  # each person's own decisions
                        key = self.reviews.request(record, e.result.hand_no, seat)
                        self._keys[(e.result.hand_no, seat)] = key
                        self._stats.setdefault(key, (self.recorder.partie_of(seat), e.result.hand_no))

    def _on_ready(self, key: ReviewKey, review: HandReview) -> None:
        stats = self._stats.pop(key, None)
        if stats is not None:
            counts = {v.value: n for v, n in review.counts().items()}
            self.recorder.record_review(stats[0], stats[1], counts)
        self._changed()

    def _changed(self) -> None:
        self.window.scene.overlays.update_review_line()

    def status(self, hand_no: int) -> str:
        """The hand summary's line on the review of hand ``hand_no`` of the running Partie (the decisions of the
        person at the bottom of the table)."""
        key = self._keys.get((hand_no, self.controller.viewer))
        if key is None:
            return ""
        review = self.reviews.result(key)
        if review is not None:
            return count_text(review)
        done = self.reviews.progress_of(key)
        if done is None:
            return ""
        return (QCoreApplication.translate("Reviewing", "Reviewing your decisions… %1 of %2")
                .replace("%1", number(done[0])).replace("%2", number(done[1])))

    # -- the review window -------------------------------------------------------------------

    def open(self, record: GameRecord, hand_no: int, names: list[str], seat: int = PERSON) -> ReviewDialog:
        """The review window at hand ``hand_no`` of ``record``: the decisions of ``seat`` (the engine's numbering;
        ``names`` in that numbering too)."""
        from .review_dialog import ReviewDialog

        if self.dialog is not None:
            self.dialog.close()
        s = self.window.settings
        dlg = ReviewDialog(self.reviews, record, hand_no, seat, names, self.window.provider, s.language, s.deck,
                           self.window)
        dlg.resize(*REVIEW_SIZE)
        fit_dialog(dlg, dlg.size())
        dlg.show()
        self.dialog = dlg
        return dlg

    def review_running(self, hand_no: int) -> ReviewDialog | None:
        if self.controller.state is None:
            return None
        record = self.controller.record()
        if not self.reviewable(record):
            return None
        c = self.controller
        names = [c.seat_name(s) for s in range(c.n_players)]  # the engine's numbering, as the record's
        return self.open(record, hand_no, names, c.viewer)

    def choose_hand(self) -> None:
        """Game > Review a hand…: one of the running Partie's finished hands."""
        state = self.controller.state
        if state is None or not state.results:
            QMessageBox.information(self.window, self.tr("Review a hand"),
                                    self.tr("No hand of this Partie is finished yet."))
            return
        hand_no = self._pick_hand(state.results)
        if hand_no is not None:
            self.review_running(hand_no)

    def review_saved(self) -> None:
        """File > Review a saved game…: a hand of a Partie saved in a file."""
        path, _ = QFileDialog.getOpenFileName(self.window, self.tr("Review a saved game"),
                                              str(self.window.games_dir()), self.window.file_filter())
        if not path:
            return
        try:
            saved = load_saved_game(Path(path))
        except (StorageError, OSError) as exc:
            self.window.show_file_problem(self.tr("“%1” could not be opened.").replace("%1", Path(path).name), exc)
            return
        record = saved.record
        results = record.replay().results
        if not self.reviewable(record) or not results:
            QMessageBox.information(self.window, self.tr("Review a saved game"),
                                    self.tr("This Partie has no finished hand to review."))
            return
        seat = self._pick_person(saved)
        if seat is None:
            return
        hand_no = self._pick_hand(results)
        if hand_no is not None:
            self.open(record, hand_no, [seat.name for seat in saved.seats], seat)

    def _pick_person(self, saved: Any) -> int | None:
        """Whose decisions to review in a saved Partie: its one person's, or (several people at one computer)
        the one chosen from their names; None if the question is cancelled."""
        persons = [s for s, seat in enumerate(saved.seats) if seat.level == PERSON_LEVEL] or [PERSON]
        if len(persons) == 1:
            return persons[0]
        names = [saved.seats[s].name or str(s + 1) for s in persons]
        picked = self._ask(self.picker("personPicker", self.tr("Review a saved game"), self.tr("Whose decisions?"),
                                       names, names[0]), names)
        return None if picked is None else persons[picked]

    def _pick_hand(self, results: Any) -> int | None:
        items = self.hand_items(results)
        picked = self._ask(self.hand_picker(items), items)
        return None if picked is None else results[picked].hand_no

    @staticmethod
    def _ask(dialog: QInputDialog, items: list[str]) -> int | None:
        """The index of the item chosen in ``dialog`` (None if cancelled); the dialog is gone afterwards."""
        ok = dialog.exec() == QInputDialog.DialogCode.Accepted
        item = dialog.textValue()
        dialog.deleteLater()
        return items.index(item) if ok and item in items else None

    def hand_items(self, results: Any) -> list[str]:
        """Each finished hand as the picker offers it: "Hand 2 — Trump Schilten (148:29)"."""
        lang, deck = self.window.settings.language, self.window.settings.deck
        items = []
        for r in results:
            text = self.tr("Hand %1").replace("%1", number(r.hand_no + 1, lang=lang))
            if r.mode is not None:
                text += " — " + r.mode.name_in(lang, deck)
            items.append(text + f" ({number(r.written[0], lang=lang)}:{number(r.written[1], lang=lang)})")
        return items

    def hand_picker(self, items: list[str]) -> QInputDialog:
        """The question "Which hand?" with the hands to choose from, the last one chosen."""
        return self.picker("handPicker", self.tr("Review a hand"), self.tr("Which hand?"), items,
                           items[-1] if items else "")

    def picker(self, name: str, title: str, question: str, items: list[str], chosen: str) -> QInputDialog:
        """A question with ``items`` to choose from, ``chosen`` at first: wide enough for its title in the title
        bar and for the longest item, within the screen."""
        dialog = QInputDialog(self.window)
        dialog.setObjectName(name)
        dialog.setWindowTitle(title)
        dialog.setLabelText(question)
        dialog.setComboBoxItems(items)
        dialog.setComboBoxEditable(False)
        dialog.setTextValue(chosen)
        dialog.setMinimumWidth(min(title_width(dialog), available_geometry(self.window).width() - 16))
        fit_dialog(dialog)
        return dialog

    def shutdown(self) -> None:
        self.reviews.shutdown()

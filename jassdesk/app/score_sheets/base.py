"""What the window's score sheet asks of a game's sheet, whatever the game writes on it.

Each game's sheet is a table model: the controller feeds it every event as the
table shows it (with the person's observation of that moment), the window
shows it in one ``QTableView`` beside the table.  Column 0 names the row (a hand,
a Coiffeur mode); the columns after it hold the sides' or players' figures; a
row's ``UserRole`` says what kind of row it is ("hand", "current", "total") so
the view can style it without knowing the game.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QCoreApplication, QModelIndex, QPersistentModelIndex, Qt

from jassdesk.engine.cards import Deck
from jassdesk.engine.observe import Observation


def valid(index: QModelIndex | QPersistentModelIndex) -> bool:
    return index.isValid()


#: a row name's mode sign, drawn by the window between its factor and its name (a Mode: a suit's sign, or
#: Obenabe's and Undenufe's arrows); None where the row has none
SIGN_ROLE = Qt.ItemDataRole.UserRole + 1
#: the part of a row name that stays on a sheet too narrow for the whole of it ("×3"): with the sign beside
#: it the row is still told apart from every other (Schellen from Schilten), where a cut name is not ("Sc…")
SHORT_TEXT_ROLE = Qt.ItemDataRole.UserRole + 2
#: the roles a sheet answers; a view asks each cell for a dozen more, each time it measures or paints,
#: so every sheet's ``data`` turns those away first (a long Partie's sheet has hundreds of cells)
SHEET_ROLES = frozenset({Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole, Qt.ItemDataRole.TextAlignmentRole,
                         Qt.ItemDataRole.UserRole, Qt.ItemDataRole.ToolTipRole, SIGN_ROLE, SHORT_TEXT_ROLE})
#: the text alignments of the name column and of the figures, as the ints the view reads
ALIGN_NAME = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
ALIGN_FIGURE = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)


class ScoreSheetModel(QAbstractTableModel):
    """A game's score sheet; subclasses fill rows and columns from the events they are shown."""

    #: the totals per side or player as the sheet writes them (the hand summary reads these)
    totals: list[int]
    #: the language and deck of the card and mode names on the sheet (see :meth:`set_naming`)
    lang = "en"
    deck = Deck.SWISS
    #: the lines of text in a cell: a sheet of one-line rows is laid out without measuring every row
    row_lines = 1

    def title(self) -> str:
        """The sheet's name above it."""
        return QCoreApplication.translate("ScoreSheet", "Jasstafel")

    def set_side_names(self, names: list[str]) -> None:
        """The column headers: one name per side (or per player in a game without teams)."""
        self.side_names = list(names)
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 1, len(self.side_names))

    def set_naming(self, lang: str, deck: Deck) -> None:
        """Card and mode names follow the language and the deck: every row is drawn anew."""
        self.lang, self.deck = lang, deck
        self.beginResetModel()
        self.endResetModel()

    def reset(self, obs: Observation) -> None:
        """Start over from ``obs``: a new Partie, or a resumed one at the deal of its hand in progress.

        The controller shows a resumed Partie from that deal on, so the sheet must hold then exactly what
        the events of every hand before would have written on it (``tests/ui/test_long_partie.py``
        holds each sheet to that): whatever it shows of a finished hand comes from the observation.
        """
        raise NotImplementedError

    def on_event(self, event: Any, obs: Observation) -> None:
        """Write what ``event`` changes on the sheet; ``obs`` is the person's view right after it."""
        raise NotImplementedError

    def is_total_row(self, row: int) -> bool:
        return row == self.rowCount() - 1

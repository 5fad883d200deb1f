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
    """A game's score sheet; subclasses fill rows and columns from the events they are shown.

    The table model's shell is here: :meth:`data` turns away the roles no sheet answers, aligns the
    name column and the figures, and asks the sheet for a cell's kind (:meth:`kind_at`), tooltip
    (:meth:`tooltip_at`), text (:meth:`text_at`) or another role of its own (:meth:`extra_at`);
    :meth:`headerData` asks for a column's name (:meth:`header`) and tooltip (:meth:`header_tooltip`).
    The rows by default are a sheet of hands: those written (``results``), the hand in progress
    (where ``current`` is not None), then the totals.
    """

    #: the totals per side or player as the sheet writes them (the hand summary reads these)
    totals: list[int]
    #: the hands written and what the hand in progress has written so far (None: no hand in progress)
    results: list[Any]
    current: Any
    #: the language and deck of the card and mode names on the sheet (see :meth:`set_naming`)
    lang = "en"
    deck = Deck.SWISS
    #: the lines of text in a cell: a sheet of one-line rows is laid out without measuring every row
    row_lines = 1
    #: the columns: the row's name, then one per side (or player)
    columns = 3

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

    def _change(self, **values: Any) -> None:
        """Set the sheet's attributes ``values`` and draw every row anew."""
        self.beginResetModel()
        for key, value in values.items():
            setattr(self, key, value)
        self.endResetModel()

    # -- the table model ---------------------------------------------------------

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        if parent.isValid():
            return 0
        return len(self.results) + (1 if self.current is not None else 0) + 1

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self.columns

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self.header(section)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.header_tooltip(section)
        return None

    def header(self, section: int) -> str:  # pragma: no cover - abstract
        """The name of column ``section``."""
        raise NotImplementedError

    def header_tooltip(self, section: int) -> str | None:
        """The tooltip of column ``section``'s name; none by default."""
        return None

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role not in SHEET_ROLES or not valid(index):
            return None
        row, col = index.row(), index.column()
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return ALIGN_NAME if col == 0 else ALIGN_FIGURE
        if role == Qt.ItemDataRole.UserRole:
            return self.kind_at(row, col)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.tooltip_at(row, col)
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            return self.text_at(row, col)
        return self.extra_at(row, col, role)

    def kind_at(self, row: int, col: int) -> str:
        """What kind of cell it is, for the view's style: on a sheet of hands "hand", "current" or "total"."""
        return "total" if self.is_total_row(row) else ("current" if row == len(self.results) else "hand")

    def tooltip_at(self, row: int, col: int) -> str | None:
        """The cell's tooltip; none by default."""
        return None

    def text_at(self, row: int, col: int) -> Any:  # pragma: no cover - abstract
        """What the cell shows (a text, or a figure)."""
        raise NotImplementedError

    def extra_at(self, row: int, col: int, role: int) -> Any:
        """A role of :data:`SHEET_ROLES` beyond the shared ones (a row name's sign); none by default."""
        return None

    def total_text(self, col: int) -> Any:
        """The totals row's cell on a sheet of sides: its name, then each side's total."""
        return QCoreApplication.translate("ScoreSheet", "Total") if col == 0 else self.totals[col - 1]


def two_lines(name: str) -> str:
    """A column name on two lines at its first space ("Vous" over "et Vreni"): a narrow column keeps its room."""
    first, _, rest = name.partition(" ")
    return f"{first}\n{rest}" if rest else first

"""The Coiffeur table as the score sheet (docs/rules.md section 9): a row per mode with its factor, a column
per team, each cell the raw points and the points times the factor, the totals below.

A cell is open (nothing written yet), being played (the row chosen for the hand in progress), or
written: "83 → 415"; a row played for no points says "0", which is not the open cell's "–".  Each
cell's ``UserRole`` says which ("open", "current", "written", "zero"; the last row "total"), so
the window's delegate styles it without knowing the game.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QModelIndex, QObject, QPersistentModelIndex

from jassdesk.engine import events as ev
from jassdesk.engine.coiffeur import RowChosen, RowWritten
from jassdesk.engine.coiffeur_table import CoiffeurRow, RowKind
from jassdesk.engine.modes import Mode
from jassdesk.engine.observe import Observation
from jassdesk.engine.rules import Game
from jassdesk.i18n.numbers import number

from .base import SHORT_TEXT_ROLE, SIGN_ROLE, ScoreSheetModel, two_lines

OPEN_CELL = "–"
ARROW = "\u202f→\u202f"  # narrow spaces: the cell fits the narrow sheet at 800x600


class CoiffeurSheetModel(ScoreSheetModel):
    """Columns: 0 the row (its mode and factor), 1 and 2 the teams.  Rows: the table's, then the totals."""

    game = Game.COIFFEUR

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.table: tuple[CoiffeurRow, ...] = ()
        self.cells: list[list[int | None]] = [[], []]
        self.modes: dict[tuple[int, int], Mode] = {}  # (side, row) -> the mode played into it (jokers' choice)
        self.current: tuple[int, int] | None = None  # (side, row) being played
        self.results: list[Any] = []
        self.totals: list[int] = [0, 0]
        self.side_names: list[str] = ["", ""]

    # -- model ------------------------------------------------------------------

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.table) + 1

    def header(self, section: int) -> str:
        if section == 0:
            return QCoreApplication.translate("ScoreSheet", "Row")
        return two_lines(self.side_names[section - 1])

    def cell_kind(self, side: int, row: int) -> str:
        """"open", "current", "written" or "zero": what the cell of ``side`` in ``row`` holds."""
        raw = self.cells[side][row]
        if raw is None:
            return "current" if self.current == (side, row) else "open"
        return "zero" if raw == 0 else "written"

    def cell_text(self, side: int, row: int) -> str:
        raw = self.cells[side][row]
        if raw is None:
            return "…" if self.current == (side, row) else OPEN_CELL
        if raw == 0:
            return "0"
        return f"{number(raw, lang=self.lang)}{ARROW}{number(raw * self.table[row].factor, lang=self.lang)}"

    def kind_at(self, row: int, col: int) -> str:
        return "total" if self.is_total_row(row) else ("hand" if col == 0 else self.cell_kind(col - 1, row))

    def tooltip_at(self, row: int, col: int) -> str | None:
        return None if self.is_total_row(row) else self._tooltip(row, col)

    def extra_at(self, row: int, col: int, role: int) -> Any:
        if role not in (SIGN_ROLE, SHORT_TEXT_ROLE) or col != 0 or self.is_total_row(row):
            return None
        return self.row_sign(row) if role == SIGN_ROLE else f"×{self.table[row].factor}"

    def text_at(self, row: int, col: int) -> Any:
        if self.is_total_row(row):
            return self.total_text(col)
        return self.row_name(row) if col == 0 else self.cell_text(col - 1, row)

    def title(self) -> str:
        return QCoreApplication.translate("ScoreSheet", "Coiffeur table")

    def row_name(self, row: int) -> str:
        r = self.table[row]
        name = RowKind(r.kind).name_in(self.lang, self.deck)
        # the factor first, as on a paper Coiffeur table: a narrow sheet cuts the name, not the factor
        return f"×{r.factor}  {name[:1].upper()}{name[1:]}"

    def row_sign(self, row: int) -> Mode | None:
        """The mode whose sign the row's name shows: a suit's or Obenabe's and Undenufe's (not Slalom's,
        Guschti's or a joker's, which the table plays in more than one direction or mode)."""
        modes = self.table[row].modes
        if len(modes) == 1 and (modes[0].is_trump_mode or modes[0] in (Mode.OBENABE, Mode.UNDENUFE)):
            return modes[0]
        return None

    def _tooltip(self, row: int, col: int) -> str:
        if col == 0:
            modes = ", ".join(self._mode_name(m) for m in self.table[row].modes)
            return QCoreApplication.translate("ScoreSheet", "Played as: %1").replace("%1", modes)
        side = col - 1
        kind = self.cell_kind(side, row)
        name = self.side_names[side]
        if kind == "open":
            return QCoreApplication.translate("ScoreSheet", "%1: still to be played").replace("%1", name)
        if kind == "current":
            return QCoreApplication.translate("ScoreSheet", "%1: being played now").replace("%1", name)
        raw = self.cells[side][row] or 0
        factor = self.table[row].factor
        text = QCoreApplication.translate("ScoreSheet", "%1: %2 points × %3 = %4").replace("%1", name) \
            .replace("%2", number(raw, lang=self.lang)).replace("%3", number(factor, lang=self.lang)) \
            .replace("%4", number(raw * factor, lang=self.lang))
        mode = self.modes.get((side, row))
        return text + (f" ({self._mode_name(mode)})" if mode is not None and len(self.table[row].modes) > 1 else "")

    def _mode_name(self, mode: Mode) -> str:
        return mode.name_in(self.lang, self.deck)

    # -- content ------------------------------------------------------------------

    def reset(self, obs: Observation) -> None:
        table = tuple(CoiffeurRow(kind, factor) for kind, factor in obs.rules.options.coiffeur_rows)
        cells = obs.coiffeur_cells or ((None,) * len(table),) * 2
        # the mode played in each filled row (a joker row names it); the row being played adds its own
        modes = {(side, row): mode for side, column in enumerate(obs.coiffeur_modes)
                 for row, mode in enumerate(column) if mode is not None}
        if obs.coiffeur_row is not None and obs.chooser >= 0 and obs.mode is not None:
            modes[(obs.chooser % 2, obs.coiffeur_row)] = obs.mode
        current = (obs.chooser % 2, obs.coiffeur_row) if obs.coiffeur_row is not None and obs.chooser >= 0 else None
        self._change(table=table, cells=[list(column) for column in cells], modes=modes, current=current,
                     results=list(obs.results), totals=list(obs.scores))

    def on_event(self, event: Any, obs: Observation) -> None:
        if isinstance(event, ev.HandStarted):
            self._change(current=None)
        elif isinstance(event, RowChosen):
            self.modes[(event.side, event.row)] = obs.mode if obs.mode is not None else self.table[event.row].modes[0]
            self._change(current=(event.side, event.row))
        elif isinstance(event, RowWritten):
            self.beginResetModel()
            self.cells[event.side][event.row] = event.raw
            self.current = None
            self.totals = [sum(raw * r.factor for raw, r in zip(column, self.table) if raw is not None)
                           for column in self.cells]
            self.endResetModel()
        elif isinstance(event, ev.HandScored):
            self.results.append(event.result)
        elif isinstance(event, ev.PartieOver):
            self._change(current=None, totals=list(event.scores))

"""Qt models over the statistics database: the table of the statistics window and its trend series.

Every figure is from the person's side (see :mod:`jassdesk.storage.statistics`).
Rows are the games and AI levels that have a recorded Partie, optionally
restricted to one game and/or level, with a total row below when there is
more than one row.  A Partie whose AI players played at different levels is
counted under one level (see :func:`jassdesk.storage.statistics.partie_level`);
its row says how many such mixed Partien it holds, and which line-ups.  Headers and names are translated in the context
"Statistics"; numbers are written with a point (Swiss German writes 82.5 too).
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QCoreApplication, QModelIndex, QObject, QPersistentModelIndex, Qt

from jassdesk.i18n import numbers
from jassdesk.storage.statistics import StatisticsDB

from . import level_labels

#: Qt.UserRole: the raw value of a cell (int, float or None; the game/level code in the first columns).
ValueRole = Qt.ItemDataRole.UserRole
#: "row" or "total"
KindRole = Qt.ItemDataRole.UserRole + 1

COLUMNS = ("game", "level", "partien", "won", "win_rate", "hands", "avg_points_person", "avg_points_other",
           "matches", "weis_points", "avg_penalty", "exact_hits")
TREND_WINDOW = 10
#: StatisticsDB.totals() of a database without a Partie
EMPTY_TOTALS: dict[str, Any] = {"partien": 0, "won": 0, "lost": 0, "drawn": 0, "win_rate": None, "hands": 0,
                                "avg_points_person": None, "avg_points_other": None, "matches": 0,
                                "matches_other": 0, "weis_points": 0, "weis_other": 0, "duration": 0.0,
                                "bid_hands": 0, "avg_penalty": None, "exact_hits": 0}


def fill(template: str, *values: Any) -> str:
    """Qt-style ``%1``..``%9`` placeholders, replaced in one pass (a value may itself contain ``%``); a whole
    number is written as the language writes it ("1'234")."""
    return re.sub(r"%(\d)", lambda m: _shown(values[int(m.group(1)) - 1]) if 0 < int(m.group(1)) <= len(values)
                  else m.group(0), template)


def _shown(value: Any) -> str:
    return numbers.number(value) if isinstance(value, int) and not isinstance(value, bool) else str(value)


def game_label(game: str | None) -> str:
    if not game:
        return QCoreApplication.translate("Statistics", "All games")
    labels = {"schieber": QCoreApplication.translate("Statistics", "Schieber"),
              "schmaus": QCoreApplication.translate("Statistics", "Schmaus"),
              "differenzler": QCoreApplication.translate("Statistics", "Differenzler"),
              "coiffeur": QCoreApplication.translate("Statistics", "Coiffeur")}
    return labels.get(game, game.capitalize())


def level_label(level: str | None) -> str:
    if level is None:
        return QCoreApplication.translate("Statistics", "All levels")
    if level == "":
        return QCoreApplication.translate("Statistics", "No AI")
    return level_labels.level_label(level)


def ai_levels(seats: list[str] | tuple[str, ...]) -> tuple[str, ...]:
    """The AI levels of a Partie's seats, the person left out ("person"; "" in old records)."""
    return tuple(lv for lv in seats if lv not in ("person", ""))


def is_mixed(seats: list[str] | tuple[str, ...]) -> bool:
    """AI players of more than one level: the Partie is counted under one of them."""
    return len(set(ai_levels(seats))) > 1


def line_up(levels: tuple[str, ...]) -> str:
    """"Beginner, Expert, Expert": the AI levels of a Partie, weakest first, translated."""
    order = {lv: i for i, lv in enumerate(("random", "beginner", "medium", "expert"))}
    return ", ".join(level_label(lv) for lv in sorted(levels, key=lambda lv: (order.get(lv, -1), lv)))


def percent(rate: float | None) -> str:
    return "—" if rate is None else numbers.percent(rate)


def decimal(value: float | None) -> str:
    """One decimal, with the decimal mark of the language as the Swiss write it (89.7, in French 89,7)."""
    return "—" if value is None else numbers.number(float(value), 1)


@dataclass(frozen=True)
class TrendPoint:
    """One finished Partie in the trend plot (oldest first)."""

    index: int  # 1-based number of the Partie in the selection
    finished: float  # Unix time
    won: int | None  # 1 won, 0 lost, None drawn
    win_rate: float | None  # over the last TREND_WINDOW decided Partien up to this one; None before the first
    rate_over: int  # how many decided Partien that win rate is over (fewer than TREND_WINDOW at first)
    avg_points: float | None  # the person's side: written points per hand in this Partie
    avg_points_other: float | None
    hands: int
    levels: tuple[str, ...] = ()  # the AI players' levels
    avg_penalty: float | None = None  # a game with bids (Differenzler): the person's penalty per hand
    exact_hits: int = 0  # and the hands he made exactly as bid
    level: str = ""  # the level the Partie is counted under
    practice: bool = False  # a practice game: decisions could be taken back

    @property
    def mixed(self) -> bool:
        return is_mixed(self.levels)


def trend_points(db: StatisticsDB | None, game: str | None = None, level: str | None = None,
                 window: int = TREND_WINDOW, practice: bool = False, player: str = "") -> list[TrendPoint]:
    """One point per finished Partie of ``player`` (``""``: the person at seat 0); practice games (marked) only
    with ``practice``."""
    out: list[TrendPoint] = []
    if db is None:
        return out
    decided: list[int] = []
    for i, p in enumerate(db.partie_series(game, level, practice=practice, player=player), 1):
        if p["won"] is not None:
            decided.append(int(p["won"]))
        recent = decided[-window:]
        out.append(TrendPoint(index=i, finished=p["finished"], won=p["won"],
                              win_rate=(sum(recent) / len(recent)) if recent else None, rate_over=len(recent),
                              avg_points=p["avg_points_person"], avg_points_other=p["avg_points_other"],
                              hands=p["hands"], levels=ai_levels(p["levels"]),
                              level=p["level"], practice=p["practice"], avg_penalty=p["avg_penalty"],
                              exact_hits=p["exact_hits"]))
    return out


class StatisticsTableModel(QAbstractTableModel):
    """Partien, wins, win rate, hands, average points per hand, matches and Weis by game and AI level."""

    def __init__(self, db: StatisticsDB | None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.db = db
        self.game: str | None = None
        self.level: str | None = None
        self.practice = False  # practice games (where decisions could be taken back) count too
        self.player = ""  # whose statistics: the person at seat 0, or another who played at this computer
        self.rows: list[dict[str, Any]] = []
        self.totals: dict[str, Any] = {}
        self.refresh()

    # -- content -------------------------------------------------------------------

    def set_filter(self, game: str | None = None, level: str | None = None, practice: bool = False,
                   player: str = "") -> None:
        """Show only one game and/or AI level (None: all), with or without practice games, of one person (``""``:
        the person at seat 0); refreshes."""
        self.game, self.level, self.practice, self.player = game or None, level or None, practice, player
        self.refresh()

    def set_database(self, db: StatisticsDB | None) -> None:
        """Show another database (None: nothing, e.g. while it is closed or cannot be read); refreshes."""
        self.db = db
        self.refresh()

    def refresh(self) -> None:
        """Read the database again.

        Everything is read before the model changes: a read that fails (a StorageError, e.g. the
        database is busy) leaves the rows shown as they were, for the caller to say so.
        """
        if self.db is None:
            rows, totals = [], dict(EMPTY_TOTALS)
        else:
            rows = self.db.breakdown(self.game, self.level, practice=self.practice, player=self.player)
            for row in rows:
                row["mixed"] = Counter(tuple(sorted(ai_levels(p["levels"])))
                                       for p in self.db.partie_series(row["game"], row["level"], practice=self.practice,
                                                                      player=self.player)
                                       if is_mixed(p["levels"]))
            totals = self.db.totals(self.game, self.level, practice=self.practice, player=self.player)
            if len(rows) > 1:
                rows.append({"kind": "total", "game": None, "level": None, **totals})
        self.beginResetModel()
        self.rows, self.totals = rows, totals
        self.endResetModel()

    def retranslate(self) -> None:
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(COLUMNS) - 1)
        if self.rows:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self.rows) - 1, len(COLUMNS) - 1))

    def column(self, key: str) -> int:
        return COLUMNS.index(key)

    # -- model -------------------------------------------------------------------------

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(COLUMNS):
            return None
        key = COLUMNS[section]
        if role == Qt.ItemDataRole.DisplayRole:
            return self._header(key)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._header_tip(key)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            left = key in ("game", "level")
            return int((Qt.AlignmentFlag.AlignLeft if left else Qt.AlignmentFlag.AlignRight)
                       | Qt.AlignmentFlag.AlignVCenter)
        return None

    def _header(self, key: str) -> str:
        # literal translate() calls: pyside6-lupdate finds only those
        return {"game": QCoreApplication.translate("Statistics", "Game"),
                "level": QCoreApplication.translate("Statistics", "AI level"),
                "partien": QCoreApplication.translate("Statistics", "Partien"),
                "won": QCoreApplication.translate("Statistics", "Won"),
                "win_rate": QCoreApplication.translate("Statistics", "Win rate"),
                "hands": QCoreApplication.translate("Statistics", "Hands"),
                "avg_points_person": QCoreApplication.translate("Statistics", "Ø points"),
                "avg_points_other": QCoreApplication.translate("Statistics", "Ø opp."),
                "matches": QCoreApplication.translate("Statistics", "Matches"),
                "weis_points": QCoreApplication.translate("Statistics", "Weis"),
                "avg_penalty": QCoreApplication.translate("Statistics", "Ø penalty"),
                "exact_hits": QCoreApplication.translate("Statistics", "Exact")}[key]

    def _header_tip(self, key: str) -> str:
        return {"game": QCoreApplication.translate("Statistics", "The game played"),
                "level": QCoreApplication.translate(
                    "Statistics", "The AI level of the Partie: the most common level among the other players, "
                                  "on a tie the stronger one"),
                "partien": QCoreApplication.translate("Statistics", "Finished Partien"),
                "won": QCoreApplication.translate("Statistics", "Partien won by your side"),
                "win_rate": QCoreApplication.translate("Statistics", "Share of the finished Partien won by your side"),
                "hands": QCoreApplication.translate("Statistics", "Hands played, also in Partien not yet finished"),
                "avg_points_person": QCoreApplication.translate(
                    "Statistics", "Average points per hand written for your side"),
                "avg_points_other": QCoreApplication.translate(
                    "Statistics", "Average points per hand written for the opponents"),
                "matches": QCoreApplication.translate("Statistics", "Hands in which your side took every trick"),
                "weis_points": QCoreApplication.translate("Statistics", "Weis points announced by your side"),
                "avg_penalty": QCoreApplication.translate(
                    "Statistics", "Differenzler: your average penalty per hand (the difference between bid and "
                                  "points; lower is better)"),
                "exact_hits": QCoreApplication.translate(
                    "Statistics", "Differenzler: hands you made exactly as bid")}[key]

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self.rows) or not 0 <= index.column() < len(COLUMNS):
            return None
        row, key = self.rows[index.row()], COLUMNS[index.column()]
        total = row.get("kind") == "total"
        if role == KindRole:
            return "total" if total else "row"
        if role == ValueRole:
            return row.get(key)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            left = key in ("game", "level")
            return int((Qt.AlignmentFlag.AlignLeft if left else Qt.AlignmentFlag.AlignRight)
                       | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole and key == "won":
            return fill(QCoreApplication.translate("Statistics", "%1 won, %2 lost, %3 drawn"),
                        row["won"], row["lost"], row["drawn"])
        if role == Qt.ItemDataRole.ToolTipRole and key == "level" and row.get("mixed"):
            return self._mixed_tip(row["mixed"])
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if key == "game":
            return QCoreApplication.translate("Statistics", "Total") if total else game_label(row["game"])
        if key == "level":
            if total:
                return ""
            mixed = sum(row.get("mixed", Counter()).values())
            if not mixed:
                return level_label(row["level"])
            return fill(QCoreApplication.translate("Statistics", "%1 (%2)"), level_label(row["level"]),
                        QCoreApplication.translate("Statistics", "%n mixed", "", mixed))
        if key == "win_rate":
            return percent(row["win_rate"])
        if key in ("avg_points_person", "avg_points_other", "avg_penalty"):
            return decimal(row[key])
        if key == "exact_hits" and not row.get("bid_hands"):
            return ""  # a game without bids
        return _shown(row[key])

    @staticmethod
    def _mixed_tip(mixed: Counter) -> str:
        """Which Partien of the row had AI players of different levels, and how they are counted."""
        n = sum(mixed.values())
        lines = [QCoreApplication.translate(
            "Statistics", "%n Partien had AI players of different levels. Each is counted under the most common "
                          "level among its AI players, on a tie the stronger one:", "", n)]
        for levels, count in sorted(mixed.items()):
            lines.append(fill(QCoreApplication.translate("Statistics", "%1: %2×"), line_up(levels), count))
        return "\n".join(lines)

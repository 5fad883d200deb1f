"""The Differenzler sheet (docs/rules.md section 10): a column per player, a row per hand with bid, points and penalty.

A hand's cell reads "60/48 → 12" (bid / points made → penalty), compact enough for four columns in the
narrow dock; its tooltip says it in words.  While a hand is played its row shows the bids the person may
know (his own, and the others' with open bids: "60/–", the points still to come; "✓" for a hidden bid made),
never points of the others.
The last row holds the running totals; the leader (lowest total penalty, shared on equal totals) is marked.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Qt

from jassdesk.engine import events as ev
from jassdesk.engine.cards import suit_name
from jassdesk.engine.differenzler import BidMade, TrumpFixed, places
from jassdesk.engine.observe import Observation
from jassdesk.engine.rules import Game
from jassdesk.i18n.numbers import number

from .base import ScoreSheetModel

N_PLAYERS = 4
LEADER_MARK = "★"
#: the points of a bid while its hand is played: not "…", which reads as a figure cut off ("45/…")
PENDING = "–"


class DifferenzlerSheetModel(ScoreSheetModel):
    """Rows: the hands played, the hand in progress (its bids), then the totals; columns: the hand, the players."""

    row_lines = 2  # "bid/points" over "→ penalty"
    columns = 1 + N_PLAYERS

    game = Game.DIFFERENZLER

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.results: list[Any] = []
        self.current: tuple[int | None, ...] | None = None  # the bids known in the hand in progress
        self.has_bid: tuple[bool, ...] = (False,) * N_PLAYERS
        self.current_mode: Any = None
        self.totals: list[int] = [0] * N_PLAYERS
        self.names: list[str] = [""] * N_PLAYERS

    # -- what the sheet says ------------------------------------------------------------------

    @property
    def places(self) -> tuple[int, ...]:
        """Each player's place by total penalty (1, 1, 3, 4 with two equal leaders)."""
        return places(tuple(self.totals))

    @property
    def leaders(self) -> list[int]:
        """The players in the lead, once a hand is scored (none before)."""
        return [s for s, p in enumerate(self.places) if p == 1] if self.results else []

    def cell(self, result: Any, seat: int) -> str:
        """"60/48" over "→ 12": bid / points made, then the penalty (two short lines fit the narrow dock)."""
        lang = self.lang
        return (f"{number(result.bids[seat], lang=lang)}/{number(result.card_points[seat], lang=lang)}"
                f"\n→ {number(result.written[seat], lang=lang)}")

    def _cell_tooltip(self, result: Any, seat: int) -> str:
        text = QCoreApplication.translate("DifferenzlerSheet", "%1: bid %2, made %3, penalty %4")
        return text.replace("%1", self.names[seat]).replace(
            "%2", number(result.bids[seat], lang=self.lang)).replace(
            "%3", number(result.card_points[seat], lang=self.lang)).replace(
            "%4", number(result.written[seat], lang=self.lang))

    def _current_cell(self, seat: int) -> str:
        bid = self.current[seat] if self.current else None
        if bid is not None:
            return f"{number(bid, lang=self.lang)}/{PENDING}"
        return "✓" if self.has_bid[seat] else ""

    # -- model ----------------------------------------------------------------------------------

    def header(self, section: int) -> str:
        return "#" if section == 0 else self.names[section - 1]  # "#": the four players' columns need the width

    def header_tooltip(self, section: int) -> str | None:
        if section != 0:
            return None
        return QCoreApplication.translate(
            "DifferenzlerSheet", "Each cell: bid/points made → penalty. The lowest total penalty wins.")

    def tooltip_at(self, row: int, col: int) -> str | None:
        n = len(self.results)
        if col == 0 and self.is_total_row(row):
            return QCoreApplication.translate("DifferenzlerSheet", "Total penalty")
        if col == 0:
            return self._trump(self.results[row].mode if row < n else self.current_mode)
        if row < n:
            return self._cell_tooltip(self.results[row], col - 1)
        if self.is_total_row(row) and col > 0:
            text = QCoreApplication.translate("DifferenzlerSheet", "%1: place %2, total penalty %3")
            return text.replace("%1", self.names[col - 1]).replace(
                "%2", number(self.places[col - 1], lang=self.lang)).replace(
                "%3", number(self.totals[col - 1], lang=self.lang))
        return None

    def text_at(self, row: int, col: int) -> Any:
        n = len(self.results)
        if self.is_total_row(row):
            if col == 0:
                return "Σ"  # "Total penalty" in its tooltip
            mark = LEADER_MARK + " " if col - 1 in self.leaders else ""
            return f"{mark}{number(self.totals[col - 1], lang=self.lang)}"
        if row < n:
            result = self.results[row]
            return f"{result.hand_no + 1}." if col == 0 else self.cell(result, col - 1)
        return f"{n + 1}." if col == 0 else self._current_cell(col - 1)

    def _trump(self, mode: Any) -> str | None:
        """The hand's trump, in the tooltip of its number (the four players' columns need the room)."""
        if mode is None or not mode.is_trump_mode:
            return None
        text = QCoreApplication.translate("DifferenzlerSheet", "Trump: %1")
        return text.replace("%1", suit_name(int(mode), self.lang, self.deck))

    # -- content ----------------------------------------------------------------------------------

    def title(self) -> str:
        return QCoreApplication.translate("DifferenzlerSheet", "Bids and penalties")

    def set_side_names(self, names: list[str]) -> None:
        self.names = (list(names) + [""] * N_PLAYERS)[:N_PLAYERS]
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 1, N_PLAYERS)

    def reset(self, obs: Observation) -> None:
        self._change(results=list(obs.results), totals=list(obs.scores), current=None, current_mode=None,
                     has_bid=(False,) * N_PLAYERS)

    def on_event(self, event: Any, obs: Observation) -> None:
        if isinstance(event, ev.HandStarted):
            self._change(current=(None,) * N_PLAYERS, has_bid=(False,) * N_PLAYERS, current_mode=None)
        elif isinstance(event, (ev.CardsDealt, TrumpFixed)):
            self._change(current_mode=obs.mode, current=self.current or (None,) * N_PLAYERS)
        elif isinstance(event, BidMade):
            self._change(current=tuple(obs.bids), has_bid=tuple(obs.has_bid))
        elif isinstance(event, ev.HandScored):
            self._change(results=[*self.results, event.result], current=None, totals=list(obs.scores))
        elif isinstance(event, ev.PartieOver):
            self._change(current=None, totals=list(event.scores))

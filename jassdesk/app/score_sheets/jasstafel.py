"""The Jasstafel of Schieber and Schmaus: one row per hand, a column per side, the totals below."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QObject

from jassdesk.engine import events as ev
from jassdesk.engine.actions import Decision
from jassdesk.engine.cards import suit_name
from jassdesk.engine.observe import Observation
from jassdesk.i18n.numbers import number

from .base import ScoreSheetModel, two_lines


def written_totals(obs: Observation) -> list[int]:
    """The totals the score sheet shows for ``obs``: the hands scored, plus the Weis and Stöck already
    written in the hand in progress.  The engine's ``scores`` also hold that hand's trick points, which
    the sheet writes only when the hand is scored."""
    totals = [sum(r.written[side] for r in obs.results) for side in range(len(obs.scores))]
    if obs.winner is None and obs.decision is not Decision.GAME_OVER:
        mult = max(1, obs.multiplier)
        totals = [t + (obs.weis_points[side] + obs.stoeck_points[side]) * mult for side, t in enumerate(totals)]
    return totals


class JasstafelModel(ScoreSheetModel):
    """The Jasstafel: one row per hand (mode, multiplier, what each side wrote), then the totals.

    Columns: 0 the hand (number and mode), 1.. one per side.  While a hand is
    being played a row shows what is already written in it (Weis, Stöck).
    The last row holds the running totals, equal to the engine's ``scores``.
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.results: list[Any] = []
        self.current: list[int] | None = None  # points written in the hand in progress (multiplied)
        self.current_mode: Any = None
        self.current_multiplier = 1
        self.totals: list[int] = [0, 0]
        self.side_names: list[str] = ["", ""]

    # -- model ------------------------------------------------------------------

    def header(self, section: int) -> str:
        if section == 0:
            return QCoreApplication.translate("ScoreSheet", "Hand")
        # two names on two lines ("Anna\n& Vreni", "Anna\net Vreni"): the narrow sheet keeps the room for its rows
        name = self.side_names[section - 1]
        return name.replace(" & ", "\n& ") if " & " in name else two_lines(name)

    def tooltip_at(self, row: int, col: int) -> str | None:
        return self._tooltip(self.results[row]) if row < len(self.results) else None

    def text_at(self, row: int, col: int) -> Any:
        if self.is_total_row(row):
            return self.total_text(col)
        if row < len(self.results):
            result = self.results[row]
            if col == 0:
                return self._hand_label(result.hand_no, result.mode, result.multiplier)
            return result.written[col - 1]
        if col == 0:
            return self._hand_label(len(self.results), self.current_mode, self.current_multiplier)
        return self.current[col - 1] if self.current else 0

    def _hand_label(self, hand_no: int, mode: Any, multiplier: int) -> str:
        text = f"{hand_no + 1}."
        if mode is not None:
            text += " " + (suit_name(int(mode), self.lang, self.deck) if mode.is_trump_mode
                           else mode.name_in("de", self.deck))
        if multiplier > 1:
            text += f" ×{multiplier}"
        return text

    def _tooltip(self, r: Any) -> str:
        parts = []
        for side in range(2):
            text = QCoreApplication.translate("ScoreSheet", "%1: cards %2, Weis %3, Stöck %4, match %5, ×%6 = %7")
            parts.append(text
                         .replace("%1", self.side_names[side]).replace("%2", self._figure(r.card_points[side]))
                         .replace("%3", self._figure(r.weis[side])).replace("%4", self._figure(r.stoeck[side]))
                         .replace("%5", self._figure(r.match[side])).replace("%6", self._figure(r.multiplier))
                         .replace("%7", self._figure(r.written[side])))
        return "\n".join(parts)

    def _figure(self, value: int) -> str:
        return number(value, lang=self.lang)

    # -- content ------------------------------------------------------------------

    def reset(self, obs: Observation) -> None:
        self._change(results=list(obs.results), totals=list(obs.scores), current=None, current_mode=None,
                     current_multiplier=1)

    def on_event(self, event: Any, obs: Observation) -> None:
        if isinstance(event, ev.HandStarted):
            self._change(current=[0, 0], current_mode=None, current_multiplier=1)
        elif isinstance(event, ev.ModeChosen):
            self.beginResetModel()
            self.current_mode, self.current_multiplier = event.mode, event.multiplier
            if self.current is None:
                self.current = [0, 0]
            self.endResetModel()
        elif isinstance(event, ev.CardsDealt) and event.turned is not None:  # a turned card names the trump
            self._change(current_mode=obs.mode)
        elif isinstance(event, (ev.WeisWritten, ev.StoeckWritten)):
            self.beginResetModel()
            if self.current is None:
                self.current = [0, 0]
            self.current[event.side] += event.points * max(1, self.current_multiplier)
            self.totals = [t + (event.points * max(1, self.current_multiplier) if s == event.side else 0)
                           for s, t in enumerate(self.totals)]
            self.endResetModel()
        elif isinstance(event, ev.HandScored):
            self.beginResetModel()
            self.results.append(event.result)
            self.current = None
            self.totals = list(obs.scores)  # the engine's totals (its batch ends with this hand's score)
            self.endResetModel()
        elif isinstance(event, ev.PartieOver):
            self._change(current=None, totals=list(event.scores))

"""Qt models over the Partie as the table shows it: the hand, the trick, the score sheet, the players.

The controller feeds them each event when the table shows it, together with
the person's observation of that moment; they never see the engine state
itself (so they can hold nothing a person may not know).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractListModel, QAbstractTableModel, QCoreApplication, QModelIndex, QObject, \
    QPersistentModelIndex, Qt

from jassdesk.engine import events as ev
from jassdesk.engine.actions import ActionKind, Decision
from jassdesk.engine.cards import CARDS, Deck, cards_in, suit_name
from jassdesk.engine.observe import Observation

CardRole = Qt.ItemDataRole.UserRole + 1
LegalRole = Qt.ItemDataRole.UserRole + 2
SeatRole = Qt.ItemDataRole.UserRole + 3

# Suits alternate colour in the hand: Rosen/Herz, Schilten/Pik, Eicheln/Karo, Schellen/Kreuz.
SUIT_ORDER = (0, 2, 1, 3)


def sort_hand(cards: list[int]) -> list[int]:
    """Cards by suit (alternating colours), high to low within a suit."""
    return sorted(cards, key=lambda c: (SUIT_ORDER.index(c // 9), -(c % 9)))


def _valid(index: QModelIndex | QPersistentModelIndex) -> bool:
    return index.isValid()


class HandModel(QAbstractListModel):
    """The person's cards, sorted; LegalRole is True for the cards the engine allows now."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._cards: list[int] = []
        self._legal: int = 0  # mask
        self._playing = False
        self.deck = Deck.SWISS
        self.lang = "en"

    # -- model -----------------------------------------------------------------

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._cards)

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not _valid(index) or not 0 <= index.row() < len(self._cards):
            return None
        card = self._cards[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return CARDS[card].name(self.lang, self.deck)
        if role == CardRole:
            return card
        if role == LegalRole:
            return bool(self._legal >> card & 1)
        return None

    def roleNames(self) -> dict[int, bytes]:
        return {Qt.ItemDataRole.DisplayRole: b"name", CardRole: b"card", LegalRole: b"legal"}

    # -- content -------------------------------------------------------------------

    @property
    def cards(self) -> list[int]:
        return list(self._cards)

    @property
    def legal_mask(self) -> int:
        return self._legal

    def is_legal(self, card: int) -> bool:
        return bool(self._legal >> card & 1)

    def _set_cards(self, cards: list[int]) -> None:
        self.beginResetModel()
        self._cards = sort_hand(cards)
        self._legal = 0
        self.endResetModel()

    def reset(self, obs: Observation) -> None:
        self._set_cards(cards_in(obs.hand))

    def set_legal(self, obs: Observation) -> None:
        mask = 0
        for a in obs.legal_actions:
            if a.kind is ActionKind.PLAY:
                mask |= 1 << a.card
        if mask != self._legal:
            self._legal = mask
            if self._cards:
                self.dataChanged.emit(self.index(0), self.index(len(self._cards) - 1), [LegalRole])

    def clear_legal(self) -> None:
        if self._legal:
            self._legal = 0
            if self._cards:
                self.dataChanged.emit(self.index(0), self.index(len(self._cards) - 1), [LegalRole])

    def set_naming(self, lang: str, deck: Deck) -> None:
        self.lang, self.deck = lang, deck
        if self._cards:
            self.dataChanged.emit(self.index(0), self.index(len(self._cards) - 1), [Qt.ItemDataRole.DisplayRole])

    def on_event(self, event: Any, obs: Observation) -> None:
        seat = obs.seat
        if isinstance(event, (ev.HandStarted, ev.DealerDrawn)):
            self._set_cards([])
        elif isinstance(event, ev.CardsDealt):
            self._set_cards(cards_in(obs.hand))  # a deal is one batch of its own: obs is right after it
        elif isinstance(event, ev.CardPlayed):
            self.clear_legal()
            if event.seat == seat and event.card in self._cards:
                row = self._cards.index(event.card)
                self.beginRemoveRows(QModelIndex(), row, row)
                del self._cards[row]
                self.endRemoveRows()
        elif isinstance(event, ev.StockDrawn) and event.seat == seat:
            # One draw per seat per batch: the card drawn is the one held after the batch and not before.
            held = sum(1 << c for c in self._cards)
            new = event.public_card
            if new is None:
                fresh = cards_in(obs.hand & ~held)
                new = fresh[0] if fresh else None
            if new is not None and new not in self._cards:
                self._set_cards(self._cards + [new])
        elif isinstance(event, ev.SixExchanged) and event.seat == seat:
            cards = [c for c in self._cards if c != event.six] + [event.taken]
            self._set_cards(cards)


class TrickModel(QAbstractListModel):
    """The cards of the trick on the table, in play order: DisplayRole the card name, SeatRole who played it."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._plays: list[tuple[int, int]] = []
        self.last: tuple[int, tuple[int, ...], int] | None = None  # (leader, cards, winner) of the last trick
        self.deck = Deck.SWISS
        self.lang = "en"

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._plays)

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not _valid(index) or not 0 <= index.row() < len(self._plays):
            return None
        seat, card = self._plays[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return CARDS[card].name(self.lang, self.deck)
        if role == CardRole:
            return card
        if role == SeatRole:
            return seat
        return None

    @property
    def plays(self) -> list[tuple[int, int]]:
        return list(self._plays)

    def reset(self, obs: Observation) -> None:
        self.beginResetModel()
        self._plays = []
        self.last = obs.tricks[-1] if obs.tricks else None
        self.endResetModel()

    def on_event(self, event: Any, obs: Observation) -> None:
        if isinstance(event, ev.CardPlayed):
            row = len(self._plays)
            self.beginInsertRows(QModelIndex(), row, row)
            self._plays.append((event.seat, event.card))
            self.endInsertRows()
        elif isinstance(event, ev.TrickWon):
            self.beginResetModel()
            self._plays = []
            self.endResetModel()
            self.last = (event.leader, event.cards, event.winner)
        elif isinstance(event, ev.HandStarted):
            self.last = None
            if self._plays:
                self.beginResetModel()
                self._plays = []
                self.endResetModel()


def written_totals(obs: Observation) -> list[int]:
    """The totals the score sheet shows for ``obs``: the hands scored, plus the Weis and Stöck already
    written in the hand in progress.  The engine's ``scores`` also hold that hand's trick points, which
    the sheet writes only when the hand is scored."""
    totals = [sum(r.written[side] for r in obs.results) for side in range(2)]
    if obs.winner is None and obs.decision is not Decision.GAME_OVER:
        mult = max(1, obs.multiplier)
        totals = [t + (obs.weis_points[side] + obs.stoeck_points[side]) * mult for side, t in enumerate(totals)]
    return totals


class ScoreSheetModel(QAbstractTableModel):
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
        self.lang = "en"
        self.deck = Deck.SWISS

    # -- model ------------------------------------------------------------------

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        if parent.isValid():
            return 0
        return len(self.results) + (1 if self.current is not None else 0) + 1

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 3

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role != Qt.ItemDataRole.DisplayRole or orientation != Qt.Orientation.Horizontal:
            return None
        if section == 0:
            return QCoreApplication.translate("ScoreSheet", "Hand")
        return self.side_names[section - 1].replace(" & ", "\n& ")  # two names on two lines

    def is_total_row(self, row: int) -> bool:
        return row == self.rowCount() - 1

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not _valid(index):
            return None
        row, col = index.row(), index.column()
        n = len(self.results)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            if col == 0:
                return int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.UserRole:
            return "total" if self.is_total_row(row) else ("current" if row == n else "hand")
        if role == Qt.ItemDataRole.ToolTipRole and row < n:
            return self._tooltip(self.results[row])
        if role not in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            return None
        if self.is_total_row(row):
            return QCoreApplication.translate("ScoreSheet", "Total") if col == 0 else self.totals[col - 1]
        if row < n:
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
                         .replace("%1", self.side_names[side]).replace("%2", str(r.card_points[side]))
                         .replace("%3", str(r.weis[side])).replace("%4", str(r.stoeck[side]))
                         .replace("%5", str(r.match[side])).replace("%6", str(r.multiplier))
                         .replace("%7", str(r.written[side])))
        return "\n".join(parts)

    # -- content ------------------------------------------------------------------

    def set_side_names(self, names: list[str]) -> None:
        self.side_names = list(names)
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 1, 2)

    def set_naming(self, lang: str, deck: Deck) -> None:
        self.lang, self.deck = lang, deck
        self.beginResetModel()
        self.endResetModel()

    def reset(self, obs: Observation) -> None:
        self.beginResetModel()
        self.results = list(obs.results)
        self.totals = list(obs.scores)
        self.current = None
        self.current_mode = None
        self.current_multiplier = 1
        self.endResetModel()

    def on_event(self, event: Any, obs: Observation) -> None:
        if isinstance(event, ev.HandStarted):
            self.beginResetModel()
            self.current = [0, 0]
            self.current_mode = None
            self.current_multiplier = 1
            self.endResetModel()
        elif isinstance(event, ev.ModeChosen):
            self.beginResetModel()
            self.current_mode, self.current_multiplier = event.mode, event.multiplier
            if self.current is None:
                self.current = [0, 0]
            self.endResetModel()
        elif isinstance(event, ev.CardsDealt) and event.turned is not None:  # a turned card names the trump
            self.beginResetModel()
            self.current_mode = obs.mode
            self.endResetModel()
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
            self.beginResetModel()
            self.current = None
            self.totals = list(event.scores)
            self.endResetModel()


class PlayersModel(QAbstractListModel):
    """The seats: name, AI level, and the dealer / Vorhand / on-turn markers."""

    NameRole = Qt.ItemDataRole.UserRole + 10
    LevelRole = Qt.ItemDataRole.UserRole + 11
    DealerRole = Qt.ItemDataRole.UserRole + 12
    VorhandRole = Qt.ItemDataRole.UserRole + 13
    TurnRole = Qt.ItemDataRole.UserRole + 14
    SideRole = Qt.ItemDataRole.UserRole + 15
    CountRole = Qt.ItemDataRole.UserRole + 16

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.names: list[str] = []
        self.levels: list[str | None] = []
        self.dealer = -1
        self.vorhand = -1
        self.turn = -1
        self.counts: list[int] = []

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.names)

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not _valid(index) or not 0 <= index.row() < len(self.names):
            return None
        seat = index.row()
        if role in (Qt.ItemDataRole.DisplayRole, self.NameRole):
            return self.names[seat]
        if role == self.LevelRole:
            return self.levels[seat]
        if role == self.DealerRole:
            return seat == self.dealer
        if role == self.VorhandRole:
            return seat == self.vorhand
        if role == self.TurnRole:
            return seat == self.turn
        if role == self.SideRole:
            return seat % 2
        if role == self.CountRole:
            return self.counts[seat] if seat < len(self.counts) else 0
        return None

    def _changed(self) -> None:
        if self.names:
            self.dataChanged.emit(self.index(0), self.index(len(self.names) - 1))

    def reset(self, config: Any, obs: Observation) -> None:
        self.beginResetModel()
        self.names = list(config.names)
        self.levels = list(config.levels)
        self.dealer = obs.dealer
        self.vorhand = (obs.dealer + obs.step) % len(obs.hand_sizes) if obs.dealer >= 0 else -1
        self.turn = -1
        self.counts = list(obs.hand_sizes)
        self.endResetModel()

    def set_names(self, names: list[str]) -> None:
        self.names = list(names)
        self._changed()

    def set_turn(self, seat: int | None) -> None:
        seat = -1 if seat is None else seat
        if seat != self.turn:
            self.turn = seat
            self._changed()

    def on_event(self, event: Any, obs: Observation) -> None:
        n = len(self.names)
        if isinstance(event, (ev.DealerChosen, ev.HandStarted)):
            self.dealer = event.dealer
            self.vorhand = (event.dealer + obs.step) % n  # the seat after the dealer in turn order
            self.counts = [0] * n
            self._changed()
        elif isinstance(event, ev.DealerDrawn) and event.dealer is not None:
            self.dealer = event.dealer
            self._changed()
        elif isinstance(event, ev.CardsDealt):
            self.counts = [9] * n
            self._changed()
        elif isinstance(event, ev.CardPlayed):
            self.turn = -1
            self.counts[event.seat] = max(0, self.counts[event.seat] - 1)
            self._changed()
        elif isinstance(event, ev.StockDrawn):
            self.counts[event.seat] += 1
            self._changed()

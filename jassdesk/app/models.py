"""Qt models over the Partie as the table shows it: the hand, the trick, the score sheet, the players.

The controller feeds them each event when the table shows it, together with
the person's observation of that moment; they never see the engine state
itself (so they can hold nothing a person may not know).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractListModel, QModelIndex, QObject, \
    QPersistentModelIndex, Qt

from jassdesk.engine import events as ev
from jassdesk.engine.actions import ActionKind
from jassdesk.engine.cards import CARDS, Deck, cards_in
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

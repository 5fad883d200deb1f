"""The Schmaus state machine (docs/rules.md sections 3 and 5).

Two seats, 0 and 1.  Each hand: cut -> deal 3x3 each -> the top card of the
rest is turned (its suit is trump) and laid under the stock -> 18 tricks of two
cards, each trick's winner drawing first while the stock lasts.  While the
stock has cards play is free; afterwards a player must follow suit, else trump
(the Bauer is never forced).  Weis is announced one per card played, upward
only, until the first trick after the stock is used up.
"""

from __future__ import annotations

from typing import Any

from .actions import PLAY, Action, ActionKind, Decision, ExchangeSix, Play, plays_of
from .card_play import schmaus_exclusions, schmaus_legal, schmaus_refusal
from .cards import N_RANKS, Rank, iter_cards, parse_cards
from .dealing import deal_packets
from .determinize import World
from .events import (
    CardPlayed,
    CardsDealt,
    Event,
    HandScored,
    SixExchanged,
    StockDrawn,
    StoeckWritten,
    TrickWon,
    WeisWritten,
)
from .modes import Mode
from .observe import Observation
from .refusal import Refusal
from .rules import Game, Rules
from .scoring import HandResult
from .state import GameState, hand_mask
from .weis import Weis, all_weis, stoeck_pair

N_SEATS = 2
N_TRICKS = 18
STOCK_TRICKS = 9  # tricks played while the stock still has cards
WEIS_TRICKS = STOCK_TRICKS + 1  # ... and the last chance, the first trick after it
EXCHANGE_SIX = ExchangeSix()


class SchmausState(GameState):
    """A Partie of Schmaus.  Create one with ``SchmausState(Rules.schmaus(), seed)``."""

    _FIELDS = (
        "decision", "current_player", "draws", "dealer", "hand_no", "pack", "cut", "hands", "dealt", "stock",
        "turned", "trump_card", "mode", "trump", "leader", "trick", "trick_weis", "trick_stoeck", "tricks", "card_pts",
        "weis_calls", "weis_pts",
        "stoeck_pts", "stoeck_pending", "stoeck_done", "scores", "results", "winner", "voids", "shown", "drawn",
    )

    game = Game.SCHMAUS
    sides = (0, 1)  # each player alone

    @staticmethod
    def default_rules() -> Rules:
        return Rules.schmaus()

    @classmethod
    def from_position(cls, rules: Rules, hands: list[Any], stock: Any, dealer: int = 0,
                      scores: tuple[int, int] = (0, 0), seed: int = 0) -> "SchmausState":
        """A hand-built deal: two hands of nine and the stock in drawing order, turned trump last."""
        masks = [hand_mask(h) for h in hands]
        stock_cards = tuple(int(c) for c in (parse_cards(stock) if isinstance(stock, str) else stock))
        if len(masks) != N_SEATS or any(m.bit_count() != 9 for m in masks) or len(stock_cards) != 18:
            raise ValueError("a Schmaus deal is two hands of nine cards and a stock of eighteen")
        everything = masks[0] | masks[1] | hand_mask(stock_cards)
        if everything != (1 << 36) - 1 or masks[0] & masks[1]:
            raise ValueError("the hands and the stock must hold each of the 36 cards exactly once")
        state = cls(rules, seed, start_dealer=dealer)
        state.scores = tuple(scores)
        state.hands = tuple(masks)
        state.dealt = tuple(masks)
        state.pack = ()
        state.cut = 0
        turned = stock_cards[-1]
        state.stock = stock_cards
        state.turned = turned
        state.trump_card = turned
        state.trump = turned // N_RANKS
        state.mode = Mode(state.trump)
        state.decision = Decision.PLAY
        state.leader = state.current_player = 1 - dealer
        return state

    # -- set-up ------------------------------------------------------------

    def _reset_hand(self) -> None:
        self.pack: tuple[int, ...] = ()
        self.cut: int | None = None
        self.hands = (0, 0)
        self.dealt = (0, 0)
        self.stock: tuple[int, ...] = ()  # in drawing order; the turned card is last
        self.turned: int | None = None  # the face-up trump card while it lies under the stock
        self.trump_card: int | None = None  # the card first turned: fixes trump for the hand
        self.mode: Mode | None = None
        self.trump = -1
        self.leader = -1
        self.trick: tuple[int, ...] = ()
        self.trick_weis: tuple[tuple[int, Weis], ...] = ()
        self.trick_stoeck: int | None = None
        self.tricks: tuple[tuple[int, tuple[int, ...], int], ...] = ()
        self.card_pts = (0, 0)
        self.weis_calls: tuple[tuple[int, int, Weis], ...] = ()  # (seat, trick index, weis)
        self.weis_pts = (0, 0)
        self.stoeck_pts = (0, 0)
        self.stoeck_pending = 0
        self.stoeck_done = False
        self.voids = (0, 0)
        self.shown = (0, 0)
        self.drawn = (0, 0)  # cards each seat drew from the stock (known to that seat only)

    def _serving_order(self) -> tuple[int, ...]:
        return (1 - self.dealer, self.dealer)

    def _turned_card(self) -> int | None:
        return self.turned

    def _deal(self, events: list[Event]) -> None:
        order = list(self._serving_order())
        cards, rest = deal_packets(self.pack, order, (3, 3, 3))
        masks = tuple(sum(1 << c for c in cards[s]) for s in range(N_SEATS))
        self.hands = masks
        self.dealt = masks
        turned = rest[0]
        self.stock = rest[1:] + (turned,)
        self.turned = turned
        self.trump_card = turned
        self.trump = turned // N_RANKS
        self.mode = Mode(self.trump)
        self.pack = ()
        events.append(CardsDealt(self.dealer, tuple(order), (3, 3, 3), turned))
        self.decision = Decision.PLAY
        self.leader = 1 - self.dealer
        self.current_player = self.leader

    # -- queries -------------------------------------------------------------

    @property
    def multiplier(self) -> int:
        return 1

    @property
    def trump_six(self) -> int:
        return self.trump * N_RANKS + Rank.SIX

    def legal_card_mask(self) -> int:
        if self.decision is not Decision.PLAY:
            return 0
        return schmaus_legal(self.hands[self.current_player], self.trick, self.trump, len(self.stock))

    def weis_open(self) -> bool:
        """May Weis still be announced in the current trick?"""
        return len(self.tricks) < WEIS_TRICKS

    def announceable_weis(self, seat: int | None = None) -> tuple[Weis, ...]:
        """The Weis the seat may announce with his next card: held, of value, and upward."""
        seat = self.current_player if seat is None else seat
        if self.decision is not Decision.PLAY or seat is None or not self.weis_open():
            return ()
        best = self._best_announced(seat)
        mode = self.mode
        out = []
        for w in all_weis(self.hands[seat], Game.SCHMAUS):
            if best is None or w.height(Game.SCHMAUS, mode) > best:
                out.append(w)
        return tuple(out)

    def _best_announced(self, seat: int) -> tuple[int, int, int, int] | None:
        mode = self.mode
        heights = [w.height(Game.SCHMAUS, mode) for s, _, w in self.weis_calls if s == seat]
        return max(heights) if heights else None

    def can_exchange_six(self, seat: int | None = None) -> bool:
        seat = self.current_player if seat is None else seat
        return (self.decision is Decision.PLAY and seat is not None and len(self.stock) >= 2
                and bool(self.hands[seat] >> self.trump_six & 1))

    def _stoeck_completes(self, seat: int, card: int) -> bool:
        if self.stoeck_done:
            return False
        return bool(self.stoeck_pending >> seat & 1) and card in stoeck_pair(self.trump)

    def legal_actions(self) -> list[Action]:
        decision = self.decision
        if decision is Decision.PLAY:
            seat = self.current_player
            mask = schmaus_legal(self.hands[seat], self.trick, self.trump, len(self.stock))
            weis = self.announceable_weis(seat)
            manual = not self.rules.stoeck_automatic
            if not weis and not manual:
                out = plays_of(mask)
                if self.can_exchange_six(seat):
                    out.append(EXCHANGE_SIX)
                return out  # type: ignore[return-value]
            out: list[Action] = []
            for card in iter_cards(mask):
                out.append(PLAY[card])
                for w in weis:
                    out.append(Play(card, (w,)))
                if manual and self._stoeck_completes(seat, card):
                    out.append(Play(card, (), True))
                    for w in weis:
                        out.append(Play(card, (w,), True))
            if self.can_exchange_six(seat):
                out.append(EXCHANGE_SIX)
            return out
        return self._setup_actions()

    def _refusal(self, action: Action) -> Refusal | None:
        kind = action.kind
        if kind is ActionKind.PLAY:
            return self._play_refusal(action)  # type: ignore[arg-type]
        if kind is ActionKind.EXCHANGE_SIX:
            if not self.hands[self.current_player] >> self.trump_six & 1:
                return Refusal("six_not_held")
            if len(self.stock) < 2:
                return Refusal("six_too_late")
            return None
        return self._setup_refusal(action)

    def _play_refusal(self, action: Play) -> Refusal | None:
        seat = self.current_player
        card = action.card
        if not isinstance(card, int) or not 0 <= card < 36:
            return Refusal("foreign_action")
        refusal = schmaus_refusal(self.hands[seat], self.trick, self.trump, len(self.stock), card)
        if refusal is not None:
            return refusal
        if action.weis:
            if not self.weis_open():
                return Refusal("weis_too_late")
            if len(action.weis) > 1:
                return Refusal("weis_one_per_card")
            w = action.weis[0]
            if self.hands[seat] & w.mask != w.mask:
                return Refusal("weis_not_held", weis=w)
            if w.points(Game.SCHMAUS) <= 0:
                return Refusal("weis_no_value", weis=w)
            mode = self.mode
            for s, _, prev in self.weis_calls:
                if s == seat and not w.height(Game.SCHMAUS, mode) > prev.height(Game.SCHMAUS, mode):
                    return Refusal("weis_not_upward", weis=w, prev=prev)
        if action.stoeck:
            if self.rules.stoeck_automatic:
                return Refusal("stoeck_automatic")
            if not self._stoeck_completes(seat, card):
                return Refusal("stoeck_not_held")
        return None

    # -- applying ------------------------------------------------------------

    def _do(self, action: Action, events: list[Event]) -> None:
        kind = action.kind
        if kind is ActionKind.PLAY:
            self._play(action, events)  # type: ignore[arg-type]
        elif kind is ActionKind.EXCHANGE_SIX:
            seat = self.current_player
            six, taken = self.trump_six, self.turned
            hands = list(self.hands)
            hands[seat] = (hands[seat] & ~(1 << six)) | (1 << taken)
            self.hands = tuple(hands)
            self.stock = self.stock[:-1] + (six,)
            self.turned = six
            shown = list(self.shown)
            shown[seat] |= 1 << taken
            self.shown = tuple(shown)
            events.append(SixExchanged(seat, six, taken))
        else:
            self._do_setup(action, events)

    def _play(self, action: Play, events: list[Event]) -> None:
        seat = self.current_player
        card = int(action.card)
        trick = self.trick
        hands = list(self.hands)
        hand_before = hands[seat]
        if trick and not self.stock:
            excluded = schmaus_exclusions(trick, card, self.trump, 0)
            if excluded:
                voids = list(self.voids)
                voids[seat] |= excluded & ~hand_before
                self.voids = tuple(voids)
        hands[seat] = hand_before & ~(1 << card)
        self.hands = tuple(hands)
        if action.weis:
            w = action.weis[0]
            self.weis_calls = self.weis_calls + ((seat, len(self.tricks), w),)
            self.trick_weis = self.trick_weis + ((seat, w),)
            shown = list(self.shown)
            shown[seat] |= w.mask & ~(1 << card)
            self.shown = tuple(shown)
        events.append(CardPlayed(seat, card, tuple(action.weis), action.stoeck))
        if not self.stoeck_done:
            pair = stoeck_pair(self.trump)
            if card in pair:
                if self.stoeck_pending >> seat & 1:
                    self.stoeck_pending &= ~(1 << seat)
                    if self.rules.stoeck_automatic or action.stoeck:
                        self.stoeck_done = True
                        self.trick_stoeck = seat
                else:
                    other = pair[0] if card == pair[1] else pair[1]
                    if hand_before >> other & 1:
                        self.stoeck_pending |= 1 << seat
        trick = trick + (card,)
        if len(trick) < N_SEATS:
            self.trick = trick
            self.current_player = 1 - seat
            return
        self._finish_trick(trick, events)

    def _finish_trick(self, trick: tuple[int, ...], events: list[Event]) -> None:
        mode = self.trump
        winner, pts, last = self._close_trick(trick, mode, N_TRICKS)
        card_pts = list(self.card_pts)
        card_pts[winner] += pts
        self.card_pts = tuple(card_pts)
        events.append(TrickWon(winner, self.tricks[-1][0], trick, pts))
        # Written after the trick: Stöck first, then the higher Weis of the trick.
        if self.trick_stoeck is not None:
            seat = self.trick_stoeck
            self.trick_stoeck = None
            stoeck = list(self.stoeck_pts)
            stoeck[seat] += 20
            self.stoeck_pts = tuple(stoeck)
            events.append(StoeckWritten(seat, seat, 20))
            if self._add_score(seat, 20, events):
                return
        if self.trick_weis:
            calls = self.trick_weis
            self.trick_weis = ()
            mode_e = Mode(mode)
            best_seat, best = calls[0]
            for seat, w in calls[1:]:
                if w.height(Game.SCHMAUS, mode_e) > best.height(Game.SCHMAUS, mode_e):
                    best_seat, best = seat, w
            value = best.points(Game.SCHMAUS)
            weis_pts = list(self.weis_pts)
            weis_pts[best_seat] += value
            self.weis_pts = tuple(weis_pts)
            events.append(WeisWritten(best_seat, value, ((best_seat, best),)))
            if self._add_score(best_seat, value, events):
                return
        if self.stock:
            self._draw(winner, events)
            self._draw(1 - winner, events)
        if last:
            self._finish_hand(events)

    def _draw(self, seat: int, events: list[Event]) -> None:
        card = self.stock[0]
        self.stock = self.stock[1:]
        hands = list(self.hands)
        hands[seat] |= 1 << card
        self.hands = tuple(hands)
        drawn = list(self.drawn)
        drawn[seat] |= 1 << card
        self.drawn = tuple(drawn)
        public = None
        if card == self.turned:
            public = card
            self.turned = None
            shown = list(self.shown)
            shown[seat] |= 1 << card
            self.shown = tuple(shown)
        events.append(StockDrawn(seat, len(self.stock), public))

    def _add_score(self, seat: int, points: int, events: list[Event]) -> bool:
        scores = list(self.scores)
        scores[seat] += points
        self.scores = tuple(scores)
        if scores[seat] >= self.rules.target:
            events.append(HandScored(self._record_result(complete=False, match=(0, 0))))
            self._end_partie(seat, events)
            return True
        return False

    def _finish_hand(self, events: list[Event]) -> None:
        match = [0, 0]
        after_stock = [w for _, _, w in self.tricks[STOCK_TRICKS:]]
        for seat in (0, 1):
            if after_stock.count(seat) == N_TRICKS - STOCK_TRICKS:
                match[seat] = self.rules.match_bonus
        result = self._record_result(complete=True, match=tuple(match))
        scores = tuple(self.scores[s] + self.card_pts[s] + match[s] for s in (0, 1))
        self.scores = scores
        events.append(HandScored(result))
        target = self.rules.target
        crossed = [s for s in (0, 1) if scores[s] >= target]
        if crossed:
            if len(crossed) == 1:
                winner = crossed[0]
            elif scores[0] != scores[1]:
                winner = 0 if scores[0] > scores[1] else 1
            else:
                winner = self.tricks[-1][2]  # equal totals: the winner of the last trick
            self._end_partie(winner, events)
            return
        self._next_hand(events)

    def _record_result(self, complete: bool, match: tuple[int, ...]) -> HandResult:
        card_pts = self.card_pts if complete else (0, 0)
        raw = [card_pts[s] + self.weis_pts[s] + self.stoeck_pts[s] + match[s] for s in (0, 1)]
        result = HandResult(self.hand_no, self.dealer, self.mode, 1, card_pts, self.weis_pts,
                            self.stoeck_pts, match, tuple(raw), complete)
        self.results = self.results + (result,)
        return result

    def next_partie(self, seed: int) -> "SchmausState":
        """The next Partie: the winner deals, so the loser leads."""
        if not self.is_over:
            raise ValueError("the Partie is not over yet")
        dealer = self.winner if self.winner is not None else 1 - self.dealer
        return SchmausState(self.rules, seed, start_dealer=dealer)

    # -- what a seat may see, and the state rebuilt from it -------------------

    def observation(self, seat: int) -> Observation:
        calls = self.weis_calls
        return Observation(**self._observed(seat),
                           weis_announced=tuple((s, (w.points(Game.SCHMAUS),)) for s, _, w in calls),
                           weis_shown=tuple((s, w) for s, _, w in calls),
                           own_weis=tuple(w for s, _, w in calls if s == seat),
                           stock_size=len(self.stock), turned=self.turned, trump_card=self.trump_card,
                           drawn=self.drawn[seat], weis_tricks=tuple(t for _, t, _ in calls),
                           stoeck_in_trick=self.trick_stoeck)

    def _rebuild(self, obs: Observation, world: World) -> None:
        self.stock = world.stock
        self.turned = obs.turned
        self.trump_card = obs.trump_card
        self.trump = int(obs.mode)
        calls = tuple((s, t, w) for (s, w), t in zip(obs.weis_shown, obs.weis_tricks))
        self.weis_calls = calls
        self.trick_weis = tuple((s, w) for s, t, w in calls if t == len(obs.tricks))
        self.trick_stoeck = obs.stoeck_in_trick
        if obs.stoeck_in_trick is not None:
            self.stoeck_done = True
        drawn = [0, 0]
        drawn[obs.seat] = obs.drawn
        self.drawn = tuple(drawn)

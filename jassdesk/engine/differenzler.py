"""The Differenzler state machine (docs/rules.md sections 3 and 10).

Four seats, numbered clockwise, each player alone.  A Partie runs: draw for
the dealer (all four draw) -> (winner chooses the dealer) -> for each hand:
cut -> the bottom card is turned (it fixes trump and is the dealer's last
card; option: trump drawn at random) -> deal 3x3 -> four bids, the Vorhand
first and the dealer last (hidden by default; option: open) -> nine tricks
(trumping in, the Bauer exception, under-trumping allowed) -> each player's
penalty |bid - points|, until the agreed number of hands is played.  The
lowest total penalty wins; equal totals share a place.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from .actions import Action, ActionKind, Bid, Decision, Play, plays_of
from .card_play import SchieberFlags, schieber_exclusions, schieber_legal, schieber_refusal
from .cards import N_RANKS
from .dealing import rng_for
from .determinize import World
from .events import CardPlayed, CardsDealt, Event, HandScored, TrickWon, event
from .modes import HAND_TOTAL, Mode
from .observe import Observation
from .refusal import Refusal
from .rules import Game, Rules
from .scoring import HandResult
from .state import GameState, hand_mask

N_SEATS = 4
N_TRICKS = 9
MAX_BID = HAND_TOTAL  # 157: every card point and the last trick
BIDS = tuple(Bid(n) for n in range(MAX_BID + 1))
EXACT_BONUS = 10  # off the penalty for an exact bid, with the option
ASSUMED_BID = HAND_TOTAL // N_SEATS  # a hidden bid a sampled world does not give: an even share


@event
class TrumpFixed(NamedTuple):
    """The hand's trump: by the turned bottom card (shown, the dealer's) or drawn at random (``card`` None)."""

    mode: Mode
    card: int | None


@event
class BidMade(NamedTuple):
    """A player has bid; ``points`` only with open bids (hidden bids are revealed with the hand's result)."""

    seat: int
    points: int | None


def penalty(bid: int, points: int, exact_bonus: bool) -> int:
    """|bid - points|; with the exact bonus, 10 less for an exact bid (a bid of 0 with 0 made included)."""
    diff = abs(bid - points)
    return diff - EXACT_BONUS if exact_bonus and diff == 0 else diff


def places(totals: tuple[int, ...]) -> tuple[int, ...]:
    """Each player's place by total penalty, lowest first: equal totals share a place, the next is skipped."""
    return tuple(1 + sum(1 for other in totals if other < mine) for mine in totals)


class DifferenzlerState(GameState):
    """A Partie of Differenzler.  Create one with ``DifferenzlerState(Rules.differenzler(), seed)``."""

    _DRAW_SEATS = (0, 1, 2, 3)  # each player alone: all four draw for the first dealer
    _FIELDS = (
        "decision", "current_player", "draws", "dealer", "hand_no", "pack", "cut", "hands", "dealt", "mode",
        "trump_card", "bids", "leader", "trick", "tricks", "card_pts", "scores", "results", "winner", "voids", "shown",
    )

    game = Game.DIFFERENZLER
    sides = (0, 1, 2, 3)  # each player alone
    multiplier = 1
    # no Weis and no Stöck: constant zeros for the observation every game shares
    weis_pts = (0,) * N_SEATS
    stoeck_pts = (0,) * N_SEATS
    stoeck_pending = 0

    @staticmethod
    def default_rules() -> Rules:
        return Rules.differenzler()

    def _configure(self) -> None:
        self._flags = SchieberFlags.of(self.rules)
        self.step = self.rules.direction.step

    @classmethod
    def from_position(cls, rules: Rules, hands: list[Any], dealer: int = 0, trump: int | None = None,
                      bids: tuple[int, ...] | None = None, scores: tuple[int, ...] = (0,) * N_SEATS,
                      seed: int = 0) -> "DifferenzlerState":
        """A hand-built deal: the four hands (card lists or masks), ready for the bids.

        ``trump`` is the turned card (it must be the dealer's), or with the
        random-trump option the trump suit.  With ``bids`` given (by seat),
        they are made in turn order and the state waits for the Vorhand's lead.
        """
        masks = [hand_mask(h) for h in hands]
        if len(masks) != N_SEATS or any(m.bit_count() != N_TRICKS for m in masks):
            raise ValueError("a Differenzler deal is four hands of nine cards")
        if sum(masks) != (1 << 36) - 1 or any(a & b for i, a in enumerate(masks) for b in masks[i + 1:]):
            raise ValueError("the four hands must hold each of the 36 cards exactly once")
        state = cls(rules, seed, start_dealer=dealer)
        state.scores = tuple(scores)
        state.hands = tuple(masks)
        state.dealt = tuple(masks)
        state.pack = ()
        state.cut = 0
        if rules.options.random_trump:
            if trump not in range(4):
                raise ValueError("with random trump, give the trump suit (0..3)")
            state.trump_card = None
            state.mode = Mode(trump)
        else:
            if trump is None or not masks[dealer] >> trump & 1:
                raise ValueError("the turned trump card is the dealer's last card: give a card of his hand")
            state.trump_card = trump
            state.mode = Mode(trump // N_RANKS)
            state.shown = tuple((1 << trump) if s == dealer else 0 for s in range(N_SEATS))
        state.decision = Decision.BID
        state.current_player = state.vorhand
        if bids is not None:
            seat = state.vorhand
            for _ in range(N_SEATS):
                state.apply(Bid(bids[seat]))
                seat = state.next_seat(seat)
            state._stack.clear()
            state._history.clear()
        return state

    # -- set-up ------------------------------------------------------------

    def _reset_hand(self) -> None:
        self.pack: tuple[int, ...] = ()
        self.cut: int | None = None
        self.hands = (0,) * N_SEATS
        self.dealt = (0,) * N_SEATS
        self.mode: Mode | None = None
        self.trump_card: int | None = None  # the turned card that fixed trump (None: trump drawn at random)
        self.bids = (-1,) * N_SEATS  # -1: not bid yet
        self.leader = -1
        self.trick: tuple[int, ...] = ()
        self.tricks: tuple[tuple[int, tuple[int, ...], int], ...] = ()
        self.card_pts = (0,) * N_SEATS
        self.voids = (0,) * N_SEATS
        self.shown = (0,) * N_SEATS

    def _deal(self, events: list[Event]) -> None:
        order = self._deal_whole_pack()
        if self.rules.options.random_trump:
            self.mode = Mode(rng_for(self.seed, f"trump:{self.deal_no}").randrange(4))
        else:
            turned = self.pack[-1]  # the bottom card, turned before the deal: the dealer's last card
            self.trump_card = turned
            self.mode = Mode(turned // N_RANKS)
            self.shown = tuple((1 << turned) if s == self.dealer else 0 for s in range(N_SEATS))
        self.pack = ()
        events.append(CardsDealt(self.dealer, tuple(order), (3, 3, 3), self.trump_card))
        events.append(TrumpFixed(self.mode, self.trump_card))
        self.decision = Decision.BID
        self.current_player = self.vorhand

    def _turned_card(self) -> int | None:
        return self.trump_card

    def _settled_events(self) -> list[Event]:
        """The trump fixed at the deal, and the bids a hand-built position made (in turn order)."""
        events: list[Event] = [TrumpFixed(self.mode, self.trump_card)]
        seat = self.vorhand
        for _ in range(N_SEATS):
            if self.bids[seat] >= 0:
                events.append(BidMade(seat, self.bids[seat] if self.rules.options.open_bids else None))
            seat = self.next_seat(seat)
        return events

    # -- queries -------------------------------------------------------------

    @property
    def vorhand(self) -> int:
        return (self.dealer + self.step) % N_SEATS

    def next_seat(self, seat: int) -> int:
        return (seat + self.step) % N_SEATS

    @property
    def turned(self) -> int | None:
        """The turned trump card while it is shown: from the deal until the first card is played."""
        return None if self.tricks or self.trick else self.trump_card  # (a new hand clears the card at once)

    @property
    def places(self) -> tuple[int, ...]:
        """Each player's place by total penalty so far (1, 1, 3, 4 with two equal leaders)."""
        return places(self.scores)

    def legal_card_mask(self) -> int:
        if self.decision is not Decision.PLAY:
            return 0
        return schieber_legal(self.hands[self.current_player], self.trick, self.mode, self._flags)

    def legal_actions(self) -> list[Action]:
        decision = self.decision
        if decision is Decision.PLAY:
            return plays_of(schieber_legal(self.hands[self.current_player], self.trick, self.mode, self._flags))
        if decision is Decision.BID:
            return list(BIDS)
        return self._setup_actions()

    def _refusal(self, action: Action) -> Refusal | None:
        kind = action.kind
        if kind is ActionKind.BID:
            points = action.points  # type: ignore[attr-defined]
            return None if 0 <= points <= MAX_BID else Refusal("bid_range")
        if kind is ActionKind.PLAY:
            return self._play_refusal(action)  # type: ignore[arg-type]
        return self._setup_refusal(action)

    def _play_refusal(self, action: Play) -> Refusal | None:
        refusal = schieber_refusal(self.hands[self.current_player], self.trick, self.mode, self._flags, action.card)
        if refusal is not None:
            return refusal
        if action.weis:
            return Refusal("weis_off")
        if action.stoeck:
            return Refusal("foreign_action")  # no Stöck in Differenzler
        return None

    # -- applying ------------------------------------------------------------

    def _do(self, action: Action, events: list[Event]) -> None:
        kind = action.kind
        if kind is ActionKind.PLAY:
            self._play(int(action.card), events)  # type: ignore[attr-defined]
        elif kind is ActionKind.BID:
            self._bid(action.points, events)  # type: ignore[attr-defined]
        else:
            self._do_setup(action, events)

    def _bid(self, points: int, events: list[Event]) -> None:
        seat = self.current_player
        bids = self.bids
        self.bids = bids[:seat] + (points,) + bids[seat + 1:]
        events.append(BidMade(seat, points if self.rules.options.open_bids else None))
        if seat == self.dealer:  # the dealer bids last; the Vorhand leads
            self.decision = Decision.PLAY
            self.leader = self.vorhand
            self.current_player = self.vorhand
        else:
            self.current_player = self.next_seat(seat)

    def _play(self, card: int, events: list[Event]) -> None:
        seat = self.current_player
        trick = self.trick
        hands = self.hands
        hand_before = hands[seat]
        if trick and card // N_RANKS != trick[0] // N_RANKS:
            excluded = schieber_exclusions(trick, card, self.mode, self._flags) & ~hand_before
            if excluded & ~self.voids[seat]:
                voids = self.voids
                self.voids = voids[:seat] + (voids[seat] | excluded,) + voids[seat + 1:]
        self.hands = hands[:seat] + (hand_before & ~(1 << card),) + hands[seat + 1:]
        events.append(CardPlayed(seat, card, (), False))
        trick = trick + (card,)
        if len(trick) < N_SEATS:
            self.trick = trick
            self.current_player = (seat + self.step) % N_SEATS
            return
        self._finish_trick(trick, events)

    def _finish_trick(self, trick: tuple[int, ...], events: list[Event]) -> None:
        winner, pts, last = self._close_trick(trick, self.mode, N_TRICKS)
        card_pts = self.card_pts
        self.card_pts = card_pts[:winner] + (card_pts[winner] + pts,) + card_pts[winner + 1:]
        events.append(TrickWon(winner, self.tricks[-1][0], trick, pts))
        if last:
            self._finish_hand(events)

    def _finish_hand(self, events: list[Event]) -> None:
        bonus = self.rules.options.exact_bonus
        penalties = tuple(penalty(b, p, bonus) for b, p in zip(self.bids, self.card_pts))
        self.scores = tuple(s + p for s, p in zip(self.scores, penalties))
        zeros = (0,) * N_SEATS
        result = HandResult(self.hand_no, self.dealer, self.mode, 1, self.card_pts, zeros, zeros, zeros, penalties,
                            True, self.bids)
        self.results = self.results + (result,)
        events.append(HandScored(result))
        if self.hand_no + 1 >= self.rules.hands:
            first = [s for s, place in enumerate(self.places) if place == 1]
            self._end_partie(first[0] if len(first) == 1 else None, events)
            return
        self._next_hand(events)

    # -- between Partien -----------------------------------------------------

    def next_partie(self, seed: int) -> "DifferenzlerState":
        """The next Partie, dealt so that the last-placed player leads (docs/rules.md 3.7, a
        **[decision]** for four alone).

        With a shared last place, the first of them in turn order after this Partie's last dealer leads.
        """
        if not self.is_over:
            raise ValueError("the Partie is not over yet")
        worst = max(self.scores)
        loser = next(s for s in (self.next_seat(self.dealer + self.step * k) for k in range(N_SEATS))
                     if self.scores[s] == worst)
        return DifferenzlerState(self.rules, seed, start_dealer=(loser - self.step) % N_SEATS)

    # -- what a seat may see, and the state rebuilt from it -------------------

    def observation(self, seat: int) -> Observation:
        bids = self.bids
        if self.rules.options.open_bids:
            known = tuple(b if b >= 0 else None for b in bids)
        else:
            known = tuple(b if s == seat and b >= 0 else None for s, b in enumerate(bids))
        return Observation(**self._observed(seat), vorhand=self.vorhand if self.dealer >= 0 else -1,
                           turned=self.turned, trump_card=self.trump_card, bids=known,
                           has_bid=tuple(b >= 0 for b in bids), stoeck_counts=False)

    def _rebuild(self, obs: Observation, world: World) -> None:
        self.trump_card = obs.trump_card
        self.stoeck_pending = 0  # no Stöck in Differenzler (the shared rebuild guesses it for every trump game)
        assumed = world.bids or (ASSUMED_BID,) * N_SEATS  # a hidden bid: the searcher's guess, else an even share
        self.bids = tuple(assumed[s] if b is None else b for s, b in enumerate(obs.bids))

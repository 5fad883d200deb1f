"""The Schieber state machine (docs/rules.md sections 3, 4 and 6).

Four seats, numbered clockwise; teams are seats 0+2 and 1+3 (``seat % 2``).
A Partie runs: draw for the dealer -> (winner chooses the dealer) -> for each
hand: cut -> deal 3x3 -> choose mode or push -> nine tricks -> score, until a
team reaches the target (at that moment, even during a hand) or the agreed
number of hands is played.
"""

from __future__ import annotations

from typing import Any

from .actions import PLAY, Action, ActionKind, ChooseMode, Decision, Play, Push, plays_of
from .card_play import SchieberFlags, schieber_exclusions, schieber_legal, schieber_refusal
from .cards import N_RANKS, iter_cards
from .determinize import World
from .events import (
    CardPlayed,
    CardsDealt,
    Event,
    HandScored,
    ModeChosen,
    Pushed,
    StoeckWritten,
    TrickWon,
    WeisWritten,
)
from .modes import BASE_MODES, SLALOM_MODES, TRICK_MODES, Mode
from .observe import Observation
from .refusal import Refusal
from .rules import Game, Rules
from .scoring import HandResult
from .state import GameState, hand_mask
from .weis import STOECK_PAIRS, Weis, best_weis_index, maximal_weis, stoeck_pair

N_SEATS = 4
N_TRICKS = 9
MODE_ACTIONS = tuple(ChooseMode(m) for m in BASE_MODES)
SLALOM_MODE_ACTIONS = MODE_ACTIONS + tuple(ChooseMode(m) for m in SLALOM_MODES)
PUSH = Push()

class SchieberState(GameState):
    """A Partie of Schieber.  Create one with ``SchieberState(rules, seed)``."""

    _DRAW_SEATS = (0, 1)  # one player of each team draws for the first dealer
    _FIELDS = (
        "decision", "current_player", "draws", "dealer", "hand_no", "pack", "cut", "hands", "dealt", "mode", "pushed",
        "leader", "trick", "tricks", "card_pts", "tricks_won", "weis_calls", "weis_pts", "weis_side",
        "stoeck_pts", "stoeck_pending", "stoeck_done", "match_pts", "scores", "results", "winner", "voids", "shown",
    )

    game = Game.SCHIEBER
    sides = (0, 1, 0, 1)  # teams: seats 0+2 and 1+3

    @staticmethod
    def default_rules() -> Rules:
        return Rules.schieber_seed()

    def _configure(self) -> None:
        self._flags = SchieberFlags.of(self.rules)
        self.step = self.rules.direction.step
        self._slalom = self._slalom_allowed()
        self._mode_actions = SLALOM_MODE_ACTIONS if self._slalom else MODE_ACTIONS

    def _slalom_allowed(self) -> bool:
        """Slalom may be chosen: Schieber's option (a game played on Schieber's tricks says its own)."""
        return self.rules.options.slalom

    @classmethod
    def from_position(cls, rules: Rules, hands: list[Any], dealer: int = 0, mode: Mode | None = None,
                      scores: tuple[int, int] = (0, 0), seed: int = 0) -> "SchieberState":
        """A hand-built deal: the four hands (card lists or masks), ready for the mode choice.

        With ``mode`` given, the mode is chosen by the Vorhand and the state
        waits for his first card.  Used by tests, puzzles and the learning mode.
        """
        masks = [hand_mask(h) for h in hands]
        if len(masks) != N_SEATS or any(m.bit_count() != 9 for m in masks):
            raise ValueError("a Schieber deal is four hands of nine cards")
        if sum(masks) != (1 << 36) - 1 or any(a & b for i, a in enumerate(masks) for b in masks[i + 1:]):
            raise ValueError("the four hands must hold each of the 36 cards exactly once")
        state = cls(rules, seed, start_dealer=dealer)
        state.scores = tuple(scores)
        state.hands = tuple(masks)
        state.dealt = tuple(masks)
        state.pack = ()
        state.cut = 0
        state.decision = Decision.CHOOSE_MODE
        state.current_player = state.vorhand
        if mode is not None:
            state.apply(ChooseMode(Mode(mode)))
            state._stack.clear()
            state._history.clear()
        return state

    # -- set-up ------------------------------------------------------------

    def _reset_hand(self) -> None:
        self.pack: tuple[int, ...] = ()
        self.cut: int | None = None
        self.hands = (0, 0, 0, 0)
        self.dealt = (0, 0, 0, 0)
        self.mode: Mode | None = None
        self.pushed = False
        self.leader = -1
        self.trick: tuple[int, ...] = ()
        self.tricks: tuple[tuple[int, tuple[int, ...], int], ...] = ()
        self.card_pts = (0, 0)
        self.tricks_won = (0, 0)
        self.weis_calls: tuple[tuple[int, tuple[Weis, ...]], ...] = ()
        self.weis_pts = (0, 0)
        self.weis_side: int | None = None
        self.stoeck_pts = (0, 0)
        self.stoeck_pending = 0
        self.stoeck_done = False
        self.match_pts = (0, 0)
        self.voids = (0, 0, 0, 0)
        self.shown = (0, 0, 0, 0)

    def _deal(self, events: list[Event]) -> None:
        order = self._deal_whole_pack()
        self.pack = ()
        events.append(CardsDealt(self.dealer, tuple(order), (3, 3, 3), None))
        self.decision = Decision.CHOOSE_MODE
        self.current_player = self.vorhand

    def _settled_events(self) -> list[Event]:
        """A position built with its mode chosen (``from_position(mode=...)``) tells the choice."""
        if self.mode is None or self.decision is Decision.CHOOSE_MODE:
            return []
        return [ModeChosen(self._declarer(), self.mode, self.multiplier)]

    # -- queries -------------------------------------------------------------

    @property
    def vorhand(self) -> int:
        return (self.dealer + self.step) % N_SEATS

    @property
    def cutter(self) -> int:
        return (self.dealer + 1) % N_SEATS

    def next_seat(self, seat: int) -> int:
        return (seat + self.step) % N_SEATS

    @property
    def multiplier(self) -> int:
        return self.rules.multiplier(self.mode) if self.mode is not None else 1

    def trick_direction(self, trick_index: int | None = None) -> Mode | None:
        """The mode that ranks and scores trick ``trick_index`` (default: the trick being played).

        Obenabe or Undenufe in Slalom and Guschti (docs/rules.md section 8), the hand's mode otherwise;
        None before a mode is chosen.
        """
        if self.mode is None:
            return None
        index = min(len(self.tricks), 8) if trick_index is None else trick_index
        return self.mode.trick_mode(index)

    def legal_card_mask(self) -> int:
        """The cards the current player may play now (0 outside the play phase)."""
        if self.decision is not Decision.PLAY:
            return 0
        return schieber_legal(self.hands[self.current_player], self.trick, self.mode, self._flags)

    def announceable_weis(self, seat: int | None = None) -> tuple[Weis, ...]:
        """All Weis the seat may announce with this card (empty unless it is his first)."""
        seat = self.current_player if seat is None else seat
        if not self.rules.weis or self.decision is not Decision.PLAY or len(self.tricks) != 0 or seat is None:
            return ()
        return tuple(maximal_weis(self.hands[seat], Game.SCHIEBER))

    def _stoeck_completes(self, seat: int, card: int) -> bool:
        """Would playing ``card`` complete Stöck (second of König/Ober held together)?"""
        if self.stoeck_done or self.mode is None or self.mode >= 4:
            return False
        return bool(self.stoeck_pending >> seat & 1) and card in stoeck_pair(self.mode)

    def legal_actions(self) -> list[Action]:
        decision = self.decision
        if decision is Decision.PLAY:
            seat = self.current_player
            mask = schieber_legal(self.hands[seat], self.trick, self.mode, self._flags)
            manual = not self.rules.stoeck_automatic
            if not manual and (self.tricks or not self.rules.weis):
                return plays_of(mask)  # the common case: plain cards only
            weis = self.announceable_weis(seat)
            out: list[Action] = []
            for card in iter_cards(mask):
                out.append(PLAY[card])
                if weis:
                    out.append(Play(card, weis))
                if manual and self._stoeck_completes(seat, card):
                    out.append(Play(card, (), True))
                    if weis:
                        out.append(Play(card, weis, True))
            return out
        if decision is Decision.CHOOSE_MODE:
            return list(self._mode_actions) if self.pushed else [*self._mode_actions, PUSH]
        return self._setup_actions()

    def _refusal(self, action: Action) -> Refusal | None:
        kind = action.kind
        if kind is ActionKind.PLAY:
            return self._play_refusal(action)  # type: ignore[arg-type]
        if kind is ActionKind.CHOOSE_MODE:
            mode = action.mode  # type: ignore[attr-defined]
            if not isinstance(mode, Mode):
                return Refusal("foreign_action")
            if mode.changes_direction and mode not in SLALOM_MODES:
                return Refusal("guschti_coiffeur_only")
            return None if mode < 6 or self._slalom else Refusal("slalom_off")
        if kind is ActionKind.PUSH:
            return Refusal("push_twice") if self.pushed else None
        return self._setup_refusal(action)

    def _play_refusal(self, action: Play) -> Refusal | None:
        seat = self.current_player
        card = action.card
        if not isinstance(card, int) or not 0 <= card < 36:
            return Refusal("foreign_action")
        refusal = schieber_refusal(self.hands[seat], self.trick, self.mode, self._flags, card)
        if refusal is not None:
            return refusal
        if action.weis:
            if not self.rules.weis:
                return Refusal("weis_off")
            if self.tricks:
                return Refusal("weis_first_card")
            held = self.announceable_weis(seat)
            for w in action.weis:
                if self.hands[seat] & w.mask != w.mask:
                    return Refusal("weis_not_held", weis=w)
            if set(action.weis) != set(held) or len(action.weis) != len(held):
                return Refusal("weis_all_or_none", weis=held)
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
        elif kind is ActionKind.CHOOSE_MODE:
            self.mode = action.mode  # type: ignore[attr-defined]
            events.append(ModeChosen(self.current_player, self.mode, self.multiplier))
            self.decision = Decision.PLAY
            self.leader = self.vorhand
            self.current_player = self.vorhand
        elif kind is ActionKind.PUSH:
            partner = (self.current_player + 2) % N_SEATS
            events.append(Pushed(self.current_player, partner))
            self.pushed = True
            self.current_player = partner
        else:
            self._do_setup(action, events)

    def _play(self, action: Play, events: list[Event]) -> None:
        seat = self.current_player
        card = int(action.card)
        mode = self.mode
        trick = self.trick
        hands = self.hands
        hand_before = hands[seat]
        if trick and card // N_RANKS != trick[0] // N_RANKS:
            excluded = schieber_exclusions(trick, card, mode, self._flags) & ~hand_before
            if excluded & ~self.voids[seat]:
                voids = self.voids
                self.voids = voids[:seat] + (voids[seat] | excluded,) + voids[seat + 1:]
        self.hands = hands[:seat] + (hand_before & ~(1 << card),) + hands[seat + 1:]
        weis = action.weis
        if weis:
            self.weis_calls = self.weis_calls + ((seat, tuple(weis)),)
        events.append(CardPlayed(seat, card, weis, action.stoeck))
        trick = trick + (card,)
        self.trick = trick
        if mode < 4 and not self.stoeck_done:
            king, ober = STOECK_PAIRS[mode]
            if card == king or card == ober:
                if self.stoeck_pending >> seat & 1:
                    self.stoeck_pending &= ~(1 << seat)
                    if self.rules.stoeck_automatic or action.stoeck:
                        self.stoeck_done = True
                        if self._write_stoeck(seat, events):
                            return  # the Partie ended with the card on the table
                elif hand_before >> (ober if card == king else king) & 1:
                    self.stoeck_pending |= 1 << seat
        if len(trick) < N_SEATS:
            self.current_player = (seat + self.step) % N_SEATS
            return
        self._finish_trick(trick, events)

    def _write_stoeck(self, seat: int, events: list[Event]) -> bool:
        side = seat % 2
        pts = list(self.stoeck_pts)
        pts[side] += 20
        self.stoeck_pts = tuple(pts)
        events.append(StoeckWritten(seat, side, 20))
        return self._add_score(side, 20 * self.multiplier, events)

    def _finish_trick(self, trick: tuple[int, ...], events: list[Event]) -> None:
        winner, pts, last = self._close_trick(trick, TRICK_MODES[self.mode][len(self.tricks)], N_TRICKS)
        side = winner % 2
        won = self.tricks_won
        self.tricks_won = (won[0] + 1, won[1]) if side == 0 else (won[0], won[1] + 1)
        events.append(TrickWon(winner, self.tricks[-1][0], trick, pts))
        if len(self.tricks) == 1 and self.rules.weis and self._write_weis(events):
            return
        card_pts = self.card_pts
        self.card_pts = (card_pts[0] + pts, card_pts[1]) if side == 0 else (card_pts[0], card_pts[1] + pts)
        if self._add_score(side, pts * self.multiplier, events):
            return
        if last:
            self._finish_hand(events)

    def _write_weis(self, events: list[Event]) -> bool:
        """After the first trick: the team with the single highest Weis writes all of its Weis."""
        flat = [(seat, w) for seat, ws in self.weis_calls for w in ws]
        best = best_weis_index(flat, Game.SCHIEBER, self.trick_direction(0))  # Slalom: the first trick's direction
        if best is None:
            return False
        side = flat[best][0] % 2
        written = tuple((seat, w) for seat, w in flat if seat % 2 == side)
        total = sum(w.points(Game.SCHIEBER) for _, w in written)
        self.weis_side = side
        pts = list(self.weis_pts)
        pts[side] += total
        self.weis_pts = tuple(pts)
        shown = list(self.shown)
        for seat, w in flat:  # every announced Weis is shown; only the best team's are written
            shown[seat] |= w.mask
        self.shown = tuple(shown)
        events.append(WeisWritten(side, total, written))
        return self._add_score(side, total * self.multiplier, events)

    def _add_score(self, side: int, points: int, events: list[Event]) -> bool:
        """Write points; True if this ended the Partie (a side reached the target)."""
        if not points:
            return False
        scores = list(self.scores)
        scores[side] += points
        self.scores = tuple(scores)
        if self.rules.hands is None and scores[side] >= self.rules.target:
            events.append(HandScored(self._record_result(complete=False)))
            self._end_partie(side, events)
            return True
        return False

    def _finish_hand(self, events: list[Event]) -> None:
        for side in (0, 1):
            if self.tricks_won[side] == N_TRICKS and self.rules.match_bonus:
                self.match_pts = (self.rules.match_bonus, 0) if side == 0 else (0, self.rules.match_bonus)
                if self._add_score(side, self.rules.match_bonus * self.multiplier, events):
                    return  # the match bonus itself reached the target
        result = self._record_result(complete=True)
        events.append(HandScored(result))
        if self.rules.hands is not None and self.hand_no + 1 >= self.rules.hands:
            a, b = self.scores
            self._end_partie(0 if a > b else 1 if b > a else None, events)
            return
        self._next_hand(events)

    def _record_result(self, complete: bool) -> HandResult:
        match = self.match_pts
        mult = self.multiplier
        raw = [self.card_pts[s] + self.weis_pts[s] + self.stoeck_pts[s] + match[s] for s in (0, 1)]
        result = HandResult(self.hand_no, self.dealer, self.mode, mult, self.card_pts, self.weis_pts,
                            self.stoeck_pts, match, tuple(r * mult for r in raw), complete)
        self.results = self.results + (result,)
        return result

    # -- between Partien -----------------------------------------------------

    def next_partie(self, seed: int) -> "SchieberState":  # Coiffeur's too
        """The next Partie, dealt so that the losing side has the lead (Spielvorteil)."""
        if not self.is_over:
            raise ValueError("the Partie is not over yet")
        dealer = self.next_seat(self.dealer)
        if self.winner is not None and dealer % 2 != self.winner:
            dealer = self.next_seat(dealer)  # the dealer's team won, so the Vorhand's team lost
        return type(self)(self.rules, seed, start_dealer=dealer)

    # -- what a seat may see, and the state rebuilt from it -------------------

    def observation(self, seat: int) -> Observation:
        announced = tuple((s, tuple(w.points(Game.SCHIEBER) for w in ws)) for s, ws in self.weis_calls)
        shown: tuple[tuple[int, Weis], ...] = ()
        if self.tricks:  # every announced Weis is shown after the first trick
            shown = tuple((s, w) for s, ws in self.weis_calls for w in ws)
        own = tuple(w for s, ws in self.weis_calls if s == seat for w in ws)
        return Observation(**self._observed(seat), vorhand=self.vorhand if self.dealer >= 0 else -1,
                           pushed=self.pushed, weis_announced=announced, weis_shown=shown, own_weis=own,
                           weis_side=self.weis_side, declarer=self._declarer())

    def _declarer(self) -> int:
        """Who chose the trump: the Vorhand, or his partner when he pushed (-1 before the choice)."""
        if self.mode is None or self.vorhand < 0:
            return -1
        return (self.vorhand + 2) % N_SEATS if self.pushed else self.vorhand

    def _rebuild(self, obs: Observation, world: World) -> None:
        self.pushed = obs.pushed
        self.match_pts = (0, 0)  # a match is only written after the ninth trick
        won = [0, 0]
        for _, _, w in obs.tricks:
            won[w % 2] += 1
        self.tricks_won = tuple(won)
        calls = []
        for s, points in obs.weis_announced:
            if s == obs.seat:
                calls.append((s, obs.own_weis))
            elif obs.tricks:  # shown after the first trick
                calls.append((s, tuple(w for seat, w in obs.weis_shown if seat == s)))
            else:  # the sampler dealt him Weis of the announced points, announced in the order he said them
                dealt = maximal_weis(self.dealt[s], Game.SCHIEBER)
                rank = {p: i for i, p in reversed(list(enumerate(points)))}
                calls.append((s, tuple(sorted(dealt, key=lambda w: rank.get(w.points(Game.SCHIEBER), len(points))))))
        self.weis_calls = tuple(calls)
        self.weis_side = obs.weis_side

"""The common game API of Schieber and Schmaus.

In the spirit of python-chess and OpenSpiel: a state you ``apply`` actions to
and ``undo`` them from, explicit legal-action generation, ``why`` for the
reason an action is refused, and per-seat observations.  Chance (the shuffle,
the deal, the draw from the stock) is resolved inside ``apply`` from the
Partie's seed, so (rules, seed, actions) reproduces a Partie exactly.

Undo restores a snapshot taken before each action.  Every field a game keeps
is an immutable value (ints, tuples), so a snapshot is one C-level
``attrgetter`` call and never aliases the live state.
"""

from __future__ import annotations

from enum import Enum
from operator import attrgetter
from typing import TYPE_CHECKING, Any

from .actions import Action, ActionKind, ChooseDealer, Cut, Knock, Play
from .dealing import cut_pack, draw_cards, draw_result, valid_cut_range
from .events import DealerChosen, DealerDrawn, PackCut, PartieOver
from .refusal import IllegalAction, Refusal
from .rules import Rules

KNOCK = Knock()
CUTS = tuple(Cut(n) for n in valid_cut_range())
MAX_DRAW_ROUNDS = 1000

if TYPE_CHECKING:  # pragma: no cover
    from .observe import Observation


class Decision(str, Enum):
    """What kind of decision the state waits for."""

    CHOOSE_DEALER = "choose_dealer"
    CUT = "cut"
    CHOOSE_MODE = "choose_mode"
    PLAY = "play"
    GAME_OVER = "game_over"


# Which action kinds answer which decision.
DECISION_ACTIONS: dict[Decision, frozenset[ActionKind]] = {
    Decision.CHOOSE_DEALER: frozenset({ActionKind.CHOOSE_DEALER}),
    Decision.CUT: frozenset({ActionKind.CUT, ActionKind.KNOCK}),
    Decision.CHOOSE_MODE: frozenset({ActionKind.CHOOSE_MODE, ActionKind.PUSH}),
    Decision.PLAY: frozenset({ActionKind.PLAY, ActionKind.EXCHANGE_SIX}),
    Decision.GAME_OVER: frozenset(),
}


class GameState:
    """Base class: history, snapshots, the apply/undo protocol and common queries.

    Subclasses list their mutable fields in ``_FIELDS`` and implement
    ``legal_actions``, ``_refusal`` (game-specific checks) and ``_do``.
    """

    _FIELDS: tuple[str, ...] = ()
    _snapshot: Any = None

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if cls._FIELDS:
            cls._snapshot = staticmethod(attrgetter(*cls._FIELDS))

    rules: Rules
    seed: int
    start_dealer: int | None
    phase: Decision
    current: int | None

    def _init_common(self, rules: Rules, seed: int, start_dealer: int | None) -> None:
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise ValueError(f"the seed must be a whole number, got {seed!r}")
        if start_dealer is not None and not 0 <= start_dealer < rules.n_players:
            raise ValueError(f"the first dealer must be a seat 0..{rules.n_players - 1}, got {start_dealer!r}")
        self.rules = rules
        self.seed = seed
        self.start_dealer = start_dealer
        self._stack: list[tuple[Any, ...]] = []
        self._history: list[Action] = []

    # -- whose turn, and what --------------------------------------------

    @property
    def current_player(self) -> int | None:
        """The seat that must decide now, or None when the Partie is over."""
        return self.current

    @property
    def decision(self) -> Decision:
        return self.phase

    @property
    def is_over(self) -> bool:
        return self.phase is Decision.GAME_OVER

    @property
    def history(self) -> tuple[Action, ...]:
        return tuple(self._history)

    @property
    def n_players(self) -> int:
        return self.rules.n_players

    # -- legality ----------------------------------------------------------

    def legal_actions(self) -> list[Action]:  # pragma: no cover - abstract
        raise NotImplementedError

    def legal_card_mask(self) -> int:  # pragma: no cover - abstract
        raise NotImplementedError

    def _setup_actions(self) -> list[Action]:
        """Legal actions of the decisions both games share: the dealer choice and the cut."""
        if self.phase is Decision.CUT:
            return [*CUTS, KNOCK] if self.rules.klopfen else list(CUTS)
        if self.phase is Decision.CHOOSE_DEALER:
            return [ChooseDealer(s) for s in range(self.n_players)]
        return []

    def _is_plain_legal_play(self, action: Action, seat: int | None) -> bool:
        """The overwhelmingly common case, decided by the card-play rules alone: a plain legal card in turn."""
        return (type(action) is Play and self.phase is Decision.PLAY and not action.weis  # type: ignore[attr-defined]
                and not action.stoeck and (seat is None or seat == self.current)  # type: ignore[attr-defined]
                and 0 <= action.card < 36  # type: ignore[attr-defined]
                and self.legal_card_mask() >> action.card & 1)  # type: ignore[attr-defined]

    def why(self, action: Action, seat: int | None = None) -> Refusal | None:
        """Why ``action`` is illegal now (for ``seat``, if given), or None if it is legal."""
        if self._is_plain_legal_play(action, seat):
            return None
        if self.phase is Decision.GAME_OVER:
            return Refusal("game_over")
        if seat is not None and seat != self.current:
            return Refusal("not_your_turn")
        if not isinstance(action, Action):
            return Refusal("foreign_action")
        if action.kind not in DECISION_ACTIONS[self.phase]:
            return Refusal("wrong_decision", params={"decision": self.phase.value, "kind": action.kind.value})
        return self._refusal(action)

    def is_legal(self, action: Action) -> bool:
        return self.why(action) is None

    def _refusal(self, action: Action) -> Refusal | None:  # pragma: no cover - abstract
        raise NotImplementedError

    def _setup_refusal(self, action: Action) -> Refusal | None:
        """Refusals for the cut, knocking and the dealer choice (the same in both games)."""
        kind = action.kind
        if kind is ActionKind.CUT:
            pos = action.position  # type: ignore[attr-defined]
            rng = valid_cut_range()
            if not isinstance(pos, int) or isinstance(pos, bool) or pos not in rng:
                return Refusal("cut_range", params={"min": rng.start, "max": rng.stop - 1})
            return None
        if kind is ActionKind.KNOCK:
            return None if self.rules.klopfen else Refusal("knock_not_agreed")
        if kind is ActionKind.CHOOSE_DEALER:
            seat = action.seat  # type: ignore[attr-defined]
            if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < self.n_players:
                return Refusal("dealer_seat", params={"max": self.n_players})
            return None
        return Refusal("foreign_action")

    # -- apply / undo ------------------------------------------------------

    def apply(self, action: Action, seat: int | None = None) -> list[Any]:
        """Apply a legal action for the current player and return the events it caused.

        Raises :class:`IllegalAction` (carrying the :class:`Refusal`) and
        changes nothing if the rules refuse the action.
        """
        if self._is_plain_legal_play(action, seat):
            return self._apply_unchecked(action)
        refusal = self.why(action, seat)
        if refusal is not None:
            raise IllegalAction(refusal)
        return self._apply_unchecked(action)

    def _apply_unchecked(self, action: Action) -> list[Any]:
        self._stack.append(self._snapshot(self))
        self._history.append(action)
        events: list[Any] = []
        self._do(action, events)
        return events

    def _do(self, action: Action, events: list[Any]) -> None:  # pragma: no cover - abstract
        raise NotImplementedError

    def _do_setup(self, action: Action, events: list[Any]) -> None:
        """Apply a cut, a knock or the dealer choice: the first deals, the last starts the hand."""
        kind = action.kind
        if kind is ActionKind.CUT or kind is ActionKind.KNOCK:
            position = action.position if kind is ActionKind.CUT else 0  # type: ignore[attr-defined]
            if position:
                self.pack = cut_pack(self.pack, position)
            self.cut = position
            events.append(PackCut(self.current, position))
            self._deal(events)
        elif kind is ActionKind.CHOOSE_DEALER:
            self.dealer = action.seat  # type: ignore[attr-defined]
            events.append(DealerChosen(self.dealer))
            self._start_hand(events)

    # -- the game's frame: the draw for the dealer and the end of the Partie ----

    _DRAW_SEATS: tuple[int, ...] = (0, 1)

    def _draw_for_dealer(self, events: list[Any]) -> None:
        """Draw cards until one is highest; its drawer chooses the dealer (or, an As with *Ace deals*, deals)."""
        draws: list[tuple[int, int]] = []
        seats = self._DRAW_SEATS
        for attempt in range(MAX_DRAW_ROUNDS):
            cards = draw_cards(self.seed, attempt, len(seats))
            draws.extend(zip(seats, cards))
            outcome, index = draw_result(cards, self.rules.ace_deals)
            if outcome == "tie":
                continue
            self.draws = tuple(draws)
            seat = seats[index]
            if outcome == "ace":
                events.append(DealerDrawn(self.draws, None, seat))
                self.dealer = seat
                self._start_hand(events)
            else:
                events.append(DealerDrawn(self.draws, seat, None))
                self.phase = Decision.CHOOSE_DEALER
                self.current = seat
            return
        raise RuntimeError("the draw for the dealer never produced a winner")  # pragma: no cover

    def _start_hand(self, events: list[Any]) -> None:  # pragma: no cover - abstract
        raise NotImplementedError

    def _deal(self, events: list[Any]) -> None:  # pragma: no cover - abstract
        raise NotImplementedError

    def _end_partie(self, winner: int | None, events: list[Any]) -> None:
        self.winner = winner
        self.phase = Decision.GAME_OVER
        self.current = None
        events.append(PartieOver(winner, self.scores))

    def undo(self) -> Action:
        """Take back the last action and return it."""
        if not self._stack:
            raise IndexError("there is no action to undo")
        values = self._stack.pop()
        for name, value in zip(self._FIELDS, values):
            setattr(self, name, value)
        return self._history.pop()

    def can_undo(self) -> bool:
        return bool(self._stack)

    def snapshot(self) -> tuple[Any, ...]:
        """Every field of the state, for equality checks in tests and replays."""
        return self._snapshot(self)

    def copy(self) -> "GameState":
        """An independent state at the same position, history included."""
        twin = object.__new__(type(self))
        twin.rules, twin.seed, twin.start_dealer = self.rules, self.seed, self.start_dealer
        twin._stack = list(self._stack)
        twin._history = list(self._history)
        for name, value in zip(self._FIELDS, self._snapshot(self)):
            setattr(twin, name, value)
        return twin

    # -- what a seat may see -----------------------------------------------

    def observation(self, seat: int) -> "Observation":  # pragma: no cover - abstract
        raise NotImplementedError

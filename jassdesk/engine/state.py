"""The common game API: what every game's state class shares.

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

from operator import attrgetter
from typing import Any, ClassVar, Iterable

from .actions import DECISION_ACTIONS, Action, ActionKind, ChooseDealer, Cut, Decision, Knock, Play
from .cards import N_RANKS, mask_of, parse_cards
from .dealing import StartDeal, cut_pack, deal_packets, draw_cards, draw_result, shuffled_pack, valid_cut_range
from .determinize import World
from .events import CardsDealt, DealerChosen, DealerDrawn, Event, HandStarted, PackCut, PartieOver
from .modes import LAST_TRICK_BONUS, POINTS, WIN_KEY
from .observe import Observation
from .refusal import IllegalAction, Refusal
from .rules import Game, Rules
from .scoring import HandResult
from .weis import stoeck_pair

KNOCK = Knock()
CUTS = tuple(Cut(n) for n in valid_cut_range())
MAX_DRAW_ROUNDS = 1000

def hand_mask(cards: int | str | Iterable[int]) -> int:
    """A hand for a hand-built position, given as a mask, as card codes ("HA HK S6") or as cards."""
    if isinstance(cards, int):
        return cards
    return mask_of(parse_cards(cards) if isinstance(cards, str) else cards)


class GameState:
    """Base class: the shared start, history, snapshots, the apply/undo protocol and common queries.

    One subclass per game, in the game's own module: it names its ``game``
    and ``sides``, lists its mutable fields in ``_FIELDS`` and implements
    ``default_rules``, ``_reset_hand``, ``_start_hand``, ``_deal``,
    ``legal_actions``, ``legal_card_mask``, ``_refusal``, ``_do``,
    ``observation`` and ``_rebuild`` (its part of :meth:`from_world`);
    ``_configure`` caches what it derives from the rules.
    """

    game: ClassVar[Game]
    sides: ClassVar[tuple[int, ...]]  # per seat: its side (team, or the player alone), what scores are kept per
    step: int = 1  # turn order: +1 clockwise, -1 counterclockwise
    _FIELDS: tuple[str, ...] = ()
    _snapshot: Any = None

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if cls._FIELDS:
            cls._snapshot = staticmethod(attrgetter(*cls._FIELDS))

    rules: Rules
    seed: int
    start_dealer: int | None
    decision: Decision
    current_player: int | None  # the seat that must decide now, or None when the Partie is over

    def __init__(self, rules: Rules | None = None, seed: int = 0, start_dealer: int | None = None,
                 start_deal: StartDeal | None = None) -> None:
        """A new Partie: the draw for the dealer, or with ``start_dealer`` the first hand at once; with
        ``start_deal`` the first hand is another Partie's deal, already cut (see :class:`StartDeal`)."""
        rules = rules or self.default_rules()
        if rules.game is not self.game:
            raise ValueError(f"{type(self).__name__} needs {self.game.value} rules, got {rules.game.value}")
        self._init_common(rules, seed, start_dealer, start_deal)
        self._configure()
        self.draws: tuple[tuple[int, int], ...] = ()
        self.scores = (0,) * (max(self.sides) + 1)
        self.results: tuple[HandResult, ...] = ()
        self.winner: int | None = None
        self.hand_no = 0
        self.current_player = None
        self.dealer = -1
        self._reset_hand()
        self.decision = Decision.CHOOSE_DEALER
        self.initial_events: list[Event] = []
        if start_dealer is not None:
            self.dealer = start_dealer
            self._start_hand(self.initial_events)
        else:
            self._draw_for_dealer(self.initial_events)

    @staticmethod
    def default_rules() -> Rules:  # pragma: no cover - abstract
        raise NotImplementedError

    def _configure(self) -> None:
        """Derive what the game caches from its rules (kept out of the snapshots: the rules never change)."""

    def _init_common(self, rules: Rules, seed: int, start_dealer: int | None,
                     start_deal: StartDeal | None = None) -> None:
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise ValueError(f"the seed must be a whole number, got {seed!r}")
        if start_dealer is not None and not 0 <= start_dealer < rules.n_players:
            raise ValueError(f"the first dealer must be a seat 0..{rules.n_players - 1}, got {start_dealer!r}")
        self.rules = rules
        self.seed = seed
        self.start_dealer = start_dealer
        self.start_deal = start_deal
        self._stack: list[tuple[Any, ...]] = []
        self._history: list[Action] = []

    # -- whose turn, and what --------------------------------------------

    @property
    def is_over(self) -> bool:
        return self.decision is Decision.GAME_OVER

    @property
    def history(self) -> tuple[Action, ...]:
        return tuple(self._history)

    @property
    def n_players(self) -> int:
        return self.rules.n_players

    @property
    def deal_no(self) -> int:
        """Which of the seed's deals this hand is: its hand number, shifted when the Partie began at a deal code."""
        return self.hand_no + (self.start_deal.hand if self.start_deal is not None else 0)

    # -- legality ----------------------------------------------------------

    def legal_actions(self) -> list[Action]:  # pragma: no cover - abstract
        raise NotImplementedError

    def legal_card_mask(self) -> int:  # pragma: no cover - abstract
        raise NotImplementedError

    def _setup_actions(self) -> list[Action]:
        """Legal actions of the decisions both games share: the dealer choice and the cut."""
        if self.decision is Decision.CUT:
            return [*CUTS, KNOCK] if self.rules.klopfen else list(CUTS)
        if self.decision is Decision.CHOOSE_DEALER:
            return [ChooseDealer(s) for s in range(self.n_players)]
        return []

    def _is_plain_legal_play(self, action: Action, seat: int | None) -> bool:
        """The overwhelmingly common case, decided by the card-play rules alone: a plain legal card in turn."""
        return (type(action) is Play and self.decision is Decision.PLAY
                and not action.weis  # type: ignore[attr-defined]
                and not action.stoeck and (seat is None or seat == self.current_player)  # type: ignore[attr-defined]
                and 0 <= action.card < 36  # type: ignore[attr-defined]
                and self.legal_card_mask() >> action.card & 1)  # type: ignore[attr-defined]

    def why(self, action: Action, seat: int | None = None) -> Refusal | None:
        """Why ``action`` is illegal now (for ``seat``, if given), or None if it is legal."""
        if self._is_plain_legal_play(action, seat):
            return None
        if self.decision is Decision.GAME_OVER:
            return Refusal("game_over")
        if seat is not None and seat != self.current_player:
            return Refusal("not_your_turn")
        if not isinstance(action, Action):
            return Refusal("foreign_action")
        if action.kind not in DECISION_ACTIONS[self.decision]:
            return Refusal("wrong_decision", params={"decision": self.decision.value, "kind": action.kind.value})
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

    def apply(self, action: Action, seat: int | None = None) -> list[Event]:
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

    def _apply_unchecked(self, action: Action) -> list[Event]:
        self._stack.append(self._snapshot(self))
        self._history.append(action)
        events: list[Event] = []
        self._do(action, events)
        return events

    def _do(self, action: Action, events: list[Event]) -> None:  # pragma: no cover - abstract
        raise NotImplementedError

    def _do_setup(self, action: Action, events: list[Event]) -> None:
        """Apply a cut, a knock or the dealer choice: the first deals, the last starts the hand."""
        kind = action.kind
        if kind is ActionKind.CUT or kind is ActionKind.KNOCK:
            self._cut_and_deal(action.position if kind is ActionKind.CUT else 0, events)  # type: ignore[attr-defined]
        elif kind is ActionKind.CHOOSE_DEALER:
            self.dealer = action.seat  # type: ignore[attr-defined]
            events.append(DealerChosen(self.dealer))
            self._start_hand(events)

    def _cut_and_deal(self, position: int, events: list[Event]) -> None:
        """The cutter lifts ``position`` cards (0: knocks, no cut); the dealer deals."""
        if position:
            self.pack = cut_pack(self.pack, position)
        self.cut = position
        events.append(PackCut(self.current_player, position))
        self._deal(events)

    # -- the game's frame: the draw for the dealer and the end of the Partie ----

    _DRAW_SEATS: tuple[int, ...] = (0, 1)

    def _draw_for_dealer(self, events: list[Event]) -> None:
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
                self.decision = Decision.CHOOSE_DEALER
                self.current_player = seat
            return
        raise RuntimeError("the draw for the dealer never produced a winner")  # pragma: no cover

    def _start_hand(self, events: list[Event]) -> None:
        """Every game starts a hand alike (seed 001): a fresh pack, cut by the player after the dealer."""
        self._reset_hand()
        self.pack = shuffled_pack(self.seed, self.deal_no)
        self.decision = Decision.CUT
        self.current_player = (self.dealer + 1) % self.rules.n_players
        events.append(HandStarted(self.hand_no, self.dealer, self.current_player))
        if self.hand_no == 0 and self.start_deal is not None:  # the deal of a code: cut as it was then
            self._cut_and_deal(self.start_deal.cut, events)

    def _next_hand(self, events: list[Event]) -> None:
        """The deal passes to the next player in turn order, who starts the next hand."""
        self.hand_no += 1
        self.dealer = (self.dealer + self.step) % self.rules.n_players
        self._start_hand(events)

    def _serving_order(self) -> tuple[int, ...]:
        """The seats in the order the dealer serves them a packet: turn order, beginning after him."""
        n = self.rules.n_players
        return tuple((self.dealer + self.step * k) % n for k in range(1, n + 1))

    def _deal_whole_pack(self) -> tuple[int, ...]:
        """Three packets of three to every seat in turn order, beginning after the dealer, until the pack is
        used up (the four-seat games); the order the seats were served in."""
        n = self.rules.n_players
        order = self._serving_order()
        cards, rest = deal_packets(self.pack, list(order), (3, 3, 3))
        assert not rest
        self.hands = tuple(mask_of(cards[s]) for s in range(n))
        self.dealt = self.hands
        return order

    def _deal(self, events: list[Event]) -> None:  # pragma: no cover - abstract
        raise NotImplementedError

    def deal_events(self) -> list[Event]:
        """The events that show this hand's deal to a table that saw none of it: a position built by hand
        (``from_position``: a lesson, a puzzle), told as if it had been dealt.

        The hand's start, its cards dealt (the packets in serving order, a turned card where the game turns
        one), then what the position fixed before its first decision (:meth:`_settled_events`: a mode
        chosen, a trump turned, bids made).  The table draws the cards themselves from the observation, so
        these events name no hidden card.
        """
        n = self.rules.n_players
        return [HandStarted(self.hand_no, self.dealer, (self.dealer + 1) % n),
                CardsDealt(self.dealer, self._serving_order(), (3, 3, 3), self._turned_card()),
                *self._settled_events()]

    def _turned_card(self) -> int | None:
        """The card turned face up at the deal (Schmaus, Differenzler), or None."""
        return None

    def _settled_events(self) -> list[Event]:
        """What a hand-built position settled before its first decision, as the events that tell it."""
        return []

    def _close_trick(self, trick: tuple[int, ...], mode: int, n_tricks: int) -> tuple[int, int, bool]:
        """The trick on the table is complete: the seat that won it, its card points (the last trick's bonus
        counted) and whether it was the hand's last.  The trick joins ``tricks`` and its winner leads next;
        what the points score is the game's."""
        keys = WIN_KEY[mode][trick[0] // N_RANKS]
        best = 0
        for i in range(1, len(trick)):
            if keys[trick[i]] > keys[trick[best]]:
                best = i
        winner = (self.leader + self.step * best) % len(trick)
        points = POINTS[mode]
        pts = sum(map(points.__getitem__, trick))
        last = len(self.tricks) == n_tricks - 1
        if last:
            pts += LAST_TRICK_BONUS
        self.tricks = self.tricks + ((self.leader, trick, winner),)
        self.trick = ()
        self.leader = winner
        self.current_player = winner
        return winner, pts, last

    def _end_partie(self, winner: int | None, events: list[Event]) -> None:
        self.winner = winner
        self.decision = Decision.GAME_OVER
        self.current_player = None
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
        twin.start_deal = self.start_deal
        twin._stack = list(self._stack)
        twin._history = list(self._history)
        twin._configure()
        twin.initial_events = self.initial_events
        for name, value in zip(self._FIELDS, self._snapshot(self)):
            setattr(twin, name, value)
        return twin

    # -- what a seat may see, and the state rebuilt from it -----------------

    def observation(self, seat: int) -> Observation:  # pragma: no cover - abstract
        """Everything ``seat`` may know now (the game adds its own facts to :meth:`_observed`)."""
        raise NotImplementedError

    def _observed(self, seat: int) -> dict[str, Any]:
        """The observation's fields every game shares."""
        n = self.rules.n_players
        if not 0 <= seat < n:
            raise ValueError(f"no seat {seat} in {self.rules.game.value}")
        hands = self.hands
        known = tuple(hands[s] if s == seat else self.shown[s] & hands[s] for s in range(n))
        return dict(
            game=self.rules.game, rules=self.rules, seat=seat, decision=self.decision,
            current_player=self.current_player, dealer=self.dealer, hand_no=self.hand_no, hand=hands[seat],
            hand_sizes=tuple(h.bit_count() for h in hands), mode=self.mode, multiplier=self.multiplier,
            leader=self.leader, trick=self.trick, tricks=self.tricks, known=known, voids=self.voids,
            card_points=self.card_pts, weis_points=self.weis_pts, stoeck_points=self.stoeck_pts,
            scores=self.scores, results=self.results, winner=self.winner,
            legal_actions=tuple(self.legal_actions()) if self.current_player == seat else (),
            draws=self.draws, cut=self.cut, sides=self.sides, step=self.step,
            stoeck_pending=bool(self.stoeck_pending >> seat & 1),
        )

    @classmethod
    def from_world(cls, obs: Observation, world: World) -> "GameState":
        """A full state at the observed position, with the hidden cards of a sampled ``world``.

        OpenSpiel's ``ResampleFromInfostate``: the class that owns the fields
        rebuilds them, so a field added to a game is rebuilt beside it
        (:meth:`_rebuild` in the game's module).  Only valid in the play phase;
        it cannot be undone past its start, and its random future (later hands)
        comes from a seed unrelated to the real Partie, so a search never
        learns the real pack.
        """
        if obs.decision is not Decision.PLAY:
            raise ValueError("worlds are built in the play phase only")
        state = object.__new__(cls)
        state._init_common(obs.rules, seed=0, start_dealer=None)
        state._configure()
        state.initial_events = []
        state.decision = obs.decision
        state.current_player = obs.current_player
        state.draws = obs.draws
        state.dealer = obs.dealer
        state.hand_no = obs.hand_no
        state.pack = ()
        state.cut = obs.cut
        state.hands = world.hands
        state.dealt = tuple(world.hands[s] | played for s, played in enumerate(obs.played_by))
        state.mode = obs.mode
        state.leader = obs.leader
        state.trick = obs.trick
        state.tricks = obs.tricks
        state.card_pts = obs.card_points
        state.weis_pts = obs.weis_points
        state.stoeck_pts = obs.stoeck_points
        state.scores = obs.scores
        state.results = obs.results
        state.winner = obs.winner
        state.voids = obs.voids
        state.shown = obs.known
        state.stoeck_done = any(obs.stoeck_points)
        state.stoeck_pending = state._pending_stoeck(obs)
        state._rebuild(obs, world)
        return state

    def _rebuild(self, obs: Observation, world: World) -> None:  # pragma: no cover - abstract
        """Set the game's own fields from the observation and the sampled world."""
        raise NotImplementedError

    def _pending_stoeck(self, obs: Observation) -> int:
        """Who may still complete Stöck: exactly known for one's own seat, assumed for the others.

        Another seat that played one of König/Ober and holds the other in the
        world counts as pending (in Schmaus he may have drawn the other card
        later; the search assumes he held both).
        """
        pending = 0
        mode = obs.mode
        if mode is None or not mode.is_trump_mode:
            return 0
        king, ober = stoeck_pair(int(mode))
        for s, played in enumerate(obs.played_by):
            if s == obs.seat:
                pending |= int(obs.stoeck_pending) << s
            elif (played >> king & 1) ^ (played >> ober & 1) and (self.hands[s] >> king | self.hands[s] >> ober) & 1:
                pending |= 1 << s
        return pending

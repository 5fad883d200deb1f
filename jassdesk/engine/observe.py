"""What one seat may know: the :class:`Observation`.

Each game's state class builds it (``state.observation(seat)``) from public
facts plus the seat's own cards, so the UI and the AI can be given
observations and nothing else: hidden information cannot leak through them.
Worlds consistent with an observation are sampled in
:mod:`jassdesk.engine.determinize`.
"""

from __future__ import annotations

from dataclasses import MISSING, dataclass, fields
from functools import cached_property

from .actions import Action, Decision
from .cards import ALL_CARDS_MASK
from .modes import TRICK_MODES, Mode
from .rules import Game, Rules
from .scoring import HandResult
from .weis import Weis


@dataclass(frozen=True, init=False)
class Observation:
    """Everything ``seat`` may know at this moment, and nothing more.

    Made with keyword arguments only (every field but the defaulted ones is required).  The
    initialiser is not the dataclass's: a frozen dataclass sets its fifty fields one
    ``object.__setattr__`` at a time (10 µs an observation), and the states make one per action
    (the table takes each action's observation in, also when a long Partie is resumed).
    """

    game: Game
    rules: Rules
    seat: int
    decision: Decision
    current_player: int | None
    dealer: int
    hand_no: int
    hand: int  # the seat's own cards (mask)
    hand_sizes: tuple[int, ...]
    mode: Mode | None
    multiplier: int
    leader: int
    trick: tuple[int, ...]  # cards of the trick in progress, in play order
    tricks: tuple[tuple[int, tuple[int, ...], int], ...]  # (leader, cards, winner) this hand
    known: tuple[int, ...]  # per seat: cards known to be in that seat's hand (own seat: the hand)
    voids: tuple[int, ...]  # per seat: cards that seat has shown it cannot hold
    card_points: tuple[int, ...]  # per side, this hand, from the tricks taken so far
    weis_points: tuple[int, ...]
    stoeck_points: tuple[int, ...]
    scores: tuple[int, ...]
    results: tuple[HandResult, ...]
    winner: int | None
    legal_actions: tuple[Action, ...]  # empty unless ``seat`` is to decide
    draws: tuple[tuple[int, int], ...]
    cut: int | None
    sides: tuple[int, ...]  # per seat: its side (team, or the player alone), what scores are kept per
    step: int  # turn order: +1 clockwise, -1 counterclockwise
    # Schieber
    vorhand: int = -1
    pushed: bool = False
    weis_announced: tuple[tuple[int, tuple[int, ...]], ...] = ()  # (seat, points of each Weis) in order
    weis_shown: tuple[tuple[int, Weis], ...] = ()  # Weis whose cards are public
    own_weis: tuple[Weis, ...] = ()
    weis_side: int | None = None  # the team that wrote its Weis (after the first trick)
    stoeck_pending: bool = False  # own: played one of König/Ober while holding the other
    # Schmaus
    stock_size: int = 0
    turned: int | None = None  # the face-up trump card while it lies under the stock (Differenzler: shown)
    trump_card: int | None = None
    drawn: int = 0  # cards this seat drew from the stock this hand
    weis_tricks: tuple[int, ...] = ()  # Schmaus: the trick index of each entry of weis_shown
    stoeck_in_trick: int | None = None  # Schmaus: who announced Stöck in the trick in progress
    # Differenzler (``turned`` and ``trump_card`` as above: the turned card is the dealer's, shown until the lead)
    bids: tuple[int | None, ...] = ()  # per seat: the bid this seat may know (None: hidden or not made yet)
    has_bid: tuple[bool, ...] = ()  # per seat: has he bid (public even when the value is hidden)
    # Coiffeur
    coiffeur_cells: tuple[tuple[int | None, ...], ...] = ()  # per team, per row: raw points, None while open
    coiffeur_modes: tuple[tuple[Mode | None, ...], ...] = ()  # per team, per row: the mode played there
    coiffeur_row: int | None = None  # the row being played
    chooser: int = -1  # who chose this hand's row
    first_chooser: int = -1  # the first player who could choose this hand (the choice ends with him)
    pushers: tuple[int, ...] = ()  # who pushed this hand, in order
    # Who chose this hand's trump or mode (Schieber: the Vorhand, or his partner after a push; Coiffeur: the
    # row's chooser); -1 while nobody has, and in games where the turned card makes trump (Schmaus, Differenzler)
    declarer: int = -1
    stoeck_counts: bool = True  # would this seat's Stöck be written this hand (Differenzler: never)

    def __init__(self, **values: object) -> None:
        state = self.__dict__
        state.update(_DEFAULTS)
        state.update(values)
        if state.keys() != _FIELD_NAMES:
            missing = sorted(_FIELD_NAMES - state.keys())
            unknown = sorted(values.keys() - _FIELD_NAMES)
            state.clear()
            raise TypeError(f"Observation: missing fields {missing}, unknown fields {unknown}")

    # computed once per observation (it is immutable): the AI's rules of thumb ask for them many times
    @cached_property
    def trick_mode(self) -> int:
        """The trick mode (0..5) that ranks and scores the trick being played (Slalom, Guschti: its direction)."""
        return TRICK_MODES[self.mode][min(len(self.tricks), 8)]

    @cached_property
    def played(self) -> int:
        """Every card played this hand (mask), the current trick included."""
        mask = 0
        for _, cards, _ in self.tricks:
            for c in cards:
                mask |= 1 << c
        for c in self.trick:
            mask |= 1 << c
        return mask

    @cached_property
    def played_by(self) -> tuple[int, ...]:
        """Per seat: the cards it played this hand (mask), the current trick included."""
        n = len(self.hand_sizes)
        step = self.step
        out = [0] * n
        for leader, cards, _ in self.tricks:
            for i, c in enumerate(cards):
                out[(leader + step * i) % n] |= 1 << c
        for i, c in enumerate(self.trick):
            out[(self.leader + step * i) % n] |= 1 << c
        return tuple(out)

    @property
    def unshown_weis(self) -> tuple[tuple[int, tuple[int, ...]], ...]:
        """Other seats' announced Weis whose cards are not shown yet: (seat, points of each Weis)."""
        shown = {s for s, _ in self.weis_shown}
        return tuple((s, pts) for s, pts in self.weis_announced if s != self.seat and pts and s not in shown)

    @property
    def unseen(self) -> int:
        """Cards whose place this seat does not know."""
        mask = ALL_CARDS_MASK & ~self.hand & ~self.played
        for s, k in enumerate(self.known):
            mask &= ~k
        if self.turned is not None:
            mask &= ~(1 << self.turned)
        return mask


_FIELD_NAMES = frozenset(f.name for f in fields(Observation))
_DEFAULTS = {f.name: f.default for f in fields(Observation) if f.default is not MISSING}

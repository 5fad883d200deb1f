"""The Coiffeur state machine (docs/rules.md section 9).

Coiffeur is Schieber's table, dealing and card play (the Swiss standard
rules) with another choice and another score: each team must play every row
of the Coiffeur table exactly once.  Before each hand a player chooses one of
his team's open rows (for a joker row also its mode, for Slalom and Guschti
their start) or pushes; a hand scores only for the team that chose, its
points (+ match, + Stöck) times the row's factor, written into that row.
The Partie ends when every row of both teams is filled.

So :class:`CoiffeurState` is a :class:`~jassdesk.engine.schieber.SchieberState`
whose choice, scoring and end are its own: the cut, the deal and the nine
tricks are Schieber's, unchanged.

Pushing (a **[decision]** of docs/rules.md): the choice passes to the next player in
turn order (option ``push_to_partner``: to the partner, who may not push
again); a player whose team has no open row left is skipped; when the choice
comes back to the first player who could choose, he must choose.  The
chooser leads the first trick.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, NamedTuple

from .actions import Action, ActionKind, ChooseRow, Decision, Push
from .coiffeur_table import CoiffeurRow, RowKind, kind_of
from .dealing import StartDeal
from .determinize import World
from .events import Event, HandScored, ModeChosen, Pushed, StoeckWritten, WeisWritten, event
from .modes import Mode
from .observe import Observation
from .refusal import Refusal
from .rules import Game, Rules
from .schieber import N_SEATS, N_TRICKS, SchieberState
from .scoring import HandResult

PUSH = Push()

Cells = tuple[tuple[int | None, ...], ...]  # per team, per row: the raw points written, None while open


def next_able(cells: Cells, seat: int, step: int, include_self: bool = False) -> int:
    """The first seat from ``seat`` on (after it, unless ``include_self``) whose team has an open row."""
    for k in range(0 if include_self else 1, N_SEATS + 1):
        s = (seat + step * k) % N_SEATS
        if None in cells[s % 2]:
            return s
    raise ValueError("no team has an open row left")


def push_target(cells: Cells, seat: int, step: int, first_chooser: int, pushers: tuple[int, ...],
                to_partner: bool) -> int | None:
    """Who receives the choice if ``seat`` pushes; None when he must choose (docs/rules.md section 9).

    Round the table: the next player whose team has an open row; when the choice has come back to the
    first player who could choose, he must choose.  To the partner: once, and the partner may not push again.
    """
    if to_partner:
        return None if pushers else (seat + 2) % N_SEATS
    if pushers and seat == first_chooser:
        return None
    return next_able(cells, seat, step)


@event
class RowChosen(NamedTuple):
    """The chooser's row of his team's column (the mode itself comes in the :class:`ModeChosen` before it)."""

    seat: int
    side: int
    row: int
    factor: int


@event
class RowWritten(NamedTuple):
    """A hand's points written into the chooser's row: raw and times the factor."""

    side: int
    row: int
    raw: int
    written: int


class CoiffeurState(SchieberState):
    """A Partie of Coiffeur.  Create one with ``CoiffeurState(Rules.coiffeur(), seed)``."""

    _FIELDS = SchieberState._FIELDS + ("cells", "played", "row", "chooser", "first_chooser", "pushers")

    game = Game.COIFFEUR

    @staticmethod
    def default_rules() -> Rules:
        return Rules.coiffeur()

    def _configure(self) -> None:
        super()._configure()
        self.table: tuple[CoiffeurRow, ...] = tuple(CoiffeurRow(kind, factor) for kind, factor in
                                                    self.rules.options.coiffeur_rows)

    def _slalom_allowed(self) -> bool:
        return False  # Slalom is a row of the table, not a mode of its own

    def __init__(self, rules: Rules | None = None, seed: int = 0, start_dealer: int | None = None,
                 start_deal: StartDeal | None = None) -> None:
        rules = rules or self.default_rules()
        self.cells: Cells = ((None,) * len(rules.options.coiffeur_rows),) * 2
        # per team, per row: the mode played there (None while open, or not known in a hand-built position)
        self.played: tuple[tuple[Mode | None, ...], ...] = ((None,) * len(rules.options.coiffeur_rows),) * 2
        super().__init__(rules, seed, start_dealer, start_deal)

    @classmethod
    def from_position(cls, rules: Rules, hands: list[Any], dealer: int = 0, mode: Any = None,  # type: ignore[override]
                      scores: tuple[int, int] = (0, 0), seed: int = 0,
                      cells: Cells | None = None) -> "CoiffeurState":
        """A hand-built deal with the table's cells as given (None = open), ready for the choice of a row.

        The scores are the cells' totals; ``mode`` and ``scores`` exist for the signature Schieber
        shares and must be left out (a Coiffeur hand starts with the choice of a row).
        """
        if mode is not None or scores != (0, 0):
            raise ValueError("a Coiffeur position starts at the choice of a row; its scores come from the cells")
        state = super().from_position(rules, hands, dealer, seed=seed)
        assert isinstance(state, CoiffeurState)
        if cells is not None:
            if len(cells) != 2 or any(len(column) != len(state.table) for column in cells):
                raise ValueError(f"the cells are two columns of {len(state.table)} rows")
            state.cells = tuple(tuple(column) for column in cells)
            state.scores = state._totals()
        state._offer_choice()
        return state

    # -- set-up ------------------------------------------------------------

    def _reset_hand(self) -> None:
        super()._reset_hand()
        self.row: int | None = None
        self.chooser = -1
        self.first_chooser = -1
        self.pushers: tuple[int, ...] = ()

    def _deal(self, events: list[Event]) -> None:
        super()._deal(events)
        self._offer_choice()

    def _offer_choice(self) -> None:
        """The first player who can choose: the Vorhand, or after him the first whose team has an open row."""
        self.first_chooser = next_able(self.cells, self.vorhand, self.step, include_self=True)
        self.current_player = self.first_chooser

    # -- queries -------------------------------------------------------------

    @property
    def multiplier(self) -> int:
        """The factor of the row being played (1 before the choice)."""
        return self.table[self.row].factor if self.row is not None else 1

    @property
    def chooser_side(self) -> int | None:
        return self.chooser % 2 if self.chooser >= 0 else None

    def open_rows(self, side: int) -> tuple[int, ...]:
        """The rows of ``side``'s column still to be played."""
        return tuple(r for r, cell in enumerate(self.cells[side]) if cell is None)

    def _push_target(self) -> int | None:
        """Who receives the choice if the current player pushes; None when he must choose."""
        return push_target(self.cells, self.current_player, self.step, self.first_chooser, self.pushers,
                           self.rules.options.push_to_partner)

    @property
    def must_choose(self) -> bool:
        """The choice came back to the first player who could choose (or was pushed to the partner)."""
        return self.decision is Decision.CHOOSE_MODE and self._push_target() is None

    def _row_actions(self, side: int) -> list[Action]:
        return [ChooseRow(r, mode) for r in self.open_rows(side) for mode in self.table[r].modes]

    def legal_actions(self) -> list[Action]:
        if self.decision is Decision.CHOOSE_MODE:
            actions = self._row_actions(self.current_player % 2)
            return actions if self.must_choose else [*actions, PUSH]
        return super().legal_actions()

    def _refusal(self, action: Action) -> Refusal | None:
        kind = action.kind
        if kind is ActionKind.CHOOSE_ROW:
            return self._row_refusal(action)  # type: ignore[arg-type]
        if kind is ActionKind.CHOOSE_MODE:
            return self._mode_refusal(action.mode)  # type: ignore[attr-defined]
        if kind is ActionKind.PUSH:
            if self._push_target() is None:
                return Refusal("push_twice") if self.rules.options.push_to_partner else Refusal("must_choose")
            return None
        return super()._refusal(action)

    def _row_refusal(self, action: ChooseRow) -> Refusal | None:
        row, mode = action.row, action.mode
        if not 0 <= row < len(self.table):
            return Refusal("row_unknown", params={"row": row + 1})
        entry = self.table[row]
        if mode not in entry.modes:
            return Refusal("row_mode", params={"mode": mode, "row": entry})
        if self.cells[self.current_player % 2][row] is not None:
            return Refusal("row_played", params={"row": entry})
        return None

    def _mode_refusal(self, mode: Any) -> Refusal:
        """A mode named without its row: which open row would take it, or that none would."""
        side = self.current_player % 2
        rows = [self.table[r] for r in self.open_rows(side) if mode in self.table[r].modes]
        if not rows:
            return Refusal("no_open_row", params={"mode": RowKind(kind_of(mode))})
        return Refusal("name_the_row", params={"mode": mode, "row": rows[0]})

    def _stoeck_completes(self, seat: int, card: int) -> bool:
        """Only the choosing team's Stöck counts (and only where the option is on): nobody else announces one."""
        return (self.rules.options.coiffeur_stoeck and seat % 2 == self.chooser_side
                and super()._stoeck_completes(seat, card))

    # -- applying ------------------------------------------------------------

    def _do(self, action: Action, events: list[Event]) -> None:
        kind = action.kind
        if kind is ActionKind.CHOOSE_ROW:
            seat = self.current_player
            self.row = action.row  # type: ignore[attr-defined]
            self.mode = action.mode  # type: ignore[attr-defined]
            self.chooser = seat
            events.append(ModeChosen(seat, self.mode, self.multiplier))
            events.append(RowChosen(seat, seat % 2, self.row, self.multiplier))
            self.decision = Decision.PLAY
            self.leader = seat  # the chooser leads, also after pushing
        elif kind is ActionKind.PUSH:
            target = self._push_target()
            events.append(Pushed(self.current_player, target))
            self.pushers = self.pushers + (self.current_player,)
            self.pushed = True
            self.current_player = target
        else:
            super()._do(action, events)

    def _write_stoeck(self, seat: int, events: list[Event]) -> bool:
        """Stöck counts for the choosing team only (and only where the option is on), even without a trick."""
        side = seat % 2
        if self.rules.options.coiffeur_stoeck and side == self.chooser_side:
            pts = list(self.stoeck_pts)
            pts[side] += 20
            self.stoeck_pts = tuple(pts)
            events.append(StoeckWritten(seat, side, 20))
        return False

    def _write_weis(self, events: list[Event]) -> bool:
        """Weis (an option): compared as in Schieber, written only if the choosing team holds the highest."""
        found: list[Event] = []
        super()._write_weis(found)
        if self.weis_side is not None and self.weis_side != self.chooser_side:
            self.weis_pts = (0, 0)
            found = [e for e in found if not isinstance(e, WeisWritten)]
        events.extend(found)
        return False

    def _add_score(self, side: int, points: int, events: list[Event]) -> bool:
        """Nothing is written during a Coiffeur hand: the chooser's row is filled when the hand ends."""
        return False

    def _finish_hand(self, events: list[Event]) -> None:
        side = self.chooser % 2
        if self.tricks_won[side] == N_TRICKS and self.rules.match_bonus:
            self.match_pts = (self.rules.match_bonus, 0) if side == 0 else (0, self.rules.match_bonus)
        raw = self.card_pts[side] + self.weis_pts[side] + self.stoeck_pts[side] + self.match_pts[side]
        factor = self.multiplier
        column = list(self.cells[side])
        column[self.row] = raw  # type: ignore[index]
        self.cells = tuple(tuple(column) if s == side else self.cells[s] for s in (0, 1))
        modes = list(self.played[side])
        modes[self.row] = self.mode  # type: ignore[index]
        self.played = tuple(tuple(modes) if s == side else self.played[s] for s in (0, 1))
        self.scores = self._totals()
        only = (lambda pts: tuple(p if s == side else 0 for s, p in enumerate(pts)))
        result = HandResult(self.hand_no, self.dealer, self.mode, factor, only(self.card_pts),  # type: ignore[arg-type]
                            only(self.weis_pts), only(self.stoeck_pts), only(self.match_pts),
                            only((raw * factor,) * 2), True)
        self.results = self.results + (result,)
        events.append(RowWritten(side, self.row, raw, raw * factor))  # type: ignore[arg-type]
        events.append(HandScored(result))
        if all(cell is not None for column in self.cells for cell in column):
            a, b = self.scores
            self._end_partie(0 if a > b else 1 if b > a else None, events)
            return
        self._next_hand(events)

    def _totals(self) -> tuple[int, int]:
        """Each team's total: its filled cells times their factors."""
        return tuple(sum(cell * row.factor for cell, row in zip(column, self.table) if cell is not None)
                     for column in self.cells)  # type: ignore[return-value]

    # -- what a seat may see, and the state rebuilt from it -------------------

    def observation(self, seat: int) -> Observation:
        return replace(super().observation(seat), coiffeur_cells=self.cells, coiffeur_modes=self.played,
                       coiffeur_row=self.row, chooser=self.chooser, first_chooser=self.first_chooser,
                       pushers=self.pushers, declarer=self.chooser if self.mode is not None else -1,
                       stoeck_counts=bool(self.rules.options.coiffeur_stoeck) and seat % 2 == self.chooser_side)

    def _rebuild(self, obs: Observation, world: World) -> None:
        super()._rebuild(obs, world)
        self.cells = obs.coiffeur_cells
        self.played = obs.coiffeur_modes
        self.row = obs.coiffeur_row
        self.chooser = obs.chooser
        self.first_chooser = obs.first_chooser
        self.pushers = obs.pushers

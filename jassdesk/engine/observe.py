"""What one seat may know, and hidden worlds consistent with it (determinization).

An :class:`Observation` is built from the full state but holds only public
facts plus the seat's own cards, so the UI and the AI can be given
observations and nothing else: hidden information cannot leak through them.
:func:`sample_world` then deals the unseen cards to the other seats (and, in
Schmaus, into the stock) consistently with everything observed, and
:func:`world_state` turns such a world back into a full state to search on,
in the spirit of OpenSpiel's ``ResampleFromInfostate``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from .actions import Action
from .card_play import SchieberFlags
from .cards import ALL_CARDS_MASK, N_CARDS
from .modes import Mode
from .rules import Game, Rules
from .scoring import HandResult
from .state import Decision
from .weis import Weis, maximal_weis


@dataclass(frozen=True)
class Observation:
    """Everything ``seat`` may know at this moment, and nothing more."""

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
    turned: int | None = None  # the face-up trump card while it lies under the stock
    trump_card: int | None = None
    drawn: int = 0  # cards this seat drew from the stock this hand
    weis_tricks: tuple[int, ...] = ()  # Schmaus: the trick index of each entry of weis_shown
    stoeck_in_trick: int | None = None  # Schmaus: who announced Stöck in the trick in progress

    @property
    def played(self) -> int:
        """Every card played this hand (mask), the current trick included."""
        mask = 0
        for _, cards, _ in self.tricks:
            for c in cards:
                mask |= 1 << c
        for c in self.trick:
            mask |= 1 << c
        return mask

    @property
    def unseen(self) -> int:
        """Cards whose place this seat does not know."""
        mask = ALL_CARDS_MASK & ~self.hand & ~self.played
        for s, k in enumerate(self.known):
            mask &= ~k
        if self.turned is not None:
            mask &= ~(1 << self.turned)
        return mask


def _cards_of_tricks(state: Any) -> int:
    mask = 0
    for _, cards, _ in state.tricks:
        for c in cards:
            mask |= 1 << c
    for c in state.trick:
        mask |= 1 << c
    return mask


def _common(state: Any, seat: int) -> dict[str, Any]:
    n = state.rules.n_players
    if not 0 <= seat < n:
        raise ValueError(f"no seat {seat} in {state.rules.game.value}")
    known = tuple(state.hands[s] if s == seat else state.shown[s] & state.hands[s] for s in range(n))
    return dict(
        game=state.rules.game, rules=state.rules, seat=seat, decision=state.phase,
        current_player=state.current, dealer=state.dealer, hand_no=state.hand_no, hand=state.hands[seat],
        hand_sizes=tuple(h.bit_count() for h in state.hands), mode=state.mode, multiplier=state.multiplier,
        leader=state.leader, trick=state.trick, tricks=state.tricks, known=known, voids=state.voids,
        card_points=state.card_pts, weis_points=state.weis_pts, stoeck_points=state.stoeck_pts,
        scores=state.scores, results=state.results, winner=state.winner,
        legal_actions=tuple(state.legal_actions()) if state.current == seat else (),
        draws=state.draws, cut=state.cut,
        stoeck_pending=bool(state.stoeck_pending >> seat & 1),
    )


def observe_schieber(state: Any, seat: int) -> Observation:
    data = _common(state, seat)
    announced = tuple((s, tuple(w.points(Game.SCHIEBER) for w in ws)) for s, ws in state.weis_calls)
    shown: tuple[tuple[int, Weis], ...] = ()
    if state.tricks:  # every announced Weis is shown after the first trick
        shown = tuple((s, w) for s, ws in state.weis_calls for w in ws)
    own = tuple(w for s, ws in state.weis_calls if s == seat for w in ws)
    return Observation(**data, vorhand=state.vorhand if state.dealer >= 0 else -1, pushed=state.pushed,
                       weis_announced=announced, weis_shown=shown, own_weis=own, weis_side=state.weis_side)


def observe_schmaus(state: Any, seat: int) -> Observation:
    data = _common(state, seat)
    announced = tuple((s, (w.points(Game.SCHMAUS),)) for s, _, w in state.weis_calls)
    shown = tuple((s, w) for s, _, w in state.weis_calls)
    own = tuple(w for s, _, w in state.weis_calls if s == seat)
    return Observation(**data, weis_announced=announced, weis_shown=shown, own_weis=own,
                       stock_size=len(state.stock), turned=state.turned, trump_card=state.trump_card,
                       drawn=state.drawn[seat], weis_tricks=tuple(t for _, t, _ in state.weis_calls),
                       stoeck_in_trick=state.trick_stoeck)


# -- determinization ---------------------------------------------------------


@dataclass(frozen=True)
class World:
    """One complete assignment of the hidden cards."""

    hands: tuple[int, ...]
    stock: tuple[int, ...] = field(default=())  # Schmaus: drawing order, the turned card last


class InconsistentObservation(ValueError):
    """No deal of the unseen cards satisfies the observation (a bug, or a hand-built position)."""


def sample_world(obs: Observation, rng: random.Random, attempts: int = 200) -> World:
    """Deal the unseen cards to the other seats (and the stock) consistently with ``obs``.

    Constraints honoured: the seat's own hand, every card played, cards known
    to be in a hand (Weis shown, the trump card taken), voids revealed by play,
    and the turned trump lying at the bottom of the stock.  Plain rejection
    sampling is exactly uniform and is tried first; where voids make it
    unlikely to succeed, the most constrained card is placed first.
    """
    n = len(obs.hand_sizes)
    unseen = obs.unseen
    cards = [c for c in range(N_CARDS) if unseen >> c & 1]
    need = [0] * (n + 1)  # last slot: the hidden part of the stock
    for s in range(n):
        if s != obs.seat:
            need[s] = obs.hand_sizes[s] - obs.known[s].bit_count()
    if obs.game is Game.SCHMAUS:
        need[n] = obs.stock_size - (1 if obs.turned is not None else 0)
    if sum(need) != len(cards) or min(need) < 0:
        raise InconsistentObservation(
            f"{len(cards)} unseen cards cannot fill hands and stock needing {sum(need)}")
    allowed = [ALL_CARDS_MASK & ~obs.voids[s] if s < n else ALL_CARDS_MASK for s in range(n + 1)]
    allowed[obs.seat] = 0
    hidden_weis = _hidden_weis_announcements(obs)
    if hidden_weis:
        return _sample_with_weis(obs, rng, cards, need, allowed, hidden_weis, attempts)
    for _ in range(20):
        rng.shuffle(cards)
        assignment = _deal_in_order(cards, need)
        if all(not (assignment[s] & ~allowed[s]) for s in range(n + 1)):
            return _world(obs, assignment, rng)
    for _ in range(attempts):
        assignment = _constrained_deal(cards, need, allowed, rng)
        if assignment is not None:
            return _world(obs, assignment, rng)
    raise InconsistentObservation("no deal of the unseen cards is consistent with the voids shown")


def _hidden_weis_announcements(obs: Observation) -> list[tuple[int, tuple[int, ...]]]:
    """Schieber, first trick: other seats' announced Weis whose cards are not shown yet (points only)."""
    if obs.game is not Game.SCHIEBER or obs.tricks:
        return []
    return [(s, pts) for s, pts in obs.weis_announced if s != obs.seat and pts]


def _sample_with_weis(obs: Observation, rng: random.Random, cards: list[int], need: list[int], allowed: list[int],
                      hidden_weis: list[tuple[int, tuple[int, ...]]], attempts: int) -> World:
    """Place announced Weis first (chosen among those the unseen cards can form), then deal the rest.

    Random deals almost never reproduce, say, four Under announced by one
    player, so the announced combinations are built constructively and the
    finished hand is checked to announce exactly those points.
    """
    played_by = _played_by(obs)
    unseen = sum(1 << c for c in cards)
    for _ in range(attempts):
        forced = [0] * len(need)
        taken = 0
        ok = True
        for seat, points in hidden_weis:
            pool = (unseen & ~taken & allowed[seat]) | played_by[seat]
            chosen = _choose_weis(pool, points, rng)
            if chosen is None:
                ok = False
                break
            forced[seat] = chosen & ~played_by[seat]
            taken |= forced[seat]
        if not ok or any(forced[s].bit_count() > need[s] for s in range(len(need))):
            continue
        rest = [c for c in cards if not taken >> c & 1]
        left = [need[s] - forced[s].bit_count() for s in range(len(need))]
        assignment = _constrained_deal(rest, left, allowed, rng)
        if assignment is None:
            continue
        assignment = [a | f for a, f in zip(assignment, forced)]
        hands_ok = all(
            sorted(w.points(Game.SCHIEBER) for w in maximal_weis(assignment[s] | obs.known[s] | played_by[s],
                                                                 Game.SCHIEBER)) == sorted(points)
            for s, points in hidden_weis)
        if hands_ok:
            return _world(obs, assignment, rng)
    raise InconsistentObservation("no deal of the unseen cards forms the Weis that were announced")


def _choose_weis(pool: int, points: tuple[int, ...], rng: random.Random) -> int | None:
    """Cards of a random set of Weis from ``pool`` worth exactly ``points`` (sequences disjoint)."""
    candidates = maximal_and_sub_weis(pool)
    need = sorted(points, reverse=True)
    chosen = 0
    seq_cards = 0
    for value in need:
        options = [w for w in candidates if w.points(Game.SCHIEBER) == value
                   and not (w.suit_index is not None and w.mask & seq_cards)]
        if not options:
            return None
        w = rng.choice(options)
        chosen |= w.mask
        if w.suit_index is not None:
            seq_cards |= w.mask
    return chosen


def maximal_and_sub_weis(pool: int) -> list[Weis]:
    from .weis import all_weis
    return all_weis(pool, Game.SCHIEBER)


def _deal_in_order(cards: list[int], need: list[int]) -> list[int]:
    out = []
    pos = 0
    for k in need:
        mask = 0
        for c in cards[pos:pos + k]:
            mask |= 1 << c
        out.append(mask)
        pos += k
    return out


def _constrained_deal(cards: list[int], need: list[int], allowed: list[int], rng: random.Random) -> list[int] | None:
    order = sorted(cards, key=lambda c: (sum(1 for s, a in enumerate(allowed) if need[s] and a >> c & 1),
                                         rng.random()))
    left = list(need)
    out = [0] * len(need)
    for c in order:
        options = [s for s in range(len(need)) if left[s] and allowed[s] >> c & 1]
        if not options:
            return None
        weights = [left[s] for s in options]
        s = rng.choices(options, weights)[0]
        out[s] |= 1 << c
        left[s] -= 1
    return out


def _world(obs: Observation, assignment: list[int], rng: random.Random) -> World:
    n = len(obs.hand_sizes)
    hands = tuple(obs.hand if s == obs.seat else assignment[s] | obs.known[s] for s in range(n))
    stock: tuple[int, ...] = ()
    if obs.game is Game.SCHMAUS:
        hidden = [c for c in range(N_CARDS) if assignment[n] >> c & 1]
        rng.shuffle(hidden)
        stock = tuple(hidden) + ((obs.turned,) if obs.turned is not None else ())
    return World(hands, stock)


def world_state(obs: Observation, world: World) -> Any:
    """A full state at the observed position with the hidden cards of ``world``.

    Only valid in the play phase.  It cannot be undone past its start, and its
    random future (later hands) is drawn from a seed unrelated to the real
    Partie, so a search never learns the real pack.
    """
    if obs.decision is not Decision.PLAY:
        raise ValueError("worlds are built in the play phase only")
    from .schieber import SchieberState
    from .schmaus import SchmausState

    cls = SchieberState if obs.game is Game.SCHIEBER else SchmausState
    state = object.__new__(cls)
    state._init_common(obs.rules, seed=0, start_dealer=None)
    state.initial_events = []
    state.phase = obs.decision
    state.current = obs.current_player
    state.draws = obs.draws
    state.dealer = obs.dealer
    state.hand_no = obs.hand_no
    state.pack = ()
    state.cut = obs.cut
    state.hands = world.hands
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
    played_by = _played_by(obs)
    dealt = tuple(world.hands[s] | played_by[s] for s in range(len(world.hands)))
    state.dealt = dealt
    pending = 0
    done = any(p for p in obs.stoeck_points)
    if obs.mode is not None and obs.mode.is_trump_mode:
        king, ober = obs.mode * 9 + 7, obs.mode * 9 + 6
        for s in range(len(world.hands)):
            played_one = (played_by[s] >> king & 1) ^ (played_by[s] >> ober & 1)
            holds_other = (world.hands[s] >> king & 1) or (world.hands[s] >> ober & 1)
            if s == obs.seat:
                pending |= int(obs.stoeck_pending) << s  # known exactly for one's own seat
            elif played_one and holds_other:
                pending |= 1 << s  # Schmaus: he may have drawn the other card later; assume he held both
    state.stoeck_pending = pending
    state.stoeck_done = done
    if cls is SchieberState:
        state._flags = SchieberFlags.of(obs.rules)
        state._step = obs.rules.direction.step
        state.pushed = obs.pushed
        state.match_pts = (0, 0)  # a match is only written after the ninth trick
        won = [0, 0]
        for _, _, w in obs.tricks:
            won[w % 2] += 1
        state.tricks_won = tuple(won)
        calls = []
        for s, _ in obs.weis_announced:
            if s == obs.seat:
                calls.append((s, obs.own_weis))
            elif obs.tricks:  # shown after the first trick
                calls.append((s, tuple(w for seat, w in obs.weis_shown if seat == s)))
            else:  # the sampler dealt him Weis of the announced points
                calls.append((s, tuple(maximal_weis(dealt[s], Game.SCHIEBER))))
        state.weis_calls = tuple(calls)
        state.weis_side = obs.weis_side
    else:
        state.stock = world.stock
        state.turned = obs.turned
        state.trump_card = obs.trump_card
        state.trump = int(obs.mode)
        calls = tuple((s, t, w) for (s, w), t in zip(obs.weis_shown, obs.weis_tricks))
        state.weis_calls = calls
        state.trick_weis = tuple((s, w) for s, t, w in calls if t == len(obs.tricks))
        state.trick_stoeck = obs.stoeck_in_trick
        if obs.stoeck_in_trick is not None:
            state.stoeck_done = True
        drawn = [0, 0]
        drawn[obs.seat] = obs.drawn
        state.drawn = tuple(drawn)
    return state


def _played_by(obs: Observation) -> list[int]:
    n = len(obs.hand_sizes)
    step = obs.rules.direction.step if obs.game is Game.SCHIEBER else 1
    out = [0] * n
    for leader, cards, _ in obs.tricks:
        for i, c in enumerate(cards):
            out[(leader + step * i) % n] |= 1 << c
    for i, c in enumerate(obs.trick):
        out[(obs.leader + step * i) % n] |= 1 << c
    return out



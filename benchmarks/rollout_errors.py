"""Where the Expert's rollout policy loses points: its card against the double-dummy best, by kind of decision.

    python benchmarks/rollout_errors.py --hands 400 --tricks-left 5

Hands of the arena's Schieber (the ``standard`` preset; the trump chosen by the Medium) are played out by
four seats that all follow the rollout's policy (:func:`jassdesk.ai.rollout.greedy_choice`, without its
random cards, or with them: ``--explore``), from each seat's own observation, so the positions are the ones
the rollouts walk through.  At every decision with at most ``--tricks-left`` tricks to go (the one being
played counted) and more than one legal card, every legal card is solved double dummy (the compiled core's
solver, every hand open, to the end of the hand) and the policy's card is charged its loss: the best card's
value minus its own, in card points of the mover's side.  The Medium's card at the same decision (from the
same observation) is charged the same way, for comparison: a kind of decision where the policy loses much
more than the Medium is where a better rule could pay.

Double dummy is not what a player who cannot see the cards can reach, so a loss here is an upper bound on
what a rule could gain; the comparison with the Medium, who cannot see them either, is the fairer reading.
Printed per kind: the decisions, how often the policy's card loses points, its mean loss, its share of the
policy's whole loss, and the Medium's mean loss at the same decisions.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from jassdesk.ai import fast_core  # noqa: E402
from jassdesk.ai.game_ai import legal_cards  # noqa: E402
from jassdesk.ai.levels import make_player  # noqa: E402
from jassdesk.ai.rollout import SAFE_SMEAR, SURE_LEADS, greedy_choice, lead_choice, smear_choice  # noqa: E402
from jassdesk.engine.actions import Decision  # noqa: E402
from jassdesk.engine.card_play import SchieberFlags  # noqa: E402
from jassdesk.engine.cards import N_RANKS  # noqa: E402
from jassdesk.engine.modes import LAST_TRICK_BONUS, POINTS, STRENGTH, WIN_KEY, trick_winner_index  # noqa: E402
from jassdesk.engine.observe import Observation  # noqa: E402
from jassdesk.engine.record import new_state  # noqa: E402
from jassdesk.engine.rules import Rules  # noqa: E402


def policy_card(obs: Observation, rnd, explore: float, policy: int = 0) -> int:
    """The rollout policy's card from a seat's observation, as the rollouts play it (``policy``: the Schieber
    rollout's flags, :data:`~jassdesk.ai.rollout.SURE_LEADS` and :data:`~jassdesk.ai.rollout.SAFE_SMEAR`)."""
    legal = sum(1 << c for c in legal_cards(obs))
    tm = obs.trick_mode
    trick = list(obs.trick)
    keys = WIN_KEY[tm][trick[0] // N_RANKS] if trick else WIN_KEY[tm][0]
    others = ((1 << 36) - 1) & ~obs.hand & ~obs.played
    trump = int(obs.mode) if int(obs.mode) < 4 else -1
    side_winning = False
    if not trick and policy & SURE_LEADS:
        return lead_choice(legal, others, trump, tm, rnd, explore)
    if trick:
        best = trick_winner_index(tm, trick)
        side_winning = (obs.leader + obs.step * best) % 4 % 2 == obs.seat % 2
        if side_winning and policy & SAFE_SMEAR:
            return smear_choice(legal, others, trump, trick[best], len(trick) == 3, tm, rnd, explore)
    return greedy_choice(legal, trick, side_winning, keys, POINTS[tm], STRENGTH[tm], rnd, len(trick) == 3, explore)


def card_values(obs: Observation, hands: list[int], flags: SchieberFlags) -> dict[int, int]:
    """Each legal card's double-dummy value for the mover's side (card points to the end of the hand)."""
    mode, side, step = int(obs.mode), obs.seat % 2, obs.step
    tricks_left = 9 - len(obs.tricks)
    out = {}
    for card in legal_cards(obs):
        rest = list(hands)
        rest[obs.seat] &= ~(1 << card)
        trick = list(obs.trick) + [card]
        if len(trick) < 4:
            out[card] = fast_core._core.solve(tuple(rest), mode, obs.leader, tuple(trick), tricks_left,
                                              fast_core.flags_of(flags), step, side)
            continue
        tm = obs.trick_mode
        winner = (obs.leader + step * trick_winner_index(tm, trick)) % 4
        points = sum(POINTS[tm][c] for c in trick) + (LAST_TRICK_BONUS if tricks_left == 1 else 0)
        value = points if winner % 2 == side else -points
        if tricks_left > 1:
            value += fast_core._core.solve(tuple(rest), mode, winner, (), tricks_left - 1, fast_core.flags_of(flags),
                                           step, side)
        out[card] = value
    return out


def kind_of(obs: Observation, card: int) -> str:
    """The kind of decision, as the policy's rules tell them apart, and what it did there."""
    trick = list(obs.trick)
    if not trick:
        return "lead"
    tm = obs.trick_mode
    keys = WIN_KEY[tm][trick[0] // N_RANKS]
    best = max(keys[c] for c in trick)
    winner = (obs.leader + obs.step * trick_winner_index(tm, trick)) % 4
    last = "last" if len(trick) == 3 else "not last"
    if winner % 2 == obs.seat % 2:
        return f"partner winning, {last}"
    takes = "takes" if keys[card] > best else "stays under"
    return f"opponent winning, {last}, policy {takes}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=400)
    parser.add_argument("--tricks-left", type=int, default=5)
    parser.add_argument("--explore", type=float, default=0.0)
    parser.add_argument("--seed", type=int, default=77)
    parser.add_argument("--policy", type=int, default=0, help="the rollout's flags: 1 sure leads, 2 safe smear")
    args = parser.parse_args(argv)
    if not fast_core.available():
        parser.error("needs the compiled core's solver")
    rules = Rules.schieber_swiss()
    flags = SchieberFlags.of(rules)
    rng = random.Random(args.seed)
    stats: dict[str, list] = defaultdict(lambda: [0, 0, 0.0, 0.0, 0])  # n, policy loses, policy loss, medium loss,
    for h in range(args.hands):                                          # medium loses
        state = new_state(rules, args.seed * 1_000_003 + h, start_dealer=h % 4)
        mediums = [make_player("medium", seed=args.seed * 7919 + h * 13 + s) for s in range(4)]
        while not state.is_over and state.hand_no == 0:
            seat = state.current_player
            obs = state.observation(seat)
            if obs.decision is not Decision.PLAY:
                state.apply(mediums[seat].choose(obs))
                continue
            card = policy_card(obs, rng.random, args.explore, args.policy)
            cards = legal_cards(obs)
            if len(cards) > 1 and 9 - len(obs.tricks) <= args.tricks_left:
                hands = [state.observation(s).hand for s in range(4)]
                values = card_values(obs, hands, flags)
                best = max(values.values())
                medium = mediums[seat].choose(obs).card  # type: ignore[attr-defined]
                row = stats[kind_of(obs, card)]
                row[0] += 1
                row[1] += values[card] < best
                row[2] += best - values[card]
                row[3] += best - values[medium]
                row[4] += values[medium] < best
            state.apply(next(a for a in obs.legal_actions if getattr(a, "card", None) == card))
    total = sum(r[2] for r in stats.values())
    print(f"rollout policy {args.policy} (explore {args.explore}) against double dummy, {args.hands} Schieber hands, decisions "
          f"with at most {args.tricks_left} tricks left")
    print(f"{'kind of decision':46s} {'decisions':>9s} {'loses':>6s} {'mean loss':>9s} {'of all':>6s} "
          f"{'Medium loses':>12s} {'Medium mean loss':>16s}")
    for kind, (n, loses, loss, medium_loss, medium_loses) in sorted(stats.items(), key=lambda kv: -kv[1][2]):
        print(f"{kind:46s} {n:9d} {loses / n * 100:5.0f}% {loss / n:9.2f} {loss / total * 100:5.0f}% "
              f"{medium_loses / n * 100:11.0f}% {medium_loss / n:16.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

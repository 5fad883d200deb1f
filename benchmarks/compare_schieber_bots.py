"""JassDesk's players against the rule-based Schieber bots of an independent package.

    python3 -m pip install schieber        # Joel Niklaus' Schieber engine and bots (MIT), numpy
    python3 benchmarks/compare_schieber_bots.py --a expert --b challenge --deals 1000 --seed 1 --jobs 2
    python3 benchmarks/compare_schieber_bots.py --a expert --worlds app --deals 200   # at the app's budget

The ``schieber`` package (PyPI, https://github.com/JoelNiklaus/schieber) ships a
``GreedyPlayer`` and the rule-based ``ChallengePlayer`` (card counting, partner
flags, mode-specific play).  This script seats them at JassDesk's engine through
an adapter: the bot gets its nine cards, every card played (``move_made``, in
order, with the table as it was before the card) and, at its turn, the game
status dictionary its own engine would give it, built from the seat's
observation only.  The rules are set to the package's: trump allowed instead of
following, the Bauer exception, no under-trumping, no Weis, no multipliers;
points are card points (Stöck is left out of the measure).  Where the two rule
implementations disagree about a card, the bot's choice is replaced by a legal
card and counted (``illegal_choices``).

Deals are played twice with the sides swapped (duplicate), as in the arena; the
summary is the arena's (share of card points with a 95% CI, decision times).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from jassdesk.ai.arena import (DealResult, _make, play_first_hand, resolve_worlds, run_jobs,  # noqa: E402
                               share_so_far, summarize)
from jassdesk.ai.player import Player  # noqa: E402
from jassdesk.engine.actions import Action, ActionKind, ChooseMode, Push  # noqa: E402
from jassdesk.engine.cards import N_RANKS  # noqa: E402
from jassdesk.engine.modes import Mode  # noqa: E402
from jassdesk.engine.observe import Observation  # noqa: E402
from jassdesk.engine.record import new_state  # noqa: E402
from jassdesk.engine.rules import Game, Rules  # noqa: E402
from jassdesk.engine.actions import Decision  # noqa: E402

BOTS = ("challenge", "greedy")
SUIT_NAMES = ("ROSE", "ACORN", "SHIELD", "BELL")  # JassDesk's suit order: Rosen, Eicheln, Schilten, Schellen


def package_rules() -> Rules:
    """The rules the ``schieber`` package implements (stich_rules.card_allowed, count_rules)."""
    return Rules.schieber_seed().changed(trump_instead_of_follow=True, bauer_exception=True, undertrump_ban=True,
                                         trumpfzwang=False, weis=False, multipliers=False)


class PackageBot(Player):
    """A ``schieber`` package bot playing at a JassDesk seat, from that seat's observation only."""

    level = "package"

    def __init__(self, kind: str, seed: int) -> None:
        from schieber.player.challenge_player.challenge_player import ChallengePlayer
        from schieber.player.greedy_player.greedy_player import GreedyPlayer

        self.kind = kind
        self.seed = seed
        self._factory = ChallengePlayer if kind == "challenge" else GreedyPlayer
        self.bot = None
        self.fed = 0  # cards of this hand already reported through move_made
        self.illegal = 0
        self.fallback = None

    # -- translation ---------------------------------------------------------------------------

    @staticmethod
    def card(c: int):  # noqa: ANN205
        from schieber.card import Card
        from schieber.suit import Suit

        return Card(Suit[SUIT_NAMES[c // N_RANKS]], c % N_RANKS + 6)

    @staticmethod
    def ours(card) -> int:  # noqa: ANN001
        return SUIT_NAMES.index(card.suit.name) * N_RANKS + card.value - 6

    def pid(self, obs: Observation, seat: int) -> int:
        """The package numbers players in turn order with partners two apart; JassDesk may turn either way."""
        return (seat * obs.rules.direction.step) % 4

    @staticmethod
    def trumpf_name(mode: Mode | None) -> str | None:
        if mode is None:
            return None
        if mode is Mode.OBENABE:
            return "OBE_ABE"
        if mode is Mode.UNDENUFE:
            return "UNDE_UFE"
        return SUIT_NAMES[int(mode)]

    def status(self, obs: Observation, tricks: list, table: list) -> dict:
        """The package's ``Game.get_status()`` for a position: tricks, trumpf, geschoben, table."""
        trumpf = self.trumpf_name(obs.mode)
        return {
            "stiche": [{"player_id": self.pid(obs, winner), "trumpf": trumpf,
                        "played_cards": [{"player_id": self.pid(obs, seat), "card": str(self.card(c))}
                                         for seat, c in plays]} for plays, winner in tricks],
            "trumpf": trumpf, "geschoben": obs.pushed, "point_limit": 1500,
            "table": [{"player_id": self.pid(obs, seat), "card": str(self.card(c))} for seat, c in table],
            "teams": [{"points": obs.card_points[0]}, {"points": obs.card_points[1]}],
        }

    def _plays(self, obs: Observation) -> list[tuple[list, int | None, list, int, int]]:
        """Every card of the hand so far: (tricks before, -, table before, seat, card), in order."""
        step = obs.rules.direction.step
        out = []
        done: list = []
        sequence = [(leader, cards, winner) for leader, cards, winner in obs.tricks]
        sequence.append((obs.leader, obs.trick, None))
        for leader, cards, winner in sequence:
            table: list = []
            for i, c in enumerate(cards):
                seat = (leader + i * step) % 4
                out.append((list(done), None, list(table), seat, c))
                table.append((seat, c))
            if winner is not None:
                done.append((table, winner))
        return out

    def _catch_up(self, obs: Observation) -> None:
        plays = self._plays(obs)
        for tricks, _, table, seat, c in plays[self.fed:]:
            self.bot.move_made(self.pid(obs, seat), self.card(c), self.status(obs, tricks, table))
        self.fed = len(plays)

    def _new_hand(self, obs: Observation) -> None:
        self.bot = self._factory(name=f"bot{obs.seat}", seed=self.seed)
        self.bot.id = self.pid(obs, obs.seat)
        for c in sorted(range(36), key=lambda c: c):
            if obs.hand >> c & 1:
                self.bot.set_card(self.card(c))
        self.fed = 0
        self.hand_no = obs.hand_no

    # -- decisions -----------------------------------------------------------------------------

    def choose(self, obs: Observation) -> Action:
        if obs.decision not in (Decision.CHOOSE_MODE, Decision.PLAY):
            return obs.legal_actions[0]  # cut, who deals: not part of the comparison
        if self.bot is None or getattr(self, "hand_no", -1) != obs.hand_no:
            self._new_hand(obs)
        if obs.decision is Decision.CHOOSE_MODE:
            return self._choose_mode(obs)
        self._catch_up(obs)
        tricks = [(list(zip([(t[0] + i * obs.rules.direction.step) % 4 for i in range(4)], t[1])), t[2])
                  for t in obs.tricks]
        table = [((obs.leader + i * obs.rules.direction.step) % 4, c) for i, c in enumerate(obs.trick)]
        gen = self.bot.choose_card(state=self.status(obs, tricks, table))
        choice = self.ours(next(gen))
        legal = {a.card: a for a in obs.legal_actions if a.kind is ActionKind.PLAY}
        if choice not in legal:
            self.illegal += 1
            allowed = [self.ours(c) for c in self.bot.allowed_cards(self.status(obs, tricks, table))]
            choice = next((c for c in allowed if c in legal), min(legal))
        self.bot.cards.remove(self.card(choice))
        return legal[choice]

    def _choose_mode(self, obs: Observation) -> Action:
        from schieber.trumpf import Trumpf

        gen = self.bot.choose_trumpf(geschoben=obs.pushed)
        trumpf = next(gen)
        if trumpf == Trumpf.SCHIEBEN:
            return Push() if Push() in obs.legal_actions else ChooseMode(Mode.OBENABE)
        if trumpf == Trumpf.OBE_ABE:
            return ChooseMode(Mode.OBENABE)
        if trumpf == Trumpf.UNDE_UFE:
            return ChooseMode(Mode.UNDENUFE)
        return ChooseMode(Mode(SUIT_NAMES.index(trumpf.name)))


def make(level: str, seed: int, budget: float | None, worlds: int | None = None) -> Player:
    return PackageBot(level, seed) if level in BOTS else _make(level, seed, budget, worlds)


def play_deal(args: tuple) -> tuple[DealResult, int]:
    a, b, seed, deal, swapped, budget, worlds = args
    rules = package_rules()
    state = new_state(rules, seed * 1_000_003 + deal, start_dealer=deal % 4)
    levels = [(a if (seat % 2 == 0) != swapped else b) for seat in range(4)]
    players = [make(level, seed * 7919 + deal * 13 + seat, budget, worlds) for seat, level in enumerate(levels)]
    times = play_first_hand(state, players, [("A:" if (s % 2 == 0) != swapped else "B:") + levels[s] for s in range(4)])
    result = state.results[0]
    cards = result.card_points
    pa, pb = (cards[0], cards[1]) if not swapped else (cards[1], cards[0])
    illegal = sum(p.illegal for p in players if isinstance(p, PackageBot))
    return DealResult(deal, swapped, (pa, pb), (pa, pb), times), illegal


def run_against_bots(a: str, b: str, deals: int, seed: int, budget: float | None = None, worlds: int | None = None,
                     jobs: int = 1) -> dict:
    """Duplicate deals between a JassDesk level or a package bot and another; the arena's summary."""
    tasks = [(a, b, seed, d, s, budget, worlds) for d in range(deals) for s in (False, True)]
    played = run_jobs(play_deal, tasks, jobs, f"{a} vs {b}: ", so_far=lambda done: share_so_far([r for r, _ in done]))
    results = [r for r, _ in played]
    illegal = sum(bad for _, bad in played)
    summary = summarize(results, a, b, target=1500)
    summary.update({"illegal_choices": illegal, "budget": budget, "seed": seed,
                    "worlds": worlds if worlds is None else str(worlds),
                    "rules": "schieber package rules: trump instead of following, Bauer exception, "
                             "no under-trumping"})
    return summary


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--a", default="expert", help="a JassDesk level or a package bot (challenge, greedy)")
    parser.add_argument("--b", default="challenge")
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--budget", type=float, default=None, help="the Expert's seconds per decision")
    parser.add_argument("--worlds", default=None,
                        help="the Expert's sampled worlds per decision, or 'app' for what the app's 0.8 s buys")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    try:
        worlds = resolve_worlds(args.worlds, Game.SCHIEBER)
    except ValueError as error:
        parser.error(str(error))
    summary = run_against_bots(args.a, args.b, args.deals, args.seed, args.budget, worlds, args.jobs)
    if args.json:
        print(json.dumps(summary, indent=2))
        return 0
    lo, hi = summary["share_a_ci95"]
    print(f"{args.a} vs {args.b}: {summary['deals']} duplicate deals ({summary['hands']} hands), card points")
    print(f"  {args.a}: {100 * summary['share_a']:.1f}% (95% CI {100 * lo:.1f}-{100 * hi:.1f})")
    for key, t in summary["decision_time"].items():
        print(f"  {key}: {t['decisions']} decisions, median {1000 * t['median_s']:.1f} ms, "
              f"p95 {1000 * t['p95_s']:.1f} ms")
    print(f"  bot choices the JassDesk engine refused (replaced by a legal card): {summary['illegal_choices']}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

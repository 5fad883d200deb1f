"""What the AI must know of one game: the small interface each game's AI module implements.

The levels (:mod:`~jassdesk.ai.beginner`, :mod:`~jassdesk.ai.medium`,
:mod:`~jassdesk.ai.expert`), the hints and the explanations are shared by
every game; whatever differs between games (whom to let deal, which
announcements go with a card, a level's habits in play, the Expert's
simulation and trump choice) sits behind :class:`GameAI`, one subclass per
game in the game's own module (:mod:`~jassdesk.ai.schieber`,
:mod:`~jassdesk.ai.schmaus`), found through :func:`jassdesk.ai.games.game_ai`.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Callable, ClassVar, Literal, Protocol

from jassdesk.engine.actions import Action, ActionKind, Play
from jassdesk.engine.determinize import World
from jassdesk.engine.observe import Observation
from jassdesk.engine.rules import Game, Rules
from jassdesk.engine.weis import Weis

from .explain import Reason, figure
from .solver import SchieberEndgame


# What a game's hooks may use of the player they decide for.  The levels are built on the games (a level
# asks ``game_ai(obs.game)`` for its habits), so the games name only these faces of them, never the classes.

class PlayingSeat(Protocol):
    """Any level the hooks play for: its name and its own random numbers (a level's habits may be noisy)."""

    level: ClassVar[str]
    rng: random.Random


class SimplePlayer(PlayingSeat, Protocol):
    """The Beginner, whose card the game plays with its own announcements."""

    def simple_card(self, obs: Observation) -> int: ...


class Searcher(Protocol):
    """The Expert as a game's search sees it: its random numbers, how many worlds a choice may take, and whether
    it searches on the compiled core (None: as the process's switch says, :mod:`~jassdesk.ai.fast_core`)."""

    rng: random.Random
    choice_worlds: int
    fast: bool | None


def legal_cards(obs: Observation) -> list[int]:
    """The cards the seat may play now, lowest index first."""
    return sorted({int(a.card) for a in obs.legal_actions if a.kind is ActionKind.PLAY})  # type: ignore[attr-defined]


@dataclass(frozen=True)
class SearchSize:
    """How much one Expert decision searches, in sampled worlds: a card, and a choice (a mode or push, a bid).

    A choice simulates a whole hand for every option in each world, so the same thinking time buys far
    fewer worlds there than for a card.
    """

    card: int
    choice: int

    def __str__(self) -> str:
        return f"{self.card} per card, {self.choice} per choice"


@dataclass
class CardSearch:
    """One card decision as the Expert searches it, set up by the game.

    ``simulate(world, card, rnd)`` plays ``card`` in a sampled world and
    finishes the hand; it returns the point difference for the seat's side.
    ``exact`` holds solved values per card where the game can solve the
    position outright (then no world is sampled).  ``kernel`` describes the
    same simulation to the compiled core (:mod:`~jassdesk.ai.fast_core`'s
    ``*_kernel`` functions), which then searches instead of ``simulate``.
    """

    cards: list[int]
    simulate: Callable[[World, int, Callable[[], float]], float]
    penalties: dict[int, float] = field(default_factory=dict)  # points charged to a card (kept for a Weis)
    prune: bool = False  # drop clearly worse cards as the worlds come in
    exact: dict[int, float] | None = None
    kernel: tuple | None = None


#: how likely the others' open choices make a sampled world, in [0, 1] (:mod:`~jassdesk.ai.experimental`)
WorldLikelihood = Callable[[World], float]


@dataclass(frozen=True)
class PlayRules:
    """What the inference from the play (:mod:`~jassdesk.ai.experimental`, off by default) needs of a game to
    replay its past card decisions."""

    legal: Callable[[int, list[int], int], int]  # (hand, trick so far, trick index) -> the legal cards (mask)
    trick_mode: Callable[[int], int]  # trick index -> the trick mode (0..5) that ranks and scores it
    # the club player's model, where the game has one: his card for an observation and its legal cards, and
    # the cards a card played onto a trick shows its player not to hold (the voids he had shown by then)
    club_card: Callable[[Observation, list[int]], int] | None = None
    exclusions: Callable[[list[int], int], int] | None = None
    # what the compiled core's legality (the kernel's game) takes besides the hand and the trick, for a trick
    # index: the stock's size then where there is one (Schmaus), else nothing (0)
    core_legal_arg: Callable[[int], int] | None = None
    # the club model's past decision as the compiled core replays it (what of the player's observation then does
    # not depend on his hand), where the game's club player has a port in the core; None: weighed in Python
    club_core: Callable[[Observation], tuple] | None = None


@dataclass
class Tally:
    """Simulated values of one choice summed, and how many (or how much weight): a search's raw result.

    Kept as a sum rather than a mean so that the parts of one search run in
    several processes (:mod:`~jassdesk.ai.search_pool`) add up exactly.
    """

    total: float = 0.0
    samples: float = 0

    @property
    def mean(self) -> float:
        return self.total / self.samples if self.samples else 0.0

    def absorb(self, other: Tally) -> None:
        """Add another part of the same search."""
        self.total += other.total
        self.samples += other.samples


class GameAI:
    """The AI's game-specific policies for one game; shared code reaches them through :func:`game_ai`."""

    game: ClassVar[Game]

    # -- the arena -------------------------------------------------------------

    arena_presets: ClassVar[dict[str, Callable[..., Rules]]]  # preset name -> rules maker
    arena_count: ClassVar[Literal["cards", "all"]] = "cards"  # the points measured by default
    arena_penalties: ClassVar[bool] = False  # each player alone and judged by a penalty: levels rotate over seats
    arena_unit: ClassVar[Literal["hand", "partie"]] = "hand"  # what one deal of the arena plays
    # What the app's thinking time (expert.DEFAULT_BUDGET, both cores searching) buys in this game: the arena's
    # ``--worlds app``, so that a strength measured "at the app's budget" does not depend on the load of the
    # machine that measures it.  Each game states its own: the median worlds the pooled search of the app
    # sampled in 0.8 s over every searched decision of whole hands on the reference machine (2 cores, quiet),
    # ``python benchmarks/parallel_search.py --every-decision`` (which prints it beside the stated figure).
    app_budget_worlds: ClassVar[SearchSize]

    # -- every level ---------------------------------------------------------

    def choose_dealer(self, obs: Observation) -> Action:  # pragma: no cover - abstract
        """Whom the winner of the draw lets deal."""
        raise NotImplementedError

    def weis_fits(self, obs: Observation, action: Play, prefer_weis: Weis | None) -> bool:  # pragma: no cover
        """Does ``action`` carry the announcements worth making with its card?"""
        raise NotImplementedError

    def play_action(self, obs: Observation, card: int, prefer_weis: Weis | None = None) -> Action:
        """The legal action for ``card`` with the announcements worth making (Stöck always)."""
        options = [a for a in obs.legal_actions if a.kind is ActionKind.PLAY and a.card == card]  # type: ignore
        if not options:
            raise ValueError(f"card {card} is not playable now")
        return max(options, key=lambda a: (self.weis_fits(obs, a, prefer_weis), bool(a.stoeck)))  # type: ignore

    # -- the levels' habits --------------------------------------------------

    beginner_mistake_rate: ClassVar[float] = 0.25  # the Beginner's share of careless cards (any legal card)

    def heuristic_choice(self, player: PlayingSeat, obs: Observation) -> Action | None:
        """The Beginner's or Medium player's answer to the mode decision where the game has its own
        (Coiffeur's rows); None leaves it to the level's trump choice."""
        return None

    def beginner_play(self, player: SimplePlayer, obs: Observation) -> Action:  # pragma: no cover
        raise NotImplementedError

    def medium_play(self, player: PlayingSeat, obs: Observation) -> Action:  # pragma: no cover
        raise NotImplementedError

    # -- the Expert (and the hints, which search as it does) -----------------

    def special_action(self, obs: Observation) -> Action | None:
        """A decision of the play phase that is not a card (e.g. exchanging the trump 6), if one is wise now."""
        return None

    def expert_weis(self, obs: Observation) -> Weis | None:
        """The Weis the Expert announces with its card, where the game lets him pick one."""
        return None

    def weis_cards(self, obs: Observation) -> int:
        """Cards the Expert keeps back for a Weis (mask); none by default."""
        return 0

    def bid_tallies(self, expert: Searcher, obs: Observation,
                    budget: float) -> dict[Action, Tally]:  # pragma: no cover - abstract
        """What each bid is worth to the seat, where the game has bids (by simulating the hand in sampled worlds)."""
        raise NotImplementedError

    def card_search(self, expert: Searcher, obs: Observation,
                    include_weis_cards: bool) -> CardSearch:  # pragma: no cover - abstract
        raise NotImplementedError

    def world_likelihood(self, obs: Observation) -> WorldLikelihood | None:
        """How likely the others' open choices (a trump named, a push) make a sampled world, in [0, 1]: the
        Expert keeps each world with that probability; None: keep all (always, while the switches of
        :mod:`~jassdesk.ai.experimental` are off)."""
        return None

    def play_rules(self, obs: Observation) -> PlayRules | None:
        """Legality and trick modes for replaying the others' past cards (the inference from the play,
        :mod:`~jassdesk.ai.experimental`, off by default); None: the Expert draws none in this game."""
        return None

    def mode_tallies(self, expert: Searcher, obs: Observation,
                     budget: float) -> dict[Action, Tally]:  # pragma: no cover - abstract
        """Point difference for the seat's side of each mode choice (and of pushing), summed over simulations."""
        raise NotImplementedError

    # -- explanations --------------------------------------------------------

    dealer_reason: ClassVar[str] = "choose_dealer"  # the explanation template for the dealer choice

    def decision_reason(self, obs: Observation, action: Action) -> "Reason | None":
        """Why an action that is neither a card nor a mode, where the game explains it itself (e.g. a bid)."""
        return None

    def card_reason(self, obs: Observation, card: int, value: float, worlds: int) -> "Reason | None":
        """Why the recommended card, where the game says it better than the shared features (None: it does not)."""

    def mode_reason(self, obs: Observation, action: Action, value: float) -> "Reason | None":
        """Why the recommended mode decision, where the game says it its own way (Coiffeur's rows)."""
        return None

    def figure_reason(self, obs: Observation, card: int, value: float, worlds: int, exact: bool) -> Reason:
        """The search's figure for the recommended card, the hint's detail line: by default the expected point
        difference for the person's side (a game without sides, such as Differenzler, says its own)."""
        return figure(card, value, worlds, exact)

    #: does the review solve this game's last tricks exactly (with :meth:`endgame_solver`)?
    solves_endgame: ClassVar[bool] = False

    def endgame_solver(self, obs: Observation) -> tuple[SchieberEndgame, int]:  # pragma: no cover - abstract
        """The exact solver of this hand's last tricks (its mode chosen), with the sign that turns its value
        into the seat's, for the review's exact endgame (only where :attr:`solves_endgame`)."""
        raise NotImplementedError

    #: does a line that takes more points serve the seat better (not in Differenzler: it can overshoot the bid)?
    more_points_better: ClassVar[bool] = True

    def weis_reason(self, obs: Observation, action: Action) -> "Reason | None":
        """Why the announcement that goes with the recommended card, if it needs saying."""
        return None

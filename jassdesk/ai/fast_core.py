"""The Expert's compiled search core, where it was built: which path the search takes, and the glue to it.

A card decision of the Expert spends nearly all its time sampling worlds and playing them out (the rollouts
and the double-dummy end of :mod:`~jassdesk.ai.schieber_rollout`, :mod:`~jassdesk.ai.schmaus_rollout`,
:mod:`~jassdesk.ai.differenzler_rollout`, :mod:`~jassdesk.ai.solver`).  ``_fastcore`` (``_fastcore.c``, an
optional C extension: ``pip install`` builds it where a compiler is found and goes on without it where none
is) does the same work line by line, about a tenth of the CPU time for a whole decision
(``benchmarks/cpu_per_decision.py``).  The Python modules stay the reference and the fallback.

The same decisions, not only as good ones: the core draws from random.Random's own Mersenne Twister.  A
search lends the core its generator's state (:func:`borrowed`), the core samples the worlds
(:func:`~jassdesk.engine.determinize.deal_constraints`, the same shuffles and choices as
:func:`~jassdesk.engine.determinize.sample_world`) and plays them with the same random draws as the Python
rollouts, and the state is given back: from the same seed the two paths sum the same values for every card,
mode and bid (tests/ai/test_fast_core.py, thousands of positions per game).  Where a world is sampled in
Python (the experimental readings of the others' open choices, the club model of the inference from the play),
Python draws from the core's generator (:class:`CoreRandom`) and the core plays the world out (:func:`simulate`);
the inference from the play with its rollout model is weighed in the core (:func:`search_cards`' ``weigher``).

``JASSDESK_PURE_PYTHON=1`` in the environment, or :func:`set_enabled` (the benchmark and the equivalence
tests), makes every search take the Python path.
"""

from __future__ import annotations

import logging
import os
import random
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any, Iterator, Sequence

from jassdesk.engine.card_play import BAUER_BIT, LOWER_TRUMPS, SchieberFlags
from jassdesk.engine.cards import N_RANKS, SUIT_MASKS, Rank
from jassdesk.engine.determinize import WEIS_ATTEMPTS, InconsistentObservation, deal_constraints
from jassdesk.engine.modes import STRENGTH, TRICK_MODES, WIN_KEY, POINTS
from jassdesk.engine.observe import Observation
from jassdesk.engine.weis import four_of_a_kind_points

if TYPE_CHECKING:  # pragma: no cover
    from .game_ai import Searcher
    from .solver import SchieberEndgame

log = logging.getLogger(__name__)

PURE_ENV = "JASSDESK_PURE_PYTHON"  # set (to anything but "" or "0"): every search in Python

try:
    from . import _fastcore as _core  # type: ignore[attr-defined]
    _MISSING = ""
except ImportError as exc:  # not built here (no compiler at install time) or built for another Python
    _core = None
    _MISSING = str(exc)

_enabled = os.environ.get(PURE_ENV, "") in ("", "0")

# the kinds of card search the core knows (``_fastcore.c``'s Kernel)
SCHIEBER, COIFFEUR, DIFFERENZLER, SCHMAUS = 0, 1, 2, 3


def _configure() -> None:
    """Hand the engine's tables to the core once: the rules have one source, the engine's modules."""
    from .schmaus_rollout import weis_entries

    weis = [weis_entries(trump) for trump in range(4)]
    _core.configure(POINTS, STRENGTH, WIN_KEY, TRICK_MODES, LOWER_TRUMPS, SUIT_MASKS, BAUER_BIT, weis,
                    InconsistentObservation)


if _core is not None:
    _configure()


def available() -> bool:
    """Was the compiled core built and loaded?"""
    return _core is not None


def active() -> bool:
    """Do searches take the compiled path now (built, and not switched off)?"""
    return _core is not None and _enabled


def set_enabled(on: bool) -> None:
    """Switch the compiled path on or off for this process (off: the Python reference, as without the core)."""
    global _enabled
    _enabled = on


def path_name() -> str:
    """Which path the search takes, in a few words: for ``jassdesk --version`` and the log."""
    if _core is None:
        return "pure Python (the compiled search core is not built)"
    if not _enabled:
        return f"pure Python ({PURE_ENV} is set)"
    return "compiled core (C)"


def log_path() -> None:
    """Say in the log which path the search takes, and why the core is missing where it is."""
    log.info("AI search: %s", path_name())
    if _core is None:
        log.info("the compiled search core could not be loaded: %s", _MISSING)


def core_for(searcher: "Searcher") -> Any:
    """The core module if ``searcher`` searches on it (its ``fast``: None follows the process's switch)."""
    wanted = getattr(searcher, "fast", None)
    if _core is None or not (_enabled if wanted is None else wanted):
        return None
    return _core


# -- the generator a search lends the core -------------------------------------------------------------------

@contextmanager
def borrowed(rng: random.Random) -> Iterator[Any]:
    """The core's generator in ``rng``'s state for the duration of a search; ``rng`` then goes on from where the
    core left it, as if the search had drawn from it directly."""
    version, state, gauss = rng.getstate()
    generator = _core.Random(state)
    try:
        yield generator
    finally:
        rng.setstate((version, generator.getstate(), gauss))


class CoreRandom(random.Random):
    """random.Random's methods (shuffle, choice, choices) drawing from the core's generator: for the worlds
    that are sampled in Python during a search on the core, so that both draw from one stream."""

    def __init__(self, generator: Any) -> None:
        super().__init__(0)
        self._generator = generator

    def random(self) -> float:  # type: ignore[override]
        return self._generator.random()

    def getrandbits(self, k: int) -> int:  # type: ignore[override]
        return self._generator.getrandbits(k)


# -- what a search hands the core ---------------------------------------------------------------------------

def deal_of(obs: Observation) -> tuple:
    """The constraints of ``obs``'s worlds for the core's sampler (what
    :func:`~jassdesk.engine.determinize.sample_world` honours: the unseen cards, voids, known cards, the turned
    trump, and the announced Weis whose cards are still hidden)."""
    cards, need, allowed = deal_constraints(obs)
    n = len(obs.hand_sizes)
    turned = -1 if obs.turned is None else int(obs.turned)
    hidden = tuple((seat, tuple(points)) for seat, points in obs.unshown_weis)
    fours = tuple(four_of_a_kind_points(Rank(r), obs.game) for r in range(N_RANKS))
    played_by = tuple(obs.played_by) + (0,) * (4 - n)
    return (n, obs.seat, obs.hand, tuple(obs.known[:n]), tuple(need), tuple(allowed), tuple(cards),
            int(bool(obs.stock_size)), turned, hidden, played_by, fours, WEIS_ATTEMPTS)


def flags_of(flags: SchieberFlags) -> tuple[int, int, int, int]:
    return (int(flags.trump_instead), int(flags.bauer_exception), int(flags.trumpfzwang), int(flags.undertrump_ban))


def _kernel(kind: int, obs: Observation, flags: SchieberFlags | None, explore: float, extra: tuple) -> tuple:
    return (kind, int(obs.mode), obs.leader, tuple(int(c) for c in obs.trick), len(obs.tricks), obs.step,
            flags_of(flags) if flags is not None else (0, 0, 0, 0), obs.seat, explore, extra)


def schieber_kernel(obs: Observation, flags: SchieberFlags, explore: float, exact_tricks: int, side: int,
                    solve_from: int, policy: int = 0) -> tuple:
    """SchieberAI.card_search's simulation: the rollout (or the solve from ``solve_from`` tricks left), with the
    rollout's ``policy`` flags (ai/rollout: SURE_LEADS, SAFE_SMEAR)."""
    return _kernel(SCHIEBER, obs, flags, explore, (side, exact_tricks, solve_from, policy))


def coiffeur_kernel(obs: Observation, flags: SchieberFlags, explore: float, exact_tricks: int, chooser_side: int,
                    lost_before: bool, bonus: int, sign: int) -> tuple:
    """CoiffeurAI.card_search's simulation: the choosing team's points and its match, signed for the seat."""
    return _kernel(COIFFEUR, obs, flags, explore, (chooser_side, exact_tricks, int(lost_before), bonus, sign))


def differenzler_kernel(obs: Observation, flags: SchieberFlags, explore: float, max_bid: int) -> tuple:
    """DifferenzlerAI.card_search's simulation: every seat to its bid, the seat's penalty."""
    bids = tuple(-1 if b is None else b for b in obs.bids)
    return _kernel(DIFFERENZLER, obs, flags, explore,
                   (bids, tuple(obs.played_by), tuple(obs.card_points), obs.bids[obs.seat],
                    int(obs.rules.options.exact_bonus), max_bid))


def schmaus_kernel(obs: Observation, explore: float, context: tuple | None, match_bonus: int) -> tuple:
    """SchmausAI.card_search's simulation: with ``context`` (the bars and the trick's calls) the Weis rollout."""
    if context is None:
        return _kernel(SCHMAUS, obs, None, explore, (0, (-1, -1), (), 0))
    bars, calls = context
    return _kernel(SCHMAUS, obs, None, explore, (1, tuple(bars), tuple(calls), match_bonus))


def search_cards(generator: Any, deal: tuple, kernel: tuple, cards: Sequence[int], penalties: Sequence[float],
                 max_worlds: int, budget: float, prune_from: int, prune_doubling: bool,
                 prune_z: float, weigher: tuple | None = None) -> tuple[list, list, list[bool]]:
    """A card decision's worlds searched in the core: per card the summed values, the worlds and whether it was
    dropped as clearly worse (``prune_from`` 0: never).  With ``weigher`` (the inference from the play,
    :func:`~jassdesk.ai.experimental.core_weigher`) each world counts with its weight: the sums are then floats."""
    return _core.search_cards(generator, deal, kernel, list(cards), list(penalties), max_worlds,
                              _seconds(budget), prune_from, int(prune_doubling), prune_z, weigher)


def world_weight(weigher: tuple, kernel: tuple, hands: Sequence[int]) -> float:
    """A world's weight by the inference from the play, as the core's search weighs it (for the tests)."""
    return _core.world_weight(weigher, kernel, tuple(hands))


def _seconds(budget: float) -> float:
    """The core's time budget: -1 for none (a fixed number of worlds)."""
    return -1.0 if budget == float("inf") else max(0.0, budget)


def search_modes(generator: Any, deal: tuple, modes: Sequence[int], multipliers: Sequence[int], vorhand: int,
                 flags: SchieberFlags, step: int, side: int, partner: int, max_worlds: int, budget: float,
                 explore: float) -> tuple[list[int], int]:
    """Schieber's trump choice in the core: per mode (-1: pushing) the summed point differences, and the worlds."""
    return _core.search_modes(generator, deal, list(modes), list(multipliers), vorhand, flags_of(flags), step, side,
                              partner, max_worlds, _seconds(budget), explore)


def search_rows(generator: Any, deal: tuple, options: Sequence[tuple], receiver: int, receiver_options: Sequence[tuple],
                sign: int, expected: Sequence[tuple[float, float, float]], seat: int, flags: SchieberFlags, step: int,
                bonus: int, max_worlds: int, budget: float, explore: float) -> tuple[list[float], int]:
    """Coiffeur's row choice in the core: per option the summed change to the table, and the worlds."""
    return _core.search_rows(generator, deal, list(options), receiver, list(receiver_options), sign, list(expected),
                             seat, flags_of(flags), step, bonus, max_worlds, _seconds(budget), explore)


def search_bid(generator: Any, deal: tuple, mode: int, vorhand: int, flags: SchieberFlags, step: int, seat: int,
               bids: Sequence[int | None], max_bid: int, max_worlds: int, budget: float, min_worlds: int) -> list[int]:
    """Differenzler's bid in the core: the seat's points in each simulated world."""
    known = [-1 if b is None else b for b in bids]
    return _core.search_bid(generator, deal, mode, vorhand, flags_of(flags), step, seat, known, max_bid, max_worlds,
                            _seconds(budget), min_worlds)


def endgame_tallies(deal: tuple, cards: Sequence[int], leader: int, trick: Sequence[int], alive: int,
                    solver: "SchieberEndgame", limit: int, generator: Any, samples: int) -> tuple[list[int], int, bool]:
    """The last tricks solved exactly in the core (``solver``'s mode, side and objective): every card's value
    summed over every consistent world where there are at most ``limit``, else over ``samples`` sampled ones;
    the sums, the worlds solved and whether they were all."""
    return _core.endgame_tallies(deal, list(cards), leader, tuple(int(c) for c in trick), alive, solver.mode,
                                 flags_of(solver.flags), solver.step, solver.side, solver.against,
                                 tuple(solver.match_values), limit, generator, samples)


def schmaus_endgame(hands: tuple[int, int], trump: int, leader: int, trick: Sequence[int], match_owner: int | None,
                    match_bonus: int) -> tuple[int, dict[int, int]]:
    """:func:`~jassdesk.ai.solver.solve_schmaus_endgame` in the core: the same value and values per card."""
    owner = -1 if match_owner is None else match_owner
    return _core.schmaus_endgame(tuple(hands), trump, leader, tuple(int(c) for c in trick), owner, match_bonus)


def simulate(generator: Any, kernel: tuple, hands: Sequence[int], stock: Sequence[int], card: int) -> int:
    """One card in one world (sampled in Python), played out in the core."""
    return _core.simulate(generator, kernel, tuple(hands), tuple(stock), card)

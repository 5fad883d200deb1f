"""Why choose this mode, or push: what a Jass course teaches to count in a hand before choosing.

For a trump: how many trumps, the Bauer and the Nell, the Stöck, a Weis in the trump suit, the side aces and
the voids to trump in.  For Obenabe and Undenufe: the sure tricks from the top or the bottom (a suit that
runs As-König-Ober...), which no trump can cut.  For pushing (Schieben): why the hand is too weak (no suit of
three with its Bauer or Nell, few trumps, nothing that runs) and that the partner chooses.  After a push the
partner must choose: the best of his hand, and why.

Every fact is computed from the hand alone (:func:`trump_facts`, :func:`run_cards`), so each sentence is
true of the hand whatever the others hold; the cards are named through the
:class:`~jassdesk.ai.explain.Reason` fields, never typed.  This is the mode decision's reason, apart from the
card reasons of :mod:`jassdesk.ai.explain`; a game that says it its own way (Coiffeur's rows) answers first
through :meth:`~jassdesk.ai.game_ai.GameAI.mode_reason` and uses :func:`hand_reasons` and
:func:`weakness_reasons` for the hand.
"""

from __future__ import annotations

from typing import Iterable

from jassdesk.engine.actions import Action, Push
from jassdesk.engine.cards import N_RANKS, SUIT_MASKS, Rank
from jassdesk.engine.modes import BASE_MODES, TRUMP_ORDER, Mode
from jassdesk.engine.observe import Observation
from jassdesk.engine.rules import Game
from jassdesk.engine.weis import Weis, maximal_weis, stoeck_pair

from .explain import Reason
from .trump_choice import trump_score

MAX_FACTS = 3  # sentences after the choice itself: a teacher names the few that matter, not every card
FEW_SURE_TRICKS = 3  # a push names the sure tricks from the top and the bottom when neither end has more
FEW_TRUMPS = 3  # a push names its best trump's count when it has no more than this
TRUMP_LENGTH = 3  # a suit this long is a trump candidate when it holds its Bauer or Nell


def trumps_held(hand: int, suit: int) -> list[int]:
    """The hand's cards of ``suit``, strongest trump first (Bauer, Nell, As ... 6)."""
    return [suit * N_RANKS + r for r in reversed(TRUMP_ORDER) if hand >> (suit * N_RANKS + r) & 1]


def run_cards(hand: int, undenufe: bool) -> list[int]:
    """The cards that take a trick from the top (Obenabe) or the bottom (Undenufe) whatever the others hold:
    in each suit the As (or the 6), then each next card while every card above (below) it is in the hand."""
    out = []
    order = range(N_RANKS) if undenufe else range(N_RANKS - 1, -1, -1)
    for suit in range(4):
        for r in order:
            card = suit * N_RANKS + r
            if not hand >> card & 1:
                break
            out.append(card)
    return out


def sure_tricks(hand: int, undenufe: bool) -> int:
    """Tricks the hand takes from the top (Obenabe) or the bottom (Undenufe) of each suit, whatever the others hold."""
    return len(run_cards(hand, undenufe))


def side_aces(hand: int, trump: int) -> list[int]:
    """The As of each suit other than ``trump`` that the hand holds."""
    return [s * N_RANKS + Rank.AS for s in range(4) if s != trump and hand >> (s * N_RANKS + Rank.AS) & 1]


def void_suits(hand: int, trump: int) -> list[int]:
    """The suits other than ``trump`` the hand holds no card of: the hand may trump them the first time."""
    return [s for s in range(4) if s != trump and not hand & SUIT_MASKS[s]]


def holds_stoeck(hand: int, trump: int) -> bool:
    """Both König and Ober of ``trump``: the Stöck, 20 points."""
    king, ober = stoeck_pair(trump)
    return bool(hand >> king & 1 and hand >> ober & 1)


def trump_weis(hand: int, game: Game, trump: int) -> Weis | None:
    """The hand's longest sequence Weis in the ``trump`` suit (it wins a tie against an equal Weis), if any."""
    sequences = [w for w in maximal_weis(hand, game) if w.suit is not None and int(w.suit) == trump]
    return max(sequences, key=lambda w: (w.length, w.top_rank), default=None)


def best_trump(hand: int, length: int = 2, suits: Iterable[int] = range(4)) -> int:
    """The suit among ``suits`` with ``length`` cards or more that the hand-strength score likes best as
    trump (the caller makes sure there is one: a hand of nine has a suit of three)."""
    suits = [s for s in suits if (hand & SUIT_MASKS[s]).bit_count() >= length]
    return max(suits, key=lambda s: (trump_score(hand, s), -s))


def must_choose(obs: Observation) -> bool:
    """Has the choice been pushed to this seat, so it must choose (Schieber's partner, Coiffeur's last)?"""
    return Push() not in obs.legal_actions and (obs.pushed or bool(obs.pushers))


def trump_facts(obs: Observation, trump: int) -> list[Reason]:
    """What the hand brings to ``trump`` beyond the count, the most important first."""
    hand = obs.hand
    facts: list[Reason] = []
    bauer, nell = trump * N_RANKS + Rank.UNDER, trump * N_RANKS + Rank.NINE
    has_bauer, has_nell = bool(hand >> bauer & 1), bool(hand >> nell & 1)
    if has_bauer and has_nell:
        facts.append(Reason("trump_bauer_nell", cards=(bauer, nell)))
    elif has_bauer:
        facts.append(Reason("trump_bauer", card=bauer))
    elif has_nell:
        facts.append(Reason("trump_nell", card=nell))
    if holds_stoeck(hand, trump):
        facts.append(Reason("trump_stoeck", cards=stoeck_pair(trump)))
    weis = trump_weis(hand, obs.game, trump) if obs.rules.weis else None
    if weis is not None:
        facts.append(Reason("trump_weis", params={"weis": weis}))
    aces = side_aces(hand, trump)
    if aces:
        facts.append(Reason("side_aces", cards=tuple(aces)))
    voids = void_suits(hand, trump)
    if voids:
        facts.append(Reason("trump_void", suit=voids[0]))
    return facts[:MAX_FACTS]


def both_ends(hand: int) -> list[int]:
    """The cards no card beats from the top or from the bottom (Slalom and Guschti play both), each once."""
    top = run_cards(hand, undenufe=False)
    return top + [c for c in run_cards(hand, undenufe=True) if c not in top]


def hand_reasons(obs: Observation, mode: Mode) -> tuple[Reason, ...]:
    """The hand's case for ``mode`` as sentences of their own (a Coiffeur row's reason follows its row)."""
    if mode.is_trump_mode:
        trumps = trumps_held(obs.hand, int(mode))
        lead = (Reason("hand_trumps", cards=tuple(trumps), params={"trumps": len(trumps)}),) if trumps else ()
        return lead + tuple(trump_facts(obs, int(mode)))
    if mode.changes_direction:
        cards = both_ends(obs.hand)
        return (Reason("hand_both_ends", cards=tuple(cards)),) if cards else ()
    undenufe = mode == Mode.UNDENUFE
    cards = run_cards(obs.hand, undenufe)
    if not cards:
        return ()
    return (Reason("hand_runs", cards=tuple(cards),
                   params={"tricks": len(cards), "end": "bottom" if undenufe else "top"}),)


def trump_candidates(hand: int) -> list[int]:
    """The suits of three cards or more that hold their Bauer or their Nell: what a course calls a trump."""
    return [s for s in range(4) if (hand & SUIT_MASKS[s]).bit_count() >= TRUMP_LENGTH and
            ((hand >> (s * N_RANKS + Rank.UNDER)) & 1 or (hand >> (s * N_RANKS + Rank.NINE)) & 1)]


def weakness_reasons(obs: Observation, modes: Iterable[Mode] | None = None) -> tuple[Reason, ...]:
    """Why the hand is too weak to choose among ``modes`` (default: every mode of one direction): no trump
    with its Bauer or Nell, few trumps or no Bauer in the best one, few sure tricks from the top and the
    bottom.  Coiffeur passes the modes its open rows take, so a push never speaks of a row already played."""
    hand = obs.hand
    open_modes = set(BASE_MODES if modes is None else modes)
    suits = [s for s in range(4) if Mode.of_trump(s) in open_modes]
    out: list[Reason] = []
    if suits and not trump_candidates(hand):
        out.append(Reason("push_no_bauer_nell"))
    playable = [s for s in suits if (hand & SUIT_MASKS[s]).bit_count() >= 2]
    if playable:
        length = TRUMP_LENGTH if any((hand & SUIT_MASKS[s]).bit_count() >= TRUMP_LENGTH for s in playable) else 2
        trump = best_trump(hand, length, playable)
        trumps = trumps_held(hand, trump)
        params = {"trumps": len(trumps)}
        if len(trumps) <= FEW_TRUMPS:
            out.append(Reason("push_best_trump", cards=tuple(trumps), mode=Mode.of_trump(trump), params=params))
        elif not out and not hand >> (trump * N_RANKS + Rank.UNDER) & 1:
            out.append(Reason("push_no_bauer", cards=tuple(trumps), mode=Mode.of_trump(trump), params=params))
    if any(not m.is_trump_mode for m in open_modes):
        top, bottom = sure_tricks(hand, undenufe=False), sure_tricks(hand, undenufe=True)
        if top == bottom == 0:
            out.append(Reason("push_no_runs"))
        elif max(top, bottom) <= FEW_SURE_TRICKS:
            out.append(Reason("push_runs", params={"top": top, "bottom": bottom}))
    return tuple(out)


def _trump_choice(obs: Observation, mode: Mode, pushed: bool) -> Reason | None:
    trumps = trumps_held(obs.hand, int(mode))
    if len(trumps) < 2:
        return None
    return Reason("pushed_trumps" if pushed else "choose_mode_trumps", cards=tuple(trumps), mode=mode,
                  params={"trumps": len(trumps)}, extra=tuple(trump_facts(obs, int(mode))))


def _run_choice(obs: Observation, mode: Mode, pushed: bool) -> Reason | None:
    undenufe = mode == Mode.UNDENUFE
    cards = run_cards(obs.hand, undenufe)
    end = "bottom" if undenufe else "top"
    if len(cards) == 1:
        return Reason("pushed_sure_one" if pushed else "choose_mode_sure_one", card=cards[0], mode=mode,
                      params={"end": end})
    if cards:
        return Reason("pushed_runs" if pushed else "choose_mode_slalom", cards=tuple(cards), mode=mode,
                      params={"tricks": len(cards), "end": end})
    return None


def explain_mode(obs: Observation, action: Action, best_mode: Mode | None = None,
                 value: float | None = None) -> Reason:
    """Why choose this mode (or push), from the hand: see the module's docstring.  ``best_mode`` is no longer
    needed (a push says why the hand is weak, not which mode it would have been); ``value`` is the search's
    figure, said only when the hand shows nothing to name."""
    if isinstance(action, Push):
        return Reason("push", extra=weakness_reasons(obs))
    mode: Mode = action.mode  # type: ignore[attr-defined]
    pushed = must_choose(obs)
    if mode.is_trump_mode:
        reason = _trump_choice(obs, mode, pushed)
    elif mode.changes_direction:
        cards = both_ends(obs.hand)
        reason = Reason("choose_mode_both_ends", cards=tuple(cards), mode=mode) if cards else None
    else:
        reason = _run_choice(obs, mode, pushed)
    if reason is not None:
        return reason
    # the hand shows nothing to name: say what the search found
    return Reason("choose_mode_search", mode=mode, params={"value": f"{value or 0:+.0f}"})


__all__ = ["best_trump", "both_ends", "explain_mode", "hand_reasons", "holds_stoeck", "must_choose", "run_cards",
           "side_aces", "sure_tricks", "trump_candidates", "trump_facts", "trump_weis", "trumps_held", "void_suits",
           "weakness_reasons"]

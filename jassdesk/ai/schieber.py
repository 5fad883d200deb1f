"""The AI's Schieber: partners, the trump choice, and the habits of a club player.

Medium: draw trumps when strong, lead master cards, give points to the
partner's safe trick (schmieren), take valuable tricks cheaply, follow the
partner's signals (his first lead shows a strong suit, his first discard a
weak one), play the last two cards on purpose.  Expert: greedy rollouts that lead
and feed the partner as a club player does (ai/rollout's SURE_LEADS and SAFE_SMEAR),
the last two tricks double dummy; the trump choice simulates whole hands for every
mode and for pushing.  All Weis are announced with the first card.
"""

from __future__ import annotations

import time
from dataclasses import replace
from typing import Callable

from jassdesk.engine.actions import Action, ActionKind, ChooseDealer, Play, Push
from jassdesk.engine.card_play import SchieberFlags, schieber_exclusions, schieber_legal
from jassdesk.engine.cards import N_RANKS, SUIT_MASKS
from jassdesk.engine.determinize import World, sample_world
from jassdesk.engine.modes import POINTS, STRENGTH, TRICK_MODES, Mode
from jassdesk.engine.observe import Observation
from jassdesk.engine.rules import Game, Rules
from jassdesk.engine.weis import Weis

from . import fast_core, knowledge
from .explain import Reason
from .game_ai import (CardSearch, GameAI, PlayingSeat, PlayRules, SearchSize, Searcher, SimplePlayer, Tally,
                      WorldLikelihood, legal_cards)
from .rollout import SAFE_SMEAR, SURE_LEADS
from .schieber_rollout import EXPLORE as ROLLOUT_EXPLORE_CHOICE, schieber_rollout
from .solver import SchieberEndgame, solve_schieber_tricks
from .trump_choice import best_mode



# The card search's rollouts (docs/ai.md "A stronger Expert: what was tried"): the last two tricks solved double
# dummy, which gained at equal time against the Medium (+1.5 points, +0.3 to +2.6, 150 deal pairs; a decision
# costs 1.37 times one with only the last trick exact; three exact tricks cost 5.25 times and lost 1.5 points
# at equal time), one card in seven at random (one in twenty: 49.8%, no gain).
EXACT_TRICKS = 2
# from this many tricks left (the one being played counted), a card decision's worlds are solved double dummy
# to the end, the cards already on the table included, instead of being finished by the rollout: 3 against 1
# (1 is the rollout throughout) took 50.2% (49.9-50.4) in self-play, 250 deal pairs, for 3% more time: no gain
# shown, so off (docs/ai.md "A stronger Expert: what was tried"); 4 costs 21 times as much at those decisions
SOLVE_FROM = 1
ROLLOUT_EXPLORE = 0.15
# the card search's rollouts with the rules of ai/rollout (its SURE_LEADS | SAFE_SMEAR flags; 0: the greedy policy
# alone), read at each decision.  Both, at equal CPU (3,600 worlds against 3,800): +0.4 points against the Medium
# (+0.05 to +0.82, 1,200 deal pairs), +0.35 against the ChallengePlayer (-0.06 to +0.76, 1,200), 50.6% (50.1-51.1)
# in self-play (600); docs/ai.md "A better rollout policy"
ROLLOUT_POLICY = SURE_LEADS | SAFE_SMEAR
CHOICE_INFERENCE = False  # keep the worlds that fit the others' trump choice (ai/experimental)
# keep the worlds that fit the others' silence about Weis (ai/experimental): +0.2 points against the Medium
# (-0.5 to +0.8, 300 deal pairs), no gain shown, so off (docs/ai.md "A stronger Expert: what was tried")
WEIS_INFERENCE = False


class SchieberAI(GameAI):
    game = Game.SCHIEBER
    arena_presets = {"seed": Rules.schieber_seed, "standard": Rules.schieber_swiss, "swiss": Rules.schieber_swiss}
    arena_count = "cards"  # Weis and Stöck are mostly luck of the deal: strength shows in the card points
    # a partner's cards hide many of the Beginner's errors: at one in four the Medium took only 54% against him
    beginner_mistake_rate = 0.45
    # checked: the pooled median over every searched decision of 40 (cards) and 40 (trump) points, 4,422 and 2,127,
    # with one exact trick; two exact tricks make a card decision 1.37 times as costly (interleaved on one core,
    # 162 decisions at 300 worlds and 79 at 2,000), so 0.8 s bought 4,400 / 1.37 of them; the leaner rollout and
    # solver of 2026-12-02 cost 0.83 times as much a card decision and 0.74 a trump choice (paired runs against
    # the code before, docs/ai.md "Both cores"): 3,200 / 0.83 and 2,100 / 0.74
    app_budget_worlds = SearchSize(card=3800, choice=2800)

    def choose_dealer(self, obs: Observation) -> Action:
        return ChooseDealer((obs.seat - obs.step) % len(obs.hand_sizes))  # so that I am the Vorhand

    def weis_fits(self, obs: Observation, action: Play, prefer_weis: Weis | None) -> bool:
        return bool(action.weis)  # every Weis held goes with the first card

    # -- the levels' habits --------------------------------------------------

    def beginner_play(self, player: SimplePlayer, obs: Observation) -> Action:
        return self.play_action(obs, player.simple_card(obs))

    def medium_play(self, player: PlayingSeat, obs: Observation) -> Action:
        cards = legal_cards(obs)
        return self.play_action(obs, medium_card(obs, cards))

    # -- the Expert ------------------------------------------------------------

    def card_search(self, expert: Searcher, obs: Observation, include_weis_cards: bool) -> CardSearch:
        flags = SchieberFlags.of(obs.rules)
        side = obs.seat % 2
        tricks_left = 9 - len(obs.tricks)
        policy = ROLLOUT_POLICY
        kernel = fast_core.schieber_kernel(obs, flags, ROLLOUT_EXPLORE, EXACT_TRICKS, side, SOLVE_FROM, policy)
        if tricks_left <= SOLVE_FROM:
            mode = int(obs.mode)

            def solve(world: World, card: int, rnd: Callable[[], float]) -> float:
                hands = list(world.hands)
                hands[obs.seat] &= ~(1 << card)
                return solve_schieber_tricks(hands, mode, obs.leader, tuple(obs.trick) + (card,), tricks_left, flags,
                                             obs.step, side)

            return CardSearch(legal_cards(obs), solve, kernel=kernel)

        def simulate(world: World, card: int, rnd: Callable[[], float]) -> float:
            hands = list(world.hands)
            hands[obs.seat] &= ~(1 << card)
            trick = list(obs.trick) + [card]
            pts = schieber_rollout(hands, int(obs.mode), obs.leader, trick, len(obs.tricks), flags, obs.step, rnd,
                                   ROLLOUT_EXPLORE, exact_tricks=EXACT_TRICKS, side=side, policy=policy)
            return pts[side] - pts[1 - side]

        return CardSearch(legal_cards(obs), simulate, kernel=kernel)

    def play_rules(self, obs: Observation) -> PlayRules:
        flags = SchieberFlags.of(obs.rules)
        mode = int(obs.mode)
        return replace(schieber_play_rules(obs), club_card=medium_card, club_core=medium_core_view,
                       exclusions=lambda trick, card: schieber_exclusions(trick, card, mode, flags))

    def world_likelihood(self, obs: Observation) -> WorldLikelihood | None:
        if not (CHOICE_INFERENCE or WEIS_INFERENCE):
            return None
        from .experimental import product, schieber_choice_likelihood, silent_weis_likelihood

        return product(schieber_choice_likelihood(obs) if CHOICE_INFERENCE else None,
                       silent_weis_likelihood(obs) if WEIS_INFERENCE else None)

    solves_endgame = True

    def endgame_solver(self, obs: Observation) -> tuple[SchieberEndgame, int]:
        """The difference of the teams' card points, and the match for either team."""
        bonus = obs.rules.match_bonus
        side = obs.seat % 2
        matches = (bonus, -bonus) if side == 0 else (-bonus, bonus)
        return SchieberEndgame(int(obs.mode), SchieberFlags.of(obs.rules), obs.step, side, 1, matches), 1

    def weis_reason(self, obs: Observation, action: Action) -> Reason | None:
        if isinstance(action, Play) and action.weis:
            return Reason("weis_first", params={"weis": action.weis})
        return None

    def mode_tallies(self, expert: Searcher, obs: Observation, budget: float) -> dict[Action, Tally]:
        rng = expert.rng
        options: list[Action] = [a for a in obs.legal_actions if a.kind in (ActionKind.CHOOSE_MODE, ActionKind.PUSH)]
        totals = {a: 0.0 for a in options}
        counts = {a: 0 for a in options}
        flags = SchieberFlags.of(obs.rules)
        step = obs.step
        side = obs.seat % 2
        partner = (obs.seat + 2) % 4
        core = fast_core.core_for(expert)
        deal = fast_core.deal_of(obs) if core is not None else None
        if deal is not None:  # the same worlds and rollouts in the compiled core
            modes = [-1 if isinstance(a, Push) else int(a.mode) for a in options]  # type: ignore[attr-defined]
            multipliers = [obs.rules.multiplier(Mode(m)) for m in range(10)]
            with fast_core.borrowed(rng) as generator:
                sums, worlds = fast_core.search_modes(generator, deal, modes, multipliers, obs.vorhand, flags, step,
                                                      side, partner, expert.choice_worlds, budget, ROLLOUT_EXPLORE_CHOICE)
            return {a: Tally(float(total), worlds) for a, total in zip(options, sums)}
        deadline = time.perf_counter() + budget
        rnd = rng.random
        worlds = 0
        while worlds < expert.choice_worlds and (worlds < 4 or time.perf_counter() < deadline):
            world = sample_world(obs, rng)
            for action in options:
                if isinstance(action, Push):
                    mode = best_mode(world.hands[partner])[0]
                else:
                    mode = action.mode  # type: ignore[attr-defined]
                hands = list(world.hands)
                pts = schieber_rollout(hands, int(mode), obs.vorhand, [], 0, flags, step, rnd)
                mult = obs.rules.multiplier(Mode(mode))
                totals[action] += (pts[side] - pts[1 - side]) * mult
                counts[action] += 1
            worlds += 1
        return {a: Tally(totals[a], counts[a]) for a in options}


def medium_card(obs: Observation, cards: list[int]) -> int:
    """The Medium player's card among ``cards`` (the inference's model of a club player)."""
    return lead(obs, cards) if not obs.trick else follow(obs, cards)


def medium_core_view(view: Observation) -> tuple:
    """What :func:`medium_card` reads of ``view`` that does not depend on the player's hand, for the compiled
    core's port of it (``_fastcore.c``'s medium_card, the club model of the inference from the play): the trick
    mode and the hand's mode, the cards played, the trick's winning card, whether it is the partner's, its points
    and whether the player is the last to it; for a lead, whether his side chose the mode, the two opponents'
    voids, the suits the partner led (in order) and the suits he threw away (a mask of suits)."""
    seat = view.seat
    partner = (seat + 2) % 4
    winner_card = partner_winning = points = last = 0
    if view.trick:
        winner_seat, winner_card = knowledge.trick_winner_so_far(view)
        partner_winning = int(knowledge.same_side(view, winner_seat, seat))
        points = knowledge.trick_points_so_far(view)
        last = int(knowledge.remaining_players_after_me(view) == 0)
    weak = 0
    for suit in knowledge.first_discard_suits(view, partner):
        weak |= 1 << suit
    return (view.trick_mode, int(view.mode), view.played, winner_card, partner_winning, points, last,
            int(we_declared(view)), (view.voids[(seat + 1) % 4], view.voids[(seat + 3) % 4]),
            tuple(knowledge.first_lead_suits(view, partner)), weak)


def schieber_play_rules(obs: Observation) -> PlayRules:
    """Schieber's legality and trick modes, for the inference from the play (Coiffeur and Differenzler play alike)."""
    flags = SchieberFlags.of(obs.rules)
    mode = int(obs.mode)
    return PlayRules(lambda hand, trick, _t: schieber_legal(hand, trick, mode, flags),
                     lambda t: TRICK_MODES[mode][t])


# -- the Medium player's card play ----------------------------------------------


def we_declared(obs: Observation) -> bool:
    """Did my team choose the mode (the Vorhand, or his partner when he pushed; in Coiffeur, the chooser)?"""
    if obs.chooser >= 0:
        return obs.chooser % 2 == obs.seat % 2
    chooser = (obs.vorhand + 2) % 4 if obs.pushed else obs.vorhand
    return chooser % 2 == obs.seat % 2


def lead(obs: Observation, cards: list[int]) -> int:
    mode = obs.trick_mode
    strength = STRENGTH[mode]
    trumps_out = knowledge.trumps_out(obs)
    partner = (obs.seat + 2) % 4
    opponents = [(obs.seat + 1) % 4, (obs.seat + 3) % 4]
    if len(cards) == 2:
        # the last two cards: keep the one that can still take the last trick
        masters = [c for c in cards if knowledge.beats_all_outstanding(obs, c)]
        if len(masters) == 1:
            others = [c for c in cards if c != masters[0]]
            if mode >= 4 or masters[0] // N_RANKS == mode or not trumps_out:
                return masters[0]
            return others[0]
    if mode < 4:
        my_trumps = [c for c in cards if c // N_RANKS == mode]
        if my_trumps and trumps_out:
            best = max(my_trumps, key=lambda c: strength[c])
            opp_may_have_trump = any(not obs.voids[o] & SUIT_MASKS[mode] == SUIT_MASKS[mode] & trumps_out
                                     for o in opponents)
            if opp_may_have_trump and (knowledge.beats_all_outstanding(obs, best)
                                       and (we_declared(obs) or len(my_trumps) >= 3)):
                return best  # draw trumps
    # a master card in a side suit the opponents still follow
    side_masters = []
    for c in cards:
        if mode < 4 and c // N_RANKS == mode:
            continue
        if knowledge.beats_all_outstanding(obs, c) and knowledge.outstanding_in_suit(obs, c // N_RANKS):
            suit_mask = SUIT_MASKS[c // N_RANKS]
            ruffed = mode < 4 and trumps_out and any(
                obs.voids[o] & suit_mask & knowledge.others_cards(obs) == suit_mask & knowledge.others_cards(obs)
                for o in opponents)
            if not ruffed:
                side_masters.append(c)
    if side_masters:
        return max(side_masters, key=lambda c: (POINTS[mode][c], strength[c]))
    # follow the partner's signal: the suit he led
    for suit in knowledge.first_lead_suits(obs, partner):
        mine = [c for c in cards if c // N_RANKS == suit and (mode >= 4 or suit != mode)]
        if mine:
            return min(mine, key=lambda c: strength[c])
    weak_for_partner = set(knowledge.first_discard_suits(obs, partner))
    plain = [c for c in cards if mode >= 4 or c // N_RANKS != mode] or cards

    def lead_key(c: int) -> tuple:
        suit = c // N_RANKS
        length = sum(1 for x in cards if x // N_RANKS == suit)
        return (suit in weak_for_partner, POINTS[mode][c], -length, strength[c])

    return min(plain, key=lead_key)


def follow(obs: Observation, cards: list[int]) -> int:
    mode = obs.trick_mode
    winner_seat, winner_card = knowledge.trick_winner_so_far(obs)
    last = knowledge.remaining_players_after_me(obs) == 0
    points = knowledge.trick_points_so_far(obs)
    led = obs.trick[0] // N_RANKS
    trumps_out = knowledge.trumps_out(obs)
    if knowledge.same_side(obs, winner_seat, obs.seat):
        safe = last or (knowledge.beats_all_outstanding(obs, winner_card)
                        and (mode >= 4 or winner_card // N_RANKS == mode or not trumps_out))
        if safe:
            return schmieren(obs, cards)
        return knowledge.cheapest(cards, obs)
    winners = knowledge.winning_cards(obs, sum(1 << c for c in cards))
    if winners:
        cheap_winner = knowledge.weakest_winner(winners, obs)
        is_trump = mode < 4 and cheap_winner // N_RANKS == mode and led != mode
        value = points + POINTS[mode][cheap_winner]
        if last:
            if not is_trump or value >= 10 or len(cards) <= 2:
                return cheap_winner
        else:
            masters = [c for c in winners if knowledge.beats_all_outstanding(obs, c)
                       and (mode >= 4 or c // N_RANKS == mode or not trumps_out)]
            if masters and (value >= 10 or POINTS[mode][masters[0]] >= 10):
                return min(masters, key=lambda c: STRENGTH[mode][c])
            if is_trump and value >= 12:
                return cheap_winner
            if not is_trump and led != mode and points >= 10 and masters:
                return masters[0]
    return knowledge.cheapest(cards, obs)


def schmieren(obs: Observation, cards: list[int]) -> int:
    """Give points to the partner's trick, without wasting a master card or a big trump."""
    mode = obs.trick_mode
    candidates = [c for c in cards if not (mode < 4 and c // N_RANKS == mode and STRENGTH[mode][c] >= 106)
                  and not (knowledge.beats_all_outstanding(obs, c) and POINTS[mode][c] >= 11 and len(cards) > 3)]
    return knowledge.richest(candidates or cards, obs)

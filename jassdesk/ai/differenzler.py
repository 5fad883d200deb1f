"""The AI's Differenzler: bidding one's own points, then playing to the bid.

Bidding is an estimate of one's own points over the unknown deals.  The
Medium uses a player's rules of thumb (:func:`thumb_estimate`: the Bauer, the
Nell, the trump As, every trump, side aces and guarded kings, each worth what
simulated hands showed it to be worth); the Beginner bids roughly the card
points he holds; the Expert simulates his own play in sampled worlds and bids
the value with the least expected penalty.  In play a player who has his
points avoids tricks and one who lacks them goes after them; a card that
helps neither goes to the trick where its points hurt its taker most (a
taker already over his bid gets the rich card).  The Expert's rollouts
(:mod:`~jassdesk.ai.differenzler_rollout`) play every seat to its bid and
score each candidate card by the expected penalty |bid - points|.
"""

from __future__ import annotations

import time
from typing import Callable

from jassdesk.engine.actions import Action, Bid, ChooseDealer, Decision, Play
from jassdesk.engine.card_play import SchieberFlags
from jassdesk.engine.cards import N_RANKS, SUIT_MASKS, Rank
from jassdesk.engine.determinize import World, sample_world
from jassdesk.engine.differenzler import ASSUMED_BID, MAX_BID, penalty
from jassdesk.engine.modes import POINTS, STRENGTH
from jassdesk.engine.observe import Observation
from jassdesk.engine.rules import Game, Rules
from jassdesk.engine.weis import Weis

from . import knowledge
from .differenzler_rollout import differenzler_rollout
from .explain import Reason, fmt_points
from .game_ai import (CardSearch, GameAI, PlayingSeat, PlayRules, Searcher, SearchSize, SimplePlayer, Tally,
                      legal_cards)
from .schieber import schieber_play_rules

# The rules of thumb, fitted (least squares) to the points each seat took in 24,000 simulated hands
# (6,000 random deals, four greedy rollouts each): mean absolute error 8 points against 20 for a flat guess.
THUMB_BASE = -5
THUMB_BAUER = 27
THUMB_NELL = 12
THUMB_TRUMP_AS = 6
THUMB_PER_TRUMP = 11
THUMB_SIDE_AS = 9
THUMB_KING_BESIDE_AS = 4
THUMB_GUARDED_KING = 4
BID_STEP = 5  # the Beginner bids in round numbers
EXPERT_BID_SHARE = 0.5  # of the Expert's budget spent on the bid's simulations (it is one decision of ten)


def thumb_estimate(hand: int, trump: int) -> int:
    """A club player's estimate of the points a hand takes: trump values, sure tricks, aces."""
    return max(0, min(MAX_BID, THUMB_BASE + thumb_trumps(hand, trump) + thumb_sides(hand, trump)))


def thumb_trumps(hand: int, trump: int) -> int:
    """What the trumps are worth by the rules of thumb, with the tricks they take."""
    trumps = (hand >> (trump * N_RANKS)) & 0x1FF
    value = THUMB_PER_TRUMP * trumps.bit_count()
    value += THUMB_BAUER * (trumps >> Rank.UNDER & 1) + THUMB_NELL * (trumps >> Rank.NINE & 1)
    return value + THUMB_TRUMP_AS * (trumps >> Rank.AS & 1)


def thumb_sides(hand: int, trump: int) -> int:
    """What the aces and kings of the other suits are worth by the rules of thumb."""
    value = 0
    for suit in range(4):
        if suit == trump:
            continue
        bits = (hand >> (suit * N_RANKS)) & 0x1FF
        if bits >> Rank.AS & 1:
            value += THUMB_SIDE_AS + THUMB_KING_BESIDE_AS * (bits >> Rank.KOENIG & 1)
        elif bits >> Rank.KOENIG & 1 and bits.bit_count() >= 2:
            value += THUMB_GUARDED_KING
    return value


def assumed_bids(obs: Observation, dealt: tuple[int, ...]) -> tuple[int, ...]:
    """Every seat's bid as the simulating player assumes it: known bids as they are, the others by rule of thumb."""
    trump = int(obs.mode)
    return tuple(b if b is not None else thumb_estimate(dealt[s], trump) for s, b in enumerate(obs.bids))


def bid_penalties(samples: list[int], exact_bonus: bool) -> dict[int, int]:
    """Each bid's penalty summed over the sampled points (the least is the median, without the exact bonus)."""
    return {b: sum(penalty(b, p, exact_bonus) for p in samples) for b in range(MAX_BID + 1)}


class DifferenzlerAI(GameAI):
    game = Game.DIFFERENZLER
    # estimated, not checked: one core's worlds per 0.8 CPU-s (cards 2,201, the bid 3,595) times 1.9
    app_budget_worlds = SearchSize(card=4200, choice=6800)
    arena_presets = {"standard": Rules.differenzler,
                     "open": lambda **kw: Rules.differenzler(open_bids=True, **kw)}
    arena_count = "cards"
    arena_penalties = True  # each alone, judged by the penalty: the arena rotates the levels over the seats
    dealer_reason = "choose_dealer_differenzler"

    def choose_dealer(self, obs: Observation) -> Action:
        return ChooseDealer((obs.seat - obs.step) % len(obs.hand_sizes))  # so that I am the Vorhand

    def weis_fits(self, obs: Observation, action: Play, prefer_weis: Weis | None) -> bool:
        return False  # no Weis in Differenzler

    # -- the levels' habits --------------------------------------------------

    def beginner_play(self, player: SimplePlayer, obs: Observation) -> Action:
        if obs.decision is Decision.BID:
            held = sum(POINTS[int(obs.mode)][c] for c in range(36) if obs.hand >> c & 1)
            rough = round((held + player.rng.gauss(0, 12)) / BID_STEP) * BID_STEP
            return Bid(max(0, min(MAX_BID, rough)))
        if needs_points(obs):
            return self.play_action(obs, player.simple_card(obs))
        return self.play_action(obs, duck(obs, legal_cards(obs)))

    def medium_play(self, player: PlayingSeat, obs: Observation) -> Action:
        if obs.decision is Decision.BID:
            return Bid(thumb_estimate(obs.hand, int(obs.mode)))
        cards = legal_cards(obs)
        return self.play_action(obs, play_to_bid(obs, cards))

    # -- the Expert ------------------------------------------------------------

    def bid_tallies(self, expert: Searcher, obs: Observation, budget: float) -> dict[Action, Tally]:
        """Simulate the hand in sampled worlds, this seat playing to its rule-of-thumb bid; each bid is worth
        minus its penalty over the points taken (the Expert bids the best, the lowest of equals)."""
        flags = SchieberFlags.of(obs.rules)
        mode = int(obs.mode)
        deadline = time.perf_counter() + budget * EXPERT_BID_SHARE
        rnd = expert.rng.random
        samples: list[int] = []
        while len(samples) < expert.choice_worlds and (len(samples) < 8 or time.perf_counter() < deadline):
            world = sample_world(obs, expert.rng)
            bids = assumed_bids(obs, world.hands)
            taken = differenzler_rollout(list(world.hands), mode, obs.vorhand, [], 0, flags, obs.step, rnd,
                                         [0] * 4, bids)
            samples.append(taken[obs.seat])
        penalties = bid_penalties(samples, obs.rules.options.exact_bonus)
        return {Bid(b): Tally(-p, len(samples)) for b, p in penalties.items()}

    def card_search(self, expert: Searcher, obs: Observation, include_weis_cards: bool) -> CardSearch:
        flags = SchieberFlags.of(obs.rules)
        seat = obs.seat
        mode = int(obs.mode)
        played_by = obs.played_by
        bonus = obs.rules.options.exact_bonus
        my_bid = obs.bids[seat]

        def simulate(world: World, card: int, rnd: Callable[[], float]) -> float:
            hands = list(world.hands)
            bids = assumed_bids(obs, tuple(h | p for h, p in zip(hands, played_by)))
            hands[seat] &= ~(1 << card)
            taken = differenzler_rollout(hands, mode, obs.leader, list(obs.trick) + [card], len(obs.tricks), flags,
                                         obs.step, rnd, list(obs.card_points), bids)
            return -penalty(my_bid, taken[seat], bonus)

        return CardSearch(legal_cards(obs), simulate)

    def play_rules(self, obs: Observation) -> PlayRules:
        return schieber_play_rules(obs)


    # -- explanations --------------------------------------------------------

    def decision_reason(self, obs: Observation, action: Action) -> Reason | None:
        """A bid explained by the rules of thumb: what the trumps and the side aces and kings are worth."""
        if not isinstance(action, Bid):
            return None
        trump = int(obs.mode)
        trumps = tuple(sorted((c for c in range(trump * N_RANKS, (trump + 1) * N_RANKS) if obs.hand >> c & 1),
                              key=lambda c: -STRENGTH[trump][c]))  # the Bauer first
        if not trumps:
            return None  # the plain sentence: the bid and where it comes from
        return Reason("bid_thumb", cards=trumps, params={"trumps": thumb_trumps(obs.hand, trump),
                                                         "sides": thumb_sides(obs.hand, trump),
                                                         "points": action.points})

    def card_reason(self, obs: Observation, card: int, value: float, worlds: int) -> Reason:
        """How the card serves the bid: take a trick while points are lacking, stay under it once they are made."""
        bid, have = obs.bids[obs.seat], obs.card_points[obs.seat]
        params = {"bid": bid, "have": have}
        if obs.trick:
            wins = bool(knowledge.winning_cards(obs, 1 << card))
            if wins and have < bid:
                points = knowledge.trick_points_so_far(obs) + POINTS[int(obs.mode)][card]
                return Reason("bid_take", card=card, params={**params, "points": points})
            if not wins and have >= bid:
                return Reason("bid_duck", card=card, params=params)
        return Reason("bid_average", card=card, params={**params, "value": fmt_points(value), "worlds": worlds})


# -- the Medium player's card play: to the bid ---------------------------------------


def needs_points(obs: Observation) -> bool:
    """Does this player still lack points for his bid?"""
    return obs.card_points[obs.seat] < (obs.bids[obs.seat] or 0)


def bid_of(obs: Observation, seat: int) -> int:
    """A seat's bid as far as known; a hidden one is taken as an even share."""
    bid = obs.bids[seat]
    return ASSUMED_BID if bid is None else bid


def play_to_bid(obs: Observation, cards: list[int]) -> int:
    """Go after tricks while points are lacking, avoid them once the bid is made."""
    mode = int(obs.mode)
    need = (obs.bids[obs.seat] or 0) - obs.card_points[obs.seat]
    if need <= 0:
        return duck(obs, cards)
    if not obs.trick:
        return lead_for_points(obs, cards)
    winners = knowledge.winning_cards(obs, sum(1 << c for c in cards))
    value = knowledge.trick_points_so_far(obs)
    if winners:
        cheap = knowledge.weakest_winner(winners, obs)
        gained = value + POINTS[mode][cheap]
        safe = knowledge.remaining_players_after_me(obs) == 0 or knowledge.beats_all_outstanding(obs, cheap)
        if gained <= need + 12 and (safe or gained >= 10):
            return cheap
    return give_away(obs, cards)


def lead_for_points(obs: Observation, cards: list[int]) -> int:
    """Lead a master card (a trump, or a side suit nobody has shown he lacks), else a low card."""
    mode = int(obs.mode)
    trumps_out = knowledge.trumps_out(obs)
    masters = []
    for c in cards:
        if not knowledge.beats_all_outstanding(obs, c):
            continue
        suit = c // N_RANKS
        if suit == mode or not trumps_out or not any(obs.voids[s] & SUIT_MASKS[suit] for s in range(4)
                                                      if s != obs.seat):
            masters.append(c)
    if masters:
        return max(masters, key=lambda c: (POINTS[mode][c], STRENGTH[mode][c]))
    return knowledge.cheapest(cards, obs)


def duck(obs: Observation, cards: list[int]) -> int:
    """Avoid the trick: the highest card that stays under it, else (leading, or every card wins) the weakest."""
    mode = int(obs.mode)
    strength = STRENGTH[mode]
    if obs.trick:
        winners = set(knowledge.winning_cards(obs, sum(1 << c for c in cards)))
        losers = [c for c in cards if c not in winners]
        if losers:
            return give_away(obs, losers, prefer_high=True)
        return min(cards, key=lambda c: (POINTS[mode][c], strength[c]))
    return min(cards, key=lambda c: (strength[c] >= 100, strength[c], POINTS[mode][c]))


def give_away(obs: Observation, cards: list[int], prefer_high: bool = False) -> int:
    """A card that does not take the trick: rich to a taker already over his bid, cheap to one who lacks points."""
    mode = int(obs.mode)
    strength = STRENGTH[mode]
    if obs.trick:
        taker, _ = knowledge.trick_winner_so_far(obs)
        if taker != obs.seat and obs.card_points[taker] >= bid_of(obs, taker):
            return max(cards, key=lambda c: (POINTS[mode][c], strength[c]))
    if prefer_high:
        return max(cards, key=lambda c: (strength[c] < 100, strength[c] - 4 * POINTS[mode][c]))
    return knowledge.cheapest(cards, obs)

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

A hint says how its card serves the bid (:func:`bid_card_reason`): the points
still to make and still out, take the trick or stay under it, lead a master
for the points lacking, shed a card that could still take a trick once the
bid is (nearly) made, give points to a player past his shown bid; a bid hint
adds up its parts to the bid (:func:`bid_reason`), and the search's figure,
the detail line, is the expected distance from the bid.
"""

from __future__ import annotations

import time
from collections import Counter
from typing import Callable

from jassdesk.engine.actions import Action, Bid, ChooseDealer, Decision, Play
from jassdesk.engine.card_play import SchieberFlags
from jassdesk.engine.cards import N_RANKS, SUIT_MASKS, Rank, cards_in
from jassdesk.engine.determinize import World, sample_world
from jassdesk.engine.differenzler import ASSUMED_BID, MAX_BID, penalty
from jassdesk.engine.modes import HAND_TOTAL, POINTS, STRENGTH, WIN_KEY
from jassdesk.engine.observe import Observation
from jassdesk.engine.rules import Game, Rules
from jassdesk.engine.weis import Weis

from . import claims, fast_core, knowledge
from .differenzler_rollout import EXPLORE as ROLLOUT_EXPLORE, differenzler_rollout
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
BID_MIN_WORLDS = 8  # a bid is simulated in at least this many worlds, whatever the budget


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
    """Each bid's penalty summed over the sampled points (the least is the median, without the exact bonus).

    Summed over the distinct points with their counts: the same sums as over every sample, but a hundred and
    fifty points instead of thousands of worlds for each of the 158 bids (on the compiled core this was most
    of a bid's time)."""
    counts = Counter(samples)
    return {b: sum(n * penalty(b, p, exact_bonus) for p, n in counts.items()) for b in range(MAX_BID + 1)}


class DifferenzlerAI(GameAI):
    game = Game.DIFFERENZLER
    # estimated, not checked: one core's worlds per 0.8 CPU-s (cards 2,201, the bid 3,595) times 1.9
    app_budget_worlds = SearchSize(card=4200, choice=6800)
    arena_presets = {"standard": Rules.differenzler,
                     "open": lambda **kw: Rules.differenzler(open_bids=True, **kw)}
    arena_count = "cards"
    more_points_better = False  # a point more can overshoot the bid
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
        core = fast_core.core_for(expert)
        deal = fast_core.deal_of(obs) if core is not None else None
        if deal is not None:  # the same worlds and rollouts in the compiled core
            with fast_core.borrowed(expert.rng) as generator:
                samples = fast_core.search_bid(generator, deal, mode, obs.vorhand, flags, obs.step, obs.seat, obs.bids,
                                               MAX_BID, expert.choice_worlds, budget * EXPERT_BID_SHARE, BID_MIN_WORLDS)
            penalties = bid_penalties(samples, obs.rules.options.exact_bonus)
            return {Bid(b): Tally(-p, len(samples)) for b, p in penalties.items()}
        deadline = time.perf_counter() + budget * EXPERT_BID_SHARE
        rnd = expert.rng.random
        samples = []
        while len(samples) < expert.choice_worlds and (len(samples) < BID_MIN_WORLDS or time.perf_counter() < deadline):
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

        kernel = fast_core.differenzler_kernel(obs, flags, ROLLOUT_EXPLORE, MAX_BID)
        return CardSearch(legal_cards(obs), simulate, kernel=kernel)

    def play_rules(self, obs: Observation) -> PlayRules:
        return schieber_play_rules(obs)


    # -- explanations --------------------------------------------------------

    def decision_reason(self, obs: Observation, action: Action) -> Reason | None:
        """A bid explained by the rules of thumb (what the trumps and the side aces and kings are worth) and what
        the simulations of the hand add or take off, so that the parts add up to the bid proposed."""
        if not isinstance(action, Bid):
            return None
        return bid_reason(obs, action.points)

    def card_reason(self, obs: Observation, card: int, value: float, worlds: int) -> Reason | None:
        """How the card serves the bid (see :func:`bid_card_reason`); None leaves it to the shared reasons."""
        return bid_card_reason(obs, card, legal_cards(obs))

    def figure_reason(self, obs: Observation, card: int, value: float, worlds: int, exact: bool) -> Reason:
        """The search's figure in Differenzler: how far from the bid the card ends on average (there are no
        sides, so the shared "your side takes more" figure would be false)."""
        params = {"bid": obs.bids[obs.seat], "worlds": worlds}
        if obs.rules.options.exact_bonus:  # the mean penalty, which the bonus may take below zero
            return Reason("bid_figure_bonus", card=card, params={**params, "value": f"{-value:.0f}"})
        return Reason("bid_figure", card=card, params={**params, "value": fmt_points(value)})


# -- the reasons a hint gives: the bid ----------------------------------------------

NEAR_BID = 10  # points: a player this close to his bid sheds the cards that would still take a trick
FEED_POINTS = 3  # the least a card must be worth to be "given" to a player past his bid
SMALL_TRICK = 10  # points: a trick worth less is not worth a winning card while the bid is far
# a bid's sentence by (any trump held, the sign of what the simulated play adds to the rules of thumb)
BID_TEMPLATES = {True: {1: "bid_thumb_more", -1: "bid_thumb_less", 0: "bid_thumb"},
                 False: {1: "bid_sides_more", -1: "bid_sides_less", 0: "bid_sides"}}


def bid_reason(obs: Observation, points: int) -> Reason:
    """The bid ``points`` as the parts a player adds up: the trumps, the side aces and kings, and the rest
    (``value``, signed by the template) that the simulated play of the hand adds or takes off."""
    trump = int(obs.mode)
    trumps = tuple(sorted((c for c in range(trump * N_RANKS, (trump + 1) * N_RANKS) if obs.hand >> c & 1),
                          key=lambda c: -STRENGTH[trump][c]))  # the Bauer first
    trump_part = thumb_trumps(obs.hand, trump)
    side_part = thumb_sides(obs.hand, trump)
    rest = points - trump_part - side_part
    sign = (rest > 0) - (rest < 0)
    template = BID_TEMPLATES[bool(trumps)][sign]
    return Reason(template, cards=trumps, params={"trumps": trump_part, "sides": side_part, "value": abs(rest),
                                                 "points": points})


def points_out(obs: Observation) -> int:
    """The points nobody has taken yet this hand (the trick in progress and the last trick's 5 included)."""
    return HAND_TOTAL - sum(obs.card_points)


def bid_card_reason(obs: Observation, card: int, legal: list[int]) -> Reason | None:
    """Why ``card`` serves the bid, in a teacher's words, each claim true of what the seat can know.

    Following, the card takes the trick while points are lacking, or stays under it once the bid is made or
    when the trick's points would carry the player past it; leading, a master collects the points lacking,
    and a card others can beat keeps a made bid.  None where no such reason holds."""
    if len(legal) < 2:
        return None
    if obs.trick:
        return _follow_to_bid(obs, card, legal)
    return _lead_to_bid(obs, card, legal)


def _status(obs: Observation) -> dict[str, int]:
    bid, have = obs.bids[obs.seat] or 0, obs.card_points[obs.seat]
    return {"bid": bid, "have": have, "need": bid - have, "out": points_out(obs)}


def _follow_to_bid(obs: Observation, card: int, legal: list[int]) -> Reason | None:
    status = _status(obs)
    pts = POINTS[obs.trick_mode]
    so_far = knowledge.trick_points_so_far(obs)
    last = knowledge.remaining_players_after_me(obs) == 0
    winners = knowledge.winning_cards(obs, sum(1 << c for c in legal))
    if card in winners:
        return _take_to_bid(obs, card, legal, winners, status)
    need = status["need"]
    feed = _feed_reason(obs, card, legal, winners)
    if need <= 0:
        if feed is not None:
            return feed
        if _could_take_later(obs, card):
            return Reason("bid_shed", card=card, params=status)
        return Reason("bid_duck", card=card, params=status)
    if winners:
        least = so_far + min(pts[c] for c in winners)
        if least > need:  # even the cheapest winning card carries the player past his bid
            return Reason("bid_duck_past", card=card, params={**status, "points": status["have"] + least})
        if so_far < SMALL_TRICK:
            return Reason("bid_save_winner", card=card, cards=(knowledge.weakest_winner(winners, obs),),
                          params={**status, "points": so_far})
        if not last and not any(claims.safe_after(obs, c) for c in winners):  # even the strongest may be beaten
            strongest = max(winners, key=lambda c: WIN_KEY[obs.trick_mode][obs.trick[0] // N_RANKS][c])
            return Reason("bid_winner_unsafe", card=card, cards=(strongest,), params=status)
        return None
    if feed is not None:
        return feed
    if need <= NEAR_BID and _could_take_later(obs, card):
        return Reason("bid_shed_near", card=card, params=status)
    if pts[card] == min(pts[c] for c in legal):
        return Reason("bid_cannot_take", card=card, params=status)
    suit = card // N_RANKS
    if suit != int(obs.mode) and claims.suit_length(obs.hand, suit) == 1 and obs.hand & SUIT_MASKS[int(obs.mode)]:
        return Reason("bid_void_suit", card=card, suit=suit, params=status)
    above = _higher_out(obs, card)
    if suit != int(obs.mode) and above:
        highest = max(above, key=lambda c: STRENGTH[obs.trick_mode][c])
        return Reason("bid_discard_beaten", card=card, cards=(highest,), params=status)
    return None


def _higher_out(obs: Observation, card: int) -> list[int]:
    """The cards of ``card``'s suit still out (not played, not mine) that rank above it."""
    stronger = knowledge.STRONGER_IN_SUIT[obs.trick_mode][card]
    return cards_in(knowledge.others_cards(obs) & stronger)


def _take_to_bid(obs: Observation, card: int, legal: list[int], winners: list[int],
                 status: dict[str, int]) -> Reason | None:
    """The card takes the trick as it stands: why take it, for the bid."""
    pts = POINTS[obs.trick_mode]
    gain = knowledge.trick_points_so_far(obs) + pts[card]
    last = knowledge.remaining_players_after_me(obs) == 0
    need = status["need"]
    params = {**status, "points": gain}
    if len(winners) == len(legal) and pts[card] == min(pts[c] for c in legal):
        return Reason("bid_forced_take", card=card, params=params)
    if need <= 0:
        if obs.hand.bit_count() == 2:  # kept, the card would be the one played to the last trick
            return Reason("bid_last_trick", card=card, params=params)
        if claims.top_of_suit(obs, card) and knowledge.outstanding_in_suit(obs, card // N_RANKS):
            return Reason("bid_spend_master", card=card, suit=card // N_RANKS, params=params)
        return None
    if gain > need:  # past the bid: say it only where it is exact and lands closer to the bid than now
        if last and gain - need < need:
            return Reason("bid_take_closer", card=card, params={**params, "points": status["have"] + gain})
        return None
    if claims.safe_after(obs, card):
        return Reason("bid_take_sure" if last else "bid_take_sure_more", card=card, params=params)
    return Reason("bid_take_try", card=card, params=params)


def _feed_reason(obs: Observation, card: int, legal: list[int], winners: list[int]) -> Reason | None:
    """Give the card's points to the player taking the trick when his bid is shown and he is already past it."""
    pts = POINTS[obs.trick_mode]
    taker, _ = knowledge.trick_winner_so_far(obs)
    his_bid = obs.bids[taker]
    if his_bid is None or obs.card_points[taker] < his_bid or pts[card] < FEED_POINTS:
        return None
    losers = [c for c in legal if c not in winners]
    if pts[card] != max(pts[c] for c in losers):
        return None
    return Reason("bid_feed", card=card, params={"points": pts[card], "have": obs.card_points[taker],
                                                 "bid": his_bid})


def _could_take_later(obs: Observation, card: int) -> bool:
    """Is ``card`` the highest of its suit still in play, with other cards of that suit still out?"""
    return claims.top_of_suit(obs, card) and bool(knowledge.outstanding_in_suit(obs, card // N_RANKS))


def _beaten_by_one_out(obs: Observation, card: int) -> bool:
    """Led now, could a card still out take ``card`` (a higher one of its suit, or a trump)?"""
    keys = WIN_KEY[obs.trick_mode][card // N_RANKS]
    return any(keys[c] > keys[card] for c in cards_in(knowledge.others_cards(obs)))


def _lead_to_bid(obs: Observation, card: int, legal: list[int]) -> Reason | None:
    status = _status(obs)
    pts = POINTS[obs.trick_mode]
    suit = card // N_RANKS
    if status["need"] > 0:
        if claims.master(obs, card):
            return Reason("bid_lead_master", card=card, params=status)
        if claims.top_of_suit(obs, card) and knowledge.outstanding_in_suit(obs, suit):
            return Reason("bid_lead_top", card=card, suit=suit, params=status)
        kept = tuple(sorted((c for c in legal if c != card and claims.top_of_suit(obs, c)),
                            key=lambda c: -STRENGTH[obs.trick_mode][c]))  # the strongest first
        if pts[card] == min(pts[c] for c in legal):
            if kept:
                return Reason("bid_lead_low_keep", card=card, cards=kept, params=status)
            if not any(claims.master(obs, c) for c in legal):
                return Reason("bid_lead_low", card=card, params=status)
        elif kept:
            return Reason("bid_lead_keep", card=card, cards=kept, params=status)
        return None
    if _beaten_by_one_out(obs, card):
        return Reason("bid_lead_under", card=card, params=status)
    return None


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

"""The AI's Schmaus: the stock, the trump 6, and Weis announced upward.

Medium: exchange the trump 6, announce Weis upward in small steps (the
biggest at the last chance), keep the cards that build Weis, win point-rich
tricks cheaply while the stock lasts.  Beginner: exchanges at once and
announces his biggest Weis first.  Expert: while Weis may be announced the
rollouts play and score them and the match too
(:func:`~jassdesk.ai.schmaus_rollout.schmaus_weis_rollout`), since Weis are about half
of the points; with nine legal cards while the stock lasts, cards clearly
behind the best are dropped as the worlds come in; after the stock the end
game is solved exactly (:func:`~jassdesk.ai.solver.solve_schmaus_endgame`).
"""

from __future__ import annotations

from typing import Callable

from jassdesk.engine.actions import Action, ActionKind, ChooseDealer, ExchangeSix, Play
from jassdesk.engine.card_play import BAUER_BIT, schmaus_legal
from jassdesk.engine.cards import ALL_CARDS_MASK, N_RANKS, SUIT_MASKS, Rank, cards_in
from jassdesk.engine.determinize import World
from jassdesk.engine.modes import POINTS
from jassdesk.engine.observe import Observation
from jassdesk.engine.rules import Game, Rules
from jassdesk.engine.weis import Weis, all_weis, stoeck_pair

from . import claims, fast_core, knowledge
from .explain import Reason
from .game_ai import CardSearch, GameAI, PlayingSeat, PlayRules, Searcher, SearchSize, SimplePlayer, legal_cards
from .schmaus_rollout import EXPLORE as ROLLOUT_EXPLORE, schmaus_rollout, schmaus_weis_rollout, weis_key
from .solver import NO_MATCH, solve_schmaus_endgame

STOCK_TRICKS = 9  # tricks played while the stock lasts; Weis may be announced until the one after
FOURS_WORTH_KEEPING = (Rank.UNDER, Rank.AS, Rank.KOENIG, Rank.OBER, Rank.BANNER)

# The Expert's search (tuned by arena runs, see docs/ai.md)
WEIS_ROLLOUTS = True  # the rollouts announce and score Weis (and the match) up to the last Weis trick
EXCLUDE_WEIS_CARDS = False  # leave cards that build a Weis out of the search while the stock lasts


def _height(obs: Observation) -> Callable[[Weis], tuple[int, int, int, int]]:
    return lambda w: w.height(Game.SCHMAUS, obs.mode)


def _offered_weis(obs: Observation) -> list[Weis]:
    return [a.weis[0] for a in obs.legal_actions if a.kind is ActionKind.PLAY and a.weis]  # type: ignore


class SchmausAI(GameAI):
    game = Game.SCHMAUS
    # checked: the pooled median over every searched card decision of 40 points, 6,275 (clearly worse cards are
    # dropped as the worlds come in, so a world costs less); Schmaus has no searched choice (the trump is turned)
    app_budget_worlds = SearchSize(card=6300, choice=6300)
    arena_presets = {"seed": Rules.schmaus, "standard": Rules.schmaus, "schmaus": Rules.schmaus}
    arena_count = "all"  # Weis are about half of the points, and playing them well is the skill
    dealer_reason = "choose_dealer_schmaus"

    def choose_dealer(self, obs: Observation) -> Action:
        return ChooseDealer(1 - obs.seat)  # the opponent deals, I lead

    def weis_fits(self, obs: Observation, action: Play, prefer_weis: Weis | None) -> bool:
        return action.weis == (prefer_weis,) if prefer_weis is not None else not action.weis

    # -- the levels' habits --------------------------------------------------

    def beginner_play(self, player: SimplePlayer, obs: Observation) -> Action:
        if ExchangeSix() in obs.legal_actions:
            return ExchangeSix()
        options = _offered_weis(obs)
        weis = max(options, key=_height(obs)) if options else None  # the biggest at once
        return self.play_action(obs, player.simple_card(obs), prefer_weis=weis)

    def medium_play(self, player: PlayingSeat, obs: Observation) -> Action:
        if ExchangeSix() in obs.legal_actions and wants_exchange(obs):
            return ExchangeSix()
        weis = medium_weis(obs)
        cards = legal_cards(obs)
        if obs.stock_size == 0:
            card = medium_endgame(obs, cards)
        elif not obs.trick:
            card = knowledge.cheapest(_spare(obs, cards), obs)
        else:
            card = _medium_follow(obs, cards)
        return self.play_action(obs, card, prefer_weis=weis)

    # -- the Expert ------------------------------------------------------------

    def special_action(self, obs: Observation) -> Action | None:
        return ExchangeSix() if ExchangeSix() in obs.legal_actions and wants_exchange(obs) else None

    def expert_weis(self, obs: Observation) -> Weis | None:
        """Announce upward in small steps, but never into a trick the opponent has already out-weised.

        Only the higher Weis of a trick is written, and an announcement binds
        the upward rule even when it is not written: as the second player, a
        Weis below the leader's would be lost and would spend a step.
        """
        options = _offered_weis(obs)
        if not options:
            return None
        height = _height(obs)
        if obs.trick:
            current = len(obs.tricks)
            theirs = [w for (s, w), t in zip(obs.weis_shown, obs.weis_tricks) if t == current and s != obs.seat]
            if theirs:
                bar = max(height(w) for w in theirs)
                options = [w for w in options if height(w) > bar]
                if not options:
                    return None
        last_chance = len(obs.tricks) == STOCK_TRICKS
        return max(options, key=height) if last_chance else min(options, key=height)

    def weis_cards(self, obs: Observation) -> int:
        """While the stock lasts: cards of a Weis held, and those that can still become one.

        Unlike the Medium player's rule of thumb, a near-sequence or three of a
        rank counts only while a card that completes it is unseen (it may
        still be drawn); one that can no longer be completed is spare.
        """
        if not obs.stock_size:
            return 0
        hand = obs.hand
        mask = 0
        for w in all_weis(hand, Game.SCHMAUS):
            mask |= w.mask
        drawable = obs.unseen
        for suit in range(4):
            for low in range(N_RANKS - 2):
                run = 0b111 << (suit * N_RANKS + low)
                held = hand & run
                missing = run & ~hand
                if held.bit_count() == 2 and missing & drawable:
                    mask |= held
        for rank in FOURS_WORTH_KEEPING:
            four = sum(1 << (s * N_RANKS + rank) for s in range(4))
            if (hand & four).bit_count() == 3 and four & ~hand & drawable:
                mask |= hand & four
        return mask

    def card_search(self, expert: Searcher, obs: Observation, include_weis_cards: bool) -> CardSearch:
        """Every legal card, the rollouts scoring Weis and the match while Weis may be announced.

        Without Weis rollouts (``WEIS_ROLLOUTS`` off) the old rule of thumb
        applies: while the stock lasts, cards that build a Weis are left out
        unless ``include_weis_cards`` (a hint ranks them all), and charged a
        penalty when ranked.
        """
        cards = legal_cards(obs)
        context = self.weis_context(obs) if WEIS_ROLLOUTS and len(obs.tricks) <= STOCK_TRICKS else None
        keep = self.weis_cards(obs)
        if keep and not include_weis_cards and EXCLUDE_WEIS_CARDS:
            cards = [c for c in cards if not keep >> c & 1] or cards
        penalties: dict[int, float] = {}
        if context is None:
            for c in cards:
                if keep >> c & 1:
                    # ranked for a hint: charged 40 plus the Weis it belongs to, so spare cards come first
                    at_stake = [w.points(Game.SCHMAUS) for w in all_weis(obs.hand, Game.SCHMAUS) if w.mask >> c & 1]
                    penalties[c] = 40 + max([0] + at_stake)
        side = obs.seat
        trump = int(obs.mode)

        def simulate(world: World, card: int, rnd: Callable[[], float]) -> float:
            hands = list(world.hands)
            hands[obs.seat] &= ~(1 << card)
            trick = list(obs.trick) + [card]
            if context is not None:
                bars, calls = context
                pts = schmaus_weis_rollout(hands, list(world.stock), trump, obs.leader, trick, len(obs.tricks),
                                           rnd, list(bars), calls, match_bonus=obs.rules.match_bonus)
            else:
                pts = schmaus_rollout(hands, list(world.stock), trump, obs.leader, trick, len(obs.tricks), rnd)
            return pts[side] - pts[1 - side]

        exact = self._solve_endgame(obs, expert) if obs.stock_size == 0 and len(cards) > 1 else None
        kernel = fast_core.schmaus_kernel(obs, ROLLOUT_EXPLORE, context, obs.rules.match_bonus)
        return CardSearch(cards, simulate, penalties, prune=True, exact=exact, kernel=kernel)

    def play_rules(self, obs: Observation) -> PlayRules:
        """Free play while the stock lasts (two cards drawn after each of its tricks), then Schmaus's rules."""
        trump = int(obs.mode)
        stock = 2 * STOCK_TRICKS
        return PlayRules(lambda hand, trick, t: schmaus_legal(hand, trick, trump, max(0, stock - 2 * t)),
                         lambda _t: trump, core_legal_arg=lambda t: max(0, stock - 2 * t))

    def weis_context(self, obs: Observation) -> tuple[tuple[int, int], list[tuple[int, int, int]]]:
        """For the Weis-aware rollout: each seat's upward bar, and the calls of the trick in progress.

        The seat's own call goes with the card searched for; it does not
        depend on the card, since any Weis held may go with any card.
        """
        trump = int(obs.mode)
        bars = [-1, -1]
        calls: list[tuple[int, int, int]] = []
        current = len(obs.tricks)
        for (s, w), t in zip(obs.weis_shown, obs.weis_tricks):
            k = weis_key(w, trump)
            bars[s] = max(bars[s], k)
            if t == current:
                calls.append((s, k, w.points(Game.SCHMAUS)))
        mine = self.expert_weis(obs)
        if mine is not None:
            k = weis_key(mine, trump)
            bars[obs.seat] = max(bars[obs.seat], k)
            calls.append((obs.seat, k, mine.points(Game.SCHMAUS)))
        return (bars[0], bars[1]), calls

    def _solve_endgame(self, obs: Observation, expert: Searcher) -> dict[int, float]:
        """After the stock every card is known: the exact value of each card for the seat (solved on the
        compiled core where the Expert searches there: the same values)."""
        opponent = 1 - obs.seat
        hands = [0, 0]
        hands[obs.seat] = obs.hand
        hands[opponent] = ALL_CARDS_MASK & ~obs.hand & ~obs.played
        winners = [w for _, _, w in obs.tricks[STOCK_TRICKS:]]
        owner = None if not winners else (winners[0] if all(w == winners[0] for w in winners) else NO_MATCH)
        solve = fast_core.schmaus_endgame if fast_core.core_for(expert) is not None else solve_schmaus_endgame
        _, per_card = solve((hands[0], hands[1]), int(obs.mode), obs.leader, obs.trick, owner, obs.rules.match_bonus)
        sign = 1 if obs.seat == 0 else -1
        return {card: sign * value for card, value in per_card.items()}

    # -- explanations ----------------------------------------------------------

    def weis_reason(self, obs: Observation, action: Action) -> Reason | None:
        if isinstance(action, Play) and action.weis:
            template = "weis_last" if len(obs.tricks) == STOCK_TRICKS else "weis_step"
            return Reason(template, params={"weis": action.weis[0]})
        return None

    def card_reason(self, obs: Observation, card: int, value: float, worlds: int) -> Reason | None:
        """Schmaus's own reasons where the stock phase or the end phase changes what is true (None: the shared)."""
        return schmaus_card_reason(obs, card, legal_cards(obs), self.weis_cards(obs))


# -- the hint's reasons: the stock phase and the end phase -------------------------

# the let-go sentence by what the card kept is, and whether the trick is worth anything
LET_GO_TEMPLATES = {("master", True): "schmaus_let_go_master", ("master", False): "schmaus_let_go_master_nothing",
                    ("trump", True): "schmaus_let_go_trump", ("trump", False): "schmaus_let_go_trump_nothing",
                    ("plain", True): "schmaus_let_go_plain", ("plain", False): "schmaus_let_go_plain_nothing"}
POOR_TRICK = 10  # points: a trick below this is "worth only ..." and may be let go to keep a winner
STOCK_ENDS_SOON = 2  # tricks: from here on a lead prepares the end phase (following becomes a duty)


def schmaus_card_reason(obs: Observation, card: int, legal: list[int], weis_cards: int = 0) -> Reason | None:
    """Why ``card``, in Schmaus's own words, where the phase decides what is true; None where the shared
    reasons (:func:`~jassdesk.ai.explain.explain_card`) hold.

    While the stock lasts nobody must follow, so "short" or "long" suits and "drawing trumps" mean nothing
    yet, the second player's winning card takes the trick for sure, and its winner draws first; once the
    stock is empty every card is known, so the trumps still out can be counted exactly.
    """
    if len(legal) < 2:
        return None
    main = _follow_reason(obs, card, legal, weis_cards) if obs.trick else _lead_reason(obs, card, legal, weis_cards)
    if main is None:
        return None
    more = _what_it_keeps(obs, card, legal, 0 if main.template == "schmaus_let_go_weis" else weis_cards)
    return Reason(main.template, main.cards, main.card, main.suit, main.mode, main.params, main.extra + more)


def _follow_reason(obs: Observation, card: int, legal: list[int], weis_cards: int) -> Reason | None:
    winners = claims.winners_in_hand(obs, legal)
    own = claims.points(obs, card)
    trick_points = knowledge.trick_points_so_far(obs) + own  # the trick as it is taken, the card's own included
    if card in winners:
        if not obs.stock_size:
            return None  # the end phase: the shared "take the trick" reasons hold
        if own >= POOR_TRICK and claims.higher_of_suit_out(obs, card):
            return None  # a 10 banked before a higher card catches it: the shared reason says so
        return Reason("schmaus_take" if trick_points else "schmaus_take_free", card=card,
                      params={"points": trick_points})
    if not winners:
        return None  # nothing of mine takes it: the shared discard reasons hold
    if weis_cards and all(weis_cards >> c & 1 for c in winners):
        return Reason("schmaus_let_go_weis", card=card, cards=tuple(winners))
    if own >= POOR_TRICK:
        if claims.is_trump(obs, card) or not claims.higher_of_suit_out(obs, card):
            return None
        return Reason("schmaus_give_unsafe", card=card, suit=card // N_RANKS, params={"points": own})
    if obs.stock_size and all(claims.is_trump(obs, c) for c in winners):
        return Reason("schmaus_let_go_trumps", card=card, params={"points": trick_points})
    if trick_points >= POOR_TRICK:
        return None
    kept = knowledge.weakest_winner(winners, obs)
    kind = "trump" if claims.is_trump(obs, kept) else "master" if claims.top_of_suit(obs, kept) else "plain"
    return Reason(LET_GO_TEMPLATES[kind, trick_points > 0], card=card, cards=(kept,), suit=kept // N_RANKS,
                  params={"points": trick_points})


def _lead_reason(obs: Observation, card: int, legal: list[int], weis_cards: int) -> Reason | None:
    suit = card // N_RANKS
    if not obs.stock_size:
        return _end_lead_reason(obs, card)
    if claims.is_trump(obs, card):
        return Reason("master_lead" if claims.master(obs, card) else "schmaus_trump_lead", card=card)
    left = claims.stock_tricks_left(obs)
    holds_trump = bool(obs.hand & SUIT_MASKS[int(obs.mode)])
    if left <= STOCK_ENDS_SOON and holds_trump and claims.suit_length(obs.hand, suit) <= 2 and \
            claims.higher_of_suit_out(obs, card):
        template = "schmaus_stock_ends_now_short" if left == 1 else "schmaus_stock_ends_short"
        return Reason(template, card=card, suit=suit, params={"tricks": left})
    if claims.master(obs, card) or (claims.top_of_suit(obs, card) and knowledge.outstanding_in_suit(obs, suit)):
        return None  # the shared "nobody can beat it" / "only a trump can take it" hold
    own = claims.points(obs, card)
    if own == min(claims.points(obs, c) for c in legal):
        return None  # the shared "it risks the fewest points"
    if not weis_cards >> card & 1 and claims.higher_of_suit_out(obs, card):
        return Reason("schmaus_lead_spare", card=card, suit=suit)
    return Reason("schmaus_lead_risk", card=card, params={"points": own})


def _end_lead_reason(obs: Observation, card: int) -> Reason | None:
    """The end phase: a trump led counts the opponent's trumps, which are known exactly now."""
    if not claims.is_trump(obs, card):
        return None
    theirs = claims.opponent_trumps_known(obs)
    if not theirs & ~BAUER_BIT[int(obs.mode)]:
        return None  # no trump, or only the Bauer, which is never forced: the shared reasons
    count = theirs.bit_count()
    if count == 1:
        return Reason("schmaus_end_last_trump", card=card, cards=tuple(cards_in(theirs)))
    return Reason("schmaus_end_trumps", card=card, cards=tuple(cards_in(theirs)), params={"count": count})


def _what_it_keeps(obs: Observation, card: int, legal: list[int], weis_cards: int) -> tuple[Reason, ...]:
    """What the card leaves in the hand that matters: the Stöck pair, and the cards of a Weis."""
    extra: list[Reason] = []
    king, ober = stoeck_pair(int(obs.mode))
    if obs.hand >> king & 1 and obs.hand >> ober & 1 and card not in (king, ober) and \
            (king in legal or ober in legal):
        extra.append(Reason("keep_stoeck", card=king))
    if weis_cards and not weis_cards >> card & 1 and any(weis_cards >> c & 1 for c in legal):
        extra.append(Reason("keep_weis", card=card))
    return tuple(extra)


# -- the Medium player's habits ----------------------------------------------------


def wants_exchange(obs: Observation) -> bool:
    """Exchange the trump 6 for the turned card, unless the 6 belongs to a sequence held."""
    six = int(obs.mode) * N_RANKS + Rank.SIX
    return not any(w.mask >> six & 1 and w.suit_index is not None for w in all_weis(obs.hand, Game.SCHMAUS))


def medium_weis(obs: Observation) -> Weis | None:
    """Announce upward in the smallest steps; at the last chance, the biggest allowed."""
    options = _offered_weis(obs)
    if not options:
        return None
    last_chance = len(obs.tricks) == STOCK_TRICKS
    return max(options, key=_height(obs)) if last_chance else min(options, key=_height(obs))


def medium_weis_cards(obs: Observation) -> int:
    """Cards worth keeping: in a Weis, or one card short of a sequence or a four."""
    mask = 0
    for w in all_weis(obs.hand, Game.SCHMAUS):
        mask |= w.mask
    hand = obs.hand
    for suit in range(4):
        bits = (hand >> (suit * N_RANKS)) & 0x1FF
        pairs = bits & (bits >> 1)
        for r in range(N_RANKS - 1):
            if pairs >> r & 1:
                mask |= (0b11 << r) << (suit * N_RANKS)
    for rank in FOURS_WORTH_KEEPING:
        same = [s * N_RANKS + rank for s in range(4) if hand >> (s * N_RANKS + rank) & 1]
        if len(same) >= 3:
            for c in same:
                mask |= 1 << c
    return mask


def _spare(obs: Observation, cards: list[int]) -> list[int]:
    keep = medium_weis_cards(obs)
    trump = int(obs.mode)
    spare = [c for c in cards if not keep >> c & 1 and c // N_RANKS != trump]
    return spare or [c for c in cards if c // N_RANKS != trump] or cards


def _medium_follow(obs: Observation, cards: list[int]) -> int:
    trump = int(obs.mode)
    points = knowledge.trick_points_so_far(obs)
    keep = medium_weis_cards(obs)
    winners = [c for c in knowledge.winning_cards(obs, sum(1 << c for c in cards)) if not keep >> c & 1]
    if winners:
        plain = [c for c in winners if c // N_RANKS != trump]
        if plain:
            return knowledge.weakest_winner(plain, obs)
        if points >= 10:
            return knowledge.weakest_winner(winners, obs)
    return knowledge.cheapest(_spare(obs, cards), obs)


def medium_endgame(obs: Observation, cards: list[int]) -> int:
    """After the stock (Medium): take what can be taken cheaply, make sure of one trick."""
    if not obs.trick:
        masters = [c for c in cards if knowledge.beats_all_outstanding(obs, c)]
        trump = int(obs.mode)
        if masters:
            return max(masters, key=lambda c: (c // N_RANKS == trump, POINTS[trump][c]))
        return knowledge.cheapest(cards, obs)
    winners = knowledge.winning_cards(obs, sum(1 << c for c in cards))
    if winners:
        return knowledge.weakest_winner(winners, obs)
    return knowledge.cheapest(cards, obs)

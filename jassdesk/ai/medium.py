"""The Medium player: the habits of a good club player, as explicit rules.

Schieber: trump by hand strength (push when weak), draw trumps when strong,
lead master cards, give points to the partner's safe trick (schmieren), take
valuable tricks cheaply, follow the partner's signals (his first lead shows a
strong suit, his first discard a weak one).  Schmaus: exchange the trump 6,
announce Weis upward in small steps (the biggest at the last chance), keep
the cards that build Weis, win point-rich tricks cheaply while the stock
lasts.
"""

from __future__ import annotations

from jassdesk.engine.actions import Action, ActionKind, ChooseDealer, ChooseMode, Cut, Decision, ExchangeSix, Play, Push
from jassdesk.engine.cards import N_RANKS, SUIT_MASKS, Rank
from jassdesk.engine.modes import POINTS, STRENGTH
from jassdesk.engine.observe import Observation
from jassdesk.engine.rules import Game
from jassdesk.engine.weis import Weis, all_weis

from . import knowledge as K
from .player import Player
from .trump_choice import PUSH_THRESHOLD, best_mode


def with_announcements(obs: Observation, card: int, prefer_weis: Weis | None = None,
                       all_weis_ok: bool = True) -> Action:
    """The legal action for ``card`` carrying the announcements worth making with it.

    Stöck is always announced; in Schieber all Weis are announced with the
    first card; in Schmaus ``prefer_weis`` (or none) goes with the card.
    """
    options = [a for a in obs.legal_actions if a.kind is ActionKind.PLAY and a.card == card]
    if not options:
        raise ValueError(f"card {card} is not playable now")

    def rank(a: Play) -> tuple[int, int]:
        if obs.game is Game.SCHMAUS:
            weis_ok = (a.weis == (prefer_weis,)) if prefer_weis is not None else not a.weis
        else:
            weis_ok = bool(a.weis) if all_weis_ok else not a.weis
        return (1 if weis_ok else 0, 1 if a.stoeck else 0)

    return max(options, key=rank)


class HeuristicPlayer(Player):
    """Shared decisions that are not card play: who deals, the cut."""

    def choose(self, obs: Observation) -> Action:
        if not obs.legal_actions:
            raise ValueError("this observation asks for no decision")
        if obs.decision is Decision.CHOOSE_DEALER:
            n = len(obs.hand_sizes)
            if obs.game is Game.SCHIEBER:
                return ChooseDealer((obs.seat - obs.rules.direction.step) % n)  # so that I am the Vorhand
            return ChooseDealer(1 - obs.seat)  # the opponent deals, I lead
        if obs.decision is Decision.CUT:
            cuts = [a for a in obs.legal_actions if isinstance(a, Cut)]
            return self.rng.choice(cuts)
        if obs.decision is Decision.CHOOSE_MODE:
            return self.choose_mode(obs)
        if obs.game is Game.SCHMAUS:
            return self.play_schmaus(obs)
        return self.play_schieber(obs)

    def choose_mode(self, obs: Observation) -> Action:
        mode, score = best_mode(obs.hand)
        if score < PUSH_THRESHOLD and Push() in obs.legal_actions:
            return Push()
        return ChooseMode(mode)

    def play_schieber(self, obs: Observation) -> Action:  # pragma: no cover - abstract
        raise NotImplementedError

    def play_schmaus(self, obs: Observation) -> Action:  # pragma: no cover - abstract
        raise NotImplementedError


def legal_cards(obs: Observation) -> list[int]:
    return sorted({int(a.card) for a in obs.legal_actions if a.kind is ActionKind.PLAY})


class MediumPlayer(HeuristicPlayer):
    level = "medium"

    # -- Schieber ------------------------------------------------------------

    def play_schieber(self, obs: Observation) -> Action:
        cards = legal_cards(obs)
        card = self.lead_schieber(obs, cards) if not obs.trick else self.follow_schieber(obs, cards)
        return with_announcements(obs, card)

    def _we_declared(self, obs: Observation) -> bool:
        chooser = (obs.vorhand + 2) % 4 if obs.pushed else obs.vorhand
        return chooser % 2 == obs.seat % 2

    def lead_schieber(self, obs: Observation, cards: list[int]) -> int:
        mode = int(obs.mode)
        strength = STRENGTH[mode]
        trumps_out = K.trumps_out(obs)
        partner = (obs.seat + 2) % 4
        opponents = [(obs.seat + 1) % 4, (obs.seat + 3) % 4]
        if len(cards) == 2:
            # the last two cards: keep the one that can still take the last trick
            masters = [c for c in cards if K.beats_all_outstanding(obs, c)]
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
                if opp_may_have_trump and (K.beats_all_outstanding(obs, best)
                                           and (self._we_declared(obs) or len(my_trumps) >= 3)):
                    return best  # draw trumps
        # a master card in a side suit the opponents still follow
        side_masters = []
        for c in cards:
            if mode < 4 and c // N_RANKS == mode:
                continue
            if K.beats_all_outstanding(obs, c) and K.outstanding_in_suit(obs, c // N_RANKS):
                suit_mask = SUIT_MASKS[c // N_RANKS]
                ruffed = mode < 4 and trumps_out and any(
                    obs.voids[o] & suit_mask & K.others_cards(obs) == suit_mask & K.others_cards(obs)
                    for o in opponents)
                if not ruffed:
                    side_masters.append(c)
        if side_masters:
            return max(side_masters, key=lambda c: (POINTS[mode][c], strength[c]))
        # follow the partner's signal: the suit he led
        for suit in K.first_lead_suits(obs, partner):
            mine = [c for c in cards if c // N_RANKS == suit and (mode >= 4 or suit != mode)]
            if mine:
                return min(mine, key=lambda c: strength[c])
        weak_for_partner = set(K.first_discard_suits(obs, partner))
        plain = [c for c in cards if mode >= 4 or c // N_RANKS != mode] or cards

        def lead_key(c: int) -> tuple:
            suit = c // N_RANKS
            length = sum(1 for x in cards if x // N_RANKS == suit)
            return (suit in weak_for_partner, POINTS[mode][c], -length, strength[c])

        return min(plain, key=lead_key)

    def follow_schieber(self, obs: Observation, cards: list[int]) -> int:
        mode = int(obs.mode)
        winner_seat, winner_card = K.trick_winner_so_far(obs)
        last = K.remaining_players_after_me(obs) == 0
        points = K.trick_points_so_far(obs)
        led = obs.trick[0] // N_RANKS
        trumps_out = K.trumps_out(obs)
        if K.same_side(obs, winner_seat, obs.seat):
            safe = last or (K.beats_all_outstanding(obs, winner_card)
                            and (mode >= 4 or winner_card // N_RANKS == mode or not trumps_out))
            if safe:
                return self._schmieren(obs, cards)
            return K.cheapest(cards, obs)
        winners = K.winning_cards(obs, sum(1 << c for c in cards))
        if winners:
            cheap_winner = K.weakest_winner(winners, obs)
            is_trump = mode < 4 and cheap_winner // N_RANKS == mode and led != mode
            value = points + POINTS[mode][cheap_winner]
            if last:
                if not is_trump or value >= 10 or len(cards) <= 2:
                    return cheap_winner
            else:
                masters = [c for c in winners if K.beats_all_outstanding(obs, c)
                           and (mode >= 4 or c // N_RANKS == mode or not trumps_out)]
                if masters and (value >= 10 or POINTS[mode][masters[0]] >= 10):
                    return min(masters, key=lambda c: STRENGTH[mode][c])
                if is_trump and value >= 12:
                    return cheap_winner
                if not is_trump and led != mode and points >= 10 and masters:
                    return masters[0]
        return K.cheapest(cards, obs)

    def _schmieren(self, obs: Observation, cards: list[int]) -> int:
        """Give points to the partner's trick, without wasting a master card or a big trump."""
        mode = int(obs.mode)
        candidates = [c for c in cards if not (mode < 4 and c // N_RANKS == mode and STRENGTH[mode][c] >= 106)
                      and not (K.beats_all_outstanding(obs, c) and POINTS[mode][c] >= 11 and len(cards) > 3)]
        return K.richest(candidates or cards, obs)

    # -- Schmaus -------------------------------------------------------------

    def play_schmaus(self, obs: Observation) -> Action:
        if ExchangeSix() in obs.legal_actions and self._wants_exchange(obs):
            return ExchangeSix()
        weis = self._schmaus_weis(obs)
        cards = legal_cards(obs)
        if obs.stock_size == 0:
            card = self.endgame_schmaus(obs, cards)
        elif not obs.trick:
            card = self._schmaus_lead(obs, cards, weis)
        else:
            card = self._schmaus_follow(obs, cards, weis)
        return with_announcements(obs, card, prefer_weis=weis)

    def _wants_exchange(self, obs: Observation) -> bool:
        trump = int(obs.mode)
        six = trump * N_RANKS + Rank.SIX
        keep_for_weis = any(w.mask >> six & 1 and w.suit_index is not None for w in all_weis(obs.hand, Game.SCHMAUS))
        return not keep_for_weis

    def _schmaus_weis(self, obs: Observation) -> Weis | None:
        """Announce upward in the smallest steps; at the last chance, the biggest allowed."""
        options = [a.weis[0] for a in obs.legal_actions if a.kind is ActionKind.PLAY and a.weis]
        if not options:
            return None
        key = lambda w: w.height(Game.SCHMAUS, obs.mode)  # noqa: E731
        last_chance = len(obs.tricks) == 9
        return max(options, key=key) if last_chance else min(options, key=key)

    def _weis_cards(self, obs: Observation) -> int:
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
        for rank in (Rank.UNDER, Rank.AS, Rank.KOENIG, Rank.OBER, Rank.BANNER):
            same = [s * N_RANKS + rank for s in range(4) if hand >> (s * N_RANKS + rank) & 1]
            if len(same) >= 3:
                for c in same:
                    mask |= 1 << c
        return mask

    def _spare(self, obs: Observation, cards: list[int], weis: Weis | None) -> list[int]:
        keep = self._weis_cards(obs)
        trump = int(obs.mode)
        spare = [c for c in cards if not keep >> c & 1 and c // N_RANKS != trump]
        return spare or [c for c in cards if c // N_RANKS != trump] or cards

    def _schmaus_lead(self, obs: Observation, cards: list[int], weis: Weis | None) -> int:
        return K.cheapest(self._spare(obs, cards, weis), obs)

    def _schmaus_follow(self, obs: Observation, cards: list[int], weis: Weis | None) -> int:
        trump = int(obs.mode)
        points = K.trick_points_so_far(obs)
        keep = self._weis_cards(obs)
        winners = [c for c in K.winning_cards(obs, sum(1 << c for c in cards)) if not keep >> c & 1]
        if winners:
            plain = [c for c in winners if c // N_RANKS != trump]
            if plain:
                return K.weakest_winner(plain, obs)
            if points >= 10:
                return K.weakest_winner(winners, obs)
        return K.cheapest(self._spare(obs, cards, weis), obs)

    def endgame_schmaus(self, obs: Observation, cards: list[int]) -> int:
        """After the stock (Medium): take what can be taken cheaply, make sure of one trick."""
        if not obs.trick:
            masters = [c for c in cards if K.beats_all_outstanding(obs, c)]
            trump = int(obs.mode)
            if masters:
                return max(masters, key=lambda c: (c // N_RANKS == trump, POINTS[trump][c]))
            return K.cheapest(cards, obs)
        winners = K.winning_cards(obs, sum(1 << c for c in cards))
        if winners:
            return K.weakest_winner(winners, obs)
        return K.cheapest(cards, obs)

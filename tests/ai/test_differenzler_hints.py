"""Differenzler's hints say how a card serves the bid, and every number and claim they give is true.

Hand-made positions show each reason said where it holds and not where it
fails; a property test draws positions from Medium players' Differenzler
hands and checks each reason of every legal card against the real deal and
against deals consistent with what the seat has seen
(:func:`~jassdesk.engine.determinize.sample_world`); a bid hint's parts add up
to the bid it proposes.
"""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from ai.test_differenzler_ai import STRONG, WEAK, _position
from ai.test_hints_reasons import _all_reasons

from deals import deal
from jassdesk.ai.differenzler import NEAR_BID, SMALL_TRICK, DifferenzlerAI, bid_card_reason, bid_reason
from jassdesk.ai.game_ai import legal_cards
from jassdesk.ai.hints import hint
from jassdesk.ai.levels import make_player
from jassdesk.engine.actions import PLAY, Bid, Decision
from jassdesk.engine.cards import N_RANKS, SUIT_MASKS, Card, cards_in
from jassdesk.engine.determinize import sample_world
from jassdesk.engine.differenzler import DifferenzlerState
from jassdesk.engine.modes import HAND_TOTAL, POINTS, STRENGTH, WIN_KEY
from jassdesk.engine.observe import Observation
from jassdesk.engine.rules import Rules

C = Card.from_code


def _reason(state: DifferenzlerState, code: str):
    obs = state.observation(state.current_player)
    return bid_card_reason(obs, C(code), legal_cards(obs))


# -- hand-made positions: Rosen trump, seat 0 deals, seat 1 leads (test_differenzler_ai._position) ----------


def test_take_the_trick_while_points_are_lacking_and_duck_it_once_it_carries_you_past():
    # seat 1 leads the Schilten As, seat 2 the Banner, seat 3 the 9: seat 0 plays last and trumps with the 6
    state = _position((30, 30, 30, 60), ["SA", "ST", "S9"])
    reason = _reason(state, "H6")
    assert reason.template == "bid_take_sure" and reason.params["points"] == 21 and reason.params["need"] == 30
    assert "you play last" in reason.text("en")
    # bidding 5, the trick's 21 points carry him 16 past: not "take it", he stays under it
    state = _position((5, 30, 30, 60), ["SA", "ST", "S9"])
    assert _reason(state, "H6") is None
    reason = _reason(state, "S6")
    assert reason.template == "bid_duck_past" and reason.params["points"] == 21
    # bidding 14, the 21 points land 7 past instead of 14 short: closer, so he takes it
    state = _position((14, 30, 30, 60), ["SA", "ST", "S9"])
    reason = _reason(state, "H6")
    assert reason.template == "bid_take_closer" and reason.params["points"] == 21


def test_go_for_the_trick_says_so_only_while_someone_after_may_beat_it():
    reason = _reason(_position((0, 30, 0, 60), ["SA", "ST"]), "H8")
    assert reason.template == "bid_take_try"  # seat 0 after him may still trump higher
    assert _reason(_position((0, 30, 0, 0), ["SA", "ST"]), "H8") is None  # his bid of 0 made: no "go for it"


def test_lead_a_master_for_the_points_and_a_beatable_card_once_the_bid_is_made():
    state = _position((30, 30, 30, 30), [])
    assert _reason(state, "HJ").template == "bid_lead_master"  # the Bauer: nothing can take it
    reason = _reason(state, "SK")  # the As is his own, but a trump can take the König
    assert reason.template == "bid_lead_top" and reason.suit == C("SK") // N_RANKS
    made = _position((30, 0, 30, 30), [])
    assert _reason(made, "SK").template == "bid_lead_under"
    assert _reason(made, "HJ") is None  # nothing beats the Bauer: no "another player can take it"


def test_a_trick_none_of_his_cards_can_take_gets_the_fewest_points_while_points_are_lacking():
    state = _position((30, 30, 30, 30), ["HJ"])  # the Bauer led: seat 2's König, Ober and Banner cannot beat it
    reason = _reason(state, "HQ")
    assert reason.template == "bid_cannot_take" and reason.params["out"] == 157
    assert _reason(state, "HT") is None  # the Banner's 10 are not the fewest
    made = _position((30, 30, 0, 30), ["HJ"])
    assert _reason(made, "HK").template == "bid_duck"  # the Nell and the As are still out: nothing to shed


def test_keep_a_winning_trump_for_a_richer_trick_only_while_the_trick_is_poor():
    state = _position((30, 30, 30, 30), ["DK", "DQ"])  # 7 points: seat 3 could trump with the Rosen 8
    reason = _reason(state, "D7")
    assert reason.template == "bid_save_winner" and reason.cards == (C("H8"),) and reason.params["points"] == 7
    rich = _position((30, 30, 30, 30), ["DA", "DT"])  # 21 points: no "only", but seat 0 may overtrump the 8
    reason = _reason(rich, "D7")
    assert reason.template == "bid_winner_unsafe" and reason.cards == (C("H8"),)
    last = _position((30, 30, 30, 30), ["DA", "DT", "D9"])  # seat 0 plays last: nobody after him
    assert _reason(last, "D6") is None


def test_give_the_points_to_a_player_past_his_bid_when_his_bid_is_shown():
    for taker_bid, template in ((0, "bid_feed"), (157, "bid_duck")):
        state = _position((0, taker_bid, 0, 0), ["DA", "DT", "D7", "D6"])  # seat 1 takes 21 points
        state.apply(PLAY[C("SA")])
        reason = _reason(state, "ST")
        assert reason.template == template, taker_bid
    assert reason.params["have"] == 0 and reason.params["bid"] == 0  # seat 2's own: 0 of his 0
    state = _position((0, 0, 0, 0), ["DA", "DT", "D7", "D6"])
    state.apply(PLAY[C("SA")])
    reason = _reason(state, "ST")
    assert reason.params == {"points": 10, "have": 21, "bid": 0}


def test_the_figure_is_the_distance_from_the_bid_and_never_the_reason():
    obs = _position((30, 30, 30, 30), []).observation(1)
    figure = DifferenzlerAI().figure_reason(obs, C("SA"), -7.0, 40, False)
    assert figure.template == "bid_figure" and "7 points from your bid of 30" in figure.text("en")
    rules = Rules.differenzler(open_bids=True, random_trump=True, exact_bonus=True)
    bonus = DifferenzlerState.from_position(rules, deal(None, "HJ H9 HA SA SK CA CK DA DK"), dealer=0, trump=0,
                                            bids=(30, 30, 30, 30))
    figure = DifferenzlerAI().figure_reason(bonus.observation(1), C("HJ"), 3.0, 40, False)  # exact bids pay
    assert figure.template == "bid_figure_bonus" and figure.params["value"] == "-3"
    h = hint(obs, budget=0.05, seed=3)
    assert h.has_jass_reason and "simulated" in h.detail_text("en") and "side" not in h.detail_text("en")
    assert "simulated" not in h.reason("en")


def _deal(hands: list[str | None], bids: tuple[int, ...], script: str = "") -> DifferenzlerState:
    """Rosen trump, open bids, seat 0 deals and seat 1 leads; the hands not given get the rest of the cards."""
    rules = Rules.differenzler(open_bids=True, random_trump=True)
    state = DifferenzlerState.from_position(rules, deal(*hands), dealer=0, trump=C("H6") // N_RANKS, bids=bids)
    for code in script.split():
        state.apply(PLAY[C(code)])
    return state


def test_every_card_takes_the_trick_then_the_one_that_gives_it_least():
    state = _deal([None, "S6 D6 D7 D8 D9 DT DJ DQ DK", "S7 S8 SA H6 H7 H8 HT HQ HK"], (30, 30, 30, 30), "S6")
    assert _reason(state, "S7").template == "bid_forced_take"
    assert _reason(state, "SA").template == "bid_take_try"  # the As gives it 11, not the fewest: only "go for it"


def test_shed_a_card_that_could_still_take_a_trick_once_the_bid_is_made_or_nearly():
    hands = [None, "D6 D7 D8 D9 DT DJ DQ DK DA", "CA S6 S7 S8 S9 ST SJ SQ SK"]  # seat 2 can take nothing
    made = _deal(hands, (30, 157, 0, 30), "D6")
    assert _reason(made, "CA").template == "bid_shed"  # the highest Schellen, more of them still out
    assert _reason(made, "S6").template == "bid_duck"  # the Schilten As is out: the 6 is nothing to shed
    near = _deal(hands, (30, 157, 5, 30), "D6")
    assert _reason(near, "CA").template == "bid_shed_near"
    assert _reason(near, "S6").template == "bid_cannot_take"
    reason = _reason(near, "SK")  # not the fewest points, and the As of Schilten is still out above it
    assert reason.template == "bid_discard_beaten" and reason.cards == (C("SA"),)
    far = _deal(hands, (30, 157, 30, 30), "D6")
    assert _reason(far, "CA") is None  # far from the bid, nothing above the As: no reason of the bid


def test_throw_the_only_card_of_a_suit_to_trump_it_later():
    hands = [None, "D6 D7 D8 D9 DT DJ DQ DK DA", "HA C6 C7 C8 C9 CT CJ CQ S6", "H6 CK S7 S8 S9 ST SJ SQ SK"]
    state = _deal(hands, (30, 30, 30, 30), "D6 HA")  # seat 2 trumps with the As: seat 3 cannot beat it
    reason = _reason(state, "CK")
    assert reason.template == "bid_void_suit" and reason.suit == C("CK") // N_RANKS
    assert _reason(state, "SK").template == "bid_discard_beaten"  # Schilten is no singleton


def test_lead_low_and_keep_the_highest_cards_for_the_points_lacking():
    state = _deal([None, "SA S6 C6 C7 CK D7 D8 DK H6"], (30, 30, 30, 30))
    reason = _reason(state, "S6")
    assert reason.template == "bid_lead_low_keep" and reason.cards == (C("SA"),)
    reason = _reason(state, "CK")  # the Schellen As is out: the König is no master, but the Schilten As stays
    assert reason.template == "bid_lead_keep" and reason.cards == (C("SA"),)
    bare = _deal([None, "S6 S7 C6 C7 C8 D6 D7 D8 H6"], (30, 30, 30, 30))
    assert _reason(bare, "S6").template == "bid_lead_low"  # nothing of his is sure to take the trick it leads


def test_spend_a_master_on_a_poor_trick_once_the_bid_is_made():
    hands = [None, "S8 D6 D7 D8 D9 DT DJ DQ DK", "SA S7 C6 C7 C8 C9 CT CJ CQ"]  # seat 2: the As over the 8
    state = _deal(hands, (30, 30, 0, 30), "S8")
    assert _reason(state, "SA").template == "bid_spend_master"
    assert _reason(state, "S7").template == "bid_duck"
    lacking = _deal(hands, (30, 30, 30, 30), "S8")
    assert _reason(lacking, "SA").template != "bid_spend_master"


# -- a bid hint's numbers add up to its bid -------------------------------------------------------------


def _parts(reason) -> int:
    sign = {"_more": 1, "_less": -1}.get(reason.template[reason.template.rfind("_"):], 0)
    return reason.params["trumps"] + reason.params["sides"] + sign * reason.params["value"]


def test_a_bid_hints_parts_add_up_to_the_bid_it_proposes():
    rosen = C("H7") // N_RANKS
    for hand, template in ((STRONG, "bid_thumb"), ("SA SK SQ CA CK CQ DA DK DQ", "bid_sides")):  # no Rosen: no trump
        state = DifferenzlerState.from_position(Rules.differenzler(random_trump=True), deal(hand, WEAK), dealer=2,
                                                trump=rosen)
        while state.current_player != 0:
            state.apply(Bid(20))
        h = hint(state.observation(0), budget=0.05, seed=1)
        assert isinstance(h.best, Bid)
        assert h.why.template.startswith(template)
        assert _parts(h.why) == h.best.points and h.reason("en").endswith(f"bid {h.best.points}.")
        assert all("{" not in h.reason(lang) for lang in ("de", "fr", "it", "en"))
    obs = state.observation(0)
    for points in (0, 37, 157):
        assert _parts(bid_reason(obs, points)) == points


# -- every claim, against the real deal and consistent deals ---------------------------------------------


def may_be_beaten(obs: Observation, card: int, rng: random.Random) -> bool:
    """Is there a deal consistent with ``obs`` where a seat after ``obs.seat`` holds a card beating ``card``?"""
    keys = WIN_KEY[int(obs.mode)][obs.trick[0] // N_RANKS]
    after = [(obs.seat + obs.step * i) % 4 for i in range(1, 4 - len(obs.trick))]
    for _ in range(300):
        hands = sample_world(obs, rng).hands
        if any(keys[c] > keys[card] for s in after for c in cards_in(hands[s])):
            return True
    return False


def check_bid_claim(obs: Observation, card: int, reason, hands: list[int]) -> None:
    """Assert what a Differenzler ``reason`` says of playing ``card`` in a deal ``hands`` consistent with ``obs``."""
    mode, me = int(obs.mode), obs.seat
    pts, keys_of = POINTS[mode], WIN_KEY[mode]
    outside = 0
    for s in range(4):
        if s != me:
            outside |= hands[s]
    legal = legal_cards(obs)
    trick = list(obs.trick)
    keys = keys_of[trick[0] // N_RANKS] if trick else keys_of[card // N_RANKS]
    top = max((keys[c] for c in trick), default=-1)
    wins = not trick or keys[card] > top
    winners = [c for c in legal if not trick or keys[c] > top]
    after = [(me + obs.step * i) % 4 for i in range(1, 4 - len(trick))]
    so_far = sum(pts[c] for c in trick)
    p = reason.params
    t = reason.template
    bid, have = obs.bids[me], obs.card_points[me]
    if "need" in p:
        assert p["need"] == bid - have and p["bid"] == bid and p["have"] == have
        assert p["out"] == HAND_TOTAL - sum(obs.card_points) and p["out"] >= max(0, p["need"]) or p["need"] > p["out"]
    if t in ("bid_take_sure", "bid_take_sure_more", "bid_take_try", "bid_take_closer", "bid_forced_take",
             "bid_last_trick", "bid_spend_master"):
        assert trick and wins, t
    if t in ("bid_take_sure", "bid_take_sure_more", "bid_take_try", "bid_forced_take", "bid_last_trick",
             "bid_spend_master"):
        assert p["points"] == so_far + pts[card], t
    if t in ("bid_take_sure", "bid_take_sure_more", "bid_take_try"):
        assert 0 < p["points"] <= p["need"] or p["points"] == 0 < p["need"], t
    if t == "bid_take_sure":
        assert len(trick) == 3
    if t == "bid_take_sure_more":  # nobody after me can beat it, whatever he holds
        assert all(keys[c] < keys[card] for s in after for c in cards_in(hands[s]))
    if t == "bid_take_closer":
        assert len(trick) == 3 and p["points"] == have + so_far + pts[card]
        assert abs(bid - p["points"]) < bid - have
    if t == "bid_forced_take":
        assert winners == legal and pts[card] == min(pts[c] for c in legal)
    if t == "bid_last_trick":
        assert obs.hand.bit_count() == 2 and bid <= have
    if t in ("bid_spend_master", "bid_shed", "bid_shed_near"):  # the highest of its suit still out, others out
        same = [c for c in cards_in(outside) if c // N_RANKS == card // N_RANKS]
        assert same and all(STRENGTH[mode][c] < STRENGTH[mode][card] for c in same), t
    if t in ("bid_spend_master", "bid_duck", "bid_shed", "bid_lead_under", "bid_last_trick"):
        assert bid <= have, t
    if t in ("bid_duck", "bid_shed", "bid_shed_near", "bid_duck_past", "bid_save_winner", "bid_cannot_take",
             "bid_void_suit", "bid_feed", "bid_discard_beaten", "bid_winner_unsafe"):
        assert trick and not wins, t
    if t in ("bid_shed_near", "bid_cannot_take", "bid_void_suit"):
        assert not winners and bid > have, t
    if t == "bid_shed_near":
        assert bid - have <= NEAR_BID
    if t == "bid_cannot_take":
        assert pts[card] == min(pts[c] for c in legal)
    if t == "bid_void_suit":
        assert card // N_RANKS != mode and (obs.hand & SUIT_MASKS[card // N_RANKS]).bit_count() == 1
        assert obs.hand & SUIT_MASKS[mode]
    if t == "bid_discard_beaten":  # a higher card of its suit is still out
        (higher,) = reason.cards
        assert not winners and bid > have and card // N_RANKS != mode and outside >> higher & 1
        assert higher // N_RANKS == card // N_RANKS and STRENGTH[mode][higher] > STRENGTH[mode][card]
    if t == "bid_winner_unsafe":  # not last, and even the strongest winning card is no sure winner
        (strongest,) = reason.cards
        assert after and bid > have and strongest == max(winners, key=lambda c: keys[c])
    if t == "bid_duck_past":
        assert winners and p["points"] == have + so_far + min(pts[c] for c in winners) and p["points"] > bid
    if t == "bid_save_winner":
        (kept,) = reason.cards
        assert kept in winners and p["points"] == so_far < SMALL_TRICK and bid > have
    if t == "bid_feed":
        i = max(range(len(trick)), key=lambda k: keys[trick[k]])
        taker = (obs.leader + obs.step * i) % 4
        assert obs.bids[taker] is not None and p["bid"] == obs.bids[taker]
        assert p["have"] == obs.card_points[taker] >= obs.bids[taker] and p["points"] == pts[card] >= 3
    if t == "bid_lead_master":  # nobody can beat it
        assert not trick and bid > have and all(keys[c] < keys[card] for c in cards_in(outside))
    if t == "bid_lead_top":
        same = [c for c in cards_in(outside) if c // N_RANKS == card // N_RANKS]
        assert not trick and bid > have and same and all(STRENGTH[mode][c] < STRENGTH[mode][card] for c in same)
    if t in ("bid_lead_low", "bid_lead_low_keep"):
        assert not trick and bid > have and pts[card] == min(pts[c] for c in legal)
    if t == "bid_lead_low":  # none of the cards is sure to take the trick it leads
        assert all(any(keys_of[c // N_RANKS][o] > keys_of[c // N_RANKS][c] for o in cards_in(outside)) for c in legal)
    if t == "bid_lead_low_keep":
        assert reason.cards and card not in reason.cards
        for kept in reason.cards:
            same = [c for c in cards_in(outside) if c // N_RANKS == kept // N_RANKS]
            assert obs.hand >> kept & 1 and all(STRENGTH[mode][c] < STRENGTH[mode][kept] for c in same)
    if t == "bid_lead_under":  # a card still out beats it
        assert not trick and any(keys[c] > keys[card] for c in cards_in(outside))


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), depth=st.integers(0, 33), open_bids=st.booleans())
def test_every_differenzler_reason_is_true_of_the_position(seed, depth, open_bids):
    state = DifferenzlerState(Rules.differenzler(open_bids=open_bids), seed)
    players = [make_player("medium", seed=seed + s) for s in range(4)]
    moves = 0
    while not state.is_over and (state.decision is not Decision.PLAY or moves < depth):
        moves += state.decision is Decision.PLAY
        state.apply(players[state.current_player].choose(state.observation(state.current_player)))
    if state.is_over:
        return
    obs = state.observation(state.current_player)
    legal = legal_cards(obs)
    rng = random.Random(seed)
    worlds = [list(state.hands)] + [list(sample_world(obs, rng).hands) for _ in range(5)]
    for card in legal:
        reason = bid_card_reason(obs, card, legal)
        if reason is None:
            continue
        assert reason.template.startswith("bid_")
        if reason.template == "bid_winner_unsafe":
            assert may_be_beaten(obs, reason.cards[0], rng)
        for hands in worlds:
            for r in _all_reasons(reason):
                check_bid_claim(obs, card, r, hands)
        assert all("{" not in reason.text(lang) for lang in ("de", "fr", "it", "en"))

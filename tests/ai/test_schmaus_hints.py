"""Schmaus's own hint reasons know the stock phase from the end phase, and each is true of the position.

While the stock lasts nobody must follow suit: a second player's winning card takes the trick for sure, its
winner draws first, and "short" suits or "drawing trumps" mean nothing yet.  Once the stock is empty every
card is known and must be followed.  Hand-built positions show each reason said where its claim holds and
not where it fails; a property test draws positions from Medium players' Schmaus hands (both phases) and
checks every claim against the true deal and against deals consistent with what the seat has seen.
"""

from __future__ import annotations

import random

from deals import mask
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from jassdesk.ai.explain import Reason, explain_card
from jassdesk.ai.game_ai import legal_cards
from jassdesk.ai.levels import make_player
from jassdesk.ai.schmaus import LET_GO_TEMPLATES, POOR_TRICK, SchmausAI, schmaus_card_reason
from jassdesk.engine.actions import PLAY, ActionKind, Decision
from jassdesk.engine.card_play import BAUER_BIT
from jassdesk.engine.cards import N_RANKS, SUIT_MASKS, Card, cards_in
from jassdesk.engine.determinize import sample_world
from jassdesk.engine.modes import POINTS, STRENGTH, WIN_KEY
from jassdesk.engine.observe import Observation
from jassdesk.engine.record import new_state
from jassdesk.engine.rules import Rules
from jassdesk.engine.schmaus import SchmausState
from jassdesk.engine.weis import stoeck_pair

C = Card.from_code
AI = SchmausAI()
SHARED_STOCK_PHASE_ERRORS = ("lead_short", "lead_singleton", "lead_long", "draw_trumps")  # untrue before following
STOCK_PHASE_ONLY = ("schmaus_take", "schmaus_take_free", "schmaus_let_go_trumps", "schmaus_let_go_weis",
                    "schmaus_trump_lead", "schmaus_lead_spare", "schmaus_lead_risk", "schmaus_stock_ends_short",
                    "schmaus_stock_ends_now_short")


# The two small helpers of tests/ai/test_hints_reasons.py, restated: pytest imports test modules with
# --import-mode=importlib (pyproject.toml), so one test module cannot import another by name.
def _all_reasons(reason: Reason) -> list[Reason]:
    return [reason] + [r for more in reason.extra for r in _all_reasons(more)]


def _schmaus(h0: str, h1: str, turned: str) -> SchmausState:
    """Seat 0 (the non-dealer) leads; the stock gets the rest with ``turned`` face up at its bottom."""
    rest = [c for c in range(36) if not (mask(h0) | mask(h1) | mask(turned)) >> c & 1]
    return SchmausState.from_position(Rules.schmaus(), [mask(h0), mask(h1)], rest + [C(turned)], dealer=1)


def _reason(state: SchmausState, code: str) -> Reason | None:
    obs = state.observation(state.current_player)
    return schmaus_card_reason(obs, C(code), legal_cards(obs), AI.weis_cards(obs))


def _play(state: SchmausState, codes: str) -> SchmausState:
    """Play the cards in turn (no Weis announced, the trump 6 kept)."""
    for code in codes.split():
        state.apply(PLAY[C(code)])
    return state


# Seat 0 leads Rosen from the top for seven tricks and wins them all (seat 1 throws Schilten), so the hands
# drawn are known: seat 0 draws the stock's even cards, seat 1 the odd ones; Schellen is trump (turned König).
LONG_H0, LONG_H1 = "HA HK HQ HJ HT H9 H8 D6 C7", "S6 S7 S8 S9 ST SJ SQ SK D8"
LONG_STOCK = "SA H6 DK H7 CA D7 CQ D9 CJ DT C9 DJ C8 CT C6 DA DQ CK"
SEVEN_TRICKS = "HA S6 HK S7 HQ S8 HJ S9 HT ST H9 SJ H8 SQ"


def _scripted(tricks: str = SEVEN_TRICKS) -> SchmausState:
    state = SchmausState.from_position(Rules.schmaus(), [mask(LONG_H0), mask(LONG_H1)],
                                       [C(c) for c in LONG_STOCK.split()], dealer=1)
    return _play(state, tricks)


# -- the stock phase: following --------------------------------------------------------------------------


def test_a_trick_taken_while_the_stock_lasts_counts_its_points_and_the_first_draw():
    state = _play(_schmaus("HT S6 S7 D6 D7 C7 C8 C9 CT", "HA H6 H7 S8 S9 D8 D9 DT DJ", "CK"), "HT")
    reason = _reason(state, "HA")
    assert reason.template == "schmaus_take" and reason.params["points"] == 21  # the As's own 11 included
    assert "draw first from the stock" in reason.text("en") and "Stock" in reason.text("de")
    assert "talon" in reason.text("fr") and "tallone" in reason.text("it")
    state = _play(_schmaus("H6 S6 S7 D6 D7 C7 C8 C9 CT", "HA H8 H7 S8 S9 D8 D9 DT DJ", "CK"), "H6")
    assert _reason(state, "H7").template == "schmaus_take_free"
    assert _reason(state, "HA").template == "schmaus_take"  # the As banks its own 11
    assert _reason(state, "HA").params["points"] == 11
    assert _reason(state, "H8").template == "schmaus_take_free"
    # the Banner taking while the As is out is banked before it is caught: the shared reason says that
    state = _play(_schmaus("H6 S6 S7 D6 D7 C7 C8 C9 CT", "HT H8 H7 S8 S9 D8 D9 DT DJ", "CK"), "H6")
    assert _reason(state, "HT") is None and _reason(state, "H7").template == "schmaus_take_free"


def test_a_poor_trick_let_go_names_the_winner_really_kept():
    # the opponent leads the Eicheln 6: the As would take it (and bank its own 11); throw the Schilten 6
    state = _play(_schmaus("D6 S7 S8 H6 H7 C7 C8 C9 CT", "DA S6 H8 H9 HJ SQ D8 C6 CJ", "CK"), "D6")
    reason = _reason(state, "S6")
    assert reason.template in ("schmaus_let_go_plain_nothing", "schmaus_let_go_master_nothing")
    assert reason.cards == (C("D8"),)  # the cheapest winner, the Eicheln 8, not the As
    assert "worth nothing" in reason.text("en") and "Eicheln 8" in reason.text("en")
    state = _play(_schmaus("D6 S7 S8 H6 H7 C7 C8 C9 CT", "DA S6 H8 H9 HJ SQ DK C6 CQ", "CK"), "D6")
    reason = _reason(state, "S6")
    assert reason.template == "schmaus_let_go_master_nothing" and reason.cards == (C("DK"),)
    assert reason.suit == C("DK") // N_RANKS  # the König is the highest Eicheln out: the As is mine
    assert "highest Eicheln still out" in reason.text("en")
    # a rich trick (the Rosen Banner) let go is no "poor trick"
    state = _play(_schmaus("HT S7 S8 H6 H7 C7 C8 C9 CT", "HA S6 H8 H9 HJ SQ DK C6 CQ", "CK"), "HT")
    reason = _reason(state, "S6")
    assert reason is None or reason.template not in LET_GO_TEMPLATES.values()


def test_a_trick_only_a_trump_would_take_is_let_go_to_keep_the_trumps_for_the_end_phase():
    state = _play(_schmaus("HA S7 S8 H6 H7 D7 D8 D9 DT", "CA C8 S6 S9 SJ H8 H9 D6 DJ", "CK"), "H6")
    reason = _reason(state, "S6")
    assert reason.template == "schmaus_let_go_plain_nothing" and reason.cards == (C("H8"),)
    state = _play(_schmaus("HA S7 S8 H6 H7 D7 D8 D9 DT", "CA C8 S6 S9 SJ H8 H9 D6 DJ", "CK"), "HA")
    reason = _reason(state, "S6")
    assert reason.template == "schmaus_let_go_trumps" and reason.params["points"] == 11
    assert "end phase" not in reason.text("en") and "stock is empty" in reason.text("en")


def test_a_let_go_because_every_winner_builds_a_weis_names_them():
    state = _play(_schmaus("H6 S7 S8 D6 D7 C7 C8 C9 CT", "HJ HQ HK S6 S9 D8 DJ DA SA", "CK"), "H6")
    reason = _reason(state, "S6")
    assert reason.template == "schmaus_let_go_weis" and set(reason.cards) == {C("HJ"), C("HQ"), C("HK")}
    assert not any(r.template == "keep_weis" for r in _all_reasons(reason))  # said once, not twice


def test_a_ten_given_away_is_said_only_while_a_higher_card_of_its_suit_is_out():
    state = _play(_schmaus("H6 S7 S8 D6 D7 C7 C8 C9 CT", "H8 DT DJ DQ DK DA S6 S9 SA", "CK"), "H6")
    assert _reason(state, "DT") is None  # every higher Eicheln is in my hand: no "give it up"
    state = _play(_schmaus("H6 S7 S8 DA D7 C7 C8 C9 CT", "H8 DT S6 S9 SJ HQ D8 D6 SA", "CK"), "H6")
    reason = _reason(state, "DT")
    assert reason.template == "schmaus_give_unsafe" and reason.params["points"] == 10


# -- the stock phase: leading ----------------------------------------------------------------------------


def test_a_trump_led_while_the_stock_lasts_is_not_drawing_trumps():
    state = _schmaus("C7 C8 H6 HA D7 D8 S6 S9 SK", "CA C9 S7 S8 H8 H9 HT D6 DA", "CK")
    obs = state.observation(0)
    reason = _reason(state, "C7")
    assert reason.template == "schmaus_trump_lead" and "nobody must follow" in reason.text("en")


def test_shortness_is_spoken_of_only_when_the_stock_ends_soon():
    state = _scripted()
    obs = state.observation(0)
    assert obs.stock_size == 4 and state.current_player == 0
    assert obs.hand == mask("D6 DK C7 SA CA CQ CJ C9 C8")
    reason = _reason(state, "D6")
    assert reason.template == "schmaus_stock_ends_short" and reason.params["tricks"] == 2
    assert "The stock ends in 2 tricks" in reason.text("en")
    assert _reason(state, "SA") is None  # the top Schilten: the shared "only a trump can take it"
    state = _scripted(SEVEN_TRICKS + " SA H6")
    assert state.observation(0).stock_size == 2
    assert _reason(state, "D6").template == "schmaus_stock_ends_now_short"
    # six tricks earlier, the same short Eicheln is no reason: nobody must follow yet
    early = _schmaus("D6 DK C7 SA CA CQ CJ C9 C8", "S6 S7 S8 S9 ST SJ SQ SK D8", "CT")
    reason = _reason(early, "DK")
    assert reason is None or not reason.template.startswith("schmaus_stock_ends")
    assert reason is None or reason.template not in SHARED_STOCK_PHASE_ERRORS


# -- the end phase -----------------------------------------------------------------------------------------


def test_in_the_end_phase_a_trump_lead_counts_the_opponents_trumps():
    state = _scripted(SEVEN_TRICKS + " SA H6 DK H7")
    obs = state.observation(0)
    assert obs.stock_size == 0 and state.hands[1] & SUIT_MASKS[C("CK") // N_RANKS] == mask("CT CK")
    reason = _reason(state, "C6")
    assert reason.template == "schmaus_end_trumps" and set(reason.cards) == {C("CT"), C("CK")}
    assert reason.params["count"] == 2 and "still holds 2 trumps" in reason.text("en")
    assert _reason(state, "D6") is None  # a plain lead: the shared reasons
    # once he holds only one trump, it must fall
    state = _play(state, "C6 CT D7 DQ")  # he must answer the trump; then seat 0 takes his Eicheln and leads
    assert state.current_player == 0
    reason = _reason(state, "C7")
    assert reason.template == "schmaus_end_last_trump" and reason.cards == (C("CK"),)


def test_every_sentence_reads_in_every_language_and_deck():
    reasons = [_reason(_play(_schmaus("HT S6 S7 D6 D7 C7 C8 C9 CT", "HA H6 H7 S8 S9 D8 D9 DT DJ", "CK"), "HT"),
                       "HA"),
               _reason(_scripted(), "D6"), _reason(_scripted(SEVEN_TRICKS + " SA H6 DK H7"), "C6")]
    for reason in reasons:
        texts = {reason.text(lang, deck) for lang in ("de", "en", "fr", "it") for deck in (0, 1)}
        assert len(texts) == 8 and all("{" not in t for t in texts)


# -- every claim, against the true deal and consistent deals ------------------------------------------------


def check_schmaus_claim(obs: Observation, card: int, reason: Reason, hands: list[int], stock: int,
                        weis_cards: int) -> None:
    """Assert what a Schmaus reason says of playing ``card`` in a deal (``hands``, ``stock``) consistent with
    ``obs``: what is outside my hand is the opponent's hand and the stock."""
    trump, me = int(obs.mode), obs.seat
    opponent = 1 - me
    outside = hands[opponent] | stock
    pts, strength = POINTS[trump], STRENGTH[trump]
    legal = legal_cards(obs)
    trick = list(obs.trick)
    keys = WIN_KEY[trump][trick[0] // N_RANKS if trick else card // N_RANKS]
    wins = not trick or keys[card] > max(keys[c] for c in trick)
    winners = [c for c in legal if trick and keys[c] > max(keys[x] for x in trick)]
    trick_points = sum(pts[c] for c in trick) + pts[card]
    higher_out = any(c // N_RANKS == card // N_RANKS and strength[c] > strength[card] for c in cards_in(outside))
    t = reason.template
    if t in STOCK_PHASE_ONLY:
        assert obs.stock_size > 0, t
    if t in ("schmaus_take", "schmaus_take_free"):
        assert trick and wins and reason.params["points"] == trick_points
        assert (trick_points == 0) == (t == "schmaus_take_free")
    if t in LET_GO_TEMPLATES.values():
        (kept,) = reason.cards
        assert trick and not wins and kept in winners and kept != card
        assert reason.params["points"] == trick_points < POOR_TRICK
        assert (trick_points == 0) == t.endswith("_nothing")
        if "_trump" in t:
            assert kept // N_RANKS == trump
        if "_master" in t:
            assert kept // N_RANKS != trump and reason.suit == kept // N_RANKS
            assert all(strength[c] < strength[kept] for c in cards_in(outside) if c // N_RANKS == kept // N_RANKS)
    if t == "schmaus_let_go_weis":
        assert trick and not wins and set(reason.cards) == set(winners)
        assert all(weis_cards >> c & 1 for c in winners)
    if t == "schmaus_let_go_trumps":
        assert trick and not wins and winners and all(c // N_RANKS == trump for c in winners)
        assert reason.params["points"] == trick_points
    if t == "schmaus_give_unsafe":
        assert trick and not wins and card // N_RANKS != trump and higher_out
        assert reason.params["points"] == pts[card] >= POOR_TRICK
    if t == "schmaus_trump_lead":
        assert not trick and card // N_RANKS == trump
    if t == "master_lead":
        assert not trick and all(keys[c] < keys[card] for c in cards_in(outside))
    if t == "schmaus_lead_spare":
        assert not trick and card // N_RANKS != trump and higher_out and not weis_cards >> card & 1
    if t == "schmaus_lead_risk":
        assert not trick and card // N_RANKS != trump and reason.params["points"] == pts[card]
    if t in ("schmaus_stock_ends_short", "schmaus_stock_ends_now_short"):
        assert not trick and card // N_RANKS != trump and higher_out and obs.hand & SUIT_MASKS[trump]
        assert (obs.hand & SUIT_MASKS[card // N_RANKS]).bit_count() <= 2
        assert obs.stock_size // 2 == reason.params["tricks"] <= 2
        assert (reason.params["tricks"] == 1) == (t == "schmaus_stock_ends_now_short")
    if t in ("schmaus_end_trumps", "schmaus_end_last_trump"):
        theirs = hands[opponent] & SUIT_MASKS[trump]
        assert obs.stock_size == 0 and not stock and not trick and card // N_RANKS == trump
        assert set(reason.cards) == set(cards_in(theirs)) and theirs & ~BAUER_BIT[trump]
        assert (len(reason.cards) == 1) == (t == "schmaus_end_last_trump")
        if t == "schmaus_end_trumps":
            assert reason.params["count"] == len(reason.cards)
    if t == "keep_stoeck":
        king, ober = stoeck_pair(trump)
        assert obs.hand >> king & 1 and obs.hand >> ober & 1 and card not in (king, ober)
    if t == "keep_weis":
        assert not weis_cards >> card & 1 and any(weis_cards >> c & 1 for c in legal)


def _medium_position(seed: int, depth: int) -> tuple[SchmausState, Observation] | None:
    """A position after ``depth`` cards of a Medium players' Schmaus hand, with a card decision pending."""
    state = new_state(Rules.schmaus(), seed)
    players = [make_player("medium", seed=seed + s) for s in range(2)]
    cards = 0
    while not state.is_over and state.hand_no < 1:
        seat = state.current_player
        obs = state.observation(seat)
        if obs.decision is Decision.PLAY and cards >= depth and len(legal_cards(obs)) > 1:
            return state, obs
        action = players[seat].choose(obs)
        cards += action.kind is ActionKind.PLAY
        state.apply(action)
    return None


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 100_000), depth=st.integers(0, 34))
def test_every_schmaus_reason_is_true_of_the_true_deal_and_of_consistent_deals(seed, depth):
    found = _medium_position(seed, depth)
    if found is None:
        return
    state, obs = found
    rng = random.Random(seed)
    legal = legal_cards(obs)
    weis_cards = AI.weis_cards(obs)
    worlds = [(list(state.hands), sum(1 << c for c in state.stock))]
    for _ in range(5):
        w = sample_world(obs, rng)
        worlds.append((list(w.hands), sum(1 << c for c in w.stock)))
    for card in legal:
        reason = schmaus_card_reason(obs, card, legal, weis_cards)
        if reason is None:
            said = explain_card(obs, card, legal, weis_cards)  # the shared reason the hint gives then
            if obs.stock_size:
                assert said.template not in SHARED_STOCK_PHASE_ERRORS, said.template
            continue
        for hands, stock in worlds:
            for r in _all_reasons(reason):
                check_schmaus_claim(obs, card, r, hands, stock, weis_cards)
        assert all("{" not in reason.text(lang) for lang in ("de", "en", "fr", "it"))


def test_the_hint_itself_gives_the_schmaus_reason_in_the_stock_phase():
    state = _schmaus("C7 C8 H6 HA D7 D8 S6 S9 SK", "CA C9 S7 S8 H8 H9 HT D6 DA", "CK")
    from jassdesk.ai.hints import hint
    h = hint(state.observation(0), budget=0.05, seed=3)
    text = h.reason("en")
    assert "Draw trumps" not in text and "soon you can trump" not in text and h.has_jass_reason
    assert h.why.template.startswith("schmaus_") or h.why.template in ("master_lead", "lead_low", "master_suit")

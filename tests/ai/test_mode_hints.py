"""The reason a hint gives for a mode decision is what a Jass course teaches, and true of the hand.

Hand-built hands show each reason said when it holds and not when it fails (the trumps counted, the Bauer
and the Nell, the Stöck, a Weis in trumps, the side aces, a void; the sure tricks from the top or the
bottom; why a hand is pushed; what the partner says after a push; a Coiffeur row's factor and the rows
left).  A property test draws mode decisions from AI games of Schieber and Coiffeur and checks every claim
of every reason, for every choice the person could make, against the hand and the table by a count of its
own (:func:`claims_hold`).
"""

from __future__ import annotations

import random

from deals import deal
from hypothesis import given, settings
from hypothesis import strategies as st

from jassdesk.ai.coiffeur import BASE_POINTS, CoiffeurAI, baseline_key
from jassdesk.ai.explain import Reason
from jassdesk.ai.explain_mode import FEW_TRUMPS, explain_mode
from jassdesk.ai.games import game_ai
from jassdesk.ai.levels import make_player
from jassdesk.engine.actions import ActionKind, ChooseMode, ChooseRow, Decision, Push
from jassdesk.engine.cards import CARDS, N_RANKS, SUIT_MASKS, Card, Rank
from jassdesk.engine.coiffeur import CoiffeurState
from jassdesk.engine.coiffeur_table import TEN_ROWS, CoiffeurRow
from jassdesk.engine.modes import Mode
from jassdesk.engine.observe import Observation
from jassdesk.engine.record import new_state
from jassdesk.engine.rules import Rules
from jassdesk.engine.schieber import SchieberState

LANGUAGES = ("en", "de", "fr", "it")


def C(code: str) -> int:
    return int(Card.from_code(code))


def schieber_obs(hand: str, pushed: bool = False) -> Observation:
    """Seat 0 is the Vorhand (dealer 3); with ``pushed`` seat 2 holds ``hand`` and must choose."""
    hands = [None, None, hand, None] if pushed else [hand, None, None, None]
    state = SchieberState.from_position(Rules.schieber_swiss(), deal(*hands), dealer=3)
    if pushed:
        state.apply(Push())
        return state.observation(2)
    return state.observation(0)


def coiffeur_obs(hand: str, cells=None, rules: Rules | None = None) -> Observation:
    """Seat 1, the Vorhand of dealer 0, chooses a row with ``hand``; ``cells`` per team (seat 1's is the second)."""
    state = CoiffeurState.from_position(rules or Rules.coiffeur(), deal(None, hand), dealer=0, cells=cells)
    return state.observation(1)


def templates(reason: Reason) -> list[str]:
    return [reason.template] + [r.template for r in reason.extra]


def part(reason: Reason, template: str) -> Reason:
    return next(r for r in (reason, *reason.extra) if r.template == template)


# -- a trump -------------------------------------------------------------------------------------------------


def test_a_trump_is_explained_by_its_count_the_stoeck_and_the_weis():
    # the case a teacher found weak: four trumps, König and Ober (the Stöck), only "König and As" named
    obs = schieber_obs("H8 HQ HK HA DJ S7 ST C9 CQ", pushed=True)
    reason = explain_mode(obs, ChooseMode(Mode.TRUMP_ROSEN))
    assert reason.template == "pushed_trumps" and reason.params["trumps"] == 4
    assert set(reason.cards) == {C("H8"), C("HQ"), C("HK"), C("HA")}
    assert set(part(reason, "trump_stoeck").cards) == {C("HK"), C("HQ")}
    assert "Stöck" in reason.text("de") and "20" in reason.text("en") and "mazza" in reason.text("it")
    assert part(reason, "trump_weis").params["weis"].suit == 0  # Ober-König-As in Rosen
    # without the Ober: no Stöck, no Weis
    reason = explain_mode(schieber_obs("H8 H7 HK HA DJ S7 ST C9 CQ"), ChooseMode(Mode.TRUMP_ROSEN))
    assert reason.template == "choose_mode_trumps"
    assert "trump_stoeck" not in templates(reason) and "trump_weis" not in templates(reason)


def test_the_bauer_and_the_nell_are_named_only_when_held():
    both = explain_mode(schieber_obs("HJ H9 HA HK D8 C6 C7 C8 C9"), ChooseMode(Mode.TRUMP_ROSEN))
    assert set(part(both, "trump_bauer_nell").cards) == {C("HJ"), C("H9")}
    assert "Bauer und Nell" in both.text("de") and "le bour et le nell" in both.text("fr").lower()
    bauer = explain_mode(schieber_obs("HJ H8 HA HK D8 C6 C7 C8 C9"), ChooseMode(Mode.TRUMP_ROSEN))
    assert part(bauer, "trump_bauer").card == C("HJ") and "trump_bauer_nell" not in templates(bauer)
    nell = explain_mode(schieber_obs("H9 H8 HA HK D8 C6 C7 C8 C9"), ChooseMode(Mode.TRUMP_ROSEN))
    assert part(nell, "trump_nell").card == C("H9") and "trump_bauer" not in templates(nell)
    neither = explain_mode(schieber_obs("H7 H8 HA HK D8 C6 C7 C8 C9"), ChooseMode(Mode.TRUMP_ROSEN))
    assert not {"trump_bauer", "trump_nell", "trump_bauer_nell"} & set(templates(neither))


def test_side_aces_and_a_void_are_named_only_when_true():
    # Rosen trump, the Eicheln As and the Schilten As on the side, no Schellen
    reason = explain_mode(schieber_obs("HJ H9 H7 H6 DA D6 SA S6 S8"), ChooseMode(Mode.TRUMP_ROSEN))
    assert set(part(reason, "side_aces").cards) == {C("DA"), C("SA")}
    assert part(reason, "trump_void").suit == 3
    # a Schellen card and no side As: neither said
    reason = explain_mode(schieber_obs("H7 H9 H8 HQ DK D6 SK S6 C7"), ChooseMode(Mode.TRUMP_ROSEN))
    assert "side_aces" not in templates(reason) and "trump_void" not in templates(reason)


def test_a_weis_is_named_only_in_the_trump_suit():
    hand = "H6 H7 H9 HJ D8 D9 DT C6 CA"  # Eicheln 8-9-10: a Weis in Eicheln, none in Rosen
    rosen = explain_mode(schieber_obs(hand), ChooseMode(Mode.TRUMP_ROSEN))
    assert "trump_weis" not in templates(rosen)
    eicheln = explain_mode(schieber_obs(hand), ChooseMode(Mode.TRUMP_EICHELN))
    assert part(eicheln, "trump_weis").params["weis"].suit == 1


# -- Obenabe, Undenufe ---------------------------------------------------------------------------------------


def test_obenabe_counts_the_cards_that_run_from_the_top():
    obs = schieber_obs("DA DK DQ SA SK C6 C7 H6 H8")
    reason = explain_mode(obs, ChooseMode(Mode.OBENABE))
    assert reason.template == "choose_mode_slalom" and reason.params["tricks"] == 5
    assert set(reason.cards) == {C("DA"), C("DK"), C("DQ"), C("SA"), C("SK")}
    assert "no trump can cut" in reason.text("en") and "von oben" in reason.text("de")
    down = explain_mode(obs, ChooseMode(Mode.UNDENUFE))  # from the bottom: Schellen 6-7, Rosen 6 (not the 8)
    assert set(down.cards) == {C("C6"), C("C7"), C("H6")} and "par le bas" in down.text("fr")
    one = explain_mode(schieber_obs("DA DQ DJ S8 SK C8 C7 H7 H8", pushed=True), ChooseMode(Mode.OBENABE))
    assert one.template == "pushed_sure_one" and one.card == C("DA")


# -- pushing ---------------------------------------------------------------------------------------------------


def test_a_push_says_why_the_hand_is_weak():
    # no suit of three holds its Bauer or Nell; the longest trump has three; one As, one 6
    reason = explain_mode(schieber_obs("H6 HT HK D7 D8 DQ S9 SJ CA"), Push())
    assert reason.template == "push" and "partner" in reason.text("en")
    assert templates(reason)[1:3] == ["push_no_bauer_nell", "push_best_trump"]
    assert part(reason, "push_runs").params == {"top": 1, "bottom": 1}
    assert "chibr" in reason.text("fr").lower() and "passa" in reason.text("it").lower()
    # a Bauer with two more: "no Bauer or Nell" would be false
    reason = explain_mode(schieber_obs("HJ H7 H8 D7 D8 DQ S9 ST CK"), Push())
    assert "push_no_bauer_nell" not in templates(reason)
    assert set(part(reason, "push_best_trump").cards) == {C("HJ"), C("H7"), C("H8")}
    assert "push_no_runs" in templates(reason)  # neither an As nor a 6


def test_after_a_push_the_partner_is_told_he_must_choose():
    reason = explain_mode(schieber_obs("H8 H9 HT HK D7 DK S8 SJ C8", pushed=True), ChooseMode(Mode.TRUMP_ROSEN))
    assert reason.template == "pushed_trumps" and "geschoben" in reason.text("de")
    assert part(reason, "trump_nell").card == C("H9")


# -- Coiffeur ----------------------------------------------------------------------------------------------


STRONG_TRUMP = "CJ C9 CA CK CQ C8 DA HA S6"  # Schellen: Bauer, Nell, As, Stöck; two side aces
WEAK = "D7 D8 D9 S7 S8 S9 C7 C8 H6"


def test_a_strong_hand_goes_to_the_highest_factor_open_for_it():
    obs = coiffeur_obs(STRONG_TRUMP)
    reason = CoiffeurAI().mode_reason(obs, ChooseRow(7, Mode.TRUMP_SCHELLEN), 10.0)
    assert reason.template == "choose_row_high" and reason.params["row"] == CoiffeurRow("JOKER", 8)
    assert templates(reason)[1:3] == ["hand_trumps", "trump_bauer_nell"]
    assert "Joker x8" in reason.text("de") and "rows_open" not in templates(reason)  # eight rows open
    lower = CoiffeurAI().mode_reason(obs, ChooseRow(3, Mode.TRUMP_SCHELLEN), 10.0)
    assert lower.template == "choose_row_keep_joker"  # the jokers are higher, and the hand is not weak
    jokers_gone = ((None,) * 8, (None,) * 6 + (40, 40))
    mid = CoiffeurAI().mode_reason(coiffeur_obs(STRONG_TRUMP, cells=jokers_gone), ChooseRow(3, Mode.TRUMP_SCHELLEN),
                                   10.0)
    assert mid.template == "choose_row_high" and "Schellen x4" in mid.text("en")


def test_a_weak_hand_fills_a_low_row_and_the_last_rows_are_named():
    obs = coiffeur_obs(WEAK)
    reason = CoiffeurAI().mode_reason(obs, ChooseRow(0, Mode.TRUMP_EICHELN), -5.0)
    assert reason.template == "choose_row_low" and "stronger hands" in reason.text("en")
    cells = (None, 10, 10, 10, None, 10, 10, 10)  # Eicheln x1 and Obenabe x5 open
    two = CoiffeurAI().mode_reason(coiffeur_obs(WEAK, cells=((None,) * 8, cells)), ChooseRow(0, Mode.TRUMP_EICHELN),
                                   0.0)
    assert part(two, "rows_open").params["open"] == 2
    last = (10, 10, 10, 10, None, 10, 10, 10)
    reason = CoiffeurAI().mode_reason(coiffeur_obs(WEAK, cells=((None,) * 8, last)), ChooseRow(4, Mode.OBENABE), 0.0)
    assert reason.template == "choose_row_high" and "rows_last" in templates(reason)


def test_slalom_names_the_cards_unbeaten_from_either_end():
    obs = coiffeur_obs("DA DK H6 H7 S6 SA C8 C9 CT", rules=Rules.coiffeur(coiffeur_rows=TEN_ROWS))
    reason = CoiffeurAI().mode_reason(obs, ChooseRow(6, Mode.SLALOM_OBENABE), 0.0)
    both = part(reason, "hand_both_ends")
    assert set(both.cards) == {C("DA"), C("DK"), C("SA"), C("H6"), C("H7"), C("S6")}
    assert "dal basso" in reason.text("it")


def test_a_coiffeur_push_speaks_only_of_the_rows_still_open():
    hand = "H6 H8 H9 HQ HA D6 SJ C7 CA"  # five Rosen with the Nell, but only Obenabe is open
    cells = (10, 10, 10, 10, None, 10, 10, 10)
    reason = CoiffeurAI().mode_reason(coiffeur_obs(hand, cells=((None,) * 8, cells)), Push(), -3.0)
    assert reason.template == "push_row"
    assert not {"push_best_trump", "push_no_bauer", "push_no_bauer_nell"} & set(templates(reason))
    assert part(reason, "push_runs").params == {"top": 2, "bottom": 2}


# -- every claim, in positions from AI games ----------------------------------------------------------------


def suit_cards(hand: int, suit: int) -> set[int]:
    return {c for c in range(36) if hand >> c & 1 and c // N_RANKS == suit}


def unbeaten(hand: int, card: int, undenufe: bool) -> bool:
    """No card of its suit beats ``card`` from the top (bottom) that the hand does not hold."""
    suit, rank = divmod(card, N_RANKS)
    above = range(rank) if undenufe else range(rank + 1, N_RANKS)
    return bool(hand >> card & 1) and all(hand >> (suit * N_RANKS + r) & 1 for r in above)


def top_count(hand: int, undenufe: bool) -> int:
    return sum(unbeaten(hand, c, undenufe) for c in range(36))


def open_rows(obs: Observation) -> list[int]:
    return [r for r, cell in enumerate(obs.coiffeur_cells[obs.seat % 2]) if cell is None]


def claims_hold(obs: Observation, action, reason: Reason) -> None:
    """Assert every claim of ``reason`` (and of its additions) for ``action`` against the hand and the table."""
    hand = obs.hand
    mode = getattr(action, "mode", None)
    for r in (reason, *reason.extra):
        t = r.template
        trump = int(mode) if mode is not None and mode.is_trump_mode else None
        if t in ("choose_mode_trumps", "pushed_trumps", "hand_trumps"):
            assert r.mode == mode if t != "hand_trumps" else True
            assert set(r.cards) == suit_cards(hand, trump) and r.params["trumps"] == len(r.cards) >= 1
        if t.startswith("pushed_"):
            assert Push() not in obs.legal_actions and obs.pushed
        if t in ("choose_mode_trumps",):
            assert Push() in obs.legal_actions or not obs.pushed
        if t == "trump_bauer_nell":
            assert set(r.cards) == {trump * N_RANKS + Rank.UNDER, trump * N_RANKS + Rank.NINE} <= set(
                suit_cards(hand, trump))
        if t == "trump_bauer":
            assert r.card == trump * N_RANKS + Rank.UNDER and hand >> r.card & 1
        if t == "trump_nell":
            assert r.card == trump * N_RANKS + Rank.NINE and hand >> r.card & 1
            assert not hand >> (trump * N_RANKS + Rank.UNDER) & 1
        if t == "trump_stoeck":
            assert set(r.cards) == {trump * N_RANKS + Rank.KOENIG, trump * N_RANKS + Rank.OBER}
            assert all(hand >> c & 1 for c in r.cards)
        if t == "trump_weis":
            weis = r.params["weis"]
            assert weis.suit == trump and hand & weis.mask == weis.mask and weis.length >= 3
        if t == "side_aces":
            assert r.cards and all(hand >> c & 1 and c % N_RANKS == Rank.AS and c // N_RANKS != trump
                                   for c in r.cards)
        if t == "trump_void":
            assert r.suit != trump and not hand & SUIT_MASKS[r.suit]
        if t in ("choose_mode_slalom", "pushed_runs", "hand_runs", "choose_mode_sure_one", "pushed_sure_one"):
            undenufe = r.params["end"] == "bottom"
            named = list(r.cards) or [r.card]
            assert all(unbeaten(hand, c, undenufe) for c in named)
            assert len(named) == top_count(hand, undenufe) == r.params.get("tricks", 1)
        if t in ("choose_mode_both_ends", "hand_both_ends"):
            assert r.cards and all(unbeaten(hand, c, False) or unbeaten(hand, c, True) for c in r.cards)
        if t == "push_no_bauer_nell":
            assert not any(len(suit_cards(hand, s)) >= 3 and (hand >> (s * N_RANKS + Rank.UNDER) & 1 or
                                                              hand >> (s * N_RANKS + Rank.NINE) & 1)
                           for s in range(4))
        if t in ("push_best_trump", "push_no_bauer"):
            suit = int(r.mode)
            assert set(r.cards) == suit_cards(hand, suit) and r.params["trumps"] == len(r.cards)
            if t == "push_best_trump":
                assert len(r.cards) <= FEW_TRUMPS
            else:
                assert not hand >> (suit * N_RANKS + Rank.UNDER) & 1
            if obs.coiffeur_cells:  # a row that takes this trump is open
                assert any(r.mode in CoiffeurRow(*obs.rules.options.coiffeur_rows[row]).modes
                           for row in open_rows(obs))
        if t == "push_runs":
            assert r.params == {"top": top_count(hand, False), "bottom": top_count(hand, True)}
        if t == "push_no_runs":
            assert top_count(hand, False) == top_count(hand, True) == 0
        if t in ("push", "push_row"):
            assert action == Push()
        if t in ("choose_row", "choose_row_high", "choose_row_low", "choose_row_keep_joker"):
            rows = obs.rules.options.coiffeur_rows
            assert action.row in open_rows(obs) and r.params["row"] == CoiffeurRow(*rows[action.row])
            higher = [row for row in open_rows(obs) if mode in CoiffeurRow(*rows[row]).modes
                      and rows[row][1] > rows[action.row][1]]
            assert (t == "choose_row_high") == (not higher)
            if t == "choose_row_low":  # "fewer points than an ordinary hand" in a row of its kind
                kind = baseline_key(rows[action.row][0])
                assert float(r.params["points"]) < BASE_POINTS[kind]
            if t == "choose_row_keep_joker":  # "the higher Joker stays open"
                assert any(rows[row][0] == "JOKER" for row in higher)
        if t == "rows_last":
            assert len(open_rows(obs)) == 1
        if t == "rows_open":
            assert r.params["open"] == len(open_rows(obs)) >= 2
        if t == "row_must":
            assert Push() not in obs.legal_actions
    for lang in LANGUAGES:
        text = reason.text(lang)
        assert "{" not in text and "}" not in text


def mode_decision(rules: Rules, seed: int, hands_before: int) -> Observation:
    """A mode decision from a Partie of Medium players, after ``hands_before`` hands (rows filled in Coiffeur)."""
    rng = random.Random(seed)
    state = new_state(rules, rng.randrange(1 << 30))
    players = [make_player("medium", seed=rng.randrange(1 << 30)) for _ in range(rules.n_players)]
    while True:
        obs = state.observation(state.current_player)
        if obs.decision is Decision.CHOOSE_MODE and state.hand_no >= hands_before and len(obs.legal_actions) > 1:
            return obs
        if state.is_over:  # the Partie ended first: start again from its last seed
            return mode_decision(rules, seed + 1, 0)
        state.apply(players[state.current_player].choose(obs))


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10 ** 6), pushed=st.booleans())
def test_every_claim_of_a_schieber_mode_reason_is_true_of_the_hand(seed, pushed):
    obs = mode_decision(Rules.schieber_swiss(), seed, 0)
    if pushed:  # the same hand as the partner's, who must choose after the Vorhand (seat 0) pushes
        state = SchieberState.from_position(Rules.schieber_swiss(), partner_deal(obs.hand, seed), dealer=3)
        state.apply(Push())
        obs = state.observation(2)
    for action in obs.legal_actions:
        claims_hold(obs, action, explain_mode(obs, action))


def partner_deal(hand: int, seed: int) -> list[int]:
    """Four hands of nine with ``hand`` at seat 2, the others drawn from the rest."""
    rest = [c for c in CARDS if not hand >> c & 1]
    random.Random(seed).shuffle(rest)
    others = [sum(1 << c for c in rest[i:i + 9]) for i in (0, 9, 18)]
    return [others[0], others[1], hand, others[2]]


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10 ** 6), hands_before=st.integers(0, 12), ten_rows=st.booleans())
def test_every_claim_of_a_coiffeur_row_reason_is_true_of_the_hand_and_the_table(seed, hands_before, ten_rows):
    rules = Rules.coiffeur(coiffeur_rows=TEN_ROWS) if ten_rows else Rules.coiffeur()  # with Slalom and Guschti
    obs = mode_decision(rules, seed, hands_before)
    game = game_ai(obs.game)
    for action in obs.legal_actions:
        assert action.kind in (ActionKind.CHOOSE_ROW, ActionKind.PUSH)
        claims_hold(obs, action, game.mode_reason(obs, action, 0.0))


def test_the_claim_checker_catches_a_false_claim():
    obs = schieber_obs("H8 H7 HK HA DJ S7 ST C9 CQ")
    false = Reason("choose_mode_trumps", cards=(C("HK"), C("HA")), mode=Mode.TRUMP_ROSEN, params={"trumps": 2},
                   extra=(Reason("trump_stoeck", cards=(C("HK"), C("HQ"))),))
    try:
        claims_hold(obs, ChooseMode(Mode.TRUMP_ROSEN), false)
    except AssertionError:
        return
    raise AssertionError("two of four trumps and a Stöck without the Ober passed the check")

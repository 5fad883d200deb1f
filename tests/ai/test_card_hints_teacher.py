"""The teacher's card reasons of the trump games, each in a hand-built position where it is said and in one
where its claim fails, so it is not (issue #30).

Suits by code: H Rosen, D Eicheln, S Schilten, C Schellen; ranks 6 7 8 9 T (Banner) J (Under) Q (Ober) K A.
With ``dealer=3`` seat 0 is the Vorhand and chooses trump; with ``dealer=2`` seat 3 does.
"""

from __future__ import annotations

import random
from dataclasses import replace

from deals import deal, mask

from jassdesk.ai import claims
from jassdesk.ai.explain import Reason, explain_card
from jassdesk.ai.game_ai import legal_cards
from jassdesk.ai.games import game_ai
from jassdesk.ai.hints import RankedAction, compare_alternatives, hint
from jassdesk.engine.actions import ActionKind, Decision
from jassdesk.engine.cards import Card, Deck
from jassdesk.engine.modes import Mode
from jassdesk.engine.observe import Observation
from jassdesk.engine.record import new_state
from jassdesk.engine.rules import Game, Rules
from jassdesk.engine.schieber import SchieberState

C = Card.from_code


def _all_reasons(reason: Reason) -> list[Reason]:
    return [reason] + [r for more in reason.extra for r in _all_reasons(more)]


def _state(hands: list[str | None], mode: Mode, plays: str = "", dealer: int = 3) -> SchieberState:
    state = SchieberState.from_position(Rules.schieber_swiss(), deal(*hands), dealer=dealer, mode=mode)
    for code in plays.split():
        state.apply(next(a for a in state.legal_actions() if a.kind is ActionKind.PLAY and a.card == C(code)))
    return state


def _obs(hands: list[str | None], mode: Mode, plays: str = "", dealer: int = 3) -> Observation:
    state = _state(hands, mode, plays, dealer)
    return state.observation(state.current_player)


def _why(obs: Observation, code: str) -> Reason:
    return explain_card(obs, C(code), legal_cards(obs))


# -- trumps: who draws them, and counted ------------------------------------------------


def test_the_declarer_draws_trumps_and_counts_the_ones_still_out():
    obs = _obs(["HA HK H8 D7 D8 C6 C7 C8 C9", None, None, None], Mode.TRUMP_ROSEN)
    assert claims.declarer(obs) == 0
    why = _why(obs, "HA")
    assert why.template == "draw_trumps_big" and why.params["trumps"] == 6
    assert set(why.cards) == {C("HJ"), C("H9")}  # the Bauer and the Nell are still out
    assert why.text("en") == ("Draw trumps with the Rosen As: 6 trumps are still out, the Bauer and the Nell "
                              "among them.")  # a teacher's names for the trump Under and 9
    assert why.text("de", Deck.FRENCH) == ("Ziehen Sie Trumpf mit Herz-Ass: 6 Trümpfe sind noch draussen, darunter "
                                           "der Bauer und das Nell.")
    # with the Bauer and the Nell in my own hand, none of the big ones is out
    why = _why(_obs(["HJ H9 HA D7 D8 C6 C7 C8 C9", None, None, None], Mode.TRUMP_ROSEN), "HJ")
    assert why.template == "draw_trumps" and why.params["trumps"] == 6 and not why.cards


def test_the_last_trump_out_is_named():
    why = _why(_obs(["H6 H7 H8 HT HJ HQ HK HA D7", None, None, None], Mode.TRUMP_ROSEN), "HJ")
    assert why.template == "draw_trumps_one" and why.cards == (C("H9"),)
    assert ": only the Nell is still out." in why.text("en")
    assert " : il ne reste dehors que le nell." in why.text("fr")


def test_no_drawing_with_a_single_small_trump():
    why = _why(_obs(["H6 DA DK D7 D8 C6 C7 C8 C9", None, None, None], Mode.TRUMP_ROSEN), "H6")
    assert not why.template.startswith("draw_trumps")


# seat 3 chooses (dealer 2) and leads the Eicheln 7; seat 0, a defender, takes it with the As and leads
DEFENDER = ["DA HJ H9 HT S8 S9 ST SJ SQ", "D6 H6 H7 C6 C7 C8 C9 S6 S7", "D8 D9 DT DJ DQ DK H8 HQ HK", None]


def test_a_defender_does_not_draw_trumps_and_is_told_so():
    obs = _obs(DEFENDER, Mode.TRUMP_ROSEN, "D7 DA D6 D8", dealer=2)
    assert obs.seat == 0 and claims.declarer(obs) == 3 and claims.is_defender(obs)
    assert all(not r.template.startswith("draw_trumps") and r.template != "partner_trump"
               for c in ("HJ", "H9", "HT") for r in _all_reasons(_why(obs, c)))
    why = _why(obs, "S8")
    assert why.template == "defender_lead" and "other side made trump" in why.text("en")
    # the declarer's own side leading a plain card is no defender
    obs = _obs(["D7 H6 H7 C6 C7 C8 C9 S6 S7", "D6 HJ H9 HT S8 S9 ST SJ SQ", "DA D8 D9 DT DJ H8 HQ HK CA", None],
               Mode.TRUMP_ROSEN, "D7 D6 DA DQ")
    assert obs.seat == 2 and not claims.is_defender(obs)
    assert _why(obs, "CA").template != "defender_lead"


def test_the_partner_made_trump_so_lead_him_a_trump():
    # seat 0 chose Rosen; his partner, seat 2, takes the first trick and leads a trump back
    obs = _obs(["D7 H6 H7 C6 C7 C8 C9 S6 S7", "D6 HJ H9 HT S8 S9 ST SJ SQ", "DA D8 D9 DT DJ H8 HQ HK CA", None],
               Mode.TRUMP_ROSEN, "D7 D6 DA DQ")
    assert obs.seat == 2 and claims.partner_declared(obs)
    why = _why(obs, "H8")
    assert why.template == "partner_trump" and why.text("de").startswith("Ihr Partner hat Trumpf gemacht")
    # the declarer himself is not told that his partner made trump
    obs = _obs(["HA HK HQ D7 D8 C6 C7 C8 C9", None, None, None], Mode.TRUMP_ROSEN)
    assert _why(obs, "HA").template != "partner_trump"


# -- reading the partner --------------------------------------------------------------


# seat 0 leads the Eicheln As; his partner (seat 2) has no Eicheln and throws a Schellen away
DISCARD = ["DA S6 S7 S8 C6 H6 H7 H8 C7", "D6 D7 D8 D9 DT DJ SQ SK SA", "C9 CT CJ S9 ST SJ HJ H9 HT", None]


def test_the_partners_discard_is_read_and_answered():
    obs = _obs(DISCARD, Mode.TRUMP_ROSEN, "DA D6 C9 DQ")
    assert obs.seat == 0 and not obs.trick
    why = _why(obs, "S6")
    assert why.template == "answer_discard" and why.suit == C("C9").suit
    assert why.text("en") == "Your partner threw away Schellen: he is weak there, so lead the Schilten 6."
    assert _why(obs, "C6").template != "answer_discard"  # leading the suit he threw away answers nothing


def test_anziehen_leads_low_from_the_suit_whose_top_card_i_hold():
    why = _why(_obs(["SA S7 S6 DK D8 C6 C7 C8 H6", None, None, None], Mode.TRUMP_ROSEN), "S6")
    assert why.template == "anziehen" and why.suit == C("S6").suit
    assert "angezogen" not in why.text("de") and "Ziehen Sie Schilten an" in why.text("de")
    # with the As still out, the suit is not strong enough to call
    assert _why(_obs(["SK S7 S6 DK D8 C6 C7 C8 H6", None, None, None], Mode.TRUMP_ROSEN), "S6").template != "anziehen"


# Obenabe: seat 2 takes the first trick and leads Eicheln (his strength); seat 0 takes it with the As
SIGNAL = ["S7 DA DK D6 C6 C7 C8 C9 H6", "S6 D9 DT H7 H8 H9 CT CJ CQ", "SA D7 HT HJ HQ HK HA CA CK", None]


def test_the_partners_strength_only_while_he_can_still_hold_the_suit():
    obs = _obs(SIGNAL, Mode.OBENABE, "S7 S6 SA S8 D7 D8 DA D9")
    assert obs.seat == 0
    assert _why(obs, "D6").template == "follow_signal"
    # a trick later he shows that he has no Eicheln left: his lead of them says nothing any more
    state = _state(SIGNAL, Mode.OBENABE, "S7 S6 SA S8 D7 D8 DA D9 DK DT CK DJ")
    obs = state.observation(state.current_player)
    assert obs.seat == 0 and not claims.may_hold_suit(obs, 2, C("D6").suit)
    assert _why(obs, "D6").template != "follow_signal"


# -- taking and ducking ---------------------------------------------------------------


def test_bank_the_ten_before_the_as_catches_it():
    hands = ["S6 C6 C7 C8 C9 CT CJ CQ CK", "S7 S9 SJ SQ SK SA H9 HT HJ", None, "ST H6 D6 D7 D8 D9 DT DJ DQ"]
    why = _why(_obs(hands, Mode.TRUMP_ROSEN, "S6 S7 S8"), "ST")
    assert why.template == "bank_ten" and why.cards == (C("SA"),) and why.params["points"] == 10
    assert why.text("en") == ("Take the trick with the Schilten Banner now (10 points): the Schilten As is still "
                              "out and would catch it later.")
    # with every higher Schilten in my hand nothing can catch it: an ordinary sure trick
    hands = ["S6 C6 C7 C8 C9 CT CJ CQ CK", "S7 S9 D9 DT DJ DQ H9 HT HJ", None, "ST SJ SQ SK SA H6 D6 D7 D8"]
    assert _why(_obs(hands, Mode.TRUMP_ROSEN, "S6 S7 S8"), "ST").template == "take_trick_sure"


# seat 0 leads the Schilten 7, my partner (seat 1) the 8, seat 2 takes it for now; I (seat 3) hold the 6 and the As
DUCK = ["S7 H6 H7 H8 C6 C7 C8 C9 CT", "S8 SJ SQ SK H9 HT HJ HQ HK", None, "S6 SA D6 D7 D8 D9 DT DJ DQ"]


def test_a_trick_without_points_is_let_go_without_saying_its_points_are_not_worth_the_card():
    obs = _obs(DUCK, Mode.TRUMP_ROSEN, "S7 S8 S9")
    why = _why(obs, "S6")
    assert why.template == "let_go_empty" and why.cards == (C("SA"),)
    assert "0 points" not in why.text("en") and "no points" in why.text("en")
    # with the Banner on it the trick has points, and they are the trick's
    why = _why(_obs(DUCK, Mode.TRUMP_ROSEN, "S7 S8 ST"), "S6")
    assert why.template == "let_go" and why.params["points"] == 10


def test_a_small_trick_is_not_worth_a_trump():
    hands = ["SA H7 H8 C6 C7 C8 C9 CT CJ", "S6 S8 S9 ST SJ SQ SK H9 HT", None, "H6 D6 D7 D8 D9 DT DJ DQ DK"]
    obs = _obs(hands, Mode.TRUMP_ROSEN, "SA S6 S7")
    why = _why(obs, "D6")
    assert why.template == "let_go_trump" and why.cards == (C("H6"),) and why.params["points"] == 11
    # in Obenabe there is no trump to keep: the Schilten As cannot be beaten, nothing is "let go"
    obs = _obs(hands, Mode.OBENABE, "SA S6 S7")
    assert _why(obs, "D6").template not in ("let_go", "let_go_trump", "let_go_empty")


def test_a_rich_duck_is_not_explained_by_the_trick_points():
    # my Schilten Banner thrown under the opponent's trick while the 6 would do: no "let it go" for the Banner
    hands = ["S7 H6 H7 H8 C6 C7 C8 C9 CT", "S8 SJ SQ SK H9 HT HJ HQ HK", None, "S6 ST SA D6 D7 D8 D9 DT DJ"]
    obs = _obs(hands, Mode.TRUMP_ROSEN, "S7 S8 S9")
    assert _why(obs, "S6").template == "let_go_empty"
    assert _why(obs, "ST").template not in ("let_go", "let_go_trump", "let_go_empty")


def test_just_as_good_never_names_a_card_the_reason_contradicts():
    obs = _obs(DUCK, Mode.TRUMP_ROSEN, "S7 S8 S9")
    game = game_ai(obs.game)
    ranked = (RankedAction(game.play_action(obs, C("S6")), 0.0), RankedAction(game.play_action(obs, C("SA")), -0.5))
    why = _why(obs, "S6")
    assert why.template == "let_go_empty"
    plain = compare_alternatives(ranked, obs)
    assert plain is not None and plain.template == "equal_cards" and plain.cards == (C("SA"),)
    # the As takes the trick the reason lets go: it is not "just as good"
    assert compare_alternatives(ranked, obs, why) is None
    # a lead "that risks the fewest points" is not as good as the As
    obs = _obs(["SA S7 DK D8 C6 C7 C8 C9 H6", None, None, None], Mode.TRUMP_ROSEN)
    ranked = (RankedAction(game.play_action(obs, C("C6")), 0.0), RankedAction(game.play_action(obs, C("SA")), -0.5),
              RankedAction(game.play_action(obs, C("C7")), -1.0))
    alternatives = compare_alternatives(ranked, obs, _why(obs, "C6"))
    assert alternatives is not None and alternatives.cards == (C("C7"),)


# -- Schmaus: shortness means nothing while the stock lasts ------------------------------


def test_no_lead_short_while_the_stock_lasts():
    from jassdesk.engine.schmaus import SchmausState
    h0, h1, turned = "DT D9 C6 C7 C8 H6 H7 S6 S7", "D6 D7 D8 ST SA HA HK HQ HJ", "CK"
    rest = [c for c in range(36) if not (mask(h0) | mask(h1) | mask(turned)) >> c & 1]
    state = SchmausState.from_position(Rules.schmaus(), [mask(h0), mask(h1)], rest + [C(turned)], dealer=1)
    obs = state.observation(0)
    assert obs.stock_size and obs.mode == Mode.TRUMP_SCHELLEN
    assert all(_why(obs, c).template not in ("lead_short", "lead_singleton") for c in ("DT", "D9"))


# -- Coiffeur: the row's factor ----------------------------------------------------------


def _coiffeur_take(seed: int) -> tuple[Observation, int] | None:
    """A Coiffeur position where the seat to play can take the trick for sure, from a random Partie."""
    state = new_state(Rules.coiffeur(), seed)
    rng = random.Random(seed)
    while not state.is_over:
        if state.decision is Decision.PLAY:
            obs = state.observation(state.current_player)
            for card in legal_cards(obs):
                if obs.trick and claims.wins_now(obs, card) and claims.safe_after(obs, card) and obs.multiplier > 1:
                    return obs, card
        state.apply(rng.choice(state.legal_actions()))
    return None


def test_coiffeur_says_what_the_trick_is_worth_in_its_row():
    found = next(f for f in map(_coiffeur_take, range(50)) if f is not None)
    obs, card = found
    why = explain_card(obs, card, legal_cards(obs))
    (factor,) = [r for r in _all_reasons(why) if r.template == "row_factor"]
    points = why.params["points"] if "points" in why.params else None
    assert factor.params["row"].factor == obs.multiplier
    assert factor.params["value"] == factor.params["points"] * obs.multiplier
    assert points is None or points == factor.params["points"]
    assert f"x{obs.multiplier} these {factor.params['points']} points count {factor.params['value']}." in why.text("en")
    # the same trick in Schieber has no row to multiply it
    schieber = replace(obs, game=Game.SCHIEBER, coiffeur_row=None)  # as a Schieber hand is observed
    assert not [r for r in _all_reasons(explain_card(schieber, card, legal_cards(obs))) if r.template == "row_factor"]


# -- Stöck -------------------------------------------------------------------------------


def test_the_second_stoeck_card_says_the_stoeck_is_complete():
    state = _state(["HJ H9 HA HK HQ D6 D7 D8 D9", None, None, None], Mode.TRUMP_ROSEN)
    obs = state.observation(0)
    assert "stoeck_now" not in {r.template for r in _all_reasons(_why(obs, "HK"))}  # the first of the pair
    state.apply(next(a for a in state.legal_actions() if a.kind is ActionKind.PLAY and a.card == C("HK")))
    while state.current_player != 0 or state.trick:
        state.apply(next(a for a in state.legal_actions() if a.kind is ActionKind.PLAY))
    obs = state.observation(0)
    assert obs.stoeck_pending and obs.leader == 0
    (stoeck,) = [r for r in _all_reasons(_why(obs, "HQ")) if r.template == "stoeck_now"]
    assert stoeck.params["points"] == 20 and "Stöck is complete: 20 points" in _why(obs, "HQ").text("en")
    assert "stoeck_now" not in {r.template for r in _all_reasons(_why(obs, "D6"))}


# -- a singleton thrown, and a solved position where every card is the same ---------------


def test_throwing_the_only_card_of_a_suit_makes_it_a_suit_to_trump():
    # seat 0 leads the Schilten As, seat 2 trumps it with the Bauer; I (seat 3) cannot follow nor overtrump
    hands = ["SA S7 H7 H8 C6 C7 C8 C9 CT", "S6 S8 S9 ST SJ SQ SK H9 HT", None, "H6 D6 D7 D8 D9 DT DJ DQ CK"]
    obs = _obs(hands, Mode.TRUMP_ROSEN, "SA S6 HJ")
    why = _why(obs, "CK")
    assert why.template == "discard_singleton" and why.suit == C("CK").suit
    assert why.text("en") == ("You cannot follow: throw your only Schellen, the Schellen König, and you can trump "
                              "Schellen from now on.")
    assert _why(obs, "D6").template != "discard_singleton"  # one Eicheln of seven
    # without a trump left in the hand there is nothing to trump with later
    hands = ["SA S7 H6 H7 H8 C6 C7 C8 C9", "S6 S8 S9 ST SJ SQ SK H9 HT", None, "D6 D7 D8 D9 DT DJ DQ DK CK"]
    obs = _obs(hands, Mode.TRUMP_ROSEN, "SA S6 HJ")
    assert all(r.template != "discard_singleton" for c in legal_cards(obs)
               for r in _all_reasons(explain_card(obs, c, legal_cards(obs))))


def _schmaus_end(seed: int) -> Observation | None:
    """A Schmaus position after the stock, more than one card legal, from a random Partie."""
    state = new_state(Rules.schmaus(), seed)
    rng = random.Random(seed)
    while not state.is_over:
        if state.decision is Decision.PLAY:
            obs = state.observation(state.current_player)
            if not obs.stock_size and len(legal_cards(obs)) > 1 and obs.hand.bit_count() <= 4:
                return obs
        state.apply(rng.choice(state.legal_actions()))
    return None


def test_any_card_will_do_only_where_every_card_is_solved_to_the_same_value():
    seen = set()
    for seed in range(40):
        obs = _schmaus_end(seed)
        if obs is None:
            continue
        h = hint(obs, budget=0.05, seed=seed)
        values = {r.value for r in h.ranked}
        assert (h.why.template == "all_equal") == (h.exact and len(values) == 1)
        seen.add(h.why.template == "all_equal")
        if seen == {True, False}:
            break
    assert seen == {True, False}


def test_the_koenig_led_drives_out_the_only_higher_card():
    why = _why(_obs(["SK S6 DK D8 C6 C7 C8 H6 H7", None, None, None], Mode.TRUMP_ROSEN), "SK")
    assert why.template == "lead_drive" and why.cards == (C("SA"),)
    assert why.text("en") == "Lead the Schilten König: only the Schilten As is still higher, and this drives it out."
    # with the König and the As both out, the Ober does not drive anything out
    assert _why(_obs(["SQ S6 DK D8 C6 C7 C8 H6 H7", None, None, None], Mode.TRUMP_ROSEN), "SQ").template != "lead_drive"

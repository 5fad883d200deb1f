"""What may be added to a trick: one test per rule of RULES sections 4 and 5, on hand-built positions."""

import pytest

from deals import cards, mask
from jassdesk.engine.card_play import (SchieberFlags, schieber_exclusions, schieber_legal, schieber_refusal,
                                       schmaus_exclusions, schmaus_legal, schmaus_refusal)
from jassdesk.engine.cards import Card, Deck, cards_in
from jassdesk.engine.modes import Mode
from jassdesk.engine.rules import Rules

SEED = SchieberFlags.of(Rules.schieber_seed())
SWISS = SchieberFlags.of(Rules.schieber_swiss())
H = Mode.TRUMP_ROSEN  # Rosen (hearts) trump in every test below unless said


def legal_codes(hand: str, trick: str, mode: Mode, flags: SchieberFlags) -> set[str]:
    return {c.code for c in cards_in(schieber_legal(mask(hand), cards(trick), mode, flags))}


def refusal_text(hand: str, trick: str, mode: Mode, flags: SchieberFlags, card: str, lang="en", deck=Deck.SWISS):
    r = schieber_refusal(mask(hand), cards(trick), mode, flags, Card.from_code(card))
    return None if r is None else r.message(lang, deck)


def test_leader_may_play_any_card():
    assert legal_codes("S6 D7 HJ", "", H, SEED) == {"S6", "D7", "HJ"}


def test_must_follow_suit_and_the_reason_names_the_cards():
    hand = "S8 SK D7 HJ C6"
    assert legal_codes(hand, "SA", H, SEED) == {"S8", "SK"}
    assert refusal_text(hand, "SA", H, SEED, "D7") == "You must follow suit: you hold Schilten 8 and Schilten König."
    assert refusal_text(hand, "SA", H, SEED, "D7", "de", Deck.FRENCH) == \
        "Sie müssen Farbe angeben: Sie haben Pik-8 und Pik-König."
    assert refusal_text(hand, "SA", H, SEED, "S8") is None


def test_card_not_in_hand_is_refused():
    assert refusal_text("S8", "", H, SEED, "SA") == "You do not hold Schilten As."


def test_lacking_led_suit_any_card_in_seed_preset():
    assert legal_codes("D7 H6 C6", "SA", H, SEED) == {"D7", "H6", "C6"}


def test_seed_preset_must_play_the_bauer_when_it_is_the_only_trump():
    assert legal_codes("HJ D7 C6", "H6", H, SEED) == {"HJ"}
    assert "only trump is the Bauer (Rosen Under)" in refusal_text("HJ D7 C6", "H6", H, SEED, "D7")


def test_bauer_exception_lets_the_bauer_stay_home():
    flags = SchieberFlags(False, True, False, False)
    assert legal_codes("HJ D7 C6", "H6", H, flags) == {"HJ", "D7", "C6"}
    # with another trump in hand the exception does not apply
    assert legal_codes("HJ H7 D7", "H6", H, flags) == {"HJ", "H7"}


def test_swiss_may_trump_instead_of_following():
    assert legal_codes("S8 SK HA D7", "S6", H, SWISS) == {"S8", "SK", "HA"}
    assert refusal_text("S8 SK HA D7", "S6", H, SWISS, "D7") == \
        "You must follow suit or play a trump: you hold Schilten 8 and Schilten König."


def test_trumpfzwang_off_and_on():
    hand = "D7 C6 H7 HA"
    assert legal_codes(hand, "S6", H, SEED) == {"D7", "C6", "H7", "HA"}
    zwang = SchieberFlags(False, False, True, False)
    assert legal_codes(hand, "S6", H, zwang) == {"H7", "HA"}
    assert refusal_text(hand, "S6", H, zwang, "D7") == \
        "Trumpfzwang: you cannot follow Schilten, so you must play a trump: you hold Rosen 7 and Rosen As."


def test_trumpfzwang_with_bauer_exception_does_not_force_a_lone_bauer():
    flags = SchieberFlags(False, True, True, False)
    assert legal_codes("D7 HJ", "S6", H, flags) == {"D7", "HJ"}
    no_exception = SchieberFlags(False, False, True, False)
    assert legal_codes("D7 HJ", "S6", H, no_exception) == {"HJ"}


def test_undertrump_after_two_players_trumped_uses_the_highest_trump_as_the_bar():
    # Schilten led, the second player trumped with the Ober, the third over-trumped with the As.
    # The König is higher than the Ober but lower than the As: it would under-trump.
    trick = "S6 HQ HA"
    assert legal_codes("HK D7 C6", trick, H, SWISS) == {"D7", "C6"}
    assert refusal_text("HK D7 C6", trick, H, SWISS, "HK") == \
        "You may not under-trump: Rosen König is lower than Rosen As, already in this trick."
    # a higher trump is fine
    assert "HJ" in legal_codes("HJ HK D7", trick, H, SWISS)
    # in the seed preset under-trumping is allowed
    assert legal_codes("HK D7 C6", trick, H, SEED) == {"HK", "D7", "C6"}


def test_hand_of_only_trumps_may_undertrump():
    assert legal_codes("H6 H7", "S6 HA", H, SWISS) == {"H6", "H7"}


def test_trump_lead_any_trump_may_follow_without_duty_to_beat():
    assert legal_codes("H6 HA D7", "HK", H, SWISS) == {"H6", "HA"}


def test_trumpfzwang_and_undertrump_ban_stricter_prohibition_wins():
    flags = SchieberFlags(False, False, True, True)
    # every trump held would under-trump the Nell: any card, but no under-trump
    assert legal_codes("H6 H7 D7 C6", "S6 H9", H, flags) == {"D7", "C6"}
    # holding a higher trump: Trumpfzwang applies to it
    assert legal_codes("H6 HJ D7", "S6 H9", H, flags) == {"HJ"}


def test_obenabe_and_undenufe_follow_suit_else_anything():
    assert legal_codes("S8 D7 H6", "SA", Mode.OBENABE, SWISS) == {"S8"}
    assert legal_codes("D7 H6", "SA", Mode.UNDENUFE, SWISS) == {"D7", "H6"}


@pytest.mark.parametrize("flags", [SEED, SWISS, SchieberFlags(True, True, True, True), SchieberFlags(0, 0, 1, 0)])
def test_exclusions_never_exclude_a_card_that_could_have_been_held(flags):
    """Soundness of void inference: for random hands, a legal play never excludes a card the hand held."""
    import random
    rng = random.Random(7)
    for _ in range(3000):
        deck = list(range(36))
        rng.shuffle(deck)
        mode = rng.randrange(6)
        trick = deck[:rng.randrange(1, 4)]
        hand = sum(1 << c for c in deck[4:4 + rng.randrange(1, 10)])
        legal = schieber_legal(hand, trick, mode, flags)
        assert legal, "the legal set is never empty"
        for c in cards_in(legal):
            excluded = schieber_exclusions(trick, c, mode, flags)
            assert not (excluded & hand & ~(1 << c)), (trick, cards_in(hand), c)


# -- Schmaus ------------------------------------------------------------------


def test_schmaus_free_play_while_stock_lasts():
    assert {c.code for c in cards_in(schmaus_legal(mask("S8 D7 HJ"), cards("SA"), 0, 6))} == {"S8", "D7", "HJ"}


def test_schmaus_after_stock_follow_else_trump():
    assert {c.code for c in cards_in(schmaus_legal(mask("S8 D7 H7"), cards("SA"), 0, 0))} == {"S8"}
    assert {c.code for c in cards_in(schmaus_legal(mask("D7 H7 HA"), cards("SA"), 0, 0))} == {"H7", "HA"}
    r = schmaus_refusal(mask("D7 H7 HA"), cards("SA"), 0, 0, Card.from_code("D7"))
    assert r.message() == "You cannot follow Schilten, so you must trump: you hold Rosen 7 and Rosen As."


def test_schmaus_bauer_is_never_forced():
    # to a trump lead, the Bauer as the only trump need not follow
    assert {c.code for c in cards_in(schmaus_legal(mask("HJ D7"), cards("H6"), 0, 0))} == {"HJ", "D7"}
    # lacking the led suit, a lone Bauer need not trump
    assert {c.code for c in cards_in(schmaus_legal(mask("HJ D7"), cards("S6"), 0, 0))} == {"HJ", "D7"}


def test_schmaus_exclusions_after_stock():
    excluded = schmaus_exclusions(cards("S6"), Card.from_code("D7"), 0, 0)
    assert excluded & mask("SA HA") == mask("SA HA")
    assert not excluded & mask("HJ")

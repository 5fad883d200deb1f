"""Cards and their names, the six modes, and the dealing rules (RULES sections 1-3)."""

import pytest

from jassdesk.engine.cards import CARDS, SUIT_NAMES, Card, Deck, Rank, Suit
from jassdesk.engine.dealing import (cut_pack, deal_packets, draw_result, shuffled_pack, valid_cut_range)
from jassdesk.engine.modes import HAND_TOTAL, POINTS, Mode, trick_points, trick_winner_index


def test_36_cards_with_unique_stable_codes_that_round_trip():
    codes = [c.code for c in CARDS]
    assert len(set(codes)) == 36
    assert all(Card.from_code(code) == c for code, c in zip(codes, CARDS))
    assert Card.from_code("ha") == Card.of(Suit.ROSEN, Rank.AS)


@pytest.mark.parametrize("bad", ["", "H", "X6", "H1", "HAA", None, 7])
def test_unknown_card_codes_get_a_clear_error(bad):
    with pytest.raises(ValueError, match="card code"):
        Card.from_code(bad)


def test_names_in_both_decks_and_languages():
    q = Card.from_code("HQ")
    assert q.name("de", Deck.SWISS) == "Rosen-Ober"
    assert q.name("de", Deck.FRENCH) == "Herz-Dame"
    assert q.name("en", Deck.FRENCH) == "Queen of Hearts"
    assert q.name("en", Deck.SWISS) == "Rosen Ober"
    assert Card.from_code("CA").name("de", Deck.SWISS) == "Schellen-As"
    assert Card.from_code("DT").name("de", Deck.FRENCH) == "Karo-10"
    assert Card.from_code("SJ").index_label(Deck.SWISS, "en") == "U"
    assert Card.from_code("SJ").index_label(Deck.FRENCH, "de") == "B"
    assert Card.from_code("SJ").index_label(Deck.FRENCH, "en") == "J"


def test_swisslos_suit_pairing_lives_in_one_table():
    pairs = dict(zip(SUIT_NAMES[Deck.SWISS]["de"], SUIT_NAMES[Deck.FRENCH]["de"]))
    assert pairs == {"Rosen": "Herz", "Eicheln": "Karo", "Schilten": "Pik", "Schellen": "Kreuz"}
    italian = dict(zip(SUIT_NAMES[Deck.SWISS]["it"], SUIT_NAMES[Deck.FRENCH]["it"]))
    assert italian == {"rose": "cuori", "ghiande": "quadri", "scudi": "picche", "campanelli": "fiori"}


@pytest.mark.parametrize("mode", list(Mode))
def test_every_mode_totals_152_card_points(mode):
    assert sum(POINTS[mode]) == 152
    assert HAND_TOTAL == 157


def test_trump_order_bauer_then_nell():
    trick = [Card.from_code(c) for c in ("HA", "H9", "HJ", "HK")]
    assert trick_winner_index(Mode.TRUMP_ROSEN, trick) == 2
    assert trick_points(Mode.TRUMP_ROSEN, trick) == 11 + 14 + 20 + 4


def test_plain_suit_under_ranks_between_ober_and_banner_and_off_suit_never_wins():
    trick = [Card.from_code(c) for c in ("SJ", "ST", "DA", "SQ")]
    assert trick_winner_index(Mode.TRUMP_ROSEN, trick) == 3


def test_undenufe_lowest_wins_and_six_counts_eleven():
    trick = [Card.from_code(c) for c in ("S8", "S6", "SA", "D6")]
    assert trick_winner_index(Mode.UNDENUFE, trick) == 1
    assert trick_points(Mode.UNDENUFE, trick) == 8 + 11 + 0 + 11
    assert trick_points(Mode.OBENABE, trick) == 8 + 0 + 11 + 0


def test_shuffle_is_reproducible_per_seed_and_hand():
    assert shuffled_pack(1, 0) == shuffled_pack(1, 0)
    assert shuffled_pack(1, 0) != shuffled_pack(1, 1)
    assert shuffled_pack(1, 0) != shuffled_pack(2, 0)
    assert sorted(shuffled_pack(1, 0)) == list(range(36))


def test_shuffle_is_roughly_uniform():
    counts = [0] * 36
    for hand in range(3600):
        counts[shuffled_pack(5, hand)[0]] += 1
    assert min(counts) > 60 and max(counts) < 150  # expected 100 each


def test_cut_lifts_at_least_three_and_leaves_three():
    pack = tuple(range(36))
    assert list(valid_cut_range()) == list(range(3, 34))
    assert cut_pack(pack, 3) == pack[3:] + pack[:3]
    for bad in (0, 1, 2, 34, 35, 36):
        with pytest.raises(ValueError):
            cut_pack(pack, bad)


@pytest.mark.parametrize("packets,size", [((3, 3, 3), 9), ((4, 4, 4), 12), ((5, 5), 10)])
def test_deal_in_packets(packets, size):
    pack = tuple(range(36))
    n = 36 // size
    order = list(range(1, n)) + [0]
    hands, rest = deal_packets(pack, order, packets)
    assert all(len(h) == size for h in hands)
    assert len(rest) == 36 - n * size
    # the first packet goes to the player after the dealer, from the top of the pack
    assert hands[1][:packets[0]] == list(range(packets[0]))


def test_draw_result_high_card_tie_and_ace_deals():
    c = Card.from_code
    assert draw_result((c("H6"), c("SK")), False) == ("high", 1)
    assert draw_result((c("HK"), c("SK")), False) == ("tie", None)
    assert draw_result((c("HA"), c("SK")), True) == ("ace", 0)
    assert draw_result((c("HA"), c("SK")), False) == ("high", 0)
    assert draw_result((c("HA"), c("SA")), True) == ("tie", None)

"""Shuffling, cutting, dealing in packets and the draw for the dealer (RULES section 3)."""

import pytest

from jassdesk.engine.cards import Card
from jassdesk.engine.dealing import cut_pack, deal_packets, draw_result, shuffled_pack, valid_cut_range


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

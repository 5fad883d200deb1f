"""The six modes: card points, trick strength and the trick winner (RULES section 2)."""

import pytest

from jassdesk.engine.cards import Card
from jassdesk.engine.modes import BASE_MODES, HAND_TOTAL, POINTS, Mode, trick_points, trick_winner_index


@pytest.mark.parametrize("mode", BASE_MODES)
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

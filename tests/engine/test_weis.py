"""Finding, valuing and comparing Weis, and the Stöck pair (RULES sections 5 and 6)."""

import pytest

from deals import mask
from jassdesk.engine.cards import Card, Rank, Suit
from jassdesk.engine.modes import Mode
from jassdesk.engine.rules import Game
from jassdesk.engine.weis import (STOECK_PAIRS, Weis, all_weis, best_weis_index, four_of_a_kind_points, maximal_weis,
                                  stoeck_pair)


def height(weis: Weis, mode: Mode = Mode.TRUMP_ROSEN, game: Game = Game.SCHIEBER):
    return weis.height(game, mode)


def test_sequences_are_worth_20_50_100_then_50_more_per_card():
    assert [Weis.sequence(Suit.ROSEN, 0, n).points(Game.SCHIEBER) for n in range(3, 10)] == \
        [20, 50, 100, 150, 200, 250, 300]


@pytest.mark.parametrize("rank,schieber,schmaus", [
    (Rank.UNDER, 200, 200), (Rank.NINE, 150, 0), (Rank.AS, 100, 100), (Rank.KOENIG, 100, 100),
    (Rank.OBER, 100, 100), (Rank.BANNER, 100, 100), (Rank.EIGHT, 0, 0), (Rank.SIX, 0, 0)])
def test_four_of_a_rank_per_game(rank, schieber, schmaus):
    """Vier Nell count in Schieber only; fours below the Banner are no Weis in either game."""
    assert four_of_a_kind_points(rank, Game.SCHIEBER) == schieber
    assert four_of_a_kind_points(rank, Game.SCHMAUS) == schmaus


def test_height_orders_points_then_length_then_top_card_then_trump():
    five = Weis.sequence(2, 0, 5)
    assert height(five) > height(Weis.four(Rank.AS))  # equal points, more cards
    assert height(Weis.sequence(1, 0, 4)) > height(Weis.sequence(1, 2, 3))  # more points
    assert height(Weis.four(Rank.AS)) > height(Weis.four(Rank.KOENIG)) > height(Weis.four(Rank.OBER)) \
        > height(Weis.four(Rank.BANNER))
    assert height(Weis.sequence(2, 1, 3)) > height(Weis.sequence(1, 0, 3))  # higher top card
    assert height(Weis.sequence(0, 0, 3)) > height(Weis.sequence(1, 0, 3))  # trump wins at equal height


def test_in_undenufe_the_lower_sequence_is_higher():
    assert height(Weis.sequence(1, 0, 3), Mode.UNDENUFE) > height(Weis.sequence(2, 1, 3), Mode.UNDENUFE)


def test_equal_height_goes_to_the_first_announced():
    a, b = Weis.sequence(1, 0, 3), Weis.sequence(2, 0, 3)
    assert best_weis_index([(1, a), (2, b)], Game.SCHIEBER, Mode.TRUMP_ROSEN) == 0
    assert best_weis_index([(2, b), (1, a)], Game.SCHIEBER, Mode.TRUMP_ROSEN) == 0
    assert best_weis_index([], Game.SCHIEBER, Mode.TRUMP_ROSEN) is None


def test_maximal_weis_takes_the_longest_runs_and_all_weis_every_part():
    hand = mask("H6 H7 H8 H9 HT SJ DJ CJ HJ")  # Rosen 6 to Under (six in sequence) and four Under
    best = maximal_weis(hand, Game.SCHIEBER)
    assert sorted(w.points(Game.SCHIEBER) for w in best) == [150, 200]
    every = all_weis(hand, Game.SCHIEBER)
    assert Weis.sequence(Suit.ROSEN, 0, 3) in every and Weis.sequence(Suit.ROSEN, 3, 3) in every
    assert len(every) > len(best)


def test_four_nell_is_no_weis_in_schmaus():
    nines = mask("H9 S9 D9 C9")
    assert maximal_weis(nines, Game.SCHIEBER) == [Weis.four(Rank.NINE)]
    assert maximal_weis(nines, Game.SCHMAUS) == []


def test_a_weis_is_its_cards_and_round_trips_through_its_code():
    w = Weis.sequence(Suit.ROSEN, 0, 3)
    assert Weis.from_code(w.code) is w and Weis.of_cards(list(w.cards)) is w
    with pytest.raises(ValueError, match="no Weis"):
        Weis(mask("H6 H8 HT"))
    with pytest.raises(ValueError, match="unknown Weis code"):
        Weis.from_code("H6+x")


def test_the_stoeck_pair_is_koenig_and_ober_of_trump():
    for trump in Suit:
        assert stoeck_pair(trump) == (Card.of(trump, Rank.KOENIG), Card.of(trump, Rank.OBER))
    assert len(STOECK_PAIRS) == 4

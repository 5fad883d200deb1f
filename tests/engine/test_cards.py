"""Cards, their codes and their names in both decks and languages (RULES section 1)."""

import pytest

from jassdesk.engine.cards import CARDS, SUIT_NAMES, Card, Deck, Rank, Suit


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

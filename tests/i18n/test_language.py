"""The engine's language helpers: table look-up with an English fallback, articles and contractions."""

from __future__ import annotations

import pytest

from jassdesk.engine.cards import Card, Deck, Rank, rank_phrase
from jassdesk.engine.language import contract, join_and, language, text_in
from jassdesk.engine.weis import Weis


@pytest.mark.parametrize("given, expected", [("fr_CH", "fr"), ("it-CH", "it"), ("de", "de"), ("gsw", "en"),
                                             ("", "en"), ("EN_gb", "en"), ("rm_CH", "en")])
def test_language_reads_the_code_and_falls_back_to_english(given, expected):
    assert language(given) == expected
    assert text_in({"en": "E", "fr": "F", "it": "I", "de": "D"}, given) == expected.upper()[0]


@pytest.mark.parametrize("lang, text, expected", [
    ("fr", "trois cartes à le roi de cœur", "trois cartes au roi de cœur"),
    ("fr", "le 6 de atout", "le 6 d'atout"),
    ("fr", "à l'as", "à l'as"),
    ("it", "fino a il re di cuori", "fino al re di cuori"),
    ("it", "i punti di l'asso", "i punti dell'asso"),
    ("it", "fino a l'8", "fino all'8"),
    ("de", "bis à le", "bis à le"),  # other languages are left alone
])
def test_contract_merges_prepositions_and_articles(lang, text, expected):
    assert contract(text, lang) == expected


def test_lists_join_with_the_language_s_and():
    assert [join_and(["a", "b", "c"], lang) for lang in ("de", "en", "fr", "it")] == \
        ["a, b und c", "a, b and c", "a, b et c", "a, b e c"]
    assert join_and(["a"], "fr") == "a" and join_and([], "it") == ""


def test_cards_in_a_french_or_italian_sentence_carry_their_article():
    assert Card.from_code("HA").phrase("fr", Deck.FRENCH) == "l'as de cœur"
    assert Card.from_code("HQ").phrase("it", Deck.FRENCH) == "la donna di cuori"
    assert Card.from_code("SJ").phrase("fr", Deck.SWISS) == "l'under d'écussons"
    assert Card.from_code("HQ").phrase("de", Deck.FRENCH) == "Herz-Dame"  # German names carry none
    assert rank_phrase(Rank.BANNER, "it", Deck.SWISS) == "la bandiera"
    assert Weis.from_code("HT+4").name("fr", Deck.FRENCH) == "cinquante au roi de cœur"
    assert Weis.from_code("S6+3").name("it", Deck.SWISS) == "tre carte fino all'8 di scudi"
    assert Weis.four(Rank.UNDER).name("it", Deck.FRENCH) == "quattro fanti"


@pytest.mark.parametrize("lang, loose, agreed", [
    ("en", "only 1 points more, not 11 points or 21 points", "only 1 point more, not 11 points or 21 points"),
    ("de", "etwa 1 Punkte mehr, nicht 11 Punkte", "etwa 1 Punkt mehr, nicht 11 Punkte"),
    ("fr", "0 points, 1 points, 10 points", "0 point, 1 point, 10 points"),
    ("it", "solo 1 punti in più, non 21 punti", "solo 1 punto in più, non 21 punti"),
])
def test_a_figure_of_one_takes_the_singular(lang, loose, agreed):
    assert contract(loose, lang) == agreed


def test_a_hint_of_one_point_reads_as_a_player_says_it():
    from jassdesk.ai.explain import Reason

    reason = Reason("best_average_behind", card=0, params={"value": "1", "worlds": 2251})
    assert "only 1 point more" in reason.text("en")
    assert "1 punto" in reason.text("it") and "1 punti" not in reason.text("it")

"""Every text the engine and the hints render names cards and suits in the chosen deck.

With the French deck a player reads Herz/Karo/Pik/Kreuz and Bube/Dame/König/Ass
(Hearts/Diamonds/Spades/Clubs, Jack/Queen/King/Ace), with the Swiss deck
Rosen/Eicheln/Schilten/Schellen and Under/Ober; Bauer and Nell are the trump
Under and 9 in both.  Each template is rendered with every placeholder filled,
so a Swiss word written into a sentence (not taken from the naming table) is
caught.
"""

from __future__ import annotations

import re

import pytest

from jassdesk.ai.explain import TEMPLATES, Reason, TrumpCards
from jassdesk.engine.cards import Card, Deck, Rank, index_label, rank_name, rank_plural
from jassdesk.engine.coiffeur_table import CoiffeurRow
from jassdesk.engine.modes import Mode
from jassdesk.engine.refusal import MESSAGES, Refusal
from jassdesk.engine.weis import Weis

SWISS_WORDS = re.compile(r"\b(Rosen|Eicheln|Schilten|Schellen|Under|Ober|Banner|As)\b")
FRENCH_WORDS = re.compile(r"\b(Herz|Karo|Pik|Kreuz|Bube|Buben|Dame|Damen|Ass|Zehner|Hearts|Diamonds|Spades|"
                          r"Clubs|Jacks?|Queens?|Kings?|Aces?)\b")
ENGLISH_FRENCH_WORDS_IN_GERMAN = re.compile(r"\b(Hearts|Diamonds|Spades|Clubs|Jack|Queen|King|Ace)\b")
LANGUAGES = ("de", "en")
# the other deck's words in French and Italian (the King is "roi" / "re" in both decks)
ROMANCE_SWISS_WORDS = {"fr": re.compile(r"\b(roses|glands|écussons|grelots|under|ober|bannières?)\b"),
                       "it": re.compile(r"\b(rose|ghiande|scudi|campanelli|under|ober|bandier[ae])\b")}
ROMANCE_FRENCH_WORDS = {"fr": re.compile(r"\b(cœur|carreau|pique|trèfle|valets?|dames?)\b"),
                        "it": re.compile(r"\b(cuori|quadri|picche|fiori|fant[ei]|donn[ae])\b")}

HQ, HK, SJ = (Card.from_code(c) for c in ("HQ", "HK", "SJ"))


def _refusal(rule: str) -> Refusal:
    return Refusal(rule, cards=(HQ, HK), card=HQ, high=HK, suit=0, weis=Weis.four(Rank.AS),
                   prev=Weis.from_code("H6+3"),
                   params={"min": 3, "max": 33, "decision": "play", "kind": "cut", "got": "'HA'",
                           "mode": Mode.TRUMP_ROSEN, "row": CoiffeurRow("H", 2)})


def _reason(template: str) -> Reason:
    return Reason(template, cards=(HQ, HK), card=HQ, suit=0, mode=Mode.TRUMP_ROSEN,
                  params={"points": 14, "value": 12, "worlds": 50, "tricks": 3, "end": "top", "bid": 60, "have": 48,
                          "trumps": 45, "sides": 11, "row": CoiffeurRow("H", 2), "cost": 6,
                          "top": 2, "bottom": 1, "count": 3, "need": 12, "out": 80, "open": 4, "roles": "both",
                          "named": TrumpCards((int(Card.from_code("HJ")), int(Card.from_code("H9")), HK), 0),
                          "weis": Weis.from_code("H6+3")})


def _texts(deck: Deck, lang: str) -> dict[str, str]:
    texts = {f"refusal {rule}": _refusal(rule).message(lang, deck) for rule in MESSAGES}
    texts.update({f"hint {t}": _reason(t).text(lang, deck) for t in TEMPLATES})
    texts.update({f"mode {m.name}": m.name_in(lang, deck) for m in Mode})
    texts.update({f"weis four {r.name}": Weis.four(r).name(lang, deck)
                  for r in (Rank.NINE, Rank.BANNER, Rank.UNDER, Rank.OBER, Rank.KOENIG, Rank.AS)})
    return texts


@pytest.mark.parametrize("lang", LANGUAGES)
def test_french_deck_texts_use_no_swiss_names(lang):
    leaks = {key: text for key, text in _texts(Deck.FRENCH, lang).items() if SWISS_WORDS.search(text)}
    assert not leaks, leaks
    if lang == "en":
        leaks = {key: text for key, text in _texts(Deck.FRENCH, lang).items() if "König" in text}
        assert not leaks, leaks
    else:
        leaks = {k: t for k, t in _texts(Deck.FRENCH, lang).items() if ENGLISH_FRENCH_WORDS_IN_GERMAN.search(t)}
        assert not leaks, leaks


@pytest.mark.parametrize("lang", LANGUAGES)
def test_swiss_deck_texts_use_no_french_names(lang):
    leaks = {key: text for key, text in _texts(Deck.SWISS, lang).items() if FRENCH_WORDS.search(text)}
    assert not leaks, leaks


@pytest.mark.parametrize("lang", ("fr", "it"))
def test_french_and_italian_texts_name_the_chosen_deck_only(lang):
    swiss, french = _texts(Deck.SWISS, lang), _texts(Deck.FRENCH, lang)
    assert not {k: t for k, t in french.items() if ROMANCE_SWISS_WORDS[lang].search(t)}
    assert not {k: t for k, t in swiss.items() if ROMANCE_FRENCH_WORDS[lang].search(t)}
    english = {k: t for k, t in french.items() if ENGLISH_FRENCH_WORDS_IN_GERMAN.search(t) or "König" in t}
    assert not english, english


def test_stoeck_refusal_names_the_pair_in_the_deck():
    rule = _refusal("stoeck_not_held")
    assert "König und Ober" in rule.message("de", Deck.SWISS)
    assert "König und Dame" in rule.message("de", Deck.FRENCH)
    assert "King and Queen" in rule.message("en", Deck.FRENCH)
    assert "König and Ober" in rule.message("en", Deck.SWISS)


def test_four_of_a_kind_reads_as_a_player_says_it():
    assert Weis.four(Rank.AS).name("de", Deck.SWISS) == "vier Asse"
    assert Weis.four(Rank.AS).name("en", Deck.SWISS) == "four As"
    assert Weis.four(Rank.AS).name("en", Deck.FRENCH) == "four Aces"
    assert Weis.four(Rank.OBER).name("de", Deck.FRENCH) == "vier Damen"
    assert Weis.four(Rank.UNDER).name("en", Deck.FRENCH) == "four Jacks"
    assert Weis.four(Rank.KOENIG).name("de", Deck.SWISS) == "vier Könige"
    assert Weis.four(Rank.BANNER).name("en", Deck.FRENCH) == "four 10s"


def test_card_and_rank_names_per_deck_and_language():
    assert HQ.name("de", Deck.FRENCH) == "Herz-Dame"
    assert HQ.name("en", Deck.FRENCH) == "Queen of Hearts"
    assert HQ.name("de", Deck.SWISS) == "Rosen-Ober"
    assert SJ.name("en", Deck.SWISS) == "Schilten Under"
    assert rank_name(Rank.UNDER, "de", Deck.FRENCH) == "Bube"
    assert rank_plural(Rank.AS, "de", Deck.FRENCH) == "Asse"
    assert [index_label(Rank.OBER, Deck.FRENCH, lang) for lang in LANGUAGES] == ["D", "Q"]
    assert HQ.name("fr", Deck.FRENCH) == "dame de cœur" and HQ.phrase("fr", Deck.FRENCH) == "la dame de cœur"
    assert HQ.name("it", Deck.FRENCH) == "donna di cuori" and HQ.phrase("it", Deck.SWISS) == "l'ober di rose"
    assert SJ.name("it", Deck.SWISS) == "under di scudi" and SJ.name("fr", Deck.SWISS) == "under d'écussons"

"""Lessons in every game: small Schmaus, Coiffeur and Differenzler lessons read, walked, checked and refused.

Each game's deal fields are its own module's (``jassdesk/school/<game>_lesson.py``, asked through the
registry); scripted moves and the person's answers may be any action code: rows, bids, pushes, cards.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from jassdesk.engine.actions import Action
from jassdesk.engine.cards import CARDS, Deck
from jassdesk.school.lesson import LessonSession, check_lessons, load_lessons, read_lesson
from jassdesk.storage.errors import CorruptFileError

from .test_lessons import answer_right, drive_through


def say(en: str, de: str, fr: str, it: str) -> dict[str, str]:
    return {"de": de, "fr": fr, "it": it, "en": en}


GOOD = say("Good.", "Gut.", "Bien.", "Bene.")
CHUNKS = [" ".join(c.code for c in CARDS[i * 9:(i + 1) * 9]) for i in range(4)]  # seat 0 all Rosen, ...

SCHMAUS_HANDS = ["HA HK HQ D6 D7 SA S6 C6 C7", "H6 H7 DA DK S7 S8 CA CK CQ"]
SCHMAUS_STOCK = " ".join(c.code for c in CARDS if c.code not in " ".join(SCHMAUS_HANDS).split())

LESSONS = {
    "schmaus": {"format": 1, "id": "schmaus-first", "order": 1, "game": "schmaus", "rules": {"preset": "schmaus"},
                "title": say("Schmaus", "Schmaus", "Schmaus", "Schmaus"), "steps": [
        {"deal": {"hands": SCHMAUS_HANDS, "dealer": 1, "stock": SCHMAUS_STOCK}},
        {"say": say("The trump is {trump}.", "Trumpf ist {trump}.", "L'atout est {trump}.",
                    "La briscola è {trump}.")},
        {"expect": {"text": say("Lead {card:HA}.", "Spielen Sie {card:HA} aus.", "Jouez {card:HA}.",
                                "Gioca {card:HA}."),
                    "right": ["HA"], "yes": GOOD,
                    "no": say("Lead {card:HA}.", "Spielen Sie {card:HA} aus.", "Jouez {card:HA}.",
                              "Gioca {card:HA}.")}},
        {"play": "H6"},
        {"say": say("{trick_points}: you {points:0}, he {points:1}.",
                    "{trick_points}: Sie {points:0}, er {points:1}.",
                    "{trick_points} : vous {points:0}, lui {points:1}.",
                    "{trick_points}: tu {points:0}, lui {points:1}.")}]},
    "coiffeur": {"format": 1, "id": "coiffeur-first", "order": 2, "game": "coiffeur", "rules": {"preset": "coiffeur"},
                 "title": say("Coiffeur", "Coiffeur", "Coiffeur", "Coiffeur"), "steps": [
        {"deal": {"hands": CHUNKS, "dealer": 3}},
        {"expect": {"text": say("Play {suit:H} into row 2.", "Spielen Sie {suit:H} in Zeile 2.",
                                "Jouez {suit:H} dans la ligne 2.", "Gioca {suit:H} nella riga 2."),
                    "right": ["ROW:1:H"], "yes": say("Trump is {trump}.", "Trumpf ist {trump}.",
                                                     "L'atout est {trump}.", "La briscola è {trump}."),
                    "wrong": [{"actions": ["PUSH"], "text": say("Do not push.", "Schieben Sie nicht.",
                                                                "Ne chibrez pas.", "Non passare.")}],
                    "no": say("Row 2.", "Zeile 2.", "Ligne 2.", "Riga 2.")}},
        {"expect": {"text": say("Lead {card:HA}.", "Spielen Sie {card:HA} aus.", "Jouez {card:HA}.",
                                "Gioca {card:HA}."), "right": ["HA"], "yes": GOOD,
                    "no": say("The As.", "Das As.", "L'as.", "L'asso.")}},
        {"play": "D6"},
        {"deal": {"hands": CHUNKS, "dealer": 3, "mode": "S", "row": 2,
                  "cells": [[50, None, None, None, None, None, None, None], [None] * 8]}},
        {"say": say("{score:0} to {score:1}; trump {trump}.", "{score:0} zu {score:1}; Trumpf {trump}.",
                    "{score:0} à {score:1} ; atout {trump}.", "{score:0} a {score:1}; briscola {trump}.")},
        {"expect": {"text": say("Lead.", "Spielen Sie aus.", "Entamez.", "Apri."), "right": ["H6"], "yes": GOOD,
                    "no": say("The 6.", "Die 6.", "Le 6.", "Il 6.")}},
        {"deal": {"hands": CHUNKS, "dealer": 0}},  # the AI seats push and choose: scripted action codes
        {"play": "PUSH"},
        {"play": "ROW:3:C", "text": say("Row 4.", "Zeile 4.", "Ligne 4.", "Riga 4.")},
        {"say": say("Trump {trump}.", "Trumpf {trump}.", "Atout {trump}.", "Briscola {trump}.")}]},
    "differenzler": {"format": 1, "id": "differenzler-first", "order": 3, "game": "differenzler",
                     "rules": {"preset": "differenzler"},
                     "title": say("Differenzler", "Differenzler", "Differenzler", "Differenzler"), "steps": [
        {"deal": {"hands": CHUNKS, "dealer": 3, "trump_card": "CA"}},
        {"expect": {"text": say("Bid 40.", "Sagen Sie 40 an.", "Annoncez 40.", "Dichiara 40."),
                    "right": ["BID:40"], "yes": GOOD, "no": say("40.", "40.", "40.", "40.")}},
        {"play": "BID:30"}, {"play": "BID:20"}, {"play": "BID:10"},
        {"expect": {"text": say("Lead {card:HA}; trump {trump}.", "Spielen Sie {card:HA} aus; Trumpf {trump}.",
                                "Jouez {card:HA} ; atout {trump}.", "Gioca {card:HA}; briscola {trump}."),
                    "right": ["HA"], "yes": GOOD, "no": say("The As.", "Das As.", "L'as.", "L'asso.")}},
        {"play": "D6"}, {"play": "S6"}, {"play": "C6"},
        {"say": say("{points:0} of your 40.", "{points:0} von Ihren 40.", "{points:0} de vos 40.",
                    "{points:0} dei tuoi 40.")},
        {"deal": {"hands": CHUNKS, "dealer": 3, "trump_card": "CA", "bids": [40, 30, 20, 10], "scores": [5, 0, 0, 9]}},
        {"say": say("{score:3} and {points:3}.", "{score:3} und {points:3}.", "{score:3} et {points:3}.",
                    "{score:3} e {points:3}.")},
        {"expect": {"text": say("Lead.", "Spielen Sie aus.", "Entamez.", "Apri."), "right": ["HA"], "yes": GOOD,
                    "no": say("The As.", "Das As.", "L'as.", "L'asso.")}}]},
}


def write(folder: Path, name: str, data: dict) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{name}.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path


@pytest.fixture()
def folder(tmp_path: Path) -> Path:
    for name, data in LESSONS.items():
        write(tmp_path / "lessons", name, data)
    return tmp_path / "lessons"


def test_a_lesson_in_each_game_is_read_and_checked(folder):
    assert check_lessons(folder) == ([], 3)
    assert [lesson.game.value for lesson in load_lessons(folder)] == ["schmaus", "coiffeur", "differenzler"]


@pytest.mark.parametrize("name", sorted(LESSONS))
def test_a_lesson_in_each_game_is_walked_to_three_stars(folder, name):
    session = LessonSession(read_lesson(folder / f"{name}.json"), Deck.FRENCH)
    assert drive_through(session) >= 1 and session.done and session.stars == 3


def test_the_placeholders_count_by_the_games_seats(folder):
    schmaus = LessonSession(read_lesson(folder / "schmaus.json"))
    assert schmaus.guide("en") == "The trump is Schellen."  # the turned card's suit, the stock's last
    drive_through(schmaus)
    assert schmaus.guide("en") == "11: you 11, he 0."  # As and 6 of the led suit, each player his own points
    differenzler = LessonSession(read_lesson(folder / "differenzler.json"), Deck.FRENCH)
    while differenzler.step_index < 9:
        answer_right(differenzler)
    assert differenzler.guide("en") == "0 of your 40."  # seat 3 trumped the As
    answer_right(differenzler)
    assert differenzler.guide("en") == "9 and 0."  # seat 3's written score and card points


def test_a_row_a_push_and_a_bid_are_answered_like_cards(folder):
    coiffeur = LessonSession(read_lesson(folder / "coiffeur.json"))
    wrong_row = coiffeur.offer(Action.from_code("ROW:2:S"))
    assert wrong_row.taken_back and wrong_row.text["en"] == "Row 2."
    pushed = coiffeur.offer(Action.from_code("PUSH"))
    assert pushed.taken_back and pushed.text["de"] == "Schieben Sie nicht."
    illegal = coiffeur.offer(Action.from_code("ROW:0:H"))  # row 1 is Eicheln's: the engine's refusal
    assert illegal.text["en"] == "Rosen trump cannot be played into the row Eicheln x1."
    chosen = coiffeur.offer(Action.from_code("ROW:1:H"))
    assert chosen.right and chosen.text["en"] == "Trump is Rosen." and coiffeur.wrong_tries == 3
    differenzler = LessonSession(read_lesson(folder / "differenzler.json"))
    assert differenzler.offer(Action.from_code("BID:41")).text["en"] == "40."
    assert differenzler.offer(Action.from_code("BID:400")).taken_back  # the engine refuses a bid over 157
    assert differenzler.offer(Action.from_code("BID:40")).right
    assert differenzler.wrong_tries == 2
    differenzler.advance()  # the three scripted bids
    differenzler.advance()
    differenzler.advance()
    assert differenzler.state.bids == (40, 30, 20, 10) and differenzler.waiting_for_person()
    pushed_and_chosen = LessonSession(read_lesson(folder / "coiffeur.json"))
    while pushed_and_chosen.step_index < 10:
        answer_right(pushed_and_chosen)
    assert pushed_and_chosen.guide("en") == "Trump Schellen." and pushed_and_chosen.state.row == 3


DAMAGES = {  # lesson -> (a change to its file, the sentence the reader says)
    "schmaus": (lambda d: d["steps"][0]["deal"].update(stock=SCHMAUS_STOCK[3:]),
                "steps[0].deal.stock must hold 18 cards, not 17"),
    "coiffeur": (lambda d: d["steps"][4]["deal"].pop("row"),
                 "steps[4].deal must give mode and row together"),
    "differenzler": (lambda d: d["steps"][10]["deal"].update(bids=[40, 30, 20]),
                     "steps[10].deal.bids must be four bids, one per seat"),
}


@pytest.mark.parametrize("name", sorted(DAMAGES))
def test_a_damaged_lesson_is_refused_naming_the_field(tmp_path, name):
    change, sentence = DAMAGES[name]
    data = copy.deepcopy(LESSONS[name])
    change(data)
    path = write(tmp_path / "lessons", name, data)
    with pytest.raises(CorruptFileError, match=sentence.replace("[", r"\[").replace("]", r"\]")):
        read_lesson(path)
    problems, checked = check_lessons(tmp_path / "lessons")
    assert checked == 1 and problems[0][0] == name and sentence in problems[0][1]


def test_the_engine_refuses_a_deal_the_game_does_not_allow(tmp_path):
    data = copy.deepcopy(LESSONS["differenzler"])
    data["steps"][0]["deal"]["trump_card"] = "HA"  # not the dealer's card
    problems, _ = check_lessons(write(tmp_path / "lessons", "differenzler", data).parent)
    assert problems == [("differenzler-first", "steps[0]: the engine refuses the deal (the turned trump card is "
                                               "the dealer's last card: give a card of his hand)")]
    data = copy.deepcopy(LESSONS["schmaus"])
    data["steps"][0]["deal"]["foo"] = 1
    with pytest.raises(CorruptFileError, match="steps\\[0\\].deal has an unknown field 'foo'"):
        read_lesson(write(tmp_path / "other", "schmaus", data))

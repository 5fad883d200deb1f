"""The lessons as data (jassdesk/school/lesson.py and lessons/*.json): read, checked, driven through."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from school.lesson_walk import answer_right, card

from jassdesk.engine.actions import Action, Play
from jassdesk.engine.cards import Card, Deck
from jassdesk.engine.language import LANGUAGES
from jassdesk.school.lesson import (
    LESSON_DIR,
    Expect,
    Free,
    LessonSession,
    Question,
    check_lessons,
    load_lessons,
    read_lesson,
    stars_for,
)
from jassdesk.storage.errors import CorruptFileError, StorageError

LESSONS = {lesson.id: lesson for lesson in load_lessons()}




def go_to(session: LessonSession, lesson_step: int) -> None:
    while session.step_index < lesson_step:
        answer_right(session)


def drive_through(session: LessonSession) -> int:
    """Answer every step right; the number of the person's actions asked for."""
    acts = 0
    for _ in range(500):
        if session.done:
            return acts
        acts += session.waiting_for_person()
        answer_right(session)
    raise AssertionError("the lesson never ended")


def test_the_shipped_lessons_pass_the_check():
    problems, checked = check_lessons()
    assert problems == []
    assert checked == len(list(LESSON_DIR.glob("*.json"))) >= 6


def test_the_six_lessons_are_shipped_in_order():
    assert [lesson.id for lesson in load_lessons()][:6] == ["cards", "following-suit", "tricks-and-counting",
                                                            "trump-or-push", "weis-and-stoeck", "partner-play"]
    assert LESSONS["cards"].title["fr"] == "Les cartes"


@pytest.mark.parametrize("lesson_id", sorted(LESSONS))
def test_each_lesson_ends_with_three_stars_when_answered_right(lesson_id):
    session = LessonSession(LESSONS[lesson_id])
    assert session.stars == 0  # no stars before the end
    acts = drive_through(session)
    assert session.done and session.stars == 3 and session.wrong_tries == 0
    assert acts >= 4  # the person acts several times in every lesson
    assert not session.waiting_for_person()


def test_the_match_lesson_ends_with_the_match_written():
    session = LessonSession(LESSONS["tricks-and-counting"])
    drive_through(session)
    result = session.state.results[-1]
    assert result.match == (100, 0) and result.card_points == (157, 0) and result.written == (257, 0)
    assert "257 points" in session.guide("en") and "29 points" in session.guide("en")


# -- one wrong action per lesson: answered with the lesson's sentence and taken back ---------------

WRONG = {  # lesson -> (the step the person is at, the wrong but legal action, the English sentence, deck)
    "cards": (9, "HA", "Ace of Hearts is the highest card outside trump, but in trump the Bauer and the Nell "
                        "beat it. Lead the Bauer, Jack of Hearts.", Deck.FRENCH),
    "following-suit": (5, "SQ", "A trump is allowed too: you may trump instead of following. But the trick is "
                                "already your partner's: keep your trumps.", Deck.SWISS),
    "tricks-and-counting": (9, "HK", "An opponent has no Rosen and still holds a trump: he would take Rosen "
                                      "König, and the match would be lost. Draw his trump with Schellen As first.",
                            Deck.SWISS),
    "trump-or-push": (12, "CA", "In Undenufe the Ace is the lowest card: it takes no trick. Lead 6 of Hearts.",
                      Deck.FRENCH),
    "weis-and-stoeck": (13, "H6", "Rosen 6 is a trump, but no card of the Stöck. Play Rosen Ober.", Deck.SWISS),
    "partner-play": (21, "DT", "10 of Diamonds counts 10 points, and the trick is the opponent's. Never give points to an "
                               "opponent: throw a small Diamonds card.", Deck.FRENCH),
}


@pytest.mark.parametrize("lesson_id", sorted(WRONG))
def test_a_wrong_action_is_answered_and_taken_back(lesson_id):
    at, code, sentence, deck = WRONG[lesson_id]
    session = LessonSession(LESSONS[lesson_id], deck)
    go_to(session, at)
    assert isinstance(session.step, Expect)
    before, guide = session.state.snapshot(), session.guide("en")
    feedback = session.offer(card(code))
    assert not feedback.right and feedback.taken_back
    assert feedback.text["en"] == sentence
    assert set(feedback.text) == set(LANGUAGES) and all(feedback.text.values())
    assert session.state.snapshot() == before and session.guide("en") == guide and session.step_index == at
    assert session.waiting_for_person()
    drive_through(session)
    assert session.done and session.stars == 2  # one wrong try


def test_an_illegal_card_gets_the_engines_reason():
    session = LessonSession(LESSONS["following-suit"])
    go_to(session, 5)  # the Eicheln lead: the person holds Eicheln and trumps
    before = session.state.snapshot()
    feedback = session.offer(card("C6"))
    refusal = session.state.why(card("C6"))
    assert refusal is not None and refusal.rule == "follow_suit_or_trump"
    assert feedback.text == {lang: refusal.message(lang, Deck.SWISS) for lang in LANGUAGES}
    assert feedback.text["en"].startswith("You must follow suit or play a trump: you hold ")
    assert not feedback.right and feedback.taken_back and session.state.snapshot() == before
    assert session.wrong_tries == 1


def test_under_trumping_is_refused_by_the_engine():
    session = LessonSession(LESSONS["following-suit"], Deck.FRENCH)
    go_to(session, 21)
    assert isinstance(session.step, Expect) and session.step.right == (card("S9"),)
    feedback = session.offer(card("S7"))
    assert feedback.text["en"] == "You may not under-trump: 7 of Spades is lower than Queen of Spades, already in " \
                                  "this trick."
    assert feedback.taken_back and session.wrong_tries == 1


def test_the_bauer_may_be_kept_and_any_card_is_right():
    session = LessonSession(LESSONS["following-suit"])
    go_to(session, 15)
    legal = {int(a.card) for a in session.state.legal_actions()}
    assert Card.from_code("SJ") in legal and len(legal) == 9  # the Bauer exception: every card may be played
    assert session.offer(card("H6")).right


def test_a_wrong_answer_to_a_question_is_taken_back():
    session = LessonSession(LESSONS["tricks-and-counting"])
    go_to(session, 5)
    assert isinstance(session.step, Question)
    before = session.state.snapshot()
    feedback = session.offer(card("SA"))
    assert not feedback.right and feedback.taken_back and session.state.snapshot() == before
    assert feedback.text["de"] == "Achten Sie auf die ausgespielte Farbe, Eicheln: Nur eine Eicheln-Karte oder " \
                                  "ein Trumpf kann den Stich machen."
    assert session.offer(card("DT")).right and session.state.snapshot() == before  # a question changes nothing


def test_advance_waits_for_the_person():
    session = LessonSession(LESSONS["cards"])
    go_to(session, 3)
    assert session.waiting_for_person()
    before = session.state.snapshot()
    session.advance()
    assert session.step_index == 3 and session.state.snapshot() == before


def test_stars_count_the_wrong_tries():
    assert [stars_for(n) for n in (0, 1, 2, 3, 9)] == [3, 2, 2, 1, 1]


# -- snapshot and restore ---------------------------------------------------------------------------

@pytest.mark.parametrize("lesson_id", sorted(LESSONS))
def test_snapshot_and_restore_resume_where_it_was(lesson_id):
    lesson = LESSONS[lesson_id]
    session = LessonSession(lesson, Deck.FRENCH)
    middle = len(lesson.steps) // 2
    go_to(session, middle)
    session.wrong_tries = 1
    saved = json.loads(json.dumps(session.snapshot()))  # as the settings keep it
    resumed = LessonSession.restore(lesson, saved, Deck.FRENCH)
    assert resumed.state.snapshot() == session.state.snapshot()
    assert resumed.step_index == session.step_index and resumed.wrong_tries == 1
    assert all(resumed.guide(lang) == session.guide(lang) for lang in LANGUAGES)
    assert resumed.waiting_for_person() == session.waiting_for_person()
    drive_through(resumed)
    drive_through(session)
    assert resumed.state.snapshot() == session.state.snapshot() and resumed.stars == session.stars == 2


def test_restore_replays_the_persons_own_choice():
    lesson = LESSONS["following-suit"]
    session = LessonSession(lesson)
    go_to(session, 5)
    assert session.offer(card("D9")).right  # the second of two right cards
    resumed = LessonSession.restore(lesson, session.snapshot())
    assert resumed.state.snapshot() == session.state.snapshot()


def test_restore_refuses_a_snapshot_that_does_not_fit():
    lesson = LESSONS["following-suit"]
    session = LessonSession(lesson)
    go_to(session, 8)
    good = session.snapshot()
    with pytest.raises(StorageError):
        LessonSession.restore(LESSONS["cards"], good)
    with pytest.raises(StorageError):
        LessonSession.restore(lesson, {**good, "moves": ["S6"]})  # trumping the partner: not a right answer
    with pytest.raises(StorageError):
        LessonSession.restore(lesson, {**good, "step": True})
    with pytest.raises(StorageError):
        LessonSession.restore(lesson, {**good, "moves": []})


# -- every text in four languages and both decks ----------------------------------------------------

def shown_texts(lesson_id: str, lang: str, deck: Deck) -> list[str]:
    """Everything the guide says along the lesson, right and wrong answers included."""
    session = LessonSession(LESSONS[lesson_id], deck)
    texts = [session.title(lang)]
    while not session.done:
        texts.append(session.guide(lang))
        step = session.step
        if isinstance(step, Expect):
            legal = session.state.legal_actions()
            for action in legal:
                if not any(action.code == r.code for r in step.right):
                    texts.append(session.offer(action).text[lang])
                    break
            texts.append(session.offer(step.right[0]).text[lang])
        elif isinstance(step, Question):
            texts.append(session.offer(Play(step.answers[0])).text[lang])
        elif isinstance(step, Free):
            answer_right(session)
        else:
            session.advance()
    return texts


@pytest.mark.parametrize("lesson_id", sorted(LESSONS))
def test_every_text_renders_in_four_languages_and_both_decks(lesson_id):
    for lang in LANGUAGES:
        swiss, french = shown_texts(lesson_id, lang, Deck.SWISS), shown_texts(lesson_id, lang, Deck.FRENCH)
        for text in swiss + french:
            assert text.strip() and "{" not in text and "}" not in text, text
        assert swiss != french  # the card names follow the deck
    german_swiss = " ".join(shown_texts(lesson_id, "de", Deck.SWISS))
    german_french = " ".join(shown_texts(lesson_id, "de", Deck.FRENCH))
    assert "Herz" not in german_swiss and "Bube" not in german_swiss
    assert "Rosen" not in german_french and "Under" not in german_french


def test_a_card_name_follows_language_and_deck():
    session = LessonSession(LESSONS["cards"], Deck.FRENCH)
    go_to(session, 3)
    assert session.guide("fr").endswith("Jouez votre plus haute carte de pique.")
    session.deck = Deck.SWISS
    assert session.guide("fr").endswith("Jouez votre plus haute carte d'écussons.")
    assert session.guide("it").endswith("Gioca la tua carta più alta di scudi.")


# -- the check refuses a broken lesson -------------------------------------------------------------

def broken_copy(tmp_path: Path, name: str, change) -> Path:
    """A folder with one shipped lesson, changed by ``change(data)``."""
    folder = tmp_path / "lessons"
    folder.mkdir(parents=True)
    source = LESSON_DIR / name
    data = json.loads(source.read_text(encoding="utf-8"))
    change(data)
    (folder / name).write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return folder


def test_the_check_refuses_an_illegal_scripted_card(tmp_path):
    def change(data):
        data["steps"][4]["play"] = "SA"  # seat 1 does not hold it (the person just led it)
    problems, checked = check_lessons(broken_copy(tmp_path, "01-cards.json", change))
    assert checked == 1
    assert problems == [("cards", "steps[4]: the scripted SA is illegal: You do not hold Schilten As.")]


def test_the_check_refuses_an_illegal_wrong_answer_and_a_right_one(tmp_path):
    def change(data):
        expect = data["steps"][5]["expect"]  # the Eicheln lead in lesson 2
        expect["wrong"][0]["actions"] = ["C6"]  # illegal: not "wrong", the engine answers it
        expect["right"] = ["DK", "CA"]
    problems, _ = check_lessons(broken_copy(tmp_path, "02-following-suit.json", change))
    sentences = [p for lesson_id, p in problems if lesson_id == "following-suit"]
    assert any("calls CA right, but the engine refuses it" in p for p in sentences)
    assert any("calls C6 wrong, but it is illegal" in p for p in sentences)


def test_the_check_refuses_a_missing_language_and_other_placeholders(tmp_path):
    def change(data):
        data["steps"][1]["say"]["it"] = "Lo Jass si gioca con 36 carte: {suit:H} e {suit:D}."
        data["steps"][2]["say"].pop("fr")
    problems, _ = check_lessons(broken_copy(tmp_path, "01-cards.json", change))
    assert len(problems) == 1 and problems[0][0] == "01-cards"
    assert "steps[2].say has no text in fr" in problems[0][1]

    def mismatch(data):
        data["steps"][1]["say"]["it"] = "Lo Jass si gioca con 36 carte: {suit:H} e {suit:D}."
    problems, _ = check_lessons(broken_copy(tmp_path / "b", "01-cards.json", mismatch))
    assert problems == [("cards", "steps[1].say in it names ['suit:D', 'suit:H'], in en ['rank:A', 'rank:J', "
                                  "'rank:K', 'rank:Q', 'rank:T', 'suit:C', 'suit:D', 'suit:H', 'suit:S']")]


def test_the_check_refuses_a_brace_that_is_no_placeholder(tmp_path):
    def change(data):
        data["steps"][2]["say"]["de"] += " {card HA}"
    problems, _ = check_lessons(broken_copy(tmp_path, "01-cards.json", change))
    assert problems == [("cards", "steps[2].say in de has a brace that is no placeholder (written {kind:code}, "
                                  "e.g. {card:HA})")]


def test_the_check_refuses_an_inconsistent_deal(tmp_path):
    def change(data):
        hands = data["steps"][0]["deal"]["hands"]
        hands[1] = "HJ" + hands[1][2:]  # seat 1's first card replaced by one of seat 0's
    problems, _ = check_lessons(broken_copy(tmp_path, "01-cards.json", change))
    assert len(problems) == 1
    assert problems[0][1].endswith("steps[0].deal.hands[1] holds HJ, already in hands[0]")


def test_the_check_refuses_a_missing_sentence_for_a_legal_card(tmp_path):
    def change(data):
        data["steps"][9]["expect"].pop("no")  # the trump lead: many legal cards have no sentence now
    problems, _ = check_lessons(broken_copy(tmp_path, "01-cards.json", change))
    assert problems == [("cards", "steps[9] has no sentence (no) for the legal D7")]


def test_the_reader_names_file_and_field(tmp_path):
    folder = tmp_path / "lessons"
    folder.mkdir()
    shutil.copy(LESSON_DIR / "01-cards.json", folder / "01-cards.json")
    path = folder / "01-cards.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    data["steps"][3]["expect"]["right"] = ["XX"]
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(CorruptFileError) as caught:
        read_lesson(path)
    assert str(caught.value).startswith(f"{path}: steps[3].expect.right[0] is not an action code: 'XX'")
    data["steps"][3]["expect"]["right"] = ["SA"]
    data["steps"][0]["deal"]["hands"][2] = "S9 H6 H7 H8 SK SQ DT D9 Z8"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(CorruptFileError, match=r"steps\[0\]\.deal\.hands\[2\] card 9 is not a card"):
        read_lesson(path)
    data["format"] = 2
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(CorruptFileError, match="format must be 1"):
        read_lesson(path)
    path.write_text("[" * 100, encoding="utf-8")
    problems, checked = check_lessons(folder)
    assert checked == 1 and problems[0][0] == "01-cards" and "nests" in problems[0][1]


def test_an_action_code_reads_as_the_engine_reads_it():
    assert Action.from_code("HA") == card("HA")


def test_a_session_has_every_member_of_the_exercise_face():
    from jassdesk.school.exercise import Exercise
    members = {name for name in vars(Exercise) if not name.startswith("_")} | set(Exercise.__annotations__)
    session = LessonSession(LESSONS["cards"])
    assert members == {"id", "seat", "title", "state", "guide", "waiting_for_person", "advance", "offer", "done",
                       "stars", "snapshot"}
    assert all(hasattr(session, name) for name in members)
    assert session.id == "cards" and session.seat == 0 and session.title("de") == "Die Karten"


def test_a_card_offered_while_the_guide_speaks_is_taken_back_without_a_wrong_try():
    session = LessonSession(LESSONS["cards"])
    before = session.state.snapshot()
    feedback = session.offer(card("SA"))  # the first sentence is still shown
    assert not feedback.right and feedback.taken_back and set(feedback.text) == set(LANGUAGES)
    assert feedback.text["en"] == "Not yet: read what the guide says first, then go on."
    assert session.state.snapshot() == before and session.wrong_tries == 0 and session.step_index == 1
    drive_through(session)
    assert session.offer(card("HA")).text["fr"] == "La leçon est terminée." and session.stars == 3


def test_a_scripted_card_with_its_own_sentence_shows_it(tmp_path):
    def change(data):
        data["steps"][4]["text"] = {"de": "Rechts: {card:S7}.", "fr": "À droite : {card:S7}.",
                                    "it": "A destra: {card:S7}.", "en": "On the right: {card:S7}."}
    folder = broken_copy(tmp_path, "01-cards.json", change)
    assert check_lessons(folder) == ([], 1)
    session = LessonSession(load_lessons(folder)[0])
    go_to(session, 3)
    assert session.offer(card("SA")).right
    assert session.guide("en") == "On the right: Schilten 7."  # its own sentence, not the answer's
    session.advance()
    assert session.guide("fr") == "À droite : le 7 d'écussons."  # kept while the next cards come

"""The free step: the person plays the rest of a hand himself, the other seats' moves are the app's AI's.

The session never chooses a move: the window asks the AI while ``ai_to_move()`` and hands the move in with
``offer_ai``.  Lesson 4 ends with a free hand on a fresh deal, the trump choice included.
"""

from __future__ import annotations

import json

import pytest

from jassdesk.engine.actions import Action
from jassdesk.engine.cards import Deck
from jassdesk.engine.language import LANGUAGES
from jassdesk.engine.refusal import IllegalAction
from jassdesk.school.exercise import PlaysWithAI
from jassdesk.school.lesson import Free, LessonSession, check_lessons, load_lessons, read_lesson
from jassdesk.storage.errors import StorageError

from .test_lesson_games import LESSONS as GAME_LESSONS
from .test_lesson_games import write
from .test_lessons import LESSONS, answer_right, broken_copy, drive_through


def at_free_step(lesson_id: str = "trump-or-push", deck: Deck = Deck.SWISS) -> LessonSession:
    session = LessonSession(LESSONS[lesson_id], deck)
    while not isinstance(session.step, Free):
        answer_right(session)
    return session


def test_lesson_4_ends_with_a_free_hand_with_hints():
    lesson = LESSONS["trump-or-push"]
    assert isinstance(lesson.steps[-1], Free) and lesson.steps[-1].hints
    session = at_free_step()
    assert session.guide("en") == "Now play a whole hand yourself, from the trump to the last trick; the hint (H) " \
                                  "explains every card."
    assert session.waiting_for_person() and not session.ai_to_move() and session.wants_hints()
    assert all(hasattr(session, name) for name in ("ai_to_move", "offer_ai", "wants_hints"))
    assert {name for name in vars(PlaysWithAI) if not name.startswith("_")} == {"ai_to_move", "offer_ai",
                                                                                 "wants_hints"}


def test_the_person_chooses_or_pushes_and_the_ai_seats_play_for_real():
    session = at_free_step()
    before = session.state.snapshot()
    refused = session.offer(Action.from_code("HA"))  # a card before the trump is chosen: the engine says why
    assert refused.taken_back and not refused.right and session.state.snapshot() == before
    assert set(refused.text) == set(LANGUAGES) and session.wrong_tries == 1
    assert session.offer(Action.from_code("PUSH")).right  # any legal action is right
    assert session.ai_to_move() and not session.waiting_for_person()  # the partner chooses: the app's AI
    not_yet = session.offer(Action.from_code("MODE:H"))
    assert not_yet.taken_back and not_yet.text["en"] == "Not yet: another player is to play."
    assert session.wrong_tries == 1  # no wrong try
    session.advance()  # the session plays no AI move itself
    assert session.ai_to_move() and session.state.snapshot() != before
    with pytest.raises(IllegalAction):
        session.offer_ai(Action.from_code("PUSH"))  # the partner may not push back
    session.offer_ai(Action.from_code("MODE:H"))
    assert session.waiting_for_person()  # the Vorhand leads after the partner's choice
    with pytest.raises(ValueError):
        session.offer_ai(session.state.legal_actions()[0])  # not an AI seat's turn
    while not session.done:
        answer_right(session)
    assert session.done and session.state.is_over and session.stars == 2  # the hand over, one wrong try


def test_the_free_step_ends_with_the_hand_and_the_lesson_goes_on(tmp_path):
    def change(data):  # a second free hand on another deal after the first
        data["steps"] += [data["steps"][-2], data["steps"][-1]]
        data["rules"].pop("hands")
    folder = broken_copy(tmp_path, "04-trump-or-push.json", change)
    assert check_lessons(folder) == ([], 1)
    session = LessonSession(load_lessons(folder)[0])
    while not isinstance(session.step, Free):
        answer_right(session)
    first = session.step_index
    while session.step_index == first:
        answer_right(session)
    assert session.step_index == first + 2 and isinstance(session.step, Free)  # past the next deal
    assert session.state.results == () and session.state.hands[0].bit_count() == 9  # the fresh deal
    drive_through(session)
    assert session.done


def test_snapshot_and_restore_replay_the_free_hand_the_ai_moves_included():
    session = at_free_step(deck=Deck.FRENCH)
    for _ in range(11):  # the choice and a few cards into the hand
        answer_right(session)
    saved = json.loads(json.dumps(session.snapshot()))
    resumed = LessonSession.restore(LESSONS["trump-or-push"], saved, Deck.FRENCH)
    assert resumed.state.snapshot() == session.state.snapshot() and resumed.step_index == session.step_index
    assert resumed.waiting_for_person() == session.waiting_for_person()
    assert resumed.ai_to_move() == session.ai_to_move()
    drive_through(resumed)
    drive_through(session)
    assert resumed.state.snapshot() == session.state.snapshot() and resumed.done
    finished = LessonSession.restore(LESSONS["trump-or-push"], session.snapshot())
    assert finished.done and finished.state.snapshot() == session.state.snapshot()
    with pytest.raises(StorageError):  # an AI move the rules refuse in that position
        LessonSession.restore(LESSONS["trump-or-push"], {**saved, "moves": saved["moves"][:-1] + ["PUSH"]})


def test_the_check_wants_a_deal_after_a_free_step(tmp_path):
    def change(data):
        data["steps"].append({"say": data["steps"][2]["say"]})
    problems, _ = check_lessons(broken_copy(tmp_path, "04-trump-or-push.json", change))
    assert problems == [("trump-or-push", "steps[19] follows the free step steps[18], whose moves the check cannot "
                                          "know: the steps after a free step must start with a deal")]


def test_a_free_hand_covers_the_bids_in_differenzler(tmp_path):
    data = json.loads(json.dumps(GAME_LESSONS["differenzler"]))
    data["steps"] = data["steps"][:1] + [{"free": {"text": GAME_LESSONS["differenzler"]["steps"][1]["expect"]["no"],
                                                   "hints": False}}]
    session = LessonSession(read_lesson(write(tmp_path, "differenzler", data)))
    assert session.waiting_for_person() and not session.wants_hints()  # the Vorhand's bid first
    assert session.offer(Action.from_code("BID:40")).right and session.ai_to_move()
    drive_through(session)
    assert session.done and session.state.results[-1] is not None

"""An expect that requires the Weis with the card (``"announce": true``): lesson 5 asks for it.

The right card without the Weis the right code writes (or with another one) gets the step's ``no_weis``
sentence and is taken back; the Weis is compared in full, Stöck never (the table may announce it itself).
"""

from __future__ import annotations

import pytest

from jassdesk.engine.actions import Action
from jassdesk.engine.cards import Deck
from jassdesk.school.lesson import Expect, LessonSession, check_lessons, load_lessons
from jassdesk.storage.errors import CorruptFileError

from .test_lessons import LESSONS, broken_copy, drive_through, go_to

NO_WEIS_50 = "The right card, but announce your Weis with it: the four Eicheln in a row, 50. A Weis not announced " \
             "with the first card is lost."


def test_the_right_card_without_its_weis_is_taken_back():
    session = LessonSession(LESSONS["weis-and-stoeck"])
    go_to(session, 3)
    assert isinstance(session.step, Expect) and session.step.announce
    before = session.state.snapshot()
    feedback = session.offer(Action.from_code("SA"))
    assert not feedback.right and feedback.taken_back and feedback.text["en"] == NO_WEIS_50
    assert session.state.snapshot() == before and session.step_index == 3
    partial = session.offer(Action.from_code("SA/W:D6+3"))  # less than he holds: the engine's own refusal
    assert partial.taken_back and partial.text["en"] == "Announce all your Weis or none: you hold four in " \
                                                        "sequence to the Eicheln 9."
    assert session.offer(Action.from_code("D6")).text["en"].startswith("Lead Schilten As")  # another card: no
    assert session.wrong_tries == 3
    right = session.offer(Action.from_code("SA/W:D6+4"))
    assert right.right and right.text["en"] == "Right: your Weis is announced. It is shown after the first trick."


def test_the_four_unders_must_be_announced_too():
    session = LessonSession(LESSONS["weis-and-stoeck"], Deck.FRENCH)
    go_to(session, 21)
    feedback = session.offer(Action.from_code("HJ"))
    assert feedback.taken_back and feedback.text["en"].startswith("The right card, but announce your Weis with it: "
                                                                  "the Jack in all four suits, 200.")
    assert feedback.text["fr"].startswith("La bonne carte, mais annoncez avec elle : le valet dans les quatre")
    assert session.offer(Action.from_code("HJ/W:4xJ")).right
    drive_through(session)
    assert session.done and session.stars == 2


def test_the_reader_wants_a_sentence_for_the_missing_weis(tmp_path):
    def without(data):
        data["steps"][3]["expect"].pop("no_weis")
    with pytest.raises(CorruptFileError, match=r"steps\[3\]\.expect asks for the Weis \(announce\) but has no "
                                               r"sentence for a card without it \(no_weis\)"):
        load_lessons(broken_copy(tmp_path, "05-weis-and-stoeck.json", without))

    def stray(data):
        data["steps"][3]["expect"]["announce"] = False
    problems, _ = check_lessons(broken_copy(tmp_path / "b", "05-weis-and-stoeck.json", stray))
    assert "steps[3].expect.no_weis is a sentence for a missing Weis, but the step does not ask for one" in \
        problems[0][1]


def test_the_check_wants_a_weis_in_the_right_codes(tmp_path):
    def change(data):
        data["steps"][3]["expect"]["right"] = ["SA"]
    problems, _ = check_lessons(broken_copy(tmp_path, "05-weis-and-stoeck.json", change))
    assert problems == [("weis-and-stoeck", "steps[3] asks for the Weis (announce), but its right SA announces none")]

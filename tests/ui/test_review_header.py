"""The review window's header says the person's own choice to the person, in all four languages.

Before, the person's name went into "chosen by %1" and the header read "gewählt von Sie", "scelto da Tu",
"choisi par Vous".  Here a hand is dealt in which the person (seat 0) chooses Rosen, or pushes and the
partner chooses, or the partner pushes and the person chooses, and each review header is read in German,
English, French and Italian.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QObject, Signal

from jassdesk import i18n
from jassdesk.ai.player import RandomPlayer
from jassdesk.cards.provider import CardImageProvider
from jassdesk.engine.actions import ChooseMode, Decision, Push
from jassdesk.engine.cards import Deck, Suit
from jassdesk.engine.games import new_state
from jassdesk.engine.modes import Mode
from jassdesk.engine.record import GameRecord
from jassdesk.engine.rules import Rules
from jassdesk.ui.review_dialog import ReviewDialog

ROSEN = Mode(int(Suit.ROSEN))
YOU = {"de": "Sie", "en": "You", "fr": "Vous", "it": "Tu"}  # the person's plate, as New game names it
NAMES = {lang: [you, "Anna", "Ueli", "Beat"] for lang, you in YOU.items()}

HEADERS = {
    "chose": {"de": "Spiel 1 — Sie haben Trumpf Rosen gewählt", "en": "Hand 1 — You chose Rosen trump",
              "fr": "Donne 1 — Vous avez choisi atout roses", "it": "Smazzata 1 — Hai scelto briscola rose"},
    "pushed": {"de": "Spiel 1 — Sie haben geschoben, Ueli hat Trumpf Rosen gewählt",
               "en": "Hand 1 — You pushed, Ueli chose Rosen trump",
               "fr": "Donne 1 — Vous avez chibré, Ueli a choisi atout roses",
               "it": "Smazzata 1 — Hai passato, Ueli ha scelto briscola rose"},
    "pushed to you": {"de": "Spiel 1 — Ueli hat geschoben, Sie haben Trumpf Rosen gewählt",
                      "en": "Hand 1 — Ueli pushed, you chose Rosen trump",
                      "fr": "Donne 1 — Ueli a chibré, vous avez choisi atout roses",
                      "it": "Smazzata 1 — Ueli ha passato, hai scelto briscola rose"},
}
WRONG = ("von Sie", "par Vous", "da Tu", "by You", "chosen by", "gewählt von", "choisi par", "scelto da")


class _NoReviews(QObject):
    """The review service's face without its search: the header needs no judgement."""

    progress = Signal(object, int, int)
    ready = Signal(object, object)
    failed = Signal(object, str)

    @staticmethod
    def key_of(record: GameRecord, hand_no: int, seat: int) -> tuple[GameRecord, int]:
        return record, seat

    def request(self, record: GameRecord, hand_no: int, seat: int, first: bool = False) -> tuple[GameRecord, int]:
        return record, seat

    def progress_of(self, key: tuple[GameRecord, int]) -> tuple[int, int] | None:
        return None


def _hand(case: str) -> GameRecord:
    """A finished first hand of Schieber in which Rosen was chosen as ``case`` says."""
    chooser = 2 if case == "pushed" else 0  # who names Rosen; the other of the two pushed (if anyone did)
    for seed in range(200):
        state = new_state(Rules.schieber_swiss(), seed)
        players = [RandomPlayer(seed * 10 + s) for s in range(4)]
        while state.decision is not Decision.CHOOSE_MODE:
            state.apply(players[state.current_player].choose(state.observation(state.current_player)))
        vorhand = state.current_player
        if vorhand != (0 if case != "pushed to you" else 2):
            continue
        if case != "chose":
            state.apply(Push())
        assert state.current_player == chooser
        state.apply(ChooseMode(ROSEN))
        while not state.results:
            state.apply(players[state.current_player].choose(state.observation(state.current_player)))
        return GameRecord.of(state)
    pytest.fail(f"no deal where seat {chooser} chooses")


@pytest.fixture
def speaking():  # noqa: ANN201
    yield
    i18n.install("en")


@pytest.mark.parametrize("case", list(HEADERS))
@pytest.mark.parametrize("lang", ["de", "en", "fr", "it"])
def test_the_review_header_says_the_persons_choice_to_the_person(qtbot, speaking, case, lang):  # noqa: ANN001
    i18n.install(lang)
    dialog = ReviewDialog(_NoReviews(), _hand(case), 0, 0, NAMES[lang], CardImageProvider(), lang, Deck.SWISS)
    qtbot.addWidget(dialog)
    header = dialog.title.text()
    assert header == HEADERS[case][lang]
    assert not any(wrong in header for wrong in WRONG), header


@pytest.mark.parametrize("lang, taken", [("de", "von Ihnen gemacht"), ("en", "taken by you"),
                                         ("fr", "fait par vous"), ("it", "fatta da te")])
def test_a_trick_the_person_took_says_so_to_the_person(qtbot, speaking, lang, taken):  # noqa: ANN001
    i18n.install(lang)
    dialog = ReviewDialog(_NoReviews(), _hand("chose"), 0, 0, NAMES[lang], CardImageProvider(), lang, Deck.SWISS)
    qtbot.addWidget(dialog)
    labels = []
    for index in range(1, len(dialog.steps)):
        dialog.go(index)
        labels.append(dialog.step_label.text())
    mine = [label for label, step in zip(labels, dialog.steps[1:]) if step.winner == 0]
    others = [label for label, step in zip(labels, dialog.steps[1:]) if step.winner not in (0, None)]
    assert mine or others
    assert all(label.endswith(taken) for label in mine), mine
    assert all(YOU[lang] not in label for label in labels), labels

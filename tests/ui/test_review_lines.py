"""The review window as a person reads it: a bad card's better line and why it was worse, in words; the Schmaus
stock and the turned card at each step, in the person's language."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt

from jassdesk.ai.levels import make_player
from jassdesk.ai.review import Verdict
from jassdesk.app.review_service import ReviewController
from jassdesk.cards.provider import CardImageProvider
from jassdesk.engine.cards import CARDS, Deck
from jassdesk.engine.games import new_state
from jassdesk.engine.record import GameRecord
from jassdesk.engine.rules import Rules
from jassdesk.i18n.table_translator import TableTranslator
from jassdesk.ui.review_dialog import ReviewDialog

from .test_review_dialog import NAMES, spoiled_hand  # noqa: F401  (the fixture: a hand with one clearly bad card)


def open_dialog(qtbot, record, lang="en", worlds=80):
    reviews = ReviewController(worlds=worlds)
    dlg = ReviewDialog(reviews, record, 0, 0, NAMES, CardImageProvider(), lang, Deck.SWISS)
    qtbot.addWidget(dlg)
    dlg.resize(780, 560)
    dlg.show()
    qtbot.waitExposed(dlg)
    return dlg, reviews


def test_the_bad_card_shows_the_better_line_and_why_it_was_worse(qtbot, spoiled_hand):  # noqa: F811
    record, (trick, bad, better) = spoiled_hand
    dlg, reviews = open_dialog(qtbot, record)
    try:
        qtbot.waitUntil(lambda: dlg.review is not None, timeout=60000)
        dlg.go(trick + 1)
        j = next(j for j in dlg.judgements_at(dlg.index) if j.point.action.card == bad)
        assert j.verdict in (Verdict.MISTAKE, Verdict.BLUNDER) and j.line is not None
        text = dlg.details.text()
        better_name = CARDS[int(j.better.card)].name("en", Deck.SWISS)
        assert f"Line with {better_name} (" in text
        assert f"Line with {CARDS[bad].name('en', Deck.SWISS)} (" in text
        # the line's first trick in words: who played what, and who took it
        first = j.line.tricks[0]
        assert all(f"{NAMES[s]} {CARDS[c].name('en', Deck.SWISS)}" in text for s, c in first.plays)
        assert ("Trick to you" if first.winner == 0 else f"Trick to {NAMES[first.winner]}") in text
        if j.why is not None:
            assert j.why.text("en", Deck.SWISS) in text
        assert dlg.details.accessibleName() == "Your decisions here"
    finally:
        reviews.shutdown()


def test_the_why_worse_sentence_follows_the_lines(qtbot, spoiled_hand):  # noqa: F811
    from jassdesk.ai.review import why_worse

    record, (trick, bad, _) = spoiled_hand
    dlg, reviews = open_dialog(qtbot, record)
    try:
        qtbot.waitUntil(lambda: dlg.review is not None, timeout=60000)
        dlg.go(trick + 1)
        j = next(j for j in dlg.judgements_at(dlg.index) if j.point.action.card == bad)
        worse = why_worse(j)
        text = dlg.details.text()
        played = CARDS[bad].phrase("en", Deck.SWISS)
        if worse is None:
            assert f"With the {played}" not in text
        elif worse.kind == "trick_lost":
            assert f"With the {played} this trick went to {NAMES[worse.taker]} ({worse.points} points)." in text
        else:
            assert f"With the {played} your side takes {worse.points} point" in text
    finally:
        reviews.shutdown()


def test_the_step_buttons_stay_put_from_a_forced_card_to_a_mistake(qtbot, spoiled_hand):  # noqa: F811
    """A person clicks Forward again and again: a Mistake's longer text must not move the button away."""
    record, (trick, _, _) = spoiled_hand
    dlg, reviews = open_dialog(qtbot, record)
    try:
        qtbot.waitUntil(lambda: dlg.review is not None, timeout=60000)
        dlg.go(1)
        where = dlg.forward_button.mapTo(dlg, dlg.forward_button.rect().center())
        for _ in range(trick):
            qtbot.mouseClick(dlg.forward_button, Qt.MouseButton.LeftButton)
            QCoreApplication.processEvents()
            assert dlg.forward_button.mapTo(dlg, dlg.forward_button.rect().center()) == where
        assert "Line with" in dlg.details.text()  # the Mistake's lines are shown, in the same box
    finally:
        reviews.shutdown()


@pytest.fixture(scope="module")
def schmaus_record():
    state = new_state(Rules.schmaus(), 3)
    players = [make_player("medium", seed=30 + s) for s in range(2)]
    while not state.results:
        seat = state.current_player
        state.apply(players[seat].choose(state.observation(seat)))
    return GameRecord.of(state)


@pytest.fixture
def german(qapp):
    """The program's German texts installed, as the window installs them; removed after the test."""
    translator = TableTranslator("de")
    QCoreApplication.installTranslator(translator)
    yield
    QCoreApplication.removeTranslator(translator)


def test_the_schmaus_review_shows_the_turned_card_and_the_stock(qtbot, schmaus_record, german):
    dlg, reviews = open_dialog(qtbot, schmaus_record, lang="de", worlds=5)
    try:
        label = dlg.stock_label
        assert label.isVisible() and label.accessibleName() == "Stock und aufgedeckte Karte"
        turned = CARDS[dlg.turned].name("de", Deck.SWISS)
        first = dlg.steps[0].stock
        assert label.text() == (f"Aufgedeckt: {turned}. Stock: 18 Karten, die nächsten "
                                f"{CARDS[first[0]].name('de', Deck.SWISS)}, {CARDS[first[1]].name('de', Deck.SWISS)}.")
        qtbot.mouseClick(dlg.forward_button, Qt.MouseButton.LeftButton)  # the first trick: nobody has drawn yet
        assert "Stock: 18 Karten" in label.text()
        qtbot.mouseClick(dlg.forward_button, Qt.MouseButton.LeftButton)
        assert dlg.index == 2 and "Stock: 16 Karten" in label.text(), (dlg.index, [len(s.stock) for s in dlg.steps])
        qtbot.mouseClick(dlg.last_button, Qt.MouseButton.LeftButton)
        assert label.text() == f"Aufgedeckt: {turned}. Der Stock ist aufgebraucht."
        assert "Stichen" not in dlg.legend.text()  # Schmaus: no four-trick endgame of the solver's
        assert dlg.legend.text().startswith("Beurteilt nach den Punkten")
    finally:
        reviews.shutdown()


def test_a_schieber_review_has_no_stock_line(qtbot, spoiled_hand):  # noqa: F811
    record, _ = spoiled_hand
    dlg, reviews = open_dialog(qtbot, record)
    try:
        assert not dlg.stock_label.isVisible()
        assert dlg.legend.text().endswith(
            "In the last four tricks each of those deals is solved exactly, every hand open in it.")
    finally:
        reviews.shutdown()

"""The review window: stepping through a finished hand by keys and buttons, the labels, "find a better card",
and the hand summary's count and button."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt

from jassdesk.ai.hints import card_hint, searching_expert
from jassdesk.ai.levels import make_player
from jassdesk.ai.review import DecisionKind, Verdict, hand_outline, hand_start
from jassdesk.app.review_service import ReviewController
from jassdesk.cards.provider import CardImageProvider
from jassdesk.engine.actions import Decision
from jassdesk.engine.cards import CARDS, Deck
from jassdesk.engine.games import new_state
from jassdesk.engine.record import GameRecord
from jassdesk.engine.rules import Rules
from jassdesk.ui.review_dialog import ReviewDialog

from .helpers import click_button, play_hand

NAMES = ["Me", "Left", "Partner", "Right"]


@pytest.fixture(scope="module")
def spoiled_hand():
    """A Schieber hand of Medium players where the person, once, plays the card the Expert ranks far worst."""
    for seed in range(20):
        state = new_state(Rules.schieber_seed(), seed)
        players = [make_player("medium", seed=seed * 10 + s) for s in range(4)]
        spoiled = None
        while not state.results:
            seat = state.current_player
            obs = state.observation(seat)
            action = players[seat].choose(obs)
            if seat == 0 and spoiled is None and obs.decision is Decision.PLAY and len(obs.legal_actions) > 2:
                ranked = card_hint(obs, searching_expert(0.0, 7, 150)).ranked
                if ranked[0].value - ranked[-1].value > 30:
                    action = ranked[-1].action
                    spoiled = (len(obs.tricks), action.card, ranked[0].action.card)
            state.apply(action)
        if spoiled is not None:
            return GameRecord.of(state), spoiled
    pytest.fail("no deal with a clearly bad card for the person")


@pytest.fixture
def dialog(qtbot, spoiled_hand):
    record, _ = spoiled_hand
    reviews = ReviewController(worlds=80)
    dlg = ReviewDialog(reviews, record, 0, 0, NAMES, CardImageProvider(), "en", Deck.SWISS)
    qtbot.addWidget(dlg)
    dlg.resize(780, 560)
    dlg.show()
    qtbot.waitExposed(dlg)
    qtbot.waitUntil(lambda: dlg.review is not None, timeout=60000)
    yield dlg
    reviews.shutdown()


def test_the_review_steps_forward_and_back_by_keys_and_buttons(qtbot, dialog):
    n = len(dialog.steps)
    assert n == 10  # the deal and nine tricks
    assert dialog.step_label.text() == "The deal"
    qtbot.keyClick(dialog, Qt.Key.Key_Right)
    assert dialog.index == 1 and dialog.step_label.text().startswith("Trick 1 of 9 — taken by ")
    qtbot.keyClick(dialog, Qt.Key.Key_End)
    assert dialog.index == n - 1 and not dialog.forward_button.isEnabled()
    qtbot.keyClick(dialog, Qt.Key.Key_Left)
    assert dialog.index == n - 2
    qtbot.keyClick(dialog, Qt.Key.Key_Home)
    assert dialog.index == 0 and not dialog.back_button.isEnabled()
    qtbot.mouseClick(dialog.forward_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(dialog.forward_button, Qt.MouseButton.LeftButton)
    assert dialog.index == 2
    qtbot.mouseClick(dialog.back_button, Qt.MouseButton.LeftButton)
    assert dialog.index == 1
    qtbot.mouseClick(dialog.last_button, Qt.MouseButton.LeftButton)
    assert dialog.index == n - 1
    qtbot.mouseClick(dialog.first_button, Qt.MouseButton.LeftButton)
    assert dialog.index == 0
    # who played what: every trick step names four plays, one per seat
    for step in dialog.steps[1:]:
        assert sorted(seat for seat, _ in step.plays) == [0, 1, 2, 3]


def test_every_card_of_the_person_is_labelled_and_the_bad_one_names_the_better_card(qtbot, dialog, spoiled_hand):
    _, (trick, bad, _) = spoiled_hand
    cards = [j for j in dialog.review.judgements if j.point.kind is DecisionKind.CARD]
    assert len(cards) == 9
    dialog.go(trick + 1)
    text = dialog.details.text()
    j = next(j for j in cards if j.point.action.card == bad)
    assert j.verdict in (Verdict.MISTAKE, Verdict.BLUNDER)
    assert ("Mistake" if j.verdict is Verdict.MISTAKE else "Blunder") in text
    better = CARDS[j.better.card].name("en", Deck.SWISS)
    assert "Better: <b>" + better in text
    assert "Best up to 1.5" in dialog.legend.text()
    assert dialog.find_button.isVisible()


def test_find_a_better_card_hides_the_answer_until_the_person_picks(qtbot, dialog, spoiled_hand):
    _, (trick, bad, _) = spoiled_hand
    dialog.go(trick + 1)
    j = next(j for j in dialog.review.judgements if j.point.kind is DecisionKind.CARD and j.point.action.card == bad)
    qtbot.mouseClick(dialog.find_button, Qt.MouseButton.LeftButton)
    assert "Which card would you play now?" in dialog.details.text()
    assert "Better:" not in dialog.details.text()
    assert not dialog.find_button.isVisible()
    rect = dialog.board.card_rect(j.better.card)
    assert rect is not None
    qtbot.mouseClick(dialog.board, Qt.MouseButton.LeftButton, pos=rect.center().toPoint() + QPointF(0, 0).toPoint())
    text = dialog.details.text()
    assert "is the best choice" in text and "Better:" in text
    assert not dialog.find_button.isVisible()


def test_picking_the_same_bad_card_again_says_so(qtbot, dialog, spoiled_hand):
    _, (trick, bad, _) = spoiled_hand
    dialog.go(trick + 1)
    qtbot.mouseClick(dialog.find_button, Qt.MouseButton.LeftButton)
    rect = dialog.board.card_rect(bad)
    qtbot.mouseClick(dialog.board, Qt.MouseButton.LeftButton, pos=rect.center().toPoint())
    assert "would have been: " in dialog.details.text()


def test_the_hand_summary_counts_the_labels_and_opens_the_review(qtbot, window):
    from jassdesk.app.game_config import GameConfig

    window.start(GameConfig(Rules.schieber_seed(), 5, tuple(NAMES), (None, "random", "random", "random"), 0))
    play_hand(qtbot, window)
    panel = window.scene.overlay
    assert panel is not None and [b.text for b in panel.buttons][:2] == ["Continue", "Review"]
    qtbot.waitUntil(lambda: "Review:" in window.scene.overlay.footer, timeout=30000)
    click_button(qtbot, window, window.scene.overlay.buttons[1])
    dlg = window.reviewing.dialog
    assert dlg is not None and dlg.isVisible()
    qtbot.waitUntil(lambda: dlg.review is not None, timeout=30000)
    assert len(dlg.steps) == 10
    dlg.close()


def test_a_better_announcement_and_a_better_exchange_are_said_in_full(dialog):  # noqa: ANN001
    from dataclasses import replace

    from jassdesk.engine.actions import ExchangeSix, Play
    from jassdesk.engine.weis import Weis

    card = next(j for j in dialog.review.judgements if j.point.kind is DecisionKind.CARD)
    weis = Weis.from_code("H6+3")
    said = Play(card.point.action.card, (weis,))
    announce = replace(card, point=replace(card.point, kind=DecisionKind.ANNOUNCE), verdict=Verdict.MISTAKE,
                       loss=20.0, values=((said, 20.0), (card.point.action, 0.0)), better=said, why=None)
    assert weis.name("en", Deck.SWISS) in dialog._line(announce)
    exchange = replace(announce, point=replace(card.point, kind=DecisionKind.EXCHANGE), better=ExchangeSix())
    assert "Better: exchange the trump 6." in dialog._line(exchange)


def test_the_title_names_who_chose_the_mode(dialog, spoiled_hand):
    record, _ = spoiled_hand
    choice = hand_outline(*hand_start(record, 0)).choice
    assert choice is not None  # a Schieber mode is always somebody's choice
    title = dialog.title.text()
    mode = hand_outline(*hand_start(record, 0)).mode.name_in("en", Deck.SWISS)
    person = 0  # the dialog reviews seat 0: its part is said to the person, never "chosen by Me"
    said = {(None, person): f"You chose {mode}", (person, 2): f"You pushed, {NAMES[2]} chose {mode}",
            (2, person): f"{NAMES[2]} pushed, you chose {mode}"}
    pushed, chooser = choice.pushed_by, choice.chooser
    default = (f"{NAMES[chooser]} chose {mode}" if pushed is None
               else f"{NAMES[pushed]} pushed, {NAMES[chooser]} chose {mode}")
    assert title == "Hand 1 — " + said.get((pushed, chooser), default)
    assert "chosen by" not in title and "by Me" not in title

"""The review window: stepping through a finished hand by keys and buttons, the labels, "find a better card",
and the hand summary's count and button."""

from __future__ import annotations

import math

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


# -- the review in high contrast (#32) -------------------------------------------------------------------------------

def _near(a, b, tolerance: int = 40) -> bool:  # noqa: ANN001
    return all(abs(x - y) <= tolerance for x, y in zip(a.getRgb()[:3], b.getRgb()[:3]))


@pytest.fixture
def high_contrast(qapp):  # noqa: ANN001, ANN201
    """High contrast in force for one test as the settings put it (the palette, then the look), the normal after."""
    from PySide6.QtGui import QPalette

    from jassdesk.ui.appearance import high_contrast_palette
    from jassdesk.ui.look import HIGH_CONTRAST, look, set_look, still, text_scale

    before, palette = (look(), text_scale(), still()), QPalette(qapp.palette())
    qapp.setPalette(high_contrast_palette())
    set_look(HIGH_CONTRAST, 1.0, before[2])
    yield
    qapp.setPalette(palette)
    set_look(*before)


def _board_focused(qtbot, dialog) -> None:  # noqa: ANN001
    dialog.activateWindow()
    dialog.board.setFocus(Qt.FocusReason.OtherFocusReason)
    qtbot.waitUntil(dialog.board.hasFocus)


def _played_rect(board, seat: int):  # noqa: ANN001, ANN202
    """Where a seat's played card lies, and its row's top and height, as the board lays them out."""
    from PySide6.QtCore import QRectF

    from jassdesk.cards.provider import CARD_ASPECT
    from jassdesk.ui.plot_look import review_look

    row_h, card_w, _, played_w = board._geometry()
    card_h = card_w * CARD_ASPECT
    top = review_look().margin + seat * row_h
    return QRectF(board.width() - played_w + 8, top + (row_h - card_h) / 2, card_w, card_h), top, row_h


def test_the_review_in_high_contrast_is_black_the_winner_framed_the_verdict_written_and_the_focus_cyan(
        qtbot, high_contrast, dialog, spoiled_hand):  # noqa: ANN001
    """What a person sees in high contrast at the trick of the bad card: the window and the board black, the board
    in a white frame with the keyboard's cyan ring inside it, the winner's order mark framed in yellow (more than a
    gold), the person's card's verdict written beside it in its colour; picking again, the card in the ring ringed
    in cyan, the cards that may be picked outlined in yellow and the others dashed (more than a shade)."""
    from PySide6.QtGui import QColor

    from jassdesk.ui.plot_look import REVIEW_HIGH_CONTRAST as REVIEW
    from jassdesk.ui.plot_look import review_look

    assert review_look() is REVIEW
    _, (trick, bad, _) = spoiled_hand
    black, white, yellow, cyan = QColor("black"), QColor("white"), QColor("#ffff00"), QColor("cyan")
    dialog.go(trick + 1)
    _board_focused(qtbot, dialog)
    step, board = dialog.steps[dialog.index], dialog.board
    assert dialog.grab().toImage().pixelColor(2, dialog.height() - 2) == black  # the window's ground
    image = board.grab().toImage()
    w, h = image.width(), image.height()
    ring = round(REVIEW.board_focus_inset)
    assert image.pixelColor(w // 2, 1) == white and image.pixelColor(1, h // 2) == white  # the frame
    assert image.pixelColor(w // 2, ring) == cyan and image.pixelColor(ring, h // 2) == cyan  # the focus, inside it
    assert image.pixelColor(w // 2, ring + 3) == black

    def pixels(left: float, top: float, right: float, bottom: float) -> list[tuple[int, int]]:
        return [(x, y) for x in range(round(left), round(right)) for y in range(round(top), round(bottom))]

    for seat in range(len(NAMES)):
        card, top, row_h = _played_rect(board, seat)
        assert image.pixelColor(round(card.left() - 14), round(top + 3)) == black  # the ground between the columns
        room = pixels(card.right() + 5, top, w - REVIEW.margin, top + row_h)
        framed = [(x, y) for x, y in room if _near(image.pixelColor(x, y), yellow, 10)]
        if seat != step.winner:
            assert not framed, seat  # the others' order marks are white
            continue
        # the winner's "1. ★" in a yellow frame: yellow at its left and right, black inside before the text
        left, right = min(x for x, _ in framed), max(x for x, _ in framed)
        upper, lower = min(y for _, y in framed), max(y for _, y in framed)
        assert right - left >= 16 and lower - upper >= 12, (left, right, upper, lower)
        middle = (upper + lower) // 2
        assert _near(image.pixelColor(left, middle), yellow, 10) and _near(image.pixelColor(right, middle), yellow, 10)
        assert image.pixelColor(left + 4, middle) == black
    # the person's card was a Blunder: its frame and, under its order mark, the word in the Blunders' colour
    verdict = next(j.verdict for j in dialog.review.judgements if getattr(j.point.action, "card", None) == bad)
    card, top, row_h = _played_rect(board, dialog.seat)
    said = [(x, y) for x, y in pixels(card.right() + 8, top + row_h / 2, w - REVIEW.margin, top + row_h)
            if _near(image.pixelColor(x, y), REVIEW.verdict(verdict), 30)]
    assert said and max(x for x, _ in said) - min(x for x, _ in said) >= 20  # a word, not a speck
    assert _near(image.pixelColor(round(card.left() - 3), round(card.center().y())), REVIEW.verdict(verdict), 30)

    # picking again at the deal: half the hand may be picked, the ring on one of them
    deal = dialog.steps[0]
    mine = [c for c in range(36) if deal.hands[dialog.seat] >> c & 1]
    board.show_step(deal, {}, set(mine[::2]))
    board.chosen = mine[2]
    board.update()
    image = board.grab().toImage()
    chosen = board.card_rect(mine[2])
    assert any(image.pixelColor(x, round(chosen.center().y())) == cyan
               for x in range(round(chosen.left() - 8), round(chosen.left() - 3)))

    def edge(card: int) -> list[QColor]:  # along the top of a card's frame, the corners left out
        rect = board.card_rect(card)
        y = math.floor(rect.top() - 1.5)
        return [image.pixelColor(x, y) for x in range(round(rect.left() + 7), round(rect.right() - 7))]

    assert all(_near(c, yellow, 10) for c in edge(mine[4]))  # may be picked: a solid yellow outline
    dashed = edge(mine[3])  # may not: a dashed white one, over a card greyed on the black
    assert any(c == white for c in dashed) and any(c == black for c in dashed)


def test_the_review_paints_itself_again_when_the_look_changes(qtbot, dialog, spoiled_hand):  # noqa: ANN001
    """As the table does: Settings > Contrast (or the system's) turns the open review black at once, the verdicts'
    words in their high-contrast colours and the decisions' box's focus frame cyan and 4 px; and back."""
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtGui import QColor, QPalette
    from PySide6.QtWidgets import QApplication

    from jassdesk.ui.appearance import high_contrast_palette
    from jassdesk.ui.look import HIGH_CONTRAST, NORMAL, look, set_look, still, text_scale
    from jassdesk.ui.plot_look import REVIEW_HIGH_CONTRAST, REVIEW_NORMAL

    class Paints(QObject):
        count = 0

        def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802
            if event.type() == QEvent.Type.Paint:
                self.count += 1
            return False

    _, (trick, _, _) = spoiled_hand
    dialog.go(trick + 1)
    dialog.close_button.setFocus()
    app = QApplication.instance()
    before, palette = (look(), text_scale(), still()), QPalette(app.palette())
    assert not before[0].high_contrast
    paints = Paints()
    dialog.board.installEventFilter(paints)
    assert dialog.board.grab().toImage().pixelColor(dialog.board.width() // 2, 1) == REVIEW_NORMAL.ground
    assert REVIEW_NORMAL.blunder.name() in dialog.details.text()
    try:
        qtbot.wait(20)
        seen = paints.count
        app.setPalette(high_contrast_palette())  # as the settings do: the palette, then the look
        set_look(HIGH_CONTRAST, before[1], before[2])
        qtbot.waitUntil(lambda: paints.count > seen, timeout=5000)
        board = dialog.board.grab().toImage()
        assert board.pixelColor(board.width() // 2, board.height() // 2) == QColor("black")
        assert REVIEW_HIGH_CONTRAST.blunder.name() in dialog.details.text()
        assert REVIEW_NORMAL.blunder.name() not in dialog.details.text()
        sheet = dialog.details_box.styleSheet()
        assert "4px" in sheet and "#00ffff" in sheet
        seen = paints.count
        app.setPalette(palette)
        set_look(NORMAL, before[1], before[2])
        qtbot.waitUntil(lambda: paints.count > seen, timeout=5000)
        assert dialog.board.grab().toImage().pixelColor(dialog.board.width() // 2, 1) == REVIEW_NORMAL.ground
        assert REVIEW_NORMAL.blunder.name() in dialog.details.text()
        assert "2px" in dialog.details_box.styleSheet()
    finally:
        dialog.board.removeEventFilter(paints)
        app.setPalette(palette)
        set_look(*before)

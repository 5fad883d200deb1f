"""The hint on the table: a Jass reason in one sentence, the runner-up with its cost under it, the search's
figure in the tooltip.

Driven as a person would: H asks for the hint at the person's turn (a card,
the trump choice, a Schmaus card), at 800x600; the bubble must say the
reason, what the runner-up would cost on its detail line and keep the figure
for its tooltip, inside the view.
"""

from __future__ import annotations

from PySide6.QtCore import Qt

from ui.helpers import TIMEOUT, click_button, decide, person_decision, wait_for_person_or_summary
from jassdesk.app.game_config import GameConfig
from jassdesk.engine.actions import Decision
from jassdesk.engine.rules import Rules


def _config(rules, seed, start_dealer=None):  # noqa: ANN001, ANN202
    n = rules.n_players
    return GameConfig(rules, seed, ("Me", "Left", "Partner", "Right")[:n], (None,) + ("random",) * (n - 1),
                      start_dealer)


def _until(qtbot, window, decision, want=lambda w: True):  # noqa: ANN001, ANN202
    for _ in range(120):
        wait_for_person_or_summary(qtbot, window)
        if window.scene.overlay is not None:
            click_button(qtbot, window, window.scene.overlay.buttons[0])
            continue
        if person_decision(window) is decision and want(window):
            return
        decide(qtbot, window)
    raise AssertionError("never reached the wanted decision")


def _ask_hint(qtbot, window):  # noqa: ANN001, ANN202
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: window.scene.hint_bubble is not None, timeout=TIMEOUT)
    return window.scene.hint, window.scene.hint_bubble


def _assert_bubble_reads_well(window, hint, bubble) -> None:  # noqa: ANN001
    reason, figure = hint.reason("en", window.settings.deck), hint.detail_text("en", window.settings.deck)
    assert hint.has_jass_reason, reason
    assert "would cost about" in reason or "Just as good" in reason
    assert reason.startswith(bubble.text) and "\n" not in bubble.text  # one sentence: the reason
    assert bubble.detail in reason and ("would cost about" in bubble.detail or "Just as good" in bubble.detail)
    assert "simulated" not in bubble.text + bubble.detail  # the figure is the tooltip's, not the reason's
    assert figure and figure in bubble.toolTip() and reason in bubble.toolTip()
    view_rect = window.view.mapToScene(window.view.viewport().rect()).boundingRect()
    assert view_rect.contains(bubble.sceneBoundingRect().adjusted(14, 14, -14, -14))


def test_a_card_hint_gives_a_reason_the_runner_up_and_the_figure(qtbot, window):  # noqa: ANN001
    window.resize(800, 600)
    window.hints.budget = 0.2
    window.start(_config(Rules.schieber_swiss(), seed=6, start_dealer=3))
    _until(qtbot, window, Decision.PLAY, lambda w: len(w.controller.person_legal_actions()) > 1)
    hint, bubble = _ask_hint(qtbot, window)
    _assert_bubble_reads_well(window, hint, bubble)
    assert [it.card for it in window.scene.hands[0] if it.hinted] == [hint.best.card]


def test_a_trump_hint_gives_a_reason_and_the_runner_up(qtbot, window):  # noqa: ANN001
    window.resize(800, 600)
    window.hints.budget = 0.2
    window.start(_config(Rules.schieber_swiss(), seed=7, start_dealer=3))  # the person is Vorhand
    _until(qtbot, window, Decision.CHOOSE_MODE)
    hint, bubble = _ask_hint(qtbot, window)
    _assert_bubble_reads_well(window, hint, bubble)


def test_a_schmaus_hint_gives_a_reason(qtbot, window):  # noqa: ANN001
    window.resize(800, 600)
    window.hints.budget = 0.2
    window.start(_config(Rules.schmaus(), seed=3))
    _until(qtbot, window, Decision.PLAY, lambda w: len(w.controller.person_legal_actions()) > 1)
    hint, bubble = _ask_hint(qtbot, window)
    _assert_bubble_reads_well(window, hint, bubble)

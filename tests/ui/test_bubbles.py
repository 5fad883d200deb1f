"""A bubble belongs to the decision that caused it: it goes when that decision is over."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from ui.helpers import TIMEOUT, click_card, decide, person_decision, shown, wait_for_person_or_summary

from jassdesk.app.game_config import PERSON, GameConfig
from jassdesk.app.hint_service import HintController
from jassdesk.engine import events as ev
from jassdesk.engine.actions import Decision
from jassdesk.engine.rules import Rules


def _config(rules, seed, dealer=None):  # noqa: ANN001, ANN202
    n = rules.n_players
    return GameConfig(rules, seed, ("Me", "Left", "Partner", "Right")[:n], (None,) + ("random",) * (n - 1), dealer)


def test_a_refusal_goes_with_the_next_action(qtbot, window):  # noqa: ANN001
    window.start(_config(Rules.schieber_seed(), 2, 3))
    for _ in range(60):
        wait_for_person_or_summary(qtbot, window)
        if person_decision(window) is Decision.PLAY and any(it.dimmed for it in window.scene.hands[PERSON]):
            break
        decide(qtbot, window)
    scene = window.scene
    click_card(qtbot, window, next(it for it in scene.hands[PERSON] if it.dimmed))
    assert -1 in scene.bubbles  # "must follow suit", at the card
    click_card(qtbot, window, next(it for it in scene.hands[PERSON] if it.legal))
    assert -1 not in scene.bubbles  # the trick it was about is not the next one's


def test_the_cut_is_not_said_into_the_first_trick(qtbot, window):  # noqa: ANN001
    cuts = shown(window.controller, ev.PackCut)
    window.start(_config(Rules.schmaus(), 13, 0))  # the AI cuts and leads the first trick
    for _ in range(10):
        wait_for_person_or_summary(qtbot, window)
        if person_decision(window) is Decision.PLAY:
            break
        decide(qtbot, window)
    assert cuts and cuts[0].seat != PERSON
    bubble = window.scene.bubbles.get(cuts[0].seat)
    assert bubble is None or "Cuts" not in bubble.text


def test_the_trump_hint_goes_when_the_trump_is_chosen(qtbot, window):  # noqa: ANN001
    window.hints.budget = 0.2
    window.start(_config(Rules.schieber_seed(), 7, 3))  # the person is Vorhand and leads
    for _ in range(3):
        wait_for_person_or_summary(qtbot, window)
        if person_decision(window) is Decision.CHOOSE_MODE:
            break
        decide(qtbot, window)
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: window.scene.hint_bubble is not None, timeout=TIMEOUT)
    decide(qtbot, window)
    wait_for_person_or_summary(qtbot, window)
    assert person_decision(window) is Decision.PLAY
    assert window.scene.hint_bubble is None and window.scene.hint is None


def test_an_announcement_goes_with_its_moment(qtbot, window):  # noqa: ANN001
    """Schiebe! goes when the trump is chosen; the trump's name when the first card is played."""
    pushed = shown(window.controller, ev.Pushed)
    window.start(_config(Rules.schieber_seed(), 10, 1))  # seat 2 pushes to the person
    wait_for_person_or_summary(qtbot, window)
    assert pushed and 2 in window.scene.bubbles
    decide(qtbot, window)  # the person chooses the trump
    assert 2 not in window.scene.bubbles or "Schiebe" not in window.scene.bubbles[2].text


def test_a_refusal_asks_for_its_rule_by_click_or_question_mark(qtbot, window):  # noqa: ANN001
    from jassdesk.engine.actions import Play

    window.start(_config(Rules.schieber_seed(), 2, 3))
    for _ in range(60):
        wait_for_person_or_summary(qtbot, window)
        if person_decision(window) is Decision.PLAY and any(it.dimmed for it in window.scene.hands[PERSON]):
            break
        decide(qtbot, window)
    scene = window.scene
    asked = []
    scene.rules_requested.connect(asked.append)
    item = next(it for it in scene.hands[PERSON] if it.dimmed)
    rule = window.controller.why(Play(item.card)).rule
    click_card(qtbot, window, item)
    bubble = scene.bubbles[-1]
    assert bubble.link and bubble.rule == rule
    from PySide6.QtCore import QPointF
    from ui.helpers import click_scene
    click_scene(qtbot, window, bubble.mapToScene(bubble.box.center() + QPointF(0, bubble.box.height() / 2 - 12)))
    assert asked == [rule]
    # the main window answers with the rules help, opened at the section of that rule
    assert window.rules_help is not None and window.rules_help.isVisible()
    window.rules_help.close()
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Question)
    assert asked == [rule, rule]


def test_the_thinking_dots_run_only_while_the_ai_thinks(qtbot, window):  # noqa: ANN001
    window.settings.set("ai_pace_ms", 2500)  # the answer waits on the table's pace after it is in
    scene, c = window.scene, window.controller
    thinking, thought = [], []
    c.thinking.connect(thinking.append)
    c.thought.connect(thought.append)
    window.start(_config(Rules.schieber_seed(), 13, 0))  # AI seats cut and choose first
    # the first AI action is taken at once; after it the next answer waits for the pace
    qtbot.waitUntil(lambda: len(thought) >= 2, timeout=TIMEOUT)
    seat = thinking[1]
    assert thought[1] == seat and c.thinking_seat is None
    assert c.state.current_player == seat  # its turn still (the pace), but nobody thinks
    assert not any(p.thinking for p in scene.plates.values())

"""The keys and the hint agree, and the table says what it is doing (issue 29, round two).

Driven as a person would: keys on the view, clicks through ``ui.helpers``.  H moves the keyboard's
cursor to the hint, so H then Enter takes it; Left/Right pass over the dimmed cards and say why they
are dimmed; Enter meant for the last card does not close the summary unseen; a quick click on a
refusal's "Why?" opens the rule; the status line follows the pushed trump panel; the title shows
no "*" for an autosaved Partie; no thinking dots over a finished hand; a tied draw is said; and
without a display JassDesk says so.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from ui.helpers import (
    TIMEOUT,
    click_button,
    click_card,
    click_scene,
    decide,
    person_decision,
    wait_for_person_or_summary,
)

from jassdesk.app.game_config import PERSON, GameConfig
from jassdesk.engine.actions import ActionKind, Decision, Play, Push
from jassdesk.engine.rules import Rules
from jassdesk.ui.table.overlays import KEY_DELAY_MS


def _config(rules, seed, dealer=None):  # noqa: ANN001, ANN202
    n = rules.n_players
    return GameConfig(rules, seed, ("Me", "Left", "Partner", "Right")[:n], (None,) + ("random",) * (n - 1), dealer)


def _until(qtbot, window, decision, want=lambda w: True, steps=120):  # noqa: ANN001, ANN202
    """Play by clicks (a summary continued by its button) until the person has ``decision`` and ``want``."""
    for _ in range(steps):
        wait_for_person_or_summary(qtbot, window)
        if window.scene.overlay is not None:
            click_button(qtbot, window, window.scene.overlay.buttons[0])
            continue
        if person_decision(window) is decision and want(window):
            return
        decide(qtbot, window)
    raise AssertionError(f"never reached {decision}")


def _press_h(qtbot, window):  # noqa: ANN001, ANN202
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: window.scene.hint_bubble is not None, timeout=TIMEOUT)
    return window.scene.hint, window.scene.hint_bubble


def _box(bubble) -> QRectF:  # noqa: ANN001
    return bubble.mapRectToScene(bubble.box)


def _dimmed_and_cursor_elsewhere(w) -> bool:  # noqa: ANN001
    items = w.scene.hands[PERSON]
    return sum(it.legal for it in items) > 1 and any(it.dimmed for it in items)


# -- H then Enter takes the hint ---------------------------------------------------------------------------


def test_h_then_enter_plays_the_hinted_card_even_from_a_dimmed_cursor(qtbot, window):  # noqa: ANN001
    window.hints.budget = 0.2
    window.start(_config(Rules.schieber_seed(), 2, 3))
    _until(qtbot, window, Decision.PLAY, _dimmed_and_cursor_elsewhere)
    scene = window.scene
    items = scene.hands[PERSON]
    scene.focus_index = next(i for i, it in enumerate(items) if it.dimmed)  # the cursor left on a dimmed card
    scene.apply_person_interactive()
    hint, bubble = _press_h(qtbot, window)
    assert hint.best.kind is ActionKind.PLAY
    focused = [it.card for it in scene.hands[PERSON] if it.focused]
    assert focused == [hint.best.card]  # the blue cursor is on the gold card
    before = len(window.controller.state.history)
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    assert len(window.controller.state.history) == before + 1
    assert window.controller.state.history[before].card == hint.best.card


def test_h_then_enter_takes_the_hinted_trump(qtbot, window):  # noqa: ANN001
    window.hints.budget = 0.2
    window.start(_config(Rules.schieber_seed(), 7, 3))  # the person is Vorhand and chooses
    _until(qtbot, window, Decision.CHOOSE_MODE)
    scene = window.scene
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Right)  # the focus on the first button (Rosen, say)
    hint, bubble = _press_h(qtbot, window)
    focused = scene.choices.focused()
    assert focused is not None and focused.action == hint.best and focused.highlight
    before = len(window.controller.state.history)
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    assert window.controller.state.history[before] == hint.best


# -- Left/Right pass over the dimmed cards ------------------------------------------------------------------


def test_left_and_right_skip_the_dimmed_cards_and_say_why(qtbot, window):  # noqa: ANN001
    said: list[str] = []
    window.start(_config(Rules.schieber_seed(), 2, 3))
    _until(qtbot, window, Decision.PLAY, _dimmed_and_cursor_elsewhere)
    window.scene.message.connect(said.append)
    scene = window.scene
    items = scene.hands[PERSON]
    window.view.setFocus()
    seen = set()
    for key in [Qt.Key.Key_Right] * (len(items) + 1) + [Qt.Key.Key_Left] * (len(items) + 1):
        qtbot.keyClick(window.view, key)
        focused = items[scene.focus_index]
        assert focused.legal and not focused.dimmed  # the cursor never stops on a dimmed card
        seen.add(focused.card)
    assert seen == {it.card for it in items if it.legal}
    c = window.controller
    reasons = {c.reason_text(c.why(Play(it.card))) for it in items if it.dimmed}
    assert any("(dimmed cards skipped)" in s and any(s.endswith(r) for r in reasons) for s in said), said
    # ? says why a card passed over is dimmed (as a click on it does); ? again opens its rule
    asked: list[str] = []
    scene.rules_requested.connect(asked.append)
    qtbot.keyClick(window.view, Qt.Key.Key_Question)
    bubble = scene.bubbles.get(-1)
    assert bubble is not None and bubble.text in reasons and bubble.link
    qtbot.keyClick(window.view, Qt.Key.Key_Question)
    assert asked == [bubble.rule]
    window.rules_help.close()
    window.view.setFocus()
    before = len(window.controller.state.history)
    qtbot.keyClick(window.view, Qt.Key.Key_Return)  # Enter plays the card under the cursor: a legal one
    assert len(window.controller.state.history) == before + 1


# -- the summary is seen before Enter closes it ------------------------------------------------------------


def test_enter_for_the_last_card_does_not_close_the_summary_unseen(qtbot, window):  # noqa: ANN001
    window.start(_config(Rules.schieber_seed(), 5, 3))
    _until(qtbot, window, Decision.PLAY, lambda w: len(w.scene.hands[PERSON]) == 1, steps=200)
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Right)
    qtbot.keyClick(window.view, Qt.Key.Key_Return)  # the last card, by keys
    qtbot.waitUntil(lambda: window.scene.overlay is not None, timeout=TIMEOUT)
    shown_at = time.monotonic()
    summary = window.scene.overlay
    qtbot.keyClick(window.view, Qt.Key.Key_Return)  # pressed once more, as a person does
    qtbot.keyClick(window.view, Qt.Key.Key_Enter)
    assert time.monotonic() - shown_at < KEY_DELAY_MS / 1000
    assert window.scene.overlay is summary  # still there: it is seen first
    assert not any(b.focused for b in summary.buttons)
    # a moment later the Continue button shows the keyboard's ring, and Enter presses it
    qtbot.waitUntil(lambda: summary.buttons[0].focused, timeout=3000)
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    assert window.scene.overlay is None


# -- a quick click on "Why?" --------------------------------------------------------------------------------


def test_a_quick_click_on_why_opens_the_rule_also_after_reading_it(qtbot, window):  # noqa: ANN001
    window.start(_config(Rules.schieber_seed(), 2, 3))
    _until(qtbot, window, Decision.PLAY, _dimmed_and_cursor_elsewhere)
    scene = window.scene
    asked: list[str] = []
    scene.rules_requested.connect(asked.append)
    item = next(it for it in scene.hands[PERSON] if it.dimmed)
    rule = window.controller.why(Play(item.card)).rule
    click_card(qtbot, window, item)
    bubble = scene.bubbles[-1]
    assert bubble.link
    qtbot.wait(3600)  # reading the sentence takes a while: the bubble is still there (it went after 3.2 s)
    assert scene.bubbles.get(-1) is bubble
    link = bubble.mapToScene(QPointF(bubble.box.center().x(), bubble.box.bottom() - bubble.pad - bubble.link_h / 2))
    click_scene(qtbot, window, link)  # press and release at once
    assert asked == [rule]
    assert window.rules_help is not None and window.rules_help.isVisible()
    window.rules_help.close()
    click_scene(qtbot, window, link)  # and every click again
    assert asked == [rule, rule]
    window.rules_help.close()


# -- the status line follows the decision -------------------------------------------------------------------


def test_the_status_line_after_the_partner_pushed(qtbot, window):  # noqa: ANN001
    window.start(_config(Rules.schieber_seed(), 10, 1))  # seat 2 pushes to the person
    wait_for_person_or_summary(qtbot, window)
    assert person_decision(window) is Decision.CHOOSE_MODE
    panel = window.scene.decision_items[0]
    assert panel.title == "Your partner pushed: choose the trump"
    assert not any(getattr(b, "action", None) == Push() for b in window.scene.chips)
    status = window.statusBar().currentMessage()
    assert status == "Your partner pushed to you: choose the trump."
    assert "push" not in status.split(":")[1]


def test_the_status_line_offers_pushing_when_the_panel_does(qtbot, window):  # noqa: ANN001
    window.start(_config(Rules.schieber_seed(), 7, 3))  # the person chooses first
    _until(qtbot, window, Decision.CHOOSE_MODE)
    assert any(getattr(b, "action", None) == Push() for b in window.scene.chips)
    assert window.statusBar().currentMessage() == "Choose the trump or push it to your partner."


# -- the title ---------------------------------------------------------------------------------------------


def test_an_autosaved_partie_is_not_shown_as_unsaved_a_file_is_when_it_differs(qtbot, window, tmp_path):  # noqa: ANN001
    window.start(_config(Rules.schieber_seed(), 7, 3))
    _until(qtbot, window, Decision.PLAY)
    assert window.keeper.file is None and len(window.controller.state.history) > 1
    assert not window.isWindowModified()  # autosaved after every action: nothing is unsaved
    assert window.windowTitle().replace("[*]", "") == "JassDesk"
    path = tmp_path / "p.jass"
    window.keeper.save_to(path)
    assert not window.isWindowModified() and "p.jass" in window.windowTitle()
    decide(qtbot, window)  # now it differs from its file
    assert window.isWindowModified()
    window.keeper.save_to(path)
    assert not window.isWindowModified()


# -- the thinking dots -------------------------------------------------------------------------------------


def test_no_thinking_dots_over_a_finished_hand(qtbot, window):  # noqa: ANN001
    window.start(_config(Rules.schieber_seed(), 5, 3))
    _until(qtbot, window, Decision.PLAY, lambda w: len(w.scene.hands[PERSON]) == 1, steps=200)
    c = window.controller
    for player in c.players.values():  # the AI is slow with the next hand (as while the review runs)
        choose = player.choose

        def slow(obs, choose=choose):  # noqa: ANN001, ANN202
            if obs.hand_no >= 1:
                time.sleep(1.5)
            return choose(obs)
        player.choose = slow
    decide(qtbot, window)  # the last card
    qtbot.waitUntil(lambda: window.scene.overlay is not None, timeout=TIMEOUT)
    qtbot.waitUntil(lambda: c.thinking_seat is not None, timeout=TIMEOUT)  # an AI thinks of the next hand
    assert not any(p.thinking for p in window.scene.plates.values())  # but the finished hand shows no dots
    seat = c.thinking_seat
    click_button(qtbot, window, window.scene.overlay.buttons[0])  # Continue: the next hand is on the table
    if c.thinking_seat == seat:
        assert window.scene.plates[seat].thinking


# -- the draw for the dealer -------------------------------------------------------------------------------


def test_a_tied_draw_says_that_everybody_draws_again(qtbot, window):  # noqa: ANN001
    said: list[str] = []
    window.scene.message.connect(said.append)
    window.start(_config(Rules.schieber_seed(), 16))  # equal cards first, then the person draws highest
    wait_for_person_or_summary(qtbot, window)
    assert person_decision(window) is Decision.CHOOSE_DEALER
    text = "Equal cards: everybody draws again (round 2)."
    assert text in said  # on the table (its bubble goes when the choice shows the cards)
    assert -2 not in window.scene.bubbles
    # the choice shows which cards tied and which count
    captions = [name for _, name, _ in window.scene.choices.draws]
    assert captions == ["Me (tie)", "Left (tie)", "Me", "Left"]
    assert [marked for _, _, marked in window.scene.choices.draws] == [False, False, True, False]


def test_a_tied_draw_is_said_on_the_table_while_an_ai_chooses(qtbot, window):  # noqa: ANN001
    window.settings.set("ai_pace_ms", 3000)  # the AI takes its time to choose the dealer
    window.start(_config(Rules.schieber_seed(), 3))  # equal cards first, then Left draws highest
    qtbot.waitUntil(lambda: -2 in window.scene.bubbles, timeout=TIMEOUT)
    assert window.scene.bubbles[-2].text == "Equal cards: everybody draws again (round 2)."
    assert window.controller.state.current_player == 1  # said while the AI is still to choose
    qtbot.waitUntil(lambda: window.controller.state.dealer is not None and window.controller.state.hand_no == 0
                    and len(window.controller.state.history) > 0, timeout=TIMEOUT)
    qtbot.waitUntil(lambda: -2 not in window.scene.bubbles, timeout=TIMEOUT)  # gone once the dealer is known


# -- the hint: one sentence, the figure apart, clear of the hand, gone with its decision ---------------------


def _clear_of_the_hand(window, bubble) -> bool:  # noqa: ANN001
    box = _box(bubble)
    return not any(box.intersects(QRectF(it.pos(), QSizeF(it.width, it.height))) for it in window.scene.hands[PERSON])


def test_a_card_hint_is_one_sentence_with_the_figure_apart(qtbot, window):  # noqa: ANN001
    window.resize(800, 600)
    window.hints.budget = 0.2
    window.start(_config(Rules.schieber_swiss(), 6, 3))
    _until(qtbot, window, Decision.PLAY, lambda w: len(w.controller.person_legal_actions()) > 1)
    hint, bubble = _press_h(qtbot, window)
    assert "\n" not in bubble.text and "simulated" not in bubble.text + bubble.detail
    assert len(bubble.text) <= 110 and bubble.text.count(". ") == 0  # one sentence
    assert bubble.detail and ("would cost about" in bubble.detail or "Just as good" in bubble.detail)
    figure = hint.detail_text("en", window.settings.deck)
    assert figure and bubble.toolTip().count(figure) == 1  # the search's figure: in the tooltip, once
    assert _clear_of_the_hand(window, bubble)
    view_rect = window.view.mapToScene(window.view.viewport().rect()).boundingRect()
    assert view_rect.contains(_box(bubble))
    # the window grows: the hint goes with its card
    window.resize(1280, 800)
    qtbot.waitUntil(lambda: window.scene.hint_bubble is not bubble, timeout=3000)
    moved = window.scene.hint_bubble
    card = next(it for it in window.scene.hands[PERSON] if it.hinted)
    assert moved is not None and moved.text == bubble.text and _clear_of_the_hand(window, moved)
    assert abs(_box(moved).center().x() - card.sceneBoundingRect().center().x()) < _box(moved).width() / 2


def test_a_coiffeur_hint_states_its_figure_once_and_follows_the_joker(qtbot, window):  # noqa: ANN001
    window.hints.budget = 0.2
    window.start(_config(Rules.coiffeur(), 7, 3))
    _until(qtbot, window, Decision.CHOOSE_MODE)
    hint, bubble = _press_h(qtbot, window)
    value = hint.detail_text("en", window.settings.deck)
    everything = bubble.text + " " + bubble.detail + " " + bubble.toolTip()
    assert "simulated" not in bubble.text
    assert everything.count("simulated") == 1 and value in bubble.toolTip()
    assert _clear_of_the_hand(window, bubble)
    scene = window.scene
    button = scene.choices.focused()
    assert button is not None
    assert getattr(button, "action", None) == hint.best or hint.best in getattr(button, "opens", ())
    if getattr(button, "opens", ()):  # a joker's mode: Enter opens it, the hint goes to its mode
        qtbot.keyClick(window.view, Qt.Key.Key_Return)
        assert scene.hint_bubble is not None and scene.hint is hint
        assert scene.choices.focused().action == hint.best
    before = len(window.controller.state.history)
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    assert window.controller.state.history[before] == hint.best
    assert scene.hint_bubble is None  # gone with its decision


def test_a_hint_goes_when_its_decision_is_gone(qtbot, window):  # noqa: ANN001
    window.hints.budget = 0.2
    window.start(_config(Rules.schieber_seed(), 6, 3))
    _until(qtbot, window, Decision.PLAY, lambda w: len(w.controller.person_legal_actions()) > 1)
    hint, bubble = _press_h(qtbot, window)
    other = next(it for it in window.scene.hands[PERSON] if it.legal and it.card != hint.best.card)
    click_card(qtbot, window, other)  # the person plays another card
    assert window.scene.hint_bubble is None and bubble.scene() is None
    assert not any(it.hinted or it.value_text for it in window.scene.hands[PERSON])


# -- no display --------------------------------------------------------------------------------------------


def test_without_a_display_jassdesk_says_so(tmp_path):  # noqa: ANN001
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env["JASSDESK_HOME"] = str(tmp_path)
    run = subprocess.run([sys.executable, "-m", "jassdesk", "--new"], env=env, capture_output=True, text=True,
                         timeout=60)
    assert run.returncode != 0
    assert "no display found" in run.stderr and "xcb" not in run.stderr + run.stdout
    for option in ("--version", "--help"):
        assert subprocess.run([sys.executable, "-m", "jassdesk", option], env=env, capture_output=True,
                              timeout=60).returncode == 0

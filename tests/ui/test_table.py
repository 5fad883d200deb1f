"""The table's promises: reasons for refused clicks, schieben, deck switch, 800x600, clicks during moves, hints."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt

from ui.helpers import TIMEOUT, click_button, click_card, decide, person_decision, shown, \
    wait_for_person_or_summary
from jassdesk.app.game_config import PERSON, GameConfig
from jassdesk.app.hint_service import HintController
from jassdesk.engine import events as ev
from jassdesk.engine.actions import Decision, Play, Push
from jassdesk.engine.rules import Rules
from jassdesk.ui.items import CardItem


def _config(rules, seed, start_dealer=None, level="random"):  # noqa: ANN001, ANN202
    n = rules.n_players
    return GameConfig(rules, seed, ("Me", "Left", "Partner", "Right")[:n], (None,) + (level,) * (n - 1),
                      start_dealer)


def _until_person_plays(qtbot, window, want=lambda w: True, hands: int = 3):  # noqa: ANN001, ANN202
    """Advance (deciding for the person) until the person must play a card and ``want`` holds."""
    for _ in range(hands * 40):
        wait_for_person_or_summary(qtbot, window)
        if window.scene.overlay is not None:
            click_button(qtbot, window, window.scene.overlay.buttons[0])
            continue
        if person_decision(window) is Decision.PLAY and want(window):
            return
        decide(qtbot, window)
    raise AssertionError("never reached the wanted position")


def _has_dimmed(window) -> bool:  # noqa: ANN001
    return any(it.dimmed for it in window.scene.hands[PERSON])


def test_click_on_an_illegal_card_shows_the_reason_and_changes_nothing(qtbot, window):  # noqa: ANN001
    window.start(_config(Rules.schieber_seed(), seed=2, start_dealer=3))
    _until_person_plays(qtbot, window, _has_dimmed)
    state = window.controller.state
    before = state.snapshot()
    history = state.history
    item = next(it for it in window.scene.hands[PERSON] if it.dimmed)
    expected = state.why(Play(item.card), PERSON).message("en", window.settings.deck)
    base = item.base
    click_card(qtbot, window, item)
    assert window.statusBar().currentMessage() == expected
    bubble = window.scene.bubbles.get(-1)
    assert bubble is not None and bubble.text == expected and bubble.kind == "warning"
    # the bubble points at the card
    assert abs(bubble.sceneBoundingRect().center().x() - item.sceneBoundingRect().center().x()) < \
        max(bubble.box.width(), item.width)
    assert state.snapshot() == before and state.history == history
    assert item in window.scene.hands[PERSON] and item.base == base and item.dimmed  # hovered, not played
    assert person_decision(window) is Decision.PLAY


def test_schieben_hands_the_choice_to_the_partner(qtbot, window):  # noqa: ANN001
    statuses = []
    window.scene.message.connect(statuses.append)
    chosen = shown(window.controller, ev.ModeChosen)
    window.start(_config(Rules.schieber_seed(), seed=7, start_dealer=3))  # the person is Vorhand
    for _ in range(3):
        wait_for_person_or_summary(qtbot, window)
        if person_decision(window) is Decision.CHOOSE_MODE:
            break
        decide(qtbot, window)
    assert person_decision(window) is Decision.CHOOSE_MODE
    push = next(b for b in window.scene.chips if getattr(b, "action", None) == Push())
    click_button(qtbot, window, push)
    state = window.controller.state
    assert state.history[-1] == Push()
    assert state.current_player == 2 or chosen  # the partner decides (maybe already did)
    qtbot.waitUntil(lambda: bool(chosen), timeout=TIMEOUT)
    assert chosen[0].seat == 2
    assert any("Schiebe" in m for m in statuses)  # the person's own push is confirmed in the status bar


def test_push_is_not_offered_to_the_partner_after_a_push(qtbot, window):  # noqa: ANN001
    # with seat 1 dealing, the partner (seat 2) is Vorhand and may push to the person
    window.start(_config(Rules.schieber_seed(), seed=10, start_dealer=1))  # seat 2 pushes in this deal
    pushed = shown(window.controller, ev.Pushed)
    wait_for_person_or_summary(qtbot, window)
    assert person_decision(window) is Decision.CHOOSE_MODE
    assert [(e.seat, e.to) for e in pushed] == [(2, PERSON)]
    assert window.controller.state.pushed
    offered = [getattr(b, "action", None) for b in window.scene.chips]
    assert Push() not in offered and len(offered) == 6
    assert "pushed" in window.scene.decision_items[0].title


def test_deck_switch_changes_the_pictures_and_nothing_else(qtbot, window):  # noqa: ANN001
    window.start(_config(Rules.schieber_seed(), seed=5, start_dealer=3))
    _until_person_plays(qtbot, window, lambda w: len(w.controller.trick_model.plays) > 0)
    scene = window.scene
    state = window.controller.state
    before = state.snapshot()
    cards = [(it.card, it.face_up, it.pos(), it.rotation(), it.legal, it.dimmed)
             for it in scene.items() if isinstance(it, CardItem)]
    pictures = {it.card: it.pixmap().toImage() for it in scene.items() if isinstance(it, CardItem) and it.face_up}
    badge = scene.badge.text
    window.settings.set("face_set", "french")
    after_cards = [(it.card, it.face_up, it.pos(), it.rotation(), it.legal, it.dimmed)
                   for it in scene.items() if isinstance(it, CardItem)]
    assert after_cards == cards
    for it in scene.items():
        if isinstance(it, CardItem) and it.face_up:
            assert it.pixmap().toImage() != pictures[it.card], f"card {it.card} kept its Swiss picture"
    assert state.snapshot() == before
    assert window.controller.hand_model.deck == window.settings.deck
    if state.mode is not None and state.mode.is_trump_mode:
        assert scene.badge.text != badge  # "Rosen" became "Hearts"
    assert window.deck_actions["french"].isChecked()
    # and the game goes on in the French deck
    before_len = len(state.history)
    decide(qtbot, window)
    assert len(state.history) == before_len + 1


@pytest.mark.parametrize("rules", [Rules.schieber_seed(), Rules.schmaus()], ids=["schieber", "schmaus"])
def test_nine_cards_visible_at_800x600(qtbot, window, rules):  # noqa: ANN001
    window.resize(800, 600)
    qtbot.waitUntil(lambda: window.width() == 800 and window.height() == 600, timeout=TIMEOUT)
    window.start(_config(rules, seed=12, start_dealer=rules.n_players - 1))
    _until_person_plays(qtbot, window)
    items = window.scene.hands[PERSON]
    assert len(items) == 9
    view_rect = window.view.mapToScene(window.view.viewport().rect()).boundingRect()
    assert window.view.viewport().width() <= 800  # the score sheet folds away at this width
    for item in items:
        rect = item.mapRectToScene(item.card_rect())
        assert view_rect.contains(rect), f"card {item.card} sticks out of the view: {rect} / {view_rect}"
    for i, item in enumerate(items):
        index = item.index_rect()
        for other in items:
            if other is item or other.zValue() < item.zValue():
                continue
            cover = other.mapRectToScene(other.card_rect())
            overlap = index.intersected(cover)
            assert overlap.isEmpty() or overlap.width() * overlap.height() < 1.0, \
                f"the index of card {item.card} is covered by card {other.card}"


def test_click_during_a_move_is_queued_or_refused_never_lost(qtbot, window):  # noqa: ANN001
    window.settings.set("animation_speed", "slow")
    refused = []
    window.controller.refused.connect(lambda a, t: refused.append(t))
    statuses = []
    window.scene.message.connect(statuses.append)
    # seat 0 deals: seat 1 cuts, chooses and leads, so the first trick reaches the person during AI moves
    window.start(_config(Rules.schieber_seed(), seed=13, start_dealer=0))
    scene, state = window.scene, window.controller.state

    # refused: a click on the hand while an AI card is on its way and another AI is on turn
    qtbot.waitUntil(lambda: scene.animating and bool(scene.hands.get(PERSON))
                    and state.decision is Decision.PLAY and state.current_player not in (None, PERSON),
                    timeout=TIMEOUT)
    before = len(state.history)
    click_card(qtbot, window, scene.hands[PERSON][0])
    assert len(state.history) == before
    assert refused and refused[-1] == "It is not your turn."
    assert statuses[-1] == refused[-1]

    # queued: the engine already waits for the person while the last AI card is still moving
    qtbot.waitUntil(lambda: scene.animating and state.current_player == PERSON
                    and state.decision is Decision.PLAY, timeout=TIMEOUT)
    legal = {a.card for a in state.legal_actions()}
    target = next(it for it in scene.hands[PERSON] if it.card in legal)
    before = len(state.history)
    click_card(qtbot, window, target)
    assert len(state.history) == before + 1  # taken now ...
    assert target in scene.hands[PERSON]  # ... and shown after the running move
    qtbot.waitUntil(lambda: target not in scene.hands[PERSON], timeout=TIMEOUT)
    plays = window.controller.trick_model.plays
    last = window.controller.trick_model.last
    assert (PERSON, target.card) in plays or (last is not None and target.card in last[1])


def test_hint_highlights_the_recommended_card_with_its_reason(qtbot, window):  # noqa: ANN001
    window.hints.budget = 0.2
    window.start(_config(Rules.schieber_seed(), seed=6, start_dealer=3))
    _until_person_plays(qtbot, window)
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: window.scene.hint is not None, timeout=TIMEOUT)
    hint = window.scene.hint
    legal = window.controller.state.legal_actions()
    assert hint.best in legal
    hinted = [it for it in window.scene.hands[PERSON] if it.hinted]
    assert [it.card for it in hinted] == [hint.best.card]
    reason = hint.reason("en", window.settings.deck)
    bubble = window.scene.hint_bubble
    assert bubble.text and reason.startswith(bubble.text) and reason in bubble.toolTip()
    assert bubble.text in window.statusBar().currentMessage()
    assert all(it.value_text for it in window.scene.hands[PERSON] if it.legal)
    # following the hint plays that card
    click_card(qtbot, window, hinted[0])
    assert window.controller.state.history[-1].card == hint.best.card


def test_hints_off_refuses_politely(qtbot, window):  # noqa: ANN001
    window.settings.set("hints", "off")
    window.start(_config(Rules.schieber_seed(), seed=6, start_dealer=3))
    _until_person_plays(qtbot, window)
    assert not window.actions_["hint"].isEnabled()
    window.scene.request_hint()
    assert window.scene.hint is None
    assert window.statusBar().currentMessage() == "Hints are switched off (Settings)."


def test_view_rect_is_the_table(qtbot, window):  # noqa: ANN001
    window.start(_config(Rules.schieber_seed(), seed=1, start_dealer=3))
    vp = window.view.viewport().rect()
    assert window.scene.sceneRect() == QRectF(0, 0, vp.width(), vp.height())


def test_the_person_who_draws_highest_chooses_the_dealer(qtbot, window):  # noqa: ANN001
    chosen = shown(window.controller, ev.DealerChosen)
    window.start(_config(Rules.schieber_seed(), seed=4))  # in this deal the person draws the higher card
    wait_for_person_or_summary(qtbot, window)
    assert person_decision(window) is Decision.CHOOSE_DEALER
    drawn = window.controller.state.initial_events[0].draws
    assert [(it.card, it.face_up) for it in window.scene.drawn_items] == [(card, True) for _, card in drawn]
    panel = window.scene.decision_items[0]
    assert panel.w >= 200 and panel.sceneBoundingRect().width() <= window.scene.sceneRect().width()
    partner = next(b for b in window.scene.chips if getattr(b, "action", None) is not None
                   and b.action.seat == 2)
    click_button(qtbot, window, partner)
    assert [e.dealer for e in chosen] == [2]
    assert window.controller.state.dealer == 2


def test_knocking_is_offered_only_when_agreed(qtbot, window):  # noqa: ANN001
    cuts = shown(window.controller, ev.PackCut)
    for klopfen in (False, True):
        window.start(_config(Rules.schieber_seed(klopfen=klopfen), seed=5, start_dealer=3))  # the person cuts
        wait_for_person_or_summary(qtbot, window)
        assert person_decision(window) is Decision.CUT
        knock = [b for b in window.scene.chips if b.text == "Knock"]
        assert bool(knock) == klopfen
    click_button(qtbot, window, knock[0])
    assert cuts[-1].position == 0 and cuts[-1].seat == PERSON


def test_manual_stoeck_is_offered_as_a_chip_and_written(qtbot, window):  # noqa: ANN001
    """With Stöck announced by the person (a rule option), the chip appears with the second card."""
    from jassdesk.engine.actions import ChooseMode
    from jassdesk.engine.cards import Rank, cards_in
    from jassdesk.engine.modes import Mode

    written = shown(window.controller, ev.StoeckWritten)
    window.start(_config(Rules.schieber_seed(stoeck_automatic=False), seed=2, start_dealer=3))
    suit = None
    offered = False
    for _ in range(60):
        wait_for_person_or_summary(qtbot, window)
        if window.scene.overlay is not None:
            break
        d = person_decision(window)
        if d is Decision.CHOOSE_MODE:
            hand = cards_in(window.controller.shown_obs.hand)
            suit = next(s for s in range(4) if s * 9 + Rank.KOENIG in hand and s * 9 + Rank.OBER in hand)
            button = next(b for b in window.scene.chips if getattr(b, "action", None) == ChooseMode(Mode(suit)))
            click_button(qtbot, window, button)
            continue
        if d is not Decision.PLAY:
            decide(qtbot, window)
            continue
        pair = (suit * 9 + Rank.KOENIG, suit * 9 + Rank.OBER)
        items = [it for it in window.scene.hands[PERSON] if it.legal]
        item = next((it for it in items if it.card in pair), items[0])
        chip = next((b for b in window.scene.chips if getattr(b, "stoeck", False)), None)
        if chip is not None:
            offered = True
            click_button(qtbot, window, chip)
            assert chip.checked
        click_card(qtbot, window, item)
    assert offered
    assert [(e.seat, e.points) for e in written] == [(PERSON, 20)]


def test_a_cut_too_near_the_end_is_refused_with_the_rule(qtbot, window):  # noqa: ANN001
    from PySide6.QtCore import QPointF

    from jassdesk.ui.items import PackItem
    from ui.helpers import click_scene

    window.start(_config(Rules.schieber_seed(), seed=5, start_dealer=3))
    wait_for_person_or_summary(qtbot, window)
    assert person_decision(window) is Decision.CUT
    pack = next(it for it in window.scene.decision_items if isinstance(it, PackItem))
    click_scene(qtbot, window, pack.mapToScene(QPointF(pack.x_of(1), 30)))
    state = window.controller.state
    assert state.history == ()
    from jassdesk.engine.actions import Cut

    assert window.statusBar().currentMessage() == state.why(Cut(1), PERSON).message("en", window.settings.deck)
    assert person_decision(window) is Decision.CUT and pack.scene() is window.scene  # still offered


def _reach(qtbot, window, decision: Decision) -> None:  # noqa: ANN001
    for _ in range(5):
        wait_for_person_or_summary(qtbot, window)
        if person_decision(window) is decision:
            return
        decide(qtbot, window)
    raise AssertionError(f"never reached {decision}")


def test_enter_does_not_push_nothing_irreversible_is_the_default(qtbot, window):  # noqa: ANN001
    window.start(_config(Rules.schieber_seed(), seed=7, start_dealer=3))  # the person is Vorhand
    _reach(qtbot, window, Decision.CHOOSE_MODE)
    push = next(b for b in window.scene.chips if getattr(b, "action", None) == Push())
    assert push.kind != "primary" and not any(b.focused for b in window.scene.chips)
    window.view.setFocus()
    before = len(window.controller.state.history)
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    assert len(window.controller.state.history) == before
    assert person_decision(window) is Decision.CHOOSE_MODE
    # by keys: the arrow walks the buttons, Enter takes the focused one
    qtbot.keyClick(window.view, Qt.Key.Key_Right)
    first = window.scene.chips[0]
    assert first.focused
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    assert window.controller.state.history[before] == first.action


def test_cut_dealer_and_chips_by_keys(qtbot, window):  # noqa: ANN001
    from jassdesk.engine.actions import Cut

    window.start(_config(Rules.schieber_seed(), seed=4))  # the person draws the highest card
    wait_for_person_or_summary(qtbot, window)
    assert person_decision(window) is Decision.CHOOSE_DEALER
    window.view.setFocus()
    for _ in range(4):  # to "Right" (seat 3): I deal, Left, Partner, Right
        qtbot.keyClick(window.view, Qt.Key.Key_Tab)
    assert window.scene.chips[3].focused
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    state = window.controller.state
    assert state.dealer == 3 and state.history[0].seat == 3
    wait_for_person_or_summary(qtbot, window)
    assert person_decision(window) is Decision.CUT
    qtbot.keyClick(window.view, Qt.Key.Key_Return)  # no place chosen yet: nothing happens
    assert len(state.history) == 1
    for _ in range(3):
        qtbot.keyClick(window.view, Qt.Key.Key_Right)
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    assert state.history[1] == Cut(18 + 2)


def test_a_chip_is_taken_by_keys(qtbot, window):  # noqa: ANN001
    """Tab walks to the Stöck chip, Enter checks it; Left/Right go back to the cards."""
    from jassdesk.engine.actions import ChooseMode
    from jassdesk.engine.cards import Rank, cards_in
    from jassdesk.engine.modes import Mode

    written = shown(window.controller, ev.StoeckWritten)
    window.start(_config(Rules.schieber_seed(stoeck_automatic=False), seed=2, start_dealer=3))
    window.view.setFocus()
    checked = False
    for _ in range(60):
        wait_for_person_or_summary(qtbot, window)
        if window.scene.overlay is not None:
            break
        d = person_decision(window)
        if d is Decision.CHOOSE_MODE:
            hand = cards_in(window.controller.shown_obs.hand)
            suit = next(s for s in range(4) if s * 9 + Rank.KOENIG in hand and s * 9 + Rank.OBER in hand)
            click_button(qtbot, window, next(b for b in window.scene.chips
                                             if getattr(b, "action", None) == ChooseMode(Mode(suit))))
            continue
        chip = next((b for b in window.scene.chips if getattr(b, "stoeck", False)), None)
        if d is Decision.PLAY and chip is not None:
            qtbot.keyClick(window.view, Qt.Key.Key_Tab)
            assert chip.focused
            qtbot.keyClick(window.view, Qt.Key.Key_Return)
            assert chip.checked and window.scene.choices.stoeck_chosen
            checked = True
            qtbot.keyClick(window.view, Qt.Key.Key_Right)
            assert not chip.focused
            pair = (suit * 9 + Rank.KOENIG, suit * 9 + Rank.OBER)
            items = window.scene.hands[PERSON]
            target = next(i for i, it in enumerate(items) if it.card in pair and it.legal)
            while window.scene.focus_index != target:
                qtbot.keyClick(window.view, Qt.Key.Key_Right)
            qtbot.keyClick(window.view, Qt.Key.Key_Return)
            continue
        decide(qtbot, window)
    assert checked
    assert [(e.seat, e.points) for e in written] == [(PERSON, 20)]

"""A Differenzler hand through the window: the bid by keys and by the slider, the cards by clicks, and what a
person sees on the plates, the sheet and the summary (RULES section 10)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt

from ui.helpers import TIMEOUT, click_button, decide, person_decision, play_hand, shown, wait_for_person_or_summary
from jassdesk.app.game_config import PERSON, GameConfig
from jassdesk.app.settings import Settings
from jassdesk.engine import events as ev
from jassdesk.engine.actions import Bid, Decision
from jassdesk.engine.rules import Rules
from jassdesk.storage.paths import StoragePaths
from jassdesk.ui.app import launch
from jassdesk.ui.table.bid_panel import BidPanel


def _config(rules: Rules, seed: int, start_dealer: int = 0) -> GameConfig:
    return GameConfig(rules, seed, ("Me", "Left", "Top", "Right"), (None, "random", "random", "random"), start_dealer)


def _bid_panel(qtbot, window) -> BidPanel:  # noqa: ANN001
    """The bid's panel, once the person is to bid (his cut, if it is his, taken by a click first)."""
    for _ in range(3):
        qtbot.waitUntil(lambda: person_decision(window) is not None, timeout=TIMEOUT)
        if person_decision(window) is Decision.BID:
            break
        decide(qtbot, window)
    panel = next(it for it in window.scene.decision_items if isinstance(it, BidPanel))
    assert panel.isVisible() and panel.scene() is window.scene
    return panel


def _sheet(window) -> list[list]:  # noqa: ANN001
    model = window.controller.score_model
    return [[model.index(r, c).data() for c in range(model.columnCount())] for r in range(model.rowCount())]


@pytest.mark.parametrize("face_set", ["swiss", "french"])
def test_a_hand_bid_by_keys_and_played_by_clicks(qtbot, window, face_set):  # noqa: ANN001
    window.settings.set("face_set", face_set)
    tricks = shown(window.controller, ev.TrickWon)
    window.start(_config(Rules.differenzler(), seed=12, start_dealer=0))  # the person deals: he bids last
    panel = _bid_panel(qtbot, window)
    scene = window.scene
    # hidden bids: the others have bid, their plates say so without the value; the sheet does the same
    assert [scene.plates[s].points for s in (1, 2, 3)] == ["bid ✓"] * 3
    assert _sheet(window)[0][2:] == ["✓", "✓", "✓"]
    # the turned trump card lies face up in the dealer's (the person's) hand and names the trump on the badge
    turned = window.controller.state.trump_card
    assert turned in [it.card for it in scene.hands[PERSON]] and scene.badge.isVisible()
    # the bid by keys: typed, one up, ten up, Enter
    window.view.setFocus()
    qtbot.keyClicks(window.view, "45")
    qtbot.keyClick(window.view, Qt.Key.Key_Up)
    qtbot.keyClick(window.view, Qt.Key.Key_PageUp)
    assert panel.control.field.text() == "56" and panel.control.slider.value() == 56
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    assert window.controller.state.bids[PERSON] == 56
    qtbot.waitUntil(lambda: person_decision(window) is Decision.PLAY or scene.overlay is not None, timeout=TIMEOUT)
    assert not any(isinstance(it, BidPanel) for it in scene.items())  # the bid's panel is gone
    # the person's plate: his points so far of his bid; the others' plates never show their points
    mine = sum(t.points for t in tricks if t.winner == PERSON)
    assert scene.plates[PERSON].points == f"{mine} of 56"
    assert "56" in scene.plates[PERSON].toolTip()
    assert _sheet(window)[0][1] == "56/–" and _sheet(window)[0][2:] == ["✓", "✓", "✓"]
    play_hand(qtbot, window)
    mine = sum(t.points for t in tricks if t.winner == PERSON)
    state = window.controller.state
    result = state.results[0]
    assert result.card_points[PERSON] == mine
    assert scene.plates[PERSON].points == f"{mine} of 56"  # still beside the summary
    # with the hand's result the hidden bids are public: every plate shows points of bid
    assert [scene.plates[s].points for s in range(4)] == \
        [f"{p} of {b}" for p, b in zip(result.card_points, result.bids)]
    # the summary reveals the hidden bids, the points and the penalties
    summary = scene.overlay
    assert summary is not None
    assert summary.header == ("", "Me", "Left", "Top", "Right")
    assert summary.lines[0][1:] == tuple(str(b) for b in result.bids)
    assert summary.lines[1][1:] == tuple(str(p) for p in result.card_points)
    assert summary.lines[2][1:] == tuple(str(p) for p in result.written)
    assert result.written[PERSON] == abs(56 - mine)
    # the sheet: bid/points → penalty per player, the totals, the leader marked
    row = _sheet(window)[0]
    assert row[1:] == [f"{b}/{p}\n→ {w}" for b, p, w in zip(result.bids, result.card_points, result.written)]
    totals = _sheet(window)[-1]
    best = min(state.scores)
    assert totals[1:] == [f"★ {t}" if t == best else str(t) for t in state.scores]


def test_a_bid_by_the_slider(qtbot, window):  # noqa: ANN001
    window.start(_config(Rules.differenzler(open_bids=True), seed=3, start_dealer=1))  # the person bids third
    panel = _bid_panel(qtbot, window)
    scene = window.scene
    # open bids: the two bids before the person's are on their plates, the third player's not yet
    bids = window.controller.state.bids
    assert scene.plates[2].points == f"bid {bids[2]}" and scene.plates[3].points == f"bid {bids[3]}"
    assert scene.plates[1].points == ""
    slider = panel.control.slider
    groove = slider.rect()
    point = panel.proxy.mapToScene(QPointF(slider.geometry().x() + groove.width() * 0.8,
                                           slider.geometry().y() + groove.height() / 2))
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=window.view.mapFromScene(point))
    value = slider.value()
    assert 110 <= value <= 140 and panel.control.field.text() == str(value)  # where it was clicked: about 4/5
    bid_button = panel.control.bid_button
    center = panel.proxy.mapToScene(QPointF(bid_button.geometry().center()))
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=window.view.mapFromScene(center))
    assert window.controller.state.bids[PERSON] == value


def test_a_bid_out_of_range_is_refused_with_the_engines_reason(qtbot, window):  # noqa: ANN001
    window.settings.set("animation_speed", "normal")  # the refusal's bubble stays its 3 seconds
    window.start(_config(Rules.differenzler(), seed=8, start_dealer=3))  # the person is Vorhand: bids first
    panel = _bid_panel(qtbot, window)
    window.view.setFocus()
    qtbot.keyClicks(window.view, "200")
    assert panel.control.slider.value() == 157  # the slider shows as far as it goes; the engine decides
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    reason = window.controller.reason_text(window.controller.why(Bid(200)))
    assert reason == "A bid is between 0 and 157."
    assert panel.control.refusal.isVisible() and panel.control.refusal.text() == reason
    assert reason in window.statusBar().currentMessage()
    bubble = window.scene.bubbles[PERSON]
    assert bubble.rule == "bid_range" and bubble.link  # "Why?" leads to the rules' section
    # the bubble lies below the panel: it covers neither the field nor the reasons on it
    qtbot.waitUntil(lambda: bubble.mapToScene(bubble.box.topLeft()).y() >= panel.y() + panel.h)
    assert person_decision(window) is Decision.BID and window.controller.state.bids[PERSON] == -1
    # the Suggest button asks for the hint; its bid goes into the field with its reason
    assert panel.control.suggest_button.isEnabled()


def test_the_partie_end_ranks_the_four_with_shared_places(qtbot, window):  # noqa: ANN001
    from jassdesk.engine.differenzler import places

    window.start(_config(Rules.differenzler(hands=4), seed=2, start_dealer=0))
    for _ in range(4):
        panel = _bid_panel(qtbot, window)
        panel.control.set_value(40)
        click_button_of(qtbot, window, panel)
        play_hand(qtbot, window)
        summary = window.scene.overlay
        assert summary.lines[0][0] == "Bids"
        click_button(qtbot, window, summary.buttons[0])  # Continue: the next hand, or the Partie's end
    assert window.controller.state.is_over
    qtbot.waitUntil(lambda: window.scene.overlay is not None, timeout=TIMEOUT)
    state = window.controller.state
    end = window.scene.overlay
    assert end.header == ("", "Me", "Left", "Top", "Right")
    assert end.lines[0][1:] == tuple(f"{p}." for p in places(state.scores))
    assert end.lines[1][1:] == tuple(str(s) for s in state.scores)
    last = state.results[-1]  # beside the Partie's end too, the last hand's bids are public on the plates
    assert [window.scene.plates[s].points for s in range(4)] == \
        [f"{p} of {b}" for p, b in zip(last.card_points, last.bids)]


def click_button_of(qtbot, window, panel: BidPanel) -> None:  # noqa: ANN001
    center = panel.proxy.mapToScene(QPointF(panel.control.bid_button.geometry().center()))
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=window.view.mapFromScene(center))


def test_a_differenzler_partie_is_saved_and_resumed(qtbot, tmp_path):  # noqa: ANN001
    from ui.test_saving import _answer_resume, _quit

    paths = StoragePaths.under(tmp_path)
    settings = Settings(animation_speed="instant", ai_pace_ms=0, language="en", hints="request")
    table = _config(Rules.differenzler(), None)
    settings.set("table_differenzler", table.to_table())
    settings.set("last_game", "differenzler")
    window = launch(settings, paths, seed=9)
    qtbot.addWidget(window)
    qtbot.waitExposed(window)
    panel = _bid_panel(qtbot, window)
    panel.control.set_value(33)
    panel.control.confirm()
    wait_for_person_or_summary(qtbot, window)
    history = window.controller.state.history
    sheet = _sheet(window)
    plate = window.scene.plates[PERSON].points
    _quit(window)

    seen = _answer_resume(qtbot, continue_=True)
    settings2 = Settings(animation_speed="instant", ai_pace_ms=0, language="en", hints="request")
    settings2.set("table_differenzler", table.to_table())
    settings2.set("last_game", "differenzler")
    again = launch(settings2, paths)
    qtbot.addWidget(again)
    qtbot.waitExposed(again)
    assert seen and seen[0].startswith("Differenzler, hand 1")
    wait_for_person_or_summary(qtbot, again)
    assert again.controller.state.history == history
    assert again.controller.state.bids[PERSON] == 33
    assert _sheet(again) == sheet and again.scene.plates[PERSON].points == plate
    again.close()


def test_suggest_puts_the_hints_bid_and_its_reason_on_the_panel(qtbot, window):  # noqa: ANN001
    window.start(_config(Rules.differenzler(), seed=12, start_dealer=0))
    panel = _bid_panel(qtbot, window)
    first_note = panel.control.note.text()
    button = panel.control.suggest_button
    center = panel.proxy.mapToScene(QPointF(button.geometry().center()))
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=window.view.mapFromScene(center))
    qtbot.waitUntil(lambda: panel.control.field.text() != "", timeout=TIMEOUT * 2)
    hint = window.scene.hint
    assert hint is not None and isinstance(hint.best, Bid)
    assert panel.control.field.text() == str(hint.best.points) == str(panel.control.slider.value())
    assert panel.control.note.text() == hint.reason("en") != first_note
    assert str(hint.best.points) in panel.control.note.text()  # "...: bid about 60"


def test_a_shared_first_place_is_said_at_the_partie_end(qapp):  # noqa: ANN001
    from types import SimpleNamespace

    from jassdesk.ui.table.differenzler import DifferenzlerTable

    names = ["Me", "Left", "Top", "Right"]
    scene = SimpleNamespace(controller=SimpleNamespace(players_model=SimpleNamespace(names=names)))
    title, header, lines = DifferenzlerTable().partie_end(ev.PartieOver(None, (30, 12, 12, 40)), scene)
    assert title == "Left, Top share the first place"
    assert header == ("", *names)
    assert lines[0][1:] == ("3.", "1.", "1.", "4.")
    title, _, lines = DifferenzlerTable().partie_end(ev.PartieOver(0, (10, 12, 12, 40)), scene)
    assert title == "You win the Partie!" and lines[0][1:] == ("1.", "2.", "2.", "4.")


def test_the_expert_in_my_seat_is_compared_by_bid_points_and_penalty(qapp):  # noqa: ANN001
    """Differenzler is judged by the penalty: the comparison with the Expert says bid, points and penalty,
    not "written for your side"."""
    from jassdesk.engine.modes import Mode
    from jassdesk.engine.scoring import HandResult
    from jassdesk.ui.table.differenzler import DifferenzlerTable

    def result(bid: int, made: int) -> HandResult:
        return HandResult(hand_no=0, dealer=0, mode=Mode(0), multiplier=1, card_points=(made, 157 - made, 0, 0),
                          weis=(0,) * 4, stoeck=(0,) * 4, match=(0,) * 4, written=(abs(bid - made), 0, 0, 0),
                          complete=True, bids=(bid, 60, 40, 30))

    lines = DifferenzlerTable().comparison_lines(result(40, 11), result(35, 32), 0)
    assert lines == [("Bids", "40", "35"), ("Points made", "11", "32"), ("=Penalty", "29", "3")]

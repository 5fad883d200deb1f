"""Whole hands played through the window: clicks on cards and trump buttons, AI seats filling in."""

from __future__ import annotations

from PySide6.QtCore import Qt

from ui.helpers import TIMEOUT, click_button, click_card, decide, person_decision, play_hand, shown, \
    wait_for_person_or_summary
from jassdesk.app.game_config import PERSON, GameConfig
from jassdesk.engine import events as ev
from jassdesk.engine.actions import Cut, Decision, Play
from jassdesk.engine.rules import Rules


def _config(rules, seed, start_dealer=None):  # noqa: ANN001, ANN202
    n = rules.n_players
    return GameConfig(rules, seed, ("Me", "Left", "Partner", "Right")[:n], (None,) + ("random",) * (n - 1),
                      start_dealer)


def _sheet_matches_engine(window) -> None:  # noqa: ANN001
    state = window.controller.state
    model = window.controller.score_model
    assert model.totals == list(state.scores)
    assert [r.written for r in model.results] == [r.written for r in state.results]
    total_row = model.rowCount() - 1
    for side in range(2):
        assert model.index(total_row, side + 1).data() == state.scores[side]


def test_whole_schieber_hand_through_the_window(qtbot, window):  # noqa: ANN001
    played = shown(window.controller, ev.CardPlayed)
    window.start(_config(Rules.schieber_swiss(), seed=11, start_dealer=3))  # the person cuts and is Vorhand
    seen = play_hand(qtbot, window)
    assert window.controller.state.history[0] == Cut(18)  # where the person clicked into the pack
    assert seen.get(Decision.CUT) == 1
    assert seen.get(Decision.CHOOSE_MODE) == 1
    assert seen.get(Decision.PLAY) == 9
    assert len(played) == 36
    assert window.scene.overlay is not None  # the hand summary
    assert len(window.controller.state.results) == 1
    _sheet_matches_engine(window)
    summary = window.scene.overlay
    assert summary.lines[-1][1:] == tuple(str(v) for v in window.controller.state.scores)
    # continue: the next hand is dealt and the AI cuts (the dealer moved on)
    click_button(qtbot, window, summary.buttons[0])
    qtbot.waitUntil(lambda: window.controller.state.decision is not Decision.CUT
                    or window.controller.state.current_player == PERSON, timeout=TIMEOUT)
    assert window.scene.overlay is None


def test_whole_schmaus_hand_through_the_window(qtbot, window):  # noqa: ANN001
    drawn = shown(window.controller, ev.StockDrawn)
    window.start(_config(Rules.schmaus(), seed=4, start_dealer=1))  # the person cuts and leads
    seen = play_hand(qtbot, window)
    assert seen.get(Decision.PLAY, 0) >= 17
    assert len(drawn) == 18
    assert window.scene.overlay is not None or window.controller.state.is_over
    _sheet_matches_engine(window)
    # the person's hand on the table is the engine's hand throughout: now empty
    assert window.scene.hands[PERSON] == []


def test_keyboard_plays_a_card(qtbot, window):  # noqa: ANN001
    window.start(_config(Rules.schieber_seed(), seed=5, start_dealer=3))
    for _ in range(3):
        wait_for_person_or_summary(qtbot, window)
        if person_decision(window) is Decision.PLAY:
            break
        decide(qtbot, window)
    assert person_decision(window) is Decision.PLAY
    before = len(window.controller.state.history)
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Right)
    focused = window.scene.hands[PERSON][window.scene.focus_index]
    assert focused.focused
    # walk to a legal card, then Enter
    for _ in range(9):
        if focused.legal:
            break
        qtbot.keyClick(window.view, Qt.Key.Key_Right)
        focused = window.scene.hands[PERSON][window.scene.focus_index]
    card = focused.card
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    assert len(window.controller.state.history) == before + 1
    assert window.controller.state.history[-1] == Play(card)


def test_last_trick_key(qtbot, window):  # noqa: ANN001
    window.start(_config(Rules.schieber_seed(), seed=8, start_dealer=3))
    won = shown(window.controller, ev.TrickWon)
    while not won:
        wait_for_person_or_summary(qtbot, window)
        decide(qtbot, window)
    wait_for_person_or_summary(qtbot, window)
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_L)
    panel = window.scene.last_trick_panel
    assert panel is not None
    cards = [it.card for it in panel.cards]
    assert all(it.parentItem() is panel and it.isVisible() for it in panel.cards)
    assert tuple(cards) == won[-1].cards
    qtbot.keyClick(window.view, Qt.Key.Key_L)
    assert window.scene.last_trick_panel is None


def test_ai_announcements_show_as_bubbles(qtbot, window):  # noqa: ANN001
    modes = shown(window.controller, ev.ModeChosen)
    window.start(_config(Rules.schieber_seed(), seed=3, start_dealer=0))  # seat 1 (AI) chooses
    qtbot.waitUntil(lambda: bool(modes), timeout=TIMEOUT)
    seat = modes[0].seat
    assert seat != PERSON
    bubble = window.scene.bubbles.get(seat)
    assert bubble is not None and modes[0].mode.name_in("en", window.settings.deck) in bubble.text


def test_partie_end_and_next_partie(qtbot, window):  # noqa: ANN001
    overs = shown(window.controller, ev.PartieOver)
    window.start(_config(Rules.schieber_seed(hands=1), seed=21, start_dealer=3))
    play_hand(qtbot, window)
    assert window.scene.overlay is not None and not overs  # the hand summary comes first
    click_button(qtbot, window, window.scene.overlay.buttons[0])
    qtbot.waitUntil(lambda: bool(overs), timeout=TIMEOUT)
    state = window.controller.state
    assert state.is_over
    panel = window.scene.overlay
    assert panel is not None and "Partie" in panel.title
    _sheet_matches_engine(window)
    expected = state.next_partie(1).start_dealer
    click_button(qtbot, window, panel.buttons[0])  # "Next Partie"
    assert window.controller.partie_no == 2
    assert window.controller.state.start_dealer == expected
    assert not window.controller.state.is_over
    assert isinstance(window.controller.state.initial_events[0], ev.HandStarted)


def test_switching_the_language_while_the_trump_choice_is_open(qtbot, window):  # noqa: ANN001
    window.start(_config(Rules.schieber_swiss(), seed=11, start_dealer=3))  # the person is Vorhand
    for _ in range(5):
        wait_for_person_or_summary(qtbot, window)
        if person_decision(window) is Decision.CHOOSE_MODE:
            break
        decide(qtbot, window)  # the cut
    assert person_decision(window) is Decision.CHOOSE_MODE
    scene = window.scene
    panel = next(it for it in scene.decision_items if getattr(it, "title", "") == "Choose the trump")
    assert panel is not None
    try:
        window.settings.set("language", "de")
        titles = [getattr(it, "title", "") for it in scene.decision_items]
        assert "Trumpf ansagen" in titles and "Choose the trump" not in titles
        buttons = [b for b in scene.chips if getattr(b, "action", None) is not None]
        assert any(b.text == "Schieben" for b in buttons)
        # the re-offered buttons still act: choose the first mode
        before = len(window.controller.state.history)
        click_button(qtbot, window, next(b for b in buttons if b.action.kind.name == "CHOOSE_MODE"))
        assert len(window.controller.state.history) == before + 1
    finally:
        window.settings.set("language", "en")

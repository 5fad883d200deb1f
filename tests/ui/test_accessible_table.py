"""The table as a screen reader meets it (issue 32): Qt's accessibility tree of the running window holds a
named object for each card of the hand, of the trick, each plate and each button on offer; a card is played
by its accessible action; game events are announced; R, C and S read the trick, the cards and the score.

These tests read the tree through Qt's own accessibility interfaces (what the AT-SPI bridge hands to Orca);
``test_atspi.py`` reads it from outside the process, through AT-SPI itself.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleActionInterface
from ui.helpers import TIMEOUT, click_button, decide, person_decision, wait_for_person_or_summary

from jassdesk.app.game_config import PERSON, GameConfig
from jassdesk.engine.actions import Decision, Play
from jassdesk.engine.cards import CARDS
from jassdesk.engine.rules import Rules
from jassdesk.ui.table.access import StandInButton


def _config(rules: Rules, seed: int) -> GameConfig:
    n = rules.n_players
    return GameConfig(rules, seed, ("Me", "Vreni", "Hans", "Ruedi")[:n], (None,) + ("random",) * (n - 1), None)


def _until_play(qtbot, window) -> None:  # noqa: ANN001
    for _ in range(80):
        wait_for_person_or_summary(qtbot, window)
        if window.scene.overlay is not None:
            click_button(qtbot, window, window.scene.overlay.buttons[0])
            continue
        if person_decision(window) is Decision.PLAY:
            window.view.access.sync()
            return
        decide(qtbot, window)
    raise AssertionError("never the person's card")


def _tree(interface) -> list:  # noqa: ANN001
    """Every accessible interface below ``interface``, depth first (as a screen reader walks them)."""
    out = []
    for i in range(interface.childCount()):
        child = interface.child(i)
        if child is not None and child.isValid():
            out.append(child)
            out.extend(_tree(child))
    return out


def _named(window, role) -> list[str]:  # noqa: ANN001
    view = QAccessible.queryAccessibleInterface(window.view)
    return [node.text(QAccessible.Text.Name) for node in _tree(view) if node.role() == role
            and not node.state().invisible]


def test_the_hand_the_plates_and_the_buttons_are_named_objects_in_the_tree(qtbot, window):
    window.controller.new_game(_config(Rules.schieber_swiss(), 11))
    _until_play(qtbot, window)
    buttons = _named(window, QAccessible.Role.Button)
    hand = [it.card for it in window.scene.hands[PERSON]]
    for card in hand:  # each card by its name, with whether it may be played now
        name = CARDS[card].name("en")
        assert any(b.startswith(name) and ("playable" in b) for b in buttons), (name, buttons)
    legal = [it for it in window.scene.hands[PERSON] if it.legal]
    dimmed = [it for it in window.scene.hands[PERSON] if not it.legal]
    if dimmed:  # a card that may not be played says why, in the engine's words
        reason = window.controller.reason_text(window.controller.why(Play(dimmed[0].card)))
        assert any(reason in b for b in buttons)
    assert legal
    texts = _named(window, QAccessible.Role.StaticText)
    for name in ("Vreni", "Hans", "Ruedi"):  # the plates, with the AI level
        assert any(t.startswith(name) for t in texts), texts
    groups = _named(window, QAccessible.Role.Client)
    assert "Your cards" in groups and "The trick" in groups and "Players" in groups


def test_a_card_played_by_its_accessible_action_lands_in_the_trick_and_is_announced(qtbot, window):
    window.controller.new_game(_config(Rules.schieber_swiss(), 12))
    _until_play(qtbot, window)
    item = next(it for it in window.scene.hands[PERSON] if it.legal)
    name = CARDS[item.card].name("en")
    stand_in = next(w for w in window.view.access.hand.stand_ins[StandInButton] if w.accessibleName().startswith(name))
    interface = QAccessible.queryAccessibleInterface(stand_in)
    actions = interface.actionInterface()
    assert actions is not None and QAccessibleActionInterface.pressAction() in actions.actionNames()
    before = len(window.controller.state.history)
    actions.doAction(QAccessibleActionInterface.pressAction())  # what Orca's "Press" does through AT-SPI
    qtbot.waitUntil(lambda: len(window.controller.state.history) > before, timeout=TIMEOUT)
    qtbot.waitUntil(lambda: any(t == f"You play {name}." for t, _ in window.scene.announcer.log), timeout=TIMEOUT)
    window.view.access.sync()
    trick_names = [w.accessibleName() for ws in window.view.access.trick.stand_ins.values() for w in ws]
    assert f"You: {name}" in trick_names or any("takes the trick" in t for t, _ in window.scene.announcer.log)


def test_the_events_of_a_hand_are_announced_and_the_turn_assertively(qtbot, window):
    window.controller.new_game(_config(Rules.schieber_swiss(), 13))
    _until_play(qtbot, window)
    for _ in range(60):
        wait_for_person_or_summary(qtbot, window)
        if window.scene.overlay is not None:
            break
        decide(qtbot, window)
    spoken = list(window.scene.announcer.log)
    assert ("Your turn: play a card.", True) in spoken
    assert sum(" plays " in text for text, _ in spoken) >= 9  # the others' cards, by whom
    print("\n".join(f"{'!' if a else ' '} {t}" for t, a in spoken))
    assert sum(text.startswith(("You take the trick: ", "Vreni takes the trick: ", "Hans takes the trick: ",
                                "Ruedi takes the trick: ")) for text, _ in spoken) >= 8
    assert any(text.startswith("Hand 1") and assertive for text, assertive in spoken)  # the summary, read
    sent = window.view.access.sent
    assert sent and sent[-1] == spoken[-1]  # every sentence went out as Qt's announcement event


def test_r_c_and_s_read_the_trick_the_cards_and_the_score(qtbot, window):
    window.controller.new_game(_config(Rules.schieber_swiss(), 14))
    _until_play(qtbot, window)
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_C)
    said = window.scene.announcer.log[-1][0]
    assert said.startswith("Your cards: ")
    assert all(CARDS[it.card].name("en") in said for it in window.scene.hands[PERSON])
    qtbot.keyClick(window.view, Qt.Key.Key_R)
    said = window.scene.announcer.log[-1][0]
    assert said.startswith(("Trick: ", "No card in the trick.")) and "Your turn." in said
    qtbot.keyClick(window.view, Qt.Key.Key_S)
    said = window.scene.announcer.log[-1][0]
    assert said.startswith("Jasstafel: ") or said == "Nothing has been written yet."
    assert window.statusBar().currentMessage() == said  # and shown, for a person who sees
    qtbot.keyClick(window.view, Qt.Key.Key_H)  # the hint's sentence is read out when its bubble shows
    qtbot.waitUntil(lambda: window.scene.hint_bubble is not None, timeout=TIMEOUT)
    said, assertive = window.scene.announcer.log[-1]
    assert window.scene.hint_bubble.text in said and assertive


def test_the_table_speaks_german_in_german(qtbot, window):
    window.settings.set("language", "de")  # through the table translator, as Settings > Language does
    try:
        window.controller.new_game(_config(Rules.schieber_swiss(), 15))
        _until_play(qtbot, window)
        names = _named(window, QAccessible.Role.Button)
        card = window.scene.hands[PERSON][0].card
        assert any(n.startswith(CARDS[card].name("de", window.settings.deck)) and "spielbar" in n for n in names), \
            names
        assert "Ihre Karten" in _named(window, QAccessible.Role.Client)
    finally:
        window.settings.set("language", "en")  # the translator is the application's: leave English behind


def test_the_screen_readers_focus_follows_the_keyboards_cursor(qtbot, window, monkeypatch):
    """Left and Right move the cursor over the hand: each time a Focus event names the card now under it (the
    screen reader reads it, as it reads a focused widget), and once only, however often the table repaints."""
    from PySide6.QtTest import QTest

    from jassdesk.ui.table import access

    heard: list[tuple[QAccessible.Event, str]] = []
    real = access.send

    def listen(event) -> None:  # noqa: ANN001
        if event.type() == QAccessible.Event.Focus:
            heard.append((event.type(), event.accessibleInterface().text(QAccessible.Text.Name)))
        real(event)

    monkeypatch.setattr(access, "send", listen)
    window.controller.new_game(_config(Rules.schieber_swiss(), 11))
    _until_play(qtbot, window)
    window.view.setFocus()
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Left):
        before = len(heard)
        QTest.keyClick(window.view, key)
        window.view.access.sync()
        window.view.access.sync()  # a second sync with nothing moved says nothing again
        focused = next(it for it in window.scene.hands[PERSON] if it.focused)
        assert len(heard) == before + 1, heard
        assert heard[-1][1] == window.scene.announcer.words.hand_card(focused)
        assert heard[-1][1].split(",")[0] == CARDS[focused.card].name("en", window.settings.deck)

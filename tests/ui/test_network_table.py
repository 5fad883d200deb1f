"""Tables over the network in the window (#34): a host's window and a friend's window in one process, on the
loopback, driven as people would (the Join dialog typed into, cards clicked, phrase buttons), each showing its
own seat at the bottom of the table."""

from __future__ import annotations

import pytest
import shiboken6
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QMessageBox

from jassdesk.app.game_config import PERSON
from jassdesk.app.network.config import HostConfig
from jassdesk.app.statistics_recorder import StatisticsRecorder
from jassdesk.app.settings import Settings
from jassdesk.cards.provider import CardImageProvider
from jassdesk.engine.actions import Decision, Play
from jassdesk.engine.rules import Rules
from jassdesk.ui.items import ButtonItem, PackItem
from jassdesk.app.network.address import split_address
from jassdesk.ui.network_dialogs import HostDialog, JoinDialog, host_table, window_maker

WAIT = 20_000
OPENED: list = []  # the windows of the test running (the autouse fixture closes them)


@pytest.fixture
def settings():  # noqa: ANN201
    return Settings(animation_speed="instant", ai_pace_ms=0, language="en")


@pytest.fixture
def provider():  # noqa: ANN201
    return CardImageProvider()


@pytest.fixture(autouse=True)
def windows():  # noqa: ANN201
    """Every table window of a test, closed at its end without the host's question (a modal box would wait)."""
    OPENED.clear()
    yield OPENED
    for window in list(OPENED):
        if shiboken6.isValid(window):
            window.close_quietly()


def open_host(qtbot, settings, provider, rules, seats, tmp_path=None):  # noqa: ANN001, ANN201
    config = HostConfig(rules, seats, ("Ueli",) + ("",) * (len(seats) - 1), seed=21, pace_ms=0, drop_level="random",
                        drop_grace_ms=300, ai_helpers=0)
    window = host_table(config, settings, provider, 0, beacon_port=0, address="",
                        autosave_dir=tmp_path)
    OPENED.append(window)
    window.resize(1100, 720)
    window.show()
    qtbot.waitUntil(lambda: window.controller.running, timeout=WAIT)
    return window


def join_by_dialog(qtbot, settings, provider, host_window, name="Vreni", on_joined=None):  # noqa: ANN001, ANN201
    """The friend's Join dialog, typed into as a person does: the address, the code, the name, Enter
    (``on_joined``: what the main window does with the table's window, as the dialog hands it over)."""
    dialog = JoinDialog(settings, window_maker(settings, provider))
    qtbot.addWidget(dialog)
    joined = []
    if on_joined is not None:
        dialog.joined.connect(on_joined)
    dialog.joined.connect(joined.append)
    dialog.show()
    qtbot.keyClicks(dialog.address_field, f"127.0.0.1:{host_window.host.port}")
    qtbot.keyClicks(dialog.code_field, host_window.host.code.lower())  # typed in small letters: shown capitals
    assert dialog.code_field.text() == host_window.host.code
    dialog.name_field.clear()
    qtbot.keyClicks(dialog.name_field, name)
    qtbot.keyClick(dialog.name_field, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(joined), timeout=WAIT)
    window = joined[0]
    OPENED.append(window)
    qtbot.waitUntil(lambda: window.controller.running, timeout=WAIT)
    return window


def person_turn(window):  # noqa: ANN001, ANN201
    c, scene = window.controller, window.scene
    if not c.running or not c.caught_up or scene.animating or not c.is_person_turn():
        return None
    if scene._awaiting is None or scene._awaiting[0] != PERSON:
        return None
    return c.position().decision


def click_scene(qtbot, window, point):  # noqa: ANN001
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=window.view.mapFromScene(point))


def decide(qtbot, window) -> Decision:  # noqa: ANN001
    """The person's decision, taken with the mouse on the table (the keys for a bid)."""
    scene = window.scene
    d = person_turn(window)
    if d is Decision.PLAY:
        legal = [it for it in scene.hands[PERSON] if it.legal]
        item = legal[0]
        click_scene(qtbot, window, item.mapToScene(QPointF(item.width * 0.1, item.height * 0.18)))
    elif d is Decision.CUT:
        pack = next(it for it in scene.decision_items if isinstance(it, PackItem))
        click_scene(qtbot, window, pack.mapToScene(QPointF(pack.x_of(18), 30)))
    elif d in (Decision.CHOOSE_MODE, Decision.CHOOSE_DEALER):
        button = next(b for b in scene.chips if isinstance(b, ButtonItem) and getattr(b, "action", None) is not None)
        click_scene(qtbot, window, button.mapToScene(QPointF(button.w / 2, button.h / 2)))
    elif d is Decision.BID:
        window.view.setFocus()
        qtbot.keyClicks(window.view, "40")
        qtbot.keyClick(window.view, Qt.Key.Key_Return)
    else:  # a choice this helper has no gesture for: the table's own offer
        window.scene.act(window.controller.person_legal_actions()[0])
    return d


def play_until(qtbot, windows, done, steps: int = 400) -> list[Decision]:  # noqa: ANN001
    """Both people decide with the mouse whenever it is their turn, until ``done()``."""
    decided = []
    for _ in range(steps):
        qtbot.waitUntil(lambda: done() or any(person_turn(w) is not None for w in windows), timeout=WAIT)
        if done():
            return decided
        for w in windows:
            if person_turn(w) is not None:
                before = w.controller._decision
                decided.append(decide(qtbot, w))
                qtbot.waitUntil(lambda: w.controller._decision != before or not w.controller.is_person_turn(),
                                timeout=WAIT)
    raise AssertionError("the hand did not end")


@pytest.mark.parametrize("rules", [Rules.schieber_swiss(), Rules.differenzler()], ids=["schieber", "differenzler"])
def test_a_host_and_a_friend_play_a_hand_each_with_his_seat_at_the_bottom(qtbot, settings, provider, rules):
    host = open_host(qtbot, settings, provider, rules, ("person", "random", "person", "random"))
    assert host.scene.plates  # the table is shown at once, the friend's plate waiting
    assert host.controller.seat_kind(2) == "open"
    friend = join_by_dialog(qtbot, settings, provider, host)
    qtbot.waitUntil(lambda: host.controller.seat_kind(2) == "person", timeout=WAIT)
    assert friend.controller.view.viewer == 2
    # each sees his own name at the bottom, the other's across
    assert [host.controller.players_model.names[s] for s in (0, 2)] == ["Ueli", "Vreni"]
    assert [friend.controller.players_model.names[s] for s in (0, 2)] == ["Vreni", "Ueli"]
    decided = play_until(qtbot, [host, friend], lambda: len(host.host.state.results) >= 1)
    assert Decision.PLAY in decided
    for window in (host, friend):
        qtbot.waitUntil(lambda: window.controller.caught_up and window.controller.score_model.rowCount() >= 1,
                        timeout=WAIT)
    state = host.host.state  # it waits for a person now: the AI seats played on to him
    qtbot.waitUntil(lambda: state.current_player in (0, 2) and friend.controller._decision == host.host.decision
                    and host.controller._decision == host.host.decision, timeout=WAIT)
    # the friend's table is the engine's, seen from seat 2: his cards, the score in his numbering
    assert friend.controller.position() == friend.controller.view.observation(state.observation(2))
    assert friend.controller.hand_model.rowCount() == bin(state.hands[2]).count("1")
    assert friend.controller.score_model.results[0] == friend.controller.view.result(state.results[0])
    assert host.controller.score_model.results[0] == state.results[0]


def test_a_card_the_rules_refuse_is_explained_at_once_and_nothing_is_sent(qtbot, settings, provider):
    host = open_host(qtbot, settings, provider, Rules.schieber_swiss(), ("person", "random", "random", "random"))
    for _ in range(40):
        qtbot.waitUntil(lambda: person_turn(host) is not None, timeout=WAIT)
        if person_turn(host) is Decision.PLAY and any(not it.legal for it in host.scene.hands[PERSON]):
            break
        decide(qtbot, host)
    else:
        pytest.skip("no position with a refused card came up")
    item = next(it for it in host.scene.hands[PERSON] if not it.legal)
    decision = host.host.decision
    click_scene(qtbot, host, item.mapToScene(QPointF(item.width * 0.1, item.height * 0.18)))
    expected = host.host.state.why(Play(item.card), 0).message("en")
    assert host.statusBar().currentMessage() == expected  # the engine's sentence, before any answer
    qtbot.wait(100)
    assert host.host.decision == decision
    qtbot.keyClick(host.view, Qt.Key.Key_H)  # a hint: none among friends, and the table says why
    assert host.statusBar().currentMessage() == "No hints at a table with friends: everyone plays on his own."


def test_a_friend_with_an_ai_players_name_keeps_it_and_the_ai_takes_another(qtbot, settings, provider):
    host = open_host(qtbot, settings, provider, Rules.schieber_swiss(), ("person", "random", "person", "random"))
    host.host.seating[1].name = "Vreni"  # as the Host dialog names the AI after the game's own names
    friend = join_by_dialog(qtbot, settings, provider, host, name="Vreni")
    qtbot.waitUntil(lambda: host.controller.players_model.names[2] == "Vreni", timeout=WAIT)
    names = host.controller.players_model.names
    assert names[1] != "Vreni" and len(set(names)) == 4
    assert sorted(friend.controller.players_model.names) == sorted(names)


def test_a_narrow_window_offers_the_phrases_in_one_button_and_folds_the_sheet(qtbot, settings, provider):
    host = open_host(qtbot, settings, provider, Rules.schieber_swiss(), ("person", "random", "person", "random"))
    friend = join_by_dialog(qtbot, settings, provider, host)
    friend.resize(800, 560)
    qtbot.waitUntil(lambda: friend.phrase_menu_button.isVisible(), timeout=WAIT)
    assert not friend.phrase_buttons["hello"].isVisible() and not friend.dock.isVisible()
    qtbot.keyClick(friend.view, Qt.Key.Key_2, Qt.KeyboardModifier.AltModifier)  # "Good luck!" by its key
    qtbot.waitUntil(lambda: host.statusBar().currentMessage() == "Vreni: “Good luck!”", timeout=WAIT)
    friend.resize(1200, 760)
    qtbot.waitUntil(lambda: friend.phrase_buttons["hello"].isVisible() and friend.dock.isVisible(), timeout=WAIT)


def test_quick_phrases_reach_the_other_window_in_its_language(qtbot, settings, provider):
    host = open_host(qtbot, settings, provider, Rules.schieber_swiss(), ("person", "random", "person", "random"))
    friend = join_by_dialog(qtbot, settings, provider, host)
    qtbot.mouseClick(friend.phrase_buttons["well_played"], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: host.statusBar().currentMessage() == "Vreni: “Well played!”", timeout=WAIT)
    assert not friend.phrase_buttons["thanks"].isEnabled()  # one every two seconds, as the host allows


def test_a_friend_cut_off_comes_back_to_his_seat_with_the_hand_so_far(qtbot, settings, provider, monkeypatch):
    monkeypatch.setattr(QMessageBox, "open", lambda self: None)
    host = open_host(qtbot, settings, provider, Rules.schieber_swiss(), ("person", "random", "person", "random"))
    friend = join_by_dialog(qtbot, settings, provider, host)
    play_until(qtbot, [host, friend], lambda: host.host.decision >= 14)
    token = friend.controller.client.token
    friend.controller.client.abort()  # as a broken network does
    qtbot.waitUntil(lambda: friend._ended is not None, timeout=WAIT)
    qtbot.waitUntil(lambda: host.controller.seat_kind(2) == "dropped", timeout=WAIT)
    assert "The connection to the table has ended" in friend.statusBar().currentMessage()
    qtbot.waitUntil(lambda: host.host.state.current_player not in (None, 2) or host.host.decision > 20,
                    timeout=WAIT)
    friend.join_again()  # the message's "Join again"
    qtbot.waitUntil(lambda: host.controller.seat_kind(2) == "person", timeout=WAIT)
    assert friend.controller.client.token == token and friend.controller.view.viewer == 2
    qtbot.waitUntil(lambda: friend.controller.caught_up and friend.controller.position().decision is not None,
                    timeout=WAIT)
    state = host.host.state
    qtbot.waitUntil(lambda: friend.controller._decision == host.host.decision, timeout=WAIT)
    # the hand so far is on his table again: his cards and the tricks taken
    assert friend.controller.hand_model.rowCount() == bin(host.host.state.hands[2]).count("1")
    assert len(friend.controller.position().tricks) == len(state.tricks)


def test_closing_the_hosts_window_tells_the_friend_why(qtbot, settings, provider, monkeypatch):
    shown = []
    monkeypatch.setattr(QMessageBox, "open", lambda self: shown.append(self.text()))
    host = open_host(qtbot, settings, provider, Rules.schieber_swiss(), ("person", "random", "person", "random"))
    friend = join_by_dialog(qtbot, settings, provider, host)
    host.close_quietly()
    qtbot.waitUntil(lambda: bool(shown), timeout=WAIT)
    assert shown == ["The connection to the table has ended: the host has closed the table."]
    assert friend.code_label.text() == ""


def test_the_join_dialog_says_why_the_host_refused_and_stays_open(qtbot, settings, provider):
    host = open_host(qtbot, settings, provider, Rules.schieber_swiss(), ("person", "random", "random", "random"))
    dialog = JoinDialog(settings, window_maker(settings, provider))
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.address_field.setText(f"127.0.0.1:{host.host.port}")
    dialog.code_field.setText("ZZZZZZ")
    dialog.name_field.setText("Mallory")
    qtbot.mouseClick(dialog.buttons.buttons()[0], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "could not be joined" in dialog.status.text(), timeout=WAIT)
    assert "the table code ZZZZZZ is not this table's" in dialog.status.text()
    assert dialog.isVisible() and dialog.buttons.buttons()[0].isEnabled()


def test_the_host_dialog_keeps_a_seat_for_a_friend_and_remembers_the_name(qtbot, settings):
    dialog = HostDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    assert [c.currentData() for c in dialog.seat_combos] == ["medium", "person", "medium"]
    qtbot.keyClicks(dialog.name_field, "Ueli")
    assert dialog.table_field.text() == "Ueli's table"
    for combo in dialog.seat_combos:
        combo.setCurrentIndex(combo.findData("beginner"))
    dialog._try_accept()
    assert "Keep at least one seat for a friend" in dialog.problem.text() and dialog.result() == 0
    dialog.seat_combos[1].setCurrentIndex(0)
    dialog._try_accept()
    assert dialog.result() == HostDialog.DialogCode.Accepted
    config = dialog.config()
    assert config.seats == ("person", "beginner", "person", "beginner") and config.names[0] == "Ueli"
    assert settings.get("network_name") == "Ueli"
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData("schmaus"))
    assert len(dialog.seat_combos) == 1


@pytest.mark.parametrize("text, expected", [("192.168.1.5", ("192.168.1.5", 47834)), ("jass.local:5000", ("jass.local", 5000)),
                                            ("[fe80::1]:7000", ("fe80::1", 7000)), ("fe80::1", ("fe80::1", 47834)),
                                            ("", None), ("a b", None), ("host:99999", None), ("host:x", None)])
def test_an_address_is_read_with_or_without_its_port(text, expected):
    assert split_address(text) == expected


def test_a_table_closed_is_hosted_again_from_its_autosave_and_everyone_comes_back(qtbot, settings, provider, tmp_path,
                                                                                 monkeypatch):
    monkeypatch.setattr(QMessageBox, "open", lambda self: None)
    host = open_host(qtbot, settings, provider, Rules.schieber_swiss(), ("person", "random", "person", "random"),
                     tmp_path=tmp_path)
    friend = join_by_dialog(qtbot, settings, provider, host)
    play_until(qtbot, [host, friend], lambda: host.host.decision >= 12)
    qtbot.waitUntil(lambda: host.host.state.current_player in (0, 2)
                    and friend.controller._decision == host.host.decision, timeout=WAIT)
    decision, code = host.host.decision, host.host.code
    seen = friend.controller.position()
    assert host.host.flush_autosave()
    host.close_quietly()
    qtbot.waitUntil(lambda: friend._ended is not None, timeout=WAIT)

    dialog = HostDialog(settings, saved_dir=tmp_path)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.table_choice.isVisible() and dialog.table_choice.count() == 2
    assert f"(code {code})" in dialog.table_choice.itemText(1)
    dialog.table_choice.setCurrentIndex(1)
    assert not dialog.game_combo.isEnabled() and code in dialog.note.text()
    config = dialog.config()
    assert config.code == code and config.seats == ("person", "random", "person", "random")
    again = host_table(config, settings, provider, 0, beacon_port=0, autosave_dir=tmp_path, resume=dialog.resume)
    OPENED.append(again)
    again.show()
    qtbot.waitUntil(lambda: again.controller.running, timeout=WAIT)
    assert again.host.decision == decision and again.controller.view.viewer == 0  # back at his own seat
    friend.address = f"127.0.0.1:{again.host.port}"  # the restarted host listens on another port here
    friend.join_again()
    qtbot.waitUntil(lambda: again.controller.seat_kind(2) == "person", timeout=WAIT)
    qtbot.waitUntil(lambda: friend.controller.running and friend.controller._decision == decision, timeout=WAIT)
    assert friend.controller.position() == seen  # the same position, from his seat
    play_until(qtbot, [again, friend], lambda: again.host.decision >= decision + 6)


@pytest.mark.parametrize("lang", ["en", "de", "fr", "it"])
def test_the_host_and_join_dialogs_have_each_alt_letter_once_in_every_language(qtbot, tmp_path, lang):
    from PySide6.QtWidgets import QApplication

    from jassdesk import i18n
    from ui.test_dialog_keyboard import mnemonic_clashes

    i18n.install(lang, QApplication.instance())
    try:
        for dialog in (HostDialog(Settings(language=lang), saved_dir=tmp_path),
                       JoinDialog(Settings(language=lang), window_maker(Settings(language=lang), CardImageProvider()))):
            qtbot.addWidget(dialog)
            dialog.table_choice.setVisible(True) if isinstance(dialog, HostDialog) else None
            dialog.table_choice_label.setVisible(True) if isinstance(dialog, HostDialog) else None
            dialog.show()
            assert not mnemonic_clashes(dialog), mnemonic_clashes(dialog)
    finally:
        i18n.install("en", QApplication.instance())


def test_an_autosave_that_fails_is_said_on_the_hosts_table(qtbot, settings, provider, tmp_path, monkeypatch):
    shown = []
    monkeypatch.setattr(QMessageBox, "open", lambda self: shown.append(self.text()))
    blocked = tmp_path / "not a folder"
    blocked.write_text("a file where the hosted tables' folder should be")
    open_host(qtbot, settings, provider, Rules.schieber_swiss(), ("person", "random", "person", "random"),
                     tmp_path=blocked)
    qtbot.waitUntil(lambda: bool(shown), timeout=WAIT)
    assert shown[0].startswith("The table's autosave failed: cannot create the autosave folder")
    qtbot.wait(300)
    assert len(shown) == 1  # once, however often it fails
    assert blocked.read_text() == "a file where the hosted tables' folder should be"  # nothing destroyed


def test_a_damaged_hosted_table_is_not_offered_and_left_as_it_is(qtbot, settings, provider, tmp_path):
    host = open_host(qtbot, settings, provider, Rules.schieber_swiss(), ("person", "random", "person", "random"),
                     tmp_path=tmp_path)
    qtbot.waitUntil(lambda: host.host.decision >= 1, timeout=WAIT)
    assert host.host.flush_autosave()
    good = next(p for p in tmp_path.glob("table-*.jass") if p.stem.count(".") == 0)
    damaged = tmp_path / "table-ZZZZZZ.jass"
    damaged.write_bytes(good.read_bytes()[: len(good.read_bytes()) // 2])  # cut off half-way
    before = damaged.read_bytes()
    dialog = HostDialog(settings, saved_dir=tmp_path)
    qtbot.addWidget(dialog)
    assert [p for p, _ in dialog.saved_tables] == [good]
    assert damaged.read_bytes() == before


def test_after_the_partie_both_ask_for_the_next_and_a_new_partie_is_dealt_to_both(qtbot, settings, provider,
                                                                                  tmp_path):
    host = open_host(qtbot, settings, provider, Rules.schieber_swiss(target=100), ("person", "random", "person",
                                                                                 "random"))
    recorders = []  # the friend's statistics, as his main window records a table over the network
    friend = join_by_dialog(qtbot, settings, provider, host, on_joined=lambda window: recorders.append(
        StatisticsRecorder(window.controller, tmp_path / "friend.sqlite3", window)))
    windows = [host, friend]

    def over_shown() -> bool:
        return all(w.controller.position().decision is Decision.GAME_OVER and w.controller.caught_up and
                   w.scene.overlay is not None and w.scene.overlay.buttons[0].text == "Next Partie" for w in windows)

    for _ in range(40):  # the people play, and go on after each hand's summary, until the Partie's end
        play_until(qtbot, windows, lambda: over_shown() or any(
            w.scene.overlay is not None and w.controller.position().decision is not Decision.GAME_OVER
            for w in windows))
        if over_shown():
            break
        for w in windows:
            if w.scene.overlay is not None and w.controller.position().decision is not Decision.GAME_OVER:
                w.scene.continue_hand()
    assert over_shown()
    over_winner = host.host.state.winner
    ask, leave = friend.scene.overlay.buttons
    assert leave.text == "Leave the table"  # not "New game…": the Partie is the host's
    click_scene(qtbot, friend, ask.mapToScene(QPointF(ask.w / 2, ask.h / 2)))
    qtbot.waitUntil(lambda: friend.scene.overlay.buttons[0].text == "Waiting for Ueli…", timeout=WAIT)
    assert not friend.scene.overlay.buttons[0].enabled and friend.host is None
    qtbot.waitUntil(lambda: host.host.waiting_for_next() == (0,), timeout=WAIT)  # Vreni asked; the host has not
    assert host.controller.partie_no == 1
    button = host.scene.overlay.buttons[0]
    click_scene(qtbot, host, button.mapToScene(QPointF(button.w / 2, button.h / 2)))
    for w in windows:  # a new Partie on both tables: the end's panel gone, the sheet empty, "Partie 2"
        qtbot.waitUntil(lambda: w.controller.partie_no == 2 and w.scene.overlay is None
                        and not w.controller.score_model.results, timeout=WAIT)
    assert host.host.partie_no == 2 and not host.host.state.is_over
    decided = play_until(qtbot, windows, lambda: host.host.decision >= 6)
    assert decided  # the people play the new Partie
    # the first Partie is in the friend's own statistics, from his side (he is seat 2: side 0 of the host's)
    db = recorders[0].db
    totals = db.totals()
    first = [r for r in db.partie_series()][0]
    assert totals["partien"] == 1 and first["levels"] == ["person", "random", "person", "random"]
    assert first["won"] == int(over_winner == 0) and first["level"] == "random"
    recorders[0].close()


def test_leave_the_table_after_the_end_closes_the_friends_window(qtbot, settings, provider):
    host = open_host(qtbot, settings, provider, Rules.schieber_swiss(target=100), ("person", "random", "person",
                                                                                 "random"))
    friend = join_by_dialog(qtbot, settings, provider, host)
    friend.scene.overlays.show_partie_end(_a_partie_over(), friend.scene.next_partie, lambda: None)
    leave = friend.scene.overlay.buttons[1]
    assert leave.text == "Leave the table"
    click_scene(qtbot, friend, leave.mapToScene(QPointF(leave.w / 2, leave.h / 2)))
    qtbot.waitUntil(lambda: not shiboken6.isValid(friend) or not friend.isVisible(), timeout=WAIT)
    qtbot.waitUntil(lambda: host.controller.seat_kind(2) == "dropped", timeout=WAIT)


def _a_partie_over():  # noqa: ANN202
    from jassdesk.engine.events import PartieOver

    return PartieOver(0, (1000, 700))

"""A host and three bot clients on the loopback play whole hands; what each client received is read as it read
it and checked against the host's full state at that moment: no card of another hand before it is played."""

from __future__ import annotations

import pytest

from app.network.table_helpers import LOOPBACK, WAIT, bot, check_secrecy, open_table

from jassdesk.app.network.client import Client
from jassdesk.app.network.config import HostConfig
from jassdesk.app.network.host import Host
from jassdesk.engine.actions import Play
from jassdesk.engine.rules import Rules
from jassdesk.net import Act, NextPartie, Refused

SEATS = ("person", "person", "random", "person")


def config(rules: Rules, seats=SEATS, **overrides) -> HostConfig:
    settings = dict(seed=34, pace_ms=0, drop_level="random", ai_helpers=0)
    settings.update(overrides)
    return HostConfig(rules, seats, **settings)


@pytest.mark.parametrize("rules", [Rules.schieber_swiss(), Rules.differenzler()], ids=["schieber", "differenzler"])
def test_three_bots_and_an_ai_play_a_whole_hand_and_no_line_tells_a_hidden_card(qtbot, rules):
    host = open_table(config(rules))
    bots = [bot(host, f"Bot {i}", seed=i) for i in range(3)]
    qtbot.waitUntil(lambda: host.positions.hands_scored >= 1, timeout=WAIT)
    for b in bots:
        b.stop_playing()
    qtbot.waitUntil(lambda: all(b.decision == host.decision for b in bots), timeout=WAIT)
    assert sorted(b.seat for b in bots) == [0, 1, 3]
    assert all(b.acted >= 8 for b in bots)  # a card a trick, and more
    assert len(host.state.results) >= 1
    checked = [check_secrecy(b, host.positions) for b in bots]
    # every client heard every decision of the hand: one events line per action, and the position at its welcome
    assert all(n >= host.decision - 3 for n in checked), (checked, host.decision)
    for b in bots:  # the client's own view is the host's view of its seat
        assert b.observation == host.state.observation(b.seat)
        assert b.context.results == host.state.results
    host.close()
    qtbot.waitUntil(lambda: all(b.reasons for b in bots), timeout=WAIT)
    assert all(b.reasons == ["the host has closed the table"] for b in bots)


def test_a_refused_action_comes_back_with_the_engines_code_and_reason(qtbot):
    # the AI's pace long enough that this client is surely not on turn right after its card
    host = open_table(config(Rules.schieber_swiss(), seats=("person", "random", "random", "random"), pace_ms=1500))
    client = Client("Vreni", host.code)
    refusals: list[Refused] = []
    client.refused.connect(refusals.append)
    client.join(LOOPBACK, host.port)
    while True:  # the cut, the trump: whatever comes before this seat's first card
        qtbot.waitUntil(lambda: client.my_turn, timeout=WAIT)
        if client.observation.decision.value == "play":
            break
        before = client.decision
        client.act(client.observation.legal_actions[0])
        qtbot.waitUntil(lambda: client.decision > before, timeout=WAIT)
    obs = client.observation
    state = host.state
    foreign = next(c for c in range(36) if not obs.hand >> c & 1)  # a card of another hand
    decision = client.decision
    client.act(Play(foreign))
    qtbot.waitUntil(lambda: len(refusals) == 1, timeout=WAIT)
    expected = state.why(Play(foreign), 0)
    assert refusals[0] == Refused(decision, expected.rule, expected.message("en"))
    client.send(Act(decision - 1, obs.legal_actions[0]))  # an answer to an older position
    qtbot.waitUntil(lambda: len(refusals) == 2, timeout=WAIT)
    assert refusals[1].code == "stale" and refusals[1].decision == decision - 1
    assert host.decision == decision  # nothing was applied
    client.act(obs.legal_actions[0])
    qtbot.waitUntil(lambda: host.decision > decision, timeout=WAIT)
    qtbot.waitUntil(lambda: client.decision > decision, timeout=WAIT)
    while client.my_turn:  # it took the trick and leads: play on until another seat is to decide
        before = client.decision
        client.act(client.observation.legal_actions[0])
        qtbot.waitUntil(lambda: client.decision > before, timeout=WAIT)
    client.send(Act(client.decision, obs.legal_actions[0]))  # out of turn
    qtbot.waitUntil(lambda: len(refusals) == 3, timeout=WAIT)
    assert refusals[2].code == "not_your_turn"
    assert client.is_connected  # a refusal keeps the connection
    host.close()


def test_quick_phrases_are_passed_on_to_all_within_their_rate(qtbot):
    host = open_table(config(Rules.schieber_swiss(), seats=("person", "person", "random", "random")))
    a, b = bot(host, "A", 1), bot(host, "B", 2)
    a.stop_playing()
    b.stop_playing()
    heard: list[tuple[int, str]] = []
    b.phraseSaid.connect(lambda seat, phrase: heard.append((seat, phrase)))
    qtbot.waitUntil(lambda: a.context is not None and b.context is not None, timeout=WAIT)
    for phrase in ("hello", "good_luck", "thanks", "oops", "again"):  # a burst of three, then too many
        a.say(phrase)
    qtbot.waitUntil(lambda: len(heard) == 3, timeout=WAIT)
    qtbot.wait(200)
    assert heard == [(a.seat, "hello"), (a.seat, "good_luck"), (a.seat, "thanks")]
    assert a.is_connected
    host.close()


def test_a_whole_partie_ends_and_every_client_sees_its_end(qtbot):
    host = open_table(config(Rules.schieber_swiss(target=100)))  # over within two hands
    over: list[object] = []
    host.partieOver.connect(over.append)
    bots = [bot(host, f"Bot {i}", seed=10 + i) for i in range(3)]
    qtbot.waitUntil(lambda: bool(over), timeout=WAIT)
    qtbot.waitUntil(lambda: all(b.decision == host.decision for b in bots), timeout=WAIT)
    assert host.state.is_over and all(b.observation.winner == host.state.winner for b in bots)
    assert sum(check_secrecy(b, host.positions) for b in bots) > 0
    host.close()


def test_the_next_partie_is_dealt_once_every_person_asked_and_everyone_plays_on(qtbot):
    host = open_table(config(Rules.schieber_swiss(target=100), seats=("person", "person", "random", "person")))
    over: list[object] = []
    host.partieOver.connect(over.append)
    bots = [bot(host, f"Bot {i}", seed=20 + i) for i in range(3)]
    qtbot.waitUntil(lambda: bool(over), timeout=WAIT)
    qtbot.waitUntil(lambda: all(b.decision == host.decision for b in bots), timeout=WAIT)
    heard: list[tuple[int, str]] = []
    bots[0].phraseSaid.connect(lambda seat, phrase: heard.append((seat, phrase)))
    bots[1].send(NextPartie())
    bots[1].send(NextPartie())  # twice is once
    qtbot.waitUntil(lambda: heard == [(bots[1].seat, "again")], timeout=WAIT)
    assert host.partie_no == 1 and host.state.is_over  # the others have not asked yet
    assert set(host.waiting_for_next()) == {bots[0].seat, bots[2].seat}
    bots[2].say("again")  # "Another one?" after the end asks too
    bots[0].send(NextPartie())
    qtbot.waitUntil(lambda: host.partie_no == 2, timeout=WAIT)
    assert not host.state.is_over and host.state.results == ()
    # every client heard the new Partie begin at decision 0, on no results, and the bots play it on
    qtbot.waitUntil(lambda: host.decision > 8, timeout=WAIT)
    for b in bots:
        assert b.observation.results == () and b.context.results == ()
    assert sum(check_secrecy(b, host.positions) for b in bots) > 0
    assert host.saved_game().extra["partie"] == 2
    late = bot(host, "Late", seed=9, token=bots[1].token)  # coming back: the welcome says the Partie's number
    qtbot.waitUntil(lambda: late.welcome is not None, timeout=WAIT)
    assert late.welcome.partie == 2
    host.close()


def test_a_next_before_the_end_deals_nothing(qtbot):
    host = open_table(config(Rules.schieber_swiss(), seats=("person", "random", "random", "random")))
    b = bot(host, "Bot", seed=1)
    b.stop_playing()  # it only listens (and asks too soon)
    qtbot.waitUntil(lambda: b.welcome is not None, timeout=WAIT)
    b.send(NextPartie())
    qtbot.wait(200)
    assert host.partie_no == 1 and b.is_connected
    host.close()


def test_before_the_host_opens_the_table_an_act_is_refused_and_nothing_is_played(qtbot):
    host = Host(config(Rules.schieber_swiss(), seats=("person",) * 4))
    host.listen(0, LOOPBACK)  # listening (friends may sit down) but not started
    first = host.state.current_player
    client = Client("Vreni", host.code, seat=first)
    refusals: list[Refused] = []
    client.refused.connect(refusals.append)
    client.join(LOOPBACK, host.port)
    qtbot.waitUntil(lambda: client.my_turn, timeout=WAIT)  # the position came with the welcome
    client.act(client.observation.legal_actions[0])
    qtbot.waitUntil(lambda: len(refusals) == 1, timeout=WAIT)
    assert refusals[0].code == "not_your_turn" and "has not begun" in refusals[0].reason
    assert host.decision == 0 and client.is_connected
    host.start()
    client.act(client.observation.legal_actions[0])
    qtbot.waitUntil(lambda: client.decision == 1, timeout=WAIT)
    assert host.decision == 1 and len(refusals) == 1
    host.close()

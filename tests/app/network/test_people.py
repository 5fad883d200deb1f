"""People come and go: a client cut off mid-hand is played by the AI within a few seconds and comes back to
its seat with its token; a host stopped and started again from its autosave goes on from the same position,
and its clients rejoin with their tokens."""

from __future__ import annotations

import time

from app.network.table_helpers import WAIT, bot, check_secrecy, open_table

from jassdesk.app.network.config import HostConfig
from jassdesk.app.network.host import resumed_config
from jassdesk.app.network.host_save import load_hosted_table
from jassdesk.engine.rules import Rules
from jassdesk.net import SeatKind

SEATS = ("person", "person", "random", "person")


def test_a_client_cut_off_mid_hand_is_played_by_the_ai_and_comes_back_with_its_token(qtbot):
    # the default drop level (medium, in the AI's process) and grace (two seconds)
    host = open_table(HostConfig(Rules.schieber_swiss(), SEATS, seed=7, pace_ms=0, ai_helpers=0))
    bots = [bot(host, f"Bot {i}", seed=i) for i in range(3)]
    qtbot.waitUntil(lambda: host.decision >= 14, timeout=WAIT)
    victim = bots[1]
    seat, token = victim.seat, victim.token
    played_for_him: list[float] = []
    host.applied.connect(lambda s, action, events: played_for_him.append(time.monotonic()) if s == seat else None)
    hands_before = host.positions.hands_scored
    cut_at = time.monotonic()
    victim.stop_playing()
    victim.abort()
    qtbot.waitUntil(lambda: bots[0].seats[seat].kind is SeatKind.DROPPED, timeout=WAIT)
    qtbot.waitUntil(lambda: bool(played_for_him), timeout=WAIT)
    assert played_for_him[0] - cut_at < 5.0  # within a few seconds (the grace is two)
    qtbot.waitUntil(lambda: host.positions.hands_scored > hands_before, timeout=WAIT)  # the hand went on
    back = bot(host, "Bot 1 again", seed=11, token=token)
    qtbot.waitUntil(lambda: back.welcome is not None, timeout=WAIT)
    assert back.seat == seat and back.token == token
    assert back.welcome.results == len(host.state.results) >= 1  # the results so far, then the position
    qtbot.waitUntil(lambda: back.context is not None and back.context.results == host.state.results, timeout=WAIT)
    qtbot.waitUntil(lambda: bots[0].seats[seat].kind is SeatKind.PERSON, timeout=WAIT)
    acted = back.acted
    qtbot.waitUntil(lambda: back.acted >= acted + 3, timeout=WAIT)  # his seat is his again
    for b in (*bots, back):
        b.stop_playing()
    qtbot.waitUntil(lambda: all(b.decision == host.decision for b in (bots[0], bots[2], back)), timeout=WAIT)
    assert all(check_secrecy(b, host.positions) > 0 for b in (*bots, back))
    host.close()


def test_a_host_started_again_from_its_autosave_goes_on_and_its_clients_rejoin(qtbot, tmp_path):
    path = tmp_path / "table.jass"
    config = HostConfig(Rules.differenzler(), SEATS, seed=12, pace_ms=0, drop_level="random", ai_helpers=0,
                        autosave=path)
    host = open_table(config)
    bots = [bot(host, f"Bot {i}", seed=i) for i in range(3)]
    qtbot.waitUntil(lambda: host.decision >= 12, timeout=WAIT)
    for b in bots:
        b.stop_playing()
    people = {b.seat for b in bots}
    qtbot.waitUntil(lambda: host.state.current_player in people and all(b.decision == host.decision for b in bots),
                    timeout=WAIT)
    decision, code = host.decision, host.code
    seen = {b.seat: b.observation for b in bots}
    assert host.flush_autosave()
    first = dict(host.positions.states)
    host.close()
    qtbot.waitUntil(lambda: all(b.reasons for b in bots), timeout=WAIT)
    assert {r for b in bots for r in b.reasons} == {"the host has closed the table"}

    table = load_hosted_table(path)
    again = open_table(resumed_config(table, config), resume=table)
    assert (again.decision, again.code) == (decision, code)
    assert [s.kind for s in again.seats()] == [SeatKind.DROPPED, SeatKind.DROPPED, SeatKind.AI, SeatKind.DROPPED]
    for b in bots:
        b.join("127.0.0.1", again.port)  # with the token its welcome gave it
    qtbot.waitUntil(lambda: all(b.welcome is not None for b in bots), timeout=WAIT)
    qtbot.waitUntil(lambda: all(b.observation is not None for b in bots), timeout=WAIT)
    assert {b.seat: b.observation for b in bots} == seen  # the same position, seat by seat
    assert [s.kind for s in again.seats()] == [SeatKind.PERSON, SeatKind.PERSON, SeatKind.AI, SeatKind.PERSON]
    for b in bots:
        b.start_playing()  # its turn may have come with the welcome's position
    qtbot.waitUntil(lambda: again.positions.hands_scored >= 1, timeout=WAIT)  # the Partie goes on
    for b in bots:
        b.stop_playing()
    qtbot.waitUntil(lambda: all(b.decision == again.decision for b in bots), timeout=WAIT)
    states = {**first, **again.positions.states}
    assert all(check_secrecy(b, states) > 0 for b in bots)
    assert again.flush_autosave()
    assert load_hosted_table(path).saved.record.actions == again.state.history
    again.close()

"""``jassdesk --host``, the table without a window, as a home server runs it: a process of its own with no
display, its code and port read from what it prints, two people (bots in this process) playing with two AI
seats; SIGTERM ends it with exit status 0, the clients told, the Partie on disk; ``--resume`` goes on from that
file and the clients come back to their seats with their tokens.  A command line it cannot host from is
refused with one sentence and exit status 2."""

from __future__ import annotations

import socket

import pytest

from app.network.host_process import run_host
from app.network.table_helpers import LOOPBACK, WAIT, bot

from jassdesk.app.network.host_save import load_hosted_table
from jassdesk.net import Direction, Error, SeatKind, decode_message

CODE = "HD34KQ"
PEOPLE = (0, 2)


def settled(bots) -> bool:
    """Both bots hold the same position and a person is to decide in it: nothing moves until one acts."""
    a, b = bots
    return (a.observation is not None and b.observation is not None and a.decision == b.decision
            and a.observation.current_player in PEOPLE)


def told_closed(client) -> bool:
    """The last line of the client's connection is the host's error saying the table is closed."""
    last = decode_message(client.heard[-1].lines[-1], Direction.TO_CLIENT)
    return isinstance(last, Error) and last.reason == "the host has closed the table"


def hands_heard(client) -> int:
    return len(client.context.results) if client.context is not None else 0


def test_a_headless_host_serves_a_hand_ends_on_sigterm_and_goes_on_from_its_autosave(qtbot, host_process, tmp_path):
    autosave = tmp_path / "tables" / f"table-{CODE}.jass"
    host = host_process(["--game", "schieber", "--seats", "person,random,person,random", "--port", "0",
                         "--no-beacon", "--code", CODE, "--seed", "21", "--pace", "5", "--drop-level", "random",
                         "--autosave", str(autosave)], "first")
    out = host.stdout
    assert "JassDesk hosts a table of schieber\n" in out and f"table code: {CODE}\n" in out
    assert "seats: Seat 1 (open), Ueli (ai, random), Seat 3 (open), Vreni (ai, random)\n" in out
    # --port 0: the port the system chose, the same at every address, the loopback last
    assert host.port > 0 and host.connect_to[-1] == f"127.0.0.1:{host.port}"
    assert all(where.endswith(f":{host.port}") for where in host.connect_to)

    bots = [bot(host, "Ueli", seed=1, seat=0), bot(host, "Vreni", seed=2, seat=2)]
    qtbot.waitUntil(lambda: all(b.welcome is not None for b in bots), timeout=WAIT)
    assert [b.seat for b in bots] == list(PEOPLE)
    qtbot.waitUntil(lambda: hands_heard(bots[0]) >= 1, timeout=WAIT)  # a whole hand played
    for b in bots:
        b.stop_playing()
    qtbot.waitUntil(lambda: settled(bots), timeout=WAIT)
    qtbot.wait(300)
    assert settled(bots)
    decision = bots[0].decision
    seen = {b.seat: b.observation for b in bots}
    tokens = {b.seat: b.token for b in bots}
    hands = hands_heard(bots[0])

    assert host.terminate() == 0
    qtbot.waitUntil(lambda: all(b.reasons for b in bots), timeout=WAIT)
    assert all(b.reasons == ["the host has closed the table"] and told_closed(b) for b in bots)
    assert f"the table {CODE} is closed; its Partie is in {autosave}" in host.stdout
    assert host.log_problems() == []
    assert "Ueli sits at seat 0" in host.stderr and "Vreni sits at seat 2" in host.stderr
    table = load_hosted_table(autosave)  # the Partie on disk, as it stood, with the people's tokens
    assert table.code == CODE and len(table.saved.record.actions) == decision
    assert table.tokens == (tokens[0], None, tokens[2], None)
    # the AI seats had Swiss first names, and gave theirs up to the people who joined with them
    assert [s.name for s in table.saved.seats] == ["Ueli", "Sepp", "Vreni", "Kari"]

    again = host_process(["--resume", str(autosave), "--port", "0", "--address", LOOPBACK, "--no-beacon"],
                         "resumed")
    out = again.stdout
    assert "JassDesk hosts a table of schieber (going on from its autosave)\n" in out
    assert f"table code: {CODE}\n" in out and f"autosave: {autosave}\n" in out
    assert "seats: Ueli (dropped), Sepp (ai, random), Vreni (dropped), Kari (ai, random)\n" in out
    assert again.connect_to == [f"127.0.0.1:{again.port}"]  # only the address it listens on
    for b in bots:
        b.join(LOOPBACK, again.port)  # with the token its welcome gave it
    qtbot.waitUntil(lambda: all(b.observation is not None for b in bots), timeout=WAIT)
    assert {b.seat: b.token for b in bots} == tokens
    assert {b.seat: b.observation for b in bots} == seen  # the same position, seat by seat
    assert all(b.decision == decision for b in bots)
    back = [SeatKind.PERSON, SeatKind.AI, SeatKind.PERSON, SeatKind.AI]
    qtbot.waitUntil(lambda: all([s.kind for s in b.seats] == back for b in bots), timeout=WAIT)
    for b in bots:
        b.start_playing()
    qtbot.waitUntil(lambda: hands_heard(bots[0]) > hands, timeout=WAIT)  # the Partie goes on
    assert all(b.acted > 0 for b in bots) and bots[0].decision > decision
    assert again.terminate() == 0
    qtbot.waitUntil(lambda: all(len(b.reasons) == 2 for b in bots), timeout=WAIT)
    assert all(b.reasons[1] == "the host has closed the table" and told_closed(b) for b in bots)
    assert again.log_problems() == []
    assert len(load_hosted_table(autosave).saved.record.actions) > decision


@pytest.mark.parametrize("args, says", [
    (["--seats", "person,wizard,person,random"], "seat 1 is 'wizard': a seat is person or an AI level"),
    (["--seats", "person,random,person"], "schieber is played by 4: name 4 seats, not 3"),
    (["--game", "schmaus", "--seats", "random,random"], "a hosted table needs at least one person's seat"),
    (["--code", "abc123"], "a table code is written with"),
    (["--code", "AB1"], "a table code has 4 to 16 characters"),
    (["--port", "70000"], "the table's port is 0 (any free one) to 65535, not 70000"),
    (["--seed", "1" + "0" * 25], "the seed must be between"),
    (["--resume", "{tmp}/nowhere.jass"], "nowhere.jass does not exist"),
    (["--autosave", "{tmp}/file/table.jass"], "file is a file, not a folder"),
], ids=["unknown-level", "seat-count", "no-person", "code-letters", "code-length", "port", "seed", "resume-missing",
        "autosave-under-a-file"])
def test_a_command_line_it_cannot_host_from_is_refused_in_one_sentence(tmp_path, args, says):
    (tmp_path / "file").write_text("not a folder")
    args = [a.replace("{tmp}", str(tmp_path)) for a in args]
    port = [] if "--port" in args else ["--port", "0", "--address", LOOPBACK]
    done = run_host([*args, *port, "--no-beacon"], tmp_path / "home")
    assert done.returncode == 2, (done.stdout, done.stderr)
    assert done.stdout == ""
    assert done.stderr.startswith("jassdesk --host: ") and done.stderr.count("\n") == 1, done.stderr
    assert says in done.stderr


def test_a_port_taken_is_refused_in_one_sentence(tmp_path):
    with socket.socket() as taken:
        taken.bind((LOOPBACK, 0))
        taken.listen()
        port = taken.getsockname()[1]
        done = run_host(["--port", str(port), "--address", LOOPBACK, "--no-beacon"], tmp_path / "home")
    assert done.returncode == 2, (done.stdout, done.stderr)
    assert done.stderr.startswith(f"jassdesk --host: cannot listen on port {port}: ") and \
        done.stderr.count("\n") == 1, done.stderr

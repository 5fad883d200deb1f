"""The beacon and the finder: a host's datagrams are heard and listed, what they say is what the host is (never
a card, never the table code), and a stranger's datagrams (too long, not JSON, wrong types, a flood) are
dropped while the list stays bounded.

Every test listens on a port of its own (not the real 47833), so runs side by side do not hear each other, and
sends to the loopback (the beacon's ``targets``): a sandbox or a firewall may keep broadcasts from the machine
itself; the broadcast itself is tried last, and skipped where the network does not deliver it."""

from __future__ import annotations

import json
import random
import socket

import pytest

from app.network.table_helpers import LOOPBACK, WAIT, bot, open_table

from jassdesk.app.network.beacon import MAX_DATAGRAM, MAX_TABLES, Beacon, TableAnnouncement, TableFinder, \
    encode_announcement, read_announcement
from jassdesk.app.network.config import HostConfig
from jassdesk.engine.rules import Rules
from jassdesk.net import PROTOCOL_VERSION, WireError

KEYS = {"jassdesk", "v", "name", "game", "players", "free", "port"}
GOOD = {"jassdesk": "table", "v": 1, "name": "Ueli's table", "game": "schieber", "players": 4, "free": [1, 3],
        "port": 47834}


def free_udp_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        probe.bind((LOOPBACK, 0))
        return probe.getsockname()[1]


def listening(qtbot, forget_after_ms: int = 10_000) -> TableFinder:
    finder = TableFinder(port=free_udp_port(), forget_after_ms=forget_after_ms)
    finder.start()
    return finder


def datagram(**changes) -> bytes:
    body = {**GOOD, **changes}
    for key in [k for k, v in changes.items() if v is _DROP]:
        del body[key]
    return json.dumps(body, ensure_ascii=False).encode()


_DROP = object()


def send(port: int, datagrams: list[bytes]) -> None:
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as out:
        for data in datagrams:
            out.sendto(data, (LOOPBACK, port))


@pytest.mark.parametrize("table", [
    TableAnnouncement("Ueli's table", "schieber", 4, (1, 3), 47834),
    TableAnnouncement("Stübli 🂡 Jass", "schmaus", 2, (), 1),
    TableAnnouncement("x" * 32, "differenzler", 4, (0, 1, 2, 3), 65535),
    TableAnnouncement("Vreni", "coiffeur", 4, (2,), 50000, version=7),
])
def test_an_announcement_reads_back_as_it_was_written(table):
    data = encode_announcement(table)
    assert len(data) <= MAX_DATAGRAM
    assert set(json.loads(data)) == KEYS
    assert read_announcement(data) == table
    assert read_announcement(data).compatible is (table.version == PROTOCOL_VERSION)


def test_a_beacon_on_the_loopback_is_found_and_followed_by_a_finder(qtbot):
    finder = listening(qtbot, forget_after_ms=300)
    changes: list[list] = []
    finder.tablesChanged.connect(changes.append)
    free = [(1, 3)]
    beacon = Beacon(lambda: TableAnnouncement("Ueli's table", "schieber", 4, free[0], 47834), port=finder.port,
                    targets=[LOOPBACK], interval_ms=50)
    beacon.start()
    qtbot.waitUntil(lambda: len(finder.tables()) == 1, timeout=WAIT)
    [found] = finder.tables()
    assert (found.address, found.port) == (LOOPBACK, 47834)
    assert found.announcement == TableAnnouncement("Ueli's table", "schieber", 4, (1, 3), 47834)
    free[0] = (3,)  # someone sat down: the next beacon says so, and the list follows
    qtbot.waitUntil(lambda: finder.tables()[0].announcement.free == (3,), timeout=WAIT)
    assert len(finder.tables()) == 1 and beacon.sent >= 2
    assert [len(c) for c in changes] == [1, 1]  # listed, then changed; the same beacon again is no change
    beacon.stop()
    qtbot.waitUntil(lambda: finder.tables() == [], timeout=WAIT)  # not heard for a while: forgotten
    assert changes[-1] == [] and finder.dropped == 0
    finder.stop()


def test_a_hosts_beacon_says_what_the_table_is_and_never_its_code_nor_a_card(qtbot):
    host = open_table(HostConfig(Rules.schieber_swiss(), ("person", "person", "random", "random"), seed=8,
                                 table_name="Ueli's table", pace_ms=0, drop_level="random", ai_helpers=0))
    finder = listening(qtbot)
    beacon = Beacon(host.announcement, port=finder.port, targets=[LOOPBACK], interval_ms=50)
    beacon.start()
    qtbot.waitUntil(lambda: len(finder.tables()) == 1, timeout=WAIT)
    assert finder.tables()[0].announcement == TableAnnouncement("Ueli's table", "schieber", 4, (0, 1), host.port)
    data = encode_announcement(host.announcement())
    # its fields are these seven (no hand, no trick, no code), and the code is nowhere in it
    assert set(json.loads(data)) == KEYS and host.code.encode() not in data
    client = bot(host, "Vreni", seed=1, seat=1)
    client.stop_playing()
    qtbot.waitUntil(lambda: finder.tables()[0].announcement.free == (0,), timeout=WAIT)
    beacon.stop()
    finder.stop()
    host.close()


HOSTILE = [
    datagram(name="x" * 600),  # over the limit (the finder reads at most one byte more)
    b"x" * 9000,
    b"hello, is anybody there?",
    b"\xff\xfe\x00{",  # not UTF-8
    b'{"jassdesk":"table"',  # cut short
    b"[1,2,3]", b"null", b"4",
    json.dumps([GOOD]).encode(),  # a list of beacons
    datagram(jassdesk="chess"),  # another program's
    datagram(players="4"), datagram(players=True), datagram(players=1), datagram(players=5),
    datagram(free="1,3"), datagram(free=[4]), datagram(free=[1, 1]), datagram(free=[-1]), datagram(free=[[1]]),
    datagram(port=0), datagram(port=70000), datagram(port=47834.0), datagram(port="47834"),
    datagram(v=True), datagram(v=0), datagram(v=10**30),
    datagram(game="poker"), datagram(game=None),
    datagram(name=""), datagram(name=" Ueli"), datagram(name="Ueli\u202e"), datagram(name="x" * 33), datagram(name=7),
    datagram(code="ABC123"),  # a field no beacon has (the code is never announced)
    datagram(port=_DROP),
    datagram(name={"a": {"b": 1}}),  # nests too deep
    datagram(free=[1, 3])[:-1] + b',"port":1}',  # a key twice
]


def test_a_strangers_datagrams_are_dropped_and_the_list_stays_bounded(qtbot):
    finder = listening(qtbot, forget_after_ms=1000)
    longest: list[int] = [0]
    finder.tablesChanged.connect(lambda tables: longest.__setitem__(0, max(longest[0], len(tables))))
    beacon = Beacon(lambda: TableAnnouncement("Ueli's table", "schieber", 4, (1,), 47834), port=finder.port,
                    targets=[LOOPBACK], interval_ms=100)
    beacon.start()
    qtbot.waitUntil(lambda: len(finder.tables()) == 1, timeout=WAIT)

    send(finder.port, HOSTILE)
    qtbot.waitUntil(lambda: finder.dropped == len(HOSTILE), timeout=WAIT)
    # and in the direct path, without the network: each refused with a sentence, nothing else raised
    for data in HOSTILE:
        with pytest.raises(WireError):
            read_announcement(data)

    rng = random.Random(34)
    for _ in range(20):  # a flood of junk, in bursts the socket's buffer holds
        send(finder.port, [rng.randbytes(rng.randint(1, 700)) for _ in range(100)])
        qtbot.wait(5)
    qtbot.waitUntil(lambda: finder.dropped >= len(HOSTILE) + 1000, timeout=WAIT)  # most of 2,000; UDP may lose some
    assert [t.announcement.name for t in finder.tables()] == ["Ueli's table"]

    dropped = finder.dropped
    for burst in range(10):  # a flood of well-formed beacons of 300 tables that do not exist
        send(finder.port, [datagram(name=f"Fake {burst}-{i}", port=1000 + 30 * burst + i) for i in range(30)])
        qtbot.wait(5)
    qtbot.waitUntil(lambda: len(finder.tables()) == MAX_TABLES, timeout=WAIT)
    qtbot.wait(100)
    assert len(finder.tables()) == MAX_TABLES and longest[0] == MAX_TABLES
    assert "Ueli's table" in {t.announcement.name for t in finder.tables()}  # the real one keeps its place
    assert finder.dropped > dropped  # the beacons beyond the limit
    # the fakes are not heard again: forgotten, while the real table, heard every 100 ms, stays
    qtbot.waitUntil(lambda: len(finder.tables()) == 1, timeout=WAIT)
    assert [t.announcement.name for t in finder.tables()] == ["Ueli's table"]
    beacon.stop()
    finder.stop()


def test_a_broadcast_beacon_is_heard_where_the_network_delivers_broadcasts(qtbot):
    finder = listening(qtbot)
    beacon = Beacon(lambda: TableAnnouncement("Broadcast", "schieber", 4, (0,), 47834), port=finder.port,
                    interval_ms=100)  # no targets: every network's broadcast address
    beacon.start()
    try:
        qtbot.waitUntil(lambda: bool(finder.tables()), timeout=3000)
    except qtbot.TimeoutError:
        pytest.skip("this machine's network does not deliver its own broadcasts (a sandbox or a firewall)")
    finally:
        beacon.stop()
        finder.stop()
    assert finder.tables()[0].announcement.name == "Broadcast"

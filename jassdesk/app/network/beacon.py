"""The host's beacon on the local network, and the finder that lists the tables it hears.

Every :data:`~.ports.BEACON_INTERVAL_MS` a host broadcasts one small JSON datagram on the UDP port
:data:`~.ports.BEACON_PORT`: the table's name, its game, how many play, which seats are free, the TCP port to
connect to and the protocol version.  Never a card, and never the table code: the code is what friends tell
each other, and anyone on the network hears the beacon.  ::

    {"jassdesk":"table","v":1,"name":"Ueli's table","game":"schieber","players":4,"free":[1,3],"port":47834}

A datagram comes from anyone on the network, so :func:`read_announcement` reads it by the guarded reader's
rules as every line of the protocol is read (:mod:`jassdesk.net`): at most :data:`MAX_DATAGRAM` bytes, strict
UTF-8, bounded nesting and numbers, each field's type, range and length, no unknown field.  A datagram that
fails is dropped (logged at debug level: a foreign program on the port is no event), and the finder never
lists more than :data:`MAX_TABLES` tables, so a flood of datagrams cannot make it grow.  A table not heard for
:data:`~.ports.FORGET_AFTER_MS` leaves the list.
"""

from __future__ import annotations

import json
import logging
import time
from dataclasses import dataclass
from typing import Any, Callable

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QNetworkInterface, QUdpSocket

from jassdesk.engine.games import GAMES
from jassdesk.net.checks import At, WireError, need_choice, need_dict, need_int, need_keys, need_list, \
    need_printable
from jassdesk.net.limits import MAX_NAME, MAX_SEATS, PROTOCOL_VERSION
from jassdesk.storage.errors import CorruptFileError
from jassdesk.storage.guarded_reader import parse_json

from .ports import BEACON_INTERVAL_MS, BEACON_PORT, FORGET_AFTER_MS

log = logging.getLogger(__name__)

MAGIC = "table"  # the value of "jassdesk": what a datagram of another program on the port lacks
MAX_DATAGRAM = 512  # bytes; a beacon is about 120
MAX_TABLES = 64  # tables the finder lists at once
MAX_VERSION = 1000
_GAMES = {game.value: game.value for game in GAMES}


@dataclass(frozen=True)
class TableAnnouncement:
    """What a beacon says of a table."""

    name: str
    game: str  # the game's value (Game.value)
    players: int
    free: tuple[int, ...]  # the open seats
    port: int  # the host's TCP port
    version: int = PROTOCOL_VERSION

    @property
    def compatible(self) -> bool:
        """Whether this JassDesk speaks the table's protocol (a table of another version is listed, so that a
        person can be told why he cannot join it)."""
        return self.version == PROTOCOL_VERSION


@dataclass(frozen=True)
class FoundTable:
    """A table heard on the network: where it is, what it says, when it was last heard (monotonic)."""

    address: str
    announcement: TableAnnouncement
    heard_at: float

    @property
    def port(self) -> int:
        return self.announcement.port


def encode_announcement(table: TableAnnouncement) -> bytes:
    """The beacon's datagram."""
    body = {"jassdesk": MAGIC, "v": table.version, "name": table.name, "game": table.game, "players": table.players,
            "free": list(table.free), "port": table.port}
    data = json.dumps(body, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    if len(data) > MAX_DATAGRAM:
        raise WireError(f"the beacon would be {len(data)} bytes (at most {MAX_DATAGRAM})")
    return data


def read_announcement(data: bytes) -> TableAnnouncement:
    """The announcement of one datagram, every field checked first; WireError naming the field otherwise."""
    if len(data) > MAX_DATAGRAM:
        raise WireError(f"the datagram is {len(data)} bytes (at most {MAX_DATAGRAM})")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise WireError(f"the datagram is not UTF-8 (byte {exc.start})") from None
    try:
        value = parse_json(text, "the datagram", max_depth=2)
    except CorruptFileError as exc:  # "the datagram is not a JassDesk file: it is not valid JSON (...)"
        raise WireError(f"the datagram is no beacon: {str(exc).partition(' file: ')[2] or exc}") from None
    json.loads(text, object_pairs_hook=_no_repeats)  # bounded by the parse above: a second look is safe
    at = At("the beacon")
    obj = need_dict(value, at)
    if obj.get("jassdesk") != MAGIC:
        raise WireError("the datagram is no JassDesk beacon")
    need_keys(obj, at, {"jassdesk", "v", "name", "game", "players", "free", "port"})
    players = need_int(obj["players"], at.field("players"), 2, MAX_SEATS)
    free = tuple(need_int(seat, at.field("free").item(i), 0, players - 1)
                 for i, seat in enumerate(need_list(obj["free"], at.field("free"), players)))
    if len(set(free)) != len(free):
        raise at.field("free").error("names a seat twice")
    return TableAnnouncement(need_printable(obj["name"], at.field("name"), MAX_NAME),
                             need_choice(obj["game"], at.field("game"), _GAMES), players, free,
                             need_int(obj["port"], at.field("port"), 1, 65535),
                             need_int(obj["v"], at.field("v"), 1, MAX_VERSION))


def _no_repeats(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """A key once per object, as in every line of the protocol (parsers disagree which of two is meant)."""
    keys = [key for key, _ in pairs]
    if len(set(keys)) != len(keys):
        twice = next(key for i, key in enumerate(keys) if key in keys[:i])
        raise WireError(f"the beacon names {twice[:40]!r} twice")
    return dict(pairs)


def broadcast_addresses() -> list[QHostAddress]:
    """The IPv4 broadcast address of every network the machine is on (up, running, not the loopback), or the
    limited broadcast 255.255.255.255 if it finds none."""
    flags = QNetworkInterface.InterfaceFlag
    out: list[QHostAddress] = []
    for interface in QNetworkInterface.allInterfaces():
        f = interface.flags()
        if not (f & flags.IsUp and f & flags.IsRunning and f & flags.CanBroadcast) or f & flags.IsLoopBack:
            continue
        for entry in interface.addressEntries():
            broadcast = entry.broadcast()
            if entry.ip().protocol() == QAbstractSocket.NetworkLayerProtocol.IPv4Protocol and not broadcast.isNull():
                if broadcast not in out:
                    out.append(broadcast)
    return out or [QHostAddress(QHostAddress.SpecialAddress.Broadcast)]


class Beacon(QObject):
    """Broadcasts ``announce()`` every ``interval_ms`` to ``port`` of ``targets`` (default: every network's
    broadcast address, found again each time, as networks come and go)."""

    def __init__(self, announce: Callable[[], TableAnnouncement], port: int = BEACON_PORT,
                 targets: list[str] | None = None, interval_ms: int = BEACON_INTERVAL_MS,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.announce = announce
        self.port = port
        self.targets = targets
        self.sent = 0  # datagrams sent (tests read it)
        self._socket = QUdpSocket(self)
        self._timer = QTimer(self)
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(self.send)
        self._last_problem = ""

    def start(self) -> None:
        self.send()
        self._timer.start()

    def stop(self) -> None:
        self._timer.stop()
        self._socket.close()

    def send(self) -> None:
        """One beacon now (a failure is logged once, not every two seconds, and never stops the host)."""
        try:
            data = encode_announcement(self.announce())
            targets = [QHostAddress(t) for t in self.targets] if self.targets is not None else broadcast_addresses()
            for target in targets:
                if self._socket.writeDatagram(data, target, self.port) < 0:
                    self._problem(f"the beacon cannot be sent to {target.toString()}:{self.port}: "
                                  f"{self._socket.errorString()}")
                else:
                    self.sent += 1
        except Exception as exc:  # noqa: BLE001  (the beacon is a courtesy: the table goes on without it)
            self._problem(f"the beacon failed: {type(exc).__name__}: {exc}")

    def _problem(self, text: str) -> None:
        if text != self._last_problem:
            log.warning("%s", text)
            self._last_problem = text


class TableFinder(QObject):
    """The tables heard on ``port``: :meth:`tables`, and :attr:`tablesChanged` with the list when it changes."""

    tablesChanged = Signal(object)  # list[FoundTable]

    def __init__(self, port: int = BEACON_PORT, forget_after_ms: int = FORGET_AFTER_MS,
                 parent: QObject | None = None, clock: Callable[[], float] = time.monotonic) -> None:
        super().__init__(parent)
        self.forget_after = forget_after_ms / 1000
        self._clock = clock
        self._tables: dict[tuple[str, int], FoundTable] = {}
        self.dropped = 0  # datagrams refused (tests read it)
        self._socket = QUdpSocket(self)
        self._socket.readyRead.connect(self._read)
        self._port = port
        self._timer = QTimer(self)
        self._timer.setInterval(1000)
        self._timer.timeout.connect(self.forget_silent)

    @property
    def port(self) -> int:
        return self._socket.localPort()

    def start(self) -> None:
        """Listen (several finders and programs on one machine share the port).  OSError if it cannot."""
        modes = QUdpSocket.BindFlag.ShareAddress | QUdpSocket.BindFlag.ReuseAddressHint
        if not self._socket.bind(QHostAddress(QHostAddress.SpecialAddress.AnyIPv4), self._port, modes):
            raise OSError(f"cannot listen for tables on UDP port {self._port}: {self._socket.errorString()}")
        self._timer.start()

    def stop(self) -> None:
        self._timer.stop()
        self._socket.close()

    def tables(self) -> list[FoundTable]:
        """The tables heard, by name and address."""
        return sorted(self._tables.values(), key=lambda t: (t.announcement.name, t.address, t.port))

    def _read(self) -> None:
        changed = False
        while self._socket.hasPendingDatagrams():
            datagram = self._socket.receiveDatagram(MAX_DATAGRAM + 1)
            try:
                changed |= self.heard(bytes(datagram.data().data()), datagram.senderAddress())
            except Exception:  # noqa: BLE001  (a datagram is a stranger's: nothing of it may stop the finder)
                log.exception("a datagram could not be taken in")
        if changed:
            self.tablesChanged.emit(self.tables())

    def heard(self, data: bytes, sender: QHostAddress | str) -> bool:
        """Take in one datagram from ``sender``; whether the list changed."""
        try:
            table = read_announcement(data)
        except WireError as exc:
            self.dropped += 1
            log.debug("a datagram on the beacon's port is dropped: %s", exc)
            return False
        address = sender if isinstance(sender, str) else _plain(sender)
        key = (address, table.port)
        old = self._tables.get(key)
        if old is None and len(self._tables) >= MAX_TABLES:
            self.dropped += 1
            return False
        self._tables[key] = FoundTable(address, table, self._clock())
        return old is None or old.announcement != table

    def forget_silent(self) -> None:
        """Drop the tables not heard for ``forget_after`` seconds."""
        now = self._clock()
        silent = [key for key, t in self._tables.items() if now - t.heard_at > self.forget_after]
        for key in silent:
            del self._tables[key]
        if silent:
            self.tablesChanged.emit(self.tables())


def _plain(address: QHostAddress) -> str:
    """An IPv4 address as a person types it (192.168.1.5, not ::ffff:192.168.1.5)."""
    if address.protocol() == QAbstractSocket.NetworkLayerProtocol.IPv6Protocol:
        mapped = QHostAddress(address.toIPv4Address())
        if address.isEqual(mapped, QHostAddress.ConversionModeFlag.ConvertV4MappedToIPv4):
            return mapped.toString()
    return address.toString()


def found_table_json(table: FoundTable) -> dict[str, Any]:
    """A found table as plain data (for the command line and logs)."""
    a = table.announcement
    return {"address": table.address, "port": a.port, "name": a.name, "game": a.game, "players": a.players,
            "free": list(a.free), "version": a.version}

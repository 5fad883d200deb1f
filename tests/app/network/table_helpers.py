"""A host on the loopback and its bot clients, and what the tests check of what each client received."""

from __future__ import annotations

from dataclasses import dataclass, field

from net.secrecy_check import leaks

from jassdesk.app.network.client import BotClient
from jassdesk.app.network.config import HostConfig
from jassdesk.app.network.host import Host
from jassdesk.engine.actions import Decision
from jassdesk.engine.events import HandScored
from jassdesk.engine.state import GameState
from jassdesk.net import Direction, Events, TableContext, Welcome, decode_message

LOOPBACK = "127.0.0.1"
WAIT = 20_000  # ms: the longest a test waits for the table (it is always much quicker)


def open_table(config: HostConfig, resume=None) -> Host:
    """A started host on the loopback, on a free port, whose every position is kept (:class:`Positions`)."""
    host = Host(config, resume=resume)
    host.listen(0, LOOPBACK)
    host.positions = Positions(host)  # type: ignore[attr-defined]
    host.start()
    return host


class Positions:
    """The host's full state after every decision of every Partie, to check each client's lines against the state
    they came from (the host applies an action and sends its events in one slot, so the state right after is
    theirs); keyed by (the Partie's number, the decision)."""

    def __init__(self, host: Host) -> None:
        self.states: dict[tuple[int, int], GameState] = {(host.partie_no, host.decision): host.state.copy()}
        self.hands_scored = 0
        host.applied.connect(lambda seat, action, events: self._take(host, events))

    def _take(self, host: Host, events) -> None:
        self.states[(host.partie_no, host.decision)] = host.state.copy()
        self.hands_scored += sum(type(e) is HandScored for e in events)


@dataclass
class Heard:
    """The raw lines of one connection of a client, in order."""

    lines: list[bytes] = field(default_factory=list)


def bot(host, name: str, seed: int, token: str | None = None, seat: int | None = None,
        delay_ms: int = 0) -> BotClient:
    """A bot joining ``host`` (a Host, or anything with its ``code`` and loopback ``port``, such as a
    :class:`~app.network.host_process.HostProcess`); every connection's lines kept in ``bot.heard`` (one Heard
    per connection), every reason its connections ended in ``bot.reasons``."""
    client = BotClient(name, host.code, token=token, seat=seat, seed=seed, delay_ms=delay_ms)
    client.heard = []  # type: ignore[attr-defined]
    client.reasons = []  # type: ignore[attr-defined]
    client.connected.connect(lambda: client.heard.append(Heard()))
    client.lineReceived.connect(lambda line: client.heard[-1].lines.append(line))
    client.disconnected.connect(client.reasons.append)
    client.join(LOOPBACK, host.port)
    return client


def check_secrecy(client: BotClient, positions: Positions | dict[tuple[int, int], GameState]) -> int:
    """Every events line ``client`` received, read as it read it, against the host's full state at its
    decision: no card of another hand before it is played or shown.  The number of lines checked."""
    states = positions.states if isinstance(positions, Positions) else positions
    checked = 0
    for heard in client.heard:
        context: TableContext | None = None
        partie, last = 1, None  # which Partie the lines are of; the last events message
        for line in heard.lines:
            message = decode_message(line, Direction.TO_CLIENT, context)
            if isinstance(message, Welcome):
                context = TableContext.of(message)
                partie = message.partie
                continue
            if context is None:  # an error before the welcome
                continue
            if isinstance(message, Events):
                if last is not None and last.observation.decision is Decision.GAME_OVER and \
                        message.decision < last.decision:
                    partie += 1  # the next Partie: decision 0 again after the end
                last = message
                state = states[(partie, message.decision)]
                found = leaks(line, state, context)
                assert found == [], (client.name, message.decision, found)
                checked += 1
            context = context.after(message)
    return checked

"""A protocol fuzzer at a running host: more than 10,000 malformed, truncated, oversized, wrong-code,
wrong-direction and out-of-turn lines, from several connections at once, while a bot plays on.

The host is ``jassdesk --host`` in a process of its own (as a home server runs it), so the fuzzer's threads do
not share its interpreter and the figures do not depend on how busy this process is.  Each malformed line
opens a connection of its own (the host closes a connection at its first bad line), and must be answered by
one ``error`` line and nothing else, and the connection closed by the host; a seated connection sends acts for
other decisions, out of turn and with cards it does not hold, which the host refuses and keeps the connection,
then one bad line that closes it, and comes back with its token.  A few connections wait for the host to close
them by itself (after its error, or when a line never ends), a few hang up in the middle of a line.  All the
while the bot's game goes on; at the end the host's log names a reason for every closed connection, has no
ERROR and no traceback, and SIGTERM ends it with exit status 0.
"""

from __future__ import annotations

import random
import socket
import threading
import time

from net.test_fuzz import corpus, mutate

from app.network.table_helpers import LOOPBACK, bot

from jassdesk.app.network.config import HELLO_TIMEOUT_MS
from jassdesk.app.network.connection import CLOSE_LINGER_MS
from jassdesk.engine.actions import Play
from jassdesk.engine.events import PartieOver
from jassdesk.net import (
    MAX_LINE_BYTES,
    Act,
    Direction,
    Error,
    Events,
    Hello,
    Refused,
    WireError,
    Welcome,
    decode_message,
    encode_message,
)
from jassdesk.net.messages import TableContext

CODE = "ZZ99ZZ"  # no line of the corpus names it
THREADS = 4
MALFORMED_PER_THREAD = 2_000
SEATED_CYCLES = 150
OUT_OF_TURN_PER_CYCLE = 16  # with the hello, a legal act and the bad line: within the host's burst of 20 lines
LINGERING = 8  # connections that, after their error, wait for the host to close them
UNFINISHED = 4  # connections whose first line never ends: the hello's timeout closes them
HANG_UPS = 20  # connections that hang up in the middle of a line (nothing can be answered)
TIMEOUT = 15.0  # s: the longest a socket of the fuzzer waits for the host (it answers in milliseconds)
FLOOD_TIMEOUT = 120_000  # ms: the longest the whole flood may take (it takes seconds)
HOST_ARGS = ["--game", "schieber", "--seats", "person,person,random,random", "--port", "0", "--address", LOOPBACK,
             "--no-beacon", "--code", CODE, "--seed", "3", "--pace", "200", "--drop-level", "random",
             "--drop-grace", "100"]


def mutants(seed: int, count: int, certainly_bad: bool = False) -> list[bytes]:
    """Malformed first lines: mutants of real lines of both directions (a host's line sent to the host is the
    wrong direction), wrong table codes, and lines over the limit; each ends in a newline (a line that never
    ends only waits for the hello's timeout).  ``certainly_bad``: only lines the reader refuses (a seated
    connection's last line: a well-formed act or phrase there is no error)."""
    rng = random.Random(seed)
    lines = corpus()
    out: list[bytes] = []
    while len(out) < count:
        line, direction, _ = rng.choice(lines)
        roll = rng.random()
        if roll < 0.05:
            mutant = encode_message(Hello(rng.choice(["7KQ2MX", "ZZ99ZY", "0000"]), "Mallory"))
        elif roll < 0.1 and direction is Direction.TO_CLIENT:
            mutant = line  # a host's message, sent to the host
        else:
            _, mutant, _, _ = mutate(rng, line, direction)
        mutant = mutant if mutant.endswith(b"\n") else mutant + b"\n"
        if certainly_bad and not refused_by_reader(mutant):
            continue
        out.append(mutant)
    return out


def refused_by_reader(data: bytes) -> bool:
    first = data[:data.index(b"\n") + 1]
    if len(first) > MAX_LINE_BYTES:
        return True
    try:
        decode_message(first, Direction.TO_HOST)
    except WireError:
        return True
    return False


class Tally:
    """What the fuzzer's threads counted, and every problem they met."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.counts = {"malformed": 0, "seated_bad": 0, "refused": 0, "lingering": 0, "unfinished": 0,
                       "hang_ups": 0}
        self.lines_sent = 0
        self.problems: list[str] = []

    def add(self, what: str | None = None, n: int = 1, problem: str | None = None) -> None:
        with self.lock:
            if what:
                self.counts[what] += n
            if problem:
                self.problems.append(problem)

    @property
    def bad_messages(self) -> int:
        c = self.counts
        return c["malformed"] + c["seated_bad"] + c["refused"] + c["lingering"] + c["unfinished"]

    @property
    def closed_with_error(self) -> int:
        c = self.counts
        return c["malformed"] + c["seated_bad"] + c["lingering"] + c["unfinished"]


class Lines:
    """A blocking socket's lines, decoded as a client decodes them (every line of the host must be well-formed)."""

    def __init__(self, conn: socket.socket) -> None:
        self.conn = conn
        self.buffer = bytearray()
        self.context: TableContext | None = None

    def next_messages(self) -> list:
        """The messages of the lines received so far (blocking until some bytes come); EOFError at the end."""
        data = self.conn.recv(65536)
        if not data:
            raise EOFError
        self.buffer += data
        out = []
        while b"\n" in self.buffer:
            end = self.buffer.index(b"\n") + 1
            line = bytes(self.buffer[:end])
            del self.buffer[:end]
            message = decode_message(line, Direction.TO_CLIENT, self.context)
            if isinstance(message, Welcome):
                self.context = TableContext.of(message)
            elif self.context is not None and not isinstance(message, Error):
                self.context = self.context.after(message)
            out.append(message)
        return out

    def until_error(self, only_error: bool) -> Error:
        """Read up to the host's error line (``only_error``: nothing else may come before it)."""
        while True:
            for message in self.next_messages():
                if isinstance(message, Error):
                    return message
                if only_error:
                    raise AssertionError(f"the host sent a {message.TYPE} line to a connection that sent no hello")

    def until_end(self) -> None:
        """Read (and drop) until the host closes; AssertionError if it sends more after its error."""
        while True:
            messages = self.next_messages()
            if messages:
                raise AssertionError(f"the host sent {messages[0].TYPE} after its error")


def closed_with_error(conn: socket.socket, lines: Lines, only_error: bool, wait_for_host: bool = False) -> str:
    """The host's error line, then the end of the connection: at once after this side's end (as a client does,
    which closes when it has read the error), or, ``wait_for_host``, by the host's own close."""
    error = lines.until_error(only_error)
    if not wait_for_host:
        conn.shutdown(socket.SHUT_WR)
    try:
        lines.until_end()
    except EOFError:
        pass
    return error.reason


def malformed(port: int, lines: list[bytes], tally: Tally) -> None:
    for i, line in enumerate(lines):
        what = f"malformed line {i} {line[:60]!r}"
        try:
            with socket.create_connection((LOOPBACK, port), timeout=TIMEOUT) as conn:
                conn.sendall(line)
                closed_with_error(conn, Lines(conn), only_error=True)
            tally.add("malformed")
        except (OSError, EOFError, AssertionError, WireError) as exc:
            tally.add(problem=f"{what}: {type(exc).__name__}: {exc}")


def seated(port: int, bad: list[bytes], tally: Tally) -> None:
    """A person's seat that sends acts for other decisions and cards it does not hold (all refused, the
    connection kept), plays a legal card when it is to play (so the table goes on), then sends a bad line that
    closes its connection; and comes back with its token, again and again."""
    token = None
    rng = random.Random(34)
    for cycle in range(SEATED_CYCLES):
        try:
            with socket.create_connection((LOOPBACK, port), timeout=TIMEOUT) as conn:
                conn.sendall(encode_message(Hello(CODE, "Fuzzy", token, 1 if token is None else None)))
                lines = Lines(conn)
                obs = decision = None
                while obs is None:
                    for message in lines.next_messages():
                        if isinstance(message, Welcome):
                            token = message.token
                        elif isinstance(message, Error):
                            raise AssertionError(f"the seat's hello was refused: {message.reason}")
                        elif isinstance(message, Events) and obs is None:
                            decision, obs = message.decision, message.observation
                foreign = next(c for c in range(36) if not obs.hand >> c & 1)  # a card of another hand
                acts = [Act(decision, Play(foreign)) if k % 3 == 0 else
                        Act(max(0, decision - 1 - k) if k % 3 == 1 else decision + 1 + k, Play(foreign))
                        for k in range(OUT_OF_TURN_PER_CYCLE)]
                to_play = obs.current_player == obs.seat and bool(obs.legal_actions)
                legal = [Act(decision, rng.choice(obs.legal_actions))] if to_play else []
                conn.sendall(b"".join(encode_message(a) for a in acts + legal))
                refused, moved_on = 0, not legal
                while refused < len(acts) or not moved_on:
                    for message in lines.next_messages():
                        if isinstance(message, Refused):
                            refused += 1
                        elif isinstance(message, Events) and message.decision > decision:
                            moved_on = True
                        elif isinstance(message, Error):
                            raise AssertionError(f"closed before its bad line: {message.reason}")
                if refused != len(acts):
                    raise AssertionError(f"{refused} refusals for {len(acts)} acts")
                tally.add("refused", refused)
                conn.sendall(bad[cycle])
                closed_with_error(conn, lines, only_error=False)
            tally.add("seated_bad")
        except (OSError, EOFError, AssertionError, WireError) as exc:
            tally.add(problem=f"seated cycle {cycle}: {type(exc).__name__}: {exc}")


def lingering(port: int, line: bytes, what: str, tally: Tally) -> None:
    """A connection that does not close after the host's error (or never ends its line): the host must close
    it by itself, after its linger or the hello's timeout."""
    try:
        with socket.create_connection((LOOPBACK, port), timeout=TIMEOUT) as conn:
            started = time.monotonic()
            conn.sendall(line)
            reason = closed_with_error(conn, Lines(conn), only_error=True, wait_for_host=True)
            took = time.monotonic() - started
        limit = (HELLO_TIMEOUT_MS + CLOSE_LINGER_MS) / 1000 + 3 if what == "unfinished" else \
            CLOSE_LINGER_MS / 1000 + 3
        if took > limit:
            tally.add(problem=f"{what}: the host took {took:.1f} s to close ({reason})")
        elif what == "unfinished" and "no hello came" not in reason:
            tally.add(problem=f"{what}: closed for {reason!r}")
        else:
            tally.add(what)
    except (OSError, EOFError, AssertionError, WireError) as exc:
        tally.add(problem=f"{what}: {type(exc).__name__}: {exc}")


def hang_ups(port: int, tally: Tally) -> None:
    """Connections that send half a line and hang up (nothing can be answered; the host logs why it closed)."""
    half = encode_message(Hello(CODE, "Half"))[:20]
    for i in range(HANG_UPS):
        try:
            with socket.create_connection((LOOPBACK, port), timeout=TIMEOUT) as conn:
                conn.sendall(half)
            tally.add("hang_ups")
        except OSError as exc:
            tally.add(problem=f"hang-up {i}: {exc}")


def test_ten_thousand_bad_lines_at_a_running_host_close_only_their_connections(qtbot, host_process, tmp_path):
    host = host_process(HOST_ARGS + ["--autosave", str(tmp_path / "fuzz.jass")])
    player = bot(host, "Steady", seed=5, seat=0)
    over: list[object] = []
    player.eventsReceived.connect(lambda m: over.extend(e for e in m.events if type(e) is PartieOver))
    qtbot.waitUntil(lambda: player.welcome is not None and player.observation is not None, timeout=10_000)
    assert player.seat == 0

    tally = Tally()
    threads = [threading.Thread(target=malformed, args=(host.port, mutants(100 + t, MALFORMED_PER_THREAD), tally))
               for t in range(THREADS)]
    threads.append(threading.Thread(target=seated, args=(host.port, mutants(99, SEATED_CYCLES, True), tally)))
    threads += [threading.Thread(target=lingering, args=(host.port, line, "lingering", tally))
                for line in mutants(98, LINGERING)]
    threads += [threading.Thread(target=lingering, args=(host.port, b'{"v":1,"type":"hello","table":"ZZ', "unfinished",
                                                         tally)) for _ in range(UNFINISHED)]
    threads.append(threading.Thread(target=hang_ups, args=(host.port, tally)))
    started, decision = time.monotonic(), player.decision
    for thread in threads:
        thread.start()
    qtbot.waitUntil(lambda: not any(t.is_alive() for t in threads), timeout=FLOOD_TIMEOUT)
    elapsed = time.monotonic() - started

    assert tally.problems == [], (len(tally.problems), tally.problems[:10])
    c = tally.counts
    assert c["malformed"] == THREADS * MALFORMED_PER_THREAD and c["seated_bad"] == SEATED_CYCLES
    assert c["refused"] == SEATED_CYCLES * OUT_OF_TURN_PER_CYCLE
    assert (c["lingering"], c["unfinished"], c["hang_ups"]) == (LINGERING, UNFINISHED, HANG_UPS)
    assert tally.bad_messages >= 10_000
    # the bot's game went on all along, and goes on
    assert not over, "the Partie ended during the flood: the test needs a slower --pace"
    assert player.is_connected and player.seat == 0
    during = player.decision - decision
    assert during >= 10, (during, elapsed)
    now = player.decision
    qtbot.waitUntil(lambda: player.decision > now + 8, timeout=10_000)

    assert host.terminate() == 0
    qtbot.waitUntil(lambda: bool(player.reasons), timeout=10_000)
    assert player.reasons == ["the host has closed the table"]
    log = host.stderr
    assert host.log_problems() == [], host.log_problems()[:5]
    # every bad connection closed with its reason in the host's log
    closed = sum(1 for line in log.splitlines() if " WARNING connection " in line and " closed: " in line)
    assert closed >= tally.closed_with_error, (closed, tally.closed_with_error)
    hung_up = log.count("the client closed the connection in the middle of a line")
    assert hung_up >= HANG_UPS, hung_up
    print(f"\n{tally.bad_messages} bad messages at a running host in {elapsed:.1f} s: "
          f"{c['malformed']} malformed first lines, {c['refused']} refused acts and {c['seated_bad']} bad lines on a "
          f"seated connection, {c['lingering']} + {c['unfinished']} connections closed by the host alone, "
          f"{c['hang_ups']} hang-ups; {closed} closings logged with their reason; the bot's table went on "
          f"{during} decisions meanwhile")

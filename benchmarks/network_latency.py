"""How quickly does a hosted table tell its clients?  ``python3 benchmarks/network_latency.py``

A host (``jassdesk.app.network.host.Host``) on the loopback with three ``BotClient`` players (delay 0) at three
seats and an AI player at the fourth (pace 0; level random unless ``--level``), its autosave written after
every action as always, playing ``--hands`` hands of each game of ``--games`` (Schieber and Differenzler).
Two figures, each against a target of 50 ms:

* **latency**: for every action, the time from the host beginning to apply it (the engine's step, the
  autosave handed to its thread, each seat's events encoded and written) until each client's
  ``eventsReceived`` for that decision.  Median and max per client, and over all clients.  Printed beside
  it: the host's own part, from beginning to apply until ``Host.applied`` (emitted once every line is
  written), and the delivery, from ``Host.applied`` until the client has it.
* **event-loop gaps**: a 5 ms timer (``jassdesk.app.network.loop_watch.LoopWatch``) on the host's loop while
  it serves the three clients: the median and the largest lateness, the longest the loop could not react
  (a window on the host's loop would stutter for as long).

By default the clients run in this process, on the host's own event loop: every line is written and read by
the same loop, so both figures hold the clients' work too (reading and checking each line, the bots'
choices), the worst case.  ``--apart`` runs the three clients in a child process (one event loop of their
own), so the host's loop does only the host's work, as at a real table; the times are compared on the
system's monotonic clock, which both processes share.  The host's limit of ten lines a second per
connection is lifted here: the bots act as fast as the loop turns, which no person does.

Runs headless (a QCoreApplication: no display, no QT_QPA_PLATFORM needed).
"""

from __future__ import annotations

import argparse
import json
import logging
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer  # noqa: E402

from jassdesk.app.network.client import BotClient  # noqa: E402
from jassdesk.app.network.config import HostConfig  # noqa: E402
from jassdesk.app.network.host import Host  # noqa: E402
from jassdesk.app.network.loop_watch import LoopWatch  # noqa: E402
from jassdesk.engine.events import HandScored  # noqa: E402
from jassdesk.engine.games import default_rules  # noqa: E402
from jassdesk.engine.rules import Game  # noqa: E402

TARGET_MS = 50.0
LOOPBACK = "127.0.0.1"
NAMES = ("Bot 1", "Bot 2", "Bot 3")
WAIT_S = 600.0  # the longest any one step may take before the benchmark gives up


class TimedHost(Host):
    """A host that notes when it begins to apply each decision and when it has sent it (``applied``)."""

    def __init__(self, config: HostConfig) -> None:
        super().__init__(config)
        self.measuring = False
        self.began: dict[int, float] = {}  # decision -> monotonic time the host began to apply it
        self.sent: dict[int, float] = {}  # decision -> when Host.applied was emitted
        self.hands = 0
        self.applied.connect(self._noted)

    def _apply(self, action, seat):  # noqa: ANN001  (Host's own)
        if self.measuring:
            self.began[len(self.state.history) + 1] = time.monotonic()
        super()._apply(action, seat)

    def _noted(self, seat: int, action: object, events: list) -> None:
        if self.measuring and self.decision in self.began:
            self.sent[self.decision] = time.monotonic()
        self.hands += sum(type(e) is HandScored for e in events)


def run_until(predicate, timeout_s: float = WAIT_S) -> bool:
    """Run the event loop until ``predicate()`` holds (checked every 10 ms) or ``timeout_s`` has passed."""
    loop = QEventLoop()
    timer = QTimer()
    timer.setInterval(10)
    deadline = time.monotonic() + timeout_s
    timer.timeout.connect(lambda: loop.quit() if predicate() or time.monotonic() > deadline else None)
    timer.start()
    if not predicate():
        loop.exec()
    timer.stop()
    return bool(predicate())


def clients_here(host: TimedHost) -> tuple[list[BotClient], dict[str, list[tuple[int, float]]]]:
    """The three bots in this process, each noting when it received each decision's events."""
    received: dict[str, list[tuple[int, float]]] = {name: [] for name in NAMES}
    bots = []
    for i, name in enumerate(NAMES):
        client = BotClient(name, host.code, seat=i, seed=i + 1)
        client.eventsReceived.connect(lambda m, n=name: received[n].append((m.decision, time.monotonic())))
        client.join(LOOPBACK, host.port)
        bots.append(client)
    return bots, received


def child_clients(port: int, code: str) -> int:
    """``--child``: the three bots in a process of their own, until the host closes the table; then every
    (decision, time received) per client as JSON on the standard output."""
    app = QCoreApplication.instance() or QCoreApplication([sys.argv[0]])
    received: dict[str, list[tuple[int, float]]] = {name: [] for name in NAMES}
    ended: list[str] = []
    bots = []
    for i, name in enumerate(NAMES):
        client = BotClient(name, code, seat=i, seed=i + 1)
        client.eventsReceived.connect(lambda m, n=name: received[n].append((m.decision, time.monotonic())))
        client.disconnected.connect(ended.append)
        client.join(LOOPBACK, port)
        bots.append(client)
    run_until(lambda: len(ended) == len(bots))
    print(json.dumps(received), flush=True)
    del app
    return 0


def play(game: Game, hands: int, level: str, seed: int, apart: bool, folder: Path) -> dict:
    """One table of ``game`` for ``hands`` hands; the figures."""
    rules = default_rules(game)
    config = HostConfig(rules, ("person", "person", "person", level), names=NAMES, seed=seed, pace_ms=0,
                        drop_level="random", autosave=folder / f"{game.value}.jass", line_rate=10_000.0,
                        line_burst=10_000, ai_helpers=0)
    host = TimedHost(config)
    host.listen(0, LOOPBACK)
    host.start()
    child = None
    if apart:
        child = subprocess.Popen([sys.executable, __file__, "--child", str(host.port), host.code],
                                 stdout=subprocess.PIPE, text=True)
        bots, received = [], {}
    else:
        bots, received = clients_here(host)
    seated: list[int] = []
    host.joined.connect(lambda seat, name: seated.append(seat))
    if not run_until(lambda: len(seated) == len(NAMES)):
        raise SystemExit("the clients did not sit down")
    watch = LoopWatch(5)
    watch.start()
    host.measuring = True
    started, hands_before = time.monotonic(), host.hands
    if not run_until(lambda: host.hands - hands_before >= hands or host.state.is_over):
        raise SystemExit(f"{hands} hands were not played within {WAIT_S:.0f} s")
    host.measuring = False
    elapsed, played = time.monotonic() - started, host.hands - hands_before
    last = max(host.began)
    if apart:
        run_until(lambda: False, 0.3)  # the last lines on their way
    else:
        for b in bots:
            b.stop_playing()
        run_until(lambda: all(any(d >= last for d, _ in received[n]) for n in NAMES), 30)
    watch.stop()
    host.close()
    if child is not None:
        out, _ = child.communicate(timeout=60)
        received = {name: [tuple(x) for x in got] for name, got in json.loads(out).items()}
    latency = {name: [(t - host.began[d]) * 1000 for d, t in got if d in host.began] for name, got in
               received.items()}
    delivery = [(t - host.sent[d]) * 1000 for got in received.values() for d, t in got if d in host.sent]
    own = [(host.sent[d] - host.began[d]) * 1000 for d in host.sent]
    return {"game": game.value, "hands": played, "actions": len(host.began), "elapsed": elapsed,
            "latency": latency, "own": own, "delivery": delivery, "gaps": [g * 1000 for g in watch.gaps]}


def verdict(value: float) -> str:
    return "PASS" if value <= TARGET_MS else "FAIL"


def report(figures: dict, apart: bool) -> bool:
    where = "a child process" if apart else "the host's own process and event loop"
    print(f"\n{figures['game']}: {figures['hands']} hands, {figures['actions']} actions in "
          f"{figures['elapsed']:.1f} s; three clients in {where}")
    print(f"  {'latency, action to client':<28}{'events':>8}{'median ms':>11}{'max ms':>9}")
    everything = []
    for name, values in figures["latency"].items():
        everything += values
        print(f"  {name:<28}{len(values):>8}{statistics.median(values):>11.2f}{max(values):>9.2f}")
    overall = max(everything)
    print(f"  {'overall':<28}{len(everything):>8}{statistics.median(everything):>11.2f}{overall:>9.2f}"
          f"   target <= {TARGET_MS:.0f} ms: {verdict(overall)}")
    own, delivery = figures["own"], figures["delivery"]
    # apart, the delivery's median is about 0: the child reads the lines while the host is still emitting applied
    print(f"  of which the host's own work (apply -> Host.applied): median {statistics.median(own):.2f} ms, "
          f"max {max(own):.2f} ms; the delivery (Host.applied -> client): median {statistics.median(delivery):.2f}"
          f" ms, max {max(delivery):.2f} ms")
    gaps = figures["gaps"]
    print(f"  event-loop gaps (5 ms timer, {len(gaps)} ticks): median {statistics.median(gaps):.2f} ms, "
          f"max {max(gaps):.2f} ms   target <= {TARGET_MS:.0f} ms: {verdict(max(gaps))}")
    return overall <= TARGET_MS and max(gaps) <= TARGET_MS


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=8, help="hands per game (default 8; a Partie ends sooner)")
    parser.add_argument("--games", default="schieber,differenzler", help="games, comma-separated")
    parser.add_argument("--level", default="random", help="the AI seat's level (default random)")
    parser.add_argument("--seed", type=int, default=34)
    parser.add_argument("--apart", action="store_true", help="the clients in a child process")
    parser.add_argument("--child", nargs=2, metavar=("PORT", "CODE"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    logging.basicConfig(level=logging.ERROR)  # the host's notes of each closed connection are no figures
    if args.child:
        return child_clients(int(args.child[0]), args.child[1])
    app = QCoreApplication.instance() or QCoreApplication([sys.argv[0]])
    ok = True
    with tempfile.TemporaryDirectory(prefix="jassdesk-latency-") as folder:
        print(f"a host on {LOOPBACK}, three bots (delay 0), one AI seat ({args.level}, pace 0), "
              f"{args.hands} hands per game, seed {args.seed}")
        for name in args.games.split(","):
            ok &= report(play(Game(name.strip()), args.hands, args.level, args.seed, args.apart, Path(folder)),
                         args.apart)
    print("PASS" if ok else "FAIL")
    del app
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())

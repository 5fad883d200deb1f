"""Does the window stay responsive?  ``python benchmarks/ui_responsiveness.py``

Two figures:

* **launch to first painted table** -- from the start of this script (before
  Qt is imported) until the table view has painted a dealt hand.  Target
  <= 1.5 s.
* **longest event-loop gap** -- a 5 ms ``QTimer`` heartbeat runs while a
  whole Schieber hand is played at normal animation speed with the strongest
  AI level at the three AI seats (their decisions run in the AI process, each
  shared out over its search pool: both cores busy while an AI thinks).
  The person's seat is played through ``controller.act`` with a random legal
  choice, as a quick clicker would.  The largest gap between two heartbeats
  is how long the window could not react.  Target <= 50 ms.

``--launches N`` measures the start instead, side by side in one run: N fresh
processes each of a bare PySide6 window (a ``QMainWindow`` with a
``QGraphicsView``) and of ``jassdesk`` itself (``ui.app.main``, a fresh
``JASSDESK_HOME``, so a new Partie is dealt), started in turns, each timed from
its spawn until its view has painted for the first time (target: JassDesk at
most 3x the bare window; the median of each and their ratio are printed).

Runs offscreen unless ``QT_QPA_PLATFORM`` is set.
"""

from __future__ import annotations

import time

T0 = time.perf_counter()

import argparse  # noqa: E402
import os  # noqa: E402
import random  # noqa: E402
import statistics  # noqa: E402
import sys  # noqa: E402
import tempfile  # noqa: E402
from pathlib import Path  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--level", default=None, help="AI level (default: the strongest available)")
    parser.add_argument("--hands", type=int, default=1)
    parser.add_argument("--speed", default="normal", choices=["instant", "fast", "normal", "slow"])
    parser.add_argument("--pace", type=int, default=150, help="AI pace in ms")
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--helpers", type=int, default=None,
                        help="search helper processes of the AI process (default: one per core beyond its own)")
    parser.add_argument("--verbose", action="store_true", help="name the events before the longest gaps")
    parser.add_argument("--launches", type=int, default=0,
                        help="compare N starts of jassdesk with N of a bare Qt window instead")
    parser.add_argument("--child", choices=["bare", "app"], help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        return launch_child(args.child)
    if args.launches:
        return compare_launches(args.launches)

    from PySide6.QtCore import QElapsedTimer, QTimer

    from jassdesk.ai.levels import level_names
    from jassdesk.app.game_config import PERSON, GameConfig
    from jassdesk.engine import events as ev
    from jassdesk.app.settings import Settings
    from jassdesk.engine.rules import Rules
    from jassdesk.ui.app import create_app
    from jassdesk.ui.mainwindow import MainWindow

    app = create_app([sys.argv[0]])
    levels = level_names()
    level = args.level or next((lv for lv in ("expert", "medium", "beginner") if lv in levels), levels[-1])
    settings = Settings(animation_speed=args.speed, ai_pace_ms=args.pace, language="en")

    from jassdesk.storage.paths import StoragePaths

    # the autosave after every action and the statistics run as in the app, in a throw-away folder
    window = MainWindow(settings, paths=StoragePaths.under(Path(tempfile.mkdtemp(prefix="jassdesk-bench-"))))
    window.resize(1280, 800)
    window.show()
    config = GameConfig(Rules.schieber_swiss(), args.seed, ("You", "Ueli", "Vreni", "Sepp"),
                        (None, level, level, level), start_dealer=3)
    if args.helpers is not None:
        window.controller.ai_process.helpers = args.helpers
    window.start(config)

    def pump_until(cond, limit: float) -> bool:  # noqa: ANN001
        end = time.perf_counter() + limit
        while time.perf_counter() < end:
            app.processEvents()
            if cond():
                return True
            time.sleep(0.001)
        return False

    pump_until(lambda: window.view.painted, 10)
    launch = time.perf_counter() - T0

    gaps: list[float] = []
    clock = QElapsedTimer()
    clock.start()
    last = [clock.nsecsElapsed()]
    shown: list[tuple[int, str]] = []  # (ns, what the table showed) to name the longest gaps
    window.controller.eventShown.connect(lambda e: shown.append((clock.nsecsElapsed(), type(e).__name__)))
    worst: list[tuple[float, str]] = []

    def beat() -> None:
        now = clock.nsecsElapsed()
        gap = (now - last[0]) / 1e6
        gaps.append(gap)
        if gap > 30:
            before = [name for t, name in shown if t <= now][-1:] or ["start"]
            worst.append((gap, before[0]))
        last[0] = now

    heart = QTimer()
    heart.setInterval(5)
    heart.timeout.connect(beat)
    heart.start()

    rng = random.Random(args.seed)
    c = window.controller
    scene = window.scene
    hands_done = 0
    decisions = 0
    start = time.perf_counter()
    scored = []
    c.eventShown.connect(lambda e: isinstance(e, ev.HandScored) and scored.append(e))
    while hands_done < args.hands and not c.state.is_over:
        app.processEvents()
        time.sleep(0.0005)
        if scene.overlay is not None:
            scene.continue_hand()
            hands_done += 1
            continue
        state = c.state
        if c.caught_up and not scene.animating and state.current_player == PERSON:
            c.act(rng.choice(state.legal_actions()))
            decisions += 1
        if time.perf_counter() - start > 600:
            print("gave up after 10 minutes", file=sys.stderr)
            break
    heart.stop()
    elapsed = time.perf_counter() - start
    window.shutdown()

    gaps.sort()
    p99 = gaps[int(len(gaps) * 0.99)] if gaps else 0.0
    print(f"AI level at the three AI seats: {level}; animation speed {args.speed}, AI pace {args.pace} ms; "
          f"the AI process searches with {c.ai_process.helpers} helper process(es)")
    print(f"hands played: {hands_done} in {elapsed:.1f} s ({len(gaps)} heartbeats)")
    print(f"launch to first painted table: {launch * 1000:.0f} ms (target <= 1500 ms)")
    print(f"longest event-loop gap: {max(gaps) if gaps else 0:.1f} ms (target <= 50 ms); "
          f"99th percentile {p99:.1f} ms; median {statistics.median(gaps) if gaps else 0:.1f} ms")
    if args.verbose:
        for gap, what in sorted(worst, reverse=True)[:8]:
            print(f"  gap {gap:.1f} ms after showing {what}")
    ok = launch <= 1.5 and (max(gaps) if gaps else 0) <= 50
    print("PASS" if ok else "FAIL")
    return 0 if ok else 1


def launch_child(kind: str) -> int:
    """One start, to its first paint: print "painted" then, and quit."""
    if kind == "bare":
        from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView, QMainWindow

        class View(QGraphicsView):
            def paintEvent(self, event) -> None:  # noqa: ANN001
                super().paintEvent(event)
                painted()

        app = QApplication([sys.argv[0]])
        scene = QGraphicsScene()
        scene.addRect(10, 10, 100, 150)
        window = QMainWindow()
        window.setCentralWidget(View(scene))
        window.resize(1280, 800)
        window.show()
        return app.exec()
    from PySide6.QtWidgets import QApplication

    from jassdesk.ui import app as jassdesk_app
    from jassdesk.ui.table.view import TableView

    paint = TableView.paintEvent

    def table_painted(self, event) -> None:  # noqa: ANN001
        paint(self, event)
        painted()

    TableView.paintEvent = table_painted  # type: ignore[method-assign]
    return jassdesk_app.main(["--new"])


def painted() -> None:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    if not getattr(painted, "done", False):
        painted.done = True  # type: ignore[attr-defined]
        print("painted", flush=True)
        QTimer.singleShot(0, QApplication.quit)


def compare_launches(n: int) -> int:
    import subprocess

    def one(kind: str) -> float:
        home = tempfile.mkdtemp(prefix="jassdesk-launch-")
        env = dict(os.environ, JASSDESK_HOME=home)
        # an installed JassDesk starts from compiled bytecode (pip writes it at install): so do these
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        t0 = time.perf_counter()
        child = subprocess.Popen([sys.executable, __file__, "--child", kind], stdout=subprocess.PIPE,
                                 stderr=subprocess.DEVNULL, text=True, env=env)
        assert child.stdout is not None
        for line in child.stdout:
            if line.strip() == "painted":
                elapsed = time.perf_counter() - t0
                break
        else:
            raise RuntimeError(f"the {kind} start never painted")
        child.wait(timeout=60)
        return elapsed

    one("bare"), one("app")  # warm the file cache for both
    times: dict[str, list[float]] = {"bare": [], "app": []}
    for i in range(n):
        for kind in (("bare", "app") if i % 2 == 0 else ("app", "bare")):
            times[kind].append(one(kind))
    bare, app = statistics.median(times["bare"]), statistics.median(times["app"])
    print(f"launch to first paint, median of {n} each, taken in turns:")
    print(f"  bare PySide6 window with a graphics view: {bare * 1000:.0f} ms "
          f"({min(times['bare']) * 1000:.0f}-{max(times['bare']) * 1000:.0f})")
    print(f"  jassdesk (fresh folder, a new Partie):     {app * 1000:.0f} ms "
          f"({min(times['app']) * 1000:.0f}-{max(times['app']) * 1000:.0f})")
    print(f"  ratio {app / bare:.2f} of the medians (target <= 3); "
          f"{min(times['app']) / min(times['bare']):.2f} of the fastest starts")
    return 0 if app <= 3 * bare else 1


if __name__ == "__main__":
    raise SystemExit(main())

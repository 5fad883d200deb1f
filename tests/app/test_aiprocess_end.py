"""The AI process and its helpers never outlive the window, and end quietly: kill -9, SIGTERM, a closed pipe."""

import json
import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from app.test_aiprocess_pool import alive, children
from jassdesk.app.aiprocess import _answer_requests

pytestmark = [pytest.mark.skipif(not os.path.isdir("/proc/self"), reason="reads /proc"),
              pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="POSIX signals")]

GONE_WITHIN = 5.0  # seconds; measured here about 0.02-0.05 s

#: a window stand-in: an AIProcess with one helper, busy in a minute's hint shared with it
PARENT = textwrap.dedent("""
    import os, sys, time
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtCore import QCoreApplication
    from jassdesk.ai.levels import make_player
    from jassdesk.app.aiprocess import AIProcess
    from jassdesk.engine.actions import Decision
    from jassdesk.engine.games import new_state
    from jassdesk.engine.rules import Rules

    app = QCoreApplication([])
    state = new_state(Rules.schieber_swiss(), 9, start_dealer=3)
    medium = make_player("medium", seed=1)
    while state.decision is not Decision.PLAY:
        state.apply(medium.choose(state.observation(state.current_player)))
    obs = state.observation(state.current_player)
    proc = AIProcess(helpers=1)
    got = []
    proc.finished.connect(lambda t, r: got.append(r))
    proc.hint(obs, 0.05)  # the first search starts the helper
    while not got:
        app.processEvents()
        time.sleep(0.01)
    time.sleep(3.0)  # the helper is ready
    # a long search shared with the helper (a review of a card at 10**8 worlds: the AI players and hints search
    # their few thousand worlds in a few hundredths of a second on the compiled core)
    from jassdesk.ai.game_ai import legal_cards
    from jassdesk.ai.review import DecisionKind, decision_points, hand_start
    from jassdesk.engine.record import GameRecord
    hand = new_state(Rules.schieber_swiss(), 3)
    players = [make_player("medium", seed=30 + s) for s in range(4)]
    while not hand.results:
        hand.apply(players[hand.current_player].choose(hand.observation(hand.current_player)))
    start, actions = hand_start(GameRecord.of(hand), 0)
    point = next(p for p in decision_points(start, actions, 0)
                 if p.kind is DecisionKind.CARD and len(legal_cards(p.obs)) > 1 and p.trick < 3)
    proc.review(point, 10**8, 1)
    time.sleep(0.5)  # searching, the helper too
    print("READY", proc._process.pid, flush=True)
    time.sleep(120)
""")


def start_parent(tmp_path: Path) -> tuple[subprocess.Popen, int, list[int], Path]:
    err = tmp_path / "stderr.txt"
    with open(err, "w") as stderr:
        parent = subprocess.Popen([sys.executable, "-c", PARENT], stdout=subprocess.PIPE, stderr=stderr, text=True)
    line = parent.stdout.readline().split()
    assert line[:1] == ["READY"], err.read_text()
    ai = int(line[1])
    helpers = children(ai)
    assert len(helpers) == 1
    return parent, ai, helpers, err


def seconds_until_gone(pids: list[int], limit: float = 15.0) -> float:
    started = time.perf_counter()
    while any(alive(pid) for pid in pids) and time.perf_counter() - started < limit:
        time.sleep(0.01)
    return time.perf_counter() - started


def end_all(*pids: int) -> None:
    for pid in pids:
        if alive(pid):
            os.kill(pid, signal.SIGKILL)


@pytest.mark.parametrize("sig, target", [("SIGKILL", "parent"), ("SIGTERM", "ai")],
                         ids=["kill -9 of the window", "SIGTERM of the AI process"])
def test_the_ai_process_and_its_helpers_end_at_once_mid_search(tmp_path, sig, target):  # noqa: ANN001
    parent, ai, helpers, err = start_parent(tmp_path)
    try:
        os.kill(parent.pid if target == "parent" else ai, getattr(signal, sig))
        took = seconds_until_gone([ai, *helpers])
        print(f"{sig} of the {target}: the AI process and its helper ended after {took:.3f} s")
        assert not alive(ai) and not any(alive(h) for h in helpers), f"still alive after {took:.1f} s"
        assert took < GONE_WITHIN
    finally:
        end_all(ai, *helpers, parent.pid)
        parent.wait(10)
    assert "Traceback" not in err.read_text(), err.read_text()


class GoneWindow:
    """A pipe whose other end is closed: the window ended while the AI searched."""

    def __init__(self, requests: list[tuple]) -> None:
        self.requests = requests

    def recv(self) -> tuple:
        if not self.requests:
            raise EOFError
        return self.requests.pop(0)

    def send(self, message: tuple) -> None:
        raise BrokenPipeError(32, "Broken pipe")


def test_an_answer_to_a_window_that_is_gone_ends_the_ai_process_quietly(capfd):  # noqa: ANN001
    from jassdesk.engine.games import new_state
    from jassdesk.engine.rules import Rules

    state = new_state(Rules.schieber_swiss(), 9)
    obs = state.observation(state.current_player)
    window = GoneWindow([("choose", t, ("partie", 0), "random", 1, obs) for t in (1, 2)])
    _answer_requests(window, None)  # returns: the first answer could not be sent
    assert len(window.requests) == 1  # it stopped there, and said nothing
    assert capfd.readouterr().err == ""


@pytest.mark.parametrize("sig", ["SIGTERM", "SIGINT"])
def test_sigterm_ends_the_window_in_order_and_quietly(tmp_path, sig):  # noqa: ANN001
    """``kill <pid>`` (or Ctrl+C) of JassDesk: exit code 0, the autosave on disk and readable, no traceback, no
    process left."""
    home = tmp_path / "home"
    (home / "config").mkdir(parents=True)
    (home / "config" / "settings.json").write_text(json.dumps(
        {"format": "jassdesk-settings", "version": 1, "values": {"hints": "always", "language": "en"}}))
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", JASSDESK_HOME=str(home))
    err = tmp_path / "stderr.txt"
    with open(err, "w") as stderr:
        app = subprocess.Popen([sys.executable, "-m", "jassdesk", "--new", "--seed", "5"], env=env,
                               stdout=subprocess.DEVNULL, stderr=stderr)
    autosave = home / "data" / "autosave" / "autosave.jass"
    started = time.perf_counter()
    family: list[int] = []
    try:
        # the table is dealt (autosaved) and the hint of the person's first decision is being searched
        while time.perf_counter() - started < 60 and not (autosave.exists() and
                                                         any(children(k) for k in children(app.pid))):
            time.sleep(0.1)
        family = children(app.pid) + [g for k in children(app.pid) for g in children(k)]
        assert autosave.exists() and len(family) >= 2, "the table and its AI process did not start"
        sent = time.perf_counter()
        app.send_signal(getattr(signal, sig))
        code = app.wait(15)
        print(f"{sig} of the window: exit code {code} after {time.perf_counter() - sent:.3f} s")
        assert code == 0
        assert seconds_until_gone(family, 5.0) < 5.0
    finally:
        end_all(*family, app.pid)
    assert "Traceback" not in err.read_text(), err.read_text()
    from jassdesk.storage.saved_games import load_saved_game

    assert load_saved_game(autosave).record.actions

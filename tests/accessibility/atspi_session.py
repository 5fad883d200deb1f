"""A JassDesk running as a screen reader meets it: its own X server (Xvfb), session bus and AT-SPI bus, Qt's
AT-SPI bridge on (``QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1``), and a reader (:mod:`atspi_reader`) run by a Python
that has pyatspi.  Used by ``tests/accessibility/test_atspi.py`` and ``benchmarks/accessibility.py``.

Everything started here is ended here, by its process id.  Where a piece is missing (no Xvfb, no D-Bus, no
AT-SPI, no pyatspi: ``.ci/run`` installs them on Debian) :class:`Unavailable` says which.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

READER = Path(__file__).with_name("atspi_reader.py")
BUS_LAUNCHERS = ("/usr/libexec/at-spi-bus-launcher", "/usr/lib/at-spi2-core/at-spi-bus-launcher")


class Unavailable(RuntimeError):
    """This machine cannot run an AT-SPI session; the message says what is missing."""


def _reader_python() -> str:
    for candidate in (sys.executable, "/usr/bin/python3"):
        if candidate and Path(candidate).exists() and subprocess.run(
                [candidate, "-c", "import pyatspi"], capture_output=True, timeout=30).returncode == 0:
            return candidate
    raise Unavailable("no Python with pyatspi (Debian: apt-get install python3-pyatspi)")


def _tool(name: str) -> str:
    path = shutil.which(name)
    if path is None:
        raise Unavailable(f"{name} is not installed")
    return path


class AtSpiSession:
    """``with AtSpiSession(size) as session: session.start_app(...); session.read("tree")``."""

    def __init__(self, size: str = "1280x800") -> None:
        self.size = size
        self.processes: list[subprocess.Popen] = []
        self.env: dict[str, str] = {}
        self.home = Path(tempfile.mkdtemp(prefix="jassdesk-atspi-"))
        self.app: subprocess.Popen | None = None
        self._log = None

    def __enter__(self) -> "AtSpiSession":
        try:
            self._start()
        except BaseException:
            self.close()
            raise
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _start(self) -> None:
        xvfb, dbus = _tool("Xvfb"), _tool("dbus-daemon")
        launcher = next((p for p in BUS_LAUNCHERS if Path(p).exists()), None)
        if launcher is None:
            raise Unavailable("at-spi-bus-launcher is not installed (Debian: apt-get install at-spi2-core)")
        self.python = _reader_python()
        read_end, write_end = os.pipe()
        x = subprocess.Popen([xvfb, "-displayfd", str(write_end), "-screen", "0", f"{self.size}x24",
                              "-nolisten", "tcp"], pass_fds=(write_end,), stderr=subprocess.DEVNULL)
        self.processes.append(x)
        os.close(write_end)
        with os.fdopen(read_end) as pipe:
            display = pipe.readline().strip()
        if not display:
            raise Unavailable("Xvfb did not start")
        bus = subprocess.Popen([dbus, "--session", "--nofork", "--print-address=1"], stdout=subprocess.PIPE,
                               text=True)
        self.processes.append(bus)
        address = bus.stdout.readline().strip() if bus.stdout is not None else ""
        if not address:
            raise Unavailable("the D-Bus session bus did not start")
        self.env = {**os.environ, "DISPLAY": f":{display}", "DBUS_SESSION_BUS_ADDRESS": address,
                    "QT_QPA_PLATFORM": "xcb", "QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1", "QT_ACCESSIBILITY": "1",
                    "JASSDESK_HOME": str(self.home), "NO_AT_BRIDGE": "0"}
        self.env.pop("CI", None)  # the app's own CI guards are not for this window
        self.processes.append(subprocess.Popen([launcher, "--launch-immediately"], env=self.env,
                                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
        time.sleep(0.5)

    def start_app(self, *args: str) -> None:
        """JassDesk with ``args`` (``--game schieber --seed 5``), English, in this session."""
        self._log = open(self.home / "app.log", "w")  # noqa: SIM115 - closed with the session
        self.app = subprocess.Popen([sys.executable, "-m", "jassdesk", "--lang", "en", "--new", *args], env=self.env,
                                    stdout=self._log, stderr=subprocess.STDOUT)
        self.processes.append(self.app)

    def read(self, *command: str, timeout: float = 120.0) -> object:
        """Run the reader with ``command``; its JSON answer."""
        done = subprocess.run([self.python, str(READER), *command], env=self.env, capture_output=True, text=True,
                              timeout=timeout)
        if done.returncode != 0:
            raise RuntimeError(f"the AT-SPI reader failed: {done.stderr[-2000:]}")
        return json.loads(done.stdout)

    def wait_for_app(self, seconds: float = 60.0, cards: int = 0) -> list[dict]:
        """The app's tree once its table is in it (with ``cards`` cards in the person's hand)."""
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            if self.app is not None and self.app.poll() is not None:
                raise RuntimeError("JassDesk ended: " + (self.home / "app.log").read_text(errors="replace")[-2000:])
            tree = self.read("tree")
            hand = [n for n in tree if n["path"][-1:] == ["Your cards"] and n["role"] == "push button"]
            if any(node["name"] == "Your cards" for node in tree) and len(hand) >= cards:
                return tree
            time.sleep(0.5)
        raise RuntimeError("JassDesk's table never appeared in the AT-SPI tree")

    def close(self) -> None:
        for process in reversed(self.processes):
            if process.poll() is None:
                process.terminate()
                try:
                    process.wait(timeout=10)
                except subprocess.TimeoutExpired:
                    process.kill()
                    process.wait(timeout=10)
            if process.stdout is not None:
                process.stdout.close()
        self.processes.clear()
        if self._log is not None:
            self._log.close()
        shutil.rmtree(self.home, ignore_errors=True)

"""``jassdesk --host`` as a child process of the tests: started with a throw-away JASSDESK_HOME and no display,
its code and port read from what it prints, ended by its PID with SIGTERM (or killed, if a test fails first)."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[3]
STARTED = 30.0  # s: the longest a host may take to print its port (it takes well under a second)


class HostProcess:
    """One ``python3 -m jassdesk --host ARGS`` run; :meth:`wait_ready` reads its code and port."""

    def __init__(self, args: list[str], home: Path) -> None:
        home.mkdir(parents=True, exist_ok=True)
        self.home = home
        self.args = ["--host", *args]
        env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY")}
        env["JASSDESK_HOME"] = str(home)
        self.out_path = home / "host.out"
        self.err_path = home / "host.err"
        # files, not pipes: a host logs a line for every connection it closes, and a full pipe would stop it
        with open(self.out_path, "wb") as out, open(self.err_path, "wb") as err:
            self.process = subprocess.Popen([sys.executable, "-m", "jassdesk", *self.args], cwd=REPO, env=env,
                                            stdin=subprocess.DEVNULL, stdout=out, stderr=err)
        self.code = ""
        self.port = 0
        self.connect_to: list[str] = []

    @property
    def pid(self) -> int:
        return self.process.pid

    @property
    def stdout(self) -> str:
        return self.out_path.read_text(encoding="utf-8", errors="replace")

    @property
    def stderr(self) -> str:
        return self.err_path.read_text(encoding="utf-8", errors="replace")

    def wait_ready(self, timeout: float = STARTED) -> "HostProcess":
        """Wait for the lines that say the table is open; its code and loopback port taken from them."""
        deadline = time.monotonic() + timeout
        while True:
            out = self.stdout
            code = re.search(r"^table code: (\S+)$", out, re.M)
            where = re.search(r"^connect to: (.+)$", out, re.M)
            if code and where and "Ctrl+C ends the table" in out:
                self.code = code.group(1)
                self.connect_to = [w.strip() for w in where.group(1).split(",")]
                port = re.search(r"127\.0\.0\.1:(\d+)", where.group(1))
                assert port, where.group(0)
                self.port = int(port.group(1))
                return self
            if self.process.poll() is not None:
                raise AssertionError(f"the host ended with {self.process.returncode} before it opened its table:\n"
                                     f"{out}\n{self.stderr}")
            if time.monotonic() > deadline:
                raise AssertionError(f"the host printed no port within {timeout} s:\n{out}\n{self.stderr}")
            time.sleep(0.02)

    def running(self) -> bool:
        return self.process.poll() is None

    def terminate(self, timeout: float = 20.0) -> int:
        """SIGTERM to this host's PID, and its exit status."""
        if self.running():
            os.kill(self.process.pid, signal.SIGTERM)
        return self.process.wait(timeout)

    def kill(self) -> None:
        """End it by its PID whatever it is doing (a test's finalizer: nothing is left running)."""
        if self.running():
            os.kill(self.process.pid, signal.SIGKILL)
            self.process.wait(10)

    def log_problems(self) -> list[str]:
        """The lines of its log that tell of a failure: an ERROR, a traceback, a Qt or Python warning."""
        return [line for line in self.stderr.splitlines()
                if " ERROR " in line or " CRITICAL " in line or "Traceback" in line or "Warning:" in line]


def run_host(args: list[str], home: Path, timeout: float = 30.0) -> subprocess.CompletedProcess:
    """``jassdesk --host ARGS`` run to its end (a command line it refuses), its output as text."""
    home.mkdir(parents=True, exist_ok=True)
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY")}
    env["JASSDESK_HOME"] = str(home)
    return subprocess.run([sys.executable, "-m", "jassdesk", "--host", *args], cwd=REPO, env=env,
                          stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=timeout)

"""A stand-in for the JassDesk that owns a folder, run as its own process by test_single_instance.py.

``python folder_owner.py HOME MODE``: takes HOME's folder as jassdesk's start does, prints "ready <role>"
and then, by MODE:

- ``serve``: answers later starts and prints "request <file or ->" for each, then quits after the first;
- ``hang``: listens, but never runs an event loop (a window that hangs: the system accepts the
  connection, nobody answers);
- ``lock``: holds the lock without a server (a start between taking the lock and listening);

``hang`` and ``lock`` sleep until the test kills them.  :class:`Owner` starts one from a test.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QTimer

from jassdesk.app.single_instance import claim_folder
from jassdesk.storage.paths import StoragePaths


#: the longest a test waits for a process (a loaded 2-core machine starts Python slowly)
PROCESS_WAIT_S = 30


def env_for(home: Path) -> dict[str, str]:
    """A JassDesk process's environment with ``home`` as its folder, offscreen."""
    return {**os.environ, "QT_QPA_PLATFORM": "offscreen", "JASSDESK_HOME": str(home)}


class Owner:
    """The folder's first process, started in ``mode``; ended by its PID only (:meth:`kill`)."""

    def __init__(self, home: Path, mode: str) -> None:
        self.home = home
        self.proc = subprocess.Popen([sys.executable, str(Path(__file__).resolve()), str(home), mode],
                                     stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env_for(home))
        self.ready = self.proc.stdout.readline().split()  # blocks until it holds the folder

    def kill(self) -> None:
        if self.proc.poll() is None:
            os.kill(self.proc.pid, signal.SIGKILL)
        self.proc.wait(PROCESS_WAIT_S)
        self.proc.stdout.close()
        self.proc.stderr.close()
        # a killed server leaves its socket file in the temporary folder (the next owner of the folder would
        # remove it; a test's folder has none)
        from PySide6.QtNetwork import QLocalServer

        from jassdesk.app.single_instance import server_name

        QLocalServer.removeServer(server_name(StoragePaths.under(self.home).data_dir))


def main() -> int:
    home, mode = Path(sys.argv[1]), sys.argv[2]
    app = QCoreApplication(sys.argv[:1])
    claim = claim_folder(StoragePaths.under(home))
    if mode == "lock":
        print("ready", claim.role, flush=True)
        time.sleep(120)
        return 0

    def on_request(request) -> None:  # noqa: ANN001
        print("request", request.file or "-", flush=True)
        QTimer.singleShot(100, app.quit)  # after the answer has gone out

    listening = claim.serve(on_request)
    print("ready", claim.role if listening else "not-listening", flush=True)
    if mode == "hang":
        time.sleep(120)
        return 0
    QTimer.singleShot(60_000, app.quit)
    app.exec()
    claim.release()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

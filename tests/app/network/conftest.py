"""The network tests' fixtures: every ``jassdesk --host`` a test starts is ended by its PID when the test ends,
whether it passed or failed."""

from __future__ import annotations

import pytest

from app.network.host_process import HostProcess


@pytest.fixture
def host_process(tmp_path):
    """``start(args, name)``: a started ``jassdesk --host ARGS`` (a HostProcess, ready) in its own JASSDESK_HOME
    under tmp_path; each is killed at the test's end if it is still running."""
    started: list[HostProcess] = []

    def start(args: list[str], name: str = "host") -> HostProcess:
        host = HostProcess(args, tmp_path / name)
        started.append(host)
        return host.wait_ready()

    yield start
    for host in started:
        host.kill()

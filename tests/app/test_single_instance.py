"""Two JassDesk processes on one folder: the second hands over to the first, or saves apart; a lock left
by a killed process is taken over."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from app.folder_owner import PROCESS_WAIT_S, Owner, env_for
from jassdesk.app.single_instance import FORWARD_TIMEOUT_S, Request, claim_folder, server_name
from jassdesk.storage.autosave import Autosaver
from jassdesk.storage.paths import StoragePaths

@pytest.fixture
def owners():  # noqa: ANN201
    started: list[Owner] = []

    def start(home: Path, mode: str) -> Owner:
        owner = Owner(home, mode)
        started.append(owner)
        return owner

    yield start
    for owner in started:
        owner.kill()


def test_a_second_jassdesk_hands_its_file_to_the_first_and_exits_0(qapp, tmp_path, owners):  # noqa: ANN001
    owner = owners(tmp_path, "serve")
    assert owner.ready == ["ready", "first"]
    game = tmp_path / "elsewhere" / "mine.jass"
    game.parent.mkdir()
    game.write_text("{}")  # the first window reads it (and says what is wrong); here only the path travels
    second = subprocess.run([sys.executable, "-m", "jassdesk", "mine.jass"], cwd=game.parent, env=env_for(tmp_path),
                            capture_output=True, text=True, timeout=PROCESS_WAIT_S)
    assert second.returncode == 0, second.stderr
    out, _ = owner.proc.communicate(timeout=PROCESS_WAIT_S)
    assert out.split("\n")[0] == f"request {game}"  # absolute: the first runs in another folder
    # the second opened nothing of its own
    assert not (tmp_path / "data" / "autosave-2").exists()
    assert not Autosaver(StoragePaths.under(tmp_path).autosave_dir).has_saves()


@pytest.mark.parametrize("mode", ["hang", "lock"])
def test_a_first_that_does_not_answer_gets_a_second_that_saves_apart(qapp, tmp_path, owners, mode):  # noqa: ANN001
    owner = owners(tmp_path, mode)
    assert owner.ready[0] == "ready"
    began = time.monotonic()
    claim = claim_folder(StoragePaths.under(tmp_path), timeout_s=0.8)
    waited = time.monotonic() - began
    try:
        assert claim.role == "apart"
        assert claim.paths.autosave_slot == 2
        assert claim.paths.autosave_dir == tmp_path / "data" / "autosave-2"
        assert waited >= 0.8  # it gave the first its time
        # a third start, the first still silent: a slot of its own again, not the second's
        third = claim_folder(StoragePaths.under(tmp_path), timeout_s=0.2)
        assert third.role == "apart" and third.paths.autosave_slot == 3
        third.release()
    finally:
        claim.release()


def test_a_lock_left_by_a_killed_process_is_taken_over_and_its_socket_replaced(qapp, tmp_path, owners):  # noqa: ANN001
    owner = owners(tmp_path, "hang")  # it holds the lock and a listening socket
    lock_file = StoragePaths.under(tmp_path).lock_file
    assert lock_file.read_text().split("\n")[0] == str(owner.proc.pid)
    owner.kill()  # SIGKILL: the lock file and (on Unix) the socket file stay behind
    assert lock_file.exists()
    claim = claim_folder(StoragePaths.under(tmp_path), timeout_s=0.5)
    try:
        assert claim.role == "first" and claim.paths.autosave_slot == 1
        assert lock_file.read_text().split("\n")[0] == str(os.getpid())
        assert claim.serve(lambda request: None)  # the dead process's socket is removed, ours listens
    finally:
        claim.release()
    assert not lock_file.exists()


def test_a_lock_naming_a_process_that_does_not_exist_is_taken_over(qapp, tmp_path):  # noqa: ANN001
    paths = StoragePaths.under(tmp_path)
    paths.data_dir.mkdir(parents=True)
    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()  # its PID is free now (reused only after the system went round its whole range)
    paths.lock_file.write_text(f"{dead.pid}\npython3\n\n")
    claim = claim_folder(paths, timeout_s=0.5)
    try:
        assert claim.role == "first"
    finally:
        claim.release()


def test_the_slots_other_windows_left_are_claimed_and_the_newest_continues_in_the_first(qapp, tmp_path):  # noqa: ANN001
    paths = StoragePaths.under(tmp_path)
    for slot, age in ((2, 100), (3, 10)):
        saver = Autosaver(paths.with_autosave_slot(slot).autosave_dir)
        saver.folder.mkdir(parents=True)
        saver.path(0).write_text("{}")  # not read here: the window's start loads it
        os.utime(saver.path(0), (time.time() - age, time.time() - age))
    (paths.data_dir / "autosave-4").mkdir()  # a slot left empty
    claim = claim_folder(paths)
    try:
        assert claim.role == "first"
        assert claim.adopted == paths.with_autosave_slot(3).autosave_dir  # the newest
        assert Autosaver(paths.autosave_dir).path(0).exists()
        assert not (paths.data_dir / "autosave-3").exists() and not (paths.data_dir / "autosave-4").exists()
        assert [a.folder.name for a in claim.orphans] == ["autosave-2"]  # offered once the window is up
        assert (paths.data_dir / "autosave-2.lock").exists()  # held meanwhile: no other start takes it
        claim.release_slot(claim.orphans[0])
        assert not (paths.data_dir / "autosave-2.lock").exists()
    finally:
        claim.release()


def test_a_slot_a_running_window_saves_in_is_left_alone(qapp, tmp_path, owners):  # noqa: ANN001
    paths = StoragePaths.under(tmp_path)
    first = owners(tmp_path, "lock")
    apart = claim_folder(paths, timeout_s=0.2)  # a second window: slot 2, and it keeps running
    try:
        assert apart.role == "apart"
        saver = Autosaver(apart.paths.autosave_dir)
        saver.folder.mkdir(parents=True)
        saver.path(0).write_text("{}")
        first.kill()  # the first window is gone; a new start owns the folder ...
        again = claim_folder(paths, timeout_s=0.2)
        try:
            assert again.role == "first"
            assert again.orphans == [] and again.adopted is None  # ... and leaves slot 2 to its window
            assert saver.path(0).exists()
        finally:
            again.release()
    finally:
        apart.release()


def test_a_request_is_refused_when_late_or_not_jassdesks():
    line = Request(Path("/x/a.jass"), "token-1").encode(patience_s=2.0).rstrip(b"\n")
    assert Request.decode(line) == Request(Path("/x/a.jass"), "token-1")
    late = Request(None).encode(patience_s=-1.0).rstrip(b"\n")  # its sender has given up already
    assert Request.decode(Request(None).encode(patience_s=0.1).rstrip(b"\n")) is None  # about to give up
    assert Request.decode(late) is None
    for junk in (b"", b"\xff\xfe", b"[]", b'{"jassdesk": 99, "sent": 0, "patience": 1e12}', b"GET / HTTP/1.1"):
        assert Request.decode(junk) is None


def test_the_server_name_is_short_and_the_same_for_every_spelling_of_the_folder(tmp_path, monkeypatch):  # noqa: ANN001
    (tmp_path / "data").mkdir()
    (tmp_path / "link").symlink_to(tmp_path / "data")
    monkeypatch.chdir(tmp_path)
    name = server_name(tmp_path / "data")
    assert name == server_name(Path("data")) == server_name(tmp_path / "link") == server_name(tmp_path / "x/../data")
    assert name != server_name(tmp_path / "other")
    assert len(name) < 40 and name.startswith("jassdesk-")


def test_version_and_help_take_no_lock_and_need_no_display(tmp_path):  # noqa: ANN001
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env["JASSDESK_HOME"] = str(tmp_path)
    for option in ("--version", "--help"):
        done = subprocess.run([sys.executable, "-m", "jassdesk", option], env=env, capture_output=True, text=True,
                              timeout=PROCESS_WAIT_S)
        assert done.returncode == 0, done.stderr
    assert list(tmp_path.iterdir()) == []  # no lock, no folder


def test_the_forward_timeout_is_what_the_docs_say():
    assert 1.0 <= FORWARD_TIMEOUT_S <= 2.0


def test_a_request_that_asks_a_question_and_a_close_with_clients_still_connected_delete_each_socket_once(
        qapp, qtbot, tmp_path):  # noqa: ANN001
    """The window's answer to a request may open a question (a nested event loop) while the client hangs up,
    and the window may close with a client half-way through its line: neither may take the window down."""
    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtNetwork import QLocalSocket

    from jassdesk.app.single_instance import FolderServer

    server = FolderServer(server_name(tmp_path / "data"))
    asked: list[Request] = []

    def ask(request: Request) -> None:  # as File > Open's question does: the event loop runs inside the slot
        loop = QEventLoop()
        QTimer.singleShot(200, loop.quit)
        loop.exec()
        asked.append(request)

    server.requested.connect(ask)
    assert server.listen()
    client = QLocalSocket()
    client.connectToServer(server.name)
    assert client.waitForConnected(2000)
    client.write(Request(tmp_path / "a.jass").encode(patience_s=5.0))
    client.flush()
    qtbot.waitUntil(lambda: client.bytesAvailable() > 0 or client.waitForReadyRead(10), timeout=5000)
    assert bytes(client.readAll().data()).startswith(b"ok")
    client.abort()
    qtbot.waitUntil(lambda: asked == [Request(tmp_path / "a.jass")], timeout=5000)
    half = QLocalSocket()
    half.connectToServer(server.name)
    assert half.waitForConnected(2000)
    half.write(b'{"jassdesk": 1')  # no end of line yet
    half.flush()
    qtbot.waitUntil(lambda: len(server._sockets) == 1, timeout=5000)
    server.close()
    qtbot.waitUntil(lambda: half.state() == QLocalSocket.LocalSocketState.UnconnectedState
                    or not half.waitForReadyRead(10), timeout=5000)
    qtbot.wait(50)  # the deferred deletions run here
    assert server._sockets == set() and server.server is None

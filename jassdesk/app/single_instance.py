"""One JassDesk window per user folder: a second start hands over to the first, or saves apart.

Two processes on one data folder used to write one ``autosave.jass``; the last
writer won and the other Partie's newest actions were gone.  Now the first
start takes the folder's lock (:class:`QLockFile` on
:attr:`StoragePaths.lock_file`) and answers on a local socket whose name is a
hash of the folder.  A later start that finds the lock held sends its request
there (bring the window forward, and open the ``.jass`` file named on its
command line) and ends, once the first has said "ok".  If no "ok" comes within
:data:`FORWARD_TIMEOUT_S` (the first is hung, or holds the lock without a
server), it opens with an autosave slot of its own (``autosave-2/`` ..., each
slot with its own lock), so both Partien are kept; the next start that owns
the folder claims the slots no window holds any more (:attr:`FolderClaim.orphans`).

The lock lives as long as the window, so its stale time is 0, Qt's advice for
long-lived locks: with the default 30 s, the lock of a window open for a minute
would count as stale, and where the file system's flock does not hold (some
network folders) a second start would take it and write the first's autosave
again.  A lock left by a crash is still taken over at once, since Qt checks the
process named in it: gone, another program under that id, or written before
the last boot (Qt 6 records the boot id) -- each is stale.  What is left is a
crashed JassDesk's id reused by another Python program: that start saves
apart, and nothing is lost.

Qt without widgets: the window's side (raising it, asking before a file
replaces the Partie, the message of a window saving apart) is
:mod:`jassdesk.ui.instance`.  QtNetwork is imported only when a socket is
needed, so the first window's start does not pay for it before its first paint.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

from PySide6.QtCore import QLockFile, QObject, QTimer, Signal

from jassdesk.storage.autosave import Autosaver, other_slots
from jassdesk.storage.errors import StorageError
from jassdesk.storage.paths import FIRST_SLOT, StoragePaths

log = logging.getLogger(__name__)

#: how long a second start waits for the first window's "ok" before it opens with a slot of its own
FORWARD_TIMEOUT_S = 2.0
#: 0: a lock is never stale by its age (it is held for a whole session), only when its process is gone
STALE_LOCK_MS = 0
#: the most a request may be (a path and a token); more is not a JassDesk talking
MAX_REQUEST = 64 * 1024
#: the answer that tells the second start its request has been taken
OK = b"ok\n"
#: a request is taken only this long before its sender gives up, so that an answer still on its way when
#: the sender opens a window of its own is rare (the request is then done twice: a raise and a file opened)
ANSWER_MARGIN_S = 0.25
#: what a request starts with (a version, so a later format is refused rather than misread)
PROTOCOL = 1
#: the most slots tried for a window that saves apart (each a window still open on the folder)
MAX_SLOTS = 99


def server_name(data_dir: Path) -> str:
    """The local socket's name for a data folder: short (a Unix socket path has about 100 bytes), the same
    for every spelling of the folder, and apart for each user (the socket of /tmp is shared)."""
    try:
        folder = str(Path(data_dir).resolve())
    except OSError:
        folder = str(Path(data_dir).absolute())
    user = str(os.getuid()) if hasattr(os, "getuid") else os.environ.get("USERNAME", "")
    digest = hashlib.sha256(f"{user}\n{os.path.normcase(folder)}".encode("utf-8", "surrogatepass")).hexdigest()
    return f"jassdesk-{digest[:24]}"


def _new_lock(path: Path) -> QLockFile:
    lock = QLockFile(str(path))
    lock.setStaleLockTime(STALE_LOCK_MS)
    return lock


@dataclass
class Request:
    """What a second start asks of the first window."""

    file: Path | None = None  # a .jass file named on its command line (absolute)
    #: the launcher's activation token (Wayland's XDG_ACTIVATION_TOKEN, X11's DESKTOP_STARTUP_ID): with it
    #: the window may come to the front; a compositor refuses a window raising itself uninvited
    token: str = ""

    def encode(self, patience_s: float, sent: float | None = None) -> bytes:
        """One line: the request, when its sender began to wait (wall clock) and for how long it waits."""
        return json.dumps({"jassdesk": PROTOCOL, "file": str(self.file) if self.file else None,
                           "token": self.token, "sent": time.time() if sent is None else sent,
                           "patience": patience_s}).encode() + b"\n"

    @staticmethod
    def decode(line: bytes) -> "Request | None":
        """The request in ``line``, or None if it is none, or so late that its sender went its own way."""
        try:
            data = json.loads(line.decode("utf-8"))
        except (UnicodeDecodeError, ValueError):
            return None
        if not isinstance(data, dict) or data.get("jassdesk") != PROTOCOL:
            return None
        sent, patience = data.get("sent"), data.get("patience")
        if not isinstance(sent, (int, float)) or not isinstance(patience, (int, float)):
            return None
        if time.time() > sent + patience - ANSWER_MARGIN_S:  # it gives up now and opens a window of its own
            return None
        file, token = data.get("file"), data.get("token")
        return Request(Path(file) if isinstance(file, str) and file else None,
                       token if isinstance(token, str) else "")


def forward(name: str, request: Request, timeout_s: float = FORWARD_TIMEOUT_S) -> bool:
    """Hand ``request`` to the window serving ``name``; True once it said "ok" within ``timeout_s``.

    The first window may still be starting (the lock taken, the socket not yet open): connecting is tried
    again until the time is up.  A window that is hung accepts the connection (the system does) but never
    answers: False then.
    """
    try:
        from PySide6.QtNetwork import QLocalSocket
    except ImportError:  # a build without QtNetwork: this start saves apart, nothing is lost
        log.warning("QtNetwork is missing: cannot hand over to the running JassDesk")
        return False
    sent, deadline = time.time(), time.monotonic() + timeout_s

    def left_ms() -> int:
        return max(0, int((deadline - time.monotonic()) * 1000))

    if sys.platform == "win32":  # Windows lets the first window come forward only if this process allows it
        try:
            import ctypes

            ctypes.windll.user32.AllowSetForegroundWindow(-1)  # type: ignore[attr-defined]  # ASFW_ANY
        except Exception:  # noqa: BLE001  (only the raise is lost)
            pass
    socket = QLocalSocket()
    try:
        while not _connect(socket, name, left_ms()):
            if left_ms() == 0:
                return False
            time.sleep(min(0.05, left_ms() / 1000))
        socket.write(request.encode(timeout_s, sent))
        if not socket.waitForBytesWritten(max(1, left_ms())):
            return False
        answer = b""
        while b"\n" not in answer:
            if left_ms() == 0 or not socket.waitForReadyRead(max(1, left_ms())):
                return False
            answer += bytes(socket.readAll().data())
        return answer.startswith(OK)
    finally:
        socket.abort()


def _connect(socket: Any, name: str, timeout_ms: int) -> bool:
    socket.abort()
    socket.connectToServer(name)
    return bool(socket.waitForConnected(max(1, timeout_ms)))


class FolderServer(QObject):
    """The first window's end of the socket: says "ok" to each fresh request and emits it.

    The answer comes from the GUI thread's event loop on purpose: a window that cannot answer cannot
    come forward either, and its second start must then open a window of its own.
    """

    requested = Signal(object)  # Request

    def __init__(self, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.name = name
        self.server: Any = None
        self._buffers: dict[Any, bytes] = {}
        self._sockets: set[Any] = set()

    def listen(self) -> bool:
        """Open the socket (a stale one left by a crash is removed first: the folder's lock is ours)."""
        try:
            from PySide6.QtNetwork import QLocalServer
        except ImportError:
            log.warning("QtNetwork is missing: a second start will save apart instead of handing over")
            return False
        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)  # this user only
        QLocalServer.removeServer(self.name)
        if not server.listen(self.name):
            log.warning("cannot listen on %s: %s", self.name, server.errorString())
            return False
        server.newConnection.connect(self._on_connection)
        self.server = server
        return True

    def close(self) -> None:
        """Stop answering: each open socket is let go once, then the server itself, both by the event loop."""
        for socket in list(self._sockets):
            self._drop(socket, abort=True)
        if self.server is not None:
            self.server.newConnection.disconnect(self._on_connection)
            self.server.close()
            self.server.deleteLater()
            self.server = None

    def _on_connection(self) -> None:
        while self.server is not None and self.server.hasPendingConnections():
            socket = self.server.nextPendingConnection()
            self._sockets.add(socket)
            self._buffers[socket] = b""
            socket.readyRead.connect(lambda s=socket: self._read(s))
            socket.disconnected.connect(lambda s=socket: self._drop(s))
            QTimer.singleShot(int(FORWARD_TIMEOUT_S * 2000), socket, socket.abort)  # a client that never ends
            if socket.bytesAvailable():
                self._read(socket)

    def _drop(self, socket: Any, abort: bool = False) -> None:
        """Forget a socket and have the event loop delete it: once, whichever of disconnect and close comes
        first (a socket deleted twice, or inside its own signal, takes the whole window down)."""
        if socket not in self._sockets:
            return
        self._sockets.discard(socket)
        self._buffers.pop(socket, None)
        socket.readyRead.disconnect()
        socket.disconnected.disconnect()
        if abort:
            socket.abort()
        socket.deleteLater()

    def _read(self, socket: Any) -> None:
        if socket not in self._buffers:
            return
        data = self._buffers[socket] + bytes(socket.readAll().data())
        if b"\n" not in data:
            if len(data) > MAX_REQUEST:
                socket.abort()
            else:
                self._buffers[socket] = data
            return
        del self._buffers[socket]
        request = Request.decode(data.split(b"\n", 1)[0])
        if request is None:
            socket.abort()
            return
        socket.write(OK)
        socket.flush()
        socket.disconnectFromServer()
        # Handed on from the event loop, not from inside the socket's signal: the request may ask the person
        # a question (a nested event loop) and the socket must not be deleted under its own feet meanwhile.
        QTimer.singleShot(0, self, lambda: self.requested.emit(request))


@dataclass
class FolderClaim:
    """What this start holds of the data folder: the slot it saves in, and the locks that keep it its own."""

    paths: StoragePaths
    #: "first": owns the folder (and serves); "apart": another window runs and did not answer, this one
    #: saves in a slot of its own; "forwarded": the first window took the request, this start ends;
    #: "unlocked": the lock could not be used (a folder we cannot write), so this start runs as before
    role: str
    #: slots another window left (their locks held by us until each is continued or kept)
    orphans: list[Autosaver] = field(default_factory=list)
    #: the slot moved into the first one because the first was empty (the usual offer continues it)
    adopted: Path | None = None
    #: the lock of this window's own slot (None if it could not be used)
    lock: QLockFile | None = None
    #: the orphan slots' locks, by their autosave folder
    orphan_locks: dict[Path, QLockFile] = field(default_factory=dict)
    server: FolderServer | None = None
    released: bool = False

    @property
    def forwarded(self) -> bool:
        return self.role == "forwarded"

    def serve(self, on_request: Callable[[Request], None]) -> bool:
        """The first window answers later starts from now on (a no-op for the others)."""
        if self.role != "first" or self.server is not None or self.released:
            return False
        server = FolderServer(server_name(self.paths.data_dir))
        server.requested.connect(on_request)
        if not server.listen():  # later starts find no answer and save apart: nothing is lost
            return False
        self.server = server
        return True

    def release_slot(self, autosaver: Autosaver) -> None:
        """An orphan slot has been continued here or kept among the saved games: let it go."""
        if autosaver in self.orphans:
            self.orphans.remove(autosaver)
        lock = self.orphan_locks.pop(autosaver.folder, None)
        _remove_empty(autosaver)
        if lock is not None:
            lock.unlock()

    def release(self) -> None:
        """Let go of everything (the window has closed and its autosave is on disk)."""
        self.released = True
        if self.server is not None:
            self.server.close()
            self.server = None
        for lock in self.orphan_locks.values():
            lock.unlock()
        self.orphan_locks.clear()
        if self.lock is not None:
            self.lock.unlock()
            self.lock = None


def _remove_empty(autosaver: Autosaver) -> None:
    try:
        autosaver.folder.rmdir()  # only if empty: damaged files moved aside stay for a look
    except OSError:
        pass


def activation_token() -> str:
    """The launcher's token for this start, to pass on to the window that comes forward."""
    return os.environ.get("XDG_ACTIVATION_TOKEN") or os.environ.get("DESKTOP_STARTUP_ID") or ""


def claim_folder(paths: StoragePaths, file: Path | None = None,
                 timeout_s: float = FORWARD_TIMEOUT_S) -> FolderClaim:
    """Take the data folder for this window, hand over to the window that has it, or save apart.

    ``file`` is the ``.jass`` file of the command line, handed over with the request.  Never raises for
    a folder problem: a folder whose lock cannot be written is used as before ("unlocked"; its storage
    problems are said by the window).
    """
    try:
        paths.data_dir.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        log.warning("no lock on %s: %s", paths.data_dir, exc)
        return FolderClaim(paths, "unlocked")
    lock = _new_lock(paths.lock_file)
    if lock.tryLock(0):
        claim = FolderClaim(paths, "first", lock=lock)
        _claim_orphans(claim)
        return claim
    if lock.error() != QLockFile.LockError.LockFailedError:
        log.warning("no lock on %s (error %s): started without it", paths.lock_file, lock.error())
        return FolderClaim(paths, "unlocked")
    request = Request(Path(file).absolute() if file else None, activation_token())
    started = time.monotonic()
    if forward(server_name(paths.data_dir), request, timeout_s):
        log.info("handed over to the JassDesk already running on %s", paths.data_dir)
        return FolderClaim(paths, "forwarded")
    log.warning("JassDesk runs on %s but did not answer in %.1f s: this window saves apart",
                paths.data_dir, time.monotonic() - started)
    for slot in range(FIRST_SLOT + 1, FIRST_SLOT + 1 + MAX_SLOTS):
        own = paths.with_autosave_slot(slot)
        slot_lock = _new_lock(own.lock_file)
        if slot_lock.tryLock(0):
            return FolderClaim(own, "apart", lock=slot_lock)
        if slot_lock.error() != QLockFile.LockError.LockFailedError:
            log.warning("no lock on %s: this window saves there without it", own.lock_file)
            return FolderClaim(own, "apart")
    own = paths.with_autosave_slot(FIRST_SLOT + 1 + MAX_SLOTS)
    return FolderClaim(own, "apart")


def _claim_orphans(claim: FolderClaim) -> None:
    """The slots of windows no longer running: hold their locks; the newest goes into the first slot if
    that has no autosave, so the usual "Continue the Partie you left?" offers it."""
    paths = claim.paths
    for slot in other_slots(paths.data_dir):
        other = paths.with_autosave_slot(slot)
        slot_lock = _new_lock(other.lock_file)
        if not slot_lock.tryLock(0):
            continue  # a window still saves there
        autosaver = Autosaver(other.autosave_dir)
        if not autosaver.has_saves():
            _remove_empty(autosaver)
            slot_lock.unlock()
            continue
        claim.orphan_locks[autosaver.folder] = slot_lock
        claim.orphans.append(autosaver)
    first = Autosaver(paths.autosave_dir)
    if claim.orphans and not first.has_saves():
        newest = max(claim.orphans, key=lambda a: a.newest_time())
        try:
            newest.move_to(first)
        except StorageError as exc:
            log.warning("%s", exc)
            return
        claim.adopted = newest.folder
        log.info("the autosave of %s is continued from %s", newest.folder, first.folder)
        claim.release_slot(newest)

"""Atomic file replacement: a crash at any moment leaves the old file or the new one, never half of one.

The text goes to a temporary file in the same folder, is flushed and fsynced,
then renamed over the target (``os.replace`` is atomic on one file system);
the folder is fsynced too so the rename itself survives a power cut.
"""

from __future__ import annotations

import os
import shutil
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from .errors import StorageError

TEMP_SUFFIX = ".tmp"
#: about when this process started (the storage layer is imported at start): temporary files older
#: than this were left by a write that was killed, never by one still running in this process
PROCESS_STARTED = time.time()


@dataclass(frozen=True)
class DamagedFile:
    """A file that could not be read: where it was, where it was moved (None: it could not be), and why."""

    path: Path
    kept: Path | None
    reason: str

    def __str__(self) -> str:
        return f"{self.reason} (kept as {self.kept.name})" if self.kept else self.reason


def atomic_write_text(path: Path, text: str) -> None:
    path = Path(path)
    folder = path.parent
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=TEMP_SUFFIX, dir=folder)
    except OSError as exc:
        raise StorageError(f"cannot write {path}: {exc.strerror or exc}") from exc
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
        _fsync_dir(folder)
    except OSError as exc:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise StorageError(f"cannot write {path}: {exc.strerror or exc}") from exc


def atomic_copy(source: Path, target: Path) -> None:
    """Copy ``source`` over ``target`` atomically (a temporary copy, fsynced, then renamed)."""
    source, target = Path(source), Path(target)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=TEMP_SUFFIX, dir=target.parent)
    try:
        with os.fdopen(fd, "wb") as out, open(source, "rb") as src:
            shutil.copyfileobj(src, out)
            out.flush()
            os.fsync(out.fileno())
        os.replace(tmp, target)
        _fsync_dir(target.parent)
    except OSError:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def remove_stale_temporaries(folder: Path, older_than: float) -> int:
    """Remove the temporary files of writes that were killed midway (modified before ``older_than``,
    e.g. the start of the running process, so another JassDesk's write in progress is left alone).

    Returns how many were removed; a folder that cannot be listed is left as it is.
    """
    removed = 0
    try:
        entries = list(Path(folder).iterdir())
    except OSError:
        return 0
    for entry in entries:
        if not (entry.name.startswith(".") and entry.name.endswith(TEMP_SUFFIX)):
            continue
        try:
            if entry.is_file() and entry.stat().st_mtime < older_than:
                entry.unlink()
                removed += 1
        except OSError:
            pass
    return removed


def _fsync_dir(folder: Path) -> None:
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return  # not possible on every platform (Windows); the rename is still atomic
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def preserve_copy(path: Path, reason: str) -> Path | None:
    """Keep a damaged file beside the original instead of losing it; returns the copy's path."""
    path = Path(path)
    for n in range(1, 1000):
        target = path.with_name(f"{path.name}.{reason}-{n}")
        if not target.exists():
            try:
                os.replace(path, target)
            except OSError:
                return None
            return target
    return None

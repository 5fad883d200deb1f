"""Atomic file replacement: a crash at any moment leaves the old file or the new one, never half of one.

The text goes to a temporary file in the same folder, is flushed and fsynced,
then renamed over the target (``os.replace`` is atomic on one file system);
the folder is fsynced too so the rename itself survives a power cut.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from .errors import StorageError


def atomic_write_text(path: Path, text: str) -> None:
    path = Path(path)
    folder = path.parent
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=folder)
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


def read_text(path: Path, limit: int = 8 * 1024 * 1024) -> str:
    """Read a text file, refusing absurd sizes and naming the file in every error."""
    path = Path(path)
    try:
        size = path.stat().st_size
        if size > limit:
            raise StorageError(f"{path} is too large to be a JassDesk file ({size} bytes)")
        return path.read_text(encoding="utf-8")
    except FileNotFoundError as exc:
        raise StorageError(f"{path} does not exist") from exc
    except UnicodeDecodeError as exc:
        from .errors import CorruptFileError
        raise CorruptFileError(f"{path} is not a text file") from exc
    except OSError as exc:
        raise StorageError(f"cannot read {path}: {exc.strerror or exc}") from exc


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

"""The one way JassDesk reads a file: nothing in a file or a folder can stop it or freeze its window.

Every file JassDesk reads (saved games, autosaves, settings, anything later)
goes through :func:`read_json`, which

* opens only a regular file, without blocking (a named pipe, a device or a
  folder given as the file is refused at once: ``O_NONBLOCK`` + ``fstat``);
* refuses anything larger than :data:`MAX_BYTES` before reading it whole;
* decodes strict UTF-8 (a byte-order mark is allowed);
* measures the nesting of ``[`` and ``{`` with regular expressions before
  the JSON parser sees the text, so a ``[[[[...`` file cannot make the
  parser recurse without bound;
* refuses NaN and Infinity, numbers too large for a float, and whole numbers
  longer than :data:`MAX_INT_DIGITS` digits while parsing.

The caller then checks every field it uses with the ``require_*`` helpers
(type and range; ``True`` is not a number) before it uses it.  Every failure
is a :class:`~jassdesk.storage.errors.StorageError` (a
:class:`~jassdesk.storage.errors.CorruptFileError` when the content is at
fault) whose message is a sentence for the person.
"""

from __future__ import annotations

import json
import math
import os
import re
import stat
from itertools import accumulate
from pathlib import Path
from typing import Any

from .errors import CorruptFileError, StorageError

MAX_BYTES = 256 * 1024  # a long Partie is about 15 kB, the settings about 5 kB
MAX_DEPTH = 16  # the deepest JassDesk file nests 4 levels
MAX_INT_DIGITS = 20

_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_KINDS = {stat.S_IFIFO: "a named pipe", stat.S_IFCHR: "a device", stat.S_IFBLK: "a device",
          stat.S_IFSOCK: "a socket", stat.S_IFDIR: "a folder"}


def refuse_special_file(path: Path) -> None:
    """Refuse a path that exists but is no regular file (a pipe, a device, a folder): JassDesk would block
    or fail on it.  A missing file is fine (it will be created)."""
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        return
    except OSError as exc:
        raise StorageError(f"cannot use {path}: {exc.strerror or exc}") from None
    if not stat.S_ISREG(mode):
        raise StorageError(f"{path} is {_KINDS.get(stat.S_IFMT(mode), 'not a regular file')}, not a file")


def read_bytes(path: Path, limit: int = MAX_BYTES) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes; never blocks on a pipe or a device."""
    path = Path(path)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        raise StorageError(f"{path} does not exist") from None
    except IsADirectoryError:
        raise StorageError(f"{path} is a folder, not a file") from None
    except OSError as exc:
        raise StorageError(f"cannot read {path}: {exc.strerror or exc}") from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            kind = _KINDS.get(stat.S_IFMT(info.st_mode), "not a regular file")
            raise StorageError(f"{path} is {kind}, not a file")
        if info.st_size > limit:
            raise CorruptFileError(f"{path} is too large to be a JassDesk file ({info.st_size} bytes; "
                                   f"at most {limit} are read)")
        chunks, size = [], 0
        while size <= limit:  # the file may grow while it is read
            chunk = os.read(fd, limit + 1 - size)
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if size > limit:
            raise CorruptFileError(f"{path} is too large to be a JassDesk file (more than {limit} bytes)")
        return b"".join(chunks)
    except OSError as exc:
        if isinstance(exc, StorageError):
            raise
        raise StorageError(f"cannot read {path}: {exc.strerror or exc}") from None
    finally:
        os.close(fd)


def decode(data: bytes, source: str) -> str:
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise CorruptFileError(f"{source} is not a text file (it is not UTF-8)") from None


def nesting_depth(text: str) -> int:
    """How deep ``[`` and ``{`` nest outside strings, found without recursion."""
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text))
    if not brackets:
        return 0
    return max(accumulate(1 if c in "[{" else -1 for c in brackets))


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number JassDesk writes")


def _parse_int(digits: str) -> int:
    if len(digits.lstrip("-")) > MAX_INT_DIGITS:
        raise ValueError(f"the number {digits[:12]}… has more than {MAX_INT_DIGITS} digits")
    return int(digits)


def _parse_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise ValueError(f"the number {text[:24]} is too large")
    return value


def parse_json(text: str, source: str, max_depth: int = MAX_DEPTH) -> Any:
    """JSON with bounded nesting and only finite, bounded numbers; CorruptFileError otherwise."""
    depth = nesting_depth(text)
    if depth > max_depth:
        raise CorruptFileError(f"{source} is not a JassDesk file: it nests {depth} levels deep "
                               f"(at most {max_depth})")
    try:
        return json.loads(text, parse_constant=_refuse_constant, parse_int=_parse_int, parse_float=_parse_float)
    except (ValueError, RecursionError) as exc:  # RecursionError only if max_depth were set absurdly high
        raise CorruptFileError(f"{source} is not a JassDesk file: it is not valid JSON ({exc})") from None


def read_json(path: Path, limit: int = MAX_BYTES) -> Any:
    """Read, decode and parse a JSON file through every guard above."""
    path = Path(path)
    return parse_json(decode(read_bytes(path, limit), str(path)), str(path))


# -- the schema check: every field's type and range before any use --------------------------------

def require_dict(value: Any, what: str, source: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise CorruptFileError(f"{source}: {what} must be a JSON object")
    return value


def require_list(value: Any, what: str, source: str, max_items: int) -> list[Any]:
    if not isinstance(value, list):
        raise CorruptFileError(f"{source}: {what} must be a list")
    if len(value) > max_items:
        raise CorruptFileError(f"{source}: {what} has {len(value)} entries (at most {max_items})")
    return value


def require_str(value: Any, what: str, source: str, max_length: int) -> str:
    if not isinstance(value, str):
        raise CorruptFileError(f"{source}: {what} must be text")
    if len(value) > max_length:
        raise CorruptFileError(f"{source}: {what} is {len(value)} characters long (at most {max_length})")
    return value


def require_int(value: Any, what: str, source: str, low: int, high: int) -> int:
    """A whole number (``true`` is not one) in ``low..high``."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise CorruptFileError(f"{source}: {what} must be a whole number")
    if not low <= value <= high:
        raise CorruptFileError(f"{source}: {what} must be between {low} and {high}, not {value}")
    return value


def require_number(value: Any, what: str, source: str, low: float, high: float) -> float:
    """A finite number in ``low..high`` (the parser has already refused NaN and Infinity)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        raise CorruptFileError(f"{source}: {what} must be a number")
    if not low <= value <= high:
        raise CorruptFileError(f"{source}: {what} must be between {low:g} and {high:g}, not {value:g}")
    return float(value)

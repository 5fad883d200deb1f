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
  longer than :data:`MAX_INT_DIGITS` digits while parsing -- or, for a file
  whose values fall back one by one (the settings), puts a :class:`BadNumber`
  in their place, so that only the value holding one is refused
  (``bad_numbers="mark"``; :func:`bad_number_in` finds it).

The caller then checks every field it uses with the ``require_*`` helpers
(type and range; ``True`` is not a number) before it uses it.  Every failure
is a :class:`~jassdesk.storage.errors.StorageError` (a
:class:`~jassdesk.storage.errors.CorruptFileError` when the content is at
fault) whose message is a sentence for the person.  A message quotes a value
from the file only through :func:`quoted`, cut to :data:`QUOTE_LIMIT`
characters (the engine, which imports nothing outside itself, has the same
helper in :mod:`jassdesk.engine.actions`): a file may hold a value of any
length, and a message box showing a 250,000-character one took 3.8 s to appear.
"""

from __future__ import annotations

import json
import math
import os
import re
import stat
from dataclasses import dataclass
from itertools import accumulate
from pathlib import Path
from typing import Any, Callable, Literal

from .errors import CorruptFileError, StorageError

MAX_BYTES = 256 * 1024  # a long Partie is about 15 kB, the settings about 5 kB
MAX_DEPTH = 16  # the deepest JassDesk file nests 4 levels
MAX_INT_DIGITS = 20
QUOTE_LIMIT = 80  # characters of a value a message quotes

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


def quoted(value: Any, limit: int = QUOTE_LIMIT, *, bare: bool = False) -> str:
    """``value`` as a message quotes it: its ``repr`` (``bare``: as ``str`` shows it, e.g. another part's
    sentence), cut to at most ``limit`` characters, a cut one ending in "…".

    The one way a message shows something read from a file: the value may be of any length, the message
    must stay a sentence.  Of a text only its head is looked at, so quoting a 250,000-character value
    costs no more than quoting a short one.
    """
    if isinstance(value, str):
        value = value[:limit + 1]  # enough to tell that it is cut; the rest would be cut anyway
    text = str(value) if bare else repr(value)
    return text if len(text) <= limit else text[:limit - 1] + "…"


@dataclass(frozen=True)
class BadNumber:
    """What the parser puts where a number no JassDesk writes stood (``bad_numbers="mark"``).

    ``problem`` is the sentence a refusal of the value holding it gives.  It is no number (nor a bool or a
    text), so a check of the value's type refuses it even if nothing looks for it.
    """

    problem: str


def _constant(name: str) -> BadNumber:
    return BadNumber(f"{name} is not a number JassDesk writes")


def _int(digits: str) -> int | BadNumber:
    if len(digits.lstrip("-")) > MAX_INT_DIGITS:  # before int(): a 5,000-digit number costs nothing
        return BadNumber(f"the number {digits[:12]}… has more than {MAX_INT_DIGITS} digits")
    return int(digits)


def _float(text: str) -> float | BadNumber:
    value = float(text)
    return value if math.isfinite(value) else BadNumber(f"the number {quoted(text, 24, bare=True)} is too large")


def _refusing(parse: Callable[[str], Any]) -> Callable[[str], Any]:
    """The same parser hook, refusing the whole text (the parser's ValueError) where it would mark a number."""
    def hook(text: str) -> Any:
        value = parse(text)
        if isinstance(value, BadNumber):
            raise ValueError(value.problem)
        return value
    return hook


_MARKING = {"parse_constant": _constant, "parse_int": _int, "parse_float": _float}
_REFUSING = {name: _refusing(hook) for name, hook in _MARKING.items()}


def bad_number_in(value: Any) -> BadNumber | None:
    """The first :class:`BadNumber` anywhere in a parsed value (its nesting is bounded by the reader), or None."""
    if isinstance(value, BadNumber):
        return value
    if isinstance(value, dict):
        value = value.values()
    elif not isinstance(value, list):
        return None
    for item in value:
        found = bad_number_in(item)
        if found is not None:
            return found
    return None


def parse_json(text: str, source: str, max_depth: int = MAX_DEPTH,
               bad_numbers: Literal["refuse", "mark"] = "refuse") -> Any:
    """JSON with bounded nesting and only finite, bounded numbers; CorruptFileError otherwise.

    ``bad_numbers="mark"``: NaN, Infinity, a number too large for a float and a whole number longer than
    :data:`MAX_INT_DIGITS` digits become a :class:`BadNumber` in the result instead of refusing the
    whole text; the caller refuses what holds one (:func:`bad_number_in`).
    """
    depth = nesting_depth(text)
    if depth > max_depth:
        raise CorruptFileError(f"{source} is not a JassDesk file: it nests {depth} levels deep "
                               f"(at most {max_depth})")
    try:
        return json.loads(text, **(_MARKING if bad_numbers == "mark" else _REFUSING))
    except (ValueError, RecursionError) as exc:  # RecursionError only if max_depth were set absurdly high
        raise CorruptFileError(f"{source} is not a JassDesk file: it is not valid JSON ({exc})") from None


def read_json(path: Path, limit: int = MAX_BYTES, bad_numbers: Literal["refuse", "mark"] = "refuse") -> Any:
    """Read, decode and parse a JSON file through every guard above (``bad_numbers``: see :func:`parse_json`)."""
    path = Path(path)
    return parse_json(decode(read_bytes(path, limit), str(path)), str(path), bad_numbers=bad_numbers)


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
        raise CorruptFileError(f"{source}: {what} must be between {low} and {high}, not {quoted(value)}")
    return value


def require_number(value: Any, what: str, source: str, low: float, high: float) -> float:
    """A finite number in ``low..high`` (the parser has already refused NaN and Infinity)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        raise CorruptFileError(f"{source}: {what} must be a number")
    if not low <= value <= high:
        raise CorruptFileError(f"{source}: {what} must be between {low:g} and {high:g}, not {value:g}")
    return float(value)

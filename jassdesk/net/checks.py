"""Every field of a message checked before use, with the guarded reader's rules, and the one error a bad message
raises.

The type and range checks are :mod:`jassdesk.storage.guarded_reader`'s ``require_*`` helpers, the ones every
file JassDesk reads goes through; here their :class:`~jassdesk.storage.errors.CorruptFileError` becomes a
:class:`WireError`, whose message names the message, the field (a path such as ``observation.tricks[2][1]``)
and, quoted short, the bad value.  A receiver logs that sentence and closes the connection.
"""

from __future__ import annotations

import unicodedata
from typing import Any, Callable, TypeVar

from jassdesk.storage.errors import CorruptFileError
from jassdesk.storage.guarded_reader import quoted, require_dict, require_int, require_list, require_str

QUOTE = 40  # characters of a bad value a message quotes

T = TypeVar("T")


class WireError(ValueError):
    """A line that is not a message of this protocol, or a message that cannot be sent: the reason, for the log."""


class At:
    """Where a value stands: the message it came in (``source``) and its path inside it, put together only when
    an error names it (a message has thousands of values and nearly never an error)."""

    __slots__ = ("source", "_parent", "_key")

    def __init__(self, source: str, path: str = "", *, _parent: "At | None" = None, _key: str | int = "") -> None:
        self.source = source
        self._parent = _parent
        self._key = path if _parent is None else _key

    def field(self, name: str) -> "At":
        return At(self.source, _parent=self, _key=name)

    def item(self, index: int) -> "At":
        return At(self.source, _parent=self, _key=index)

    @property
    def path(self) -> str:
        if self._parent is None:
            return str(self._key)
        head = self._parent.path
        if isinstance(self._key, int):
            return f"{head}[{self._key}]"
        return f"{head}.{self._key}" if head else self._key

    @property
    def what(self) -> str:
        path = self.path
        return f"'{path}'" if path else "the message"

    def error(self, problem: str) -> WireError:
        """A WireError naming this place: "the events message: 'observation.hand' must be ..." (the message
        itself: "the events message lacks observation")."""
        path = self.path
        return WireError(f"{self.source}: '{path}' {problem}" if path else f"{self.source} {problem}")

    def __repr__(self) -> str:
        return f"At({self.source!r}, {self.path!r})"


def _guarded(check: Callable[..., T], value: Any, at: At, *args: Any, got: bool = True) -> T:
    try:
        return check(value, at.what, at.source, *args)
    except CorruptFileError as exc:
        # the helpers quote a value out of range but not one of the wrong type: add it, short
        raise WireError(f"{exc}, not {quoted(value, QUOTE)}" if got and "not " not in str(exc) else str(exc)) from None


# Each need_* passes the common case (the right type, in range) at once and asks the guarded reader's require_*
# for the sentence of a refusal: the same rule, without building a field's path for each of a message's values.

def need_dict(value: Any, at: At) -> dict[str, Any]:
    if type(value) is dict:
        return value
    return _guarded(require_dict, value, at)


def need_list(value: Any, at: At, max_items: int, length: int | None = None) -> list[Any]:
    """A list of at most ``max_items`` entries (exactly ``length`` if given)."""
    items = value if type(value) is list and len(value) <= max_items else \
        _guarded(require_list, value, at, max_items, got=not isinstance(value, list))
    if length is not None and len(items) != length:
        raise at.error(f"must have {length} entries, not {len(items)}")
    return items


def need_int(value: Any, at: At, low: int, high: int) -> int:
    """A whole number in ``low..high`` (``true`` is no number)."""
    if type(value) is int and low <= value <= high:  # the guarded reader's own rule, without its call for each card
        return value
    return _guarded(require_int, value, at, low, high)


def need_bool(value: Any, at: At) -> bool:
    if not isinstance(value, bool):
        raise at.error(f"must be true or false, not {quoted(value, QUOTE)}")
    return value


def need_str(value: Any, at: At, max_length: int) -> str:
    if type(value) is str and len(value) <= max_length:
        return value
    return _guarded(require_str, value, at, max_length, got=not isinstance(value, str))


def need_keys(data: dict[str, Any], at: At, required: frozenset[str] | set[str],
              optional: frozenset[str] | set[str] = frozenset()) -> None:
    """Every required key present, and no key this version does not know (a newer peer changes the version)."""
    missing = sorted(required - data.keys())
    if missing:
        raise at.error(f"lacks {', '.join(missing)}")
    unknown = sorted(data.keys() - required - optional)
    if unknown:
        raise at.error(f"has a field this version does not know: {quoted(unknown[0], QUOTE)}")


def need_choice(value: Any, at: At, choices: dict[str, T]) -> T:
    """One of a fixed set of names."""
    if not isinstance(value, str) or value not in choices:
        raise at.error(f"must be one of {', '.join(choices)}, not {quoted(value, QUOTE)}")
    return choices[value]


# Control, format (bidirectional overrides, zero-width joiners), line and paragraph separators, surrogates,
# private use, unassigned: a name shown at the table holds none of them
_UNPRINTABLE = frozenset({"Cc", "Cf", "Zl", "Zp", "Cs", "Co", "Cn"})


def need_printable(value: Any, at: At, max_length: int) -> str:
    """Text a person can read at the table: non-empty, no surrounding spaces, no control or format character."""
    text = need_str(value, at, max_length)
    if not text.strip():
        raise at.error("must not be empty")
    if text != text.strip():
        raise at.error(f"must not begin or end with a space, not {quoted(text, QUOTE)}")
    for char in text:
        if unicodedata.category(char) in _UNPRINTABLE:
            raise at.error(f"holds the unprintable character U+{ord(char):04X}")
    return text


def need_word(value: Any, at: At, lengths: range, alphabet: str) -> str:
    """A code of ``lengths`` characters, all of ``alphabet`` (table codes, tokens, refusal codes)."""
    text = need_str(value, at, lengths.stop - 1)
    if len(text) not in lengths:
        raise at.error(f"must be {lengths.start} to {lengths.stop - 1} characters long, not {len(text)}")
    bad = next((c for c in text if c not in alphabet), None)
    if bad is not None:
        raise at.error(f"holds {quoted(bad)}, which is not one of its characters")
    return text


def need_canonical(parsed: T, code: str, written: str, at: At) -> T:
    """The value parsed from ``written`` must write itself back the same way: one form for each value, so that
    no two lines mean the same (``BID:007``, ``ha`` and ``BID:٣`` are refused)."""
    if code != written:
        raise at.error(f"must be written {quoted(code, QUOTE)}, not {quoted(written, QUOTE)}")
    return parsed

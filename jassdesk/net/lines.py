"""Complete lines out of a connection's bytes, and never more than one line's worth held.

A socket delivers bytes in pieces of any size: half a line, three lines and a bit.  :class:`LineBuffer`
takes them in and gives back the complete lines.  A peer that sends bytes without a newline would make a
naive buffer grow until the host runs out of memory, so the buffer refuses (:class:`WireError`) as soon as
the line in progress is longer than the limit, before it is complete, and holds at most the limit plus one
piece meanwhile.  After a refusal the connection is to be closed: the buffer refuses every later piece too.
"""

from __future__ import annotations

from .checks import WireError
from .limits import MAX_LINE_BYTES


class LineBuffer:
    """Feed it a connection's bytes; it gives back each complete line, newline included."""

    def __init__(self, limit: int = MAX_LINE_BYTES) -> None:
        if limit < 1:
            raise ValueError(f"a line limit must be at least 1 byte, not {limit}")
        self.limit = limit
        self._pending = bytearray()
        self._broken: str | None = None

    @property
    def pending(self) -> int:
        """Bytes of the line in progress."""
        return len(self._pending)

    def feed(self, data: bytes) -> list[bytes]:
        """The lines ``data`` completes (each ending in ``\\n``, at most ``limit`` bytes with it); WireError for a
        line longer than the limit, complete or not."""
        if self._broken is not None:
            raise WireError(self._broken)
        lines: list[bytes] = []
        start = 0
        pending = self._pending
        while True:
            end = data.find(b"\n", start)
            if end < 0:
                break
            if len(pending) + end + 1 - start > self.limit:
                self._refuse(len(pending) + end + 1 - start, complete=True)
            pending += data[start:end + 1]
            lines.append(bytes(pending))
            pending.clear()
            start = end + 1
        rest = len(data) - start
        if len(pending) + rest >= self.limit:  # the newline would make it longer than the limit still
            self._refuse(len(pending) + rest, complete=False)
        pending += data[start:]
        return lines

    def _refuse(self, size: int, complete: bool) -> None:
        self._pending.clear()
        self._broken = (f"the peer sent a line of {size} bytes (at most {self.limit})" if complete else
                        f"the peer sent {size} bytes without ending the line (a line is at most {self.limit})")
        raise WireError(self._broken)

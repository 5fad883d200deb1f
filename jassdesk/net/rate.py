"""How often a peer may speak: a token bucket, for the host to apply to each connection.

A client sends an action when it is its turn and now and then a quick phrase: a few lines a second at
most.  A peer that sends hundreds would make the host read, check and log for nothing, so each connection
gets a bucket of ``burst`` tokens, refilled at ``rate`` a second; a message takes one, and a message that
finds the bucket empty is over the limit (the host closes that connection with the reason).  The clock
is given, so tests run without waiting.
"""

from __future__ import annotations

import time
from typing import Callable

#: for every line of a connection: ten a second, twenty at once (a client answering a burst of events)
MESSAGE_RATE = 10.0
MESSAGE_BURST = 20
#: for quick phrases: one every two seconds, three at once
PHRASE_RATE = 0.5
PHRASE_BURST = 3


class RateLimit:
    """At most ``burst`` messages at once and ``rate`` a second in the long run."""

    def __init__(self, rate: float = MESSAGE_RATE, burst: int = MESSAGE_BURST,
                 clock: Callable[[], float] = time.monotonic) -> None:
        if not rate > 0 or burst < 1:
            raise ValueError(f"a rate limit needs a positive rate and a burst of at least 1, not {rate}, {burst}")
        self.rate = float(rate)
        self.burst = burst
        self._clock = clock
        self._tokens = float(burst)
        self._last = clock()

    def allow(self) -> bool:
        """Take a token for one message: False (and nothing taken) if there is none."""
        now = self._clock()
        elapsed = max(0.0, now - self._last)  # a clock that goes back refills nothing
        self._last = now
        self._tokens = min(float(self.burst), self._tokens + elapsed * self.rate)
        if self._tokens >= 1.0 - 1e-9:  # a token refilled by elapsed * rate may fall short by a rounding error
            self._tokens = max(0.0, self._tokens - 1.0)
            return True
        return False

    @property
    def tokens(self) -> float:
        """Messages allowed at once now (without taking any)."""
        elapsed = max(0.0, self._clock() - self._last)
        return min(float(self.burst), self._tokens + elapsed * self.rate)

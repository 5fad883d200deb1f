"""The table code a host shows its friends, and the reconnect tokens it hands its clients.

The code is typed by a person from what another person reads out or writes down, so it is drawn from the deal
codes' alphabet (Crockford's base 32: no I, L, O or U, which are misread as 1, 0 and V), six characters: about
a billion codes, enough that a stranger on the network does not guess one by trying.  A token is never typed:
it is kept by the client and proves that a connection comes back to its own seat, so it is long and random
(``secrets``).
"""

from __future__ import annotations

import secrets

from jassdesk.net.limits import TABLE_CODE_LENGTHS, TOKEN_LENGTHS
from jassdesk.net.messages import TABLE_CODE_ALPHABET, TOKEN_ALPHABET

TABLE_CODE_LENGTH = 6
TOKEN_BYTES = 18  # 24 characters of token_urlsafe


def new_table_code(length: int = TABLE_CODE_LENGTH) -> str:
    """A fresh random table code of ``length`` characters of :data:`TABLE_CODE_ALPHABET`."""
    if length not in TABLE_CODE_LENGTHS:
        raise ValueError(f"a table code has {TABLE_CODE_LENGTHS.start} to {TABLE_CODE_LENGTHS.stop - 1} "
                         f"characters, not {length}")
    return "".join(secrets.choice(TABLE_CODE_ALPHABET) for _ in range(length))


def table_code_problem(code: str) -> str | None:
    """Why ``code`` cannot be a table code (None if it can): a code given on the command line is checked here,
    so that the host refuses it at once rather than every client refusing its own hello."""
    if len(code) not in TABLE_CODE_LENGTHS:
        return (f"a table code has {TABLE_CODE_LENGTHS.start} to {TABLE_CODE_LENGTHS.stop - 1} characters; "
                f"{code!r} has {len(code)}")
    bad = sorted({c for c in code if c not in TABLE_CODE_ALPHABET})
    if bad:
        return (f"a table code is written with {TABLE_CODE_ALPHABET} (no I, L, O or U, and capitals only); "
                f"{code!r} has {''.join(bad)!r}")
    return None


def new_token() -> str:
    """A fresh reconnect token (within the wire format's lengths and alphabet)."""
    token = secrets.token_urlsafe(TOKEN_BYTES)
    assert len(token) in TOKEN_LENGTHS and all(c in TOKEN_ALPHABET for c in token)
    return token

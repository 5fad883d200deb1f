"""LineBuffer: complete lines out of any pieces, never more than a line held; RateLimit: a token bucket."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from jassdesk.net import MAX_LINE_BYTES, Bye, LineBuffer, RateLimit, SayPhrase, WireError, encode_message


@settings(max_examples=200, derandomize=True, database=None)
@given(lines=st.lists(st.binary(max_size=60).map(lambda b: b.replace(b"\n", b"") + b"\n"), max_size=12),
       cuts=st.lists(st.integers(0, 800), max_size=20))
def test_lines_come_out_whole_however_the_bytes_are_cut(lines, cuts):
    stream = b"".join(lines)
    buffer = LineBuffer(limit=64)
    out = []
    start = 0
    for cut in sorted(c for c in cuts if c <= len(stream)) + [len(stream)]:
        out += buffer.feed(stream[start:cut])
        start = cut
    assert out == lines and buffer.pending == 0


def test_a_line_in_progress_is_kept_until_its_end_comes():
    buffer = LineBuffer()
    one, two = encode_message(SayPhrase("thanks")), encode_message(Bye())
    assert buffer.feed(one[:5]) == []
    assert buffer.pending == 5
    assert buffer.feed(one[5:] + two[:3]) == [one]
    assert buffer.feed(two[3:]) == [two]
    assert buffer.feed(b"") == [] and buffer.pending == 0


def test_a_line_of_the_limit_passes_and_one_byte_more_is_refused():
    buffer = LineBuffer(limit=10)
    assert buffer.feed(b"123456789\n") == [b"123456789\n"]
    with pytest.raises(WireError, match=r"a line of 11 bytes \(at most 10\)"):
        buffer.feed(b"1234567890\n")


def test_an_endless_line_is_refused_before_it_ends_and_never_held_beyond_the_limit():
    buffer = LineBuffer()
    piece = b"x" * 1000
    fed = 0
    with pytest.raises(WireError, match="without ending the line") as caught:
        for _ in range(100):  # a hostile peer sending 100 kB without a newline
            buffer.feed(piece)
            fed += len(piece)
            assert buffer.pending < MAX_LINE_BYTES
    assert fed < MAX_LINE_BYTES and str(caught.value).startswith("the peer sent")
    with pytest.raises(WireError):  # the connection is to be closed: nothing more is read
        buffer.feed(b"\n")


def test_a_huge_piece_is_refused_without_being_copied():
    buffer = LineBuffer(limit=100)
    with pytest.raises(WireError, match="a line of 10001 bytes"):
        buffer.feed(b"y" * 10_000 + b"\n" + b"ok\n")
    assert buffer.pending == 0


def test_lines_with_a_random_stream_of_pieces():
    rng = random.Random(34)
    lines = [encode_message(SayPhrase(rng.choice(["thanks", "oops", "again"]))) for _ in range(300)]
    stream = b"".join(lines)
    buffer = LineBuffer()
    out, i = [], 0
    while i < len(stream):
        n = rng.randint(1, 97)
        out += buffer.feed(stream[i:i + n])
        i += n
    assert out == lines


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_a_burst_is_allowed_then_the_rate():
    clock = Clock()
    limit = RateLimit(rate=10, burst=20, clock=clock)
    assert all(limit.allow() for _ in range(20))
    assert not limit.allow()
    clock.now += 0.1  # one token back
    assert limit.allow() and not limit.allow()
    clock.now += 60  # a long pause refills to the burst, no further
    assert limit.tokens == 20
    assert sum(limit.allow() for _ in range(50)) == 20


def test_a_flood_gets_the_rate_and_no_more():
    clock = Clock()
    limit = RateLimit(rate=10, burst=20, clock=clock)
    allowed = 0
    for _ in range(10_000):  # a thousand messages a second for ten seconds
        clock.now += 0.001
        allowed += limit.allow()
    assert 20 + 100 - 1 <= allowed <= 20 + 100 + 1


def test_a_clock_that_goes_back_refills_nothing():
    clock = Clock()
    limit = RateLimit(rate=1, burst=1, clock=clock)
    assert limit.allow()
    clock.now -= 1000
    assert not limit.allow()
    clock.now += 0.5
    assert not limit.allow()
    clock.now += 0.5
    assert limit.allow()


@pytest.mark.parametrize("rate, burst", [(0, 5), (-1, 5), (1, 0)])
def test_a_rate_limit_needs_a_rate_and_a_burst(rate, burst):
    with pytest.raises(ValueError):
        RateLimit(rate, burst)

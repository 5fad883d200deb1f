"""More than 10,000 malformed lines through decode_message: each is refused with a WireError and a sentence, never
another exception; a mutation that still makes a valid message is read as one and written back the same.

The lines are real messages of every type and game, mutated with a fixed seed: truncated, bytes changed,
inserted, deleted and repeated, values swapped for hostile ones (out of range, of the wrong type, huge
numbers, NaN, lone surrogates), keys deleted, added and repeated, other versions and types, the wrong direction, deep
nesting, lines over the limit, broken UTF-8 and line breaks, and random bytes.
"""

from __future__ import annotations

import json
import random
from collections import Counter

from net.partien import RULES, play
from net.test_round_trip import TOKEN, join, welcome_for

from jassdesk.engine.actions import Bid, ChooseRow, Cut, Knock, Play, Push
from jassdesk.engine.modes import Mode
from jassdesk.engine.weis import Weis
from jassdesk.net import (
    MAX_LINE_BYTES,
    PROTOCOL_VERSION,
    Act,
    Bye,
    Direction,
    Error,
    Hello,
    NextPartie,
    PhraseSaid,
    Refused,
    Results,
    SayPhrase,
    SeatInfo,
    SeatKind,
    Seats,
    WireError,
    decode_message,
    encode_message,
)

SEED = 34
MUTANTS = 12_000

HOSTILE = [-1, 0, 1, 3, 35, 36, 157, 158, 2**36, 2**53, 10**19, 10**25, -10**7 - 1, 1.0, 1.5, -0.0, True, False, None,
           "", "x" * 300, "HA", "ha", "BID:5", "\ud800", "\u202e", "play", "H", "OBE", [], {}, [1, 2, 3], [[[]]],
           {"type": "bye"}, "NaN", [None] * 40, list(range(400))]


def corpus() -> list[tuple[bytes, Direction, object]]:
    """(line, direction, the receiver's context) of real messages of every type and game."""
    rng = random.Random(SEED)
    out: list[tuple[bytes, Direction, object]] = []
    for name in ("schieber_swiss", "schmaus_manual_stoeck", "coiffeur_10_rows", "differenzler_open"):
        rules = RULES[name]
        contexts = [join(rules, s) for s in range(rules.n_players)]
        for step in play(rules, 11):
            for seat, message in enumerate(step.messages):
                if rng.random() < 0.04 or step.action is None:
                    out.append((encode_message(message), Direction.TO_CLIENT, contexts[seat]))
                contexts[seat] = contexts[seat].after(message)
            if step.action is not None and rng.random() < 0.1:
                out.append((encode_message(Act(len(step.state.history) - 1, step.action)), Direction.TO_HOST, None))
        context = join(rules, 0)
        out.append((encode_message(welcome_for(rules, 1, 3)), Direction.TO_CLIENT, None))
        out.append((encode_message(Results(0, step.state.results[:MAX_RESULTS])), Direction.TO_CLIENT, context))
        seats = tuple(SeatInfo(f"Spielerin {s}", SeatKind.AI) for s in range(rules.n_players))
        out.append((encode_message(Seats(seats)), Direction.TO_CLIENT, context))
        out.append((encode_message(PhraseSaid(1, "again")), Direction.TO_CLIENT, context))
        out.append((encode_message(Refused(7, "must_follow", "You must follow suit: you hold Rosen 8.")),
                    Direction.TO_CLIENT, context))
    for message in (Hello("7KQ2MX", "Vreni"), Hello("7KQ2MX", "Ueli", TOKEN, 3), SayPhrase("oops"), NextPartie(), Bye(),
                    Act(5, Play(3, (Weis.from_code("H6+3"),), True)), Act(0, Cut(17)), Act(1, Knock()),
                    Act(2, Push()), Act(9, ChooseRow(7, Mode.SLALOM_UNDENUFE)), Act(4, Bid(0))):
        out.append((encode_message(message), Direction.TO_HOST, None))
    out.append((encode_message(Error("the table is full")), Direction.TO_CLIENT, None))
    return out


MAX_RESULTS = 5
MARKER = 987654321987  # a number no message holds, replaced in the text


def paths(value, prefix=()):
    yield prefix
    if isinstance(value, dict):
        for key, item in value.items():
            yield from paths(item, prefix + (key,))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield from paths(item, prefix + (i,))


def with_value(data, path, value):
    if not path:
        return value
    head, *rest = path
    copy = dict(data) if isinstance(data, dict) else list(data)
    copy[head] = with_value(data[head], rest, value)
    return copy


def without(data, path):
    head, *rest = path
    copy = dict(data) if isinstance(data, dict) else list(data)
    if rest:
        copy[head] = without(data[head], rest)
    elif isinstance(copy, dict):
        del copy[head]
    else:
        copy.pop(head)
    return copy


def dumps(data) -> bytes:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8", "surrogatepass") + b"\n"


def mutate(rng: random.Random, line: bytes, direction: Direction) -> tuple[str, bytes, Direction, bool]:
    """A mutant: (how, the line, its direction, whether it must be refused)."""
    body = line[:-1]
    data = json.loads(line)
    how = rng.choice(["truncate", "flip", "insert", "delete", "repeat", "value", "drop_key", "add_key", "version",
                      "type", "direction", "deep", "oversize", "random", "utf8", "number", "line_break"])
    if how == "truncate":
        return how, body[:rng.randrange(1, len(body))], direction, True
    if how == "flip":
        out = bytearray(body)
        for _ in range(rng.randint(1, 3)):
            out[rng.randrange(len(out))] = rng.randrange(256)
        return how, bytes(out) + b"\n", direction, False
    if how == "insert":
        at = rng.randrange(len(body))
        return how, body[:at] + rng.randbytes(rng.randint(1, 8)) + body[at:] + b"\n", direction, False
    if how == "delete":
        a = rng.randrange(len(body))
        return how, body[:a] + body[a + rng.randint(1, 20):] + b"\n", direction, False
    if how == "repeat":
        a = rng.randrange(len(body))
        span = body[a:a + rng.randint(1, 400)]
        return how, body[:a] + span * rng.randint(2, 30) + body[a:] + b"\n", direction, False
    if how == "value":
        path = rng.choice(list(paths(data))[1:])
        return how, dumps(with_value(data, path, rng.choice(HOSTILE))), direction, False
    if how == "drop_key":
        return how, dumps(without(data, rng.choice(list(paths(data))[1:]))), direction, False
    if how == "add_key":
        dicts = [p for p in paths(data) if isinstance(_at(data, p), dict)]
        path = rng.choice(dicts)
        return how, dumps(with_value(data, path, {**_at(data, path), "extra": 1})), direction, True
    if how == "version":
        version = rng.choice([0, PROTOCOL_VERSION - 1, PROTOCOL_VERSION + 1, -1, str(PROTOCOL_VERSION),
                              float(PROTOCOL_VERSION), True, None, 10**30, [PROTOCOL_VERSION]])
        if data.get("type") == "error":
            return how, dumps({**data, "v": version}), direction, False  # an error is read whatever its version
        return how, dumps({**data, "v": version}), direction, True
    if how == "type":
        kind = rng.choice(["hello", "act", "phrase", "next", "bye", "welcome", "refused", "events", "results",
                           "seats", "error", "Hello", "", 1, None, ["act"]])
        return how, dumps({**data, "type": kind}), direction, False
    if how == "direction":
        other = Direction.TO_HOST if direction is Direction.TO_CLIENT else Direction.TO_CLIENT
        return how, line, other, True
    if how == "deep":
        depth = rng.randint(7, 5000)
        path = rng.choice(list(paths(data))[1:])
        nested = ("[" * depth + "1" + "]" * depth).encode()
        return how, dumps(with_value(data, path, MARKER)).replace(str(MARKER).encode(), nested, 1), direction, True
    if how == "oversize":
        return how, body[:-1] + b',"pad":"' + b"x" * (MAX_LINE_BYTES + rng.randint(0, 9000)) + b'"}\n', direction, True
    if how == "random":
        return how, rng.randbytes(rng.randint(0, 300)), direction, True
    if how == "utf8":
        at = rng.randrange(len(body))
        return how, body[:at] + rng.choice([b"\xff", b"\xc3", b"\xed\xa0\x80", b"\xf8\x88\x80\x80\x80"]) + body[at:], \
            direction, True
    if how == "number":
        numbers = \
            [p for p in list(paths(data))[1:] if type(_at(data, p)) is int]
        if not numbers:
            return how, body + b"x\n", direction, True
        path = rng.choice(numbers)
        text = dumps(with_value(data, path, MARKER))
        return how, text.replace(str(MARKER).encode(), rng.choice([b"1e999", b"NaN", b"-Infinity", b"1E2", b"0x10",
                                                                  b"01", b"1" * 25, b"2.0"]), 1), direction, True
    at = rng.randrange(1, len(body))  # line_break
    return how, body[:at] + rng.choice([b"\n", b"\r", b"\r\n"]) + body[at:] + b"\n", direction, True


def _at(data, path):
    for key in path:
        data = data[key]
    return data


def test_ten_thousand_malformed_lines_are_each_refused_with_a_reason():
    rng = random.Random(SEED)
    lines = corpus()
    refusals: Counter[str] = Counter()
    accepted: Counter[str] = Counter()
    for _ in range(MUTANTS):
        line, direction, context = rng.choice(lines)
        how, mutant, direction, must_refuse = mutate(rng, line, direction)
        try:
            message = decode_message(mutant, direction, context)  # type: ignore[arg-type]
        except WireError as exc:
            reason = str(exc)
            assert reason and len(reason) <= 600, (how, reason)
            reason.encode("utf-8")  # a log takes it as it is
            refusals[how] += 1
            continue
        assert not must_refuse, (how, mutant[:300])
        again = encode_message(message)  # a mutant that is still a message is one, and written the same way
        assert decode_message(again, direction, context) == message  # type: ignore[arg-type]
        accepted[how] += 1
    assert sum(refusals.values()) >= 10_000, (refusals, accepted)
    assert set(refusals) == {"truncate", "flip", "insert", "delete", "repeat", "value", "drop_key", "add_key",
                             "version", "type", "direction", "deep", "oversize", "random", "utf8", "number",
                             "line_break"}


def test_the_real_lines_of_the_corpus_are_read():
    for line, direction, context in corpus():
        decode_message(line, direction, context)  # type: ignore[arg-type]

"""The messages between a host and its clients, one JSON object per line, and the one way a line is read.

Every line is ``{"v": 2, "type": ..., ...}`` in UTF-8, ending in ``\\n``, at most
:data:`~jassdesk.net.limits.MAX_LINE_BYTES` long.  :func:`decode_message` applies every check before anything
of the line is used (the size, the encoding, the nesting, the numbers the JSON may hold, then each field's
type, range and length) and knows which way the line travels, so a client cannot send what only a host
sends, nor the other way round.  Any failure is a :class:`~jassdesk.net.checks.WireError` whose sentence
the receiver logs before closing that connection; the table goes on.

A client reads the host's messages against what it knows of the table, a :class:`TableContext`: its seat,
the rules and the hand results received so far, which the ``welcome`` gives and every later message
updates (:meth:`TableContext.after`).  Before the welcome a client accepts only the welcome and an error.

The protocol for a person: docs/network.md.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, replace
from enum import Enum
from typing import Any, ClassVar, Iterable, Union

from jassdesk.engine.actions import Action
from jassdesk.engine.deal_code import ALPHABET as CROCKFORD
from jassdesk.engine.events import Event, HandScored
from jassdesk.engine.observe import Observation
from jassdesk.engine.rules import Rules
from jassdesk.engine.scoring import HandResult
from jassdesk.storage.errors import CorruptFileError
from jassdesk.storage.guarded_reader import nesting_depth, parse_json, quoted

from .checks import (
    QUOTE,
    At,
    WireError,
    need_choice,
    need_dict,
    need_int,
    need_keys,
    need_list,
    need_printable,
    need_word,
)
from .codec import (
    Shape,
    decode_action,
    decode_event,
    decode_observation,
    decode_result,
    decode_rules,
    encode_action,
    encode_event,
    encode_observation,
    encode_result,
    encode_rules,
)
from .limits import (
    MAX_DECISION,
    MAX_DEPTH,
    MAX_EVENTS,
    MAX_HANDS,
    MAX_LEVEL,
    MAX_LINE_BYTES,
    MAX_NAME,
    MAX_PARTIEN,
    MAX_REASON,
    MAX_REFUSAL_CODE,
    MAX_RESULTS_PER_MESSAGE,
    MAX_SEATS,
    PROTOCOL_VERSION,
    TABLE_CODE_LENGTHS,
    TOKEN_LENGTHS,
)
from .secrecy import visible_events

#: the quick phrases a player may say at the table (each client shows them in its own language)
PHRASES = ("hello", "good_luck", "well_played", "thanks", "oops", "again")
#: a table code: Crockford's base 32 in capitals, as the deal codes (no I, L, O or U to misread)
TABLE_CODE_ALPHABET = CROCKFORD
TOKEN_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"  # secrets.token_urlsafe's
REFUSAL_CODE_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789_"


class Direction(str, Enum):
    """Which way a line travels."""

    TO_HOST = "to_host"
    TO_CLIENT = "to_client"


class SeatKind(str, Enum):
    """Who plays a seat."""

    PERSON = "person"  # a person at a client (or the host's own)
    AI = "ai"  # an AI player, on the host
    DROPPED = "dropped"  # a person whose connection broke: the AI plays for him until he is back (reconnect token)
    OPEN = "open"  # kept for a person who has not joined yet


@dataclass(frozen=True)
class SeatInfo:
    name: str
    kind: SeatKind
    level: str | None = None  # the AI level that plays the seat now (an AI's, a dropped person's), if any


# -- the messages --------------------------------------------------------------------------------------------

class _Message:
    TYPE: ClassVar[str]
    DIRECTION: ClassVar[Direction]
    NEEDS_TABLE: ClassVar[bool] = False  # read against the client's TableContext

    def to_json(self) -> dict[str, Any]:  # pragma: no cover - every message overrides
        raise NotImplementedError


# client -> host

@dataclass(frozen=True)
class Hello(_Message):
    """The first line of a client: which table (the code the host shows), the name to show, and to come back
    to a seat after a broken connection its reconnect token; ``seat``: the seat wished for, if free."""

    table: str
    name: str
    token: str | None = None
    seat: int | None = None
    TYPE: ClassVar[str] = "hello"
    DIRECTION: ClassVar[Direction] = Direction.TO_HOST

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"table": self.table, "name": self.name}
        if self.token is not None:
            out["token"] = self.token
        if self.seat is not None:
            out["seat"] = self.seat
        return out

    @staticmethod
    def read(obj: dict[str, Any], at: At, table: "TableContext | None") -> "Hello":
        need_keys(obj, at, {"table", "name"}, {"token", "seat"})
        token = obj.get("token")
        seat = obj.get("seat")
        return Hello(need_word(obj["table"], at.field("table"), TABLE_CODE_LENGTHS, TABLE_CODE_ALPHABET),
                     need_printable(obj["name"], at.field("name"), MAX_NAME),
                     None if token is None else need_word(token, at.field("token"), TOKEN_LENGTHS, TOKEN_ALPHABET),
                     None if seat is None else need_int(seat, at.field("seat"), 0, MAX_SEATS - 1))


@dataclass(frozen=True)
class Act(_Message):
    """An action, and the number of the decision it answers (the ``decision`` of the events it saw): an action
    for an older position is recognised and refused, never applied to the new one."""

    decision: int
    action: Action
    TYPE: ClassVar[str] = "act"
    DIRECTION: ClassVar[Direction] = Direction.TO_HOST

    def to_json(self) -> dict[str, Any]:
        return {"decision": self.decision, "action": encode_action(self.action)}

    @staticmethod
    def read(obj: dict[str, Any], at: At, table: "TableContext | None") -> "Act":
        need_keys(obj, at, {"decision", "action"})
        return Act(need_int(obj["decision"], at.field("decision"), 0, MAX_DECISION),
                   decode_action(obj["action"], at=at.field("action"), shape=Shape.any()))


@dataclass(frozen=True)
class SayPhrase(_Message):
    """A quick phrase, one of :data:`PHRASES`."""

    phrase: str
    TYPE: ClassVar[str] = "phrase"
    DIRECTION: ClassVar[Direction] = Direction.TO_HOST

    def to_json(self) -> dict[str, Any]:
        return {"phrase": self.phrase}

    @staticmethod
    def read(obj: dict[str, Any], at: At, table: "TableContext | None") -> "SayPhrase":
        need_keys(obj, at, {"phrase"})
        return SayPhrase(_phrase(obj["phrase"], at.field("phrase")))


@dataclass(frozen=True)
class NextPartie(_Message):
    """The Partie is over and this client's person would play another at the table: the host deals it once
    every person seated has asked (each ``next`` is passed on to the others as the phrase ``again``)."""

    TYPE: ClassVar[str] = "next"
    DIRECTION: ClassVar[Direction] = Direction.TO_HOST

    def to_json(self) -> dict[str, Any]:
        return {}

    @staticmethod
    def read(obj: dict[str, Any], at: At, table: "TableContext | None") -> "NextPartie":
        need_keys(obj, at, set())
        return NextPartie()


@dataclass(frozen=True)
class Bye(_Message):
    """The client leaves the table (its seat is played by the AI; the token brings it back)."""

    TYPE: ClassVar[str] = "bye"
    DIRECTION: ClassVar[Direction] = Direction.TO_HOST

    def to_json(self) -> dict[str, Any]:
        return {}

    @staticmethod
    def read(obj: dict[str, Any], at: At, table: "TableContext | None") -> "Bye":
        need_keys(obj, at, set())
        return Bye()


# host -> client

@dataclass(frozen=True)
class Welcome(_Message):
    """The answer to a hello: the seat taken, the token that brings the client back to it, and the table (its
    rules, who sits where); ``results``: how many hand results the ``results`` messages after it will bring
    (a client joining a Partie in progress); ``partie``: which Partie of the table is being played (1, 2, ...).
    Then the host sends the position as an ``events`` message."""

    seat: int
    token: str
    rules: Rules
    seats: tuple[SeatInfo, ...]
    results: int = 0
    partie: int = 1
    TYPE: ClassVar[str] = "welcome"
    DIRECTION: ClassVar[Direction] = Direction.TO_CLIENT

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "token": self.token, "game": self.rules.game.value,
                "rules": encode_rules(self.rules), "seats": _encode_seats(self.seats), "results": self.results,
                "partie": self.partie}

    @staticmethod
    def read(obj: dict[str, Any], at: At, table: "TableContext | None") -> "Welcome":
        need_keys(obj, at, {"seat", "token", "game", "rules", "seats", "results", "partie"})
        rules = decode_rules(obj["rules"], at=at.field("rules"))
        game = obj["game"]
        if game != rules.game.value:
            raise at.field("game").error(f"is {quoted(game, QUOTE)}, but the rules are for {rules.game.value}")
        return Welcome(need_int(obj["seat"], at.field("seat"), 0, rules.n_players - 1),
                       need_word(obj["token"], at.field("token"), TOKEN_LENGTHS, TOKEN_ALPHABET), rules,
                       _read_seats(obj["seats"], at.field("seats"), rules.n_players),
                       need_int(obj["results"], at.field("results"), 0, MAX_HANDS),
                       need_int(obj["partie"], at.field("partie"), 1, MAX_PARTIEN))


@dataclass(frozen=True)
class Refused(_Message):
    """An action the host did not apply: the engine's rule id (or ``stale`` for an action that answers an older
    decision, ``not_your_turn``) and its sentence in the host's language."""

    decision: int
    code: str
    reason: str
    TYPE: ClassVar[str] = "refused"
    DIRECTION: ClassVar[Direction] = Direction.TO_CLIENT
    NEEDS_TABLE: ClassVar[bool] = True

    def to_json(self) -> dict[str, Any]:
        return {"decision": self.decision, "code": self.code, "reason": self.reason}

    @staticmethod
    def read(obj: dict[str, Any], at: At, table: "TableContext | None") -> "Refused":
        need_keys(obj, at, {"decision", "code", "reason"})
        return Refused(need_int(obj["decision"], at.field("decision"), 0, MAX_DECISION),
                       need_word(obj["code"], at.field("code"), range(1, MAX_REFUSAL_CODE + 1),
                                 REFUSAL_CODE_ALPHABET),
                       need_printable(obj["reason"], at.field("reason"), MAX_REASON))


@dataclass(frozen=True)
class Events(_Message):
    """What happened, as the client's seat may see it, and its observation after it; ``decision``: the number
    of the next decision (the number of actions applied so far), which an ``act`` answering it repeats.

    Build it with :meth:`for_seat`, which hides what the seat may not see yet (:mod:`.secrecy`)."""

    decision: int
    events: tuple[Event, ...]
    observation: Observation
    TYPE: ClassVar[str] = "events"
    DIRECTION: ClassVar[Direction] = Direction.TO_CLIENT
    NEEDS_TABLE: ClassVar[bool] = True

    @staticmethod
    def for_seat(decision: int, events: Iterable[Event], observation: Observation) -> "Events":
        """The message for ``observation.seat``: the engine's ``events`` as that seat may see them."""
        return Events(decision, visible_events(events, observation), observation)

    def to_json(self) -> dict[str, Any]:
        return {"decision": self.decision, "events": [encode_event(e) for e in self.events],
                "observation": encode_observation(self.observation)}

    @staticmethod
    def read(obj: dict[str, Any], at: At, table: "TableContext | None") -> "Events":
        assert table is not None
        need_keys(obj, at, {"decision", "events", "observation"})
        decision = need_int(obj["decision"], at.field("decision"), 0, MAX_DECISION)
        items = need_list(obj["events"], at.field("events"), MAX_EVENTS)
        events = tuple(decode_event(e, rules=table.rules, at=at.field("events").item(i)) for i, e in enumerate(items))
        scored = tuple(e.result for e in events if type(e) is HandScored)
        observation = decode_observation(obj["observation"], rules=table.rules, results=table.results + scored,
                                         at=at.field("observation"))
        if observation.seat != table.seat:
            raise at.field("observation.seat").error(f"is {observation.seat}, but this client sits at {table.seat}")
        return Events(decision, events, observation)


@dataclass(frozen=True)
class Results(_Message):
    """Hand results of the Partie so far, from number ``first`` on, for a client that joins it in progress (at
    most :data:`~jassdesk.net.limits.MAX_RESULTS_PER_MESSAGE` a message, so no line grows with the Partie)."""

    first: int
    results: tuple[HandResult, ...]
    TYPE: ClassVar[str] = "results"
    DIRECTION: ClassVar[Direction] = Direction.TO_CLIENT
    NEEDS_TABLE: ClassVar[bool] = True

    def to_json(self) -> dict[str, Any]:
        return {"first": self.first, "results": [encode_result(r) for r in self.results]}

    @staticmethod
    def read(obj: dict[str, Any], at: At, table: "TableContext | None") -> "Results":
        assert table is not None
        need_keys(obj, at, {"first", "results"})
        first = need_int(obj["first"], at.field("first"), 0, MAX_HANDS)
        if first != len(table.results):
            raise at.field("first").error(f"is {first}, but {len(table.results)} hand results were received")
        items = need_list(obj["results"], at.field("results"), MAX_RESULTS_PER_MESSAGE)
        return Results(first, tuple(decode_result(r, rules=table.rules, at=at.field("results").item(i))
                                    for i, r in enumerate(items)))


@dataclass(frozen=True)
class PhraseSaid(_Message):
    """A seat said a quick phrase."""

    seat: int
    phrase: str
    TYPE: ClassVar[str] = "phrase"
    DIRECTION: ClassVar[Direction] = Direction.TO_CLIENT
    NEEDS_TABLE: ClassVar[bool] = True

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "phrase": self.phrase}

    @staticmethod
    def read(obj: dict[str, Any], at: At, table: "TableContext | None") -> "PhraseSaid":
        assert table is not None
        need_keys(obj, at, {"seat", "phrase"})
        return PhraseSaid(need_int(obj["seat"], at.field("seat"), 0, table.rules.n_players - 1),
                          _phrase(obj["phrase"], at.field("phrase")))


@dataclass(frozen=True)
class Seats(_Message):
    """Who sits where now: sent to every client when someone joins, drops (the AI takes over) or comes back."""

    seats: tuple[SeatInfo, ...]
    TYPE: ClassVar[str] = "seats"
    DIRECTION: ClassVar[Direction] = Direction.TO_CLIENT
    NEEDS_TABLE: ClassVar[bool] = True

    def to_json(self) -> dict[str, Any]:
        return {"seats": _encode_seats(self.seats)}

    @staticmethod
    def read(obj: dict[str, Any], at: At, table: "TableContext | None") -> "Seats":
        assert table is not None
        need_keys(obj, at, {"seats"})
        return Seats(_read_seats(obj["seats"], at.field("seats"), table.rules.n_players))


@dataclass(frozen=True)
class Error(_Message):
    """Why the host closes this connection (it closes after sending it).  Read whatever its version, so that a
    client of another version learns why it was refused."""

    reason: str
    TYPE: ClassVar[str] = "error"
    DIRECTION: ClassVar[Direction] = Direction.TO_CLIENT

    def to_json(self) -> dict[str, Any]:
        return {"reason": self.reason}

    @staticmethod
    def read(obj: dict[str, Any], at: At, table: "TableContext | None") -> "Error":
        need_keys(obj, at, {"reason"})
        return Error(need_printable(obj["reason"], at.field("reason"), MAX_REASON))


ToHost = Union[Hello, Act, SayPhrase, NextPartie, Bye]
ToClient = Union[Welcome, Refused, Events, Results, PhraseSaid, Seats, Error]
Message = Union[ToHost, ToClient]

_READERS: dict[Direction, dict[str, type[_Message]]] = {
    Direction.TO_HOST: {cls.TYPE: cls for cls in (Hello, Act, SayPhrase, NextPartie, Bye)},
    Direction.TO_CLIENT: {cls.TYPE: cls for cls in (Welcome, Refused, Events, Results, PhraseSaid, Seats, Error)},
}


def _phrase(value: Any, at: At) -> str:
    return need_choice(value, at, {p: p for p in PHRASES})


_SEAT_KINDS = {kind.value: kind for kind in SeatKind}


LEVEL_ALPHABET = "abcdefghijklmnopqrstuvwxyz_"


def _encode_seats(seats: tuple[SeatInfo, ...]) -> list[dict[str, Any]]:
    return [{"name": s.name, "kind": s.kind.value, **({"level": s.level} if s.level is not None else {})}
            for s in seats]


def _read_seats(value: Any, at: At, players: int) -> tuple[SeatInfo, ...]:
    items = need_list(value, at, MAX_SEATS, length=players)
    out = []
    for i, item in enumerate(items):
        where = at.item(i)
        obj = need_dict(item, where)
        need_keys(obj, where, {"name", "kind"}, {"level"})
        level = obj.get("level")
        out.append(SeatInfo(need_printable(obj["name"], where.field("name"), MAX_NAME),
                            need_choice(obj["kind"], where.field("kind"), _SEAT_KINDS),
                            None if level is None else need_word(level, where.field("level"),
                                                                 range(1, MAX_LEVEL + 1), LEVEL_ALPHABET)))
    return tuple(out)


# -- what a client knows of the table ------------------------------------------------------------------------

@dataclass(frozen=True)
class TableContext:
    """What a client reads the host's messages against: its seat, the rules, the hand results received."""

    seat: int
    rules: Rules
    results: tuple[HandResult, ...] = ()

    @staticmethod
    def of(welcome: Welcome) -> "TableContext":
        return TableContext(welcome.seat, welcome.rules)

    def after(self, message: Message) -> "TableContext":
        """The context once ``message`` (read against this one) is taken in."""
        if isinstance(message, Welcome):
            raise WireError("the host sent a second welcome on one connection")
        if isinstance(message, Results):
            return replace(self, results=self.results + message.results)
        if isinstance(message, Events):
            return replace(self, results=message.observation.results)
        return self


_ANY_TABLE = TableContext(0, Rules())  # for the messages whose reader does not look at the table


# -- lines ---------------------------------------------------------------------------------------------------

def encode_message(message: Message) -> bytes:
    """One line: the message's JSON in UTF-8 with its newline.  WireError if the line would be longer than
    :data:`~jassdesk.net.limits.MAX_LINE_BYTES` (or a value cannot travel), so the host finds out, not its
    client."""
    if not isinstance(message, _Message):
        raise WireError(f"{quoted(message, QUOTE)} is no message")
    body = {"v": PROTOCOL_VERSION, "type": message.TYPE, **message.to_json()}
    try:
        line = (json.dumps(body, ensure_ascii=False, separators=(",", ":"), allow_nan=False) + "\n").encode("utf-8")
    except (ValueError, UnicodeError) as exc:  # NaN, a lone surrogate in a text
        raise WireError(f"the {message.TYPE} message cannot be written: {quoted(str(exc), QUOTE * 2, bare=True)}") \
            from None
    if len(line) > MAX_LINE_BYTES:
        raise WireError(f"the {message.TYPE} message would be {len(line)} bytes long (at most {MAX_LINE_BYTES})")
    _check_sendable(message, line)
    return line


def _check_sendable(message: _Message, line: bytes) -> None:
    """Read the line back as its receiver will, so that a value beyond a bound fails at the sender: an events
    message against its own observation's table, and every message whose reader needs no table.  Three a host
    builds from its own seats and sheet (results, phrase, seats) are read only by their receiver."""
    if isinstance(message, Events):
        obs = message.observation
        decode_message(line, Direction.TO_CLIENT, TableContext(obs.seat, obs.rules, obs.results))
    elif not message.NEEDS_TABLE or isinstance(message, Refused):
        decode_message(line, message.DIRECTION, _ANY_TABLE)


def _no_repeats(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    seen: set[str] = set()
    for key, _ in pairs:
        if key in seen:
            raise WireError(f"the line names {quoted(key, QUOTE)} twice in one object")
        seen.add(key)
    return dict(pairs)


def _refuse_repeated_keys(text: str) -> None:
    """A key once per object: JSON parsers disagree about which of two is meant (the last, the first, an
    error), so a line that repeats one means nothing certain.  The text has passed the guarded parse (its
    nesting and numbers are bounded), so this second look is safe."""
    json.loads(text, object_pairs_hook=_no_repeats)


def decode_message(line: bytes, direction: Direction | str, context: TableContext | None = None) -> Message:
    """The message of one line travelling ``direction`` ("to_host": a client's; "to_client": a host's, read
    against the client's ``context``), every check made before anything of it is used; WireError otherwise."""
    direction = Direction(direction)
    at = At("the line")
    if not isinstance(line, (bytes, bytearray)):
        raise WireError(f"the line must be bytes, not {type(line).__name__}")
    if len(line) > MAX_LINE_BYTES:
        raise WireError(f"the line is {len(line)} bytes long (at most {MAX_LINE_BYTES})")
    body = bytes(line[:-1] if line.endswith(b"\n") else line)
    if b"\n" in body or b"\r" in body:
        raise WireError("the line holds a line break: a message is one line")
    try:
        text = body.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise WireError(f"the line is not UTF-8 (byte {exc.start})") from None
    depth = nesting_depth(text)
    if depth > MAX_DEPTH:
        raise WireError(f"the line nests {depth} levels deep (at most {MAX_DEPTH})")
    try:
        data = parse_json(text, "the line", max_depth=MAX_DEPTH)
    except CorruptFileError as exc:  # "the line is not a JassDesk file: it is not valid JSON (...)"
        reason = str(exc).partition(" file: ")[2] or str(exc)
        raise WireError(f"the line is not a message: {reason}") from None
    _refuse_repeated_keys(text)
    obj = need_dict(data, at)
    kind = obj.get("type")
    readers = _READERS[direction]
    version = obj.get("v")
    if type(version) is not int or version != PROTOCOL_VERSION:  # 1.0 and true are no version
        if direction is Direction.TO_CLIENT and kind == "error" and isinstance(obj.get("reason"), str):
            return Error(need_printable(obj["reason"], At("the error message", "reason"), MAX_REASON))
        if "v" not in obj:
            raise WireError("the line has no protocol version (\"v\")")
        raise WireError(f"the line speaks protocol version {quoted(version, QUOTE)}; this JassDesk speaks "
                        f"version {PROTOCOL_VERSION}")
    cls = readers.get(kind) if isinstance(kind, str) else None
    if "type" not in obj:
        raise WireError("the line has no type")
    if cls is None:
        other = _READERS[Direction.TO_HOST if direction is Direction.TO_CLIENT else Direction.TO_CLIENT]
        if isinstance(kind, str) and kind in other:
            sender = "a client" if direction is Direction.TO_CLIENT else "a host"
            raise WireError(f"the type {quoted(kind, QUOTE)} is sent by {sender} only")
        raise WireError(f"the line's type must be one of {', '.join(readers)}, not {quoted(kind, QUOTE)}")
    if cls.NEEDS_TABLE and context is None:
        raise WireError(f"the {kind} message came before the welcome")
    fields = {k: v for k, v in obj.items() if k not in ("v", "type")}
    return cls.read(fields, At(f"the {kind} message"), context)  # type: ignore[attr-defined]

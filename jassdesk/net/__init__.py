"""The network's wire format (issue #34, playing with friends over the local network): pure Python, no Qt, no
sockets, no files.

The host runs the engine; a client sends actions and receives the engine's events and its own seat's
observation, nothing more.  This package is what travels between them: the messages
(:mod:`.messages`: one JSON object per line, versioned, every line checked before use), how the engine's
objects are written in them (:mod:`.codec`), what a seat may see of the events (:mod:`.secrecy`), the
limits (:mod:`.limits`), and two helpers for a connection: :class:`LineBuffer` (complete lines out of a
socket's bytes, never more than a line held) and :class:`RateLimit` (a token bucket).  The host, the
client and their window come next, on top of it.  The protocol for a person: docs/network.md.

A host, for each seat that is a person, after each action::

    line = encode_message(Events.for_seat(len(state.history), events, state.observation(seat)))

and for each line a client sends (through its connection's LineBuffer and RateLimit)::

    try:
        message = decode_message(line, "to_host")
    except WireError as exc:
        log(...); close the connection with encode_message(Error(str(exc)))
"""

from .checks import WireError
from .codec import (
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
from .limits import MAX_DEPTH, MAX_LINE_BYTES, PROTOCOL_VERSION
from .lines import LineBuffer
from .messages import (
    PHRASES,
    Act,
    Bye,
    Direction,
    Error,
    Events,
    Hello,
    Message,
    NextPartie,
    PhraseSaid,
    Refused,
    Results,
    SayPhrase,
    SeatInfo,
    SeatKind,
    Seats,
    TableContext,
    Welcome,
    decode_message,
    encode_message,
)
from .rate import RateLimit
from .secrecy import visible_events

__all__ = ["MAX_DEPTH", "MAX_LINE_BYTES", "PHRASES", "PROTOCOL_VERSION", "Act", "Bye", "Direction", "Error",
           "Events", "Hello", "LineBuffer", "Message", "NextPartie", "PhraseSaid", "RateLimit", "Refused", "Results",
           "SayPhrase", "SeatInfo", "SeatKind", "Seats", "TableContext", "WireError", "Welcome", "decode_action",
           "decode_event", "decode_message", "decode_observation", "decode_result", "decode_rules", "encode_action",
           "encode_event", "encode_message", "encode_observation", "encode_result", "encode_rules", "visible_events"]

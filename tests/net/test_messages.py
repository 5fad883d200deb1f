"""The envelope: every message type, the handshake's rules, the direction, the version, and what a client reads
against its table."""

from __future__ import annotations

import dataclasses
import importlib
import inspect
import json
import pkgutil
from pathlib import Path

import pytest

from net.partien import play
from net.test_round_trip import TOKEN, join, welcome_for

import jassdesk.engine
from jassdesk.engine.actions import Bid, ChooseRow, Play
from jassdesk.engine.events import Event
from jassdesk.engine.modes import Mode
from jassdesk.engine.rules import Rules
from jassdesk.engine.weis import Weis
from jassdesk.net import (
    MAX_LINE_BYTES,
    PHRASES,
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
    decode_action,
    decode_message,
    encode_message,
)
from jassdesk.net import messages as messages_module
from jassdesk.net.codec import EVENT_TYPES

TO_HOST, TO_CLIENT = Direction.TO_HOST, Direction.TO_CLIENT


def line(**fields) -> bytes:
    return (json.dumps({"v": PROTOCOL_VERSION, **fields}, ensure_ascii=False) + "\n").encode("utf-8")


def refused(raw: bytes, direction=TO_HOST, context=None) -> str:
    with pytest.raises(WireError) as caught:
        decode_message(raw, direction, context)
    assert str(caught.value)
    return str(caught.value)


# -- every message, both ways ------------------------------------------------------------------------------------

CLIENT_MESSAGES = [
    Hello("7KQ2MX", "Vreni"), Hello("7KQ2MX", "Ueli Müller", TOKEN, 2), Act(0, Play(35, (Weis.from_code("H6+3"),))),
    Act(41, Bid(157)), SayPhrase("well_played"), NextPartie(), Bye(),
]


@pytest.mark.parametrize("message", CLIENT_MESSAGES, ids=lambda m: m.TYPE)
def test_a_client_message_comes_back_equal_and_is_one_line(message):
    raw = encode_message(message)
    assert raw.endswith(b"\n") and raw.count(b"\n") == 1 and json.loads(raw)["v"] == PROTOCOL_VERSION
    assert decode_message(raw, TO_HOST) == message
    assert decode_message(raw.rstrip(b"\n"), "to_host") == message  # the newline may already be cut off


def test_host_messages_come_back_equal():
    rules = Rules.coiffeur()
    context = join(rules, 1)
    seats = (SeatInfo("Vreni", SeatKind.PERSON), SeatInfo("Ueli", SeatKind.DROPPED, "medium"),
             SeatInfo("Expert", SeatKind.AI, "expert"), SeatInfo("Frei", SeatKind.OPEN))
    for message in (Refused(12, "must_follow", "You must follow suit: you hold Rosen 8."), PhraseSaid(3, "oops"),
                    Seats(seats), Error("the table is full"), welcome_for(rules, 1)):
        assert decode_message(encode_message(message), TO_CLIENT, context) == message


def test_the_example_lines_of_the_protocol_document_are_read():
    """docs/network.md shows one line of each message: they are real."""
    text = (Path(__file__).resolve().parents[2] / "docs" / "network.md").read_text(encoding="utf-8")
    examples = [ln for ln in text.splitlines() if ln.startswith('{"v":%d,' % PROTOCOL_VERSION)]
    assert len(examples) >= 11
    context = join(Rules.schieber_swiss(), 1)
    for example in examples:
        raw = example.encode("utf-8")
        kind = json.loads(raw)["type"]
        direction = TO_HOST if kind in ("hello", "act", "next", "bye") or (kind == "phrase" and "seat" not in example) \
            else TO_CLIENT
        message = decode_message(raw, direction, context)
        assert encode_message(message) == raw + b"\n", kind  # written exactly as the encoder writes it


def test_every_event_of_every_game_has_a_wire_form():
    found = set()
    for module in pkgutil.iter_modules(jassdesk.engine.__path__):
        mod = importlib.import_module(f"jassdesk.engine.{module.name}")
        found |= {cls for _, cls in inspect.getmembers(mod, inspect.isclass)
                  if issubclass(cls, Event) and cls is not Event}
    assert found == {t.cls for t in EVENT_TYPES}
    assert len({t.name for t in EVENT_TYPES}) == len(EVENT_TYPES)


# -- the handshake ---------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("fields, problem", [
    ({"table": "7KQ2MX"}, "lacks name"),
    ({"table": "7kq2mx", "name": "Vreni"}, "'table' holds 'k'"),
    ({"table": "7KQ", "name": "Vreni"}, "'table' must be 4 to 16 characters long, not 3"),
    ({"table": "7KQ2MX", "name": "Vre\u202eni"}, "'name' holds the unprintable character U+202E"),
    ({"table": "7KQ2MX", "name": "V\nreni"}, "U+000A"),
    ({"table": "7KQ2MX", "name": " "}, "'name' must not be empty"),
    ({"table": "7KQ2MX", "name": "x" * 33}, "'name' is 33 characters long (at most 32)"),
    ({"table": "7KQ2MX", "name": "Vreni", "seat": 4}, "'seat' must be between 0 and 3, not 4"),
    ({"table": "7KQ2MX", "name": "Vreni", "seat": True}, "'seat' must be a whole number, not True"),
    ({"table": "7KQ2MX", "name": "Vreni", "token": "short"}, "'token' must be 16 to 64 characters long"),
    ({"table": "7KQ2MX", "name": "Vreni", "colour": "red"}, "has a field this version does not know: 'colour'"),
])
def test_a_bad_hello_is_refused_naming_the_field(fields, problem):
    message = refused(line(type="hello", **fields))
    assert message.startswith("the hello message") and problem in message, message


def test_another_protocol_version_is_refused_with_both_versions():
    now = f'"v": {PROTOCOL_VERSION}'.encode()
    raw = line(type="hello", table="7KQ2MX", name="Vreni").replace(now, b'"v": 1')
    assert f"speaks protocol version 1; this JassDesk speaks version {PROTOCOL_VERSION}" in refused(raw)
    assert "no protocol version" in refused(b'{"type": "hello"}')
    assert f"version '{PROTOCOL_VERSION}'" in refused(line(type="bye").replace(now, f'"v": "{PROTOCOL_VERSION}"'.encode()))


def test_an_error_is_read_whatever_its_version_so_a_refused_client_learns_why():
    raw = b'{"v": 7, "type": "error", "reason": "this host speaks version 7"}\n'
    assert decode_message(raw, TO_CLIENT) == Error("this host speaks version 7")


def test_a_message_travels_one_way_only():
    welcome = encode_message(welcome_for(Rules.schieber_swiss(), 0))
    assert "the type 'welcome' is sent by a host only" in refused(welcome, TO_HOST)
    assert "the type 'act' is sent by a client only" in refused(encode_message(Act(3, Bid(4))), TO_CLIENT)
    assert "not 'shout'" in refused(line(type="shout"))


def test_before_the_welcome_a_client_reads_only_the_welcome_and_an_error():
    rules = Rules.schieber_swiss()
    step = next(iter(play(rules, 1)))
    raw = encode_message(step.messages[0])
    assert "the events message came before the welcome" in refused(raw, TO_CLIENT)
    assert "came before the welcome" in refused(encode_message(PhraseSaid(1, "thanks")), TO_CLIENT)
    with pytest.raises(WireError, match="second welcome"):
        join(rules, 0).after(welcome_for(rules, 0))


# -- what a client reads against its table ---------------------------------------------------------------------------

def test_an_observation_for_another_seat_or_on_results_not_received_is_refused():
    rules = Rules.schieber_swiss()
    steps = list(play(rules, 2))
    first = steps[0].messages[1]
    assert "'observation.seat' is 1, but this client sits at 0" in refused(encode_message(first), TO_CLIENT,
                                                                           join(rules, 0))
    late = steps[-1].messages[0]  # the Partie's end: it stands on every hand's result
    message = refused(encode_message(dataclasses.replace(late, events=())), TO_CLIENT, join(rules, 0))
    assert f"stands on {len(steps[-1].state.results)} hand results, but only 0 were received" in message


def test_results_come_in_order():
    rules = Rules.schmaus()
    state = list(play(rules, 4))[-1].state
    context = join(rules, 0)
    assert "'first' is 1, but 0 hand results were received" in refused(
        encode_message(Results(1, state.results[1:3])), TO_CLIENT, context)
    context = context.after(decode_message(encode_message(Results(0, state.results[:2])), TO_CLIENT, context))
    assert context.results == state.results[:2]


def test_a_context_follows_the_hands_scored():
    rules = Rules.differenzler(hands=4)
    context = join(rules, 2)
    for step in play(rules, 8):
        context = context.after(decode_message(encode_message(step.messages[2]), TO_CLIENT, context))
        assert context.results == step.state.results
    assert len(context.results) == 4


# -- actions -------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("code, problem", [
    ("ha", "must be written 'HA', not 'ha'"), ("BID:007", "'BID:7'"), ("BID:\u0663", "'BID:3'"),
    ("BID:158", "must be between 0 and 157, not 158"), ("CUT:2", "a cut lifts 3 to 33"), ("DEAL:4", "not 4"),
    ("XX", "is no action"), ("HA/W:H6+2", "is no action"), ("", "is no action"), (7, "must be text"),
    ("HA/W:" + ",".join(["H6+3"] * 10), "more than 9 Weis"),
])
def test_an_action_is_read_in_the_engines_own_form_only(code, problem):
    with pytest.raises(WireError) as caught:
        decode_action(code)
    assert problem in str(caught.value), str(caught.value)


def test_an_act_names_the_field_and_quotes_the_value():
    message = refused(line(type="act", decision=3, action="Rosen As"))
    assert message.startswith("the act message: 'action' is no action: ") and "Rosen As" in message
    assert "'decision' must be between 0 and 1000000, not -1" in refused(line(type="act", decision=-1, action="HA"))
    assert decode_action("ROW:6:OBE") == ChooseRow(6, Mode.OBENABE)


# -- the rules --------------------------------------------------------------------------------------------------------

def test_rules_beyond_the_networks_bounds_do_not_travel():
    too_far = Rules.schieber_swiss(target=50_000)
    with pytest.raises(WireError, match="'target' must be between 1 and 10000, not 50000"):
        encode_message(welcome_for(too_far, 0))
    raw = encode_message(welcome_for(Rules.schieber_swiss(), 0)).replace(b'"target":1000', b'"target":50000')
    assert "the welcome message: 'rules.target' must be between 1 and 10000, not 50000" in refused(raw, TO_CLIENT)
    raw = encode_message(welcome_for(Rules.coiffeur(), 0)).replace(b'["JOKER",8]', b'["JOKER",800]')
    assert "coiffeur_rows[7][1]' must be between 1 and 100, not 800" in refused(raw, TO_CLIENT)
    raw = encode_message(welcome_for(Rules.schieber_swiss(), 0)).replace(b'"weis":true', b'"weis":"yes"')
    assert "'rules' are not valid: rule option 'weis' must be true or false" in refused(raw, TO_CLIENT)
    raw = encode_message(welcome_for(Rules.schieber_swiss(), 0)).replace(b'"game":"schieber","rules"',
                                                                          b'"game":"schmaus","rules"')
    assert "'game' is 'schmaus', but the rules are for schieber" in refused(raw, TO_CLIENT)


# -- the limits ----------------------------------------------------------------------------------------------------

def test_a_line_over_the_limit_is_neither_sent_nor_read(monkeypatch):
    big = b'{"v":1,"type":"phrase","phrase":"' + b"x" * MAX_LINE_BYTES + b'"}\n'
    assert f"(at most {MAX_LINE_BYTES})" in refused(big)
    message = max((m for step in play(Rules.differenzler(hands=4), 1) for m in step.messages),
                  key=lambda m: len(encode_message(m)))
    monkeypatch.setattr(messages_module, "MAX_LINE_BYTES", 1000)
    with pytest.raises(WireError, match=r"the events message would be \d+ bytes long \(at most 1000\)"):
        encode_message(message)


def test_a_message_its_receiver_would_refuse_is_not_sent():
    with pytest.raises(WireError, match="'reason' is 501 characters long"):
        encode_message(Error("x" * 501))
    with pytest.raises(WireError, match="'phrase' must be one of"):
        encode_message(SayPhrase("you cheat"))
    with pytest.raises(WireError, match="the hello message cannot be written"):
        encode_message(Hello("7KQ2MX", "Vre\ud800ni"))
    with pytest.raises(WireError, match="is no message"):
        encode_message({"type": "bye"})  # type: ignore[arg-type]


def test_the_phrases_are_a_fixed_list():
    for phrase in PHRASES:
        assert decode_message(encode_message(SayPhrase(phrase)), TO_HOST) == SayPhrase(phrase)
    assert "'phrase' must be one of hello, good_luck" in refused(line(type="phrase", phrase="idiot"))

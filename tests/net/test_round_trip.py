"""Every action, event and observation of random Partien of every game goes through the wire as bytes and comes
back equal to the original, with the same types."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from net.partien import RULES, play

from jassdesk.engine.events import HandScored
from jassdesk.net import (
    Act,
    Direction,
    Events,
    Results,
    SeatInfo,
    SeatKind,
    TableContext,
    Welcome,
    decode_action,
    decode_event,
    decode_message,
    decode_observation,
    encode_action,
    encode_event,
    encode_message,
    encode_observation,
)
from jassdesk.net.limits import MAX_RESULTS_PER_MESSAGE

# fixed and derandomized: the same Partien on every run, two per set of rules, inside the time the suite has
ROUND_TRIP = settings(max_examples=2, derandomize=True, deadline=None, database=None,
                      suppress_health_check=[HealthCheck.too_slow])
TOKEN = "k3Jd-Q8_xv0aZ2mN5pLr"


def same(a, b) -> bool:
    """Equal, and of the same types all the way down (``repr`` shows Mode.OBENABE where an int would show 4)."""
    return a == b and repr(a) == repr(b)


def welcome_for(rules, seat: int, results: int = 0) -> Welcome:
    seats = tuple(SeatInfo(f"Spieler {s + 1}", SeatKind.PERSON if s == seat else SeatKind.AI)
                  for s in range(rules.n_players))
    return Welcome(seat, TOKEN, rules, seats, results)


def join(rules, seat: int, results=()) -> TableContext:
    """A client's context as the wire builds it: the welcome, then the results in pieces."""
    line = encode_message(welcome_for(rules, seat, len(results)))
    welcome = decode_message(line, Direction.TO_CLIENT)
    assert same(welcome, welcome_for(rules, seat, len(results)))
    context = TableContext.of(welcome)
    for first in range(0, len(results), MAX_RESULTS_PER_MESSAGE):
        message = Results(first, tuple(results[first:first + MAX_RESULTS_PER_MESSAGE]))
        decoded = decode_message(encode_message(message), Direction.TO_CLIENT, context)
        assert same(decoded, message)
        context = context.after(decoded)
    return context


@pytest.mark.parametrize("name", sorted(RULES))
@ROUND_TRIP
@given(seed=st.integers(0, 2**31 - 1))
def test_every_message_of_a_partie_comes_back_equal(name, seed):
    rules = RULES[name]
    contexts = [join(rules, s) for s in range(rules.n_players)]
    scored = 0
    for step in play(rules, seed):
        if step.action is not None:
            act = Act(len(step.state.history) - 1, step.action)
            assert same(decode_message(encode_message(act), Direction.TO_HOST), act)
            assert same(decode_action(encode_action(step.action)), step.action)
        for event in step.events:  # each event as the engine made it, Weis and all
            assert same(decode_event(encode_event(event), rules=rules), event)
        for seat, message in enumerate(step.messages):
            decoded = decode_message(encode_message(message), Direction.TO_CLIENT, contexts[seat])
            assert same(decoded, message), (name, seed, seat)
            contexts[seat] = contexts[seat].after(decoded)
            obs = message.observation
            assert same(decode_observation(encode_observation(obs), rules=rules, results=obs.results), obs)
        if step.actor is not None:  # the seat that acted sees every event unchanged
            assert same(step.messages[step.actor].events, step.events)
        scored += sum(isinstance(e, HandScored) for e in step.events)
    final = step.state
    assert final.is_over and len(final.results) == scored
    # a client that joins at the end receives the whole sheet in results messages and reads the last position
    late = join(rules, 0, final.results)
    message = Events.for_seat(len(final.history), (), final.observation(0))
    assert same(decode_message(encode_message(message), Direction.TO_CLIENT, late), message)

"""A client never receives a card of another hand before it is played or shown: checked on the bytes a host sends
each seat at every step of random Partien, and the check shown to catch every kind of leak."""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from net.partien import RULES, play
from net.secrecy_check import check_the_table_is_complete, hidden_from, leaks
from net.test_round_trip import join

from jassdesk.engine.actions import Play
from jassdesk.engine.cards import cards_in
from jassdesk.engine.events import CardPlayed
from jassdesk.engine.rules import Rules
from jassdesk.net import Events, encode_message

SECRECY = settings(max_examples=1, derandomize=True, deadline=None, database=None,
                   suppress_health_check=[HealthCheck.too_slow])


def test_the_check_names_every_field_of_the_observation_and_the_events():
    check_the_table_is_complete()


@pytest.mark.parametrize("name", sorted(RULES))
@SECRECY
@given(seed=st.integers(0, 2**31 - 1))
def test_no_message_names_a_hidden_card(name, seed):
    rules = RULES[name]
    contexts = [join(rules, s) for s in range(rules.n_players)]
    for step in play(rules, seed):
        for seat, message in enumerate(step.messages):
            assert leaks(encode_message(message), step.state, contexts[seat]) == [], (name, seed, seat)
            contexts[seat] = contexts[seat].after(message)


# -- the check catches a leak ------------------------------------------------------------------------------------

def first_announced_weis():
    """A Schieber position in the first trick just after a seat announced Weis: its cards are not shown yet."""
    for seed in range(200):
        for step in play(Rules.schieber_swiss(), seed):
            played = [e for e in step.events if isinstance(e, CardPlayed) and e.weis]
            if played and not step.state.tricks:
                return step, played[0].seat
            if step.state.hand_no > 0:
                break
    raise AssertionError("no Weis announced in 200 Partien")


def mid_hand(rules, seed=5, tricks=2):
    for step in play(rules, seed):
        if len(step.state.tricks) == tricks and not step.state.trick:
            return step
    raise AssertionError("no such position")


def contexts_at(step):
    rules = step.state.rules
    return [dataclasses.replace(join(rules, s), results=step.state.results) for s in range(rules.n_players)]


def test_the_weis_of_another_seat_travels_without_its_cards_until_it_is_shown():
    step, announcer = first_announced_weis()
    viewer = (announcer + 1) % 4
    message = step.messages[viewer]
    context = contexts_at(step)[viewer]
    assert leaks(encode_message(message), step.state, context) == []
    assert all(not e.weis for e in message.events if isinstance(e, CardPlayed))
    assert message.observation.weis_announced  # the points are public
    # the engine's own events, sent as they are, tell the cards: the check sees it
    raw = Events(message.decision, step.events, message.observation)
    found = leaks(encode_message(raw), step.state, context)
    assert found and "card_played" in found[0] and ").weis names" in found[0], found


def test_a_leaking_observation_is_caught_field_by_field():
    step = mid_hand(Rules.schieber_swiss())
    state = step.state
    seat = 0
    other = 1
    context = contexts_at(step)[seat]
    message = step.messages[seat]
    obs = message.observation
    secret = cards_in(hidden_from(state, seat) & state.hands[other])[0]
    assert leaks(encode_message(message), state, context) == []

    def leaky(**changes):
        return encode_message(dataclasses.replace(message, observation=dataclasses.replace(obs, **changes)))

    known = tuple(k | (1 << secret) if s == other else k for s, k in enumerate(obs.known))
    cases = {
        "known": leaky(known=known),
        "hand": leaky(hand=obs.hand | 1 << secret),
        "turned": leaky(turned=int(secret)),
        "trick": leaky(trick=obs.trick + (int(secret),)),
        "legal_actions": leaky(legal_actions=obs.legal_actions + (Play(secret),)),
        "voids": leaky(voids=tuple(v | (0xFFFFFFFFF & ~state.hands[s]) for s, v in enumerate(obs.voids))),
    }
    for field, line in cases.items():
        found = leaks(line, state, context)
        assert found and any(field in f for f in found), (field, found)


def test_a_hidden_bid_is_caught():
    step = next(s for s in play(Rules.differenzler(), 3) if s.state.decision.value == "play")
    seat = 0
    message = step.messages[seat]
    obs = message.observation
    context = contexts_at(step)[seat]
    assert leaks(encode_message(message), step.state, context) == []
    told = tuple(step.state.bids)
    line = encode_message(dataclasses.replace(message, observation=dataclasses.replace(obs, bids=told)))
    assert leaks(line, step.state, context) == ["observation.bids holds another seat's hidden bid"]


def test_a_hidden_stock_card_is_caught():
    step = mid_hand(Rules.schmaus(), tricks=1)
    state = step.state
    stock_card = state.stock[0]
    message = step.messages[0]
    line = encode_message(dataclasses.replace(message, observation=dataclasses.replace(
        message.observation, turned=stock_card)))
    found = leaks(line, state, contexts_at(step)[0])
    assert found and "observation.turned" in found[0]
